"""What a game is to the JSON boundary: its deck, options, contracts, ops and quizzes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from trainer.ops import Op
from trainer.options import Preset, describe_options, describe_presets
from trainer.quiz import QuizBook


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
            **self.extra,
        }
