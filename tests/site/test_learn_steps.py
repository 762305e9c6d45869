"""Every lesson step of every learn page (``docs/<game>/learn.md``), checked by the engine.

A learn page is a path of lessons (``<section class="lesson" data-lesson=…>``); each lesson
has 3–5 interactive steps (``<div class="lesson-step" data-step='…'>``) or a whole first deal
(``<div class="lesson-deal" data-deal='…'>``), then a "You can now…" summary that links the
rules sentences it taught. The page's JavaScript asks the engine for every step, so a step
the engine refuses, a position that is already over, or a "legal" position where every card
is legal (nothing to learn) would reach a learner broken. This test asks the same engine the
same requests first, and scans the lesson prose for codes (card codes, anchors, identifiers)
the way ``tests/core/test_quiz_texts.py`` scans the questions. The built page must carry the
same steps: Markdown-in-HTML rewrites the attributes, and the JSON has to survive that.

A quiz step names a seed, and the question a seed gives follows the engine's simulated deals:
when those draw their random numbers differently, the step asks another question. What a
lesson's text promises of its questions (one suit only, no trumps yet, a plain game's score)
is therefore checked on the questions themselves (``PROMISES``), and no lesson asks the same
question twice.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from tests.learner_words import CODE_LIKE as LEARNER_CODE_LIKE
from tests.question_shapes import problems
from trainer.api import games, handle
from trainer.naming import the_card

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GAMES = sorted(games())
REQUIRED = ("tarok", "schafkopf")
"""The learn pages that must exist (Pamfil's is checked whenever it exists)."""

MIN_LESSONS = 6
STEP_ACTIONS = {"play", "call", "take"}
"""What a position step lets the learner do (docs/javascripts/learn/steps.js, BUTTON_KINDS):
play a card of the hand, or press a button for a call or a part of the talon to take; cards
to lay away, announcements and doubling need the play page."""
STEPS = range(3, 6)

SECTION = re.compile(
    r'<section class="lesson" data-lesson="([^"]*)"[^>]*>(.*?)</section>', re.DOTALL
)
STEP = re.compile(r"""<div class="lesson-step" data-step='([^']*)'\s*>\s*</div>""")
DEAL = re.compile(r"""<div class="lesson-deal" data-deal='([^']*)'\s*>\s*</div>""")
SUMMARY = re.compile(r'<div class="lesson-summary" markdown>(.*?)</div>', re.DOTALL)
LESSON_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
RULES_LINK = re.compile(r"\]\(rules\.md#([A-Za-z0-9_-]+)\)")
ANCHOR = re.compile(r'\bid="([^"]+)"|\{#([A-Za-z0-9_-]+)\}')

# What a learner must never read in the prose, and no code spans either.
CODE_LIKE = [*LEARNER_CODE_LIKE, (re.compile(r"`"), "code span")]
CARD_NOTATION = re.compile(
    r"\[\[(?:hand|trick|auction)\b.*?\]\]|(?<![\w:]):(?:[gspt]:)?(?:T\d{1,2}|SK|(?:10|[2-9AKOUQCJ])[CSHD]):(?![\w:])",
    re.DOTALL,
)
LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
TAG = re.compile(r"<[^>]*>")


@dataclass
class Lesson:
    """One ``<section class="lesson">`` of a learn page."""

    id: str
    body: str
    steps: list[dict[str, Any]] = field(default_factory=list)
    deals: list[dict[str, Any]] = field(default_factory=list)
    summary: str | None = None


def learn_page(game: str) -> Path:
    return DOCS / game / "learn.md"


def lessons_of(game: str) -> list[Lesson]:
    """The lessons of a learn page, in order, with their steps parsed from JSON."""
    text = learn_page(game).read_text(encoding="utf-8")
    out = []
    for lesson_id, body in SECTION.findall(text):
        lesson = Lesson(lesson_id, body)
        for raw in STEP.findall(body):
            lesson.steps.append(_json(raw, f"{game}/{lesson_id}: data-step"))
        for raw in DEAL.findall(body):
            lesson.deals.append(_json(raw, f"{game}/{lesson_id}: data-deal"))
        summaries = SUMMARY.findall(body)
        lesson.summary = summaries[0] if len(summaries) == 1 else None
        out.append(lesson)
    return out


def _json(raw: str, where: str) -> dict[str, Any]:
    try:
        value = json.loads(html.unescape(raw))
    except json.JSONDecodeError as error:
        pytest.fail(f"{where} is not JSON ({error}): {raw}")
    assert isinstance(value, dict), f"{where} is not a JSON object: {raw}"
    return value


def rules_anchors(game: str) -> set[str]:
    text = (DOCS / game / "rules.md").read_text(encoding="utf-8")
    return {a or b for a, b in ANCHOR.findall(text)}


def _pages() -> list[str]:
    return [g for g in GAMES if learn_page(g).is_file()]


def _steps() -> list[Any]:
    out = []
    for game in _pages():
        for lesson in lessons_of(game):
            for i, step in enumerate(lesson.steps, start=1):
                out.append(pytest.param(game, step, id=f"{game}-{lesson.id}-{i}"))
    return out


# -- the pages and their lessons ---------------------------------------------------------------


@pytest.mark.parametrize("game", REQUIRED)
def test_the_learn_page_exists(game):
    page = learn_page(game)
    assert page.is_file(), (
        f"{page.relative_to(ROOT)} is missing: every game needs its learn page (issue 13, "
        "'/<game>/learn/ — from zero')"
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_learn_page_is_a_path_of_lessons(game):
    if not learn_page(game).is_file():
        pytest.skip(f"no learn page for {game} yet")
    text = learn_page(game).read_text(encoding="utf-8")
    assert text.startswith("---\ntitle: "), f"{game}: the page needs its front-matter title"
    assert f'<div class="learn-path" data-learn="{game}" markdown>' in text, (
        f'{game}: the lessons must sit in <div class="learn-path" data-learn="{game}" markdown>'
    )
    lessons = lessons_of(game)
    assert len(lessons) >= MIN_LESSONS, (
        f"{game}: {len(lessons)} lessons, the path needs at least {MIN_LESSONS}"
    )
    ids = [lesson.id for lesson in lessons]
    assert len(set(ids)) == len(ids), f"{game}: repeated data-lesson ids {ids}"
    assert text.count('<section class="lesson"') == len(lessons), (
        f"{game}: a lesson section is not closed, or not written as the format says"
    )
    assert text.count('class="lesson-step"') == sum(len(x.steps) for x in lessons), (
        f"{game}: a lesson-step is outside a lesson or not written as the format says"
    )
    for number, lesson in enumerate(lessons, start=1):
        where = f"{game}/{lesson.id}"
        assert LESSON_ID.match(lesson.id), f"{where}: a lesson id is lower-case-with-hyphens"
        heading = re.search(r"^## (\d+)\. \S", lesson.body, re.MULTILINE)
        assert heading and int(heading[1]) == number, (
            f"{where}: lesson {number} starts with its numbered heading '## {number}. …'"
        )
        if lesson.deals:
            assert len(lesson.deals) == 1 and len(lesson.steps) <= max(STEPS), where
        else:
            assert len(lesson.steps) in STEPS, (
                f"{where}: {len(lesson.steps)} steps; a lesson has 3 to 5 (or a whole deal)"
            )
        assert lesson.summary is not None, f"{where}: one lesson-summary, please"
        assert "You can now" in lesson.summary, f"{where}: the summary says 'You can now…'"
    assert lessons[-1].deals, f"{game}: the path ends with a first deal (a lesson-deal)"


@pytest.mark.parametrize("game", GAMES)
def test_every_summary_links_rules_that_exist(game):
    if not learn_page(game).is_file():
        pytest.skip(f"no learn page for {game} yet")
    anchors = rules_anchors(game)
    for lesson in lessons_of(game):
        linked = RULES_LINK.findall(lesson.summary or "")
        assert linked, f"{game}/{lesson.id}: the summary links no rule of rules.md"
        missing = [a for a in linked if a not in anchors]
        assert not missing, f"{game}/{lesson.id}: no such anchor in {game}/rules.md: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_the_prose_is_in_words(game):
    if not learn_page(game).is_file():
        pytest.skip(f"no learn page for {game} yet")
    text = learn_page(game).read_text(encoding="utf-8")
    body = text.split("\n---\n", 1)[-1]
    prose = CARD_NOTATION.sub(" ", TAG.sub(" ", body))
    prose = LINK.sub(r"\1", prose)
    for line in prose.splitlines():
        for pattern, what in CODE_LIKE:
            found = pattern.search(line)
            assert not found, f"{game}/learn.md: {what} {found.group()!r} in {line.strip()!r}"


# -- every step, asked of the engine -------------------------------------------------------------


def _deal_request(op: str, game: str, position: dict[str, Any]) -> dict[str, Any]:
    known = {"seed", "players", "actions", "options"}
    assert set(position) <= known, f"unknown position fields {position}"
    return {"op": op, "game": game, **position}


def _cards_in(action: dict[str, Any]) -> set[str]:
    return {action["card"]} if "card" in action else set(action.get("cards", []))


@pytest.mark.parametrize(("game", "step"), _steps())
def test_every_step_is_answered_by_the_engine(game, step):
    if "quiz" in step:
        fields = {"quiz", "seed", "difficulty", "options"}
        assert set(step) <= fields, f"a quiz step's fields: {step}"
        assert step.get("difficulty", 1) in (1, 2, 3), f"a trainer level is 1, 2 or 3: {step}"
        kinds = handle({"op": "describe"})["games"][game]["quiz_kinds"]
        assert step["quiz"] in {k["name"] for k in kinds}, f"{step['quiz']} is no kind of {game}"
        response = handle(_quiz_request(game, step))
        assert response["ok"], response
        assert problems(response["question"]) == [], problems(response["question"])
        return

    assert set(step) == {"position", "prompt", "expect"}, f"a position step's fields: {step}"
    assert step["expect"] in ("legal", "best"), step
    assert step["prompt"].strip() and step["prompt"][0].isupper(), step
    for pattern, what in CODE_LIKE:
        assert not pattern.search(step["prompt"]), f"{what} in the prompt {step['prompt']!r}"
    state = handle(_deal_request("state", game, step["position"]))
    assert state["ok"], state
    assert not state["terminal"], f"the position is over: {step}"
    seat = state["to_move"]
    mine = [a for a in state["legal_actions"] if a["seat"] == seat]
    assert mine, f"the seat to move has no legal action: {step}"
    kinds = {a["action"] for a in mine}
    assert kinds & STEP_ACTIONS, (
        f"the learner may only {sorted(kinds)} here, but a position step offers the hand's "
        f"cards to play and the calls as buttons ({sorted(STEP_ACTIONS)}): {step}"
    )
    if step["expect"] == "legal":
        other = sorted({a["action"] for a in mine if not _cards_in(a)})
        assert not other, f"a 'legal' step where the learner may also {other}: {step}"
        playable = set().union(*(_cards_in(a) for a in mine))
        hand = set(state["hands"][seat])
        assert playable and playable <= hand, (
            f"a 'legal' step asks for cards of the hand, not a {mine[0]['action']}: {step}"
        )
        illegal = hand - playable
        assert illegal, f"every card is legal here, so the step teaches nothing: {step}"
    else:
        hint = handle({**_deal_request("hint", game, step["position"]), "strength": "basic"})
        assert hint["ok"], hint
        assert hint["action"] in mine, (hint, mine)
        assert hint["action"]["action"] in STEP_ACTIONS, f"the best move is a {hint['action']}"
        assert len(mine) > 1, f"a 'best' step with a single legal action: {step}"


@pytest.mark.parametrize("game", GAMES)
def test_every_first_deal_starts(game):
    if not learn_page(game).is_file():
        pytest.skip(f"no learn page for {game} yet")
    for lesson in lessons_of(game):
        for deal in lesson.deals:
            assert set(deal) == {"seed", "players"}, f"{game}/{lesson.id}: deal fields {deal}"
            state = handle({"op": "state", "game": game, **deal, "actions": []})
            assert state["ok"] and not state["terminal"], state


# -- the built page carries the same steps ------------------------------------------------------


class _StepAttributes(HTMLParser):
    """The ``data-step``/``data-deal`` JSON and ``data-lesson`` ids of a built learn page."""

    def __init__(self) -> None:
        super().__init__()
        self.steps: list[dict[str, Any]] = []
        self.deals: list[dict[str, Any]] = []
        self.lessons: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("data-step") is not None:
            self.steps.append(json.loads(found["data-step"] or ""))
        if found.get("data-deal") is not None:
            self.deals.append(json.loads(found["data-deal"] or ""))
        if tag == "section" and found.get("data-lesson") is not None:
            self.lessons.append(found["data-lesson"] or "")


@pytest.mark.parametrize("game", GAMES)
def test_the_built_page_keeps_every_step(game, site_dir):
    """Markdown-in-HTML rewrites the attributes' quoting: the JSON must survive it intact."""
    if not learn_page(game).is_file():
        pytest.skip(f"no learn page for {game} yet")
    built = site_dir / game / "learn" / "index.html"
    assert built.is_file(), f"{built} is missing: run scripts/build"
    parser = _StepAttributes()
    parser.feed(built.read_text(encoding="utf-8"))
    lessons = lessons_of(game)
    stale = f"{built} differs from docs/{game}/learn.md (is the build stale? scripts/build)"
    assert parser.lessons == [lesson.id for lesson in lessons], stale
    assert parser.steps == [step for lesson in lessons for step in lesson.steps], stale
    assert parser.deals == [deal for lesson in lessons for deal in lesson.deals], stale


# -- what a lesson's text promises about its questions -------------------------------------------
#
# A quiz step is a seeded question, built from a simulated deal: when the engine's simulation
# draws its random numbers differently, the same seed gives another question, which may no
# longer be the one the lesson's text announces ("three cards of one suit", "the pamfil and
# trumps do not come into it yet"). The promises a machine can read are checked here.

SUIT_WORDS = {"acorns": "C", "leaves": "S", "hearts": "H", "bells": "D"}
"""The trump suit as a question names it (Pamfil's facts), to the suit letter of a card code."""
PAMFIL = "UC"


def _quiz_request(game: str, step: dict[str, Any]) -> dict[str, Any]:
    """The ``quiz`` request of a step, as steps.js sends it: level 1 unless the step names
    another, the text's rules unless it names house rules (a kind that needs one, such as
    matadors, exists only under it)."""
    request = {"op": "quiz", "game": game, "kind": step["quiz"], "seed": step["seed"]}
    return {**request, "difficulty": step.get("difficulty", 1), "options": step.get("options", {})}


def _question(game: str, step: dict[str, Any]) -> dict[str, Any]:
    """The step's question, asked exactly as the learn page asks it (level 1 unless named)."""
    response = handle(_quiz_request(game, step))
    assert response["ok"], response
    question: dict[str, Any] = response["question"]
    return question


def _facts(question: dict[str, Any]) -> dict[str, str]:
    return {
        item["label"]: item["value"]
        for block in question["blocks"]
        if block["type"] == "facts"
        for item in block["items"]
    }


def _trick(question: dict[str, Any]) -> list[str]:
    """The cards of the question's trick, in the order they were played (the led card first)."""
    plays = [p for block in question["blocks"] if block["type"] == "trick" for p in block["plays"]]
    assert plays and plays[0]["led"], f"no trick, or its first card is not the led one: {plays}"
    return [p["card"] for p in plays]


def _is_tarok(card: str) -> bool:
    return card == "SK" or re.fullmatch(r"T\d{1,2}", card) is not None


def _suits(cards: list[str]) -> set[str]:
    """The suit letters of the cards (taroks have none)."""
    return {c[-1] for c in cards if not _is_tarok(c)}


def _pamfil_trump(question: dict[str, Any]) -> str:
    return SUIT_WORDS[_facts(question)["Trumps"].lower()]


def _schafkopf_ace_game(question: dict[str, Any]) -> bool:
    return _facts(question).get("Contract", "").startswith("Ace game")


def _schafkopf_trump(card: str) -> bool:
    """A trump of the ace game: every Ober and Unter, and the hearts."""
    return card[0] in "OU" or card.endswith("H")


def _pamfil_one_plain_suit(q: dict[str, Any]) -> bool:
    trick = _trick(q)
    return len(_suits(trick)) == 1 and _pamfil_trump(q) not in _suits(trick) and PAMFIL not in trick


def _pamfil_more_than_one_suit(q: dict[str, Any]) -> bool:
    trick = _trick(q)
    return PAMFIL in trick or _pamfil_trump(q) in _suits(trick) or len(_suits(trick)) > 1


def _tarok_one_suit(q: dict[str, Any]) -> bool:
    trick = _trick(q)
    return not any(_is_tarok(c) for c in trick) and len(_suits(trick)) == 1


def _tarok_one_suit_or_all_taroks(q: dict[str, Any]) -> bool:
    return _tarok_one_suit(q) or all(_is_tarok(c) for c in _trick(q))


def _tarok_more_than_one_suit(q: dict[str, Any]) -> bool:
    trick = _trick(q)
    return any(_is_tarok(c) for c in trick) or len(_suits(trick)) > 1


def _schafkopf_one_plain_suit(q: dict[str, Any]) -> bool:
    trick = _trick(q)
    no_officers = not any(c[0] in "OU" for c in trick)
    return _schafkopf_ace_game(q) and no_officers and len(_suits(trick)) == 1


def _schafkopf_all_trumps(q: dict[str, Any]) -> bool:
    return _schafkopf_ace_game(q) and all(_schafkopf_trump(c) for c in _trick(q))


def _schafkopf_one_suit_or_all_trumps(q: dict[str, Any]) -> bool:
    return _schafkopf_one_plain_suit(q) or _schafkopf_all_trumps(q)


def _schafkopf_more_than_one_suit(q: dict[str, Any]) -> bool:
    trick = _trick(q)
    return _schafkopf_ace_game(q) and (
        any(_schafkopf_trump(c) for c in trick) or len(_suits(trick)) > 1
    )


def _tarok_plain_score(q: dict[str, Any]) -> bool:
    facts = _facts(q)
    return (
        facts["Announced"] == "Nothing"
        and facts["Doubling"] == "None"
        and facts["Renons (a king discarded)"] == "No"
    )


def _schafkopf_taught_contract(q: dict[str, Any]) -> bool:
    return _facts(q)["Contract"].startswith(("Ace game", "Wenz", "Suit Solo"))


def _shown(question: dict[str, Any]) -> str:
    """The question's facts and trick, short enough for a failure message."""
    shown = [f"{label}: {value}" for label, value in _facts(question).items()]
    trick = [p["card"] for b in question["blocks"] if b["type"] == "trick" for p in b["plays"]]
    if trick:
        shown.append("the trick " + " ".join(trick))
    return "; ".join(shown) or question["prompt"]


@dataclass(frozen=True)
class Promise:
    """What a lesson's text says of every one of its quiz steps of a kind."""

    game: str
    lesson: str
    kind: str
    holds: Callable[[dict[str, Any]], bool]
    """The question (as the ``quiz`` op gives it) to bool: does it keep the promise?"""
    says: str
    """The promise, in the lesson's own terms."""


PROMISES = [
    Promise(
        "pamfil",
        "cards",
        "trick_winner",
        _pamfil_one_plain_suit,
        "three cards of one suit have been played; the pamfil and trumps do not come into it "
        "yet (the next lesson is about them)",
    ),
    Promise(
        "pamfil",
        "tricks",
        "trick_winner",
        _pamfil_more_than_one_suit,
        "who wins a trick: the pamfil, a trump, or the suit led against another suit (a trick "
        "of one plain suit is lesson 1's question again)",
    ),
    Promise(
        "tarok",
        "cards",
        "trick_winner",
        _tarok_one_suit_or_all_taroks,
        "in each question, three cards lie on the table: all of one suit, or all taroks",
    ),
    Promise(
        "tarok",
        "tricks",
        "trick_winner",
        _tarok_more_than_one_suit,
        "a tarok beats any suit card, and a card of another suit never wins, however high "
        "(a trick of one suit is lesson 1's question again)",
    ),
    Promise(
        "tarok",
        "scoring",
        "score",
        _tarok_plain_score,
        "the lesson gives the value of a plain game: no bonus announced, no contra, no renons",
    ),
    Promise(
        "schafkopf",
        "cards",
        "trick_winner",
        _schafkopf_one_suit_or_all_trumps,
        "four cards lie on the table, all of one suit or all trumps, in an ace game",
    ),
    Promise(
        "schafkopf",
        "tricks",
        "trick_winner",
        _schafkopf_more_than_one_suit,
        "who wins a trick in an ace game: a trump, or the suit led against another suit",
    ),
    Promise(
        "schafkopf",
        "scoring",
        "score",
        _schafkopf_taught_contract,
        "the lesson gives the values of the ace game, the Wenz and the Suit Solo only",
    ),
]


def _promised_steps() -> list[Any]:
    out = []
    for promise in PROMISES:
        if not learn_page(promise.game).is_file():
            continue
        lessons = {lesson.id: lesson for lesson in lessons_of(promise.game)}
        assert promise.lesson in lessons, f"{promise.game} has no lesson {promise.lesson!r}"
        steps = [s for s in lessons[promise.lesson].steps if s.get("quiz") == promise.kind]
        assert steps, f"{promise.game}/{promise.lesson} has no {promise.kind} step to promise"
        for step in steps:
            name = f"{promise.game}-{promise.lesson}-{promise.kind}-{step['seed']}"
            out.append(pytest.param(promise, step, id=name))
    return out


@pytest.mark.parametrize(("promise", "step"), _promised_steps())
def test_a_quiz_step_keeps_its_lessons_promise(promise, step):
    question = _question(promise.game, step)
    assert promise.holds(question), (
        f"{promise.game}/{promise.lesson}: the {promise.kind} step with seed {step['seed']} "
        f"breaks the lesson's promise ({promise.says}); it shows {_shown(question)}. Pick "
        "another seed that keeps it (the lowest of 0–200 that does, and is not a question "
        "the lesson already asks)."
    )


def _lessons_with_quiz_steps() -> list[Any]:
    return [
        pytest.param(game, lesson, id=f"{game}-{lesson.id}")
        for game in _pages()
        for lesson in lessons_of(game)
        if sum("quiz" in step for step in lesson.steps) > 1
    ]


@pytest.mark.parametrize(("game", "lesson"), _lessons_with_quiz_steps())
def test_the_quiz_steps_of_a_lesson_differ(game, lesson):
    """Two seeds may give the same position; a lesson should not ask the same question twice."""
    seen: dict[str, int] = {}
    for step in lesson.steps:
        if "quiz" not in step:
            continue
        question = _question(game, step)
        shown = json.dumps([question["prompt"], question["blocks"]], sort_keys=True)
        assert shown not in seen, (
            f"{game}/{lesson.id}: seeds {seen[shown]} and {step['seed']} give the same question"
        )
        seen[shown] = step["seed"]


# -- which rules a lesson teaches (learner UX review, P12) ----------------------------------------

RULES_LINE = re.compile(r"^Rules taught: (.+?)\n\{: \.lesson-rules \}$", re.MULTILINE | re.DOTALL)


@pytest.mark.parametrize("game", _pages())
def test_every_lesson_says_which_rules_it_teaches(game):
    """Each lesson names the rules it teaches: the text's, and how today's play differs."""
    text = learn_page(game).read_text(encoding="utf-8")
    intro = text.split('<div class="learn-path"', 1)[0]
    assert "As the source text has it" in intro or "Common practice today" in intro, (
        f"{game}: the page's introduction says which rules the play page offers"
    )
    for lesson in lessons_of(game):
        found = [m for m in RULES_LINE.findall(lesson.body) if "\n\n" not in m]
        assert len(found) == 1, f"{game}/{lesson.id}: one 'Rules taught: …' line, please"
        assert found[0].startswith("the text's"), f"{game}/{lesson.id}: {found[0]!r}"
    if game == "schafkopf":
        # The lessons whose rule differs today name the preset that plays it.
        for lesson in lessons_of(game):
            if lesson.id in ("called-ace", "scoring"):
                line = RULES_LINE.findall(lesson.body)[0]
                assert '"Common practice today"' in line, (lesson.id, line)


# -- every "You can now" is exercised by a step of its lesson (P11) ------------------------------


@dataclass
class Seen:
    """One step of a lesson as the learner meets it: the engine's question or position."""

    step: dict[str, Any]
    question: dict[str, Any] | None = None
    state: dict[str, Any] | None = None

    @property
    def kind(self) -> str:
        if "quiz" in self.step:
            return str(self.step["quiz"])
        return "deal" if self.state is None else f"position-{self.step['expect']}"


def _seen(game: str, lesson: Lesson) -> list[Seen]:
    out = [Seen({"deal": deal}) for deal in lesson.deals]
    for step in lesson.steps:
        if "quiz" in step:
            out.append(Seen(step, question=_question(game, step)))
        else:
            state = handle(_deal_request("state", game, step["position"]))
            view = handle(
                {**_deal_request("state", game, step["position"]), "view": state["to_move"]}
            )
            out.append(Seen(step, state=view))
    return out


def _quiz(kind: str, holds: Callable[[dict[str, Any]], bool] = lambda q: True):
    return lambda seen: any(s.kind == kind and s.question and holds(s.question) for s in seen)


def _position(expect: str, holds: Callable[[dict[str, Any]], bool] = lambda s: True):
    return lambda seen: any(
        s.kind == f"position-{expect}" and s.state and holds(s.state) for s in seen
    )


def _a_deal(seen: list[Seen]) -> bool:
    return any(s.kind == "deal" for s in seen)


def _led(state: dict[str, Any]) -> str | None:
    cards = (state.get("trick") or {}).get("cards") or []
    return cards[0]["card"] if cards else None


def _pamfil_ten_and_figure(q: dict[str, Any]) -> bool:
    trick = _trick(q)
    return (
        _pamfil_one_plain_suit(q)
        and any(c.startswith("10") for c in trick)
        and any(c[0] in "KOU" for c in trick)
    )


def _pamfil_declared(q: dict[str, Any]) -> bool:
    return any("declared" in v.lower() or "must play" in v.lower() for v in _facts(q).values())


def _pamfil_holder_asked(q: dict[str, Any]) -> bool:
    """The player asked about held the pamfil: his points are doubled."""
    who = re.match(r"How many points does the (.+?) score", q["prompt"])
    held = _facts(q).get("The pamfil (Unter of acorns)", "")
    return bool(who) and held.startswith(f"Held by the {who[1]} ")


def _hands(q: dict[str, Any]) -> list[list[str]]:
    return [b["cards"] for b in q["blocks"] if b["type"] == "cards"]


def _pamfil_mucha_hand(cards: list[str], trump: str) -> bool:
    suits = {"T" if c == PAMFIL or c.endswith(trump) else c[-1] for c in cards}
    return len(cards) == 5 and len(suits) == 1


def _pamfil_two_muchas(q: dict[str, Any]) -> bool:
    trump = SUIT_WORDS[re.search(r"Trumps are (\w+)", q["prompt"])[1]]
    return sum(_pamfil_mucha_hand(h, trump) for h in _hands(q)) >= 2


def _schafkopf_officer_in_trick(q: dict[str, Any]) -> bool:
    return _schafkopf_ace_game(q) and any(c[0] in "OU" for c in _trick(q))


def _schafkopf_trump_led(state: dict[str, Any]) -> bool:
    led = _led(state)
    return led is not None and _schafkopf_trump(led)


def _schafkopf_runs_away(state: dict[str, Any]) -> bool:
    """The learner leads, holding the called ace and at least two more plain cards of its suit."""
    called = (state.get("contract") or {}).get("called")
    plain = [c for c in state["hand"] if c.endswith(called or "?") and c[0] not in "OU"]
    return _led(state) is None and f"A{called}" in plain and len(plain) >= 3


def _schafkopf_contract(kind: str) -> Callable[[dict[str, Any]], bool]:
    """A position in a game of this kind ("wenz", "suit_solo", "ramsch")."""
    return lambda state: (state.get("contract") or {}).get("type") == kind


def _schafkopf_kettle(won: bool) -> Callable[[dict[str, Any]], bool]:
    """A settlement with a kettle in an ace game, won (it takes the kettle) or lost (it
    doubles it): the declarer's net then holds more than the game's payment."""

    def holds(q: dict[str, Any]) -> bool:
        facts = _facts(q)
        if "The kettle before this deal" not in facts or not _schafkopf_ace_game(q):
            return False
        return (int(facts["Declarer's side card points"]) >= 61) == won

    return holds


def _schafkopf_doubled(q: dict[str, Any]) -> bool:
    return _facts(q).get("Contra") == "Yes"


def _schafkopf_schneider(q: dict[str, Any]) -> bool:
    points = int(_facts(q)["Declarer's side card points"])
    return points >= 91 or points <= 30


def _tarok_taroks_shown(q: dict[str, Any]) -> bool:
    return any(_is_tarok(c) for c in _trick(q))


def _tarok_tarok_led(state: dict[str, Any]) -> bool:
    led = _led(state)
    return led is not None and _is_tarok(led)


def _tarok_discard(q: dict[str, Any]) -> bool:
    return "wants to discard" in q["prompt"]


def _tarok_take(q: dict[str, Any]) -> bool:
    return "discard" not in q["prompt"] and "full" not in q["prompt"]


def _tarok_full_hand(q: dict[str, Any]) -> bool:
    return "full-hand" in q["prompt"] or "full hand" in q["prompt"]


def _tarok_take_after(bid: str) -> Callable[[dict[str, Any]], bool]:
    """A talon question after a trójka or a dwójka (any level of it: "with druga dwójka")."""
    return lambda q: (
        _tarok_take(q) and re.search(rf"with (?:\w+ )?{bid}\.", q["prompt"]) is not None
    )


def _tarok_take_jedynka(state: dict[str, Any]) -> bool:
    """A position at the talon after a jedynka: every single card is offered (TK-10)."""
    takes = [a for a in state["legal_actions"] if a["action"] == "take"]
    return (state.get("contract") or {}).get("name") == "jedynka" and len(takes) == 6


def _tarok_sam(q: dict[str, Any]) -> bool:
    """ "Which call may he make now?", and the right one is to hold ("Sam")."""
    if q["answer"]["type"] != "choice":
        return False
    sam = [c["value"] for c in q["answer"]["choices"] if c["label"].startswith("Sam")]
    return any(
        handle({"op": "check", "game": "tarok", "question": {"id": q["id"]}, "answer": v})[
            "correct"
        ]
        for v in sam
    )


def _tarok_bonus(announced: str) -> Callable[[dict[str, Any]], bool]:
    """A score question with a bonus made, announced ("Yes") or not ("No")."""
    return lambda q: any(
        row[2] == announced and row[3] == "Yes"
        for block in q["blocks"]
        if block["type"] == "table"
        for row in block["rows"]
    )


def _tarok_doubled(word: str) -> Callable[[dict[str, Any]], bool]:
    return lambda q: _facts(q)["Doubling"].startswith(word)


SKILLS: dict[tuple[str, str], dict[str, Callable[[list[Seen]], bool]]] = {
    ("pamfil", "cards"): {
        (
            "name the four suits and put the cards of a suit in order, "
            "from the ace down to the seven"
        ): _quiz("trick_winner", _pamfil_one_plain_suit),
        "with the ten below the Unter": _quiz("trick_winner", _pamfil_ten_and_figure),
    },
    ("pamfil", "tricks"): {
        (
            "tell who wins a trick: the pamfil above all, then the "
            "highest trump, and without a trump the highest card of the suit led"
        ): _quiz("trick_winner", _pamfil_more_than_one_suit),
    },
    ("pamfil", "follow"): {
        (
            "play a legal card in every position: follow suit and beat, "
            "else trump and overtrump, else play anything"
        ): _position("legal"),
    },
    ("pamfil", "declarations"): {
        (
            "follow the declarations: the forehand must play, the others "
            "play or pass, and an exchange with the talon counts as playing"
        ): _quiz("auction"),
    },
    ("pamfil", "scoring"): {
        "work out a player's score": _quiz("score"),
        "declared or not": lambda seen: (
            _quiz("score", _pamfil_declared)(seen)
            and _quiz("score", lambda q: not _pamfil_declared(q))(seen)
        ),
        "with the pamfil's doubling": _quiz("score", _pamfil_holder_asked),
    },
    ("pamfil", "mucha"): {
        "spot a mucha": _quiz("mucha"),
        "say which of two muchas wins": _quiz("mucha", _pamfil_two_muchas),
    },
    ("pamfil", "first-deal"): {
        "play a whole deal of Pamfil: declare, follow suit and beat, and read the score": _a_deal,
    },
    ("tarok", "cards"): {
        "name the taroks, the skiz and the five cards of each suit": lambda seen: (
            _quiz("trick_winner", _tarok_taroks_shown)(seen)
            and _quiz("trick_winner", _tarok_one_suit)(seen)
        ),
        "say which card of a suit is highest": _quiz("trick_winner", _tarok_one_suit),
    },
    ("tarok", "tricks"): {
        (
            "tell who wins a trick: the highest tarok, or else the highest card of the suit led"
        ): lambda seen: _quiz(
            "trick_winner",
            lambda q: _tarok_taroks_shown(q) and bool(_suits(_trick(q))),
        )(seen),
    },
    ("tarok", "follow"): {
        (
            "play a legal card in any trick: follow suit, or play a "
            "tarok, and beat a tarok when you can"
        ): _position("legal", _tarok_tarok_led),
    },
    ("tarok", "auction"): {
        "follow an auction and say who becomes the soloist, and with which contract": _quiz(
            "auction"
        ),
        "say when a player may hold with *sam*": _quiz("auction", _tarok_sam),
    },
    ("tarok", "talon"): {
        "say which talon cards a soloist may take": _quiz("exchange", _tarok_take),
        "after a trójka": _quiz("exchange", _tarok_take_after("trójka")),
        "a dwójka": _quiz("exchange", _tarok_take_after("dwójka")),
        "a jedynka": _position("best", _tarok_take_jedynka),
        "what he may lay away": _quiz("exchange", _tarok_discard),
        "which taroks count for a full hand": _quiz("exchange", _tarok_full_hand),
    },
    ("tarok", "bonuses"): {
        "work out what a bonus adds": _quiz("score", _tarok_bonus("No")),
        "announced or not": lambda seen: (
            _quiz("score", _tarok_bonus("Yes"))(seen) and _quiz("score", _tarok_bonus("No"))(seen)
        ),
        "what contra and recontra do to the game's value": lambda seen: (
            _quiz("score", _tarok_doubled("Contra"))(seen)
            and _quiz("score", _tarok_doubled("Recontra"))(seen)
        ),
    },
    ("tarok", "scoring"): {
        "count a pile of tricks": _quiz("card_points"),
        "work out what a plain trójka is worth": _quiz(
            "score", lambda q: "trójka" in _facts(q)["Contract"].lower()
        ),
    },
    ("tarok", "first-deal"): {"play a whole deal of Tarok galicyjski": _a_deal},
    ("schafkopf", "cards"): {
        "name the cards": _quiz("trick_winner"),
        "rank a suit (ace, ten, king, nine, eight, seven)": _quiz(
            "trick_winner", _schafkopf_one_plain_suit
        ),
        "list the 14 trumps": _quiz("trick_winner", _schafkopf_officer_in_trick),
    },
    ("schafkopf", "tricks"): {
        "tell who wins a trick: the highest trump, or else the highest card of the suit led": _quiz(
            "trick_winner", _schafkopf_more_than_one_suit
        ),
    },
    ("schafkopf", "follow"): {
        (
            "play a legal card in any trick: follow the suit led, with "
            "the trumps as one suit, and play anything when you cannot"
        ): _position("legal", _schafkopf_trump_led),
        "in a Wenz and a Suit Solo too": lambda seen: (
            _position("legal", _schafkopf_contract("wenz"))(seen)
            and _position("legal", _schafkopf_contract("suit_solo"))(seen)
        ),
    },
    ("schafkopf", "auction"): {
        "follow the auction and say who becomes the declarer, and with which game": _quiz(
            "auction"
        ),
    },
    ("schafkopf", "called-ace"): {
        "play the called ace by its rules": _position("legal"),
        "run away": _position("legal", _schafkopf_runs_away),
        "say what contra and re do": lambda seen: (
            _quiz("score", _schafkopf_doubled)(seen)
            and _quiz("score", lambda q: _facts(q).get("Re") == "Yes")(seen)
        ),
    },
    ("schafkopf", "scoring"): {
        "count a pile of tricks": _quiz("card_points"),
        "work out what a game wins or costs": _quiz("score"),
        "with schneider and schwarz": _quiz("score", _schafkopf_schneider),
        "give your partner points": _position("best"),
    },
    ("schafkopf", "house-rules"): {
        "count matadors": _quiz("matadors"),
        "play a Ramsch": _position("best", _schafkopf_contract("ramsch")),
        "settle the kettle": lambda seen: (
            _quiz("score", _schafkopf_kettle(won=True))(seen)
            and _quiz("score", _schafkopf_kettle(won=False))(seen)
        ),
    },
    ("schafkopf", "first-deal"): {"play a whole deal of Schafkopf": _a_deal},
}


def _claim(summary: str) -> str:
    """The "You can now …" sentence of a summary, in words (links reduced to their text)."""
    words = " ".join(LINK.sub(r"\1", summary).split())
    found = re.search(r"\*\*You can now\*\* (.+?)\.(?:\s|$)", words)
    assert found, f"no '**You can now** …' sentence in {words!r}"
    return found[1]


def _lessons() -> list[Any]:
    return [
        pytest.param(game, lesson, id=f"{game}-{lesson.id}")
        for game in _pages()
        for lesson in lessons_of(game)
    ]


@pytest.mark.parametrize(("game", "lesson"), _lessons())
def test_every_you_can_now_is_exercised_by_a_step(game, lesson):
    """Each skill a summary promises is practised by a step of its lesson (learner UX, P11).

    The promise is read from the summary itself: every part of the "You can now" sentence must
    be a skill listed here, and each skill names what a step must show for it to be practised.
    """
    skills = SKILLS.get((game, lesson.id))
    assert skills, f"{game}/{lesson.id}: list the skills its 'You can now' promises in SKILLS"
    claim = _claim(lesson.summary or "")
    rest = claim
    for phrase in sorted(skills, key=len, reverse=True):
        assert phrase in rest, (
            f"{game}/{lesson.id}: the summary no longer says {phrase!r}: {claim!r}"
        )
        rest = rest.replace(phrase, " ", 1)
    assert re.fullmatch(r"[\s,;:]*(?:(?:and|or)[\s,;:]*)*", rest), (
        f"{game}/{lesson.id}: the summary promises {rest.strip()!r}, which no skill in SKILLS "
        f"covers: {claim!r}"
    )
    seen = _seen(game, lesson)
    missing = [phrase for phrase, practised in skills.items() if not practised(seen)]
    assert not missing, f"{game}/{lesson.id}: no step practises {missing}"


# -- the content review's findings in these texts, kept fixed (2026-12-01-teaching-content.md) ---

CAPTION = re.compile(r'\[\[(hand|trick) (\w+) "([^"]*)": ([^\]]*)\]\]')
RANKS = {
    "ace": "A",
    "ten": "10",
    "king": "K",
    "ober": "O",
    "unter": "U",
    "nine": "9",
    "eight": "8",
    "seven": "7",
    "six": "6",
    "queen": "Q",
    "cavalier": "C",
    "jack": "J",
}
SUITS = {
    "acorns": "C",
    "leaves": "S",
    "hearts": "H",
    "bells": "D",
    "clubs": "C",
    "spades": "S",
    "diamonds": "D",
}
NAMED = re.compile(
    r"\bthe (" + "|".join(RANKS) + r") of (" + "|".join(SUITS) + r")\b(?! (?:was|were) led)",
    re.IGNORECASE,
)
CAPTIONED = [
    *(DOCS / g / "learn.md" for g in GAMES),
    *(DOCS / g / "rules.md" for g in GAMES),
]


@pytest.mark.parametrize("path", CAPTIONED, ids=lambda p: str(p.relative_to(DOCS)))
def test_a_caption_names_only_cards_it_shows(path):
    """SK-01: "the seven of hearts" over a hand holding the Nine. A card a caption names as
    being there (not "was led") is one of the cards drawn under it."""
    if not path.is_file():
        pytest.skip(f"{path} does not exist")
    for _kind, _game, caption, cards in CAPTION.findall(path.read_text(encoding="utf-8")):
        shown = {c.lstrip("*").split("=")[-1].strip('"') for c in cards.split()}
        for rank, suit in NAMED.findall(caption):
            code = RANKS[rank.lower()] + SUITS[suit.lower()]
            assert code in shown, f"{path.name}: {caption!r} names the {rank} of {suit}: {cards}"


FIXED = [
    # (finding, file, what must no longer be read, what must be read)
    ("SK-01", "schafkopf/learn.md", "the seven of hearts is one", "the Nine of hearts is one"),
    ("TK-03", "glossary.md", "The second seat after the forehand.", "the second to bid"),
    (
        "TK-03",
        "glossary.md",
        "The third seat after the forehand.",
        "with three players, the dealer",
    ),
    ("TK-11", "glossary.md", "The first seat to bid and to play:", "the [soloist](#soloist) does"),
    ("TK-04", "glossary.md", "", "counts as a tarok in every rule"),
    ("TK-04", "tarok/learn.md", "", "The skiz counts as a\ntarok in every rule"),
    ("TK-04", "tarok/rules.md", "", "The skiz counts\n    as a tarok in every rule"),
    ("TK-09", "tarok/rules.md", "the later one bids higher", "or four kings"),
    ("TK-09", "tarok/rules.md", "", "300, 400, 500 or 600"),
    ("TK-10", "tarok/learn.md", "", '"quiz": "exchange", "seed": 2, "difficulty": 2'),
    ("TK-13", "tarok/learn.md", "", "(the pagat: you play last, so it is safe)"),
    ("P24", "glossary.md", "Link to an entry as", ""),
    ("PF-10", "pamfil/learn.md", "the kind still used in Poland", "German-suited like the packs"),
    ("PF-11", "pamfil/learn.md", "If two players hold a mucha", "On equal points the earlier seat"),
    ("PF-11", "pamfil/rules.md", "If two players have one", "on equal points the earlier seat"),
    ("PF-04", "pamfil/rules.md", "", "unless the trick has already been\n    trumped"),
    ("SK-04", "schafkopf/learn.md", "holds a card but not the ace", "at least one plain card"),
    ("SK-04", "schafkopf/rules.md", "holds a card but not the ace", "at least one plain"),
    ("SK-05", "schafkopf/learn.md", "", "run away only with four cards"),
    # From the lesson screenshots: the auction diagram names the call as every call is named.
    (
        "SHOTS",
        "schafkopf/learn.md",
        "Ace game, the Ace of acorns",
        'Forehand="Ace game calling the ace of acorns"',
    ),
    ("SK-06", "schafkopf/learn.md", "", "each loser paying one winner"),
    ("SK-07", "schafkopf/rules.md", "", "in the Wenz only the Unters"),
    ("ALL-03", "schafkopf/learn.md", "The guide says what to look at before", ""),
    ("ALL-03", "tarok/learn.md", "The guide says what to look at before", ""),
    ("TK-01", "tarok/learn.md", "", "names no penalty for a failed announcement"),
    ("NEW-04", "tarok/learn.md", "By the text a failed announcement", "bonus you could still make"),
    ("P12", "schafkopf/learn.md", "", 'choose "Common practice today"'),
    ("PF-03", "pamfil/play.md", "usual table", "Three players with 32 cards"),
]


@pytest.mark.parametrize(
    ("finding", "name", "gone", "there"), FIXED, ids=[f"{f[0]}-{f[1]}" for f in FIXED]
)
def test_a_fixed_finding_stays_fixed(finding, name, gone, there):
    text = (DOCS / name).read_text(encoding="utf-8")
    if gone:
        assert gone not in text, f"{finding}: {name} says {gone!r} again"
    if there:
        assert there in text, f"{finding}: {name} no longer says {there!r}"


# One name per game and term in the lessons (SK-13, TK-14, P12); the others are the glossary's.
OTHER_NAMES = {
    "schafkopf": [
        "Ace contract",
        "Small Wreath",
        "Small Suit",
        "recontra",
        "Wenz Solo",
        "'schmier'",
    ],
    "tarok": ["declarer", "Skiz", "tarok XXI", "the king of", "the queen of"],
    "pamfil": ["Unter of acorns, the pamfil", "Head the trick"],
}


@pytest.mark.parametrize("game", sorted(OTHER_NAMES))
def test_the_lessons_use_one_name_per_term(game):
    text = learn_page(game).read_text(encoding="utf-8")
    for name in OTHER_NAMES[game]:
        assert name not in text, f"{game}/learn.md says {name!r}: the site's one name, please"


# -- the first deal's guide (P8), run under Node on the engine's own positions ---------------


def _void_without_trump(game: str) -> dict[str, Any]:
    """A real position (the engine's `state`, seen by the seat to move) where that seat holds
    no card of the suit led and no trump either: found by playing seeded deals out with each
    seat's first legal bid or card, as a learner clicking through would."""
    for seed in range(1, 60):
        base = {"op": "state", "game": game, "seed": seed, "players": 3, "actions": []}
        for _ in range(80):
            state = handle({**base, "view": handle(base)["to_move"]})
            if state.get("terminal") or not state.get("legal_actions"):
                break
            led = (state.get("trick") or {}).get("cards") or []
            if (
                led
                and len(state["hand"]) > 1
                and not any(
                    _same_group(game, state, card, led[0]["card"]) or _trump(game, state, card)
                    for card in state["hand"]
                )
            ):
                return state
            # Bid rather than pass, so that the deal is played.
            bids = [a for a in state["legal_actions"] if a.get("call") != "pass"]
            base["actions"] = [*base["actions"], (bids or state["legal_actions"])[0]]
    raise AssertionError(f"no {game} position void in the suit led and without a trump")


def _trump(game: str, state: dict[str, Any], card: str) -> bool:
    if game == "tarok":
        return card == "SK" or card.startswith("T")
    return card == "UC" or card.endswith((state.get("contract") or {}).get("trump") or "?")


def _same_group(game: str, state: dict[str, Any], card: str, led: str) -> bool:
    if _trump(game, state, led):
        return _trump(game, state, card)
    return not _trump(game, state, card) and card[-1] == led[-1]


def _guide_prompt(game: str, state: dict[str, Any]) -> str:
    script = (
        "import { guidePrompt } from './docs/javascripts/learn/guide.js';"
        "import { Naming } from './docs/javascripts/quiz/dom.js';"
        "const state = JSON.parse(process.argv[1]);"
        "const naming = new Naming(JSON.parse(process.argv[2]));"
        "naming.inText = (c) => c;"
        f"console.log(guidePrompt({json.dumps(game)}, state, naming));"
    )
    described = {**handle({"op": "describe"})["games"][game], "game": game}
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script, json.dumps(state), json.dumps(described)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
@pytest.mark.parametrize("game", ["pamfil", "tarok"])
def test_the_guide_says_why_any_card_may_be_played(game):
    """From the lesson screenshots: "Acorns were led and you cannot follow: any card may be
    played." In Pamfil ("following suit and beating are obligatory", a void player trumps) and
    Tarok ("If he has none of the suit, a player must play a tarok") that is true only because
    the player holds no trump either, so the prompt says so."""
    state = _void_without_trump(game)
    prompt = _guide_prompt(game, state)
    trump = "tarok" if game == "tarok" else "trump"
    assert "any card may be played" in prompt, prompt
    assert "you cannot follow: any card" not in prompt, prompt
    assert f"nor a {trump}" in prompt or "you have none" in prompt, prompt


# -- the content review's second pass (2026-12-07-teaching-content.md), kept fixed ------------

SECOND_PASS = [
    # (finding, file, the sentence as the review found it, what the lesson says now)
    (
        "NEW-01",
        "tarok/learn.md",
        "Solo may be bid at any time, and it ends the auction at once.",
        "Solo may be bid by whoever may bid (the opener, or the later bidder instead of a "
        "raise), and it ends the auction at once",
    ),
    (
        "NEW-08",
        "tarok/learn.md",
        "he loses the game as if he had taken 33 points, and his bonuses are void.",
        "and, on this site, his bonuses are void (the text leaves that to the table)",
    ),
    (
        "NEW-08",
        "glossary.md",
        "times the bid's multiplier), and his bonuses are void.",
        "and, on this site, his bonuses are void (the text leaves that to the table)",
    ),
    (
        "NEW-09",
        "tarok/learn.md",
        "A bonus made without announcing counts for whichever side makes it",
        "A pagat ultimo, a trull or four kings made without announcing counts for whichever "
        "side makes it",
    ),
    (
        "NEW-10",
        "tarok/learn.md",
        "The bonuses of lesson 5 are added to the value, and contra doubles it.",
        "contra doubles the game's value, and the bonuses are added afterwards, undoubled",
    ),
    (
        "NEW-11",
        "pamfil/learn.md",
        "Remember that the pamfil is a trump, not an acorn: when acorns are led",
        "the pamfil is a trump, not an acorn (unless acorns are trumps)",
    ),
    (
        "NEW-12",
        "pamfil/learn.md",
        '"Leaves are trumps, nobody trumped: the highest acorn wins":',
        "(the second player has neither acorns nor trumps)",
    ),
    (
        "NEW-12",
        "tarok/learn.md",
        '"No tarok: the King of spades wins":',
        "(Zadek holds neither spades nor taroks)",
    ),
]


def _words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    ("finding", "name", "as_written", "now"),
    SECOND_PASS,
    ids=[f"{f[0]}-{f[1]}" for f in SECOND_PASS],
)
def test_a_second_pass_finding_stays_fixed(finding, name, as_written, now):
    text = _words((DOCS / name).read_text(encoding="utf-8"))
    assert _words(as_written) not in text, f"{finding}: {name} says {as_written!r} again"
    assert _words(now) in text, f"{finding}: {name} no longer says {now!r}"


def test_pf05_a_declared_player_with_three_to_five_tricks() -> None:
    """PF-05: the scoring lesson had no declared player with 3–5 tricks ("trzy lewy – 3 pkt,
    cztery – 4, pięć – 5"): a step asks one, without the pamfil's doubling."""
    lesson = next(x for x in lessons_of("pamfil") if x.id == "scoring")
    found = []
    for step in lesson.steps:
        if step.get("quiz") != "score":
            continue
        question = _question("pamfil", step)
        if _pamfil_declared(question) and not _pamfil_holder_asked(question):
            tricks = _facts(question)["Tricks he won"]
            found += [int(tricks)] if tricks.isdigit() else []
    assert any(3 <= n <= 5 for n in found), found


RULE_WORDS = 120
"""N6: a lesson opens with its rule in one short paragraph (at most this many words), and
its exercise comes right after it (card rows and the rule's own table may stand between)."""


@pytest.mark.parametrize(("game", "lesson"), _lessons())
def test_the_exercise_comes_right_after_the_rule(game, lesson):
    head = re.split(r'<div class="lesson-(?:step|deal)"', lesson.body, maxsplit=1)[0]
    head = head.split("\n## ", 1)[1].split("\n", 1)[1]
    blocks = [b.strip() for b in re.split(r"\n\s*\n", head) if b.strip()]
    prose = [b for b in blocks if not b.startswith(("[[", "|"))]
    assert len(prose) == 1, f"{game}/{lesson.id}: one paragraph before the exercise: {prose}"
    words = len(LINK.sub(r"\1", prose[0]).split())
    assert words <= RULE_WORDS, f"{game}/{lesson.id}: the rule has {words} words"
    assert not [b for b in blocks if b.startswith("[[")], (
        f"{game}/{lesson.id}: the card rows come after the exercise, which starts the screen"
    )


def _house_rule_steps() -> list[Any]:
    out = []
    for game in _pages():
        for lesson in lessons_of(game):
            for step in lesson.steps:
                options = step.get("options") or step.get("position", {}).get("options")
                if options:
                    out.append(pytest.param(game, lesson, options, id=f"{game}-{lesson.id}"))
    return out


@pytest.mark.parametrize(("game", "lesson", "options"), _house_rule_steps())
def test_a_house_rule_step_says_it_is_no_default_and_how_to_switch_it_on(game, lesson, options):
    """A step under a house rule (Ramsch, kettle, matadors) sits in a lesson that says the
    rule is not the text's default and where it is switched on (the trainer's House rules),
    and the trainer offers that rule under its own words."""
    text = _words(LINK.sub(r"\1", lesson.body))
    assert "not the text's default" in text and "House rules" in text, f"{game}/{lesson.id}"
    described = handle({"op": "describe"})["games"][game]["options"]
    names = {o["name"] for o in described}
    assert set(options) <= names, options


def _schafkopf_leads(seeds: range) -> list[dict[str, Any]]:
    """Every position of the club players' ace games where a seat leads, seen by that seat."""
    found = []
    for seed in seeds:
        base: dict[str, Any] = {"op": "state", "game": "schafkopf", "seed": seed, "players": 4}
        actions: list[dict[str, Any]] = []
        while True:
            state = handle({**base, "actions": actions})
            if state["terminal"]:
                break
            seat = state["to_move"]
            view = handle({**base, "actions": actions, "view": seat})
            contract = view.get("contract") or {}
            leads = not (view.get("trick") or {}).get("cards")
            if view["phase"] == "play" and contract.get("type") == "ace_game" and leads:
                found.append(view)
            hint = handle(
                {**base, "op": "hint", "actions": actions, "seat": seat, "strength": "basic"}
            )
            actions.append(hint["action"])
    return found


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_guide_names_what_the_called_ace_forbids_to_lead():
    """NEW-07: "You lead to this trick, so any card may be led." is false for the holder of
    the called ace: "Leading acorns, the called suit, the holder of the called ace must lead
    the ace; running away needs at least 3 cards of acorns" (S5, sk-called-ace-lead). The
    guide names the cards the engine refuses and why; any card only when all are legal."""
    lessons = {lesson.id: lesson for lesson in lessons_of("schafkopf")}
    steps = [s for s in lessons["called-ace"].steps if "position" in s][1:3]
    views = [
        handle({**_deal_request("state", "schafkopf", s["position"]), "view": _to_move(s)})
        for s in steps
    ]
    views += _schafkopf_leads(range(12))
    restricted = 0
    for view in views:
        prompt = _guide_prompt("schafkopf", view)
        legal = {a.get("card") for a in view["legal_actions"] if a["seat"] == view["view"]}
        refused = [c for c in view["hand"] if c not in legal]
        if not refused:
            assert prompt.startswith("You lead to this trick, so any card may be led."), prompt
            continue
        restricted += 1
        assert "so any card may be led" not in prompt, prompt
        assert "any card may be led except" in prompt, prompt
        for card in refused:
            assert the_card("schafkopf", card) in prompt, (card, prompt)
        # why: the engine's own ruling on the first card it refuses, as a sentence
        (why,) = [r["message"] for r in view["rulings"] if r["card"] == refused[0]]
        assert f". {why}" in prompt, prompt
    assert restricted >= 2


def _to_move(step: dict[str, Any]) -> int:
    return int(handle(_deal_request("state", "schafkopf", step["position"]))["to_move"])


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_lesson_deal_guide_explains_every_game_it_offers():
    """N7 (learner UX review, P8's gap): the lesson deal offered "Play a Wenz" and the Solos
    beside an auction prompt that spoke of the ace game only. The deal keeps the table's
    calls (the lesson plays the play page's rules), and its guide now says what the Wenz, the
    Suit Solo and the Tout are for: "not for a first deal"."""
    deal = next(lesson.deals[0] for lesson in lessons_of("schafkopf") if lesson.deals)
    state = handle({"op": "state", "game": "schafkopf", **deal, "actions": [], "view": 0})
    calls = {a["call"] for a in state["legal_actions"] if a["seat"] == 0}
    assert {"wenz", "suit_solo", "ace_game", "pass"} <= calls
    prompt = _guide_prompt("schafkopf", state)
    assert "With few trumps, pass." in prompt, prompt
    assert "A Wenz or a Suit Solo is played alone against the other three" in prompt, prompt
    assert "a Tout every trick: not for a first deal." in prompt, prompt
