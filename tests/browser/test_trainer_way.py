"""The trainer keeps the learner's way (issue 31, N3 and N4).

N3: "Next question" stays in the quiz and level chosen; a missed question of another quiz
comes back by its own button, "Review 1 missed question", and the choice stays as it was.
N4: the Check button is beside the answer and its top within the window on the first screen,
at 1280×800 and 390×844; a "Skip to the question" link takes the keyboard past the site's
navigation (33 Tab presses reached the first card before it).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_trainer import (
    GAMES,
    current_question,
    expected_answer,
    give_answer,
    new_question,
    open_trainer,
    wrong_answer,
)

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


def test_next_question_keeps_the_quiz_chosen_and_reviews_have_their_own_button(
    page: Page, site_url: str
) -> None:
    open_trainer(page, site_url, "pamfil")
    root = page.locator("[data-trainer]")
    kind_select = root.locator("select.gc-quiz__select").first
    review = root.get_by_role("button", name="Review 1 missed question")
    # A Legal plays question missed …
    new_question(page, "legal_plays")
    missed = current_question(page)
    give_answer(page, missed, wrong_answer(missed, expected_answer(missed["id"])))
    # … then the learner turns to Trick winner.
    new_question(page, "trick_winner")
    for turn in range(3):
        question = current_question(page)
        assert question["kind"] == "trick_winner", question["id"]
        give_answer(page, question, expected_answer(question["id"]))
        # The missed question's turn has come: it has its own button; Next stays in the quiz.
        expect(review).to_be_visible()
        expect(root.get_by_role("button", name="Next question", exact=True)).to_be_visible()
        if turn < 2:
            root.get_by_role("button", name="Next question", exact=True).click()
            expect(root.locator("[data-question]")).not_to_have_attribute(
                "data-question", question["id"]
            )
    review.click()
    expect(root.locator("[data-question]")).to_have_attribute("data-question", missed["id"])
    expect(root.locator(".gc-quiz__heading")).to_contain_text("review of a question you missed")
    expect(kind_select).to_have_value("trick_winner")  # the choice stays as it was
    give_answer(page, missed, expected_answer(missed["id"]))
    expect(review).to_be_hidden()
    root.get_by_role("button", name="Next question", exact=True).click()
    expect(root.locator("[data-question]")).not_to_have_attribute("data-question", missed["id"])
    assert current_question(page)["kind"] == "trick_winner"
    # A missed question of the quiz chosen comes back by "Next question" itself.
    mine = current_question(page)
    give_answer(page, mine, wrong_answer(mine, expected_answer(mine["id"])))
    root.get_by_role("button", name="Next question", exact=True).click()
    other = current_question(page)
    give_answer(page, other, expected_answer(other["id"]))
    root.get_by_role("button", name="Next question (a review)").click()
    expect(root.locator("[data-question]")).to_have_attribute("data-question", mine["id"])


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_check_is_beside_the_answer_and_on_the_first_screen(
    browser, site_url: str, game: str, size: str
) -> None:
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    open_trainer(page, site_url, game)
    height = page.viewport_size["height"]
    root = page.locator("[data-trainer]")
    # Every kind's first question: the Check button's top is within the window at once.
    for kind in [k["name"] for k in root.evaluate("(r) => JSON.parse(r.dataset.config).kinds")]:
        if (
            root.locator(f"select.gc-quiz__select option[value='{kind}']:not([disabled])").count()
            == 0
        ):
            continue
        new_question(page, kind)
        page.evaluate("() => window.scrollTo(0, 0)")
        check = root.get_by_role("button", name="Check answer")
        box = check.bounding_box()
        assert box is not None and 0 <= box["y"] < height, (kind, box)
        # Beside the answer: it follows the answer's last control, nothing between but words.
        assert page.evaluate(
            """(check) => {
              const controls = [...document.querySelectorAll(
                '[data-trainer] .gc-quiz__question :is(button.gc-card--choosable, input, select)')];
              const last = controls[controls.length - 1];
              const all = document.querySelectorAll('[data-trainer] button, [data-trainer] a');
              const between = [...all]
                .filter((e) => last.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING
                  && e.compareDocumentPosition(check) & Node.DOCUMENT_POSITION_FOLLOWING);
              return between.length === 0;
            }""",
            check.element_handle(),
        ), kind
    # Scrolled to the answer's end, the row sits in its place under the answer.
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(root.get_by_role("button", name="Check answer")).to_be_hidden()
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_skip_to_the_question_from_the_page_top(page: Page, site_url: str, game: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_trainer(page, site_url, game)
    presses = 0
    while not page.evaluate("() => document.activeElement?.classList.contains('gc-skip')"):
        page.keyboard.press("Tab")
        presses += 1
        assert presses <= 3, "the skip link is not among the first Tab stops"
    expect(page.locator(".gc-skip")).to_have_text("Skip to the question")
    expect(page.locator(".gc-skip")).to_be_visible()  # shown when focused
    address = page.url
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.classList.contains('gc-quiz__prompt')")
    assert page.url == address  # the question's link (#q=…) is left alone
    question = current_question(page)
    if question["answer"]["type"] == "cards":
        # From the prompt, key 1 picks the first card and Enter checks.
        page.keyboard.press("1")
        page.keyboard.press("Enter")
        expect(page.locator("[data-trainer] .gc-verdict")).to_be_visible()
    else:
        page.keyboard.press("Tab")
        assert page.evaluate(
            "() => !!document.activeElement.closest('[data-trainer] .gc-quiz__question')"
        )
    assert presses + 1 <= 4  # Tab, Tab, Enter: against 33 Tab presses before


def test_the_skip_link_goes_with_the_trainer_it_belongs_to(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "tarok")
    expect(page.locator(".gc-skip")).to_have_count(1)
    # Instant navigation to a page without a widget: no skip link of the trainer stays.
    page.locator(".md-nav__link", has_text="Glossary").first.click()
    page.wait_for_url("**/glossary/")
    expect(page.locator(".gc-skip")).to_have_count(0)
    page.go_back()
    page.wait_for_url("**/tarok/trainer/**")
    expect(page.locator(".gc-skip")).to_have_count(1)
