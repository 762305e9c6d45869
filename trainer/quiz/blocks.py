"""Typed builders for the documented question shapes.

Generators never write ``{"type": …}`` dicts by hand: each shape of the package docstring has
one builder here; ``tests/question_shapes.py`` checks a question's JSON against the same shapes
(the quiz tests run it on every generated question; the engine itself never needs it).
Strings are words: messages (said in the request's language at the boundary) or names said
alone (card and seat names from :mod:`trainer.naming`); card codes appear only in ``cards`` and
``plays`` arrays.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from trainer.cards import Card
from trainer.i18n import Message
from trainer.naming import seat_name

Block = dict[str, Any]

ROLES = ("hand", "pile", "talon", "trick")
"""What a row of cards is: a hand to choose from, won cards, the talon, a trick's cards."""


def _codes(cards: Iterable[Card | str]) -> list[str]:
    return [c.code if isinstance(c, Card) else str(c) for c in cards]


# -- blocks ------------------------------------------------------------------------------------


def text(words: str | Message) -> Block:
    """A paragraph of words."""
    return {"type": "text", "text": words}


def cards(label: str | Message, shown: Iterable[Card | str], role: str = "hand") -> Block:
    """A labelled row of card pictures (a hand, a pile, the talon)."""
    assert role in ROLES, role
    return {"type": "cards", "label": label, "cards": _codes(shown), "role": role}


def trick(
    game: str,
    label: str | Message,
    leader: int,
    played: Sequence[Card | str],
    players: int,
    you: int | None = None,
    seats: Sequence[int] | None = None,
) -> Block:
    """A trick in play order: who played which card, the first one ``led``.

    ``seats`` gives each play's seat when the order is not simply clockwise from ``leader``;
    ``you`` is the seat the question asks about (drawn at the bottom of the table), or None.
    """
    order = (
        list(seats) if seats is not None else [(leader + i) % players for i in range(len(played))]
    )
    return {
        "type": "trick",
        "label": label,
        "players": players,
        "you": you,
        "plays": [
            {
                "seat": seat,
                "seat_name": seat_name(game, seat, players),
                "card": code,
                "led": i == 0,
            }
            for i, (seat, code) in enumerate(zip(order, _codes(played), strict=True))
        ],
    }


def fact(
    label: str | Message, value: str | Message, shown: Iterable[Card | str] = ()
) -> dict[str, Any]:
    """One fact: a label and its value in words, with the cards it names (drawn beside it)."""
    item: dict[str, Any] = {"label": label, "value": value}
    codes = _codes(shown)
    if codes:
        item["cards"] = codes
    return item


def facts(items: Iterable[dict[str, Any] | tuple[str | Message, str | Message]]) -> Block:
    """A list of facts (contract, trumps, players …)."""
    return {
        "type": "facts",
        "items": [fact(*item) if isinstance(item, tuple) else item for item in items],
    }


def table(
    columns: Sequence[str | Message],
    rows: Iterable[Sequence[str | Message]],
    label: str | Message = "",
) -> Block:
    """A table of words (the calls of an auction, the bonuses of a deal)."""
    block: Block = {"type": "table", "columns": list(columns), "rows": [list(r) for r in rows]}
    if label:
        block["label"] = label
    return block


# -- answer forms ------------------------------------------------------------------------------


def pick_cards(block: int, select: str = "many") -> dict[str, Any]:
    """Answer by clicking cards of block ``block``: ``many`` (a set) or ``one``."""
    return {"type": "cards", "select": select, "from": block}


def choice(options: Iterable[tuple[str, str | Message]]) -> dict[str, Any]:
    """Answer by choosing one of ``(value, label)``."""
    return {"type": "choice", "choices": [{"value": v, "label": lbl} for v, lbl in options]}


def number(label: str | Message, minimum: int, maximum: int) -> dict[str, Any]:
    """Answer with a whole number."""
    return {"type": "number", "label": label, "min": minimum, "max": maximum}


def number_field(
    name: str, label: str | Message, minimum: int | None = None, maximum: int | None = None
) -> dict[str, Any]:
    field: dict[str, Any] = {"name": name, "label": label, "type": "number"}
    if minimum is not None:
        field["min"] = minimum
    if maximum is not None:
        field["max"] = maximum
    return field


def choice_field(
    name: str, label: str | Message, options: Iterable[tuple[str, str | Message]]
) -> dict[str, Any]:
    return {"name": name, "label": label, **choice(options)}


def form(fields: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Answer with several named fields (numbers or choices)."""
    return {"type": "form", "fields": list(fields)}
