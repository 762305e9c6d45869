"""Every message template of the quiz framework and of the learn and quiz scripts, rendered
with 0, 1 and 2 (issue 22, learner UX review P9): "1 trick", "One of your 2 answers",
"Both your answers", never "1 tricks", "All 2 of your answers", "the higher the" or "..".

The Python templates are called here; the browser's are rendered by Node, importing the very
modules the pages load (docs/javascripts/quiz/plural.js, quiz/progress.js, learn/words.js,
learn/guide.js), so a template cannot be fixed in one place and left wrong in another.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from trainer.api import handle
from trainer.naming import plural
from trainer.quiz.framework import wrong_fields

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "docs" / "javascripts"

# The small grammar list: what a rendered sentence must never contain.
BAD = [
    (
        re.compile(r"\b1 (?:answers|tricks|trumps|taroks|kings|lessons|steps|cards|points)\b"),
        "a plural after 1",
    ),
    (
        re.compile(
            r"\b(?:[02-9]|\d\d+) (?:answer|trick|trump|tarok|king|lesson|step|card)\b(?! of)"
        ),
        "a singular after a count",
    ),
    (re.compile(r"\bthe higher the\b", re.IGNORECASE), "a doubled article"),
    (re.compile(r"\bthe trump the\b", re.IGNORECASE), "a doubled article"),
    (re.compile(r"\b(?:your|his) partner's the\b", re.IGNORECASE), "a doubled determiner"),
    (re.compile(r"\ball [12]\b", re.IGNORECASE), "'all' of one or two"),
    (re.compile(r"\b0 of them\b"), "'0 of them'"),
    (re.compile(r"\bOne of your \d+ answers are\b"), "one … are"),
    (re.compile(r"\b1 of your last 1\b"), "one of one"),
    (re.compile(r"\.\."), "a doubled full stop"),
    (re.compile(r"  "), "a doubled space"),
    (re.compile(r"\bNo of\b"), "'No of'"),
]


def problems(text: str) -> list[str]:
    return [
        f"{what}: {found.group()!r}" for pattern, what in BAD if (found := pattern.search(text))
    ]


def test_the_grammar_list_catches_the_reviewed_slips():
    """The list itself: each sentence the review quoted (P9) is caught."""
    for slip in (
        "One of your 2 answers are wrong",
        "All 2 of your answers are wrong",
        "1 tricks",
        "With 1 trumps",
        "1 of your last 1 answers here were wrong",
        "… the Seven of hearts..",
        "you hold the higher the Unter of leaves",
        "does not beat the trump the King of leaves",
        "Your partner's the Ace of hearts is winning",
    ):
        assert problems(slip), slip


@pytest.mark.parametrize("total", range(1, 10))
def test_wrong_fields_reads_right_for_every_count(total):
    """A form's summary: English grammar for every count of wrong fields, and every language
    says every count (nothing raises, no placeholder is left)."""
    labels = ["Forehand", "Second player", "Dealer", *(f"Player {n}" for n in range(4, 10))]
    labels = labels[:total]
    for wrong in range(total + 1):
        said = wrong_fields(labels[:wrong], total)
        text = said.render("en")
        assert not problems(text), (wrong, total, text)
        assert text.endswith(".") and text[0].isupper(), text
        if wrong and total > 1:
            assert text.endswith(": " + ", ".join(label.lower() for label in labels[:wrong]) + ".")
        for locale in ("pl", "de", "en-XA"):
            other = said.render(locale)
            assert other.strip() and not re.search(r"\{[a-z_!:?]*\}", other), (locale, other)
    if total >= 2:
        assert (
            wrong_fields(labels[:1], total)
            .render("en")
            .startswith(f"One of your {total} answers is wrong")
        )
    if total == 2:
        assert str(wrong_fields(labels, 2)).startswith("Both your answers are wrong")
    if total >= 3:
        assert str(wrong_fields(labels, total)).startswith(f"All {total} of your answers are wrong")
        assert str(wrong_fields(labels[:2], total)).startswith(
            f"Two of your {total} answers are wrong"
        )


def test_the_engines_plural_reads_right():
    assert [plural(n, "trick") for n in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]


NODE_SCRIPT = Path(__file__).with_name("render_templates.mjs")


def test_the_browsers_templates_read_right_for_0_1_and_2():
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    done = subprocess.run(
        [
            node,
            "--no-warnings",
            str(NODE_SCRIPT),
            JS.as_uri(),
            json.dumps(handle({"op": "describe"})["games"]),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    rendered = json.loads(done.stdout)
    assert len(rendered) > 60
    found = [(text, problems(text)) for text in rendered if text and problems(text)]
    assert not found, found
    assert "1 trick" in rendered and "2 tricks" in rendered
    assert "your last answer here was wrong" in rendered
    assert "both your last 2 answers here were wrong" in rendered
    assert any(t.startswith("You hold 1 trump for an ace game") for t in rendered), rendered
    assert "Both steps right at the first try." in rendered
    assert any("You hold 2 taroks" in t for t in rendered), rendered
