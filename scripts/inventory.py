"""The figures of issue 33 ("every fact and every sentence once"), counted on a tree.

Usage: ``python scripts/inventory.py [ROOT] [--json]`` (ROOT: a checkout, by default the one
this script is in; `--json` prints every figure with the places it counted). Only the standard
library; it reads the files and imports nothing of the tree, so it runs on any commit (a
`git worktree add` of it). The files are those git lists (tracked, and new ones it does not
ignore); generated files (`trainer/locale/_*.py`, `docs/generated/`) are not read.

How each figure is counted:

**Imports in `trainer/`.** Every `import trainer.x` and `from trainer.x import y` (also
relative ones) of every module, read by `ast`. `from trainer.x import y` is an edge to
`trainer.x`, and to `trainer.x.y` too when that is a module. An import is *module-level*
when it runs as the module loads (also inside a module-level `if`, `try` or class body),
*function-level* inside a function, *type-only* inside `if TYPE_CHECKING:`. A package's
`__init__` that Python loads before a submodule is not an edge (the review's map did not count
it either, and a package re-exporting its submodules would be a circle of its own).
`importlib.import_module` by a computed name is not an edge.

- *function-level `from trainer` imports*: the function-level import statements (one
  statement naming three modules is one); the type-only ones are given apart; *indented
  imports* is both (every import statement of `trainer` not at column 0).
- *circles*: strongly connected components of more than one module (or a module importing
  itself) of the import graph, counted three times: with the module-level edges only, with the
  function-level edges added, and with the type-only edges added as well.

**Game ids.** The game ids are the packages `trainer/<id>/` that hold a `game.py`.

- *in `trainer/bots/`* (Python, `ast`): a *table* is a dict display with a game id as a key
  or a value, or a `dict(...)` call with a game id as a keyword; a *branch* is a comparison
  with a game id on either side (`==`, `!=`, `is`, `in` a tuple of them) or a `case "<id>":`.
  *Game modules in bots* are the files of `trainer/bots/` named after a game.
- *in JavaScript outside per-game modules* (`docs/javascripts/`, `scripts/jstokens.py`; a
  per-game module has a game id as its file name or a folder name, `sheet/games/tarok.js`):
  a *branch* is a game id in quotes next to `===`, `!==`, `==` or `!=`, or after `case`; a
  *table* is an object literal with a game id as a key, or an array literal (a `Set` of one)
  holding some but not all game ids.

**Parsers of the engine's English.** Code that reads words out of text instead of taking
facts from data:

- JavaScript: a regex literal (or `new RegExp(…)` of a string or template) whose pattern
  holds a word of two letters or more (escapes, `[classes]`, group syntax and `{m,n}` taken
  out; a word right before `=` is a parameter name) and either a space (or `\\s`), a
  capitalised word or the `i` flag (`/ are trumps$/`, `/^Say /`, `/\\bearlier\\b/i`); and a
  call of `replace`, `replaceAll`, `startsWith`, `endsWith`, `includes`, `indexOf`, `split`,
  `match` or `search` whose first argument is a string of words (`.split(" and ")`,
  `.startsWith("Ace")`). A substring test with a needle held in a variable
  (`message.includes(name)`) is not seen.
- Python (`trainer/`): a function named `in_words` (defined or called), and the same
  patterns: a `re` call whose pattern holds words by the rule above, a `replace`,
  `startswith`, `endswith`, `split`, `removeprefix`, `removesuffix`, `find`, `index` or
  `count` whose first argument is a string of words, and `"<words>" in text`.

**Prose literals outside the catalogues** (`trainer/`, `docs_ext/`, `docs/javascripts/`):
the rules are in `scripts/literals.py`'s docstring (what reads as prose; docstrings,
annotations, patterns, import paths, selectors and the like are not read; `rulebook.py` is a
catalogue). *Learner-facing* is every prose literal outside the named developer places;
*developer-facing* (request errors, op descriptions, the command line, build and programming
errors) is counted apart.

**Lines.** Physical lines of the `.py` files of `trainer/` and of the `.js` files of
`docs/javascripts/`, generated ones left out.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import jstokens
import literals

HERE = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------- the tree


def game_ids(root: Path) -> tuple[str, ...]:
    return tuple(sorted(p.parent.name for p in (root / "trainer").glob("*/game.py")))


# ---------------------------------------------------------------- imports


@dataclass(frozen=True)
class Import:
    """One import of a `trainer` module by another."""

    path: str
    line: int
    source: str
    target: str
    level: str  # "module", "function" or "type"
    indented: bool


def module_name(path: str) -> str:
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports_in(
    nodes: Iterable[ast.stmt | ast.expr | ast.ExceptHandler | ast.match_case], level: str
) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    for node in nodes:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, level
            continue
        inner = level
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            inner = "function" if level == "module" else level
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            yield from _imports_in(node.body, "type")
            yield from _imports_in(node.orelse, level)
            continue
        yield from _imports_in(ast.iter_child_nodes(node), inner)


def trainer_imports(root: Path, paths: Sequence[str]) -> list[Import]:
    """Every import of a `trainer` module in the modules `paths`."""
    modules = {module_name(p) for p in paths}
    found = []
    for path in paths:
        source = module_name(path)
        package = source if path.endswith("__init__.py") else source.rpartition(".")[0]
        tree = ast.parse((root / path).read_text(encoding="utf-8"))
        for node, level in _imports_in(tree.body, "module"):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = [base]
                targets += [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in modules]
            for target in targets:
                if target == "trainer" or target.startswith("trainer."):
                    indented = node.col_offset > 0
                    found.append(Import(path, node.lineno, source, target, level, indented))
    return found


def circles(edges: Iterable[tuple[str, str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (or with a self-loop)."""
    graph: dict[str, set[str]] = defaultdict(set)
    for a, b in edges:
        graph[a].add(b)
        graph.setdefault(b, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:  # Tarjan's algorithm, without recursion
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in graph[node]:
                    found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


# ---------------------------------------------------------------- game ids


def _game_id(node: ast.AST | None, games: Sequence[str]) -> bool:
    return isinstance(node, ast.Constant) and node.value in games


def python_game_ids(path: str, source: str, games: Sequence[str]) -> tuple[list[int], list[int]]:
    """The lines of the game-id tables and of the game-id branches of one Python module."""
    tables, branches = [], []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            if any(
                _game_id(k, games) or _game_id(v, games)
                for k, v in zip(node.keys, node.values, strict=True)
            ):
                tables.append(node.lineno)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "dict"
        ):
            if any(k.arg in games for k in node.keywords):
                tables.append(node.lineno)
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            held = [
                e for o in operands if isinstance(o, ast.Tuple | ast.List | ast.Set) for e in o.elts
            ]
            if any(_game_id(o, games) for o in [*operands, *held]):
                branches.append(node.lineno)
        elif (
            isinstance(node, ast.match_case)
            and isinstance(node.pattern, ast.MatchValue)
            and _game_id(node.pattern.value, games)
        ):
            branches.append(node.pattern.lineno)
    return sorted(tables), sorted(branches)


def per_game_module(path: str, games: Sequence[str]) -> bool:
    parts = path.removesuffix(".js").removesuffix(".py").split("/")
    return any(part in games for part in parts)


def js_game_ids(source: str, games: Sequence[str]) -> tuple[list[int], list[int]]:
    """The lines of the game-id tables and of the game-id branches of one JavaScript module."""
    tables: list[int] = []
    branches: list[int] = []

    def walk(tokens: Sequence[jstokens.Token]) -> None:
        open_brackets: list[tuple[str, int, set[str], bool]] = []  # (bracket, line, ids, literal)
        for i, token in enumerate(tokens):
            before = tokens[i - 1] if i else None
            after = tokens[i + 1] if i + 1 < len(tokens) else None
            if token.kind == "template":
                for hole in token.holes:
                    walk(hole)
            if token.kind == "punct" and token.text in ("[", "{", "("):
                literal = token.text == "{" or (
                    (
                        token.text == "["
                        and (
                            before is None
                            or (before.kind == "punct" and before.text not in (")", "]"))
                        )
                    )
                    or (before is not None and before.text in ("return", "of", "in"))
                )
                open_brackets.append((token.text, token.line, set(), literal))
                continue
            if token.kind == "punct" and token.text in ("]", "}", ")") and open_brackets:
                bracket, line, ids, literal = open_brackets.pop()
                if literal and ids and (bracket == "{" or set(ids) != set(games)):
                    tables.append(line)
                continue
            is_id = token.text in games and token.kind in ("string", "name")
            if not is_id:
                continue
            if token.kind == "string" and (
                (before is not None and before.text in ("===", "!==", "==", "!=", "case"))
                or (after is not None and after.text in ("===", "!==", "==", "!="))
            ):
                branches.append(token.line)
                continue
            if not open_brackets:
                continue
            bracket, _, ids, literal = open_brackets[-1]
            key = after is not None and after.text == ":" and before is not None
            if (bracket == "{" and key and before is not None and before.text in ("{", ",")) or (
                bracket == "[" and literal and token.kind == "string"
            ):
                ids.add(token.text)

    walk(jstokens.tokenize(source))
    return sorted(tables), sorted(branches)


# ---------------------------------------------------------------- parsers of English

_REGEX_NOISE = re.compile(
    r"\\[pPuxc]\{[^}]*\}|\\.|\[(?:\\.|[^\]\\])*\]|\(\?(?:[:=!]|<[=!]|<\w+>)|\{\d*,?\d*\}"
)
_LETTERS = re.compile(r"[^\W\d_]{2,}(?!\w*=)")


def english_pattern(pattern: str, flags: str = "") -> bool:
    """Whether a regex pattern matches words of English (the rule in the docstring above).

    >>> [english_pattern(p) for p in [" are trumps$", "^Say ", "^.*\\\\bof\\\\s+", "^Ace"]]
    [True, True, True, True]
    >>> [english_pattern(p) for p in ["^T\\\\d+$", "^#deal=(\\\\d+)$", "tout|^sie$", "[.!?]$"]]
    [False, False, False, False]
    >>> english_pattern("\\\\bearlier\\\\b", "i")
    True
    """
    bare = _REGEX_NOISE.sub(lambda m: " " if m.group() in ("\\s", "\\ ") else "", pattern)
    runs = _LETTERS.findall(bare)
    if not runs:
        return False
    return " " in bare or "i" in flags or any(run[0].isupper() for run in runs)


def _words_needle(text: str) -> bool:
    return literals.prose(text) or (bool(_LETTERS.search(text)) and " " in text)


_JS_TEXT_METHODS = frozenset(
    [
        "replace",
        "replaceAll",
        "startsWith",
        "endsWith",
        "includes",
        "indexOf",
        "split",
        "match",
        "search",
    ]
)
_PY_TEXT_METHODS = frozenset(
    [
        "replace",
        "startswith",
        "endswith",
        "split",
        "removeprefix",
        "removesuffix",
        "find",
        "index",
        "count",
    ]
)
_RE_CALLS = frozenset(
    ["compile", "match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer"]
)


def js_parsers(source: str) -> list[tuple[int, str]]:
    """The places one JavaScript module reads words out of text: (line, what)."""
    found: list[tuple[int, str]] = []

    def walk(tokens: Sequence[jstokens.Token]) -> None:
        for i, token in enumerate(tokens):
            if token.kind == "template":
                for hole in token.holes:
                    walk(hole)
            if token.kind == "regex" and english_pattern(token.text, token.flags):
                found.append((token.line, f"/{token.text}/{token.flags}"))
            if token.kind not in ("string", "template") or i < 2 or tokens[i - 1].text != "(":
                continue
            callee = tokens[i - 2].text
            if callee == "RegExp" and english_pattern(" ".join(token.parts) or token.text):
                found.append((token.line, f"new RegExp({token.text!r})"))
            elif (
                token.kind == "string"
                and callee in _JS_TEXT_METHODS
                and i >= 3
                and tokens[i - 3].text in (".", "?.")
                and _words_needle(token.text)
            ):
                found.append((token.line, f".{callee}({token.text!r})"))

    walk(jstokens.tokenize(source))
    return found


def python_parsers(source: str) -> list[tuple[int, str]]:
    """The places one Python module reads words out of text: (line, what)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef) and node.name == "in_words":
            found.append((node.lineno, "def in_words"))
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0] if node.args else None
            text = first.value if isinstance(first, ast.Constant) else None
            if name == "in_words":
                found.append((node.lineno, "in_words(…)"))
            elif not isinstance(text, str):
                continue
            elif (
                name in _RE_CALLS
                and isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id == "re"
            ):
                if english_pattern(text):
                    found.append((node.lineno, f"re.{name}({text!r})"))
            elif (
                name in _PY_TEXT_METHODS and isinstance(func, ast.Attribute) and _words_needle(text)
            ):
                found.append((node.lineno, f".{name}({text!r})"))
        elif isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant):
            left = node.left.value
            if (
                isinstance(left, str)
                and isinstance(node.ops[0], ast.In | ast.NotIn)
                and _words_needle(left)
            ):
                found.append((node.lineno, f"{left!r} in …"))
    return found


# ---------------------------------------------------------------- the figures


def _lines(root: Path, paths: Iterable[str]) -> int:
    return sum(len((root / p).read_text(encoding="utf-8").splitlines()) for p in paths)


def inventory(root: Path) -> dict[str, object]:
    """Every figure, with the places it counted (see the module's docstring)."""
    games = game_ids(root)
    py = literals.tree_files(root, "trainer", ".py")
    js = literals.tree_files(root, "docs/javascripts", ".js")
    ext = literals.tree_files(root, "docs_ext", ".py")

    imports = trainer_imports(root, py)
    edges = {
        level: {(i.source, i.target) for i in imports if i.level == level}
        for level in ("module", "function", "type")
    }
    circles_module = circles(edges["module"])
    circles_function = circles(edges["module"] | edges["function"])
    circles_type = circles(edges["module"] | edges["function"] | edges["type"])
    statements = {(i.path, i.line): i for i in imports}.values()
    indented = Counter(i.path for i in statements if i.indented)

    bots = [p for p in py if p.startswith("trainer/bots/")]
    bot_tables: dict[str, list[int]] = {}
    bot_branches: dict[str, list[int]] = {}
    for path in bots:
        tables, branches = python_game_ids(path, (root / path).read_text(encoding="utf-8"), games)
        if tables:
            bot_tables[path] = tables
        if branches:
            bot_branches[path] = branches
    js_tables: dict[str, list[int]] = {}
    js_branches: dict[str, list[int]] = {}
    for path in js:
        if per_game_module(path, games):
            continue
        tables, branches = js_game_ids((root / path).read_text(encoding="utf-8"), games)
        if tables:
            js_tables[path] = tables
        if branches:
            js_branches[path] = branches

    parsers: dict[str, list[tuple[int, str]]] = {}
    for path in js:
        if hits := js_parsers((root / path).read_text(encoding="utf-8")):
            parsers[path] = hits
    for path in py:
        if hits := python_parsers((root / path).read_text(encoding="utf-8")):
            parsers[path] = hits

    found = [lit for path in (*py, *ext, *js) for lit in literals.literals_of(root, path)]

    def count(audience: str, prefix: str) -> int:
        return sum(1 for lit in found if lit.audience == audience and lit.path.startswith(prefix))

    def total(table: dict[str, list[int]]) -> int:
        return sum(len(v) for v in table.values())

    figures = {
        "function-level `from trainer` imports": sum(
            1 for i in statements if i.level == "function"
        ),
        "type-only (TYPE_CHECKING) `from trainer` imports": sum(
            1 for i in statements if i.level == "type"
        ),
        "indented `from trainer` imports (both)": sum(indented.values()),
        "circles, module-level imports": len(circles_module),
        "circles, with function-level imports": len(circles_function),
        "circles, with TYPE_CHECKING imports too": len(circles_type),
        "game-id tables in trainer/bots/": total(bot_tables),
        "game-id branches in trainer/bots/": total(bot_branches),
        "per-game modules in trainer/bots/": sum(1 for p in bots if per_game_module(p, games)),
        "game-id branches in JS outside per-game modules": total(js_branches),
        "game-id tables in JS outside per-game modules": total(js_tables),
        "parsers of the engine's English: JavaScript": sum(
            len(v) for p, v in parsers.items() if p.endswith(".js")
        ),
        "parsers of the engine's English: Python": sum(
            len(v) for p, v in parsers.items() if p.endswith(".py")
        ),
        "learner-facing prose literals: trainer/": count(literals.LEARNER, "trainer/"),
        "learner-facing prose literals: docs_ext/": count(literals.LEARNER, "docs_ext/"),
        "learner-facing prose literals: docs/javascripts/": count(
            literals.LEARNER, "docs/javascripts/"
        ),
        "developer-facing literals (named places)": sum(
            1 for lit in found if lit.audience == literals.DEVELOPER
        ),
        "lines of trainer/ (modules)": f"{_lines(root, py):,} ({len(py)})",
        "lines of docs/javascripts/ (files)": f"{_lines(root, js):,} ({len(js)})",
    }
    return {
        "root": str(root),
        "commit": _commit(root),
        "figures": figures,
        "places": {
            "indented imports per file": dict(sorted(indented.items())),
            "function-level imports": [asdict(i) for i in statements if i.level == "function"],
            "type-only imports": [asdict(i) for i in statements if i.level == "type"],
            "circles, module-level imports": circles_module,
            "circles, with function-level imports": circles_function,
            "circles, with TYPE_CHECKING imports too": circles_type,
            "game-id tables in trainer/bots/": bot_tables,
            "game-id branches in trainer/bots/": bot_branches,
            "game-id tables in JS": js_tables,
            "game-id branches in JS": js_branches,
            "parsers of the engine's English": parsers,
            "learner-facing literals per file": dict(
                sorted(
                    Counter(lit.path for lit in found if lit.audience == literals.LEARNER).items()
                )
            ),
            "developer-facing literals per file": dict(
                sorted(
                    Counter(lit.path for lit in found if lit.audience == literals.DEVELOPER).items()
                )
            ),
        },
    }


def _commit(root: Path) -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def table(report: dict[str, object]) -> str:
    figures = report["figures"]
    assert isinstance(figures, dict)
    width = max(len(name) for name in figures)
    lines = [f"Issue 33 figures at {report['commit'] or report['root']}", ""]
    lines += [f"{name:<{width}}  {value:>10}" for name, value in figures.items()]
    places = report["places"]
    assert isinstance(places, dict)
    for name in ("circles, with TYPE_CHECKING imports too",):
        lines += ["", f"{name}:"]
        lines += [f"  {' '.join(c)}" for c in places[name]]
    lines += ["", "parsers of the engine's English:"]
    for path, hits in places["parsers of the engine's English"].items():
        lines += [f"  {path}:{line}  {what}" for line, what in hits]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("root", nargs="?", default=str(HERE), help="the checkout to count")
    parser.add_argument("--json", action="store_true", help="every figure and place, as JSON")
    args = parser.parse_args(argv)
    report = inventory(Path(args.root).resolve())
    print(json.dumps(report, indent=1, ensure_ascii=False) if args.json else table(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
