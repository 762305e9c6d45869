"""The Schafkopf record of the common shape (see :mod:`trainer.state`): what does not change
from deal to deal. One deal is a :class:`trainer.schafkopf.state.SchafkopfState`."""

from __future__ import annotations

from trainer.cards import SCHAFKOPF_DECK, Deck
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.state import Phase, SchafkopfState
from trainer.state import Game


def new_state(options: SchafkopfOptions, seed: int, players: int) -> SchafkopfState:
    return SchafkopfState(GAME, options, seed, players=players)


def deck_for(players: int) -> Deck:
    return SCHAFKOPF_DECK


GAME: Game[SchafkopfOptions] = Game(
    id="schafkopf",
    title="Bavarian Schafkopf",
    options_type=SchafkopfOptions,
    players=(4, 5),
    default_players=4,
    deck_for=deck_for,
    new_state=new_state,
    phase_rules={
        Phase.AUCTION.value: RULES["sk-auction-open"],
        Phase.PLAY.value: RULES["sk-first-lead"],
        Phase.DONE.value: RULES["sk-scoring-table"],
    },
)
