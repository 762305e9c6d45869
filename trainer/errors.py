"""The engine's error types.

Everything the engine refuses is a :class:`TrainerError` with a stable ``code``
(what kind of mistake), a ``message`` a learner can read, and a ``path`` that
points at the offending part of the request (``"hand[2]"``). The JSON boundary
turns them into ``{"ok": false, "error": {...}}``; nothing else is allowed to
escape it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # only for the annotation: legality imports this module
    from trainer.legality import Refusal

ECHO_LIMIT = 40
"""Input echoed in a message is cut to this many characters: enough to recognise it."""

MESSAGE_LIMIT = 1000
PATH_LIMIT = 120

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def shown(value: object, limit: int = ECHO_LIMIT) -> str:
    """A piece of the request as an error message may quote it: cut to ``limit`` characters
    (with an ellipsis) and with lone surrogates, which no UTF-8 output can carry, replaced."""
    try:
        text = str(value)
    except ValueError:  # an integer too long to print (Python's 4300-digit guard)
        text = "a number too long to show"
    text = _LONE_SURROGATE.sub("\ufffd", text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class TrainerError(Exception):
    """Base of every refusal the engine reports to a caller."""

    code = "invalid_request"

    def __init__(self, message: str, path: str = "", code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        if code is not None:
            self.code = code

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            # the last guard: whatever a message quotes, it leaves the boundary short and clean
            "message": shown(self.message, MESSAGE_LIMIT),
            "path": shown(self.path, PATH_LIMIT),
        }


class RequestError(TrainerError):
    """The request is not shaped as the op expects (missing field, wrong type)."""

    code = "invalid_request"


class CardError(TrainerError):
    """A card name that is not a card of the game's deck."""

    code = "invalid_card"


class PositionError(TrainerError):
    """Real cards, impossible position: a duplicate card, a trick too long, …"""

    code = "invalid_position"


class OptionError(TrainerError):
    """An unknown rule option or a value outside its choices."""

    code = "invalid_options"


class IllegalAction(TrainerError):
    """A well-formed action that the rules forbid here (a call, a play, an exchange).

    ``refusal`` (a :class:`trainer.legality.Refusal`) says why, as data: its reason code and
    the rule sentence go into the JSON as ``reason`` and ``rule``.
    """

    code = "illegal_action"

    def __init__(
        self,
        message: str,
        path: str = "",
        code: str | None = None,
        refusal: Refusal | None = None,
    ) -> None:
        super().__init__(message, path, code)
        self.refusal = refusal

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        if self.refusal is not None:
            data["reason"] = str(self.refusal.code)
            data["rule"] = self.refusal.rule.to_json()
        return data
