"""Pamfil's refusals as data: plays, declarations (calls) and exchanges (discards).

Thin functions over the ladders that already decide (see :mod:`trainer.legality`):
:func:`trainer.pamfil.play.illegal_reason` for a card and
:meth:`trainer.pamfil.auction.DeclarationRound.illegal_reason` for a declaration. An
exchange discards one to five cards of the hand, no more than the talon still holds.

>>> from trainer.cards import PAMFIL_DECK_32 as D, Suit
>>> from trainer.pamfil.ranking import ranking_for
>>> rank = ranking_for(Suit.H, "top_trump")
>>> position = PlayPosition(tuple(D.parse_many(["7S", "AS", "9H"], "")), (D.parse("KS"),), rank)
>>> [c.code for c in legal_plays(position)]
['AS']
>>> why_not_play(position, D.parse("7S")).code
<Reason.MUST_HEAD: 'must_head'>
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trainer.cards import Card
from trainer.legality import Reason, Refusal
from trainer.pamfil import play
from trainer.pamfil.auction import EXCHANGE, Declaration, DeclarationRound
from trainer.pamfil.ranking import Ranking
from trainer.pamfil.rulebook import RULES


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """A player about to play: hand, trick so far, the deal's ranking and the beat option."""

    hand: Sequence[Card]
    trick: Sequence[Card]
    ranking: Ranking
    obligation: str = play.HEAD_AND_TRUMP


def legal_plays(position: PlayPosition) -> list[Card]:
    """The fast path: the playable cards in hand order."""
    return play.legal_plays(position.hand, position.trick, position.ranking, position.obligation)


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    reason = play.illegal_reason(
        card, position.hand, position.trick, position.ranking, position.obligation
    )
    if reason is None:
        return None
    return Refusal(play.REFUSAL_CODES[reason.code], reason.message, reason.rule)


def can_play(position: PlayPosition, card: Card) -> bool:
    return card in position.hand and card in legal_plays(position)


def verify_play(position: PlayPosition, card: Card, path: str = "card") -> None:
    refusal = why_not_play(position, card)
    if refusal is not None:
        raise refusal.error(path)


def why_not_call(round_: DeclarationRound, call: Declaration) -> Refusal | None:
    """Why a declaration (play, pass, exchange of ``count`` cards) is refused now."""
    return round_.why_not(round_.with_seat(call))


def can_call(round_: DeclarationRound, call: Declaration) -> bool:
    return why_not_call(round_, call) is None


def verify_call(round_: DeclarationRound, call: Declaration, path: str = "call") -> None:
    refusal = why_not_call(round_, call)
    if refusal is not None:
        raise refusal.error(path)


@dataclass(frozen=True, slots=True)
class DiscardPosition:
    """A player about to exchange: his hand and the declaration round so far."""

    hand: Sequence[Card]
    round: DeclarationRound
    seat: int


def why_not_discard(position: DiscardPosition, cards: Sequence[Card]) -> Refusal | None:
    """Why exchanging these cards is refused: not held, repeated, or the wrong number."""
    for card in cards:
        if card not in position.hand:
            message = f"seat {position.seat} does not hold {card.code}"
            return Refusal(Reason.NOT_IN_HAND, message, RULES["pf-exchange"])
    if len(set(cards)) != len(cards):
        return Refusal(Reason.DISCARD_REPEATS, "the exchange repeats a card", RULES["pf-exchange"])
    return why_not_call(position.round, Declaration(position.seat, EXCHANGE, len(cards)))


def can_discard(position: DiscardPosition, cards: Sequence[Card]) -> bool:
    return why_not_discard(position, cards) is None


def verify_discard(position: DiscardPosition, cards: Sequence[Card], path: str = "cards") -> None:
    refusal = why_not_discard(position, cards)
    if refusal is not None:
        raise refusal.error(path)
