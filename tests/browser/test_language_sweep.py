"""The Polish and German sites walked screen by screen (issues 34 and 35, "Done when"): no
English outside ``lang="en"``, no catalogue key, no unfilled placeholder.

On the languages' test site (``site-languages/``: each language built as it will ship,
scripts/build_language.py --preview) the sweep walks, in Polish and in German, every page, every
lesson step of each game (answered right, and the guided first deal played to its end), every
trainer kind of each game (a question, a wrong and a right verdict), a whole deal of each game
on the play page and a score-sheet evening of each game. It walks them as the pseudo-language
sweep does (tests/browser/sweep_walks.py: the same screens, the same texts collected, the same
left out: other languages, code, Material's chrome, the players' names) and judges every text
with tests/language_judge.py: a word that is English and not Polish or German, a key of the
catalogues, a ``{placeholder}``, ``%s``, ``undefined``, ``NaN``, ``[object Object]``.

A test fails listing each text found, what is wrong with it, and the screens and places it
was seen on. ``LANGUAGE_SWEEP_DUMP=<file>`` appends every finding, a line each (language,
screen, text, findings, place), to that file.

Service workers are blocked in the sweep's browser, so the offline switch reads the same on
every run.
"""

from __future__ import annotations

import os
from collections import defaultdict
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
from tests.language_judge import judge

pytestmark = pytest.mark.browser

LANGUAGES = ("pl", "de")
EVERY = r"\S"
"""Every text is collected: the judge, not the page, decides what is wrong with it."""


@pytest.fixture
def sweep_page(browser: Browser, languages_site_url: str) -> Iterator[Page]:
    """A desktop page of the languages' site, without service workers (see the module)."""
    context = browser.new_context(
        base_url=languages_site_url,
        service_workers="block",
        viewport={"width": 1280, "height": 900},
    )
    page = context.new_page()
    yield page
    context.close()


def assert_clean(sweep: Sweep) -> None:
    """Fail with every text the judge finds wrong: the text, what is wrong, where it sat."""
    seen: dict[tuple[str, str], list[str]] = defaultdict(list)
    for screen, texts in sorted(sweep.found.items()):
        for text, where in sorted(texts):
            if found := judge(text):
                seen[(text, "; ".join(found))].append(f"{screen} ({where})")
    if path := os.environ.get("LANGUAGE_SWEEP_DUMP"):
        with open(path, "a", encoding="utf-8") as dump:
            for (text, problems), places in sorted(seen.items()):
                dump.writelines(f"{sweep.lang}\t{p}\t{text}\t{problems}\n" for p in places)
    report = []
    for (text, problems), places in sorted(seen.items()):
        more = f" and {len(places) - 3} more" if len(places) > 3 else ""
        report.append(f"  {text!r}: {problems}\n      at {'; '.join(places[:3])}{more}")
    assert not report, (
        f"{len(report)} texts on the {sweep.lang} site are not {sweep.lang}:\n" + "\n".join(report)
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_page(sweep_page: Page, languages_site_dir: Path, code: str) -> None:
    sweep = Sweep(code, EVERY)
    walk_pages(sweep_page, sweep, code, site_pages(languages_site_dir / code))
    assert_clean(sweep)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_lesson_step(sweep_page: Page, code: str, game: str) -> None:
    sweep = Sweep(code, EVERY)
    walk_lessons(sweep_page, sweep, code, game)
    assert_clean(sweep)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_trainer_kind(sweep_page: Page, code: str, game: str) -> None:
    sweep = Sweep(code, EVERY)
    walk_trainer(sweep_page, sweep, code, game)
    assert_clean(sweep)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_deal(sweep_page: Page, code: str, game: str) -> None:
    sweep = Sweep(code, EVERY)
    walk_deal(sweep_page, sweep, code, game)
    assert_clean(sweep)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_score_sheet_evening(sweep_page: Page, code: str, game: str) -> None:
    sweep = Sweep(code, EVERY)
    walk_evening(sweep_page, sweep, code, game)
    assert_clean(sweep)
