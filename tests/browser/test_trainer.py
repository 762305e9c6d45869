"""The in-browser trainer end to end (issues 7 and 11), in headless Debian Chromium.

The expected answer of each question comes from the engine in this Python
process (the same code the page runs in Pyodide), never from the page.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from trainer.api import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent.parent
BOOT_MS = 120_000
GAMES = ("pamfil", "tarok", "schafkopf")
VIEWPORTS = {"desktop": {"width": 1366, "height": 900}, "mobile": {"width": 390, "height": 844}}
DESCRIBE = handle({"op": "describe"})


def kinds_of(game: str) -> list[str]:
    described = DESCRIBE["games"][game]
    return [kind["name"] for kind in described["quiz_kinds"] if kind["available"]]


def expected_answer(question_id: str) -> object:
    game = question_id.split(":", 1)[0]
    # An empty answer is refused (empty_answer); an unreadable one is graded with the key.
    answer = {"unreadable": True}
    verdict = handle({"op": "check", "game": game, "question": question_id, "answer": answer})
    assert verdict["ok"], verdict
    return verdict["expected"]


def current_question(page: Page) -> dict:
    """The question on the page, as the engine in this process makes it from the same id."""
    return _question_from_id(question_id(page))


def question_id(page: Page) -> str:
    return page.locator("[data-trainer] [data-question]").get_attribute("data-question")


def _question_from_id(qid: str) -> dict:
    game = qid.split(":")[0]
    response = handle({"op": "quiz", "game": game, "id": qid})
    if not response.get("ok"):  # until the quiz op takes an id (quiztext's change)
        parts = qid.split(":", 4)
        options = {}
        for part in parts[4].split(",") if len(parts) == 5 else []:
            name, value = part.split("=")
            options[name] = {"true": True, "false": False}.get(
                value, int(value) if value.lstrip("-").isdigit() else value
            )
        response = handle(
            {
                "op": "quiz",
                "game": game,
                "kind": parts[1],
                "difficulty": int(parts[2]),
                "seed": int(parts[3]),
                "options": options,
            }
        )
    assert response["ok"], response
    return response["question"]


def open_trainer(page: Page, site_url: str, game: str, fragment: str = "") -> None:
    page.goto(f"{site_url}{game}/trainer/{fragment}")
    wait_ready(page)


def wait_ready(page: Page) -> None:
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )


def new_question(page: Page, kind: str, level: int = 1) -> str:
    root = page.locator("[data-trainer]")
    before = question_id(page)
    root.locator("select.gc-quiz__select").first.select_option(kind)
    root.locator("select.gc-quiz__select").nth(1).select_option(str(level))
    root.get_by_role("button", name="New question").click()
    expect(root.locator("[data-question]")).not_to_have_attribute("data-question", before or "")
    qid = question_id(page)
    assert qid.split(":")[1] == kind
    return qid


def enter_answer(page: Page, question: dict, answer: object) -> None:
    """Enter ``answer`` the way a reader would: clicks, radio buttons, typing."""
    root = page.locator("[data-trainer]")
    form = question["answer"]
    if form["type"] == "cards":
        chosen = [answer] if isinstance(answer, str) else list(answer or [])
        for code in chosen:
            root.locator(f'button.gc-card--choosable[data-card="{code}"]').click()
    elif form["type"] == "choice":
        root.locator(f'input[type="radio"][value="{answer}"]').check()
    elif form["type"] == "number":
        root.locator('input[name="value"]').fill(str(answer))
    elif form["type"] == "form":
        for field in form["fields"]:
            value = answer[field["name"]]
            box = root.locator(f'[name="{field["name"]}"]')
            if field["type"] == "choice":
                box.select_option(json.dumps(value) if isinstance(value, bool) else str(value))
            else:
                box.fill(str(value))


def give_answer(page: Page, question: dict, answer: object) -> None:
    enter_answer(page, question, answer)
    root = page.locator("[data-trainer]")
    root.get_by_role("button", name="Check answer").click()
    expect(root.locator(".gc-verdict")).to_be_visible()


def wrong_answer(question: dict, expected: object) -> object:
    form = question["answer"]
    if form["type"] == "cards":
        block = question["blocks"][form["from"]]
        codes = block.get("cards") or [p["card"] for p in block["plays"]]
        if form.get("select") == "one":
            return next(code for code in codes if code != expected)
        chosen = set(expected or [])
        for code in codes:  # one card more or fewer, never an empty answer
            wrong = sorted(chosen ^ {code})
            if wrong:
                return wrong
    if form["type"] == "choice":
        return next(c["value"] for c in form["choices"] if c["value"] != expected)
    if form["type"] == "number":
        return int(expected) + 1
    wrong = dict(expected)
    for field in form["fields"]:
        if field["type"] == "number":
            wrong[field["name"]] = int(expected[field["name"]]) + 1
            return wrong
    field = form["fields"][0]
    values = [c["value"] if isinstance(c, dict) else c for c in field["choices"]]
    wrong[field["name"]] = next(v for v in values if v != expected[field["name"]])
    return wrong


def visible_text(page: Page) -> str:
    return page.locator("[data-trainer]").inner_text()


# Words a learner must never read: option identifiers, rule anchors, internal field names.
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(?:pf|tk|sk)-[a-z-]+\b|\bseat\d\b")
CARD_CODE = re.compile(r"\b(?:(?:10|[2-9AKOUQCJ])[CSHD]|T\d{1,2}|SK)\b")


def assert_words_not_codes(page: Page, game: str) -> None:
    text = visible_text(page)
    option_names = {o["name"] for o in DESCRIBE["games"][game]["options"]}
    leaks = [w for w in IDENTIFIER.findall(text) if w in option_names or "-" in w or "seat" in w]
    assert not leaks, text
    if "card_names" in DESCRIBE["games"][game]:  # the engine's words (quiztext's contract)
        assert not CARD_CODE.findall(text), text


def assert_verdict_focused(page: Page) -> None:
    focused = page.evaluate("() => document.activeElement.className")
    assert "gc-verdict" in focused, focused
    box = page.locator("[data-trainer] .gc-verdict").bounding_box()
    height = page.viewport_size["height"]
    assert box is not None and box["y"] < height and box["y"] + 20 > 0, box
    live = page.locator("[data-trainer] [aria-live] .gc-verdict")
    expect(live).to_have_count(1)


@pytest.fixture(params=sorted(VIEWPORTS))
def viewport(request, browser):
    """A fresh page at a desktop or a phone size."""
    size = VIEWPORTS[request.param]
    mobile = request.param == "mobile"
    context = browser.new_context(viewport=size, has_touch=mobile, is_mobile=mobile)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on(
        "console",
        lambda msg: errors.append(msg.text) if msg.type == "error" else None,
    )
    yield page, errors
    context.close()


# -- every kind, right and wrong -------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_right_and_wrong(
    page: Page, site_url: str, game: str, outside_requests, page_errors
) -> None:
    open_trainer(page, site_url, game)
    root = page.locator("[data-trainer]")
    for kind in kinds_of(game):
        new_question(page, kind)
        question = current_question(page)
        give_answer(page, question, expected_answer(question["id"]))
        expect(root.locator(".gc-verdict")).to_have_class(re.compile(r"\bgc-verdict--correct\b"))
        assert_verdict_focused(page)
        assert_words_not_codes(page, game)
        root.get_by_role("button", name=re.compile("^Next question")).click()
        expect(root.locator("[data-question]")).not_to_have_attribute(
            "data-question", question["id"]
        )
        question = current_question(page)
        expected = expected_answer(question["id"])
        give_answer(page, question, wrong_answer(question, expected))
        expect(root.locator(".gc-verdict")).to_have_class(re.compile(r"\bgc-verdict--wrong\b"))
        # The answer, once: in the verdict, or beside a number field ("✗ the answer: 5").
        said = root.locator(".gc-verdict__answer, .gc-quiz__field--wrong .gc-quiz__mark")
        expect(said.first).not_to_be_empty()
        assert_verdict_focused(page)
        assert_words_not_codes(page, game)
        # the explanation is never printed twice
        lines = [line.strip() for line in root.locator(".gc-verdict").inner_text().split("\n")]
        lines = [line for line in lines if len(line) > 25]
        assert len(lines) == len(set(lines)), lines
    assert outside_requests.urls == []
    assert page_errors == []


def test_first_question_is_static_and_has_no_answer_key(site_dir: Path) -> None:
    for game in GAMES:
        html = (site_dir / game / "trainer" / "index.html").read_text(encoding="utf-8")
        assert "data-question=" in html and 'class="gc-quiz__prompt"' in html
        assert "&quot;expected&quot;" not in html and "&quot;key&quot;" not in html
        # No JSON <script> of ours: instant navigation would run it as JavaScript.
        assert "gc-quiz__data" not in html and "gc-quiz__config" not in html


# -- 1. the trainer survives every in-page link, back/forward and instant navigation -----------


@pytest.mark.parametrize("game", GAMES)
def test_every_in_page_link_leaves_a_working_trainer(viewport, site_url: str, game: str) -> None:
    page, errors = viewport
    open_trainer(page, site_url, game)
    hrefs = page.evaluate(
        """() => [...document.querySelectorAll('a[href]')]
            .filter((a) => { const u = new URL(a.href, location.href);
                return u.pathname === location.pathname && u.hash; })
            .map((a) => a.getAttribute('href'))"""
    )
    assert len(hrefs) >= 2, hrefs  # the skip link, the heading's ¶ …
    for href in hrefs:
        link = page.locator(f'a[href="{href}"]').first
        link.focus()  # as a keyboard user does: the skip link shows only when focused
        page.keyboard.press("Enter")
        wait_ready(page)
        root = page.locator("[data-trainer]")
        expect(root.get_by_role("button", name="New question")).to_be_visible()
    kind = kinds_of(game)[0]
    new_question(page, kind)
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
    assert [e for e in errors if "Content Security Policy" in e or "Error" in e] == []


def test_instant_navigation_between_trainers_and_back(
    page: Page, site_url: str, page_errors
) -> None:
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    open_trainer(page, site_url, "pamfil")
    page.locator('nav a[href$="tarok/trainer/"]').first.click()
    expect(page.locator("[data-trainer]")).to_have_attribute("data-game", "tarok")
    wait_ready(page)
    question = current_question(page)
    assert question["game"] == "tarok"
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
    page.go_back()
    expect(page.locator("[data-trainer]")).to_have_attribute("data-game", "pamfil")
    wait_ready(page)
    new_question(page, kinds_of("pamfil")[1])
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
    page.go_forward()
    expect(page.locator("[data-trainer]")).to_have_attribute("data-game", "tarok")
    wait_ready(page)
    expect(page.get_by_role("button", name="New question")).to_have_count(1)
    assert page_errors == [] and errors == []


def test_copy_link_reproduces_a_question(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    qid = new_question(page, kinds_of("schafkopf")[0], level=2)
    question = current_question(page)
    give_answer(page, question, expected_answer(qid))
    page.get_by_role("button", name="Copy link").click()
    link = page.locator(".gc-quiz__copy").get_attribute("data-href")
    assert link.endswith("#q=" + qid.replace(":", "%3A"))
    other = page.context.new_page()
    other.goto(link)
    expect(other.locator("[data-trainer] [data-question]")).to_have_attribute(
        "data-question", qid, timeout=BOOT_MS
    )


def test_a_link_to_another_games_question_points_to_its_trainer(page: Page, site_url: str) -> None:
    qid = "tarok:legal_plays:1:5"
    open_trainer(page, site_url, "pamfil", f"#q={qid}")
    notice = page.locator(".gc-quiz__notice")
    expect(notice).to_be_visible()
    expect(notice.get_by_role("link")).to_have_attribute("href", re.compile("/tarok/trainer/#q="))
    notice.get_by_role("link").click()
    expect(page.locator("[data-trainer] [data-question]")).to_have_attribute(
        "data-question", qid, timeout=BOOT_MS
    )


# -- 2. the question comes first ------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_prompt_and_first_answer_control_are_in_the_first_screen(
    viewport, site_url: str, game: str
) -> None:
    page, _ = viewport
    open_trainer(page, site_url, game)
    height = page.viewport_size["height"]
    prompt = page.locator("[data-trainer] .gc-quiz__prompt").bounding_box()
    control = page.locator(
        "[data-trainer] .gc-quiz__question :is(button.gc-card--choosable, input, select)"
    ).first.bounding_box()
    assert prompt["y"] + prompt["height"] <= height, prompt
    assert control["y"] + min(control["height"], 40) <= height, control
    assert page.locator("details", has_text="How this works").count() == 1


# -- 3 and 6. pictures with names, cards clicked where they lie, a readable table ---------------


@pytest.mark.parametrize("game", GAMES)
def test_cards_have_names_and_the_trick_shows_who_led(page: Page, site_url: str, game: str) -> None:
    open_trainer(page, site_url, game)
    assert page.locator(".gc-notation-key").count() == 1
    new_question(page, "trick_winner")
    images = page.locator("[data-trainer] .gc-quiz__question img.gc-card__img")
    assert images.count() > 0
    for i in range(images.count()):
        alt, title = images.nth(i).get_attribute("alt"), images.nth(i).get_attribute("title")
        assert (alt == title and not CARD_CODE.fullmatch(alt) and " of " in alt) or "Tarok" in alt
    expect(page.locator("[data-trainer] .gc-trick__play--led")).to_have_count(1)
    expect(page.locator("[data-trainer] .gc-trick__play--led .gc-trick__order")).to_have_text("led")


# -- 4. the verdict: focus, marks, Next beside it, keyboard ------------------------------------


def test_keyboard_numbers_pick_and_enter_goes_on(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    new_question(page, "auction")  # a question answered by a choice (radio buttons)
    question = current_question(page)
    assert question["answer"]["type"] == "choice", question["answer"]
    expected = expected_answer(question["id"])
    index = [c["value"] for c in question["answer"]["choices"]].index(expected)
    page.locator("[data-trainer] .gc-quiz__prompt").focus()
    page.keyboard.press(str(index + 1))
    page.keyboard.press("Enter")  # submits the form from the radio
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
    assert_verdict_focused(page)
    right = page.locator(".gc-quiz__choice--right")
    expect(right).to_have_count(1)
    expect(right).to_contain_text("your answer")
    before = question["id"]
    page.keyboard.press("Enter")
    expect(page.locator("[data-trainer] [data-question]")).not_to_have_attribute(
        "data-question", before
    )


def test_wrong_choice_marks_the_chosen_and_the_right_one(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    new_question(page, "auction")
    question = current_question(page)
    expected = expected_answer(question["id"])
    give_answer(page, question, wrong_answer(question, expected))
    expect(page.locator(".gc-quiz__choice--wrong")).to_contain_text("your answer")
    expect(page.locator(".gc-quiz__choice--right")).to_contain_text("right answer")
    actions = page.locator(".gc-quiz__actions").bounding_box()
    verdict = page.locator(".gc-verdict").bounding_box()
    assert abs(actions["y"] - verdict["y"]) < 200  # Next sits beside the verdict


def test_keyboard_only_selection(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    new_question(page, "legal_plays")
    first = page.locator("button.gc-card--choosable").first
    first.focus()
    page.keyboard.press("Enter")
    expect(first).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("() => document.activeElement.dataset.card")
    assert focused == page.locator("button.gc-card--choosable").nth(1).get_attribute("data-card")
    page.keyboard.press("Space")
    expect(page.locator("button.gc-card--choosable").nth(1)).to_have_attribute(
        "aria-pressed", "true"
    )


# -- 5. plain language ------------------------------------------------------------------------


def test_house_rules_in_words_are_remembered_and_unlock_matadors(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    root = page.locator("[data-trainer]")
    kind_menu = root.locator("select.gc-quiz__select").first
    assert kind_menu.locator('option[value="matadors"]').is_disabled()
    root.locator("details.gc-quiz__rules > summary").click()
    root.locator("details.gc-quiz__one-rule > summary").click()
    panel_text = root.locator("details.gc-quiz__rules").inner_text()
    for option in DESCRIBE["games"]["schafkopf"]["options"]:
        assert "_" not in option["name"] or option["name"] not in panel_text
    root.locator('select[data-option="matadors"]').select_option("true")
    expect(root.locator(".gc-quiz__rules-note")).to_contain_text("next question")
    assert not kind_menu.locator('option[value="matadors"]').is_disabled()
    # A score question names the house rule in play (the matadors question is about it anyway).
    qid = new_question(page, "score", level=2)
    expect(root.locator(".gc-quiz__house-rules")).to_be_visible()
    qid = new_question(page, "matadors", level=2)
    question = current_question(page)
    give_answer(page, question, expected_answer(qid))
    expect(root.locator(".gc-verdict--correct")).to_be_visible()
    assert_words_not_codes(page, "schafkopf")
    page.reload()
    wait_ready(page)
    assert page.locator('select[data-option="matadors"]').input_value() == "true"


def test_rules_in_play_only_when_they_differ_from_the_text(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "pamfil")
    new_question(page, "legal_plays")
    expect(page.locator("[data-trainer] .gc-quiz__house-rules")).to_have_count(0)


# -- 7. progress that teaches ------------------------------------------------------------------


def saved(page: Page) -> dict:
    return json.loads(page.evaluate("() => localStorage.getItem('gc-trainer/v2')"))


def test_progress_per_level_try_again_and_reviews(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "tarok")
    root = page.locator("[data-trainer]")
    kind = "card_points"
    new_question(page, kind, level=2)
    missed = current_question(page)
    give_answer(page, missed, wrong_answer(missed, expected_answer(missed["id"])))
    # a second try straight after seeing the answer does not count
    root.get_by_role("button", name="Try this one again").click()
    give_answer(page, missed, expected_answer(missed["id"]))
    record = saved(page)["games"]["tarok"]
    assert record["kinds"][kind]["levels"]["2"] == {"answered": 1, "correct": 0, "recent": [0]}
    assert record["streak"] == 0 and record["reviews"][0]["id"] == missed["id"]
    # the missed question comes back after one other question
    root.get_by_role("button", name="Next question").click()
    expect(root.locator("[data-question]")).not_to_have_attribute("data-question", missed["id"])
    other = current_question(page)
    give_answer(page, other, expected_answer(other["id"]))
    root.get_by_role("button", name="Next question (a review)").click()
    expect(root.locator("[data-question]")).to_have_attribute("data-question", missed["id"])
    expect(root.locator(".gc-quiz__heading")).to_contain_text("review")
    give_answer(page, missed, expected_answer(missed["id"]))
    record = saved(page)["games"]["tarok"]
    assert record["reviews"][0]["box"] == 2 and record["streak"] == 2
    row = root.locator(f'.gc-quiz__progress tr[data-kind="{kind}"]')
    expect(row).to_contain_text("2/3 right (67%)")
    expect(root.locator(".gc-progress__next")).to_contain_text("Practise next")


def test_an_impossible_empty_answer_is_refused(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "pamfil")
    new_question(page, "trick_winner")
    root = page.locator("[data-trainer]")
    root.get_by_role("button", name="Check answer").click()
    expect(root.locator(".gc-quiz__refusal")).to_be_visible()
    expect(root.locator(".gc-verdict")).to_have_count(0)
    assert page.evaluate("() => localStorage.getItem('gc-trainer/v2')") is None


def test_saved_progress_of_version_1_is_migrated_and_kept(page: Page, site_url: str) -> None:
    old = {
        "version": 1,
        "games": {
            "pamfil": {
                "kinds": {"legal_plays": {"answered": 7, "correct": 5, "streak": 2}},
                "missed": ["pamfil:legal_plays:2:3"],
                "options": {"pamfil_mode": "top_club"},
            }
        },
    }
    page.goto(site_url + "pamfil/trainer/")
    page.evaluate("(v) => localStorage.setItem('gc-trainer/v1', v)", json.dumps(old))
    page.reload()
    wait_ready(page)
    record = saved(page)["games"]["pamfil"]
    assert record["kinds"]["legal_plays"]["answered"] == 7
    assert record["reviews"] == [{"id": "pamfil:legal_plays:2:3", "box": 1, "due": 7}]
    assert record["options"] == {"pamfil_mode": "top_club"}
    assert json.loads(page.evaluate("() => localStorage.getItem('gc-trainer/v1')")) == old
    expect(page.locator(".gc-progress__summary")).to_contain_text("1 due now")
    page.get_by_role("button", name="Review it now").click()
    expect(page.locator("[data-trainer] [data-question]")).to_have_attribute(
        "data-question", "pamfil:legal_plays:2:3"
    )


def test_unreadable_progress_of_version_1_is_set_aside_with_a_notice(
    page: Page, site_url: str, page_errors
) -> None:
    page.goto(site_url + "pamfil/trainer/")
    page.evaluate("() => localStorage.setItem('gc-trainer/v1', '{\"version\": 1, \"games\": 3')")
    page.reload()
    expect(page.locator(".gc-quiz__notice")).to_contain_text("could not be read")
    wait_ready(page)
    kept = page.evaluate("() => localStorage.getItem('gc-trainer/v1.unreadable')")
    assert kept == '{"version": 1, "games": 3'
    assert saved(page) == {"version": 2, "games": {}}
    assert page_errors == []


def test_progress_survives_a_reload_and_corrupt_storage_gives_a_notice(
    page: Page, site_url: str, page_errors
) -> None:
    open_trainer(page, site_url, "tarok")
    kind = kinds_of("tarok")[0]
    new_question(page, kind)
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
    page.reload()
    wait_ready(page)
    row = page.locator(f'.gc-quiz__progress tr[data-kind="{kind}"]')
    expect(row).to_contain_text("1/1 right (100%)")
    assert saved(page)["games"]["tarok"]["kinds"][kind]["answered"] == 1

    page.evaluate("() => localStorage.setItem('gc-trainer/v2', '{not json')")
    page.reload()
    notice = page.locator(".gc-quiz__notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("could not be read")
    wait_ready(page)
    assert page.evaluate("() => localStorage.getItem('gc-trainer/v2.unreadable')") == "{not json"
    assert page_errors == []


# -- loading, offline, failure (the engine side) -----------------------------------------


def test_works_offline_after_the_first_visit(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "pamfil")
    # Once the engine has the runtime, the page installs the service worker, which
    # keeps the whole site; it controls the page when its copy is complete.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    kind = kinds_of("pamfil")[0]
    new_question(page, kind)
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
    page.context.set_offline(False)


def test_blocked_wasm_gives_the_failure_message(browser, site_url: str) -> None:
    context = browser.new_context()
    context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}schafkopf/trainer/")
    root = page.locator("[data-trainer]")
    expect(root).to_have_attribute("data-engine", "failed", timeout=BOOT_MS)
    expect(root.locator(".gc-quiz__status")).to_contain_text("could not start")
    expect(root.locator(".gc-quiz__prompt")).to_be_visible()
    response = page.evaluate("() => window.trainer.request({op: 'describe'})")
    assert response["ok"] is False and response["error"]["code"] == "engine_unavailable"
    assert errors == []
    context.close()


# -- accessibility, also after answering -------------------------------------------------


NO_MOTION = "*, *::before, *::after { transition: none !important; animation: none !important; }"
"""Axe reads colours as they are drawn, and a header that fades while the page scrolls
(Material's topic, after a click lower down) reads as text of too little contrast for the few
hundred ms of its fade. With motion off every element is drawn in its settled colours at once:
the check is about those colours, not about the motion, and no fade can start mid-check."""

SCRIPTED_MOTION_DONE = """() => document.getAnimations().every(
  (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity)"""
"""What the style cannot stop: an animation started from a script (element.animate) has ended."""


def axe_serious(page: Page) -> list:
    page.add_style_tag(content=NO_MOTION)
    page.wait_for_function(SCRIPTED_MOTION_DONE)
    page.add_script_tag(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    results = page.evaluate("async () => (await axe.run(document)).violations")
    return [
        (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
        for v in results
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize(
    "path",
    [
        "",
        "schafkopf/rules/",
        "tarok/rules/",
        "pamfil/rules/",
        "schafkopf/trainer/",
        "tarok/trainer/",
        "pamfil/trainer/",
    ],
)
def test_no_serious_accessibility_violations(browser, site_url: str, path: str) -> None:
    context = browser.new_context(bypass_csp=True)  # to inject axe-core, a test-only script
    page = context.new_page()
    page.goto(site_url + path)
    if "trainer" in path:
        wait_ready(page)
    assert not axe_serious(page)
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_no_serious_accessibility_violations_after_answering(
    browser, site_url: str, game: str
) -> None:
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    open_trainer(page, site_url, game)
    for kind in kinds_of(game)[:3]:
        new_question(page, kind)
        question = current_question(page)
        give_answer(page, question, wrong_answer(question, expected_answer(question["id"])))
    serious = axe_serious(page)
    assert not serious, serious
    context.close()


def test_a_repeat_visit_starts_from_the_saved_engine(page: Page, site_url: str) -> None:
    # Without the site's snapshot the first visit starts normally and saves its own.
    page.route("**/generated/engine-snapshot-*.bin.gz", lambda route: route.abort())
    open_trainer(page, site_url, "tarok")
    assert page.evaluate("() => window.trainer.timings.start") == "fresh"
    page.wait_for_function(
        """async () => (await caches.keys()).includes('gc-engine-snapshot')
            && (await (await caches.open('gc-engine-snapshot')).keys()).length === 1""",
        timeout=BOOT_MS,
    )
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.trainer.timings.start") == "saved"
    kind = kinds_of("tarok")[-1]
    new_question(page, kind, level=3)
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
