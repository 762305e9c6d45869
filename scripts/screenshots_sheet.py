"""Screenshots of the score sheet: an evening entered through the page, at desktop and phone
sizes, and as printed (print media, and the A4 PDF Chromium makes of it).

``.venv/bin/python scripts/screenshots_sheet.py`` serves the built site, enters the browser
test's Schafkopf evening (tests/browser/test_sheet.py) tap by tap, and writes
``screenshots/sheet-<game>-<view>.png`` (setup, entry with a refusal, the sheet with a
"Why?" open, phone, print) and ``screenshots/sheet-<game>-print.pdf``. Tarok and Pamfil
are shown at setup and after a first look when their modules load.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

OUT = ROOT / "screenshots"
DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}


def shoot_schafkopf(browser, url: str) -> list[Path]:
    from tests.browser.test_sheet import (
        EVENING,
        NAMES,
        SHEET,
        add_deal,
        fill_deal,
        open_sheet,
        start_evening,
    )

    made = []
    for size_name, size in (("desktop", DESKTOP), ("phone", PHONE)):
        context = browser.new_context(viewport=size, device_scale_factor=1)
        page = context.new_page()
        open_sheet(page, url)
        shot = OUT / f"sheet-schafkopf-{size_name}-1-setup.png"
        page.screenshot(path=shot, full_page=True)
        made.append(shot)
        start_evening(page, NAMES, preset="Common practice today", options={"all_pass": "ramsch"})
        for deal in EVENING[:12]:
            add_deal(page, deal, NAMES)
        fill_deal(
            page,
            {"game": "suit_solo", "suit": "C", "declarer": "Ben", "points": 70, "tricks": 0},
            NAMES,
        )
        page.locator(f"{SHEET} .gc-sheet__result [data-refused=true]").wait_for()
        shot = OUT / f"sheet-schafkopf-{size_name}-2-refusal.png"
        page.locator(f"{SHEET} .gc-sheet__deal").screenshot(path=shot)
        made.append(shot)
        page.locator(f"{SHEET} .gc-sheet__clear").click()
        page.wait_for_timeout(500)
        page.locator(f"{SHEET} tr[data-deal='2'] .gc-sheet__why-button").click()
        shot = OUT / f"sheet-schafkopf-{size_name}-3-sheet.png"
        page.screenshot(path=shot, full_page=True)
        made.append(shot)
        if size_name == "phone":
            page.locator(f"{SHEET} .gc-sheet__deal").scroll_into_view_if_needed()
            shot = OUT / "sheet-schafkopf-phone-4-entry.png"
            page.screenshot(path=shot)
            made.append(shot)
        else:
            page.locator(f"{SHEET} tr[data-deal='2'] .gc-sheet__why-button").click()
            page.emulate_media(media="print")
            shot = OUT / "sheet-schafkopf-print.png"
            page.screenshot(path=shot, full_page=True)
            made.append(shot)
            pdf = OUT / "sheet-schafkopf-print.pdf"
            page.pdf(path=str(pdf), format="A4", print_background=False)
            made.append(pdf)
        context.close()
    return made


def shoot_setup(browser, url: str, game: str) -> list[Path]:
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{url}{game}/score-sheet/")
    page.wait_for_function(
        "() => { const r = document.querySelector('[data-sheet]');"
        " return r && (r.dataset.sheetPhase === 'setup'"
        " || r.querySelector('.gc-sheet__notice')); }",
        timeout=120_000,
    )
    shot = OUT / f"sheet-{game}-phone-1-setup.png"
    page.screenshot(path=shot, full_page=True)
    context.close()
    return [shot]


def main() -> None:
    from chromium import CHROMIUM, LAUNCH_ARGS
    from playwright.sync_api import sync_playwright
    from serve_site import serve_in_thread

    OUT.mkdir(exist_ok=True)
    server, url = serve_in_thread(ROOT / "site")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            made = shoot_schafkopf(browser, url)
            for game in ("tarok", "pamfil"):
                made += shoot_setup(browser, url, game)
            browser.close()
    finally:
        server.shutdown()
    for path in made:
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
