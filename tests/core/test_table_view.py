"""The play page's words from the engine (issue 20): why a trick was won, what an
announcement is worth, and the kettle carried into a deal."""

from __future__ import annotations

from typing import Any

import pytest

from trainer.api import handle


def _deal(game: str, players: int, seed: int, stop: str | None = None) -> dict[str, Any]:
    request: dict[str, Any] = {
        "op": "state",
        "game": game,
        "seed": seed,
        "players": players,
        "actions": [],
    }
    for _ in range(200):
        state = handle({**request, "view": 0})
        if state["terminal"] or (stop is not None and state["phase"] == stop):
            return {**request, "view": 0}
        request["actions"].append(handle({**request, "op": "bot"})["action"])
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(("game", "players"), [("pamfil", 3), ("tarok", 3), ("schafkopf", 4)])
def test_every_trick_says_why_it_was_won(game: str, players: int) -> None:
    kinds = set()
    for seed in range(6):
        state = handle(_deal(game, players, seed))
        assert len(state["trick_reasons"]) == len(state["tricks"])
        for trick, reason in zip(state["tricks"], state["trick_reasons"], strict=True):
            # Tarok's trumps are taroks, in the lessons' and the table's words
            word = "tarok" if game == "tarok" else "trump"
            assert reason in (
                f"the highest {word}",
                f"the only {word}",
                "the highest card of the suit led",
                "the only card of the suit led",
            ), (trick, reason)
            kinds.add(reason)
            if reason == "the only card of the suit led":
                assert trick["winner"] == trick["leader"]
    # a trick taken by a trump and one by the suit led both occur in six deals
    assert {"the highest card of the suit led"} < kinds


def test_a_tarok_soloist_is_offered_each_announcement_with_its_value() -> None:
    for seed in range(60):
        request = _deal("tarok", 3, seed, stop="announce")
        state = handle(request)
        if state["phase"] != "announce" or state["to_move"] != 0:
            continue
        offers = state["announcement_offers"]
        names = [o["name"] for o in offers]
        assert "volat" in names and "trull" in names and "kings" in names
        kings = next(o for o in offers if o["name"] == "kings")
        assert kings["label"] == "four kings" and kings["value"] == "200 announced instead of 100"
        listed = {n for a in state["legal_actions"] for n in a["announcements"]}
        assert listed == set(names)
        return
    pytest.fail("no deal where seat 0 announces")


def test_the_kettle_is_carried_into_the_deal() -> None:
    options = {"all_pass": "kettle"}
    for seed in range(80):
        request = {"op": "state", "game": "schafkopf", "seed": seed, "players": 4}
        actions = [{"action": "call", "call": "pass"}] * 4
        base = handle({**request, "options": options, "actions": actions})
        if not base["ok"] or not base["terminal"]:
            continue
        carried = handle({**request, "options": options, "actions": actions, "pot": 8})
        assert carried["pot"]["before"] == 8, carried
        assert base["pot"]["before"] == 0
        return
    pytest.fail("no all-pass deal found")
