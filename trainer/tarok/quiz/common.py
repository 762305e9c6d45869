"""Helpers shared by the Tarok quiz kinds: real dealt positions, names and blocks."""

from __future__ import annotations

import random

from trainer.i18n import Noun
from trainer.naming import seat_glossed, seat_keys, seat_name, seat_noun
from trainer.tarok.auction import Auction, Call
from trainer.tarok.options import TarokOptions
from trainer.tarok.simulate import finish_setup, new_deal, play_auction, play_out
from trainer.tarok.state import Phase, TarokState
from trainer.tarok.table import PLAYING

GAME = "tarok"
KING = "seat.tarok.king"
"""The four-player dealer's seat: named with its article ("the king"), it needs no gloss
inside a sentence."""


def who(seat: int, players: int = PLAYING) -> Noun:
    """A seat as a message names it ("Ręka", "the king")."""
    return seat_noun(GAME, seat, players)


def seat_label(seat: int, players: int = PLAYING) -> str:
    """A seat said alone, as a row's or a choice's label: "Ręka"."""
    return seat_name(GAME, seat, players)


def seat_label_first(seat: int, players: int = PLAYING) -> str:
    """A seat said alone on the question's first mention of it, with its gloss: "Zadek
    (rearhand)", "King (the dealer, sits out)"; a learner who reads no Polish learns where it
    sits."""
    return seat_glossed(GAME, seat, players)


def glossed_in_text(seat: int, players: int = PLAYING) -> bool:
    """Whether a sentence that names this seat first glosses it (``{seat:glossed}``): a bare
    Polish name does ("Zadek (rearhand)"); the king, named with its article, does not."""
    return seat_keys(GAME, players)[seat] != KING


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
