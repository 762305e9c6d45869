"""Following and the called-ace rules (S5–S7), through ``PlayPosition`` and the API."""

from __future__ import annotations

import pytest

from trainer.errors import IllegalAction
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.play import PlayPosition, legal_plays, why_not_play

from .helpers import cards, codes, contract, ok, source

ACE_S = {"type": "ace_game", "called": "S"}


def legal(kind_or_contract, hand, trick="", history=(), **options):
    c = kind_or_contract
    if isinstance(c, dict):
        c = contract(c["type"], **{k: v for k, v in c.items() if k != "type"})
    position = PlayPosition(
        c, cards(hand), cards(trick), [cards(t) for t in history], SchafkopfOptions(**options)
    )
    return codes(legal_plays(position)), position


def test_must_follow_suit_led():
    """sk-follow-suit: "Every player MUST play a card of the suit that was determined by the
    previous card."""
    got, position = legal(ACE_S, "KC 9C 7D OC", "AC")
    assert got == ["KC", "9C"], source("sk-follow-suit")
    assert why_not_play(position, cards("OC")[0]).code == "follow_suit"


def test_ober_is_trump_not_its_printed_suit():
    """sk-follow-suit: "Remember that the Obers and Unters belong to the trump suit, NOT to the
    suits printed on them!" An acorn lead is not followed with OC; a trump lead must be."""
    got, _ = legal(ACE_S, "OC 8C 7D", "AC")
    assert got == ["8C"], source("sk-follow-suit")
    got, _ = legal(ACE_S, "OC 8C 7D", "7H")
    assert got == ["OC"], source("sk-follow-suit")
    got, _ = legal(ACE_S, "OC 8D 7D", "UC")
    assert got == ["OC"], source("sk-follow-suit")


def test_wenz_obers_follow_their_suit():
    """sk-wenz: the Obers drop to their usual rank, so in Wenz an Ober follows its suit."""
    got, _ = legal({"type": "wenz"}, "OC UC 7D", "AC")
    assert got == ["OC"], source("sk-wenz")
    got, _ = legal({"type": "wenz"}, "OC UC 7D", "US")
    assert got == ["UC"], source("sk-wenz")


def test_no_duty_to_trump():
    """sk-no-trump-duty: "If it is not possible to follow suit, the player may play any card. He
    is not obliged to play a trump"."""
    got, _ = legal(ACE_S, "OC 7H 9D", "AC")
    assert got == ["OC", "7H", "9D"], source("sk-no-trump-duty")


def test_called_ace_must_be_played_first_time_suit_is_led():
    """sk-called-ace-must-play: "the partner must play the ace, even if he has other cards in
    that suit!"."""
    got, position = legal(ACE_S, "AS 9S 7S OC", "KS")
    assert got == ["AS"], source("sk-called-ace-must-play")
    assert why_not_play(position, cards("9S")[0]).code == "called_ace_must_play"


def test_called_ace_must_play_does_not_touch_other_holders():
    """The duty binds the ace's holder only: someone without the ace follows freely."""
    got, _ = legal(ACE_S, "10S 9S 7S OC", "KS")
    assert got == ["10S", "9S", "7S"], source("sk-called-ace-must-play")


def test_called_suit_led_before_frees_the_ace():
    """sk-called-ace-free (S7): once the suit has been led, the ace is free; ``history``
    (earlier tricks, in play order) tells whether it was."""
    history = ["KS 8S OD 7D", "UC UD 8H 7H"]
    got, _ = legal(ACE_S, "AS 9S 7S OC AC 10C", "10S", history)
    assert got == ["AS", "9S", "7S"], source("sk-called-ace-free")


def test_without_history_the_suit_has_not_been_led():
    """No history: the called suit has not been led (the API contract)."""
    response = ok(op="legal_plays", contract=ACE_S, hand=["AS", "9S", "OC"], trick=["KS"])
    assert response["legal"] == ["AS"]
    assert response["called_suit_led"] is False


def test_called_ace_may_not_be_discarded():
    """sk-called-ace-no-lead / sk-called-ace-last-trick (S6): "If the ace's suit is never led,
    the ace itself may be played only in the last trick."."""
    got, position = legal(ACE_S, "AS 9S 7D", "AC")
    assert got == ["9S", "7D"], source("sk-called-ace-last-trick")
    assert why_not_play(position, cards("AS")[0]).code == "called_ace_discard"


def test_called_ace_in_the_last_trick():
    """sk-called-ace-last-trick: in the last trick the ace is played whatever was led."""
    history = [
        "KC 8C OD 7D", "UC UD 8H 7H", "AD 10D KD 9D", "OC OS OH UH",
        "AH 10H KH 9H", "AC 10C 9C 7C", "10S KS 9S 8S",
    ]  # fmt: skip
    got, _ = legal(ACE_S, "AS", "8D US 7S", history)
    assert got == ["AS"], source("sk-called-ace-last-trick")


def test_other_called_suit_cards_may_be_discarded_by_default():
    """S6: the text forbids only the ace; option forbid_discarding_called_suit forbids more."""
    got, _ = legal(ACE_S, "AS 9S 7D", "AC")
    assert "9S" in got
    got, position = legal(ACE_S, "AS 9S 7D", "AC", forbid_discarding_called_suit=True)
    assert got == ["7D"]
    assert why_not_play(position, cards("9S")[0]).code == "called_suit_discard"


def test_option_forbid_discarding_leaves_a_play_when_only_the_suit_is_left():
    """With only called-suit cards left (and no way to follow), the non-ace ones stay legal."""
    got, _ = legal(ACE_S, "AS 9S 8S", "AC", forbid_discarding_called_suit=True)
    assert got == ["9S", "8S"]


def test_leading_the_called_suit_needs_the_ace():
    """sk-called-ace-lead: "he must do it with the ace too, unless he has at least 3 cards"."""
    got, position = legal(ACE_S, "AS 9S OC KD", "")
    assert got == ["AS", "OC", "KD"], source("sk-called-ace-lead")
    assert why_not_play(position, cards("9S")[0]).code == "called_ace_lead"


def test_running_away_lowest_with_three_cards():
    """sk-called-ace-lead (S5, literal): with 3 cards of the suit (ace included) he may lead the
    lowest of them."""
    got, position = legal(ACE_S, "AS 10S 7S OC", "")
    assert got == ["AS", "7S", "OC"], source("sk-called-ace-lead")
    assert why_not_play(position, cards("10S")[0]).code == "runaway_lowest"


def test_option_runaway_min_cards_4():
    """Option runaway_min_cards = 4 (official rules): three cards are not enough."""
    got, _ = legal(ACE_S, "AS 10S 7S OC", "", runaway_min_cards=4)
    assert got == ["AS", "OC"]
    got, _ = legal(ACE_S, "AS 10S 8S 7S OC", "", runaway_min_cards=4)
    assert got == ["AS", "7S", "OC"]


def test_option_runaway_card_any():
    """Option runaway_card = "any": any card of the suit may run away."""
    got, _ = legal(ACE_S, "AS 10S 7S OC", "", runaway_card="any")
    assert got == ["AS", "10S", "7S", "OC"]


def test_after_running_away_every_restriction_lifts():
    """S7: the partner ran away with 7S in trick 1; when leaves are led again he need not play
    the ace, and he may discard it."""
    history = ["7S KS 9S 8S"]
    got, _ = legal(ACE_S, "AS 10S OC UC AC 10C 7D", "KC", history)
    assert "AS" not in got  # clubs led and he holds clubs: he follows clubs
    got, _ = legal(ACE_S, "AS 10S OC UC AD 10D 7D", "AC", history)
    assert got == ["AS", "10S", "OC", "UC", "AD", "10D", "7D"], source("sk-called-ace-free")
    got, _ = legal(ACE_S, "AS 10S OC UC AD 10D 7D", "", history)
    assert "10S" in got


def test_declarer_is_not_bound_by_the_called_ace_rules():
    """Only the holder of the called ace is restricted; the declarer leads leaves freely."""
    got, _ = legal(ACE_S, "KS 9S OC", "")
    assert got == ["KS", "9S", "OC"]


def test_a_refusal_names_the_cards_in_words_with_its_rule():
    """The learner reads the cards' names, never their codes (style.md)."""
    position = PlayPosition(contract("ace_game", called="S"), cards("AS 9S 7D"), cards("KS"))
    refusal = why_not_play(position, cards("9S")[0])
    assert refusal is not None and refusal.rule.id == "sk-called-ace-must-play"
    assert str(refusal.message) == (
        "The King of leaves leads leaves, the called suit, for the first time, so the holder of "
        "the called ace must play it, the Ace of leaves"
    )
    assert why_not_play(position, cards("AS")[0]) is None
    assert why_not_play(position, cards("7D")[0]).code == "follow_suit"
    with pytest.raises(IllegalAction):
        raise refusal.error("card")


def test_reasons_name_the_rule_through_the_api():
    response = ok(op="legal_plays", contract=ACE_S, hand=["AS", "9S", "7D"], trick=["KC"])
    assert response["legal"] == ["9S", "7D"]
    reason = response["reasons"]["AS"]
    assert reason["code"] == "called_ace_discard"
    assert reason["rule"]["id"] == "sk-called-ace-last-trick"
    assert reason["rule"]["anchor"] == "schafkopf/rules/#sk-called-ace-last-trick"
