"""The tarok table: how many sit at it and what the seats are called (rules-notes T1, T4).

Three play. With four the dealer is the king: he gets no cards and never bids or plays,
but pays and receives like an opponent. Seats are named as the text names them: Ręka
(forehand, who bids first), Środek (middle) and Zadek (last); the fourth is the king.
"""

from __future__ import annotations

PLAYERS = (3, 4)
"""The table sizes the text describes."""

PLAYING = 3
"""The seats that bid and play (0, 1, 2); with four players the king only pays and receives."""

KING = PLAYING
"""The king's seat (four players): the dealer, who sits out."""

SEAT_NAMES = ("Ręka", "Środek", "Zadek", "King")


def seat_names(players: int) -> list[str]:
    """The seats of a table of ``players``, seat 0 first.

    >>> seat_names(4)
    ['Ręka', 'Środek', 'Zadek', 'King']
    """
    return list(SEAT_NAMES[:players])


def seat_name(seat: int) -> str:
    """One seat in a sentence: "Zadek", but "the king" (a title, not a name)."""
    if seat == KING:
        return "the king"
    return SEAT_NAMES[seat] if 0 <= seat < KING else f"seat {seat}"
