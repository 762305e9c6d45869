"""A drivable deal: dealing, declarations, exchanges, mucha, play, replay (P5, P10–P14).

Every deal is driven as the ``state`` op drives it: ``GAME.new_state`` and actions of the
common grammar, each checked once by ``apply``.
"""

from __future__ import annotations

import random

import pytest

from trainer.api import handle
from trainer.errors import IllegalAction
from trainer.pamfil.deck import deck_for
from trainer.pamfil.game import GAME, from_pack
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.state import Phase

from .helpers import act, cards, quote

DEFAULT = PamfilOptions()


def pack_with(hands_text: list[str], bottom: str, top: str = "", players: int = 3):
    """A pack in dealing order (three each, then two each) giving these hands; the talon
    starts with ``top`` and ends with ``bottom`` (the trump card)."""
    hands = [cards(h, players) for h in hands_text]
    head = cards(top, players) if top else []
    tail = cards(bottom, players)
    order = []
    for start, size in ((0, 3), (3, 2)):
        for hand in hands:
            order.extend(hand[start : start + size])
    rest = [c for c in deck_for(players).cards if c not in order + head + tail]
    return order + head + rest + tail


def test_deal_three_then_two_and_talon():
    """pf-deal: five cards each, first three then two; the rest is the talon."""
    pack = list(deck_for(3).cards)
    state = from_pack(pack, DEFAULT, 3)
    assert [c.code for c in state.held[0]] == ["AC", "10C", "KC", "10S", "KS"], quote("pf-deal")
    assert [c.code for c in state.held[1]] == ["OC", "UC", "9C", "OS", "US"]
    assert [c.code for c in state.held[2]] == ["8C", "7C", "AS", "9S", "8S"]
    assert len(state.talon) == 17 and state.indicator is state.talon[-1]


def test_card_under_the_talon_shows_trumps():
    """pf-trump-card: the last card, under the talon, indicates trumps."""
    for seed in range(50):
        state = GAME.new_state(DEFAULT, seed, 3)
        assert state.trump is state.indicator.suit, quote("pf-trump-card")


def test_pamfil_turned_up_means_acorns():
    """P10: the pamfil as the trump card → acorns are trumps."""
    pack = pack_with(["AH KH OH 7S 8S", "AS KS OS 7D 8D", "AD KD OD 9S 9H"], "UC")
    state = from_pack(pack, DEFAULT, 3)
    assert state.indicator.code == "UC" and state.trump.value == "C", quote("pf-trump-card")


def test_indicator_is_drawn_only_last():
    """P14: exchanges draw from the top; the trump card comes last."""
    state = GAME.new_state(DEFAULT, 5, 6)
    indicator = state.indicator
    hand0 = list(state.held[0])
    act(state, action="exchange", cards=[c.code for c in hand0])
    assert indicator not in state.held[0] and state.talon == [indicator]
    act(state, action="exchange", cards=[state.held[1][0].code])
    assert indicator in state.held[1], quote("pf-exchange")


def test_exchange_swaps_cards_from_the_top():
    state = GAME.new_state(DEFAULT, 1, 3)
    top = state.talon[:2]
    discard = state.held[0][:2]
    act(state, seat=0, action="exchange", cards=[c.code for c in discard])
    assert all(c in state.held[0] for c in top) and set(state.discards[0]) == set(discard)
    assert len(state.held[0]) == 5 and len(state.talon) == 15


def test_passed_player_still_plays():
    """P5: a player who passes plays the hand and scores 1 a trick."""
    state = _declared(11, "play", "pass", "pass")
    if state.phase is Phase.OVER:
        pytest.skip("a mucha from the deal")
    rng = random.Random(0)
    while state.phase is Phase.PLAY:
        state.apply(rng.choice(state.legal_actions()))
    assert all(len(t.cards) == 3 for t in state.tricks) and len(state.tricks) == 5
    res = state.result
    assert res.declared == [True, False, False]
    assert res.scores[1] == res.tricks_won[1] * (2 if res.doubled[1] else 1), quote(
        "pf-score-undeclared"
    )


def test_forehand_leads_and_winner_leads_next():
    """P11: the forehand leads the first trick; the winner of a trick leads the next."""
    state = _declared(3, "play", "play", "play")
    assert state.phase is Phase.PLAY and state.to_move == 0, quote("pf-forehand-must-play")
    rng = random.Random(3)
    while state.phase is Phase.PLAY:
        state.apply(rng.choice(state.legal_actions()))
    leaders = [t.leader for t in state.tricks]
    assert leaders[0] == 0
    assert leaders[1:] == [t.winner for t in state.tricks][:-1]


def test_mucha_after_the_deal_ends_the_deal():
    """pf-mucha: a mucha after the deal wins without play (P9: 5, others 0)."""
    pack = pack_with(["AS KS OS 7S 8S", "AH 8H 7D 8D 9C", "AD KD OD 9S 9H"], "7H")
    state = from_pack(pack, DEFAULT, 3)
    assert state.phase is Phase.OVER and state.result.outcome == "mucha", quote("pf-mucha")
    assert state.result.scores == [5, 0, 0]
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction):
        act(state, seat=0, action="call", call="play")


def test_mucha_after_the_exchange():
    """pf-mucha: 'after the exchange' too; the pamfil in it doubles (holder)."""
    pack = pack_with(["UC AS KS OS 8D", "AH 8H 7D 8D 9C", "AD KD OD 9H 10H"], "7S 10C 7H")
    pack = pack[:-3] + [c for c in cards("7S 10C")] + pack[-3:-2] + cards("7H")
    state = from_pack(pack, PamfilOptions(), 3)
    # the talon's top card is the first card after the 15 dealt
    top = state.talon[0]
    assert state.phase is Phase.DECLARATION
    act(state, action="exchange", cards=["8D"])
    act(state, action="call", call="pass")
    act(state, action="call", call="pass")
    if top.suit.value == "S":
        assert state.result.outcome == "mucha" and state.result.scores[0] == 10
    else:
        assert state.phase is Phase.PLAY


def _declared(seed: int, *calls: str, players: int = 3):
    """A deal of ``seed`` after these declarations (a mucha may end it first)."""
    state = GAME.new_state(DEFAULT, seed, players)
    for call in calls:
        if state.phase is Phase.DECLARATION:
            act(state, action="call", call=call)
    return state


def _state(seed: int, actions: list) -> dict:
    return handle({"op": "state", "game": "pamfil", "seed": seed, "actions": actions})


def test_replay_refuses_an_illegal_action_with_its_path():
    calls = [{"action": "call", "call": c} for c in ("play", "pass", "play")]
    error = _state(2, [*calls, {"action": "play", "card": "ZZ"}])["error"]
    assert error["path"] == "actions[3].card"
    error = _state(2, [{"action": "call", "call": "pass"}])["error"]
    assert error["code"] == "illegal_action" and error["path"] == "actions[0]"
    assert error["rule"]["id"] == "pf-forehand-must-play"
    assert _state(2, ["pass"])["error"]["code"] == "invalid_request"


def test_every_legal_action_applies_and_replay_is_deterministic():
    rng = random.Random(9)
    actions = []
    state = GAME.new_state(DEFAULT, 42, 4)
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    again = GAME.new_state(DEFAULT, 42, 4)
    for action in actions:
        again.apply(action)
    assert again.to_json() == state.to_json()


def test_illegal_card_in_play_is_refused_with_reason():
    state = _declared(7, "play", "play", "play")
    if state.phase is not Phase.PLAY:
        pytest.skip("mucha")
    state.apply(state.legal_actions()[0])
    seat = state.to_move
    legal = {a.card for a in state.legal_actions()}
    illegal = [c for c in state.held[seat] if c.code not in legal]
    if not illegal:
        pytest.skip("every card legal here")
    with pytest.raises(IllegalAction) as info:
        act(state, "actions[4]", action="play", card=illegal[0].code)
    assert info.value.path == "actions[4]" and info.value.refusal.rule.id == "pf-follow-beat"


def _holder_at_play(state, dealt):
    for seat in range(state.players):
        held = [c for c in dealt[seat] if c not in state.discards[seat]]
        held += state.drawn[seat]
        if any(c.code == "UC" for c in held):
            return seat
    return None


def _captor(state):
    for trick in state.tricks:
        if any(card.code == "UC" for card in trick.cards):
            return (trick.leader + state.ranking.winner_index(trick.cards)) % state.players
    return None


@pytest.mark.parametrize("mode", ["holder", "global", "captured"])
def test_option_pamfil_double_in_whole_deals(mode):
    """P3: whom the pamfil doubles: its holder after the exchange, everyone, or its captor."""
    from trainer.pamfil.game import deal
    from trainer.pamfil.simulate import random_declarations, random_playout

    options = PamfilOptions(pamfil_double=mode)
    seen = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = deal(rng, options, 3 + seed % 2)
        dealt = state.hands()
        random_declarations(state, rng)
        random_playout(state, rng)
        if state.result.outcome != "played":
            continue
        holder = _holder_at_play(state, dealt)
        if mode == "holder":
            expected = [s == holder for s in range(state.players)]
        elif mode == "global":
            expected = [holder is not None] * state.players
        else:
            captor = _captor(state)
            expected = [s == captor for s in range(state.players)]
        assert state.result.doubled == expected, quote("pf-pamfil-double")
        seen += any(expected)
    assert seen > 50


@pytest.mark.parametrize("seed", range(6))
def test_determinize_shares_nothing_a_move_changes(seed):
    """A determinized world played to its end leaves the real deal as it was: no list, inner
    list or round is shared; the seat's own hand and everything public are kept."""
    state = GAME.new_state(DEFAULT, seed, 3 + seed % 3)
    rng = random.Random(seed)
    for _ in range(state.players + 2 + seed):
        if not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
    if state.is_terminal:
        pytest.skip("a mucha ended the deal")
    seat = state.to_move
    before = state.to_json()
    world = state.determinize(seat, random.Random(0))
    assert world.held[seat] == state.held[seat] and world.public() == state.public()
    assert sorted(map(len, world.hands())) == sorted(map(len, state.hands()))
    for name, value in vars(state).items():
        if isinstance(value, list):
            assert vars(world)[name] is not value, name
            for inner, theirs in zip(value, vars(world)[name], strict=True):
                assert not isinstance(inner, list) or inner is not theirs, name
    assert world.round is not state.round and world.round.calls is not state.round.calls
    while not world.is_terminal:
        world.apply(rng.choice(world.legal_actions()))
    assert state.to_json() == before
