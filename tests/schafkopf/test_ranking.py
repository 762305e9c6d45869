"""Trump order per contract, effective suits and trick winners (rules-notes §3.1 items 3–4)."""

from __future__ import annotations

import pytest

from trainer.cards import SCHAFKOPF_DECK
from trainer.points import schafkopf_points
from trainer.schafkopf.ranking import TRUMP, ranking

from .helpers import cards, codes, contract, source

HEARTS_TRUMPS = "OC OS OH OD UC US UH UD AH 10H KH 9H 8H 7H"


def test_card_points_total_120():
    """sk-deck-total: "The whole pack ... has 120 points in all." (A 11, 10 10, K 4, O 3, U 2)"""
    assert schafkopf_points(SCHAFKOPF_DECK.cards) == 120, source("sk-deck-total")
    assert [c.points for c in cards("AC 10C KC OC UC 9C 8C 7C")] == [
        11, 10, 4, 3, 2, 0, 0, 0,
    ], source("sk-card-points")  # fmt: skip


def test_ace_game_has_14_trumps_in_the_table_order():
    """sk-trumps / sk-trump-table: O and U promoted to eight trumps above the hearts, 14 in all."""
    rank = ranking(contract("ace_game", called="S"))
    assert codes(rank.trumps) == HEARTS_TRUMPS.split(), source("sk-trump-table")
    assert len(rank.trumps) == 14, source("sk-trumps")


def test_trump_suit_cards_rank_a_10_k_9_8_7():
    """sk-trump-suit-ranks (S18): "by the number of pips" is read through the table:
    A 10 K 9 8 7."""
    rank = ranking(contract("ace_game", called="C"))
    assert codes(rank.trumps[8:]) == ["AH", "10H", "KH", "9H", "8H", "7H"], source(
        "sk-trump-suit-ranks"
    )


@pytest.mark.parametrize("suit", ["C", "S", "H", "D"])
def test_suit_solo_trumps(suit):
    """sk-suit-solo: "the 8 trumps (the Obers and Unters) together with the cards of the named
    suit"."""
    rank = ranking(contract("suit_solo", trump=suit))
    expected = ["OC", "OS", "OH", "OD", "UC", "US", "UH", "UD"] + [
        f"{r}{suit}" for r in ["A", "10", "K", "9", "8", "7"]
    ]
    assert codes(rank.trumps) == expected, source("sk-suit-solo")
    tout = ranking(contract("suit_solo_tout", trump=suit))
    assert tout.trumps == rank.trumps, source("sk-suit-solo-tout")


@pytest.mark.parametrize("kind", ["wenz", "wenz_tout"])
def test_wenz_only_unters_are_trump(kind):
    """sk-wenz: "Only the 4 Unters remain trumps. The Obers are lowered ... between the kings
    and the 9 ... 4 plain suits, 7 cards in each." (S14: UC > US > UH > UD)"""
    rank = ranking(contract(kind))
    assert codes(rank.trumps) == ["UC", "US", "UH", "UD"], source("sk-wenz")
    for suit in "CSHD":
        assert codes(rank.suit_cards[suit]) == [
            f"{r}{suit}" for r in ["A", "10", "K", "O", "9", "8", "7"]
        ]
    assert rank.eff[SCHAFKOPF_DECK.get("OH")] == "H", source("sk-wenz")


def test_obers_and_unters_belong_to_trump_not_their_suit():
    """sk-ober-unter-belong: "the Obers and Unters, being trumps, no longer belong to their usual
    suits, but to the trump suit"."""
    rank = ranking(contract("suit_solo", trump="C"))
    for code in ("OS", "UD", "OH", "UC"):
        assert rank.eff[SCHAFKOPF_DECK.get(code)] == TRUMP, source("sk-ober-unter-belong")
    assert codes(rank.suit_cards["S"]) == ["AS", "10S", "KS", "9S", "8S", "7S"]


def test_ramsch_plays_hearts_like_the_ace_game():
    """sk-ramsch: "In ramsch hearts shine and each plays for himself"."""
    assert codes(ranking(contract("ramsch")).trumps) == HEARTS_TRUMPS.split(), source("sk-ramsch")


@pytest.mark.parametrize(
    ("kind", "extra", "trick", "winner"),
    [
        ("ace_game", {"called": "S"}, "KS AS UD 10S", 2),  # lowest Unter beats the ace led
        ("ace_game", {"called": "S"}, "KS AS 10C 9S", 1),  # off-suit card cannot win
        ("ace_game", {"called": "C"}, "AH OD UC 10H", 1),  # Ober over Unter over trump ace
        ("suit_solo", {"trump": "D"}, "AH UH 7D KH", 1),  # the Unter of hearts is trump
        ("suit_solo", {"trump": "D"}, "AH 10H 7D KH", 2),  # 7 of the trump suit
        ("wenz", {}, "KS OS AS 9S", 2),  # Ober is a plain card below the king in Wenz
        ("wenz", {}, "OH OC AH UD", 3),  # the only trump wins
        ("wenz", {}, "OH OC KH 9H", 2),  # OC does not follow hearts and is no trump
        ("ramsch", {}, "9C 7H AC 10C", 1),
    ],
)
def test_trick_winner(kind, extra, trick, winner):
    """sk-trick-winner: "the person who played the highest card wins the trick"."""
    rank = ranking(contract(kind, **extra))
    assert rank.winner(cards(trick)) == winner, source("sk-trick-winner")
