"""mypy --strict on trainer/ (configured in pyproject.toml): no error at all.

The engine is checked whole: every function annotated, every optional value narrowed before
use. A ``# type: ignore`` silences the checker for one line, so each one must say why on the
same line (``# type: ignore[code]  # why``) or it fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[2]
_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")


def test_mypy_strict_finds_no_error() -> None:
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml")])
    assert status == 0, f"mypy --strict trainer:\n{out}{err}"
    assert "Success: no issues found" in out


def unjustified_ignores(text: str) -> list[int]:
    """Line numbers of ``type: ignore`` comments without an error code and a reason."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        match = _IGNORE.search(line)
        if match and not (match["codes"] and re.match(r"\s*#\s*\w", match["rest"])):
            found.append(number)
    return found


def test_every_type_ignore_says_why() -> None:
    bad = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "trainer").rglob("*.py"))
        for number in unjustified_ignores(path.read_text(encoding="utf-8"))
    ]
    assert not bad, "type: ignore without an error code and a reason:\n" + "\n".join(bad)


def test_the_ignore_check_tells_a_reason_from_none() -> None:
    assert unjustified_ignores("x = f()  # type: ignore[arg-type]  # f's stub is wrong\n") == []
    assert unjustified_ignores("x = f()  # type: ignore[arg-type]\n") == [1]
    assert unjustified_ignores("x = f()  # type: ignore  # no code\n") == [1]
