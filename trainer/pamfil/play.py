"""Legality of a card in Pamfil, and who wins a trick.

"Obowiązuje dodawanie do koloru i przebijanie": following suit and beating are
obligatory. The engine's reading (rules-notes P2, option ``beat_obligation``):

- ``head_and_trump`` (default): follow suit; while the trick is still won by a card of the
  led suit, play a higher card of that suit if you have one (once it is trumped, any card
  of the suit will do); void, you must trump, and overtrump if the trick already holds a
  trump and you can; with neither the suit nor a trump, any card.
- ``trump_only``: follow suit (any card of it); void, any trump; else any card.
- ``none``: follow suit; otherwise any card.

:func:`legal_plays` is the fast path of the random playouts (no exceptions, no strings);
:func:`illegal_reason` and :func:`verify_play` explain the same decision in words, citing
the rule, for the API and the quizzes. A test holds ``can_play == (card in legal_plays)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trainer.cards import Card, Suit
from trainer.errors import IllegalAction
from trainer.legality import Reason as Why
from trainer.legality import Refusal
from trainer.pamfil.ranking import Ranking
from trainer.pamfil.rulebook import RULES
from trainer.rules import Rule

HEAD_AND_TRUMP = "head_and_trump"
TRUMP_ONLY = "trump_only"
NO_BEATING = "none"
OBLIGATIONS = (HEAD_AND_TRUMP, TRUMP_ONLY, NO_BEATING)

FOLLOW_BEAT = RULES["pf-follow-beat"]

REFUSAL_CODES: dict[str, Why] = {
    "not_in_hand": Why.NOT_IN_HAND,
    "must_follow": Why.FOLLOW_SUIT,
    "must_head": Why.MUST_HEAD,
    "must_trump": Why.MUST_TRUMP,
    "must_overtrump": Why.MUST_OVERTRUMP,
}
"""This module's reason codes in the shared vocabulary of :mod:`trainer.legality`."""


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking, obligation: str
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick``, in hand order."""
    if not trick:
        return list(hand)  # the leader may play any card
    suit = ranking.suit
    power = ranking.power
    led = suit[trick[0]]
    follow = [c for c in hand if suit[c] is led]
    if follow:
        if obligation == HEAD_AND_TRUMP:
            best = trick[ranking.winner_index(trick)]
            if suit[best] is led:  # not trumped yet: head the trick if you can
                floor = power[best]
                higher = [c for c in follow if power[c] > floor]
                if higher:
                    return higher
        return follow
    if obligation == NO_BEATING:
        return list(hand)
    trump = ranking.trump
    trumps = [c for c in hand if suit[c] is trump]
    if not trumps:
        return list(hand)
    if obligation == HEAD_AND_TRUMP:
        best = trick[ranking.winner_index(trick)]
        if suit[best] is trump:  # already trumped: overtrump if you can
            floor = power[best]
            over = [c for c in trumps if power[c] > floor]
            if over:
                return over
    return trumps


def can_play(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking, obligation: str
) -> bool:
    """True when ``card`` (in ``hand``) may be played to ``trick``."""
    return card in legal_plays(hand, trick, ranking, obligation)


@dataclass(frozen=True)
class Reason:
    """Why a card may not be played: a stable ``code``, a sentence, the rule it breaks."""

    code: str
    message: str
    rule: Rule

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "message": self.message, "rule": self.rule.to_json()}


def _names(cards: Sequence[Card], conjunction: str = "or") -> str:
    codes = [c.code for c in cards]
    if len(codes) == 1:
        return codes[0]
    return ", ".join(codes[:-1]) + f" {conjunction} " + codes[-1]


def illegal_reason(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking, obligation: str
) -> Reason | None:
    """Why ``card`` may not be played here, or ``None`` when it may."""
    if card not in hand:
        return Reason("not_in_hand", f"{card.code} is not in your hand", FOLLOW_BEAT)
    legal = legal_plays(hand, trick, ranking, obligation)
    if card in legal:
        return None
    suit = ranking.suit
    led = suit[trick[0]]
    led_name = ranking.describe_suit(led)
    best = trick[ranking.winner_index(trick)]
    follow = [c for c in hand if suit[c] is led]
    if follow and suit[card] is not led:
        extra = ""
        if card.code == "UC" and led is Suit.C and ranking.suit[card] is not Suit.C:
            extra = (
                f" The pamfil UC counts as a trump here, not as an acorn, so it does not "
                f"follow {led.german_name}."
            )
        elif led is ranking.trump and follow and any(c.code == "UC" for c in follow):
            extra = " The pamfil UC is the highest trump."
        return Reason(
            "must_follow",
            f"{card.code} does not follow suit: {trick[0].code} led {led_name} and you hold "
            f"{_names(follow, 'and')}.{extra}",
            FOLLOW_BEAT,
        )
    if follow:  # card is of the led suit but too low
        return Reason(
            "must_head",
            f"{card.code} does not beat {best.code}, which is winning the trick, and you hold "
            f"the higher {_names(legal)}: you must beat the trick when you can.",
            FOLLOW_BEAT,
        )
    trumps = [c for c in hand if suit[c] is ranking.trump]
    if suit[card] is not ranking.trump:
        pamfil = ""
        if any(c.code == "UC" for c in trumps) and led is Suit.C:
            pamfil = " The pamfil UC is a trump, not an acorn."
        return Reason(
            "must_trump",
            f"You hold no {led_name}, so you must trump: {card.code} is not a trump and you "
            f"hold {_names(trumps, 'and')}.{pamfil}",
            FOLLOW_BEAT,
        )
    return Reason(
        "must_overtrump",
        f"{card.code} does not beat the trump {best.code} already in the trick, and you can "
        f"overtrump with {_names(legal)}.",
        FOLLOW_BEAT,
    )


def reasons(
    hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking, obligation: str
) -> dict[Card, Reason]:
    """Every illegal card of the hand with its reason."""
    legal = set(legal_plays(hand, trick, ranking, obligation))
    result = {}
    for card in hand:
        if card not in legal:
            reason = illegal_reason(card, hand, trick, ranking, obligation)
            assert reason is not None
            result[card] = reason
    return result


def verify_play(
    card: Card,
    hand: Sequence[Card],
    trick: Sequence[Card],
    ranking: Ranking,
    obligation: str,
    path: str = "card",
) -> None:
    """Raise :class:`IllegalAction` carrying the refusal when ``card`` may not be played."""
    reason = illegal_reason(card, hand, trick, ranking, obligation)
    if reason is not None:
        refusal = Refusal(REFUSAL_CODES[reason.code], reason.message, reason.rule)
        raise IllegalAction(
            f"playing {card.code} is not allowed: {reason.message}", path, refusal=refusal
        )


def trick_winner(trick: Sequence[Card], ranking: Ranking) -> int:
    """Index of the winning card: the highest trump, else the highest card of the led suit."""
    return ranking.winner_index(trick)
