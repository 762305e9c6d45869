"""The trainer's learner-facing gaps closed after issue 11 (and the play page's share of them).

Card pictures are named in words only, also in their alternative text, tooltip and
accessible name; the engine's status view does not pile up listeners over instant
navigation; Material's "Back to top" button leaves the status line readable on a phone;
cards in lists are not spaced out by the theme's list margins; the keyboard starts where
the answer is given.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_trainer import (
    CARD_CODE,
    GAMES,
    VIEWPORTS,
    current_question,
    expected_answer,
    kinds_of,
    new_question,
    open_trainer,
    wait_ready,
)

pytestmark = pytest.mark.browser

# Every text a picture or a control gives about itself: alt, title, aria-label, <title>.
LABELS = """(selector) => {
  const root = document.querySelector(selector);
  if (!root) return [];
  const out = [];
  for (const e of root.querySelectorAll('[alt], [title], [aria-label]')) {
    for (const name of ['alt', 'title', 'aria-label']) {
      const value = e.getAttribute(name);
      if (value) out.push(value);
    }
  }
  for (const t of root.querySelectorAll('svg title')) out.push(t.textContent);
  return out;
}"""

# Card lists (a hand, a trick, the seats) whose items have a margin from the theme.
LIST_MARGINS = """() => [...document.querySelectorAll(
    '.gc-hand__cards > li, .gc-trick__plays > li, .gc-play__hand > li, '
    + '.gc-play__trick > li, .gc-play__seats > li')]
  .map((li) => { const s = getComputedStyle(li); return [li.parentElement.className,
    s.marginLeft, s.marginRight, s.marginTop, s.marginBottom]; })
  .filter(([, ...margins]) => margins.some((m) => m !== '0px'))"""


def assert_labels_are_words(page: Page, selector: str) -> None:
    labels = page.evaluate(LABELS, selector)
    assert labels, f"no labelled element in {selector}"
    leaks = [label for label in labels if CARD_CODE.search(label)]
    assert leaks == [], leaks


# -- 1. pictures named in words, also in alt, title and aria-label -------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_card_labels_and_tooltips_are_words(page: Page, site_url: str, game: str) -> None:
    page.goto(f"{site_url}{game}/trainer/")
    # The first question, drawn at build time (inline pictures), before the engine is up.
    assert_labels_are_words(page, "[data-trainer]")
    wait_ready(page)
    for kind in kinds_of(game):
        new_question(page, kind)
        assert_labels_are_words(page, "[data-trainer]")


def test_card_pictures_are_named_in_words_in_the_files() -> None:
    """The pictures' own files (used by <img>) carry no code in their <title> either."""
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "docs" / "assets" / "cards"
    for svg in folder.glob("*/*.svg"):
        text = svg.read_text(encoding="utf-8")
        title = re.search(r"<title>([^<]*)</title>", text)
        label = re.search(r'aria-label="([^"]*)"', text)
        assert title and label, svg
        assert not CARD_CODE.search(title.group(1)), (svg.name, title.group(1))
        assert not CARD_CODE.search(label.group(1)), (svg.name, label.group(1))


# -- 3. the engine status view does not leak listeners over instant navigation ------------------


def test_instant_navigation_leaves_no_status_listeners_behind(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "pamfil")
    count = page.evaluate("() => window.trainer.statusListeners")
    assert count >= 1
    for game in ("tarok", "schafkopf", "pamfil", "tarok", "schafkopf", "pamfil"):
        page.locator(f'nav a[href$="{game}/trainer/"]').first.click()
        expect(page.locator("[data-trainer]")).to_have_attribute("data-game", game)
        wait_ready(page)
    # The same page as at the start: as many views follow the engine as then.
    assert page.evaluate("() => window.trainer.statusListeners") == count
    expect(page.locator(".gc-engine")).to_have_count(1)


# -- 4. "Back to top" leaves the engine status line readable on a phone -------------------------


@pytest.mark.parametrize("game", GAMES)
def test_back_to_top_does_not_cover_the_status_line_on_a_phone(
    browser, site_url: str, game: str
) -> None:
    context = browser.new_context(viewport=VIEWPORTS["mobile"], has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        open_trainer(page, site_url, game)
        page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
        page.wait_for_timeout(300)
        # Scrolling back up to the trainer shows Material's button.
        status = page.locator("[data-trainer] .gc-quiz__status")
        for _ in range(200):  # up in small steps until the line is just under the header
            page.mouse.wheel(0, -40)
            page.wait_for_timeout(40)
            box = status.bounding_box()
            if box and box["y"] >= 56:
                break
        button = page.locator(".md-top")
        expect(button).to_be_visible()
        expect(button).not_to_have_attribute("hidden", re.compile(".*"))
        top, line = button.bounding_box(), status.bounding_box()
        assert top and line
        overlap_x = min(top["x"] + top["width"], line["x"] + line["width"]) - max(
            top["x"], line["x"]
        )
        overlap_y = min(top["y"] + top["height"], line["y"] + line["height"]) - max(
            top["y"], line["y"]
        )
        assert overlap_x <= 0 or overlap_y <= 0, (top, line)
    finally:
        context.close()


# -- 5. cards in lists are not spaced out by the theme's list margins ----------------------------


@pytest.mark.parametrize("size", sorted(VIEWPORTS))
def test_card_lists_have_no_list_margins(browser, site_url: str, size: str) -> None:
    mobile = size == "mobile"
    context = browser.new_context(viewport=VIEWPORTS[size], has_touch=mobile, is_mobile=mobile)
    page = context.new_page()
    try:
        for game in GAMES:
            open_trainer(page, site_url, game)
            new_question(page, "trick_winner")
            assert page.evaluate(LIST_MARGINS) == [], game
    finally:
        context.close()


# -- 6. the keyboard starts where the answer is given --------------------------------------------


def test_a_digit_picks_the_card_and_enter_checks(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    new_question(page, "trick_winner")
    question = current_question(page)
    assert question["answer"]["select"] == "one"
    expected = expected_answer(question["id"])
    cards = page.locator("[data-trainer] button.gc-card--choosable")
    codes = [cards.nth(i).get_attribute("data-card") for i in range(cards.count())]
    page.keyboard.press(str(codes.index(expected) + 1))
    expect(cards.nth(codes.index(expected))).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Enter")  # the focus went on to "Check answer"
    expect(page.locator(".gc-verdict--correct")).to_be_visible()


def test_after_next_the_keyboard_is_in_the_answer_field(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    new_question(page, "card_points")
    question = current_question(page)
    assert question["answer"]["type"] in ("number", "form")
    focused = page.evaluate("() => document.activeElement.tagName")
    assert focused in ("INPUT", "SELECT"), focused
    answer = expected_answer(question["id"])
    if question["answer"]["type"] == "number":
        page.keyboard.type(str(answer))
        page.keyboard.press("Enter")
        expect(page.locator(".gc-verdict--correct")).to_be_visible()
