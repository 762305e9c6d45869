"""The drivable deal: deal, auction, contra/re, play and settlement, through ``GAME.new_state``
and the common grammar (``Action``)."""

from __future__ import annotations

import random

import pytest

from trainer.actions import Action, ActionKind
from trainer.cards import SCHAFKOPF_DECK
from trainer.errors import IllegalAction
from trainer.schafkopf.game import GAME
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.state import Phase, SchafkopfState, deal

from .helpers import error, ok, source


def test_deal_eight_each_four_at_a_time():
    """sk-deal: "deals each player eight cards, four cards at a time"."""
    packet = list(SCHAFKOPF_DECK.cards)
    random.Random(3).shuffle(packet)
    hands = deal(random.Random(3))
    assert hands[0] == packet[0:4] + packet[16:20], source("sk-deal")
    assert hands[3] == packet[12:16] + packet[28:32]
    assert sorted(c.index for h in hands for c in h) == list(range(32))


def passing(state: SchafkopfState) -> Action:
    """The pass of the seat to speak."""
    return Action(len(state.calls), ActionKind.CALL, call="pass")


def play_through(state: SchafkopfState, rng: random.Random) -> list[Action]:
    actions = []
    while state.phase is not Phase.DONE:
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind is not ActionKind.DOUBLE]
        action = rng.choice(plays)
        state.apply(action)
        actions.append(action)
    return actions


def test_replay_reproduces_a_deal():
    rng = random.Random(11)
    for seed in range(30):
        state = GAME.new_state(SchafkopfOptions(), seed, 4)
        actions = play_through(state, rng)
        again = GAME.new_state(SchafkopfOptions(), seed, 4)
        for action in actions:
            again.apply(action)
        assert again.to_json() == state.to_json()


def test_state_op_and_illegal_action_path():
    start = ok(op="state", seed=42)
    assert start["phase"] == "auction" and start["to_move"] == 0
    assert {"seat": 0, "action": "call", "call": "pass"} in start["legal_actions"]
    pass_ = {"action": "call", "call": "pass"}
    bad = error(
        op="state", seed=42, actions=[pass_, {"action": "call", "call": "ace_game", "called": "H"}]
    )
    assert bad["path"].startswith("actions[1]") and bad["rule"]["id"] == "sk-ace-game"
    bad = error(op="state", seed=42, actions=[{"action": "play", "card": "OC"}])
    assert bad["path"].startswith("actions[0]") and bad["code"] == "illegal_action"
    bad = error(op="state", seed=42, actions=["pass"])
    assert bad["path"] == "actions[0]"


def first_played_seed(options: SchafkopfOptions) -> tuple[int, SchafkopfState]:
    for seed in range(200):
        state = GAME.new_state(options, seed, 4)
        suits = [a for a in state.legal_actions() if a.call == "ace_game"]
        if suits:
            state.apply(suits[0])
            for _ in range(3):
                state.apply(passing(state))
            return seed, state
    raise AssertionError("no ace game in 200 seeds")


def test_contra_and_re_window():
    """sk-contra (S19): "Until the second player has played his card, one of the defending team
    ... may “double” the stakes"; sk-re: the declarer or his partner may redouble."""
    _, state = first_played_seed(SchafkopfOptions())
    defenders = [s for s in range(4) if s not in (state.declarer_seat, state.partner)]
    with pytest.raises(IllegalAction):
        state.apply(double("contra", state.declarer_seat))
    with pytest.raises(IllegalAction):
        state.apply(double("re", state.declarer_seat))
    state.apply(double("contra", defenders[0]))
    state.apply(double("re", state.partner))
    with pytest.raises(IllegalAction):  # one round only by default (sk-contra-rounds)
        state.apply(double("contra", defenders[1]))
    assert state.doublings == 2, source("sk-contra")
    for _ in range(2):
        state.apply(Action(state.to_move, ActionKind.PLAY, card=state.legal_cards()[0].code))
    assert state.double_seats() is None, "too late after the second card"


def double(word: str, seat: int | None) -> Action:
    assert seat is not None
    return Action(seat, ActionKind.DOUBLE, call=word)


def test_two_rounds_by_option():
    _, state = first_played_seed(SchafkopfOptions(max_double_rounds=2))
    defenders = [s for s in range(4) if s not in (state.declarer_seat, state.partner)]
    for word, seat in (("contra", defenders[0]), ("re", state.declarer_seat)) * 2:
        state.apply(double(word, seat))
    assert state.doublings == 4 and state.double_seats() is None


def test_sie_wins_without_play():
    """sk-sie: "He lays them out on the table" — no play, 20 from each (S12)."""
    from .helpers import cards

    hands = [
        cards("OC OS OH OD UC US UH UD"),
        cards("AC 10C KC 9C 8C 7C AS 10S"),
        cards("KS 9S 8S 7S AH 10H KH 9H"),
        cards("8H 7H AD 10D KD 9D 8D 7D"),
    ]
    state = SchafkopfState(GAME, SchafkopfOptions(), hands=hands)
    sie = Action(0, ActionKind.CALL, call="sie")
    assert sie in state.legal_actions()
    state.apply(sie)
    for _ in range(3):
        state.apply(passing(state))
    assert state.phase is Phase.DONE and state.result.net == [60, -20, -20, -20]


@pytest.mark.parametrize("all_pass", ["redeal", "ramsch", "kettle"])
def test_all_pass_in_the_state(all_pass):
    state = SchafkopfState(GAME, SchafkopfOptions(all_pass=all_pass), 5, pot=4)
    for _ in range(4):
        state.apply(passing(state))
    if all_pass == "ramsch":
        assert state.phase is Phase.PLAY and state.contract.kind == "ramsch"
        play_through(state, random.Random(1))
        assert sorted(state.result.net) == [-6, 2, 2, 2]
    else:
        assert state.phase is Phase.DONE and state.result.outcome == all_pass
    if all_pass == "kettle":
        assert state.result.pot_after == 8 and state.result.net == [-1] * 4


@pytest.mark.parametrize("all_pass", ["redeal", "ramsch", "kettle"])
def test_the_state_op_says_when_the_cards_are_dealt_again(all_pass):
    """sk-all-pass: "It can happen that nobody makes a bid for a contract (all the players
    pass). In that case the cards are collected, shuffled and dealt anew." The state op says
    so (``thrown_in``), and the play page deals new cards at once; a Ramsch is played."""
    passes = [{"action": "call", "call": "pass"}] * 4
    options = {"all_pass": all_pass}
    got = ok(op="state", seed=5, actions=passes, options=options)
    assert got["terminal"] is (all_pass != "ramsch")
    assert got.get("thrown_in", False) is (all_pass != "ramsch")
    played = ok(op="state", seed=5, actions=passes[:1], options=options)
    assert "thrown_in" not in played  # said only at the end


def test_five_players_dealer_sits_out():
    got = ok(op="state", seed=3, players=5, actions=[{"action": "call", "call": "pass"}] * 4)
    assert got["returns"] == [0, 0, 0, 0, 0] and got["hands"][4] == []


@pytest.mark.parametrize("durchmarsch", [False, True])
def test_ramsch_durchmarsch_in_a_played_deal(durchmarsch):
    """sk-ramsch-loser: "The person who has taken the most points pays two stakes to each
    opponent"; with option ramsch_durchmarsch the player who took all 8 tricks wins instead."""
    from .helpers import cards

    rest = [c for c in SCHAFKOPF_DECK.cards if c.rank not in ("O", "U")]
    hands = [cards("OC OS OH OD UC US UH UD"), rest[0:8], rest[8:16], rest[16:24]]
    options = SchafkopfOptions(all_pass="ramsch", ramsch_durchmarsch=durchmarsch)
    state = SchafkopfState(GAME, options, hands=hands)
    for _ in range(4):
        state.apply(passing(state))
    play_through(state, random.Random(5))
    result = state.result
    assert result is not None and result.tricks_won == [8, 0, 0, 0]
    if durchmarsch:
        assert (result.ramsch.winner, result.ramsch.loser, result.net) == (0, None, [6, -2, -2, -2])
    else:
        assert (result.ramsch.winner, result.ramsch.loser, result.net) == (
            None,
            0,
            [-6, 2, 2, 2],
        ), source("sk-ramsch-loser")
