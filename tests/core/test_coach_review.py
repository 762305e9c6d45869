""" "Where the points went" (issue 21, Must hold 5): the ``review`` op lists the learner's
costliest decisions by the coach, each replayable from its position, with the better action
and why, the same verdicts the ``coach`` op gave during the deal."""

from __future__ import annotations

from typing import Any

import pytest

from trainer.api import handle
from trainer.bots import basic, review
from trainer.tarok.game import GAME as TAROK

TAROK_BOTS = TAROK.bots

SEED = 191
LEARNER = 0


def club_deal(seed: int = SEED) -> list[dict[str, Any]]:
    """A whole Tarok deal of Club players in which the coach finds two costly decisions of
    the learner (seat 0), one of each unit: his talon choice (in points) and a card (in card
    points)."""
    state = TAROK.new_state(TAROK.options_type(), seed, TAROK.default_players)
    actions = []
    while not state.is_terminal:
        assert state.to_move is not None
        action = basic(state, state.to_move).action
        actions.append(action.to_json())
        state.apply(action)
    return actions


def ask(actions: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    request = {"op": "review", "game": "tarok", "seed": SEED, "actions": actions}
    return handle({**request, "seat": LEARNER, **extra})


def coach_says(actions: list[dict[str, Any]], at: int) -> dict[str, Any]:
    request = {"op": "coach", "game": "tarok", "seed": SEED, "actions": actions[:at]}
    return handle({**request, "action": actions[at]})


def test_the_costliest_decisions_are_the_coachs_own_verdicts_in_order() -> None:
    actions = club_deal()
    answer = ask(actions)
    assert answer["ok"], answer
    mistakes = answer["mistakes"]
    assert 1 <= len(mistakes) <= review.SHOWN
    assert [m["at"] for m in mistakes] == sorted(m["at"] for m in mistakes)
    own = [i for i, a in enumerate(actions) if a["seat"] == LEARNER]
    assert answer["judged"] <= len(own)
    for mistake in mistakes:
        at = mistake["at"]
        # Replayable: the first `at` actions reach the position, the learner to decide.
        replay = handle({"op": "state", "game": "tarok", "seed": SEED, "actions": actions[:at]})
        assert replay["ok"] and actions[at] in replay["legal_actions"]
        assert mistake["decision"] == own.index(at) + 1
        # The coach op's own verdict on that decision, word for word.
        said = coach_says(actions, at)
        del said["ok"], said["op"], said["game"]
        assert {k: v for k, v in mistake.items() if k not in ("at", "decision")} == said
        assert mistake["verdict"] in ("better", "blunder")
        assert mistake["better_label"] and mistake["reason"] and mistake["why"]


def test_only_the_costliest_are_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    actions = club_deal()
    everything = ask(actions)["mistakes"]
    assert len(everything) >= 2
    monkeypatch.setattr(review, "SHOWN", 1)
    (worst,) = ask(actions)["mistakes"]

    def weight(m: dict[str, Any]) -> float:
        play = m["unit"] == TAROK_BOTS.play_scale.unit
        return m["cost"] / (TAROK_BOTS.play_scale if play else TAROK_BOTS.result_scale).blunder

    assert weight(worst) == max(weight(m) for m in everything)


def test_a_deal_without_mistakes_says_so_with_an_empty_list() -> None:
    answer = handle({"op": "review", "game": "pamfil", "seed": 3, "seat": 1, "actions": []})
    assert answer["ok"] and answer["mistakes"] == [] and answer["judged"] == 0


@pytest.mark.parametrize(
    ("extra", "path"),
    [
        ({"seat": 9}, "seat"),
        ({"actions": [{"action": "bogus"}]}, "actions[0].action"),
        ({"actions": [{"action": "play", "card": "XXI"}]}, "actions[0]"),
        ({"seed": -1}, "seed"),
        ({"verdicts": []}, None),
    ],
)
def test_bad_requests_get_a_structured_error(extra: dict[str, Any], path: str | None) -> None:
    answer = handle({"op": "review", "game": "tarok", "seed": SEED, "seat": 1, **extra})
    assert not answer["ok"] and answer["error"]["message"]
    assert answer["error"]["code"] != "internal_error"
    if path is not None:
        assert str(answer["error"]["path"]).startswith(path)
