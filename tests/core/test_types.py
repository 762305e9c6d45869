"""mypy --strict on trainer/ (configured in pyproject.toml), ratcheted by a baseline.

Errors that predate the check are listed in ``tests/data/mypy-baseline.txt`` as
``path: message [code]`` (no line numbers, so edits elsewhere in a file do not matter).
Any error not in that list fails here. Regenerate the list after fixing some with::

    .venv/bin/python tests/core/test_types.py
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[2]
BASELINE = ROOT / "tests" / "data" / "mypy-baseline.txt"
_LINE = re.compile(r"^(?P<path>[^:]+):\d+: error: (?P<rest>.*)$")


def current_errors() -> Counter[str]:
    out, _err, _status = api.run(["--config-file", str(ROOT / "pyproject.toml")])
    found: Counter[str] = Counter()
    for line in out.splitlines():
        match = _LINE.match(line)
        if match:
            found[f"{match['path']}: {match['rest']}"] += 1
    return found


def baseline() -> Counter[str]:
    lines = BASELINE.read_text(encoding="utf-8").splitlines()
    return Counter(line for line in lines if line and not line.startswith("#"))


def test_mypy_strict_finds_nothing_new() -> None:
    new = current_errors() - baseline()
    assert not new, "new mypy errors:\n" + "\n".join(sorted(new.elements()))


def main() -> None:
    errors = current_errors()
    header = "# mypy --strict errors that predate the check; see tests/core/test_types.py\n"
    BASELINE.write_text(header + "".join(f"{e}\n" for e in sorted(errors.elements())))
    print(f"{sum(errors.values())} errors in {BASELINE.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
