"""Helpers shared by the Pamfil quiz kinds: real dealt positions and their blocks."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card, Suit
from trainer.i18n import msg, say
from trainer.naming import suit_noun
from trainer.pamfil.deck import PLAYER_COUNTS, deck_for
from trainer.pamfil.game import deal
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.play import legal_plays
from trainer.pamfil.simulate import random_declarations
from trainer.pamfil.state import PamfilState, Phase
from trainer.quiz import blocks

GAME = "pamfil"


def players_for(level: int, rng: random.Random) -> int:
    if level == 1:
        return 3
    if level == 2:
        return rng.choice((3, 4))
    return rng.choice(PLAYER_COUNTS[1:])  # 4 to 7: the 36-card pack


def players_fact(players: int) -> dict[str, Any]:
    """How many play, and with which pack: "4, with the 36-card pack"."""
    pack = msg("pf.quiz.fact.pack", players=players, cards=len(deck_for(players)))
    return blocks.fact(msg("quiz.fact.players"), pack)


def suit_label(trump: Suit) -> str:
    """A suit said alone, as a fact's value: "Acorns"."""
    return say(suit_noun(GAME, trump), "label")


def trump_facts(trump: Suit, indicator: Card | None, players: int) -> dict[str, Any]:
    items = [players_fact(players), blocks.fact(msg("quiz.fact.trumps"), suit_label(trump))]
    if indicator is not None:
        turned = msg("quiz.fact.card", card=indicator)
        items.append(blocks.fact(msg("pf.quiz.fact.turned_card"), turned, [indicator]))
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
