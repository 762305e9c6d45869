"""Typed access to request fields, with errors that name the field.

Every op reads its request through :class:`Fields`, so a wrong type or a
missing field always becomes the same kind of structured error, with a
``path`` the page can point at.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from trainer.cards import Card, Deck
from trainer.errors import RequestError, shown
from trainer.i18n import Message, Noun, Text, msg
from trainer.naming import seat_keys

MAX_LIST = 64
"""No position of our games needs a longer list; longer ones are refused early."""

DOUBLING_FIELDS = ("contra", "re", "doublings")
"""The names a score request may give a doubling by, in any of the three games."""


def says_no_doubling(value: Any) -> bool:
    """Whether a doubling field's value says "no doubling": absent (null), ``false``, ``0`` or
    ``"none"``. A caller that always sends the field (a form with a Contra box) is then read
    the same wherever no doubling can happen (a Sie, a Ramsch, a deal everybody passed, a
    game without doublings) as one that leaves it out."""
    if value is None or value is False:
        return True
    if type(value) is int:
        return value == 0
    return isinstance(value, str) and value.strip().lower() == "none"


def refuse_unknown(
    data: Mapping[str, Any], accepted: Collection[str], path: str, what: Message
) -> None:
    """Refuse a field a nested object (an action, a call, a bonus) does not have, as the
    boundary refuses unknown top-level fields: a misspelt or misplaced field is never ignored.
    ``what`` names the object (``core.object.call``): a saved game restored from a damaged
    store can carry such a field, so the learner reads it in his language."""
    for key in data:
        if key not in accepted:
            name = shown(key)
            listed = ", ".join(sorted(accepted))
            unknown = msg(
                "core.request.unknown_field", field=Text(name), what=what, fields=Text(listed)
            )
            raise RequestError(unknown, f"{path}.{name}" if path else name)


def seat_named(game: str, seat: int, players: int) -> Noun | Message:
    """A seat a request names, as a message's argument: its noun ("the forehand"), or, for a
    seat the table does not have (only a request can name one), "Player 8" as the table would
    count it."""
    keys = seat_keys(game, players)
    if 0 <= seat < len(keys):
        return Noun(keys[seat], seat=seat)
    return msg("words.seat.player", number=seat + 1)


def not_here(name: str, why: Message) -> Message:
    """The refusal of a field this kind of deal cannot have, with the game's reason."""
    return msg("core.request.not_here", field=Text(name), why=why)


class Fields:
    """A view of one request object (or a nested object of it)."""

    def __init__(self, data: Mapping[str, Any], prefix: str = "") -> None:
        self.data = data
        self.prefix = prefix

    def path(self, name: str) -> str:
        return f"{self.prefix}.{name}" if self.prefix else name

    def no_doubling(self, why: Message, names: Collection[str] = DOUBLING_FIELDS) -> None:
        """Refuse a doubling where none can happen (``why`` says so in the game's words); an
        explicit "no doubling" (:func:`says_no_doubling`) is accepted as its absence is."""
        for name in names:
            if name in self.data and not says_no_doubling(self.data[name]):
                raise RequestError(not_here(name, why), self.path(name))

    def has(self, name: str) -> bool:
        return self.data.get(name) is not None

    def raw(self, name: str, default: Any = None) -> Any:
        value = self.data.get(name)
        return default if value is None else value

    def require(self, name: str) -> Any:
        value = self.data.get(name)
        if value is None:
            raise RequestError(f"the request needs a field '{name}'", self.path(name))
        return value

    def integer(
        self,
        name: str,
        *,
        default: int | None = None,
        minimum: int | None = None,
        maximum: int | None = None,
    ) -> int:
        value = self.data.get(name)
        if value is None:
            if default is None:
                raise RequestError(f"the request needs a whole number '{name}'", self.path(name))
            return default
        if isinstance(value, bool) or not isinstance(value, int):
            raise RequestError(f"'{name}' must be a whole number", self.path(name))
        if minimum is not None and value < minimum:
            raise RequestError(f"'{name}' must be at least {minimum}", self.path(name))
        if maximum is not None and value > maximum:
            raise RequestError(f"'{name}' must be at most {maximum}", self.path(name))
        return value

    def boolean(self, name: str, *, default: bool | None = None) -> bool:
        value = self.data.get(name)
        if value is None:
            if default is None:
                raise RequestError(f"the request needs '{name}': true or false", self.path(name))
            return default
        if not isinstance(value, bool):
            raise RequestError(f"'{name}' must be true or false", self.path(name))
        return value

    def choice(self, name: str, choices: Sequence[str], *, default: str | None = None) -> str:
        value = self.data.get(name)
        if value is None:
            if default is None:
                shown = ", ".join(choices)
                raise RequestError(f"the request needs '{name}' (one of {shown})", self.path(name))
            return default
        if not isinstance(value, str) or value.strip().lower() not in choices:
            shown = ", ".join(choices)
            raise RequestError(f"'{name}' must be one of {shown}", self.path(name))
        return value.strip().lower()

    def text(self, name: str, *, default: str | None = None, max_length: int = 200) -> str:
        value = self.data.get(name)
        if value is None:
            if default is None:
                raise RequestError(f"the request needs a text field '{name}'", self.path(name))
            return default
        if not isinstance(value, str):
            raise RequestError(f"'{name}' must be text", self.path(name))
        if len(value) > max_length:
            raise RequestError(f"'{name}' is too long", self.path(name))
        return value

    def obj(self, name: str, *, required: bool = True) -> Fields | None:
        value = self.data.get(name)
        if value is None:
            if required:
                raise RequestError(f"the request needs an object '{name}'", self.path(name))
            return None
        if not isinstance(value, dict):
            raise RequestError(f"'{name}' must be an object", self.path(name))
        return Fields(value, self.path(name))

    def items(self, name: str, *, required: bool = True, max_items: int = MAX_LIST) -> list[Any]:
        value = self.data.get(name)
        if value is None:
            if required:
                raise RequestError(f"the request needs a list '{name}'", self.path(name))
            return []
        if not isinstance(value, list):
            raise RequestError(f"'{name}' must be a list", self.path(name))
        if len(value) > max_items:
            raise RequestError(
                f"'{name}' has {len(value)} entries; at most {max_items} make sense here",
                self.path(name),
            )
        return value

    def cards(
        self,
        name: str,
        deck: Deck,
        *,
        required: bool = True,
        max_items: int = MAX_LIST,
        allow_duplicates: bool = False,
    ) -> list[Card]:
        """A list of cards of ``deck``; duplicates are refused unless allowed."""
        values = self.items(name, required=required, max_items=max_items)
        return deck.parse_many(values, self.path(name), allow_duplicates=allow_duplicates)

    def card(self, name: str, deck: Deck) -> Card:
        return deck.parse(self.require(name), self.path(name))

    def card_lists(
        self, name: str, deck: Deck, *, required: bool = True, max_items: int = 16
    ) -> list[list[Card]]:
        """A list of card lists (e.g. ``history``: earlier tricks, ``hands``: by seat)."""
        values = self.items(name, required=required, max_items=max_items)
        result = []
        for i, item in enumerate(values):
            if not isinstance(item, list):
                raise RequestError(
                    f"{self.path(name)}[{i}] must be a list of cards", f"{self.path(name)}[{i}]"
                )
            result.append(deck.parse_many(item, f"{self.path(name)}[{i}]"))
        return result
