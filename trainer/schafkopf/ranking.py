"""Card order per contract: which cards are trump, each card's effective suit and strength.

The text: Obers and Unters "being trumps, no longer belong to their usual suits, but to the
trump suit" (sk-ober-unter-belong). So every card gets an *effective suit*: ``"T"`` for a
trump, else its printed suit. Following and trick winning only look at effective suits and
strengths, which are precomputed once per contract family (hearts-like, suit solo in X, Wenz)
and shared: the random playouts never rebuild them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from trainer.cards import SCHAFKOPF_DECK, SUITS, Card, Suit
from trainer.schafkopf.contracts import Contract

TRUMP = "T"
"""The effective suit of every trump card."""

OBERS = tuple(SCHAFKOPF_DECK[f"O{s}"] for s in SUITS)
UNTERS = tuple(SCHAFKOPF_DECK[f"U{s}"] for s in SUITS)
PLAIN_ORDER = ("A", "10", "K", "9", "8", "7")
"""Plain suits and the trump suit's own cards: A 10 K 9 8 7 (S18: the table governs)."""
WENZ_PLAIN_ORDER = ("A", "10", "K", "O", "9", "8", "7")
"""In Wenz the Obers drop "between the kings and the 9" (sk-wenz, S14)."""


@dataclass(frozen=True, eq=False)
class Ranking:
    """The card order of one contract family.

    ``eff[card]`` is ``"T"`` or the suit letter; ``power[card]`` is larger for stronger cards,
    and every trump's power is above every plain card's. ``trumps`` lists the trumps, highest
    first; ``suit_cards[suit]`` the plain cards of a suit, highest first.
    """

    eff: dict[Card, str]
    power: dict[Card, int]
    trumps: tuple[Card, ...]
    suit_cards: dict[str, tuple[Card, ...]]
    strength: dict[str, dict[Card, int]]
    """``strength[led][card]``: the card's power when ``led`` was led, -1 if it cannot win."""

    def is_trump(self, card: Card) -> bool:
        return self.eff[card] == TRUMP

    def winner(self, trick: list[Card] | tuple[Card, ...]) -> int:
        """Index of the card that wins ``trick``: the highest trump, else the highest card of
        the suit led (sk-trick-winner); other suits cannot win."""
        strength = self.strength[self.eff[trick[0]]]
        best = 0
        best_power = strength[trick[0]]
        for i in range(1, len(trick)):
            power = strength[trick[i]]
            if power > best_power:
                best = i
                best_power = power
        return best

    def describe_suit(self, suit: str) -> str:
        return "trump" if suit == TRUMP else Suit(suit).german_name


@cache
def ranking_for(wenz: bool, trump_suit: Suit | None) -> Ranking:
    """Build (once) the ranking of a family: Wenz, or O/U trumps plus ``trump_suit``."""
    if wenz:
        trumps = list(UNTERS)
    else:
        trumps = [*OBERS, *UNTERS]
        if trump_suit is not None:
            trumps += [SCHAFKOPF_DECK[f"{rank}{trump_suit}"] for rank in PLAIN_ORDER]
    plain_ranks = WENZ_PLAIN_ORDER if wenz else PLAIN_ORDER
    eff: dict[Card, str] = {}
    power: dict[Card, int] = {}
    for i, card in enumerate(trumps):
        eff[card] = TRUMP
        power[card] = 100 - i
    suit_cards: dict[str, tuple[Card, ...]] = {}
    for suit in SUITS:
        if suit is trump_suit:
            continue
        cards = tuple(SCHAFKOPF_DECK[f"{rank}{suit}"] for rank in plain_ranks)
        suit_cards[str(suit)] = cards
        for i, card in enumerate(cards):
            eff[card] = str(suit)
            power[card] = 50 - i
    strength = {
        led: {c: (power[c] if eff[c] in (led, TRUMP) else -1) for c in eff}
        for led in (TRUMP, *(str(s) for s in SUITS))
    }
    return Ranking(
        eff=eff, power=power, trumps=tuple(trumps), suit_cards=suit_cards, strength=strength
    )


def ranking(contract: Contract) -> Ranking:
    """The ranking a contract plays with (ace game, Ramsch, Sie: hearts; Wenz: Unters only)."""
    return ranking_for(contract.info.wenz, contract.trump_suit)


def sort_hand(cards: list[Card], rank: Ranking) -> list[Card]:
    """A hand as a player sorts it: trumps highest first, then each plain suit, C S H D."""
    suit_index = {TRUMP: 0, "C": 1, "S": 2, "H": 3, "D": 4}
    return sorted(cards, key=lambda c: (suit_index[rank.eff[c]], -rank.power[c]))
