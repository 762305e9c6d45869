"""Which card may be played (rules-notes T3), and why not, in words.

The text: the leader may play any card; the others must follow suit, or follow
tarok with tarok; a player void in the suit led must play a tarok; there is a
duty to beat with taroks when one can; only with neither the suit nor a tarok
may one play any card. Read as T3: whenever a tarok is played to a trick that
already holds a tarok (a tarok lead included), it must beat the highest tarok
there if the hand can; there is no duty to head a plain suit.

:func:`legal_plays` is the hot path (no strings); :func:`why_not_play` is the same ladder,
rung for rung, answering a :class:`~trainer.errors.Refusal` worded for the learner who
tried the card. A test keeps ``why_not_play(card) is None == (card in legal_plays(...))``.

>>> from trainer.cards import TAROK_DECK as D
>>> position = PlayPosition(D.parse_many(["KH", "T5", "T9"], ""), [D.parse("QH")])
>>> [c.code for c in legal_plays(position.hand, position.trick)]
['KH']
>>> refusal = why_not_play(position, D.parse("T9"))
>>> print(refusal.code, "|", refusal.message)  # doctest: +NORMALIZE_WHITESPACE
follow_suit | tarok IX does not follow suit: the Queen of hearts was led and you hold
a heart (the King of hearts), so you must play it
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trainer.cards import Card
from trainer.errors import PositionError, Reason, Refusal
from trainer.i18n import AllOf, AnyOf, msg
from trainer.naming import plural, suit_noun
from trainer.tarok.rulebook import RULES


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """A player about to play: his hand and the cards already in the trick."""

    hand: Sequence[Card]
    trick: Sequence[Card]


def _highest_tarok(trick: Sequence[Card]) -> int:
    """Number of the highest tarok in the trick (0 if none)."""
    best = 0
    for card in trick:
        if card.number > best:
            best = card.number
    return best


def legal_plays(hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (in hand order)."""
    if not trick:
        return list(hand)  # the leader may play any card
    lead = trick[0]
    if not lead.number:
        suit = lead.suit
        same = [c for c in hand if c.suit is suit]
        if same:
            return same  # follow suit; no duty to head it, and no trumping
    taroks = [c for c in hand if c.number]
    if not taroks:
        return list(hand)  # neither the suit nor a tarok: any card
    top = _highest_tarok(trick)
    if top:
        higher = [c for c in taroks if c.number > top]
        if higher:
            return higher  # a tarok on a tarok must beat it if it can
    return taroks


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    """Why ``card`` may not be played here, or ``None`` when it may (the rungs of
    :func:`legal_plays`, with their words and rules)."""
    hand, trick = position.hand, position.trick
    if card not in hand:
        return Refusal(
            Reason.NOT_IN_HAND, msg("tk.play.not_in_hand", card=card), RULES["tk-lead-any"]
        )
    if not trick:
        return None  # the leader may play any card
    lead = trick[0]
    suit = lead.suit  # None for a tarok
    if suit is not None:
        same = [c for c in hand if c.suit is suit]
        if same:  # follow suit; no duty to head it, and no trumping
            if card.suit is suit:
                return None
            message = msg(
                "tk.play.follow_suit",
                card=card,
                lead=lead,
                suit=suit_noun("tarok", suit),
                cards=AllOf(same),
                n=len(same),
            )
            return Refusal(Reason.FOLLOW_SUIT, message, RULES["tk-follow"])
    taroks = [c for c in hand if c.number]
    if not taroks:
        return None  # neither the suit nor a tarok: any card
    if not card.number:
        if suit is None:
            message = msg("tk.play.follow_tarok", card=card, taroks=AllOf(taroks))
            return Refusal(Reason.FOLLOW_SUIT, message, RULES["tk-follow"])
        message = msg(
            "tk.play.must_tarok",
            card=card,
            suit=suit_noun("tarok", suit),
            lead=lead,
            taroks=AnyOf(taroks),
        )
        return Refusal(Reason.MUST_TRUMP, message, RULES["tk-void-tarok"])
    top = max(trick, key=lambda c: c.number)
    if top.number and card.number < top.number:
        higher = [c for c in taroks if c.number > top.number]
        if higher:  # a tarok on a tarok must beat it if it can
            message = msg("tk.play.must_overtrump", card=card, top=top, higher=AnyOf(higher))
            return Refusal(Reason.MUST_OVERTRUMP, message, RULES["tk-overtrump"])
    return None


def check_position(
    hand: Sequence[Card],
    trick: Sequence[Card],
    history: Sequence[Sequence[Card]] = (),
) -> None:
    """Refuse positions that cannot occur: shared cards, over-long tricks, too many cards."""
    if len(trick) >= 3:
        raise PositionError(
            f"the trick already has {plural(len(trick), 'card')}: a trick is complete with 3",
            "trick",
        )
    seen: dict[Card, str] = {}
    for i, card in enumerate(hand):
        seen[card] = f"hand[{i}]"
    for i, card in enumerate(trick):
        if card in seen:
            raise PositionError(f"{card.code} is both in hand and in the trick", f"trick[{i}]")
        seen[card] = f"trick[{i}]"
    for t, earlier in enumerate(history):
        if len(earlier) != 3:
            raise PositionError(
                f"history[{t}] has {plural(len(earlier), 'card')}; an earlier trick has 3",
                f"history[{t}]",
            )
        for i, card in enumerate(earlier):
            where = f"history[{t}][{i}]"
            if card in seen:
                raise PositionError(
                    f"{card.code} is in history[{t}] and also in {seen[card]}", where
                )
            seen[card] = where
    if len(history) > 11:
        raise PositionError("a deal has 12 tricks, so at most 11 earlier ones", "history")
    if len(hand) > 12:
        raise PositionError(f"a hand holds at most 12 cards, not {len(hand)}", "hand")
    expected = 12 - len(history)
    if history and len(hand) != expected:
        # with the earlier tricks given, the hand is known to the card: 12 dealt, one a trick
        raise PositionError(
            f"after {plural(len(history), 'trick')} the player to move holds "
            f"{plural(expected, 'card')}, not {len(hand)}",
            "hand",
        )
    if not hand:
        raise PositionError("the hand is empty: there is nothing to play", "hand")
