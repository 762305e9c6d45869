"""No circles (issue 33, item 3): every module of the engine imports first, and no import of
the engine hides inside a function or an `if TYPE_CHECKING:` to hold a circle apart.

An import indented into a function is how a circle is kept from failing at import time: the
module still needs the other, only later. So the count of indented `trainer` imports per file
(function-level and type-only, read by `scripts/inventory.py`) may only shrink, to none; and
each module must import in an interpreter that has loaded nothing of `trainer` yet, so no
module works only because another happened to be imported before it.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import inventory  # (scripts/inventory.py: the import map)
import literals

ROOT = Path(__file__).resolve().parents[2]

#: Indented `from trainer` imports per file when this test came (2026-12): the goal is none.
#: Lower a file's number when it loses one; remove it at 0. A file never gains one.
INDENTED_IMPORTS: dict[str, int] = {}

#: Imports each module named on its command line in a child forked from an interpreter that
#: has loaded nothing of `trainer` (cheaper than a new interpreter per module, and as fresh
#: for the engine), and prints the modules that failed with their tracebacks.
_IMPORT_EACH = textwrap.dedent(
    """
    import importlib, os, sys, traceback
    failed = 0
    for name in sys.argv[1:]:
        assert not [m for m in sys.modules if m == "trainer" or m.startswith("trainer.")]
        pid = os.fork()
        if pid == 0:
            try:
                importlib.import_module(name)
            except BaseException:
                print(f"--- import {name} first:", flush=True)
                traceback.print_exc(file=sys.stdout)
                sys.stdout.flush()
                os._exit(1)
            os._exit(0)
        failed += os.waitpid(pid, 0)[1] != 0
    sys.exit(1 if failed else 0)
    """
)


def _modules() -> list[str]:
    return [inventory.module_name(p) for p in literals.tree_files(ROOT, "trainer", ".py")]


def _indented() -> dict[str, int]:
    paths = literals.tree_files(ROOT, "trainer", ".py")
    statements = {(i.path, i.line): i for i in inventory.trainer_imports(ROOT, paths)}
    counts: dict[str, int] = {}
    for found in statements.values():
        if found.indented:
            counts[found.path] = counts.get(found.path, 0) + 1
    return counts


def test_every_trainer_module_imports_first_in_a_fresh_interpreter() -> None:
    modules = _modules()
    assert "trainer.api" in modules and "trainer.bots.worlds" in modules
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_EACH, *modules],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_file_gains_an_indented_trainer_import() -> None:
    now = _indented()
    problems = []
    for path in sorted(set(now) | set(INDENTED_IMPORTS)):
        found, allowed = now.get(path, 0), INDENTED_IMPORTS.get(path, 0)
        if found > allowed:
            problems.append(
                f"{path}: {found} indented `from trainer` imports, {allowed} allowed: import at "
                "the top of the module; if that makes a circle, the modules need another shape "
                "(docs: the architecture review's move 3)"
            )
        elif found < allowed:
            problems.append(
                f"{path}: {found} indented `from trainer` imports, {allowed} in INDENTED_IMPORTS: "
                "good, lower it there so they cannot come back"
            )
    assert not problems, "\n".join(problems)


def test_the_import_map_tells_module_function_and_type_only_imports_apart(
    tmp_path: Path,
) -> None:
    package = tmp_path / "trainer"
    (package / "games").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "games" / "__init__.py").write_text("")
    (package / "cards.py").write_text("from trainer import games\n")
    (package / "games" / "deal.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from trainer.cards import Card\n"
        "if TYPE_CHECKING:\n"
        "    from trainer.games import deal\n"
        "def play():\n"
        "    from trainer.games import deal as again\n"
    )
    paths = ["trainer/__init__.py", "trainer/cards.py", "trainer/games/__init__.py"]
    paths.append("trainer/games/deal.py")
    found = inventory.trainer_imports(tmp_path, paths)
    seen = {(i.source, i.target, i.level, i.indented) for i in found}
    assert seen == {
        ("trainer.cards", "trainer", "module", False),
        ("trainer.cards", "trainer.games", "module", False),
        ("trainer.games.deal", "trainer.cards", "module", False),
        ("trainer.games.deal", "trainer.games", "type", True),
        ("trainer.games.deal", "trainer.games.deal", "type", True),
        ("trainer.games.deal", "trainer.games", "function", True),
        ("trainer.games.deal", "trainer.games.deal", "function", True),
    }


def test_circles_are_the_strongly_connected_parts_of_the_import_map() -> None:
    edges = [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e"), ("e", "e"), ("f", "a")]
    assert inventory.circles(edges) == [["a", "b", "c"], ["e"]]
    assert inventory.circles([("a", "b"), ("b", "c")]) == []
