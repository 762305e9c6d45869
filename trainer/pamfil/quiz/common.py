"""Helpers shared by the Pamfil quiz kinds: real dealt positions and their blocks."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card, Suit
from trainer.naming import Namer, capital
from trainer.pamfil.deck import PLAYER_COUNTS, deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.play import legal_plays
from trainer.pamfil.simulate import random_declarations
from trainer.pamfil.state import PamfilState, Phase, deal
from trainer.quiz import blocks

GAME = "pamfil"
NAMES = Namer(GAME, 3)
seat, seat_text, card, card_start = NAMES.seat, NAMES.seat_text, NAMES.card, NAMES.card_start


def players_for(level: int, rng: random.Random) -> int:
    if level == 1:
        return 3
    if level == 2:
        return rng.choice((3, 4))
    return rng.choice(PLAYER_COUNTS[1:])  # 4 to 7: the 36-card pack


def trump_facts(trump: Suit, indicator: Card | None, players: int) -> dict[str, Any]:
    items = [
        blocks.fact("Players", f"{players}, with the {len(deck_for(players))}-card pack"),
        blocks.fact("Trumps", capital(trump.german_name)),
    ]
    if indicator is not None:
        items.append(blocks.fact("Turned card", capital(card(indicator)), [indicator]))
    return blocks.facts(items)


def played_state(rng: random.Random, options: PamfilOptions, players: int) -> PamfilState:
    """A real deal that reached the play (re-dealt while a mucha ends one before play)."""
    while True:
        state = deal(rng, options, players)
        random_declarations(state, rng)
        if state.phase is Phase.PLAY:
            return state


def advance(state: PamfilState, rng: random.Random, plays: int) -> None:
    for _ in range(plays):
        if state.phase is not Phase.PLAY:
            return
        state.play_card(rng.choice(legal_plays(state.position())))
