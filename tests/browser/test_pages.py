"""A way in (issue 11, point 9): each rules page opens with "<game> in two minutes" and
the order of the cards drawn with the real card pictures; titles and the header name the
game and the page; the home page points to the openings and the trainers."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from trainer.api import handle

pytestmark = pytest.mark.browser

GAMES = {"pamfil": "Pamfil", "tarok": "Tarok", "schafkopf": "Schafkopf"}
TOPICS = {
    "pamfil": ["Players and cards", "Deal", "Declaring", "Mucha", "Play", "Scoring"],
    "tarok": ["Players and cards", "Deal", "Bidding", "Exchange", "Play", "Scoring"],
    "schafkopf": ["Players and cards", "Deal", "Bidding", "Play", "Scoring"],
}
# The strips of each opening: how many cards each one draws, in order.
STRIPS = {
    "pamfil": [10, 9, 8],
    "tarok": [22, 5],
    "schafkopf": [14, 6, 14, 4, 7],
}


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_opens_with_the_game_in_two_minutes(
    page: Page, site_url: str, game: str, page_errors: list[str]
) -> None:
    page.goto(f"{site_url}{game}/rules/")
    opening = page.locator("#in-two-minutes")
    expect(opening).to_be_visible()
    expect(opening.locator("h2")).to_contain_text(f"{GAMES[game]} in two minutes")
    # It comes first: straight after the page's heading, before the translation.
    first = page.evaluate("() => document.querySelector('.md-content h1').nextElementSibling.id")
    assert first == "in-two-minutes"
    assert opening.locator("dt").all_inner_texts() == TOPICS[game]
    strips = opening.locator("figure.gc-hand")
    counts = [
        strips.nth(i).locator(".gc-card[data-card] svg").count() for i in range(strips.count())
    ]
    assert counts == STRIPS[game]
    # Real pictures with names, not codes: every card has an accessible name in words.
    names = opening.locator(".gc-card [role='img']").evaluate_all(
        "(nodes) => nodes.map((n) => n.getAttribute('aria-label'))"
    )
    assert len(names) == sum(STRIPS[game])

    def bare(name: str) -> str:  # "Tarok XXI (mond)", "Unter of acorns, the pamfil"
        return re.split(r",| \(", name)[0]

    in_words = {bare(n) for n in handle({"op": "describe"})["games"][game]["card_names"].values()}
    assert names and [n for n in names if bare(n) not in in_words] == [], names
    # One clear next step: the trainer.
    link = opening.get_by_role("link", name="trainer")
    expect(link).to_have_attribute("href", f"{site_url}{game}/trainer/")
    assert page_errors == []


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("pamfil/trainer/", "Pamfil · Trainer"),
        ("tarok/rules/", "Tarok · Rules"),
        ("schafkopf/examples/", "Schafkopf · Worked examples"),
        ("pamfil/original/", "Pamfil · Original text"),
    ],
)
def test_titles_and_the_header_name_the_game_and_the_page(
    page: Page, site_url: str, path: str, title: str
) -> None:
    page.goto(site_url + path)
    assert page.title() == f"{title} - Three Old Card Games"
    topic = page.locator('[data-md-component="header-topic"]').last
    expect(topic).to_have_text(title)


def test_the_home_page_shows_the_way_in(page: Page, site_url: str) -> None:
    page.goto(site_url)
    assert page.title() == "Three Old Card Games"
    start = page.locator(".gc-start")
    expect(start.locator("h2")).to_contain_text("Start here")
    hrefs = start.locator("a").evaluate_all("(links) => links.map((a) => a.href)")
    for game in GAMES:  # issue 20: Learn from zero → Play a deal → Practise, per game
        assert f"{site_url}{game}/learn/" in hrefs
        assert f"{site_url}{game}/play/" in hrefs
        assert f"{site_url}{game}/trainer/" in hrefs
    # The way in is above the fold of a laptop screen.
    box = start.bounding_box()
    assert box is not None and box["y"] < page.viewport_size["height"]
