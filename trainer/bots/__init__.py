"""Computer players for the three games: ``basic`` (hand-written) and ``strong`` (sampling).

Both see only what their seat may see: :meth:`~trainer.state.DealState.observation` for
``basic``; ``strong`` also deals the unseen cards again at random
(:meth:`~trainer.state.DealState.determinize`, which keeps only what the seat knows) and
plays each candidate out in every sample. See :mod:`trainer.bots.strong`.
"""

from __future__ import annotations

from collections.abc import Callable

from trainer.bots import pamfil, schafkopf, tarok
from trainer.bots.common import Choice
from trainer.state import Action, DealState, Observation

__all__ = ["BASIC", "CANDIDATES", "Choice", "basic"]

BASIC: dict[str, Callable[[Observation], Choice]] = {
    "pamfil": pamfil.choose,
    "schafkopf": schafkopf.choose,
    "tarok": tarok.choose,
}
"""Game id → the hand-written player's decision from an observation."""

CANDIDATES: dict[str, Callable[[Observation, Action], list[Action]]] = {
    "pamfil": pamfil.candidates,
    "schafkopf": schafkopf.candidates,
    "tarok": tarok.candidates,
}
"""Game id → the legal actions the strong player compares (given the basic choice): every
card in play; in the auction and the declarations, the basic choice and its sensible
alternatives."""


def basic(state: DealState, seat: int) -> Choice:
    """The basic player's choice for ``seat`` (which must have a legal action)."""
    return BASIC[state.game.id](state.observation(seat))
