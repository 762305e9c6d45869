"""A small JavaScript tokenizer: enough to find the site's string literals and regexes.

The counters (`scripts/inventory.py`) and the literal lint (`tests/core/test_literals.py`) need
to tell a sentence in a string from the same words in a comment, a regex or a `${…}` hole.
A real parser is a dependency the project does not have (and Biome's does not export its
tokens), so this reads the site's own JavaScript the way a lexer does, and no further:

- `//` and `/* */` comments are skipped;
- `'…'` and `"…"` are strings; a template literal keeps its literal parts and, for each
  `${…}` hole, the tokens inside it (a hole may hold strings and templates of its own);
- a `/` starts a regex literal where an expression may start: at the beginning, after any
  punctuator but `)`, `]`, `++` and `--` (a `}` is taken as a block's end), or after a keyword
  such as `return`; elsewhere it divides;
- everything else is a name, a number or a punctuator.

Escapes are kept as written (`\\n` stays two characters): the counters read words, not values.

>>> [(t.kind, t.text) for t in tokenize('const a = "x y"; // "not this"')]
[('name', 'const'), ('name', 'a'), ('punct', '='), ('string', 'x y'), ('punct', ';')]
>>> [(t.kind, t.text) for t in tokenize("s.replace(/ are trumps$/, '')")][3:6]
[('punct', '('), ('regex', ' are trumps$'), ('punct', ',')]
>>> template = tokenize("`${n} card${n === 1 ? '' : 's'}`")[0]
>>> template.parts, [t.text for hole in template.holes for t in hole]
(['', ' card', ''], ['n', 'n', '===', '1', '?', '', ':', 's'])
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

_REGEX_AFTER_WORD = frozenset(
    [
        "return",
        "typeof",
        "case",
        "of",
        "in",
        "void",
        "delete",
        "throw",
        "new",
        "instanceof",
        "yield",
        "await",
        "do",
        "else",
    ]
)
#: Punctuators of more than one character, longest first.
_PUNCTUATORS = sorted(
    [
        ">>>=",
        "...",
        "===",
        "!==",
        "**=",
        "<<=",
        ">>=",
        ">>>",
        "&&=",
        "||=",
        "??=",
        "=>",
        "==",
        "!=",
        "<=",
        ">=",
        "&&",
        "||",
        "??",
        "?.",
        "++",
        "--",
        "+=",
        "-=",
        "*=",
        "/=",
        "%=",
        "&=",
        "|=",
        "^=",
        "<<",
        ">>",
        "**",
    ],
    key=len,
    reverse=True,
)


@dataclass
class Token:
    """One token: its kind (`name`, `number`, `punct`, `string`, `template`, `regex`), its text
    (a string's or regex's body without the quotes or slashes; a template's literal parts
    joined with a space for each hole) and the line it starts on. A template also keeps its
    literal `parts` and the tokens of each hole; a regex its `flags`."""

    kind: str
    text: str
    line: int
    parts: list[str] = field(default_factory=list)
    holes: list[list[Token]] = field(default_factory=list)
    flags: str = ""


class _Lexer:
    def __init__(self, source: str) -> None:
        self.src = source
        self.i = 0
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", source)]

    def line_at(self, index: int) -> int:
        return bisect.bisect_right(self.line_starts, index)

    def tokens(self, until_brace: bool = False) -> list[Token]:
        """Tokens up to the end, or (inside a template hole) up to the `}` that closes it."""
        out: list[Token] = []
        depth = 0
        src, n = self.src, len(self.src)
        while self.i < n:
            c = src[self.i]
            if c in " \t\r\n\ufeff\u00a0":
                self.i += 1
            elif src.startswith("//", self.i):
                end = src.find("\n", self.i)
                self.i = n if end < 0 else end
            elif src.startswith("/*", self.i):
                end = src.find("*/", self.i + 2)
                self.i = n if end < 0 else end + 2
            elif c in "'\"":
                out.append(self.string(c))
            elif c == "`":
                out.append(self.template())
            elif c == "/" and _regex_may_start(out):
                out.append(self.regex())
            elif c.isalpha() or c in "_$" or ord(c) > 127:
                start = self.i
                while self.i < n and (src[self.i].isalnum() or src[self.i] in "_$"):
                    self.i += 1
                self.i = max(self.i, start + 1)
                out.append(Token("name", src[start : self.i], self.line_at(start)))
            elif c.isdigit() or (c == "." and src[self.i + 1 : self.i + 2].isdigit()):
                start = self.i
                while self.i < n and (src[self.i].isalnum() or src[self.i] in "._"):
                    self.i += 1
                out.append(Token("number", src[start : self.i], self.line_at(start)))
            else:
                if until_brace and c == "}" and depth == 0:
                    self.i += 1
                    return out
                if c == "{":
                    depth += 1
                elif c == "}":
                    depth -= 1
                text = next((p for p in _PUNCTUATORS if src.startswith(p, self.i)), c)
                out.append(Token("punct", text, self.line_at(self.i)))
                self.i += len(text)
        return out

    def string(self, quote: str) -> Token:
        start = self.i
        self.i += 1
        body = []
        while self.i < len(self.src) and self.src[self.i] not in (quote, "\n"):
            step = 2 if self.src[self.i] == "\\" else 1
            body.append(self.src[self.i : self.i + step])
            self.i += step
        self.i += 1
        return Token("string", "".join(body), self.line_at(start))

    def template(self) -> Token:
        start = self.i
        self.i += 1
        parts: list[str] = []
        holes: list[list[Token]] = []
        body: list[str] = []
        while self.i < len(self.src) and self.src[self.i] != "`":
            if self.src[self.i] == "\\":
                body.append(self.src[self.i : self.i + 2])
                self.i += 2
            elif self.src.startswith("${", self.i):
                parts.append("".join(body))
                body = []
                self.i += 2
                holes.append(self.tokens(until_brace=True))
            else:
                body.append(self.src[self.i])
                self.i += 1
        self.i += 1
        parts.append("".join(body))
        return Token("template", " ".join(parts), self.line_at(start), parts, holes)

    def regex(self) -> Token:
        start = self.i
        self.i += 1
        in_class = False
        while self.i < len(self.src) and self.src[self.i] != "\n":
            c = self.src[self.i]
            if c == "\\":
                self.i += 2
                continue
            if c == "[":
                in_class = True
            elif c == "]":
                in_class = False
            elif c == "/" and not in_class:
                break
            self.i += 1
        body = self.src[start + 1 : self.i]
        self.i += 1
        flags = self.i
        while self.i < len(self.src) and self.src[self.i].isalpha():
            self.i += 1
        return Token("regex", body, self.line_at(start), flags=self.src[flags : self.i])


def _regex_may_start(before: list[Token]) -> bool:
    if not before:
        return True
    last = before[-1]
    if last.kind == "punct":
        return last.text not in (")", "]", "++", "--")
    return last.kind == "name" and last.text in _REGEX_AFTER_WORD


def tokenize(source: str) -> list[Token]:
    """The tokens of a JavaScript module, in order (a template's holes inside the template)."""
    return _Lexer(source).tokens()
