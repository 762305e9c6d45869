"""One Schafkopf deal driven through the common grammar (``GAME.new_state`` + ``Action``)."""

from __future__ import annotations

import random

import pytest

from trainer.actions import Action, ActionKind
from trainer.schafkopf.game import GAME
from trainer.schafkopf.options import SchafkopfOptions

from .helpers import error, ok, source

PASS = {"action": "call", "call": "pass"}


def call(seat: int, word: str, **extra: str) -> Action:
    return Action(seat, ActionKind.CALL, call=word, **extra)


def ace_game_deal(options: SchafkopfOptions, seed_from: int = 0):
    """The first seed from ``seed_from`` where the forehand may call an ace: he calls it, the
    others pass. Returns (seed, state, actions)."""
    for seed in range(seed_from, seed_from + 200):
        state = GAME.new_state(options, seed, 4)
        bids = [a for a in state.legal_actions() if a.call == "ace_game"]
        if not bids:
            continue
        actions = [bids[0], *(call(s, "pass") for s in (1, 2, 3))]
        for action in actions:
            state.apply(action)
        return seed, state, actions
    raise AssertionError("no ace game in 200 seeds")


def test_a_partner_who_says_re_is_revealed():
    """sk-contra-reveals: "contra and recontra during an Ace contract will show the players
    which of them is allied with the declarer" / "контра і рэконтра ... пакажа гульцам хто з
    іх у хаўрусе з заяўнікам"."""
    _, state, _ = ace_game_deal(SchafkopfOptions())
    partner = state.hidden()["partner"]
    defender = next(s for s in range(4) if s not in (0, partner))
    assert state.public()["partner"] is None, "secret until the ace falls or re is said"
    state.apply(Action(defender, ActionKind.DOUBLE, call="contra"))
    assert state.public()["partner"] is None
    state.apply(Action(partner, ActionKind.DOUBLE, call="re"))
    assert state.public()["partner"] == partner, source("sk-contra-reveals")
    for seat in range(4):
        assert state.observation(seat).public["partner"] == partner
        assert state.to_json(seat)["public"]["partner"] == partner
    # The bots' sampled worlds keep the called ace with the partner who said re.
    ace = "A" + state.contract_json()["called"]
    rng = random.Random(1)
    for _ in range(20):
        world = state.determinize(defender, rng)
        assert any(c.code == ace for c in world.hands()[partner])


def test_re_by_the_declarer_reveals_nobody():
    _, state, _ = ace_game_deal(SchafkopfOptions())
    partner = state.hidden()["partner"]
    defender = next(s for s in range(4) if s not in (0, partner))
    state.apply(Action(defender, ActionKind.DOUBLE, call="contra"))
    state.apply(Action(0, ActionKind.DOUBLE, call="re"))
    assert state.public()["partner"] is None


def play_to_the_end(request: dict) -> dict:
    """Drive the ``state`` op to the end of the deal, always with the first legal action
    that is not a doubling."""
    actions = list(request.get("actions", []))
    while True:
        got = ok(op="state", **{**request, "actions": actions})
        if got["terminal"]:
            return got
        nxt = next(a for a in got["legal_actions"] if a["action"] != "double")
        actions.append(nxt)


def test_the_kettle_is_carried_into_the_next_deal_through_state():
    """sk-kettle: "This kettle is won by whoever first wins an Ace contract ... The sum in the
    kettle is added to the declarer's ordinary winnings" / "Гэта кацёл здабывае той, хто першы
    выйграе Тузовы кантракт"; sk-kettle-loss: a lost one doubles it."""
    kettle = {"all_pass": "kettle"}
    seen = set()
    for seed_from in (0, 30, 60, 90, 120):
        seed, _, actions = ace_game_deal(SchafkopfOptions(all_pass="kettle"), seed_from)
        moves = [a.to_json() for a in actions]
        got = play_to_the_end({"seed": seed, "options": kettle, "actions": moves, "pot": 6})
        plain = play_to_the_end({"seed": seed, "options": kettle, "actions": moves})
        won = plain["returns"][0] > 0
        seen.add(won)
        if won:
            assert got["pot"] == {"before": 6, "after": 0}, source("sk-kettle")
            assert got["returns"][0] == plain["returns"][0] + 6
        else:
            assert got["pot"] == {"before": 6, "after": 12}, source("sk-kettle-loss")
            assert got["returns"][0] == plain["returns"][0] - 6
        assert sum(got["returns"]) + got["pot"]["after"] - got["pot"]["before"] == 0
    assert True in seen, "some ace game was won"
    # Everybody passing feeds the carried pot.
    got = ok(op="state", seed=5, options=kettle, pot=3, actions=[PASS] * 4)
    assert got["pot"] == {"before": 3, "after": 7}


@pytest.mark.parametrize("op", ["state", "bot", "hint"])
def test_a_pot_needs_the_kettle_option(op):
    bad = error(op=op, seed=5, pot=3)
    assert bad["path"] == "pot" and "kettle" in bad["message"]
    bad = error(op=op, seed=5, pot=-1, options={"all_pass": "kettle"})
    assert bad["path"] == "pot"
    assert ok(op=op, seed=5, pot=3, options={"all_pass": "kettle"})


def test_legal_plays_and_state_refuse_a_card_with_the_same_reason_and_words():
    """One ladder (play.why_not_play) for both ops: the same code, sentence and rule."""
    checked = 0
    rng = random.Random(3)
    for seed in range(12):
        state = GAME.new_state(SchafkopfOptions(), seed, 4)
        actions = []
        while not state.is_terminal:
            legal = [a for a in state.legal_actions() if a.kind is not ActionKind.DOUBLE]
            if state.phase == "play":
                seat = state.to_move
                history = [[c.code for c in t.cards] for t in state.tricks]
                asked = ok(
                    op="legal_plays",
                    contract={k: v for k, v in state.contract_json().items() if k != "label"},
                    hand=[c.code for c in state.held[seat]],
                    trick=[c.code for c in state.trick],
                    history=history,
                )
                for code, reason in asked["reasons"].items():
                    tried = [*map(Action.to_json, actions), {"action": "play", "card": code}]
                    bad = error(op="state", seed=seed, actions=tried)
                    assert bad["reason"] == reason["code"]
                    assert bad["message"] == reason["message"]
                    assert bad["rule"]["id"] == reason["rule"]["id"]
                    assert not any(c in bad["message"] for c in (f" {code} ", f" {code},"))
                    assert not bad["message"].endswith("."), "the page ends the sentence"
                    checked += 1
            action = rng.choice(legal)
            state.apply(action)
            actions.append(action)
    assert checked > 20


def test_the_auction_op_refuses_with_a_rule():
    """sk-auction-open: each seat from the dealer's left speaks once, in order."""
    bad = error(op="auction", calls=[{"seat": 1, "call": "pass"}])
    assert (bad["reason"], bad["rule"]["id"]) == ("not_your_turn", "sk-auction-open")
    assert bad["message"] == "it is the forehand's turn to speak, not the second player's"
    bad = error(op="auction", calls=[{"call": "ramsch"}])
    assert (bad["reason"], bad["rule"]["id"]) == ("not_bid", "sk-ramsch"), source("sk-ramsch")
    bad = error(op="auction", calls=[{"call": "ace_game", "called": "H"}])
    assert (bad["path"], bad["rule"]["id"]) == ("calls[0].called", "sk-ace-game")
    # The same call refused by the state op has the same reason and rule.
    same = error(
        op="state", seed=1, actions=[{"action": "call", "call": "ace_game", "called": "H"}]
    )
    assert (same["reason"], same["rule"]["id"]) == ("not_allowed", "sk-ace-game")


def test_a_sampled_world_shares_nothing_with_the_deal():
    """determinize copies every list of the deal: moves in the world leave the deal alone."""
    _, state, _ = ace_game_deal(SchafkopfOptions())
    before = state.to_json()
    world = state.determinize(2, random.Random(4))
    assert world.held[2] == state.held[2], "the sampling seat keeps its own hand"
    while not world.is_terminal:
        world.apply(world.legal_actions()[0])
    assert state.to_json() == before and not state.is_terminal
