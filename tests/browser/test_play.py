"""The play page (issue 13): whole deals against the computer, in headless Chromium.

Every check of the page's outcome is made against the engine in this Python process (the
same code the page runs in Pyodide): the deal the page saved is replayed here and the score,
the refusal and the hint must be the engine's. Tests play at the "Instant" pace.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_trainer_ux import assert_labels_are_words
from tests.core.test_quiz_texts import CODE_LIKE
from trainer.api import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent.parent
BOOT_MS = 120_000
STEP_MS = 60_000
KEY = "gc-play/v1"
SIZES = {"pamfil": [3, 4, 5, 6, 7], "tarok": [3, 4], "schafkopf": [4, 5]}

# Instant pace, coach off (unless a test turns it on): set before the page's first script.
FAST = """(game) => {
  if (localStorage.getItem('gc-play/v1') === null) {
    const games = {};
    games[game] = {current: null, history: [],
                   settings: {pace: 0, coach: false, strength: 'basic'}};
    localStorage.setItem('gc-play/v1', JSON.stringify({version: 1, games}));
  }
}"""

ROOT_SEL = "[data-play]"
DESCRIBE = handle({"op": "describe"})
CHOICES = f"{ROOT_SEL} [data-action]:not([disabled])"
WAIT_TURN = """() => {
  const root = document.querySelector('[data-play]');
  return root.dataset.playPhase === 'done' || root.dataset.playPhase === 'error'
    || document.querySelector('[data-play] [data-action]:not([disabled])') !== null;
}"""


def open_play(
    page: Page, site_url: str, game: str, fragment: str = "", coach: bool = False
) -> None:
    script = FAST if not coach else FAST.replace("coach: false", "coach: true")
    page.add_init_script(f"({script})({json.dumps(game)})")
    page.goto(f"{site_url}{game}/play/{fragment}")
    expect(page.locator(ROOT_SEL)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)


def saved_deal(page: Page, game: str) -> dict:
    store = json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')"))
    return store["games"][game]["current"]


def engine_state(deal: dict, **extra: object) -> dict:
    request = {
        "op": "state",
        "game": deal["game"],
        "seed": deal["seed"],
        "players": deal["players"],
        "options": deal["options"],
        "actions": deal["actions"],
        **extra,
    }
    return handle(request)


def wait_turn(page: Page) -> str:
    page.wait_for_function(WAIT_TURN, timeout=STEP_MS)
    return page.locator(ROOT_SEL).get_attribute("data-play-phase") or ""


def play_to_the_end(page: Page, rng: random.Random, limit: int = 200) -> int:
    """Click legal actions (chosen at random among the enabled ones) until the score shows."""
    clicks = 0
    while wait_turn(page) not in ("done", "error"):
        choices = page.locator(CHOICES)
        choice = choices.nth(rng.randrange(choices.count()))
        json.loads(choice.get_attribute("data-action") or "")  # the hook holds the action's JSON
        choice.click()
        clicks += 1
        assert clicks < limit
    return clicks


def check_score(page: Page, game: str, players: int) -> None:
    root = page.locator(ROOT_SEL)
    expect(root).to_have_attribute("data-play-phase", "done")
    deal = saved_deal(page, game)
    assert deal["players"] == players
    state = engine_state(deal)
    assert state["ok"] and state["terminal"], state
    lines = root.locator(".gc-play__lines > li")
    expect(lines).to_have_count(len(state["score"]))
    quoted = set()
    for i, line in enumerate(state["score"]):
        expect(lines.nth(i)).to_contain_text(line["text"])
        links = lines.nth(i).locator("a")
        if line["rule"]["id"] in quoted:  # quoted and linked by an earlier line
            expect(links).to_have_count(0)
            continue
        quoted.add(line["rule"]["id"])
        expect(lines.nth(i).locator("blockquote")).to_contain_text(line["rule"]["text"][:30])
        href = links.first.get_attribute("href") or ""
        assert href.endswith(line["rule"]["anchor"]), (href, line["rule"])
    cells = root.locator(".gc-play__returns tbody td")
    shown = [int(cells.nth(i).inner_text().replace("+", "")) for i in range(cells.count())]
    assert shown == state["returns"] and sum(shown) == 0
    for label in ("Replay this deal", "Next deal"):
        expect(root.get_by_role("button", name=label)).to_be_enabled()


@pytest.mark.parametrize("game", sorted(SIZES))
def test_a_whole_deal_in_every_table_size(
    page: Page, site_url: str, game: str, page_errors
) -> None:
    open_play(page, site_url, game)
    rng = random.Random(game)
    for players in SIZES[game]:
        page.evaluate(f"() => {{ location.hash = '#deal={100 + players}-{players}-0'; }}")
        page.wait_for_function(
            f"() => JSON.parse(localStorage.getItem('{KEY}')).games['{game}'].current.players"
            f" === {players}",
            timeout=STEP_MS,
        )
        assert_labels_are_words(page, ROOT_SEL)
        play_to_the_end(page, rng)
        check_score(page, game, players)
        assert_score_in_words(page)
        assert_labels_are_words(page, ROOT_SEL)
    assert page_errors == []


def assert_score_in_words(page: Page) -> None:
    """The score screen's own lines and table: no code, seat number, identifier or None."""
    score = page.locator(f"{ROOT_SEL} .gc-play__score")
    texts = [
        score.locator(".gc-play__lines > li > p").nth(i).inner_text()
        for i in range(score.locator(".gc-play__lines > li > p").count())
    ]
    texts.append(score.locator(".gc-play__returns").inner_text())
    for text in texts:
        for pattern, what in CODE_LIKE:
            found = pattern.search(text)
            assert not found, f"{what} {found.group()!r} in {text!r}"
        assert "None" not in text and "undefined" not in text, text


def test_running_card_points_and_the_last_trick(page: Page, site_url: str) -> None:
    """Schafkopf: the card points each side (or player) has taken, as the engine counts them."""
    open_play(page, site_url, "schafkopf", "#deal=11-4-0")
    rng = random.Random(11)
    for _ in range(8):
        while wait_turn(page) not in ("done", "error"):
            deal = saved_deal(page, "schafkopf")
            state = engine_state(deal, view=0)
            if (
                state["phase"] == "play"
                and len(state["tricks"]) >= 2
                and state["declarer"] is not None
            ):
                cards = [p["card"] for t in state["tricks"] for p in t["cards"]]
                total = handle({"op": "card_points", "game": "schafkopf", "cards": cards})["points"]
                line = page.locator(f"{ROOT_SEL} .gc-play__points")
                expect(line).to_contain_text("Card points taken so far")
                shown: list[int] = []
                for _ in range(50):  # the line follows the engine's answer
                    shown = [int(n) for n in re.findall(r": (\d+)", line.inner_text())]
                    if sum(shown) == total:
                        break
                    page.wait_for_timeout(100)
                assert len(shown) >= 2 and sum(shown) == total, (line.inner_text(), total)
                # The last trick, on demand.
                page.get_by_role("button", name="Show the last trick").click()
                last = page.locator(f"{ROOT_SEL} .gc-play__last")
                expect(last).to_be_visible()
                expect(last.locator("img")).to_have_count(4)
                return
            choices = page.locator(CHOICES)
            choices.nth(rng.randrange(choices.count())).click()
        page.get_by_role("button", name="Next deal").click()
    pytest.fail("no deal with a declarer reached its third trick")


def test_a_deal_with_the_keyboard_only(page: Page, site_url: str) -> None:
    open_play(page, site_url, "pamfil", "#deal=7-4-0")
    wait_turn(page)
    for _ in range(40):  # Tab from the top of the page to your first choice
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.hasAttribute('data-action')"):
            break
    presses = 0
    arrows_checked = False
    while wait_turn(page) != "done":
        # After each of your actions the focus waits on your next choice.
        page.wait_for_function("() => document.activeElement.hasAttribute('data-action')")
        focused = "() => document.activeElement.dataset.card || null"
        card = page.evaluate(focused)
        if card and not arrows_checked:  # the arrow keys walk the hand and come back
            page.keyboard.press("ArrowRight")
            assert page.evaluate(focused) not in (None, card)
            page.keyboard.press("ArrowLeft")
            assert page.evaluate(focused) == card
            arrows_checked = True
        page.keyboard.press("Enter")
        presses += 1
        assert presses < 60
    assert arrows_checked
    check_score(page, "pamfil", 4)


def _first_illegal_turn(page: Page, game: str, rng: random.Random) -> None:
    """Play on (other deals if need be) until it is your card and some card is not allowed."""
    for _ in range(12):
        while wait_turn(page) not in ("done", "error"):
            if (
                page.locator(f"{ROOT_SEL} .gc-play__card--illegal").count()
                and page.locator(f"{ROOT_SEL} .gc-play__card--legal[data-action]").count()
            ):
                return
            choices = page.locator(CHOICES)
            choices.nth(rng.randrange(choices.count())).click()
        page.get_by_role("button", name="Next deal").click()
    pytest.fail("no position with an illegal card in 12 deals")


def test_an_illegal_card_is_explained_with_its_rule(page: Page, site_url: str) -> None:
    open_play(page, site_url, "schafkopf", "#deal=21-4-0")
    _first_illegal_turn(page, "schafkopf", random.Random(3))
    card = page.locator(f"{ROOT_SEL} .gc-play__card--illegal").first
    code = card.get_attribute("data-card")
    assert card.get_attribute("data-action") is None
    deal = saved_deal(page, "schafkopf")
    refused = engine_state(
        {**deal, "actions": [*deal["actions"], {"seat": 0, "action": "play", "card": code}]}
    )
    assert not refused["ok"] and refused["error"]["code"] == "illegal_action"
    card.click()
    note = page.locator(".gc-play__note--refusal")
    expect(note).to_contain_text("You cannot play the")
    # The engine's sentence, its card codes named in words (describe's card_names).
    names = DESCRIBE["games"]["schafkopf"]["card_names"]
    codes = re.compile(r"\b(?:" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")
    in_words = codes.sub(lambda m: f"the {names[m.group()]}", refused["error"]["message"])
    expect(note).to_contain_text(in_words[1:])
    for pattern, what in CODE_LIKE[:2]:  # card codes
        assert not pattern.search(note.inner_text()), (what, note.inner_text())
    expect(note.locator("blockquote")).to_contain_text(refused["error"]["rule"]["text"][:40])
    href = note.locator("a").get_attribute("href") or ""
    assert href.endswith(refused["error"]["rule"]["anchor"])
    assert saved_deal(page, "schafkopf")["actions"] == deal["actions"]  # not played


def test_hint_and_coach(page: Page, site_url: str) -> None:
    open_play(page, site_url, "tarok", "#deal=5-3-0", coach=True)
    rng = random.Random(1)
    # Up to your first card, then ask for a hint.
    while page.locator(f"{ROOT_SEL} .gc-play__card--legal[data-action]").count() == 0:
        assert wait_turn(page) != "done"
        if page.locator(f"{ROOT_SEL} .gc-play__card--legal[data-action]").count():
            break
        choices = page.locator(CHOICES)
        choices.nth(rng.randrange(choices.count())).click()
    deal = saved_deal(page, "tarok")
    hint = handle(
        {
            "op": "hint",
            "game": "tarok",
            "seed": deal["seed"],
            "players": 3,
            "actions": deal["actions"],
            "seat": 0,
            "strength": "strong",
        }
    )
    assert hint["ok"], hint
    page.locator(ROOT_SEL).get_by_role("button", name="Hint").click()
    expect(page.locator(".gc-play__note--hint")).to_contain_text(hint["advice"])
    # Play a card other than the advice: the coach names the strong choice, play goes on.
    cards = page.locator(f"{ROOT_SEL} .gc-play__card--legal[data-action]")
    other = None
    for i in range(cards.count()):
        action = json.loads(cards.nth(i).get_attribute("data-action") or "{}")
        if action != hint["action"]:
            other = cards.nth(i)
            break
    if other is None:
        other = cards.first
    played = json.loads(other.get_attribute("data-action") or "{}")
    other.click()
    # The coach shows the engine's verdict on your card (the `coach` op), reason first.
    verdict = handle(
        {
            "op": "coach",
            "game": "tarok",
            "seed": deal["seed"],
            "players": 3,
            "actions": deal["actions"],
            "action": played,
        }
    )
    assert verdict["ok"], verdict
    coach = page.locator(".gc-play__note--coach")
    if not verdict["forced"]:
        expect(coach).to_contain_text(verdict["reason"][:40], timeout=STEP_MS)
        if verdict["verdict"] != "good":
            expect(coach.get_by_text("Why?")).to_be_visible()
    wait_turn(page)


def test_a_reload_brings_the_deal_back(page: Page, site_url: str) -> None:
    open_play(page, site_url, "schafkopf", "#deal=33-4-1")
    rng = random.Random(2)
    for _ in range(3):
        if wait_turn(page) == "done":
            break
        page.locator(CHOICES).nth(0).click()
    wait_turn(page)
    before = saved_deal(page, "schafkopf")
    hand = page.locator(f"{ROOT_SEL} .gc-play__hand [data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)"
    )
    page.goto(page.url.split("#")[0])  # no link: the saved deal comes back
    expect(page.locator(ROOT_SEL)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    wait_turn(page)
    after = saved_deal(page, "schafkopf")
    assert after["seed"] == before["seed"] and after["seat"] == 1
    assert after["actions"][: len(before["actions"])] == before["actions"]
    if len(after["actions"]) == len(before["actions"]):
        again = page.locator(f"{ROOT_SEL} .gc-play__hand [data-card]").evaluate_all(
            "cards => cards.map(c => c.dataset.card)"
        )
        assert again == hand
    assert engine_state(after, view=1)["ok"]
    del rng


def test_the_link_deals_the_same_cards_from_the_chosen_seat(page: Page, site_url: str) -> None:
    open_play(page, site_url, "tarok", "#deal=123-4-2")
    wait_turn(page)
    deal = saved_deal(page, "tarok")
    assert (deal["seed"], deal["players"], deal["seat"]) == (123, 4, 2)
    state = engine_state({**deal, "actions": []}, view=2)
    shown = page.locator(f"{ROOT_SEL} .gc-play__hand [data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)"
    )
    if not deal["actions"]:
        assert shown == state["hand"]
    expect(page.locator(".gc-play__link")).to_have_attribute("href", "#deal=123-4-2")


def test_corrupt_storage_is_set_aside_with_a_notice(page: Page, site_url: str, page_errors) -> None:
    page.add_init_script("localStorage.setItem('gc-play/v1', '{not json')")
    page.goto(f"{site_url}pamfil/play/")
    expect(page.locator(ROOT_SEL)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    expect(page.locator(".gc-play__notice")).to_contain_text("could not be read")
    assert page.evaluate(f"() => localStorage.getItem('{KEY}.unreadable')") == "{not json"
    wait_turn(page)
    assert page_errors == []


def test_history_and_statistics(page: Page, site_url: str) -> None:
    open_play(page, site_url, "pamfil", "#deal=9-3-0")
    play_to_the_end(page, random.Random(4))
    deal = saved_deal(page, "pamfil")
    net = engine_state(deal)["returns"][0]
    stats = page.locator(".gc-play__stats summary")
    expect(stats).to_contain_text("1 played")
    expect(stats).to_contain_text(f"{'+' if net > 0 else ''}{net} points")


def test_works_offline_after_the_first_visit(page: Page, site_url: str) -> None:
    open_play(page, site_url, "pamfil", "#deal=11-3-0")
    page.evaluate("() => navigator.serviceWorker.ready")
    page.wait_for_function(
        """async () => {
            const names = await caches.keys();
            for (const name of names) {
                const keys = (await (await caches.open(name)).keys()).map((r) => r.url);
                if (keys.some((u) => u.endsWith('pyodide.asm.wasm'))
                    && keys.some((u) => u.endsWith('/pamfil/play/'))
                    && keys.some((u) => u.endsWith('/javascripts/play/controller.js'))) return true;
            }
            return false;
        }""",
        timeout=BOOT_MS,
    )
    page.context.set_offline(True)
    page.reload()
    expect(page.locator(ROOT_SEL)).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)
    play_to_the_end(page, random.Random(5))
    check_score(page, "pamfil", 3)
    page.context.set_offline(False)


@pytest.mark.parametrize("game", sorted(SIZES))
def test_no_serious_accessibility_violations(browser, site_url: str, game: str) -> None:
    context = browser.new_context(bypass_csp=True)  # to inject axe-core, a test-only script
    page = context.new_page()
    open_play(page, site_url, game, "#deal=2-4-0")
    wait_turn(page)

    def serious() -> list:
        # Axe reads colours mid-transition (Material's Back-to-top fades in): let them finish.
        page.evaluate(
            "async () => { await Promise.all(document.getAnimations()"
            ".map((a) => a.finished.catch(() => null))); }"
        )
        page.add_script_tag(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
        results = page.evaluate("async () => (await axe.run(document)).violations")
        return [
            (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in results
            if v["impact"] in ("serious", "critical")
        ]

    assert not serious()
    play_to_the_end(page, random.Random(6))
    assert not serious()
    context.close()
