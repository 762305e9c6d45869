"""The talon exchange (rules-notes T13, T19, T20; the text's exchange sentence).

The talon keeps the order in which its six cards were laid down (T19). A
trójka takes the first or the second half (cards 1–3 or 4–6); a dwójka the
first, middle or last two; a jedynka any one card; a solo sees nothing and the
talon counts for the opponents. The soloist then discards exactly as many
cards as he took; discarding a king is allowed by the cards but is a renons
(the deal is lost as if at 33, T14).
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.cards import Card
from trainer.errors import PositionError, Reason, Refusal
from trainer.i18n import AllOf, Message, msg
from trainer.tarok.contracts import Bid
from trainer.tarok.rulebook import RULES

PARTS: dict[str, tuple[tuple[int, ...], ...]] = {
    "trojka": ((0, 1, 2), (3, 4, 5)),
    "dwojka": ((0, 1), (2, 3), (4, 5)),
    "jedynka": tuple((i,) for i in range(6)),
    "solo": (),
}
_PART_NAMES = {
    "trojka": ("first_half", "second_half"),
    "dwojka": ("first_two", "middle_two", "last_two"),
}
"""The talon's groups a bid may take, by name (``tk.quiz.exchange.part.<name>``); a jedynka's
are its six cards, by number; a solo takes none."""


def part_names(bid: Bid) -> list[Message]:
    """The groups of the talon the bid may take, in talon order, in words: "the first half" …"""
    if bid.name == "jedynka":
        return [msg("tk.quiz.exchange.part.card", number=i + 1) for i in range(6)]
    return [msg(f"tk.quiz.exchange.part.{name}") for name in _PART_NAMES.get(bid.name, ())]


def talon_parts(bid: Bid, talon: Sequence[Card]) -> list[list[Card]]:
    """The groups of talon cards the soloist may take, in talon order."""
    return [talon_part(bid, talon, i) for i in range(len(PARTS[bid.name]))]


def talon_part(bid: Bid, talon: Sequence[Card], part: int) -> list[Card]:
    """One of :func:`talon_parts`, without listing the others (a take, in every deal)."""
    return [talon[i] for i in PARTS[bid.name][part]]


def check_talon(talon: Sequence[Card], path: str = "talon") -> None:
    if len(talon) != 6:
        raise PositionError(msg("tk.position.talon_size", count=len(talon)), path)


def part_of(bid: Bid, talon: Sequence[Card], take: Sequence[Card]) -> int | None:
    """Which allowed part of the talon ``take`` is (its index), or ``None``."""
    wanted = set(take)
    for i, part in enumerate(talon_parts(bid, talon)):
        if set(part) == wanted and len(part) == len(take):
            return i
    return None


def why_not_take(bid: Bid, talon: Sequence[Card], take: Sequence[Card]) -> Refusal | None:
    """Why the soloist may not take these talon cards, or ``None`` when he may (T19, T20)."""
    if bid.name == "solo":
        message = msg("tk.talon.solo_takes_nothing")
        return Refusal(Reason.SOLO_TAKES_NOTHING, message, RULES["tk-calls-solo"])
    if part_of(bid, talon, take) is not None:
        return None
    for card in take:
        if card not in talon:
            message = msg("tk.talon.not_in_talon", card=card)
            return Refusal(Reason.TALON_PART, message, RULES["tk-exchange-parts"])
    named = zip(_PART_ARGS[bid.name], talon_parts(bid, talon), strict=True)
    parts = {name: AllOf(part) for name, part in named}
    taken = AllOf(take) if take else msg("tk.talon.nothing")
    message = msg(_PART_KEYS[bid.name], bid=bid, taken=taken, **parts)
    return Refusal(Reason.TALON_PART, message, RULES["tk-exchange-parts"])


_PART_KEYS = {
    "trojka": "tk.talon.part.trojka",
    "dwojka": "tk.talon.part.dwojka",
    "jedynka": "tk.talon.part.jedynka",
}
"""What each bid may take, said with the parts the talon holds, by the bid's name."""

_PART_ARGS: dict[str, tuple[str, ...]] = {
    "trojka": ("first", "second"),
    "dwojka": ("first", "middle", "last"),
    "jedynka": ("card1", "card2", "card3", "card4", "card5", "card6"),
}
"""The arguments that name each part of the talon in those messages, in talon order."""


def why_not_discard(bid: Bid, hand: Sequence[Card], discard: Sequence[Card]) -> Refusal | None:
    """Why the soloist may not lay away these cards of his 12 + k, or ``None`` when he may.
    A king may be discarded: it makes a renons (:func:`is_renons`), not a refusal."""
    count = bid.type.exchange
    if len(discard) != count:
        message = msg("tk.discard.count", n=count, given=len(discard))
        return Refusal(Reason.DISCARD_COUNT, message, RULES["tk-discard-count"])
    if len(set(discard)) != len(discard):
        return Refusal(Reason.DISCARD_REPEATS, msg("tk.discard.repeats"), RULES["tk-discard-count"])
    for card in discard:
        if card not in hand:
            message = msg("tk.play.not_in_hand", card=card)
            return Refusal(Reason.NOT_IN_HAND, message, RULES["tk-discard-count"])
    return None


def kings_in(discard: Sequence[Card]) -> list[Card]:
    """The kings of a discard: any makes a renons (T14)."""
    return [c for c in discard if c.rank == "K"]
