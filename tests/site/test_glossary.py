"""The glossary: unique anchors, complete entries, honest sources, and links that resolve.

Every page links the first use of a game term to ``../glossary.md#<anchor>``; these tests keep
those links working, keep each entry in the four languages the site promises, and check that a
term we present as found in our sources (no mark) really occurs in them.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GLOSSARY = DOCS / "glossary.md"
SEEDS = ROOT / "sources" / "seeds"

HEADER = "| English | Polski | Беларуская | Deutsch |"
ENTRY = re.compile(r"^### (.+?) \{#([a-z0-9-]+)\}\s*$")
ANCHOR_SHAPE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
LINK = re.compile(r"glossary(?:\.md|/)#([A-Za-z0-9_-]+)")
NOT_FOUND_MARKS = ("†", "‡")

# Anchors the site's pages need (the translation brief's list of terms).
REQUIRED = [
    "trick",
    "ober",
    "unter",
    "trump",
    "talon",
    "contra",
    "recontra",
    "re",
    "schneider",
    "schwarz",
    "tout",
    "solo",
    "wenz",
    "sie",
    "ace-game",
    "rufspiel",
    "declarer",
    "partner",
    "forehand",
    "middlehand",
    "rearhand",
    "follow-suit",
    "renons",
    "renounce",
    "pass",
    "acorns",
    "leaves",
    "hearts",
    "bells",
    "card-points",
    "pagat",
    "mond",
    "skis",
    "skiz",
    "figure",
    "picture-card",
    "sauspiel",
    "trull",
    "pagat-ultimo",
    "volat",
    "king",
    "pamfil",
    "mucha",
    "kralka",
    "tuz",
    "blotka",
    "matadors",
    "ramsch",
    "kettle",
    "cut",
    "deal",
    "dealer",
    "stake",
    "suit",
    "deck",
    "lead",
]


def glossary_text() -> str:
    return GLOSSARY.read_text(encoding="utf-8")


def anchors(text: str) -> list[str]:
    """All anchors of the page: ``{#id}`` attributes and ``id="..."`` of HTML elements."""
    return re.findall(r"\{#([^}\s]+)\}", text) + re.findall(r'\bid="([^"]+)"', text)


def entries(text: str) -> list[tuple[str, str, list[str]]]:
    """(anchor, heading, body lines) of every ``###`` term entry."""
    found: list[tuple[str, str, list[str]]] = []
    for line in text.splitlines():
        match = ENTRY.match(line)
        if match:
            found.append((match.group(2), match.group(1), []))
        elif line.startswith("#"):
            found.append(("", "", []))  # a group heading closes the entry before it
        elif found:
            found[-1][2].append(line)
    return [entry for entry in found if entry[0]]


def term_row(anchor: str, body: list[str]) -> list[str]:
    """The four cells (English, Polish, Belarusian, German) of an entry's table."""
    lines = [line.strip() for line in body if line.strip()]
    assert HEADER in lines, f"#{anchor}: no '{HEADER}' table"
    row = lines[lines.index(HEADER) + 2]
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert len(cells) == 4, f"#{anchor}: the term row must have 4 cells, got {cells}"
    return cells


def seed_text(*prefixes: str) -> str:
    return " ".join(
        path.read_text(encoding="utf-8").lower()
        for prefix in prefixes
        for path in SEEDS.glob(f"{prefix}_*.txt")
    )


def attested(term: str, text: str) -> bool:
    """Every word of ``term`` begins a word of ``text`` (by its stem: inflected forms count)."""
    for word in re.findall(r"\w+", term.lower()):
        stem = word if len(word) <= 3 else word[: max(3, len(word) - 3)]
        if not re.search(r"(?<!\w)" + re.escape(stem), text):
            return False
    return True


def test_every_anchor_is_unique_and_well_formed() -> None:
    found = anchors(glossary_text())
    repeated = sorted(anchor for anchor, count in Counter(found).items() if count > 1)
    assert not repeated, f"glossary anchors used twice: {repeated}"
    malformed = [anchor for anchor in found if not ANCHOR_SHAPE.match(anchor)]
    assert not malformed, f"anchors must be lowercase ASCII with hyphens: {malformed}"


def test_every_required_term_has_an_entry() -> None:
    found = set(anchors(glossary_text()))
    missing = [anchor for anchor in REQUIRED if anchor not in found]
    assert not missing, f"glossary entries missing: {missing}"


def test_every_entry_has_a_definition_games_and_four_languages() -> None:
    listed = entries(glossary_text())
    assert len(listed) >= len(REQUIRED) - 5, "the glossary has suspiciously few entries"
    for anchor, heading, body in listed:
        text = " ".join(line for line in body if line.strip() and not line.startswith("|"))
        assert "*Games:" in text, f"#{anchor}: say which game uses the term (*Games: …*)"
        definition = re.sub(r"<a id=\"[^\"]+\"></a>", "", text.split("*Games:")[0]).strip()
        assert len(definition.split()) >= 4, f"#{anchor}: the one-line definition is missing"
        cells = term_row(anchor, body)
        assert all(cells), f"#{anchor}: empty cell (write — where a language has no term)"
        english = cells[0].replace("‡", "")
        assert english.lower().startswith(heading.lower()), (
            f"#{anchor}: the English cell '{cells[0]}' does not start with the heading"
        )


def test_the_brief_examples_read_across_the_row() -> None:
    rows = {anchor: term_row(anchor, body) for anchor, _, body in entries(glossary_text())}
    assert rows["trick"] == ["trick", "lewa", "узятка", "Stich†"]
    _, polish, belarusian, german = rows["ober"]
    assert "wyżnik" in polish and "вышнік" in belarusian and german == "Ober"
    assert rows["trump"][1:3] == ["atut", "козыр"]


@pytest.mark.parametrize(
    ("column", "seeds"),
    [(1, ("000", "003")), (2, ("004",)), (3, ("000", "003", "004"))],
    ids=["polish", "belarusian", "german"],
)
def test_unmarked_terms_occur_in_our_sources(column: int, seeds: tuple[str, ...]) -> None:
    text = seed_text(*seeds)
    assert text, f"no seed text found for {seeds}"
    unattested: list[str] = []
    for anchor, _, body in entries(glossary_text()):
        cell = term_row(anchor, body)[column]
        if cell == "—":
            continue
        for term in (part.strip() for part in cell.split(",")):
            if any(mark in term for mark in NOT_FOUND_MARKS):
                continue
            if not attested(term, text):
                unattested.append(f"#{anchor}: {term}")
    assert not unattested, (
        f"terms shown as found in our sources but not there (mark them † or ‡): {unattested}"
    )


def test_every_glossary_link_in_the_docs_resolves() -> None:
    found = set(anchors(glossary_text()))
    broken: list[str] = []
    checked = 0
    for page in sorted(DOCS.rglob("*.md")):
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            checked += 1
            if target not in found:
                broken.append(f"{page.relative_to(DOCS)} -> #{target}")
    assert checked, "no page links to the glossary at all"
    assert not broken, f"glossary links to anchors that do not exist: {broken}"
