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

What is left out of the texts (other languages, code, Material's chrome, the players'
names) is said in sweep_walks.py, which walks the screens for this sweep and the language
sweep alike.

Service workers are blocked in the sweep's browser, so the offline switch reads the same on
every run.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.sweep_walks import (
    GAMES,
    Sweep,
    site_pages,
    walk_deal,
    walk_evening,
    walk_lessons,
    walk_pages,
    walk_trainer,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
BASELINE = ROOT / "tests" / "data" / "pseudo_sweep.json"
UPDATE = os.environ.get("PSEUDO_SWEEP_UPDATE") == "1"
LANG = "en-XA"
PLAIN = "[A-Za-z]"
"""A text with a plain ASCII letter (the players' names taken out) is not pseudo-localised."""


def pseudo_sweep() -> Sweep:
    return Sweep(LANG, PLAIN)


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


# -- the walks (sweep_walks.py) --------------------------------------------------------------------


def test_every_page(
    sweep_page: Page, pseudo_site_dir: Path, tally: dict[str, set[tuple[str, str]]]
) -> None:
    sweep = pseudo_sweep()
    walk_pages(sweep_page, sweep, LANG, site_pages(pseudo_site_dir / LANG))
    ratchet(sweep, tally)


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step(
    sweep_page: Page, game: str, tally: dict[str, set[tuple[str, str]]]
) -> None:
    sweep = pseudo_sweep()
    walk_lessons(sweep_page, sweep, LANG, game)
    ratchet(sweep, tally)


@pytest.mark.parametrize("game", GAMES)
def test_every_trainer_kind(
    sweep_page: Page, game: str, tally: dict[str, set[tuple[str, str]]]
) -> None:
    sweep = pseudo_sweep()
    walk_trainer(sweep_page, sweep, LANG, game)
    ratchet(sweep, tally)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_deal(sweep_page: Page, game: str, tally: dict[str, set[tuple[str, str]]]) -> None:
    sweep = pseudo_sweep()
    walk_deal(sweep_page, sweep, LANG, game)
    ratchet(sweep, tally)


def test_a_score_sheet_evening(sweep_page: Page, tally: dict[str, set[tuple[str, str]]]) -> None:
    sweep = pseudo_sweep()
    walk_evening(sweep_page, sweep, LANG, "schafkopf")
    ratchet(sweep, tally)
