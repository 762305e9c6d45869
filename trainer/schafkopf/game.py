"""Schafkopf's one record (:class:`~trainer.state.Game`): what does not change from deal to
deal, its ops, quizzes and computer players. One deal is a
:class:`trainer.schafkopf.state.SchafkopfState`."""

from __future__ import annotations

from trainer.cards import SCHAFKOPF_DECK, Deck
from trainer.schafkopf.bots.profile import BOTS
from trainer.schafkopf.options import PRESETS, SchafkopfOptions
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.state import Phase, SchafkopfState
from trainer.schafkopf.table import CONTRACTS, DOUBLINGS
from trainer.state import Game


def new_state(options: SchafkopfOptions, seed: int, players: int) -> SchafkopfState:
    return SchafkopfState(GAME, options, seed, players=players)


def deck_for(players: int) -> Deck:
    return SCHAFKOPF_DECK


GAME: Game[SchafkopfOptions] = Game(
    id="schafkopf",
    source="Belarusian text based on the official rules of 1989",
    options_type=SchafkopfOptions,
    players=(4, 5),
    sits_out={5: "dealer"},  # RULES["sk-players"]: with five, the dealer sits out the deal
    default_players=4,
    deck_for=deck_for,
    new_state=new_state,
    phase_rules={
        Phase.AUCTION.value: RULES["sk-auction-open"],
        Phase.PLAY.value: RULES["sk-first-lead"],
        Phase.DONE.value: RULES["sk-scoring-table"],
    },
    contracts=CONTRACTS,
    bots=BOTS,
    presets=PRESETS,
    extra={"doublings": DOUBLINGS},
)
