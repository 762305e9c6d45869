"""What a computer player would do in a seat: the ``bot`` op's move, the ``hint`` op's advice
and the coach's measure of "what the Hint said", from one function.

The Hint is the strong player's choice for the learner's seat, and the coach never calls that
choice a mistake (:func:`trainer.bots.coach.judge`): the learner who follows the Hint is never
told he blundered (NEW-02). The page asks for the Hint while the learner thinks and for the
coach's verdict after his move, so the strong player's choice is kept (:data:`MEMO`) and the
verdict finds it worked out already.
"""

from __future__ import annotations

import json
from collections import OrderedDict

from trainer.bots import beginner
from trainer.bots import strong as strong_player
from trainer.bots.common import Choice
from trainer.state import DealState

MEMO = 64
"""Strong choices kept (the most recent): a Hint asked for, then the coach's verdict on the
same position."""

_kept: OrderedDict[tuple[str, ...], Choice] = OrderedDict()


def decide(state: DealState, seat: int, strength: str, samples: int | None = None) -> Choice:
    """The computer player's choice for ``seat`` (deterministic for the deal and its actions)."""
    if strength in ("basic", "club"):
        return state.game.bots.basic(state.observation(seat))
    if strength == "beginner":
        return beginner.choose(state, seat, f"beginner:{state.seed}:{state.move_count()}:{seat}")
    budget = state.game.bots.samples if samples is None else samples
    seed = f"{state.game.id}:{state.seed}:{state.move_count()}:{seat}"
    key = (seed, str(budget), json.dumps(state.to_json(), sort_keys=True, default=str))
    found = _kept.get(key)
    if found is None:
        found = strong_player.choose(state, seat, budget, seed)
        _kept[key] = found
        while len(_kept) > MEMO:
            _kept.popitem(last=False)
    else:
        _kept.move_to_end(key)
    return found


def hint(state: DealState, seat: int) -> Choice:
    """The Hint for ``seat``: the strong player's choice, as the ``hint`` op gives it."""
    return decide(state, seat, "strong")
