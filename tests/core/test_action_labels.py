"""The play page names every action in words: `state` lists `labels` beside `legal_actions`,
and `bot` gives its move's `label` (the page shows no card codes or call identifiers)."""

from __future__ import annotations

import re

import pytest

from trainer.api import handle

CODE = re.compile(r"\b(?:[AKOU]|10|[6-9]|T\d{1,2})[CSHD]?\b|_")


@pytest.mark.parametrize(("game", "players"), [("pamfil", 4), ("tarok", 3), ("schafkopf", 4)])
def test_every_listed_action_has_words_through_a_whole_deal(game: str, players: int) -> None:
    actions: list[dict] = []
    for _ in range(120):
        state = handle(
            {"op": "state", "game": game, "seed": 11, "players": players, "actions": actions}
        )
        assert state["ok"], state
        assert len(state["labels"]) == len(state["legal_actions"])
        for label in state["labels"]:
            assert label and not CODE.search(label), label
        if state["terminal"]:
            break
        mover = state["to_move"]
        view = handle(
            {
                "op": "state",
                "game": game,
                "seed": 11,
                "players": players,
                "actions": actions,
                "view": mover,
            }
        )
        assert len(view["labels"]) == len(view["legal_actions"])
        assert all(a["seat"] == mover for a in view["legal_actions"])
        move = handle(
            {"op": "bot", "game": game, "seed": 11, "players": players, "actions": actions}
        )
        assert move["ok"] and move["label"] and not CODE.search(move["label"]), move
        actions.append(move["action"])
    assert state["terminal"]
