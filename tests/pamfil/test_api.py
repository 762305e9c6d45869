"""Every Pamfil op through trainer.api.handle, good and bad requests."""

from __future__ import annotations

import json
import random

import pytest

from trainer.api import handle, handle_json


def call(op, **fields):
    return handle({"op": op, "game": "pamfil", **fields})


def ok(op, **fields):
    response = call(op, **fields)
    assert response["ok"], response
    return response


def error(op, **fields):
    response = call(op, **fields)
    assert not response["ok"], response
    return response["error"]


HEARTS = {"trump": "H"}


def test_describe_lists_ops_options_and_kinds():
    games = handle({"op": "describe"})["games"]
    pamfil = games["pamfil"]
    ops = {op["name"] for op in pamfil["ops"]}
    assert {"legal_plays", "trick_winner", "auction", "mucha", "score", "state", "quiz"} <= ops
    assert {k["name"] for k in pamfil["quiz_kinds"]} == {
        "legal_plays",
        "trick_winner",
        "auction",
        "mucha",
        "score",
    }
    names = [o["name"] for o in pamfil["options"]]
    assert "pamfil_mode" in names and "beat_obligation" in names


def test_legal_plays_with_reasons():
    r = ok("legal_plays", contract=HEARTS, hand=["as", " 7s", "KD", "9H"], trick=["KS", "8S"])
    assert r["legal"] == ["AS"] and r["winning"] == "KS"
    assert set(r["reasons"]) == {"7S", "KD", "9H"}
    reason = r["reasons"]["7S"]
    assert reason["code"] == "must_head" and reason["rule"]["id"] == "pf-follow-beat"
    assert reason["rule"]["anchor"] == "pamfil/rules/#pf-follow-beat"


def test_legal_plays_options():
    r = ok(
        "legal_plays",
        contract=HEARTS,
        hand=["AS", "7S"],
        trick=["KS"],
        options={"beat_obligation": "trump_only"},
    )
    assert r["legal"] == ["AS", "7S"]
    r = ok(
        "legal_plays",
        contract=HEARTS,
        hand=["UC", "7C"],
        trick=["KC"],
        options={"pamfil_mode": "top_club"},
    )
    assert r["legal"] == ["UC"]


def test_legal_plays_infers_the_table():
    r = ok("legal_plays", contract=HEARTS, hand=["6S", "7S"], trick=["8S"])
    assert r["players"] == 4 and r["legal"] == ["6S", "7S"]
    r = ok(
        "legal_plays",
        contract=HEARTS,
        hand=["AS", "7S", "9D", "10D"],
        trick=["KS"],
        history=[["7H", "8H", "9H", "10H"]],
    )
    assert r["players"] == 4 and r["legal"] == ["AS"]


@pytest.mark.parametrize(
    ("fields", "code", "path"),
    [
        ({"hand": ["AS", "XX"], "trick": []}, "invalid_card", "hand[1]"),
        ({"hand": ["AS", "AS"], "trick": []}, "invalid_position", "hand[1]"),
        ({"hand": ["AS"], "trick": ["AS"]}, "invalid_position", "trick[0]"),
        ({"hand": ["AS"], "trick": ["KS", "9S", "8S"]}, "invalid_position", "trick"),
        ({"hand": ["AS", "KS", "OS", "US", "10S", "9S"], "trick": []}, "invalid_request", "hand"),
        ({"hand": [], "trick": []}, "invalid_position", "hand"),
        ({"hand": "AS", "trick": []}, "invalid_request", "hand"),
        ({"hand": [1], "trick": []}, "invalid_card", "hand[0]"),
        ({"hand": ["6S"], "trick": [], "players": 3}, "invalid_card", "hand[0]"),
        (
            {"hand": ["AS"], "trick": [], "history": [["7H", "8H"]]},
            "invalid_position",
            "history[0]",
        ),
        (
            {"hand": ["AS", "KS", "OS", "US", "10S"], "trick": [], "history": [["7H", "8H", "9H"]]},
            "invalid_position",
            "hand",
        ),
        ({"hand": ["AS"], "trick": [], "history": [["AS", "8H", "9H"]]}, "invalid_position", ""),
    ],
)
def test_legal_plays_bad_input(fields, code, path):
    err = error("legal_plays", contract=HEARTS, **fields)
    assert err["code"] == code, err
    assert err["path"].startswith(path), err
    assert err["message"]


def test_bad_contract():
    assert error("legal_plays", contract={"trump": "X"}, hand=["AS"])["path"] == "contract.trump"
    assert error("legal_plays", contract="H", hand=["AS"])["path"] == "contract"
    assert error("legal_plays", contract={"trump": "H", "x": 1}, hand=["AS"])["path"] == (
        "contract.x"
    )
    assert error("legal_plays", hand=["AS"])["path"] == "contract"


def test_trick_winner():
    r = ok("trick_winner", contract=HEARTS, trick=["KS", "7H", "UC"], leader=1)
    assert (r["winner"], r["card"], r["winner_seat"], r["trumped"]) == (2, "UC", 0, True)
    r = ok("trick_winner", contract=HEARTS, trick=["KS", "AS", "6S", "9S"])
    assert r["winner"] == 1
    r = ok(
        "trick_winner",
        contract=HEARTS,
        trick=["UC", "AC", "KC"],
        options={"pamfil_mode": "top_club"},
    )
    assert r["winner"] == 0
    assert error("trick_winner", contract=HEARTS, trick=["KS", "AS"])["code"] == "invalid_position"
    assert error("trick_winner", contract=HEARTS, trick=["KS", "AS", "9S"], players=4)["code"] == (
        "invalid_position"
    )
    assert error("trick_winner", contract=HEARTS, trick=["KS", "KS", "9S"])["path"] == "trick[1]"


def test_auction():
    r = ok("auction", calls=[])
    assert r["next"] == 0 and r["legal_calls"] == ["play", "exchange"] and not r["complete"]
    r = ok(
        "auction",
        calls=[
            {"seat": 0, "call": "exchange", "count": 3},
            {"seat": 1, "call": "pass"},
            {"seat": 2, "call": "exchange", "count": 1},
        ],
    )
    assert r["complete"] and r["next"] is None and r["outcome"] == "play"
    assert r["must_play"] == [0, 2] and r["passed"] == [1] and r["talon_left"] == 13
    assert r["winner"] is None and r["exchanges"][1]["talon_positions"] == [4]
    r = ok("auction", players=6, calls=[{"seat": 0, "call": "exchange", "count": 4}])
    assert r["max_exchange"] == 2 and r["may_declare"] == [1, 2, 3, 4, 5]
    err = error(
        "auction",
        players=6,
        calls=[
            {"seat": 0, "call": "exchange", "count": 4},
            {"seat": 1, "call": "exchange", "count": 3},
        ],
    )
    assert err["code"] == "illegal_action" and err["path"] == "calls[1]"
    assert "only 2 are left in the talon" in err["message"]
    err = error("auction", calls=[{"seat": 0, "call": "pass"}])
    assert err["code"] == "illegal_action" and "forehand" in err["message"]
    assert error("auction", calls=[{"seat": 0, "call": "bid"}])["path"] == "calls[0].call"
    assert error("auction", calls=[{"seat": "0", "call": "play"}])["path"] == "calls[0].seat"
    assert error("auction", calls=["pass"])["path"] == "calls[0]"
    assert error("auction", calls=[{"seat": 1, "call": "play"}])["code"] == "illegal_action"
    assert error("auction", players=2)["path"] == "players"


def test_mucha():
    r = ok(
        "mucha",
        contract=HEARTS,
        hands=[
            ["AS", "KS", "OS", "US", "10S"],
            ["AD", "KD", "OD", "UD", "10D"],
            ["UC", "AC", "KC", "9C", "7C"],
        ],
    )
    assert r["mucha_seats"] == [0, 1] and r["winner"] == 0 and r["decided_by"] == "seat"
    assert r["card_points"] == [50, 50, 46]
    r = ok(
        "mucha",
        contract=HEARTS,
        options={"pamfil_mode": "top_club"},
        hands=[
            ["AS", "KS", "OS", "US", "10S"],
            ["AD", "KD", "OD", "UD", "9H"],
            ["UC", "AC", "KC", "9C", "7C"],
        ],
    )
    assert r["mucha_seats"] == [0, 2] and r["winner"] == 0 and r["decided_by"] == "points"
    err = error("mucha", contract=HEARTS, hands=[["AS"], ["KS"], ["OS"]])
    assert err["code"] == "invalid_position" and err["path"] == "hands[0]"
    err = error(
        "mucha",
        contract=HEARTS,
        hands=[
            ["AS", "KS", "OS", "US", "10S"],
            ["AS", "KD", "OD", "UD", "9H"],
            ["UC", "AC", "KC", "9C", "7C"],
        ],
    )
    assert err["code"] == "invalid_position" and err["path"] == "hands[1][0]"
    assert error("mucha", contract=HEARTS, hands=[[1, 2]])["code"] in (
        "invalid_card",
        "invalid_position",
    )


def test_score():
    assert ok("score", declared=True, tricks=1, holds_pamfil=False, mucha=False)["points"] == -3
    assert ok("score", declared=True, tricks=1, holds_pamfil=True)["points"] == -6
    assert ok("score", declared=False, tricks=3, holds_pamfil=True)["points"] == 6
    assert ok("score", mucha=True, holds_pamfil=True)["points"] == 10
    assert ok("score", mucha=True, options={"mucha_payout": "with_tricks"})["points"] == 10
    r = ok("score", declared=True, tricks=1, holds_pamfil=True, options={"double_penalty": False})
    assert r["points"] == -3
    r = ok("score", declared=True, tricks=4, holds_pamfil=True)
    assert set(r) >= {"points", "base", "doubled", "lines"} and "explanation" not in r
    [line] = r["lines"]
    assert line["value"] == r["points"] == 8 and line["seat"] is None
    assert line["rule"]["id"] == "pf-pamfil-double"
    assert line["text"] == (
        "A declared player with 4 tricks scores 4 points, doubled for the pamfil: 8 points."
    )
    assert ok("score", declared=False, tricks=2)["lines"][0]["rule"]["id"] == (
        "pf-score-undeclared"
    )
    assert error("score", declared=True, tricks=6)["path"] == "tricks"
    assert error("score", declared="yes", tricks=2)["path"] == "declared"
    assert error("score", tricks=2)["path"] == "declared"
    assert error("score", mucha=True, tricks=3)["code"] == "invalid_position"


def test_state_op():
    s = ok("state", seed=4, actions=[])
    assert s["phase"] in ("declaration", "over") and len(s["hands"]) == 3
    if s["phase"] == "declaration":
        assert s["to_move"] == 0
        assert {"seat": 0, "action": "call", "call": "play"} in s["legal_actions"]
    actions = []
    state = s
    while state["phase"] != "over":
        actions.append(state["legal_actions"][-1])
        state = ok("state", seed=4, actions=actions)
    assert state["terminal"] and len(state["returns"]) == 3 and sum(state["returns"]) == 0
    err = error("state", seed=4, actions=[{"action": "call", "call": "pass"}])
    assert err["code"] == "illegal_action" and err["path"] == "actions[0]"
    assert err["rule"]["id"] == "pf-forehand-must-play"
    err = error(
        "state",
        seed=4,
        actions=[{"action": "call", "call": "play"}, {"action": "play", "card": "AH"}],
    )
    assert err["path"].startswith("actions[1]")
    assert error("state", seed=-1)["path"] == "seed"
    assert error("state", seed=1, players=8)["path"] == "players"


def test_unknown_field_and_op():
    assert error("legal_plays", contract=HEARTS, hand=["AS"], bogus=1)["path"] == "bogus"
    assert error("nonsense")["code"] == "unknown_op"


def test_json_boundary_roundtrip():
    text = json.dumps(
        {"op": "trick_winner", "game": "pamfil", "contract": HEARTS, "trick": ["KS", "AS", "9S"]}
    )
    assert json.loads(handle_json(text))["winner"] == 1


def test_card_points():
    r = ok("card_points", cards=["AS", "10S", "9S", "6S", "UC"])
    assert r["points"] == 10 + 10 + 9 + 6 + 10


def test_a_seat_is_a_whole_number_not_a_boolean():
    """Review P-2: {"seat": true} was taken as seat 1 (True == 1); 1.0 read 'seat 1.0's'."""
    for seat in (True, 1.0, "1"):
        calls = [
            {"action": "call", "call": "play"},
            {"action": "call", "call": "pass", "seat": seat},
        ]
        err = error("state", seed=1, actions=calls)
        assert err["code"] == "invalid_request" and err["path"] == "actions[1].seat", err
    calls = [{"action": "call", "call": "play"}, {"action": "call", "call": "pass", "seat": 1}]
    assert ok("state", seed=1, actions=calls)


def test_a_declaration_in_the_auction_op_has_no_discard():
    """A 'discard' in an auction call was silently ignored (the state op reads it)."""
    err = error("auction", calls=[{"seat": 0, "call": "exchange", "count": 1, "discard": ["AH"]}])
    assert err["path"] == "calls[0].discard"


def test_legal_plays_and_state_give_the_same_reason_for_a_card():
    """One ladder: for every card of the hand, the ``legal_plays`` op's reason and the
    ``state`` op's refusal of that play have the same code, sentence and rule."""
    compared = 0
    for seed in range(12):
        players = 3 + seed % 3
        deal = {"op": "state", "game": "pamfil", "seed": seed, "players": players}
        rng = random.Random(seed)
        actions: list[dict] = []
        state = handle({**deal, "actions": actions})
        while not state["terminal"]:
            trick = state["trick"]
            if state["phase"] == "play" and trick["cards"]:
                hand = state["hands"][state["to_move"]]
                position = {
                    "contract": {"trump": state["contract"]["trump"]},
                    "players": players,
                    "hand": hand,
                    "trick": [c["card"] for c in trick["cards"]],
                    "history": [[c["card"] for c in t["cards"]] for t in state["tricks"]],
                }
                plays = ok("legal_plays", **position)
                for code in hand:
                    tried = handle(
                        {**deal, "actions": [*actions, {"action": "play", "card": code}]}
                    )
                    if code in plays["legal"]:
                        assert tried["ok"], tried
                        continue
                    reason, refused = plays["reasons"][code], tried["error"]
                    assert refused["reason"] == reason["code"], (seed, code)
                    assert refused["message"] == reason["message"]
                    assert refused["rule"] == reason["rule"]
                    compared += 1
            actions.append(rng.choice(state["legal_actions"]))
            state = handle({**deal, "actions": actions})
    assert compared > 100
