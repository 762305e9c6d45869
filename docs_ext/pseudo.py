"""The pseudo-language ``en-XA``: a page's own words made visibly foreign, for tests.

In a build for ``en-XA`` (``scripts/build_language.py en-XA``) every word of the Markdown is
accented ("Ŕûļéš"), as every message of the catalogues is (``scripts/i18n.py`` makes the
``en-XA`` catalogues with :func:`accent` too). The words that then still read as plain English
on a page came from no catalogue and no page: the browser sweep
(``tests/browser/test_pseudo_sweep.py``) finds them.

Left as written: code (``code``, ``pre``, ``kbd``, ``samp``), pictures (``svg``: a card's own
drawing; its name comes from the catalogue), anything marked ``translate="no"``, and every
element whose ``lang`` is not English (the originals' Polish and Belarusian, marked
``<div lang="pl">``). Besides the text, the attributes a reader meets are accented: ``alt``,
``title``, ``aria-label`` and ``placeholder``, and the learner text inside a lesson step's
``data-step`` JSON (its ``prompt``), which the page's script shows.

Two places hold a page's text while Python-Markdown works, so both are done: the element tree
(a tree processor, after the inline patterns, ``attr_list`` and ``abbr``, and before ``toc`` and
MkDocs' title extraction, so the table of contents and the page's title are accented too), and
the raw HTML kept aside in the stash (the home page's hand-written cards). The HTML docs_ext
renders itself (worked examples, the first question, card diagrams and pictures) is left as it
is: its words are the catalogues' own, already in ``en-XA``, and an English word there is a
leak the sweep must see, not one to hide. :func:`store` keeps it apart.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as etree

from markdown import Markdown
from markdown.postprocessors import Postprocessor
from markdown.treeprocessors import Treeprocessor

__all__ = [
    "ACCENTED",
    "accent",
    "accent_data",
    "accent_html",
    "register",
    "register_store",
    "store",
]

ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
"""Every ASCII letter to an accented one that reads the same: a text of the pseudo-language
holds no ASCII letter at all, which is what the sweep looks for."""

_KEEP = re.compile(r"&#?\w+;|\x02[^\x03]*\x03")
"""What is not text inside a text: HTML entities and Python-Markdown's placeholders (the stash,
escapes)."""

_SKIPPED = frozenset({"code", "pre", "kbd", "samp", "script", "style", "svg", "math"})
_ATTRIBUTES = ("alt", "title", "aria-label", "placeholder")
_DATA = ("data-step",)
"""Attributes holding JSON whose learner text the page's script shows: a lesson step's
``prompt`` (``docs/javascripts/learn/steps.js``)."""
_DATA_TEXT = ("prompt",)
"""The fields of that JSON a reader reads; the rest is data (cards, seats, calls)."""


def accent(text: str) -> str:
    """``text`` with every ASCII letter accented, entities and placeholders left whole.

    >>> accent("Rules &amp; notes")
    'Ŕûļéš &amp; ñöţéš'
    """
    out: list[str] = []
    last = 0
    for match in _KEEP.finditer(text):
        out.append(text[last : match.start()].translate(ACCENTED))
        out.append(match.group())
        last = match.end()
    out.append(text[last:].translate(ACCENTED))
    return "".join(out)


def accent_data(value: str) -> str:
    """A JSON attribute (``data-step``) with its learner text (:data:`_DATA_TEXT`) accented and
    every other field as it was; a value that is not a JSON object is left whole.

    >>> accent_data('{"seed": 1, "prompt": "Play a card."}')
    '{"seed": 1, "prompt": "Þļåý å çåŕđ."}'
    """
    try:
        data = json.loads(value)
    except ValueError:
        return value
    if not isinstance(data, dict) or not any(isinstance(data.get(k), str) for k in _DATA_TEXT):
        return value
    for key in _DATA_TEXT:
        if isinstance(data.get(key), str):
            data[key] = accent(data[key])
    return json.dumps(data, ensure_ascii=False)


def _skipped(tag: str, attributes: dict[str, str]) -> bool:
    if tag.lower() in _SKIPPED or attributes.get("translate") == "no":
        return True
    lang = attributes.get("lang")
    return lang is not None and not lang.lower().startswith("en")


# -- the element tree ---------------------------------------------------------------------------


def _accent_tree(element: etree.Element) -> None:
    """Accent the text inside ``element`` (not its tail, which belongs to its parent)."""
    if not isinstance(element.tag, str) or _skipped(element.tag, dict(element.attrib)):
        return
    for name in _ATTRIBUTES:
        value = element.get(name)
        if value:
            element.set(name, accent(value))
    for name in _DATA:
        value = element.get(name)
        if value:
            element.set(name, accent_data(value))
    if element.text:
        element.text = accent(element.text)
    for child in element:
        _accent_tree(child)
        if child.tail:
            child.tail = accent(child.tail)


# -- raw HTML -----------------------------------------------------------------------------------

_TOKEN = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
_TAG = re.compile(r"<(/?)([A-Za-z][\w:-]*)")
_ATTRIBUTE = re.compile(r"""\s([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)


def accent_html(html: str) -> str:
    """A fragment of HTML with its text and reader-facing attributes accented, the skipped
    elements (see the module) left whole.

    Markup is kept byte for byte but for those attribute values. The fragment is the
    well-formed HTML a Markdown page holds (no script, no ``<`` inside an attribute), which
    is why a tokenizer of tags and text is enough here.

    >>> accent_html('<p title="A card">The <code>OC</code>, <span lang="pl">as</span>.</p>')
    '<p title="Å çåŕđ">Ţĥé <code>OC</code>, <span lang="pl">as</span>.</p>'
    """
    out: list[str] = []
    skipping: list[str] = []  # the open elements of the skipped subtree we are in, if any
    for token in _TOKEN.split(html):
        if not token:
            continue
        if not token.startswith("<"):
            out.append(token if skipping else accent(token))
            continue
        tag = _TAG.match(token)
        if tag is None:  # a comment, a doctype
            out.append(token)
            continue
        closing, name = tag.group(1) == "/", tag.group(2).lower()
        if closing:
            if name in skipping:  # closes the innermost open one (and any left open inside it)
                while skipping.pop() != name:
                    pass
            out.append(token)
            continue
        attributes = {
            m.group(1).lower(): m.group(2) or m.group(3) or "" for m in _ATTRIBUTE.finditer(token)
        }
        self_closing = token.endswith("/>") or name in _VOID
        if skipping or _skipped(name, attributes):
            if not self_closing:
                skipping.append(name)
            out.append(token)
            continue
        out.append(_ATTRIBUTE.sub(_accent_attribute, token))
    return "".join(out)


def _accent_attribute(match: re.Match[str]) -> str:
    name = match.group(1).lower()
    if name not in _ATTRIBUTES and name not in _DATA:
        return match.group()
    quote = '"' if match.group(2) is not None else "'"
    value = match.group(2) if match.group(2) is not None else match.group(3)
    if name in _DATA:
        if quote == '"':  # JSON inside double quotes is written as entities: left as it is
            return match.group()
        return f" {match.group(1)}={quote}{accent_data(value)}{quote}"
    return f" {match.group(1)}={quote}{accent(value)}{quote}"


class PseudoTree(Treeprocessor):
    """Accents the page's text in the tree and in the stash of raw HTML (``en-XA`` only)."""

    def run(self, root: etree.Element) -> None:
        for child in root:
            _accent_tree(child)
            if child.tail:
                child.tail = accent(child.tail)
        stash = self.md.htmlStash.rawHtmlBlocks
        for i, block in enumerate(stash):
            if isinstance(block, str):
                if not block.endswith(_OWN):
                    stash[i] = accent_html(block)
            else:
                _accent_tree(block)


_OWN = "\ue002"
"""Marks the HTML docs_ext stashed itself (a private-use character, removed before the page is
written)."""


def store(md: Markdown, html: str) -> str:
    """Stash HTML docs_ext rendered (its words from the catalogues); returns its placeholder."""
    placeholder: str = md.htmlStash.store(html + _OWN)  # at the end: Markdown reads the first tag
    return placeholder


class _Unmark(Postprocessor):
    def run(self, text: str) -> str:
        return text.replace(_OWN, "")


def register_store(md: Markdown) -> None:
    """Every build: drop the marks of :func:`store` once the stash is back in the page."""
    md.postprocessors.register(_Unmark(md), "gc_unmark", 1)


def register(md: Markdown) -> None:
    """The ``en-XA`` build: accent the page's own words."""
    # After inline (20), attr_list (8) and abbr (7); before toc (5) and MkDocs' title (1).
    md.treeprocessors.register(PseudoTree(md), "gc_pseudo", 6)
