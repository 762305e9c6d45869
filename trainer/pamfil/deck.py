"""The Pamfil pack and table: 32 cards for three players, 36 for more; five cards a hand."""

from __future__ import annotations

from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, Deck

HAND_SIZE = 5
"""Every player holds five cards (three, then two)."""

MIN_PLAYERS = 3
MAX_PLAYERS = 7
"""The text names no upper limit for the 36-card pack ("całą talią (36) – przy większej liczbie
graczy"). Seven is the most it serves: 7 × 5 = 35 cards dealt, the 36th turned up as the
trump card, a talon of one (P13)."""

PLAYER_COUNTS: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))


def deck_for(players: int) -> Deck:
    """32 cards for three players, the full 36 (sixes lowest) for more (the text; P13)."""
    return PAMFIL_DECK_32 if players <= 3 else PAMFIL_DECK_36
