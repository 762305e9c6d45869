"""Random draws for the simulations, from ``random.Random.random`` alone.

The random deals of the tests, the benchmark and the quizzes choose declarations, talon parts
and discards by the thousand; ``randrange`` and ``sample`` are written in Python over
``getrandbits`` and cost several times one ``random()``. An index ``int(random() * n)`` is as
uniform as either for the short lists drawn from here (a pack has at most 42 cards).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def draw_some(random: Callable[[], float], items: Sequence[T], count: int) -> list[T]:
    """``count`` different items of ``items`` in random order (what ``random.sample`` gives),
    by the first ``count`` steps of a Fisher-Yates shuffle of a copy.

    >>> import random
    >>> sorted(draw_some(random.Random(1).random, "abcde", 5))
    ['a', 'b', 'c', 'd', 'e']
    """
    pool = list(items)
    for i in range(count):
        j = i + int(random() * (len(pool) - i))
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:count]
