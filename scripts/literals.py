"""Prose literals in the code: the sentences and words a learner may read that do not come from
a catalogue (issue 33: "every learner-facing sentence … is a message").

The catalogues (`i18n/`) hold the site's words; the code should hold keys (`tk.play.follow_suit`),
codes and markup. So a string literal in `trainer/`, `docs_ext/` or `docs/javascripts/` that
reads as prose is a sentence outside the catalogues: `scripts/inventory.py` counts them, and
`tests/core/test_literals.py` ratchets the count per file down to none.

What reads as prose (:func:`prose`), after tags (`<b>`), entities (`&nbsp;`), escapes (`\\n`)
and `{placeholders}` are taken out:

- two or more words with a space between, at least one of two letters or more ("Your turn",
  "{card} does not follow suit"), unless the words are a list of CSS classes
  (`gc-card gc-card--inline`: lower case, one at least with `-` or `_`) or the text is a path,
  a URL, a selector or a regex;
- or a single word that is written as a word: capitalised and not CamelCase ("Trumps",
  "Pass", "Ręka"), or lower case with a letter outside ASCII ("wyżnik"). Lower-case ASCII words
  are codes (`auction`, `suit_solo`), and so are UPPER_CASE, dotted keys (`quiz.verdict.right`)
  and CamelCase names.

Where a literal is read:

- **Python** (`ast`): every `str` constant and every f-string (its literal parts, holes taken
  out, counted once), except docstrings (a string standing as a statement), annotations, and
  the patterns of `re` calls (`re.compile`, `match`, `sub` … and `.startswith`, `.endswith`,
  `.split`: what they match is counted by the parsers' figure, not here). `rulebook.py` is a
  catalogue (the rule sentences the rules pages carry; `scripts/i18n.py` makes `rules.pot`
  from it) and is not read. Generated modules (`trainer/locale/`) are not read.
- **JavaScript** (`scripts/jstokens.py`): every string and template literal (its literal
  parts, holes taken out; a literal inside a hole is read as a literal of its own), except
  import paths, object keys, values compared (`=== "Enter"`, `case "auction":`), and the
  arguments of calls whose strings are not words or are patterns (`startsWith`, `endsWith`,
  `includes`, `indexOf`, `split`, `match`, `search`, `test`: counted as parsers):
  `console.*`, `querySelector(All)`, `closest`, `matches`, `addEventListener`,
  `removeEventListener`, `classList.*`, `getItem`, `setItem`, `removeItem`, `getAttribute`,
  `hasAttribute`, `removeAttribute`, `toggleAttribute`, `createElement`, `new URL`, `fetch`,
  `import()`, `CustomEvent`, `postMessage`, `Intl.*`, the first argument of `setAttribute`.
  `docs/generated/` is not read.

Who reads it: a literal is **developer-facing** when it is in a named place (a request the page
never sends, an op's description, the command line), and **learner-facing** everywhere else.
The named places are :data:`DEVELOPER_FILES` (the whole module), :data:`DEVELOPER_CALLS` (the
arguments of those calls, in any module; in JavaScript, of `new Error(…)`) and
:data:`DEVELOPER_NAMES` (a value bound to that name in that module). `__all__` is not read.
A third audience, **names**: the titles of the source texts and what the engine records of a
source it does not play, which no page shows (:data:`SOURCE_NAMES`, :data:`SOURCE_KEYWORDS`);
they are counted apart, not hidden.

Not prose either, whatever their letters: SVG path data (`M-7 33H-2V46Z`: commands and
numbers), a CSS font stack (`Georgia,'Times New Roman',serif`: font names between commas,
ending in a generic family) and markup attributes (` stroke="{}"`), which `docs_ext/card_art.py`
writes into the card pictures.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import jstokens

#: Modules whose every literal is for developers: the command line (its usage and errors),
#: the JSON boundary (bad JSON, too large, unknown op, game or locale) and the typed reading
#: of request fields. The page never sends a request these refuse.
DEVELOPER_FILES = frozenset({"trainer/__main__.py", "trainer/api.py", "trainer/fields.py"})

#: Calls whose literal arguments are for developers wherever they are: a request not shaped as
#: the op expects (`RequestError`); an op's description that `describe` lists (`Op`,
#: `make_op`); a build error for the page's author (`CardNotationError`, `EngineBlockError`);
#: a programming error, which the boundary never lets out as words (Python's built-in
#: exceptions, JavaScript's plain `Error`; an `assert`'s message counts the same).
DEVELOPER_CALLS = frozenset(
    {
        "RequestError",
        "Op",
        "make_op",
        "CardNotationError",
        "EngineBlockError",
        "ValueError",
        "TypeError",
        "KeyError",
        "IndexError",
        "LookupError",
        "RuntimeError",
        "AssertionError",
        "NotImplementedError",
        "ImportError",
        "ModuleNotFoundError",
        "AttributeError",
        "OSError",
        "Error",
    }
)

#: Names bound to an op's description outside the `Op(...)` call: (module, name).
DEVELOPER_NAMES = frozenset(
    {("trainer/protocol.py", "ACTION_DOC"), ("trainer/protocol.py", "deal")}
)

#: Bibliographic titles and the record of an unplayed source, bound to a name: (module, name).
#: `GOLEBIOWSKI` is Pamfil's variant after Gołębiowski (1831), which `describe` lists under
#: `variants` and no page shows (the rules page tells it in its own words, from the catalogue).
SOURCE_NAMES = frozenset({("trainer/pamfil/spec.py", "GOLEBIOWSKI")})

#: Keyword arguments that give a source's title: (callee, keyword). A game's `source`
#: ("Polish Wikipedia, 'Pamfil (gra karciana)'") is a bibliography's title; `describe` gives it
#: and no page shows it.
SOURCE_KEYWORDS = frozenset({("Game", "source")})

LEARNER = "learner"
DEVELOPER = "developer"
NAME = "name"

_WORD = re.compile(r"[^\W\d_][\w'\u2019\-]*")
_LONG_WORD = re.compile(r"[^\W\d_]{2}")
_TAG = re.compile(r"<[^>]*>")
_ENTITY = re.compile(r"&#?\w+;")
_ESCAPE = re.compile(r"\\(?:u\{?[0-9a-fA-F]+\}?|x[0-9a-fA-F]{2}|.)")
_PLACEHOLDER = re.compile(r"\{[^{}\s]*\}")
_CODE = re.compile(r"[a-z0-9_.:/#\-\[\]{}%*+?()|\\^$=<>!,;&@~'\"]*")
_CSS_CLASS = re.compile(r"-?[a-z][a-z0-9]*(?:[-_][a-z0-9]+|--[a-z0-9-]+|__[a-z0-9-]+)*")
_REGEX_LOOK = re.compile(r"[\\^$]\(|\(\?|\[\^|\\[dswbDSWB]|\$$|^\^")
#: A word as it is written in a sentence: Latin letters of any language, Cyrillic, apostrophes.
_LOWER = r"a-z\u00df-\u00ff\u0100-\u017f\u0430-\u045f'\u2019\-"
_CAPITALISED = re.compile(rf"[A-Z\u00c0-\u00de\u0100-\u017e\u0400-\u042f][{_LOWER}]+[.:!?\u2026]?")
_NON_ASCII_WORD = re.compile(rf"[{_LOWER}]*[^\x00-\x7f][{_LOWER}]*")
_PATH_OR_URL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|\.{0,2}/|#|\[|data-|gc-|\.gc)")
_CODE_LOOK = re.compile(r"^(?:import|from) [\w.]+|^for \w+ in .+:|^[A-Za-z_][\w.]*\(.*\)$|^\{\"")
#: SVG path data: path commands and numbers only ("M-4.8-.8C-5.1-7.2 5.1-7.2 4.8-.8Z").
_SVG_PATH = re.compile(r"(?=.*\d)[MmLlHhVvCcSsQqTtAaZz][-+\d.,\sMmLlHhVvCcSsQqTtAaZz]*")
#: A CSS font stack: font names, some quoted, between commas, ending in a generic family.
_FONT_STACK = re.compile(
    r"(?:(?:'[^',]+'|\"[^\",]+\"|[A-Za-z][\w-]*),\s*)+(?:serif|sans-serif|monospace|cursive)"
)
#: Markup attributes (` stroke="#000" stroke-width="2"`), written into a picture.
_ATTRIBUTES = re.compile(r"(?:\s*[a-z][\w:-]*=\"[^\"]*\")+\s*")

#: Python calls whose string arguments are patterns or names, not words.
_PY_PATTERN_CALLS = frozenset(
    [
        "compile",
        "match",
        "fullmatch",
        "search",
        "sub",
        "subn",
        "split",
        "findall",
        "finditer",
        "startswith",
        "endswith",
        "removeprefix",
        "removesuffix",
        "import_module",
        "getLogger",
        "getattr",
        "hasattr",
        "setattr",
    ]
)
_JS_SKIPPED_CALLS = frozenset(
    [
        "querySelector",
        "querySelectorAll",
        "closest",
        "matches",
        "addEventListener",
        "removeEventListener",
        "getItem",
        "setItem",
        "removeItem",
        "getAttribute",
        "hasAttribute",
        "removeAttribute",
        "toggleAttribute",
        "createElement",
        "startsWith",
        "endsWith",
        "includes",
        "indexOf",
        "split",
        "match",
        "search",
        "test",
        "URL",
        "fetch",
        "import",
        "CustomEvent",
        "postMessage",
    ]
)
_EQUALITY = ("===", "!==", "==", "!=")
_JS_KEYWORDS = frozenset(
    [
        "if",
        "for",
        "while",
        "switch",
        "catch",
        "return",
        "typeof",
        "function",
        "await",
        "yield",
        "new",
        "in",
        "of",
        "do",
        "else",
        "case",
    ]
)


@dataclass(frozen=True, order=True)
class Literal:
    """A prose literal: where it is, its text (holes shown as `{}`), and who reads it."""

    path: str
    line: int
    text: str
    audience: str


def prose(text: str) -> bool:
    """Whether a literal's text reads as words a person reads (the rules above).

    >>> [prose(t) for t in ["Your turn", "Trumps", "Ręka", "wyżnik", "{card} is led"]]
    [True, True, True, True, True]
    >>> [prose(t) for t in ["auction", "OC", "quiz.verdict.right", "gc-card gc-card--inline"]]
    [False, False, False, False]
    >>> [prose(t) for t in ["QuizBook", "^#deal=(\\\\d+)$", "a b", "../assets/x.svg", " "]]
    [False, False, False, False, False]
    >>> [prose(t) for t in ["import trainer.api", "Card({}, deck={})", "option.{}.{}.doc"]]
    [False, False, False]
    >>> prose("for m in pkgutil.walk_packages(path, 'trainer.'): importlib.import_module(m.name)")
    False
    >>> [prose(t) for t in ["M-7 33H-2V46Z", "Georgia,'Times New Roman',serif", ' fill="{}"']]
    [False, False, False]
    """
    if _SVG_PATH.fullmatch(text) or _FONT_STACK.fullmatch(text) or _ATTRIBUTES.fullmatch(text):
        return False  # a picture's path data, fonts or attributes (the docstring above)
    text = _ESCAPE.sub(" ", _ENTITY.sub(" ", _TAG.sub(" ", text)))
    if len(_PLACEHOLDER.sub("x", text).split()) == 1 and _PLACEHOLDER.search(text):
        return False  # a key or a file name built from parts: `option.{}.doc`, `sheet-{}.csv`
    text = " ".join(_PLACEHOLDER.sub(" ", text).split())
    if not text or not _LONG_WORD.search(text):
        return False
    if _PATH_OR_URL.match(text) or _REGEX_LOOK.search(text) or _CODE_LOOK.match(text):
        return False
    words = text.split(" ")
    if len(words) == 1:
        word = words[0]
        return bool(_CAPITALISED.fullmatch(word) or _NON_ASCII_WORD.fullmatch(word))
    if all(_CSS_CLASS.fullmatch(w) for w in words) and any("-" in w or "_" in w for w in words):
        return False
    return sum(1 for w in words if _WORD.search(w)) >= 2 and any(
        _LONG_WORD.search(w) for w in words
    )


# ---------------------------------------------------------------- Python


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of every string that stands alone as a statement (docstrings, attribute docs)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant | ast.JoinedStr):
            found.add(id(node.value))
    return found


def _callee(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


class _PythonReader(ast.NodeVisitor):
    def __init__(self, path: str, developer_file: bool) -> None:
        self.path = path
        self.found: list[Literal] = []
        self.skipped: set[int] = set()
        self.developer_depth = 1 if developer_file else 0
        self.name_depth = 0

    def read(self, tree: ast.AST) -> list[Literal]:
        self.skipped = _docstrings(tree)
        for node in ast.walk(tree):
            for annotation in _annotations(node):
                self.skipped.update(id(n) for n in ast.walk(annotation))
        self.visit(tree)
        return self.found

    def add(self, node: ast.expr, text: str) -> None:
        audience = DEVELOPER if self.developer_depth else NAME if self.name_depth else LEARNER
        self.found.append(Literal(self.path, node.lineno, text, audience))

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and id(node) not in self.skipped and prose(node.value):
            self.add(node, node.value)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        if id(node) in self.skipped:
            return
        text = "".join(
            part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
        )
        if prose(text):
            self.add(node, text)
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                self.visit(part.value)

    def visit_Assign(self, node: ast.Assign) -> None:
        names = {t.id for t in node.targets if isinstance(t, ast.Name)}
        if "__all__" in names:
            return
        developer = any((self.path, name) in DEVELOPER_NAMES for name in names)
        source = any((self.path, name) in SOURCE_NAMES for name in names)
        self.developer_depth += developer
        self.name_depth += source
        self.generic_visit(node)
        self.developer_depth -= developer
        self.name_depth -= source

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        source = isinstance(node.target, ast.Name) and (self.path, node.target.id) in SOURCE_NAMES
        self.name_depth += source
        self.generic_visit(node)
        self.name_depth -= source

    def visit_Assert(self, node: ast.Assert) -> None:
        self.visit(node.test)
        if node.msg is not None:
            self.developer_depth += 1
            self.visit(node.msg)
            self.developer_depth -= 1

    def visit_Call(self, node: ast.Call) -> None:
        name = _callee(node)
        if name in _PY_PATTERN_CALLS:
            self.visit(node.func)
            for argument in [*node.args[1:], *(k.value for k in node.keywords)]:
                self.visit(argument)
            return
        developer = name in DEVELOPER_CALLS
        self.developer_depth += developer
        self.visit(node.func)
        for argument in node.args:
            self.visit(argument)
        for keyword in node.keywords:
            title = (name, keyword.arg) in SOURCE_KEYWORDS
            self.name_depth += title
            self.visit(keyword.value)
            self.name_depth -= title
        self.developer_depth -= developer


def _annotations(node: ast.AST) -> Iterator[ast.expr]:
    if isinstance(node, ast.AnnAssign) or (
        isinstance(node, ast.arg) and node.annotation is not None
    ):
        yield node.annotation
    elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns is not None:
        yield node.returns


def python_literals(path: str, source: str) -> list[Literal]:
    """The prose literals of one Python module (`path` as the repository names it)."""
    tree = ast.parse(source)
    return _PythonReader(path, path in DEVELOPER_FILES).read(tree)


# ---------------------------------------------------------------- JavaScript


def _template_text(token: jstokens.Token) -> str:
    return "{}".join(token.parts)


def _member_chain(tokens: Sequence[jstokens.Token], end: int) -> str:
    """The dotted name that ends at `tokens[end]` (`window.trainer.request`), or ''."""
    names: list[str] = []
    i = end
    while i >= 0 and tokens[i].kind == "name":
        names.append(tokens[i].text)
        if i >= 1 and tokens[i - 1].text in (".", "?."):
            i -= 2
        else:
            break
    return ".".join(reversed(names))


def _js_skipped_call(chain: str) -> bool:
    last = chain.rsplit(".", 1)[-1]
    first = chain.split(".", 1)[0]
    return last in _JS_SKIPPED_CALLS or first in ("console", "Intl") or ".classList." in f".{chain}"


def _js_walk(tokens: Sequence[jstokens.Token], path: str, found: list[Literal]) -> None:
    calls: list[tuple[str, int]] = []  # (callee, arguments seen so far) per open parenthesis
    brackets: list[str] = []
    for i, token in enumerate(tokens):
        before = tokens[i - 1] if i else None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if token.kind == "punct":
            if token.text in ("(", "[", "{"):
                brackets.append(token.text)
                chain = ""
                if token.text == "(" and before is not None and before.text not in _JS_KEYWORDS:
                    chain = _member_chain(tokens, i - 1)
                calls.append((chain, 0))
            elif token.text in (")", "]", "}") and brackets:
                brackets.pop()
                calls.pop()
            elif token.text == "," and calls:
                chain, count = calls[-1]
                calls[-1] = (chain, count + 1)
            continue
        if token.kind == "template":
            for hole in token.holes:
                _js_walk(hole, path, found)
        if token.kind not in ("string", "template"):
            continue
        if before is not None and before.text in ("import", "from", "case", *_EQUALITY):
            continue  # an import path, or a value compared (`event.key === "Enter"`)
        if after is not None and after.text in _EQUALITY:
            continue
        if (
            after is not None
            and after.text == ":"
            and brackets[-1:] == ["{"]
            and before is not None
            and before.text in ("{", ",")
        ):
            continue  # an object key
        skipped = any(
            _js_skipped_call(chain) or (chain.endswith("setAttribute") and count == 0)
            for chain, count in calls
            if chain
        )
        text = _template_text(token) if token.kind == "template" else token.text
        if skipped or not prose(text):
            continue
        developer = any(chain.rsplit(".", 1)[-1] in DEVELOPER_CALLS for chain, _ in calls)
        found.append(Literal(path, token.line, text, DEVELOPER if developer else LEARNER))


def js_literals(path: str, source: str) -> list[Literal]:
    """The prose literals of one JavaScript module."""
    found: list[Literal] = []
    _js_walk(jstokens.tokenize(source), path, found)
    return found


# ---------------------------------------------------------------- the tree


def is_generated(path: str) -> bool:
    """Files made by the build (the compiled catalogues, the staged runtime): not the code's."""
    return bool(re.match(r"trainer/locale/_", path)) or "generated/" in path


def is_catalogue(path: str) -> bool:
    """Files that are catalogues, or made from them, and so hold their words rightly."""
    return path.endswith("/rulebook.py") or is_generated(path)


def tree_files(root: Path, folder: str, suffix: str) -> list[str]:
    """The files under `folder` ending in `suffix`, as git lists them (tracked, and new files
    not ignored), generated ones left out; without git, every such file."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", folder],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split("\n")
    except (OSError, subprocess.CalledProcessError):
        listed = [str(p.relative_to(root)) for p in (root / folder).rglob(f"*{suffix}")]
    return sorted(
        path
        for path in set(listed)
        if path.endswith(suffix) and (root / path).is_file() and not is_generated(path)
    )


def literals_of(root: Path, path: str) -> list[Literal]:
    """The prose literals of one file of the tree (`path` relative to `root`)."""
    if is_catalogue(path):
        return []
    source = (root / path).read_text(encoding="utf-8")
    if path.endswith(".py"):
        return python_literals(path, source)
    if path.endswith(".js"):
        return js_literals(path, source)
    return []


# ---------------------------------------------------------------- the ratchet

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("trainer", "docs_ext", "docs/javascripts")
BASELINE = "tests/data/literals-baseline.json"
LOWER = "python scripts/literals.py --lower"


def learner_literals(root: Path) -> dict[str, list[Literal]]:
    """The learner-facing prose literals of every file in :data:`FOLDERS`, by file."""
    found: dict[str, list[Literal]] = {}
    for folder in FOLDERS:
        for suffix in (".py", ".js"):
            for path in tree_files(root, folder, suffix):
                mine = [lit for lit in literals_of(root, path) if lit.audience == LEARNER]
                if mine:
                    found[path] = mine
    return found


def read_baseline(root: Path) -> dict[str, list[str]]:
    """The committed baseline: per file, the texts of its learner-facing literals."""
    data = json.loads((root / BASELINE).read_text(encoding="utf-8"))
    return {path: list(texts) for path, texts in data["files"].items()}


def compare(
    current: Mapping[str, Sequence[Literal]], baseline: Mapping[str, Sequence[str]]
) -> list[str]:
    """What is wrong with `current` against `baseline`: a file with more literals than its
    baseline (with the ones it added), and a file with fewer (whose baseline must come down,
    so the count cannot creep back). Empty when every count equals its baseline."""
    problems = []
    for path in sorted(set(current) | set(baseline)):
        found, allowed = current.get(path, []), baseline.get(path, [])
        if len(found) > len(allowed):
            left = Counter(allowed)
            added = []
            for lit in found:
                if left[lit.text]:
                    left[lit.text] -= 1
                else:
                    added.append(lit)
            listed = "".join(f"\n    line {lit.line}: {lit.text!r}" for lit in added)
            problems.append(
                f"{path}: {len(found)} learner-facing literals, {len(allowed)} allowed; say the "
                f"new words as messages of a catalogue (docs-dev/i18n.md):{listed}"
            )
        elif len(found) < len(allowed):
            problems.append(
                f"{path}: {len(found)} learner-facing literals, {len(allowed)} in the baseline; "
                f"good: lower the baseline ({LOWER}) so they cannot come back"
            )
    return problems


def lowered(
    current: Mapping[str, Sequence[Literal]], baseline: Mapping[str, Sequence[str]]
) -> dict[str, list[str]]:
    """The baseline brought down to `current` wherever that is no more than it allows; a file
    over its baseline keeps its old entry (the baseline never rises)."""
    result = {}
    for path in sorted(set(current) | set(baseline)):
        found, allowed = current.get(path, []), baseline.get(path, [])
        texts = sorted(lit.text for lit in found) if len(found) <= len(allowed) else allowed
        if texts:
            result[path] = list(texts)
    return result


def write_baseline(root: Path, files: Mapping[str, Sequence[str]]) -> None:
    data = {
        "about": (
            "Learner-facing prose literals outside the catalogues, per file, counted by "
            "scripts/literals.py; tests/core/test_literals.py fails when a file has more "
            f"and asks to lower this when it has fewer ({LOWER}). It may only shrink."
        ),
        "total": sum(len(texts) for texts in files.values()),
        "files": {path: sorted(files[path]) for path in sorted(files)},
    }
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    (root / BASELINE).write_text(text, encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--lower",
        action="store_true",
        help=f"bring {BASELINE} down to today's counts (never up); write it if it is missing",
    )
    args = parser.parse_args(argv)
    current = learner_literals(ROOT)
    if args.lower:
        exists = (ROOT / BASELINE).is_file()
        baseline = read_baseline(ROOT) if exists else {}
        files = (
            lowered(current, baseline)
            if exists
            else {path: sorted(lit.text for lit in found) for path, found in current.items()}
        )
        write_baseline(ROOT, files)
        print(f"{BASELINE}: {sum(len(t) for t in files.values())} literals")
        return 0
    for path, found in sorted(current.items()):
        print(f"{len(found):5}  {path}")
    print(f"{sum(len(f) for f in current.values()):5}  learner-facing literals in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
