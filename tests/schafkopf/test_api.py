"""Every op through ``trainer.api.handle``, including bad input → structured errors."""

from __future__ import annotations

import json

import pytest

from trainer.api import handle_json
from trainer.cards import SCHAFKOPF_DECK

from .helpers import error, ok

ACE = {"type": "ace_game", "called": "S"}


def test_describe_lists_ops_contracts_and_options():
    from .helpers import api

    described = api(op="describe")
    assert described["ok"]
    games = described["games"]["schafkopf"]
    names = {op["name"] for op in games["ops"]}
    assert {"legal_plays", "trick_winner", "card_points", "auction", "score", "matadors",
            "state", "quiz", "check"} <= names  # fmt: skip
    assert [c["type"] for c in games["contracts"]] == [
        "ace_game", "wenz", "suit_solo", "wenz_tout", "suit_solo_tout", "sie",
    ]  # fmt: skip


def test_card_points_op():
    assert ok(op="card_points", cards=["AC", "10C", "KC", "OC", "UC", "9C"])["points"] == 30


def test_trick_winner_op():
    got = ok(op="trick_winner", contract={"type": "wenz"}, trick=["OH", "KH", "UD", "AH"])
    assert got["winner"] == 2 and got["card"] == "UD"


@pytest.mark.parametrize(
    ("request_fields", "code", "path"),
    [
        ({"hand": ["OC", "OC"], "trick": []}, "invalid_position", "hand[1]"),
        ({"hand": ["OC"], "trick": ["KX"]}, "invalid_card", "trick[0]"),
        ({"hand": ["OC"], "trick": ["OC"]}, "invalid_position", "trick[0]"),
        ({"hand": ["OC"], "trick": ["7C", "8C", "9C", "KC"]}, "invalid_position", "trick"),
        ({"hand": "OC", "trick": []}, "invalid_request", "hand"),
        ({"hand": [7], "trick": []}, "invalid_card", "hand[0]"),
        ({"hand": [], "trick": []}, "invalid_position", "hand"),
        ({"hand": ["OC"], "trick": [], "history": [["7C", "8C"]]},
         "invalid_position", "history[0]"),
        ({"hand": ["OC", "7D"], "trick": [], "history": [["7C", "8C", "9C", "KC"]]},
         "invalid_position", "hand"),
        ({"hand": ["OC"], "trick": [], "history": [["OC", "8C", "9C", "KC"]]},
         "invalid_position", "history[0][0]"),
    ],
)  # fmt: skip
def test_legal_plays_bad_input(request_fields, code, path):
    got = error(op="legal_plays", contract=ACE, **request_fields)
    assert (got["code"], got["path"]) == (code, path), got


@pytest.mark.parametrize(
    ("contract", "path"),
    [
        ({"type": "ace_game"}, "contract.called"),
        ({"type": "ace_game", "called": "H"}, "contract.called"),
        ({"type": "suit_solo"}, "contract.trump"),
        ({"type": "wenz", "trump": "C"}, "contract.trump"),
        ({"type": "nonsense"}, "contract.type"),
        ({"type": "sie"}, "contract.type"),
        (5, "contract"),
    ],
)
def test_bad_contracts(contract, path):
    got = error(op="legal_plays", contract=contract, hand=["OC"], trick=[])
    assert got["path"] == path and got["code"] == "invalid_request", got


def test_trick_winner_needs_a_complete_trick():
    got = error(op="trick_winner", contract=ACE, trick=["OC", "OS"])
    assert got["code"] == "invalid_position" and got["path"] == "trick"


def test_unknown_fields_and_options_refused():
    assert error(op="card_points", cards=[], extra=1)["path"] == "extra"
    assert error(op="card_points", cards=[], options={"runaway_min_cards": 5})["code"] == (
        "invalid_options"
    )
    assert error(op="auction", calls=[{"seat": 0, "call": "ramsch"}])["code"] == "illegal_action"
    assert error(op="auction", calls="pass")["path"] == "calls"


def test_json_boundary_roundtrip():
    text = json.dumps({"op": "matadors", "game": "schafkopf", "contract": ACE, "cards": ["OC"]})
    assert json.loads(handle_json(text))["ok"] is True


def test_state_op_full_game_to_result():
    actions: list = []
    state = ok(op="state", seed=1)
    while not state["terminal"]:
        legal = [a for a in state["legal_actions"] if a["action"] != "double"]
        bids = [a for a in legal if a.get("call") not in (None, "pass")]
        actions.append(bids[0] if state["phase"] == "auction" and bids else legal[0])
        state = ok(op="state", seed=1, actions=actions)
    assert sum(state["returns"]) == 0
    if state["tricks"]:
        points = sum(
            SCHAFKOPF_DECK.get(c["card"]).points for t in state["tricks"] for c in t["cards"]
        )
        assert points == 120 and all(t["winner"] is not None for t in state["tricks"])
