"""The built site under a sub-path (``/some/prefix/``), as a GitHub Pages project site is.

Every URL the pages, the engine worker and the service worker use must be
derived from where the site is, never from the server's root: the server here
answers only under the prefix, and the test records every request outside it.
The play page is here too: a deal started and a card played under the prefix.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.test_learn import answer_step
from tests.browser.test_trainer import (
    current_question,
    expected_answer,
    give_answer,
    kinds_of,
    new_question,
    wait_ready,
)

pytestmark = pytest.mark.browser

PREFIX = "/some/prefix/"
BOOT_MS = 120_000  # a generous bound for a slow CI machine, not a performance check


@pytest.fixture(scope="module")
def prefixed_url(site_dir: Path) -> Iterator[str]:
    """The built site served under PREFIX only (anything else is a 404)."""
    from serve_site import serve_in_thread

    server, url = serve_in_thread(site_dir, prefix=PREFIX)
    assert url.endswith(PREFIX)
    yield url
    server.shutdown()


@pytest.fixture
def stray_requests(context: BrowserContext) -> list[str]:
    """Requests from the pages and their workers that left the prefix or were not found."""
    stray: list[str] = []

    def on_request(request) -> None:
        url = urlparse(request.url)
        if url.scheme.startswith("http") and not url.path.startswith(PREFIX):
            stray.append(request.url)

    def on_response(response) -> None:
        if response.status == 404:
            stray.append(f"404 {response.url}")

    context.on("request", on_request)
    context.on("response", on_response)
    return stray


def active_service_worker_scope(page: Page) -> str | None:
    """The scope of the page's active service worker, once there is one (None if none comes).

    Polled with a deadline: a failed registration leaves ``serviceWorker.ready``
    pending forever.
    """
    deadline = time.monotonic() + BOOT_MS / 1000
    while time.monotonic() < deadline:
        scope = page.evaluate(
            """async () => {
                const registration = await navigator.serviceWorker.getRegistration();
                return registration && registration.active ? registration.scope : null;
            }"""
        )
        if scope:
            return scope
        page.wait_for_timeout(250)
    return None


def answer_one_question(page: Page, game: str) -> None:
    """A new question, answered as the engine in this process says, is marked correct."""
    new_question(page, kinds_of(game)[0])
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()


def test_trainer_service_worker_and_offline_reload_under_a_sub_path(
    page: Page, prefixed_url: str, stray_requests: list[str], page_errors: list[str]
) -> None:
    page.goto(f"{prefixed_url}pamfil/trainer/")
    wait_ready(page)
    answer_one_question(page, "pamfil")

    # The service worker is registered for the prefix, not for the server's root.
    scope = active_service_worker_scope(page)
    assert scope == prefixed_url
    # It controls the page once it holds the whole site (scripts/precache.py's list).
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    assert page.evaluate("() => navigator.serviceWorker.controller.scriptURL") == (
        f"{prefixed_url}sw.js"
    )
    page.wait_for_function(
        """async () => {
            // The service worker's copy of the site (one of several caches).
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                const keys = (await cache.keys()).map((r) => r.url);
                if (keys.some((u) => u.endsWith('pyodide.asm.wasm'))
                    && keys.some((u) => u.includes('.whl'))
                    && keys.some((u) => u.endsWith('/some/prefix/pamfil/trainer/'))) return true;
            }
            return false;
        }""",
        timeout=BOOT_MS,
    )

    page.context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        answer_one_question(page, "pamfil")
        page.goto(f"{prefixed_url}tarok/rules/")  # a page not visited before, from the cache
        expect(page.locator("article h1")).to_be_visible()
        # The learn page too: its lessons and exercises work offline, under the prefix.
        page.goto(f"{prefixed_url}pamfil/learn/")
        expect(page.locator("[data-learn]")).to_have_attribute(
            "data-engine", "ready", timeout=BOOT_MS
        )
        answer_step(page, "pamfil", right=True)
    finally:
        page.context.set_offline(False)

    assert stray_requests == []
    assert page_errors == []


def test_search_and_links_stay_under_the_sub_path(
    page: Page, prefixed_url: str, stray_requests: list[str]
) -> None:
    page.goto(prefixed_url)
    search = page.locator("input.md-search__input")
    search.click()
    search.press_sequentially("pagat", delay=50)
    results = page.locator(".md-search-result__link")
    expect(results.first).to_be_visible(timeout=30_000)
    results.first.click()
    page.wait_for_load_state("load")
    assert page.url.startswith(prefixed_url), page.url
    expect(page.locator("article h1")).to_be_visible()
    page.get_by_role("link", name="Trainer").first.click()
    wait_ready(page)
    assert urlparse(page.url).path.startswith(PREFIX)
    assert stray_requests == []


def test_play_page_deals_and_plays_a_card_under_a_sub_path(
    page: Page, prefixed_url: str, stray_requests: list[str], page_errors: list[str]
) -> None:
    """A deal starts and a card is played with every URL under the prefix."""
    from tests.browser.test_play import CHOICES, FAST, saved_deal, wait_turn

    page.add_init_script(f"({FAST})('schafkopf')")
    page.goto(f"{prefixed_url}schafkopf/play/#deal=21-4-0")
    expect(page.locator("[data-play]")).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    for _ in range(30):  # the auction first, then your first card
        assert wait_turn(page) not in ("done", "error")
        cards = page.locator("[data-play] .gc-play__card[data-action]:not([disabled])")
        if cards.count():
            played = len(saved_deal(page, "schafkopf")["actions"])
            cards.first.click()
            page.wait_for_function(
                "(n) => JSON.parse(localStorage.getItem('gc-play/v1')).games.schafkopf"
                ".current.actions.length > n",
                arg=played,
            )
            break
        page.locator(CHOICES).first.click()
    else:
        pytest.fail("no card to play")
    expect(page.locator("[data-play] img.gc-card__img").first).to_be_visible()
    # Every card picture loads from under the prefix (a 404 is in stray_requests too).
    page.wait_for_function(
        "() => [...document.images].every((i) => i.complete && i.naturalWidth > 0)",
        timeout=30_000,
    )
    assert stray_requests == []
    assert page_errors == []
