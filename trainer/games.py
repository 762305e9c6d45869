"""What a game is to the JSON boundary (options, contracts, ops, quizzes), and which games
there are.

The core names the games by id only (:data:`GAME_IDS`). Each is a package
``trainer/<id>/`` that keeps everything about it: ``spec.SPEC`` (this module's
:class:`GameSpec`: its ops, options, quizzes), ``game.GAME`` (the
:class:`~trainer.state.Game` that deals and plays) and ``words.WORDS`` (its words,
:class:`~trainer.naming.GameWords`). :func:`load` finds them by that convention, so no
module of the core imports a game, and a new game is one package and one id here.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from trainer.naming import describe as describe_names
from trainer.ops import Op
from trainer.options import Preset, describe_options, describe_presets
from trainer.quiz import QuizBook
from trainer.state import Game

GAME_IDS = ("pamfil", "tarok", "schafkopf")
"""The games of the site, in the order ``describe`` lists them."""


@dataclass(frozen=True)
class GameSpec:
    """One game as ``trainer.api`` sees it. Each game package defines one in ``spec.py``."""

    id: str
    title: str
    source: str
    players: tuple[int, ...]
    options_type: type
    contracts: list[dict[str, Any]]
    ops: dict[str, Op]
    quiz: QuizBook | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    presets: tuple[Preset, ...] = ()
    """Named option sets besides the text's own, which ``describe`` always lists first."""

    def __post_init__(self) -> None:
        describe_presets(self.options_type, self.presets)  # a broken preset fails at import

    def all_ops(self) -> dict[str, Op]:
        ops = dict(self.ops)
        if self.quiz is not None:
            ops.update(self.quiz.ops())
        return ops

    def describe(self) -> dict[str, Any]:
        defaults = self.options_type()
        return {
            "title": self.title,
            "source": self.source,
            "players": list(self.players),
            "contracts": self.contracts,
            "options": describe_options(self.options_type),
            "presets": describe_presets(self.options_type, self.presets),
            "ops": [op.describe() for op in self.all_ops().values()],
            "quiz_kinds": self.quiz.describe(defaults) if self.quiz else [],
            **describe_names(self.id, self.players),
            **self.extra,
        }


def load(game_id: str) -> tuple[GameSpec, Game[Any]]:
    """The boundary's record and the dealing record of one game, from its package."""
    spec = importlib.import_module(f"trainer.{game_id}.spec").SPEC
    game = importlib.import_module(f"trainer.{game_id}.game").GAME
    if not isinstance(spec, GameSpec) or not isinstance(game, Game) or spec.id != game.id:
        raise TypeError(f"trainer.{game_id} does not define its SPEC and GAME")
    return spec, game
