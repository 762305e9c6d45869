"""Helpers shared by the Tarok quiz kinds: real dealt positions, names and blocks."""

from __future__ import annotations

import random

from trainer.naming import Namer
from trainer.tarok.auction import Auction, Call
from trainer.tarok.options import TarokOptions
from trainer.tarok.simulate import finish_setup, new_deal, play_auction, play_out
from trainer.tarok.state import Phase, TarokState
from trainer.tarok.table import PLAYING

GAME = "tarok"
NAMES = Namer(GAME, PLAYING)
seat, seat_text, card, card_start = NAMES.seat, NAMES.seat_text, NAMES.card, NAMES.card_start
seat_first, seat_text_first = NAMES.seat_first, NAMES.seat_text_first
"""A seat on its first mention in a question: the Polish name with its gloss ("Zadek
(rearhand)"), so a learner who reads no Polish knows where it sits."""


def played_state(rng: random.Random, options: TarokOptions, players: int = 3) -> TarokState:
    """A dealt state through auction and exchange, ready to play (redealing on all-pass)."""
    while True:
        state = new_deal(rng, options, players)
        play_auction(state, rng)
        if state.phase is not Phase.REDEAL:
            finish_setup(state, rng)
            return state


def finished_state(rng: random.Random, options: TarokOptions, players: int = 3) -> TarokState:
    state = played_state(rng, options, players)
    play_out(state, rng)
    return state


def random_call(auction: Auction, rng: random.Random) -> Call:
    """A plausible call: open or raise usually by one step, hold half the time, else pass."""
    calls = auction.legal_calls()
    passes = [c for c in calls if c.call == "pass"]
    holds = [c for c in calls if c.call == "hold"]
    bids = [c for c in calls if c.bid is not None]
    roll = rng.random()
    if holds and roll < 0.5:
        return holds[0]
    if bids and roll < 0.8:
        return bids[0] if rng.random() < 0.7 else rng.choice(bids[:6])
    return passes[0]
