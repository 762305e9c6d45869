"""The Pamfil score sheet (issue 24) in headless Chromium: an evening of four entered through
the page, every player's points, line and total compared with the `score` op called here
through trainer.api.

The expected answers are built here on their own, from the text's seating (the forehand on
the dealer's left, play clockwise, everyone dealt in), not by reading the page's module.
Scores are personal (P16): a deal need not sum to zero.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.sheet_rows import (
    add_numbered_deal,
    reload_online_and_offline,
    row_amounts,
    row_lines,
    totals,
    with_names,
)
from trainer.api import handle

pytestmark = pytest.mark.browser

BOOT_MS = 180_000
STEP_MS = 60_000
NAMES = ["Anna", "Ben", "Cilia", "Dieter"]
FORM = ".gc-sheet__deal"

# Deal k is dealt by NAMES[k % 4]; the forehand (who must play) is the next name.
EVENING: list[dict[str, Any]] = [
    {"tricks": {"Ben": 3, "Cilia": 1, "Dieter": 1, "Anna": 0}, "pamfil": "Ben"},
    {
        "tricks": {"Cilia": 1, "Dieter": 2, "Anna": 2, "Ben": 0},
        "declared": ["Dieter"],
        "pamfil": "Anna",
    },
    {"mucha": ["Ben"], "pamfil": "talon"},
    {
        "tricks": {"Anna": 5, "Ben": 0, "Cilia": 0, "Dieter": 0},
        "declared": ["Ben"],
        "pamfil": "Anna",
    },
    {"tricks": {"Ben": 0, "Cilia": 2, "Dieter": 2, "Anna": 1}, "pamfil": "Cilia"},
    {"mucha": ["Dieter"], "pamfil": "Dieter"},
    {
        "tricks": {"Dieter": 4, "Anna": 1, "Ben": 0, "Cilia": 0},
        "declared": ["Anna", "Cilia"],
        "pamfil": "talon",
    },
    {
        "tricks": {"Anna": 1, "Ben": 1, "Cilia": 1, "Dieter": 2},
        "declared": ["Ben", "Cilia", "Dieter"],
        "pamfil": "Dieter",
    },
    {
        "tricks": {"Ben": 2, "Cilia": 3, "Dieter": 0, "Anna": 0},
        "declared": ["Cilia"],
        "pamfil": "Cilia",
    },
    {"mucha": ["Anna"], "pamfil": "Ben"},
    {
        "tricks": {"Dieter": 0, "Anna": 4, "Ben": 1, "Cilia": 0},
        "pamfil": "Dieter",
        "refuse_first": True,
    },
    {
        "tricks": {"Anna": 3, "Ben": 2, "Cilia": 0, "Dieter": 0},
        "declared": ["Ben"],
        "pamfil": "talon",
    },
    {
        "tricks": {"Ben": 1, "Cilia": 1, "Dieter": 1, "Anna": 2},
        "declared": ["Anna"],
        "pamfil": "Anna",
    },
]


def seats(k: int) -> list[int]:
    """Deal k's engine seats as indices into NAMES: the forehand on the dealer's left (the
    next name clockwise), the dealer last."""
    dealer = k % 4
    return [(dealer + i) % 4 for i in (1, 2, 3, 4)]


def engine_request(deal: dict[str, Any], k: int) -> dict[str, Any]:
    order = seats(k)
    pamfil = deal["pamfil"]
    request: dict[str, Any] = {
        "op": "score",
        "game": "pamfil",
        "players": 4,
        "pamfil": None if pamfil == "talon" else order.index(NAMES.index(pamfil)),
    }
    if "mucha" in deal:
        request["mucha"] = [order.index(NAMES.index(name)) for name in deal["mucha"]]
        return request
    declared = {NAMES[order[0]], *deal.get("declared", [])}
    request["declared"] = [NAMES[p] in declared for p in order]
    request["tricks"] = [deal["tricks"][NAMES[p]] for p in order]
    return request


def expected(deal: dict[str, Any], k: int) -> tuple[list[float], list[str]]:
    """Each name's points in deal k, and the lines with the players' names, from the engine."""
    answer = handle(engine_request(deal, k))
    assert answer["ok"], answer
    order = seats(k)
    points = [0.0] * 4
    for seat, value in enumerate(answer["points"]):
        points[order[seat]] = value
    players = [NAMES[p] for p in order]
    return points, [with_names(line["text"], "pamfil", players) for line in answer["lines"]]


# -- the page ------------------------------------------------------------------------------


def open_sheet(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}pamfil/score-sheet/")
    expect(page.locator("[data-sheet]")).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)


def start_evening(page: Page) -> None:
    page.get_by_label("Players at the table").select_option("4")
    for i, name in enumerate(NAMES):
        page.fill(f"[data-name='{i}']", name)
    page.get_by_role("button", name="Start the evening").click()
    expect(page.locator(f"{FORM} [data-field='ended']")).to_be_visible()


def group(page: Page, field: str, legend: str | None = None):
    groups = page.locator(f"{FORM} fieldset[data-field='{field}']")
    if legend is None:
        return groups
    return groups.filter(has=page.locator("legend", has_text=legend))


def click(groups, words: str) -> None:
    """Click the choice (a label) whose words are exactly `words`."""
    groups.locator("label").filter(has_text=re.compile(f"^{re.escape(words)}$")).click()


def fill_deal(page: Page, deal: dict[str, Any], k: int) -> None:
    if "mucha" in deal:
        click(group(page, "ended"), "Won by a mucha (five cards of one suit)")
        for name in deal["mucha"]:
            click(group(page, "mucha"), name)
    else:
        click(group(page, "ended"), "Played out (five tricks)")
        for name, tricks in deal["tricks"].items():
            click(group(page, "tricks", name), str(tricks))
        forehand = NAMES[seats(k)[0]]
        for name in deal.get("declared", []):
            if name != forehand:
                page.get_by_label(f"{name} declared (said “play” or exchanged)").check()
    pamfil = deal["pamfil"]
    words = "Nobody: it stayed in the talon" if pamfil == "talon" else pamfil
    click(group(page, "pamfil"), words)


def check_rows(page: Page, evening: list[dict[str, Any]]) -> None:
    running = [0.0] * 4
    for k, deal in enumerate(evening):
        points, lines = expected(deal, k)
        assert row_amounts(page, k) == points, (k, deal)
        assert row_lines(page, k) == lines, (k, deal)
        running = [a + b for a, b in zip(running, points, strict=True)]
    assert totals(page) == running
    expect(page.locator("p[data-balanced]")).to_contain_text("each player scores for himself")


def test_an_evening_of_pamfil_through_the_page(page: Page, site_url: str) -> None:
    open_sheet(page, site_url)
    start_evening(page)
    evening = [dict(deal) for deal in EVENING]
    for k, deal in enumerate(evening):
        fill_deal(page, deal, k)
        if deal.get("refuse_first"):
            # The pamfil is the highest card: its holder cannot have taken no trick.
            reason = handle(engine_request(deal, k))["error"]["message"]
            expect(page.locator(f"{FORM} [data-refused]")).to_have_text(
                f"Not possible: {reason.rstrip('.')}.", timeout=STEP_MS
            )
            page.get_by_role("button", name=f"Add deal {k + 1}").click()
            expect(page.locator(f"tr[data-deal='{k}']")).to_have_count(0)
            deal = {**deal, "tricks": {"Dieter": 1, "Anna": 3, "Ben": 1, "Cilia": 0}}
            evening[k] = deal
            fill_deal(page, deal, k)
        add_numbered_deal(page, k)
    check_rows(page, evening)
    assert sum(totals(page)) != 0  # personal scores: nothing makes them sum to zero
    # The lines name the players, never the seats the engine names.
    assert row_lines(page, 2) == [
        "Ben won by a mucha: the deal is not played and the others score nothing.",
        "Ben: a mucha scores 5 points.",
    ]
    assert row_lines(page, 5)[0].startswith("Dieter won by a mucha")
    seat_words = re.compile(r"forehand|second player|third player|dealer|\bseat \d", re.I)
    shown = [line for k in range(len(evening)) for line in row_lines(page, k)]
    assert not [line for line in shown if seat_words.search(line)]

    # An edit: in deal 1 Ben took 4 tricks and Cilia none (the evening's totals follow).
    page.locator("tr[data-deal='0'] .gc-sheet__edit").click()
    expect(page.get_by_role("heading", name="Change deal 1")).to_be_visible()
    edited_deal = {**evening[0], "tricks": {"Ben": 4, "Cilia": 0, "Dieter": 1, "Anna": 0}}
    fill_deal(page, edited_deal, 0)
    page.get_by_role("button", name="Save deal 1").click()
    edited = [edited_deal, *evening[1:]]
    ben = str(int(expected(edited_deal, 0)[0][1]))
    expect(page.locator("tr[data-deal='0'] td[data-amount]").nth(1)).to_have_attribute(
        "data-amount", ben, timeout=STEP_MS
    )
    check_rows(page, edited)

    # Delete the last deal, undo brings it back; a reload keeps the evening, also offline.
    last = len(evening) - 1
    page.locator(f"tr[data-deal='{last}'] .gc-sheet__delete").click()
    expect(page.locator(f"tr[data-deal='{last}']")).to_have_count(0, timeout=STEP_MS)
    page.locator(".gc-sheet__undo").click()
    expect(page.locator(f"tr[data-deal='{last}']")).to_be_visible(timeout=STEP_MS)
    check_rows(page, edited)
    reload_online_and_offline(page, "pamfil", last, lambda: check_rows(page, edited))


HOUSE = {
    "pamfil_double": "captured",
    "pamfil_mode": "top_club",
    "mucha_tie": "both",
    "double_penalty": False,
}


def set_house_rules(page: Page, rules: dict[str, Any]) -> None:
    """Change single rules in the evening's settings, one at a time (each redraws the sheet)."""
    for changed, (name, value) in enumerate(rules.items(), start=1):
        settings = page.locator(".gc-sheet__settings")
        if settings.get_attribute("open") is None:
            settings.locator("> summary").click()
        one = settings.locator(".gc-sheet__one-rule")
        if one.get_attribute("open") is None:
            one.locator("> summary").click()
        one.locator(f"select[data-option='{name}']").select_option(json.dumps(value))
        expect(page.locator(".gc-sheet__settings .gc-sheet__one-rule > summary")).to_have_text(
            f"Single rules changed: {changed}", timeout=STEP_MS
        )


def test_house_rules_ask_what_they_need(page: Page, site_url: str) -> None:
    """Under house rules the form asks whose trick took the pamfil (it doubles the taker and,
    as only the highest acorn, can be taken by another card), lets two muchas score, and
    the engine scores every deal by those rules (compared here, with the same options)."""
    open_sheet(page, site_url)
    page.get_by_label("Players at the table").select_option("4")
    for i, name in enumerate(NAMES):
        page.fill(f"[data-name='{i}']", name)
    page.get_by_role("button", name="Start the evening").click()
    set_house_rules(page, HOUSE)
    deals = [
        # Cilia held the pamfil; Ben's trick took it, so Ben is doubled.
        ({"tricks": {"Ben": 3, "Cilia": 1, "Dieter": 1, "Anna": 0}, "pamfil": "Cilia"}, "Ben"),
        ({"mucha": ["Dieter", "Anna"], "pamfil": "talon"}, None),
        # Dieter's −3 is not doubled under double_penalty off.
        ({"tricks": {"Dieter": 1, "Anna": 2, "Ben": 2, "Cilia": 0}, "pamfil": "Dieter"}, "Dieter"),
    ]
    running = [0.0] * 4
    for k, (deal, taker) in enumerate(deals):
        fill_deal(page, deal, k)
        request = engine_request(deal, k)
        if taker is not None:
            expect(page.locator(f"{FORM} [data-todo], {FORM} .gc-sheet__todo")).to_contain_text(
                "whose trick took the pamfil", timeout=STEP_MS
            )
            click(group(page, "pamfil_won_by"), taker)
            request["pamfil_won_by"] = seats(k).index(NAMES.index(taker))
        add_numbered_deal(page, k)
        answer = handle({**request, "options": HOUSE})
        points = [0.0] * 4
        for seat, value in enumerate(answer["points"]):
            points[seats(k)[seat]] = value
        assert row_amounts(page, k) == points, (k, answer)
        running = [a + b for a, b in zip(running, points, strict=True)]
    assert row_amounts(page, 0) == [0, 6, 1, 1]
    assert row_amounts(page, 1) == [5, 0, 0, 5]
    assert row_amounts(page, 2) == [2, 2, 0, -3]
    assert totals(page) == running
