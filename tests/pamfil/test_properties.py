"""Seeded random deals: invariants over 10,000 deals with three and with four to seven players."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from trainer.pamfil import play
from trainer.pamfil.mucha import mucha_suit
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.scoring import score_player
from trainer.pamfil.simulate import random_deal, random_declarations
from trainer.pamfil.spec_deck import deck_for
from trainer.pamfil.state import GameState, Phase

DEALS = 10_000
OPTION_SETS = [
    PamfilOptions(),
    PamfilOptions(beat_obligation="trump_only", pamfil_mode="top_club"),
    PamfilOptions(beat_obligation="none", pamfil_double="captured", mucha_tie="both"),
    PamfilOptions(pamfil_double="global", double_penalty=False, mucha_payout="with_tricks"),
]


def check_deal(rng: random.Random, players: int, options: PamfilOptions) -> str:
    state = GameState.deal(rng, options, players)
    deck = deck_for(players)
    random_declarations(state, rng)
    obligation = options.beat_obligation
    while state.phase is Phase.PLAY:
        seat = state.to_move
        hand = state.hands[seat]
        legal = play.legal_plays(hand, state.trick, state.ranking, obligation)
        assert legal, "a legal move always exists"
        assert set(legal) <= set(hand)
        card = rng.choice(hand)
        assert (
            play.illegal_reason(card, hand, state.trick, state.ranking, obligation) is None
        ) == (card in legal)
        state.play_card(rng.choice(legal))
    assert state.phase is Phase.OVER
    everything = [c for h in state.hands for c in h] + state.talon
    everything += [c for d in state.discards for c in d] + [c for t in state.tricks for c in t]
    assert Counter(everything) == Counter(deck.cards), "cards are conserved"
    result = state.result
    assert result.declared[0], "the forehand always plays"
    if result.outcome == "played":
        assert len(state.tricks) == 5 and all(len(t) == players for t in state.tricks)
        assert sum(result.tricks_won) == 5
        plays = Counter(h["seat"] for h in state.history if "card" in h)
        assert all(plays[seat] == 5 for seat in range(players)), "five tricks, one card each"
        assert state.trick_leaders == [0, *state.trick_winners[:-1]]
        for seat in range(players):
            expected = score_player(
                result.declared[seat], result.tricks_won[seat], result.doubled[seat], False, options
            )
            assert result.scores[seat] == expected.points
        # nobody who reached play held a mucha
        assert not any(mucha_suit(h, state.ranking) for h in state.dealt)
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
        result = random_deal(random.Random(seed), players=players)
        assert len(result.payments) == players
        if result.outcome == "played":
            assert len(result.tricks) == 5 and len(result.winners) == 5
            assert sum(result.tricks_won) == 5
        data = result.to_json()
        assert data["players"] == players


def test_same_seed_same_deal():
    a = random_deal(random.Random(77), players=4)
    b = random_deal(random.Random(77), players=4)
    assert a.to_json() == b.to_json()
