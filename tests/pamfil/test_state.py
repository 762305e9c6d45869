"""A drivable deal: dealing, declarations, exchanges, mucha, play, replay (P5, P10–P14)."""

from __future__ import annotations

import random

import pytest

from trainer.errors import IllegalAction, RequestError, TrainerError
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.spec_deck import deck_for
from trainer.pamfil.state import GameState, Phase

from .helpers import cards, quote

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
    state = GameState.from_pack(pack, DEFAULT, 3)
    assert [c.code for c in state.hands[0]] == ["AC", "10C", "KC", "10S", "KS"], quote("pf-deal")
    assert [c.code for c in state.hands[1]] == ["OC", "UC", "9C", "OS", "US"]
    assert [c.code for c in state.hands[2]] == ["8C", "7C", "AS", "9S", "8S"]
    assert len(state.talon) == 17 and state.indicator is state.talon[-1]


def test_card_under_the_talon_shows_trumps():
    """pf-trump-card: the last card, under the talon, indicates trumps."""
    for seed in range(50):
        state = GameState.deal(random.Random(seed), DEFAULT, 3)
        assert state.trump is state.indicator.suit, quote("pf-trump-card")


def test_pamfil_turned_up_means_acorns():
    """P10: the pamfil as the trump card → acorns are trumps."""
    pack = pack_with(["AH KH OH 7S 8S", "AS KS OS 7D 8D", "AD KD OD 9S 9H"], "UC")
    state = GameState.from_pack(pack, DEFAULT, 3)
    assert state.indicator.code == "UC" and state.trump.value == "C", quote("pf-trump-card")


def test_indicator_is_drawn_only_last():
    """P14: exchanges draw from the top; the trump card comes last."""
    state = GameState.deal(random.Random(5), DEFAULT, 6)
    indicator = state.indicator
    hand0 = list(state.hands[0])
    state.apply({"call": "exchange", "discard": [c.code for c in hand0]})
    assert indicator not in state.hands[0] and state.talon == [indicator]
    state.apply({"call": "exchange", "discard": [state.hands[1][0].code]})
    assert indicator in state.hands[1], quote("pf-exchange")


def test_exchange_swaps_cards_from_the_top():
    state = GameState.deal(random.Random(1), DEFAULT, 3)
    top = state.talon[:2]
    discard = state.hands[0][:2]
    state.apply({"seat": 0, "call": "exchange", "discard": [c.code for c in discard], "count": 2})
    assert all(c in state.hands[0] for c in top) and state.discards[0] == discard
    assert len(state.hands[0]) == 5 and len(state.talon) == 15


def test_passed_player_still_plays():
    """P5: a player who passes plays the hand and scores 1 a trick."""
    state = GameState.replay(11, [{"call": "play"}, {"call": "pass"}, {"call": "pass"}])
    if state.phase is Phase.OVER:
        pytest.skip("a mucha from the deal")
    rng = random.Random(0)
    while state.phase is Phase.PLAY:
        state.apply(rng.choice(state.legal_actions()))
    assert all(len(t) == 3 for t in state.tricks) and len(state.tricks) == 5
    res = state.result
    assert res.declared == [True, False, False]
    assert res.scores[1] == res.tricks_won[1] * (2 if res.doubled[1] else 1), quote(
        "pf-score-undeclared"
    )


def test_forehand_leads_and_winner_leads_next():
    """P11: the forehand leads the first trick; the winner of a trick leads the next."""
    state = GameState.replay(3, [{"call": "play"}, {"call": "play"}, {"call": "play"}])
    assert state.phase is Phase.PLAY and state.to_move == 0, quote("pf-forehand-must-play")
    rng = random.Random(3)
    while state.phase is Phase.PLAY:
        state.apply(rng.choice(state.legal_actions()))
    assert state.trick_leaders[0] == 0
    assert state.trick_leaders[1:] == state.trick_winners[:-1]


def test_mucha_after_the_deal_ends_the_deal():
    """pf-mucha: a mucha after the deal wins without play (P9: 5, others 0)."""
    pack = pack_with(["AS KS OS 7S 8S", "AH 8H 7D 8D 9C", "AD KD OD 9S 9H"], "7H")
    state = GameState.from_pack(pack, DEFAULT, 3)
    assert state.phase is Phase.OVER and state.result.outcome == "mucha", quote("pf-mucha")
    assert state.result.scores == [5, 0, 0]
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply({"call": "play"})


def test_mucha_after_the_exchange():
    """pf-mucha: 'after the exchange' too; the pamfil in it doubles (holder)."""
    pack = pack_with(["UC AS KS OS 8D", "AH 8H 7D 8D 9C", "AD KD OD 9H 10H"], "7S 10C 7H")
    pack = pack[:-3] + [c for c in cards("7S 10C")] + pack[-3:-2] + cards("7H")
    state = GameState.from_pack(pack, PamfilOptions(), 3)
    # the talon's top card is the first card after the 15 dealt
    top = state.talon[0]
    assert state.phase is Phase.DECLARATION
    state.apply({"call": "exchange", "discard": ["8D"]})
    state.apply({"call": "pass"})
    state.apply({"call": "pass"})
    if top.suit.value == "S":
        assert state.result.outcome == "mucha" and state.result.scores[0] == 10
    else:
        assert state.phase is Phase.PLAY


def test_replay_refuses_an_illegal_action_with_its_path():
    with pytest.raises(TrainerError) as info:
        GameState.replay(2, [{"call": "play"}, {"call": "pass"}, {"call": "play"}, {"card": "ZZ"}])
    assert info.value.path == "actions[3].card"
    with pytest.raises(IllegalAction) as info:
        GameState.replay(2, [{"call": "pass"}])
    assert info.value.path == "actions[0]"
    with pytest.raises(RequestError):
        GameState.replay(2, ["pass"])


def test_every_legal_action_applies_and_replay_is_deterministic():
    rng = random.Random(9)
    actions = []
    state = GameState.replay(42, [], DEFAULT, 4)
    while state.phase is not Phase.OVER:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    again = GameState.replay(42, actions, DEFAULT, 4)
    assert again.to_json() == state.to_json()


def test_illegal_card_in_play_is_refused_with_reason():
    state = GameState.replay(7, [{"call": "play"}, {"call": "play"}, {"call": "play"}])
    if state.phase is not Phase.PLAY:
        pytest.skip("mucha")
    state.apply(state.legal_actions()[0])
    seat = state.to_move
    legal = {a["card"] for a in state.legal_actions()}
    illegal = [c for c in state.hands[seat] if c.code not in legal]
    if not illegal:
        pytest.skip("every card legal here")
    with pytest.raises(IllegalAction) as info:
        state.apply({"card": illegal[0].code}, "actions[4]")
    assert info.value.path == "actions[4].card" and info.value.refusal.rule.id == "pf-follow-beat"


def _holder_at_play(state):
    for seat in range(state.players):
        held = [c for c in state.dealt[seat] if c not in state.discards[seat]]
        held += state.drawn[seat]
        if any(c.code == "UC" for c in held):
            return seat
    return None


def _captor(state):
    for trick, lead in zip(state.tricks, state.trick_leaders, strict=True):
        if any(card.code == "UC" for card in trick):
            return (lead + state.ranking.winner_index(trick)) % state.players
    return None


@pytest.mark.parametrize("mode", ["holder", "global", "captured"])
def test_option_pamfil_double_in_whole_deals(mode):
    """P3: whom the pamfil doubles: its holder after the exchange, everyone, or its captor."""
    from trainer.pamfil.simulate import random_deal

    options = PamfilOptions(pamfil_double=mode)
    seen = 0
    for seed in range(300):
        deal = random_deal(random.Random(seed), options, players=3 + seed % 2)
        state = deal.state
        if deal.outcome != "played":
            continue
        holder = _holder_at_play(state)
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
