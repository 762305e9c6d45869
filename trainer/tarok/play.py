"""Which card may be played (rules-notes T3), and why not, in words.

The text: the leader may play any card; the others must follow suit, or follow
tarok with tarok; a player void in the suit led must play a tarok; there is a
duty to beat with taroks when one can; only with neither the suit nor a tarok
may one play any card. Read as T3: whenever a tarok is played to a trick that
already holds a tarok (a tarok lead included), it must beat the highest tarok
there if the hand can; there is no duty to head a plain suit.

:func:`legal_plays` is the hot path (no strings); :func:`rule_on` is the same ladder, rung
for rung, answering a :class:`~trainer.errors.Ruling` on any card, allowed or not, worded for
the learner (:func:`why_not_play` is its refusal). A test keeps ``rule_on(card).allowed ==
(card in legal_plays(...))``.

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
from trainer.errors import (
    Duty,
    PositionError,
    Reason,
    Refusal,
    Ruling,
    allowed,
    deciding_rule,
    refused,
)
from trainer.i18n import AllOf, AnyOf, Message, Noun, Text, msg
from trainer.naming import suit_noun
from trainer.tarok.rulebook import RULES

_LEAD, _FOLLOW, _VOID = RULES["tk-lead-any"], RULES["tk-follow"], RULES["tk-void-tarok"]
_BEAT, _ANY = RULES["tk-overtrump"], RULES["tk-any-card"]


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


def rule_on(position: PlayPosition, card: Card) -> Ruling:
    """The ruling on ``card`` here, allowed or not, with its words and rule: the rungs of
    :func:`legal_plays`, in the same order."""
    hand, trick = position.hand, position.trick
    if card not in hand:
        return refused(Reason.NOT_IN_HAND, msg("tk.play.not_in_hand", card=card), _LEAD)
    if not trick:
        return allowed(Reason.LEADS, msg("tk.play.leads", card=card), _LEAD)
    lead = trick[0]
    suit = lead.suit  # None for a tarok
    if suit is not None:
        same = [c for c in hand if c.suit is suit]
        if same:  # follow suit; no duty to head it, and no trumping
            if card.suit is suit:
                message = msg("tk.play.follows", card=card, suit=suit_noun("tarok", suit))
                return allowed(Reason.FOLLOWS, message, _FOLLOW)
            message = msg(
                "tk.play.follow_suit",
                card=card,
                lead=lead,
                suit=suit_noun("tarok", suit),
                cards=AllOf(same),
                n=len(same),
            )
            return refused(Reason.FOLLOW_SUIT, message, _FOLLOW)
    taroks = [c for c in hand if c.number]
    if not taroks:  # neither the suit nor a tarok: any card
        if suit is None:
            return allowed(Reason.ANY_CARD, msg("tk.play.no_tarok", card=card), _ANY)
        message = msg("tk.play.any_card", card=card, suit=suit_noun("tarok", suit))
        return allowed(Reason.ANY_CARD, message, _ANY)
    if not card.number:
        if suit is None:
            message = msg("tk.play.follow_tarok", card=card, taroks=AllOf(taroks))
            return refused(Reason.FOLLOW_SUIT, message, _FOLLOW)
        message = msg(
            "tk.play.must_tarok",
            card=card,
            suit=suit_noun("tarok", suit),
            lead=lead,
            taroks=AnyOf(taroks),
        )
        return refused(Reason.MUST_TRUMP, message, _VOID)
    top = max(trick, key=lambda c: c.number)
    if top.number:  # a tarok on a tarok must beat it if it can
        if card.number > top.number:
            return allowed(Reason.OVERTRUMPS, msg("tk.play.beats", card=card, top=top), _BEAT)
        higher = [c for c in taroks if c.number > top.number]
        if higher:
            message = msg("tk.play.must_overtrump", card=card, top=top, higher=AnyOf(higher))
            return refused(Reason.MUST_OVERTRUMP, message, _BEAT)
        return allowed(Reason.ANY_TRUMP, msg("tk.play.any_tarok", card=card, top=top), _BEAT)
    assert suit is not None  # a tarok led is a tarok in the trick
    message = msg("tk.play.tarok", card=card, suit=suit_noun("tarok", suit))
    return allowed(Reason.TRUMPS, message, _VOID)


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    """Why ``card`` may not be played here, or ``None`` when it may (its :func:`rule_on`)."""
    return rule_on(position, card).refusal()


def sentence(reason: Message) -> Message:
    """A ruling as a whole sentence: its first letter up and a full stop (the refusals are
    clauses that the page and the quiz end)."""
    return msg("tk.play.sentence", reason=reason)


def rulings(position: PlayPosition) -> list[Ruling]:
    """The ruling on every card of the hand, in hand order."""
    return [rule_on(position, card) for card in position.hand]


def duty(position: PlayPosition, ruled: Sequence[Ruling] | None = None) -> Duty:
    """What the rules ask of this hand, said once, from its cards' rulings (``ruled``, made
    when not given): every card the rules allow here is allowed by one rung, whose code names
    the duty; the rule is the overtrumping one where it refuses a tarok, else that of the
    refusals (the rule of the allowed cards when nothing is refused)."""
    ruled = rulings(position) if ruled is None else ruled
    lead = position.trick[0] if position.trick else None
    ruling = next(r for r in ruled if r.allowed)
    args = ruling.args
    code = ruling.code
    if code is Reason.FOLLOWS:
        message = msg("tk.duty.follow", suit=args["suit"])
    elif code is Reason.OVERTRUMPS:
        assert lead is not None
        if lead.number:
            message = msg("tk.duty.beat_tarok_led", top=args["top"])
        else:
            message = msg("tk.duty.beat_void", top=args["top"], suit=_suit_of(lead))
    elif code is Reason.ANY_TRUMP:
        message = msg("tk.duty.any_tarok", top=args["top"])
    elif code is Reason.TRUMPS:
        message = msg("tk.duty.tarok", suit=args["suit"])
    elif code is Reason.ANY_CARD and lead is not None and lead.number:
        message = msg("tk.duty.no_tarok")
    elif code is Reason.ANY_CARD:
        assert lead is not None
        message = msg("tk.duty.any_card", suit=_suit_of(lead))
    else:
        message = msg("tk.duty.lead")
    return Duty(code, message, deciding_rule(ruled, Reason.MUST_OVERTRUMP))


def _suit_of(card: Card) -> Noun:
    assert card.suit is not None
    return suit_noun("tarok", card.suit)


def check_position(
    hand: Sequence[Card],
    trick: Sequence[Card],
    history: Sequence[Sequence[Card]] = (),
) -> None:
    """Refuse positions that cannot occur: shared cards, over-long tricks, too many cards."""
    if len(trick) >= 3:
        raise PositionError(msg("tk.position.trick_full", n=len(trick)), "trick")
    seen: dict[Card, str] = {}
    for i, card in enumerate(hand):
        seen[card] = f"hand[{i}]"
    for i, card in enumerate(trick):
        if card in seen:
            twice = msg("tk.position.hand_and_trick", card=Text(card.code))
            raise PositionError(twice, f"trick[{i}]")
        seen[card] = f"trick[{i}]"
    for t, earlier in enumerate(history):
        if len(earlier) != 3:
            short = msg("tk.position.history_size", where=Text(f"history[{t}]"), n=len(earlier))
            raise PositionError(short, f"history[{t}]")
        for i, card in enumerate(earlier):
            where = f"history[{t}][{i}]"
            if card in seen:
                again = msg(
                    "tk.position.history_repeat",
                    card=Text(card.code),
                    where=Text(f"history[{t}]"),
                    other=Text(seen[card]),
                )
                raise PositionError(again, where)
            seen[card] = where
    if len(history) > 11:
        raise PositionError(msg("tk.position.too_many_tricks"), "history")
    if len(hand) > 12:
        raise PositionError(msg("tk.position.hand_too_big", count=len(hand)), "hand")
    expected = 12 - len(history)
    if history and len(hand) != expected:
        # with the earlier tricks given, the hand is known to the card: 12 dealt, one a trick
        wrong = msg(
            "tk.position.hand_size",
            tricks=msg("core.count.tricks_after", n=len(history)),
            cards=msg("core.count.cards_held", n=expected),
            held=len(hand),
        )
        raise PositionError(wrong, "hand")
    if not hand:
        raise PositionError(msg("core.position.empty_hand"), "hand")
