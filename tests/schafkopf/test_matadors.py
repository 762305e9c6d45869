"""Matadors (S15) and the text's own examples, with the errata of rules-notes §3.3."""

from __future__ import annotations

from .helpers import error, ok, rule, source

HEARTS = {"type": "ace_game", "called": "C"}


def matadors(contract, cards):
    return ok(op="matadors", contract=contract, cards=cards)["matadors"]


def test_example_1_four_obers():
    """sk-matadors-examples: "O♣, O♠, O♥, O♦ = 4 stakes"."""
    assert "O♣, O♠, O♥, O♦ = 4" in rule("sk-matadors-examples").text
    assert matadors(HEARTS, ["OC", "OS", "OH", "OD", "7S"]) == 4, source("sk-matadors-examples")


def test_example_2_is_read_as_unters_in_wenz():
    """sk-matadors-examples: "В♣, В♠ = 2 stakes (in the case of the Small Wreath)". Erratum
    (§3.3): В = Вышнік (Ober), but in Wenz only the Unters are trump, so it should read Н♣ Н♠.
    Read as Unters it gives 2; as written (Obers) it gives 0."""
    assert "В♣, В♠ = 2" in rule("sk-matadors-examples").original
    assert matadors({"type": "wenz"}, ["UC", "US", "AH"]) == 2, source("sk-matadors-examples")
    assert matadors({"type": "wenz"}, ["OC", "OS"]) == 0, "as printed (Obers): no matadors"
    assert matadors({"type": "wenz_tout"}, ["UC", "US"]) == 2, "S15: 2 in Wenz Tout too"


def test_example_3_gives_zero_by_the_definition():
    """sk-matadors-examples: "A♥, 10♥, 9♥, 8♥, 7♥ = 5 stakes". Erratum (§3.3): all 8 O/U rank
    above A♥ in a hearts game and K♥ is missing from the run, so by the text's own definition
    ("an unbroken sequence of trumps" from the top) it is 0, not 5."""
    assert "Т♥, 10♥, 9♥, 8♥, 7♥ = 5" in rule("sk-matadors-examples").original
    got = ok(op="matadors", contract=HEARTS, cards=["AH", "10H", "9H", "8H", "7H"])
    assert got["matadors"] == 0 and got["run"] == 0, source("sk-matadors")
    # The example does not hold even if the O/U were ignored: K♥ breaks the run after 10♥.


def test_example_4_broken_run():
    """sk-matadors-examples: "A♥, 9♥, 7♥ does not form matadors, because the sequence is broken"."""
    assert matadors(HEARTS, ["AH", "9H", "7H"]) == 0, source("sk-matadors-examples")


def test_minimum_three_and_run_length():
    """sk-matadors: "for at least the 3 highest trumps ... 1 stake ... for each matador in an
    unbroken sequence"."""
    assert matadors(HEARTS, ["OC", "OS"]) == 0, source("sk-matadors")
    assert matadors(HEARTS, ["OC", "OS", "OH"]) == 3
    assert matadors(HEARTS, ["OC", "OS", "OH", "OD", "UC", "US", "UH", "UD", "AH", "KH"]) == 9
    assert matadors({"type": "suit_solo", "trump": "D"}, [
        "OC", "OS", "OH", "OD", "UC", "US", "UH", "UD", "AD", "10D", "KD", "9D", "8D", "7D",
    ]) == 14  # fmt: skip
    assert matadors(HEARTS, ["OS", "OH", "OD"]) == 0, "without the top trump: none"


def test_matadors_refused_for_sie_and_ramsch():
    assert error(op="matadors", contract={"type": "sie"}, cards=["OC"])["path"] == "contract.type"
    assert error(op="matadors", contract={"type": "ramsch"}, cards=["OC"])["code"] == (
        "invalid_request"
    )
