"""Play rules T1–T3: one test per rule, each quoting its sentence (rulebook)."""

from __future__ import annotations

import random

import pytest

from trainer.cards import TAROK_DECK
from trainer.errors import PositionError
from trainer.tarok.play import PlayPosition, legal_plays, why_not_play
from trainer.tarok.ranking import trick_winner, winning_index

from .helpers import cards, quote


def why_not(hand, trick, card):
    """The engine's refusal of ``card`` in this trick (``why_not_play``), or None."""
    return why_not_play(PlayPosition(hand, trick), card)


def test_leader_may_play_any_card():
    """tk-lead-any: 'Gracz wychodząc lewę wyrzuca dowolną kartę.'"""
    hand = cards("KH T1 SK 10D")
    assert legal_plays(hand, []) == hand, quote("tk-lead-any")


def test_must_follow_suit_and_may_not_trump():
    """tk-follow: 'Gracze muszą dokładać do koloru lub dokładać taroki.' (T3: to suit)."""
    hand = cards("QH 10H T5 KS")
    assert legal_plays(hand, cards("KH")) == cards("QH 10H"), quote("tk-follow")
    refusal = why_not(hand, cards("KH"), TAROK_DECK.parse("T5"))
    assert refusal is not None and refusal.code == "follow_suit"
    assert refusal.rule.id == "tk-follow"
    assert str(refusal.message) == (
        "tarok V does not follow suit: the King of hearts was led and you hold hearts "
        "(the Queen of hearts and the Ten of hearts), so you must play one of them"
    )


def test_no_duty_to_head_a_plain_suit():
    """T3: there is no duty to beat inside a plain suit (quoted: tk-overtrump is taroks only)."""
    hand = cards("KH JH")
    assert legal_plays(hand, cards("QH")) == hand, quote("tk-overtrump")


def test_tarok_to_tarok():
    """tk-follow: a tarok lead is followed with a tarok."""
    hand = cards("KH T2 T20")
    assert legal_plays(hand, cards("T10")) == cards("T20"), quote("tk-follow")
    refusal = why_not(hand, cards("T10"), TAROK_DECK.parse("KH"))
    assert refusal.code == "follow_suit" and refusal.rule.id == "tk-follow"
    assert str(refusal.message) == (
        "the King of hearts is not a tarok: a tarok was led and you hold tarok II and "
        "tarok XX, so you must follow tarok with tarok"
    )


def test_void_must_play_tarok():
    """tk-void-tarok: 'W przypadku braku koloru gracz musi wyrzucić tarok.'"""
    hand = cards("KS T3 T4")
    assert legal_plays(hand, cards("KH")) == cards("T3 T4"), quote("tk-void-tarok")
    refusal = why_not(hand, cards("KH"), TAROK_DECK.parse("KS"))
    assert refusal.code == "must_trump" and refusal.rule.id == "tk-void-tarok"
    assert str(refusal.message) == (
        "the King of spades is not a tarok: you hold no hearts to follow the King of hearts, "
        "so you must play a tarok: tarok III or tarok IV"
    )


def test_must_overtrump_when_able():
    """tk-overtrump: 'Istnieje konieczność przebijania tarokami jeśli istnieje taka możliwość.'"""
    hand = cards("KS T3 T12 SK")
    trick = cards("KH T10")
    assert legal_plays(hand, trick) == cards("T12 SK"), quote("tk-overtrump")
    refusal = why_not(hand, trick, TAROK_DECK.parse("T3"))
    assert refusal.code == "must_overtrump" and refusal.rule.id == "tk-overtrump"
    assert str(refusal.message) == (
        "tarok III does not beat tarok X, already in the trick; you can beat it with "
        "tarok XII or the skiz, and taroks must beat when they can"
    )


def test_cannot_overtrump_then_any_tarok():
    """tk-overtrump: only 'if that is possible'; otherwise any tarok."""
    hand = cards("KS T3 T4")
    assert legal_plays(hand, cards("KH T10")) == cards("T3 T4"), quote("tk-overtrump")


def test_any_card_with_neither_suit_nor_tarok():
    """tk-any-card: 'Jedynie w sytuacji gdy gracz nie posiada kart do koloru ani taroków…'"""
    hand = cards("KS QD")
    assert legal_plays(hand, cards("KH T10")) == hand, quote("tk-any-card")


def test_skis_is_tarok_22():
    """tk-skis: 'Joker (Skiz) jest najwyższym atutem i przebija nawet tarok XXI.'"""
    assert trick_winner(cards("T21 SK T1")) == 1, quote("tk-skis")
    hand = cards("SK KD")
    assert legal_plays(hand, cards("T21")) == cards("SK")


def test_trick_winner_highest_tarok_else_highest_of_suit():
    """tk-trick-winner + tk-tarok-order; T1: K > Q > C > J > 10 in a plain suit."""
    assert trick_winner(cards("QH KH KS")) == 1, quote("tk-trick-winner")
    assert trick_winner(cards("QH KH T1")) == 2, quote("tk-tarok-order")
    assert trick_winner(cards("JH CH 10H")) == 1
    assert trick_winner(cards("10H KS KD")) == 0
    assert trick_winner(cards("T2 T1 T21")) == 2


def test_trick_winner_refuses_incomplete_or_repeated():
    with pytest.raises(PositionError):
        trick_winner(cards("KH QH"))
    with pytest.raises(PositionError):
        trick_winner(cards("KH KH QH"))


def test_a_card_not_in_hand_is_refused_in_words():
    refusal = why_not(cards("QH T5"), cards("KH"), TAROK_DECK.parse("T21"))
    assert refusal.code == "not_in_hand" and "T21" not in str(refusal.message)
    assert str(refusal.message).endswith("is not in your hand")


def test_can_play_agrees_with_legal_plays_on_random_positions():
    rng = random.Random(7)
    deck = list(TAROK_DECK.cards)
    for _ in range(3000):
        rng.shuffle(deck)
        n = rng.randint(1, 12)
        hand = deck[:n]
        trick = deck[n : n + rng.randint(0, 2)]
        legal = legal_plays(hand, trick)
        assert legal, "a legal play always exists"
        for card in hand:
            refusal = why_not(hand, trick, card)
            assert (refusal is None) == (card in legal), (card, refusal)
        full = [*trick, *legal[:1], *deck[20 : 23 - len(trick) - 1]][:3]
        assert winning_index(full) == _winner_by_hand(full), quote("tk-trick-winner")


def _winner_by_hand(trick) -> int:
    """An independent reading of tk-trick-winner and T1/T2: the highest tarok (the skis is
    22), else the highest card of the suit led, King > Queen > Cavalier > Jack > pip."""
    taroks = [i for i, c in enumerate(trick) if c.number]
    if taroks:
        return max(taroks, key=lambda i: trick[i].number)
    order = ["10", "J", "C", "Q", "K"]
    led = [i for i, c in enumerate(trick) if c.suit is trick[0].suit]
    return max(led, key=lambda i: order.index(trick[i].rank))
