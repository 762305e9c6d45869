"""Screenshots of the play page: a deal in progress and the score screen, per game.

Used by ``screenshots.py`` (which serves the site and opens the browser); run alone it does
both itself: ``.venv/bin/python scripts/screenshots_play.py`` writes
``screenshots/<game>-play-<size>-1-deal.png`` and ``…-2-score.png`` at desktop (1366×900)
and mobile (390×844) sizes. The deal is played by clicking the page's own legal
``[data-action]`` elements, at the "Instant" pace.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

GAMES = {"pamfil": "#deal=42-4-0", "tarok": "#deal=8-3-0", "schafkopf": "#deal=31-4-0"}
FAST = """(game) => {
  const games = {};
  games[game] = {current: null, history: [], settings: {pace: 0, coach: true, strength: 'basic'}};
  localStorage.setItem('gc-play/v1', JSON.stringify({version: 1, games}));
}"""
WAIT_TURN = """() => {
  const root = document.querySelector('[data-play]');
  return root.dataset.playPhase === 'done' || root.dataset.playPhase === 'error'
    || root.querySelector('[data-action]:not([disabled])') !== null;
}"""


def shoot_play(browser, options: dict, base: str, game: str, size: str, out: Path) -> list[Path]:
    """A deal in progress (your second card to play) and the score screen."""
    context = browser.new_context(**options)
    page = context.new_page()
    page.add_init_script(f"({FAST})({json.dumps(game)})")
    page.goto(f"{base}{game}/play/{GAMES[game]}")
    page.wait_for_selector('[data-play][data-engine="ready"]', timeout=180_000)
    rng = random.Random(7)
    saved: list[Path] = []
    cards_played = 0
    for _ in range(200):
        page.wait_for_function(WAIT_TURN, timeout=120_000)
        if page.locator("[data-play]").get_attribute("data-play-phase") in ("done", "error"):
            break
        cards = page.locator("[data-play] .gc-play__card--legal[data-action]")
        if cards.count() and cards_played == 1 and not saved:
            path = out / f"{game}-play-{size}-1-deal.png"
            page.locator(".gc-play__table").scroll_into_view_if_needed()
            page.screenshot(path=str(path))
            saved.append(path)
        choices = page.locator("[data-play] [data-action]:not([disabled])")
        choice = choices.nth(rng.randrange(choices.count()))
        if json.loads(choice.get_attribute("data-action") or "{}").get("action") == "play":
            cards_played += 1
        choice.click()
    page.locator(".gc-play__score").scroll_into_view_if_needed()
    path = out / f"{game}-play-{size}-2-score.png"
    page.screenshot(path=str(path))
    saved.append(path)
    context.close()
    return saved


def main() -> int:
    from chromium import CHROMIUM, LAUNCH_ARGS
    from playwright.sync_api import sync_playwright
    from serve_site import serve_in_thread

    sizes = {
        "desktop": {"viewport": {"width": 1366, "height": 900}},
        "mobile": {
            "viewport": {"width": 390, "height": 844},
            "device_scale_factor": 2,
            "is_mobile": True,
            "has_touch": True,
        },
    }
    out = ROOT / "screenshots"
    out.mkdir(exist_ok=True)
    server, base = serve_in_thread(ROOT / "site")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            for size, options in sizes.items():
                for game in GAMES:
                    for path in shoot_play(browser, options, base, game, size, out):
                        print(path.relative_to(ROOT))
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
