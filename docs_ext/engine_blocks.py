"""Blocks of the site that the rules engine renders at build time: finding them in a page.

Two block forms, each on lines of their own in a Markdown page:

``/// example | Title`` … JSON request … ``///``
    A worked example: the position and the engine's answer (:mod:`docs_ext.examples`).

``/// trainer | <game>`` ``///``
    The root of the in-browser trainer for a game, with its first question rendered as
    static HTML (:mod:`docs_ext.trainer_root`).

A block inside fenced code (a page showing the notation itself) is left as it is written.
"""

from __future__ import annotations

import re

from markdown import Markdown
from markdown.preprocessors import Preprocessor

from docs_ext import pseudo
from docs_ext.examples import EngineBlockError, render_example
from docs_ext.trainer_root import render_trainer
from trainer.i18n import PSEUDO_LOCALE, in_locale

__all__ = ["EngineBlockError", "EngineBlocks", "register"]

_OPEN = re.compile(r"^///\s*(example|trainer)\s*\|\s*(.+?)\s*$")
_CLOSE = re.compile(r"^///\s*$")
_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
"""The opening (or closing) line of fenced code: three or more backticks or tildes."""


class EngineBlocks(Preprocessor):
    def __init__(self, md: Markdown, locale: str) -> None:
        super().__init__(md)
        self.locale = locale
        # An example's title is the page's text (a translated page writes it in its language):
        # the pseudo-language accents it as it does the rest of the page.
        self.page_words = pseudo.accent if locale == PSEUDO_LOCALE else str

    def run(self, lines: list[str]) -> list[str]:
        # The engine is asked, and its words and ours said, in the build's language.
        with in_locale(self.locale):
            return self._run(lines)

    def _run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fence: str | None = None  # the fence we are inside, if any
        i = 0
        while i < len(lines):
            line = lines[i]
            fenced = _FENCE.match(line)
            if fence is not None:
                if fenced and fenced.group(1)[0] == fence[0] and len(fenced.group(1)) >= len(fence):
                    fence = None
                out.append(line)
                i += 1
                continue
            if fenced:
                fence = fenced.group(1)
                out.append(line)
                i += 1
                continue
            match = _OPEN.match(line)
            if not match:
                out.append(line)
                i += 1
                continue
            kind, arg = match.groups()
            body: list[str] = []
            i += 1
            while i < len(lines) and not _CLOSE.match(lines[i]):
                body.append(lines[i])
                i += 1
            if i == len(lines):
                raise EngineBlockError(f"'/// {kind} | {arg}' has no closing '///'")
            i += 1
            rendered = (
                render_example(self.page_words(arg), "\n".join(body))
                if kind == "example"
                else render_trainer(arg.strip())
            )
            out.extend(["", pseudo.store(self.md, rendered), ""])
        return out


def register(md: Markdown, locale: str = "en") -> None:
    # Before fenced code (priority 25) and HTML blocks (20), after normalisation.
    md.preprocessors.register(EngineBlocks(md, locale), "gc_engine_blocks", 28)
