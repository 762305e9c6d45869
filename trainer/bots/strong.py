"""The strong player: sample the unseen cards, play each candidate out, keep the best.

For each of ``samples`` deals of the cards the seat has not seen (each keeping the hand
sizes and the voids shown so far, :meth:`~trainer.state.DealState.determinize`), every
candidate action is tried and the deal played to its end by basic players; the candidate
with the best average return for the seat wins. The candidates are every legal card in
play, and in the auction, the declarations and the talon the basic player's choice and its
sensible alternatives (:data:`trainer.bots.CANDIDATES`): which game to announce or pass in
Schafkopf, play / pass / exchange in Pamfil, the bid, the talon part and the doubling in
Tarok. Every candidate meets the same sampled deals, so their averages differ by the
decision, not by the luck of the deal.

The basic choice stands unless another beats it clearly: by more than :data:`MARGIN`
standard errors of the paired differences in the auction and the declarations (a bid
decides a whole deal, and a noisy winner there costs more than it gains), and by anything
at all in play. The budget is a number of samples and of simulated moves, not a time, so a
seed always gives the same move.
"""

from __future__ import annotations

import math
import random
import statistics

from trainer.bots.common import Choice
from trainer.bots.words import action_words
from trainer.state import Action, DealState

ROLLOUT = "basic"

MAX_CANDIDATES = 16
"""Beyond this many candidates the strong player defers to the basic one."""

MAX_WORK = 900
"""The most playout moves one decision may simulate: with many candidates and many cards
left, fewer samples are drawn (at least :data:`MIN_SAMPLES`). A count, not a time: moves
stay reproducible, and the p95 goal (300 ms in Pyodide) is checked by
``scripts/bench_bots.py``."""

BID_WORK = 1200
"""The same limit for a decision of the auction, the declarations or the talon: each
candidate is played out over the whole deal, and there are fewer such decisions."""

MIN_SAMPLES = 2

MARGIN = 1.0
"""Standard errors of the paired difference by which another bid must beat the basic one."""


def playout(world: DealState, rng: random.Random, rollout: str = ROLLOUT) -> None:
    """Play ``world`` to its end with basic (or random) players; moves are legal already.

    A seat with one legal action makes it without asking the player (same move, less work).
    """
    from trainer.bots import BASIC  # the package imports this module

    decide = BASIC[world.game.id]
    steps = 0
    while not world.is_terminal and steps < 200:
        seat = world.to_move
        assert seat is not None
        if rollout == "random":
            legal = [a for a in world.legal_actions() if a.seat == seat and a.kind != "double"]
            world.apply_legal(legal[int(rng.random() * len(legal))])
        else:
            obs = world.observation(seat, full=False)
            world.apply_legal(obs.legal[0] if len(obs.legal) == 1 else decide(obs).action)
        steps += 1


def choose(state: DealState, seat: int, samples: int, seed: str) -> Choice:
    """The best action for ``seat`` over ``samples`` sampled deals (deterministic per seed)."""
    from trainer.bots import BASIC, CANDIDATES

    obs = state.observation(seat)
    base = BASIC[state.game.id](obs)
    candidates = CANDIDATES[state.game.id](obs, base.action)
    if len(candidates) <= 1 or len(candidates) > MAX_CANDIDATES or samples <= 0:
        return base
    bidding = obs.phase != "play"
    remaining = sum(obs.hand_sizes) + (obs.players if bidding else 0)
    work = BID_WORK if bidding else MAX_WORK
    samples = max(MIN_SAMPLES, min(samples, work // (len(candidates) * remaining)))
    results: dict[Action, list[float]] = {action: [] for action in candidates}
    for i in range(samples):
        world_seed = f"{seed}:{i}"
        for action in candidates:
            world = state.determinize(seat, random.Random(world_seed))
            world.apply_legal(action)
            playout(world, random.Random(world_seed))
            results[action].append(float(world.returns()[seat]))

    def mean(action: Action) -> float:
        return statistics.fmean(results[action])

    best = max(candidates, key=lambda a: (mean(a), a == base.action))
    guesses = "1 guess" if samples == 1 else f"{samples} guesses"
    game = state.game.id
    if best != base.action and bidding and not _clearly_better(results[best], results[base.action]):
        return Choice(
            base.action,
            f"{base.reason} Over {guesses} of the cards you cannot see, each played to the "
            f"end, to {action_words(best, game)} averages {_signed(mean(best))} for you "
            f"against {_signed(mean(base.action))} to {action_words(base.action, game)}; "
            "the difference varies too much from guess to guess to be sure it is better.",
        )
    if best == base.action:
        reason = (
            f"{base.reason} Playing {guesses} of the hidden cards to the end agrees: "
            f"it averages {_signed(mean(best))} for you."
        )
    else:
        reason = (
            f"Over {guesses} of the cards you cannot see, each played to the end, "
            f"to {action_words(best, game)} averages {_signed(mean(best))} for you, better "
            f"than to {action_words(base.action, game)} ({_signed(mean(base.action))})."
        )
    return Choice(best, reason)


def _clearly_better(best: list[float], base: list[float]) -> bool:
    """Does ``best`` beat ``base`` by more than :data:`MARGIN` standard errors, sample by
    sample (both met the same deals)?"""
    gains = [b - a for b, a in zip(best, base, strict=True)]
    if len(gains) < 2:
        return False
    spread = statistics.stdev(gains) / math.sqrt(len(gains))
    return statistics.fmean(gains) > MARGIN * spread


def _signed(value: float) -> str:
    """A signed average as a learner reads it: whole points once they are large ("-398", not
    "-398.0"), one decimal for small ones ("+0.4")."""
    return f"{value:+.0f}" if abs(value) >= 10 else f"{value:+.1f}"
