"""Random moves through the full rules: the quizzes' deals, and ``tests/deals.py``'s.

Every move is drawn from the engine's own legal moves: auction calls from
``Auction.legal_calls`` (biased so that a game is usually played), the talon
part from the allowed parts, announcements from what the hand allows, and each
card from ``legal_plays``. Discards avoid kings except, rarely, to exercise the
renons rule.
"""

from __future__ import annotations

import random
from itertools import groupby
from operator import attrgetter

from trainer.cards import Card, Suit
from trainer.draws import draw_some
from trainer.records import Trick
from trainer.tarok.auction import Call
from trainer.tarok.exchange import PARTS
from trainer.tarok.game import GAME
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import legal_plays
from trainer.tarok.ranking import STRENGTH
from trainer.tarok.state import Phase, TarokState

SUIT_OF = attrgetter("suit")
"""A card's suit (``None`` for the taroks and the skiz), read in C by ``groupby``."""

FOLLOWERS = tuple(tuple((k, (leader + k) % 3) for k in (1, 2)) for leader in range(3))
"""Each leader's followers as (place in the trick, seat)."""


def _choose_call(state: TarokState, rng: random.Random) -> Call:
    """A plausible call: mostly the next step up the ladder, now and then a pass or a hold,
    Solo rarely (whoever may bid may bid it instead, T5), jumps only where the options allow
    them.

    The calls are picked by position in ``legal_calls`` (pass, then hold if any, then the
    bids up the ladder, Solo last) with draws from ``rng.random()``, without slicing.
    """
    random = rng.random
    calls = state.auction.legal_calls()
    end = len(calls)
    hold = end > 1 and calls[1].call == "hold"
    first_bid = 2 if hold else 1
    solo = end > first_bid and calls[-1].call == "solo"
    if solo:
        end -= 1  # the bids below Solo are calls[first_bid:end]
        if random() < 0.03:
            return calls[-1]
    bids = end - first_bid
    roll = random()
    if state.auction.bid is None:
        if bids and roll < 0.75:
            return calls[first_bid + (0 if random() < 0.7 else int(random() * bids))]
        return calls[0]
    if hold and roll < 0.5:
        return calls[1]
    if bids and roll < 0.75:
        return calls[first_bid + (0 if random() < 0.7 else int(random() * min(bids, 6)))]
    return calls[0]


def play_auction(state: TarokState, rng: random.Random) -> None:
    while state.phase is Phase.AUCTION:
        state.call(_choose_call(state, rng))


def finish_setup(state: TarokState, rng: random.Random) -> None:
    """Exchange, announcements and doubling, drawn at random from the legal choices.

    Draws come from ``rng.random()`` (an index is ``int(random() * n)``, a discard
    :func:`trainer.draws.draw_some`): several times cheaper than ``randrange`` and ``sample``.
    """
    random = rng.random
    if state.phase is Phase.TAKE:
        state.take(int(random() * len(PARTS[state.winning_bid.name])))
    if state.phase is Phase.DISCARD:
        hand = state.held[state.soloist_seat]
        count = len(state.taken)
        plain = [c for c in hand if c.rank != "K"]
        pool = hand if random() < 0.02 or len(plain) < count else plain
        state.discard_cards(draw_some(random, pool, count))
    if state.phase is Phase.ANNOUNCE:
        names = [n for n in state.possible_announcements() if random() < 0.1]
        state.announce(names)
    while state.phase is Phase.DOUBLING:
        calls = state.doubling_calls()
        if len(calls) > 1 and random() < 0.15:
            state.double(calls[1])
            continue
        side = state.doubling_side  # one draw a side: each opponent asked passes too
        while state.phase is Phase.DOUBLING and state.doubling_side == side:
            state.double("pass")


def play_out(state: TarokState, rng: random.Random) -> None:
    """Random legal cards to the end of the deal.

    The hot path of every playout. It makes the same draws as playing card by card through
    ``legal_plays`` and ``play`` (a property test replays its deals through ``apply``),
    but keeps each hand grouped by suit (taroks under ``None``, in hand order), so that the
    cards a follower may play are found without scanning the hand, and it settles each trick
    inline (the rules of ``legal_plays`` and ``winning_index``, T8–T9).
    """
    choice = rng.choice
    hands = state.held
    while state.phase is Phase.PLAY and state.trick:  # finish a trick begun elsewhere
        state.play(choice(legal_plays(state.current_hand, state.trick)))
    if state.phase is not Phase.PLAY:
        return
    groups: list[dict[Suit | None, list[Card]]] = []
    for hand in hands:
        by_suit: dict[Suit | None, list[Card]] = {
            None: [], Suit.C: [], Suit.S: [], Suit.H: [], Suit.D: []
        }  # fmt: skip
        # Hands are kept in deck order, so each suit is one run of cards: extending by runs
        # gives the same lists (in hand order) as appending card by card, in fewer steps.
        for suit, run in groupby(hand, SUIT_OF):
            by_suit[suit].extend(run)
        groups.append(by_suit)
    tricks, won, strength = state.tricks, state.won, STRENGTH
    leader = state.leader
    while len(tricks) < 12:
        hand = hands[leader]
        card = hand[0] if len(hand) == 1 else choice(hand)  # the leader may play any card
        hand.remove(card)
        groups[leader][card.suit].remove(card)
        trick = [card]
        lead_suit = card.suit
        top = card.number  # the highest tarok in the trick so far (0: none)
        best, best_strength = 0, strength[card]
        for k, seat in FOLLOWERS[leader]:
            hand = hands[seat]
            by_suit = groups[seat]
            legal = by_suit[lead_suit] if lead_suit is not None else None
            if not legal:  # a tarok was led, or the suit is missing: a tarok, beating if able
                taroks = by_suit[None]
                if not taroks:
                    legal = hand  # neither the suit nor a tarok: any card
                elif top:
                    legal = [c for c in taroks if c.number > top] or taroks
                else:
                    legal = taroks
            card = legal[0] if len(legal) == 1 else choice(legal)  # a forced card needs no draw
            hand.remove(card)
            by_suit[card.suit].remove(card)
            trick.append(card)
            number = card.number
            if number > top:
                top = number
            if card.suit is lead_suit or number:
                value = strength[card]
                if value > best_strength:
                    best, best_strength = k, value
        winner = (leader + best) % 3
        tricks.append(Trick(leader, trick, winner))
        won[winner].extend(trick)
        leader = winner
    state.trick = []
    state.leader = leader
    state.phase = Phase.DONE


def new_deal(
    rng: random.Random, options: TarokOptions, players: int = 3, pukam: bool = False
) -> TarokState:
    """A fresh deal shuffled with ``rng``."""
    return TarokState.new(GAME, rng, options, players, pukam)
