"""Loading and offline (issue 11, point 8; issue 23): the download bar, a home page
that costs what it needs (the pages, not the engine), the engine kept offline only
by an engine page or the reader's switch, saveData honoured, and Retry after a failure."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

BOOT_MS = 120_000
ROOT = Path(__file__).resolve().parent.parent.parent

# Every text the engine view shows, and every value of its bar, as they change.
WATCH_ENGINE_VIEW = """
window.__engineView = [];
const record = () => {
  const view = document.querySelector('.gc-engine');
  if (!view) return;
  const bar = view.querySelector('progress');
  const amount = view.querySelector('.gc-engine__amount').textContent;
  const meter = !view.querySelector('.gc-engine__meter').hidden;
  const entry = {amount, value: bar.value, max: bar.max, meter};
  const last = window.__engineView[window.__engineView.length - 1];
  if (!last || JSON.stringify(last) !== JSON.stringify(entry)) window.__engineView.push(entry);
};
new MutationObserver(record).observe(
  document, {subtree: true, childList: true, attributes: true, characterData: true});
"""


def runtime_bytes(site_dir: Path) -> int:
    """What a first visit downloads: Pyodide's files and the shipped snapshot (no wheel)."""
    manifest = json.loads((site_dir / "generated" / "manifest.json").read_text())
    pyodide = sum(manifest["sizes"][name] for name in manifest["pyodide_files"])
    return pyodide + manifest["snapshot"]["size"]


def engine_file(url: str) -> bool:
    """A file of the engine's runtime (``generated/``), not the pages' words, which live there
    too (``generated/i18n/<lang>.js``, every page's catalogue, kept offline with the pages)."""
    return "/generated/" in url and "/generated/i18n/" not in url


def wait_for_offline_copy(page: Page) -> None:
    """The service worker has installed (precached the site) and controls the page."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)


def test_the_download_bar_counts_megabytes(page: Page, site_url: str, site_dir: Path) -> None:
    page.add_init_script(WATCH_ENGINE_VIEW)
    page.goto(f"{site_url}pamfil/trainer/")
    root = page.locator("[data-trainer]")
    expect(root).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    seen = page.evaluate("() => window.__engineView")
    total = runtime_bytes(site_dir)
    total_mb = f"{total / 1e6:.1f}"
    shown = [entry for entry in seen if entry["meter"] and entry["amount"]]
    assert shown, seen
    for entry in shown:
        assert re.fullmatch(rf"\d+\.\d of {re.escape(total_mb)} MB", entry["amount"]), entry
        assert entry["max"] == total
    # The bar moved: it showed a part of the download before the whole of it.
    assert any(entry["value"] < total for entry in shown), shown
    assert shown[-1]["value"] == total
    # Once ready, the bar is gone and the line says so.
    expect(page.locator(".gc-engine__meter")).to_be_hidden()
    expect(page.locator(".gc-engine__message")).to_contain_text(re.compile("ready", re.I))


def test_the_home_page_downloads_no_engine(page: Page, site_url: str) -> None:
    by_page: list[str] = []
    by_all: list[str] = []  # the service worker's precache included
    page.on("request", lambda request: by_page.append(request.url))
    page.context.on("request", lambda request: by_all.append(request.url))
    page.goto(site_url)
    page.wait_for_load_state("networkidle")
    # The service worker installs (the pages and their assets); the engine stays on the server.
    wait_for_offline_copy(page)
    page.wait_for_timeout(1000)
    loaded = page.evaluate("() => performance.getEntriesByType('resource').map((e) => e.name)")
    for url in by_page + loaded:
        assert not engine_file(url) and "engine-worker" not in url, url
    assert not [url for url in by_all if engine_file(url)]
    assert page.evaluate("() => window.trainer.status") == "idle"
    held = page.evaluate("() => window.trainer.offlineStatus()")
    assert held == {"runtime": False, "snapshot": False}, held


def test_opening_only_the_home_page_costs_at_most_1_5_mb(browser, site_dir: Path) -> None:
    """Every byte the server sends, gzip-compressed as a static host does, the service worker's
    precache included, until it has finished (it installs within seconds on this link)."""
    from serve_site import SiteHandler, serve_in_thread

    server, base = serve_in_thread(site_dir, gzip=True)
    context = browser.new_context()
    try:
        SiteHandler.bytes_sent = 0
        page = context.new_page()
        page.goto(base)
        wait_for_offline_copy(page)
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(2000)
        sent = SiteHandler.bytes_sent
        # Every page of the site is kept, and none of the engine.
        assert page.evaluate(
            """async () => {
                const names = await caches.keys();
                const site = names.find((n) => n.startsWith('gc-site-'));
                const urls = (await (await caches.open(site)).keys()).map((r) => r.url);
                return urls.some((u) => u.endsWith('/tarok/rules/'))
                    && !urls.some((u) => u.includes('/generated/') && !u.includes('/i18n/'));
            }"""
        )
    finally:
        context.close()
        server.shutdown()
    assert 300_000 < sent <= 1_500_000, sent


def test_a_rules_page_downloads_no_engine_but_a_trainer_keeps_it(page: Page, site_url: str) -> None:
    asked: list[str] = []
    page.context.on("request", lambda request: asked.append(request.url))
    page.goto(f"{site_url}tarok/rules/")
    wait_for_offline_copy(page)
    assert not [url for url in asked if engine_file(url)]
    page.goto(f"{site_url}tarok/trainer/")
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    assert [url for url in asked if "pyodide.asm.wasm" in url]
    # Once its engine has run, the engine page's runtime is kept for offline use.
    page.wait_for_function(
        "async () => (await window.trainer.offlineStatus())?.runtime === true", timeout=BOOT_MS
    )


def test_pages_read_offline_after_the_home_page_and_a_trainer_says_what_it_needs(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    page.goto(site_url)
    wait_for_offline_copy(page)
    page.context.set_offline(True)
    try:
        for path in ("schafkopf/rules/", "pamfil/examples/", "glossary/"):
            page.goto(site_url + path)
            expect(page.locator("h1").first).to_be_visible()
        # The engine was never asked for: offline it fails clearly, with Retry, not for ever.
        page.goto(f"{site_url}tarok/trainer/")
        root = page.locator("[data-trainer]")
        expect(root).to_have_attribute("data-engine", "failed", timeout=BOOT_MS)
        expect(page.locator(".gc-engine__message")).to_contain_text("Press Retry")
        expect(page.get_by_role("button", name="Retry", exact=True)).to_be_visible()
        # An unknown address is the site's 404 page, said as such.
        missing = page.goto(f"{site_url}no/such/page/")
        assert missing is not None and missing.status == 404
        expect(page.locator("h1").first).to_be_visible()
    finally:
        page.context.set_offline(False)
    assert page_errors == []


def test_the_offline_switch_keeps_the_whole_site_and_its_trainers(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    page.goto(f"{site_url}glossary/")
    wait_for_offline_copy(page)
    switch = page.get_by_role("button", name="Make the whole site available offline")
    expect(switch).to_be_visible()
    switch.click()
    note = page.locator(".gc-offline__note")
    expect(note).to_contain_text("available offline", timeout=BOOT_MS)
    expect(switch).to_be_hidden()
    held = page.evaluate("() => window.trainer.offlineStatus()")
    assert held == {"runtime": True, "snapshot": False}, held
    page.context.set_offline(True)
    try:
        page.goto(f"{site_url}tarok/trainer/")
        expect(page.locator("[data-trainer]")).to_have_attribute(
            "data-engine", "ready", timeout=BOOT_MS
        )
        response = page.evaluate(
            "() => window.trainer.request({op: 'quiz', game: 'tarok', kind: 'trick_winner',"
            " difficulty: 1, seed: 3})"
        )
        assert response["ok"] is True, response
        # The switch says it is done on every page.
        page.goto(f"{site_url}pamfil/rules/")
        expect(page.locator(".gc-offline__note")).to_contain_text("available offline")
    finally:
        page.context.set_offline(False)
    assert page_errors == []


SAVE_DATA = """
Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true, get: () => ({saveData: %s, effectiveType: '%s'}),
});
"""


@pytest.mark.parametrize(
    ("save_data", "effective"), [("true", "4g"), ("false", "2g")], ids=["saveData", "2g"]
)
def test_a_reader_saving_data_gets_no_background_copy(
    browser, site_url: str, save_data: str, effective: str
) -> None:
    context = browser.new_context()
    context.add_init_script(SAVE_DATA % (save_data, effective))
    page = context.new_page()
    asked: list[str] = []
    context.on("request", lambda request: asked.append(request.url))
    page.goto(site_url)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(3000)
    assert (
        page.evaluate("async () => (await navigator.serviceWorker.getRegistrations()).length") == 0
    )
    assert not [url for url in asked if url.endswith("sw.js")]
    # The choice is still theirs.
    page.get_by_role("button", name="Make the whole site available offline").click()
    expect(page.locator(".gc-offline__note")).to_contain_text("available offline", timeout=BOOT_MS)
    context.close()


def test_retry_recovers_once_the_runtime_can_be_downloaded(browser, site_url: str) -> None:
    context = browser.new_context()
    blocked = "**/python_stdlib.zip"
    context.route(blocked, lambda route: route.abort("connectionrefused"))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}schafkopf/trainer/")
    root = page.locator("[data-trainer]")
    expect(root).to_have_attribute("data-engine", "failed", timeout=BOOT_MS)
    message = page.locator(".gc-engine__message")
    expect(message).to_contain_text("python_stdlib.zip")
    assert "browser" not in message.inner_text()  # a network failure is not the browser's fault
    retry = page.get_by_role("button", name="Retry", exact=True)
    expect(retry).to_be_visible()
    context.unroute(blocked)
    retry.click()
    expect(root).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    expect(retry).to_be_hidden()
    response = page.evaluate("() => window.trainer.request({op: 'describe'})")
    assert response["ok"] is True
    assert errors == []
    context.close()


def test_the_runtime_is_downloaded_once_for_the_engine_and_the_offline_copy(
    browser, site_dir: Path
) -> None:
    """The service worker copies the runtime the engine has just downloaded, the two
    module scripts included (counted at the server: a route would turn off the HTTP cache
    these two come from)."""
    from serve_site import SiteHandler, serve_in_thread

    fetched: list[str] = []

    class Logged(SiteHandler):
        def send_head(self):  # type: ignore[override]
            fetched.append(self.path.split("?")[0])
            return super().send_head()

    server, base = serve_in_thread(site_dir, handler_class=Logged)
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base}pamfil/trainer/")
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    wait_for_offline_copy(page)
    page.wait_for_function(
        "async () => (await window.trainer.offlineStatus())?.runtime === true", timeout=BOOT_MS
    )
    for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs", "pyodide.mjs"):
        assert len([path for path in fetched if path.endswith(name)]) == 1, (name, fetched)
    # The hand-off copy is dropped once the service worker has copied it.
    page.wait_for_function("async () => !(await caches.has('gc-engine-download'))")
    page.reload()
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    context.close()
    server.shutdown()


@pytest.mark.parametrize("path", ["", "pamfil/rules/"])
def test_a_first_visit_downloads_each_page_file_once(browser, site_dir: Path, path: str) -> None:
    """The service worker's copy of the site takes what the page has just loaded (the
    search index, the page, its styles and scripts) from the browser's cache instead of
    asking the server again (D14: the search index was sent twice). Counted at the
    server, gzip-compressed as a static host serves it: every request, 304s included."""
    from serve_site import SiteHandler, serve_in_thread

    asked: list[str] = []

    class Logged(SiteHandler):
        def send_head(self):  # type: ignore[override]
            asked.append(self.path.split("?")[0])
            return super().send_head()

    server, base = serve_in_thread(site_dir, gzip=True, handler_class=Logged)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(base + path)
        page.wait_for_load_state("networkidle")
        wait_for_offline_copy(page)
        page.wait_for_timeout(1000)
        loaded_by_page = page.evaluate(
            "() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"
        )
    finally:
        context.close()
        server.shutdown()
    index = [url for url in asked if url.endswith("search/search_index.json")]
    assert len(index) == 1, asked
    # Nothing the page itself loaded is asked for a second time, nor the page.
    for url in {*loaded_by_page, "/" + path}:
        if url in asked:
            assert asked.count(url) == 1, (url, asked)


@pytest.mark.parametrize("path", ["schafkopf/play/", "tarok/trainer/"])
def test_retry_and_restart_stay_hidden_while_the_engine_works(
    page: Page, site_url: str, path: str
) -> None:
    """The engine's Retry and "Restart the engine" show only after a failure or a request
    that does not return: hidden buttons stay hidden although Material styles every
    ``.md-button`` as an inline block."""
    page.goto(f"{site_url}{path}")
    expect(page.locator("[data-engine='ready']").first).to_be_attached(timeout=BOOT_MS)
    for name in ("Retry", "Restart the engine"):
        expect(page.get_by_role("button", name=name, exact=True)).to_have_count(0)
