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

from trainer.cards import Card
from trainer.legality import Reason, Refusal
from trainer.schafkopf import play
from trainer.schafkopf.play import PlayPosition
from trainer.schafkopf.rulebook import RULES

__all__ = [
    "PlayPosition",
    "can_play",
    "legal_plays",
    "verify_play",
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
