"""Schafkopf's refusals as data: plays and calls (see :mod:`trainer.legality`).

Thin functions over the ladders that already decide: :func:`trainer.schafkopf.play.analyse`
(through :class:`~trainer.schafkopf.play.PlayPosition`) for a card and
:func:`trainer.schafkopf.auction.why_not` for a contract. Schafkopf has no talon, so it has
no discards: the triple for discards does not exist here.

>>> from trainer.cards import SCHAFKOPF_DECK as D
>>> from trainer.schafkopf.contracts import Contract, Kind
>>> hand = D.parse_many(["AS", "7S", "OC", "9H"], "")
>>> position = PlayPosition(Contract(Kind.ACE_GAME), hand, [D.parse("KS")])
>>> [c.code for c in legal_plays(position)]
['AS', '7S']
>>> why_not_play(position, D.parse("OC")).code
<Reason.FOLLOW_SUIT: 'follow_suit'>
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.cards import Card
from trainer.legality import Reason, Refusal
from trainer.schafkopf import play
from trainer.schafkopf.auction import SEATS, Call, why_not
from trainer.schafkopf.contracts import Contract, Kind
from trainer.schafkopf.play import PlayPosition
from trainer.schafkopf.rulebook import RULES

__all__ = [
    "PlayPosition",
    "can_call",
    "can_play",
    "legal_plays",
    "verify_call",
    "verify_play",
    "why_not_call",
    "why_not_play",
]

_PLAY_REASONS = {
    play.FOLLOW_SUIT: Reason.FOLLOW_SUIT,
    play.CALLED_ACE_MUST_PLAY: Reason.CALLED_ACE_MUST_PLAY,
    play.CALLED_ACE_LEAD: Reason.CALLED_ACE_LEAD,
    play.RUNAWAY_LOWEST: Reason.RUNAWAY_LOWEST,
    play.CALLED_ACE_DISCARD: Reason.CALLED_ACE_DISCARD,
    play.CALLED_SUIT_DISCARD: Reason.CALLED_SUIT_DISCARD,
}


def legal_plays(position: PlayPosition) -> list[Card]:
    """The fast path (:func:`trainer.schafkopf.play.analyse`): playable cards in hand order."""
    return position.legal()


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    if card not in position.hand:
        message = f"{card.code} is not in the hand"
        return Refusal(Reason.NOT_IN_HAND, message, RULES["sk-follow-suit"])
    code = position.problems().get(card)
    if code is None:
        return None
    message, broken = position.explain(card, code)
    return Refusal(_PLAY_REASONS[code], message[:1].upper() + message[1:], broken)


def can_play(position: PlayPosition, card: Card) -> bool:
    return position.can_play(card)


def verify_play(position: PlayPosition, card: Card, path: str = "card") -> None:
    refusal = why_not_play(position, card)
    if refusal is not None:
        raise refusal.error(path)


def why_not_call(calls: Sequence[Call], hand: Sequence[Card], call: Call) -> Refusal | None:
    """Why ``call`` (a pass when its contract is ``None``) is refused after ``calls``.

    Each seat speaks once, from seat 0 (sk-auction-open); a contract must fit the hand
    (the called ace's conditions, Sie's eight cards); Ramsch is never bid.
    """
    if len(calls) >= SEATS:
        return Refusal(
            Reason.AUCTION_OVER,
            "every seat has spoken; the auction is over",
            RULES["sk-auction-pass-final"],
        )
    if call.seat != len(calls):
        return Refusal(
            Reason.NOT_YOUR_TURN,
            f"it is seat {len(calls)}'s turn to speak, not seat {call.seat}'s",
            RULES["sk-auction-open"],
        )
    if call.contract is None:
        return None
    problem = why_not(call.contract, hand)
    if problem is None:
        return None
    message, broken = problem
    code = Reason.NOT_BID if call.contract.kind is Kind.RAMSCH else Reason.CONTRACT_CONDITION
    return Refusal(code, f"seat {call.seat} cannot call {_label(call.contract)}: {message}", broken)


def can_call(calls: Sequence[Call], hand: Sequence[Card], call: Call) -> bool:
    return why_not_call(calls, hand, call) is None


def verify_call(
    calls: Sequence[Call], hand: Sequence[Card], call: Call, path: str = "call"
) -> None:
    refusal = why_not_call(calls, hand, call)
    if refusal is not None:
        raise refusal.error(path)


def _label(contract: Contract) -> str:
    return contract.label()
