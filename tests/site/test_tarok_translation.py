"""The Tarok galicyjski translation keeps faith with its Polish original and with the engine.

Checks, without building the site (the page reader and the shared checks live in
``test_pamfil_translation.py``, whose pages have the same layout):

- the original tab of every section of ``docs/tarok/rules.md``, read in order, and the text of
  ``docs/tarok/original.md`` are the seed text word for word, with only the extraction debris
  removed: the "[edytuj | edytuj kod]" edit links, the second (labelled) copy of the reference
  list and the closing run of bare footnote numbers, each checked to be exactly that;
- ``tests/data/alignment/tarok.json`` describes the page: the same sections in order, the same
  number of blocks in both tabs, and every number of an original block in its English block;
- the footnotes: the same markers in the same blocks of both tabs, seventeen translated notes;
- the rulebook (``trainer/tarok/rulebook.py``) agrees with the page and the seed, and every
  interpretation (T1–T20) and erratum of the design notes has its marked note.
"""

from __future__ import annotations

import re

from tests.site.test_pamfil_translation import (
    EN_TAB,
    FOOTNOTE_DEF_RE,
    PLACE_MARKER,
    Game,
    check_every_note_is_in_place,
    check_numbers_carried_over,
    check_original_page_is_the_seed,
    check_original_tabs_are_the_seed,
    check_rulebook_matches_page,
    check_sections_match_alignment,
    english_blocks,
    original_heading_and_blocks,
    read_seed,
)

TAROK = Game(
    name="tarok",
    seed_prefix="003",
    note_letter="T",
    required_rule_ids=(
        "tk-deck",
        "tk-names",
        "tk-players",
        "tk-cut",
        "tk-deal",
        "tk-king",
        "tk-forehand",
        "tk-auction-order",
        "tk-calls-trojka",
        "tk-calls-dwojka",
        "tk-calls-jedynka",
        "tk-calls-solo",
        "tk-multipliers",
        "tk-solo-final",
        "tk-auction-pairs",
        "tk-auction-open",
        "tk-auction-hold",
        "tk-auction-pass-out",
        "tk-auction-contract",
        "tk-all-pass",
        "tk-auction-examples",
        "tk-soloist",
        "tk-exchange-parts",
        "tk-discard-kings",
        "tk-discard-count",
        "tk-announcements",
        "tk-full-hand",
        "tk-contra",
        "tk-recontra",
        "tk-supracontra",
        "tk-lead-any",
        "tk-follow",
        "tk-void-tarok",
        "tk-overtrump",
        "tk-any-card",
        "tk-trick-winner",
        "tk-tarok-order",
        "tk-skis",
        "tk-winner-leads",
        "tk-goal",
        "tk-pagat-ultimo",
        "tk-card-values",
        "tk-counting",
        "tk-formula",
        "tk-loss",
        "tk-renons",
        "tk-volat",
        "tk-volat-announced",
        "tk-bonuses",
        "tk-settlement",
        "tk-end",
    ),
    required_errata=(
        "erratum-recontra",
        "erratum-required-33",
        "erratum-kulkurotnie",
        "erratum-deck-diagram",
    ),
)

EDIT_LINK = "[edytuj | edytuj kod]"
NOTE_COUNT = 17
BACKLINKS_RE = re.compile(r"^↑ (?:\^[a-z] )*")
FOOTNOTE_REF_RE = re.compile(r"\[\^(\d+)\](?!:)")


def tarok_seed_without_debris() -> str:
    """The seed with the debris removed, after checking that the debris is only that."""
    seed = read_seed(TAROK.seed_prefix)
    assert seed.count(EDIT_LINK) == 9, "expected the edit link after each of 9 headings"
    lines = seed.replace(EDIT_LINK, "").splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("[Tarok_Podręcznik"))
    kept = lines[:first]
    tail = [line for line in lines[first:] if line.strip()]
    notes = [BACKLINKS_RE.sub("", line) for line in kept if line.startswith("↑ ")]
    assert len(notes) == NOTE_COUNT, f"{len(notes)} notes under Przypisy"
    labelled = [re.fullmatch(r"\[[^\]]+\] (.+)", line) for line in tail[:NOTE_COUNT]]
    assert all(labelled), "the removed reference list has an unlabelled line"
    assert [m[1] for m in labelled if m] == notes, "the removed list is not a copy of Przypisy"
    bare = [f"[{n}]" for n in range(1, NOTE_COUNT + 1)]
    assert tail[NOTE_COUNT:] == bare, "the seed does not end with the bare numbers [1]…[17]"
    return "\n".join(kept)


def tarok_seed_for_original_page() -> str:
    """On ``original.md`` the notes are page footnotes: their "↑ ^a ^b" marks are back-links."""
    lines = tarok_seed_without_debris().splitlines()
    return "\n".join(BACKLINKS_RE.sub("", line) for line in lines)


def test_tarok_sections_match_the_alignment_data() -> None:
    check_sections_match_alignment(TAROK)


def test_tarok_numbers_of_each_original_block_are_in_the_english_block() -> None:
    check_numbers_carried_over(TAROK)


def test_tarok_original_tabs_are_the_seed_word_for_word() -> None:
    check_original_tabs_are_the_seed(TAROK, tarok_seed_without_debris())


def test_tarok_original_page_is_the_seed_word_for_word() -> None:
    check_original_page_is_the_seed(TAROK, tarok_seed_for_original_page())


def test_tarok_rulebook_quotes_the_page_and_the_seed() -> None:
    check_rulebook_matches_page(TAROK, tarok_seed_without_debris())


def test_tarok_interpretation_and_errata_notes_are_in_place() -> None:
    check_every_note_is_in_place(TAROK)


def test_tarok_footnote_markers_stand_in_the_same_blocks_of_both_tabs() -> None:
    problems = []
    for section in TAROK.sections():
        _, original = original_heading_and_blocks(section)
        for k, (pl, en) in enumerate(zip(original, english_blocks(section), strict=True)):
            if FOOTNOTE_REF_RE.findall(pl) != FOOTNOTE_REF_RE.findall(en):
                problems.append(f"{section.id} block {k + 1}: {pl!r} / {en!r}")
    assert not problems, "\n".join(problems)


def test_tarok_footnotes_are_translated_in_order_under_references() -> None:
    sections = TAROK.sections()
    references = sections[-1]
    assert references.id == "references"
    lines = references.tabs[EN_TAB].lines
    assert PLACE_MARKER in [line.strip() for line in lines], "footnotes must be placed here"
    defined = [m["n"] for b in english_blocks(references) if (m := FOOTNOTE_DEF_RE.match(b))]
    assert defined == [str(n) for n in range(1, NOTE_COUNT + 1)]
    for section in sections[:-1]:
        for label, tab in section.tabs.items():
            assert not any(FOOTNOTE_DEF_RE.match(line.strip()) for line in tab.lines), (
                f"{section.id}/{label}: footnote texts belong under References"
            )
    original = TAROK.original_md.read_text(encoding="utf-8")
    on_page = re.findall(r"^\[\^(\d+)\]:", original, re.M)
    assert on_page == [str(n) for n in range(1, NOTE_COUNT + 1)], "original.md footnotes"


def test_tarok_auction_examples_are_one_table_with_three_results() -> None:
    auction = next(s for s in TAROK.sections() if s.id == "auction")
    _, original = original_heading_and_blocks(auction)
    english = english_blocks(auction)
    rows = [i for i, block in enumerate(original) if block.startswith("|")]
    assert len(rows) == 18 and rows == list(range(rows[0], rows[0] + 18)), rows
    assert [english[i] for i in rows[1:] if "Example" in english[i]] == [
        f"| **Example {n}** | | |" for n in (1, 2, 3)
    ]
    results = [english[i] for i in rows if "wins the auction" in english[i]]
    assert results == [
        "| *Ręka wins the auction; contract: dwójka* | | |",
        "| *Zadek wins the auction; contract: trzecia trójka* | | |",
        "| *Środek wins the auction; contract: druga trójka* | | |",
    ]
    assert original[rows[0] - 1] == "**Przykłady Licytacji**"
