"""Mucha: five cards of one suit win without play (rules-notes P6–P9)."""

from __future__ import annotations

import itertools
import random

import pytest

from trainer.cards import Suit
from trainer.pamfil.deck import deck_for
from trainer.pamfil.mucha import mucha_suit, resolve
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.ranking import ranking_for
from trainer.points import mucha_points

from .helpers import cards, quote

DEFAULT = PamfilOptions()


def test_five_of_a_suit_is_a_mucha():
    """pf-mucha: five cards of one suit after the deal or the exchange."""
    hearts = ranking_for("H")
    assert mucha_suit(cards("AS KS 9S 8S 7S"), hearts) is Suit.S, quote("pf-mucha")
    assert mucha_suit(cards("AS KS 9S 8S 7H"), hearts) is None


def test_pamfil_with_four_trumps_is_a_trump_mucha():
    """P8: UC + four trumps is a trump mucha (top_trump)."""
    assert mucha_suit(cards("UC AH KH 9H 7H"), ranking_for("H")) is Suit.H, quote("pf-mucha")


def test_a_mucha_with_the_pamfil_is_said_as_five_trumps_not_five_hearts():
    """PF-02: "pamfil (niżnik żołędny), tuz (as), król, …": the pamfil is the Unter of
    acorns, a trump but no heart (P1, P8), so its mucha is five trumps, not "five hearts"."""
    hearts = ranking_for("H")
    others = [cards("AC 10C 9D 9S AD"), cards("KC 7C 8D 8S KD")]
    result = resolve([cards("UC KH OH 8H 7H"), *others], hearts, DEFAULT)
    assert "five trumps, the pamfil and four hearts" in str(result.explanation), quote("pf-mucha")
    assert "five hearts" not in str(result.explanation)
    plain = resolve([cards("AH KH OH 8H 7H"), *others], hearts, DEFAULT)
    assert "five trumps (hearts)" in str(plain.explanation)


def test_pamfil_with_four_acorns_under_other_trumps_is_not():
    """P8: UC + four acorns is no mucha when acorns are not trumps; top_club reverses it."""
    hand = cards("UC AC KC 9C 7C")
    assert mucha_suit(hand, ranking_for("H")) is None
    assert mucha_suit(hand, ranking_for("H", "top_club")) is Suit.C
    assert mucha_suit(cards("UC AH KH 9H 7H"), ranking_for("H", "top_club")) is None
    assert mucha_suit(hand, ranking_for("C")) is Suit.C  # acorns trumps: both readings agree


def test_trump_mucha_has_priority():
    """pf-mucha-trump: between several muchas, the one in trumps."""
    hands = [cards("AS KS OS US 10S"), cards("9H 8H 7H KH OH"), cards("AD KD 7C 8C 9D")]
    result = resolve(hands, ranking_for("H"), DEFAULT)
    assert result.mucha_seats == [0, 1] and result.winners == [1], quote("pf-mucha-trump")
    assert result.decided_by == "trump"


def test_otherwise_card_points_decide():
    """pf-mucha-points: figures 10, pip cards by their pips."""
    hands = [cards("AS KS 9S 8S 7S"), cards("AD KD OD 10D 7D"), cards("AH KH 7C 8C 9H")]
    result = resolve(hands, ranking_for("H"), DEFAULT)
    assert result.card_points[:2] == [44, 47], quote("pf-mucha-points")
    assert result.winners == [1] and result.decided_by == "points"


def test_option_ace_points_changes_the_comparison():
    """ace_points: the ace as a figure (10), as 11, or as 1."""
    hands = [cards("AS 10S 9S 8S 7S"), cards("KD OD 10D 7D 8D"), cards("AH KH 7C 8C 9H")]
    hearts = ranking_for("H")
    assert resolve(hands, hearts, DEFAULT).winners == [1]  # 44 v 45
    assert resolve(hands, hearts, PamfilOptions(ace_points=11)).winners == [0]  # 45 v 45: seat
    tie = resolve(hands, hearts, PamfilOptions(ace_points=11))
    assert tie.card_points[:2] == [45, 45]
    hands[0] = cards("AS 10S 9S 8S US")
    assert resolve(hands, hearts, PamfilOptions(ace_points=1)).card_points[0] == 38
    assert resolve(hands, hearts, PamfilOptions(ace_points=11)).winners == [0]  # 48 v 45


def test_option_mucha_tie():
    """P7: a tie on points goes to the earlier seat; options: both score, or a redeal."""
    hands = [cards("AH KH 7C 8C 9H"), cards("AS KS OS US 10S"), cards("AD KD OD UD 10D")]
    hearts = ranking_for("H")
    assert resolve(hands, hearts, DEFAULT).winners == [1], quote("pf-mucha-points")
    assert resolve(hands, hearts, PamfilOptions(mucha_tie="both")).winners == [1, 2]
    redeal = resolve(hands, hearts, PamfilOptions(mucha_tie="redeal"))
    assert redeal.winners == [] and redeal.outcome == "redeal"


def test_no_mucha():
    hands = [cards("AH KH 7C 8C 9H"), cards("AS KS OS US 10D"), cards("AD KD OD UD 10S")]
    result = resolve(hands, ranking_for("H"), DEFAULT)
    assert result.mucha_seats == [] and result.outcome == "none" and result.winner is None


def brute_force_mucha(hand, trump, mode):
    """Independent check: a hand is a mucha iff it fits in one suit's card list."""
    deck = deck_for(3 if hand[0] in deck_for(3) else 4)
    for suit in Suit:
        members = set()
        for card in deck:
            if card.code == "UC":
                belongs = suit is (Suit(trump) if mode == "top_trump" else Suit.C)
            else:
                belongs = card.suit is suit
            if belongs:
                members.add(card)
        if set(hand) <= members:
            return suit
    return None


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_mucha_detection_agrees_with_brute_force(players):
    """Property: over 10,000 seeded hands (half of them forced to one suit), the two agree."""
    rng = random.Random(players)
    deck = list(deck_for(players).cards)
    found = 0
    for i in range(10_000):
        trump = rng.choice("CSHD")
        mode = rng.choice(("top_trump", "top_club"))
        ranking = ranking_for(trump, mode)
        if i % 2:
            suit = rng.choice(list(Suit))
            pool = [c for c in deck if c.suit is suit or c.code == "UC"]
            hand = rng.sample(pool, 5)
        else:
            hand = rng.sample(deck, 5)
        expected = brute_force_mucha(hand, trump, mode)
        assert mucha_suit(hand, ranking) is expected, (hand, trump, mode)
        found += expected is not None
    assert found > 1000


def test_card_points_by_brute_force():
    deck = deck_for(4)
    value = {"A": 10, "K": 10, "O": 10, "U": 10}
    for hand in itertools.islice(itertools.combinations(deck.cards, 5), 0, 5000, 7):
        expected = sum(value.get(c.rank) or int(c.rank) for c in hand)
        assert mucha_points(hand) == expected
