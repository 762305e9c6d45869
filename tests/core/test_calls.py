"""Calls by value (issue 32, items 2 and 4): the strong player weighs a bid, a hold, a pass,
a declaration or a doubling by its expected result over more sampled deals than a card, and
only against the calls the hand could justify; a doubling open while the seat is to play
(Schafkopf's first trick) is weighed as a call of its own, as it is while another plays."""

from __future__ import annotations

import re

import pytest

from trainer.bots import basic, meanwhile
from trainer.bots import strong as strong_player
from trainer.state import ActionKind
from trainer.tarok.bots.club import worth

from .test_bots import GAMES, deal_states


def test_a_raise_the_hand_cannot_justify_is_not_weighed() -> None:
    """tk-auction-open: "Ręka może … podbić stawkę do drugiej trójki": every step of the
    ladder is open to a bidder, but a raise two steps beyond what the hand's worth supports
    (:func:`trainer.tarok.bots.club.justifies`) is never weighed, nor a bid by a hand too weak to
    open; a pass and a hold always are."""
    checked = 0
    for state, seat in deal_states("tarok", 30, seed0=4000):
        if state.phase != "auction":
            continue
        obs = state.observation(seat)
        for action in obs.legal:
            callable_ = strong_player._callable(state, obs, action)
            if action.call in ("pass", "hold"):
                assert callable_
            elif action.call == "trojka" and action.level == 1:
                assert callable_ is (worth(obs.hand) >= 17), (worth(obs.hand), action)
            checked += 1
    assert checked >= 60


@pytest.mark.slow
def test_a_call_is_weighed_over_more_deals_than_a_card() -> None:
    """Where the strong player's call departs from the club player's, its reason gives the
    deals it weighed: more than a card's budget (the game's ``samples``)."""
    departed = 0
    for game in ("tarok", "schafkopf", "pamfil"):
        spec = GAMES[game]
        for state, seat in deal_states(game, 10, seed0=4100):
            if state.phase not in strong_player.CALLS:
                continue
            choice = strong_player.choose(state, seat, spec.bots.samples, f"call:{state.seed}")
            if choice.action == basic(state, seat).action:
                continue
            departed += 1
            over = re.search(r"over (\d+) deals", choice.reason)
            assert over and int(over.group(1)) > spec.bots.samples, choice.reason
    assert departed >= 3


@pytest.mark.slow
def test_a_contra_open_on_your_turn_is_the_same_call_as_while_another_plays() -> None:
    """sk-contra: contra may be said by a defender "until the second card of trick 1", so
    by the defender to play as well as by one waiting: the strong player weighs it the same
    way in both (:func:`trainer.bots.meanwhile.decide`), then plays its card."""
    checked = 0
    for state, seat in deal_states("schafkopf", 30, seed0=4200):
        mine = [a for a in state.legal_actions() if a.seat == seat]
        doubles = [a for a in mine if a.kind is ActionKind.DOUBLE]
        if state.phase != "play" or not doubles or seat != state.to_move:
            continue
        checked += 1
        choice = strong_player.choose(state, seat, 8, f"sk:{state.seed}")
        said, _ = meanwhile.decide(state, seat, "strong", 8)
        if said is not None:
            assert choice.action == said
        else:
            assert choice.action.kind is ActionKind.PLAY
    assert checked >= 5


def test_club_never_doubles_and_strong_doubles_only_with_the_hand_for_it() -> None:
    """TK-05, SK-03: a doubling is a judgment on the hand; Club never says one, and the
    strong player weighs one only with a hand that passes the game's test."""
    for game in ("tarok", "schafkopf"):
        for state, seat in deal_states(game, 12, seed0=4300):
            obs = state.observation(seat)
            doubles = [a for a in obs.legal if a.kind is ActionKind.DOUBLE and a.call != "pass"]
            if not doubles:
                continue
            assert basic(state, seat).action not in doubles
            for action in doubles:
                assert strong_player._callable(state, obs, action) is strong_player.may_double(
                    state.game, obs
                )
