"""Loading and offline (issue 11, point 8): the download bar, a home page without
the engine, every page offline after the first visit, and Retry after a failure."""

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
    manifest = json.loads((site_dir / "generated" / "manifest.json").read_text())
    return sum(manifest["sizes"].values())


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
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(site_url)
    page.wait_for_load_state("networkidle")
    wait_for_offline_copy(
        page
    )  # the service worker installs; the page itself still loads no engine
    loaded = page.evaluate("() => performance.getEntriesByType('resource').map((e) => e.name)")
    for url in asked + loaded:
        assert "/generated/" not in url and "engine-worker" not in url, url
    assert page.evaluate("() => window.trainer.status") == "idle"


def test_a_trainer_never_opened_works_offline_after_visiting_the_home_page(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    page.goto(site_url)
    wait_for_offline_copy(page)
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
        # The other pages are there too: a rules page and the examples of another game.
        for path in ("schafkopf/rules/", "pamfil/examples/"):
            page.goto(site_url + path)
            expect(page.locator("h1").first).to_be_visible()
    finally:
        page.context.set_offline(False)
    assert page_errors == []


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
    browser, site_url: str
) -> None:
    """The service worker copies the runtime the engine has just downloaded."""
    context = browser.new_context()
    fetched: list[str] = []

    def count(route) -> None:
        fetched.append(route.request.url)
        route.continue_()

    context.route("**/generated/**", count)
    page = context.new_page()
    page.goto(f"{site_url}pamfil/trainer/")
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    wait_for_offline_copy(page)
    big = [url for url in fetched if url.endswith(("pyodide.asm.wasm", "python_stdlib.zip"))]
    assert len(big) == 2, big
    # The hand-off copy is dropped on the next visit, which the service worker serves.
    page.reload()
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    page.wait_for_function("async () => !(await caches.has('gc-engine-download'))")
    context.close()
