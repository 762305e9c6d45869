"""Pamfil for the shared search (:class:`trainer.state.Bots`): each player scores his own
tricks, so there are no sides; the budgets and scales of the strong player and the coach; the
sampled deals' check; the exact search's rules of card play.
"""

from __future__ import annotations

from typing import Any

from trainer.bots.exact import Rules, taken
from trainer.bots.worlds import hands_then
from trainer.cards import Suit
from trainer.pamfil import scoring
from trainer.pamfil.bots import club as pamfil_bot
from trainer.pamfil.bots.reasons import REASONS
from trainer.pamfil.play import PlayPosition, can_play
from trainer.pamfil.play import legal_plays as pamfil_legal_plays
from trainer.pamfil.ranking import ranking_for
from trainer.state import Bots, DealState, Scale


def consistent(world: DealState, seat: int) -> bool:
    """Would every card the other seats played have been legal with the hands ``world`` gives
    them (follow, beat, trump, under the deal's trump and options)?"""
    data = world.contract_json() or {}
    if "trump" not in data:
        return True
    rank = ranking_for(Suit(data["trump"]), world.options.pamfil_mode)
    obligation = world.options.beat_obligation
    for who, hand, trick, played, _ in hands_then(world):
        if who != seat and not can_play(PlayPosition(hand, trick, rank, obligation), played):
            return False
    return True


def card_rules(world: Any) -> tuple[Rules, bool]:
    """The deal's rules of card play for the exact search: a trick counts one."""
    rank, obligation = world.ranking, world.options.beat_obligation
    rules = Rules(
        lambda hand, trick, _flag: pamfil_legal_plays(PlayPosition(hand, trick, rank, obligation)),
        rank.winner_index,
        lambda _trick: 1.0,
        lambda card: str(rank.suit[card]),
        rank.power.__getitem__,
        lambda _card: 0,
        lambda _cards, tricks: float(tricks),
        lambda flag, _trick: flag,
        lambda _card, _flag: False,
    )
    return rules, False


def outcome(world: DealState, seat: int, value: float, left: float) -> float:
    """The seat's own score for its tricks (P14–P16) when it takes ``value`` more."""
    deal: Any = world  # a Pamfil deal: who declared, who holds the pamfil
    doubled = scoring.doubled_seats(world.options, world.players, deal.pamfil_holder, None)
    declared = deal.declared_seats()
    tricks = int(taken(world, {seat}) + value)
    table = scoring.score_table(world.options)
    return float(table[declared[seat], tricks, doubled[seat], False].points)


def scored(world: DealState) -> bool:
    """Not a pamfil doubled for its capture (a house rule): then :func:`outcome` tells."""
    return not scoring.counts_capture(world.options)


def own_result(world: DealState, seat: int) -> float | None:
    """The text's own score of the seat, since the text scores each player on his own (P16;
    ALL-02: an average "+10 for passing" in the trainer's seat comparison is more than a
    player who passed can score)."""
    result = getattr(world, "result", None)
    return float(result.scores[seat]) if result is not None else None


BOTS = Bots(
    basic=pamfil_bot.choose,
    candidates=pamfil_bot.candidates,
    amount_key="bots.strong.amount.points",
    # Branching positions per world: 3 cards 67, 4 cards 560.
    horizon=3,
    # The coach's budget: 600 simulated moves (the p95 in Pyodide was 146 ms).
    work=600,
    # The whole play of five cards is solved (230 positions a world on average, p90 570).
    solve=5,
    finish=5,
    solve_deals=(10, 20),
    screen_pairs=4,
    result_sure=0.2,
    # The text's own score for the tricks. A card is objected to from 0.6 points with a lower
    # bound of 0.15: on the independent check's 400 Pamfil positions (1,205 cards) the bound at
    # 0.3 caught 49 of 73 material cards at a precision of 97 %, at 0.15 55 at 96 %.
    play_scale=Scale("points", "coach.amount.points", 0.6, 2.0, 0.15),
    # The text's own score (deal_result).
    result_scale=Scale("points", "coach.amount.points", 1.0, 3.0),
    card_rules=card_rules,
    scored=scored,
    alone=True,
    outcome=outcome,
    own_result=own_result,
    consistent=consistent,
    reasons=REASONS,
)
