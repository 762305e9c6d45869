"""Which card-point totals a number of tricks can hold (to refuse impossible score requests).

A side that won ``t`` tricks holds ``4 t`` cards of the pack, so its points are the sum of
some ``4 t`` card values (sk-card-points: A 11, 10 10, K 4, O 3, U 2, 9 8 7 nothing; 120 in
all, sk-deck-total). Not every total is possible: one trick holds at most 44 points, seven
hold at least 76, and no pile of cards comes to exactly 1 or 119, since no card is worth 1.
The play itself may rule out more (following suit), but a score request does not show the
play, so only what the cards themselves forbid is refused.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from trainer.cards import SCHAFKOPF_DECK, Card
from trainer.i18n import Message, msg

_VALUES: tuple[int, ...] = (11, 10, 4, 3, 2, 0)
"""The card values of the pack, highest first (sk-card-points)."""


def value_counts(cards: Iterable[Card]) -> tuple[int, ...]:
    """How many cards of each value (in the order of ``_VALUES``) ``cards`` has."""
    counts = dict.fromkeys(_VALUES, 0)
    for card in cards:
        counts[card.points] += 1
    return tuple(counts[v] for v in _VALUES)


PACK = value_counts(SCHAFKOPF_DECK.cards)
"""The whole pack: four cards of each value but 0, twelve of those."""


@lru_cache(maxsize=4096)
def totals(counts: tuple[int, ...], n: int) -> frozenset[int]:
    """Every point total that ``n`` cards drawn from ``counts`` (by value) can make."""
    if n == 0:
        return frozenset({0})
    if sum(counts) < n:
        return frozenset()
    value = _VALUES[len(_VALUES) - len(counts)]
    found: set[int] = set()
    for k in range(min(counts[0], n) + 1):
        found.update(k * value + rest for rest in totals(counts[1:], n - k))
    return frozenset(found)


def why_impossible(
    tricks: int, points: int, known: Iterable[Card] = (), excluded: Iterable[Card] = ()
) -> Message | None:
    """Why ``tricks`` tricks cannot hold ``points`` points (``None``: they can).

    ``known`` are cards these tricks are known to hold (Ramsch: the trumps a player won);
    ``excluded`` are cards known to be elsewhere. The other cards come from the rest of the
    pack.
    """
    held = list(known)
    taken = {*held, *excluded}
    pool = value_counts(c for c in SCHAFKOPF_DECK.cards if c not in taken)
    base = sum(c.points for c in held)
    n = 4 * tricks - len(held)
    possible = totals(pool, n) if n >= 0 else frozenset()
    if points - base in possible:
        return None
    what = msg("sk.feasible.tricks", n=tricks)
    if held:
        what = msg("sk.feasible.tricks_listed", tricks=what, n=len(held))
    if not possible:
        return msg("sk.feasible.cannot_be_made", what=what)
    if points - base > max(possible):
        most = msg("sk.count.points", n=max(possible) + base)
        return msg("sk.feasible.at_most", what=what, points=most, n=tricks)
    if points - base < min(possible):
        least = msg("sk.count.points", n=min(possible) + base)
        return msg("sk.feasible.at_least", what=what, points=least, n=tricks)
    if points in (1, 119):  # no card is worth 1 point
        return msg("sk.feasible.no_such_sum_one", cards=4 * tricks, n=points)
    return msg("sk.feasible.no_such_sum", cards=4 * tricks, n=points)
