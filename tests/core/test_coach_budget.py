"""How the coach spends its budget (issue 21, recall): each sampled deal drawn once and
copied for every action, the bids a hand could justify screened first, and the confirmation
getting whatever the screening left of the budget."""

from __future__ import annotations

import random
from typing import Any

import pytest

from trainer.bots import basic
from trainer.bots.coach import _candidates, _family, _run, _solvable, _to_the_end, judge
from trainer.bots.worlds import advance, sample
from trainer.cards import SCHAFKOPF_DECK
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.state import Action, ActionKind, DealState

SCHAFKOPF_BOTS = SCHAFKOPF.bots


def _play_state(seed: int) -> DealState:
    """A Schafkopf deal of Club players at its first card decision not solved exactly with
    a choice of three cards or more."""
    state = SCHAFKOPF.new_state(SCHAFKOPF.options_type(), seed, SCHAFKOPF.default_players)
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        mine = [a for a in state.legal_actions() if a.seat == seat and a.kind is ActionKind.PLAY]
        if state.phase == "play" and len(mine) >= 3 and not _solvable(state, mine[0]):
            return state
        state.apply(basic(state, seat).action)
    raise AssertionError("no such decision")


def test_each_deal_is_drawn_once_and_is_the_same_deal_for_every_action() -> None:
    """The coach draws a sampled deal once and copies it for each action: every action's
    outcome is the one it has on that deal drawn afresh from the same seed and finished (by
    club players, then solved exactly in the last tricks)."""
    for seed in (11, 12):
        state = _play_state(seed)
        seat = state.to_move
        assert seat is not None
        actions = [a for a in state.legal_actions() if a.seat == seat][:3]
        found = _run(state, seat, actions, 3, "t")
        for action in actions:
            alone = []
            for i in range(3):
                world = sample(state, seat, random.Random(f"t:{i}"))
                advance(world, action)
                alone.append(_to_the_end(world, seat, random.Random(f"t:{i}"))[0])
            assert found[action].values == alone


def _auction(hand: str) -> DealState:
    """A Schafkopf deal at seat 0's first call, seat 0 holding ``hand``."""
    from trainer.schafkopf.state import SchafkopfState

    rest = [c for c in SCHAFKOPF_DECK if c.code not in hand.split()]
    hands = [[SCHAFKOPF_DECK[code] for code in hand.split()], rest[:8], rest[8:16], rest[16:]]
    state = SchafkopfState(SCHAFKOPF, hands=hands)
    assert state.phase == "auction" and state.to_move == 0
    return state


def test_the_bids_a_hand_could_justify_are_screened_first() -> None:
    """Early in a deal the coach screens only the first two or three candidates of a bid:
    with six hearts, two of them Obers, and no Unter, a pass is weighed against the hearts
    Suit Solo first, then the ace game, and the Wenz (which wants Unters) only after them."""
    state = _auction("OC OH KH 9H 8H 7H AC 7S")
    mine = [a for a in state.legal_actions() if a.seat == 0]
    same = [a for a in mine if _family(state, a) == "auction"]
    passing = Action(0, ActionKind.CALL, call="pass")
    found = _candidates(state, passing, passing, same)
    calls = [a.call for a in found]
    assert found[0] == passing
    assert found[1] == Action(0, ActionKind.CALL, call="suit_solo", trump="H")
    assert calls.index("ace_game") < calls.index("wenz")
    # the learner's call and the computer's come first, whatever they are
    wenz = next(a for a in same if a.call == "wenz")
    assert _candidates(state, wenz, passing, same)[:3] == [wenz, passing, found[1]]


def test_the_hints_verdict_screens_and_the_others_weigh_against_the_hint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In card play the club player's card gets the screening (its candidates and deals do not
    depend on the learner's action) and the confirmation of what the screening left, at most
    two fifths and the rest of the budget: its verdict is the Hint. Any other card is weighed
    against the Hint's alone, on the whole budget (a playout from here costs a move for each
    card still held)."""
    from trainer.bots import advice, coach

    asked: list[tuple[str, str, int]] = []
    run = coach._run

    def counted(state: DealState, seat: int, actions: list[Action], pairs: int, seed: str,
                *rest: Any) -> Any:  # fmt: skip
        asked.append((seed, seed.rsplit(":", 1)[-1], pairs))
        return run(state, seat, actions, pairs, seed, *rest)

    monkeypatch.setattr(coach, "_run", counted)
    weighed = 0
    for seed in range(30, 40):
        state = _play_state(seed)
        seat = state.to_move
        assert seat is not None
        remaining = sum(len(h) for h in state.hands())
        legal = [a for a in state.legal_actions() if a.seat == seat]
        mine = [a for a in legal if a.kind is ActionKind.PLAY]  # a contra is weighed apart
        club = basic(state, seat).action
        canonical = _candidates(
            state, club, club, [a for a in legal if _family(state, a) == "play"]
        )
        work = SCHAFKOPF_BOTS.work
        room = max(2, (work * 2 // 5) // (SCHAFKOPF_BOTS.screen_pairs * remaining))
        many = len(canonical[:room])
        coach._verdicts.clear()  # no verdict kept from an earlier test at the same position
        advice._kept.clear()
        asked.clear()
        judge(state, club)
        screens = [pairs for _, stage, pairs in asked if stage == "screen"]
        confirms = [pairs for _, stage, pairs in asked if stage == "confirm"]
        assert len(screens) == 1 and len(confirms) <= 1
        assert screens[0] * many * remaining <= work * 2 // 5
        for pairs in confirms:
            rest = (work - screens[0] * many * remaining) // (2 * remaining)
            assert pairs == min(coach.MAX_PAIRS, rest)
        for action in mine:
            if action == club or action == coach.hint(state, seat).action:
                continue
            asked.clear()
            judge(state, action)
            assert [stage for _, stage, _ in asked] == ["confirm"]  # the Hint's verdict is kept
            assert asked[0][2] == min(coach.MAX_PAIRS, work // (2 * remaining))
            weighed += 1
    assert weighed >= 10
