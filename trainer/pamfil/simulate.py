"""Random complete deals, for the property tests and ``scripts/bench_engine.py``.

Each deal is dealt from the given ``rng``, goes through a random declaration round biased
towards playing (as real players mostly would), with random exchanges while the talon
lasts, the mucha checks, and five tricks of random LEGAL plays chosen from
:func:`trainer.pamfil.play.legal_plays`, the same code that judges a play in the API.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from trainer.cards import Card
from trainer.pamfil import auction
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.play import legal_plays
from trainer.pamfil.state import GameState, Phase
from trainer.points import mucha_points

DECLARE_PROBABILITY = 0.6
"""A later player declares (plays or exchanges) this often; otherwise he passes."""
EXCHANGE_PROBABILITY = 0.5
"""A player who plays exchanges cards this often (any number the talon allows)."""


@dataclass
class DealResult:
    """One finished random deal."""

    players: int
    trump: str
    outcome: str
    tricks: list[list[Card]]
    trick_leaders: list[int]
    winners: list[int]
    tricks_won: list[int]
    card_points: list[int]
    payments: list[int]
    declared: list[bool]
    state: GameState

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "trump": self.trump,
            "outcome": self.outcome,
            "tricks": [[c.code for c in t] for t in self.tricks],
            "winners": self.winners,
            "tricks_won": self.tricks_won,
            "card_points": self.card_points,
            "payments": self.payments,
        }


def random_declarations(state: GameState, rng: random.Random) -> None:
    """Declare for every seat at random, biased so that most players play."""
    while state.phase is Phase.DECLARATION:
        rnd = state.round
        seat = rnd.next_seat
        assert seat is not None
        calls = rnd.legal_calls()
        forehand = seat == auction.FOREHAND
        if not forehand and rng.random() >= DECLARE_PROBABILITY:
            call = auction.PASS
        elif auction.EXCHANGE in calls and rng.random() < EXCHANGE_PROBABILITY:
            call = auction.EXCHANGE
        else:
            call = auction.PLAY
        if call == auction.EXCHANGE:
            count = rng.randint(1, rnd.max_exchange())
            discard = rng.sample(state.hands[seat], count)
            state.declare(auction.Declaration(seat, call, count), discard)
        else:
            state.declare(auction.Declaration(seat, call))


def random_playout(state: GameState, rng: random.Random) -> None:
    """Play the remaining tricks with random legal cards."""
    obligation = state.options.beat_obligation
    ranking = state.ranking
    hands = state.hands
    players = state.players
    choice = rng.choice
    while state.phase is Phase.PLAY and state.trick:  # finish a trick begun elsewhere
        trick = state.trick
        hand = hands[(state.leader + len(trick)) % players]
        state.play_card(choice(legal_plays(hand, trick, ranking, obligation)))
    # A whole trick at a time, as play_card would play it card by card (same draws, same
    # state): the leader may play any card, the others what legal_plays allows.
    history = state.history
    while state.phase is Phase.PLAY:
        leader = state.leader
        trick = state.trick
        for i in range(players):
            seat = (leader + i) % players
            hand = hands[seat]
            card = choice(legal_plays(hand, trick, ranking, obligation) if i else hand)
            hand.remove(card)
            trick.append(card)
            history.append({"seat": seat, "card": card.code})
        state.close_trick()


def random_deal(
    rng: random.Random, options: PamfilOptions | None = None, players: int = 3, **_: Any
) -> DealResult:
    """Deal, declare, exchange, check muchas, play and score one complete random deal."""
    state = GameState.deal(rng, options, players)
    random_declarations(state, rng)
    random_playout(state, rng)
    result = state.result
    assert result is not None
    ace = state.options.ace_points
    points = [0] * players
    for trick, winner in zip(state.tricks, state.trick_winners, strict=True):
        points[winner] += mucha_points(trick, ace)
    return DealResult(
        players=players,
        trump=state.trump.value,
        outcome=result.outcome,
        tricks=state.tricks,
        trick_leaders=state.trick_leaders,
        winners=state.trick_winners,
        tricks_won=result.tricks_won,
        card_points=points,
        payments=result.scores,
        declared=result.declared,
        state=state,
    )
