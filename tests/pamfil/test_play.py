"""Ranking, following, beating and the trick winner (rules-notes P1, P2, P3, P11, P13)."""

from __future__ import annotations

import itertools

import pytest

from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36
from trainer.errors import IllegalAction, verify
from trainer.pamfil import play
from trainer.pamfil.play import (
    HEAD_AND_TRUMP,
    NO_BEATING,
    TRUMP_ONLY,
    PlayPosition,
    trick_winner,
    why_not_play,
)
from trainer.pamfil.ranking import ranking_for
from trainer.pamfil.spec import deck_for

from .helpers import cards, quote

H = ranking_for("H")


def codes(cs):
    return [c.code for c in cs]


def legal_plays(hand, trick, ranking, obligation):
    return play.legal_plays(PlayPosition(hand, trick, ranking, obligation))


def why_not(card, hand, trick, ranking, obligation):
    """The engine's refusal of ``card`` in this trick (``why_not_play``), or None."""
    return play.why_not_play(PlayPosition(hand, trick, ranking, obligation), card)


def test_rank_order_of_the_text():
    """pf-rank: 'pamfil, tuz, król, wyżnik, pozostałe niżniki, kralka, 9, 8, 7'."""
    order = cards("UC AC KC OC 10C 9C 8C 7C")
    clubs = ranking_for("C")
    for high, low in itertools.pairwise(order):
        assert clubs.beats(high, low), quote("pf-rank")
    for suit in "SHD":
        line = cards(f"A{suit} K{suit} O{suit} U{suit} 10{suit} 9{suit} 8{suit} 7{suit}")
        ranking = ranking_for(suit if suit != "S" else "C")
        for high, low in itertools.pairwise(line):
            assert ranking.beats(high, low), quote("pf-rank")


def test_unters_rank_above_the_ten():
    """pf-rank: 'the other niżniki (Unters)' come before 'kralka (ten)'."""
    assert trick_winner(cards("10S US"), H) == 1, quote("pf-rank")


def test_sixes_rank_lowest_in_the_36_card_deck():
    """pf-deck (P13): the 36-card deck adds the sixes, ranked under the seven."""
    six, seven = cards("6S 7S", players=4)
    assert trick_winner([six, seven], H) == 1, quote("pf-deck")
    assert trick_winner([seven, six], H) == 0


def test_deck_sizes():
    """pf-deck: 32 cards for three players, 36 for more."""
    assert deck_for(3) is PAMFIL_DECK_32 and len(deck_for(3)) == 32, quote("pf-deck")
    for players in (4, 5, 6):
        assert deck_for(players) is PAMFIL_DECK_36 and len(deck_for(players)) == 36


@pytest.mark.parametrize("trump", "CSHD")
def test_pamfil_is_the_highest_trump_whatever_the_trump(trump):
    """P1 (pf-rank, pf-pamfil): the pamfil, 'najstarsza figura', beats the trump ace."""
    ranking = ranking_for(trump)
    trick = cards(f"A{trump} UC")
    assert trick_winner(trick, ranking) == 1, quote("pf-pamfil")
    assert ranking.is_trump(cards("UC")[0])


def test_option_pamfil_mode_top_club():
    """Option pamfil_mode = top_club: UC is only the highest acorn, not a trump."""
    ranking = ranking_for("H", "top_club")
    uc, ah, ac = cards("UC AH AC")
    assert not ranking.is_trump(uc)
    assert trick_winner([ac, uc], ranking) == 1  # highest club
    assert trick_winner([uc, ah], ranking) == 1  # a trump beats it
    assert trick_winner([ah, uc], H) == 1  # default: UC is top trump


def test_must_follow_suit():
    """pf-follow-beat: a player holding the led suit must follow it."""
    hand = cards("AS 7S KD 9H")
    legal = legal_plays(hand, cards("8S"), H, HEAD_AND_TRUMP)
    assert codes(legal) == ["AS"], quote("pf-follow-beat")  # AS also heads 8S
    assert codes(legal_plays(hand, cards("8S"), H, TRUMP_ONLY)) == ["AS", "7S"]
    assert why_not(hand[2], hand, cards("8S"), H, HEAD_AND_TRUMP).code == "follow_suit"


def test_must_head_the_trick_in_the_led_suit():
    """P2 head_and_trump: while the led suit wins, a higher card of it must be played."""
    hand = cards("AS 7S KD")
    trick = cards("KS 8S")
    assert codes(legal_plays(hand, trick, H, HEAD_AND_TRUMP)) == ["AS"], quote("pf-follow-beat")
    reason = why_not(hand[1], hand, trick, H, HEAD_AND_TRUMP)
    assert reason.code == "must_head" and reason.message.to_json()["args"]["best"] == "KS"


def test_no_heading_once_trumped():
    """P2: once the trick has been trumped, any card of the led suit will do."""
    hand = cards("AS 7S KD")
    trick = cards("KS 7H")
    assert codes(legal_plays(hand, trick, H, HEAD_AND_TRUMP)) == ["AS", "7S"]


def test_void_must_trump():
    """P2: void in the led suit, you must trump."""
    hand = cards("9H KD 7C")
    trick = cards("KS")
    assert codes(legal_plays(hand, trick, H, HEAD_AND_TRUMP)) == ["9H"], quote("pf-follow-beat")
    assert why_not(hand[1], hand, trick, H, HEAD_AND_TRUMP).code == "must_trump"


def test_void_must_overtrump_when_possible():
    """P2: the trick already holds a trump: overtrump if you can."""
    hand = cards("7H KH KD")
    trick = cards("KS 9H")
    assert codes(legal_plays(hand, trick, H, HEAD_AND_TRUMP)) == ["KH"], quote("pf-follow-beat")
    assert why_not(hand[0], hand, trick, H, HEAD_AND_TRUMP).code == "must_overtrump"


def test_void_cannot_overtrump_plays_any_trump():
    """P2: unable to overtrump, any trump (still no free discard)."""
    hand = cards("7H 8H KD")
    trick = cards("KS UC")
    assert codes(legal_plays(hand, trick, H, HEAD_AND_TRUMP)) == ["7H", "8H"]


def test_neither_suit_nor_trump_any_card():
    """P2: with neither the suit nor a trump, any card."""
    hand = cards("7C KD")
    assert codes(legal_plays(hand, cards("KS"), H, HEAD_AND_TRUMP)) == ["7C", "KD"]


def test_pamfil_does_not_follow_acorns_under_another_trump():
    """P1: UC belongs to the trump suit, so on an acorn lead it is not an acorn."""
    hand = cards("UC 7C 9S")
    legal = legal_plays(hand, cards("KC"), H, HEAD_AND_TRUMP)
    assert codes(legal) == ["7C"]
    reason = why_not(hand[0], hand, cards("KC"), H, HEAD_AND_TRUMP)
    assert reason.message.key == "pf.play.pamfil_counts_as_trump"


def test_pamfil_follows_a_trump_lead():
    """P1: UC is a trump, so it follows (and heads) a trump lead."""
    hand = cards("UC 7C")
    assert codes(legal_plays(hand, cards("AH"), H, HEAD_AND_TRUMP)) == ["UC"]


def test_option_trump_only():
    """beat_obligation = trump_only: follow without heading; void: any trump, no overtrump."""
    hand = cards("7H KH KD")
    assert codes(legal_plays(hand, cards("KS 9H"), H, TRUMP_ONLY)) == ["7H", "KH"]
    hand2 = cards("AS 7S")
    assert codes(legal_plays(hand2, cards("KS"), H, TRUMP_ONLY)) == ["AS", "7S"]


def test_option_none():
    """beat_obligation = none: follow suit only."""
    hand = cards("7H KH KD")
    assert codes(legal_plays(hand, cards("KS 9H"), H, NO_BEATING)) == ["7H", "KH", "KD"]
    assert codes(legal_plays(cards("AS 7S 7H"), cards("KS"), H, NO_BEATING)) == ["AS", "7S"]


def test_leader_plays_anything():
    hand = cards("7H KH KD")
    assert legal_plays(hand, [], H, HEAD_AND_TRUMP) == hand


def test_verify_play_raises_with_reason():
    hand = cards("9H KD 7C")
    position = PlayPosition(hand, cards("KS"), H, HEAD_AND_TRUMP)
    with pytest.raises(IllegalAction) as info:
        verify(why_not_play(position, hand[1]), "card")
    assert info.value.refusal.code == "must_trump"
    assert info.value.refusal.rule.id == "pf-follow-beat"
    verify(why_not_play(position, hand[0]), "card")


def test_reasons_cover_exactly_the_illegal_cards():
    hand = cards("AS 7S KD 9H UC")
    trick = cards("KS 8S")
    for obligation in (HEAD_AND_TRUMP, TRUMP_ONLY, NO_BEATING):
        legal = legal_plays(hand, trick, H, obligation)
        refused = {c for c in hand if why_not(c, hand, trick, H, obligation)}
        assert refused == set(hand) - set(legal)


def test_trick_winner():
    """The highest trump wins, else the highest card of the led suit."""
    assert trick_winner(cards("KS AS 9S"), H) == 1
    assert trick_winner(cards("KS AD 7H"), H) == 2
    assert trick_winner(cards("KS 7H UC"), H) == 2
    assert trick_winner(cards("KS AD AC"), H) == 0
    six_trick = cards("6D 7D 6H AS", players=4)
    assert trick_winner(six_trick, ranking_for("H")) == 2
    assert PAMFIL_DECK_36.get("6D") in six_trick
