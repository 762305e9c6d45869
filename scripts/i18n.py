#!/usr/bin/env python3
"""The message catalogues: compile them into the engine and the page, update, report.

Sources (``i18n/``, see ``docs-dev/i18n.md``):

- ``i18n/engine/<domain>.pot``: the engine's messages in English, one gettext template per area
  (``core``, ``tarok`` …); ``msgctxt`` is the key the code names, ``msgid`` (and
  ``msgid_plural``) the English. ``<domain>.<lang>.po`` holds a language's translation.
- ``i18n/site/<domain>.pot`` and ``.<lang>.po``: the same for the page's JavaScript.
- ``i18n/nouns/<lang>.toml``: the names the messages decline (cards, seats, suits, contracts),
  each with its gender and forms.

``compile`` writes ``trainer/locale/_<lang>.py`` (imported by ``trainer.i18n`` when the engine
loads, so the catalogues are inside Pyodide's memory snapshot) and ``docs/generated/i18n/
<lang>.js`` (imported by the page's ``site/words.js``). Both are generated files, ignored by git:
``scripts/setup``, ``scripts/build`` and the test session compile them. The pseudo-locale
``en-XA`` is made from the English here.

``update`` carries a changed English text into every language's PO file, marking the
translation fuzzy (Babel's ``Catalog.update``): a fuzzy or empty translation is not used.
``stats`` prints what each language still lacks.

Babel (a build-time tool, as MkDocs Material needs it anyway) reads and writes the PO files; the
engine itself never imports it.
"""

from __future__ import annotations

import argparse
import json
import pprint
import sys
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
ENGINE_OUT = ROOT / "trainer" / "locale"
SITE_OUT = ROOT / "docs" / "generated" / "i18n"

LANGUAGES = ("pl", "de")
"""The translated languages (English is the source; ``en-XA`` is made from it)."""
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
NPLURALS = {"en": 2, "de": 2, "pl": 3, "en-XA": 2}
PLURAL_RULE = {"en": "en", "de": "de", "pl": "pl", "en-XA": "en"}
CONJUNCTIONS = {
    "en": {"and": "and", "or": "or"},
    "en-XA": {"and": "and", "or": "or"},
    "pl": {"and": "i", "or": "lub"},
    "de": {"and": "und", "or": "oder"},
}
"""The words that join a list, as CLDR has them (the page's ``Intl.ListFormat`` in en-GB, pl and
de says the same: "a, b i c", "a, b oder c"; the test of the page's renderer checks it)."""


@dataclass(frozen=True)
class Entry:
    """One message of a template: its key, English text(s) and the comments for translators."""

    key: str
    english: tuple[str, ...]
    """One text, or the singular and the plural."""
    comments: tuple[str, ...]
    domain: str


def templates(part: str) -> Iterator[Path]:
    yield from sorted((I18N / part).glob("*.pot"))


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=locale, abort_invalid=True)


def entries(part: str) -> dict[str, Entry]:
    """Every message of one part (``engine`` or ``site``) by key, from its templates."""
    found: dict[str, Entry] = {}
    for path in templates(part):
        domain = path.stem
        for message in read(path):
            if not message.id:
                continue
            if not message.context:
                raise SystemExit(f"{path}: {message.id!r} has no msgctxt (its key)")
            if message.context in found:
                raise SystemExit(f"{path}: the key {message.context} is defined twice")
            english = message.id if isinstance(message.id, tuple) else (message.id,)
            found[message.context] = Entry(
                message.context, tuple(english), tuple(message.auto_comments), domain
            )
    return found


def translations(part: str, lang: str) -> dict[str, str | tuple[str, ...]]:
    """A language's usable translations by key: neither empty nor fuzzy, and for the English
    text of today's template (a translation of an older English text is not used)."""
    english = entries(part)
    found: dict[str, str | tuple[str, ...]] = {}
    for template in templates(part):
        path = template.with_suffix(f".{lang}.po")
        if not path.exists():
            continue
        for message in read(path, lang):
            if not message.id or message.fuzzy or not message.context:
                continue
            source = english.get(message.context)
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            if source is None or tuple(ids) != source.english:
                continue
            if isinstance(message.string, tuple):
                forms = tuple(message.string)
                if all(forms):
                    found[message.context] = forms
            elif message.string:
                found[message.context] = message.string
    return found


def english_messages(part: str) -> dict[str, str | tuple[str, ...]]:
    return {
        key: entry.english[0] if len(entry.english) == 1 else entry.english
        for key, entry in entries(part).items()
    }


def nouns(lang: str) -> dict[str, tuple[str, dict[str, str]]]:
    """A language's nouns: key → (gender, forms), the default form under ``""``."""
    path = I18N / "nouns" / f"{lang}.toml"
    if not path.exists():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    found: dict[str, tuple[str, dict[str, str]]] = {}
    for key, table in _flatten(data):
        gender = str(table.get("gender", ""))
        forms = {name: str(text) for name, text in table.items() if name != "gender"}
        default = forms.pop("default", None) or forms.get("nom")
        if default is None:
            raise SystemExit(f"{path}: the noun {key} has no default (or nom) form")
        forms[""] = default
        found[key] = (gender, forms)
    return found


def _flatten(
    data: Mapping[str, object], prefix: str = ""
) -> Iterator[tuple[str, Mapping[str, object]]]:
    """TOML tables to (dotted key, table) for every table whose values are all text."""
    for name, value in data.items():
        if not isinstance(value, dict):
            continue
        key = f"{prefix}{name}"
        if all(isinstance(v, str) for v in value.values()):
            yield key, value
        else:
            yield from _flatten(value, key + ".")


# -- the pseudo-locale --------------------------------------------------------------------------

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)


def pseudo(template: str) -> str:
    """English made visibly foreign, placeholders untouched: "[Ŷöû ĥöļð {n} çåŕðš]".

    Chromium's and Android's ``en-XA``: a text in a page that is not accented and bracketed did
    not come from a catalogue."""
    out: list[str] = []
    depth = 0
    for char in template:
        if char == "{":
            depth += 1
        elif char == "}":
            depth = max(0, depth - 1)
        out.append(char if depth else char.translate(_ACCENTED))
    return "[" + "".join(out) + "]"


def pseudo_messages(english: Mapping[str, str | tuple[str, ...]]) -> dict[str, object]:
    return {
        key: pseudo(text) if isinstance(text, str) else tuple(pseudo(t) for t in text)
        for key, text in english.items()
    }


def pseudo_nouns(english: Mapping[str, tuple[str, dict[str, str]]]) -> dict[str, object]:
    return {
        key: (gender, {form: "[" + text.translate(_ACCENTED) + "]" for form, text in forms.items()})
        for key, (gender, forms) in english.items()
    }


# -- compile ------------------------------------------------------------------------------------


def engine_catalogues() -> dict[str, dict[str, object]]:
    """Each locale's compiled engine catalogue: messages, nouns, plural rule, conjunctions."""
    english = english_messages("engine")
    english_nouns = nouns("en")
    out: dict[str, dict[str, object]] = {
        "en": {"messages": english, "nouns": english_nouns},
        "en-XA": {"messages": pseudo_messages(english), "nouns": pseudo_nouns(english_nouns)},
    }
    for lang in LANGUAGES:
        out[lang] = {"messages": translations("engine", lang), "nouns": nouns(lang)}
    for locale, data in out.items():
        data["plural"] = PLURAL_RULE[locale]
        data["conjunctions"] = CONJUNCTIONS[locale]
    return out


def write_engine(catalogues: Mapping[str, Mapping[str, object]]) -> list[Path]:
    ENGINE_OUT.mkdir(exist_ok=True)
    written = []
    for locale, data in catalogues.items():
        path = ENGINE_OUT / f"_{locale.replace('-', '_')}.py"
        text = (
            f'"""The {locale} catalogue, compiled by scripts/i18n.py from i18n/: do not edit."""'
            "\n\n"
            f"LOCALE = {locale!r}\n"
            f"PLURAL = {data['plural']!r}\n"
            f"CONJUNCTIONS: dict[str, str] = {data['conjunctions']!r}\n"
            "MESSAGES: dict[str, str | tuple[str, ...]] = "
            f"{pprint.pformat(data['messages'], width=100, sort_dicts=True)}\n"
            "NOUNS: dict[str, tuple[str, dict[str, str]]] = "
            f"{pprint.pformat(data['nouns'], width=100, sort_dicts=True)}\n"
        )
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def site_catalogues() -> dict[str, dict[str, object]]:
    english = english_messages("site")
    out: dict[str, dict[str, object]] = {"en": {"messages": english}}
    out["en-XA"] = {"messages": pseudo_messages(english)}
    for lang in LANGUAGES:
        out[lang] = {"messages": translations("site", lang)}
    return out


def write_site(catalogues: Mapping[str, Mapping[str, object]]) -> list[Path]:
    """One ES module per language: ``export default {messages, nouns, plural}``; the page's
    ``site/words.js`` imports the one its ``<html lang>`` names (English as the fallback)."""
    SITE_OUT.mkdir(parents=True, exist_ok=True)
    engine = engine_catalogues()
    written = []
    for locale, data in catalogues.items():
        payload = {
            "locale": locale,
            "plural": PLURAL_RULE[locale],
            "messages": data["messages"],
            "nouns": {k: [g, f] for k, (g, f) in engine[locale]["nouns"].items()},  # type: ignore[attr-defined]
        }
        body = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        text = (
            f"// The {locale} words of the page, compiled by scripts/i18n.py: do not edit.\n"
            f"export default {body};\n"
        )
        path = SITE_OUT / f"{locale}.js"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def compile_all(quiet: bool = False) -> None:
    written = write_engine(engine_catalogues())
    written += write_site(site_catalogues())  # the names, even before the page has messages
    if not quiet:
        for path in written:
            print(f"compiled {path.relative_to(ROOT)}")


# -- update and stats ---------------------------------------------------------------------------


def update() -> None:
    """Carry the English templates into every language's PO files (new keys added empty,
    changed English marked fuzzy, keys gone made obsolete)."""
    for part in ("engine", "site"):
        for template_path in templates(part):
            template = read(template_path)
            for lang in LANGUAGES:
                path = template_path.with_suffix(f".{lang}.po")
                if path.exists():
                    catalog = read(path, lang)
                else:
                    catalog = Catalog(locale=lang, domain=template_path.stem)
                catalog.update(template, update_header_comment=False)
                catalog.plural_forms  # noqa: B018 (Babel derives it from the locale)
                with path.open("wb") as handle:
                    write_po(handle, catalog, width=100, omit_header=False, sort_output=False)
                print(f"updated {path.relative_to(ROOT)}")


def stats() -> int:
    missing_total = 0
    for part in ("engine", "site"):
        english = entries(part)
        if not english:
            continue
        for lang in LANGUAGES:
            done = translations(part, lang)
            missing = [key for key in english if key not in done]
            missing_total += len(missing)
            print(f"{part} {lang}: {len(done)} of {len(english)} translated")
            for key in missing[:20]:
                print(f"  missing {key}")
    return 1 if missing_total else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("compile", "update", "stats"))
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "compile":
        compile_all(args.quiet)
        return 0
    if args.command == "update":
        update()
        compile_all(args.quiet)
        return 0
    return stats()


if __name__ == "__main__":
    sys.exit(main())
