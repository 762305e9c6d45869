"""How fast the engine starts on a first visit, by each way it can start (issue 14).

Cold loads (a new browser context each: no cache, no service worker, no saved
snapshot) of a trainer page, in the same run, interleaved:

- bare: a page that only boots Pyodide (``loadPyodide``) from the same files in a
  module worker (``bench_browser.BARE_PAGE``), the floor of a normal start;
- normal: the trainer with the shipped snapshot unreachable, so the worker starts
  Python and imports the engine itself (the first visit before the snapshot, and
  the fallback now);
- snapshot: the trainer as shipped, restoring the build-time snapshot.

Each is measured on the local server as it is, and on a link throttled by
Chromium's own network emulation (CDP ``Network.emulateNetworkConditions``:
4 Mbit/s down, 40 ms latency), where the worker should notice the slow download
and start normally. Times are from navigation start to the engine ready
(``data-engine="ready"``) or, for bare, to Pyodide's ``loadPyodide`` resolving.

Usage: python scripts/bench_start.py [--runs 7] [--throttled-runs 3] [--markdown]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from bench_browser import MARK_READY, route_bare_page  # noqa: E402
from chromium import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from serve_site import serve_in_thread  # noqa: E402

MODES = ("bare", "normal", "snapshot")
THROTTLE = {
    "offline": False,
    "latency": 40,
    "downloadThroughput": 4e6 / 8,
    "uploadThroughput": 4e6 / 8,
}
SNAPSHOT = "**/generated/engine-snapshot-*.bin.gz"


def start_once(browser, base: str, page_path: str, mode: str, throttled: bool) -> dict:
    """One cold load: ms to ready, and how the worker says it started."""
    context = browser.new_context()
    context.add_init_script(MARK_READY)
    page = context.new_page()
    if throttled:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", THROTTLE)
    if mode == "bare":
        route_bare_page(page)
        page.goto(base + "bench/bare.html", wait_until="commit", timeout=600_000)
        page.wait_for_function("() => window.__bareReady", timeout=600_000)
        result = {"ms": page.evaluate("() => window.__bareReady"), "start": "bare"}
    else:
        if mode == "normal":
            context.route(SNAPSHOT, lambda route: route.abort())
        page.goto(base + page_path, wait_until="commit", timeout=600_000)
        page.wait_for_function("() => window.__engineReady", timeout=600_000)
        timings = page.evaluate("() => window.trainer.timings")
        result = {
            "ms": page.evaluate("() => window.__engineReady"),
            "start": timings["start"],
            "fallback": timings["fallback"],
        }
    context.close()
    return result


def measure(browser, base: str, page_path: str, runs: int, throttled: bool) -> dict:
    samples: dict[str, list[dict]] = {mode: [] for mode in MODES}
    for _ in range(runs):
        for mode in MODES:
            samples[mode].append(start_once(browser, base, page_path, mode, throttled))
    return samples


def summary(samples: dict) -> dict:
    medians = {mode: statistics.median(s["ms"] for s in samples[mode]) for mode in MODES}
    starts = {mode: sorted({s["start"] for s in samples[mode]}) for mode in MODES}
    reasons = sorted({s.get("fallback") or "" for s in samples["snapshot"]} - {""})
    return {"medians": medians, "starts": starts, "fallbacks": reasons}


def rows(label: str, result: dict, runs: int) -> list[tuple[str, str, str]]:
    med = result["medians"]
    how = ", ".join(result["starts"]["snapshot"])
    if result["fallbacks"]:
        how += f" ({'; '.join(result['fallbacks'])})"
    return [
        (f"{label}: bare Pyodide boot", f"{med['bare']:.0f} ms", f"{runs} cold loads"),
        (
            f"{label}: normal engine start",
            f"{med['normal']:.0f} ms",
            f"{med['normal'] / med['bare']:.2f} × bare",
        ),
        (
            f"{label}: engine start as shipped",
            f"{med['snapshot']:.0f} ms",
            f"{med['snapshot'] / med['bare']:.2f} × bare, "
            f"{med['snapshot'] / med['normal']:.2f} × normal; started: {how}",
        ),
    ]


def start_rows(browser, base: str, page_path: str, runs: int, throttled_runs: int) -> list:
    local = summary(measure(browser, base, page_path, runs, throttled=False))
    out = rows("Local", local, runs)
    if throttled_runs:
        slow = summary(measure(browser, base, page_path, throttled_runs, throttled=True))
        out += rows("4 Mbit/s", slow, throttled_runs)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="cold loads of each way, local")
    parser.add_argument("--throttled-runs", type=int, default=3, help="the same at 4 Mbit/s")
    parser.add_argument("--page", default="schafkopf/trainer/", help="trainer page to load")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--json", action="store_true", help="print every sample as JSON")
    args = parser.parse_args()
    site = ROOT / "site"
    manifest = json.loads((site / "generated" / "manifest.json").read_text())
    if "snapshot" not in manifest:
        print("error: build the site first (scripts/build)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    server, base = serve_in_thread(site)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        table = start_rows(browser, base, args.page, args.runs, args.throttled_runs)
        browser.close()
    server.shutdown()
    if args.markdown:
        print("| Measure | Median | Ratio |\n|---|---|---|")
        for name, value, ratio in table:
            print(f"| {name} | {value} | {ratio} |")
    else:
        for name, value, ratio in table:
            print(f"  {name:<40} {value:>10}   {ratio}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
