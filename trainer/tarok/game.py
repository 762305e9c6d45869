"""Tarok galicyjski's one record (:class:`~trainer.state.Game`): its options, table sizes,
deck, the rule cited when an action comes in the wrong phase, its ops, quizzes and computer
players. The deal itself is :class:`trainer.tarok.state.TarokState`.
"""

from __future__ import annotations

from trainer.bots import tarok as bot
from trainer.cards import TAROK_DECK, Deck
from trainer.state import Game
from trainer.tarok.cite import rule
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz import QUIZ
from trainer.tarok.spec import CONTRACTS, OPS
from trainer.tarok.state import Phase, TarokState
from trainer.tarok.table import PLAYERS


def new_state(options: TarokOptions, seed: int, players: int) -> TarokState:
    return TarokState.new(GAME, seed, options, players)


def deck_for(players: int) -> Deck:
    return TAROK_DECK


GAME: Game[TarokOptions] = Game(
    id="tarok",
    title="Tarok galicyjski",
    source="Polish Wikipedia, after J. Szczepański (Kraków, c. 1903)",
    options_type=TarokOptions,
    players=PLAYERS,
    default_players=3,
    deck_for=deck_for,
    new_state=new_state,
    phase_rules={
        Phase.AUCTION.value: rule("auction_order"),
        Phase.TAKE.value: rule("exchange_parts"),
        Phase.DISCARD.value: rule("discard_count"),
        Phase.ANNOUNCE.value: rule("announcements"),
        Phase.DOUBLING.value: rule("contra"),
        Phase.PLAY.value: rule("winner_leads"),
        Phase.DONE.value: rule("settlement"),
        Phase.REDEAL.value: rule("all_pass"),
    },
    contracts=CONTRACTS,
    ops=OPS,
    basic=bot.choose,
    candidates=bot.candidates,
    trump_word="tarok",
    quiz=QUIZ,
)
