"""Refusals as data: why an action is not allowed, in one shape for every game.

Each game checks plays, calls and discards by its own ladder of rules (``<game>/play.py``,
``<game>/auction.py``); this module gives those ladders one answer type and one
vocabulary, after pokerkit's naming:

* ``why_not_play(position, card) -> Refusal | None`` — the reason, or ``None`` when legal;
* ``can_play(position, card) -> bool`` — the same decision as a yes/no;
* ``verify_play(position, card, path)`` — raises :class:`IllegalAction` carrying the refusal;

and likewise ``why_not_call`` / ``can_call`` / ``verify_call`` and ``why_not_discard`` /
``can_discard`` / ``verify_discard``. The per-game functions live in
``trainer/<game>/legality.py``; the fast ``legal_plays`` of each game stays the hot path and a
test holds ``can_play(position, card) == (card in legal_plays(position))`` for all three games.

>>> from trainer.rules import Rule
>>> rule = Rule("sk-follow-suit", "schafkopf", "Follow suit.", "…")
>>> refusal = Refusal(Reason.FOLLOW_SUIT, "OC led trump and you hold trump", rule)
>>> refusal.to_json()["code"], refusal.to_json()["rule"]["id"]
('follow_suit', 'sk-follow-suit')
>>> error = refusal.error("action.card")
>>> error.to_json()["rule"]["anchor"]
'schafkopf/rules/#sk-follow-suit'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from trainer.errors import IllegalAction
from trainer.rules import Rule


class Reason(StrEnum):
    """Why an action is refused: one vocabulary for the three games.

    The first group is shared; the later groups name what only one game has. A reason is
    a stable code for programs (the quiz graders, the bots, the tests); the learner reads
    the refusal's ``message`` and its ``rule``.
    """

    # shared by every game
    NOT_IN_HAND = "not_in_hand"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    DEAL_OVER = "deal_over"
    NOT_ALLOWED = "not_allowed"
    # following and beating (Schafkopf, Tarok, Pamfil)
    FOLLOW_SUIT = "follow_suit"
    MUST_TRUMP = "must_trump"
    MUST_OVERTRUMP = "must_overtrump"
    MUST_HEAD = "must_head"
    # the called ace (Schafkopf)
    CALLED_ACE_MUST_PLAY = "called_ace_must_play"
    CALLED_ACE_LEAD = "called_ace_lead"
    RUNAWAY_LOWEST = "runaway_lowest"
    CALLED_ACE_DISCARD = "called_ace_discard"
    CALLED_SUIT_DISCARD = "called_suit_discard"
    # calls: auctions and declarations
    CONTRACT_CONDITION = "contract_condition"
    NOT_BID = "not_bid"
    AUCTION_OVER = "auction_over"
    OUT_OF_AUCTION = "out_of_auction"
    NO_BID_TO_HOLD = "no_bid_to_hold"
    ONLY_ELDER_HOLDS = "only_elder_holds"
    BID_TOO_LOW = "bid_too_low"
    ONE_STEP = "one_step"
    NO_SUCH_SEAT = "no_such_seat"
    KING_DOES_NOT_BID = "king_does_not_bid"
    FOREHAND_MUST_PLAY = "forehand_must_play"
    EXCHANGE_COUNT = "exchange_count"
    TALON_SHORT = "talon_short"
    DOUBLING_CLOSED = "doubling_closed"
    DOUBLING_ORDER = "doubling_order"
    DOUBLING_SIDE = "doubling_side"
    # the talon and the discard (Tarok), the exchange (Pamfil)
    TALON_PART = "talon_part"
    SOLO_TAKES_NOTHING = "solo_takes_nothing"
    DISCARD_COUNT = "discard_count"
    DISCARD_REPEATS = "discard_repeats"
    ANNOUNCEMENT_CONDITION = "announcement_condition"


@dataclass(frozen=True, slots=True)
class Refusal:
    """One refused action: a stable ``code``, a sentence a learner can read, the rule broken."""

    code: Reason
    message: str
    rule: Rule

    def to_json(self) -> dict[str, Any]:
        return {"code": str(self.code), "message": self.message, "rule": self.rule.to_json()}

    def error(self, path: str = "") -> IllegalAction:
        """The :class:`IllegalAction` to raise for this refusal (its JSON carries the rule)."""
        return IllegalAction(self.message, path, refusal=self)
