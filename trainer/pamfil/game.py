"""Pamfil's one record (:class:`~trainer.state.Game`): how it deals, its ops, its quizzes,
its computer players. The deal itself is :class:`trainer.pamfil.state.PamfilState`.
"""

from __future__ import annotations

import random

from trainer.bots import pamfil as bot
from trainer.pamfil.deck import PLAYER_COUNTS, deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz import QUIZ
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.spec import CONTRACTS, GOLEBIOWSKI, OPS
from trainer.pamfil.state import PamfilState, Phase, deal
from trainer.state import Game


def new_state(options: PamfilOptions, seed: int, players: int) -> PamfilState:
    return deal(random.Random(seed), options, players, seed)


GAME: Game[PamfilOptions] = Game(
    id="pamfil",
    title="Pamfil",
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
    ops=OPS,
    basic=bot.choose,
    candidates=bot.candidates,
    quiz=QUIZ,
    extra={"variants": [GOLEBIOWSKI]},
)
