"""The auction T4/T5: the three examples of the text call by call, and every refusal."""

from __future__ import annotations

import pytest

from trainer.errors import IllegalAction
from trainer.tarok.auction import Call, new_auction, run_auction, why_not_call
from trainer.tarok.contracts import LADDER, Bid
from trainer.tarok.options import TarokOptions

from .helpers import quote


def C(seat, call, level=1):
    return Call(seat, call, level)


def step(auction, call, expect_next, expect_bid):
    auction.apply(call)
    assert auction.turn == expect_next, (call, auction.summary())
    assert auction.bid == expect_bid


def test_example_1_r_wins_dwojka():
    """Przykład 1: 'Ręka wygrywa licytację; kontrakt: dwójka' (dwójka > piąta trójka, T4)."""
    a = new_auction()
    step(a, C(0, "trojka"), 1, Bid("trojka"))
    step(a, C(1, "trojka", 2), 0, Bid("trojka", 2))
    step(a, C(0, "hold"), 1, Bid("trojka", 2))
    step(a, C(1, "trojka", 3), 0, Bid("trojka", 3))
    step(a, C(0, "hold"), 1, Bid("trojka", 3))
    step(a, C(1, "pass"), 2, Bid("trojka", 3))  # S out; Z enters as younger against R
    step(a, C(2, "trojka", 4), 0, Bid("trojka", 4))
    step(a, C(0, "hold"), 2, Bid("trojka", 4))
    step(a, C(2, "trojka", 5), 0, Bid("trojka", 5))
    step(a, C(0, "hold"), 2, Bid("trojka", 5))
    step(a, C(2, "dwojka"), 0, Bid("dwojka"))
    step(a, C(0, "hold"), 2, Bid("dwojka"))
    step(a, C(2, "pass"), None, Bid("dwojka"))
    assert a.complete and a.outcome == "play", quote("tk-auction-examples")
    assert a.winner == 0 and a.bid == Bid("dwojka", 1)


def test_example_2_z_wins_trzecia_trojka():
    """Przykład 2: 'Zadek wygrywa licytację; kontrakt: trzecia trójka'."""
    a = new_auction()
    step(a, C(0, "pass"), 1, None)  # R out before any bid: S opens as elder
    step(a, C(1, "trojka"), 2, Bid("trojka"))
    step(a, C(2, "trojka", 2), 1, Bid("trojka", 2))
    step(a, C(1, "hold"), 2, Bid("trojka", 2))
    step(a, C(2, "trojka", 3), 1, Bid("trojka", 3))
    step(a, C(1, "pass"), None, Bid("trojka", 3))
    assert a.winner == 2 and a.bid == Bid("trojka", 3), quote("tk-auction-examples")


def test_example_3_s_wins_druga_trojka():
    """Przykład 3: 'Środek wygrywa licytację; kontrakt: druga trójka'."""
    a = new_auction()
    step(a, C(0, "trojka"), 1, Bid("trojka"))
    step(a, C(1, "trojka", 2), 0, Bid("trojka", 2))
    step(a, C(0, "pass"), 2, Bid("trojka", 2))  # S survives; Z must beat druga trójka
    step(a, C(2, "pass"), None, Bid("trojka", 2))
    assert a.winner == 1 and a.bid == Bid("trojka", 2), quote("tk-auction-examples")


def test_ladder_is_type_first():
    """T4: trójka < … < piąta trójka < dwójka < … < piąta jedynka < solo."""
    names = [(b.name, b.level) for b in LADDER]
    assert names.index(("trojka", 5)) + 1 == names.index(("dwojka", 1))
    assert names.index(("dwojka", 5)) + 1 == names.index(("jedynka", 1))
    assert names[-1] == ("solo", 1) and len(names) == 16
    assert [b.rank for b in LADDER] == sorted(b.rank for b in LADDER)


def test_solo_ends_the_auction_at_once():
    """tk-solo-final: 'Solo jest stawką ostateczną i automatycznie kończy licytację.'"""
    a = run_auction([C(0, "trojka"), C(1, "solo")])
    assert a.complete and a.winner == 1 and a.bid.name == "solo", quote("tk-solo-final")
    a = run_auction([C(0, "solo")])
    assert a.winner == 0


def test_all_pass_redeal():
    """tk-all-pass: 'W przypadku, gdy wszyscy gracze spasują, karty się zbiera…'"""
    a = run_auction([C(0, "pass"), C(1, "pass"), C(2, "pass")])
    assert a.complete and a.outcome == "redeal" and a.winner is None, quote("tk-all-pass")


def test_the_state_op_says_the_cards_are_dealt_again():
    """tk-all-pass: "If all the players pass, the cards are gathered up and play moves on to
    the next deal." The state op says so at the end (``thrown_in``), so the play page deals
    new cards at once; a deal played to its end is not thrown in."""
    from trainer.api import handle

    passes = [{"action": "call", "call": "pass"}] * 3
    got = handle({"op": "state", "game": "tarok", "seed": 12, "actions": passes})
    assert got["terminal"] and got["thrown_in"] is True, quote("tk-all-pass")
    assert "thrown_in" not in handle({"op": "state", "game": "tarok", "seed": 12})
    bid = [{"action": "call", "call": "trojka"}, *passes[:2]]
    played = handle({"op": "state", "game": "tarok", "seed": 12, "actions": bid})
    assert not played["terminal"] and "thrown_in" not in played


def test_last_player_may_open_after_two_passes():
    a = run_auction([C(0, "pass"), C(1, "pass")])
    assert a.turn == 2 and {c.call for c in a.legal_calls()} == {"pass", "trojka", "solo"}
    a.apply(C(2, "trojka"))
    assert a.winner == 2 and a.bid == Bid("trojka")


def test_only_the_elder_may_hold():
    """tk-auction-hold: 'ręka może odpowiedzieć "sam" albo "tak"'."""
    a = run_auction([C(0, "trojka")])
    with pytest.raises(
        IllegalAction,
        match=(
            r"Środek cannot hold \('sam'\): only the"
            r" player who bid first may hold trójka"
        ),
    ):
        a.apply(C(1, "hold"))


def test_younger_must_bid_higher():
    a = run_auction([C(0, "trojka"), C(1, "trojka", 2), C(0, "hold"), C(1, "trojka", 3)])
    a.apply(C(0, "hold"))
    with pytest.raises(
        IllegalAction,
        match=("Środek cannot bid druga trójka: a bid must be higher than trzecia trójka"),
    ):
        a.apply(C(1, "trojka", 2))
    with pytest.raises(IllegalAction, match="Środek cannot bid trzecia trójka"):
        a.apply(C(1, "trojka", 3))


def test_elder_may_only_hold_or_pass_by_default():
    a = run_auction([C(0, "trojka"), C(1, "trojka", 2)])
    with pytest.raises(
        IllegalAction,
        match=(
            r"Ręka bid first, so may only hold"
            r" \('sam'\) druga trójka or pass"
        ),
    ):
        a.apply(C(0, "trojka", 3))


def test_out_of_turn_and_passed_players_refused():
    """tk-auction-pass-out: a passed player is out until the next deal."""
    a = run_auction([C(0, "trojka")])
    with pytest.raises(IllegalAction, match="Zadek cannot bid dwójka: it is Środek's turn"):
        a.apply(C(2, "dwojka"))
    a = run_auction([C(0, "trojka"), C(1, "pass")])
    with pytest.raises(
        IllegalAction,
        match="Środek cannot bid dwójka: he has already passed, and is out until the next deal",
    ):
        a.apply(C(1, "dwojka"))


def test_hold_with_no_bid_is_refused():
    with pytest.raises(IllegalAction, match="nothing to hold"):
        run_auction([C(0, "hold")])


def test_the_opening_bid_is_trojka_or_solo():
    """T5 (literal): 'Ręka może spasować albo zadeklarować Trójkę' — the opening is trójka
    (or Solo, which may be bid at any time)."""
    a = new_auction()
    assert {(c.call, c.level) for c in a.legal_calls()} == {
        ("pass", 1),
        ("trojka", 1),
        ("solo", 1),
    }, quote("tk-auction-open")
    with pytest.raises(
        IllegalAction, match=("Ręka cannot bid dwójka: the opening bid is the first step")
    ):
        a.apply(C(0, "dwojka"))
    refusal = why_not_call(a, C(0, "dwojka"))
    assert refusal.rule.id == "tk-auction-open" and refusal.code == "one_step"


def test_each_raise_is_one_step_up_the_ladder():
    """T5 (literal): 'następny gracz może podbić stawkę do drugiej trójki albo spasować' —
    a raise is the next step of the ladder, never a jump (Solo excepted)."""
    a = run_auction([C(0, "trojka")])
    assert {(c.call, c.level) for c in a.legal_calls()} == {
        ("pass", 1),
        ("trojka", 2),
        ("solo", 1),
    }, quote("tk-auction-open")
    with pytest.raises(IllegalAction, match="raises go one step up the ladder at a time"):
        a.apply(C(1, "trojka", 3))
    with pytest.raises(IllegalAction, match="the next bid can be druga trójka or solo"):
        a.apply(C(1, "jedynka", 4))
    # the step from piąta trójka is dwójka (T4)
    calls = [C(0, "trojka"), C(1, "trojka", 2), C(0, "hold"), C(1, "trojka", 3), C(0, "hold")]
    calls += [C(1, "trojka", 4), C(0, "hold"), C(1, "trojka", 5), C(0, "hold")]
    a = run_auction(calls)
    assert [c.bid for c in a.legal_calls() if c.bid] == [Bid("dwojka"), Bid("solo")]


def test_solo_may_be_bid_at_any_time():
    """T5: 'Solo jest stawką ostateczną i automatycznie kończy licytację' — Solo is open at
    every turn of the auction (opening, raising), and nobody speaks after it."""
    for calls in ([], [C(0, "trojka")], [C(0, "trojka"), C(1, "trojka", 2), C(0, "hold")]):
        a = run_auction(calls)
        seat = a.turn
        assert C(seat, "solo") in a.legal_calls(), quote("tk-solo-final")
        a.apply(C(seat, "solo"))
        assert a.complete and a.winner == seat and a.legal_calls() == [], quote("tk-solo-final")


def test_option_jump_bids():
    """Option single_step_raises = false: skat-style jump bids and any opening bid."""
    options = TarokOptions(single_step_raises=False)
    assert len(new_auction(options).legal_calls()) == 17  # pass + 16 opening bids
    a = run_auction([C(0, "dwojka"), C(1, "jedynka", 4)], options)
    assert a.bid == Bid("jedynka", 4)
    a = run_auction([C(0, "pass"), C(1, "pass"), C(2, "jedynka", 3)], options)
    assert a.winner == 2 and a.bid == Bid("jedynka", 3)


def test_option_elder_may_raise():
    """Option elder_may_raise: the elder may raise instead of only holding."""
    a = run_auction([C(0, "trojka"), C(1, "trojka", 2)], TarokOptions(elder_may_raise=True))
    a.apply(C(0, "trojka", 3))
    assert a.turn == 1 and a.holder == 0 and a.bid == Bid("trojka", 3)
    jumps = TarokOptions(elder_may_raise=True, single_step_raises=False)
    a = run_auction([C(0, "trojka"), C(1, "trojka", 2)], jumps)
    a.apply(C(0, "dwojka"))
    assert a.turn == 1 and a.holder == 0 and a.bid == Bid("dwojka")


def test_four_players_king_does_not_bid():
    """tk-king: with four the dealer is the king; he takes part only in payments (T16)."""
    a = new_auction(players=4)
    with pytest.raises(IllegalAction, match="king"):
        a.apply(C(3, "trojka"))
    a = run_auction([C(0, "pass"), C(1, "pass"), C(2, "pass")], players=4)
    assert a.outcome == "redeal"
