"""Card order in tarok play (rules-notes T1, T2) and the trick winner.

Play does not depend on the contract: the 21 taroks and the skis are always
trumps, the skis ranking as tarok 22 (T2) above the mond (XXI); a plain suit
ranks King > Queen > Cavalier > Jack > pip card (T1, from the point values).
A trick is won by its highest tarok, or, with no tarok in it, by the highest
card of the suit led.
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.cards import TAROK_DECK, Card
from trainer.errors import PositionError
from trainer.i18n import msg

SUIT_RANK_ORDER: dict[str, int] = {"K": 5, "Q": 4, "C": 3, "J": 2, "10": 1}
"""Plain-suit order, high to low K Q C J 10 (T1)."""

PAGAT = TAROK_DECK["T1"]
MOND = TAROK_DECK["T21"]
SKIS = TAROK_DECK["SK"]
KINGS: frozenset[Card] = frozenset(c for c in TAROK_DECK.cards if c.rank == "K")
TRULL: frozenset[Card] = frozenset((PAGAT, MOND, SKIS))

STRENGTH: dict[Card, int] = {
    c: (100 + c.number if c.is_tarok else SUIT_RANK_ORDER[c.rank]) for c in TAROK_DECK.cards
}
"""Strength of a card in a trick, precomputed: taroks 100 + number (skis 122), suit cards 1–5.
A card wins over the best so far when it is stronger and is a tarok or of the suit led."""


def strength(card: Card) -> int:
    """How high a card ranks among cards that can win (taroks above every suit card)."""
    return STRENGTH[card]


def winning_index(trick: Sequence[Card]) -> int:
    """Index of the card that wins ``trick`` (no validation: the hot path).

    The highest tarok wins; with no tarok, the highest card of the suit led.
    """
    lead = trick[0]
    best = 0
    best_strength = STRENGTH[lead]
    lead_suit = lead.suit
    for i in range(1, len(trick)):
        card = trick[i]
        if card.suit is lead_suit or card.number:
            value = STRENGTH[card]
            if value > best_strength:
                best, best_strength = i, value
    return best


def trick_winner(trick: Sequence[Card]) -> int:
    """Index into a complete trick of its winning card, after checking the trick.

    A trick has one card from each of the three active players (with four at
    the table the king does not play, T16), so it must hold exactly three
    different cards.
    """
    if len(trick) != 3:
        raise PositionError(msg("tk.position.trick_size", count=len(trick)), "trick")
    if len(set(trick)) != 3:
        raise PositionError(msg("tk.position.trick_repeat"), "trick")
    return winning_index(trick)
