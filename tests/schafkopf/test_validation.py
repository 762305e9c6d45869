"""Requests the engine must refuse (the Schafkopf engine review of 2026-11-30, §1 and §2).

Each test names the review's item. Impossible card-point totals rest on sk-card-points
(A 11, 10 10, K 4, O 3, U 2) and sk-deck-total ("120 points in all").
"""

from __future__ import annotations

import pytest

from trainer.schafkopf.feasible import PACK, totals

from .helpers import error, ok, source

ACE = {"type": "ace_game", "called": "C"}
WENZ = {"type": "wenz"}
SOLO = {"type": "suit_solo", "trump": "S"}


def score(**request):
    return {"op": "score", **request}


@pytest.mark.parametrize(
    ("points", "tricks"),
    [
        (119, 7),  # #3: the other side would hold exactly 1 point
        (1, 1),  # no card is worth 1
        (120, 1),  # #4: one trick holds at most 44
        (60, 7),  # #4: seven tricks hold at least 76
        (0, 7),
        (85, 2),  # two tricks hold at most 84
        (101, 3),  # three tricks hold at most 100
        (5, 4),  # four tricks hold at least 8
        (38, 1),  # 11 + 11 + 11 + 4 = 37, 11 + 11 + 10 + 10 = 42: nothing between
        (30, 0),  # no trick, no points
        (100, 8),  # all tricks, all points
    ],
)
def test_score_refuses_points_the_tricks_cannot_hold(points, tricks):
    """sk-card-points / sk-deck-total: a side's points are the values of the cards of its
    tricks, 4 cards a trick."""
    for contract in (ACE, WENZ, SOLO):
        bad = error(**score(contract=contract, declarer_points=points, declarer_tricks=tricks))
        assert (bad["code"], bad["path"]) == ("invalid_position", "declarer_points"), source(
            "sk-card-points"
        )


def test_every_possible_total_is_accepted():
    """The check refuses nothing a real deal can give: every (tricks, points) pair that some
    4 × tricks cards of the pack make is scored."""
    for tricks in range(9):
        for points in sorted(totals(PACK, 4 * tricks)):
            ok(**score(contract=SOLO, declarer_points=points, declarer_tricks=tricks))
    assert 119 not in totals(PACK, 28) and max(totals(PACK, 4)) == 44


def test_ramsch_points_must_fit_the_tricks_and_the_trumps_won():
    """#6: seat 2 won the Ober of acorns (3 points) yet is listed with 0 points."""
    bad = error(
        **score(
            contract={"type": "ramsch"},
            points=[60, 60, 0, 0],
            tricks=[4, 3, 1, 0],
            trumps_won=[[], [], ["OC"], []],
        )
    )
    assert (bad["code"], bad["path"]) == ("invalid_position", "points[2]"), source("sk-card-points")
    bad = error(
        **score(
            contract={"type": "ramsch"},
            points=[119, 1, 0, 0],
            tricks=[7, 1, 0, 0],
            trumps_won=[[], [], [], []],
        )
    )
    assert bad["path"] == "points[0]"
    ok(
        **score(
            contract={"type": "ramsch"},
            points=[60, 57, 3, 0],
            tricks=[4, 3, 1, 0],
            trumps_won=[[], [], ["OC"], []],
        )
    )


def test_wenz_has_no_run_of_five_matadors():
    """#5: sk-wenz "Only the 4 Unters remain trumps", so a run stops at 4."""
    request = score(
        contract=WENZ, declarer_points=70, declarer_tricks=5, options={"matadors": True}
    )
    bad = error(**request, matadors=5)
    assert (bad["code"], bad["path"]) == ("invalid_position", "matadors"), source("sk-wenz")
    assert ok(**request, matadors=4)["value"] == 5 + 4
    assert ok(**score(contract=SOLO, declarer_points=70, declarer_tricks=5, matadors=14))


@pytest.mark.parametrize(
    "extra",
    [
        {"contra": True},
        {"re": True},
        {"doublings": 1},
        {"matadors": 0},
        {"declarer_points": 120},
        {"declarer_tricks": 8},
        {"matadors": 8},
    ],
)
def test_sie_takes_no_contra_points_or_tricks(extra):
    """#7: S12, Sie "wins automatically (no play and no contra)"; sk-sie: "He lays them out on
    the table"."""
    bad = error(**score(contract={"type": "sie"}, **extra))
    assert bad["code"] == "invalid_request" and bad["path"] == next(iter(extra)), source("sk-sie")
    assert ok(**score(contract={"type": "sie"}))["value"] == 20


@pytest.mark.parametrize(
    "extra", [{"contra": False}, {"contra": None}, {"re": False}, {"doublings": 0}]
)
def test_sie_reads_an_explicit_no_doubling_as_none(extra):
    """Issue 31: "no contra" said outright (a form that always sends its box) is what Sie has
    anyway (S12: "no play and no contra"), so it is read as the field's absence."""
    assert ok(**score(contract={"type": "sie"}, **extra)) == ok(**score(contract={"type": "sie"}))


@pytest.mark.parametrize(
    "extra",
    [
        {"contra": True, "doublings": 0},
        {"contra": False, "doublings": 1},
        {"re": False, "doublings": 0},
        {"contra": None, "doublings": 1},
        {"re": None, "doublings": 0},
    ],
)
def test_contra_and_doublings_are_not_given_together(extra):
    """#8: `doublings` replaces contra/re (S10); given both, neither silently wins."""
    bad = error(**score(contract=ACE, declarer_points=70, declarer_tricks=5, **extra))
    assert (bad["code"], bad["path"]) == ("invalid_request", "doublings")


@pytest.mark.parametrize("field", ["points", "tricks", "trumps_won"])
def test_ramsch_fields_do_not_score_a_played_game(field):
    bad = error(
        **score(contract=ACE, declarer_points=70, declarer_tricks=5, **{field: [0, 0, 0, 0]})
    )
    assert (bad["code"], bad["path"]) == ("invalid_request", field)


@pytest.mark.parametrize("field", ["declarer_points", "contra", "doublings", "matadors"])
def test_game_fields_do_not_score_a_ramsch(field):
    value = {"declarer_points": 70, "contra": True, "doublings": 1, "matadors": 3}[field]
    bad = error(
        **score(
            contract={"type": "ramsch"},
            points=[50, 30, 20, 20],
            tricks=[3, 2, 2, 1],
            trumps_won=[[], [], [], []],
            **{field: value},
        )
    )
    assert (bad["code"], bad["path"]) == ("invalid_request", field)


def test_state_refuses_a_play_beside_a_contra():
    """#9: `{"play": "OS", "double": "contra", "seat": 1}` applied the contra and dropped the
    play; two actions in one are refused, as unknown fields are."""
    first = ok(op="state", seed=1, actions=[])
    bids = [a for a in first["legal_actions"] if a.get("call") not in (None, "pass")]
    passes = [{"action": "call", "call": "pass"}] * 3
    actions = [bids[0], *passes]
    after = ok(op="state", seed=1, actions=actions)
    assert after["phase"] == "play"
    play = next(a for a in after["legal_actions"] if a["action"] == "play")
    contra = next(a for a in after["legal_actions"] if a.get("call") == "contra")
    bad = error(op="state", seed=1, actions=[*actions, {**contra, "card": play["card"]}])
    assert bad["code"] == "invalid_request" and bad["path"].startswith("actions[4]."), bad
    ok(op="state", seed=1, actions=[*actions, contra])


@pytest.mark.parametrize(
    ("action", "field", "code"),
    [
        ({"action": "call", "call": "pass", "called": "S"}, "called", "illegal_action"),
        ({"action": "call", "call": "Pass", "trump": "H"}, "trump", "illegal_action"),
        ({"action": "call", "call": "wenz", "card": "OC"}, "card", "invalid_request"),
    ],
)
def test_state_refuses_fields_a_call_does_not_have(action, field, code):
    """#10: the `auction` op says "a pass has no 'called'"; the `state` op now agrees: a field
    no call has is a malformed request; a suit on a pass is refused with the auction's rule."""
    bad = error(op="state", seed=1, actions=[action])
    assert bad["code"] == code and bad["path"].startswith("actions[0]"), bad
    if code == "invalid_request":
        assert bad["path"] == f"actions[0].{field}"
    else:
        assert bad["reason"] == "not_allowed" and bad["rule"]["id"] == "sk-auction-open"


@pytest.mark.parametrize(
    ("request_", "path"),
    [
        ({"hand": ["AC"], "trick": ["7C", "8C", "9C", "KC", "10C"]}, "trick"),
        ({"hand": ["AC", "7S", "8S", "9S", "KS", "10S", "AS", "OC", "UC"]}, "hand"),
        ({"hand": ["AC"], "history": [["7H", "8H", "9H", "KH"]] + [[]] * 8}, "history[1]"),
    ],
)
def test_legal_plays_calls_an_overlong_position_impossible(request_, path):
    """#13: a 5-card trick or a 9-card hand is an impossible position (sk-deal: "eight cards"),
    refused as invalid_position like duplicates, not as a malformed request."""
    bad = error(op="legal_plays", contract=WENZ, **request_)
    assert (bad["code"], bad["path"]) == ("invalid_position", path), source("sk-deal")
    bad = error(op="trick_winner", contract=WENZ, trick=["7C", "8C", "9C", "KC", "10C"])
    assert (bad["code"], bad["path"]) == ("invalid_position", "trick")


def test_a_card_not_in_hand_is_an_illegal_action_like_every_refused_play():
    """Code review of 2026-11-30: Schafkopf's "not in hand" said `illegal_play`, every other
    refusal of a play says `illegal_action`."""
    bad = error(
        op="state",
        seed=1,
        actions=[{"action": "call", "call": "wenz"}]
        + [{"action": "call", "call": "pass"}] * 3
        + [{"action": "play", "card": "OC"}],
    )
    seat0 = ok(op="state", seed=1, view=0)["hand"]
    if "OC" in seat0:  # seed 1 gives the forehand no Ober of acorns
        return
    assert bad["code"] == "illegal_action" and bad["reason"] == "not_in_hand"
    assert bad["message"] == "The Ober of acorns is not in your hand"


@pytest.mark.parametrize(
    "request_",
    [
        {"op": "describe", "game": "schafkopf", "options": {"x" * 5000: 1}},
        {"op": "card_points", "options": {"matadors": "y" * 5000}},
        {"op": "matadors", "options": {"x" * 5000: True}, "contract": "wenz", "cards": []},
        {"op": "legal_plays", "contract": {"type": "wenz", "x" * 5000: 1}, "hand": ["AC"]},
        {"op": "auction", "calls": [{"seat": 0, "call": "pass", "x" * 5000: 1}]},
        {"op": "state", "seed": 1, "actions": [{"call": "pass", "x" * 5000: 1}]},
    ],
)
def test_refusals_echo_at_most_a_short_piece_of_the_input(request_):
    """Engine review §2 "Unbounded echo of input": cut option names, option values and
    contract keys as op and field names are cut."""
    bad = error(**request_)
    assert len(bad["message"]) < 300 and len(bad["path"]) < 100, bad


@pytest.mark.parametrize("contract", [{"type": "sie"}, ACE])
@pytest.mark.parametrize("pot", [None, 0])
def test_a_pot_given_its_neutral_value_still_needs_the_kettle(contract, pot):
    """sk-kettle: the kettle exists only when everybody passing fills it (option all_pass =
    "kettle"); a pot of 0 or null is still a pot given, refused like any other."""
    extra = {} if contract["type"] == "sie" else {"declarer_points": 70, "declarer_tricks": 5}
    bad = error(**score(contract=contract, pot=pot, **extra))
    assert (bad["code"], bad["path"]) == ("invalid_request", "pot"), source("sk-kettle")
