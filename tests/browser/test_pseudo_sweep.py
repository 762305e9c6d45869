"""The pseudo-language sweep (issue 33, item 8): every text a reader meets on the en-XA site
that did not come from a catalogue.

The en-XA site (``site-pseudo/en-XA/``, scripts/build_language.py) has every word of its pages
accented by docs_ext and asks the engine and the page's catalogues in en-XA, which accent every
message too. A visible text node, ``aria-label``, ``title``, ``placeholder`` or ``alt`` that still
holds a plain ASCII letter was written in English somewhere outside the catalogues: in the
page's JavaScript, in the engine, in a template. The sweep walks every page, every lesson step
(answered right), every trainer kind (a question, a right and a wrong verdict), a whole deal of
each game and a score-sheet evening, and collects those texts.

Today most of the site still speaks English through code, so the sweep **ratchets**:
``tests/data/pseudo_sweep.json`` holds, per page or step, how many such texts it found; a test
fails when a count rises (and prints the texts, with where they sit), and a conversion that
lands lowers them, until every count is 0. Set ``PSEUDO_SWEEP_UPDATE=1`` to write the counts
found (after a conversion, or for a new page), ``PSEUDO_SWEEP_DUMP=<file>`` to write every text
found, with its page and place, to that file; the totals are printed at the end.

Left out, each for its reason:

- the originals' Polish and Belarusian, and anything in another language (``lang`` other
  than en-XA: the language switch names each language in its own words);
- code (``code``, ``pre``, ``kbd``, ``samp``) and a card picture's own drawing (its corner
  letters are drawn, not written; its name, ``aria-label``, is swept);
- Material's own chrome (its search, "Skip to content", "Back to top", the landmarks' names,
  "Made with Material for MkDocs", "Previous"/"Next"): Material translates it itself for each
  ``theme.language``, and en-XA has no Material translation (``CHROME`` below);
- the players' names at the score sheet (the reader's own words).

Service workers are blocked in the sweep's browser, so the offline switch reads the same on
every run.
"""

from __future__ import annotations

import base64
import json
import os
import random
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.test_learn import position, quiz_question, take_action
from tests.browser.test_play import FAST, act_once, wait_turn
from tests.browser.test_trainer import enter_answer, expected_answer, kinds_of, wrong_answer
from trainer.api import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
BASELINE = ROOT / "tests" / "data" / "pseudo_sweep.json"
UPDATE = os.environ.get("PSEUDO_SWEEP_UPDATE") == "1"
LANG = "en-XA"
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

COLLECT = """([names, chrome, chromeAttributes, lang]) => {
  const SKIPPED = new Set(
    ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "CODE", "PRE", "KBD", "SAMP"]);
  const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"];
  const allowed = [...names].sort((a, b) => b.length - a.length);
  const plain = (text) =>
    /[A-Za-z]/.test(allowed.reduce((t, name) => t.split(name).join(""), text));
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
        if (value && plain(value)) found.push({ text: value, where: `${where(element)} @${name}` });
      }
    }
    if (element.namespaceURI === "http://www.w3.org/2000/svg") return; // a drawing
    for (const node of element.childNodes) {
      if (node.nodeType === Node.ELEMENT_NODE) visit(node);
      else if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent.replace(/\\s+/g, " ").trim();
        if (text && plain(text)) found.push({ text, where: where(element) });
      }
    }
  };
  visit(document.body);
  return found;
}"""
"""Every text of the page that is not pseudo-localised: ``{text, where}`` (see the module)."""


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
    """What one test found, by page or step: each text not pseudo-localised, with where."""

    def __init__(self) -> None:
        self.found: dict[str, set[tuple[str, str]]] = defaultdict(set)

    def look(self, page: Page, key: str, names: list[str] | None = None) -> None:
        page.evaluate(SETTLE)
        arguments = [names or [], CHROME, CHROME_ATTRIBUTES, LANG]
        found = self.found[key]  # a place swept clean is counted too: its count falls to 0
        for item in page.evaluate(COLLECT, arguments):
            found.add((item["text"], item["where"]))


@pytest.fixture(scope="module")
def tally(pytestconfig: pytest.Config) -> Iterator[dict[str, set[tuple[str, str]]]]:
    """What the module's tests found, by key; the totals are printed when the module ends."""
    found: dict[str, set[tuple[str, str]]] = {}
    yield found
    reporter = pytestconfig.pluginmanager.get_plugin("terminalreporter")
    capture = pytestconfig.pluginmanager.get_plugin("capturemanager")
    if reporter is None or capture is None or not found:
        return
    total = sum(len(texts) for texts in found.values())
    distinct = len({text for texts in found.values() for text, _ in texts})
    with capture.global_and_fixture_disabled():
        reporter.write_line(
            f"\npseudo-language sweep: {total} texts not from a catalogue on "
            f"{sum(1 for texts in found.values() if texts)} of {len(found)} pages and steps "
            f"swept ({distinct} different texts)"
        )


def ratchet(sweep: Sweep, tally: dict[str, set[tuple[str, str]]]) -> None:
    """Compare the counts found with the committed ones: a count that rose fails, with its
    texts; with PSEUDO_SWEEP_UPDATE=1 the file takes the counts found."""
    baseline: dict[str, int] = json.loads(BASELINE.read_text(encoding="utf-8"))
    counts = {key: len(texts) for key, texts in sweep.found.items()}
    tally.update(sweep.found)
    if os.environ.get("PSEUDO_SWEEP_DUMP"):
        with open(os.environ["PSEUDO_SWEEP_DUMP"], "a", encoding="utf-8") as dump:
            for key, texts in sorted(sweep.found.items()):
                for text, where in sorted(texts):
                    dump.write(f"{key}\t{text}\t{where}\n")
    if UPDATE:
        baseline.update(counts)
        BASELINE.write_text(
            json.dumps(dict(sorted(baseline.items())), indent=1, ensure_ascii=False) + "\n",
            encoding="utf-8",
        )
        return
    risen = []
    for key, count in sorted(counts.items()):
        allowed = baseline.get(key, 0)
        if count > allowed:
            texts = "\n".join(
                f"    {text!r}  ({where})" for text, where in sorted(sweep.found[key])
            )
            risen.append(
                f"{key}: {count} texts not from a catalogue (the file allows {allowed}):\n{texts}"
            )
    fallen = [key for key, count in counts.items() if count < baseline.get(key, 0)]
    if fallen:
        print(f"{len(fallen)} counts fell (lower them: PSEUDO_SWEEP_UPDATE=1): {', '.join(fallen)}")
    assert not risen, "\n\n".join(risen)


@pytest.fixture
def sweep_page(browser: Browser, pseudo_site_url: str) -> Iterator[Page]:
    """A desktop page of the pseudo site, without service workers (see the module)."""
    context = browser.new_context(
        base_url=pseudo_site_url, service_workers="block", viewport={"width": 1280, "height": 900}
    )
    page = context.new_page()
    yield page
    context.close()


def wait_engines(page: Page) -> None:
    """Every engine widget of the page has started (or said why not)."""
    page.wait_for_function(
        """() => [...document.querySelectorAll('[data-engine]')].every(
            (e) => e.dataset.engine === 'ready' || e.dataset.engine === 'failed')""",
        timeout=BOOT_MS,
    )


# -- every page -----------------------------------------------------------------------------------


def pseudo_pages(pseudo_site_dir: Path) -> list[str]:
    site = pseudo_site_dir / LANG
    return sorted(
        p.parent.relative_to(site).as_posix().removeprefix(".") + "/"
        for p in site.rglob("index.html")
    )


def test_every_page(
    sweep_page: Page, pseudo_site_dir: Path, tally: dict[str, set[tuple[str, str]]]
) -> None:
    sweep = Sweep()
    for path in pseudo_pages(pseudo_site_dir):
        sweep_page.goto(f"{LANG}/{path.lstrip('/')}")
        wait_engines(sweep_page)
        sweep.look(sweep_page, f"page {path}")
    ratchet(sweep, tally)


# -- every lesson step ----------------------------------------------------------------------------

LESSON = "section.lesson[data-lesson]:not([hidden])"
STEPS = ".lesson-step, .lesson-deal"


def lesson_step_spec(page: Page, index: int) -> dict:
    element = page.locator(f"{LESSON} :is({STEPS})").nth(index)
    raw = element.get_attribute("data-step")
    return json.loads(raw) if raw is not None else {"deal": True}


def answer_right(page: Page, game: str, spec: dict) -> None:
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


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step(
    sweep_page: Page, game: str, tally: dict[str, set[tuple[str, str]]]
) -> None:
    page = sweep_page
    page.goto(f"{LANG}/{game}/learn/")
    wait_engines(page)
    sweep = Sweep()
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
    ratchet(sweep, tally)


# -- every trainer kind ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_trainer_kind(
    sweep_page: Page, game: str, tally: dict[str, set[tuple[str, str]]]
) -> None:
    page = sweep_page
    page.goto(f"{LANG}/{game}/trainer/")
    wait_engines(page)
    root = page.locator("[data-trainer]")
    sweep = Sweep()
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
    ratchet(sweep, tally)


# -- a whole deal of each game --------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_deal(sweep_page: Page, game: str, tally: dict[str, set[tuple[str, str]]]) -> None:
    page = sweep_page
    page.add_init_script(f"({FAST})({json.dumps(game)})")
    page.goto(f"{LANG}/{game}/play/#deal=7-{PLAYERS[game]}-0")
    wait_engines(page)
    sweep = Sweep()
    rng = random.Random(game)
    for _ in range(200):
        phase = wait_turn(page)
        sweep.look(page, f"play {game}")
        if phase in ("done", "error"):
            break
        act_once(page, rng)
    assert page.locator("[data-play]").get_attribute("data-play-phase") == "done"
    sweep.look(page, f"play {game} score")
    ratchet(sweep, tally)


# -- a score-sheet evening ------------------------------------------------------------------------

EVENING = {
    "v": 1,
    "game": "schafkopf",
    "id": "sweep",
    "started": "2026-12-07",
    "names": NAMES,
    "preset": None,
    "options": {},
    "tariff": None,
    "first_dealer": 0,
    "deals": [
        {"entry": {"contract": "ace_game", "suit": "C", "declarer": 1, "partner": 3,
                   "points": 70, "tricks": 5, "contra": False, "re": False, "matadors": 0}},
        {"entry": {"contract": "wenz", "suit": None, "declarer": 2, "partner": None,
                   "points": 95, "tricks": 6, "contra": True, "re": False, "matadors": 0}},
        {"entry": {"contract": "suit_solo", "suit": "H", "declarer": 0, "partner": None,
                   "points": 40, "tricks": 3, "contra": False, "re": False, "matadors": 0}},
    ],
}  # fmt: skip
"""An evening at four of Schafkopf: an ace game won, a Wenz won with contra, a solo lost."""


def test_a_score_sheet_evening(sweep_page: Page, tally: dict[str, set[tuple[str, str]]]) -> None:
    page = sweep_page
    link = base64.urlsafe_b64encode(json.dumps(EVENING).encode()).decode().rstrip("=")
    page.goto(f"{LANG}/schafkopf/score-sheet/#e=j{link}")
    wait_engines(page)
    last = len(EVENING["deals"]) - 1
    expect(page.locator(f"tr[data-deal='{last}']")).to_be_visible(timeout=STEP_MS)
    buttons = page.locator(".gc-sheet__why-button")
    for i in range(buttons.count()):
        buttons.nth(i).click()  # every deal's "Why?" open
    sweep = Sweep()
    sweep.look(page, "sheet schafkopf evening", NAMES)
    ratchet(sweep, tally)
