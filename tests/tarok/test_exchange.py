"""The talon exchange (T13, T19, T20)."""

from __future__ import annotations

from trainer.tarok.contracts import Bid
from trainer.tarok.exchange import kings_in, part_of, talon_parts, why_not_discard, why_not_take

from .helpers import cards, quote

TALON = cards("T1 T2 T3 KH QH 10D")


def test_trojka_takes_a_half():
    """tk-exchange-parts: 'przy trójce można wziąć tylko pierwszą połowę, lub drugą połowę'."""
    assert talon_parts(Bid("trojka"), TALON) == [cards("T1 T2 T3"), cards("KH QH 10D")]
    assert part_of(Bid("trojka"), TALON, cards("KH QH 10D")) == 1, quote("tk-exchange-parts")
    assert why_not_take(Bid("trojka"), TALON, cards("KH QH 10D")) is None
    refusal = why_not_take(Bid("trojka"), TALON, cards("T3 KH QH"))
    said = refusal.message.to_json()
    assert refusal.code == "talon_part" and said["code"] == "tk.talon.part.trojka"
    assert said["args"]["taken"] == ["T3", "KH", "QH"]
    assert said["args"]["second"] == ["KH", "QH", "10D"]
    assert "KH" not in str(refusal.message) and "the King of hearts" in str(refusal.message)


def test_dwojka_takes_first_middle_or_last_two():
    assert len(talon_parts(Bid("dwojka"), TALON)) == 3
    assert part_of(Bid("dwojka"), TALON, cards("T3 KH")) == 1
    assert part_of(Bid("dwojka"), TALON, cards("T2 T3")) is None
    assert why_not_take(Bid("dwojka"), TALON, cards("T2 T3")).code == "talon_part"


def test_jedynka_any_card_and_solo_nothing():
    """tk-calls-solo: solo plays without looking at the talon."""
    assert len(talon_parts(Bid("jedynka"), TALON)) == 6
    assert part_of(Bid("jedynka"), TALON, cards("QH")) == 4
    refusal = why_not_take(Bid("solo"), TALON, cards("QH"))
    assert refusal.code == "solo_takes_nothing"
    assert refusal.message.key == "tk.talon.solo_takes_nothing"


def test_discard_exactly_as_many_and_kings_are_renons():
    """tk-discard-count and tk-discard-kings."""
    hand = cards("KS QS T5 T6 10C")
    refusal = why_not_discard(Bid("dwojka"), hand, cards("QS"))
    assert refusal.code == "discard_count" and "exactly as many cards as were taken: 2 cards"
    assert why_not_discard(Bid("dwojka"), hand, cards("QS T5")) is None, quote("tk-discard-count")
    assert str(why_not_discard(Bid("jedynka"), hand, cards("QS T5")).message) == (
        "discard exactly as many cards as were taken: 1 card, not 2"
    )
    assert not kings_in(cards("QS T5")), quote("tk-discard-count")
    assert why_not_discard(Bid("dwojka"), hand, cards("KS T5")) is None
    assert kings_in(cards("KS T5")) == cards("KS"), quote("tk-discard-kings")
