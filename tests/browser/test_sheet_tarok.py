"""The Tarok score sheet (issue 24) in headless Chromium: an evening of four entered through
the page, every line and total compared with the `score` op called here through trainer.api.

The expected answers are built in this file on their own, from the text's seating (the
forehand, ręka, on the dealer's right; with four the dealer is the king, who pays like an
opponent), not by reading the page's module: a wrong mapping of seats to names fails.
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
)
from trainer.api import handle

pytestmark = pytest.mark.browser

BOOT_MS = 180_000
STEP_MS = 60_000
NAMES = ["Anna", "Ben", "Cilia", "Dieter"]
FORM = ".gc-sheet__deal"

CONTRACT_WORDS = {"trojka": "Trójka", "dwojka": "Dwójka", "jedynka": "Jedynka", "solo": "Solo"}
LEVEL_WORDS = {2: "Druga", 3: "Trzecia", 4: "Czwarta", 5: "Piąta"}
EVERY_WORDS = {"soloist": "The soloist (volat)", "opponents": "The opponents"}
CONTRA_WORDS = {"contra": "Contra", "recontra": "Recontra", "supracontra": "Supracontra"}
BONUS_LABELS = {
    "pagat_ultimo": "Pagat ultimo (the last trick won with the pagat): made by",
    "trull": "Trull (pagat, mond and skiz won in tricks): made by",
    "kings": "Four kings won in tricks: made by",
}
MADE_WORDS = {"soloist": "The soloist", "opponents": "The opponents", "none": "Nobody"}

# The evening: Anna deals first; deal k is dealt by NAMES[k % 4], who is the king.
EVENING: list[dict[str, Any]] = [
    {"contract": "trojka", "soloist": "Dieter", "points": 41},
    {"contract": "dwojka", "level": 2, "soloist": "Anna", "points": 30, "contra": "contra"},
    {
        "contract": "jedynka",
        "soloist": "Dieter",
        "points": 36,
        "contra": "recontra",
        "bonuses": {"pagat_ultimo": ("soloist", True)},
    },
    {"contract": "solo", "soloist": "Cilia", "every": "soloist", "volat_announced": True},
    {"contract": "passed"},
    {"contract": "trojka", "level": 3, "soloist": "Cilia", "renons": True, "contra": "supracontra"},
    {
        "contract": "dwojka",
        "soloist": "Dieter",
        "points": 40,
        "bonuses": {"trull": ("opponents", True), "kings": ("soloist", False)},
        "full_hand": 11,
    },
    {"contract": "jedynka", "level": 4, "soloist": "Ben", "every": "opponents", "points": 0},
    {
        "contract": "solo",
        "soloist": "Ben",
        "points": 50,
        "contra": "contra",
        "bonuses": {"pagat_ultimo": ("opponents", False)},
    },
    {"contract": "trojka", "level": 5, "soloist": "Cilia", "points": 20},
    {"contract": "dwojka", "soloist": "Anna", "points": 60, "contra": "recontra"},
    {"contract": "trojka", "soloist": "Ben", "points": 34, "full_hand": 10},
    {"contract": "jedynka", "level": 3, "soloist": "Dieter", "every": "soloist"},
]


def seats(k: int, players: int = 4) -> list[int]:
    """Deal k's engine seats as indices into NAMES: ręka, środek, zadek (to the dealer's
    right, against the clockwise order of the names), then the king (the dealer)."""
    dealer = k % players
    order = [(dealer - i) % players for i in (1, 2, 3)]
    return [*order, dealer] if players == 4 else order


def engine_request(deal: dict[str, Any], k: int) -> dict[str, Any]:
    if deal["contract"] == "passed":
        return {"op": "score", "game": "tarok", "passed_out": True, "players": 4}
    bonuses: list[dict[str, Any]] = []
    for name, (made, announced) in deal.get("bonuses", {}).items():
        if announced:
            bonuses.append(
                {"name": name, "side": "soloist", "announced": True, "achieved": made == "soloist"}
            )
            if made == "opponents":
                bonuses.append({"name": name, "side": "opponents"})
        else:
            bonuses.append({"name": name, "side": made})
    if deal.get("full_hand"):
        bonuses.append({"name": "full_hand", "announced": True, "trumps": deal["full_hand"]})
    request: dict[str, Any] = {
        "op": "score",
        "game": "tarok",
        "players": 4,
        "contract": {"name": deal["contract"], "level": deal.get("level", 1)},
        "soloist": seats(k).index(NAMES.index(deal["soloist"])),
        "contra": deal.get("contra", "none"),
        "volat": deal.get("every") == "soloist",
        "opponents_volat": deal.get("every") == "opponents",
        "volat_announced": deal.get("volat_announced", False),
        "renons": deal.get("renons", False),
        "bonuses": bonuses,
    }
    if "points" in deal:
        request["card_points"] = deal["points"]
    return request


def expected(
    deal: dict[str, Any], k: int, options: dict[str, Any] | None = None
) -> tuple[list[float], list[str]]:
    """What each name wins or pays in deal k (under `options`), and the lines, from the
    engine here."""
    answer = handle({**engine_request(deal, k), "options": options or {}})
    assert answer["ok"], answer
    amounts = [0.0] * 4
    for seat, amount in enumerate(answer["payments"]):
        amounts[seats(k)[seat]] = amount
    return amounts, [line["text"] for line in answer["lines"]]


# -- the page ------------------------------------------------------------------------------


def open_sheet(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}tarok/score-sheet/")
    expect(page.locator("[data-sheet]")).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)


def start_evening(page: Page, rules: dict[str, str] | None = None) -> None:
    """Four names and, where asked, single house rules (option name → value)."""
    page.get_by_label("Players at the table").select_option("4")
    for i, name in enumerate(NAMES):
        page.fill(f"[data-name='{i}']", name)
    if rules:
        page.locator(".gc-sheet__setup .gc-sheet__one-rule > summary").click()
        for name, value in rules.items():
            page.locator(f".gc-sheet__setup select[data-option='{name}']").select_option(
                json.dumps(value)
            )
    page.get_by_role("button", name="Start the evening").click()
    expect(page.locator(f"{FORM} [data-field='contract']")).to_be_visible()


def choose(page: Page, field: str, words: str) -> None:
    labels = page.locator(f"{FORM} fieldset[data-field='{field}'] label")
    labels.filter(has_text=re.compile(f"^{re.escape(words)}$")).click()


def choose_start(page: Page, field: str, words: str) -> None:
    """A choice whose words begin with `words` ("Trójka (takes 3 from the talon)")."""
    group = page.locator(f"{FORM} fieldset[data-field='{field}'] label")
    group.filter(has_text=words).first.click()


def fill_deal(page: Page, deal: dict[str, Any]) -> None:
    contract = deal["contract"]
    if contract == "passed":
        choose(page, "contract", "Everyone passed")
        return
    choose_start(page, "contract", CONTRACT_WORDS[contract])
    if deal.get("level", 1) > 1:
        choose_start(page, "contract.level", LEVEL_WORDS[deal["level"]])
    choose_start(page, "soloist", deal["soloist"])
    if "every" in deal:
        choose(page, "volat", EVERY_WORDS[deal["every"]])
    if "points" in deal:
        page.fill(f"{FORM} input[data-field='card_points']", str(deal["points"]))
    if "contra" in deal:
        choose(page, "contra", CONTRA_WORDS[deal["contra"]])
    if deal.get("renons"):
        page.locator(f"{FORM} input[data-field='renons']").check()
    if deal.get("volat_announced"):
        page.locator(f"{FORM} input[data-field='volat_announced']").check()
    for name, (made, announced) in deal.get("bonuses", {}).items():
        page.get_by_label(BONUS_LABELS[name]).select_option(label=MADE_WORDS[made])
        if announced:
            page.locator(f"{FORM} [id$='{name}-announced']").check()
    if deal.get("full_hand"):
        page.get_by_label("Full hand (only an announced one counts)").select_option(
            str(deal["full_hand"])
        )


def check_rows(
    page: Page, evening: list[dict[str, Any]], options: dict[str, Any] | None = None
) -> None:
    running = [0.0] * 4
    for k, deal in enumerate(evening):
        amounts, lines = expected(deal, k, options)
        assert row_amounts(page, k) == pytest.approx(amounts), (k, deal)
        assert sum(amounts) == pytest.approx(0)
        assert row_lines(page, k) == lines, (k, deal)
        running = [a + b for a, b in zip(running, amounts, strict=True)]
    assert totals(page) == pytest.approx(running)
    expect(page.locator("p[data-balanced]")).to_have_text(
        "Every deal sums to zero, and so do the totals."
    )


def test_an_evening_of_tarok_through_the_page(page: Page, site_url: str) -> None:
    open_sheet(page, site_url)
    start_evening(page)
    contracts = {d["contract"] for d in EVENING}
    assert contracts == {"trojka", "dwojka", "jedynka", "solo", "passed"}
    assert {d.get("contra") for d in EVENING} >= {"contra", "recontra", "supracontra"}

    for k, deal in enumerate(EVENING[:3]):
        fill_deal(page, deal)
        add_numbered_deal(page, k)

    # An impossible entry is refused with the engine's reason, and not added.
    k = 3
    impossible = {"contract": "solo", "soloist": "Cilia", "points": 66}
    fill_deal(page, impossible)
    reason = handle(engine_request(impossible, k))["error"]["message"]
    refusal = page.locator(f"{FORM} [data-refused]")
    expect(refusal).to_have_text(f"Not possible: {reason.rstrip('.')}.", timeout=STEP_MS)
    page.get_by_role("button", name=f"Add deal {k + 1}").click()
    expect(page.locator(f"{FORM} input[data-field='card_points']")).to_have_attribute(
        "aria-invalid", "true"
    )
    expect(page.locator(f"tr[data-deal='{k}']")).to_have_count(0)
    page.locator(".gc-sheet__clear").click()

    for k, deal in enumerate(EVENING[3:], start=3):
        fill_deal(page, deal)
        add_numbered_deal(page, k)
    check_rows(page, EVENING)

    # An edit: deal 2's druga dwójka had 31 points, not 30; every total after it follows.
    page.locator("tr[data-deal='1'] .gc-sheet__edit").click()
    expect(page.get_by_role("heading", name="Change deal 2")).to_be_visible()
    page.fill(f"{FORM} input[data-field='card_points']", "31")
    page.get_by_role("button", name="Save deal 2").click()
    edited = [*EVENING]
    edited[1] = {**EVENING[1], "points": 31}
    expect(page.locator("tr[data-deal='1'] td[data-amount]").first).to_have_attribute(
        "data-amount", str(int(expected(edited[1], 1)[0][0])), timeout=STEP_MS
    )
    check_rows(page, edited)

    # Undo takes the edit back; a reload keeps the evening as it is, online and offline.
    page.locator(".gc-sheet__undo").click()
    expect(page.locator("tr[data-deal='1'] td[data-amount]").first).to_have_attribute(
        "data-amount", str(int(expected(EVENING[1], 1)[0][0])), timeout=STEP_MS
    )
    check_rows(page, EVENING)
    reload_online_and_offline(page, "tarok", len(EVENING) - 1, lambda: check_rows(page, EVENING))


def test_three_players_seat_the_dealer_as_zadek(page: Page, site_url: str) -> None:
    """With three the dealer plays (zadek, the third to bid); the forehand sits on his right."""
    open_sheet(page, site_url)
    for i, name in enumerate(NAMES[:3]):
        page.fill(f"[data-name='{i}']", name)
    page.get_by_role("button", name="Start the evening").click()
    choose_start(page, "contract", "Trójka")
    soloists = page.locator(f"{FORM} fieldset[data-field='soloist'] label").all_text_contents()
    assert soloists == ["Cilia (Ręka)", "Ben (Środek)", "Anna (Zadek)"]
    choose_start(page, "soloist", "Anna")
    page.fill(f"{FORM} input[data-field='card_points']", "45")
    add_numbered_deal(page, 0)
    answer = handle(
        {"op": "score", "game": "tarok", "contract": "trojka", "card_points": 45, "soloist": 2}
    )
    assert row_amounts(page, 0) == [
        answer["payments"][2],
        answer["payments"][1],
        answer["payments"][0],
    ]


# The house rule T12 "the value is shared": the others share what each pays or receives in
# the text, so a soloist's 68 costs each of the three 22⅔ (thirds that are not whole).
SPLIT = {"payment": "split"}
SPLIT_EVENING: list[dict[str, Any]] = [
    {"contract": "trojka", "soloist": "Dieter", "points": 41},
    {"contract": "dwojka", "soloist": "Anna", "points": 40},
    {"contract": "dwojka", "level": 2, "soloist": "Ben", "points": 30, "contra": "contra"},
    {"contract": "passed"},
    {
        "contract": "jedynka",
        "soloist": "Dieter",
        "points": 38,
        "bonuses": {"pagat_ultimo": ("soloist", True)},
    },
    {"contract": "solo", "soloist": "Cilia", "every": "soloist"},
    {"contract": "trojka", "level": 3, "soloist": "Anna", "renons": True},
    {
        "contract": "dwojka",
        "soloist": "Cilia",
        "points": 35,
        "bonuses": {"trull": ("opponents", False)},
    },
]


def test_an_evening_with_the_payment_shared(page: Page, site_url: str) -> None:
    open_sheet(page, site_url)
    start_evening(page, SPLIT)
    expect(page.locator(".gc-sheet__rules-now").first).to_contain_text("with 1 rule changed")
    # With four the dealer is the king: the sheet says why he is not among the soloists.
    expect(page.locator(".gc-sheet__dealer")).to_have_text(
        "Anna deals, Dieter speaks first. Anna is the king this deal: the king does not bid "
        "or play, but pays and receives like an opponent."
    )
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gc-sheet/v1'))")
    assert [e["options"] for e in saved["evenings"]] == [SPLIT]
    for k, deal in enumerate(SPLIT_EVENING):
        fill_deal(page, deal)
        add_numbered_deal(page, k)
    check_rows(page, SPLIT_EVENING, SPLIT)
    # The shares differ from the text's full payments, and thirds are said as thirds.
    full, shared = expected(SPLIT_EVENING[1], 1)[0], expected(SPLIT_EVENING[1], 1, SPLIT)[0]
    assert full != shared and sum(shared) == pytest.approx(0)
    anna = NAMES.index("Anna")
    assert shared[anna] == 68 and shared[(anna + 1) % 4] == pytest.approx(-68 / 3)
    expect(page.locator("tr[data-deal='1'] td[data-amount] .gc-sheet__amount")).to_have_text(
        ["+68", "−22⅔", "−22⅔", "−22⅔"]
    )
    shown = page.locator(".gc-sheet__table td").all_text_contents()
    assert not [text for text in shown if re.search(r"\d\.\d{3}", text)], shown
    reload_online_and_offline(
        page, "tarok", len(SPLIT_EVENING) - 1, lambda: check_rows(page, SPLIT_EVENING, SPLIT)
    )
