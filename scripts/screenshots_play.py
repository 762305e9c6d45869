"""Screenshots of the play page at each phase of a deal, per game, desktop and phone.

Used by ``screenshots.py`` (which serves the site and opens the browser); run alone it does
both itself: ``.venv/bin/python scripts/screenshots_play.py`` writes
``screenshots/<game>-play-<size>-<n>-<phase>.png``: the auction, the exchange (Pamfil's
exchange, Tarok's talon and laying away), the announcements (Tarok), the contra decision
(Schafkopf, Tarok's doubling), a trick in progress and the score, at desktop (1366×900) and
mobile (390×844) sizes. The deal is played by clicking the page's own ``[data-action]``
elements (and choosing cards with ``[data-choose]``), at the "Instant" pace; the learner
bids in Tarok (to see the talon) and passes in Schafkopf (to be asked about contra).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

GAMES = {"pamfil": "#deal=42-4-0", "tarok": "#deal=302-3-0", "schafkopf": "#deal=31-4-0"}
FAST = """(game) => {
  const games = {};
  games[game] = {current: null, history: [], settings: {pace: 0, coach: true, strength: 'basic'}};
  localStorage.setItem('gc-play/v1', JSON.stringify({version: 1, games}));
}"""
WAIT_TURN = """() => {
  const root = document.querySelector('[data-play]');
  return root.dataset.playPhase === 'done' || root.dataset.playPhase === 'error'
    || root.querySelector('[data-action]:not([disabled]), [data-choose]') !== null;
}"""
PHASE_NAMES = {
    "auction": "auction",
    "declaration": "auction",
    "take": "talon",
    "discard": "exchange",
    "announce": "announce",
    "doubling": "contra",
    "double": "contra",
    "play": "trick",
}
CHOICES = "[data-play] [data-action]:not([disabled]):visible"


def _pick(page, game: str, rng: random.Random) -> None:
    """One click of the learner's: bid in Tarok, pass in Schafkopf, otherwise at random."""
    choose = page.locator("[data-play] [data-choose][aria-pressed='false']:visible")
    enabled = page.locator(CHOICES)
    actions = [
        json.loads(enabled.nth(i).get_attribute("data-action") or "{}")
        for i in range(enabled.count())
    ]
    phase = page.locator("[data-play]").get_attribute("data-play-phase")
    if phase == "discard" and choose.count():
        confirm = [i for i, a in enumerate(actions) if a.get("action") == "discard"]
        if confirm:
            enabled.nth(confirm[0]).click()
        else:
            choose.nth(rng.randrange(choose.count())).click()
        return
    wanted = None
    for i, action in enumerate(actions):
        if game == "tarok" and action.get("action") == "call" and action.get("call") == "trojka":
            wanted = i
        if game == "schafkopf" and action.get("call") == "pass":
            wanted = i
    if wanted is None and not actions:
        if choose.count():
            choose.nth(rng.randrange(choose.count())).click()
        return
    enabled.nth(wanted if wanted is not None else rng.randrange(len(actions))).click()


def shoot_play(browser, options: dict, base: str, game: str, size: str, out: Path) -> list[Path]:
    """One screenshot per phase the deal passes through, then the score screen."""
    context = browser.new_context(**options)
    page = context.new_page()
    page.add_init_script(f"({FAST})({json.dumps(game)})")
    page.goto(f"{base}{game}/play/{GAMES[game]}")
    page.wait_for_selector('[data-play][data-engine="ready"]', timeout=180_000)
    rng = random.Random(7)
    saved: list[Path] = []
    seen: set[str] = set()

    def shoot(name: str, full_page: bool = False) -> None:
        path = out / f"{game}-play-{size}-{len(saved) + 1}-{name}.png"
        page.screenshot(path=str(path), full_page=full_page)
        saved.append(path)
        seen.add(name)

    for _ in range(300):
        page.wait_for_function(WAIT_TURN, timeout=120_000)
        phase = page.locator("[data-play]").get_attribute("data-play-phase") or ""
        if phase in ("done", "error"):
            break
        name = PHASE_NAMES.get(phase, phase)
        on_table = page.locator(
            "[data-play] .gc-play__current:not(.gc-play__current--done) img"
        ).count()
        if name == "trick" and not on_table:
            name = ""
        if name and name not in seen:
            if game == "pamfil" and name == "auction" and "exchange" not in seen:
                # Pamfil's exchange is chosen in the declaration: two cards chosen, unconfirmed.
                shoot("auction")
                choose = page.locator("[data-play] [data-choose]")
                for i in range(min(2, choose.count())):
                    page.locator("[data-play] [data-choose]").nth(i).click()
                shoot("exchange")
            else:
                page.locator(".gc-play__table").scroll_into_view_if_needed()
                shoot(name)
        _pick(page, game, rng)
    page.locator(".gc-play__score").scroll_into_view_if_needed()
    shoot("score")
    shoot("score-whole", full_page=True)  # every line of the score, with its rule
    context.close()
    return saved


RE_DEAL = {
    "game": "schafkopf",
    "seed": 7,
    "players": 4,
    "seat": 0,
    "options": {},
    "actions": [
        {"seat": 0, "action": "call", "call": "suit_solo", "trump": "C"},
        {"seat": 1, "action": "call", "call": "ace_game", "called": "C"},
        {"seat": 2, "action": "call", "call": "pass"},
        {"seat": 3, "action": "call", "call": "ace_game", "called": "S"},
        {"seat": 0, "action": "play", "card": "UD"},
        {"seat": 1, "action": "double", "call": "contra"},
    ],
    "declined": [],
}
"""Your Suit Solo, and a computer's contra: the Re / No re decision (tests/browser/test_play)."""


def shoot_re(browser, options: dict, base: str, size: str, out: Path) -> Path:
    """The Re / No re decision: a computer said contra against your solo."""
    context = browser.new_context(**options)
    page = context.new_page()
    games = {"schafkopf": {"current": RE_DEAL, "history": [], "settings": {"pace": 0}}}
    store = json.dumps({"version": 1, "games": games})
    page.add_init_script(f"localStorage.setItem('gc-play/v1', {json.dumps(store)})")
    page.goto(f"{base}schafkopf/play/")
    page.wait_for_selector('[data-play][data-play-phase="double"]', timeout=180_000)
    page.locator(".gc-play__table").scroll_into_view_if_needed()
    path = out / f"schafkopf-play-{size}-re.png"
    page.screenshot(path=str(path))
    context.close()
    return path


def main() -> int:
    import argparse

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
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--sizes", nargs="*", default=list(sizes), choices=list(sizes))
    args = parser.parse_args()
    out = ROOT / "screenshots"
    out.mkdir(exist_ok=True)
    server, base = serve_in_thread(ROOT / "site")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            for size in args.sizes:
                options = sizes[size]
                for game in args.games:
                    for path in shoot_play(browser, options, base, game, size, out):
                        print(path.relative_to(ROOT))
                print(shoot_re(browser, options, base, size, out).relative_to(ROOT))
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
