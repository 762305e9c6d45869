"""The score lines a learner reads at the end of a deal (the play page's score screen).

Whole deals of every game and table size, played with random legal actions through the
``state`` op (so contra, re, muchas and Ramsch come up), under the text's rules and under
each preset. No line may show a card code, a seat number, an option identifier, a note id
or an exponent: the same patterns as the quiz texts (``test_quiz_texts.CODE_LIKE``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.core.test_quiz_texts import CODE_LIKE
from trainer.api import handle
from trainer.schafkopf.scoring import doubling_words

TABLES = {"pamfil": (3, 4, 5, 6, 7), "tarok": (3, 4), "schafkopf": (4, 5)}
SEEDS = range(6)


def _presets(game: str) -> list[dict[str, Any]]:
    described = handle({"op": "describe"})["games"][game]
    return [preset["options"] for preset in described.get("presets", [])] or [{}]


def finished_deal(game: str, players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """A deal played to its end with seeded random legal actions."""
    rng = random.Random(f"{game}:{players}:{seed}")
    actions: list[dict[str, Any]] = []
    deal = {"op": "state", "game": game, "seed": seed, "players": players, "options": options}
    for _ in range(400):
        state = handle({**deal, "actions": actions})
        assert state["ok"], state
        if state["terminal"]:
            return state
        seen = handle({**deal, "actions": actions, "view": state["to_move"]})
        actions.append(rng.choice(seen["legal_actions"]))
    raise AssertionError("the deal did not end")


def _scan(text: str, where: str) -> None:
    for pattern, what in CODE_LIKE:
        found = pattern.search(text)
        assert not found, f"{where}: {what} {found.group()!r} in {text!r}"
    assert "None" not in text, f"{where}: {text!r}"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_score_lines_are_in_words(game: str) -> None:
    for options in _presets(game):
        for players in TABLES[game]:
            for seed in SEEDS:
                state = finished_deal(game, players, seed, options)
                where = f"{game} {players}p seed {seed} {options}"
                assert state["score"], where
                for line in state["score"]:
                    _scan(line["text"], where)


def test_doublings_in_words() -> None:
    """S10 in words: "Doubled for contra.", "× 4 for contra and re.", never "× 2^1"."""
    assert doubling_words(1).render() == "Doubled for contra."
    assert doubling_words(2).render() == "× 4 for contra and re."
    assert doubling_words(4).render() == "× 16 for contra, re and 2 more doublings."
    for doublings in range(1, 5):
        _scan(doubling_words(doublings).render(), f"{doublings} doublings")
