"""Exact card play (:mod:`trainer.bots.exact`), the coach's solver and its independent
check's: it plays by the engine's rules and finds what a plain minimax over every line finds."""

from __future__ import annotations

import random
from typing import Any

import pytest

from trainer.bots import basic
from trainer.bots.endgame import duplicate, side, trick_points
from trainer.bots.exact import CardPlay, rules_of
from trainer.bots.worlds import sample
from trainer.pamfil.game import GAME as PAMFIL
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.state import ActionKind, DealState
from trainer.tarok.game import GAME as TAROK

GAMES: dict[str, Any] = {"pamfil": PAMFIL, "schafkopf": SCHAFKOPF, "tarok": TAROK}


def _deals(game: str, count: int, seed0: int) -> Any:
    """Every play-phase state of ``count`` deals of Club players."""
    record = GAMES[game]
    for seed in range(seed0, seed0 + count):
        state = record.new_state(record.options_type(), seed, record.default_players)
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            if state.phase == "play":
                yield state, seat
            state.apply(basic(state, seat).action)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_solver_plays_by_the_engines_rules(game: str) -> None:
    """At every card of many deals the solver's legal cards are the engine's, and the trick
    it closes goes to the seat the engine gives it to."""
    checked = 0
    for state, seat in _deals(game, 12, 700):
        rules, _ = rules_of(state)
        solver = CardPlay(duplicate(state), seat)
        engine = {
            a.card for a in state.legal_actions() if a.seat == seat and a.kind is ActionKind.PLAY
        }
        mover = solver._mover()
        assert mover == seat
        ours = rules.legal(solver.hands[mover], solver.trick, solver.flag)
        assert {c.code for c in ours} == engine
        card = basic(state, seat).action.card
        after = duplicate(state)
        after.apply(basic(state, seat).action)
        played = next(c for c in solver.hands[mover] if c.code == card)
        solver._play(mover, played)
        if not solver.trick:  # the trick closed: the same winner leads the next
            assert solver.leader == after.trick_views()[-1].winner
        checked += 1
    assert checked >= 50


def _minimax(world: DealState, seat: int, team: set[int]) -> float:
    """Plain minimax over every line through the engine: the points (Pamfil: tricks) the
    seat's side takes from here on."""
    if world.is_terminal:
        return 0.0
    mover = world.to_move
    values = []
    for action in [
        a for a in world.legal_actions() if a.seat == mover and a.kind is ActionKind.PLAY
    ]:
        child = duplicate(world)
        before = len(child.trick_views())
        child.apply_legal(action)
        views = child.trick_views()
        gain = 0.0
        if len(views) > before and views[-1].winner in team:
            gain = trick_points(child, [code for _, code in views[-1].cards])
        values.append(gain + _minimax(child, seat, team))
    return max(values) if mover in team else min(values)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_solver_finds_what_plain_minimax_finds(game: str) -> None:
    """In sampled worlds of the last two or three tricks, at a trick's start and inside it,
    every card's value is the plain minimax's."""
    limit = {"pamfil": 4, "schafkopf": 3, "tarok": 4}[game]
    checked = 0
    for state, seat in _deals(game, 16, 40):
        if len(state.hands()[seat]) > limit or checked >= 16:
            continue
        world = sample(state, seat, random.Random(checked))
        solver = CardPlay(world, seat)
        team = side(world, seat)
        for code, value in solver.values().items():
            child = duplicate(world)
            before = len(child.trick_views())
            action = next(a for a in child.legal_actions() if a.seat == seat and a.card == code)
            child.apply_legal(action)
            views = child.trick_views()
            gain = 0.0
            if len(views) > before and views[-1].winner in team:
                gain = trick_points(child, [c for _, c in views[-1].cards])
            assert value == gain + _minimax(child, seat, team), (code, state.seed)
        checked += 1
    assert checked >= 6


def _engine_result(world: DealState, seat: int) -> float:
    """The finished deal's result for the seat, as the engine scores it: 1 if the seat's side
    won (Schafkopf, Tarok), else 0; Pamfil: the seat's own score."""
    from trainer.bots.strong import deal_result

    if world.game.id == "pamfil":
        return deal_result(world, seat)
    deal: Any = world
    won = deal.result.game.won if world.game.id == "schafkopf" else deal.final_score().won
    return 1.0 if won == (world.declarer() in side(world, seat)) else 0.0


def _played(world: DealState, cards: tuple[str, ...]) -> DealState:
    """A copy of ``world`` with these cards played in turn."""
    played = duplicate(world)
    for card in cards:
        mover = played.to_move
        legal = played.legal_actions()
        played.apply_legal(next(a for a in legal if a.seat == mover and a.card == card))
    return played


def _best(world: DealState, seat: int) -> float:
    """The exact value of ``world`` for the seat's side (the seat to move picks for its side)."""
    if world.is_terminal:
        return 0.0
    values = CardPlay(world, seat).values().values()
    return max(values) if world.to_move in side(world, seat) else min(values)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_result_follows_from_the_points(game: str) -> None:
    """The text's results ("The declarer's side wins with 61 of the 120 points"; the tarok
    soloist "needs 34"; Pamfil's score for a player's tricks): played to its end along a best
    line, each card's world ends as :func:`outcome` says from the card's value; and the trick
    that :meth:`CardPlay.trick_after` plays starts a best line."""
    from trainer.bots.endgame import Solver
    from trainer.bots.exact import outcome, scored

    checked = 0
    for state, seat in _deals(game, 16, 80):
        if len(state.hands()[seat]) > 3 or not scored(state) or checked >= 12:
            continue
        world = sample(state, seat, random.Random(checked))
        search = CardPlay(world, seat)
        index = len(world.trick_views())
        for code, value in search.values().items():
            line = duplicate(world)
            line.apply_legal(
                next(a for a in line.legal_actions() if a.seat == seat and a.card == code)
            )
            Solver(line, seat).finish(line)
            assert outcome(world, seat, value, search.left) == _engine_result(line, seat), code
            ours, worth, cards = search.trick_after(code)
            played = _played(world, cards[len(world.trick or []) :])
            view = played.trick_views()[index]
            assert worth == trick_points(played, [c for _, c in view.cards])
            assert ours == (view.winner in side(world, seat))
            assert (worth if ours else 0.0) + _best(played, seat) == value, code
        checked += 1
    assert checked >= 6
