"""Tarok and Pamfil evenings checked by hand, as the Schafkopf one was (issue 31; the
player review of 2026-12-07, §3.2): an evening of four players, ten deals each, entered
through the page in headless Chromium with the real Pyodide. Every amount below is worked
out here by hand from the rules pages' sentences (quoted from the rulebook the pages show,
so a changed sentence fails the test), never asked of the engine; the page must show
exactly these amounts and totals, and its share link must bring back the same evening in a
browser that never saw it.

Seating: deal k is dealt by NAMES[k % 4]. In Tarok the dealer is the king, who plays no card
and pays like an opponent, and ręka sits on his right (tk-king, tk-forehand); in Pamfil the
player on the dealer's left is the forehand, who must play (pf-forehand-must-play).
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import test_sheet_pamfil as pamfil_page
from tests.browser import test_sheet_tarok as tarok_page
from tests.browser.sheet_rows import add_numbered_deal, row_amounts, totals
from trainer.pamfil.rulebook import RULES as PAMFIL
from trainer.tarok.rulebook import RULES as TAROK

pytestmark = pytest.mark.browser

BOOT_MS = 180_000
STEP_MS = 60_000
NAMES = ["Anna", "Ben", "Cilia", "Dieter"]


def says(rules: Any, rule_id: str, *phrases: str) -> None:
    """The rule the computation rests on says what the computation reads in it."""
    text = rules[rule_id].text
    for phrase in phrases:
        assert phrase in text, (rule_id, phrase, text)


# -- Tarok ---------------------------------------------------------------------------------------
#
# tk-formula / tk-win (rules-notes §2.1.16): trójka (p − 33)·3 + 30, dwójka (p − 33)·4 + 40,
# jedynka (p − 33)·5 + 50, solo (p − 33)·6 + 60. tk-goal: a win needs at least 34 (T8: 33
# loses). tk-loss: a loss counts the points missing to 33 in the same formula, times the
# loss multiplier, as a minus. tk-contra: contra doubles, win or loss; tk-recontra: four
# times, only on a loss. tk-volat: solo 600, instead of the formula (tk-volat-replaces).
# tk-pagat-ultimo: 50, 100 if announced, added to the result (tk-bonuses). tk-settlement:
# the losers pay the winner, so with four the soloist gets three times the value (the king
# pays like an opponent, tk-king) and each other player pays or gets it once (T12).

TAROK_EVENING: list[tuple[dict[str, Any], float]] = [
    # (the deal as entered, its value X from the soloist's side, worked out in the comment)
    # 1. Anna deals; Dieter's trójka with 41: (41 − 33)·3 + 30 = 54.
    ({"contract": "trojka", "soloist": "Dieter", "points": 41}, 54),
    # 2. Ben deals; Anna's druga dwójka (loss × 2), 30 points, contra: 33 − 30 = 3 missing,
    #    3·4 + 40 = 52, × 2 for the bid, × 2 for contra: −208.
    ({"contract": "dwojka", "level": 2, "soloist": "Anna", "points": 30, "contra": "contra"}, -208),
    # 3. Cilia deals; Ben's jedynka with 36: 3·5 + 50 = 65.
    ({"contract": "jedynka", "soloist": "Ben", "points": 36}, 65),
    # 4. Dieter deals; Cilia's solo with 20, recontra: 13 missing, 13·6 + 60 = 138, × 4 on a
    #    loss: −552.
    ({"contract": "solo", "soloist": "Cilia", "points": 20, "contra": "recontra"}, -552),
    # 5. Anna deals; everyone passes: the cards are gathered up, nobody pays (tk-all-pass).
    ({"contract": "passed"}, 0),
    # 6. Ben deals; Anna's trójka with 50, contra: 17·3 + 30 = 81, doubled: 162.
    ({"contract": "trojka", "soloist": "Anna", "points": 50, "contra": "contra"}, 162),
    # 7. Cilia deals; Dieter's dwójka with exactly 33: lost (T8), nothing missing: −40.
    ({"contract": "dwojka", "soloist": "Dieter", "points": 33}, -40),
    # 8. Dieter deals; Ben's trójka with 40, pagat ultimo announced and made: 7·3 + 30 = 51,
    #    + 100 for the announced pagat ultimo = 151.
    (
        {
            "contract": "trojka",
            "soloist": "Ben",
            "points": 40,
            "bonuses": {"pagat_ultimo": ("soloist", True)},
        },
        151,
    ),
    # 9. Anna deals; Cilia's trzecia trójka (loss × 3) with 25: 8 missing, 8·3 + 30 = 54,
    #    × 3: −162.
    ({"contract": "trojka", "level": 3, "soloist": "Cilia", "points": 25}, -162),
    # 10. Ben deals; Anna's solo takes every trick, not announced: 600, instead of the formula.
    ({"contract": "solo", "soloist": "Anna", "every": "soloist"}, 600),
]


def tarok_amounts(k: int, deal: dict[str, Any], value: float) -> list[float]:
    """tk-settlement with four: the soloist +3X, the two opponents and the king −X each."""
    if deal["contract"] == "passed":
        return [0.0] * 4
    soloist = NAMES.index(deal["soloist"])
    assert soloist != k % 4, "the king plays no card"
    return [3 * value if p == soloist else -value for p in range(4)]


def test_the_rules_the_tarok_computation_reads() -> None:
    says(TAROK, "tk-goal", "at least 34 points")
    says(TAROK, "tk-loss", "missing to reach the required number (33)", "loss multiplier")
    says(TAROK, "tk-contra", "counts double, whether the soloist wins or loses")
    says(TAROK, "tk-recontra", "four times, but only if the soloist loses")
    says(TAROK, "tk-volat-replaces", "instead of the points calculated from the contract's formula")
    says(TAROK, "tk-pagat-ultimo", "50 bonus points (100 if it was announced beforehand)")
    says(TAROK, "tk-settlement", "paid", "always equal to 0")
    says(TAROK, "tk-king", "takes part in the payments")
    says(TAROK, "tk-all-pass", "cards are gathered up")


def share_and_reopen(page: Page, browser: Browser, deals: int, check) -> None:
    """The share link, opened in a browser that never saw the evening, shows it again."""
    page.locator(".gc-sheet__share").click()
    link = page.locator(".gc-sheet__share-link").get_attribute("href")
    assert link and "#e=" in link
    other = browser.new_context()
    try:
        fresh = other.new_page()
        fresh.goto(link)
        expect(fresh.locator("[data-sheet]")).to_have_attribute(
            "data-deals", str(deals), timeout=BOOT_MS
        )
        check(fresh)
    finally:
        other.close()


def test_a_tarok_evening_worked_out_by_hand(page: Page, site_url: str, browser: Browser) -> None:
    tarok_page.open_sheet(page, site_url)
    tarok_page.start_evening(page)
    for k, (deal, _) in enumerate(TAROK_EVENING):
        tarok_page.fill_deal(page, deal)
        add_numbered_deal(page, k)
    rows = [tarok_amounts(k, deal, value) for k, (deal, value) in enumerate(TAROK_EVENING)]
    # The totals, added by hand: Anna −54 −624 −65 +552 +0 +486 +40 −151 +162 +1800 = 2146;
    # Ben −54 +208 +195 +552 +0 −162 +40 +453 +162 −600 = 794; Cilia −54 +208 −65 −1656 +0
    # −162 +40 −151 −486 −600 = −2926; Dieter +162 +208 −65 +552 +0 −162 −120 −151 +162 −600
    # = −14. They sum to zero, as tk-settlement says.
    expected_totals = [2146.0, 794.0, -2926.0, -14.0]
    assert [sum(column) for column in zip(*rows, strict=True)] == expected_totals

    def check(on: Page) -> None:
        for k, amounts in enumerate(rows):
            assert row_amounts(on, k) == amounts, (k, TAROK_EVENING[k][0])
        assert totals(on) == expected_totals

    check(page)
    share_and_reopen(page, browser, len(TAROK_EVENING), check)


# -- Pamfil --------------------------------------------------------------------------------------
#
# pf-score-declared: a declared player (the forehand always, pf-forehand-must-play) scores −3
# under 2 tricks, 0 for 2, 3 for 3, 4 for 4, 5 for 5; pf-score-undeclared: 0 for no trick,
# else 1 a trick; pf-score-mucha: a mucha 5, the others nothing and the deal not played
# (P9); pf-pamfil-double: the pamfil's holder counts double, the −3 included (P3, P4).
# Scores are personal: a deal need not sum to zero (P16).

PAMFIL_EVENING: list[tuple[dict[str, Any], dict[str, int]]] = [
    # 1. Anna deals, Ben (forehand) 3 tricks with the pamfil: 3 × 2 = 6; Cilia and Dieter
    #    passed, 1 trick each: 1.
    (
        {"tricks": {"Ben": 3, "Cilia": 1, "Dieter": 1, "Anna": 0}, "pamfil": "Ben"},
        {"Anna": 0, "Ben": 6, "Cilia": 1, "Dieter": 1},
    ),
    # 2. Ben deals, Cilia (forehand) 1 trick: −3; Dieter declared, 2 tricks: 0; Anna passed,
    #    2 tricks with the pamfil: 2 × 2 = 4.
    (
        {
            "tricks": {"Cilia": 1, "Dieter": 2, "Anna": 2, "Ben": 0},
            "declared": ["Dieter"],
            "pamfil": "Anna",
        },
        {"Anna": 4, "Ben": 0, "Cilia": -3, "Dieter": 0},
    ),
    # 3. Cilia deals, Ben wins by a mucha, the pamfil in the talon: 5, the others nothing.
    ({"mucha": ["Ben"], "pamfil": "talon"}, {"Anna": 0, "Ben": 5, "Cilia": 0, "Dieter": 0}),
    # 4. Dieter deals, Anna (forehand) all 5 tricks with the pamfil: 5 × 2 = 10; Ben declared
    #    and took none: −3.
    (
        {
            "tricks": {"Anna": 5, "Ben": 0, "Cilia": 0, "Dieter": 0},
            "declared": ["Ben"],
            "pamfil": "Anna",
        },
        {"Anna": 10, "Ben": -3, "Cilia": 0, "Dieter": 0},
    ),
    # 5. Anna deals, Ben (forehand) no trick: −3; Cilia passed, 2 tricks with the pamfil: 4;
    #    Dieter 2; Anna 1.
    (
        {"tricks": {"Ben": 0, "Cilia": 2, "Dieter": 2, "Anna": 1}, "pamfil": "Cilia"},
        {"Anna": 1, "Ben": -3, "Cilia": 4, "Dieter": 2},
    ),
    # 6. Ben deals, Dieter's mucha with the pamfil in it: 5 × 2 = 10.
    ({"mucha": ["Dieter"], "pamfil": "Dieter"}, {"Anna": 0, "Ben": 0, "Cilia": 0, "Dieter": 10}),
    # 7. Cilia deals, Dieter (forehand) 4 tricks: 4; Anna and Cilia declared, 1 and 0 tricks:
    #    −3 each; the pamfil in the talon.
    (
        {
            "tricks": {"Dieter": 4, "Anna": 1, "Ben": 0, "Cilia": 0},
            "declared": ["Anna", "Cilia"],
            "pamfil": "talon",
        },
        {"Anna": -3, "Ben": 0, "Cilia": -3, "Dieter": 4},
    ),
    # 8. Dieter deals, everyone declared: Anna, Ben, Cilia 1 trick each: −3; Dieter 2 tricks
    #    with the pamfil: 0, doubled 0.
    (
        {
            "tricks": {"Anna": 1, "Ben": 1, "Cilia": 1, "Dieter": 2},
            "declared": ["Ben", "Cilia", "Dieter"],
            "pamfil": "Dieter",
        },
        {"Anna": -3, "Ben": -3, "Cilia": -3, "Dieter": 0},
    ),
    # 9. Anna deals, Ben (forehand) 2 tricks with the pamfil: 0; Cilia declared, 3 tricks: 3.
    (
        {
            "tricks": {"Ben": 2, "Cilia": 3, "Dieter": 0, "Anna": 0},
            "declared": ["Cilia"],
            "pamfil": "Ben",
        },
        {"Anna": 0, "Ben": 0, "Cilia": 3, "Dieter": 0},
    ),
    # 10. Ben deals, Cilia (forehand) 1 trick with the pamfil: −3 doubled, −6 (P4); Dieter
    #     passed, 2 tricks: 2; Anna and Ben 1 each.
    (
        {"tricks": {"Cilia": 1, "Dieter": 2, "Anna": 1, "Ben": 1}, "pamfil": "Cilia"},
        {"Anna": 1, "Ben": 1, "Cilia": -6, "Dieter": 2},
    ),
]


def test_the_rules_the_pamfil_computation_reads() -> None:
    says(PAMFIL, "pf-forehand-must-play", "obliged to play", "at least two tricks")
    says(PAMFIL, "pf-score-mucha", "5 points")
    says(PAMFIL, "pf-pamfil-double", "points for tricks and for the mucha count double")
    says(PAMFIL, "pf-mucha", "wins the deal outright, without it being played")


def test_a_pamfil_evening_worked_out_by_hand(page: Page, site_url: str, browser: Browser) -> None:
    pamfil_page.open_sheet(page, site_url)
    pamfil_page.start_evening(page)
    for k, (deal, _) in enumerate(PAMFIL_EVENING):
        pamfil_page.fill_deal(page, deal, k)
        add_numbered_deal(page, k)
    rows = [[float(points[name]) for name in NAMES] for _, points in PAMFIL_EVENING]
    # Added by hand: Anna 0 +4 +0 +10 +1 +0 −3 −3 +0 +1 = 10; Ben 6 +0 +5 −3 −3 +0 +0 −3 +0
    # +1 = 3; Cilia 1 −3 +0 +0 +4 +0 −3 −3 +3 −6 = −7; Dieter 1 +0 +0 +0 +2 +10 +4 +0 +0 +2 = 19.
    expected_totals = [10.0, 3.0, -7.0, 19.0]
    assert [sum(column) for column in zip(*rows, strict=True)] == expected_totals

    def check(on: Page) -> None:
        for k, amounts in enumerate(rows):
            assert row_amounts(on, k) == amounts, (k, PAMFIL_EVENING[k][0])
        assert totals(on) == expected_totals

    check(page)
    share_and_reopen(page, browser, len(PAMFIL_EVENING), check)
