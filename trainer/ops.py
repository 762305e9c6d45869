"""The op table: what each game answers at the JSON boundary.

An :class:`Op` pairs a handler with the request fields it accepts, so the
boundary can refuse unknown fields before the handler runs and ``describe``
can list them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from trainer.fields import Fields

#: Fields every request may carry, whatever the op (``names``: the players' own names by seat,
#: for a score sheet at a real table; a seat a sentence names then reads as the player's name).
COMMON_FIELDS = frozenset({"op", "game", "options", "id", "locale", "names"})

Handler = Callable[[Fields, Any], dict[str, Any]]


@dataclass(frozen=True)
class Op:
    """One operation of one game: ``handler(fields, options) -> response fields``."""

    name: str
    handler: Handler
    fields: frozenset[str]
    doc: str

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "fields": sorted(self.fields), "doc": self.doc}


def make_op(name: str, fields: tuple[str, ...], doc: str) -> Callable[[Handler], Op]:
    """Decorator: turn a handler into an :class:`Op` accepting ``fields``."""

    def wrap(handler: Handler) -> Op:
        return Op(name=name, handler=handler, fields=frozenset(fields), doc=doc)

    return wrap
