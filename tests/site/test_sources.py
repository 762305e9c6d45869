"""The repository's copies of the canon (sources/) match the team's shared folder."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
COPIES = ROOT / "sources"


def test_the_copies_are_complete() -> None:
    seeds = sorted(p.name for p in (COPIES / "seeds").glob("*.txt"))
    assert [name[:3] for name in seeds] == ["000", "003", "004"]
    assert (COPIES / "design" / "rules-notes.md").is_file()


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="no shared folder beside this clone")
def test_the_copies_match_the_shared_folder() -> None:
    for shared in sorted((SHARED / "seeds").glob("*.txt")):
        copy = COPIES / "seeds" / shared.name
        assert copy.read_bytes() == shared.read_bytes(), f"{copy} differs from {shared}"
    notes = SHARED / "design" / "rules-notes.md"
    assert (COPIES / "design" / "rules-notes.md").read_bytes() == notes.read_bytes()
