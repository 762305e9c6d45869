"""Card points of the three games.

Three different ways of counting, one module, so that the quiz, the scoring
and the worked examples on the site all count the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter

from trainer.cards import Card

_POINTS = attrgetter("points")


def schafkopf_points(cards: Iterable[Card]) -> int:
    """Sum of Schafkopf card points: A 11, 10 10, K 4, O 3, U 2, 9/8/7 0 (120 in the deck)."""
    return sum(map(_POINTS, cards))


def tarok_raw_points(cards: Iterable[Card]) -> int:
    """Sum of the tarok card values before the groups of three are counted (94 in the deck)."""
    return sum(map(_POINTS, cards))


def tarok_count(cards: Sequence[Card]) -> int:
    """Count a pile of tarok cards in groups of three (rules-notes T13).

    The text: "For every trick 2 points are subtracted … for incomplete tricks
    (possible with Dwójka and Jedynka) one point is subtracted." A pile of n
    cards is worth the sum of its values, minus 2 for every complete group of
    three, minus 1 more when a group of one or two is left over. With this rule
    the 42 cards count 66 whichever way the contracts split them.

    >>> from trainer.cards import TAROK_DECK
    >>> tarok_count(TAROK_DECK.cards)
    66
    """
    n = len(cards)
    groups, rest = divmod(n, 3)
    return tarok_raw_points(cards) - 2 * groups - (1 if rest else 0)


#: Ranks that are figures in Pamfil's mucha count: pamfil (UC), A, K, O and the other Unters.
PAMFIL_FIGURES = frozenset({"A", "K", "O", "U"})


def mucha_card_points(card: Card, ace_points: int = 10) -> int:
    """Points of one card in a mucha comparison (rules-notes P6).

    "figury po dziesięć pkt., blotki – stosownie do ilości oczek": figures count
    10, pip cards their number of pips (10, 9, 8, 7, 6). The ace is a figure by
    default; ``ace_points`` is the rule option ``ace_points`` (10, 11 or 1).
    """
    if card.rank == "A":
        return ace_points
    if card.rank in PAMFIL_FIGURES:
        return 10
    return int(card.rank)


def mucha_points(cards: Iterable[Card], ace_points: int = 10) -> int:
    """Total mucha card points of a hand (P6)."""
    table = _MUCHA_TABLES.setdefault(ace_points, {})
    total = 0
    for card in cards:
        value = table.get(card)
        if value is None:
            value = table[card] = mucha_card_points(card, ace_points)
        total += value
    return total


_MUCHA_TABLES: dict[int, dict[Card, int]] = {}
"""Each card's points by ``ace_points``, filled as cards are counted (the playouts count
every trick)."""
