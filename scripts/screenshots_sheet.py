"""Screenshots of the three score sheets as a table uses them for a whole evening: at desktop
and phone sizes (1366×900, 390×844), entered from the keyboard, reloaded offline, and printed.

``.venv/bin/python scripts/screenshots_sheet.py [game …]`` serves the built site and, for each
game, enters the browser test's evening tap by tap (tests/browser/test_sheet*.py), then writes
``screenshots/sheet-<game>-<size>-<n>-<view>.png``: the setup, a deal's form filled in, a
refusal, the sheet with a "Why?" open, the sheet after a reload with the network cut; the
phone also shows the form at the top of the screen as a player sees it between deals. One
deal per game is entered from the keyboard only on the phone, and the keys it took are
printed (``keys``), so a control that is hard to reach shows as a number. The Schafkopf sheet
is printed too (``sheet-schafkopf-print.png`` and the A4 ``.pdf``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

OUT = ROOT / "screenshots"
DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
SHEET = "[data-sheet]"
BOOT_MS = 180_000
STEP_MS = 60_000


@dataclass
class Evening:
    """How one game's browser test enters its evening, for the screenshots."""

    game: str
    deals: list[Any]
    start: Callable[[Any], None]
    fill: Callable[[Any, Any, int], None]
    impossible: Any
    keyboard: Callable[[Any], int]


def _wait_ready(page) -> None:
    page.wait_for_function(
        "() => ['setup', 'ready'].includes(document.querySelector('[data-sheet]')"
        "?.dataset.sheetPhase)",
        timeout=STEP_MS,
    )


def _add(page, k: int) -> None:
    page.get_by_role("button", name=f"Add deal {k + 1}").click()
    page.locator(f"tr[data-deal='{k}']").wait_for(timeout=STEP_MS)
    _wait_ready(page)


def _tab_to(page, selector: str, limit: int = 80) -> int:
    """Press Tab until the focus is on `selector`; the number of presses."""
    for n in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement?.matches(s)", selector):
            return n
    raise AssertionError(f"{selector} not reached in {limit} Tabs")


def schafkopf() -> Evening:
    from tests.browser import test_sheet as t

    def start(page) -> None:
        t.start_evening(
            page, t.NAMES, preset="Common practice today", options={"all_pass": "ramsch"}
        )

    def keyboard(page) -> int:
        """A Wenz by Ben, 70 points in 5 tricks, from the first game choice to Add."""
        keys = 0
        page.locator(f"{SHEET} .gc-sheet__deal [data-field=contract] input").first.focus()
        page.keyboard.press("ArrowRight")
        keys += 1
        keys += _tab_to(page, f"{SHEET} .gc-sheet__deal [data-field=declarer] input")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")
        keys += 2
        keys += _tab_to(page, f"{SHEET} input[data-field=points]")
        page.keyboard.type("70")
        keys += 1
        keys += _tab_to(page, f"{SHEET} select[data-field=tricks]")
        page.keyboard.press("5")
        keys += 1
        keys += _tab_to(page, f"{SHEET} .gc-sheet__add")
        return keys

    return Evening(
        "schafkopf",
        t.EVENING,
        start,
        lambda page, deal, k: t.fill_deal(page, deal, t.NAMES),
        {"game": "suit_solo", "suit": "C", "declarer": "Ben", "points": 70, "tricks": 0},
        keyboard,
    )


def tarok() -> Evening:
    from tests.browser import test_sheet_tarok as t

    def keyboard(page) -> int:
        """A trójka by the first soloist offered, 40 card points, from the contract to Add."""
        keys = 0
        page.locator(".gc-sheet__deal [data-field=contract] input").first.focus()
        page.keyboard.press("Space")
        keys += 1
        keys += _tab_to(page, ".gc-sheet__deal [data-field=soloist] input")
        page.keyboard.press("Space")
        keys += 1
        keys += _tab_to(page, ".gc-sheet__deal input[data-field=card_points]")
        page.keyboard.type("40")
        keys += 1
        keys += _tab_to(page, ".gc-sheet__add")
        return keys

    return Evening(
        "tarok",
        t.EVENING,
        lambda page: t.start_evening(page),
        lambda page, deal, k: t.fill_deal(page, deal),
        {"contract": "solo", "soloist": "Cilia", "points": 66},
        keyboard,
    )


def pamfil() -> Evening:
    from tests.browser import test_sheet_pamfil as t

    def keyboard(page) -> int:
        """Played out, tricks 2/1/1/1, the pamfil in the talon, from the first choice to Add."""
        keys = 0
        page.locator(".gc-sheet__deal [data-field=ended] input").first.focus()
        page.keyboard.press("Space")
        keys += 1
        groups = page.locator(".gc-sheet__deal fieldset[data-field=tricks]")
        for i, tricks in enumerate((2, 1, 1, 1)):
            keys += _tab_to(page, f".gc-sheet__player:nth-child({i + 1}) [data-field=tricks] input")
            for _ in range(tricks):
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Space")
            keys += tricks + 1
        assert groups.count() == 4
        keys += _tab_to(page, ".gc-sheet__deal [data-field=pamfil] input")
        page.keyboard.press("ArrowLeft")  # from the first name round to the talon
        page.keyboard.press("Space")
        keys += 2
        keys += _tab_to(page, ".gc-sheet__add")
        return keys

    # The test's refused deal, as it was entered once corrected.
    deals = [
        {**d, "tricks": {"Dieter": 1, "Anna": 3, "Ben": 1, "Cilia": 0}}
        if d.get("refuse_first")
        else d
        for d in t.EVENING
    ]
    return Evening(
        "pamfil",
        deals,
        lambda page: t.start_evening(page),
        lambda page, deal, k: t.fill_deal(page, deal, k),
        {"tricks": {"Ben": 2, "Cilia": 2, "Dieter": 2, "Anna": 1}, "pamfil": "talon"},
        keyboard,
    )


def shoot(browser, url: str, evening: Evening) -> list[Path]:
    from tests.browser.test_sheet import wait_kept_offline

    made: list[Path] = []

    def snap(page, size: str, n: int, view: str, full: bool = True, target=None) -> None:
        path = OUT / f"sheet-{evening.game}-{size}-{n}-{view}.png"
        (target or page).screenshot(path=path, **({"full_page": full} if target is None else {}))
        made.append(path)

    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        context = browser.new_context(viewport=viewport, device_scale_factor=1)
        page = context.new_page()
        page.goto(f"{url}{evening.game}/score-sheet/")
        page.locator(SHEET).wait_for()
        page.wait_for_function(
            "() => document.querySelector('[data-sheet]').dataset.engine === 'ready'",
            timeout=BOOT_MS,
        )
        snap(page, size, 1, "setup")
        evening.start(page)
        last = len(evening.deals) - 1
        for k, deal in enumerate(evening.deals[:last]):
            evening.fill(page, deal, k)
            _add(page, k)
        evening.fill(page, evening.deals[last], last)
        page.locator(".gc-sheet__result .gc-sheet__preview").wait_for(timeout=STEP_MS)
        snap(page, size, 2, "entry", target=page.locator(".gc-sheet__deal"))
        _add(page, last)
        page.locator(".gc-sheet__deal").scroll_into_view_if_needed()
        snap(page, size, 3, "between-deals", full=False)
        evening.fill(page, evening.impossible, last + 1)
        page.locator(".gc-sheet__result [data-refused=true]").wait_for(timeout=STEP_MS)
        snap(page, size, 4, "refusal", target=page.locator(".gc-sheet__deal"))
        page.locator(".gc-sheet__clear").click()
        _wait_ready(page)
        if size == "phone":
            keys = evening.keyboard(page)
            snap(page, size, 5, "keyboard", full=False)
            page.keyboard.press("Enter")
            page.locator(f"tr[data-deal='{last + 1}']").wait_for(timeout=STEP_MS)
            _wait_ready(page)
            print(f"{evening.game}: a deal from the keyboard took {keys} keys")
        for k in (0, 2):
            page.locator(f"tr[data-deal='{k}'] .gc-sheet__why-button").click()
        snap(page, size, 6, "sheet")
        wait_kept_offline(page, evening.game)
        context.set_offline(True)
        page.reload()
        page.wait_for_function(
            "() => document.querySelector('[data-sheet]')?.dataset.engine === 'ready'",
            timeout=BOOT_MS,
        )
        page.locator(f"tr[data-deal='{last}']").wait_for(timeout=STEP_MS)
        snap(page, size, 7, "offline")
        context.set_offline(False)
        if size == "desktop" and evening.game == "schafkopf":
            page.emulate_media(media="print")
            path = OUT / "sheet-schafkopf-print.png"
            page.screenshot(path=path, full_page=True)
            pdf = OUT / "sheet-schafkopf-print.pdf"
            page.pdf(path=str(pdf), format="A4", print_background=False)
            made += [path, pdf]
        context.close()
    return made


def main() -> None:
    from chromium import CHROMIUM, LAUNCH_ARGS
    from playwright.sync_api import sync_playwright
    from serve_site import serve_in_thread

    games = {"schafkopf": schafkopf, "tarok": tarok, "pamfil": pamfil}
    chosen = sys.argv[1:] or list(games)
    OUT.mkdir(exist_ok=True)
    server, url = serve_in_thread(ROOT / "site")
    made: list[Path] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            for game in chosen:
                made += shoot(browser, url, games[game]())
            browser.close()
    finally:
        server.shutdown()
    for path in made:
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
