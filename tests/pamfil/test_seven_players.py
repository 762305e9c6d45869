"""Seven players: the 36-card pack has no upper limit in the text (P13, review P-1).

"całą talią (36) – przy większej liczbie graczy": 7 × 5 = 35 cards are dealt and the 36th,
turned up, shows trumps; the talon is that one card.
"""

from __future__ import annotations

import random

from tests.deals import pamfil_deal
from trainer.api import handle
from trainer.pamfil.game import GAME
from trainer.pamfil.options import PamfilOptions

from .helpers import quote


def call(op, **fields):
    return handle({"op": op, "game": "pamfil", **fields})


def test_describe_offers_three_to_seven_players():
    players = handle({"op": "describe"})["games"]["pamfil"]["players"]
    assert players == [3, 4, 5, 6, 7], quote("pf-deck")


def test_seven_hands_of_five_and_the_trump_card_alone_in_the_talon():
    for seed in range(30):
        state = GAME.new_state(PamfilOptions(), seed, 7)
        assert [len(h) for h in state.hands()] == [5] * 7, quote("pf-deck")
        assert state.talon == [state.indicator] and len(state.deck) == 36
        dealt = {c for h in state.hands() for c in h}
        assert len(dealt) == 35 and state.indicator not in dealt


def test_auction_with_seven_players_has_a_talon_of_one():
    r = call("auction", players=7)
    assert r["ok"] and r["talon_size"] == 1 and r["max_exchange"] == 1
    r = call("auction", players=7, calls=[{"seat": 0, "call": "exchange", "count": 1}])
    assert r["ok"] and r["exchanges"][0]["takes_indicator"] is True
    assert "exchange" not in r["legal_calls"] and r["max_exchange"] == 0
    r = call(
        "auction",
        players=7,
        calls=[{"seat": 0, "call": "play"}, {"seat": 1, "call": "exchange", "count": 2}],
    )
    assert not r["ok"] and r["error"]["path"] == "calls[1]"
    assert "only 1 is left in the talon" in r["error"]["message"], quote("pf-exchange")
    assert call("auction", players=8)["error"]["path"] == "players"


def test_state_op_plays_a_seven_player_deal_to_the_end():
    state = call("state", seed=5, players=7)
    actions = []
    while not state["terminal"]:
        actions.append(state["legal_actions"][0])
        state = call("state", seed=5, players=7, actions=actions)
        assert state["ok"], state
    assert len(state["returns"]) == 7 and sum(state["returns"]) == 0
    assert all(len(t["cards"]) == 7 for t in state["tricks"])


def test_tricks_and_muchas_of_seven():
    trick = ["7H", "8H", "9H", "10H", "UH", "OH", "6H"]
    r = call("trick_winner", contract={"trump": "S"}, trick=trick)
    assert r["ok"] and r["card"] == "OH", quote("pf-rank")
    history = [
        ["7C", "8C", "9C", "10C", "UC", "OC", "6C"],
        ["7D", "8D", "9D", "10D", "UD", "OD", "6D"],
        ["AC", "KC", "AD", "KD", "AS", "KS", "KH"],
    ]
    r = call(
        "legal_plays", contract={"trump": "S"}, hand=["AH", "6H"], trick=trick[:6], history=history
    )
    assert r["ok"] and r["players"] == 7 and r["legal"] == ["AH"], r
    hands = [
        ["AH", "KH", "OH", "UH", "10H"],
        ["7C", "8C", "9C", "10C", "UC"],
        ["7D", "8D", "9D", "10D", "UD"],
        ["7S", "8S", "9S", "10S", "US"],
        ["AC", "KC", "OC", "6C", "6H"],
        ["AD", "KD", "OD", "6D", "6S"],
        ["AS", "KS", "OS", "7H", "8H"],
    ]
    r = call("mucha", contract={"trump": "S"}, hands=hands)
    assert r["ok"] and 0 in r["mucha_seats"] and 3 in r["mucha_seats"], r
    assert r["winner"] == 3, quote("pf-mucha")  # the trump mucha wins


def test_random_seven_player_deals():
    for seed in range(100):
        result = pamfil_deal(random.Random(seed), players=7).result
        assert len(result.scores) == 7
        if result.outcome == "played":
            assert sum(result.tricks_won) == 5


def test_quiz_level_three_can_seat_seven():
    seen = set()
    for seed in range(60):
        for kind in ("legal_plays", "auction", "mucha"):
            r = handle(
                {"op": "quiz", "game": "pamfil", "kind": kind, "seed": seed, "difficulty": 3}
            )
            assert r["ok"], r
            text = str(r["question"]["blocks"])
            if "7, with the 36-card pack" in text:
                seen.add(kind)
    assert seen, "no level-3 question with seven players"
