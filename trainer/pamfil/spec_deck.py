"""Which pack a Pamfil table uses (kept apart so every module can import it without cycles)."""

from __future__ import annotations

from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, Deck


def deck_for(players: int) -> Deck:
    """32 cards for three players, the full 36 (sixes lowest) for more (the text; P13)."""
    return PAMFIL_DECK_32 if players <= 3 else PAMFIL_DECK_36
