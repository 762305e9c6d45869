"""Every sentence once, in a catalogue (issue 33, item 8): a lint on prose literals in the code.

The conversion to messages is under way, so the lint ratchets: `tests/data/literals-baseline.json`
holds, per file of `trainer/`, `docs_ext/` and `docs/javascripts/`, the learner-facing prose
literals it had when the lint came. A file that has more fails with the literals it added; a
file that has fewer fails until its baseline is lowered (`python scripts/literals.py --lower`),
so the count cannot creep back. What counts as a prose literal, and the named places where
developer-facing words (request errors, op descriptions) may stay, are in `scripts/literals.py`.
"""

from __future__ import annotations

from pathlib import Path

import literals  # (scripts/literals.py: the counting rules)
from literals import DEVELOPER, LEARNER, Literal

ROOT = Path(__file__).resolve().parents[2]


def _texts(found: list[Literal], audience: str = LEARNER) -> list[str]:
    return [lit.text for lit in found if lit.audience == audience]


def test_no_file_has_more_or_fewer_learner_facing_literals_than_its_baseline() -> None:
    problems = literals.compare(literals.learner_literals(ROOT), literals.read_baseline(ROOT))
    assert not problems, "\n".join(problems)


def test_the_baseline_names_only_files_that_exist() -> None:
    """A file deleted or moved leaves its entry behind, which would let a new file of that
    name start with the old allowance."""
    gone = [path for path in literals.read_baseline(ROOT) if not (ROOT / path).is_file()]
    assert not gone, f"remove them from {literals.BASELINE}: {gone}"


def test_a_sentence_in_python_is_found_and_a_message_key_is_not() -> None:
    source = """
'''A docstring is not read.'''
from trainer.i18n import msg

def refuse(card, n: "Sized") -> str:
    '''Nor is this one.'''
    ok = msg("tk.play.follow_suit", card=card)
    label = f"{n} card points"
    return "You must follow suit"
"""
    found = literals.python_literals("trainer/tarok/play.py", source)
    assert _texts(found) == ["{} card points", "You must follow suit"]
    assert [lit.line for lit in found] == [8, 9]


def test_request_errors_are_developer_facing_only_where_they_are_named() -> None:
    source = """
from trainer.errors import PositionError, RequestError

def read(value):
    if value is None:
        raise RequestError("the request needs a field 'cards'", "cards")
    raise PositionError("the trick holds two cards of one seat", "trick")
"""
    found = literals.python_literals("trainer/protocol.py", source)
    assert _texts(found, DEVELOPER) == ["the request needs a field 'cards'"]
    assert _texts(found, LEARNER) == ["the trick holds two cards of one seat"]
    # in a named module every literal is for developers
    named = literals.python_literals("trainer/fields.py", source)
    assert _texts(named, LEARNER) == []
    for path in literals.DEVELOPER_FILES | {path for path, _ in literals.DEVELOPER_NAMES}:
        assert (ROOT / path).is_file(), f"{path} is named as a developer place but is gone"


def test_a_sentence_in_javascript_is_found_and_code_strings_are_not() -> None:
    source = """
import { t } from "../site/words.js";
// "A comment is not read."
const hint = el("p", { class: "gc-hint gc-hint--open", "aria-label": "Close the hint" });
if (event.key === "Enter") document.querySelector("[data-engine] .gc-answer").focus();
button.textContent = t("play.button.play", { card });
status.textContent = `${n} card${n === 1 ? "" : "s"} left`;
label.replace(/ are trumps$/, "");
throw new Error(`no message ${key} in the catalogues`);
"""
    found = literals.js_literals("docs/javascripts/play/table.js", source)
    assert _texts(found) == ["Close the hint", "{} card{} left"]
    assert _texts(found, DEVELOPER) == ["no message {} in the catalogues"]
    assert [lit.line for lit in found if lit.audience == LEARNER] == [4, 7]


def test_a_file_over_its_baseline_fails_with_the_literals_it_added() -> None:
    path = "trainer/tarok/play.py"
    now = [
        Literal(path, 3, "You must follow suit", LEARNER),
        Literal(path, 9, "You must play a tarok", LEARNER),
    ]
    problems = literals.compare({path: now}, {path: ["You must follow suit"]})
    assert len(problems) == 1
    assert "2 learner-facing literals, 1 allowed" in problems[0]
    assert "line 9: 'You must play a tarok'" in problems[0]
    assert "line 3" not in problems[0]
    # a new file starts from nothing
    assert literals.compare({"trainer/new.py": now[:1]}, {})


def test_a_file_under_its_baseline_fails_until_the_baseline_is_lowered() -> None:
    path = "docs/javascripts/play/table.js"
    baseline = {path: ["Hint", "Your cards"], "trainer/gone.py": ["Pass"]}
    now = {path: [Literal(path, 5, "Hint", LEARNER)]}
    problems = literals.compare(now, baseline)
    assert len(problems) == 2
    assert all("lower the baseline" in problem for problem in problems)
    lowered = literals.lowered(now, baseline)
    assert lowered == {path: ["Hint"]}
    assert literals.compare(now, lowered) == []
    # lowering never raises a file that went over its baseline
    over = {path: [Literal(path, 1, "Hint", LEARNER), Literal(path, 2, "Pass", LEARNER)] * 2}
    assert literals.lowered(over, baseline)[path] == ["Hint", "Your cards"]


def test_the_examples_in_the_counting_rules_hold() -> None:
    import doctest

    import inventory
    import jstokens

    for module in (jstokens, literals, inventory):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed, module.__name__
