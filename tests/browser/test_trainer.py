"""The in-browser trainer end to end (issue 7), in headless Debian Chromium.

The expected answer of each question comes from the engine in this Python
process (the same code the page runs in Pyodide), never from the page.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from trainer.api import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent.parent
BOOT_MS = 120_000
GAMES = ("pamfil", "tarok", "schafkopf")


def kinds_of(game: str) -> list[str]:
    described = handle({"op": "describe"})["games"][game]
    return [kind["name"] for kind in described["quiz_kinds"] if kind["available"]]


def expected_answer(question_id: str) -> object:
    game = question_id.split(":", 1)[0]
    verdict = handle({"op": "check", "game": game, "question": question_id, "answer": None})
    assert verdict["ok"], verdict
    return verdict["expected"]


def question_of(page: Page) -> dict:
    return json.loads(
        page.evaluate(
            "() => JSON.stringify(document.querySelector('[data-trainer] [data-question]')"
            ".dataset.question)"
        )
    )


def current_question(page: Page) -> dict:
    qid = page.locator("[data-trainer] [data-question]").get_attribute("data-question")
    response = handle(
        {
            "op": "quiz",
            "game": qid.split(":")[0],
            "kind": qid.split(":")[1],
            "difficulty": int(qid.split(":")[2]),
            "seed": int(qid.split(":")[3]),
            "options": _options_of(qid),
        }
    )
    assert response["ok"], response
    return response["question"]


def _options_of(qid: str) -> dict:
    parts = qid.split(":", 4)
    if len(parts) < 5:
        return {}
    options = {}
    for part in parts[4].split(","):
        name, value = part.split("=")
        options[name] = {"true": True, "false": False}.get(
            value, int(value) if value.lstrip("-").isdigit() else value
        )
    return options


def wait_ready(page: Page) -> None:
    root = page.locator("[data-trainer]")
    expect(root).to_have_attribute("data-engine", "ready", timeout=BOOT_MS)


def open_trainer(page: Page, site_url: str, game: str, fragment: str = "") -> None:
    page.goto(f"{site_url}{game}/trainer/{fragment}")
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )


def new_question(page: Page, kind: str, level: int = 1) -> str:
    root = page.locator("[data-trainer]")
    before = root.locator("[data-question]").get_attribute("data-question")
    root.locator("select.gc-quiz__select").first.select_option(kind)
    root.locator("select.gc-quiz__select").nth(1).select_option(str(level))
    root.get_by_role("button", name="New question").click()
    expect(root.locator("[data-question]")).not_to_have_attribute("data-question", before or "")
    qid = root.locator("[data-question]").get_attribute("data-question")
    assert qid.split(":")[1] == kind
    return qid


def give_answer(page: Page, question: dict, answer: object) -> None:
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
    root.get_by_role("button", name="Check answer").click()


def wrong_answer(question: dict, expected: object) -> object:
    form = question["answer"]
    if form["type"] == "cards":
        block = question["blocks"][form["from"]]
        codes = block.get("cards") or [p["card"] for p in block["plays"]]
        if form.get("select") == "one":
            return next(code for code in codes if code != expected)
        chosen = set(expected or [])
        flip = codes[0]
        return sorted(chosen ^ {flip})
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


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_right_and_wrong(
    page: Page, site_url: str, game: str, outside_requests, page_errors
) -> None:
    open_trainer(page, site_url, game)
    for kind in kinds_of(game):
        new_question(page, kind)
        question = current_question(page)
        expected = expected_answer(question["id"])
        give_answer(page, question, expected)
        verdict = page.locator("[data-trainer] .gc-verdict")
        expect(verdict).to_have_class("gc-verdict gc-verdict--correct")
        page.locator("[data-trainer]").get_by_role("button", name="Next question").click()
        expect(page.locator("[data-trainer] [data-question]")).not_to_have_attribute(
            "data-question", question["id"]
        )
        question = current_question(page)
        expected = expected_answer(question["id"])
        give_answer(page, question, wrong_answer(question, expected))
        expect(verdict).to_have_class("gc-verdict gc-verdict--wrong")
        feedback = page.locator("[data-trainer] .gc-quiz__feedback")
        expect(feedback).to_contain_text("The answer")
        assert feedback.locator(".gc-verdict__explanation").inner_text().strip(), kind
    assert outside_requests.urls == []
    assert page_errors == []


def test_first_question_is_static_and_has_no_answer_key(site_dir: Path) -> None:
    for game in GAMES:
        html = (site_dir / game / "trainer" / "index.html").read_text(encoding="utf-8")
        assert "data-question=" in html and 'class="gc-quiz__prompt"' in html
        assert '"key"' not in html and '"expected"' not in html


def test_permalink_reproduces_a_question(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    qid = new_question(page, kinds_of("schafkopf")[0], level=2)
    link = page.locator(".gc-quiz__permalink").get_attribute("href")
    assert link.endswith("#q=" + qid.replace(":", "%3A"))
    other = page.context.new_page()
    other.goto(link)
    expect(other.locator("[data-trainer] [data-question]")).to_have_attribute(
        "data-question", qid, timeout=BOOT_MS
    )


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
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    row = page.locator(".gc-quiz__progress tbody tr").first
    expect(row.locator("td").first).to_have_text("1")
    saved = json.loads(page.evaluate("() => localStorage.getItem('gc-trainer/v1')"))
    assert saved["games"]["tarok"]["kinds"][kind]["answered"] == 1

    page.evaluate("() => localStorage.setItem('gc-trainer/v1', '{not json')")
    page.reload()
    notice = page.locator(".gc-quiz__notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("could not be read")
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
    assert page.evaluate("() => localStorage.getItem('gc-trainer/v1.unreadable')") == "{not json"
    assert page_errors == []


def test_works_offline_after_the_first_visit(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "pamfil")
    # Once the engine has the runtime, the page installs the service worker, which
    # keeps the whole site; it controls the page when its copy is complete.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    page.context.set_offline(True)
    page.reload()
    expect(page.locator("[data-trainer]")).to_have_attribute(
        "data-engine", "ready", timeout=BOOT_MS
    )
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
        expect(page.locator("[data-trainer]")).to_have_attribute(
            "data-engine", "ready", timeout=BOOT_MS
        )
    page.add_script_tag(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    results = page.evaluate("async () => (await axe.run(document)).violations")
    serious = [
        (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
        for v in results
        if v["impact"] in ("serious", "critical")
    ]
    assert not serious, serious
    context.close()


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


def test_house_rules_are_remembered_and_unlock_matadors(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "schafkopf")
    root = page.locator("[data-trainer]")
    kind_menu = root.locator("select.gc-quiz__select").first
    assert kind_menu.locator('option[value="matadors"]').is_disabled()
    root.locator("details.gc-quiz__rules summary").click()
    root.locator('select[data-option="matadors"]').select_option("true")
    assert not kind_menu.locator('option[value="matadors"]').is_disabled()
    qid = new_question(page, "matadors", level=2)
    assert qid.endswith(":matadors=true")
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(root.locator(".gc-verdict--correct")).to_be_visible()
    page.reload()
    wait_ready(page)
    assert page.locator('select[data-option="matadors"]').input_value() == "true"


def test_a_repeat_visit_starts_from_the_saved_engine(page: Page, site_url: str) -> None:
    open_trainer(page, site_url, "tarok")
    assert page.evaluate("() => window.trainer.timings.from_snapshot") is False
    page.wait_for_function(
        """async () => (await caches.keys()).includes('gc-engine-snapshot')
            && (await (await caches.open('gc-engine-snapshot')).keys()).length === 1""",
        timeout=BOOT_MS,
    )
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.trainer.timings.from_snapshot") is True
    kind = kinds_of("tarok")[-1]
    new_question(page, kind, level=3)
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
