"""The Schafkopf score sheet (issue 24), in headless Chromium with the real Pyodide.

Whole evenings are entered through the page, tap by tap, and every deal's amounts, running
totals, kettle and "Why?" lines are compared with the engine's `score` / `all_pass` ops
called here in Python (trainer.api, the same code the page runs). The mapping from the
engine's seats and roles to the players is written again here, independently of the page:
the dealer of deal k is (first dealer + k) mod n, seat 0 the player after him, and with five
players the dealer sits out.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.sheet_rows import with_names
from trainer.api import handle
from trainer.schafkopf.options import PRESETS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent.parent
BOOT_MS = 120_000
STEP_MS = 60_000
KEY = "gc-sheet/v1"
SHEET = "[data-sheet]"
NAMES = ["Anna", "Ben", "Cilia", "Dieter"]
TODAY = dict(next(p for p in PRESETS if p.name == "today").changes)
"""The "Common practice today" preset's options, as the engine defines them."""
CONTRACT_WORDS = {
    "ace_game": "Ace game",
    "wenz": "Wenz",
    "suit_solo": "Suit Solo",
    "wenz_tout": "Wenz Tout",
    "suit_solo_tout": "Suit Solo Tout",
    "sie": "Sie",
    "ramsch": "Ramsch",
}
SUIT_WORDS = {"C": "acorns", "S": "leaves", "H": "hearts", "D": "bells"}
DOUBLING_WORDS = [
    "No contra",
    "Contra",
    "Contra and re",
    "Contra, re and contra again",
    "Contra and re twice",
]
"""The doublings as the form offers them (the engine's words, from describe)."""
NEEDS = {"ace_game": "called", "suit_solo": "trump", "suit_solo_tout": "trump"}
RAMSCH_TRUMP_WORDS = {
    "OC": "Ober of acorns",
    "OS": "Ober of leaves",
    "US": "Unter of leaves",
    "7H": "Seven of hearts",
}

# An evening at four: every contract, contra and re, matadors (Laufende), schneider and
# schwarz won and lost, two Ramsches (one a Durchmarsch), Sie.
EVENING = [
    {
        "game": "ace_game",
        "suit": "C",
        "declarer": "Ben",
        "partner": "Dieter",
        "points": 70,
        "tricks": 5,
    },
    {"game": "wenz", "declarer": "Cilia", "points": 95, "tricks": 6, "contra": True},
    {
        "game": "suit_solo",
        "suit": "H",
        "declarer": "Dieter",
        "points": 120,
        "tricks": 8,
        "contra": True,
        "re": True,
        "matadors": 4,
    },
    {"game": "wenz_tout", "declarer": "Anna", "points": 120, "tricks": 8, "matadors": 2},
    {"game": "suit_solo_tout", "suit": "S", "declarer": "Ben", "points": 100, "tricks": 7},
    {"game": "sie", "declarer": "Cilia"},
    {
        "game": "ramsch",
        "points": {"Anna": 40, "Ben": 30, "Cilia": 30, "Dieter": 20},
        "tricks": {"Anna": 3, "Ben": 2, "Cilia": 2, "Dieter": 1},
    },
    {
        "game": "ace_game",
        "suit": "S",
        "declarer": "Anna",
        "partner": "Cilia",
        "points": 25,
        "tricks": 2,
        "contra": True,
    },
    {
        "game": "ace_game",
        "suit": "D",
        "declarer": "Dieter",
        "partner": "Ben",
        "points": 0,
        "tricks": 0,
    },
    {"game": "wenz", "declarer": "Ben", "points": 61, "tricks": 4, "matadors": 2},
    {
        "game": "suit_solo",
        "suit": "C",
        "declarer": "Anna",
        "points": 59,
        "tricks": 4,
        "contra": True,
        "re": True,
    },
    {
        "game": "ace_game",
        "suit": "C",
        "declarer": "Cilia",
        "partner": "Anna",
        "points": 91,
        "tricks": 5,
        "matadors": 3,
    },
    {
        "game": "ramsch",
        "points": {"Anna": 0, "Ben": 120, "Cilia": 0, "Dieter": 0},
        "tricks": {"Anna": 0, "Ben": 8, "Cilia": 0, "Dieter": 0},
    },
    {"game": "wenz", "declarer": "Dieter", "points": 30, "tricks": 2},
]


# -- the engine, called directly ------------------------------------------------------------


def seating(names: list[str], first_dealer: int, k: int) -> tuple[int, list[int]]:
    """Deal k's dealer and the players dealt in, the forehand (engine seat 0) first."""
    n = len(names)
    dealer = (first_dealer + k) % n
    order = [(dealer + i) % n for i in range(1, n + 1)]
    return dealer, order[:4]


def doublings_of(deal: dict) -> int:
    """How many doublings a deal had: `doublings`, or its contra and re."""
    if "doublings" in deal:
        return int(deal["doublings"])
    return int(bool(deal.get("contra"))) + int(bool(deal.get("contra") and deal.get("re")))


def engine_request(deal: dict, names: list[str], seated: list[int], options: dict, pot, tariff):
    """The request that scores `deal` (players by name) through trainer.api."""
    index = {name: i for i, name in enumerate(names)}
    game = deal["game"]
    request: dict = {"game": "schafkopf", "options": options}
    if game == "passed":
        request["op"] = "all_pass"
    elif game == "ramsch":
        request |= {
            "op": "score",
            "contract": {"type": "ramsch"},
            "points": [deal["points"][names[p]] for p in seated],
            "tricks": [deal["tricks"][names[p]] for p in seated],
            "trumps_won": [deal.get("trumps", {}).get(names[p], []) for p in seated],
        }
    else:
        contract = {"type": game}
        if game in NEEDS:
            contract[NEEDS[game]] = deal["suit"]
        request |= {"op": "score", "contract": contract}
        if game != "sie":
            request |= {
                "declarer_points": deal["points"],
                "declarer_tricks": deal["tricks"],
                "contra": doublings_of(deal) >= 1,
                "re": doublings_of(deal) >= 2,
            }
            if doublings_of(deal) > 2:
                del request["contra"], request["re"]
                request["doublings"] = doublings_of(deal)
            if deal.get("matadors"):
                request["matadors"] = deal["matadors"]
        assert index[deal["declarer"]] in seated
    if options.get("all_pass") == "kettle" and game != "ramsch":
        request["pot"] = pot
    if tariff:
        request["tariff"] = {k: tariff[k] for k in ("ace_game", "solo", "step")}
    return request


def expected_evening(deals: list[dict], names: list[str], options: dict, tariff=None, first=0):
    """Every deal's amounts by player, running totals, kettle and lines, from the engine."""
    index = {name: i for i, name in enumerate(names)}
    totals = [0] * len(names)
    pot = 0
    rows = []
    for k, deal in enumerate(deals):
        _, seated = seating(names, first, k)
        answer = handle(engine_request(deal, names, seated, options, pot, tariff))
        assert answer["ok"], answer
        priced = answer.get("tariff")
        net = priced["net"] if priced else answer["net"]
        amounts = [0] * len(names)
        if isinstance(net, list):
            for seat, player in enumerate(seated):
                amounts[player] = net[seat]
        else:
            for player in seated:
                amounts[player] = net["opponent"]
            amounts[index[deal["declarer"]]] = net["declarer"]
            if deal["game"] == "ace_game":
                amounts[index[deal["partner"]]] = net["partner"]
        before = pot
        if "pot_after" in answer:
            pot = answer["pot_after"]
        assert sum(amounts) + (pot - before) == 0  # zero-sum, the kettle its own account
        totals = [t + a for t, a in zip(totals, amounts, strict=True)]
        # The sheet names the players where the engine names seats ("Forehand: +2.").
        players = [names[p] for p in seated]
        lines = [with_names(line["text"], "schafkopf", players) for line in answer["lines"]] + (
            [priced["line"]["text"]] if priced else []
        )
        rows.append({"amounts": amounts, "totals": list(totals), "pot": pot, "lines": lines})
    return rows


# -- the page ----------------------------------------------------------------------------------


def open_sheet(page: Page, site_url: str, game: str = "schafkopf", fragment: str = "") -> None:
    page.goto(f"{site_url}{game}/score-sheet/{fragment}")
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    wait_sheet(page)


def wait_kept_offline(page: Page, game: str) -> None:
    """Until the service worker holds the engine's runtime, the game's sheet page and its
    module: what an offline reload of the sheet needs."""
    page.evaluate("() => navigator.serviceWorker.ready")
    page.wait_for_function(
        """async (game) => {
            for (const name of await caches.keys()) {
                const keys = (await (await caches.open(name)).keys()).map((r) => r.url);
                if (keys.some((u) => u.endsWith('pyodide.asm.wasm'))
                    && keys.some((u) => u.endsWith(`/${game}/score-sheet/`))
                    && keys.some((u) => u.endsWith(`/javascripts/sheet/games/${game}.js`)))
                    return true;
            }
            return false;
        }""",
        arg=game,
        timeout=BOOT_MS,
    )


def wait_sheet(page: Page) -> None:
    page.wait_for_function(
        "() => ['setup', 'ready']"
        ".includes(document.querySelector('[data-sheet]').dataset.sheetPhase)",
        timeout=STEP_MS,
    )


def choose(page: Page, field: str, words: str) -> None:
    page.locator(f"{SHEET} .gc-sheet__deal [data-field={field}] label").filter(
        has_text=re.compile(f"^{re.escape(words)}$")
    ).click()


def start_evening(
    page: Page,
    names: list[str],
    preset: str | None = None,
    options: dict | None = None,
    tariff=None,
):
    if len(names) != 4:
        page.select_option(f"{SHEET} .gc-sheet__setup select.gc-sheet__select", str(len(names)))
    for i, name in enumerate(names):
        page.fill(f"{SHEET} [data-name='{i}']", name)
    setup = page.locator(f"{SHEET} .gc-sheet__setup")
    if preset:
        setup.locator(".gc-sheet__preset label").filter(has_text=preset).click()
    for name, value in (options or {}).items():
        if not setup.locator(".gc-sheet__one-rule[open]").count():
            setup.locator(".gc-sheet__one-rule > summary").click()
        setup.locator(f"select[data-option={name}]").select_option(json.dumps(value))
    if tariff:
        setup.locator(".gc-sheet__tariff label", has_text="Play at a tariff").click()
        for key in ("ace_game", "solo", "step"):
            setup.locator(f"[data-tariff={key}]").fill(str(tariff[key]))
            setup.locator(f"[data-tariff={key}]").dispatch_event("change")
    setup.locator(".gc-sheet__start").click()
    expect(page.locator(SHEET)).to_have_attribute("data-sheet-phase", "ready", timeout=STEP_MS)


def fill_deal(page: Page, deal: dict, names: list[str]) -> None:
    """Enter one deal in the form, as a player would tap it."""
    game = deal["game"]
    if game == "passed":
        page.locator(f"{SHEET} .gc-sheet__deal [data-field=contract] label").filter(
            has_text="Everybody passed"
        ).click()
        return
    choose(page, "contract", CONTRACT_WORDS[game])
    if game == "ramsch":
        for name in names:
            box = page.get_by_label(f"{name}: card points", exact=True)
            if box.count():
                box.fill(str(deal["points"][name]))
                page.get_by_label(f"{name}: tricks", exact=True).select_option(
                    str(deal["tricks"][name])
                )
        for name, cards in deal.get("trumps", {}).items():
            tick_trumps(page, names.index(name), cards)
        return
    if game in NEEDS:
        words = SUIT_WORDS[deal["suit"]]
        choose(page, "suit", f"Ace of {words}" if game == "ace_game" else words)
    choose(page, "declarer", deal["declarer"])
    if game == "ace_game":
        choose(page, "partner", deal["partner"])
    if game == "sie":
        return
    page.fill(f"{SHEET} input[data-field=points]", str(deal["points"]))
    page.select_option(f"{SHEET} select[data-field=tricks]", str(deal["tricks"]))
    choose(page, "doublings", DOUBLING_WORDS[doublings_of(deal)])
    if deal.get("matadors"):
        page.select_option(f"{SHEET} select[data-field=matadors]", str(deal["matadors"]))


def trump_boxes(page: Page, player: int):
    """The "Trumps won by …" boxes the form asks of one player (index into names)."""
    return page.locator(f"{SHEET} .gc-sheet__trumps[data-player='{player}']")


def tick_trumps(page: Page, player: int, cards: list[str]) -> None:
    """Tick the trumps a tied Ramsch player won, by their names in words ("No trumps")."""
    boxes = trump_boxes(page, player)
    if not cards:
        boxes.get_by_label("No trumps", exact=True).check()
    for code in cards:
        boxes.get_by_label(RAMSCH_TRUMP_WORDS[code], exact=True).check()


def preview_text(page: Page) -> str:
    result = page.locator(f"{SHEET} .gc-sheet__result")
    expect(result.locator(".gc-sheet__preview, [data-refused=true]")).to_be_visible(timeout=STEP_MS)
    return result.inner_text()


def add_deal(page: Page, deal: dict, names: list[str]) -> None:
    n = int(page.locator(SHEET).get_attribute("data-deals") or 0)
    fill_deal(page, deal, names)
    assert preview_text(page).startswith("This deal:"), preview_text(page)
    page.locator(f"{SHEET} .gc-sheet__add").click()
    expect(page.locator(SHEET)).to_have_attribute("data-deals", str(n + 1), timeout=STEP_MS)
    expect(page.locator(SHEET)).to_have_attribute("data-sheet-phase", "ready", timeout=STEP_MS)


def page_rows(page: Page) -> list[dict]:
    """What the sheet shows: each deal's amounts, running totals, kettle and Why? lines."""
    wait_sheet(page)
    return page.evaluate(
        """() => [...document.querySelectorAll('[data-sheet] tr[data-deal]')].map((tr) => {
            const all = (selector) => [...tr.querySelectorAll(selector)];
            const pot = tr.querySelector('td[data-pot]');
            return {
              amounts: all('td[data-amount]').map((td) => Number(td.dataset.amount)),
              totals: all('td[data-total]').map((td) => Number(td.dataset.total)),
              pot: pot ? Number(pot.dataset.pot) : 0,
              lines: [...(tr.nextElementSibling?.matches('[data-why]') ? tr.nextElementSibling
                .querySelectorAll('.gc-sheet__lines > li > p:first-child') : [])]
                .map((p) => p.textContent),
            };
        })"""
    )


def page_totals(page: Page) -> list[int]:
    return page.evaluate(
        "() => [...document.querySelectorAll('[data-sheet] .gc-sheet__totals td[data-total]')]"
        ".map((td) => Number(td.dataset.total))"
    )


def saved_evening(page: Page) -> dict:
    store = json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')"))
    open_id = store["open"]["schafkopf"]
    return next(e for e in store["evenings"] if e["id"] == open_id)


def assert_sheet_matches(
    page: Page, deals: list[dict], names: list[str], options: dict, tariff=None
) -> None:
    expected = expected_evening(deals, names, options, tariff)
    shown = page_rows(page)
    assert len(shown) == len(expected)
    for k, (got, want) in enumerate(zip(shown, expected, strict=True)):
        assert got["amounts"] == want["amounts"], (k, deals[k])
        assert got["totals"] == want["totals"], k
        assert got["pot"] == want["pot"], k
        assert got["lines"] == want["lines"], k
    assert page_totals(page) == (expected[-1]["totals"] if expected else [0] * len(names))


# -- tests ---------------------------------------------------------------------------------------


def test_an_evening_of_schafkopf_through_the_page_matches_the_engine(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    open_sheet(page, site_url)
    options = {**TODAY, "all_pass": "ramsch"}
    start_evening(page, NAMES, preset="Common practice today", options={"all_pass": "ramsch"})
    evening = saved_evening(page)
    assert (evening["preset"], evening["options"]) == ("today", {"all_pass": "ramsch"})
    # The dealer moves on by himself: deal 1 Anna deals and Ben speaks first.
    expect(page.locator(f"{SHEET} .gc-sheet__dealer")).to_have_text("Anna deals, Ben speaks first.")
    for deal in EVENING[:7]:
        add_deal(page, deal, NAMES)
    expect(page.locator(f"{SHEET} .gc-sheet__dealer")).to_have_text(
        "Dieter deals, Anna speaks first."
    )
    assert_sheet_matches(page, EVENING[:7], NAMES, options)
    # The lines name the players where the engine names seats ("Second player: −6.").
    page.locator(f"{SHEET} tr[data-deal='6'] .gc-sheet__why-button").click()
    expect(page.locator(f"{SHEET} tr[data-why='6'] .gc-sheet__lines > li > p").first).to_have_text(
        "Ramsch: Anna took the most (decided by points) and pays 2 to each other player."
    )
    page.locator(f"{SHEET} tr[data-deal='6'] .gc-sheet__why-button").click()

    # An impossible entry is refused at once with the engine's reason, and not added.
    fill_deal(
        page,
        {"game": "suit_solo", "suit": "C", "declarer": "Ben", "points": 70, "tricks": 0},
        NAMES,
    )
    refusal = page.locator(f"{SHEET} .gc-sheet__result [data-refused=true]")
    engine = handle(
        {
            "op": "score",
            "game": "schafkopf",
            "options": options,
            "contract": {"type": "suit_solo", "trump": "C"},
            "declarer_points": 70,
            "declarer_tricks": 0,
        }
    )
    assert not engine["ok"]
    expect(refusal).to_contain_text(engine["error"]["message"], timeout=STEP_MS)
    expect(page.locator(f"{SHEET} input[data-field=points]")).to_have_attribute(
        "aria-invalid", "true"
    )
    page.locator(f"{SHEET} .gc-sheet__add").click()
    expect(refusal).to_be_visible()
    assert page.locator(SHEET).get_attribute("data-deals") == "7"
    # The matadors offered are the runs the contract can have, as the engine's describe
    # says (sk-matadors: "at least the 3 highest trumps (or at least for the 2 highest
    # trumps in the case of the Small Wreath [Wenz Solo])"): a suit solo 3 to 14, a Wenz 2
    # to 4, each accepted by the score op (tests/core/test_score_requests.py).
    matadors = page.locator(f"{SHEET} select[data-field=matadors] option")
    assert matadors.all_inner_texts() == ["None", *map(str, range(3, 15))]
    choose(page, "contract", "Wenz")
    assert matadors.all_inner_texts() == ["None", "2", "3", "4"]
    page.locator(f"{SHEET} .gc-sheet__clear").click()
    wait_sheet(page)
    # A refusal that names a seat ("The dealer won no trick") names the player in it.
    impossible_ramsch = {
        "game": "ramsch",
        "points": {"Anna": 40, "Ben": 30, "Cilia": 40, "Dieter": 10},
        "tricks": {"Anna": 3, "Ben": 4, "Cilia": 1, "Dieter": 0},
    }
    fill_deal(page, impossible_ramsch, NAMES)
    seated = seating(NAMES, 0, 7)[1]
    engine = handle(engine_request(impossible_ramsch, NAMES, seated, options, 0, None))
    assert engine["error"]["message"] == "The dealer won no trick, so no points"
    expect(refusal).to_have_text(
        "Not possible: Dieter won no trick, so no points.", timeout=STEP_MS
    )
    page.locator(f"{SHEET} .gc-sheet__clear").click()
    wait_sheet(page)

    for deal in EVENING[7:]:
        add_deal(page, deal, NAMES)
    assert_sheet_matches(page, EVENING, NAMES, options)
    balance = page.locator(f"{SHEET} .gc-sheet__balance").inner_text()
    assert balance.startswith("Every deal sums to zero")
    # Printed, the sheet of 14 deals fits one A4 page (the form and the buttons left out).
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1

    # Edit deal 2 (the Wenz was 80 points, not 95): every total after it follows.
    deals = [dict(d) for d in EVENING]
    page.locator(f"{SHEET} tr[data-deal='1'] .gc-sheet__edit").click()
    expect(page.locator(f"{SHEET} .gc-sheet__deal h2")).to_have_text("Change deal 2")
    expect(page.locator(f"{SHEET} .gc-sheet__dealer")).to_have_text(
        "Ben deals, Cilia speaks first."
    )
    page.fill(f"{SHEET} input[data-field=points]", "80")
    assert preview_text(page).startswith("This deal:")
    page.locator(f"{SHEET} .gc-sheet__add").click()
    deals[1]["points"] = 80
    expect(page.locator(f"{SHEET} .gc-sheet__deal h2")).to_have_text(
        f"Deal {len(deals) + 1}", timeout=STEP_MS
    )
    assert_sheet_matches(page, deals, NAMES, options)

    # Delete deal 5, then undo: it comes back where it was.
    page.locator(f"{SHEET} tr[data-deal='4'] .gc-sheet__delete").click()
    expect(page.locator(SHEET)).to_have_attribute(
        "data-deals", str(len(deals) - 1), timeout=STEP_MS
    )
    assert_sheet_matches(page, deals[:4] + deals[5:], NAMES, options)
    page.locator(f"{SHEET} .gc-sheet__undo").click()
    expect(page.locator(SHEET)).to_have_attribute("data-deals", str(len(deals)), timeout=STEP_MS)
    assert_sheet_matches(page, deals, NAMES, options)
    # Undo also takes back the edit.
    expect(page.locator(f"{SHEET} .gc-sheet__undo")).to_contain_text("the change to deal 2")
    page.locator(f"{SHEET} .gc-sheet__undo").click()
    wait_sheet(page)
    assert_sheet_matches(page, EVENING, NAMES, options)

    # Reload: the evening comes back from localStorage, scored again by the engine.
    page.reload()
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    expect(page.locator(SHEET)).to_have_attribute("data-deals", str(len(EVENING)), timeout=STEP_MS)
    assert_sheet_matches(page, EVENING, NAMES, options)

    assert page_errors == []


def _one_deal_online_one_offline(page: Page) -> None:
    """A deal entered online, the page reloaded with the network cut, and a second deal
    entered and scored offline: both rows as the engine scores them."""
    options = {**TODAY, "all_pass": "ramsch"}
    start_evening(page, NAMES, preset="Common practice today", options={"all_pass": "ramsch"})
    add_deal(page, EVENING[0], NAMES)
    page.context.set_offline(True)
    try:
        page.reload()
        expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
        expect(page.locator(SHEET)).to_have_attribute("data-deals", "1", timeout=STEP_MS)
        add_deal(page, EVENING[6], NAMES)
        assert_sheet_matches(page, [EVENING[0], EVENING[6]], NAMES, options)
    finally:
        page.context.set_offline(False)


def test_the_sheet_works_offline_once_the_site_is_kept(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """The pages come from the service worker's copy and the engine from the runtime kept
    offline (the footer's "Make the whole site available offline"); a deal is entered and
    scored with the network cut."""
    page.goto(site_url)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    open_sheet(page, site_url)
    keep = page.locator(".gc-offline__button")
    if keep.count() and keep.is_visible():
        keep.click()
    page.wait_for_function(
        "async () => (await window.trainer.offlineStatus())?.runtime === true", timeout=BOOT_MS
    )
    _one_deal_online_one_offline(page)
    assert page_errors == []


def test_a_kettle_evening_at_five_with_a_tariff_goes_out_as_a_link_and_a_csv_and_comes_back(
    browser, site_url: str, tmp_path: Path
) -> None:
    names = [*NAMES, "Emil"]
    tariff = {"ace_game": 10, "solo": 50, "step": 10, "unit": "cents"}
    options = {"all_pass": "kettle"}
    deals = [
        {"game": "passed"},
        {"game": "passed"},
        {"game": "wenz", "declarer": "Anna", "points": 70, "tricks": 5},  # the kettle stays
        {
            "game": "ace_game",
            "suit": "S",
            "declarer": "Cilia",
            "partner": "Emil",
            "points": 40,
            "tricks": 3,
        },
        {
            "game": "ace_game",
            "suit": "C",
            "declarer": "Dieter",
            "partner": "Ben",
            "points": 95,
            "tricks": 6,
        },
        {"game": "passed"},
    ]
    context = browser.new_context(accept_downloads=True)
    page = context.new_page()
    open_sheet(page, site_url)
    start_evening(page, names, options=options, tariff=tariff)
    # Five at the table: the dealer sits out.
    expect(page.locator(f"{SHEET} .gc-sheet__dealer")).to_have_text(
        "Anna deals, Ben speaks first; Anna sits out."
    )
    for deal in deals:
        add_deal(page, deal, names)
    assert_sheet_matches(page, deals, names, options, tariff)
    shown = page_rows(page)
    assert [r["pot"] for r in shown] == [40, 80, 80, 160, 0, 40]
    caption = page.locator(f"{SHEET} .gc-sheet__table caption")
    expect(caption).to_contain_text("Deals and running totals, in cents")
    expect(caption.locator(".gc-sheet__legend")).to_have_text(
        "Under each deal's amount, the player's running total."
    )
    evening = saved_evening(page)

    # The share link carries the whole evening: a browser that never saw it opens the same.
    page.locator(f"{SHEET} .gc-sheet__share").click()
    link = page.locator(f"{SHEET} .gc-sheet__share-link").get_attribute("href")
    assert link and "#e=" in link
    # The CSV: one row per deal with every player's amount, then the totals.
    with page.expect_download() as download:
        page.locator(f"{SHEET} .gc-sheet__csv").click()
    path = tmp_path / "evening.csv"
    download.value.save_as(path)
    context.close()

    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    header = rows[0]
    expected = expected_evening(deals, names, options, tariff)
    for k, row in enumerate(rows[1 : 1 + len(deals)]):
        assert row[0] == str(k + 1)
        assert [int(row[header.index(n)]) for n in names] == expected[k]["amounts"]
        assert int(row[header.index("Kettle")]) == expected[k]["pot"]
    total = rows[1 + len(deals)]
    assert total[0] == "Total"
    assert [int(total[header.index(n)]) for n in names] == expected[-1]["totals"]

    other = browser.new_context()
    page = other.new_page()
    page.goto(link)
    expect(page.locator(SHEET)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    expect(page.locator(SHEET)).to_have_attribute("data-deals", str(len(deals)), timeout=STEP_MS)
    assert saved_evening(page) == evening
    assert_sheet_matches(page, deals, names, options, tariff)
    other.close()

    # The CSV, opened in yet another browser, gives back the same evening.
    third = browser.new_context()
    page = third.new_page()
    open_sheet(page, site_url)
    page.locator(f"{SHEET} input.gc-sheet__file").set_input_files(str(path))
    expect(page.locator(SHEET)).to_have_attribute("data-deals", str(len(deals)), timeout=STEP_MS)
    assert saved_evening(page) == evening
    assert_sheet_matches(page, deals, names, options, tariff)
    third.close()


def test_the_sheet_works_from_the_keyboard_and_has_no_serious_accessibility_violation(
    browser, site_url: str
) -> None:
    from tests.browser.test_trainer import axe_serious

    context = browser.new_context(bypass_csp=True)  # to inject axe-core, a test-only script
    page = context.new_page()
    open_sheet(page, site_url)
    assert not axe_serious(page)
    # Names typed, the evening started with Enter.
    page.locator(f"{SHEET} [data-name='0']").focus()
    for i, name in enumerate(NAMES):
        page.keyboard.type(name)
        if i < 3:
            page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.locator(SHEET)).to_have_attribute("data-sheet-phase", "ready", timeout=STEP_MS)
    # The focus waits in the deal's form; arrows move between the games, Space picks one.
    page.locator(f"{SHEET} .gc-sheet__deal [data-field=contract] input").first.focus()
    page.keyboard.press("ArrowRight")  # Wenz
    page.keyboard.press("Tab")  # to the declarer's group
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    page.keyboard.type("70")
    page.keyboard.press("Tab")  # to the tricks
    page.keyboard.press("5")
    assert preview_text(page).startswith("This deal:")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")  # from the points field: adds the deal
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "1", timeout=STEP_MS)
    wait_sheet(page)
    deal = saved_evening(page)["deals"][0]["entry"]
    assert (deal["contract"], deal["declarer"], deal["points"], deal["tricks"]) == (
        "wenz",
        1,
        70,
        5,
    )
    page.locator(f"{SHEET} tr[data-deal='0'] .gc-sheet__why-button").click()
    serious = axe_serious(page)
    assert not serious, serious
    context.close()


def test_the_sheet_works_offline_after_its_first_visit(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Without the footer's button: the sheet page, once its engine has run, is kept with the
    runtime by the service worker (as the play page is), so the evening goes on offline."""
    open_sheet(page, site_url)
    wait_kept_offline(page, "schafkopf")
    _one_deal_online_one_offline(page)
    assert not page_errors, page_errors


def test_the_service_worker_keeps_the_score_sheets_for_offline_use(site_dir: Path) -> None:
    """scripts/precache.py lists every file of the built site: the three pages and the
    sheet's modules are in the group precached from any page."""
    text = (site_dir / "sw.js").read_text(encoding="utf-8")
    listed = json.loads(re.search(r"const PRECACHE = (\{.*?\});", text, re.S).group(1))
    for game in ("schafkopf", "tarok", "pamfil"):
        assert f"{game}/score-sheet/" in listed["site"]
    modules = ("sheet", "ledger", "rows", "share", "store", "evening", "form", "settings")
    for module in (*modules, "games/schafkopf", "games/tarok", "games/pamfil"):
        assert f"javascripts/sheet/{module}.js" in listed["site"]
    assert "stylesheets/sheet.css" in listed["site"]


def test_a_ramsch_tied_on_points_and_tricks_asks_the_tied_players_trumps(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """sk-ramsch-ties: "if it is a tie again, the numbers of trump cards are compared; if
    these are equal too, the one holding the higher trump loses." Anna and Ben both take 40
    points in 3 tricks and 2 trumps each; Anna's Ober of acorns is the higher trump, so Anna
    loses (without the trumps the engine could only decide by seat: Ben, the forehand)."""
    open_sheet(page, site_url)
    options = {**TODAY, "all_pass": "ramsch"}
    start_evening(page, NAMES, preset="Common practice today", options={"all_pass": "ramsch"})
    deal = {
        "game": "ramsch",
        "points": {"Anna": 40, "Ben": 40, "Cilia": 20, "Dieter": 20},
        "tricks": {"Anna": 3, "Ben": 3, "Cilia": 1, "Dieter": 1},
    }
    fill_deal(page, deal, NAMES)
    # Only the two players still tied are asked; Cilia's and Dieter's trumps do not matter.
    expect(trump_boxes(page, 0)).to_be_visible(timeout=STEP_MS)
    expect(trump_boxes(page, 1)).to_be_visible()
    expect(page.locator(f"{SHEET} .gc-sheet__trumps")).to_have_count(2)
    incomplete = page.locator(f"{SHEET} .gc-sheet__result [data-refused=false]")
    expect(incomplete).to_contain_text("tick the trumps", timeout=STEP_MS)
    page.locator(f"{SHEET} .gc-sheet__add").click()
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "0")
    # One player answered is not enough: the deal waits for Ben.
    tick_trumps(page, 0, ["OC", "US"])
    expect(incomplete).to_contain_text("tick the trumps Ben won", timeout=STEP_MS)
    page.locator(f"{SHEET} .gc-sheet__add").click()
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "0")
    # The boxes are reached and ticked with the keyboard too.
    seven = trump_boxes(page, 1).get_by_label("Seven of hearts", exact=True)
    seven.focus()
    page.keyboard.press("Space")
    expect(seven).to_be_checked()
    box = trump_boxes(page, 1).locator(".gc-sheet__check").first.bounding_box()
    assert box and box["height"] >= 44, box
    tick_trumps(page, 1, ["OS"])
    deal["trumps"] = {"Anna": ["OC", "US"], "Ben": ["OS", "7H"]}
    assert preview_text(page).startswith("This deal:"), preview_text(page)
    page.locator(f"{SHEET} .gc-sheet__add").click()
    expect(page.locator(SHEET)).to_have_attribute("data-deals", "1", timeout=STEP_MS)
    assert_sheet_matches(page, [deal], NAMES, options)
    # The engine, called directly with the same trumps_won (seat 0 = Ben, the forehand).
    engine = handle(
        {
            "op": "score",
            "game": "schafkopf",
            "options": options,
            "contract": {"type": "ramsch"},
            "points": [40, 20, 20, 40],
            "tricks": [3, 1, 1, 3],
            "trumps_won": [["OS", "7H"], [], [], ["OC", "US"]],
        }
    )
    assert (engine["loser"], engine["decided_by"]) == (3, "highest_trump"), engine
    assert page_rows(page)[0]["amounts"] == [-6, 2, 2, 2]
    assert saved_evening(page)["deals"][0]["entry"]["ramsch"]["trumps"] == {
        "0": ["OC", "US"],
        "1": ["OS", "7H"],
    }
    assert not page_errors


def test_the_form_records_what_the_house_rules_allow_and_why_names_the_house_rule(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Issue 31: "Rounds of contra and re allowed: 2" changed nothing (the form had Contra
    and Re only); the deal form now offers every doubling the engine's describe lists for
    the rules in force (sk-contra-rounds: "as many as two rounds of contras and recontras").
    The row says its Laufende (S2), "Why?" names the house rule that made the amount differ
    from the sentence it quotes (S1: "…to each of their opponents" while each loser pays one
    winner), and the tariff says what a Ramsch costs (peer review, finding 3)."""
    tariff = {"ace_game": 10, "solo": 50, "step": 10}
    open_sheet(page, site_url)
    start_evening(
        page, NAMES, preset="Common practice today", options={"max_double_rounds": 2}, tariff=tariff
    )
    options = {**TODAY, "max_double_rounds": 2}
    page.locator(f"{SHEET} .gc-sheet__settings > summary").click()
    expect(page.locator(f"{SHEET} .gc-sheet__tariff")).to_contain_text(
        "With one, every game is priced by it, and a plain stake at the price of an ace game: "
        "a Ramsch costs its loser two ace games to each other player (the text's 2 stakes)."
    )
    page.locator(f"{SHEET} .gc-sheet__settings > summary").click()
    choose(page, "contract", "Ace game")
    offered = page.locator(f"{SHEET} .gc-sheet__deal [data-field=doublings] label")
    assert offered.all_inner_texts() == DOUBLING_WORDS
    deal = {
        "game": "ace_game",
        "suit": "S",
        "declarer": "Ben",
        "partner": "Dieter",
        "points": 58,
        "tricks": 3,
        "doublings": 3,
        "matadors": 3,
    }
    add_deal(page, deal, NAMES)
    assert_sheet_matches(page, [deal], NAMES, options, tariff)
    expected = expected_evening([deal], NAMES, options, tariff)[0]
    assert expected["amounts"] == [320, -320, 320, -320]  # (10 + 3 × 10) × 2³, one to one
    summary = page.locator(f"{SHEET} tr[data-deal='0'] .gc-sheet__game > span").first
    expect(summary).to_have_text(
        "Ace game with the ace of leaves — Ben and Dieter, 58 points in 3 tricks, "
        "contra, re and contra again, 3 Laufende"
    )
    page.locator(f"{SHEET} tr[data-deal='0'] .gc-sheet__why-button").click()
    why = page.locator(f"{SHEET} tr[data-why='0']")
    house = why.locator(".gc-play__house-rule")
    # Two house rules shaped it: the Laufende, and who pays whom (said once, though the
    # tariff's line rests on it too). The preset with one rule changed is no longer the
    # preset itself, so each is said in the option's own words.
    expect(house).to_have_count(2)
    expect(house.nth(0)).to_have_text("House rule: Matadors (Laufende): played.")
    expect(house.nth(1)).to_have_text(
        "House rule: Ace game settlement: each loser pays one winner."
    )
    expect(why).to_contain_text("each of their opponents")
    # Back to one round of contra and re: the deal is not scored, and says why.
    page.locator(f"{SHEET} .gc-sheet__settings > summary").click()
    page.locator(
        f"{SHEET} .gc-sheet__settings select[data-option=max_double_rounds]"
    ).select_option("1")
    expect(page.locator(f"{SHEET} tr[data-deal='0'] .gc-sheet__refusal")).to_have_text(
        "Not scored: These house rules allow no more than contra and re: "
        "correct the contra and re of this deal.",
        timeout=STEP_MS,
    )
    assert page_errors == []
