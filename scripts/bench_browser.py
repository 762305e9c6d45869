"""Browser benchmark of the trainer: cold loads, engine boot, answers, bytes.

Runs headless Debian Chromium (Playwright) against the built ``site/`` served
on 127.0.0.1, and measures over several cold loads (a new browser context
each, so no cache and no service worker):

- DOMContentLoaded of a trainer page;
- first question visible: first contentful paint (the first question is static
  HTML of the page, so it is painted with the page);
- engine ready: the quiz root's ``data-engine`` turns ``ready``;
- bare Pyodide boot: a page that only boots Pyodide from the same files in a
  module worker (the floor for "engine ready");
- warm answer latency: click "Check answer" → feedback in the page;
- bytes transferred before the first question (resource timing of the page), and in
  total (body bytes the local server sent for the cold load, service worker included);
- engine ready on a repeat visit (same context: HTTP cache + service worker);
- keys per question with the keyboard only (``bench_keyboard.py``): a learner who knows the
  answer enters it, checks it and reaches the next question with the fewest key presses
  the trainer allows, over every quiz kind of each game (goal ≤ 6 on average);
- the engine's start by each way it can start (``bench_start.py``, issue 14): a bare
  Pyodide boot, the normal start and the start from the shipped snapshot, cold, in
  the same run, locally and on a 4 Mbit/s link (Chromium's network emulation);
- the play page (``bench_play.py``, its own browser): engine ready → your first action of
  a deal, and your card → the computer's card with ``strong`` players (median, p95; goal
  ≤ 300 ms plus the chosen pace).

Prints medians and the ratios the issue sets as goals; ``--markdown`` prints
the table for docs/about/performance.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from bench_pages import CHECK_AND_TIME, MARK_READY, route_bare_page  # noqa: E402
from chromium import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from serve_site import SiteHandler, serve_in_thread  # noqa: E402

sys.path.insert(0, str(ROOT))


def new_context(browser):
    return browser.new_context()


def cold_load(browser, url: str) -> dict[str, float]:
    context = new_context(browser)
    context.add_init_script(MARK_READY)
    SiteHandler.bytes_sent = 0
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => window.__engineReady", timeout=180_000)
    timing = page.evaluate(
        """() => {
            const nav = performance.getEntriesByType('navigation')[0];
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            const bytesBefore = [nav, ...performance.getEntriesByType('resource')]
                .filter((e) => e.responseEnd <= fcp.startTime)
                .reduce((n, e) => n + (e.transferSize || 0), 0);
            return {dcl: nav.domContentLoadedEventEnd, fcp: fcp.startTime,
                    ready: window.__engineReady, bytes_before: bytesBefore};
        }"""
    )
    page.wait_for_timeout(2000)  # let the service worker finish keeping its offline copy
    timing["bytes_total"] = SiteHandler.bytes_sent
    timing["answer_ms"] = answer_latency(page)
    # Repeat visit in the same context: HTTP cache and, once registered, the service worker.
    page.wait_for_function("() => navigator.serviceWorker.controller || true")
    page.goto(url)
    page.wait_for_function("() => window.__engineReady", timeout=180_000)
    timing["repeat_ready"] = page.evaluate("() => window.__engineReady")
    context.close()
    return timing


def answer_latency(page, answers: int = 5) -> float:
    """Median ms from clicking "Check answer" to the feedback in the page (warm engine)."""
    samples = []
    for _ in range(answers):
        page.get_by_role("button", name="New question").click()
        page.wait_for_function(
            "() => !document.querySelector('.gc-quiz__feedback').children.length"
            " && !document.querySelector('[data-trainer] button[type=submit]').disabled"
        )
        samples.append(page.evaluate(CHECK_AND_TIME))
    return statistics.median(samples)


def bare_boot(browser, base: str) -> float:
    context = new_context(browser)
    page = context.new_page()
    route_bare_page(page)
    page.goto(base + "bench/bare.html")
    page.wait_for_function("() => window.__bareReady", timeout=180_000)
    ready = page.evaluate("() => window.__bareReady")
    context.close()
    return ready


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold loads per measurement")
    parser.add_argument("--page", default="schafkopf/trainer/", help="trainer page to load")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument(
        "--keyboard-questions", type=int, default=2, help="questions per quiz kind, by keyboard"
    )
    parser.add_argument("--play-deals", type=int, default=3, help="deals per game, play page")
    parser.add_argument(
        "--throttled-runs", type=int, default=3, help="cold starts of each way at 4 Mbit/s"
    )
    args = parser.parse_args()
    site = ROOT / "site"
    if not (site / "generated" / "manifest.json").is_file():
        print("error: build the site first (scripts/build)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    server, base = serve_in_thread(site)
    loads, bares = [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        for _ in range(args.runs):
            loads.append(cold_load(browser, base + args.page))
            bares.append(bare_boot(browser, base))
        from bench_keyboard import keys_per_question

        keys = keys_per_question(browser, base, args.keyboard_questions)
        from bench_start import start_rows

        starts = start_rows(browser, base, args.page, args.runs, args.throttled_runs)
        browser.close()
    server.shutdown()

    def med(key: str) -> float:
        return statistics.median(load[key] for load in loads)

    dcl, fcp, ready, repeat = med("dcl"), med("fcp"), med("ready"), med("repeat_ready")
    bare = statistics.median(bares)
    answer = med("answer_ms")
    before, total = med("bytes_before"), med("bytes_total")
    rows = [
        ("DOMContentLoaded", f"{dcl:.0f} ms", ""),
        ("First question visible", f"{fcp:.0f} ms", f"{fcp / dcl:.2f} × DCL (goal ≤ 1.25)"),
        ("Bare Pyodide boot", f"{bare:.0f} ms", ""),
        ("Engine ready", f"{ready:.0f} ms", f"{ready / bare:.2f} × bare boot (goal ≤ 1.10)"),
        (
            "Engine ready, repeat visit",
            f"{repeat:.0f} ms",
            f"{repeat / ready:.2f} × first visit (goal ≤ 0.6)",
        ),
        ("Answer (click → feedback)", f"{answer:.1f} ms", "goal ≤ 16 ms"),
        ("Bytes before the first question", f"{before / 1000:.0f} kB", "goal ≤ 500 kB"),
        ("Bytes in total (cold load)", f"{total / 1e6:.1f} MB", ""),
        (
            "Keys per question (keyboard only)",
            f"{statistics.mean(keys):.1f}",
            f"mean of {len(keys)}, {min(keys)}–{max(keys)} (goal ≤ 6)",
        ),
    ]
    rows.extend(starts)
    from bench_play import measure as play_measures

    rows.extend(play_measures(args.play_deals))  # the play page (issue 13), its own browser
    header = f"Trainer page /{args.page}: medians of {args.runs} cold loads (headless Chromium)"
    if args.markdown:
        print(header + "\n")
        print("| Measure | Median | Ratio / goal |\n|---|---|---|")
        for name, value, ratio in rows:
            print(f"| {name} | {value} | {ratio} |")
    else:
        print(header)
        for name, value, ratio in rows:
            print(f"  {name:<34} {value:>10}   {ratio}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
