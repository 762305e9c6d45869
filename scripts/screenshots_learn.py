"""Screenshots of the learn pages, for scripts/screenshots.py.

For each game with a learn page: the top of the page (the path and the first lesson's
text), a step before it is answered, after a wrong answer (the explanation) and after a
right one. The answers come from the engine in this Python process, entered by clicks as
the browser tests do (``tests/browser/test_learn.py``).
"""

from __future__ import annotations

from pathlib import Path

BOOT_MS = 180_000


def shoot_learn(browser, options: dict, base: str, game: str, size: str, out: Path) -> list[Path]:
    from playwright.sync_api import expect

    from tests.browser import test_learn as hooks

    if not (hooks.ROOT / "site" / game / "learn" / "index.html").is_file():
        return []
    context = browser.new_context(**options)
    page = context.new_page()
    saved: list[Path] = []
    try:
        page.goto(f"{base}{game}/learn/")
        expect(page.locator(hooks.ROOT_SEL)).to_have_attribute(
            "data-engine", "ready", timeout=BOOT_MS
        )
        hooks.wait_step(page)
        saved.append(_snap(page, out / f"{game}-learn-{size}-1-path.png"))
        panel = hooks.lesson(page).locator(".learn-steps")
        panel.scroll_into_view_if_needed()
        page.evaluate("() => window.scrollBy(0, -70)")  # below the sticky header
        saved.append(_snap(page, out / f"{game}-learn-{size}-2-step.png"))
        hooks.answer_step(page, game, right=False)
        saved.append(_snap(page, out / f"{game}-learn-{size}-3-wrong.png"))
        hooks.lesson(page).get_by_role("button", name="Try again").click()
        hooks.answer_step(page, game, right=True)
        saved.append(_snap(page, out / f"{game}-learn-{size}-4-right.png"))
    finally:
        context.close()
    return saved


def _snap(page, path: Path) -> Path:
    page.screenshot(path=str(path))
    return path
