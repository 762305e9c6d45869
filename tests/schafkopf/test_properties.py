"""Property tests over seeded random deals played to the end with random legal moves."""

from __future__ import annotations

import random

import pytest

from tests.deals import schafkopf_deal
from trainer.actions import Action, ActionKind
from trainer.cards import SCHAFKOPF_DECK
from trainer.schafkopf.game import GAME
from trainer.schafkopf.options import PRESETS, SchafkopfOptions
from trainer.schafkopf.play import PlayPosition, legal_plays, playable, why_not_play
from trainer.schafkopf.state import Phase, SchafkopfState, call_action

OPTION_SETS = [
    SchafkopfOptions(),
    SchafkopfOptions(all_pass="ramsch", runaway_min_cards=4, runaway_card="any"),
    SchafkopfOptions(
        all_pass="kettle",
        forbid_discarding_called_suit=True,
        matadors=True,
        ace_game_payment="one_to_one",
        tout_mode="double_solo",
        max_double_rounds=2,
        schneider_win_min=90,
        wenz_equals_suit_solo=True,
    ),
    # Common practice today (the "today" preset), with the kettle and with Ramsch.
    SchafkopfOptions(**{**PRESETS[0].changes, "all_pass": "kettle"}),
    SchafkopfOptions(**{**PRESETS[0].changes, "all_pass": "ramsch"}),
]


def check_deal(state):
    result = state.result
    tricks = [trick.cards for trick in state.tricks]
    played = [c for t in tricks for c in t]
    if state.contract is not None and state.contract.kind == "sie":
        assert tricks == [] and state.returns()[state.declarer_seat] == 60
        return
    assert len(tricks) == 8 and all(len(t) == 4 for t in tricks)
    assert sorted(c.index for c in played) == list(range(32)), "cards conserved"
    assert sum(result.card_points) == 120
    pot = state.pot() or {"before": 0, "after": 0}
    assert sum(state.returns()) + pot["after"] - pot["before"] == 0, "zero-sum (the kettle)"
    for i, trick in enumerate(state.tricks):
        winner = (trick.leader + state.rank.winner(trick.cards)) % 4
        assert winner == trick.winner
        if i < 7:
            assert state.tricks[i + 1].leader == winner


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_deals_invariants(options):
    rng = random.Random(f"props:{options}")
    kinds = set()
    for _ in range(4000):
        state = schafkopf_deal(rng, options)
        check_deal(state)
        kinds.add(state.contract.kind if state.contract else None)
    assert {"ace_game", "wenz", "suit_solo"} <= kinds


@pytest.mark.slow
def test_step_by_step_play_agrees_with_the_fast_playout_and_can_play():
    """Replay random deals action by action through ``apply`` (the common grammar, every
    action checked) and compare with the fast inner loop; at every step a legal move exists,
    ``legal`` agrees with the refusals, and the state's legal actions with the position's."""
    rng = random.Random(99)
    for options in OPTION_SETS:
        for _ in range(300):
            fast = schafkopf_deal(rng, options, contra_rate=0)
            if not fast.tricks:
                continue
            slow = SchafkopfState(GAME, options, hands=[list(h) for h in fast.original])
            slow.pot_before = fast.pot_before
            for call in fast.calls:
                slow.apply(call_action(call.seat, call.contract))
            assert slow.phase is Phase.PLAY
            history = []
            for trick in fast.tricks:
                for card in trick.cards:
                    seat = slow.to_move
                    position = PlayPosition(
                        slow.contract, list(slow.held[seat]), list(slow.trick), history, options
                    )
                    legal = legal_plays(position)
                    assert legal, "a legal move always exists"
                    assert legal == [c for c in position.hand if why_not_play(position, c) is None]
                    assert set(legal) == set(
                        playable(
                            slow.held[seat], slow.trick, slow.rank, slow.ace,
                            slow.called_led, options,
                        )
                    )  # fmt: skip
                    plays = {a.card for a in slow.legal_actions() if a.kind is ActionKind.PLAY}
                    assert plays == {c.code for c in legal}
                    assert position.called_led == slow.called_led, "history gives the same"
                    slow.apply(Action(seat, ActionKind.PLAY, card=card.code))
                history.append(list(trick.cards))
            assert slow.result == fast.result


def test_every_card_in_the_deck_is_reachable():
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        seen.update(c for t in schafkopf_deal(rng).tricks for c in t.cards)
    assert seen == set(SCHAFKOPF_DECK.cards)
