"""The text's scoring table (Punktacja końcowa) and the pamfil's doubling (P3, P4, P9, P16)."""

from __future__ import annotations

import pytest

from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.scoring import doubled_seats, score_player

from .helpers import quote

DEFAULT = PamfilOptions()

DECLARED_VECTORS = [(0, -3), (1, -3), (2, 0), (3, 3), (4, 4), (5, 5)]
"""'poniżej dwóch lew – minus 3, dwie lewy – 0, trzy – 3, cztery – 4, pięć lew – 5'."""
UNDECLARED_VECTORS = [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5)]
"""'brak lewy – 0 pkt., za każdą zdobytą lewę – 1 pkt'."""


@pytest.mark.parametrize(("tricks", "points"), DECLARED_VECTORS)
def test_declared_game_table(tricks, points):
    """pf-score-declared: the table of the declared game."""
    assert score_player(True, tricks, False, False, DEFAULT).points == points, quote(
        "pf-score-declared"
    )


@pytest.mark.parametrize(("tricks", "points"), UNDECLARED_VECTORS)
def test_undeclared_table(tricks, points):
    """pf-score-undeclared: 1 point a trick without a declaration (P5: he plays on)."""
    assert score_player(False, tricks, False, False, DEFAULT).points == points, quote(
        "pf-score-undeclared"
    )


def test_mucha_scores_five():
    """pf-score-mucha: mucha – 5 points."""
    assert score_player(False, 0, False, True, DEFAULT).points == 5, quote("pf-score-mucha")
    assert score_player(True, 0, False, True, DEFAULT).points == 5


@pytest.mark.parametrize(("tricks", "points"), DECLARED_VECTORS)
def test_pamfil_doubles_tricks_and_penalty(tricks, points):
    """pf-pamfil-double: points for tricks count double; P4: the −3 too (−6)."""
    assert score_player(True, tricks, True, False, DEFAULT).points == 2 * points, quote(
        "pf-pamfil-double"
    )


def test_pamfil_doubles_mucha():
    """pf-pamfil-double: the mucha counts double too (P9: 10 with the pamfil)."""
    assert score_player(False, 0, True, True, DEFAULT).points == 10, quote("pf-pamfil-double")


def test_option_double_penalty_off():
    """double_penalty off: the pamfil doubles positive scores only."""
    options = PamfilOptions(double_penalty=False)
    assert score_player(True, 1, True, False, options).points == -3
    assert score_player(True, 4, True, False, options).points == 8


def test_option_mucha_payout_with_tricks():
    """mucha_payout = with_tricks: 5 plus the five tricks (10; 20 with the pamfil)."""
    options = PamfilOptions(mucha_payout="with_tricks")
    assert score_player(False, 0, False, True, options).points == 10
    assert score_player(False, 0, True, True, options).points == 20


def test_option_pamfil_double():
    """P3: holder (default) | global | captured."""
    assert doubled_seats(DEFAULT, 3, holder=1, captured_by=2) == [False, True, False]
    assert doubled_seats(DEFAULT, 3, holder=None, captured_by=None) == [False] * 3
    glob = PamfilOptions(pamfil_double="global")
    assert doubled_seats(glob, 3, holder=1, captured_by=2) == [True] * 3
    assert doubled_seats(glob, 3, holder=None, captured_by=None) == [False] * 3
    capt = PamfilOptions(pamfil_double="captured")
    assert doubled_seats(capt, 4, holder=1, captured_by=2) == [False, False, True, False]


def test_scores_are_personal_not_zero_sum():
    """P16: each player is scored on his own; two declarers can both win."""
    a = score_player(True, 3, False, False, DEFAULT).points
    b = score_player(True, 2, False, False, DEFAULT).points
    c = score_player(False, 0, False, False, DEFAULT).points
    assert (a, b, c) == (3, 0, 0) and a + b + c != 0
