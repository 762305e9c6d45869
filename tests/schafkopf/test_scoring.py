"""Settlement (S8–S11, S15–S17): the text's table as vectors, every scoring option."""

from __future__ import annotations

import pytest

from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.scoring import ramsch_loser, score_game

from .helpers import contract, error, ok, source

ACE = {"type": "ace_game", "called": "C"}
WENZ = {"type": "wenz"}
SOLO = {"type": "suit_solo", "trump": "S"}


def score(c, points, tricks, **extra):
    return ok(op="score", contract=c, declarer_points=points, declarer_tricks=tricks, **extra)


@pytest.mark.parametrize(
    ("points", "tricks", "won", "level", "extra"),
    [
        (61, 4, True, "simple", 0),
        (90, 5, True, "simple", 0),  # literal: 90 is a simple win (S8)
        (91, 5, True, "schneider", 1),
        (120, 8, True, "schwarz", 2),
        (120, 7, True, "schneider", 1),  # schwarz counts tricks: a 0-point trick avoids it
        (60, 4, False, "simple", 0),
        (31, 2, False, "simple", 0),
        (30, 2, False, "schneider", 1),
        (0, 1, False, "schneider", 1),
        (0, 0, False, "schwarz", 2),
    ],
)
def test_scoring_table(points, tricks, won, level, extra):
    """sk-scoring-table: 61–90 won base; 91+ schneider +1; all tricks schwarz +2; 31–60 lost
    base; ≤30 lost schneider +1; no trick lost schwarz +2."""
    for c, base in ((ACE, 1), (WENZ, 5), (SOLO, 5)):
        got = score(c, points, tricks)
        assert (got["won"], got["level"], got["value"]) == (won, level, base + extra), source(
            "sk-scoring-table"
        )


def test_option_schneider_win_min_90():
    """S8 option: the official threshold, 90 wins schneider."""
    assert score(ACE, 90, 5)["level"] == "simple"
    assert score(ACE, 90, 5, options={"schneider_win_min": 90})["level"] == "schneider"


def test_solo_payments_against_all_three():
    """sk-solo-payment: "he pays all three opponents, or takes payment from all three"."""
    got = score(WENZ, 70, 5)
    assert got["net"] == {"declarer": 15, "partner": None, "opponent": -5}, source(
        "sk-solo-payment"
    )
    got = score(SOLO, 20, 1)
    assert got["net"] == {"declarer": -18, "partner": None, "opponent": 6}


def test_ace_game_payment_each_to_each_and_option_one_to_one():
    """sk-ace-game-payment (S11): "the declarer and his partner pay the corresponding payment to
    each of their opponents" → ±2v each; option one_to_one → ±v."""
    got = score(ACE, 70, 5)
    assert got["net"] == {"declarer": 2, "partner": 2, "opponent": -2}, source(
        "sk-ace-game-payment"
    )
    got = score(ACE, 70, 5, options={"ace_game_payment": "one_to_one"})
    assert got["net"] == {"declarer": 1, "partner": 1, "opponent": -1}


def test_contra_and_re_double():
    """sk-contra-scoring (S10): "If there was a contra (recontra), the result is increased
    accordingly." v = (base + extra) × 2^(contra + re)."""
    assert score(WENZ, 95, 6, contra=True)["value"] == 12, source("sk-contra-scoring")
    assert score(WENZ, 95, 6, contra=True, re=True)["value"] == 24
    assert error(op="score", contract=WENZ, declarer_points=95, declarer_tricks=6, re=True)


def test_option_max_double_rounds():
    """sk-contra-rounds: "in some companies the players may make as many as two rounds"."""
    assert error(op="score", contract=WENZ, declarer_points=95, declarer_tricks=6, doublings=3)
    got = score(WENZ, 95, 6, doublings=4, options={"max_double_rounds": 2})
    assert got["value"] == 6 * 16, source("sk-contra-rounds")


@pytest.mark.parametrize("kind", ["wenz_tout", "suit_solo_tout"])
def test_tout_flat(kind):
    """sk-wenz-tout / sk-suit-solo-tout (S9): "all the tricks must be won"; flat 10 either way."""
    c = {"type": kind} if kind == "wenz_tout" else {"type": kind, "trump": "C"}
    won = score(c, 120, 8)
    lost = score(c, 120, 7)
    assert (won["won"], won["value"], won["level"]) == (True, 10, "simple"), source("sk-wenz-tout")
    assert (lost["won"], lost["value"]) == (False, 10)
    assert lost["net"] == {"declarer": -30, "partner": None, "opponent": 10}
    assert score(c, 0, 0)["value"] == 10
    assert score(c, 120, 8, contra=True)["value"] == 20


def test_option_tout_mode_double_solo():
    """S9 option: tout = 2 × (solo + extras)."""
    opts = {"tout_mode": "double_solo"}
    assert score({"type": "wenz_tout"}, 120, 8, options=opts)["value"] == 2 * (5 + 2)
    assert score({"type": "wenz_tout"}, 100, 7, options=opts)["value"] == 2 * 5
    assert score({"type": "wenz_tout"}, 20, 2, options=opts)["value"] == 2 * (5 + 1)


def test_sie_wins_twenty_from_each():
    """sk-sie (S12): laid down, no play: 20 from each opponent."""
    got = ok(op="score", contract={"type": "sie"})
    assert got["won"] and got["value"] == 20, source("sk-sie")
    assert got["net"] == {"declarer": 60, "partner": None, "opponent": -20}


def test_matadors_only_with_the_option_and_before_doubling():
    """sk-matadors / sk-matadors-doubling (S15): 1 stake each, added before doubling."""
    assert score(ACE, 70, 5, matadors=4)["value"] == 1
    got = score(ACE, 70, 5, matadors=4, contra=True, options={"matadors": True})
    assert got["value"] == (1 + 4) * 2, source("sk-matadors-doubling")
    assert error(op="score", contract=ACE, declarer_points=70, declarer_tricks=5, matadors=2)


def test_matadors_paid_to_the_winners_whoever_held_them():
    """sk-matadors-losers-pay: a losing side holding matadors pays them to the winners."""
    opts = SchafkopfOptions(matadors=True)
    lost = score_game(contract("wenz"), 40, 3, 0, opts, matadors=3)
    assert lost.value == 8 and lost.declarer == -24, source("sk-matadors-losers-pay")


def test_kettle_pot():
    """sk-kettle / sk-kettle-loss (S17): a won ace game takes the pot on top of its winnings; a
    lost one doubles it at the declarer's cost; a solo leaves it alone."""
    opts = {"all_pass": "kettle"}
    won = score(ACE, 70, 5, pot=8, options=opts)
    assert won["pot_after"] == 0 and won["net"]["declarer"] == 2 + 8, source("sk-kettle")
    lost = score(ACE, 50, 3, pot=8, options=opts)
    assert lost["pot_after"] == 16 and lost["net"]["declarer"] == -2 - 8, source("sk-kettle-loss")
    assert lost["net"]["partner"] == -2
    solo = score(WENZ, 70, 5, pot=8, options=opts)
    assert solo["pot_after"] == 8 and solo["net"]["declarer"] == 15
    assert error(op="score", contract=ACE, declarer_points=70, declarer_tricks=5, pot=8)


def test_ramsch_loser_pays_two_to_each():
    """sk-ramsch-loser: "The person who has taken the most points pays two stakes to each"."""
    got = ok(
        op="score",
        contract={"type": "ramsch"},
        points=[50, 30, 20, 20],
        tricks=[3, 2, 2, 1],
        trumps_won=[["OC", "AH"], ["UC"], [], ["7H"]],
    )
    assert got["loser"] == 0 and got["net"] == [-6, 2, 2, 2], source("sk-ramsch-loser")


@pytest.mark.parametrize(
    ("points", "tricks", "trumps", "loser", "decided"),
    [
        ([40, 40, 20, 20], [2, 3, 2, 1], ["", "", "", ""], 1, "tricks"),
        ([40, 40, 20, 20], [3, 3, 1, 1], ["UC AH", "OD", "", ""], 0, "trumps"),
        ([40, 40, 20, 20], [3, 3, 1, 1], ["UC AH", "OD 7H", "", ""], 1, "highest_trump"),
        ([40, 40, 20, 20], [3, 3, 1, 1], ["", "", "", ""], 0, "seat"),
    ],
)
def test_ramsch_ties(points, tricks, trumps, loser, decided):
    """sk-ramsch-ties (S16): "the one who took more tricks has lost; if it is a tie again, the
    numbers of trump cards are compared; if these are equal too, the defeat goes to the one who
    has the higher trump." A full tie: the earlier seat."""
    from .helpers import cards

    result = ramsch_loser(points, tricks, [cards(t) for t in trumps])
    assert (result.loser, result.decided_by) == (loser, decided), source("sk-ramsch-ties")
    assert sum(result.net) == 0


def test_score_refuses_impossible_points():
    assert error(op="score", contract=ACE, declarer_points=30, declarer_tricks=0)["code"] == (
        "invalid_position"
    )
    assert error(op="score", contract=ACE, declarer_points=100, declarer_tricks=8)["path"] == (
        "declarer_points"
    )
    assert error(op="score", contract=ACE, declarer_points=121, declarer_tricks=8)["path"] == (
        "declarer_points"
    )
    assert error(op="score", contract=ACE, declarer_points="61", declarer_tricks=4)["code"] == (
        "invalid_request"
    )
    bad = error(
        op="score",
        contract={"type": "ramsch"},
        points=[50, 30, 20, 20],
        tricks=[3, 2, 2, 1],
        trumps_won=[["AC"], [], [], []],
    )
    assert bad["path"] == "trumps_won[0][0]"


def test_option_tout_mode_double_base():
    """S9 option double_base, common practice today (the peer review of 2026-11-30: sauspiel.de
    through openschafkopf, and SpieleSammlung): tout = 2 × (solo base + matadors), never
    schneider or schwarz. The text has none of it: sk-wenz-tout "all the tricks must be won"."""
    opts = {"tout_mode": "double_base"}
    won = score({"type": "wenz_tout"}, 120, 8, options=opts)
    assert (won["won"], won["level"], won["value"]) == (True, "simple", 2 * 5), source(
        "sk-wenz-tout"
    )
    lost = score({"type": "suit_solo_tout", "trump": "H"}, 10, 1, options=opts)
    assert (lost["won"], lost["level"], lost["value"]) == (False, "simple", 2 * 5)
    assert lost["net"] == {"declarer": -30, "partner": None, "opponent": 10}
    # The peer's case (openschafkopf tests.rs:682, a sauspiel.de game): Wenz Tout with 2
    # Laufende and 3 doublings pays 2 × (50 + 2 × 10) × 2³ = 1120, i.e. 112 of our stakes.
    opts |= {"matadors": True, "max_double_rounds": 2}
    peer = score({"type": "wenz_tout"}, 120, 8, matadors=2, doublings=3, options=opts)
    assert peer["value"] == 112 and peer["net"]["opponent"] == -112


def test_option_ramsch_durchmarsch():
    """sk-ramsch-loser: "The person who has taken the most points pays two stakes to each
    opponent." The text does not mention one player taking all the tricks (S16), so by default
    he loses; option ramsch_durchmarsch (common today): he wins 2 from each."""
    request = {
        "op": "score",
        "contract": {"type": "ramsch"},
        "points": [120, 0, 0, 0],
        "tricks": [8, 0, 0, 0],
        "trumps_won": [["OC", "OS", "OH", "OD", "UC", "US", "UH", "UD"], [], [], []],
    }
    plain = ok(**request)
    assert (plain["loser"], plain["winner"], plain["net"]) == (0, None, [-6, 2, 2, 2]), source(
        "sk-ramsch-loser"
    )
    marched = ok(**request, options={"ramsch_durchmarsch": True})
    assert (marched["loser"], marched["winner"]) == (None, 0)
    assert marched["net"] == [6, -2, -2, -2] and marched["decided_by"] == "durchmarsch"
    # Seven tricks are no Durchmarsch: the most points still lose.
    seven = ramsch_loser([120, 0, 0, 0], [7, 1, 0, 0], [[], [], [], []], durchmarsch=True)
    assert (seven.loser, seven.winner) == (0, None)


def test_option_kettle_share_pair():
    """sk-kettle: "This kettle is won by whoever first wins an Ace contract (the declarer, not
    his partner)." sk-kettle-loss: "the declarer alone must double the sum". Option
    kettle_share = "pair" (common today): the pair share the kettle, half each, both ways."""
    text = {"all_pass": "kettle"}
    assert score(ACE, 70, 5, pot=8, options=text)["net"]["partner"] == 2, source("sk-kettle")
    pair = text | {"kettle_share": "pair"}
    won = score(ACE, 70, 5, pot=8, options=pair)
    assert won["net"] == {"declarer": 2 + 4, "partner": 2 + 4, "opponent": -2}
    assert won["pot_after"] == 0 and won["pot_taken"] == 8
    lost = score(ACE, 50, 3, pot=8, options=pair)
    assert lost["net"] == {"declarer": -2 - 4, "partner": -2 - 4, "opponent": 2}
    assert lost["pot_after"] == 16, source("sk-kettle-loss")
    odd = score(ACE, 70, 5, pot=5, options=pair | {"ace_game_payment": "one_to_one"})
    assert odd["net"] == {"declarer": 1 + 3, "partner": 1 + 2, "opponent": -1}
    solo = score(WENZ, 70, 5, pot=8, options=pair)
    assert solo["pot_after"] == 8 and solo["net"]["declarer"] == 15


def test_the_score_op_answers_lines_each_made_with_its_rule():
    """S10: "v = (base + extra [+ matadors]) × 2^(contra + re)"; each line of the settlement
    carries the rule that gives it (sk-scoring-table, sk-matadors, sk-contra-scoring, the
    payment), made where the score is computed, not guessed from its words."""
    got = score(ACE, 95, 6, contra=True, matadors=3, options={"matadors": True})
    assert "steps" not in got
    lines = [(line["text"], line["rule"]["id"], line["value"]) for line in got["lines"]]
    assert lines == [
        ("Won schneider: the base value of 1 + 1 for schneider.", "sk-scoring-table", None),
        ("Plus 3 for the matadors (Laufende).", "sk-matadors", None),
        ("Doubled for contra.", "sk-contra-scoring", None),
        ("The game is worth 10.", "sk-ace-game-payment", 10),
    ], source("sk-scoring-table")
    sie = ok(op="score", contract={"type": "sie"})["lines"]
    assert [line["rule"]["id"] for line in sie] == ["sk-sie", "sk-solo-payment"]
    ramsch = ok(
        op="score",
        contract={"type": "ramsch"},
        points=[40, 30, 30, 20],
        tricks=[3, 2, 2, 1],
        trumps_won=[[], [], [], []],
    )
    assert ramsch["lines"][0]["text"] == (
        "Ramsch: Forehand took the most (decided by points) and pays 2 to each other player."
    )
    assert {line["rule"]["id"] for line in ramsch["lines"]} == {"sk-ramsch-loser"}
    assert [line["value"] for line in ramsch["lines"][1:]] == [-6, 2, 2, 2]
