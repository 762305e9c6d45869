"""What a first visit costs: bytes on the wire and time to a ready engine (issues 14, 23).

One run reports, against the built ``site/`` served on 127.0.0.1 gzip-compressed as a
static host serves it (``serve_site.py --gzip``), in new browser contexts (no cache,
no service worker, no saved snapshot):

- a first visit to a trainer page on a local link, on 10 Mbit/s with 40 ms latency and
  on 1.6 Mbit/s with 150 ms latency (Chromium's own network emulation, CDP
  ``Network.emulateNetworkConditions``, which reaches the engine's worker): the ms from
  navigation to the engine ready, the bytes the server sent until then, and how the
  engine started (from the shipped snapshot, or a normal start and why);
- a bare Pyodide boot from the same files on the local link (``bench_pages``), the floor
  a normal start is measured against;
- a phone: the same first visit and bare boot on 10 Mbit/s with 40 ms latency with a CPU
  4 × slower (``bench_pages.SlowerCpu``: Chromium's own CPU throttle does not reach the
  engine's worker), and the first answer: from pressing *Check answer* on the first
  question, as soon as the engine is ready, to the verdict on the page;
- the floor of a start from the shipped snapshot on the local link: a worker that only
  downloads, compiles and decodes what such a start needs, all at once, and runs no
  Python (``bench_pages.FLOOR_WORKER``), from a bare page and in the trainer page in
  place of the engine's worker: no snapshot start can be sooner;
- the bytes of opening only ``/`` and staying 60 s (the service worker's precache included);
- the shipped snapshot's size and what it holds, the trimmed standard library's and the
  wheel's sizes.

Medians over ``--runs`` cold loads locally and ``--throttled-runs`` on each slow link;
on the local link also the median of each way of starting on its own, since a median
over snapshot and normal starts says little. Each row of a first visit says how its
runs started and how fast the worker measured the link (it counts bytes as its own
thread reads them, so a busy machine reads slow: its timers' lateness is given too),
and the first row gives the load average before and after, which every time grows with.

Usage: python scripts/bench_start.py [--runs 3] [--throttled-runs 1] [--phone-runs 3]
       [--home-seconds 60] [--markdown]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from bench_pages import (  # noqa: E402
    CHECK_AND_TIME,
    MARK_READY,
    SlowerCpu,
    route_bare_page,
    route_floor_engine,
    route_floor_page,
)
from chromium import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from serve_site import SiteHandler, serve_in_thread  # noqa: E402

from trainer.naming import plural  # noqa: E402

LINKS = {
    "local": None,
    "10 Mbit/s, 40 ms": {"latency": 40, "bits": 10e6},
    "1.6 Mbit/s, 150 ms": {"latency": 150, "bits": 1.6e6},
}
# A mid-range phone: its link, and how many times slower its CPU is than this machine's.
PHONE_LINK = LINKS["10 Mbit/s, 40 ms"]
PHONE_CPU = 4


class Counted(SiteHandler):
    """Counts the body bytes it sends (gzip-compressed where a host compresses)."""

    lock = threading.Lock()
    sent = 0

    def copyfile(self, source, outputfile) -> None:  # type: ignore[override]
        before = source.tell()
        super().copyfile(source, outputfile)
        with Counted.lock:
            Counted.sent += source.tell() - before


def throttle(context, page, link: dict | None, cpu_rate: float = 1) -> None:
    """Chromium's own emulation of a slower link, and of a slower CPU for the page's main
    thread only (``cpu_rate``; it does not reach the page's workers)."""
    if not link and cpu_rate == 1:
        return
    cdp = context.new_cdp_session(page)
    if cpu_rate != 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu_rate})
    if not link:
        return
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": link["latency"],
            "downloadThroughput": link["bits"] / 8,
            "uploadThroughput": link["bits"] / 8,
        },
    )


def floor_in_page(browser, base: str, page_path: str) -> float:
    """One cold load of a trainer whose engine worker is the floor's: ms to its "ready"."""
    context = browser.new_context()
    context.add_init_script(MARK_READY)
    page = context.new_page()
    route_floor_engine(page)
    page.goto(base + page_path, wait_until="commit", timeout=600_000)
    page.wait_for_function("() => window.__engineReady", timeout=600_000, polling=50)
    ms = page.evaluate("() => window.__engineReady")
    context.close()
    return ms


def first_visit(browser, base: str, page_path: str, link: dict | None, cpu_rate: float = 1) -> dict:
    """One cold load of a trainer: ms to ready, bytes sent until then, how it started, and
    the first answer (ms from *Check answer*, pressed at once, to the verdict)."""
    context = browser.new_context()
    context.add_init_script(MARK_READY)
    page = context.new_page()
    throttle(context, page, link, cpu_rate)
    Counted.sent = 0
    page.goto(base + page_path, wait_until="commit", timeout=600_000)
    page.wait_for_function("() => window.__engineReady", timeout=600_000, polling=50)
    sent = Counted.sent
    timings = page.evaluate("() => window.trainer.timings")
    # The worker's marks on the page's clock: ms after navigation.
    origin = page.evaluate("() => performance.timeOrigin")
    marks = dict(timings.get("marks") or {})
    shift = marks.pop("origin", origin) - origin
    if marks:
        marks["worker"] = 0
    result = {
        "marks": {name: at + shift for name, at in marks.items()},
        "ms": page.evaluate("() => window.__engineReady"),
        "bytes": sent,
        "start": timings["start"],
        "fallback": timings["fallback"],
        # The worker's own reading of the link, which decides on the snapshot.
        "link_mbps": timings.get("link_mbps"),
        "busy": timings.get("link_busy"),
        "answer_ms": page.evaluate(CHECK_AND_TIME),
    }
    context.close()
    return result


def bare_boot(browser, base: str, floor: bool = False, link: dict | None = None) -> float:
    """Ms from navigation to the bare page's worker saying ready (``floor``: the floor page's)."""
    context = browser.new_context()
    page = context.new_page()
    throttle(context, page, link)
    (route_floor_page if floor else route_bare_page)(page)
    name = "floor" if floor else "bare"
    page.goto(f"{base}bench/{name}.html", wait_until="commit", timeout=600_000)
    page.wait_for_function("() => window.__bareReady", timeout=600_000, polling=50)
    ms = page.evaluate("() => window.__bareReady")
    context.close()
    return ms


def home_bytes(browser, base: str, seconds: float) -> dict:
    """Bytes sent for opening only ``/`` and staying ``seconds``; when the copy was done."""
    context = browser.new_context()
    page = context.new_page()
    Counted.sent = 0
    started = time.monotonic()
    page.goto(base)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
    installed = time.monotonic() - started
    page.wait_for_timeout(max(0.0, seconds - installed) * 1000)
    sent = Counted.sent
    context.close()
    return {"bytes": sent, "installed_s": installed}


def snapshot_facts(site: Path) -> dict:
    manifest = json.loads((site / "generated" / "manifest.json").read_text())
    gz = (site / "generated" / manifest["snapshot"]["file"]).read_bytes()
    raw = gzip.decompress(gz)
    page = 65536
    pages = len(raw) // page
    zero = sum(1 for i in range(pages) if not any(raw[i * page : (i + 1) * page]))
    import pkgutil

    import trainer

    modules = 1 + len(list(pkgutil.walk_packages(trainer.__path__, "trainer.")))
    pyodide = site / "generated" / manifest["pyodide_dir"]
    return {
        "gz": len(gz),
        "raw": len(raw),
        "pages": pages,
        "zero": zero,
        "modules": modules,
        # Pages left out of the download: the worker copies them from its WebAssembly instance.
        "from_instance": len((manifest["snapshot"].get("from_instance") or {}).get("pages", [])),
        "stdlib": (pyodide / "python_stdlib.zip").stat().st_size,
        "stdlib_gz": len(gzip.compress((pyodide / "python_stdlib.zip").read_bytes(), 6)),
        "wasm": (pyodide / "pyodide.asm.wasm").stat().st_size,
        "wasm_gz": len(gzip.compress((pyodide / "pyodide.asm.wasm").read_bytes(), 6)),
        "wheel": (site / "generated" / manifest["wheel"]).stat().st_size,
    }


def how(samples: list[dict]) -> str:
    """How the runs started, counted: "shipped ×3, fresh ×2 (slow_link)",
    with the link the worker measured (median), which decides on the snapshot."""
    starts = [s["start"] for s in samples]
    counted = ", ".join(f"{name} ×{starts.count(name)}" for name in sorted(set(starts)))
    reasons = sorted({s["fallback"] for s in samples if s["fallback"]})
    text = counted + (f" ({'; '.join(reasons)})" if reasons else "")
    rates = [s["link_mbps"] for s in samples if s.get("link_mbps") is not None]
    if rates:
        busy = statistics.median(s["busy"] for s in samples if s.get("busy") is not None)
        text += (
            f"; link measured by the worker {statistics.median(rates):.0f} Mbit/s, "
            f"its timers {busy:.1f} × late"
        )
    return text


# The steps of a start from the shipped snapshot, in the order they end, as the
# worker marks them (docs/javascripts/engine-worker.js, `mark`).
STEPS = (
    ("worker", "worker created"),
    ("manifest", "manifest read"),
    ("fetched pyodide.asm.wasm", "wasm downloaded"),
    ("wasm_compiled", "wasm compiled"),
    ("link_measured", "link measured"),
    ("instantiated", "wasm instantiated"),
    ("snapshot_fetched", "snapshot downloaded"),
    ("snapshot_decoded", "snapshot checked and decoded"),
    ("restored", "Python restored"),
    ("imported", "engine imported"),
    ("described", "first answer (describe)"),
)


def steps(samples: list[dict]) -> str:
    """Median ms after navigation at which each step of a snapshot start ended."""
    shipped = [s["marks"] for s in samples if s["start"] == "shipped"]
    parts = []
    for key, label in STEPS:
        values = [m[key] for m in shipped if key in m]
        if values:
            parts.append(f"{label} {statistics.median(values) / 1000:.2f}")
    return "; ".join(parts)


def by_start(samples: list[dict], bare: float) -> str:
    """Each way of starting on its own (a median over mixed starts says little)."""
    parts = []
    for name in sorted({s["start"] for s in samples}):
        ms = statistics.median(s["ms"] for s in samples if s["start"] == name)
        parts.append(f"{name}: {ms / 1000:.2f} s = {ms / bare:.2f} × bare")
    return "; ".join(parts)


def on_a_phone(browser, base: str, page_path: str, runs: int) -> dict:
    """Bare boots and first visits on the phone's link and CPU, one of each in turn, and a
    first visit with Chromium's own CPU throttle instead (the page's main thread only)."""
    bares: list[float] = []
    visits: list[dict] = []
    page_thread_only: list[dict] = []
    shares: list[float] = []
    for _ in range(runs):
        with SlowerCpu(PHONE_CPU) as cpu:
            bares.append(bare_boot(browser, base, link=PHONE_LINK))
        shares.append(cpu.share)
        with SlowerCpu(PHONE_CPU) as cpu:
            visits.append(first_visit(browser, base, page_path, PHONE_LINK))
        shares.append(cpu.share)
        page_thread_only.append(first_visit(browser, base, page_path, PHONE_LINK, PHONE_CPU))
    return {
        "bares": bares,
        "visits": visits,
        "page_thread_only": page_thread_only,
        "share": statistics.median(shares),
    }


def phone_rows(phone: dict, page_path: str) -> list[tuple[str, str, str]]:
    bare = statistics.median(phone["bares"])
    visits = phone["visits"]
    ms = statistics.median(v["ms"] for v in visits)
    answer = statistics.median(v["answer_ms"] for v in visits)
    cdp = statistics.median(v["ms"] for v in phone["page_thread_only"])
    cdp_answer = statistics.median(v["answer_ms"] for v in phone["page_thread_only"])
    cpu = (
        f"CPU {PHONE_CPU} × slower (the browser's renderers ran "
        f"{phone['share'] * 100:.0f} % of the time)"
    )
    runs = plural(len(visits), "cold load")
    return [
        ("Phone: bare Pyodide boot", f"{bare / 1000:.2f} s", f"10 Mbit/s, 40 ms; {cpu}; {runs}"),
        (
            f"Phone: first visit to /{page_path}, engine ready",
            f"{ms / 1000:.2f} s",
            f"{ms / bare:.2f} × the phone's bare boot; started: {how(visits)}",
        ),
        (
            f"Phone: first visit to /{page_path}, first answer",
            f"{answer:.0f} ms",
            "from *Check answer*, pressed as soon as the engine is ready, to the verdict",
        ),
        (
            f"Phone, CDP's CPU throttle instead: /{page_path}, engine ready",
            f"{cdp / 1000:.2f} s",
            f"{cdp / bare:.2f} × the phone's bare boot; Chromium slows the page's main thread "
            f"only, not the engine's worker; first answer {cdp_answer:.0f} ms",
        ),
    ]


def measure(args, site: Path) -> list[tuple[str, str, str]]:
    from playwright.sync_api import sync_playwright

    server, base = serve_in_thread(site, gzip=True, handler_class=Counted)
    rows: list[tuple[str, str, str]] = []
    load_before = os.getloadavg()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            bares: list[float] = []
            floors: list[float] = []
            floors_in_page: list[float] = []
            visits: dict[str, list[dict]] = {name: [] for name in LINKS}
            for _ in range(args.runs):
                bares.append(bare_boot(browser, base))
                floors.append(bare_boot(browser, base, floor=True))
                floors_in_page.append(floor_in_page(browser, base, args.page))
                visits["local"].append(first_visit(browser, base, args.page, None))
            for name, link in LINKS.items():
                if link:
                    for _ in range(args.throttled_runs):
                        visits[name].append(first_visit(browser, base, args.page, link))
            phone = on_a_phone(browser, base, args.page, args.phone_runs)
            home = home_bytes(browser, base, args.home_seconds)
            browser.close()
    finally:
        server.shutdown()
    load_after = os.getloadavg()
    bare = statistics.median(bares)
    rows.append(
        (
            "Load average (1 min) before / after",
            f"{load_before[0]:.1f} / {load_after[0]:.1f}",
            f"{os.cpu_count()} cores; every time below grows with it",
        )
    )
    loads = plural(args.runs, "cold load")
    rows.append(("Bare Pyodide boot, local", f"{bare:.0f} ms", loads))
    for name, times, where in (
        ("local", floors, "of a bare page whose worker only downloads, compiles and decodes "
         "what a snapshot start needs, with no Python"),
        (f"in /{args.page}, local", floors_in_page, "of the same worker in the trainer page, in "
         "place of the engine's"),
    ):  # fmt: skip
        floor = statistics.median(times)
        rows.append(
            (
                f"Floor of a snapshot start, {name}",
                f"{floor:.0f} ms",
                f"{floor / bare:.2f} × bare boot; {loads} {where}",
            )
        )
    for name, samples in visits.items():
        if not samples:
            continue
        ms = statistics.median(s["ms"] for s in samples)
        sent = statistics.median(s["bytes"] for s in samples)
        answer = statistics.median(s["answer_ms"] for s in samples)
        ratio = ""
        if name == "local":
            ratio = f"{ms / bare:.2f} × bare boot ({by_start(samples, bare)}); "
        rows.append(
            (
                f"First visit to /{args.page}, {name}: engine ready",
                f"{ms / 1000:.2f} s",
                f"{ratio}{plural(len(samples), 'run')}; started: {how(samples)}; "
                f"first answer {answer:.0f} ms after *Check answer*",
            )
        )
        rows.append(
            (
                f"First visit to /{args.page}, {name}: bytes until ready",
                f"{sent / 1e6:.2f} MB",
                "gzip-served",
            )
        )
    if any(s["start"] == "shipped" and s["marks"] for s in visits["local"]):
        rows.append(
            (
                f"First visit to /{args.page}, local: where the time goes",
                "s after navigation",
                f"medians of the snapshot starts: {steps(visits['local'])}",
            )
        )
    if phone["visits"]:
        rows.extend(phone_rows(phone, args.page))
    rows.append(
        (
            f"Opening only / for {args.home_seconds:.0f} s",
            f"{home['bytes'] / 1e6:.2f} MB",
            f"gzip-served; the offline copy of the pages done in {home['installed_s']:.1f} s",
        )
    )
    facts = snapshot_facts(site)
    rows.append(
        (
            "Shipped snapshot",
            f"{facts['gz'] / 1e6:.2f} MB",
            f"gzip of {facts['raw'] / 1e6:.1f} MB of WebAssembly memory: Python with the "
            f"{facts['modules']} engine modules imported; {facts['zero']} of "
            f"{facts['pages']} 64 KiB pages are zero, {facts['from_instance']} of them "
            "Python's static data, copied from the WebAssembly instance in the browser",
        )
    )
    rows.append(
        (
            "Standard library (trimmed)",
            f"{facts['stdlib'] / 1e6:.2f} MB",
            "the modules the engine imports (Pyodide's whole library: 2.55 MB)",
        )
    )
    rows.append(
        (
            "pyodide.asm.wasm",
            f"{facts['wasm_gz'] / 1e6:.2f} MB",
            f"gzip of {facts['wasm'] / 1e6:.2f} MB",
        )
    )
    rows.append(("Trainer wheel (bytecode)", f"{facts['wheel'] / 1e6:.2f} MB", ""))
    return rows


def start_rows(browser, base: str, page_path: str, runs: int, throttled_runs: int) -> list:
    """The local start-up rows for ``bench_browser.py`` (its own server, its own browser)."""
    bares = [bare_boot(browser, base) for _ in range(runs)]
    visits = [first_visit(browser, base, page_path, None) for _ in range(runs)]
    bare = statistics.median(bares)
    ms = statistics.median(v["ms"] for v in visits)
    return [
        ("Bare Pyodide boot (start-up)", f"{bare:.0f} ms", f"{runs} cold loads"),
        (
            "Engine ready, first visit (start-up)",
            f"{ms:.0f} ms",
            f"{ms / bare:.2f} × bare; started: {how(visits)}",
        ),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold loads on the local link")
    parser.add_argument("--throttled-runs", type=int, default=1, help="cold loads per slow link")
    parser.add_argument(
        "--phone-runs", type=int, default=3, help="bare boots and cold loads on the phone"
    )
    parser.add_argument("--home-seconds", type=float, default=60, help="how long / stays open")
    parser.add_argument("--page", default="schafkopf/trainer/", help="trainer page to load")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument(
        "--site", type=Path, default=ROOT / "site", help="built site to serve (a before/after copy)"
    )
    args = parser.parse_args()
    site = args.site
    if not (site / "generated" / "manifest.json").is_file():
        print("error: build the site first (scripts/build)", file=sys.stderr)
        return 1
    rows = measure(args, site)
    if args.markdown:
        print("| Measure | Value | Notes |\n|---|---|---|")
        for name, value, note in rows:
            print(f"| {name} | {value} | {note} |")
    else:
        for name, value, note in rows:
            print(f"  {name:<58} {value:>10}   {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
