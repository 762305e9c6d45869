"""Seeded random deals: invariants over 10,000 deals with three and with four to seven players."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.deals import pamfil_deal
from trainer.pamfil import play
from trainer.pamfil.deck import deck_for
from trainer.pamfil.game import GAME, deal
from trainer.pamfil.mucha import mucha_suit
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.scoring import score_player
from trainer.pamfil.simulate import random_declarations
from trainer.pamfil.state import Phase

from .helpers import actions_of

DEALS = 10_000
OPTION_SETS = [
    PamfilOptions(),
    PamfilOptions(beat_obligation="trump_only", pamfil_mode="top_club"),
    PamfilOptions(beat_obligation="none", pamfil_double="captured", mucha_tie="both"),
    PamfilOptions(pamfil_double="global", double_penalty=False, mucha_payout="with_tricks"),
]


def check_deal(rng: random.Random, players: int, options: PamfilOptions) -> str:
    state = deal(rng, options, players)
    dealt = state.hands()
    deck = deck_for(players)
    random_declarations(state, rng)
    while state.phase is Phase.PLAY:
        position = state.position()
        legal = play.legal_plays(position)
        assert legal, "a legal move always exists"
        assert set(legal) <= set(position.hand)
        card = rng.choice(position.hand)
        assert (play.why_not_play(position, card) is None) == (card in legal)
        state.play_card(rng.choice(legal))
    assert state.phase is Phase.OVER
    everything = [c for h in state.held for c in h] + state.talon
    everything += [c for d in state.discards for c in d] + [
        c for t in state.tricks for c in t.cards
    ]
    assert Counter(everything) == Counter(deck.cards), "cards are conserved"
    result = state.result
    assert result.declared[0], "the forehand always plays"
    if result.outcome == "played":
        assert len(state.tricks) == 5 and all(len(t.cards) == players for t in state.tricks)
        assert sum(result.tricks_won) == 5
        plays = Counter(a.seat for a in actions_of(state) if a.kind == "play")
        assert all(plays[seat] == 5 for seat in range(players)), "five tricks, one card each"
        assert [t.leader for t in state.tricks] == [0, *(t.winner for t in state.tricks[:-1])]
        for seat in range(players):
            expected = score_player(
                result.declared[seat], result.tricks_won[seat], result.doubled[seat], False, options
            )
            assert result.scores[seat] == expected.points
        # nobody who reached play held a mucha
        assert not any(mucha_suit(h, state.ranking) for h in dealt)
    else:
        assert state.tricks == []
        assert result.mucha is not None and result.mucha.mucha_seats
    return result.outcome


@pytest.mark.slow
@pytest.mark.parametrize("group", ["three", "four_to_seven"])
def test_ten_thousand_random_deals(group):
    rng = random.Random(f"pamfil-{group}")
    outcomes: Counter[str] = Counter()
    for i in range(DEALS):
        players = 3 if group == "three" else 4 + i % 4
        outcomes[check_deal(rng, players, OPTION_SETS[i % len(OPTION_SETS)])] += 1
    assert outcomes["played"] > DEALS * 0.9
    assert outcomes["mucha"] > 0


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_random_deal_result_shape(players):
    for seed in range(200):
        state = pamfil_deal(random.Random(seed), players=players)
        result = state.result
        assert len(result.scores) == players
        if result.outcome == "played":
            assert len(state.tricks) == 5
            assert sum(result.tricks_won) == 5
        data = state.to_json()
        assert data["players"] == players


def test_same_seed_same_deal():
    a = pamfil_deal(random.Random(77), players=4)
    b = pamfil_deal(random.Random(77), players=4)
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_fast_playout_equals_the_checked_replay(players):
    """The simulation's unchecked playout (a trick at a time) ends in exactly the state the
    checked actions of the state op reach: each of its moves, replayed through ``apply``
    on the same deal, is legal, and the two deals end the same, every field of the view
    and the score alike."""
    from trainer.pamfil.simulate import random_playout

    rng = random.Random(f"fast-vs-checked:{players}")
    for seed in range(150):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        fast = GAME.new_state(options, seed, players)
        random_declarations(fast, rng)
        random_playout(fast, rng)
        checked = GAME.new_state(options, seed, players)
        for action in actions_of(fast):
            checked.apply(action)
        assert checked.to_json() == fast.to_json()
        assert checked.result == fast.result
