"""``bot`` and ``hint`` on every state of random deals: never an ``internal_error``.

Issue 19 found ``hint`` failing for a Schafkopf defender whose only actions were to say
contra (the basic player found no card to play). So every state of random deals of every
game, table size, preset and strength is asked for a move and a hint for *every* seat; each
answer is either a legal action of that seat, a "no" (``action`` null) to a doubling the seat
may say while another plays, or a structured refusal, never a crash. A few
seeds per combination keep it quick; the strong player runs on fewer deals than the basic.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from trainer.api import games, handle

SEEDS = {"basic": (1, 2), "strong": (3,)}


def combinations() -> list[Any]:
    """``(game, players, preset, strength)``: every one of them; the strong player's are
    marked slow (its playouts are most of this file's cost), so the fast lane runs the
    basic player's and CI runs all."""
    found = []
    described = handle({"op": "describe"})["games"]
    for game_id, spec in sorted(games().items()):
        presets = [p["name"] for p in described[game_id]["presets"]]
        for players in spec.players:
            for preset in presets:
                for strength in SEEDS:
                    marks = [pytest.mark.slow] if strength == "strong" else []
                    found.append(pytest.param(game_id, players, preset, strength, marks=marks))
    return found


def options_of(game: str, preset: str) -> dict[str, Any]:
    described = handle({"op": "describe"})["games"][game]["presets"]
    return next(dict(p["options"]) for p in described if p["name"] == preset)


def ask(op: str, game: str, deal: dict[str, Any], seat: int, strength: str) -> dict[str, Any]:
    request = {"op": op, "game": game, **deal, "seat": seat, "strength": strength}
    if op == "bot" and strength == "strong":
        request["samples"] = 2
    return handle(request)


@pytest.mark.parametrize(("game", "players", "preset", "strength"), combinations())
def test_bot_and_hint_never_fail_on_any_state(
    game: str, players: int, preset: str, strength: str
) -> None:
    options = options_of(game, preset)
    asked = 0
    for seed in SEEDS[strength]:
        actions: list[dict[str, Any]] = []
        rng = random.Random(f"{game}:{players}:{preset}:{seed}")
        deal: dict[str, Any] = {"seed": seed, "players": players, "options": options}
        for _ in range(120):
            state = handle({"op": "state", "game": game, **deal, "actions": actions})
            assert state["ok"], state
            for seat in range(players):
                for op in ("bot", "hint"):
                    answer = ask(op, game, {**deal, "actions": actions}, seat, strength)
                    asked += 1
                    mine = [a for a in state["legal_actions"] if a["seat"] == seat]
                    if answer["ok"] and answer["action"] is None:
                        # a "no" to the doubling the seat may say while another plays
                        assert seat != state["to_move"], (op, seat, answer)
                        assert mine and all(a["action"] == "double" for a in mine), answer
                    elif answer["ok"]:
                        assert answer["action"]["seat"] == seat
                        assert answer["action"] in mine, (op, seat, answer)
                    else:
                        assert answer["error"]["code"] != "internal_error", (op, seat, answer)
                        assert answer["error"]["message"], answer
            if state["terminal"]:
                break
            legal = state["legal_actions"]
            actions.append(rng.choice(legal))
        else:
            pytest.fail(f"the deal of seed {seed} did not end in 120 actions")
    assert asked > 0


def test_a_defender_who_may_only_say_contra_gets_a_yes_or_no() -> None:
    """The case issue 19 found: hint for seat 1 after an ace game and three passes. Since
    issue 20 such a seat is answered yes or no (trainer.bots.meanwhile), not refused."""
    deal = {
        "seed": 1,
        "actions": [
            {"seat": 0, "action": "call", "call": "ace_game", "called": "C"},
            *({"action": "call", "call": "pass"} for _ in range(3)),
        ],
    }
    state = handle({"op": "state", "game": "schafkopf", **deal})
    assert {"seat": 1, "action": "double", "call": "contra"} in state["legal_actions"]
    hint = handle({"op": "hint", "game": "schafkopf", **deal, "seat": 1})
    assert hint["ok"] and hint["action"] is None and hint["advice"] == "No contra.", hint
    bot = handle({"op": "bot", "game": "schafkopf", **deal, "seat": 1})
    assert bot["ok"] and bot["action"] is None and bot["label"] == "no contra", bot
    assert handle({"op": "hint", "game": "schafkopf", **deal, "seat": 0})["ok"]
    # A seat with nothing at all to do is still refused, with whose turn it is.
    idle = handle({"op": "bot", "game": "schafkopf", "seed": 1, "actions": [], "seat": 2})
    assert idle["error"]["reason"] == "not_your_turn", idle
    assert "Forehand's turn" in idle["error"]["message"]
