"""Random declarations and playouts: the quizzes' deals, and ``tests/deals.py``'s.

A deal is dealt from the given ``rng``, goes through a random declaration round biased
towards playing (as real players mostly would), with random exchanges while the talon
lasts, the mucha checks, and five tricks of random LEGAL plays chosen from
:func:`trainer.pamfil.play.legal_plays`, the same code that judges a play in the API.
"""

from __future__ import annotations

import random

from trainer.draws import draw_some
from trainer.pamfil import auction
from trainer.pamfil.deck import HAND_SIZE, MAX_PLAYERS
from trainer.pamfil.play import HEAD_AND_TRUMP, NO_BEATING, legal_plays
from trainer.pamfil.state import PamfilState, Phase
from trainer.records import Trick

DECLARE_PROBABILITY = 0.6
"""A later player declares (plays or exchanges) this often; otherwise he passes."""
EXCHANGE_PROBABILITY = 0.5
"""A player who plays exchanges cards this often (any number the talon allows)."""
PASSES = tuple(auction.Declaration(seat, auction.PASS) for seat in range(MAX_PLAYERS))
PLAYS = tuple(auction.Declaration(seat, auction.PLAY) for seat in range(MAX_PLAYERS))
"""Each seat's pass and play, made once: declarations are immutable."""


def random_declarations(state: PamfilState, rng: random.Random) -> None:
    """Declare for every seat at random, biased so that most players play.

    Each call is drawn among the round's legal calls (``DeclarationRound.legal_calls``,
    worked out inline: the forehand may not pass, an exchange needs cards in the talon) and
    recorded unchecked.
    """
    calls, talon = state.round.calls, state.talon  # both grow or shrink in place
    random = rng.random  # trainer.draws: several times cheaper than randint and sample
    while state.phase is Phase.DECLARATION:
        seat = len(calls)
        if seat != auction.FOREHAND and random() >= DECLARE_PROBABILITY:
            state.declare(PASSES[seat])
        elif talon and random() < EXCHANGE_PROBABILITY:
            # rnd.max_exchange(): five cards, or what is left of the talon
            count = 1 + int(random() * min(HAND_SIZE, len(talon)))
            discard = draw_some(random, state.held[seat], count)
            state.declare(auction.Declaration(seat, auction.EXCHANGE, count), discard)
        else:
            state.declare(PLAYS[seat])


def random_playout(state: PamfilState, rng: random.Random) -> None:
    """Play the remaining tricks with random legal cards.

    The hot path of every playout. It makes the same draws as playing card by card through
    ``legal_plays`` and ``play_card`` (a property test replays its deals through ``apply``),
    but finds the cards a follower may play with one scan of his (at most five) cards, and
    follows the card winning the trick as it goes instead of asking ``winner_index`` after
    every card.
    """
    obligation = state.options.beat_obligation
    ranking = state.ranking
    hands = state.held
    players = state.players
    choice = rng.choice
    while state.phase is Phase.PLAY and state.trick:  # finish a trick begun elsewhere
        state.play_card(choice(legal_plays(state.position())))
    if state.phase is not Phase.PLAY:
        return
    suit_of, power, trump = ranking.suit, ranking.power, ranking.trump
    head = obligation == HEAD_AND_TRUMP
    must_trump = obligation != NO_BEATING
    tricks = state.tricks
    # A leader's followers in playing order are ring[leader + 1 : leader + players].
    ring = hands + hands
    leader = state.leader
    while len(tricks) < HAND_SIZE:
        hand = hands[leader]
        card = hand[0] if len(hand) == 1 else choice(hand)  # the leader may play any card
        hand.remove(card)
        led = suit_of[card]
        trick = [card]
        best, best_suit, best_power = 0, led, power[card]
        for i, hand in enumerate(ring[leader + 1 : leader + players], 1):
            legal = [c for c in hand if suit_of[c] is led]
            if legal:  # follow suit, heading the trick if it is not trumped (P12)
                if head and best_suit is led and len(legal) > 1:
                    legal = [c for c in legal if power[c] > best_power] or legal
            elif must_trump and (legal := [c for c in hand if suit_of[c] is trump]):
                # no card of the suit led: trump, overtrumping if able
                if head and best_suit is trump and len(legal) > 1:
                    legal = [c for c in legal if power[c] > best_power] or legal
            else:
                legal = hand  # any card
            card = legal[0] if len(legal) == 1 else choice(legal)  # a forced card needs no draw
            hand.remove(card)
            trick.append(card)
            card_suit = suit_of[card]
            if card_suit is best_suit:
                if power[card] > best_power:
                    best, best_power = i, power[card]
            elif card_suit is trump:
                best, best_suit, best_power = i, card_suit, power[card]
        winner = (leader + best) % players
        tricks.append(Trick(leader, trick, winner))
        leader = winner  # the winner of a trick leads the next
    state.trick = []
    state.leader = leader
    state.finish_play()
