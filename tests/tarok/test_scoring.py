"""Scoring T6–T14 and payments T12: formulas at the boundaries 33, 34, 66 and volat."""

from __future__ import annotations

import pytest

from trainer.errors import RequestError
from trainer.points import tarok_count
from trainer.tarok.contracts import Bid
from trainer.tarok.options import TarokOptions
from trainer.tarok.scoring import Bonus, score

from .helpers import cards, quote

FORMULAS = [
    ("trojka", 3, 30, 300),
    ("dwojka", 4, 40, 400),
    ("jedynka", 5, 50, 500),
    ("solo", 6, 60, 600),
]


@pytest.mark.parametrize(("name", "k", "base", "volat"), FORMULAS)
def test_win_formula_at_34_and_66(name, k, base, volat):
    """tk-formula: '(Różnica między liczbą ugranych punktów a wymaganą (33) * 3) + 30' …"""
    assert score(Bid(name), 34).game_value == k + base, quote("tk-formula")
    assert score(Bid(name), 66).game_value == 33 * k + base
    assert score(Bid(name), 34).won


@pytest.mark.parametrize(("name", "k", "base", "volat"), FORMULAS)
def test_33_is_a_loss_with_shortfall_measured_to_33(name, k, base, volat):
    """tk-goal: 'co najmniej 34 punktów'; T8: at 33 the loss is the base."""
    result = score(Bid(name), 33)
    assert not result.won and result.game_value == -base, quote("tk-goal")
    assert score(Bid(name), 0).game_value == -(33 * k + base)


@pytest.mark.parametrize(("name", "k", "base", "volat"), FORMULAS)
def test_volat_values_and_announced_double(name, k, base, volat):
    """tk-volat + tk-volat-announced + tk-volat-replaces."""
    assert score(Bid(name), 60, volat=True).game_value == volat, quote("tk-volat")
    assert score(Bid(name), 60, volat=True, volat_announced=True).game_value == 2 * volat, quote(
        "tk-volat-announced"
    )


def test_level_multiplies_a_loss_only():
    """tk-loss: 'przegrana druga trójka liczy się jak trójka przegrana dwa razy' (T6)."""
    assert score(Bid("trojka", 2), 30).game_value == -2 * (3 * 3 + 30), quote("tk-loss")
    assert score(Bid("trojka", 5), 40).game_value == 7 * 3 + 30


def test_contra_doubles_win_and_loss_times_level():
    """tk-contra: contra ×2 whether the soloist wins or loses; both multipliers on a loss."""
    assert score(Bid("dwojka"), 40, contra="contra").game_value == 2 * (7 * 4 + 40), quote(
        "tk-contra"
    )
    assert score(Bid("dwojka", 3), 30, contra="contra").game_value == -(3 * 4 + 40) * 3 * 2


def test_recontra_and_supracontra_on_loss_only_by_default():
    """tk-recontra: 'czterokrotnie, ale tylko gdy solista przegra'; tk-supracontra ×8."""
    assert score(Bid("trojka"), 40, contra="recontra").game_value == 2 * 51, quote("tk-recontra")
    assert score(Bid("trojka"), 30, contra="recontra").game_value == -4 * 39
    assert score(Bid("trojka"), 30, contra="supracontra").game_value == -8 * 39, quote(
        "tk-supracontra"
    )


def test_option_recontra_on_win():
    options = TarokOptions(recontra_on_win=True)
    assert score(Bid("trojka"), 40, options, contra="recontra").game_value == 4 * 51
    assert score(Bid("trojka"), 40, options, contra="supracontra").game_value == 8 * 51


def test_renons_is_the_loss_at_33_with_multipliers():
    """tk-renons: 'płaci pomagającym tak, jakby ugrał dokładnie 33 punkty (… 30, 40, 50 lub 60)'."""
    for name, _, base, _ in FORMULAS:
        assert score(Bid(name), 60, renons=True).game_value == -base, quote("tk-renons")
    assert score(Bid("jedynka", 2), 60, renons=True, contra="contra").game_value == -200


def test_renons_value_flat_option():
    """T14 option renons_value = "flat": the parenthesis '(więc płaci 30, 40, 50 lub 60
    punktów)' read alone: exactly 30/40/50/60 whatever the level and contra."""
    flat = TarokOptions(renons_value="flat")
    for name, base in (("trojka", 30), ("dwojka", 40), ("jedynka", 50), ("solo", 60)):
        for level in Bid(name).type.levels:
            for contra in ("none", "contra", "recontra", "supracontra"):
                got = score(Bid(name, level), 60, flat, renons=True, contra=contra)
                assert got.game_value == -base and not got.won, quote("tk-renons")
    # the default (as_33) keeps the multipliers; the flat value changes only renons deals
    assert score(Bid("jedynka", 2), 60, renons=True, contra="contra").game_value == -200
    assert score(Bid("jedynka", 2), 20, flat, contra="contra").game_value == -(13 * 5 + 50) * 4
    # bonuses under a flat renons still follow renons_bonus
    bonus = [Bonus("trull", "soloist")]
    assert score(Bid("trojka", 3), 50, flat, renons=True, bonuses=bonus).total == -30


def test_renons_bonus_options():
    """tk-renons-bonuses: received, void or paid by agreement (T14; default void)."""
    bonus = [Bonus("trull", "soloist")]
    assert score(Bid("trojka"), 50, renons=True, bonuses=bonus).total == -30, quote(
        "tk-renons-bonuses"
    )
    receive = TarokOptions(renons_bonus="receive")
    assert score(Bid("trojka"), 50, receive, renons=True, bonuses=bonus).total == 20
    pay = TarokOptions(renons_bonus="pay")
    assert score(Bid("trojka"), 50, pay, renons=True, bonuses=bonus).total == -80


def test_bonuses_added_signed_and_after_multipliers():
    """tk-bonuses: 'do wyniku dodawane są bonusy'; T11: to whichever side; T9: not multiplied."""
    bonuses = [Bonus("pagat_ultimo", "soloist", announced=True), Bonus("kings", "opponents")]
    result = score(Bid("trojka"), 27, contra="contra", bonuses=bonuses)
    assert result.game_value == -2 * (6 * 3 + 30)
    assert result.total == result.game_value + 100 - 100, quote("tk-bonuses")
    assert score(Bid("trojka"), 40, bonuses=[Bonus("trull")]).total == 51 + 50
    assert score(Bid("trojka"), 40, bonuses=[Bonus("trull", announced=True)]).total == 151


def test_pagat_ultimo_and_lost_game_example_of_t11():
    """tk-pagat-ultimo: 50, announced 100; T11: soloist loses 39 but makes it → +61."""
    result = score(Bid("trojka"), 30, bonuses=[Bonus("pagat_ultimo", announced=True)])
    assert result.game_value == -39 and result.total == 61, quote("tk-pagat-ultimo")


def test_full_hand_only_if_announced():
    """tk-full-hand / T11: 10, 11, 12 trumps = 50, 100, 150, and only if announced."""
    for trumps, value in ((10, 50), (11, 100), (12, 150)):
        announced = Bonus("full_hand", announced=True, trumps=trumps)
        assert score(Bid("trojka"), 34, bonuses=[announced]).total == 33 + value
    silent = Bonus("full_hand", announced=False, trumps=12)
    assert score(Bid("trojka"), 34, bonuses=[silent]).total == 33, quote("tk-full-hand")
    with pytest.raises(RequestError):
        score(Bid("trojka"), 34, bonuses=[Bonus("full_hand", "opponents", trumps=10)])


def test_option_multiply_bonuses():
    options = TarokOptions(multiply_bonuses=True)
    assert score(Bid("trojka"), 40, options, contra="contra", bonuses=[Bonus("trull")]).total == (
        2 * 51 + 100
    )


def test_failed_announcements_and_their_option():
    """T10: no penalty by default; option failed_announcement_penalty."""
    failed = [Bonus("trull", announced=True, achieved=False)]
    assert score(Bid("trojka"), 40, bonuses=failed).total == 51
    penal = TarokOptions(failed_announcement_penalty=True)
    assert score(Bid("trojka"), 40, penal, bonuses=failed).total == 51 - 100
    assert score(Bid("trojka"), 40, volat_announced=True).game_value == 51
    assert score(Bid("trojka"), 40, penal, volat_announced=True).game_value == -600


def test_option_opponent_volat():
    """T10: opponents' volat → formula by default; option: the soloist pays the volat."""
    assert score(Bid("solo"), 0, opponents_volat=True).game_value == -(33 * 6 + 60)
    options = TarokOptions(opponent_volat=True)
    assert score(Bid("solo"), 0, options, opponents_volat=True).game_value == -600


def test_payments_three_and_four_players_zero_sum():
    """tk-settlement: 'suma punktów wszystkich graczy jest zawsze równa 0' (T12)."""
    three = score(Bid("trojka"), 40, soloist=1)
    assert three.payments == [-51, 102, -51] and sum(three.payments) == 0, quote("tk-settlement")
    four = score(Bid("trojka"), 30, players=4)
    assert four.payments == [-117, 39, 39, 39] and four.soloist_net == -117
    assert four.opponent_net == 39


def test_option_payment_split():
    split = TarokOptions(payment="split")
    result = score(Bid("trojka"), 34, split)
    assert result.soloist_net == 33 and result.opponent_net == -16.5
    assert sum(result.payments) == 0


def _settlement(result) -> dict:
    """The settlement line's message as data: its key and arguments."""
    said = next(say.text() for say in result.says if say.rule == "tk-settlement")
    return said.to_json()


def test_the_settlement_line_says_what_each_opponent_pays_when_the_payment_is_shared():
    """Under the shared payment (a house rule) the line must give each opponent's real part,
    not the whole total as if each paid it: 54 shared by three is 18 each, 33 by two 16½."""
    split = TarokOptions(payment="split")
    four = score(Bid("trojka"), 41, split, players=4)
    assert four.opponent_net == -18
    shared = {
        "code": "tk.score.total.others_share",
        "args": {"total": 54, "others": 3, "share": "18"},
    }
    assert _settlement(four) == shared
    three = score(Bid("trojka"), 34, split)
    assert _settlement(three)["args"] == {"total": 33, "others": 2, "share": "16½"}
    lost = score(Bid("trojka"), 30, split, players=4)
    assert lost.opponent_net == 13
    line = _settlement(lost)
    assert line["code"] == "tk.score.total.soloist_pays_shared", line
    assert line["args"] == {"total": -39, "paid": 39, "others": 3, "share": "13"}, line
    full = score(Bid("trojka"), 41, players=4)
    assert _settlement(full) == {
        "code": "tk.score.total.others_pay",
        "args": {"total": 54, "others": 3},
    }


def test_counting_whole_deck_is_66():
    """tk-counting: 'maksymalna możliwa liczba punktów do zdobycia to 66'."""
    from trainer.cards import TAROK_DECK

    assert tarok_count(TAROK_DECK.cards) == 66, quote("tk-counting")
    assert tarok_count(cards("KH QH CH")) == 12 - 2
    assert tarok_count(cards("KH QH")) == 9 - 1


def test_a_lost_game_is_written_with_its_minus_sign() -> None:
    """TK-08: "… są pomnażane przez mnożnik ujemny odpowiedni do kontraktu" (multiplied by
    the negative multiplier of the contract): the loss line writes the sign in front of the
    bracket, "−(1 × 3 + 30) = −33", with a true minus sign throughout, never a hyphen."""
    result = score(Bid("trojka"), 32, soloist=0)
    text = " ".join(line.text.render() for line in result.lines)
    assert "\u2212(1 × 3 + 30) = \u221233" in text and "-" not in text, text
