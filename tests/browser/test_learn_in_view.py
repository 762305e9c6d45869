"""After a lesson's verdict the way on is in view (issue 31, P19).

The 2026-12-07 review found "Next step" at y 810 on an 800 px window after a right answer
in all three games, and "Try again" lower still after a wrong one: the verdict with its rule
quote is 250–300 px tall and was only scrolled to its own end. Now the verdict and its
buttons are brought into the window together, at 1280×800 and 390×844.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.test_learn import answer_step, lesson, next_step, open_learn, step_number

pytestmark = pytest.mark.browser

SIZES = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    },
}


def in_window(page: Page, element: Locator) -> bool:
    """The element wholly between the site's fixed header and the window's foot."""
    return page.evaluate(
        """(e) => {
          const box = e.getBoundingClientRect();
          const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
          return box.top >= header - 1 && box.bottom <= window.innerHeight + 1;
        }""",
        element.element_handle(),
    )


def settled(page: Page) -> None:
    """The scroll has come to rest (the theme may scroll smoothly)."""
    page.wait_for_function(
        """() => new Promise((done) => {
          const y = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === y)));
        })"""
    )


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", ["pamfil", "tarok", "schafkopf"])
def test_the_verdict_and_the_way_on_are_in_the_window_together(
    browser, site_url: str, game: str, size: str
) -> None:
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    open_learn(page, site_url, game)
    _, total = step_number(page)
    # A wrong answer: its verdict head and "Try again".
    verdict = answer_step(page, game, right=False)
    settled(page)
    again = lesson(page).get_by_role("button", name="Try again")
    expect(again).to_be_visible()
    assert in_window(page, again), "Try again is out of the window"
    assert in_window(page, verdict.locator(".gc-verdict__head")), "the verdict's head is not"
    again.click()
    for _ in range(total):
        verdict = answer_step(page, game, right=True)
        settled(page)
        go = lesson(page).locator(".learn-step .learn-steps__go")
        expect(go).to_be_visible()
        assert in_window(page, go), f"{go.inner_text()} is out of the window"
        assert in_window(page, verdict.locator(".gc-verdict__head"))
        next_step(page)
    context.close()
