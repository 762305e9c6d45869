"""Small HTML builders shared by the engine-rendered blocks.

Everything here escapes its text; card pictures come from
:mod:`docs_ext.card_art`. The same markup classes (``gc-…``) are produced by
the browser trainer (``docs/javascripts/quiz.js``), so a question looks the
same whether the build or the worker rendered it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from docs_ext.words import Text, say
from trainer import naming
from trainer.cards import Card, Deck

# Blocks, cells and terms are joined by a line break, as Markdown's own are: the site's
# search indexes a page's text as one run, and "yes, leaves46Seat 1" or "ContractAce game"
# is no text to search or read.
BLOCKS = CELLS = "\n"


def deck_of(game: str) -> Deck:
    """The deck whose cards a game's examples show (the engine's choice, ``trainer.naming``)."""
    return naming.deck(game)


def card_picture(card: Card, extra_class: str = "", attrs: str = "") -> str:
    """One card as an accessible inline picture."""
    from docs_ext.card_art import card_svg_in_page

    classes = "gc-card" + (f" {extra_class}" if extra_class else "")
    picture = card_svg_in_page(card)
    return f'<span class="{classes}" data-card="{escape(card.code)}"{attrs}>{picture}</span>'


def card_row(
    cards: Sequence[Card],
    label: str = "",
    *,
    marks: dict[str, str] | None = None,
    role: str = "hand",
) -> str:
    """A labelled row of cards; ``marks`` maps a card code to an extra CSS class."""
    marks = marks or {}
    items = "".join(
        f'<li class="gc-hand__card">{card_picture(card, marks.get(card.code, ""))}</li>'
        for card in cards
    )
    caption = f'<figcaption class="gc-hand__label">{escape(label)}</figcaption>' if label else ""
    return (
        f'<figure class="gc-hand gc-hand--{escape(role)}">{caption}\n'
        f'<ul class="gc-hand__cards" role="list">{items}</ul></figure>'
    )


def trick_row(plays: Iterable[tuple[str, Card]], label: str = "", winner: int | None = None) -> str:
    """Cards of a trick, each above the seat that played it; the winner marked."""
    items = []
    for i, (seat, card) in enumerate(plays):
        won = i == winner
        mark = "gc-card--winner" if won else ""
        note = (
            f' <span class="gc-trick__won">{escape(say("build.trick.wins"))}</span>' if won else ""
        )
        items.append(
            f'<li class="gc-trick__play">{card_picture(card, mark)} '
            f'<span class="gc-trick__seat">{escape(seat)}{note}</span></li>'
        )
    caption = f'<figcaption class="gc-hand__label">{escape(label)}</figcaption>' if label else ""
    return (
        f'<figure class="gc-trick">{caption}\n<ol class="gc-trick__plays" role="list">'
        f"{''.join(items)}</ol></figure>"
    )


def facts(items: Iterable[tuple[str, str]]) -> str:
    """A definition list of labelled values."""
    rows = BLOCKS.join(f"<dt>{escape(k)}</dt>\n<dd>{escape(v)}</dd>" for k, v in items)
    return f'<dl class="gc-facts">{rows}</dl>{BLOCKS}'


def table(columns: Sequence[str], rows: Sequence[Sequence[Any]], caption: str = "") -> str:
    head = CELLS.join(f'<th scope="col">{escape(str(c))}</th>' for c in columns)
    body = CELLS.join(
        "<tr>" + CELLS.join(f"<td>{escape(str(cell))}</td>" for cell in row) + "</tr>"
        for row in rows
    )
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    return (
        f'<table class="gc-table">{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
        f"{BLOCKS}"
    )


def data_table(columns: Sequence[str], rows: Sequence[Sequence[str]], caption: str = "") -> str:
    """A table whose cells are HTML already (escaped by the caller: they may hold cards).

    It has no class, so Material for MkDocs styles it like the tables of the pages.
    """
    head = CELLS.join(f'<th scope="col">{escape(c)}</th>' for c in columns)
    body = CELLS.join(
        "<tr>" + CELLS.join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows
    )
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{BLOCKS}"


def rule_link(rule: dict[str, Any] | None, site_root: str = "../../") -> str:
    """A quoted rule sentence linked to its anchor on the rules page."""
    if not rule:
        return ""
    href = site_root + rule["anchor"]
    note = ""
    if rule.get("note"):
        game = rule["anchor"].split("/", 1)[0]
        note_id = f"note-{rule['note'].lower()}"
        words = say("build.rule.note")
        note = (
            f' <a class="gc-rule__note" href="{escape(site_root + game)}/rules/#{note_id}">'
            f"{escape(words)}</a>"
        )
    source = say("build.rule.source", topic=Text(rule.get("topic") or rule["id"]))
    quoted = say("build.rule.quote", text=Text(rule["text"]))
    return (
        f'<blockquote class="gc-rule"><p>{escape(quoted)}</p>'
        f'<p class="gc-rule__source"><a href="{escape(href)}">{escape(source)}</a>'
        f"{note}</p></blockquote>"
    )
