"""Screenshots of the learn pages, for scripts/screenshots.py.

For each game with a learn page: the top of the page (the path), then every step of every
lesson, answered wrong (the explanation) and then right (the verdict with "Next step"
beside it), the celebration at the end of each lesson, and the first deal with its guide
before each of the learner's decisions, then the score. The answers come from the engine in
this Python process, entered by clicks as the browser tests do
(``tests/browser/test_learn.py``). Files are named
``<game>-learn-<size>-<lesson number>-<lesson>-<step>-<wrong|right>.png``.
"""

from __future__ import annotations

from pathlib import Path

BOOT_MS = 180_000
DEAL_DECISIONS = 40
"""How many of the learner's decisions in the first deal are photographed with their guide
(every one: a deal asks at most 22 of them, Tarok's auction, talon and sixteen tricks)."""


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
        root = page.locator(hooks.ROOT_SEL)
        expect(root).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
        hooks.wait_step(page)
        saved.append(_snap(page, out / f"{game}-learn-{size}-0-path.png"))
        ids = root.locator("section.lesson[data-lesson]").evaluate_all(
            "sections => sections.map(s => s.dataset.lesson)"
        )
        for number, lesson_id in enumerate(ids, start=1):
            page.goto(f"{base}{game}/learn/#lesson={lesson_id}")
            page.reload()
            expect(root).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
            expect(hooks.lesson(page)).to_have_attribute("data-lesson", lesson_id)
            name = f"{game}-learn-{size}-{number}-{lesson_id}"
            if hooks.lesson(page).locator(".lesson-deal").count():
                saved.extend(_shoot_deal(page, hooks, out, name))
                continue
            _, total = hooks.step_number(page)
            for index in range(1, total + 1):
                hooks.answer_step(page, game, right=False)
                _show_verdict(page, hooks)
                saved.append(_snap(page, out / f"{name}-{index}-wrong.png"))
                hooks.lesson(page).get_by_role("button", name="Try again").click()
                hooks.answer_step(page, game, right=True)
                _show_verdict(page, hooks)
                saved.append(_snap(page, out / f"{name}-{index}-right.png"))
                hooks.next_step(page)
            done = hooks.lesson(page).locator(".learn-celebrate")
            expect(done).to_be_visible()
            _scroll_to(page, done)
            saved.append(_snap(page, out / f"{name}-done.png"))
    finally:
        context.close()
    return saved


def _shoot_deal(page, hooks, out: Path, name: str) -> list[Path]:
    """The first deal: the guide before each of the learner's decisions, then the score."""
    saved: list[Path] = []
    table = hooks.lesson(page).locator(".learn-deal")
    guide = hooks.lesson(page).locator(".learn-guide")
    shot = 0
    for _ in range(80):
        page.wait_for_function(
            """() => { const t = document.querySelector('.learn-deal');
                return t.dataset.playPhase === 'done'
                    || t.querySelector('[data-action]:not([disabled])') !== null
                    || t.querySelector('[data-choose]') !== null; }""",
            timeout=hooks.STEP_MS,
        )
        if table.get_attribute("data-play-phase") == "done":
            break
        # Cards to choose (Tarok's lay-away): tap them one by one until the confirm opens.
        choose = table.locator("[data-choose][aria-pressed='false']")
        if not table.locator("[data-action]:not([disabled])").count() and choose.count():
            choose.first.click()
            continue
        if shot < DEAL_DECISIONS and guide.inner_text().strip():
            shot += 1
            _scroll_to(page, guide)
            saved.append(_snap(page, out / f"{name}-guide-{shot}.png"))
        # Bid rather than pass, so that the deal is played and its guide seen at each turn.
        offered = table.locator("[data-action]:not([disabled])")
        bids = table.locator("[data-action]:not([disabled]):not([data-action*='\"pass\"'])")
        (bids if bids.count() else offered).first.click()
    score = table.locator(".gc-play__score")
    score.wait_for(timeout=hooks.STEP_MS)
    _scroll_to(page, score)
    saved.append(_snap(page, out / f"{name}-score.png"))
    return saved


def _show_verdict(page, hooks) -> None:
    """The verdict and the buttons under it at the bottom of the screen, the exercise above."""
    buttons = hooks.lesson(page).locator(".learn-step .learn-step__actions")
    buttons.first.evaluate("e => e.scrollIntoView({block: 'end'})")
    page.evaluate("() => window.scrollBy(0, 16)")


def _scroll_to(page, locator) -> None:
    """The element at the top of the screen, below Material's sticky header."""
    locator.first.scroll_into_view_if_needed()
    locator.first.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.evaluate("() => window.scrollBy(0, -70)")


def _snap(page, path: Path) -> Path:
    page.screenshot(path=str(path))
    return path
