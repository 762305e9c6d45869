"""The one action grammar of the three games, read at the edge.

Every move of every game is one :class:`Action`, written in JSON as::

    {"seat": 1, "action": "play", "card": "OC"}
    {"seat": 0, "action": "call", "call": "ace_game", "called": "S"}
    {"seat": 0, "action": "call", "call": "trojka", "level": 2}
    {"seat": 0, "action": "take", "cards": ["T5", "KH", "10D"]}
    {"seat": 0, "action": "discard", "cards": ["9C"]}
    {"seat": 2, "action": "double", "call": "contra"}
    {"seat": 0, "action": "announce", "announcements": ["pagat_ultimo"]}
    {"seat": 1, "action": "exchange", "cards": ["7H", "8S"]}

:func:`parse_action` checks only the shape (a malformed action is a
:class:`~trainer.errors.RequestError`); whether it is allowed is the deal's question
(:meth:`trainer.state.DealState.why_not`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from trainer.cards import Deck
from trainer.errors import RequestError, shown


class ActionKind(StrEnum):
    """The ``"action"`` word of the grammar."""

    PLAY = "play"
    CALL = "call"
    TAKE = "take"
    DISCARD = "discard"
    DOUBLE = "double"
    ANNOUNCE = "announce"
    EXCHANGE = "exchange"


@dataclass(frozen=True, slots=True)
class Action:
    """One move in the common grammar; hashable, so ``action in legal_actions()`` works.

    Card lists (``take``, ``discard``, ``exchange``) are kept in deck order and
    announcements in the game's order, so two spellings of one move compare equal.

    >>> Action(1, ActionKind.PLAY, card="OC").to_json()
    {'seat': 1, 'action': 'play', 'card': 'OC'}
    >>> Action(0, ActionKind.CALL, call="ace_game", called="S").to_json()
    {'seat': 0, 'action': 'call', 'call': 'ace_game', 'called': 'S'}
    """

    seat: int
    kind: ActionKind
    card: str | None = None
    call: str | None = None
    called: str | None = None
    trump: str | None = None
    level: int | None = None
    cards: tuple[str, ...] | None = None
    announcements: tuple[str, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "action": str(self.kind)}
        for name in ("card", "call", "called", "trump", "level"):
            value = getattr(self, name)
            if value is not None:
                data[name] = value
        if self.cards is not None:
            data["cards"] = list(self.cards)
        if self.announcements is not None:
            data["announcements"] = list(self.announcements)
        return data


_FIELDS: dict[ActionKind, tuple[str, ...]] = {
    ActionKind.PLAY: ("card",),
    ActionKind.CALL: ("call", "called", "trump", "level"),
    ActionKind.TAKE: ("cards",),
    ActionKind.DISCARD: ("cards",),
    ActionKind.DOUBLE: ("call",),
    ActionKind.ANNOUNCE: ("announcements",),
    ActionKind.EXCHANGE: ("cards",),
}
"""The fields each kind of action takes besides ``seat`` and ``action``."""

GRAMMAR_EXAMPLE = '{"seat": 1, "action": "play", "card": "OC"}'


def parse_action(raw: object, path: str, deck: Deck, default_seat: int | None) -> Action:
    """Read one action object of the grammar; shape errors are :class:`RequestError`.

    ``seat`` may be left out: it is then the seat to move (``default_seat``). Whether the
    action is allowed is the state's question, not the parser's.
    """
    if not isinstance(raw, dict):
        raise RequestError(f"an action is an object like {GRAMMAR_EXAMPLE}", path)
    word = raw.get("action")
    kinds = ", ".join(k.value for k in ActionKind)
    if not isinstance(word, str) or word.strip().lower() not in ActionKind.__members__.values():
        raise RequestError(f"'action' must be one of {kinds}", f"{path}.action")
    kind = ActionKind(word.strip().lower())
    allowed = _FIELDS[kind]
    for key in raw:
        if key not in ("seat", "action", *allowed):
            raise RequestError(
                f"'{shown(key)}' is not a field of a {kind} action "
                f"(fields: seat, action, {', '.join(allowed)})",
                f"{path}.{shown(key)}",
            )
    seat = raw.get("seat", default_seat)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 6:
        raise RequestError("'seat' must be a seat number", f"{path}.seat")
    values: dict[str, Any] = {}
    if kind is ActionKind.PLAY:
        values["card"] = deck.parse(raw.get("card"), f"{path}.card").code
    elif kind in (ActionKind.TAKE, ActionKind.DISCARD, ActionKind.EXCHANGE):
        cards = deck.parse_many(raw.get("cards"), f"{path}.cards", allow_duplicates=True)
        values["cards"] = tuple(c.code for c in deck.sorted(cards))
    elif kind is ActionKind.ANNOUNCE:
        names = raw.get("announcements", [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise RequestError("'announcements' must be a list of names", f"{path}.announcements")
        values["announcements"] = tuple(n.strip().lower() for n in names)
    else:
        values["call"] = _word(raw, "call", path)
        if kind is ActionKind.CALL:
            for name in ("called", "trump"):
                if raw.get(name) is not None:
                    values[name] = _word(raw, name, path).upper()
            level = raw.get("level")
            if level is not None:
                if isinstance(level, bool) or not isinstance(level, int):
                    raise RequestError("'level' must be a whole number 1–5", f"{path}.level")
                values["level"] = level
    return Action(seat, kind, **values)


def _word(raw: Mapping[str, Any], name: str, path: str) -> str:
    value = raw.get(name)
    if not isinstance(value, str) or not value.strip():
        raise RequestError(f"'{name}' must be a word", f"{path}.{name}")
    return value.strip().lower()[:40]
