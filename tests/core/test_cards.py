"""The card model and notation (architecture.md "Seats, cards and notation")."""

from __future__ import annotations

import random

import pytest

from trainer.cards import (
    DECKS,
    PAMFIL_DECK_32,
    PAMFIL_DECK_36,
    SCHAFKOPF_DECK,
    TAROK_DECK,
    Suit,
)
from trainer.errors import CardError, PositionError
from trainer.points import mucha_card_points, mucha_points, schafkopf_points, tarok_count


@pytest.mark.parametrize("deck", DECKS.values(), ids=lambda d: d.id)
def test_every_card_round_trips_through_the_notation(deck) -> None:
    for card in deck:
        assert deck.parse(card.code) is card
        assert deck.parse(f"  {card.code.lower()} ") is card
        assert str(card) == card.code
        assert card.label == f"{card.name} ({card.code})"


def test_deck_sizes() -> None:
    """Schafkopf: "the deck is shortened to 32 cards"; Pamfil: 32 for three, 36 for more;
    Tarok: "a deck of 42 cards"."""
    assert len(SCHAFKOPF_DECK) == 32
    assert len(PAMFIL_DECK_32) == 32
    assert len(PAMFIL_DECK_36) == 36
    assert len(TAROK_DECK) == 42
    assert sum(1 for c in TAROK_DECK if c.is_tarok) == 22  # 21 taroks and the skis
    assert {c.rank for c in PAMFIL_DECK_36} - {c.rank for c in PAMFIL_DECK_32} == {"6"}


def test_codes_are_unique_within_each_deck() -> None:
    for deck in DECKS.values():
        codes = [c.code for c in deck]
        assert len(codes) == len(set(codes))


def test_card_names_for_text_alternatives() -> None:
    assert SCHAFKOPF_DECK.parse("OC").label == "Ober of acorns (OC)"
    assert SCHAFKOPF_DECK.parse("10d").label == "Ten of bells (10D)"
    assert PAMFIL_DECK_32.parse("UC").name == "Unter of acorns, the pamfil"
    assert TAROK_DECK.parse("T1").name == "Tarok I (pagat)"
    assert TAROK_DECK.parse("t21").name == "Tarok XXI (mond)"
    assert TAROK_DECK.parse("SK").name == "Skiz"
    assert TAROK_DECK.parse("CS").name == "Cavalier of spades"
    assert Suit("H").german_name == "hearts" and Suit("D").french_name == "diamonds"


@pytest.mark.parametrize(
    ("deck", "text", "message"),
    [
        (SCHAFKOPF_DECK, "KX", "'KX' is not a card of the Schafkopf deck"),
        (SCHAFKOPF_DECK, "6H", "'6H' is not a card of the Schafkopf deck"),
        (TAROK_DECK, "T22", "'T22' is not a card of the tarok deck"),
        (TAROK_DECK, "OC", "'OC' is not a card of the tarok deck"),
        (PAMFIL_DECK_32, "", "'' is not a card of the 32-card Pamfil deck"),
    ],
)
def test_unknown_cards_are_refused_with_a_readable_message(deck, text, message) -> None:
    with pytest.raises(CardError) as caught:
        deck.parse(text, "hand[2]")
    assert str(caught.value.message) == message
    assert caught.value.path == "hand[2]"


def test_non_text_cards_are_refused() -> None:
    for value in (None, 7, True, ["OC"], {"card": "OC"}):
        with pytest.raises(CardError):
            SCHAFKOPF_DECK.parse(value)


def test_duplicates_are_refused_with_the_path_of_the_repeat() -> None:
    with pytest.raises(PositionError) as caught:
        SCHAFKOPF_DECK.parse_many(["OC", "10H", "oc"], "hand")
    assert str(caught.value.message) == "hand[2] repeats OC"
    assert caught.value.code == "invalid_position"


def test_schafkopf_deck_totals_120() -> None:
    """ "The whole deck of four suits has 120 points in all." (value table: A 11, 10 10, K 4,
    O 3, U 2, 9 8 7 0)."""
    assert schafkopf_points(SCHAFKOPF_DECK) == 120
    for suit in Suit:
        assert schafkopf_points(c for c in SCHAFKOPF_DECK if c.suit is suit) == 30


def test_tarok_values() -> None:
    """ "Pagat (I), Mond (XXI), Skiz 5; King 5; Queen 4; Cavalier 3; Jack 2; others 1."""
    values = {c.code: c.points for c in TAROK_DECK}
    assert values["T1"] == values["T21"] == values["SK"] == 5
    assert values["KH"] == 5 and values["QH"] == 4 and values["CH"] == 3 and values["JH"] == 2
    assert values["T7"] == values["10D"] == 1
    assert sum(values.values()) == 94


def test_tarok_counts_66_in_any_order() -> None:
    """ "For every trick 2 points are subtracted. So the maximum is 66." (rules-notes T13)."""
    rng = random.Random(7)
    for _ in range(200):
        cards = list(TAROK_DECK)
        rng.shuffle(cards)
        assert tarok_count(cards) == 66


@pytest.mark.parametrize(
    ("contract", "soloist_cards"),
    # Soloist's pile sizes: tricks (multiples of 3) plus the discards of the contract.
    [("trojka", 3), ("dwojka", 2), ("jedynka", 1), ("solo", 0)],
)
def test_tarok_counts_66_in_every_split_used_by_the_contracts(contract, soloist_cards) -> None:
    """Discards count for the soloist, the untaken talon for the opponents (T13): with an
    incomplete group on one side or both, the deck still counts 66 in all."""
    rng = random.Random(contract)
    for tricks in range(13):
        for _ in range(20):
            cards = list(TAROK_DECK)
            rng.shuffle(cards)
            n = 3 * tricks + soloist_cards
            assert tarok_count(cards[:n]) + tarok_count(cards[n:]) == 66, (contract, tricks)


def test_tarok_incomplete_group_costs_one() -> None:
    """ "For incomplete tricks (possible with Dwójka and Jedynka) one point is subtracted.\""""
    t = TAROK_DECK.parse
    assert tarok_count([t("KH")]) == 4
    assert tarok_count([t("KH"), t("QH")]) == 8
    assert tarok_count([t("KH"), t("QH"), t("CH")]) == 10
    assert tarok_count([t("KH"), t("QH"), t("CH"), t("JH")]) == 11


def test_mucha_card_points() -> None:
    """ "figures ten points each, pip cards according to their number of pips" (P6)."""
    p = PAMFIL_DECK_36.parse
    assert [mucha_card_points(p(c)) for c in ("UC", "AH", "KH", "OH", "UH")] == [10] * 5
    assert [mucha_card_points(p(c)) for c in ("10H", "9H", "8H", "7H", "6H")] == [10, 9, 8, 7, 6]
    assert mucha_card_points(p("AH"), ace_points=11) == 11
    assert mucha_card_points(p("AH"), ace_points=1) == 1
    assert mucha_points([p("AH"), p("KH"), p("OH"), p("UH"), p("10H")]) == 50
