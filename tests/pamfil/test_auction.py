"""The declaration round (rules-notes P5, P11, P12, P14, P15)."""

from __future__ import annotations

import pytest

from trainer.errors import IllegalAction
from trainer.pamfil.auction import Declaration, DeclarationRound, replay, talon_size

from .helpers import quote


def test_talon_sizes():
    """pf-deal: five cards each; the rest is the talon (17 of 32 with three, 16 of 36 with four)."""
    assert talon_size(3, 32) == 17, quote("pf-deal")
    assert talon_size(4, 36) == 16
    assert talon_size(6, 36) == 6


def test_forehand_must_play():
    """pf-forehand-must-play: the forehand may not pass."""
    rnd = DeclarationRound(3, 17)
    assert rnd.legal_calls() == ["play", "exchange"]
    with pytest.raises(IllegalAction) as info:
        rnd.apply(Declaration(0, "pass"))
    assert info.value.message.key == "pf.declare.forehand_must_play", quote("pf-forehand-must-play")
    assert info.value.refusal.rule.id == "pf-forehand-must-play"
    assert info.value.to_json()["reason"] == "forehand_must_play"


def test_forehand_may_exchange_one_several_or_all():
    """pf-exchange: 'one, several or all of the cards he holds'."""
    for count in (1, 3, 5):
        rnd = DeclarationRound(3, 17)
        rnd.apply(Declaration(0, "exchange", count))
        assert rnd.talon_left == 17 - count, quote("pf-exchange")
    with pytest.raises(IllegalAction):
        DeclarationRound(3, 17).apply(Declaration(0, "exchange", 6))
    with pytest.raises(IllegalAction):
        DeclarationRound(3, 17).apply(Declaration(0, "exchange", 0))


def test_later_players_declare_or_pass():
    """pf-declare: the following players may declare their participation or pass."""
    rnd = replay(3, 17, [Declaration(0, "play"), Declaration(1, "pass")], "calls")
    assert rnd.legal_calls() == ["play", "pass", "exchange"], quote("pf-declare")
    rnd.apply(Declaration(2, "play"))
    assert rnd.complete and rnd.declared() == [0, 2] and rnd.passed() == [1]


def test_exchange_commits_to_play():
    """pf-exchange-commits: the mere exchange of a card obliges a player to play."""
    rnd = replay(3, 17, [Declaration(0, "play"), Declaration(1, "exchange", 1)], "calls")
    assert 1 in rnd.declared(), quote("pf-exchange-commits")
    assert rnd.summary()["must_play"] == [0, 1]


def test_seat_order_is_enforced():
    """P5/P12: declarations go in seat order from the forehand."""
    rnd = DeclarationRound(3, 17)
    with pytest.raises(IllegalAction) as info:
        rnd.apply(Declaration(1, "play"))
    assert info.value.message.to_json() == {
        "code": "pf.declare.turn",
        "args": {"seat": {"seat": 0}, "other": {"seat": 1}},
    }
    rnd.apply(Declaration(-1, "play"))  # no seat: the player to speak
    assert rnd.next_seat == 1


def test_exchanges_while_the_talon_lasts():
    """P12/P14: six players leave a talon of 6; later requests beyond it fail clearly."""
    rnd = replay(6, 6, [Declaration(0, "exchange", 5)], "calls")
    assert rnd.max_exchange() == 1
    with pytest.raises(IllegalAction) as info:
        rnd.apply(Declaration(1, "exchange", 2))
    said = info.value.message.to_json()
    assert said["code"] == "pf.declare.talon_short", quote("pf-exchange")
    assert said["args"]["left"] == {"code": "pf.declare.talon_left", "args": {"n": 1}}
    rnd.apply(Declaration(1, "exchange", 1))
    summary = rnd.summary()
    assert summary["exchanges"][1] == {
        "seat": 1,
        "count": 1,
        "talon_positions": [6],
        "takes_indicator": True,
    }
    assert rnd.legal_calls() == ["play", "pass"]  # nothing left to exchange


def test_round_complete_and_no_more_calls():
    rnd = replay(
        3, 17, [Declaration(0, "play"), Declaration(1, "pass"), Declaration(2, "pass")], "c"
    )
    assert rnd.complete and rnd.next_seat is None and rnd.legal_calls() == []
    with pytest.raises(IllegalAction):
        rnd.apply(Declaration(0, "play"))
