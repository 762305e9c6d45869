"""The languages of the site besides English (``i18n/languages.toml``): which there are, what
the language switch calls them, which ship. Read by scripts/build_language.py (what to build)
and scripts/precache.py (what a reader of each keeps offline)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES_FILE = ROOT / "i18n" / "languages.toml"


@dataclass(frozen=True)
class Language:
    code: str
    name: str
    """What the switch shows, in the language itself."""
    ship: bool = False
    pseudo: bool = False


def languages() -> dict[str, Language]:
    """The languages of ``i18n/languages.toml`` by code (English, the source, is not one)."""
    data = tomllib.loads(LANGUAGES_FILE.read_text(encoding="utf-8"))
    found = {}
    for code, table in data.items():
        unknown = set(table) - {"name", "ship", "pseudo"}
        if unknown or not isinstance(table.get("name"), str):
            raise SystemExit(f"{LANGUAGES_FILE}: [{code}] needs a name (and only ship, pseudo)")
        found[code] = Language(
            code, table["name"], bool(table.get("ship")), bool(table.get("pseudo"))
        )
    return found


def shipped() -> list[Language]:
    return [lang for lang in languages().values() if lang.ship and not lang.pseudo]
