"""The talon exchange (T13, T19, T20)."""

from __future__ import annotations

import pytest

from trainer.errors import IllegalAction
from trainer.tarok.contracts import Bid
from trainer.tarok.exchange import check_discard, find_part, talon_parts

from .conftest import cards, quote

TALON = cards("T1 T2 T3 KH QH 10D")


def test_trojka_takes_a_half():
    """tk-exchange-parts: 'przy trójce można wziąć tylko pierwszą połowę, lub drugą połowę'."""
    assert talon_parts(Bid("trojka"), TALON) == [cards("T1 T2 T3"), cards("KH QH 10D")]
    assert find_part(Bid("trojka"), TALON, cards("KH QH 10D")) == 1, quote("tk-exchange-parts")
    with pytest.raises(IllegalAction, match="first or the second half"):
        find_part(Bid("trojka"), TALON, cards("T3 KH QH"))


def test_dwojka_takes_first_middle_or_last_two():
    assert len(talon_parts(Bid("dwojka"), TALON)) == 3
    assert find_part(Bid("dwojka"), TALON, cards("T3 KH")) == 1
    with pytest.raises(IllegalAction):
        find_part(Bid("dwojka"), TALON, cards("T2 T3"))


def test_jedynka_any_card_and_solo_nothing():
    """tk-calls-solo: solo plays without looking at the talon."""
    assert len(talon_parts(Bid("jedynka"), TALON)) == 6
    assert find_part(Bid("jedynka"), TALON, cards("QH")) == 4
    with pytest.raises(IllegalAction, match="solo takes nothing"):
        find_part(Bid("solo"), TALON, cards("QH"))


def test_discard_exactly_as_many_and_kings_are_renons():
    """tk-discard-count and tk-discard-kings."""
    hand = cards("KS QS T5 T6 10C")
    with pytest.raises(IllegalAction, match="exactly as many"):
        check_discard(Bid("dwojka"), hand, cards("QS"))
    assert not check_discard(Bid("dwojka"), hand, cards("QS T5")).renons, quote("tk-discard-count")
    assert check_discard(Bid("dwojka"), hand, cards("KS T5")).renons, quote("tk-discard-kings")
