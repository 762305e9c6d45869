"""The Pamfil translation keeps faith with its Polish original and with the engine.

Checks, without building the site:

- the original tab of every section of ``docs/pamfil/rules.md``, read in order, and the text
  of ``docs/pamfil/original.md`` are the seed text word for word (only layout differs: "•"
  lines as lists, headings in bold or as headings, the picture caption in italics);
- ``tests/data/alignment/pamfil.json`` describes the page: the same sections in order, the same
  number of blocks in both tabs, and every number of an original block in its English block;
- the rulebook (``trainer/pamfil/rulebook.py``) agrees with the page and the seed, and every
  interpretation (P1–P16) and erratum of the design notes has its marked note.

The page reader below is shared with ``test_tarok_translation.py`` (same page layout).
"""

from __future__ import annotations

import ast
import importlib
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from trainer.rules import rulebook

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT / "sources"  # copies of the shared canon (sources/README.md)
RULES_NOTES = SHARED / "design" / "rules-notes.md"

EN_TAB = "English"
PL_TAB = "Polski (oryginał)"
LANG_OPEN = '<div lang="pl" markdown>'
PLACE_MARKER = "///Footnotes Go Here///"

SECTION_RE = re.compile(r"^## (?P<title>.+?) \{#(?P<id>[a-z0-9-]+)\}\s*$")
TAB_RE = re.compile(r'^=== "(?P<label>.+)"\s*$')
NOTE_OPEN_RE = re.compile(
    r'^<div class="admonition (?P<kind>interpretation|erratum|note editorial)"'
    r'(?: id="(?P<id>[a-z0-9-]+)")?'
)
NOTE_TITLE_RE = re.compile(r"^(?P<title>.+)\n\{: \.admonition-title \}$", re.M)
LIST_ITEM_RE = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+(?P<text>.*)$")
FOOTNOTE_DEF_RE = re.compile(r"^\[\^(?P<n>\d+)\]:\s*(?P<text>.*)$")
TABLE_SEPARATOR_RE = re.compile(r"^\|(?:\s*:?-{3,}:?\s*\|)+$")
SPAN_RE = re.compile(r'<span class="rule" id="(?P<id>[^"]+)">(?P<text>.*?)</span>', re.S)
NUMBER_RE = re.compile(r"\d+")


# ---------------------------------------------------------------------------------------------
# Reading a rules page: sections, tabs, notes and blocks
# ---------------------------------------------------------------------------------------------


@dataclass
class Note:
    """One marked note of an English tab: its kind, id and title line."""

    kind: str
    id: str | None
    title: str


@dataclass
class Tab:
    """The content of one tab, dedented, with our notes taken out."""

    lines: list[str]
    notes: list[Note] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


@dataclass
class Section:
    """One ``##`` section of a rules page and its two tabs."""

    id: str
    title: str
    tabs: dict[str, Tab] = field(default_factory=dict)


def read_seed(prefix: str) -> str:
    """The source text ``../shared/seeds/<prefix>_*.txt`` (exactly one file)."""
    found = sorted((SHARED / "seeds").glob(f"{prefix}_*.txt"))
    assert len(found) == 1, f"expected one seed {prefix}_*.txt in {SHARED / 'seeds'}, found {found}"
    return found[0].read_text(encoding="utf-8")


def split_notes(lines: list[str]) -> tuple[list[str], list[Note]]:
    """Separate our marked notes (admonition divs) from the translated text."""
    kept: list[str] = []
    notes: list[Note] = []
    depth = 0
    body: list[str] = []
    opened: re.Match[str] | None = None
    for line in lines:
        if depth == 0:
            opened = NOTE_OPEN_RE.match(line)
            if opened:
                depth, body = 1, []
                continue
            kept.append(line)
            continue
        if line.startswith("<div"):
            depth += 1
        elif line.startswith("</div>"):
            depth -= 1
            if depth == 0:
                assert opened is not None
                title = NOTE_TITLE_RE.search("\n".join(body))
                notes.append(Note(opened["kind"], opened["id"], title["title"] if title else ""))
                continue
        body.append(line)
    assert depth == 0, "a note <div> is not closed"
    return kept, notes


def parse_page(text: str) -> list[Section]:
    """The ``##`` sections of a rules page, each with its tabs (dedented, notes separated)."""
    sections: list[Section] = []
    raw: list[dict[str, list[str]]] = []
    current: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("## "):
            match = SECTION_RE.match(line)
            assert match, f"section heading without an {{#id}} anchor: {line!r}"
            sections.append(Section(match["id"], match["title"]))
            raw.append({})
            current = None
            continue
        if not sections:
            continue
        tab = TAB_RE.match(line)
        if tab:
            assert tab["label"] not in raw[-1], f"{sections[-1].id}: tab {tab['label']!r} twice"
            current = raw[-1].setdefault(tab["label"], [])
            continue
        if current is None:
            continue
        if line.startswith("    ") or not line.strip():
            current.append(line[4:])
        else:
            current = None
    for section, tabs in zip(sections, raw, strict=True):
        for label, lines in tabs.items():
            kept, notes = split_notes(lines)
            section.tabs[label] = Tab(kept, notes)
    return sections


def unwrap_original(section: Section) -> list[str]:
    """The original tab's lines inside its ``<div lang=...>`` wrapper."""
    lines = [line for line in section.tabs[PL_TAB].lines if line.strip()]
    assert lines and lines[0] == LANG_OPEN, f"{section.id}: original tab must open {LANG_OPEN}"
    assert lines[-1] == "</div>", f"{section.id}: original tab must close its <div>"
    inner = section.tabs[PL_TAB].lines
    start = inner.index(LANG_OPEN)
    end = len(inner) - 1 - inner[::-1].index("</div>")
    return inner[start + 1 : end]


def blocks(lines: list[str]) -> list[str]:
    """Paragraphs, list items (nested ones too), table rows and footnote definitions."""
    found: list[str] = []
    current: list[str] | None = None

    def flush() -> None:
        nonlocal current
        if current:
            found.append(" ".join(current))
        current = None

    for line in lines:
        stripped = line.strip()
        if not stripped or stripped == PLACE_MARKER:
            flush()
            continue
        if stripped.startswith("|"):
            flush()
            if not TABLE_SEPARATOR_RE.match(stripped):
                found.append(stripped)
            continue
        item = LIST_ITEM_RE.match(line)
        if item:
            flush()
            current = [item["text"]]
            continue
        if FOOTNOTE_DEF_RE.match(stripped):
            flush()
            current = [stripped]
            continue
        if current is None:
            current = [stripped]
        else:
            current.append(stripped)
    flush()
    return found


def english_blocks(section: Section) -> list[str]:
    return blocks(section.tabs[EN_TAB].lines)


def original_heading_and_blocks(section: Section) -> tuple[str, list[str]]:
    """The bold heading line that opens an original tab, and the blocks after it."""
    found = blocks(unwrap_original(section))
    assert found, f"{section.id}: empty original tab"
    heading = re.fullmatch(r"\*\*(.+)\*\*", found[0])
    assert heading, f"{section.id}: the original tab must open with its heading in bold"
    return heading[1], found[1:]


def markdown_to_text(text: str) -> str:
    """Plain words of our Markdown: no emphasis, escapes, table pipes or footnote syntax."""
    text = re.sub(r"^\[\^\d+\]:\s*", "", text)
    text = re.sub(r"\[\^(\d+)\]", r"^[\1]", text)
    text = text.replace("\\*", "\x00")
    text = text.replace("*", "").replace("\x00", "*")
    text = text.replace("|", " ")
    return collapse(text)


def collapse(text: str) -> str:
    """Whitespace runs become one space; "•" bullets are layout and go too."""
    return " ".join(text.replace("•", " ").split())


def assert_same_text(actual: str, expected: str, what: str) -> None:
    """Fail with the first place where two long texts part ways."""
    if actual == expected:
        return
    at = next(
        (i for i, (a, b) in enumerate(zip(actual, expected, strict=False)) if a != b),
        min(len(actual), len(expected)),
    )
    pytest.fail(
        f"{what} differs from the seed at character {at}:\n"
        f"  page: …{actual[max(0, at - 60) : at + 60]!r}\n"
        f"  seed: …{expected[max(0, at - 60) : at + 60]!r}"
    )


def original_md_text(text: str) -> str:
    """The words of an ``original.md`` page: everything inside its ``<div lang=...>``."""
    start = text.index(LANG_OPEN) + len(LANG_OPEN)
    end = text.rindex("</div>")
    pieces = []
    for block in blocks(text[start:end].splitlines()):
        heading = re.fullmatch(r"#{1,6} (.+?)(?: \{#[a-z0-9-]+\})?", block)
        pieces.append(markdown_to_text(heading[1] if heading else block))
    return collapse(" ".join(pieces))


def rules_notes_ids(letter: str) -> list[str]:
    """The interpretation ids of one game in rules-notes.md (P1…, T1…)."""
    text = RULES_NOTES.read_text(encoding="utf-8")
    return re.findall(rf"^\| ({letter}\d+) \|", text, re.M)


def declared_rule_ids(module_name: str) -> list[str]:
    """Every id (a row's first item) given to ``rulebook(...)`` in a rulebook's source,
    duplicates included."""
    module = importlib.import_module(module_name)
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    return [
        row.elts[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "rulebook"
        for row in node.args
        if isinstance(row, ast.Tuple) and isinstance(row.elts[0], ast.Constant)
    ]


# ---------------------------------------------------------------------------------------------
# Checks shared by the Pamfil and Tarok tests
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Game:
    """What the shared checks need to know about one translated game."""

    name: str
    seed_prefix: str
    note_letter: str
    required_rule_ids: tuple[str, ...]
    required_errata: tuple[str, ...]

    @property
    def rules_md(self) -> Path:
        return ROOT / "docs" / self.name / "rules.md"

    @property
    def original_md(self) -> Path:
        return ROOT / "docs" / self.name / "original.md"

    @property
    def alignment(self) -> Path:
        return ROOT / "tests" / "data" / "alignment" / f"{self.name}.json"

    @property
    def rulebook(self) -> str:
        return f"trainer.{self.name}.rulebook"

    def sections(self) -> list[Section]:
        return parse_page(self.rules_md.read_text(encoding="utf-8"))


def check_sections_match_alignment(game: Game) -> None:
    """Same sections in order; both tabs have the recorded number of blocks."""
    recorded = json.loads(game.alignment.read_text(encoding="utf-8"))
    assert recorded["game"] == game.name
    sections = game.sections()
    assert [s.id for s in sections] == [r["id"] for r in recorded["sections"]], (
        "sections of rules.md and the alignment data differ"
    )
    for section, record in zip(sections, recorded["sections"], strict=True):
        assert set(section.tabs) == {EN_TAB, PL_TAB}, f"{section.id}: tabs {list(section.tabs)}"
        assert section.title == record["english"], f"{section.id}: English heading"
        heading, original = original_heading_and_blocks(section)
        assert heading == record["original"], f"{section.id}: original heading {heading!r}"
        english = english_blocks(section)
        assert len(original) == record["blocks"], (
            f"{section.id}: original tab has {len(original)} blocks, alignment says "
            f"{record['blocks']}"
        )
        assert len(english) == record["blocks"], (
            f"{section.id}: English tab has {len(english)} blocks, alignment says "
            f"{record['blocks']}: {english}"
        )


def check_numbers_carried_over(game: Game) -> None:
    """Every number of an original block appears in the English block beside it."""
    problems = []
    for section in game.sections():
        _, original = original_heading_and_blocks(section)
        english = english_blocks(section)
        for k, (pl, en) in enumerate(zip(original, english, strict=True)):
            missing = Counter(NUMBER_RE.findall(pl)) - Counter(NUMBER_RE.findall(en))
            if missing:
                problems.append(f"{section.id} block {k + 1}: {sorted(missing)} missing in {en!r}")
    assert not problems, "\n".join(problems)


def check_original_tabs_are_the_seed(game: Game, seed_text: str) -> None:
    """The original tabs, read in order, are the seed (debris removed) word for word."""
    pieces = []
    for section in game.sections():
        heading, original = original_heading_and_blocks(section)
        pieces.append(heading)
        pieces.extend(markdown_to_text(block) for block in original)
    assert_same_text(collapse(" ".join(pieces)), collapse(seed_text), f"{game.name}/rules.md")


def check_original_page_is_the_seed(game: Game, seed_text: str) -> None:
    text = game.original_md.read_text(encoding="utf-8")
    assert "CC BY-SA 4.0" in text and "../about/sources.md" in text, "attribution line"
    assert_same_text(original_md_text(text), collapse(seed_text), f"{game.name}/original.md")


def check_rulebook_matches_page(game: Game, seed_text: str) -> None:
    """Each rule quotes its span exactly; each span is a rule; originals are in the seed."""
    rules = importlib.import_module(game.rulebook).RULES
    declared = declared_rule_ids(game.rulebook)
    duplicates = [rule_id for rule_id, n in Counter(declared).items() if n > 1]
    assert not duplicates, f"rule ids declared twice: {duplicates}"
    missing = [rule_id for rule_id in game.required_rule_ids if rule_id not in rules]
    assert not missing, f"rule ids the engines cite are missing from the rulebook: {missing}"

    page = game.rules_md.read_text(encoding="utf-8")
    in_english: dict[str, str] = {}
    for section in game.sections():
        for match in SPAN_RE.finditer(section.tabs[EN_TAB].text):
            assert match["id"] not in in_english, f"span {match['id']} appears twice"
            in_english[match["id"]] = " ".join(match["text"].split())
    everywhere = [m["id"] for m in SPAN_RE.finditer(page)]
    assert sorted(everywhere) == sorted(in_english), "rule spans outside the English tabs"
    assert set(in_english) == set(rules), (
        f"spans without a rule: {sorted(set(in_english) - set(rules))}; "
        f"rules without a span: {sorted(set(rules) - set(in_english))}"
    )
    problems = []
    seed = collapse(seed_text)
    for rule in rules.values():
        shown = in_english[rule.id]
        if re.search(r"[*_`\[\]<>]", shown):
            problems.append(f"{rule.id}: Markdown or HTML inside the span: {shown!r}")
        if shown != rule.text:
            problems.append(f"{rule.id}: page says {shown!r}, rulebook says {rule.text!r}")
        if rule.game != game.name:
            problems.append(f"{rule.id}: game {rule.game!r}")
        if collapse(rule.original) not in seed:
            problems.append(f"{rule.id}: original not found in the seed: {rule.original!r}")
    assert not problems, "\n".join(problems)


def check_every_note_is_in_place(game: Game) -> None:
    """Every rules-notes id of the game has its note in an English tab; rules cite real ids."""
    ids = rules_notes_ids(game.note_letter)
    assert ids, f"no {game.note_letter}-ids found in {RULES_NOTES}"
    notes = [note for section in game.sections() for note in section.tabs[EN_TAB].notes]
    note_ids = [note.id for note in notes if note.id]
    duplicates = [i for i, n in Counter(note_ids).items() if n > 1]
    assert not duplicates, f"note ids used twice: {duplicates}"
    problems = []
    for note_id in ids:
        matching = [n for n in notes if n.id == f"note-{note_id.lower()}"]
        if not matching:
            problems.append(f"interpretation {note_id} has no note-{note_id.lower()} block")
        elif matching[0].kind != "interpretation" or not matching[0].title.startswith(
            f"Interpretation {note_id} — "
        ):
            problems.append(f"note-{note_id.lower()}: kind or title {matching[0].title!r}")
    for erratum in game.required_errata:
        if not any(n.id == erratum and n.kind == "erratum" for n in notes):
            problems.append(f"erratum note {erratum} is missing")
    for note in notes:
        if not note.title:
            problems.append(f"note {note.id or note.kind} has no title line")
    rules = importlib.import_module(game.rulebook).RULES
    for rule in rules.values():
        if rule.note is not None and rule.note not in ids:
            problems.append(f"{rule.id}: note {rule.note!r} is not a {game.note_letter}-id")
    for section in game.sections():
        if section.tabs[PL_TAB].notes:
            problems.append(f"{section.id}: notes inside the original tab")
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------------------------------------
# Pamfil
# ---------------------------------------------------------------------------------------------

PAMFIL = Game(
    name="pamfil",
    seed_prefix="000",
    note_letter="P",
    required_rule_ids=(
        "pf-deck",
        "pf-rank",
        "pf-pamfil",
        "pf-deal",
        "pf-trump-card",
        "pf-forehand-must-play",
        "pf-exchange",
        "pf-declare",
        "pf-exchange-commits",
        "pf-follow-beat",
        "pf-mucha",
        "pf-mucha-trump",
        "pf-mucha-points",
        "pf-score-declared",
        "pf-score-undeclared",
        "pf-score-mucha",
        "pf-pamfil-double",
        "pf-variant",
    ),
    # The text has no errors (rules-notes §3.5): its two gaps are editorial notes (see below),
    # and the ace counts 10 as a figure by the text itself (P6).
    required_errata=(),
)


def pamfil_seed_without_debris() -> str:
    """The Pamfil seed has no extraction debris: nothing is removed (checked, not assumed)."""
    seed = read_seed(PAMFIL.seed_prefix)
    assert "edytuj" not in seed and not re.search(r"^\[\d+\]$", seed, re.M), "unexpected debris"
    return seed


def test_pamfil_sections_match_the_alignment_data() -> None:
    check_sections_match_alignment(PAMFIL)


def test_pamfil_numbers_of_each_original_block_are_in_the_english_block() -> None:
    check_numbers_carried_over(PAMFIL)


def test_pamfil_original_tabs_are_the_seed_word_for_word() -> None:
    check_original_tabs_are_the_seed(PAMFIL, pamfil_seed_without_debris())


def test_pamfil_original_page_is_the_seed_word_for_word() -> None:
    check_original_page_is_the_seed(PAMFIL, pamfil_seed_without_debris())


def test_a_rulebook_refuses_an_id_listed_twice() -> None:
    """The table is a dict: a second row with the same id would replace the first unseen."""
    row = ("pf-deck", "The text.", "Tekst.")
    with pytest.raises(ValueError, match="lists pf-deck twice"):
        rulebook("pamfil", row, row, language="pl")


def test_pamfil_rulebook_quotes_the_page_and_the_seed() -> None:
    check_rulebook_matches_page(PAMFIL, pamfil_seed_without_debris())


def test_pamfil_interpretation_and_errata_notes_are_in_place() -> None:
    check_every_note_is_in_place(PAMFIL)


def test_pamfil_picture_caption_is_translated_as_a_caption() -> None:
    intro = PAMFIL.sections()[0]
    assert english_blocks(intro)[0] == (
        "*The Unter of acorns (niżnik żołędny) and the Jack of clubs*"
    )
    assert original_heading_and_blocks(intro)[1][0] == "*Niżnik żołędny i Walet Trefl*"


def test_pamfil_scoring_list_keeps_its_nesting() -> None:
    """The declared-game table is a nested list in both tabs, item for item."""
    scoring = next(s for s in PAMFIL.sections() if s.id == "final-scoring")
    for lines in (scoring.tabs[EN_TAB].lines, unwrap_original(scoring)):
        nested = [line for line in lines if re.match(r"^ {4}- ", line)]
        assert len(nested) == 8, nested


def test_page_reader_counts_blocks_and_takes_notes_out() -> None:
    """The reader itself: a list item, a note, a table row and a paragraph."""
    page = "\n".join(
        [
            "## A {#a}",
            "",
            '=== "English"',
            "",
            "    - one 1",
            "      more",
            "",
            '    <div class="admonition interpretation" id="note-p1" markdown>',
            "",
            "    Interpretation P1 — x",
            "    {: .admonition-title }",
            "",
            "    body",
            "",
            "    </div>",
            "",
            "    | a | b |",
            "    |---|---|",
            "    | c | 2 |",
            "",
            "    last",
        ]
    )
    section = parse_page(page)[0]
    assert english_blocks(section) == ["one 1 more", "| a | b |", "| c | 2 |", "last"]
    expected = Note("interpretation", "note-p1", "Interpretation P1 — x")
    assert section.tabs[EN_TAB].notes == [expected]
