"""The drivable state: deal, phases, replay, and property tests over 10,000 random deals."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from trainer.api import handle
from trainer.errors import IllegalAction
from trainer.tarok.contracts import LADDER
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import legal_plays
from trainer.tarok.ranking import winning_index
from trainer.tarok.simulate import random_deal
from trainer.tarok.state import Phase, TarokState, deal_cards, replay

from .conftest import quote


def test_deal_talon_first_then_sixes_or_pukam():
    """tk-deal: six to the talon, then 12 each, six at a time; tk-pukam: 12 at once."""
    rng_a, rng_b = random.Random(5), random.Random(5)
    talon, hands = deal_cards(rng_a)
    talon_p, hands_p = deal_cards(rng_b, pukam=True)
    assert talon == talon_p and len(talon) == 6, quote("tk-deal")
    assert [len(h) for h in hands] == [12, 12, 12]
    # in sixes R gets cards 7-12 and S cards 13-18; after "pukam" R gets cards 7-18 at once
    assert hands[0][:6] == hands_p[0][:6] and hands[1][:6] == hands_p[0][6:], quote("tk-pukam")


def test_soloist_leads_first_trick_and_winner_leads_next():
    """tk-soloist: the soloist 'wychodzi do pierwszej lewy'; tk-winner-leads."""
    state = replay(3, [{"call": "pass"}, {"call": "trojka"}, {"call": "pass"}])
    assert state.soloist == 1 and state.phase is Phase.TAKE
    state.apply({"action": "take", "part": 0})
    hand = state.hands[1]
    plain = [c for c in hand if c.rank != "K"][:3]
    state.apply({"action": "discard", "cards": [c.code for c in plain]})
    state.apply({"action": "announce", "announcements": []})
    state.apply({"action": "double", "call": "pass"})
    assert state.phase is Phase.PLAY and state.turn == 1, quote("tk-soloist")
    while state.phase is Phase.PLAY:
        state.apply({"action": "play", "card": state.legal_actions()[0]["card"]})
        if not state.trick and state.phase is Phase.PLAY:
            assert state.turn == state.tricks[-1].winner, quote("tk-winner-leads")
    assert (
        state.to_json()["result"]["card_points"]["soloist"]
        + state.to_json()["result"]["card_points"]["opponents"]
        == 66
    )


def test_illegal_action_has_path():
    with pytest.raises(IllegalAction) as info:
        replay(3, [{"call": "trojka"}, {"call": "hold", "seat": 1}])
    assert info.value.path == "actions[1]"


def test_solo_skips_the_exchange_and_talon_counts_for_opponents():
    """tk-calls-solo: 'Punkty z kart zawartych w talonie trafiają na konto przeciwników.'"""
    state = replay(9, [{"call": "solo"}])
    assert state.phase is Phase.ANNOUNCE
    _mine, theirs = state.piles()
    assert set(state.talon) <= set(theirs), quote("tk-calls-solo")


def test_four_players_king_pays():
    rng = random.Random(11)
    result = random_deal(rng, players=4)
    assert len(result.payments) == 4 and sum(result.payments) == 0, quote("tk-king")
    assert result.payments[3] == result.state.result().opponent_net


def test_replay_is_deterministic():
    a = TarokState.new(42)
    b = TarokState.new(42)
    assert a.hands == b.hands and a.talon == b.talon


@pytest.mark.slow
def test_property_10000_random_deals():
    """A legal move always exists, cards are conserved, 66 points, payments sum to zero."""
    rng = random.Random(2026)
    contracts: Counter = Counter()
    for i in range(10_000):
        options = TarokOptions(payment="split") if i % 7 == 0 else None
        result = random_deal(rng, options, players=4 if i % 5 == 0 else 3)
        state = result.state
        contracts[state.bid.name] += 1
        assert len(result.tricks) == 12
        played = [c for t in result.tricks for c in t]
        assert len(played) == len(set(played)) == 36
        seen = set(c for t in result.tricks for c in t) | set(state.discard)
        seen |= {c for c in state.talon if c not in state.taken}
        assert len(seen) == 42, "cards are conserved"
        assert sum(result.card_points.values()) == 66
        assert abs(sum(result.payments)) < 1e-9
        mine, theirs = state.piles()
        assert len(mine) + len(theirs) == 42
    assert all(contracts[name] for name in ("trojka", "dwojka", "jedynka", "solo"))


def test_property_a_legal_move_always_exists_midgame():
    rng = random.Random(3)
    for _ in range(300):
        result = random_deal(rng)
        for trick in result.tricks:
            assert len(trick) == 3
    state = TarokState.new(1)
    assert legal_plays(state.hands[0], []) == state.hands[0]


def _to_announce(seed: int, options: TarokOptions | None = None) -> TarokState:
    return replay(seed, [{"call": "solo"}], options)


def test_full_hand_needs_10_trumps_and_skis_option():
    """tk-announcements: a full hand is 10–12 trumps; T11 option skis_counts_for_full_hand."""
    for seed in range(400):
        state = _to_announce(seed)
        hand = state.hands[0]
        count = sum(1 for c in hand if c.number)
        if count < 10:
            with pytest.raises(IllegalAction, match="full hand needs 10"):
                state.apply({"action": "announce", "announcements": ["full_hand"]})
        skis_off = _to_announce(seed, TarokOptions(skis_counts_for_full_hand=False))
        has_skis = any(c.number == 22 for c in hand)
        assert skis_off.trump_count(hand) == count - has_skis, quote("tk-announcements")


def test_bonuses_detected_in_tricks():
    """tk-pagat-ultimo, tk-announce-trull: bonuses go to the side that wins them in tricks."""
    rng = random.Random(17)
    seen = Counter()
    for _ in range(3000):
        result = random_deal(rng)
        state = result.state
        last = state.tricks[-1]
        for bonus in state.bonuses():
            if not bonus.achieved:
                continue
            seen[bonus.name] += 1
            side_seats = [state.soloist] if bonus.side == "soloist" else state.opponents
            if bonus.name == "pagat_ultimo":
                assert last.winner in side_seats
                assert last.cards[winning_index(last.cards)].code == "T1"
            if bonus.name in ("trull", "kings"):
                won = {c for s in side_seats for c in state.won[s]}
                wanted = {"trull": {"T1", "T21", "SK"}, "kings": {"KC", "KS", "KH", "KD"}}
                assert wanted[bonus.name] <= {c.code for c in won}
    assert seen["pagat_ultimo"] and seen["trull"] and seen["kings"], quote("tk-pagat-ultimo")


def _longest_deal(seed: int) -> list[dict]:
    """R opens trójka, S raises one step at a time to piąta jedynka with R holding each bid,
    S and Z pass (31 calls); take, discard, no announcement, contra, recontra, supracontra,
    and the 36 cards: 73 actions, the longest legal deal (review T-2)."""
    ladder = [b for b in LADDER if b.name != "solo"]
    actions: list[dict] = [{"action": "call", "seat": 0, "call": "trojka"}]
    for bid in ladder[1:]:
        actions.append({"action": "call", "seat": 1, "call": bid.name, "level": bid.level})
        actions.append({"action": "call", "seat": 0, "call": "hold"})
    actions += [{"action": "call", "seat": 1, "call": "pass"}]
    actions += [{"action": "call", "seat": 2, "call": "pass"}]
    state = replay(seed, actions)
    state.apply({"action": "take", "part": 0})
    actions.append({"action": "take", "cards": [c.code for c in state.taken]})
    plain = [c.code for c in state.hands[0] if c.rank != "K"][: len(state.taken)]
    actions.append({"action": "discard", "cards": plain})
    actions.append({"action": "announce", "announcements": []})
    actions += [{"action": "double", "call": c} for c in ("contra", "recontra", "supracontra")]
    for action in actions[-5:]:
        state.apply(action)
    while state.phase is Phase.PLAY:
        actions.append(
            {"action": "play", "card": legal_plays(state.current_hand, state.trick)[0].code}
        )
        state.apply(actions[-1])
    return actions


def test_the_longest_legal_deal_replays_through_the_state_op():
    """tk-auction-continue: 'Podbijanie i przystawanie trwa, dopóki któryś z graczy nie
    spasuje' — 15 bids up the ladder, each raise held, make a 73-action deal to replay."""
    actions = _longest_deal(3)
    assert len(actions) == 73
    response = handle({"op": "state", "game": "tarok", "seed": 3, "actions": actions})
    assert response["ok"], response["error"]
    contract = response["contract"]
    assert response["phase"] == "done" and (contract["name"], contract["level"]) == ("jedynka", 5)
    assert len(response["public"]["auction"]) == 31, quote("tk-auction-continue")
    assert response["legal_actions"] == [] and sum(response["returns"]) == 0
