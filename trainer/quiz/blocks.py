"""Typed builders for the documented question shapes, and a checker for them.

Generators never write ``{"type": …}`` dicts by hand: each shape of the package docstring has
one builder here, and :func:`problems` checks a question's JSON against the same shapes (the
quiz tests run it on every generated question). Strings are words (card and seat names from
:mod:`trainer.naming`); card codes appear only in ``cards`` and ``plays`` arrays.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from trainer.cards import Card
from trainer.naming import seat_name

Block = dict[str, Any]

ROLES = ("hand", "pile", "talon", "trick")
"""What a row of cards is: a hand to choose from, won cards, the talon, a trick's cards."""


def _codes(cards: Iterable[Card | str]) -> list[str]:
    return [c.code if isinstance(c, Card) else str(c) for c in cards]


# -- blocks ------------------------------------------------------------------------------------


def text(words: str) -> Block:
    """A paragraph of words."""
    return {"type": "text", "text": words}


def cards(label: str, shown: Iterable[Card | str], role: str = "hand") -> Block:
    """A labelled row of card pictures (a hand, a pile, the talon)."""
    assert role in ROLES, role
    return {"type": "cards", "label": label, "cards": _codes(shown), "role": role}


def trick(
    game: str,
    label: str,
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


def fact(label: str, value: str, shown: Iterable[Card | str] = ()) -> dict[str, Any]:
    """One fact: a label and its value in words, with the cards it names (drawn beside it)."""
    item: dict[str, Any] = {"label": label, "value": value}
    codes = _codes(shown)
    if codes:
        item["cards"] = codes
    return item


def facts(items: Iterable[dict[str, Any] | tuple[str, str]]) -> Block:
    """A list of facts (contract, trumps, players …)."""
    return {
        "type": "facts",
        "items": [fact(*item) if isinstance(item, tuple) else item for item in items],
    }


def table(columns: Sequence[str], rows: Iterable[Sequence[str]], label: str = "") -> Block:
    """A table of words (the calls of an auction, the bonuses of a deal)."""
    block: Block = {"type": "table", "columns": list(columns), "rows": [list(r) for r in rows]}
    if label:
        block["label"] = label
    return block


# -- answer forms ------------------------------------------------------------------------------


def pick_cards(block: int, select: str = "many") -> dict[str, Any]:
    """Answer by clicking cards of block ``block``: ``many`` (a set) or ``one``."""
    return {"type": "cards", "select": select, "from": block}


def choice(options: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """Answer by choosing one of ``(value, label)``."""
    return {"type": "choice", "choices": [{"value": v, "label": lbl} for v, lbl in options]}


def number(label: str, minimum: int, maximum: int) -> dict[str, Any]:
    """Answer with a whole number."""
    return {"type": "number", "label": label, "min": minimum, "max": maximum}


def number_field(
    name: str, label: str, minimum: int | None = None, maximum: int | None = None
) -> dict[str, Any]:
    field: dict[str, Any] = {"name": name, "label": label, "type": "number"}
    if minimum is not None:
        field["min"] = minimum
    if maximum is not None:
        field["max"] = maximum
    return field


def choice_field(name: str, label: str, options: Iterable[tuple[str, str]]) -> dict[str, Any]:
    return {
        "name": name,
        "label": label,
        "type": "choice",
        "choices": [{"value": v, "label": lbl} for v, lbl in options],
    }


def form(fields: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Answer with several named fields (numbers or choices)."""
    return {"type": "form", "fields": list(fields)}


# -- the checker -------------------------------------------------------------------------------

_BLOCK_KEYS = {
    "text": {"type", "text"},
    "cards": {"type", "label", "cards", "role"},
    "trick": {"type", "label", "plays", "players", "you"},
    "facts": {"type", "items"},
    "table": {"type", "columns", "rows"},
}


def _is_words(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip())


def block_problems(block: object, where: str) -> list[str]:
    """What is wrong with one block, against the documented shapes (empty when nothing)."""
    if not isinstance(block, dict) or block.get("type") not in _BLOCK_KEYS:
        return [f"{where}: not a known block"]
    kind = block["type"]
    out = []
    required = _BLOCK_KEYS[kind]
    optional = {"label"} if kind == "table" else set()
    if not required <= block.keys() or not block.keys() <= required | optional:
        out.append(f"{where}: {kind} block has keys {sorted(block)}")
        return out
    if kind == "text" and not _is_words(block["text"]):
        out.append(f"{where}: empty text")
    if kind == "cards":
        if block["role"] not in ROLES or not _is_words(block["label"]):
            out.append(f"{where}: bad cards label or role")
        if not block["cards"] or not all(isinstance(c, str) for c in block["cards"]):
            out.append(f"{where}: cards must be a non-empty list of codes")
    if kind == "trick":
        players = block["players"]
        if not isinstance(players, int) or players < 2 or not _is_words(block["label"]):
            out.append(f"{where}: bad trick header")
        if block["you"] is not None and not isinstance(block["you"], int):
            out.append(f"{where}: you must be a seat or null")
        for i, play in enumerate(block["plays"]):
            if set(play) != {"seat", "seat_name", "card", "led"} or play["led"] is not (i == 0):
                out.append(f"{where}.plays[{i}]: bad play {play}")
    if kind == "facts":
        for i, item in enumerate(block["items"]):
            if not {"label", "value"} <= set(item) <= {"label", "value", "cards"}:
                out.append(f"{where}.items[{i}]: bad fact {item}")
            elif not (_is_words(item["label"]) and _is_words(item["value"])):
                out.append(f"{where}.items[{i}]: fact not in words")
    if kind == "table":
        width = len(block["columns"])
        for i, row in enumerate(block["rows"]):
            if len(row) != width or not all(isinstance(cell, str) for cell in row):
                out.append(f"{where}.rows[{i}]: row does not fit the columns")
    return out


def answer_problems(answer: object, blocks: list[Any]) -> list[str]:
    """What is wrong with the answer form (empty when nothing)."""
    if not isinstance(answer, dict):
        return ["answer: not an object"]
    kind = answer.get("type")
    if kind == "cards":
        index = answer.get("from")
        if not isinstance(index, int) or not 0 <= index < len(blocks):
            return ["answer: 'from' is not a block index"]
        if blocks[index].get("type") not in ("cards", "trick") or answer.get("select") not in (
            "one",
            "many",
        ):
            return ["answer: cards must be picked from a cards or trick block"]
        return []
    if kind == "choice":
        choices = answer.get("choices") or []
        values = [c.get("value") for c in choices]
        if len(choices) < 2 or len(set(values)) != len(values):
            return ["answer: a choice needs two or more distinct values"]
        if not all(_is_words(c.get("label")) for c in choices):
            return ["answer: a choice label is not in words"]
        return []
    if kind == "number":
        return [] if _is_words(answer.get("label")) else ["answer: number without label"]
    if kind == "form":
        out = []
        for field in answer.get("fields") or []:
            if field.get("type") not in ("number", "choice") or not _is_words(field.get("label")):
                out.append(f"answer: bad field {field}")
        return out
    return [f"answer: unknown type {kind!r}"]


def problems(question: dict[str, Any]) -> list[str]:
    """Every way a question's JSON departs from the documented shapes."""
    out = []
    for i, block in enumerate(question.get("blocks") or []):
        out += block_problems(block, f"blocks[{i}]")
    out += answer_problems(question.get("answer"), question.get("blocks") or [])
    for item in question.get("rules_in_play", []):
        if set(item) != {"label", "value"}:
            out.append(f"rules_in_play: bad item {item}")
    return out
