"""The card faces: valid, accessible, self-contained, small, distinct; committed files current."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from docs_ext.card_art import DECK_FOLDERS, GERMAN_DECK, SUIT_LETTERS, card_svg
from trainer.cards import PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK, Card, Suit, roman
from trainer.i18n import in_locale

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
ALL_CARDS = [card for deck in DECK_FOLDERS.values() for card in deck]
LABELLED = [*ALL_CARDS, PAMFIL_DECK_36.parse("UC"), *SCHAFKOPF_DECK]
PSEUDO = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
"""The pseudo-language's letters (docs_ext.pseudo, scripts/i18n.py), written out here so the
test does not take them from the code it checks."""


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def english_name(card: Card) -> str:
    """The card's name alone in the catalogue (i18n/nouns/en.toml, its label); a face of the
    36-card German pack is named as the Schafkopf card, the sixes as the Pamfil pack's."""
    if card.deck_id == GERMAN_DECK.id:
        card = SCHAFKOPF_DECK.get(card.code) or PAMFIL_DECK_36[card.code]
    key = f'["{card.noun_key}"]'
    nouns = (ROOT / "i18n" / "nouns" / "en.toml").read_text(encoding="utf-8")
    table = nouns[nouns.index(key) :].split("\n\n", 1)[0]
    return re.search(r'^label = "(.*)"$', table, re.M).group(1)  # type: ignore[union-attr]


def texts(root: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]


def test_the_folders_hold_the_36_german_and_42_tarok_cards() -> None:
    assert len(DECK_FOLDERS["german"]) == 36
    assert len(DECK_FOLDERS["tarok"]) == 42
    assert {c.code for c in GERMAN_DECK} == {c.code for c in PAMFIL_DECK_36}
    assert GERMAN_DECK.parse("UC").label == "Unter of acorns (UC)"  # neutral name on the file


@pytest.mark.parametrize("card", [PAMFIL_DECK_36.parse("UC"), GERMAN_DECK.parse("6C")])
def test_a_picture_is_named_in_the_language_it_is_drawn_in(card: Card) -> None:
    """docs_ext draws a page's pictures inside its build's language (trainer.i18n.in_locale):
    the name is the catalogue's, in that language (here the pseudo-language's accents)."""
    with in_locale("en-XA"):
        root = parse(card_svg(card))
    name = english_name(card)
    # the noun and the message that names a picture are each bracketed in en-XA
    assert root.get("aria-label") == f"[[{name.translate(PSEUDO)}]]"
    assert root.find(f"{SVG}title").text == root.get("aria-label")  # type: ignore[union-attr]
    assert parse(card_svg(card)).get("aria-label") == name  # English outside the block


@pytest.mark.parametrize("mini", [False, True], ids=["full", "mini"])
@pytest.mark.parametrize("card", LABELLED, ids=lambda c: f"{c.deck_id}-{c.code}")
def test_every_card_is_valid_accessible_self_contained_svg(card: Card, mini: bool) -> None:
    svg = card_svg(card, mini=mini)
    root = parse(svg)  # well-formed XML
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == ("0 0 30 40" if mini else "0 0 64 96")
    assert root.get("role") == "img"
    assert root.get("aria-label") == english_name(card)
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == english_name(card)
    assert root[0] is title  # the title comes first, as SVG accessibility expects
    # nothing that could clash or reach out when many cards share a page
    for element in root.iter():
        assert "id" not in element.attrib, element.tag
        assert not any(name.endswith("href") for name in element.attrib), element.tag
        assert element.tag.removeprefix(SVG) not in ("script", "style", "use", "image", "a")
    assert "url(" not in svg
    assert re.findall(r"https?://[^\"]*", svg) == ["http://www.w3.org/2000/svg"]
    assert "Georgia" in (root.get("font-family") or "")
    assert len(svg.encode()) < 2500


@pytest.mark.parametrize("mini", [False, True], ids=["full", "mini"])
@pytest.mark.parametrize("folder", sorted(DECK_FOLDERS))
def test_no_two_cards_look_the_same(folder: str, mini: bool) -> None:
    def drawing(card: Card) -> str:
        svg = card_svg(card, mini=mini)
        return svg.replace(card.name, "").replace(card.name.replace("'", "&#x27;"), "")

    cards = list(DECK_FOLDERS[folder])
    assert len({drawing(card) for card in cards}) == len(cards)


@pytest.mark.parametrize("card", list(GERMAN_DECK), ids=str)
def test_german_cards_show_their_rank_in_both_corners(card: Card) -> None:
    root = parse(card_svg(card))
    letter = SUIT_LETTERS[card.suit]
    assert texts(root) == [card.rank, letter, card.rank, letter]
    assert texts(parse(card_svg(card, mini=True))) == [card.rank]


@pytest.mark.parametrize("number", range(1, 22))
def test_taroks_show_the_roman_numeral_and_the_number(number: int) -> None:
    card = TAROK_DECK.parse(f"T{number}")
    shown = texts(parse(card_svg(card)))
    assert roman(number) in shown
    assert shown.count(str(number)) == 2  # both corner indices
    nickname = {1: "PAGAT", 21: "MOND"}.get(number)
    assert (nickname in shown) if nickname else not ({"PAGAT", "MOND"} & set(shown))
    assert texts(parse(card_svg(card, mini=True))) == [str(number), roman(number)]


def test_the_skiz_has_its_name_and_a_star() -> None:
    root = parse(card_svg(TAROK_DECK.parse("SK")))
    assert texts(root) == ["SKIZ"]
    assert len(root.findall(f".//{SVG}path")) >= 3  # the big star and the two corner stars


GERMAN_SIGN_COLOURS = {Suit.C: "#9c5a2c", Suit.S: "#2e8b3e", Suit.H: "#c8102e", Suit.D: "#f2b01e"}


@pytest.mark.parametrize("card", list(GERMAN_DECK), ids=str)
def test_german_suit_signs_have_their_traditional_colours(card: Card) -> None:
    svg = card_svg(card)
    for suit, colour in GERMAN_SIGN_COLOURS.items():
        assert (colour in svg) == (suit is card.suit), (suit, colour)


@pytest.mark.parametrize("card", [c for c in TAROK_DECK if c.suit], ids=str)
def test_tarok_suit_cards_are_red_or_black_by_suit(card: Card) -> None:
    svg = card_svg(card)
    red = card.suit in (Suit.H, Suit.D)
    assert ("#c8102e" in svg) == red
    assert ("#1d1d1f" in svg) == (not red)
    assert texts(parse(svg)) == [card.rank, card.rank]


def sign_heights(card: Card) -> list[float]:
    """Vertical positions where the suit sign's colour is painted (first point of each copy)."""
    colour = GERMAN_SIGN_COLOURS[card.suit]  # type: ignore[index]
    root = parse(card_svg(card))
    for path in root.iter(f"{SVG}path"):
        if path.get("fill") == colour or path.get("stroke") == colour:
            return [float(y) for y in re.findall(r"M[-\d.]+[ ,]?(-?[\d.]+)", path.get("d", ""))]
    raise AssertionError(f"no sign on {card}")


@pytest.mark.parametrize("suit", list(Suit))
def test_ober_holds_the_sign_high_and_unter_low(suit: Suit) -> None:
    ober = sign_heights(GERMAN_DECK.parse(f"O{suit}"))
    unter = sign_heights(GERMAN_DECK.parse(f"U{suit}"))
    # the first copy is the figure's sign (the corner indices come after it)
    assert ober[0] < 30 < 65 < unter[0]


def test_committed_card_files_are_up_to_date() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "draw_cards.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all 78 card files are up to date" in result.stdout


def test_the_check_fails_on_a_changed_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import draw_cards

    monkeypatch.setattr(draw_cards, "OUT", tmp_path)
    assert draw_cards.main([]) == 0  # writes all 78
    assert len(list(tmp_path.glob("*/*.svg"))) == 78
    assert draw_cards.main(["--check"]) == 0
    (tmp_path / "german" / "OC.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "tarok" / "T22.svg").write_text("<svg/>", encoding="utf-8")
    assert draw_cards.main(["--check"]) == 1
    assert draw_cards.main([]) == 0  # repairs and removes the stray file
    assert not (tmp_path / "tarok" / "T22.svg").exists()
    assert draw_cards.main(["--check"]) == 0


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: f"{c.deck_id}-{c.code}")
def test_committed_file_renders_the_card(card: Card) -> None:
    folder = "tarok" if card.deck_id == "tarok" else "german"
    path = ROOT / "docs" / "assets" / "cards" / folder / f"{card.code}.svg"
    root = ET.parse(path).getroot()
    assert root.get("aria-label") == card.name
    # standalone in an <img>: an intrinsic size and the SVG namespace
    assert (root.get("width"), root.get("height")) == ("64", "96")


# Colour-blind simulation (Viénot, Brettel and Mollon 1999), on linear RGB.
_SIMULATIONS = {
    "protanopia": ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0)),
    "deuteranopia": ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0)),
}


def _linear(colour: str) -> tuple[float, float, float]:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    return tuple(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)  # type: ignore[return-value]


def _luminance(rgb: tuple[float, float, float]) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def _contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("vision", ["normal", *_SIMULATIONS])
def test_acorns_and_bells_differ_at_a_glance_also_for_colour_blind_eyes(vision: str) -> None:
    """The review found acorns (olive-brown) and bells (orange) hard to tell apart: the
    signs now differ in lightness, which survives red-green colour blindness."""
    acorn, bell = _linear(GERMAN_SIGN_COLOURS[Suit.C]), _linear(GERMAN_SIGN_COLOURS[Suit.D])
    if vision != "normal":
        matrix = _SIMULATIONS[vision]
        acorn, bell = (
            tuple(sum(m * c for m, c in zip(row, colour, strict=True)) for row in matrix)  # type: ignore[misc]
            for colour in (acorn, bell)
        )
    assert _contrast(acorn, bell) >= 2.5, vision


@pytest.mark.parametrize(
    "card", [c for c in GERMAN_DECK if c.rank in ("A", "K", "O", "U")], ids=str
)
def test_german_corner_index_names_the_suit_by_letter(card: Card) -> None:
    assert SUIT_LETTERS[card.suit] in texts(parse(card_svg(card)))
