"""Reading the score sheet's table in the browser tests of the Tarok and Pamfil sheets: the
amounts, "Why?" lines and totals the page shows (the ``data-*`` hooks of rows.js)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

STEP_MS = 60_000


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
