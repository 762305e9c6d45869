"""Write the card faces to ``docs/assets/cards/<deck>/<CODE>.svg`` (committed files).

The in-browser trainer shows cards as ``<img src=".../assets/cards/german/OC.svg">``;
the pages inline the same drawings through the card notation. This script is the
only writer of those files, so the two can never drift apart.

Idempotent: a file is rewritten only when its content changes, and a stray
``.svg`` in a deck folder (a card that no longer exists) is removed.

    python scripts/draw_cards.py           # write, printing what changes
    python scripts/draw_cards.py --check   # exit 1 if the committed files differ
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from docs_ext.card_art import DECK_FOLDERS, card_svg  # noqa: E402

OUT = ROOT / "docs" / "assets" / "cards"


def expected_files() -> dict[Path, str]:
    """Every card file this script owns, with its content."""
    return {
        OUT / folder / f"{card.code}.svg": card_svg(card) + "\n"
        for folder, deck in DECK_FOLDERS.items()
        for card in deck
    }


def differences(expected: dict[Path, str]) -> list[tuple[str, Path]]:
    """(what, path) for every file missing, changed or stray."""
    found: list[tuple[str, Path]] = []
    for path, text in expected.items():
        if not path.exists():
            found.append(("missing", path))
        elif path.read_text(encoding="utf-8") != text:
            found.append(("changed", path))
    for folder in DECK_FOLDERS:
        for path in sorted((OUT / folder).glob("*.svg")):
            if path not in expected:
                found.append(("stray", path))
    return found


def _show(path: Path) -> str:
    """A path as printed: relative to the repository when it is inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only compare; exit 1 if any file differs"
    )
    args = parser.parse_args(argv)

    expected = expected_files()
    diffs = differences(expected)
    if args.check:
        for what, path in diffs:
            print(f"{what}: {_show(path)}")
        if diffs:
            print(f"{len(diffs)} card file(s) out of date: run python scripts/draw_cards.py")
            return 1
        print(f"all {len(expected)} card files are up to date")
        return 0

    for what, path in diffs:
        if what == "stray":
            path.unlink()
            print(f"removed {_show(path)} (not a card)")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(expected[path], encoding="utf-8")
            print(f"{'wrote' if what == 'missing' else 'updated'} {_show(path)}")
    print(f"{len(expected)} card files in {_show(OUT)}: {len(diffs)} changed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
