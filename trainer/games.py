"""Which games there are, and where each one's record is.

The core names the games by id only (:data:`GAME_IDS`). Each is a package ``trainer/<id>/``
that keeps everything about it: ``game.GAME`` (its :class:`~trainer.state.Game`: how it
deals and plays, its ops, options, quizzes and computer players) and ``words.WORDS`` (its
words, :class:`~trainer.naming.GameWords`). :func:`load` finds the record by that
convention, so no module of the core imports a game, and a new game is one package and one
id here.
"""

from __future__ import annotations

import importlib
from typing import Any

from trainer.state import Game

GAME_IDS = ("pamfil", "tarok", "schafkopf")
"""The games of the site, in the order ``describe`` lists them."""


def load(game_id: str) -> Game[Any]:
    """The record of one game, from its package."""
    game = importlib.import_module(f"trainer.{game_id}.game").GAME
    if not isinstance(game, Game) or game.id != game_id:
        raise TypeError(f"trainer.{game_id} does not define its GAME")
    return game
