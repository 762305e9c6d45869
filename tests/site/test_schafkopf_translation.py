"""The Schafkopf translation keeps faith with its Belarusian original and with the engine.

Checks, without building the site:

- the original tab of every section of ``docs/schafkopf/rules.md``, read in order, and the text
  of ``docs/schafkopf/original.md`` are the seed text, line for line (only layout differs: tables,
  a list, bold run-in headings, and the trump table, whose cells the extraction scattered one
  per line, rebuilt from exactly the same letters and signs);
- ``tests/data/alignment/schafkopf.json`` describes the page: the same sections in order, the
  same number of blocks in both tabs, and every number of an original block in its English block;
- the rulebook (``trainer/schafkopf/rulebook.py``) agrees with the page and the seed, and every
  interpretation (S1-S20) and erratum the design notes list has its marked note.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from trainer.schafkopf.rulebook import RULES

ROOT = Path(__file__).resolve().parents[2]
RULES_MD = ROOT / "docs" / "schafkopf" / "rules.md"
ORIGINAL_MD = ROOT / "docs" / "schafkopf" / "original.md"
ALIGNMENT = ROOT / "tests" / "data" / "alignment" / "schafkopf.json"
SHARED = ROOT / "sources"  # copies of the shared canon (sources/README.md)
SEED = next((SHARED / "seeds").glob("004_*.txt"))
RULES_NOTES = SHARED / "design" / "rules-notes.md"

EN_TAB = '=== "English"'
BE_TAB = '=== "Беларуская (арыгінал)"'
LANG_OPEN = '<div lang="be" markdown>'

# The trump table: the seed scatters it one cell per line between these two sentences.
TABLE_AFTER = "калі свеціць Чэрва:"
TABLE_BEFORE = "Раздача."

# Rule ids the engine cites (the translation brief's list) and the notes they carry.
REQUIRED_IDS = [
    "sk-players",
    "sk-deck",
    "sk-ober-unter",
    "sk-card-points",
    "sk-deck-total",
    "sk-trumps",
    "sk-trump-suit-ranks",
    "sk-ober-unter-belong",
    "sk-hearts-trump",
    "sk-trump-table",
    "sk-deal",
    "sk-auction-open",
    "sk-auction-pass-final",
    "sk-auction-higher",
    "sk-auction-highest",
    "sk-auction-tie",
    "sk-auction-repeat",
    "sk-all-pass-garbled",
    "sk-all-pass",
    "sk-contracts",
    "sk-ace-game",
    "sk-wenz",
    "sk-suit-solo",
    "sk-wenz-tout",
    "sk-suit-solo-tout",
    "sk-sie",
    "sk-ace-game-condition",
    "sk-ace-game-partner-secret",
    "sk-called-ace-no-lead",
    "sk-called-ace-must-play",
    "sk-called-ace-lead",
    "sk-called-ace-free",
    "sk-called-ace-last-trick",
    "sk-first-lead",
    "sk-contra",
    "sk-re",
    "sk-contra-rounds",
    "sk-contra-reveals",
    "sk-follow-suit",
    "sk-no-trump-duty",
    "sk-trick-winner",
    "sk-scoring-table",
    "sk-contra-scoring",
    "sk-solo-payment",
    "sk-ace-game-payment",
    "sk-ramsch",
    "sk-ramsch-loser",
    "sk-ramsch-ties",
    "sk-kettle",
    "sk-kettle-loss",
    "sk-matadors",
    "sk-matadors-doubling",
    "sk-matadors-losers-pay",
    "sk-matadors-claim-expires",
    "sk-matadors-examples",
]
REQUIRED_NOTES = {
    "sk-auction-highest": "S2",
    "sk-auction-tie": "S2",
    "sk-all-pass": "S3",
    "sk-ace-game-condition": "S4",
    "sk-called-ace-lead": "S5",
    "sk-called-ace-last-trick": "S6",
    "sk-called-ace-free": "S7",
    "sk-scoring-table": "S8",
    "sk-wenz-tout": "S9",
    "sk-suit-solo-tout": "S9",
    "sk-contra-scoring": "S10",
    "sk-ace-game-payment": "S11",
    "sk-sie": "S12",
    "sk-first-lead": "S13",
    "sk-wenz": "S14",
    "sk-matadors": "S15",
    "sk-ramsch-ties": "S16",
    "sk-kettle": "S17",
    "sk-trump-suit-ranks": "S18",
    "sk-contra": "S19",
    "sk-contracts": "S1",
}
# Errata of rules-notes §3.3, each with a note on the page. Schneider at 91 is not one: it is
# the text's rule and the official one (S8, corrected 2026-11-30).
REQUIRED_ERRATA = [
    "erratum-matador-example-2",
    "erratum-matador-example-3",
    "erratum-running-away",
    "erratum-all-pass-garbled",
    "erratum-first-lead-garbled",
]


# --------------------------------------------------------------------------------------------
# Reading the page
# --------------------------------------------------------------------------------------------


@dataclass
class Section:
    """One ``##``/``###`` section of rules.md with the raw lines of its two tabs."""

    anchor: str
    level: int
    heading: str
    english: list[str] = field(default_factory=list)
    original: list[str] = field(default_factory=list)
    between: list[str] = field(default_factory=list)  # lines outside both tabs


OURS = {"house-rules"}
"""Sections at the end of the page that are ours (house rules), not the text's."""
HEADING = re.compile(r"^(#{2,3}) (.+?) \{#([a-z0-9-]+)\}\s*$")
SEPARATOR = re.compile(r"^\|(\s*:?-+:?\s*\|)+\s*$")
NOTE_OPEN = re.compile(r'^<div class="admonition\b')
SPAN = re.compile(r'<span class="rule" id="([^"]+)">(.*?)</span>')


def read_sections(text: str) -> list[Section]:
    """Split rules.md into sections and each section into its English and original tab."""
    sections: list[Section] = []
    target: list[str] | None = None
    for line in text.splitlines():
        match = HEADING.match(line)
        if match:
            level, heading, anchor = match.groups()
            if anchor in OURS:
                break  # our own sections close the page; they translate nothing
            sections.append(Section(anchor, len(level), heading))
            target = None
            continue
        if not sections:
            continue
        section = sections[-1]
        if line == EN_TAB:
            target = section.english
        elif line == BE_TAB:
            target = section.original
        elif line.startswith("    ") or not line.strip():
            (target if target is not None else section.between).append(line[4:])
        else:
            target = None
            section.between.append(line)
    return sections


def drop_notes(lines: list[str]) -> list[str]:
    """Remove our admonition notes (editorial, interpretation, erratum): they are not text."""
    kept: list[str] = []
    inside = False
    for line in lines:
        if NOTE_OPEN.match(line):
            assert not inside, f"nested note near: {line}"
            inside = True
        elif inside and line.strip() == "</div>":
            inside = False
        elif not inside:
            kept.append(line)
    assert not inside, "a note <div> is never closed"
    return kept


def blocks(lines: list[str]) -> list[str]:
    """Paragraphs, list items and table rows (not the separator rows), in order."""
    found: list[str] = []
    chunk: list[str] = []

    def flush() -> None:
        if not chunk:
            return
        if chunk[0].startswith("|"):
            found.extend(row for row in chunk if not SEPARATOR.match(row))
        elif chunk[0].startswith("- "):
            found.extend(chunk)
        else:
            found.append(" ".join(chunk))
        chunk.clear()

    for line in lines:
        if line.strip():
            chunk.append(line.strip())
        else:
            flush()
    flush()
    return found


def unwrap_lang(lines: list[str], where: str) -> list[str]:
    """The lines inside the one ``<div lang="be" markdown>`` of an original tab or page."""
    stripped = [line.strip() for line in lines]
    assert LANG_OPEN in stripped, f"{where}: no {LANG_OPEN}"
    start = stripped.index(LANG_OPEN)
    end = len(stripped) - 1 - stripped[::-1].index("</div>")
    assert start < end, f"{where}: the lang div is not closed"
    outside = [line for line in stripped[:start] + stripped[end + 1 :] if line]
    assert not outside, f"{where}: text outside the lang div: {outside}"
    return lines[start + 1 : end]


def plain(block: str) -> str:
    """A block as words: table cells joined, list marker, bold and escapes dropped."""
    if block.startswith("|"):
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", block.strip("|"))]
        block = " ".join(cell for cell in cells if cell)
    elif block.startswith("- "):
        block = block[2:]
    block = block.replace("**", "").replace("\\*", "*").replace("\\|", "|")
    return " ".join(block.split())


def english_words(block: str) -> str:
    """An English block without HTML tags and link targets (so ids and URLs hold no numbers)."""
    block = re.sub(r"\]\([^)]*\)", "]", block)
    return re.sub(r"<[^>]+>", " ", block)


# --------------------------------------------------------------------------------------------
# Reading the seed
# --------------------------------------------------------------------------------------------


def seed_text() -> str:
    return SEED.read_text(encoding="utf-8")


def seed_units() -> tuple[list[str], list[str], list[str]]:
    """Seed lines as blocks: (before the trump table, the table's cells, after the table)."""
    lines = [line for line in seed_text().splitlines() if line.strip()]
    units = [" ".join(" ".join(c.strip() for c in line.split("\t")).split()) for line in lines]
    units = [unit.removeprefix("• ") for unit in units]
    start = next(i for i, unit in enumerate(units) if unit.endswith(TABLE_AFTER)) + 1
    end = next(i for i, unit in enumerate(units) if unit.startswith(TABLE_BEFORE))
    return units[:start], units[start:end], units[end:]


def split_at_table(units: list[str]) -> tuple[list[str], list[str], list[str]]:
    start = next(i for i, unit in enumerate(units) if unit.endswith(TABLE_AFTER)) + 1
    end = next(i for i, unit in enumerate(units) if unit.startswith(TABLE_BEFORE))
    return units[:start], units[start:end], units[end:]


def assert_verbatim(units: list[str], where: str) -> None:
    """``units`` (plain blocks of an original text) are the seed, line by line."""
    before, table, after = split_at_table(units)
    seed_before, seed_table, seed_after = seed_units()
    for mine, theirs, part in ((before, seed_before, "before"), (after, seed_after, "after")):
        for index, (got, want) in enumerate(zip(mine, theirs, strict=False)):
            assert got == want, (
                f"{where}: block {index} {part} the trump table differs from the seed:\n"
                f"  page: {got[:120]}\n  seed: {want[:120]}"
            )
        assert len(mine) == len(theirs), (
            f"{where}: {len(mine)} blocks {part} the trump table, the seed has {len(theirs)}"
        )
    got_cells = Counter(" ".join(table).split())
    want_cells = Counter(" ".join(seed_table).split())
    assert got_cells == want_cells, (
        f"{where}: the rebuilt trump table does not hold exactly the seed's letters and signs: "
        f"extra {got_cells - want_cells}, missing {want_cells - got_cells}"
    )


# --------------------------------------------------------------------------------------------
# Fixtures
# --------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rules_page() -> str:
    return RULES_MD.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def sections(rules_page: str) -> list[Section]:
    found = read_sections(rules_page)
    assert found, "rules.md has no '## Heading {#id}' sections"
    return found


def english_blocks(section: Section) -> list[str]:
    return blocks(drop_notes(section.english))


def original_blocks(section: Section) -> list[str]:
    lines = unwrap_lang(section.original, f"section #{section.anchor}")
    assert not any(NOTE_OPEN.match(line) for line in lines), (
        f"section #{section.anchor}: notes belong in the English tab"
    )
    return blocks(lines)


# --------------------------------------------------------------------------------------------
# Originals verbatim
# --------------------------------------------------------------------------------------------


def test_every_section_has_both_tabs(sections: list[Section]) -> None:
    for section in sections:
        assert section.english, f"section #{section.anchor} has no English tab"
        assert section.original, f"section #{section.anchor} has no original tab"
        stray = [line for line in section.between if line.strip()]
        assert not stray, f"section #{section.anchor}: text outside the tabs: {stray[:2]}"


def test_original_tabs_are_the_seed_verbatim(sections: list[Section]) -> None:
    units = [plain(block) for section in sections for block in original_blocks(section)]
    assert_verbatim(units, "rules.md original tabs")


def test_original_page_is_the_seed_verbatim() -> None:
    text = ORIGINAL_MD.read_text(encoding="utf-8")
    # The page's front matter (its title, "Schafkopf · Original text") and heading go first.
    text = re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S).lstrip("\n")
    lines = text.splitlines()
    body = unwrap_lang(drop_notes(lines[1:]), "original.md")
    assert_verbatim([plain(block) for block in blocks(body)], "original.md")


def test_original_page_says_where_it_comes_from_and_what_was_removed() -> None:
    text = ORIGINAL_MD.read_text(encoding="utf-8")
    head = text.split(LANG_OPEN)[0]
    assert "official rules of" in head and "1989" in head, "attribution line is missing"
    assert "not identified" in head, "the attribution must say the source is not identified"
    assert "about/sources" in head, "link to the sources page is missing"
    assert "Removals" in head, "the editorial note must list the kinds of removal"
    assert "trump table" in head, "the editorial note must explain the rebuilt trump table"


def test_seed_has_no_known_debris() -> None:
    """Our original page removes nothing: make sure the seed really has no debris to remove."""
    text = seed_text()
    assert "[edytuj" not in text
    assert not re.search(r"^\[\d+\]$", text, re.MULTILINE)


# --------------------------------------------------------------------------------------------
# Alignment
# --------------------------------------------------------------------------------------------


def test_alignment_file_matches_the_page(sections: list[Section]) -> None:
    data = json.loads(ALIGNMENT.read_text(encoding="utf-8"))
    assert data["game"] == "schafkopf"
    listed = data["sections"]
    assert [s["id"] for s in listed] == [s.anchor for s in sections], (
        "alignment/schafkopf.json and rules.md list different sections (or a different order)"
    )
    for entry, section in zip(listed, sections, strict=True):
        where = f"section #{section.anchor}"
        assert entry["english_heading"] == section.heading, f"{where}: English heading differs"
        assert entry["level"] == section.level, f"{where}: heading level differs"
        english, original = english_blocks(section), original_blocks(section)
        bold = re.match(r"^\*\*(.+?)\*\*", original[0])
        assert bold, f"{where}: the original tab must open with its heading in bold"
        assert entry["original_heading"] == bold.group(1), f"{where}: original heading differs"
        assert len(original) == entry["blocks"], (
            f"{where}: original tab has {len(original)} blocks, alignment says {entry['blocks']}"
        )
        assert len(english) == entry["blocks"], (
            f"{where}: English tab has {len(english)} blocks, alignment says {entry['blocks']}"
        )
        assert english[0].startswith("**"), f"{where}: the English tab must open in bold too"


def test_numbers_of_each_original_block_are_in_its_english_block(
    sections: list[Section],
) -> None:
    for section in sections:
        pairs = zip(english_blocks(section), original_blocks(section), strict=True)
        for index, (english, original) in enumerate(pairs):
            wanted = Counter(re.findall(r"\d+", original))
            found = Counter(re.findall(r"\d+", english_words(english)))
            missing = wanted - found
            assert not missing, (
                f"section #{section.anchor}, block {index}: numbers {sorted(missing)} of the "
                f"original are missing in the English:\n  {english[:120]}"
            )


def test_table_rows_keep_their_cell_count(sections: list[Section]) -> None:
    for section in sections:
        pairs = zip(english_blocks(section), original_blocks(section), strict=True)
        for index, (english, original) in enumerate(pairs):
            if original.startswith("|"):
                assert english.startswith("|"), f"#{section.anchor} block {index}: not a row"
                cells = len(re.split(r"(?<!\\)\|", original.strip("|")))
                assert len(re.split(r"(?<!\\)\|", english.strip("|"))) == cells, (
                    f"section #{section.anchor}, row {index}: cell count differs"
                )
            if original.startswith("- "):
                assert english.startswith("- "), f"#{section.anchor} block {index}: not a list"


# --------------------------------------------------------------------------------------------
# Rulebook, rule anchors and notes
# --------------------------------------------------------------------------------------------


def spans_by_tab(sections: list[Section]) -> tuple[dict[str, tuple[str, str]], list[str]]:
    """Rule spans of the English tabs ({id: (text, section)}) and ids found elsewhere."""
    english: dict[str, tuple[str, str]] = {}
    elsewhere: list[str] = []
    for section in sections:
        for rule_id, text in SPAN.findall("\n".join(section.english)):
            assert rule_id not in english, f"rule span id {rule_id} appears twice"
            english[rule_id] = (text, section.anchor)
        elsewhere += SPAN.findall("\n".join(section.original))
    return english, elsewhere


def test_rulebook_texts_are_the_spans_of_the_page(sections: list[Section]) -> None:
    spans, elsewhere = spans_by_tab(sections)
    assert not elsewhere, f"rule spans outside the English tabs: {elsewhere}"
    assert set(spans) == set(RULES), (
        f"spans without a rule: {sorted(set(spans) - set(RULES))}; "
        f"rules without a span: {sorted(set(RULES) - set(spans))}"
    )
    for rule_id, rule in RULES.items():
        text, _ = spans[rule_id]
        assert rule.id == rule_id and rule.game == "schafkopf", f"{rule_id}: wrong id or game"
        assert not re.search(r"[*_`\[\]<>]", text.replace("[Wenz Solo]", "")), (
            f"{rule_id}: the span must hold plain words, no Markdown or HTML"
        )
        assert text == rule.text, f"{rule_id}: rulebook text differs from the page:\n{text}"
        assert rule.url == f"schafkopf/rules/#{rule_id}"


def test_rulebook_originals_are_in_the_seed() -> None:
    text = seed_text()
    for rule in RULES.values():
        assert rule.original in text, f"{rule.id}: 'original' is not verbatim in the seed"


def test_rulebook_has_every_rule_the_engine_cites() -> None:
    missing = [rule_id for rule_id in REQUIRED_IDS if rule_id not in RULES]
    assert not missing, f"rule ids missing from the rulebook: {missing}"
    for rule_id, note in REQUIRED_NOTES.items():
        assert RULES[rule_id].note == note, f"{rule_id} must carry note {note}"


def schafkopf_note_ids() -> list[str]:
    text = RULES_NOTES.read_text(encoding="utf-8")
    return sorted(set(re.findall(r"^\| (S\d+) \|", text, re.MULTILINE)), key=lambda s: int(s[1:]))


def test_every_interpretation_has_its_note(rules_page: str, sections: list[Section]) -> None:
    ids = schafkopf_note_ids()
    assert ids == [f"S{n}" for n in range(1, 21)], f"unexpected rules-notes ids: {ids}"
    english = "\n".join(line for section in sections for line in section.english)
    for note in ids:
        anchor = f'id="note-{note.lower()}"'
        assert rules_page.count(anchor) == 1, f"note-{note.lower()} must appear exactly once"
        assert anchor in english, f"note-{note.lower()} must stand in an English tab"
        block = english.split(anchor, 1)[1].split("</div>", 1)[0]
        assert f"Interpretation {note} " in block, f"note-{note.lower()}: title must name {note}"


def test_rule_notes_are_real_and_stand_with_their_rule(sections: list[Section]) -> None:
    ids = set(schafkopf_note_ids())
    spans, _ = spans_by_tab(sections)
    by_anchor = {section.anchor: "\n".join(section.english) for section in sections}
    for rule in RULES.values():
        if rule.note is None:
            continue
        assert rule.note in ids, f"{rule.id}: {rule.note} is not a Schafkopf rules-notes id"
        _, home = spans[rule.id]
        assert f'id="note-{rule.note.lower()}"' in by_anchor[home], (
            f"{rule.id}: note-{rule.note.lower()} is not in the section of its rule (#{home})"
        )


def test_errata_quote_the_original(rules_page: str) -> None:
    text = seed_text()
    for erratum in REQUIRED_ERRATA:
        anchor = f'id="{erratum}"'
        assert rules_page.count(anchor) == 1, f"{erratum} must appear exactly once"
        head, body = rules_page.split(anchor, 1)
        assert head.rsplit("<div", 1)[1].strip().startswith('class="admonition erratum"'), (
            f"{erratum}: must be an admonition erratum"
        )
        body = body.split("</div>", 1)[0]
        quotes = re.findall(r"«(.+?)»(?=[\s.,;)(]|$)", " ".join(body.split()))
        assert quotes, f"{erratum}: quotes no original words in «…»"
        for quote in quotes:
            quote = quote.rstrip("…")
            assert quote in " ".join(text.split()), f"{erratum}: «{quote}» is not in the seed"


def test_page_anchors_are_unique(rules_page: str) -> None:
    ids = re.findall(r'\bid="([^"]+)"', rules_page) + re.findall(r"\{#([a-z0-9-]+)\}", rules_page)
    repeated = [anchor for anchor, count in Counter(ids).items() if count > 1]
    assert not repeated, f"anchors used twice on the rules page: {repeated}"
