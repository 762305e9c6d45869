"""One sampling policy for every quiz kind: draw real positions until one fits the level.

Generators deal real positions and keep only those that make a question of the asked level
(a hand with an illegal card, a trick not won by the lead, ...). :func:`draw` is the only loop
that does this: it tries ``tries`` times and then fails with a :class:`TrainerError` the page
can show ("no position found"), never silently keeping a position that does not fit.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from trainer.errors import TrainerError
from trainer.i18n import msg

T = TypeVar("T")

TRIES = 2000
"""Enough for the rarest level of every kind (measured: the worst needs a few hundred)."""


class NoPosition(TrainerError):
    """No dealt position fitted the question's level within the allowed tries."""

    code = "no_position"


def draw(
    rng: random.Random,
    make: Callable[[random.Random], T | None],
    fits: Callable[[T], bool] = lambda _: True,
    tries: int = TRIES,
) -> T:
    """The first ``make(rng)`` that is not ``None`` and ``fits``; else :class:`NoPosition`."""
    for _ in range(tries):
        candidate = make(rng)
        if candidate is not None and fits(candidate):
            return candidate
    raise NoPosition(msg("quiz.no_position"))
