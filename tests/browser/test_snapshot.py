"""Both ways the engine starts on a first visit (issue 14): from the snapshot the
build ships (Python with the engine imported, restored in the browser), and the
normal start it falls back to when that snapshot is missing, corrupt or does not
restore. Each path must end with an engine that answers."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, expect

pytestmark = pytest.mark.browser

BOOT_MS = 120_000
SNAPSHOT = "**/generated/engine-snapshot-*.bin.gz"
QUESTION = (
    "() => window.trainer.request({op: 'quiz', game: 'tarok', kind: 'trick_winner',"
    " difficulty: 1, seed: 3})"
)


def manifest(site_dir: Path) -> dict:
    return json.loads((site_dir / "generated" / "manifest.json").read_text())


def start(page: Page, url: str) -> dict:
    """Open a trainer, wait for its engine, check it answers; the worker's timings."""
    page.goto(url)
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    response = page.evaluate(QUESTION)
    assert response["ok"] is True, response
    assert response["question"]["blocks"], response
    return page.evaluate("() => window.trainer.timings")


def test_the_build_ships_a_snapshot_keyed_by_the_runtime(site_dir: Path) -> None:
    shipped = manifest(site_dir)["snapshot"]
    path = site_dir / "generated" / shipped["file"]
    data = path.read_bytes()
    assert shipped["file"] == f"engine-snapshot-{manifest(site_dir)['version']}.bin.gz"
    assert len(data) == shipped["size"]
    assert hashlib.sha256(data).hexdigest() == shipped["sha256"]
    assert len(gzip.decompress(data)) > 2 * len(data)  # a gzip stream of the raw memory


def test_a_first_visit_starts_from_the_shipped_snapshot(
    browser, site_url: str, site_dir: Path
) -> None:
    context = browser.new_context()
    fetched: list[str] = []

    def count(route: Route) -> None:
        fetched.append(route.request.url.split("?")[0].rsplit("/", 1)[-1])
        route.continue_()

    context.route("**/generated/**", count)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    timings = start(page, f"{site_url}tarok/trainer/")
    assert timings["start"] == "shipped", timings
    assert timings["fallback"] is None and timings["from_snapshot"] is True
    # Pyodide's big files are fetched once (prefetched and handed over), the wheel
    # not at all before the engine is ready: the snapshot already holds the engine.
    name = manifest(site_dir)["snapshot"]["file"]
    assert fetched.count("pyodide.asm.wasm") == 1, fetched
    assert fetched.count(name) == 1, fetched
    assert not any(f.endswith(".whl") for f in fetched), fetched
    # The service worker copies the checked snapshot rather than downloading it again.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    page.wait_for_function(
        "async () => (await window.trainer.offlineStatus())?.snapshot === true", timeout=BOOT_MS
    )
    assert fetched.count(name) == 1, fetched
    assert errors == []
    context.close()


def test_pyodide_starts_while_the_snapshot_downloads(browser, site_url: str) -> None:
    """Pyodide is handed a buffer of the snapshot's size at once: its WebAssembly is
    instantiated and linked while the snapshot is still on its way (held here for a
    few seconds), and the snapshot, decoded into that buffer, is restored after."""
    context = browser.new_context()
    held: list[Route] = []
    context.route(SNAPSHOT, lambda route: held.append(route))
    page = context.new_page()
    page.goto(f"{site_url}pamfil/trainer/")
    page.wait_for_timeout(200)
    for _ in range(300):  # the worker asks for the snapshot once the link is measured
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the snapshot was never asked for"
    page.wait_for_timeout(8000)
    held[0].continue_()
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    timings = page.evaluate("() => window.trainer.timings")
    marks = timings["marks"]
    assert timings["start"] == "shipped", timings
    assert marks["instantiated"] < marks["snapshot_fetched"] < marks["restored"], marks
    assert page.evaluate(QUESTION)["ok"] is True
    context.close()


def garbage(route: Route) -> None:
    route.fulfill(body=os.urandom(200_000), content_type="application/gzip")


def not_found(route: Route) -> None:
    route.fulfill(status=404, body="not here", content_type="text/plain")


@pytest.mark.parametrize(
    ("handler", "reason"),
    [(not_found, "server_answered_404"), (garbage, "wrong_hash")],
    ids=["missing", "corrupt"],
)
def test_a_missing_or_corrupt_snapshot_falls_back_to_a_normal_start(
    browser, site_url: str, handler, reason: str
) -> None:
    context = browser.new_context()
    context.route(SNAPSHOT, handler)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    timings = start(page, f"{site_url}schafkopf/trainer/")
    assert timings["start"] == "fresh", timings
    assert timings["fallback"] == reason, timings
    # The broken file is not kept for the service worker: only the site's own copy
    # (which the service worker checks against its hash) may end up cached.
    kept = page.evaluate(
        """async () => {
            const cache = await caches.open('gc-engine-download');
            return (await cache.keys()).map((r) => r.url).filter((u) => u.includes('snapshot'));
        }"""
    )
    assert kept == []
    assert errors == []
    context.close()


def test_a_snapshot_that_does_not_restore_falls_back(
    browser, site_url: str, site_dir: Path
) -> None:
    """A well-formed download with the right hash whose memory is not Python's."""
    bogus = gzip.compress(os.urandom(1 << 20))
    changed = manifest(site_dir)
    changed["snapshot"].update(
        size=len(bogus), sha256=hashlib.sha256(bogus).hexdigest(), raw_size=1 << 20
    )
    context = browser.new_context()
    context.route(
        "**/generated/manifest.json",
        lambda route: route.fulfill(body=json.dumps(changed), content_type="application/json"),
    )
    context.route(
        SNAPSHOT, lambda route: route.fulfill(body=bogus, content_type="application/gzip")
    )
    page = context.new_page()
    timings = start(page, f"{site_url}pamfil/trainer/")
    assert timings["start"] == "fresh", timings
    assert timings["fallback"] == "restore_failed", timings
    context.close()


def test_a_repeat_visit_after_a_normal_start_uses_the_browsers_own_snapshot(
    browser, site_url: str
) -> None:
    context = browser.new_context()
    context.route(SNAPSHOT, not_found)
    page = context.new_page()
    assert start(page, f"{site_url}tarok/trainer/")["start"] == "fresh"
    page.wait_for_function(
        """async () => (await caches.keys()).includes('gc-engine-snapshot')
            && (await (await caches.open('gc-engine-snapshot')).keys()).length === 1""",
        timeout=BOOT_MS,
    )
    page.reload()
    timings = start(page, f"{site_url}tarok/trainer/")
    assert timings["start"] == "saved", timings
    # Every module was imported before that snapshot was made: the play page's
    # computer players work after a restore too.
    move = page.evaluate(
        "() => window.trainer.request({op: 'bot', game: 'tarok', seed: 5, actions: [],"
        " strength: 'strong', samples: 2})"
    )
    assert move["ok"] is True and move["action"] and move["reason"], move
    context.close()


def test_on_a_slow_link_the_snapshot_is_abandoned_for_a_normal_start(
    browser, site_url: str
) -> None:
    """At 4 Mbit/s the snapshot would arrive long after Python could have started."""
    context = browser.new_context()
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": 40,
            "downloadThroughput": 4e6 / 8,
            "uploadThroughput": 4e6 / 8,
        },
    )
    timings = start(page, f"{site_url}schafkopf/trainer/")
    assert timings["start"] == "fresh", timings
    assert timings["fallback"] == "slow_link", timings
    context.close()


def test_at_10_mbit_the_snapshot_is_never_asked_for_nor_kept_offline(
    browser, site_url: str
) -> None:
    """The link is measured on Pyodide's own download before the snapshot is asked for:
    at 10 Mbit/s its 7 MB would take longer than the start it saves, so not a byte of it
    is fetched, and the service worker keeps the runtime without it."""
    context = browser.new_context()
    fetched: list[str] = []

    def count(route: Route) -> None:
        fetched.append(route.request.url.split("?")[0].rsplit("/", 1)[-1])
        route.continue_()

    context.route("**/generated/**", count)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": 40,
            "downloadThroughput": 10e6 / 8,
            "uploadThroughput": 10e6 / 8,
        },
    )
    timings = start(page, f"{site_url}pamfil/trainer/")
    assert timings["start"] == "fresh", timings
    assert timings["fallback"] == "slow_link", timings
    assert not [name for name in fetched if name.startswith("engine-snapshot-")], fetched
    page.wait_for_function(
        "async () => { const held = await window.trainer.offlineStatus();"
        " return held?.runtime === true && held.snapshot === false; }",
        timeout=BOOT_MS,
    )
    context.close()
