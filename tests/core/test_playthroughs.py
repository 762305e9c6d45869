"""The golden playthroughs still hold: every state's legal actions, step by step.

Regenerate after an intended change with ``.venv/bin/python tests/core/playthroughs.py``
(see that module), and review the diff.
"""

from __future__ import annotations

import json

import pytest

from tests.core.playthroughs import DEALS, FOLDER, name, playthrough


@pytest.mark.parametrize(("game", "players", "seed"), DEALS, ids=lambda v: str(getattr(v, "id", v)))
def test_playthrough_matches_its_golden_file(game, players, seed) -> None:
    golden = json.loads((FOLDER / name(game, players, seed)).read_text(encoding="utf-8"))
    fresh = playthrough(game, players, seed)
    assert fresh["dealt"] == golden["dealt"], "the deal itself changed"
    assert len(fresh["steps"]) == len(golden["steps"])
    for i, (now, then) in enumerate(zip(fresh["steps"], golden["steps"], strict=True)):
        assert now == then, f"step {i} differs"
    assert fresh["returns"] == golden["returns"] and sum(fresh["returns"]) == 0
    assert fresh["score_rules"] == golden["score_rules"]
