"""Reading Pamfil positions from requests: the table size, the deck, the contract, the cards.

A request may name ``players``; otherwise the table is inferred from the position (the
length of a complete trick, a six in the cards → at least four players). Every card is
checked against the deck that table uses, and every card may appear only once in the
whole position.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from trainer.cards import Card, Deck, Suit
from trainer.errors import CardError, PositionError, RequestError, shown
from trainer.fields import Fields
from trainer.i18n import Message, Text, msg
from trainer.pamfil.deck import MAX_PLAYERS, MIN_PLAYERS
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.ranking import Ranking, ranking_for


def _raw_codes(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _raw_codes(item)


def table(fields: Fields, *raw_fields: str, complete_trick: str | None = None) -> int:
    """The number of players: the ``players`` field, else inferred from the position."""
    if fields.has("players"):
        return fields.integer("players", minimum=MIN_PLAYERS, maximum=MAX_PLAYERS)
    players = MIN_PLAYERS
    if complete_trick is not None:
        trick = fields.raw(complete_trick)
        if isinstance(trick, list) and MIN_PLAYERS <= len(trick) <= MAX_PLAYERS:
            players = len(trick)
    history = fields.raw("history")
    if (
        isinstance(history, list)
        and history
        and isinstance(history[0], list)
        and MIN_PLAYERS <= len(history[0]) <= MAX_PLAYERS
    ):
        players = len(history[0])
    hands = fields.raw("hands")
    if isinstance(hands, list) and MIN_PLAYERS <= len(hands) <= MAX_PLAYERS:
        players = len(hands)
    for name in raw_fields:
        if any(code.strip().upper().startswith("6") for code in _raw_codes(fields.raw(name))):
            players = max(players, 4)  # sixes are only in the 36-card deck
    return players


def parse_cards(fields: Fields, name: str, deck: Deck, players: int, **kw: Any) -> list[Card]:
    """Cards of the table's deck, with a hint when a six shows up at a three-player table."""
    try:
        return fields.cards(name, deck, **kw)
    except CardError as error:
        said = error.message
        if players == 3 and isinstance(said, Message) and said.key == "core.card.unknown.pamfil32":
            given = said.args.get("text")
            if isinstance(given, Text) and given.text.startswith("6"):
                error.message = msg("pf.position.six_at_three", text=given)
        raise


def contract(fields: Fields, options: PamfilOptions) -> Ranking:
    """``{"trump": "H"}`` → the ranking of the deal."""
    sub = fields.obj("contract")
    assert sub is not None
    for key in sub.data:
        if key not in ("trump", "name"):
            raise RequestError(
                f'\'{shown(key)}\' is not a field of a Pamfil contract (it is {{"trump": "H"}})',
                sub.path(shown(key)),
            )
    trump = sub.choice("trump", ["c", "s", "h", "d"])
    return ranking_for(Suit(trump.upper()), options.pamfil_mode)


def no_repeats(groups: list[tuple[str, list[Card]]]) -> None:
    """Refuse a card that appears twice anywhere in the position."""
    seen: dict[Card, str] = {}
    for path, cards in groups:
        for i, card in enumerate(cards):
            where = f"{path}[{i}]"
            if card in seen:
                again = msg(
                    "pf.position.card_twice",
                    where=Text(where),
                    card=Text(card.code),
                    other=Text(seen[card]),
                )
                raise PositionError(again, where)
            seen[card] = where
