"""Card order in a Pamfil deal: which suit each card belongs to and how high it ranks.

The text ranks "pamfil (niżnik żołędny), tuz, król, wyżnik, pozostałe niżniki, kralka,
dziewiątka, ósemka, siódemka" (P3 of the digest); the six ranks lowest (P13). The pamfil
(UC) is the highest trump whatever the trump suit (P1, option ``pamfil_mode = "top_trump"``);
with ``"top_club"`` it is only the highest acorn. A :class:`Ranking` is built once per
(trump, mode, deck) and cached: the play loop only does dictionary look-ups.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, Card, Suit

#: Ranks from low to high; the index is the card's power inside its suit.
RANK_ORDER: tuple[str, ...] = ("6", "7", "8", "9", "10", "U", "O", "K", "A")
PAMFIL_POWER = len(RANK_ORDER)
"""The pamfil sits above the ace of whichever suit it belongs to."""

PAMFIL_CODE = "UC"
TOP_TRUMP = "top_trump"
TOP_CLUB = "top_club"


@dataclass(frozen=True, eq=False)
class Ranking:
    """The order of one deal: ``suit[card]`` (the suit it follows as) and ``power[card]``.

    Cards of the 32-card deck and of the 36-card deck are different objects, so both are
    in the tables.
    """

    trump: Suit
    pamfil_mode: str
    suit: dict[Card, Suit] = field(default_factory=dict, repr=False)
    power: dict[Card, int] = field(default_factory=dict, repr=False)

    def is_trump(self, card: Card) -> bool:
        return self.suit[card] is self.trump

    def beats(self, card: Card, best: Card) -> bool:
        """Does ``card`` beat ``best``, the card winning the trick so far?

        A card of the same suit beats it when higher; a trump beats any non-trump;
        a card of a third suit never wins.
        """
        suit = self.suit[card]
        best_suit = self.suit[best]
        if suit is best_suit:
            return self.power[card] > self.power[best]
        return suit is self.trump

    def winner_index(self, trick: Sequence[Card]) -> int:
        """Index of the card that wins (or is winning) the trick (:meth:`beats`, inlined:
        this is the playouts' hot path)."""
        suit, power, trump = self.suit, self.power, self.trump
        best = 0
        best_suit = suit[trick[0]]
        best_power = power[trick[0]]
        for i in range(1, len(trick)):
            card = trick[i]
            card_suit = suit[card]
            if card_suit is best_suit:
                if power[card] > best_power:
                    best, best_power = i, power[card]
            elif card_suit is trump:
                best, best_suit, best_power = i, card_suit, power[card]
        return best

    def sort_key(self, card: Card) -> tuple[int, int, int]:
        """Hand order for display: trumps first, then suits in C S H D order, high to low."""
        suit = self.suit[card]
        return (0 if suit is self.trump else 1, "CSHD".index(suit.value), -self.power[card])

    def describe_suit(self, suit: Suit) -> str:
        """Readable suit name, saying when it is trumps."""
        name = suit.german_name
        return f"{name} (trumps)" if suit is self.trump else name


@lru_cache(maxsize=16)
def ranking_for(trump: Suit | str, pamfil_mode: str = TOP_TRUMP) -> Ranking:
    """The (cached) ranking for a trump suit and a ``pamfil_mode`` option value."""
    trump = Suit(trump)
    if pamfil_mode not in (TOP_TRUMP, TOP_CLUB):
        raise ValueError(f"unknown pamfil_mode {pamfil_mode!r}")
    ranking = Ranking(trump, pamfil_mode)
    for deck in (PAMFIL_DECK_32, PAMFIL_DECK_36):
        for card in deck:
            if card.code == PAMFIL_CODE:  # the Unter of acorns, the pamfil
                ranking.suit[card] = trump if pamfil_mode == TOP_TRUMP else Suit.C
                ranking.power[card] = PAMFIL_POWER
            else:
                ranking.suit[card] = card.printed_suit
                ranking.power[card] = RANK_ORDER.index(card.rank)
    return ranking


__all__ = [
    "RANK_ORDER",
    "Ranking",
    "ranking_for",
]
