"""The card notation: inline cards, hands, tricks and auctions through Python-Markdown."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET

import markdown
import pytest

from docs_ext import cardnotation
from docs_ext.cardnotation import CardNotationError, render_auction, render_cards

SVG = "{http://www.w3.org/2000/svg}"
EXTENSIONS = ["attr_list", "md_in_html", "tables", "admonition"]


def make_markdown() -> markdown.Markdown:
    """The site's extension set; the card notation alone if the engine blocks are not there."""
    if importlib.util.find_spec("docs_ext.engine_blocks") is not None:
        return markdown.Markdown(extensions=["docs_ext", *EXTENSIONS])
    md = markdown.Markdown(extensions=EXTENSIONS)
    cardnotation.register(md)
    return md


def convert(text: str) -> str:
    return make_markdown().convert(text)


def tree(text: str) -> ET.Element:
    """The converted Markdown as an element tree (the output is well-formed XHTML)."""
    return ET.fromstring(f"<root>{convert(text)}</root>")


def svg_labels(element: ET.Element) -> list[str]:
    return [svg.get("aria-label", "") for svg in element.iter(f"{SVG}svg")]


def has_class(element: ET.Element, name: str) -> bool:
    return name in (element.get("class") or "").split()


def find_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if has_class(e, name)]


def text_of(element: ET.Element) -> str:
    """Visible text, without the card pictures' titles."""
    parts = [element.text or ""]
    for child in element:
        if child.tag != f"{SVG}svg":
            parts.append(text_of(child))
        parts.append(child.tail or "")
    return "".join(parts)


def cell_text(cell: ET.Element) -> str:
    """A table cell's text, the no-break space after a call's number read as a space."""
    return text_of(cell).replace("\N{NO-BREAK SPACE}", " ")


def table_rows(table: ET.Element) -> list[list[str]]:
    """The text of the body cells, row by row."""
    return [
        [cell_text(td) for td in tr.findall("td")]
        for tr in table.iter("tr")
        if len(tr.findall("td"))
    ]


# -- Inline cards --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "label"),
    [
        (":OC:", "Ober of acorns"),
        (":10H:", "Ten of hearts"),
        (":6S:", "Six of leaves"),
        (":UC:", "Unter of acorns"),
        (":p:UC:", "Unter of acorns (the pamfil)"),
        (":s:AS:", "Ace of leaves"),
        (":T21:", "Tarok XXI (mond)"),
        (":T1:", "Tarok I (pagat)"),
        (":SK:", "Skiz"),
        (":t:KH:", "King of hearts"),
        (":t:10D:", "Ten of diamonds"),
        (":t:CS:", "Cavalier of spades"),
    ],
)
def test_an_inline_code_becomes_an_inline_card(source: str, label: str) -> None:
    root = tree(f"The card {source} wins.")
    (span,) = find_class(root, "gc-card")
    assert has_class(span, "gc-card--inline")
    assert svg_labels(span) == [label]
    paragraph = root.find("p")
    assert paragraph is not None
    assert text_of(paragraph) == "The card  wins."


def test_several_inline_cards_in_one_line_keep_their_order() -> None:
    root = tree("Lead :AH:, then :10H: and :t:JD:; the :T21: takes it (**:OC:** too).")
    assert svg_labels(root) == [
        "Ace of hearts",
        "Ten of hearts",
        "Jack of diamonds",
        "Tarok XXI (mond)",
        "Ober of acorns",
    ]
    assert root.find("p/strong/span") is not None  # works inside emphasis


@pytest.mark.parametrize(
    "text",
    [
        "We meet at 10:30 and 10:30:00.",
        "Colons :: and ::: stay.",
        "An emoji-like :ok: or :smile: stays.",
        "Inside words a:OC:b and x:10H: stay.",
        "Not cards: :QH: :T22: :T0: :1H: :KX: :6T:.",
        "Lower case :oc: and :t:kh: stay.",
        "Unknown prefix :x:OC: and tarok-only suit card :t:OC: stay.",
        "Doubled ::OC:: stays.",
        "A German :QS: has no queen; a tarok trump :t:T1x: is nonsense.",
    ],
)
def test_text_that_is_not_a_card_code_stays_untouched(text: str) -> None:
    html = convert(text)
    assert "<svg" not in html
    assert html == markdown.markdown(text)


def test_code_spans_are_left_alone() -> None:
    html = convert("Write `:OC:` or `[[hand german: OC]]` to get a card.")
    assert "<svg" not in html
    assert "<code>:OC:</code>" in html


# -- Hands ---------------------------------------------------------------------------------------


def test_a_hand_is_a_captioned_figure_with_a_list_of_labelled_cards() -> None:
    root = tree('Before.\n\n[[hand german "Your hand": OC OS 10H AH 6D]]\n\nAfter.')
    (figure,) = root.iter("figure")
    assert has_class(figure, "gc-hand")
    caption = figure[0]
    assert caption.tag == "figcaption" and text_of(caption) == "Your hand"
    (ul,) = figure.iter("ul")
    assert ul.get("role") == "list"
    items = ul.findall("li")
    assert [svg_labels(li) for li in items] == [
        ["Ober of acorns"],
        ["Ober of leaves"],
        ["Ten of hearts"],
        ["Ace of hearts"],
        ["Six of bells"],
    ]
    assert [p.text for p in root.findall("p")] == ["Before.", "After."]


def test_hand_decks_name_their_cards() -> None:
    assert svg_labels(tree("[[hand pamfil: UC]]")) == ["Unter of acorns (the pamfil)"]
    assert svg_labels(tree("[[hand schafkopf: UC]]")) == ["Unter of acorns"]
    assert svg_labels(tree("[[hand tarok: T1 SK KH 10C]]")) == [
        "Tarok I (pagat)",
        "Skiz",
        "King of hearts",
        "Ten of clubs",
    ]


def test_a_hand_without_caption_commas_and_lower_case() -> None:
    root = tree("[[hand german: oc, 10h,AH]]")
    (figure,) = root.iter("figure")
    assert figure.find("figcaption") is None
    assert svg_labels(figure) == [
        "Ober of acorns",
        "Ten of hearts",
        "Ace of hearts",
    ]


def test_a_marked_card_is_marked_for_eyes_and_ears() -> None:
    root = tree('[[hand schafkopf "Play the marked card": OC *OS 10H]]')
    marked = find_class(root, "gc-card--marked")
    assert [svg_labels(m) for m in marked] == [["Ober of leaves"]]
    hidden = find_class(root, "gc-sr-only")
    assert [h.text for h in hidden] == [" (marked)"]


def test_caption_is_escaped_and_may_hold_cards() -> None:
    root = tree(r'[[hand german "Tom\"s <b>hand</b> & :OC: ]]": AH]]')
    caption = next(root.iter("figcaption"))
    assert text_of(caption).strip() == 'Tom"s <b>hand</b> &  ]]'
    assert svg_labels(caption) == ["Ober of acorns"]
    assert caption.find("b") is None


def test_a_diagram_inside_an_admonition_and_after_a_line_of_text() -> None:
    root = tree('!!! example\n    Your cards:\n    [[hand german "Hand": OC UC]]\n    Done.')
    (box,) = find_class(root, "admonition")
    paragraphs = [text_of(p) for p in box.findall("p")]
    assert paragraphs == ["Example", "Your cards:", "Done."]
    assert svg_labels(box) == ["Ober of acorns", "Unter of acorns"]


def test_a_diagram_may_span_lines() -> None:
    root = tree('[[auction tarok "Long":\n  R=Trójka S="Druga trójka"\n  R=Sam]]')
    assert len(list(root.iter("td"))) == 4  # two rows of two seats


def test_an_indented_diagram_is_a_code_block() -> None:
    html = convert("Text.\n\n    [[hand german: OC]]\n")
    assert "<svg" not in html
    assert "<pre><code>[[hand german: OC]]" in html


# -- Tricks --------------------------------------------------------------------------------------


def test_a_trick_shows_each_seat_under_its_card_and_the_winner() -> None:
    root = tree('[[trick german "Trick 3": 0=AH 1=10H 2=KH 3=OC win=3]]')
    (figure,) = root.iter("figure")
    assert has_class(figure, "gc-trick")
    assert text_of(figure[0]) == "Trick 3"
    (plays,) = figure.iter("ol")
    assert plays.get("role") == "list"
    items = plays.findall("li")
    assert [svg_labels(li) for li in items] == [
        ["Ace of hearts"],
        ["Ten of hearts"],
        ["King of hearts"],
        ["Ober of acorns"],
    ]
    seats = [text_of(find_class(li, "gc-trick__seat")[0]) for li in items]
    assert seats == ["Seat 0", "Seat 1", "Seat 2", "Seat 3 wins"]
    winners = find_class(figure, "gc-card--winner")
    assert [svg_labels(w) for w in winners] == [["Ober of acorns"]]


def test_a_trick_with_named_seats_and_no_winner() -> None:
    root = tree('[[trick tarok "First trick": R=T1 S="T21" Z=SK "Dealer\'s left"=KH]]')
    seats = [text_of(s) for s in find_class(root, "gc-trick__seat")]
    assert seats == ["R", "S", "Z", "Dealer's left"]
    assert not find_class(root, "gc-card--winner")
    assert "wins" not in convert("[[trick tarok: R=T1 S=T2]]")


# -- Auctions ------------------------------------------------------------------------------------


def test_an_auction_is_a_table_of_calls_by_seat() -> None:
    root = tree(
        '[[auction tarok "Example 1": R=Trójka S="Druga trójka" R=Sam '
        'S="Trzecia trójka" R=Sam S=Pas Z="Czwarta trójka" R=Sam]]'
    )
    (figure,) = root.iter("figure")
    assert has_class(figure, "gc-auction")
    assert text_of(figure[0]) == "Example 1"
    table = figure.find("table")
    assert table is not None
    assert [th.text for th in table.iter("th")] == ["R", "S", "Z"]
    assert all(th.get("scope") == "col" for th in table.iter("th"))
    rows = table_rows(table)
    assert rows == [
        ["1. Trójka", "2. Druga trójka", ""],
        ["3. Sam", "4. Trzecia trójka", ""],
        ["5. Sam", "6. Pas", "7. Czwarta trójka"],
        ["8. Sam", "", ""],
    ]


def test_auction_seat_order_can_be_fixed_and_digit_seats_are_named() -> None:
    root = tree('[[auction schafkopf: seats="0 1 2 3" 1=Pass 2=Pass 3="Sauspiel :AS:" 0=Pass]]')
    assert [th.text for th in root.iter("th")] == ["Seat 0", "Seat 1", "Seat 2", "Seat 3"]
    rows = table_rows(root)
    assert rows == [["", "1. Pass", "2. Pass", "3. Sauspiel "], ["4. Pass", "", "", ""]]
    assert svg_labels(root) == ["Ace of leaves"]


# -- Broken diagrams stop the build --------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "words"),
    [
        ('[[hand german "Your hand": OC XX 10H]]', "'XX' is not a card"),
        ("[[hand german: OC QH]]", "'QH' is not a card"),
        ("[[hand schafkopf: OC 6S]]", "'6S' is not a card of the Schafkopf deck"),
        ("[[hand tarok: T22]]", "'T22' is not a card"),
        ("[[hand german: OC OC]]", "repeats OC"),
        ("[[hand german: *XX]]", "'XX' is not a card"),
        ("[[hand bavarian: OC]]", "unknown deck 'bavarian'"),
        ("[[hand german OC AH]]", "cannot read it"),
        ('[[hand german "Open: OC]]', "a double quote is left open"),
        ("[[hand german:]]", "an empty hand"),
        ("[[trick german: 0=AH 1=ZZ]]", "'ZZ' is not a card"),
        ("[[trick german: 0=AH 1=10H win=2]]", "win=2 names a seat that did not play"),
        ("[[trick german: 0=AH 0=10H]]", "a seat plays twice"),
        ("[[trick german: AH 10H]]", "'AH' should be SEAT=VALUE"),
        ("[[auction tarok: R=Trójka Sam]]", "'Sam' should be SEAT=VALUE"),
        ('[[auction tarok: seats="R S" R=Trójka Z=Sam]]', "seat Z is not one of the seats R S"),
        ('[[auction tarok: R="Trójka]]', "a double quote is left open"),
        ("[[hand german: OC\n[[hand german: AH]]", "not closed with ]] before the next [["),
        ("[[hand german: OC AH\n\nmore text]]", "not closed with ]]"),
    ],
)
def test_a_broken_diagram_raises_and_quotes_the_page_text(source: str, words: str) -> None:
    with pytest.raises(CardNotationError) as caught:
        convert(f"Some page.\n\n{source}\n")
    message = str(caught.value)
    assert words in message
    first_line = source.splitlines()[0]
    assert first_line.strip() in message or first_line.split(":")[0] in message


# -- The public helpers --------------------------------------------------------------------------


def test_render_cards_takes_codes_or_cards_and_any_deck_name() -> None:
    from trainer.cards import PAMFIL_DECK_36

    html = render_cards(["UC", PAMFIL_DECK_36.parse("AH")], "pamfil36", "Hand of seat 1")
    root = ET.fromstring(html)
    assert root.tag == "figure" and has_class(root, "gc-hand")
    assert svg_labels(root) == ["Unter of acorns (the pamfil)", "Ace of hearts"]
    assert [li.find("span").get("data-card") for li in root.iter("li")] == ["UC", "AH"]


def test_render_cards_notes_and_trick_checks() -> None:
    root = ET.fromstring(render_cards(["OC", "AH"], "german", notes={"ah": "legal"}))
    assert [text_of(n) for n in find_class(root, "gc-hand__note")] == ["legal"]
    trick = ET.fromstring(render_cards(["AH", "OC"], "schafkopf", "T", seats=[0, 1], winner=1))
    assert [text_of(s) for s in find_class(trick, "gc-trick__seat")] == ["Seat 0", "Seat 1 wins"]
    with pytest.raises(CardNotationError, match="2 cards but 1 seats"):
        render_cards(["AH", "OC"], "german", seats=[0])
    with pytest.raises(CardNotationError, match="winner 5"):
        render_cards(["AH", "OC"], "german", seats=[0, 1], winner=5)
    with pytest.raises(CardNotationError, match="unknown deck"):
        render_cards(["AH"], "skat")
    with pytest.raises(CardNotationError, match="'QH' is not a card"):
        render_cards(["AH"], "german", notes={"QH": "x"})


def test_render_auction_builds_the_same_table() -> None:
    html = render_auction([(0, "Pass"), (1, "Play 2")], "Declarations")
    root = ET.fromstring(html)
    assert [th.text for th in root.iter("th")] == ["Seat 0", "Seat 1"]
    with pytest.raises(CardNotationError, match="at least one call"):
        render_auction([], "Empty")
