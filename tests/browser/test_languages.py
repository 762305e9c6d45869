"""A language build in the browser (issue 33, item 7), proved with the pseudo-language's site
(site-pseudo/en-XA/, built as a language that ships would be): the page asks the engine in its
language, its links stay in it, the switch opens the same page in English, and the offline
copy keeps the reader's language only.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.test_trainer import enter_answer, expected_answer, wrong_answer
from trainer.api import handle

pytestmark = pytest.mark.browser

BOOT_MS = 180_000
STEP_MS = 60_000
PLAIN = re.compile(r"[A-Za-z]")


def wait_ready(page: Page, selector: str) -> None:
    expect(page.locator(selector)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)


def test_the_page_asks_the_engine_in_its_language(page: Page, pseudo_site_url: str) -> None:
    """Every request of an en-XA page reaches the engine with locale en-XA (the worker adds
    it): Tarok's refusals, which are messages, come back accented; describe too."""
    page.goto(f"{pseudo_site_url}en-XA/tarok/trainer/")
    wait_ready(page, "[data-trainer]")
    answer = page.evaluate(
        """() => window.trainer.request({op: "legal_plays", game: "tarok",
                                         hand: ["QC", "JC", "T20", "KH"], trick: ["KC"]})"""
    )
    assert answer["ok"], answer
    reasons = [reason["message"] for reason in answer["reasons"].values()]
    # (A list's "and" is still English in en-XA: the catalogues' conjunction for it is the
    # English one, scripts/i18n.py CONJUNCTIONS; the sweep counts it where it shows.)
    assert reasons and not any(PLAIN.search(text.replace(" and ", " ")) for text in reasons)
    english = handle(
        {"op": "legal_plays", "game": "tarok", "hand": ["QC", "JC", "T20", "KH"], "trick": ["KC"]}
    )
    assert {c: r["message_msg"] for c, r in answer["reasons"].items()} == {
        c: r["message_msg"] for c, r in english["reasons"].items()
    }  # the same facts, other words
    # a request that names its own language keeps it
    own = page.evaluate(
        """() => window.trainer.request({op: "legal_plays", game: "tarok", locale: "en",
                                         hand: ["QC", "JC", "T20", "KH"], trick: ["KC"]})"""
    )
    assert own["reasons"] == english["reasons"]


def test_links_to_pages_stay_in_the_language(page: Page, pseudo_site_url: str) -> None:
    """A verdict's link to its rule opens the rules page of en-XA, not the English one."""
    question = handle({"op": "quiz", "game": "tarok", "kind": "legal_plays", "seed": 5})["question"]
    page.goto(f"{pseudo_site_url}en-XA/tarok/trainer/#q={question['id']}")
    root = page.locator("[data-trainer]")
    expect(root.locator("[data-question]")).to_have_attribute(
        "data-question", question["id"], timeout=BOOT_MS
    )
    expected = expected_answer(question["id"])
    enter_answer(page, question, wrong_answer(question, expected))
    root.locator(".gc-quiz__check").click()
    links = root.locator(".gc-verdict a.gc-rule__link")
    expect(links.first).to_be_visible(timeout=STEP_MS)
    for href in links.evaluate_all("links => links.map((a) => a.href)"):
        assert href.startswith(f"{pseudo_site_url}en-XA/tarok/rules/#"), href


def test_the_switch_opens_the_same_page_in_english(page: Page, pseudo_site_url: str) -> None:
    page.goto(f"{pseudo_site_url}en-XA/schafkopf/rules/")
    expect(page.locator("html")).to_have_attribute("lang", "en-XA")
    page.locator(".md-select > button").hover()
    english = page.locator(".md-select__link[hreflang='en']")
    expect(english).to_be_visible()
    english.click()
    page.wait_for_url(f"{pseudo_site_url}schafkopf/rules/")
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_the_offline_copy_keeps_the_readers_language(
    browser: Browser, pseudo_site_url: str
) -> None:
    """The service worker of an en-XA page precaches the en-XA pages and the shared files,
    and no English page."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{pseudo_site_url}en-XA/pamfil/rules/")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    kept = page.evaluate(
        """async () => {
            const urls = [];
            for (const name of await caches.keys()) {
                if (!name.startsWith("gc-site-")) continue;
                for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
            }
            return urls;
        }"""
    )
    paths = {url.removeprefix(pseudo_site_url) for url in kept}
    assert "en-XA/pamfil/rules/" in paths and "en-XA/tarok/learn/" in paths
    assert "javascripts/trainer.js" in paths and "generated/i18n/en-XA.js" in paths
    assert not {"", "pamfil/rules/", "tarok/learn/"} & paths
    assert not [p for p in paths if p.startswith("generated/pyodide")]  # the runtime waits
    context.close()
