"""One Schafkopf deal driven through the common grammar (``GAME.new_state`` + ``Action``)."""

from __future__ import annotations

import random

from trainer.schafkopf.game import GAME
from trainer.schafkopf.options import SchafkopfOptions
from trainer.state import Action, ActionKind

from .sk_helpers import source


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
