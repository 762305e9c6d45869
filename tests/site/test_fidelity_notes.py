"""The notes, glossary and examples follow rules-notes as corrected on 2026-11-30.

The translation reviews of that day found notes that called correct text an error (Schafkopf
schneider at 91, the Pamfil ace), gaps labelled as errors, one term spelt several ways across
the pages and the engine, German Schafkopf terms missing, and examples that claimed more than
the text says. These checks keep each of those from coming back. They read the Markdown
sources (no build needed) and, for the engine's words, ask the engine itself.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from tests.site.test_pamfil_translation import EN_TAB, parse_page
from tests.site.test_schafkopf_translation import read_sections
from trainer.api import handle
from trainer.cards import TAROK_DECK
from trainer.tarok.contracts import Bid

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GAMES = ("pamfil", "tarok", "schafkopf")
NOTE = re.compile(
    r'<div class="admonition (?P<kind>[a-z ]+)"(?: id="(?P<id>[a-z0-9-]+)")? markdown>'
    r"(?P<body>.*?)\n\s*</div>",
    re.S,
)
EXAMPLE_BLOCK = re.compile(r"^///\s*example\s*\|\s*(.+?)\s*\n(.*?)\n///\s*$", re.M | re.S)


def read(path: str) -> str:
    return (DOCS / path).read_text(encoding="utf-8")


def notes(text: str) -> list[tuple[str, str, str]]:
    """(kind, id, words) of every admonition note of a page."""
    return [(m["kind"], m["id"] or "", " ".join(m["body"].split())) for m in NOTE.finditer(text)]


def english(game: str) -> str:
    """The English tabs of a rules page (notes included), without the original's tabs."""
    text = read(f"{game}/rules.md")
    if game == "schafkopf":
        return "\n".join(line for s in read_sections(text) for line in s.english)
    return "\n".join(s.tabs[EN_TAB].text for s in parse_page(text))


def prose(text: str) -> str:
    """Words a reader sees: no example requests, code spans, link targets or HTML ids."""
    text = EXAMPLE_BLOCK.sub(" ", text)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r'\bid="[^"]*"', " ", text)


def pages_for_terms() -> dict[str, str]:
    """Rules (English tabs), examples and glossary of every game, as a reader sees them."""
    found = {f"{game}/rules.md": prose(english(game)) for game in GAMES}
    found |= {f"{game}/examples.md": prose(read(f"{game}/examples.md")) for game in GAMES}
    found["glossary.md"] = prose(read("glossary.md"))
    return found


def entry(anchor: str) -> str:
    """One glossary entry's text, heading to the next heading."""
    text = read("glossary.md")
    start = text.index(f"{{#{anchor}}}")
    end = text.find("\n#", start)
    return " ".join(text[start : end if end > 0 else None].split())


# --------------------------------------------------------------------------------------------
# No correct rule is called an error
# --------------------------------------------------------------------------------------------


def test_no_page_calls_the_schneider_threshold_an_erratum() -> None:
    """S8: 91+ is the text's rule and the official one; 90 is a Skat-style house rule."""
    for path in ("schafkopf/rules.md", "schafkopf/examples.md", "glossary.md"):
        text = read(path)
        assert "erratum-schneider" not in text, path
        for kind, note_id, body in notes(text):
            if "erratum" in kind:
                assert not re.search(r"schneider|шнайдер", body, re.I), (path, note_id)
    schneider = entry("schneider")
    assert "91" in schneider and "official" in schneider and "officially 90" not in schneider
    s8 = next(
        body for _, note_id, body in notes(read("schafkopf/rules.md")) if note_id == "note-s8"
    )
    assert "official" in s8 and "house rule" in s8 and "Skat" in s8
    example = read("schafkopf/examples.md")
    assert "The official rules count 90 as schneider" not in example


def test_s11_says_both_payment_readings_fit_the_words() -> None:
    s11 = next(b for _, i, b in notes(read("schafkopf/rules.md")) if i == "note-s11")
    assert "Both readings fit the words" in s11 and "official rule" in s11
    assert '"one_to_one"' in s11
    assert "taken literally" not in read("schafkopf/examples.md")


def test_the_pamfil_ace_is_a_figure_not_an_erratum() -> None:
    """P6: in the Polish pack the tuz is a figura, so the text counts it 10."""
    for path in ("pamfil/rules.md", "pamfil/examples.md"):
        text = read(path)
        assert "court card" not in text, f"{path}: figura is a figure, not a court card"
        assert not [i for k, i, _ in notes(text) if "erratum" in k], f"{path}: an erratum"
    assert "court card" not in entry("figure") + entry("blotka")
    p6 = next(b for _, i, b in notes(read("pamfil/rules.md")) if i == "note-p6")
    assert "tuz" in p6 and "kralka" in p6 and "house rule" in p6
    figure = entry("figure")
    for name in ("tuz", "kralka", "king", "wyżnik", "niżnik"):
        assert name in figure, name


def test_the_pamfil_gaps_are_gaps() -> None:
    found = {i: (k, b) for k, i, b in notes(read("pamfil/rules.md"))}
    for gap in ("gap-rank-list", "gap-no-leader"):
        kind, body = found[gap]
        assert kind == "note editorial" and body.startswith("Gap — "), gap
    assert not any(i.startswith("erratum") for i in found)


def test_tarok_synonyms_are_editorial_not_an_erratum() -> None:
    found = {i: k for k, i, _ in notes(read("tarok/rules.md"))}
    assert "erratum-card-names" not in found
    assert found["editorial-card-names"] == "note editorial"


# --------------------------------------------------------------------------------------------
# The notes state the literal defaults of rules-notes
# --------------------------------------------------------------------------------------------


def test_tarok_follow_rule_keeps_the_repeated_verb() -> None:
    from trainer.tarok.rulebook import RULES

    assert RULES["tk-follow"].text == "The players must follow suit, or follow with taroks."
    t3 = next(b for _, i, b in notes(read("tarok/rules.md")) if i == "note-t3")
    assert "dokładać" in t3


def test_t5_and_t14_state_the_corrected_defaults() -> None:
    found = {i: b for _, i, b in notes(read("tarok/rules.md"))}
    assert "single_step_raises = false" in found["note-t5"]
    assert "opening bid is Trójka" in found["note-t5"]
    assert "A player may jump to any higher bid" not in found["note-t5"]
    assert 'renons_value = "flat"' in found["note-t14"] and '"as_33"' in found["note-t14"]


def test_the_missing_schafkopf_notes_stand_with_their_rules() -> None:
    sections = {s.anchor: "\n".join(s.english) for s in read_sections(read("schafkopf/rules.md"))}
    for section, note_id, words in (
        ("settlement", "note-ace-contract-points", "declarer and his partner together"),
        ("play", "note-suit-led", "the card led"),
        ("play", "note-suit-led", "highest card of the suit led"),
        ("ace-contract", "note-called-ace-no-lead", "leading it is always allowed"),
    ):
        found = {i: (k, b) for k, i, b in notes(sections[section])}
        assert note_id in found, f"{note_id} is not in #{section}"
        kind, body = found[note_id]
        assert kind == "interpretation" and words in body, (note_id, words)


# --------------------------------------------------------------------------------------------
# One spelling per term; German terms a Schafkopf player expects
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        (r"(?i:\bskis\b)", "the Joker is the skiz (the text's spelling)"),
        (r"\bKnight\b", "Rycerz is the Cavalier: 'Cavalier (Rycerz)'"),
        (r"(?i:\b(?:second|third|fourth|fifth) trójka\b)", "the bids keep their Polish names"),
        (r"(?i:same bid\"\)|I take the same)", "sam means 'myself'"),
        (r"(?<=[a-z,;(] )(?:Schneider|Schwarz)\b", "schneider and schwarz are lower case"),
    ],
)
def test_one_spelling_per_term_on_every_page(pattern: str, why: str) -> None:
    for path, text in pages_for_terms().items():
        if path == "glossary.md":
            text = re.sub(r"^\|.*\|$", " ", text, flags=re.M)  # the four-language rows
        hits = re.findall(rf".{{0,30}}(?:{pattern}).{{0,30}}", text)
        assert not hits, f"{path}: {why}: {hits[:3]}"


def test_the_engine_spells_the_terms_as_the_pages_do() -> None:
    assert TAROK_DECK.parse("SK").name == "Skiz"
    assert Bid("trojka", 2).label == "druga trójka"
    described = json.dumps(handle({"op": "describe"}), ensure_ascii=False)
    described = described.replace("skis_counts_for_full_hand", "")
    assert not re.search(r"\bskis\b", described, re.I), "describe still says 'skis'"


GERMAN = (
    "Sauspiel",
    "Rufsau",
    "davonlaufen",
    "Laufende",
    "Stock",
    "Kontra",
    "Re",
    "Spielansage",
    "weiter",
    "Mitspieler",
    "bedienen",
    "Gras",
    "Stoß",
)


@pytest.mark.parametrize("where", ["glossary.md", "schafkopf/rules.md"])
def test_german_schafkopf_terms_are_named(where: str) -> None:
    text = read(where)
    missing = [t for t in GERMAN if not re.search(rf"(?<!\w){t}(?!\w)", text, re.I)]
    assert not missing, f"{where} lacks {missing}"


def test_the_schafkopf_auction_is_a_spielansage_not_reizen() -> None:
    row = [line for line in entry("auction").split("|") if line.strip()]
    assert row[-1].strip().startswith("Spielansage")


# --------------------------------------------------------------------------------------------
# Examples claim only what the text or a named interpretation says
# --------------------------------------------------------------------------------------------


def examples(game: str) -> list[tuple[str, dict, str]]:
    """(title, request, the prose that follows up to the next example or heading)."""
    text = read(f"{game}/examples.md")
    found = []
    matches = list(EXAMPLE_BLOCK.finditer(text))
    for k, match in enumerate(matches):
        end = matches[k + 1].start() if k + 1 < len(matches) else len(text)
        after = text[match.end() : end]
        found.append((match[1], json.loads(match[2]), after))
    return found


# With every trick won, the opponents hold only the untaken talon (T13): at least
# 3 cards → 1, 4 → 1, 5 → 2, 6 → 2 points. So the soloist's card points are at most:
MOST_WITH_VOLAT = {"trojka": 65, "dwojka": 65, "jedynka": 64, "solo": 64}


def test_tarok_volat_examples_are_possible_positions() -> None:
    for title, request, _ in examples("tarok"):
        if request["op"] == "score" and request.get("volat"):
            most = MOST_WITH_VOLAT[request["contract"]["name"]]
            assert request["card_points"] <= most, f"{title}: at most {most} with a volat"


SK_ORDER = ("ace_game", "wenz", "suit_solo", "wenz_tout", "suit_solo_tout", "sie")


def test_schafkopf_auctions_with_a_lower_later_call_say_it_is_s2() -> None:
    """By the text "I play too" commits to a higher contract; a lower call is S2's model."""
    for title, request, after in examples("schafkopf"):
        if request["op"] != "auction":
            continue
        standing = -1
        for call in request["calls"]:
            if call["call"] not in SK_ORDER:
                continue
            rank = SK_ORDER.index(call["call"])
            if rank < standing:
                assert "note-s2" in after and "could only" in after, title
            standing = max(standing, rank)


def test_examples_prose_is_accurate() -> None:
    for game in GAMES:
        text = read(f"{game}/examples.md")
        assert not re.search(r'\."\]\([^)]*\)\.', text), f"{game}: a full stop after a quote's"
        assert "next section" not in text, f"{game}: say which section"
    # The led card changes from the King to the ten of clubs: the prose must say so.
    before_overtrump = read("tarok/examples.md").split("You must beat the tarok in the trick")[0]
    assert "ten of clubs is led" in before_overtrump.rsplit("###", 1)[1]
    schafkopf = read("schafkopf/examples.md")
    assert "The text calls matadors an unofficial extra" in schafkopf
    assert "for the ace game and the small contracts only" in schafkopf
    pamfil = read("pamfil/examples.md")
    assert "a player void in the suit led must\ntrump" not in pamfil
    assert "does not say how a trick is won" in pamfil


QUOTE = re.compile(r'\["([^\[\]]+?)"\]\(rules\.md#([a-z0-9-]+)\)')


@pytest.mark.parametrize("game", GAMES)
def test_examples_quote_the_rules_page_word_for_word(game: str) -> None:
    """A quotation linked to a rule is that rule's sentence (or the table under it)."""
    rules = importlib.import_module(f"trainer.{game}.rulebook").RULES
    page = " ".join(english(game).split()).lower()
    quotes = QUOTE.findall(read(f"{game}/examples.md"))
    assert quotes, f"{game}: no quotations found"
    for quote, rule_id in quotes:
        words = " ".join(quote.split()).strip("…. ").rstrip(".!,").lower()
        rule = " ".join(rules[rule_id].text.split()).lower()
        assert words in rule or words in page, f"{game}: {quote!r} is not in {rule_id}"
