"""Computer players for the three games: ``basic`` (hand-written) and ``strong`` (sampling).

Both see only what their seat may see: :meth:`~trainer.state.DealState.observation` for
``basic``; ``strong`` also deals the unseen cards again at random
(:meth:`~trainer.state.DealState.determinize`, which keeps only what the seat knows) and
plays each candidate out in every sample. See :mod:`trainer.bots.strong`.
"""

from __future__ import annotations

from trainer.bots.common import Choice
from trainer.state import DealState

__all__ = ["Choice", "basic"]


def basic(state: DealState, seat: int) -> Choice:
    """The basic player's choice for ``seat`` (which must have a legal action)."""
    return state.game.bots.basic(state.observation(seat))
