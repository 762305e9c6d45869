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
:func:`rule_on` is the same ladder, rung by rung, saying in words why any card is allowed or
refused and citing the rule (:func:`why_not_play` is its refusal). A test holds
``rule_on(p, c).allowed == (c in legal_plays(p))``.

>>> from trainer.cards import PAMFIL_DECK_32 as D, Suit
>>> from trainer.pamfil.ranking import ranking_for
>>> rank = ranking_for(Suit.H, "top_trump")
>>> position = PlayPosition(D.parse_many(["7S", "AS", "9H"], ""), [D.parse("KS")], rank)
>>> [c.code for c in legal_plays(position)]
['AS']
>>> refusal = why_not_play(position, D.parse("7S"))
>>> refusal.code, str(refusal.message)[:60]
(<Reason.MUST_HEAD: 'must_head'>, 'The Seven of leaves does not beat the King of leaves, which ')
>>> print(rule_on(position, D.parse("AS")).message)
The Ace of leaves follows leaves and beats the King of leaves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from trainer.cards import Card, Suit
from trainer.errors import Duty, Reason, Refusal, Ruling, allowed, refused
from trainer.i18n import AllOf, AnyOf, Message, Noun, msg
from trainer.naming import suit_noun
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


def _ordered(cards: Sequence[Card], ranking: Ranking) -> list[Card]:
    """Cards as a sentence lists them: highest first, whatever the order of the hand."""
    return sorted(cards, key=ranking.sort_key)


def _suit(suit: Suit) -> Noun:
    return suit_noun("pamfil", suit)


def rule_on(position: PlayPosition, card: Card) -> Ruling:
    """The ruling on ``card`` here, allowed or not, in words for a learner, with the rule.

    The rungs are :func:`legal_plays`'s, in the same order: follow suit, head the trick,
    trump, overtrump. Pamfil's rulings are whole sentences.
    """
    hand, trick, ranking, obligation = position
    if card not in hand:
        return refused(Reason.NOT_IN_HAND, msg("pf.play.not_in_hand", card=card), FOLLOW_BEAT)
    if not trick:
        return allowed(Reason.LEADS, msg("pf.play.leads", card=card), FOLLOW_BEAT)
    legal = legal_plays(position)
    suit, power, trump = ranking.suit, ranking.power, ranking.trump
    led = suit[trick[0]]
    best = trick[ranking.winner_index(trick)]
    trumps_led = led is trump
    follow = [c for c in hand if suit[c] is led]
    if card in legal:
        if suit[card] is led:
            if suit[best] is trump and not trumps_led:  # trumped: any card of the suit
                message = msg("pf.play.follows_trumped", card=card, suit=_suit(led))
                return allowed(Reason.FOLLOWS, message, FOLLOW_BEAT)
            if obligation != HEAD_AND_TRUMP:  # a house rule without the duty to head
                key = "pf.play.follows_free_trumps" if trumps_led else "pf.play.follows_free"
            elif power[card] > power[best]:
                key = "pf.play.beats_trumps" if trumps_led else "pf.play.beats"
                message = msg(key, card=card, suit=_suit(led), best=best)
                return allowed(Reason.BEATS, message, FOLLOW_BEAT)
            else:
                key = "pf.play.follows_trumps" if trumps_led else "pf.play.follows"
            return allowed(Reason.FOLLOWS, msg(key, card=card, suit=_suit(led)), FOLLOW_BEAT)
        if suit[card] is trump:
            pamfil = card.code == PAMFIL_CODE
            if suit[best] is trump and power[card] > power[best]:
                key = "pf.play.overtrumps_pamfil" if pamfil else "pf.play.overtrumps"
                message = msg(key, card=card, best=best, suit=_suit(led))
                return allowed(Reason.OVERTRUMPS, message, FOLLOW_BEAT)
            if suit[best] is trump and obligation == HEAD_AND_TRUMP:  # none overtrumps
                message = msg("pf.play.any_trump", card=card, best=best, suit=_suit(led))
                return allowed(Reason.ANY_TRUMP, message, FOLLOW_BEAT)
            key = "pf.play.trumps_pamfil" if pamfil else "pf.play.trumps"
            return allowed(Reason.TRUMPS, msg(key, card=card, suit=_suit(led)), FOLLOW_BEAT)
        if any(suit[c] is trump for c in hand):  # a house rule without the duty to trump
            message = msg("pf.play.any_card_free", card=card, suit=_suit(led))
        else:
            message = msg("pf.play.any_card", card=card, suit=_suit(led))
        return allowed(Reason.ANY_CARD, message, FOLLOW_BEAT)
    # Follow suit: the pamfil follows the trump suit, not acorns (P1).
    if follow and suit[card] is not led:
        key = "pf.play.follow_trumps" if trumps_led else "pf.play.follow_suit"
        message = msg(key, card=card, suit=_suit(led), cards=AllOf(_ordered(follow, ranking)))
        if card.code == PAMFIL_CODE and led is Suit.C:
            message = msg("pf.play.pamfil_counts_as_trump", reason=message)
        elif trumps_led and any(c.code == PAMFIL_CODE for c in follow):
            message = msg("pf.play.pamfil_highest_trump", reason=message)
        return refused(Reason.FOLLOW_SUIT, message, FOLLOW_BEAT)
    # Head the trick: a card of the suit led, but too low while a higher one is held.
    if follow:
        higher = AnyOf(_ordered(legal, ranking))
        message = msg("pf.play.must_head", card=card, best=best, higher=higher)
        return refused(Reason.MUST_HEAD, message, FOLLOW_BEAT)
    # Void in the suit led: trump.
    if suit[card] is not trump:
        message = msg("pf.play.must_trump", card=card, suit=_suit(led))
        if led is Suit.C and any(c.code == PAMFIL_CODE for c in hand):
            message = msg("pf.play.pamfil_is_trump", reason=message)
        return refused(Reason.MUST_TRUMP, message, FOLLOW_BEAT)
    # A trump, but one that does not overtrump the trump already in the trick.
    higher = AnyOf(_ordered(legal, ranking))
    message = msg("pf.play.must_overtrump", card=card, best=best, higher=higher)
    return refused(Reason.MUST_OVERTRUMP, message, FOLLOW_BEAT)


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    """Why ``card`` may not be played here, or ``None`` when it may (its :func:`rule_on`)."""
    return rule_on(position, card).refusal()


def sentence(reason: Message) -> Message:
    """A ruling as a whole sentence: Pamfil's rulings are sentences already."""
    return reason


def rulings(position: PlayPosition) -> list[Ruling]:
    """The ruling on every card of the hand, in hand order."""
    return [rule_on(position, card) for card in position.hand]


def duty(position: PlayPosition, ruled: Sequence[Ruling] | None = None) -> Duty:
    """What the rules ask of this hand, said once, from its cards' rulings (``ruled``, made
    when not given): the code of the allowed cards names the duty (a card that beats the
    trick, or overtrumps, says that the hand must); the rule is the one Pamfil's play has."""
    ruled = rulings(position) if ruled is None else ruled
    hand, trick, ranking, obligation = position
    codes = {r.code for r in ruled if r.allowed}
    if not trick:
        return Duty(Reason.LEADS, msg("pf.duty.lead"), FOLLOW_BEAT)
    led = ranking.suit[trick[0]]
    best = trick[ranking.winner_index(trick)]
    trumps_led = led is ranking.trump
    if codes & {Reason.FOLLOWS, Reason.BEATS}:
        code = Reason.BEATS if Reason.BEATS in codes else Reason.FOLLOWS
        if ranking.is_trump(best) and not trumps_led:
            key = "pf.duty.follow_trumped"  # trumped: any card of the suit will do
        elif obligation != HEAD_AND_TRUMP:
            key = "pf.duty.follow_trumps" if trumps_led else "pf.duty.follow"
        elif code is Reason.BEATS:
            key = "pf.duty.follow_and_beat_trumps" if trumps_led else "pf.duty.follow_and_beat"
        else:
            key = (
                "pf.duty.follow_cannot_beat_trumps" if trumps_led else "pf.duty.follow_cannot_beat"
            )
        message = msg(key, suit=_suit(led))
    elif Reason.OVERTRUMPS in codes and obligation == HEAD_AND_TRUMP:
        code = Reason.OVERTRUMPS
        message = msg("pf.duty.overtrump", suit=_suit(led), best=best)
    elif codes & {Reason.TRUMPS, Reason.OVERTRUMPS, Reason.ANY_TRUMP}:
        code = Reason.TRUMPS
        message = msg("pf.duty.trump", suit=_suit(led))
    elif any(ranking.is_trump(c) for c in hand):  # a house rule without the duty to trump
        code = Reason.ANY_CARD
        message = msg("pf.duty.any_card_no_duty", suit=_suit(led))
    else:
        code = Reason.ANY_CARD
        message = msg("pf.duty.any_card", suit=_suit(led))
    if _pamfil_trump_not_acorn(hand, trick, ranking):
        message = msg("pf.duty.pamfil_is_trump", duty=message)
    return Duty(code, message, FOLLOW_BEAT)


def _pamfil_trump_not_acorn(hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking) -> bool:
    """Acorns led while the pamfil, in the hand or the trick, is a trump and not an acorn."""
    if ranking.suit[trick[0]] is not Suit.C or ranking.trump is Suit.C:
        return False
    pamfil = next((c for c in [*hand, *trick] if c.code == PAMFIL_CODE), None)
    return pamfil is not None and ranking.is_trump(pamfil)


def can_play(position: PlayPosition, card: Card) -> bool:
    """Is ``card`` playable here? (:func:`rule_on`'s yes or no.)"""
    return card in position.hand and card in legal_plays(position)


def trick_winner(trick: Sequence[Card], ranking: Ranking) -> int:
    """Index of the winning card: the highest trump, else the highest card of the led suit."""
    return ranking.winner_index(trick)
