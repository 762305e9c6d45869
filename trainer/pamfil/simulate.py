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

from trainer.cards import Card, Suit
from trainer.pamfil import auction
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.play import HEAD_AND_TRUMP, NO_BEATING, legal_plays
from trainer.pamfil.spec_deck import HAND_SIZE
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
    """Declare for every seat at random, biased so that most players play.

    Each call is drawn among the round's legal calls (``DeclarationRound.legal_calls``,
    worked out inline: the forehand may not pass, an exchange needs cards in the talon) and
    recorded unchecked.
    """
    rnd = state.round
    calls = rnd.calls
    while state.phase is Phase.DECLARATION:
        seat = len(calls)
        most = min(HAND_SIZE, len(state.talon))  # rnd.max_exchange(): the talon is drawn down
        if seat != auction.FOREHAND and rng.random() >= DECLARE_PROBABILITY:
            state.declare_legal(auction.Declaration(seat, auction.PASS))
        elif most > 0 and rng.random() < EXCHANGE_PROBABILITY:
            count = rng.randint(1, most)
            discard = rng.sample(state.hands[seat], count)
            state.declare_legal(auction.Declaration(seat, auction.EXCHANGE, count), discard)
        else:
            state.declare_legal(auction.Declaration(seat, auction.PLAY))


def random_playout(state: GameState, rng: random.Random) -> None:
    """Play the remaining tricks with random legal cards.

    The hot path of every playout. It makes the same draws as playing card by card through
    ``legal_plays`` and ``play_card`` (a property test replays its deals through ``apply``),
    but keeps each hand grouped by suit in this deal's ranking (in hand order), so that the
    cards a follower may play are found without scanning the hand, and it follows the card
    winning the trick as it goes instead of asking ``winner_index`` after every card.
    """
    obligation = state.options.beat_obligation
    ranking = state.ranking
    hands = state.hands
    players = state.players
    choice = rng.choice
    while state.phase is Phase.PLAY and state.trick:  # finish a trick begun elsewhere
        trick = state.trick
        hand = hands[(state.leader + len(trick)) % players]
        state.play_card(choice(legal_plays(hand, trick, ranking, obligation)))
    if state.phase is not Phase.PLAY:
        return
    suit_of, power, trump = ranking.suit, ranking.power, ranking.trump
    seats: list[tuple[int, list[Card], dict[Suit, list[Card]]]] = []
    for seat, hand in enumerate(hands):
        by_suit: dict[Suit, list[Card]] = {Suit.C: [], Suit.S: [], Suit.H: [], Suit.D: []}
        for card in hand:
            by_suit[suit_of[card]].append(card)
        seats.append((seat, hand, by_suit))
    # The followers of each leader, in playing order.
    followers = [
        [seats[(leader + i) % players] for i in range(1, players)] for leader in range(players)
    ]
    head = obligation == HEAD_AND_TRUMP
    must_trump = obligation != NO_BEATING
    history, tricks = state.history, state.tricks
    leaders, winners = state.trick_leaders, state.trick_winners
    leader = state.leader
    while len(tricks) < HAND_SIZE:
        _, hand, by_suit = seats[leader]
        card = choice(hand)  # the leader may play any card
        hand.remove(card)
        led = suit_of[card]
        by_suit[led].remove(card)
        history.append({"seat": leader, "card": card.code})
        trick = [card]
        best, best_suit, best_power = 0, led, power[card]
        for i, (seat, hand, by_suit) in enumerate(followers[leader], 1):
            legal = by_suit[led]
            if legal:  # follow suit, heading the trick if it is not trumped (P12)
                if head and best_suit is led:
                    legal = [c for c in legal if power[c] > best_power] or legal
            elif not must_trump or not by_suit[trump]:
                legal = hand  # any card
            else:  # no card of the suit led: trump, overtrumping if able
                legal = by_suit[trump]
                if head and best_suit is trump:
                    legal = [c for c in legal if power[c] > best_power] or legal
            card = choice(legal)
            hand.remove(card)
            card_suit = suit_of[card]
            by_suit[card_suit].remove(card)
            history.append({"seat": seat, "card": card.code})
            trick.append(card)
            if card_suit is best_suit:
                if power[card] > best_power:
                    best, best_power = i, power[card]
            elif card_suit is trump:
                best, best_suit, best_power = i, card_suit, power[card]
        winner = (leader + best) % players
        tricks.append(trick)
        leaders.append(leader)
        winners.append(winner)
        leader = winner  # the winner of a trick leads the next
    state.trick = []
    state.leader = leader
    state.finish_play()


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
