"""Screenshots of the built site for a reviewer: every trainer and every rules opening.

Serves ``site/`` on 127.0.0.1 and drives Debian's Chromium (Playwright, as the tests do)
at desktop (1366×900) and mobile (390×844, touch) sizes. For each game's trainer it
saves what the learner sees before answering, after a right answer and after a wrong
one; for each rules page, the "<game> in two minutes" opening. The right answers come
from the engine in this Python process (never from the page), and are entered the way
the browser tests enter them (``tests/browser/test_trainer.py``). For each play page, a
deal in progress and its score screen (``screenshots_play.py``); for each learn page, the
path and a lesson step before and after answering (``screenshots_learn.py``). Files go to
``screenshots/`` (git-ignored), named ``<game>-<page>-<size>-<step>.png``.

    .venv/bin/python scripts/screenshots.py                 # first question of each trainer
    .venv/bin/python scripts/screenshots.py --all-kinds     # every quiz kind
    .venv/bin/python scripts/screenshots.py --full-page     # whole pages, not the first screen
    .venv/bin/python scripts/screenshots.py --pages learn   # only the learn pages
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from chromium import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from screenshots_learn import shoot_learn  # noqa: E402
from screenshots_play import shoot_play  # noqa: E402
from serve_site import serve_in_thread  # noqa: E402

GAMES = ("pamfil", "tarok", "schafkopf")
PAGES = ("trainer", "play", "learn")
SIZES = {
    "desktop": {"viewport": {"width": 1366, "height": 900}},
    "mobile": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    },
}
BOOT_MS = 180_000


def shoot_trainer(page, base: str, game: str, size: str, out: Path, args) -> list[Path]:
    """Before, right and wrong for the first question (or for every kind)."""
    from playwright.sync_api import expect

    from tests.browser import test_trainer as hooks

    page.goto(f"{base}{game}/trainer/")
    root = page.locator("[data-trainer]")
    expect(root).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    kinds = hooks.kinds_of(game) if args.all_kinds else [None]
    saved = []
    for kind in kinds:
        label = kind or "first"
        if kind:
            hooks.new_question(page, kind)
        saved.append(snap(page, out / f"{game}-trainer-{size}-{label}-1-before.png", args))
        question = hooks.current_question(page)
        hooks.give_answer(page, question, hooks.expected_answer(question["id"]))
        expect(root.locator(".gc-verdict").first).to_be_visible()
        saved.append(snap(page, out / f"{game}-trainer-{size}-{label}-2-right.png", args))
        # A fresh question of the same kind, answered wrongly.
        before = question["id"]
        next_button = root.get_by_role("button", name="Next question")
        if not next_button.count():
            next_button = root.get_by_role("button", name="Next")
        next_button.first.click()
        expect(root.locator("[data-question]")).not_to_have_attribute("data-question", before)
        question = hooks.current_question(page)
        wrong = hooks.wrong_answer(question, hooks.expected_answer(question["id"]))
        hooks.give_answer(page, question, wrong)
        expect(root.locator(".gc-verdict").first).to_be_visible()
        saved.append(snap(page, out / f"{game}-trainer-{size}-{label}-3-wrong.png", args))
    return saved


def shoot_opening(page, base: str, game: str, size: str, out: Path) -> Path:
    page.goto(f"{base}{game}/rules/")
    opening = page.locator("#in-two-minutes")
    opening.wait_for()
    path = out / f"{game}-rules-{size}-opening.png"
    # The whole box, cut from the full page so the sticky header does not cover it.
    page.evaluate("() => window.scrollTo(0, 0)")
    box = page.evaluate(
        "() => { const r = document.querySelector('#in-two-minutes').getBoundingClientRect();"
        " return {x: r.left, y: r.top + window.scrollY, width: r.width, height: r.height}; }"
    )
    page.screenshot(path=str(path), full_page=True, clip=box)
    return path


def snap(page, path: Path, args) -> Path:
    page.screenshot(path=str(path), full_page=args.full_page)
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--all-kinds", action="store_true", help="every quiz kind, not just one")
    parser.add_argument("--full-page", action="store_true", help="whole pages")
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=GAMES)
    parser.add_argument("--pages", nargs="*", default=list(PAGES), choices=PAGES)
    args = parser.parse_args()
    site = ROOT / "site"
    if not (site / "generated" / "manifest.json").is_file():
        print("error: build the site first (scripts/build)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    server, base = serve_in_thread(site)
    saved: list[Path] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            for size, options in SIZES.items():
                context = browser.new_context(**options)
                page = context.new_page()
                for game in args.games if "trainer" in args.pages else ():
                    saved.append(shoot_opening(page, base, game, size, args.out))
                    saved.extend(shoot_trainer(page, base, game, size, args.out, args))
                context.close()
                for game in args.games if "play" in args.pages else ():
                    # the play page: a deal in progress, the score
                    saved.extend(shoot_play(browser, options, base, game, size, args.out))
                for game in args.games if "learn" in args.pages else ():
                    saved.extend(shoot_learn(browser, options, base, game, size, args.out))
            browser.close()
    finally:
        server.shutdown()
    for path in saved:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
