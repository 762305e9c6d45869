"""The auction (S1–S4, S12, S20) through ``resolve``, ``why_not`` and the ``auction`` op."""

from __future__ import annotations

import pytest

from trainer.schafkopf.auction import callable_suits, playable_contracts, why_not

from .helpers import cards, contract, error, ok, source


def calls(*items):
    result = []
    for seat, item in enumerate(items):
        if isinstance(item, str):
            result.append({"seat": seat, "call": item})
        else:
            result.append({"seat": seat, **item})
    return result


def test_auction_starts_with_seat_0_and_runs_in_order():
    """sk-auction-open: "The auction is begun by the person on the dealer's left"."""
    got = ok(op="auction", calls=calls("pass"))
    assert got["complete"] is False and got["next"] == 1, source("sk-auction-open")
    bad = error(op="auction", calls=[{"seat": 1, "call": "pass"}])
    assert bad["path"] == "calls[0].seat" and bad["code"] == "illegal_action"


def test_pass_is_final_each_seat_speaks_once():
    """sk-auction-pass-final: "Once he has said “pass”, a player may make no more bids"."""
    bad = error(op="auction", calls=calls("pass", "pass", "pass", "pass", "wenz"))
    assert bad["code"] == "illegal_action", source("sk-auction-pass-final")


def test_highest_contract_wins():
    """sk-auction-highest: "the person who has announced the higher contract becomes the
    declarer" (S1: Suit Solo above Wenz, the table's order)."""
    got = ok(
        op="auction",
        calls=calls(
            {"call": "ace_game", "called": "C"}, "wenz", {"call": "suit_solo", "trump": "D"}, "pass"
        ),
    )
    assert got["winner"] == 2 and got["contract"] == {"type": "suit_solo", "trump": "D"}, source(
        "sk-auction-highest"
    )
    assert got["outcome"] == "play" and got["complete"] is True


def test_same_contract_goes_to_the_earlier_seat():
    """sk-auction-tie: "the person who received cards first during the deal has priority"."""
    got = ok(op="auction", calls=calls("pass", "wenz", "wenz", "pass"))
    assert got["winner"] == 1, source("sk-auction-tie")
    got = ok(
        op="auction",
        calls=calls(
            "pass", {"call": "suit_solo", "trump": "C"}, {"call": "suit_solo", "trump": "H"}, "pass"
        ),
    )
    assert got["winner"] == 1, "the trump suit chosen does not rank (S1)"


def test_option_wenz_equals_suit_solo():
    """S1 option: Wenz and Suit Solo rank equal; the earlier seat wins."""
    c = calls("pass", "wenz", {"call": "suit_solo", "trump": "D"}, "pass")
    assert ok(op="auction", calls=c)["winner"] == 2
    assert ok(op="auction", calls=c, options={"wenz_equals_suit_solo": True})["winner"] == 1
    c = calls("wenz_tout", {"call": "suit_solo_tout", "trump": "C"}, "pass", "pass")
    assert ok(op="auction", calls=c)["winner"] == 1
    assert ok(op="auction", calls=c, options={"wenz_equals_suit_solo": True})["winner"] == 0


@pytest.mark.parametrize("all_pass", ["redeal", "ramsch", "kettle"])
def test_all_pass_option(all_pass):
    """sk-all-pass: "In that case the cards are collected, shuffled and dealt anew." (S3 options
    ramsch / kettle)."""
    got = ok(op="auction", calls=calls(*["pass"] * 4), options={"all_pass": all_pass})
    assert got["complete"] and got["winner"] is None and got["outcome"] == all_pass, source(
        "sk-all-pass"
    )


def test_hearts_cannot_be_called():
    """sk-ace-game: "The declarer names (calls) any ace (except the ace of hearts)"."""
    bad = error(op="auction", calls=calls({"call": "ace_game", "called": "H"}))
    assert bad["path"] == "calls[0].called", source("sk-ace-game")


def test_ace_game_needs_a_card_of_the_called_suit_not_the_ace():
    """sk-ace-game-condition (S4, S20): "the declarer must hold at least 1 card of the called
    suit (not the ace). If he has no such card, he cannot play the “Ace contract”!"."""
    c = contract("ace_game", called="S")
    assert why_not(c, cards("9S OC UC AH 10H KC 8D 7D")) is None
    assert why_not(c, cards("AS 9S UC AH 10H KC 8D 7D")) is not None, source(
        "sk-ace-game-condition"
    )
    assert why_not(c, cards("OS US UC AH 10H KC 8D 7D")) is not None, "O/U of leaves are trumps"
    assert why_not(c, cards("OC UC AH 10H KC 8D 7D 9H")) is not None, "void in leaves (S20)"


def test_all_three_aces_means_no_ace_game():
    """S4: holding the three non-heart aces, no ace game is possible."""
    hand = cards("AC AS AD 10C 10S 10D OC UC")
    assert callable_suits(hand) == []
    assert all(c.kind != "ace_game" for c in playable_contracts(hand))


def test_callable_suits_agrees_with_why_not():
    import random

    from trainer.schafkopf.state import deal

    rng = random.Random(7)
    for _ in range(500):
        for hand in deal(rng):
            fast = {str(s) for s in callable_suits(hand)}
            slow = {s for s in "CSD" if why_not(contract("ace_game", called=s), hand) is None}
            assert fast == slow


def test_sie_is_the_four_obers_and_four_unters():
    """sk-sie (S12): "The declarer has 8 trumps" = the 4 Obers + 4 Unters."""
    sie = contract("sie")
    assert why_not(sie, cards("OC OS OH OD UC US UH UD")) is None, source("sk-sie")
    assert why_not(sie, cards("OC OS OH OD UC US UH AH")) is not None


def test_bids_checked_against_hands():
    hands = [
        ["AS", "9S", "UC", "AH", "10H", "KC", "8D", "7D"],
        ["OC", "OS", "OH", "OD", "US", "UH", "UD", "7C"],
        ["AC", "10C", "9C", "8C", "10S", "KS", "8S", "7S"],
        ["AD", "10D", "KD", "9D", "KH", "9H", "8H", "7H"],
    ]
    bad = error(op="auction", calls=calls({"call": "ace_game", "called": "S"}), hands=hands)
    assert bad["code"] == "illegal_action" and "ace of leaves" in bad["message"]
    assert ok(op="auction", calls=calls({"call": "ace_game", "called": "D"}), hands=hands)


def test_five_players_dealer_sits_out():
    """sk-players: with five "the dealer ... takes no part in the play"."""
    got = ok(op="auction", calls=calls("pass", "wenz", "pass", "pass"), players=5)
    assert got["winner"] == 1 and "sits out" in got["sitting_out"], source("sk-players")
    assert error(op="auction", calls=[], players=6)["path"] == "players"


def test_a_call_may_leave_the_suit_for_after_the_auction():
    """sk-auction-repeat: "Once the declarer has been determined, he repeats his contract aloud
    once more." The suit is named then, so a call need not carry `called` or `trump`
    (architecture.md: "optional, since at a real table the suit is named after the auction")."""
    got = ok(op="auction", calls=calls("ace_game", "pass", "pass", "pass"))
    assert got["winner"] == 0 and got["contract"] == {"type": "ace_game"}, source(
        "sk-auction-repeat"
    )
    got = ok(op="auction", calls=calls("ace_game", {"call": "suit_solo"}, "pass", "wenz"))
    assert got["winner"] == 1 and got["contract"] == {"type": "suit_solo"}
    named = ok(op="auction", calls=calls({"call": "suit_solo", "trump": "C"}, "suit_solo"))
    assert named["winner"] == 0 and named["contract"] == {"type": "suit_solo", "trump": "C"}
    # A named suit is still checked.
    assert error(op="auction", calls=calls({"call": "ace_game", "called": "H"}))["path"] == (
        "calls[0].called"
    )
    assert error(op="auction", calls=calls({"call": "wenz", "trump": "H"}))["path"] == (
        "calls[0].trump"
    )


def test_an_unnamed_ace_game_needs_some_ace_the_hand_may_call():
    """sk-ace-game-condition (S4, S20): the declarer must hold a card of the called suit, not
    its ace; a call that names no suit yet needs at least one such suit."""
    can = cards("OC 7C AH 10H KH 9H 8H 7H")
    cannot = cards("AC AS AD OS UC UH US UD")
    assert why_not(contract("wenz"), cannot) is None
    from trainer.schafkopf.contracts import Contract, Kind

    assert why_not(Contract(Kind.ACE_GAME), can) is None
    problem = why_not(Contract(Kind.ACE_GAME), cannot)
    assert problem is not None and problem[1].id == "sk-ace-game-condition"
    rest = [c for c in cards_all() if c not in can + cannot]
    hands = [[c.code for c in h] for h in (cannot, can, rest[:8], rest[8:16])]
    bad = error(op="auction", calls=calls("ace_game"), hands=hands)
    assert bad["code"] == "illegal_action" and bad["path"] == "calls[0]", source(
        "sk-ace-game-condition"
    )
    assert ok(op="auction", calls=calls("pass", "ace_game"), hands=hands)["winner"] == 1


def cards_all():
    from trainer.cards import SCHAFKOPF_DECK

    return list(SCHAFKOPF_DECK.cards)


@pytest.mark.parametrize("word", ["Ramsch", " RAMSCH ", "ramsch"])
def test_ramsch_is_never_bid_whatever_its_case(word):
    """sk-ramsch: "If all the players have passed after the deal, ramsch may be played": it is
    not a call (architecture.md: input is case-insensitive and trims spaces)."""
    bad = error(op="auction", calls=calls(word, "pass", "pass", "pass"))
    assert bad["code"] == "illegal_action" and "Ramsch is not bid" in bad["message"], source(
        "sk-ramsch"
    )
