"""Keys per question with the keyboard only: the trainer's keyboard cost, measured.

A learner who knows the answer (the engine's own, from this Python process) enters it,
checks it and moves on to the next question with the keyboard alone, taking the
shortest path the page offers: Tab to reach a control, the arrow keys inside a group of
cards or radio buttons, Space to pick a card, a digit where the trainer takes digits for
choices and cards, typing for numbers, Enter to send a form (from a field or a drop-down)
or to go on when the page takes Enter for it. Every key that does something is counted;
a shortcut the page turns out not to have (a digit, Enter for "next") is tried once and
not counted. The answer must be marked right, or the measure is void.

Used by ``bench_browser.py``; it drives the trainer through the same helpers as the
browser tests (``tests/browser/test_trainer.py``), so it follows the page's markup.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass

TAB_LIMIT = 120
GAMES = ("pamfil", "tarok", "schafkopf")

FOCUS = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return {tag: 'BODY'};
  return {
    tag: a.tagName, type: a.type || '', name: a.name || '', value: a.value ?? '',
    card: (a.dataset && a.dataset.card) || '', text: (a.textContent || '').trim().slice(0, 60),
    inTrainer: Boolean(a.closest('[data-trainer]')), disabled: Boolean(a.disabled),
  };
}"""

CARD_ORDER = """() => [
  ...document.querySelectorAll('[data-trainer] button[data-card]:not([disabled])'),
].map((b) => b.dataset.card)"""


@dataclass
class Keys:
    """Presses keys and counts those that count."""

    page: object
    count: int = 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.count += 1

    def focus(self) -> dict:
        return self.page.evaluate(FOCUS)

    def tab_to(self, wanted) -> dict:
        for _ in range(TAB_LIMIT):
            focus = self.focus()
            if focus.get("inTrainer") and wanted(focus):
                return focus
            self.press("Tab")
        raise RuntimeError(f"Tab never reached the control it needed (last: {self.focus()})")


def question_id(page) -> str:
    return page.locator("[data-trainer] [data-question]").first.get_attribute("data-question")


def verdict_count(page) -> int:
    return page.locator("[data-trainer] .gc-verdict").count()


def card_pressed(page, code: str) -> bool:
    return page.evaluate(
        """(code) => document.querySelector(`[data-trainer] button[data-card="${code}"]`)
            ?.getAttribute('aria-pressed') === 'true'""",
        code,
    )


def enter_cards(keys: Keys, codes: list[str]) -> None:
    """Each card by its digit (1–9, if the trainer has them), else by the arrow keys."""
    if not codes:
        return
    order = keys.page.evaluate(CARD_ORDER)
    digits = True  # until a digit turns out to do nothing
    on_card = False
    for code in sorted(codes, key=order.index):
        if digits and order.index(code) < 9:
            keys.page.keyboard.press(str(order.index(code) + 1))
            if card_pressed(keys.page, code):
                keys.count += 1
                on_card = keys.focus()["card"] != ""  # with one card, Check has the focus
                continue
            digits = False  # no such shortcut: tried once, not counted
        if not on_card:
            keys.tab_to(lambda f: f["tag"] == "BUTTON" and f["card"] != "")
            on_card = True
        here = order.index(keys.focus()["card"])
        ahead = (order.index(code) - here) % len(order)
        # The arrow keys go round the group: take the shorter way.
        step, moves = (
            ("ArrowRight", ahead)
            if ahead <= len(order) - ahead
            else ("ArrowLeft", len(order) - ahead)
        )
        for _ in range(moves):
            keys.press(step)
        if keys.focus()["card"] != code:
            raise RuntimeError(f"the arrow keys did not reach card {code}")
        keys.press("Space")


def checked_choice(page, value: str) -> bool:
    return page.evaluate(
        """(value) => {
            const root = document.querySelector('[data-trainer]');
            const radios = [...root.querySelectorAll('input[type=radio]')];
            const radio = radios.find((r) => r.value === value);
            if (radio) return radio.checked;
            const items = [...root.querySelectorAll('[data-value]')];
            const item = items.find((e) => e.dataset.value === value);
            return Boolean(item && (item.getAttribute('aria-checked') === 'true'
                || item.getAttribute('aria-pressed') === 'true'));
        }""",
        value,
    )


def enter_choice(keys: Keys, choices: list, answer: object) -> None:
    values = [str(c["value"] if isinstance(c, dict) else c) for c in choices]
    target = str(answer)
    position = values.index(target) + 1
    if position <= 9:
        keys.page.keyboard.press(str(position))  # a digit shortcut, if the trainer has one
        if checked_choice(keys.page, target):
            keys.count += 1
            return
    focus = keys.tab_to(lambda f: f["type"] == "radio")
    if focus["value"] == target and not checked_choice(keys.page, target):
        keys.press("Space")  # Tab lands on the first radio without choosing it
    for _ in range(len(values)):
        if checked_choice(keys.page, target):
            return
        keys.press("ArrowDown")
    raise RuntimeError(f"the choice {target!r} could not be reached with the arrow keys")


def type_value(keys: Keys, text: str) -> None:
    for char in text:
        keys.press(char)


def choose_by_letter(keys: Keys, name: str, wanted: str) -> bool:
    """A drop-down's own shortcut: the first letter of an option, when no other shares it."""
    labels = keys.page.evaluate(
        "(name) => [...document.querySelector(`[data-trainer] [name='${name}']`).options]"
        ".map((o) => [o.value, o.textContent.trim().toLowerCase()])",
        name,
    )
    letter = next(text[:1] for value, text in labels if value == wanted)
    if not (letter.isascii() and letter.isalpha()) or sum(t[:1] == letter for _, t in labels) != 1:
        return False
    keys.press(letter)
    value = keys.page.evaluate(
        "(name) => document.querySelector(`[data-trainer] [name='${name}']`).value", name
    )
    if value != wanted:
        raise RuntimeError(f"the letter {letter!r} did not choose {wanted!r}")
    return True


def enter_form(keys: Keys, form: dict, answer: dict) -> None:
    for field in form["fields"]:
        name = field["name"]
        focus = keys.tab_to(lambda f, name=name: f["name"] == name)
        value = answer[name]
        if field["type"] == "choice":
            wanted = json.dumps(value) if isinstance(value, bool) else str(value)
            options = keys.page.evaluate(
                "(name) => [...document.querySelector(`[data-trainer] [name='${name}']`).options]"
                ".map((o) => o.value)",
                name,
            )
            here, there = options.index(focus["value"]), options.index(wanted)
            if here != there and choose_by_letter(keys, name, wanted):
                continue
            for _ in range(abs(there - here)):
                keys.press("ArrowDown" if there > here else "ArrowUp")
        else:
            type_value(keys, str(value))


def check(keys: Keys, before: int) -> None:
    page = keys.page
    focus = keys.focus()
    if focus.get("tag") == "INPUT":
        keys.press("Enter")  # a form field sends its form
        page.wait_for_timeout(50)
    elif focus.get("tag") == "SELECT":
        page.keyboard.press("Enter")  # a drop-down may send it too, if the trainer says so
        page.wait_for_timeout(50)
        if verdict_count(page) > before:
            keys.count += 1
    if verdict_count(page) <= before:
        keys.tab_to(lambda f: f["tag"] == "BUTTON" and "Check" in f["text"] and not f["disabled"])
        keys.press("Enter")
    page.locator("[data-trainer] .gc-verdict").first.wait_for()


def next_question(keys: Keys, before_id: str) -> None:
    page = keys.page
    page.keyboard.press("Enter")  # Enter for "next", if the trainer has it
    try:
        page.wait_for_function(
            "(id) => document.querySelector('[data-trainer] [data-question]')"
            ".getAttribute('data-question') !== id",
            arg=before_id,
            timeout=1000,
        )
        keys.count += 1
        return
    except Exception:  # no such shortcut: go to the button
        pass
    keys.tab_to(
        lambda f: f["tag"] == "BUTTON" and f["text"].startswith("Next") and not f["disabled"]
    )
    keys.press("Enter")
    page.wait_for_function(
        "(id) => document.querySelector('[data-trainer] [data-question]')"
        ".getAttribute('data-question') !== id",
        arg=before_id,
    )


def answer_by_keyboard(page, hooks) -> int:
    """Keys to answer the current question rightly and reach the next one."""
    question = hooks.current_question(page)
    answer = hooks.expected_answer(question["id"])
    form = question["answer"]
    keys = Keys(page)
    before = verdict_count(page)
    if form["type"] == "cards":
        enter_cards(keys, [answer] if isinstance(answer, str) else list(answer or []))
    elif form["type"] == "choice":
        enter_choice(keys, form["choices"], answer)
    elif form["type"] == "number":
        keys.tab_to(lambda f: f["tag"] == "INPUT" and f["type"] in ("number", "text"))
        type_value(keys, str(answer))
    elif form["type"] == "form":
        enter_form(keys, form, answer)
    check(keys, before)
    if not page.locator("[data-trainer] .gc-verdict--correct").count():
        raise RuntimeError(f"the keyboard answer to {question['id']} was not marked right")
    next_question(keys, question["id"])
    page.wait_for_function(
        "() => document.querySelector('[data-trainer]').dataset.engine === 'ready'"
    )
    return keys.count


def keys_per_question(browser, base: str, per_kind: int = 2) -> list[int]:
    """Keys for ``per_kind`` questions of every quiz kind of every game.

    A question the keyboard could not answer is reported on stderr and left out.
    """
    return [n for counts in keys_by_game(browser, base, per_kind).values() for n in counts]


def keys_by_game(
    browser, base: str, per_kind: int = 2, games: tuple[str, ...] = GAMES, verbose: bool = False
) -> dict[str, list[int]]:
    """Keys for ``per_kind`` questions of every quiz kind, by game."""
    from tests.browser import test_trainer as hooks

    by_game: dict[str, list[int]] = {}
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    for game in games:
        counts = by_game.setdefault(game, [])
        page.goto(f"{base}{game}/trainer/")
        page.wait_for_function(
            "() => document.querySelector('[data-trainer]')?.dataset.engine === 'ready'",
            timeout=180_000,
        )
        for kind in hooks.kinds_of(game):
            hooks.new_question(page, kind)  # choosing the quiz is set-up, not counted
            for _ in range(per_kind):
                try:
                    counts.append(answer_by_keyboard(page, hooks))
                    if verbose:
                        print(f"  {game} {kind}: {counts[-1]} keys", file=sys.stderr)
                except RuntimeError as error:
                    print(f"keyboard: {game} {kind}: {error}", file=sys.stderr)
                    hooks.new_question(page, kind)
    context.close()
    return by_game


def main() -> int:
    """Keys per question on the built site, per game and overall (``site/`` must be built)."""
    import argparse
    import statistics
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root / "scripts"))
    sys.path.insert(0, str(root))
    from chromium import CHROMIUM, LAUNCH_ARGS
    from playwright.sync_api import sync_playwright
    from serve_site import serve_in_thread

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=2, help="questions per quiz kind")
    parser.add_argument("--game", action="append", choices=GAMES, help="only this game")
    parser.add_argument("--verbose", action="store_true", help="keys of every question")
    args = parser.parse_args()
    server, base = serve_in_thread(root / "site")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        games = tuple(args.game or GAMES)
        by_game = keys_by_game(browser, base, args.per_kind, games, args.verbose)
        browser.close()
    server.shutdown()
    everything = [n for counts in by_game.values() for n in counts]
    for game, counts in by_game.items():
        spread = f"{min(counts)}–{max(counts)}"
        print(f"{game:<10} {statistics.mean(counts):4.1f} keys (mean of {len(counts)}, {spread})")
    print(f"{'all':<10} {statistics.mean(everything):4.1f} keys (mean of {len(everything)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
