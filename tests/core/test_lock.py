"""The hash locks: every pin of requirements-*.txt is locked, every locked file has a hash."""

from __future__ import annotations

import re
from pathlib import Path

from check_lock import LOCKED_SETS, disagreements, pins

ROOT = Path(__file__).resolve().parent.parent.parent


def test_each_lock_matches_its_requirements_file() -> None:
    assert disagreements() == [], "run: bash scripts/lock"


def test_every_locked_requirement_carries_a_hash() -> None:
    for name in LOCKED_SETS:
        text = (ROOT / f"requirements-{name}.lock").read_text(encoding="utf-8")
        entries = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2])
        assert len(entries) == len(pins(ROOT / f"requirements-{name}.lock")) > 3
        for entry in entries:
            assert "--hash=sha256:" in entry, entry.splitlines()[0]
        assert "trainer" not in pins(ROOT / f"requirements-{name}.lock")


def test_a_changed_pin_without_a_new_lock_is_reported(tmp_path: Path) -> None:
    for name in LOCKED_SETS:
        for suffix in ("txt", "lock"):
            source = ROOT / f"requirements-{name}.{suffix}"
            (tmp_path / source.name).write_text(source.read_text(encoding="utf-8"))
    txt = tmp_path / "requirements-dev.txt"
    txt.write_text(
        txt.read_text().replace("ruff==", "ruff==0.0.1\n# was ruff==") + "example-tool==1.0\n"
    )
    problems = disagreements(tmp_path)
    assert any(p.startswith("requirements-dev.txt pins ruff==0.0.1") for p in problems), problems
    assert any("example-tool==1.0" in p and "has nothing" in p for p in problems), problems
