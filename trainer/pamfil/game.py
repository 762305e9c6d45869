"""Pamfil's one record (:class:`~trainer.state.Game`): how it deals, its options, its computer
players; and the two ways to deal with it (:func:`deal`, :func:`from_pack`). The deal itself
is :class:`trainer.pamfil.state.PamfilState`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trainer.cards import Card
from trainer.pamfil.bots.profile import BOTS
from trainer.pamfil.deck import PLAYER_COUNTS, deck_for
from trainer.pamfil.options import DEFAULT_OPTIONS, PamfilOptions
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.spec import CONTRACTS, GOLEBIOWSKI
from trainer.pamfil.state import PamfilState, Phase
from trainer.state import Game


def new_state(options: PamfilOptions, seed: int, players: int) -> PamfilState:
    return deal(random.Random(seed), options, players, seed)


GAME: Game[PamfilOptions] = Game(
    id="pamfil",
    source="Polish Wikipedia, 'Pamfil (gra karciana)'",
    options_type=PamfilOptions,
    players=PLAYER_COUNTS,
    default_players=3,
    deck_for=deck_for,
    new_state=new_state,
    phase_rules={
        Phase.DECLARATION.value: RULES["pf-declare"],
        Phase.PLAY.value: RULES["pf-follow-beat"],
        Phase.OVER.value: RULES["pf-score-declared"],
    },
    contracts=CONTRACTS,
    bots=BOTS,
    trump_made_by="turned_card",  # RULES["pf-trump-card"]
    extra={"variants": [GOLEBIOWSKI]},
)


def deal(
    rng: random.Random, options: PamfilOptions = DEFAULT_OPTIONS, players: int = 3, seed: int = 0
) -> PamfilState:
    """A deal of the table's pack shuffled with ``rng`` (the quizzes and the simulations draw
    theirs this way)."""
    pack = list(deck_for(players).cards)
    rng.shuffle(pack)
    return from_pack(pack, options, players, seed)


def from_pack(
    pack: Sequence[Card], options: PamfilOptions = DEFAULT_OPTIONS, players: int = 3, seed: int = 0
) -> PamfilState:
    """A deal of ``pack`` in the given order, top first (for arranged positions)."""
    return PamfilState(GAME, pack, options, players, seed)
