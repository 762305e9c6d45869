"""Which games there are, and where each one's record is.

The core names the games by id only (:data:`GAME_IDS`). Each is a package ``trainer/<id>/``
that keeps everything about it: ``game.GAME`` (its :class:`~trainer.state.Game`: how it
deals and plays, its options and its computer players), ``spec.OPS`` (its own ops),
``quiz.QUIZ`` (its quizzes) and ``words.WORDS`` (its words,
:class:`~trainer.naming.GameWords`). :func:`load` finds them by that convention and gives the
record with its ops and quizzes, so no module of the core imports a game, a game's record
does not import its quizzes (which deal through it), and a new game is one package and one
id here.
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

from trainer.state import Game

GAME_IDS = ("pamfil", "tarok", "schafkopf")
"""The games of the site, in the order ``describe`` lists them."""


def load(game_id: str) -> Game[Any]:
    """The record of one game, from its package, with its ops and its quizzes."""
    package = f"trainer.{game_id}"
    game = importlib.import_module(f"{package}.game").GAME
    if not isinstance(game, Game) or game.id != game_id:
        raise TypeError(f"{package} does not define its GAME")
    ops = importlib.import_module(f"{package}.spec").OPS
    quiz = importlib.import_module(f"{package}.quiz").QUIZ
    return dataclasses.replace(game, ops=(*ops, *game.ops), quiz=quiz)
