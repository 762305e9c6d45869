"""The deal through the common protocol (``GAME.new_state`` and :class:`trainer.state.Action`):
deal, phases, refusals, and property tests over 10,000 random deals."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.deals import tarok_deal
from trainer.actions import Action, ActionKind
from trainer.api import handle
from trainer.cards import TAROK_DECK
from trainer.errors import IllegalAction
from trainer.points import tarok_count
from trainer.tarok.contracts import LADDER
from trainer.tarok.game import GAME
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import legal_plays
from trainer.tarok.ranking import winning_index
from trainer.tarok.state import Phase, TarokState, deal_cards

from .helpers import quote

CALL, TAKE, DISCARD = ActionKind.CALL, ActionKind.TAKE, ActionKind.DISCARD
ANNOUNCE, DOUBLE, PLAY = ActionKind.ANNOUNCE, ActionKind.DOUBLE, ActionKind.PLAY


def deal(seed: int, options: TarokOptions | None = None, players: int = 3) -> TarokState:
    state = GAME.new_state(options or TarokOptions(), seed, players)
    assert isinstance(state, TarokState)
    return state


def act(state: TarokState, kind: ActionKind, seat: int | None = None, **fields) -> None:
    """One checked action by ``seat`` (the seat to move unless given)."""
    mover = state.to_move if seat is None else seat
    assert mover is not None
    state.apply(Action(mover, kind, **fields))


def calls(state: TarokState, *words: str) -> TarokState:
    for word in words:
        act(state, CALL, call=word)
    return state


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
    state = calls(deal(3), "pass", "trojka", "pass")
    assert state.soloist == 1 and state.phase is Phase.TAKE
    state.apply(state.legal_actions()[0])  # the first half of the talon
    hand = state.held[1]
    plain = [c for c in hand if c.rank != "K"][:3]
    act(state, DISCARD, cards=tuple(c.code for c in plain))
    act(state, ANNOUNCE, announcements=())
    act(state, DOUBLE, call="pass")
    act(state, DOUBLE, call="pass")  # each opponent is asked (tk-contra)
    assert state.phase is Phase.PLAY and state.to_move == 1, quote("tk-soloist")
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])
        if not state.trick and state.phase is Phase.PLAY:
            assert state.to_move == state.tricks[-1].winner, quote("tk-winner-leads")
    mine, theirs = state.piles()
    assert tarok_count(mine) + tarok_count(theirs) == 66


def test_illegal_action_has_path():
    state = calls(deal(3), "trojka")
    with pytest.raises(IllegalAction) as info:
        state.apply(Action(1, CALL, call="hold"), "actions[1]")
    assert info.value.path == "actions[1]"
    assert info.value.refusal is not None and info.value.refusal.code == "only_elder_holds"


def test_solo_skips_the_exchange_and_talon_counts_for_opponents():
    """tk-calls-solo: 'Punkty z kart zawartych w talonie trafiają na konto przeciwników.'"""
    state = calls(deal(9), "solo")
    assert state.phase is Phase.ANNOUNCE
    _mine, theirs = state.piles()
    assert set(state.talon) <= set(theirs), quote("tk-calls-solo")


def test_four_players_king_pays():
    rng = random.Random(11)
    score = tarok_deal(rng, players=4).final_score()
    assert len(score.payments) == 4 and sum(score.payments) == 0, quote("tk-king")
    assert score.payments[3] == score.opponent_net


def test_replay_is_deterministic():
    a = deal(42)
    b = deal(42)
    assert a.held == b.held and a.talon == b.talon


@pytest.mark.slow
def test_property_10000_random_deals():
    """A legal move always exists, cards are conserved, 66 points, payments sum to zero."""
    rng = random.Random(2026)
    contracts: Counter = Counter()
    for i in range(10_000):
        options = TarokOptions(payment="split") if i % 7 == 0 else None
        state = tarok_deal(rng, options, players=4 if i % 5 == 0 else 3)
        contracts[state.bid.name] += 1
        assert len(state.tricks) == 12
        played = [c for t in state.tricks for c in t.cards]
        assert len(played) == len(set(played)) == 36
        seen = set(played) | set(state.discard)
        seen |= {c for c in state.talon if c not in state.taken}
        assert len(seen) == 42, "cards are conserved"
        mine, theirs = state.piles()
        assert tarok_count(mine) + tarok_count(theirs) == 66
        assert abs(sum(state.final_score().payments)) < 1e-9
        assert len(mine) + len(theirs) == 42
    assert all(contracts[name] for name in ("trojka", "dwojka", "jedynka", "solo"))


def test_property_a_legal_move_always_exists_midgame():
    rng = random.Random(3)
    for _ in range(300):
        for trick in tarok_deal(rng).tricks:
            assert len(trick.cards) == 3
    state = deal(1)
    assert legal_plays(state.held[0], []) == state.held[0]


def _to_announce(seed: int, options: TarokOptions | None = None) -> TarokState:
    return calls(deal(seed, options), "solo")


def test_full_hand_needs_10_trumps_and_skis_option():
    """tk-announcements: a full hand is 10–12 trumps; T11 option skis_counts_for_full_hand."""
    for seed in range(400):
        state = _to_announce(seed)
        hand = state.held[0]
        count = sum(1 for c in hand if c.number)
        if count < 10:
            with pytest.raises(IllegalAction, match="full hand needs 10"):
                act(state, ANNOUNCE, announcements=("full_hand",))
        skis_off = _to_announce(seed, TarokOptions(skis_counts_for_full_hand=False))
        has_skis = any(c.number == 22 for c in hand)
        assert skis_off.trump_count(hand) == count - has_skis, quote("tk-announcements")


def test_bonuses_detected_in_tricks():
    """tk-pagat-ultimo, tk-announce-trull: bonuses go to the side that wins them in tricks."""
    rng = random.Random(17)
    seen = Counter()
    for _ in range(3000):
        state = tarok_deal(rng)
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
    state = deal(seed)
    for action in actions:
        act(state, CALL, action["seat"], call=action["call"], level=action.get("level"))
    state.apply(state.legal_actions()[0])  # the first half of the talon
    actions.append({"action": "take", "cards": [c.code for c in state.taken]})
    plain = [c.code for c in state.held[0] if c.rank != "K"][: len(state.taken)]
    actions.append({"action": "discard", "cards": plain})
    act(state, DISCARD, cards=tuple(plain))
    actions.append({"action": "announce", "announcements": []})
    act(state, ANNOUNCE, announcements=())
    for word in ("contra", "recontra", "supracontra"):
        actions.append({"action": "double", "call": word})
        act(state, DOUBLE, call=word)
    while state.phase is Phase.PLAY:
        card = legal_plays(state.current_hand, state.trick)[0].code
        actions.append({"action": "play", "card": card})
        act(state, PLAY, card=card)
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


def _actions_of(state: TarokState) -> list[Action]:
    """The actions of a finished deal, in the common grammar."""
    actions = [
        Action(c.seat, CALL, call=c.call, level=c.level if c.bid else None)
        for c in state.auction.calls
    ]
    soloist = state.soloist_seat
    if state.bid.name != "solo":
        taken = tuple(c.code for c in TAROK_DECK.sorted(state.taken))
        actions.append(Action(soloist, TAKE, cards=taken))
        discard = tuple(c.code for c in TAROK_DECK.sorted(state.discard))
        actions.append(Action(soloist, DISCARD, cards=discard))
    actions.append(Action(soloist, ANNOUNCE, announcements=tuple(state.announcements)))
    levels = ["contra", "recontra", "supracontra"]
    said = levels[: levels.index(state.contra) + 1] if state.contra != "none" else []
    doubling = said + ([] if state.contra == "supracontra" else ["pass"])
    for i, word in enumerate(doubling):
        who = state.opponents[0] if i % 2 == 0 else soloist
        actions.append(Action(who, DOUBLE, call=word))
        if i % 2 == 0 and word == "pass":  # the side passes: its second opponent is asked too
            actions.append(Action(state.opponents[1], DOUBLE, call="pass"))
    for t in state.tricks:
        actions += [Action(s, PLAY, card=c.code) for s, c in zip(t.seats(3), t.cards, strict=True)]
    return actions


@pytest.mark.parametrize("single_step", [True, False])
def test_fast_playout_equals_the_checked_replay(single_step):
    """The simulation's unchecked paths (calls from the legal list, a trick at a time) end in
    exactly the state the checked actions of the state op reach."""
    from trainer.tarok.simulate import finish_setup, play_auction, play_out

    rng = random.Random(f"fast-vs-checked:{single_step}")
    compared = 0
    for seed in range(300):
        options = TarokOptions(single_step_raises=single_step, elder_may_raise=seed % 4 == 0)
        players, pukam = 3 + seed % 2, seed % 7 == 0
        fast = TarokState.new(GAME, seed, options, players, pukam)
        play_auction(fast, rng)
        if fast.phase is Phase.REDEAL:
            continue
        finish_setup(fast, rng)
        play_out(fast, rng)
        checked = TarokState.new(GAME, seed, options, players, pukam)
        for action in _actions_of(fast):
            checked.apply(action)
        fast.discard = TAROK_DECK.sorted(fast.discard)  # the grammar keeps card lists in deck order
        assert checked.to_json() == fast.to_json()
        assert checked.final_score().lines == fast.final_score().lines
        compared += 1
    assert compared > 200
