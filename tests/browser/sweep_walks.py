"""Walking the site's screens and collecting what a reader sees on each, for the sweeps that
judge a language: the pseudo-language sweep (test_pseudo_sweep.py: what is not pseudo-localised)
and the language sweep (test_language_sweep.py: English, catalogue keys and unfilled
placeholders on the Polish and German sites).

Both walk the same screens the same way (every page; every lesson step, answered right, and the
guided first deal; every trainer kind with a right and a wrong verdict; a whole deal on the play
page; a score-sheet evening) and collect, on each, the visible texts and the ``aria-label``,
``title``, ``placeholder`` and ``alt`` values, leaving out:

- anything in another language than the page's (``lang`` on an element: the originals'
  Polish and Belarusian beside an English page, the English translation beside a Polish one, the
  language switch naming each language in its own words);
- code (``code``, ``pre``, ``kbd``, ``samp``) and a card picture's own drawing (its corner letters
  are drawn, not written; its name, ``aria-label``, is collected);
- Material's own chrome (its search, "Skip to content", "Back to top", the landmarks' names,
  "Made with Material for MkDocs", "Previous"/"Next"): Material translates it itself for each
  ``theme.language``, and en-XA has no Material translation (``CHROME`` below);
- the players' names at the score sheet (the reader's own words).

What each sweep makes of the texts is its own: the walkers only call ``Sweep.look`` with a key
naming the screen ("trainer tarok legal_plays right").
"""

from __future__ import annotations

import base64
import json
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_learn import position, quiz_question, take_action
from tests.browser.test_play import FAST, act_once, wait_turn
from tests.browser.test_trainer import enter_answer, expected_answer, kinds_of, wrong_answer
from trainer.api import handle

GAMES = ("pamfil", "tarok", "schafkopf")
BOOT_MS = 180_000
STEP_MS = 60_000
PLAYERS = {"pamfil": 4, "tarok": 4, "schafkopf": 4}
NAMES = ["Anna", "Ben", "Cilia", "Dieter"]

CHROME = [
    ".md-search",
    ".md-skip",
    ".md-top",
    ".md-copyright",
    ".md-dialog",
    ".md-clipboard",
    ".md-footer__direction",
    ".md-nav--secondary > .md-nav__title",
]
"""Material's own words, left out with their whole element."""
CHROME_ATTRIBUTES = [
    "nav.md-header__inner",
    "nav.md-nav",
    "nav.md-footer__inner",
    ".md-footer__link",
    ".md-footer-meta",
    ".md-select > button",
    "label.md-header__button[for='__search']",
]
"""Material's elements whose own attributes (landmark names, "Previous: …", "Select
language", "Search") are Material's words; their text and children are still swept."""

COLLECT = """([names, chrome, chromeAttributes, lang, keep]) => {
  const SKIPPED = new Set(
    ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "CODE", "PRE", "KBD", "SAMP"]);
  const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"];
  const allowed = [...names].sort((a, b) => b.length - a.length);
  const kept = new RegExp(keep);
  const keeps = (text) => kept.test(allowed.reduce((t, name) => t.split(name).join(""), text));
  const where = (element) => {
    const parts = [];
    for (let e = element; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const classes = [...e.classList].slice(0, 2).join(".");
      parts.unshift(e.localName + (classes ? "." + classes : ""));
    }
    return parts.join(" > ");
  };
  const found = [];
  const visit = (element) => {
    if (SKIPPED.has(element.tagName) || element.getAttribute("translate") === "no") return;
    if (element.hasAttribute("lang") && element.getAttribute("lang") !== lang) return;
    if (chrome.some((selector) => element.matches(selector))) return;
    if (!element.checkVisibility({ checkVisibilityCSS: true })) return;
    if (!chromeAttributes.some((selector) => element.matches(selector))) {
      for (const name of ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value && keeps(value)) found.push({ text: value, where: `${where(element)} @${name}` });
      }
    }
    if (element.namespaceURI === "http://www.w3.org/2000/svg") return; // a drawing
    for (const node of element.childNodes) {
      if (node.nodeType === Node.ELEMENT_NODE) visit(node);
      else if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent.replace(/\\s+/g, " ").trim();
        if (text && keeps(text)) found.push({ text, where: where(element) });
      }
    }
  };
  visit(document.body);
  return found;
}"""
"""The page's texts (see the module) that match the regular expression ``keep`` once the
players' names are taken out: ``{text, where}``."""

SETTLE = """() => new Promise((resolve) => {
  const idle = () => !window.trainer || window.trainer.pending === 0;
  let quiet;
  const done = () => { observer.disconnect(); clearTimeout(quiet); resolve(); };
  const wait = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => (idle() ? done() : wait()), 500);
  };
  const observer = new MutationObserver(wait);
  const all = { subtree: true, childList: true, characterData: true, attributes: true };
  observer.observe(document.body, all);
  wait();
  setTimeout(done, 20000);
})"""
"""Wait until the page is at rest: no request to the engine unanswered, and 500 ms without a
change (at most 20 s): what a widget draws after its engine is ready, or after an answer, is
then on the page, and no "Working…" of a request under way is."""


class Sweep:
    """What one walk collected, by screen: each text kept, with where it sits.

    ``lang`` is the page's language (texts in another are left out); ``keep`` a regular
    expression (JavaScript) a text must match to be kept: the pseudo sweep keeps a text with a
    plain ASCII letter, the language sweep every text, to judge it itself."""

    def __init__(self, lang: str, keep: str) -> None:
        self.lang = lang
        self.keep = keep
        self.found: dict[str, set[tuple[str, str]]] = defaultdict(set)

    def look(self, page: Page, key: str, names: list[str] | None = None) -> None:
        page.evaluate(SETTLE)
        arguments = [names or [], CHROME, CHROME_ATTRIBUTES, self.lang, self.keep]
        found = self.found[key]  # a place swept clean is counted too: its count falls to 0
        for item in page.evaluate(COLLECT, arguments):
            found.add((item["text"], item["where"]))


def wait_engines(page: Page) -> None:
    """Every engine widget of the page has started (or said why not)."""
    page.wait_for_function(
        """() => [...document.querySelectorAll('[data-engine]')].every(
            (e) => e.dataset.engine === 'ready' || e.dataset.engine === 'failed')""",
        timeout=BOOT_MS,
    )


# -- every page -----------------------------------------------------------------------------------


def site_pages(language_dir: Path) -> list[str]:
    """Every page of a language's built site, as paths below its folder ("tarok/rules/")."""
    return sorted(
        p.parent.relative_to(language_dir).as_posix().removeprefix(".") + "/"
        for p in language_dir.rglob("index.html")
    )


def walk_pages(page: Page, sweep: Sweep, prefix: str, paths: list[str]) -> None:
    """Open each page (below ``prefix``, the language's folder) once its engines have started."""
    for path in paths:
        page.goto(f"{prefix}/{path.lstrip('/')}")
        wait_engines(page)
        sweep.look(page, f"page {path}")


# -- every lesson step ----------------------------------------------------------------------------

LESSON = "section.lesson[data-lesson]:not([hidden])"
STEPS = ".lesson-step, .lesson-deal"


def lesson_step_spec(page: Page, index: int) -> dict[str, Any]:
    element = page.locator(f"{LESSON} :is({STEPS})").nth(index)
    raw = element.get_attribute("data-step")
    return json.loads(raw) if raw is not None else {"deal": True}


def answer_right(page: Page, game: str, spec: dict[str, Any]) -> None:
    box = page.locator(f"{LESSON} .learn-step")
    if "quiz" in spec:
        question = quiz_question(game, spec)
        expect(box.locator(".learn-step__exercise")).to_have_attribute(
            "data-question", question["id"], timeout=STEP_MS
        )
        answer = expected_answer(question["id"])
        form = question["answer"]
        if form["type"] == "cards":
            for code in [answer] if isinstance(answer, str) else list(answer or []):
                card = box.locator(f'button.gc-card--choosable[data-card="{code}"]')
                card.click()
                expect(card).to_have_attribute("aria-pressed", "true")
        elif form["type"] == "choice":
            box.locator(f'input[type="radio"][value="{answer}"]').check()
        elif form["type"] == "number":
            box.locator('input[name="value"]').fill(str(answer))
        else:
            for field in form["fields"]:
                value = answer[field["name"]]
                control = box.locator(f'[name="{field["name"]}"]')
                if field["type"] == "choice":
                    choice = json.dumps(value) if isinstance(value, bool) else str(value)
                    control.select_option(choice)
                else:
                    control.fill(str(value))
        box.locator(".gc-quiz__check").click()
    else:
        state, hint = position(game, spec)
        take_action(page, hint["action"] if spec["expect"] == "best" else state["legal_actions"][0])
    expect(box.locator(".gc-verdict")).to_be_visible(timeout=STEP_MS)


def play_the_lesson_deal(page: Page, sweep: Sweep, key: str) -> None:
    table = page.locator(f"{LESSON} .learn-deal")
    for _ in range(80):
        page.wait_for_function(
            """() => { const t = document.querySelector('.learn-deal');
                return t && (t.dataset.playPhase === 'done'
                    || t.querySelector('[data-action]:not([disabled])') !== null); }""",
            timeout=STEP_MS,
        )
        sweep.look(page, key)
        if table.get_attribute("data-play-phase") == "done":
            return
        table.locator("[data-action]:not([disabled])").first.click()
    pytest.fail("the lesson's deal did not end")


def walk_lessons(page: Page, sweep: Sweep, prefix: str, game: str) -> None:
    """Every lesson of the game's learn page, every step answered right, the guided deal
    played to its end."""
    page.goto(f"{prefix}/{game}/learn/")
    wait_engines(page)
    lessons = page.locator("section.lesson[data-lesson]").evaluate_all(
        "sections => sections.map((s) => s.dataset.lesson)"
    )
    assert lessons
    for name in lessons:
        page.evaluate(f"() => {{ location.hash = '#lesson={name}'; }}")
        expect(page.locator(LESSON)).to_have_attribute("data-lesson", name, timeout=STEP_MS)
        steps = page.locator(f"{LESSON} :is({STEPS})").count()
        for index in range(steps):
            key = f"learn {game} {name} step {index + 1}"
            spec = lesson_step_spec(page, index)
            if "deal" in spec:
                play_the_lesson_deal(page, sweep, key)
                break
            expect(page.locator(f"{LESSON} .learn-step .gc-quiz__prompt")).to_be_visible(
                timeout=STEP_MS
            )
            sweep.look(page, key)
            answer_right(page, game, spec)
            sweep.look(page, key)
            page.locator(f"{LESSON} .learn-steps__go").click()
        sweep.look(page, f"learn {game} {name} done")


# -- every trainer kind ---------------------------------------------------------------------------


def walk_trainer(page: Page, sweep: Sweep, prefix: str, game: str) -> None:
    """Every question kind of the game's trainer: a question answered wrong, another right."""
    page.goto(f"{prefix}/{game}/trainer/")
    wait_engines(page)
    root = page.locator("[data-trainer]")
    for kind in kinds_of(game):
        for seed, right in ((1, False), (2, True)):
            question = handle(
                {"op": "quiz", "game": game, "kind": kind, "seed": seed, "difficulty": 1}
            )["question"]
            page.evaluate(f"() => {{ location.hash = {json.dumps('#q=' + question['id'])}; }}")
            expect(root.locator("[data-question]")).to_have_attribute(
                "data-question", question["id"], timeout=STEP_MS
            )
            sweep.look(page, f"trainer {game} {kind}")
            expected = expected_answer(question["id"])
            enter_answer(page, question, expected if right else wrong_answer(question, expected))
            root.locator(".gc-quiz__check").click()
            expect(root.locator(".gc-verdict")).to_be_visible(timeout=STEP_MS)
            sweep.look(page, f"trainer {game} {kind} {'right' if right else 'wrong'}")


# -- a whole deal of each game --------------------------------------------------------------------


def walk_deal(page: Page, sweep: Sweep, prefix: str, game: str) -> None:
    """A whole deal on the play page (deal 7), moves chosen at random, to its score."""
    page.add_init_script(f"({FAST})({json.dumps(game)})")
    page.goto(f"{prefix}/{game}/play/#deal=7-{PLAYERS[game]}-0")
    wait_engines(page)
    rng = random.Random(game)
    for _ in range(200):
        phase = wait_turn(page)
        sweep.look(page, f"play {game}")
        if phase in ("done", "error"):
            break
        act_once(page, rng)
    assert page.locator("[data-play]").get_attribute("data-play-phase") == "done"
    sweep.look(page, f"play {game} score")


# -- a score-sheet evening ------------------------------------------------------------------------


def _evening(game: str, deals: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "v": 1,
        "game": game,
        "id": "sweep",
        "started": "2026-12-07",
        "names": NAMES,
        "preset": None,
        "options": {},
        "tariff": None,
        "first_dealer": 0,
        "deals": [{"entry": entry} for entry in deals],
    }


def _tarok(**entry: object) -> dict[str, Any]:
    blank = {
        "contract": None, "level": 1, "soloist": None, "points": None, "contra": "none",
        "every_trick": "none", "volat_announced": False, "renons": False, "full_hand": 0,
        "bonuses": {name: {"announced": False, "made": "none"}
                    for name in ("pagat_ultimo", "trull", "kings")},
    }  # fmt: skip
    return {**blank, **entry}


def _pamfil(**entry: object) -> dict[str, Any]:
    blank = {"ended": "played", "declared": [True, False, False, False],
             "tricks": [None] * 4, "pamfil": None, "taker": None, "mucha": []}  # fmt: skip
    return {**blank, **entry}


EVENINGS = {
    "schafkopf": _evening("schafkopf", [
        {"contract": "ace_game", "suit": "C", "declarer": 1, "partner": 3,
         "points": 70, "tricks": 5, "contra": False, "re": False, "matadors": 0},
        {"contract": "wenz", "suit": None, "declarer": 2, "partner": None,
         "points": 95, "tricks": 6, "contra": True, "re": False, "matadors": 0},
        {"contract": "suit_solo", "suit": "H", "declarer": 0, "partner": None,
         "points": 40, "tricks": 3, "contra": False, "re": False, "matadors": 0},
    ]),
    "tarok": _evening("tarok", [
        _tarok(contract="trojka", soloist=1, points=45),
        _tarok(contract="dwojka", level=2, soloist=2, points=40, contra="contra"),
        _tarok(contract="solo", soloist=0, points=30,
               bonuses={"pagat_ultimo": {"announced": True, "made": "soloist"},
                        "trull": {"announced": False, "made": "opponents"},
                        "kings": {"announced": False, "made": "none"}}),
    ]),
    "pamfil": _evening("pamfil", [
        _pamfil(declared=[True, True, False, False], tricks=[0, 3, 1, 1], pamfil=1),
        _pamfil(ended="mucha", mucha=[2], pamfil="talon"),
        _pamfil(declared=[True, False, True, False], tricks=[2, 0, 2, 1], pamfil=0),
    ]),
}  # fmt: skip
"""An evening at four of each game, three deals: Schafkopf's an ace game won, a Wenz won with
contra, a solo lost; Tarok's a trójka won, a dwójka lost with contra, a solo with a pagat
announced and made; Pamfil's a deal played out, a mucha, another deal."""


def walk_evening(page: Page, sweep: Sweep, prefix: str, game: str) -> None:
    """The game's score sheet opened from a shared link of an evening, every "Why?" open."""
    evening = EVENINGS[game]
    link = base64.urlsafe_b64encode(json.dumps(evening).encode()).decode().rstrip("=")
    page.goto(f"{prefix}/{game}/score-sheet/#e=j{link}")
    wait_engines(page)
    last = len(evening["deals"]) - 1
    expect(page.locator(f"tr[data-deal='{last}']")).to_be_visible(timeout=STEP_MS)
    buttons = page.locator(".gc-sheet__why-button")
    for i in range(buttons.count()):
        buttons.nth(i).click()  # every deal's "Why?" open
    sweep.look(page, f"sheet {game} evening", NAMES)
