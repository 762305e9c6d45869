"""The browser pipeline end to end: the built site, a module worker, the real Pyodide."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from tests.conftest import SharedPage, shared_page

pytestmark = pytest.mark.browser

BOOT_TIMEOUT_MS = 120_000  # a generous bound for a slow CI machine, not a performance check


@pytest.fixture(scope="module")
def home(browser, site_url: str) -> Iterator[SharedPage]:
    """The home page, whose engine the first request starts; the requests below only ask
    it, so they share the page and its engine."""
    with shared_page(browser, site_url) as shared:
        yield shared


def test_describe_through_the_worker(home: SharedPage) -> None:
    page = home.page
    # The home page starts the engine only when something asks for it.
    assert home.status_on_opening == "idle"
    response = page.evaluate("() => window.trainer.request({op: 'describe'})")
    assert response["ok"] is True
    assert set(response["games"]) == {"pamfil", "tarok", "schafkopf"}
    assert page.evaluate("() => window.trainer.status") == "ready"
    assert home.outside.urls == []
    assert home.errors == []


def test_requests_never_cross(home: SharedPage) -> None:
    results = home.page.evaluate(
        """async () => {
            const asks = [];
            for (let i = 0; i < 20; i++) {
                asks.push(window.trainer.request(
                    {op: 'card_points', game: 'schafkopf', cards: i % 2 ? ['AH'] : ['KH'], id: i}));
            }
            return Promise.all(asks);
        }"""
    )
    for i, response in enumerate(results):
        assert response["id"] == i
        assert response["points"] == (11 if i % 2 else 4)


def test_bad_input_gets_a_structured_error_in_the_browser(home: SharedPage) -> None:
    response = home.page.evaluate(
        "() => window.trainer.request({op: 'card_points', game: 'schafkopf', cards: ['KX']})"
    )
    assert response["ok"] is False
    assert response["error"]["message"] == "'KX' is not a card of the Schafkopf deck"


CSP_WATCH = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
});
"""


@pytest.mark.parametrize(
    "path", ["", "schafkopf/rules/", "tarok/examples/", "pamfil/trainer/", "glossary/"]
)
def test_pages_keep_their_content_security_policy(page, site_url, path) -> None:
    """The policy allows only the site itself; nothing on our pages needs more."""
    page.add_init_script(CSP_WATCH)
    page.goto(site_url + path)
    if "trainer" in path:
        expect(page.locator("[data-trainer]")).to_have_attribute(
            "data-engine", "ready", timeout=BOOT_TIMEOUT_MS
        )
    else:
        page.wait_for_load_state("networkidle")
    assert page.evaluate("() => window.__cspViolations") == []


def test_search_works_from_the_sites_own_index(page, site_url, outside_requests) -> None:
    page.goto(site_url)
    search = page.locator("input.md-search__input")
    search.click()
    search.press_sequentially("pagat", delay=50)
    results = page.locator(".md-search-result__item")
    expect(results.first).to_be_visible(timeout=30_000)
    links = [a.get_attribute("href") for a in page.locator(".md-search-result__link").all()]
    assert any("tarok/" in link for link in links), links
    assert outside_requests.urls == []
