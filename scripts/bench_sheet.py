"""What a long evening costs the score sheet (issue 31, R5): the main thread's longest task
while one deal is added, and while it is undone, at 2, 100, 200 and 300 deals.

The Schafkopf sheet of each built site given (``--site``, the built ``site/`` by default;
give two, e.g. a build of an older commit and today's, to compare them) is opened in
headless Chromium with the real Pyodide, each site on its own server (so each has its own
storage). Its evening is put in storage with N deals (a real entry the page wrote,
repeated), the page is reloaded, and a deal is added through the form, then undone; each
is timed from the click until the sheet says it is ready again, and the longest task
(PerformanceObserver ``longtask``: only tasks over 50 ms are reported, so "< 50" is the
floor) is read. The sites take turns, add by add, so a change in the machine's load
falls on both alike: medians over ``--runs`` at each size, and with two sites the ratio of
the second's median to the first's. The load average is printed with the figures.

Usage: python scripts/bench_sheet.py [--site DIR ...] [--runs 3] [--sizes 2,100,200,300]
       [--markdown]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from chromium import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from serve_site import serve_in_thread  # noqa: E402

KEY = "gc-sheet/v1"
SHEET = "[data-sheet]"
NAMES = ["Anna", "Ben", "Cilia", "Dieter"]
BOOT_MS = 300_000
STEP_MS = 300_000

COLUMNS = (
    "site",
    "deals",
    "DOM nodes",
    "add: longest task",
    "add: to ready",
    "undo: longest task",
    "undo: to ready",
)
TABLE_HEAD = "| " + " | ".join(COLUMNS) + " |"

WATCH = """() => {
  window.__longest = 0;
  if (window.__watching) return;
  window.__watching = true;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longest = Math.max(window.__longest, entry.duration);
    }
  }).observe({ type: "longtask", buffered: false });
}"""


def wait_ready(page: Page, deals: int) -> None:
    expect(page.locator(SHEET)).to_have_attribute("data-deals", str(deals), timeout=STEP_MS)
    expect(page.locator(SHEET)).to_have_attribute("data-sheet-phase", "ready", timeout=STEP_MS)


def pick(page: Page, field: str, words: str) -> None:
    labels = page.locator(f"{SHEET} .gc-sheet__deal [data-field={field}] label")
    labels.filter(has_text=words).first.click()


def enter_ace_game(page: Page) -> None:
    """An ace game through the form, tap by tap: the same taps in every build since the
    sheet began (no contra, no matadors, whose controls have changed)."""
    pick(page, "contract", "Ace game")
    pick(page, "suit", "Ace of acorns")
    pick(page, "declarer", "Ben")
    pick(page, "partner", "Dieter")
    page.fill(f"{SHEET} input[data-field=points]", "70")
    page.select_option(f"{SHEET} select[data-field=tricks]", "5")
    expect(page.locator(f"{SHEET} .gc-sheet__preview")).to_be_visible(timeout=STEP_MS)


def start(page: Page, url: str) -> dict:
    """A fresh evening with one deal, entered through the page: its stored evening."""
    page.goto(url)
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    expect(page.locator(SHEET)).to_have_attribute("data-sheet-phase", "setup", timeout=STEP_MS)
    for i, name in enumerate(NAMES):
        page.fill(f"{SHEET} [data-name='{i}']", name)
    page.locator(f"{SHEET} .gc-sheet__start").click()
    wait_ready(page, 0)
    enter_ace_game(page)
    page.locator(f"{SHEET} .gc-sheet__add").click()
    wait_ready(page, 1)
    store = json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')"))
    return store["evenings"][0]


def timed(page: Page, act, deals_after: int) -> dict:
    page.evaluate(WATCH)
    began = time.perf_counter()
    act()
    wait_ready(page, deals_after)
    # the longtask entry is delivered after its task ends
    page.wait_for_timeout(200)
    return {
        "seconds": time.perf_counter() - began,
        "longest_ms": page.evaluate("() => window.__longest"),
    }


def load_evening(page: Page, url: str, evening: dict, size: int) -> None:
    """The evening with `size` deals (its first entry repeated), open on a reloaded page."""
    entry = evening["deals"][0]["entry"]
    stored = dict(evening, id="bench", deals=[{"entry": entry} for _ in range(size)])
    store = {"version": 1, "evenings": [stored], "open": {"schafkopf": "bench"}}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(store)])
    page.goto(url)
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    wait_ready(page, size)


def add_and_undo(page: Page, size: int) -> tuple[dict, dict]:
    enter_ace_game(page)
    add = timed(page, lambda: page.locator(f"{SHEET} .gc-sheet__add").click(), size + 1)
    undo = timed(page, lambda: page.locator(f"{SHEET} .gc-sheet__undo").click(), size)
    return add, undo


def ms(value: float) -> str:
    return "< 50 ms" if value < 50 else f"{value:,.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, action="append")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="2,100,200,300")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    sites = args.site or [ROOT / "site"]
    sizes = [int(s) for s in args.sizes.split(",")]
    servers = [serve_in_thread(site) for site in sites]
    urls = [f"{base}schafkopf/score-sheet/" for _, base in servers]
    load_before = os.getloadavg()[0]
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        pages = [browser.new_context().new_page() for _ in sites]
        evenings = [start(page, url) for page, url in zip(pages, urls, strict=True)]
        for size in sizes:
            for page, url, evening in zip(pages, urls, evenings, strict=True):
                load_evening(page, url, evening, size)
            adds: list[list[dict]] = [[] for _ in sites]
            undos: list[list[dict]] = [[] for _ in sites]
            for _ in range(args.runs):
                for i, page in enumerate(pages):
                    add, undo = add_and_undo(page, size)
                    adds[i].append(add)
                    undos[i].append(undo)
            for i, page in enumerate(pages):
                row = {
                    "site": str(sites[i]),
                    "deals": size,
                    "dom_nodes": page.evaluate("() => document.getElementsByTagName('*').length"),
                    "add_longest_ms": statistics.median(a["longest_ms"] for a in adds[i]),
                    "add_seconds": statistics.median(a["seconds"] for a in adds[i]),
                    "undo_longest_ms": statistics.median(u["longest_ms"] for u in undos[i]),
                    "undo_seconds": statistics.median(u["seconds"] for u in undos[i]),
                }
                rows.append(row)
                print(json.dumps(row), file=sys.stderr, flush=True)
        browser.close()
    for server, _ in servers:
        server.shutdown()
    load_after = os.getloadavg()[0]
    if not args.markdown:
        print(json.dumps({"load": [load_before, load_after], "rows": rows}, indent=1))
        return
    print(
        f"{args.runs} runs each, the sites taking turns; load {load_before:.1f} → {load_after:.1f}"
    )
    print()
    print(TABLE_HEAD)
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {Path(r['site']).name} | {r['deals']} | {r['dom_nodes']:,} "
            f"| {ms(r['add_longest_ms'])} "
            f"| {r['add_seconds']:.2f} s | {ms(r['undo_longest_ms'])} | {r['undo_seconds']:.2f} s |"
        )
    if len(sites) == 2:
        print()
        print("| deals | add: longest task, second ÷ first | undo: longest task, second ÷ first |")
        print("|---:|---:|---:|")
        for first, second in zip(rows[::2], rows[1::2], strict=True):
            cells = []
            for key in ("add_longest_ms", "undo_longest_ms"):
                if first[key] < 50:
                    cells.append("(first < 50 ms)")
                else:
                    cells.append(f"{max(second[key], 50) / first[key]:.2f}")
            print(f"| {first['deals']} | {cells[0]} | {cells[1]} |")


if __name__ == "__main__":
    main()
