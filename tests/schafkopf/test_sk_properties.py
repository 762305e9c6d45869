"""Property tests over seeded random deals played to the end with random legal moves."""

from __future__ import annotations

import random

import pytest

from trainer.actions import Action, ActionKind
from trainer.cards import SCHAFKOPF_DECK
from trainer.schafkopf.game import GAME
from trainer.schafkopf.options import PRESETS, SchafkopfOptions
from trainer.schafkopf.play import PlayPosition, legal_plays, playable, why_not_play
from trainer.schafkopf.simulate import random_deal
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


def check_deal(result, options):
    played = [c for t in result.tricks for c in t]
    if result.contract is not None and result.contract.kind == "sie":
        assert result.tricks == [] and result.payments[result.declarer] == 60
        return
    assert len(result.tricks) == 8 and all(len(t) == 4 for t in result.tricks)
    assert sorted(c.index for c in played) == list(range(32)), "cards conserved"
    assert sum(result.card_points) == 120
    pot_change = result.pot_after - result.pot_before
    assert sum(result.payments) + pot_change == 0, "zero-sum (the kettle counted)"
    state = result.state
    for i, trick in enumerate(result.tricks):
        winner = (result.leaders[i] + state.rank.winner(trick)) % 4
        assert winner == result.winners[i]
        if i < 7:
            assert result.leaders[i + 1] == winner


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_deals_invariants(options):
    rng = random.Random(f"props:{options}")
    kinds = set()
    for _ in range(4000):
        result = random_deal(rng, options)
        check_deal(result, options)
        kinds.add(result.contract.kind if result.contract else None)
    assert {"ace_game", "wenz", "suit_solo"} <= kinds


@pytest.mark.slow
def test_step_by_step_play_agrees_with_the_fast_playout_and_can_play():
    """Replay random deals action by action through ``apply`` (the common grammar, every
    action checked) and compare with the fast inner loop; at every step a legal move exists,
    ``legal`` agrees with the refusals, and the state's legal actions with the position's."""
    rng = random.Random(99)
    for options in OPTION_SETS:
        for _ in range(300):
            result = random_deal(rng, options, contra_rate=0)
            if not result.tricks:
                continue
            fast = result.state
            slow = SchafkopfState(GAME, options, hands=[list(h) for h in fast.original])
            slow.pot_before = fast.pot_before
            for call in fast.calls:
                slow.apply(call_action(call.seat, call.contract))
            assert slow.phase is Phase.PLAY
            history = []
            for trick in result.tricks:
                for card in trick:
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
                history.append(list(trick))
            assert slow.result == fast.result


def test_every_card_in_the_deck_is_reachable():
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        result = random_deal(rng)
        seen.update(c for t in result.tricks for c in t)
    assert seen == set(SCHAFKOPF_DECK.cards)
