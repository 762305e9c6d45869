"""Legality of a card in Pamfil, and who wins a trick.

"Obowiązuje dodawanie do koloru i przebijanie": following suit and beating are
obligatory. The engine's reading (rules-notes P2, option ``beat_obligation``):

- ``head_and_trump`` (default): follow suit; while the trick is still won by a card of the
  led suit, play a higher card of that suit if you have one (once it is trumped, any card
  of the suit will do); void, you must trump, and overtrump if the trick already holds a
  trump and you can; with neither the suit nor a trump, any card.
- ``trump_only``: follow suit (any card of it); void, any trump; else any card.
- ``none``: follow suit; otherwise any card.

:func:`legal_plays` is the fast path of the state and the playouts (no strings);
:func:`why_not_play` is the same ladder, rung by rung, saying in words why a card is
refused and citing the rule. A test holds ``why_not_play(p, c) is None == (c in
legal_plays(p))``.

>>> from trainer.cards import PAMFIL_DECK_32 as D, Suit
>>> from trainer.pamfil.ranking import ranking_for
>>> rank = ranking_for(Suit.H, "top_trump")
>>> position = PlayPosition(D.parse_many(["7S", "AS", "9H"], ""), [D.parse("KS")], rank)
>>> [c.code for c in legal_plays(position)]
['AS']
>>> refusal = why_not_play(position, D.parse("7S"))
>>> refusal.code, refusal.message[:60]
(<Reason.MUST_HEAD: 'must_head'>, 'The Seven of leaves does not beat the King of leaves, which ')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from trainer.cards import Card, Suit
from trainer.errors import Reason, Refusal
from trainer.naming import capital, cards_in_text, the_card
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking
from trainer.pamfil.rulebook import RULES

HEAD_AND_TRUMP = "head_and_trump"
TRUMP_ONLY = "trump_only"
NO_BEATING = "none"

FOLLOW_BEAT = RULES["pf-follow-beat"]


class PlayPosition(NamedTuple):
    """A player about to play: hand, trick so far, the deal's ranking and the beat option.

    A named tuple, not a dataclass: the state builds one for every legal-actions call.
    """

    hand: Sequence[Card]
    trick: Sequence[Card]
    ranking: Ranking
    obligation: str = HEAD_AND_TRUMP


def legal_plays(position: PlayPosition) -> list[Card]:
    """The cards of the hand that may be played to the trick, in hand order."""
    hand, trick, ranking, obligation = position
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


def _card(card: Card) -> str:
    return the_card("pamfil", card)


def _cards(cards: Sequence[Card], ranking: Ranking, conjunction: str = "and") -> str:
    """Cards in words, highest first, whatever the order of the hand."""
    ordered: list[Card] = sorted(cards, key=ranking.sort_key)
    return cards_in_text("pamfil", ordered, conjunction)


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    """Why ``card`` may not be played here, in words for a learner, or ``None`` when it may.

    The rungs are :func:`legal_plays`'s, in the same order: follow suit, head the trick,
    trump, overtrump.
    """
    hand, trick, ranking, _ = position
    if card not in hand:
        return Refusal(Reason.NOT_IN_HAND, f"You do not hold {_card(card)}.", FOLLOW_BEAT)
    legal = legal_plays(position)
    if card in legal:
        return None
    suit = ranking.suit
    led = suit[trick[0]]
    best = trick[ranking.winner_index(trick)]
    name = capital(_card(card))
    # Follow suit: the pamfil follows the trump suit, not acorns (P1).
    follow = [c for c in hand if suit[c] is led]
    if follow and suit[card] is not led:
        message = (
            f"{name} does not follow {ranking.describe_suit(led)}, the suit led, and you hold "
            f"{_cards(follow, ranking)}."
        )
        if card.code == PAMFIL_CODE and led is Suit.C:
            message += " The pamfil counts as a trump here, not as an acorn."
        elif led is ranking.trump and any(c.code == PAMFIL_CODE for c in follow):
            message += " The pamfil is the highest trump."
        return Refusal(Reason.FOLLOW_SUIT, message, FOLLOW_BEAT)
    # Head the trick: a card of the suit led, but too low while a higher one is held.
    if follow:
        message = (
            f"{name} does not beat {_card(best)}, which is winning the trick; you must beat "
            f"it with {_cards(legal, ranking, 'or')}."
        )
        return Refusal(Reason.MUST_HEAD, message, FOLLOW_BEAT)
    # Void in the suit led: trump.
    if suit[card] is not ranking.trump:
        message = (
            f"You hold no {led.german_name}, so you must play a trump, and {_card(card)} is "
            "not a trump."
        )
        if led is Suit.C and any(c.code == PAMFIL_CODE for c in hand):
            message += " The pamfil is a trump here, not an acorn."
        return Refusal(Reason.MUST_TRUMP, message, FOLLOW_BEAT)
    # A trump, but one that does not overtrump the trump already in the trick.
    message = (
        f"{name} does not beat {_card(best)}, the trump already in the trick; you must "
        f"overtrump with {_cards(legal, ranking, 'or')}."
    )
    return Refusal(Reason.MUST_OVERTRUMP, message, FOLLOW_BEAT)


def can_play(position: PlayPosition, card: Card) -> bool:
    """Is ``card`` playable here? (:func:`why_not_play` as a yes or no.)"""
    return why_not_play(position, card) is None


def trick_winner(trick: Sequence[Card], ranking: Ranking) -> int:
    """Index of the winning card: the highest trump, else the highest card of the led suit."""
    return ranking.winner_index(trick)
