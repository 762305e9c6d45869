"""Tarok galicyjski's one record (:class:`~trainer.state.Game`): its options, table sizes,
deck, the rule cited when an action comes in the wrong phase, its ops, quizzes and computer
players. The deal itself is :class:`trainer.tarok.state.TarokState`.
"""

from __future__ import annotations

from trainer.cards import TAROK_DECK, Deck
from trainer.state import Game
from trainer.tarok.bots.profile import BOTS
from trainer.tarok.options import TarokOptions
from trainer.tarok.rulebook import RULES
from trainer.tarok.spec import CONTRACTS
from trainer.tarok.state import Phase, TarokState
from trainer.tarok.table import PLAYERS


def new_state(options: TarokOptions, seed: int, players: int) -> TarokState:
    return TarokState.new(GAME, seed, options, players)


def deck_for(players: int) -> Deck:
    return TAROK_DECK


GAME: Game[TarokOptions] = Game(
    id="tarok",
    source="Polish Wikipedia, after J. Szczepański (Kraków, c. 1903)",
    options_type=TarokOptions,
    players=PLAYERS,
    default_players=3,
    deck_for=deck_for,
    new_state=new_state,
    phase_rules={
        Phase.AUCTION.value: RULES["tk-auction-order"],
        Phase.TAKE.value: RULES["tk-exchange-parts"],
        Phase.DISCARD.value: RULES["tk-discard-count"],
        Phase.ANNOUNCE.value: RULES["tk-announcements"],
        Phase.DOUBLING.value: RULES["tk-contra"],
        Phase.PLAY.value: RULES["tk-winner-leads"],
        Phase.DONE.value: RULES["tk-settlement"],
        Phase.REDEAL.value: RULES["tk-all-pass"],
    },
    contracts=CONTRACTS,
    bots=BOTS,
    trump_word="tarok",
    declarer_role="soloist",
    direction="right",  # RULES["tk-forehand"], ["tk-auction-order"]: to the dealer's right
    sits_out={4: "king"},  # RULES["tk-king"]
)
