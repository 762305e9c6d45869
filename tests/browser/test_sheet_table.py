"""The score sheets as a table uses them, in headless Chromium: what a player stumbled on in
the screenshots of whole evenings (scripts/screenshots_sheet.py), each fixed and held here.

- The setup page wrote "null" under "Start the evening" (no evening kept yet), and showed the
  tariff's prices before "Play at a tariff" was ticked; its "Choose file" button was 22 px
  high on a phone.
- A refusal said what was wrong but not what to do: it now names the field to correct (or
  says the marked ones) and the way out.
- A Pamfil player's 0 to 5 tricks wrapped to a second row on a phone ("5" alone).
- The forehand's fixed box read "Ben plays: the forehand must".
- On a phone (390 px) the column of Edit / Delete buttons pushed the fourth player's column
  off the screen: the buttons now sit under the deal's words, every player's column fits.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser import test_sheet, test_sheet_pamfil
from tests.browser.sheet_rows import add_numbered_deal

pytestmark = pytest.mark.browser

STEP_MS = 60_000
SHEET = "[data-sheet]"


def test_the_setup_shows_only_what_is_asked(page: Page, site_url: str) -> None:
    test_sheet.open_sheet(page, site_url)
    setup = page.locator(f"{SHEET} .gc-sheet__setup")
    expect(setup).to_be_visible()
    assert "null" not in page.locator(SHEET).inner_text()
    expect(page.locator(f"{SHEET} .gc-sheet__rules-now")).to_contain_text(
        "Playing by “As the source text has it”."
    )
    prices = page.locator(f"{SHEET} .gc-sheet__tariff-fields")
    expect(prices).to_be_hidden()
    setup.locator(".gc-sheet__tariff label", has_text="Play at a tariff").click()
    expect(prices).to_be_visible()
    expect(page.get_by_label("Ace game", exact=True)).to_have_value("10")
    # "Open a CSV file" is a finger's size, like every other control.
    box = page.get_by_label("Open a CSV file of an evening").bounding_box()
    assert box and box["height"] >= 43.5, box

    # A refusal says which field to correct and how to leave the deal.
    test_sheet.start_evening(page, test_sheet.NAMES)
    test_sheet.fill_deal(
        page,
        {"game": "suit_solo", "suit": "C", "declarer": "Ben", "points": 70, "tricks": 0},
        test_sheet.NAMES,
    )
    result = page.locator(f"{SHEET} .gc-sheet__result")
    expect(result.locator("[data-refused=true]")).to_have_text(
        "Not possible: a side that won no trick has no points.", timeout=STEP_MS
    )
    expect(result.locator("[data-hint]")).to_have_text(
        "Correct “Card points of the declarer's side” (marked), or press Clear to start again."
    )
    expect(page.locator(f"{SHEET} input[data-field=points]")).to_have_attribute(
        "aria-invalid", "true"
    )


def test_on_a_phone_every_player_fits_and_a_refusal_marks_what_to_correct(
    browser, site_url: str
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    test_sheet_pamfil.open_sheet(page, site_url)
    test_sheet_pamfil.start_evening(page)
    for k, deal in enumerate(test_sheet_pamfil.EVENING[:2]):
        test_sheet_pamfil.fill_deal(page, deal, k)
        add_numbered_deal(page, k)

    # A player's 0 to 5 tricks sit in one row, each a finger's size.
    choices = page.locator(f"{SHEET} fieldset[data-field=tricks]").first.locator("label")
    boxes = [choices.nth(i).bounding_box() for i in range(choices.count())]
    assert len(boxes) == 6 and len({round(b["y"]) for b in boxes if b}) == 1, boxes
    assert all(b and b["width"] >= 43.5 and b["height"] >= 43.5 for b in boxes), boxes

    # The forehand's fixed box says why it is fixed.
    expect(page.get_by_label("Dieter plays (the forehand cannot pass)")).to_be_disabled()

    scroll = page.locator(f"{SHEET} .gc-sheet__scroll")
    sideways = scroll.evaluate("box => box.scrollWidth - box.clientWidth")
    assert sideways <= 1, f"the table scrolls {sideways} px sideways on a phone"
    right = scroll.evaluate("box => box.getBoundingClientRect().right")
    for name in test_sheet_pamfil.NAMES:
        header = page.locator(f"{SHEET} .gc-sheet__table thead th", has_text=name)
        box = header.bounding_box()
        assert box and box["x"] + box["width"] <= right + 1, name
    for button in ("Edit", "Delete"):
        target = page.locator(f"{SHEET} tr[data-deal='1'] .gc-sheet__{button.lower()}")
        expect(target).to_be_visible()
        box = target.bounding_box()
        assert box and box["height"] >= 43.5 and box["x"] + box["width"] <= right + 1, button

    # Seven tricks among four: every player's tricks are marked, and the way out is said.
    deal = {"tricks": {"Cilia": 2, "Dieter": 2, "Anna": 2, "Ben": 1}, "pamfil": "talon"}
    test_sheet_pamfil.fill_deal(page, deal, 2)
    result = page.locator(f"{SHEET} .gc-sheet__result")
    expect(result.locator("[data-refused=true]")).to_contain_text(
        "five tricks a deal, not 7", timeout=STEP_MS
    )
    expect(result.locator("[data-hint]")).to_have_text(
        "Correct the marked entries, or press Clear to start again."
    )
    marked = page.locator(f"{SHEET} fieldset[data-field=tricks][aria-invalid=true]")
    expect(marked).to_have_count(4)

    # Editing a deal, the way out is Cancel.
    page.locator(f"{SHEET} tr[data-deal='0'] .gc-sheet__edit").click()
    test_sheet_pamfil.fill_deal(page, deal, 0)
    expect(result.locator("[data-hint]")).to_have_text(
        "Correct the marked entries, or press Cancel to keep the deal as it was.",
        timeout=STEP_MS,
    )
    context.close()
