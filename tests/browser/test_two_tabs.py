"""Two tabs of one browser never undo each other's saved data (issue 31, R1), in headless
Chromium with the real Pyodide: two pages of one context share localStorage, as two tabs
of a phone do. Each store used to write its tab's whole copy over the key on every save.

- The score sheet: one evening in two tabs (the second tab follows the first's deals, and
  its own deal adds to them), and a Tarok tab opened earlier starting an evening while a
  Schafkopf evening grows in another.
- The play page: a Tarok move no longer takes the Schafkopf deal back to its start.
- The trainer: answers given in two tabs are all counted.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser import test_sheet
from tests.browser.test_play import act_once, wait_turn
from tests.browser.test_trainer import current_question, expected_answer, give_answer

pytestmark = pytest.mark.browser

BOOT_MS = 120_000
STEP_MS = 60_000
SHEET = "[data-sheet]"
NAMES = test_sheet.NAMES
DEALS = test_sheet.EVENING


def stored(page: Page, key: str) -> dict:
    return json.loads(page.evaluate(f"() => localStorage.getItem('{key}')"))


def sheet_deals(page: Page) -> int:
    return int(page.locator(SHEET).get_attribute("data-deals") or 0)


def test_one_evening_in_two_tabs_keeps_every_deal(context: BrowserContext, site_url: str) -> None:
    a = context.new_page()
    test_sheet.open_sheet(a, site_url)
    test_sheet.start_evening(a, NAMES, preset="Common practice today")
    test_sheet.add_deal(a, DEALS[0], NAMES)
    b = context.new_page()
    test_sheet.open_sheet(b, site_url)
    expect(b.locator(SHEET)).to_have_attribute("data-deals", "1")
    # A adds deals 2 and 3: B hears it, says so and shows them.
    for deal in DEALS[1:3]:
        test_sheet.add_deal(a, deal, NAMES)
    expect(b.locator(SHEET)).to_have_attribute("data-deals", "3", timeout=STEP_MS)
    expect(b.locator(f"{SHEET} .gc-sheet__notice").first).to_contain_text(
        "This evening was changed in another tab: the sheet shows it as it is now."
    )
    # B's own deal is the fourth; A hears of it in turn.
    test_sheet.add_deal(b, DEALS[3], NAMES)
    expect(a.locator(SHEET)).to_have_attribute("data-deals", "4", timeout=STEP_MS)
    evening = stored(a, test_sheet.KEY)["evenings"][0]
    assert len(evening["deals"]) == 4
    a.reload()
    expect(a.locator(SHEET)).to_have_attribute("data-deals", "4", timeout=BOOT_MS)
    test_sheet.assert_sheet_matches(a, DEALS[:4], NAMES, test_sheet.TODAY)


def test_a_tarok_evening_started_in_another_tab_leaves_the_schafkopf_one(
    context: BrowserContext, site_url: str
) -> None:
    tarok = context.new_page()
    tarok.goto(f"{site_url}tarok/score-sheet/")
    expect(tarok.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    schafkopf = context.new_page()
    test_sheet.open_sheet(schafkopf, site_url)
    test_sheet.start_evening(schafkopf, NAMES, preset="Common practice today")
    for deal in DEALS[:3]:
        test_sheet.add_deal(schafkopf, deal, NAMES)
    # The Tarok tab, opened before any of it, starts its own evening.
    for i, name in enumerate(NAMES[:3]):
        tarok.fill(f"[data-name='{i}']", name)
    tarok.get_by_role("button", name="Start the evening").click()
    expect(tarok.locator(SHEET)).to_have_attribute("data-sheet-phase", "ready", timeout=STEP_MS)
    store = stored(schafkopf, test_sheet.KEY)
    by_game = {e["game"]: e for e in store["evenings"]}
    assert len(by_game["schafkopf"]["deals"]) == 3
    assert by_game["tarok"]["names"] == NAMES[:3]
    assert set(store["open"]) == {"schafkopf", "tarok"}
    schafkopf.reload()
    expect(schafkopf.locator(SHEET)).to_have_attribute("data-deals", "3", timeout=BOOT_MS)


INSTANT = """() => {
  const settings = {pace: 0, coach: false, strength: 'basic'};
  localStorage.setItem('gc-play/v1', JSON.stringify({version: 1, games: {
    schafkopf: {current: null, history: [], settings},
    tarok: {current: null, history: [], settings: {...settings, players: 3}}}}));
}"""


def open_play(page: Page, site_url: str, game: str) -> None:
    page.goto(f"{site_url}{game}/play/")
    expect(page.locator("[data-play]")).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    wait_turn(page)


def saved_actions(page: Page, game: str) -> int:
    return len(stored(page, "gc-play/v1")["games"][game]["current"]["actions"])


def test_a_tarok_move_leaves_the_schafkopf_deal_of_another_tab(
    context: BrowserContext, site_url: str
) -> None:
    rng = random.Random(31)
    schafkopf = context.new_page()
    schafkopf.goto(site_url)
    schafkopf.evaluate(INSTANT)
    tarok = context.new_page()
    open_play(tarok, site_url, "tarok")
    open_play(schafkopf, site_url, "schafkopf")
    for _ in range(3):
        act_once(schafkopf, rng)
        wait_turn(schafkopf)
    made = saved_actions(schafkopf, "schafkopf")
    assert made >= 3
    # The Tarok tab was opened before any of those moves; its move saves its game only.
    act_once(tarok, rng)
    wait_turn(tarok)
    assert saved_actions(tarok, "tarok") >= 1
    assert saved_actions(tarok, "schafkopf") == made
    schafkopf.reload()
    expect(schafkopf.locator("[data-play]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    wait_turn(schafkopf)
    assert saved_actions(schafkopf, "schafkopf") == made


def answer_right(page: Page) -> None:
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    root = page.locator("[data-trainer]")
    root.get_by_role("button", name=re.compile("^Next question")).click()
    expect(root.locator(".gc-verdict")).to_be_hidden(timeout=STEP_MS)


def test_answers_in_two_trainer_tabs_are_all_counted(
    context: BrowserContext, site_url: str
) -> None:
    tabs = []
    for _ in range(2):
        page = context.new_page()
        page.goto(f"{site_url}pamfil/trainer/")
        expect(page.locator("[data-trainer]")).to_have_attribute(
            "data-engine", "ready", timeout=BOOT_MS
        )
        tabs.append(page)
    for page in (*tabs, tabs[0], tabs[1], tabs[0]):
        answer_right(page)
    game = stored(tabs[0], "gc-trainer/v2")["games"]["pamfil"]
    assert game["answered"] == 5
    assert sum(kind["answered"] for kind in game["kinds"].values()) == 5
    assert sum(kind["correct"] for kind in game["kinds"].values()) == 5
