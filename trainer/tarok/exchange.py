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
from dataclasses import dataclass

from trainer.cards import Card
from trainer.errors import IllegalAction, PositionError
from trainer.tarok.contracts import Bid

PARTS: dict[str, tuple[tuple[int, ...], ...]] = {
    "trojka": ((0, 1, 2), (3, 4, 5)),
    "dwojka": ((0, 1), (2, 3), (4, 5)),
    "jedynka": tuple((i,) for i in range(6)),
    "solo": (),
}
PART_NAMES: dict[str, tuple[str, ...]] = {
    "trojka": ("first half", "second half"),
    "dwojka": ("first two", "middle two", "last two"),
    "jedynka": tuple(f"card {i + 1}" for i in range(6)),
    "solo": (),
}


def talon_parts(bid: Bid, talon: Sequence[Card]) -> list[list[Card]]:
    """The groups of talon cards the soloist may take, in talon order."""
    return [talon_part(bid, talon, i) for i in range(len(PARTS[bid.name]))]


def talon_part(bid: Bid, talon: Sequence[Card], part: int) -> list[Card]:
    """One of :func:`talon_parts`, without listing the others (a take, in every deal)."""
    return [talon[i] for i in PARTS[bid.name][part]]


@dataclass(frozen=True, slots=True)
class DiscardCheck:
    """The verdict on a discard: the kings in it make a renons."""

    kings: tuple[Card, ...]

    @property
    def renons(self) -> bool:
        return bool(self.kings)


def check_talon(talon: Sequence[Card], path: str = "talon") -> None:
    if len(talon) != 6:
        raise PositionError(f"the talon has 6 cards, not {len(talon)}", path)


def find_part(bid: Bid, talon: Sequence[Card], take: Sequence[Card], path: str = "take") -> int:
    """Which allowed part ``take`` is (its index), or raise naming the rule."""
    if bid.name == "solo":
        raise IllegalAction(
            "a solo takes nothing from the talon: the soloist may not even look at it",
            path,
        )
    wanted = set(take)
    for i, part in enumerate(talon_parts(bid, talon)):
        if set(part) == wanted and len(part) == len(take):
            return i
    for card in take:
        if card not in talon:
            raise IllegalAction(f"{card.code} is not in the talon", path)
    allowed = "; ".join(
        f"{name}: {' '.join(c.code for c in part)}"
        for name, part in zip(PART_NAMES[bid.name], talon_parts(bid, talon), strict=True)
    )
    count = bid.type.exchange
    raise IllegalAction(
        f"a {bid.label} takes {_what(bid)}, so {' '.join(c.code for c in take) or 'nothing'} "
        f"cannot be taken ({count} card{'s' if count > 1 else ''}; allowed: {allowed})",
        path,
    )


def _what(bid: Bid) -> str:
    return {
        "trojka": "only the first or the second half of the talon",
        "dwojka": "only the first two, the middle two or the last two cards of the talon",
        "jedynka": "any one card of the talon",
    }[bid.name]


def check_discard(
    bid: Bid, hand: Sequence[Card], discard: Sequence[Card], path: str = "discard"
) -> DiscardCheck:
    """Check a discard from the hand after taking (12 + k cards); kings → renons."""
    count = bid.type.exchange
    if len(discard) != count:
        raise IllegalAction(
            f"discard exactly as many cards as were taken: {count}, not {len(discard)}",
            path,
        )
    if len(set(discard)) != len(discard):
        raise PositionError("the discard repeats a card", path)
    for i, card in enumerate(discard):
        if card not in hand:
            raise IllegalAction(f"{card.code} is not in the hand", f"{path}[{i}]")
    return DiscardCheck(tuple([c for c in discard if c.rank == "K"]))
