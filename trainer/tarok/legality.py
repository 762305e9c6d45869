"""Tarok's refusals as data: plays, calls and discards (see :mod:`trainer.legality`).

Thin functions over the ladders that already decide: :func:`trainer.tarok.play.why_illegal`
for a card, :meth:`trainer.tarok.auction.Auction.why_refused` for a call and
:func:`trainer.tarok.exchange.check_discard` for a discard. Only the answer's shape changes.

>>> from trainer.cards import TAROK_DECK as D
>>> position = PlayPosition(tuple(D.parse_many(["KH", "T5", "T9"], "")), (D.parse("QH"),))
>>> [c.code for c in legal_plays(position)]
['KH']
>>> why_not_play(position, D.parse("T9")).code
<Reason.FOLLOW_SUIT: 'follow_suit'>
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trainer.cards import Card
from trainer.errors import IllegalAction, PositionError
from trainer.legality import Reason, Refusal
from trainer.tarok import play
from trainer.tarok.auction import Auction, Call
from trainer.tarok.cite import rule
from trainer.tarok.contracts import Bid
from trainer.tarok.exchange import check_discard

_PLAY_REASONS = {
    "not_in_hand": Reason.NOT_IN_HAND,
    "follow_suit": Reason.FOLLOW_SUIT,
    "tarok_to_tarok": Reason.FOLLOW_SUIT,
    "must_tarok": Reason.MUST_TRUMP,
    "must_overtrump": Reason.MUST_OVERTRUMP,
}


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """A player about to play: his hand and the cards already in the trick."""

    hand: Sequence[Card]
    trick: Sequence[Card]


def legal_plays(position: PlayPosition) -> list[Card]:
    """The fast path: the playable cards in hand order."""
    return play.legal_plays(position.hand, position.trick)


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    violation = play.why_illegal(position.hand, position.trick, card)
    if violation is None:
        return None
    return Refusal(_PLAY_REASONS[violation.code], violation.message, violation.rule)


def can_play(position: PlayPosition, card: Card) -> bool:
    return why_not_play(position, card) is None


def verify_play(position: PlayPosition, card: Card, path: str = "card") -> None:
    refusal = why_not_play(position, card)
    if refusal is not None:
        raise refusal.error(path)


_CALL_REASONS = {
    rule("auction_end").id: Reason.AUCTION_OVER,
    rule("four_players").id: Reason.KING_DOES_NOT_BID,
    rule("auction_pass_out").id: Reason.OUT_OF_AUCTION,
    rule("auction_pairs").id: Reason.NOT_YOUR_TURN,
    rule("auction_raise").id: Reason.BID_TOO_LOW,
    rule("auction_ladder").id: Reason.ONE_STEP,
}
"""Rule sentence the auction cites → the reason it stands for."""


def why_not_call(auction: Auction, call: Call) -> Refusal | None:
    refused = auction.why_refused(call)
    if refused is None:
        return None
    broken = refused.rule
    code = _CALL_REASONS.get(broken.id, Reason.NOT_ALLOWED)
    if broken is rule("auction_hold"):
        code = Reason.NO_BID_TO_HOLD if auction.bid is None else Reason.ONLY_ELDER_HOLDS
    if code is Reason.NOT_YOUR_TURN and call.seat >= auction.players:
        code = Reason.NO_SUCH_SEAT
    return Refusal(code, refused.message, broken)


def can_call(auction: Auction, call: Call) -> bool:
    return why_not_call(auction, call) is None


def verify_call(auction: Auction, call: Call, path: str = "call") -> None:
    refusal = why_not_call(auction, call)
    if refusal is not None:
        raise refusal.error(path)


@dataclass(frozen=True, slots=True)
class DiscardPosition:
    """The soloist after taking from the talon: his contract and his 12 + k cards."""

    bid: Bid
    hand: Sequence[Card]


def why_not_discard(position: DiscardPosition, cards: Sequence[Card]) -> Refusal | None:
    """Why this discard is refused (kings are allowed: they make a renons, not a refusal)."""
    count = position.bid.type.exchange
    if len(cards) != count:
        message = f"discard exactly as many cards as were taken: {count}, not {len(cards)}"
        return Refusal(Reason.DISCARD_COUNT, message, rule("discard_count"))
    if len(set(cards)) != len(cards):
        return Refusal(Reason.DISCARD_REPEATS, "the discard repeats a card", rule("discard_count"))
    try:
        check_discard(position.bid, position.hand, cards)
    except (IllegalAction, PositionError) as error:
        return Refusal(Reason.NOT_IN_HAND, error.message, rule("discard_count"))
    return None


def can_discard(position: DiscardPosition, cards: Sequence[Card]) -> bool:
    return why_not_discard(position, cards) is None


def verify_discard(position: DiscardPosition, cards: Sequence[Card], path: str = "cards") -> None:
    refusal = why_not_discard(position, cards)
    if refusal is not None:
        raise refusal.error(path)
