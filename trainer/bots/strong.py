"""The strong player: sample the unseen cards, play each candidate out, keep the best.

For each of ``samples`` deals of the cards the seat has not seen (each keeping the hand
sizes and the voids shown so far, :meth:`~trainer.state.DealState.determinize`), every
legal action is tried and the deal played to its end by basic players; the action with the
best average return for the seat wins (ties go to the basic player's choice). The budget
is a number of samples, not a time, so a seed always gives the same move.

Sampling is used for the cards played (the tricks, where hidden cards matter and playouts
are short); the auction, the talon and the declarations are left to the basic player's
hand evaluation: playing whole deals out for every bid costs more than the move-time goal
(300 ms in the browser) allows.
"""

from __future__ import annotations

import random

from trainer.bots.common import Choice
from trainer.bots.words import action_words
from trainer.state import Action, DealState

ROLLOUT = "basic"

MAX_CANDIDATES = 16
"""Beyond this many legal actions the strong player defers to the basic one."""

MAX_WORK = 600
"""The most playout moves one decision may simulate: with many candidates and many cards
left, fewer samples are drawn (at least one). A count, not a time: moves stay reproducible,
and the p95 goal (300 ms in Pyodide) is checked by ``scripts/bench_bots.py``."""


def playout(world: DealState, rng: random.Random, rollout: str = ROLLOUT) -> None:
    """Play ``world`` to its end with basic (or random) players; moves are legal already."""
    from trainer.bots import BASIC  # the package imports this module

    decide = BASIC[world.game.id]
    steps = 0
    while not world.is_terminal and steps < 200:
        seat = world.to_move
        assert seat is not None
        if rollout == "random":
            legal = [a for a in world.legal_actions() if a.seat == seat and a.kind != "double"]
            world._do(legal[int(rng.random() * len(legal))])
        else:
            world._do(decide(world.observation(seat, full=False)).action)
        steps += 1


def choose(state: DealState, seat: int, samples: int, seed: str) -> Choice:
    """The best action for ``seat`` over ``samples`` sampled deals (deterministic per seed)."""
    from trainer.bots import BASIC

    obs = state.observation(seat)
    base = BASIC[state.game.id](obs)
    candidates = list(obs.legal)
    if obs.phase != "play" or len(candidates) <= 1 or len(candidates) > MAX_CANDIDATES:
        return base
    if samples <= 0:
        return base
    remaining = sum(obs.hand_sizes)
    samples = max(1, min(samples, MAX_WORK // (len(candidates) * remaining)))
    totals = dict.fromkeys(candidates, 0.0)
    for i in range(samples):
        world_seed = f"{seed}:{i}"
        for action in candidates:
            world = state.determinize(seat, random.Random(world_seed))
            world._do(action)
            playout(world, random.Random(world_seed))
            totals[action] += float(world.returns()[seat])

    def score(action: Action) -> tuple[float, bool]:
        return totals[action], action == base.action

    ranked = sorted(candidates, key=score, reverse=True)
    guesses = "1 guess" if samples == 1 else f"{samples} guesses"
    best = ranked[0]
    mean = totals[best] / samples
    game = state.game.id
    if best == base.action:
        reason = (
            f"{base.reason} Playing {guesses} of the hidden cards to the end agrees: "
            f"it averages {_signed(mean)} for you."
        )
    else:
        runner = totals[base.action] / samples
        reason = (
            f"Over {guesses} of the cards you cannot see, each played to the end, "
            f"to {action_words(best, game)} averages {_signed(mean)} for you, better than "
            f"to {action_words(base.action, game)} ({_signed(runner)})."
        )
    return Choice(best, reason)


def _signed(value: float) -> str:
    """A signed average as a learner reads it: whole points once they are large ("-398", not
    "-398.0"), one decimal for small ones ("+0.4")."""
    return f"{value:+.0f}" if abs(value) >= 10 else f"{value:+.1f}"
