"""Helpers shared by the Pamfil quiz kinds: real dealt positions and blocks."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card, Suit
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.simulate import random_declarations
from trainer.pamfil.spec_deck import PLAYER_COUNTS, deck_for
from trainer.pamfil.state import GameState, Phase
from trainer.quiz import (
    Question,
)

MAX_TRIES = 400
"""Positions tried before a level's preference is dropped (it is always met far sooner)."""


def make_question(
    prompt: str,
    blocks: list[dict[str, Any]],
    answer: dict[str, Any],
    key: Any,
    rule: Any,
    **context: Any,
) -> Question:
    # game, kind, difficulty, seed and options are filled in by QuizBook.generate
    return Question(
        prompt=prompt,
        blocks=blocks,
        answer=answer,
        key=key,
        rule=rule,
        context=context,
    )


def players_for(level: int, rng: random.Random) -> int:
    if level == 1:
        return 3
    if level == 2:
        return rng.choice((3, 4))
    return rng.choice(PLAYER_COUNTS[1:])  # 4 to 7: the 36-card pack


def trump_facts(state_trump: Suit, indicator: Card | None, players: int) -> dict[str, Any]:
    items = [
        {"label": "Players", "value": f"{players} ({len(deck_for(players))}-card pack)"},
        {"label": "Trumps", "value": state_trump.german_name},
    ]
    if indicator is not None:
        items.append({"label": "Card under the talon", "value": indicator.code})
    return {"type": "facts", "items": items}


def as_options(options: Any) -> PamfilOptions:
    return options if isinstance(options, PamfilOptions) else PamfilOptions()


def played_state(rng: random.Random, options: PamfilOptions, players: int) -> GameState:
    """A real deal that reached the play (re-dealt while a mucha ends one before play)."""
    while True:
        state = GameState.deal(rng, options, players)
        random_declarations(state, rng)
        if state.phase is Phase.PLAY:
            return state


def advance(state: GameState, rng: random.Random, plays: int) -> None:
    for _ in range(plays):
        if state.phase is not Phase.PLAY:
            return
        state.play_card(rng.choice(state.legal_cards()))


def trick_block(state: GameState, trick: list[Card], leader: int, label: str) -> dict[str, Any]:
    return {
        "type": "trick",
        "label": label,
        "plays": [
            {"seat": (leader + i) % state.players, "card": c.code} for i, c in enumerate(trick)
        ],
    }
