"""The tarok table: how many sit at it (rules-notes T1, T4); the seats' names are the game's
words (:mod:`trainer.tarok.words`).

Three play. With four the dealer is the king: he gets no cards and never bids or plays,
but pays and receives like an opponent.
"""

from __future__ import annotations

PLAYERS = (3, 4)
"""The table sizes the text describes."""

PLAYING = 3
"""The seats that bid and play (0, 1, 2); with four players the king only pays and receives."""

KING = PLAYING
"""The king's seat (four players): the dealer, who sits out."""
