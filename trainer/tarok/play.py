"""Which card may be played (rules-notes T3), explained.

The text: the leader may play any card; the others must follow suit, or follow
tarok with tarok; a player void in the suit led must play a tarok; there is a
duty to beat with taroks when one can; only with neither the suit nor a tarok
may one play any card. Read as T3: whenever a tarok is played to a trick that
already holds a tarok (a tarok lead included), it must beat the highest tarok
there if the hand can; there is no duty to head a plain suit.

``legal_plays`` is the hot path (no exceptions, no strings); ``why_illegal``
gives the reason for one card, and ``verify_play`` raises it. A test keeps
``can_play(card) == (card in legal_plays(...))`` for every card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from trainer.cards import Card
from trainer.errors import IllegalAction, PositionError
from trainer.rules import Rule
from trainer.tarok.cite import rule


@dataclass(frozen=True, slots=True)
class Violation:
    """Why one card may not be played: a stable code, a sentence, the rule broken."""

    code: str
    message: str
    rule: Rule

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "message": self.message, "rule": self.rule.to_json()}


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


def why_illegal(hand: Sequence[Card], trick: Sequence[Card], card: Card) -> Violation | None:
    """The reason ``card`` may not be played, or ``None`` when it is legal."""
    if card not in hand:
        return Violation("not_in_hand", f"{card.code} is not in the hand", rule("play_lead"))
    if not trick:
        return None
    lead = trick[0]
    suit = lead.suit  # None for a tarok
    if suit is not None and any(c.suit is suit for c in hand):
        if card.suit is suit:
            return None
        return Violation(
            "follow_suit",
            f"{card.code} does not follow suit: {lead.code} was led and the hand holds "
            f"{suit.french_name} ({_codes(c for c in hand if c.suit is suit)}), so it must "
            f"play one of them",
            rule("play_follow"),
        )
    taroks = [c for c in hand if c.number]
    if not taroks:
        return None
    if not card.number:
        if suit is None:
            return Violation(
                "tarok_to_tarok",
                f"{card.code} is not a tarok: a tarok was led and the hand holds taroks "
                f"({_codes(taroks)}), so it must follow tarok with tarok",
                rule("play_follow"),
            )
        return Violation(
            "must_tarok",
            f"{card.code} is not a tarok: the hand has no {suit.french_name} to follow "
            f"{lead.code}, so it must play a tarok ({_codes(taroks)})",
            rule("play_void"),
        )
    top = _highest_tarok(trick)
    if top and card.number < top:
        higher = [c for c in taroks if c.number > top]
        if higher:
            return Violation(
                "must_overtrump",
                f"{card.code} does not beat {_tarok_name(top)} already in the trick; the "
                f"hand can beat it with {_codes(higher)}, and taroks must beat when they can",
                rule("play_beat"),
            )
    return None


def can_play(hand: Sequence[Card], trick: Sequence[Card], card: Card) -> bool:
    """True when ``card`` may be played (the same answer as ``legal_plays``)."""
    return why_illegal(hand, trick, card) is None


def verify_play(hand: Sequence[Card], trick: Sequence[Card], card: Card, path: str = "") -> None:
    """Raise :class:`IllegalAction` with the reason when ``card`` may not be played."""
    violation = why_illegal(hand, trick, card)
    if violation is not None:
        raise IllegalAction(violation.message, path)


def reasons(hand: Sequence[Card], trick: Sequence[Card]) -> dict[str, Violation]:
    """Every illegal card of the hand with its reason."""
    result = {}
    for card in hand:
        violation = why_illegal(hand, trick, card)
        if violation is not None:
            result[card.code] = violation
    return result


def check_position(
    hand: Sequence[Card],
    trick: Sequence[Card],
    history: Sequence[Sequence[Card]] = (),
) -> None:
    """Refuse positions that cannot occur: shared cards, over-long tricks, too many cards."""
    if len(trick) >= 3:
        raise PositionError(
            f"the trick already has {len(trick)} cards: a trick is complete with 3", "trick"
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
                f"history[{t}] has {len(earlier)} cards; an earlier trick has 3", f"history[{t}]"
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
            f"after {len(history)} tricks the player to move holds {expected} cards, "
            f"not {len(hand)}",
            "hand",
        )
    if not hand:
        raise PositionError("the hand is empty: there is nothing to play", "hand")


def _codes(cards: Iterable[Card]) -> str:
    return ", ".join(c.code for c in cards)


def _tarok_name(number: int) -> str:
    if number == 22:
        return "SK"
    return f"T{number}"
