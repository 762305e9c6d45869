"""What a learner reads and hears at the play table (issue 31: N5, N8–N11, NEW-05).

- N5: once the engine is ready the play page says nothing of it ("Working…", "Rules engine
  ready (Pyodide …)"): the table's own line says who is thinking.
- N8: Tarok's Polish seats glossed where the table names them ("Zadek (rearhand)", "King
  (the dealer, sits out)"); the headline names seats without an English article.
- N9: a declined contra is "No contra" in the log, not the auction's "Pass".
- N10: a seat that sits out says so once.
- N11: the coach's line on your card is heard right after it, before the computers' replies;
  at the end the last trick, then "The deal is over.", then the focus on the score.
- NEW-05: a refusal is one sentence, never ending in "..".
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_play import (
    ROOT_SEL,
    act_once,
    engine_state,
    open_play,
    saved_deal,
    wait_turn,
)

pytestmark = pytest.mark.browser

# Every line the table talk (the live log) and the engine's status line show, in order.
LISTEN = """() => {
  window.__talk = [];
  window.__engine = [];
  const watch = () => {
    const live = document.querySelector('[data-play] .gc-play__live');
    const engine = document.querySelector('[data-play] .gc-engine__message');
    if (!live || !engine) return setTimeout(watch, 50);
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) window.__talk.push(n.textContent);
    }).observe(live, {childList: true});
    new MutationObserver(() => {
      const view = engine.closest('.gc-engine');
      window.__engine.push([engine.textContent, view.hidden]);
    }).observe(engine.closest('.gc-engine'),
               {childList: true, subtree: true, characterData: true, attributes: true});
  };
  document.addEventListener('DOMContentLoaded', watch);
}"""


def _play(page: Page, rng: random.Random) -> None:
    while wait_turn(page) not in ("done", "error"):
        act_once(page, rng)


def _is_yours(line: str) -> bool:
    return line.startswith(("You play ", "You: "))


def _is_coach(line: str) -> bool:
    return line.startswith(("Coach: ", "A costly choice: "))


@pytest.mark.parametrize(
    ("game", "fragment"), [("schafkopf", "#deal=401-4-0"), ("pamfil", "#deal=101-3-0")]
)
def test_the_coach_is_heard_after_your_card_and_the_end_in_order(
    page: Page, site_url: str, game: str, fragment: str
) -> None:
    page.add_init_script(f"({LISTEN})()")
    open_play(page, site_url, game, fragment, coach=True)  # the Instant pace
    wait_turn(page)
    _play(page, random.Random(11))
    root = page.locator(ROOT_SEL)
    expect(root.locator(".gc-play__score")).to_be_visible()
    page.wait_for_function("() => document.activeElement.id === 'gc-play-score-title'")
    talk = page.evaluate("() => window.__talk")
    print("\n".join(talk))
    coach = [i for i, line in enumerate(talk) if _is_coach(line)]
    assert coach, talk  # the coach spoke at least once in the deal
    for i in coach:
        # Right after your own move: no computer's card comes between.
        before = talk[i - 1]
        assert _is_yours(before), (before, talk[i])
    # The end: the last trick's winner and points, then "The deal is over.".
    over = talk.index("The deal is over.")
    assert re.search(r"(wins|You win) the trick with .*, \d+ points?\.$", talk[over - 1]), talk
    assert not any(" plays " in line or line.startswith("You play ") for line in talk[over:])
    # The computers' thinking is not read out (N5).
    assert not any("thinking" in line for line in talk), talk


@pytest.mark.parametrize(("game", "fragment"), [("tarok", "#deal=201-3-0")])
def test_the_engine_says_nothing_once_ready_on_the_play_page(
    page: Page, site_url: str, game: str, fragment: str
) -> None:
    page.add_init_script(f"({LISTEN})()")
    # Strong computers (slow enough on this machine for "Working…" to have shown before).
    page.add_init_script(
        """if (localStorage.getItem('gc-play/v1') === null) {
             localStorage.setItem('gc-play/v1', JSON.stringify({version: 1, games: {tarok: {
               current: null, history: [],
               settings: {pace: 0, coach: false, strength: 'strong'}}}}));
           }"""
    )
    open_play(page, site_url, game, fragment)
    wait_turn(page)
    page.evaluate("() => { window.__engine = []; }")  # from ready on
    _play(page, random.Random(12))
    seen = page.evaluate("() => window.__engine")
    shown = [text for text, hidden in seen if text and not hidden]
    assert shown == [], shown
    assert not any("Pyodide" in text or "Working" in text for text, _ in seen), seen
    expect(page.locator(f"{ROOT_SEL} .gc-engine")).to_be_hidden()
    assert page.evaluate("() => window.trainer.pyodide").startswith("314.")


def test_tarok_seats_are_glossed_and_a_declined_contra_is_no_contra(
    page: Page, site_url: str
) -> None:
    page.add_init_script(f"({LISTEN})()")
    open_play(page, site_url, "tarok", "#deal=201-3-0")
    wait_turn(page)
    root = page.locator(ROOT_SEL)
    expect(root.locator(".gc-play__seat .gc-play__name")).to_have_text(
        ["Środek (middlehand)", "Zadek (rearhand)"]
    )
    expect(root.locator(".gc-play__me strong")).to_have_text("You: Ręka (forehand)")
    seat_options = root.locator("select[name=seat] option")
    expect(seat_options).to_have_text(
        ["Ręka (forehand)", "Środek (middlehand)", "Zadek (rearhand)"]
    )
    root.get_by_role("button", name="Pass", exact=True).click()  # the auction
    rng = random.Random(13)
    declined = False
    while wait_turn(page) not in ("done", "error"):
        no = root.get_by_role("button", name="No contra")
        if no.count() and no.is_enabled():
            no.click()
            declined = True
            continue
        act_once(page, rng)
    deal = saved_deal(page, "tarok")
    state = engine_state(deal, view=0)
    talk = page.evaluate("() => window.__talk")
    if declined:
        assert "You: No contra." in talk, talk
        mine = [m["text"] for m in state["moves"] if m["seat"] == 0 and m["kind"] == "double"]
        assert mine == ["No contra"], mine
        root.locator(".gc-play__logbox summary").click()
        expect(root.locator(".gc-play__log")).to_contain_text("You (Ręka): No contra")
    assert "You: Pass." in talk, talk  # the auction's pass stays "Pass"
    # The headline: no English article on a Polish seat; the soloist's points from the engine.
    headline = root.locator(".gc-play__headline").inner_text()
    names = "(Ręka|Środek|Zadek)"
    if state["declarer"] is not None and state["declarer"] != 0:
        assert re.fullmatch(
            rf"You (won|lost), [+−]\d+: {names} (won|lost) his [\w ąęółśżźćń]+ with "
            rf"{state['declarer_points']} against you and {names}\.",
            headline,
        ), headline
    assert " the Zadek" not in headline and " the Środek" not in headline, headline


def test_a_seat_that_sits_out_says_so_once(page: Page, site_url: str) -> None:
    open_play(page, site_url, "tarok", "#deal=7-4-0")
    wait_turn(page)
    root = page.locator(ROOT_SEL)
    king = root.locator(".gc-play__seat[data-seat='3']")
    expect(king.locator(".gc-play__name")).to_have_text("King (the dealer, sits out)")
    _play(page, random.Random(14))
    expect(king).not_to_contain_text("sits out this deal")
    open_play(page, site_url, "schafkopf", "#deal=8-5-0")
    wait_turn(page)
    dealer = root.locator(".gc-play__seat[data-seat='4']")
    expect(dealer.locator(".gc-play__name")).to_have_text("Dealer (sits out)")
    expect(dealer).not_to_contain_text("(sits out) (sits out")


def test_a_refusal_is_one_sentence(page: Page, site_url: str) -> None:
    open_play(page, site_url, "pamfil", "#deal=101-3-0")
    rng = random.Random(15)
    root = page.locator(ROOT_SEL)
    for _ in range(60):
        if wait_turn(page) in ("done", "error"):
            break
        refused = root.locator(".gc-play__card--illegal:not([tabindex='-1'])")
        if (
            page.locator(f"{ROOT_SEL} .gc-play__card--legal[data-action]").count()
            and refused.count()
        ):
            refused.first.click()
            note = root.locator(".gc-play__note--refusal p").first
            expect(note).to_contain_text("You cannot play the ")
            text = note.inner_text()
            assert ".." not in text and text.endswith("."), text
            assert re.match(r"You cannot play the .+?\. [A-Z]", text), text
            return
        act_once(page, rng)
    pytest.fail("no turn with a card you may not play")
