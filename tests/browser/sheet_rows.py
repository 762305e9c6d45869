"""Reading the score sheet's table in the browser tests of the Tarok and Pamfil sheets: the
amounts, "Why?" lines and totals the page shows (the ``data-*`` hooks of rows.js)."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Page, expect

from trainer.naming import seat_names

BOOT_MS = 180_000
STEP_MS = 60_000


def with_names(text: str, game: str, players: list[str]) -> str:
    """An engine line as the sheet shows it: each seat the engine names ("The second player",
    "Forehand", "seat 2") said as the player in it; ``players`` are the names by engine seat.
    Written here on its own, from the engine's seat words, not from the page's module."""
    words = seat_names(game, len(players))
    for seat, word in sorted(enumerate(words), key=lambda pair: -len(pair[1])):
        text = re.sub(rf"\b(?:[Tt]he )?(?i:{re.escape(word)})\b", players[seat], text)
    return re.sub(r"\bseat (\d)\b", lambda m: players[int(m.group(1))], text)


def add_numbered_deal(page: Page, k: int) -> None:
    """Press "Add deal k+1" and wait for its row."""
    page.get_by_role("button", name=f"Add deal {k + 1}").click()
    expect(page.locator(f"tr[data-deal='{k}']")).to_be_visible(timeout=STEP_MS)


def row_amounts(page: Page, k: int) -> list[float]:
    cells = page.locator(f"tr[data-deal='{k}'] td[data-amount]")
    return [float(v) for v in cells.evaluate_all("cs => cs.map(c => c.dataset.amount)")]


def row_lines(page: Page, k: int) -> list[str]:
    # the lines sit in the row under the deal ("Why?" opens it)
    items = page.locator(f"tr[data-why='{k}'] .gc-sheet__lines > li > p:first-child")
    return items.all_text_contents()


def totals(page: Page) -> list[float]:
    cells = page.locator("tr.gc-sheet__totals td[data-total]")
    return [float(v) for v in cells.evaluate_all("cs => cs.map(c => c.dataset.total)")]


def reload_online_and_offline(page: Page, game: str, last: int, check: Callable[[], None]) -> None:
    """Reload the sheet, then reload it with the network cut once the service worker holds
    the page, its module and the engine; each time the evening (up to deal ``last``) must come
    back and ``check`` the rows again."""
    # Imported here: test_sheet imports this module for its lines (`with_names`).
    from tests.browser.test_sheet import wait_kept_offline

    def reload() -> None:
        page.reload()
        expect(page.locator("[data-sheet]")).to_have_attribute(
            "data-engine", "ready", timeout=BOOT_MS
        )
        expect(page.locator(f"tr[data-deal='{last}']")).to_be_visible(timeout=STEP_MS)
        check()

    reload()
    wait_kept_offline(page, game)
    page.context.set_offline(True)
    try:
        reload()
    finally:
        page.context.set_offline(False)
