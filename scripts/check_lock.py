"""Check that each hash lock still matches its requirements file.

Every ``name==version`` pin of ``requirements-<x>.txt`` must appear, with the
same version, in ``requirements-<x>.lock``; otherwise someone changed a pin
without running ``bash scripts/lock``, and setup would install the old set.
Prints what disagrees and exits 1 (scripts/setup stops there); tests call
:func:`disagreements` directly.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCKED_SETS = ("dev", "zensical")
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)")


def _name(name: str) -> str:
    """The normalised project name (PEP 503): case and ``-_.`` runs do not matter."""
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(path: Path) -> dict[str, str]:
    """``{name: version}`` of the ``name==version`` lines of a requirements or lock file."""
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = _PIN.match(line.strip())
        if match:
            found[_name(match.group(1))] = match.group(2)
    return found


def disagreements(root: Path = ROOT) -> list[str]:
    """One line per pin of a requirements file that its lock does not hold as pinned."""
    problems = []
    for name in LOCKED_SETS:
        wanted = pins(root / f"requirements-{name}.txt")
        locked = pins(root / f"requirements-{name}.lock")
        for project, version in sorted(wanted.items()):
            if locked.get(project) != version:
                held = locked.get(project, "nothing")
                problems.append(
                    f"requirements-{name}.txt pins {project}=={version}, "
                    f"requirements-{name}.lock has {held}"
                )
    return problems


def main() -> int:
    problems = disagreements()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print("run: bash scripts/lock", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
