"""Where the points went: the learner's costliest decisions of a deal, by the coach.

After the deal the learner sees his two or three most expensive decisions (Lichess's
"learn from your mistakes"), each with the better action, the reason and the position to
replay it from. The judgement is the coach's (:func:`trainer.bots.coach.judge`), asked with
the seed the ``coach`` op uses (:func:`trainer.bots.coach.seed_for`), so the review repeats
the verdicts shown during the deal (and finds them kept, :data:`trainer.bots.coach.MEMO`)
rather than a second opinion.

Costs come in different units (card points, stakes, points), so decisions are
ranked by cost over the game's blunder threshold for that kind of decision: a decision
that cost two blunders' worth comes before one that cost one, whatever the unit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from trainer.bots import coach
from trainer.bots.endgame import duplicate
from trainer.state import Action, Bots, DealState

SHOWN = 3
"""Decisions shown at most: two or three, as the issue asks; more would bury the lesson."""


@dataclass(frozen=True)
class Mistake:
    """One costly decision: where it was and the coach's verdict on it."""

    at: int
    """Actions of the deal before this one: replaying the first ``at`` reaches it."""
    decision: int
    """Which of the learner's own decisions it was (1: his first), as he counts them."""
    verdict: coach.Verdict

    def to_json(self, game: str) -> dict[str, Any]:
        return {"at": self.at, "decision": self.decision, **self.verdict.to_json(game)}


def weight(verdict: coach.Verdict, bots: Bots) -> float:
    """The cost in blunders' worth of its kind of decision (see the module's docstring)."""
    scale = bots.play_scale if verdict.play else bots.result_scale
    return verdict.cost / scale.blunder


def review(start: DealState, actions: Sequence[Action], seat: int) -> tuple[list[Mistake], int]:
    """The costliest (at most :data:`SHOWN`) of ``seat``'s decisions among ``actions``
    (legal, in order, from ``start``, which is used up), in the order they were made; and
    how many decisions with a choice were judged."""
    state = start
    found: list[Mistake] = []
    judged = 0
    own = 0
    for at, action in enumerate(actions):
        if action.seat == seat:
            own += 1
            verdict = coach.judge(duplicate(state), action)
            if not verdict.forced:
                judged += 1
            if verdict.verdict != "good":
                found.append(Mistake(at, own, verdict))
        state.apply(action)
    bots = start.game.bots
    worst = sorted(found, key=lambda m: -weight(m.verdict, bots))[:SHOWN]
    return sorted(worst, key=lambda m: m.at), judged
