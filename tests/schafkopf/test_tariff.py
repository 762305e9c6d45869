"""The score sheet's engine additions (issue 24): a table's tariff on the `score` op and the
`all_pass` op for a deal that everybody passed.

A tariff only prices the parts of the text's table (sk-scoring-table): the tariff
{ace_game: 1, solo: 5, step: 1} is the text's own table, so it must give the stakes back for
every game, option and kettle; other tariffs scale the same arithmetic.
"""

from __future__ import annotations

import itertools

import pytest

from trainer.api import handle

from .helpers import error, ok, source

TEXT_TARIFF = {"ace_game": 1, "solo": 5, "step": 1}
TARIFF = {"ace_game": 10, "solo": 50, "step": 10}
CONTRACTS = [
    {"type": "ace_game", "called": "C"},
    {"type": "wenz"},
    {"type": "suit_solo", "trump": "H"},
    {"type": "wenz_tout"},
    {"type": "suit_solo_tout", "trump": "S"},
]
RESULTS = [(61, 4), (95, 6), (120, 8), (45, 3), (20, 1), (0, 0)]
OPTION_SETS = [
    {},
    {"ace_game_payment": "one_to_one", "tout_mode": "double_base", "matadors": True},
    {"tout_mode": "double_solo", "matadors": True, "all_pass": "kettle", "kettle_share": "pair"},
]


def score(**request):
    return ok(op="score", **request)


def test_the_texts_own_tariff_gives_the_stakes_back_for_every_game():
    """sk-scoring-table priced at 1/5/1 is the table itself: value and every net unchanged."""
    for contract, (points, tricks), options in itertools.product(CONTRACTS, RESULTS, OPTION_SETS):
        request = {
            "contract": contract,
            "declarer_points": points,
            "declarer_tricks": tricks,
            "contra": True,
            "options": options,
        }
        if options.get("matadors"):
            request["matadors"] = 3
        if options.get("all_pass") == "kettle":
            request["pot"] = 7
        got = score(**request, tariff=TEXT_TARIFF)
        assert got["tariff"]["value"] == got["value"], source("sk-scoring-table")
        assert got["tariff"]["net"] == got["net"], (contract, points, tricks, options)
    sie = score(contract={"type": "sie"}, tariff=TEXT_TARIFF)
    assert (sie["tariff"]["value"], sie["tariff"]["net"]) == (sie["value"], sie["net"])


def test_a_tariff_prices_each_part_of_the_table():
    """An ace game won schneider with contra (S8, S10): (10 + 1 step) × 2 = 40 at 10/50/10;
    each of the pair settles with each opponent (S11, the text's default): ±80."""
    got = score(
        contract={"type": "ace_game", "called": "S"},
        declarer_points=95,
        declarer_tricks=6,
        contra=True,
        tariff=TARIFF,
    )
    assert got["value"] == 4
    assert got["tariff"]["value"] == 40, source("sk-contra-scoring")
    assert got["tariff"]["net"] == {"declarer": 80, "partner": 80, "opponent": -80}
    assert got["tariff"]["line"]["text"] == (
        "At your tariff (an ace game 10, a solo 50, each step 10) the game is worth 40."
    )
    assert got["tariff"]["line"]["rule"]["id"] == "sk-ace-game-payment"


def test_solos_touts_and_sie_are_priced_in_proportion_to_the_solo():
    """A solo is 5 stakes, a tout 10 (two solos), Sie 20 (four solos): at 10/50/10 a lost
    Wenz schwarz costs 50 + 2 steps = 70 from the soloist to each opponent (±3v/∓v)."""
    wenz = score(contract={"type": "wenz"}, declarer_points=0, declarer_tricks=0, tariff=TARIFF)
    assert wenz["tariff"]["value"] == 70, source("sk-solo-payment")
    assert wenz["tariff"]["net"] == {"declarer": -210, "partner": None, "opponent": 70}
    tout = score(
        contract={"type": "wenz_tout"}, declarer_points=120, declarer_tricks=8, tariff=TARIFF
    )
    assert tout["tariff"]["value"] == 100  # the text's flat 10 stakes: two solos
    sie = score(contract={"type": "sie"}, tariff=TARIFF)
    assert sie["tariff"]["value"] == 200, source("sk-sie")
    assert sie["tariff"]["net"] == {"declarer": 600, "partner": None, "opponent": -200}
    today = score(
        contract={"type": "wenz_tout"},
        declarer_points=120,
        declarer_tricks=8,
        matadors=3,
        options={"tout_mode": "double_base", "matadors": True},
        tariff=TARIFF,
    )
    assert (today["value"], today["tariff"]["value"]) == (16, 160)  # 2 × (5 + 3), 2 × (50 + 30)


def test_the_kettle_is_carried_at_the_tariffs_prices():
    """S17 (kettle_share = pair): a won ace game takes the pot, half to each of the pair."""
    got = score(
        contract={"type": "ace_game", "called": "S"},
        declarer_points=95,
        declarer_tricks=6,
        pot=80,
        options={"all_pass": "kettle", "kettle_share": "pair"},
        tariff=TARIFF,
    )
    assert got["pot_after"] == 0, source("sk-kettle")
    net = got["tariff"]["net"]
    assert net == {"declarer": 80, "partner": 80, "opponent": -40}
    assert net["declarer"] + net["partner"] + 2 * net["opponent"] == 80  # the pot came out


def test_a_ramsch_is_priced_in_ace_games():
    got = score(
        contract={"type": "ramsch"},
        points=[40, 30, 30, 20],
        tricks=[3, 2, 2, 1],
        trumps_won=[[], [], [], []],
        tariff=TARIFF,
    )
    assert got["net"] == [-6, 2, 2, 2], source("sk-ramsch-loser")
    assert got["tariff"]["net"] == [-60, 20, 20, 20]


def test_all_pass_is_the_state_ops_four_passes():
    """sk-all-pass (a new deal, nothing paid) and sk-kettle (each pays 1 stake into it)."""
    passes = [{"action": "call", "call": "pass"}] * 4
    for options, pot in (({}, None), ({"all_pass": "kettle"}, 3)):
        state = handle(
            {"op": "state", "game": "schafkopf", "seed": 5, "players": 4, "options": options}
            | {"actions": passes}
            | ({"pot": pot} if pot is not None else {})
        )
        got = ok(op="all_pass", options=options, **({"pot": pot} if pot is not None else {}))
        assert got["net"] == state["returns"]
        assert got["lines"] == state["score"]
        if pot is not None:
            assert (got["pot_before"], got["pot_after"]) == (state["pot"]["before"], 7)
    kettle = ok(op="all_pass", options={"all_pass": "kettle"}, pot=40, tariff=TARIFF)
    assert kettle["tariff"]["net"] == [-10] * 4
    assert kettle["pot_after"] == 80, source("sk-kettle")


@pytest.mark.parametrize(
    ("request_", "path"),
    [
        ({"op": "all_pass", "options": {"all_pass": "ramsch"}}, "options.all_pass"),
        ({"op": "all_pass", "pot": 3}, "pot"),
        ({"op": "all_pass", "tariff": {"ace_game": 10, "solo": 50}}, "tariff.step"),
        (
            {
                "op": "score",
                "contract": {"type": "wenz"},
                "declarer_points": 70,
                "declarer_tricks": 5,
                "tariff": {"ace_game": 0, "solo": 50, "step": 10},
            },
            "tariff.ace_game",
        ),
        (
            {
                "op": "score",
                "contract": {"type": "sie"},
                "tariff": {"ace_game": 10, "solo": 50, "step": 10, "sie": 300},
            },
            "tariff.sie",
        ),
        ({"op": "score", "contract": {"type": "sie"}, "tariff": [10, 50, 10]}, "tariff"),
    ],
)
def test_bad_requests_are_refused_with_the_field(request_, path):
    got = error(**request_)
    assert got["path"] == path
    assert got["code"] != "internal_error"
