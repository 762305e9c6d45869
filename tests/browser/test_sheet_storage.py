"""The score sheet's kept evenings are never lost or hidden without the player's word
(issue 31: R2, R3, R8, R10, R11, R12), in headless Chromium with the real Pyodide.

- R2: the 401st deal of an evening made every kept sheet "unreadable" on the next load.
  An evening now takes 400 deals and says so; an evening an older version let grow past
  that opens; one damaged evening is set aside alone.
- R3: a 31st evening silently deleted the oldest. It is now refused with a sentence that
  names the oldest, and a button deletes it only when pressed.
- R8: starting an evening with the storage full said nothing.
- R10: another game's evening was "incomplete or damaged".
- R11: a link was inflated without a bound.
- R12: with storage refused, Material's head script threw on every page.
"""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from playwright.sync_api import Page, expect

from tests.browser import test_sheet
from tests.browser.test_links_storage import FILL_STORAGE

pytestmark = pytest.mark.browser

BOOT_MS = 120_000
STEP_MS = 60_000
SHEET = "[data-sheet]"
KEY = test_sheet.KEY
NAMES = test_sheet.NAMES
ACE_GAME = {
    "contract": "ace_game",
    "suit": "C",
    "declarer": 1,
    "partner": 3,
    "points": 70,
    "tricks": 5,
    "doublings": 0,
    "matadors": 0,
    "ramsch": {"points": {}, "tricks": {}, "trumps": {}},
}


def evening(eid: str, game: str = "schafkopf", deals: int = 0, updated: int = 0) -> dict:
    names = NAMES if game != "tarok" else NAMES[:3]
    entry = ACE_GAME if game == "schafkopf" else {"contract": "passed"}
    return {
        "v": 1,
        "game": game,
        "id": eid,
        "started": f"2026-11-{1 + updated % 28:02d}",
        "names": names,
        "preset": None,
        "options": {},
        "tariff": None,
        "first_dealer": 0,
        "deals": [{"entry": entry} for _ in range(deals)],
        "updated": 1_700_000_000_000 + updated,
    }


def put(page: Page, site_url: str, store: dict) -> None:
    page.goto(site_url)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(store)])


def kept(page: Page) -> dict:
    return json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')"))


def test_an_evening_takes_400_deals_and_says_so(page: Page, site_url: str) -> None:
    """R2: deal 400 is added; then the form says the evening is full and how to go on, and
    a reload opens every kept evening."""
    other = evening("other", "tarok", 2)
    put(
        page,
        site_url,
        {
            "version": 1,
            "evenings": [evening("big", deals=399), other],
            "open": {"schafkopf": "big"},
        },
    )
    test_sheet.open_sheet(page, site_url)
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "399", timeout=STEP_MS)
    test_sheet.add_deal(page, test_sheet.EVENING[0], NAMES)
    full = page.locator(f"{SHEET} .gc-sheet__full")
    expect(full).to_contain_text(
        "This evening has 400 deals, the most one score sheet holds. To go on, start a new evening"
    )
    expect(page.locator(f"{SHEET} .gc-sheet__add")).to_have_count(0)
    page.reload()
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "400", timeout=BOOT_MS)
    expect(page.locator(f"{SHEET} .gc-sheet__notice").first).to_be_hidden()
    assert {e["id"] for e in kept(page)["evenings"]} == {"big", "other"}


def test_a_longer_evening_opens_and_a_damaged_one_is_set_aside_alone(
    page: Page, site_url: str
) -> None:
    """R2: an evening of 401 deals (an older version let one in) opens; an evening that
    cannot be read is left out with a notice, the whole record kept aside, the rest shown."""
    damaged = {**evening("bad"), "names": "not a list"}
    store = {
        "version": 1,
        "evenings": [evening("long", deals=401), damaged, evening("old", deals=3)],
        "open": {"schafkopf": "long"},
    }
    put(page, site_url, store)
    test_sheet.open_sheet(page, site_url)
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "401", timeout=STEP_MS)
    expect(page.locator(f"{SHEET} .gc-sheet__notice").first).to_have_text(
        "One of your saved evenings could not be read, so it is not listed; the others are. "
        "A copy of all of them as they were is kept aside in this browser "
        "(as “gc-sheet/v1.unreadable”), not deleted."
    )
    aside = json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}.unreadable')"))
    assert aside == store
    assert [e["id"] for e in kept(page)["evenings"]] == ["long", "old"]


def test_a_31st_evening_asks_before_anything_is_deleted(page: Page, site_url: str) -> None:
    """R3: thirty evenings of three games are kept; a new one is not saved until the
    player deletes one: the sentence names the oldest, the button deletes only it."""
    games = ["tarok", "schafkopf", "pamfil"]
    evenings = [evening(f"e{i}", games[i % 3], 1, updated=i + 1) for i in range(30)]
    put(page, site_url, {"version": 1, "evenings": evenings, "open": {}})
    test_sheet.open_sheet(page, site_url)
    test_sheet.start_evening(page, NAMES)
    limit = page.locator(f"{SHEET} .gc-sheet__limit")
    expect(limit).to_contain_text(
        "This browser keeps at most 30 evenings, and 30 are kept, so this one is not saved: "
        "it stays open while the page is. Delete an evening you no longer need to make room. "
        "The one changed longest ago is the Tarok galicyjski evening of 2026-11-02 "
        "(Anna, Ben, Cilia; 1 deal)."
    )
    assert len(kept(page)["evenings"]) == 30
    assert "e0" in {e["id"] for e in kept(page)["evenings"]}
    # A deal entered meanwhile is still not saved (and nothing deleted).
    test_sheet.add_deal(page, test_sheet.EVENING[0], NAMES)
    assert len(kept(page)["evenings"]) == 30
    limit.get_by_role("button", name="Delete that evening and keep this one").click()
    expect(limit).to_be_hidden()
    ids = [e["id"] for e in kept(page)["evenings"]]
    assert len(ids) == 30 and "e0" not in ids and "e1" in ids
    mine = test_sheet.saved_evening(page)
    assert len(mine["deals"]) == 1
    # A kept evening is deleted from the list only after "Delete it".
    page.locator(f"{SHEET} .gc-sheet__settings > summary").click()
    item = page.locator(f"{SHEET} .gc-sheet__kept").filter(has_text="2026-11-06")
    item.locator(".gc-sheet__forget").click()
    expect(item).to_contain_text("from this browser for good?")
    assert "e4" in {e["id"] for e in kept(page)["evenings"]}
    item.get_by_role("button", name="Delete it").click()
    expect(page.locator(f"{SHEET} .gc-sheet__status")).to_contain_text(
        "is deleted from this browser"
    )
    assert "e4" not in {e["id"] for e in kept(page)["evenings"]}


def test_a_new_evening_with_the_storage_full_says_it_is_not_saved(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """R8: the "Start the evening" handler ignored that nothing was saved."""
    test_sheet.open_sheet(page, site_url)
    page.evaluate(FILL_STORAGE)
    test_sheet.start_evening(page, NAMES)
    expect(page.locator(f"{SHEET} .gc-sheet__notice").first).to_contain_text(
        "This browser did not save the change (its storage is full or refused): "
        "keep this page open."
    )
    assert page_errors == []


def link_of(evening_json: dict) -> str:
    raw = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = raw.compress(json.dumps(evening_json).encode()) + raw.flush()
    return "#e=z" + base64.urlsafe_b64encode(data).decode().rstrip("=")


def test_another_games_evening_is_named_and_linked_to_its_sheet(page: Page, site_url: str) -> None:
    """R10: a Tarok evening's link on the Schafkopf sheet said "incomplete or damaged"."""
    tarok = evening("tk1", "tarok", 2)
    page.goto(f"{site_url}schafkopf/score-sheet/{link_of(tarok)}")
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    notice = page.locator(f"{SHEET} .gc-sheet__notice").first
    expect(notice).to_contain_text(
        "This link holds an evening of Tarok galicyjski, not of this game, so it is not opened "
        "here. Open it on the Tarok galicyjski score sheet."
    )
    notice.get_by_role("link").click()
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "2", timeout=BOOT_MS)
    expect(page).to_have_url(f"{site_url}tarok/score-sheet/")
    assert [e["id"] for e in kept(page)["evenings"]] == ["tk1"]


def test_a_link_that_inflates_past_2_mb_is_refused(page: Page, site_url: str) -> None:
    """R11: a small link that inflates to 2.4 MB, an evening the sheet would otherwise keep
    (400 deals, each with a long entry), is stopped while it inflates."""
    bomb = {**evening("bomb"), "deals": [{"entry": {"note": "x" * 6000}}] * 400}
    fragment = link_of(bomb)
    assert len(fragment) < 20_000
    page.goto(f"{site_url}schafkopf/score-sheet/{fragment}")
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    expect(page.locator(f"{SHEET} .gc-sheet__notice").first).to_contain_text(
        "The link could not be read as a score sheet of this game"
    )
    assert page.evaluate(f"() => localStorage.getItem('{KEY}')") is None


REFUSED_STORAGE = """Object.defineProperty(window, 'localStorage', {get() {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}});"""


def test_with_storage_refused_no_page_throws(page: Page, site_url: str, page_errors) -> None:
    """R12: Material's head script read localStorage outside any try: three errors a page."""
    page.add_init_script(REFUSED_STORAGE)
    page.goto(site_url)
    page.goto(f"{site_url}schafkopf/rules/")
    page.goto(f"{site_url}schafkopf/score-sheet/")
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    expect(page.locator(f"{SHEET} .gc-sheet__notice").first).to_contain_text(
        "This browser does not let the page save your score sheets"
    )
    assert page_errors == []
