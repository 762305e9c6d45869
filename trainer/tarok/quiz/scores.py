"""Quiz kind on scoring: the soloist's result and each player's payment (T6–T15)."""

from __future__ import annotations

import random
import re
from typing import Any

from trainer.naming import capital, plural
from trainer.points import tarok_count
from trainer.quiz import Draft, Question, Verdict, answer_form, blocks
from trainer.quiz.grading import Reason, grade_form
from trainer.quiz.sampling import draw
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import finished_state, seat_first, seat_text, seat_text_first
from trainer.tarok.rulebook import RULES
from trainer.tarok.scoring import Bonus
from trainer.tarok.state import TarokState

BONUS_NAMES = {
    "pagat_ultimo": "Pagat ultimo",
    "trull": "The trull",
    "kings": "Four kings",
    "full_hand": "Full hand",
    "volat": "Volat",
}
DOUBLING = {"contra": "Contra (×2)"}
"""The doublings not simply named ("None", "Recontra", "Supracontra") by their own word."""


def _score_ok(level: int, state: TarokState) -> bool:
    res = state.final_score()
    if level == 1:
        return state.winning_bid.level == 1 and state.contra == "none" and res.bonus_total == 0
    if level == 2:
        return (state.winning_bid.level > 1 or state.contra != "none") and res.bonus_total == 0
    return (
        bool(res.bonus_values and any(res.bonus_values))
        or state.renons
        or state.contra in ("recontra", "supracontra")
    )


def in_words(line: str) -> str:
    """A working line of the engine's score, as a learner reads it.

    Minus signs are real minus signs and a loss formula carries its minus.
    """
    line = re.sub(r"(?<![\w)])-(\d)", "\u2212\\1", line)
    line = re.sub(r"(short of 33 by \d+, )\(", "\\1\u2212(", line)
    for name, words in BONUS_NAMES.items():
        line = line.replace(name.replace("_", " ").capitalize(), words)
    return line


def bonus_table(bonuses: list[Bonus]) -> list[list[str]]:
    """The bonus rows of a score question; a full hand says its trump count (its value
    depends on it: 10, 11 or 12 trumps are worth 50, 100 or 150)."""
    rows = []
    for b in bonuses:
        name = BONUS_NAMES.get(b.name, capital(b.name))
        if b.name == "full_hand":
            name += f" ({plural(b.trumps, 'trump')})"
        rows.append(
            [
                name,
                "Soloist" if b.side == "soloist" else "Opponents",
                "Yes" if b.announced else "No",
                "Yes" if b.achieved else "Failed",
            ]
        )
    return rows


def _named(index: int, soloist: int, players: int) -> str:
    """A seat in a field's label: glossed, unless the facts above glossed it (the soloist)."""
    return seat_text(index, players) if index == soloist else seat_text_first(index, players)


def gen_score(rng: random.Random, level: int, options: TarokOptions) -> Draft:
    def make(rng: random.Random) -> TarokState:
        return finished_state(rng, options, 4 if level == 3 and rng.random() < 0.5 else 3)

    state = draw(rng, make, lambda s: _score_ok(level, s))
    res = state.final_score()
    players = state.players
    mine, _ = state.piles()
    tricks = sum(1 for t in state.tricks if t.winner == state.soloist)
    announced = [BONUS_NAMES.get(a, a).lower() for a in state.announcements]
    facts = [
        (
            "Players",
            str(players)
            + (": the dealer is the king, who pays and receives" if players == 4 else ""),
        ),
        ("Soloist", seat_first(state.soloist_seat)),
        ("Contract", capital(state.winning_bid.label)),
        ("Soloist's card points", str(tarok_count(mine))),
        ("Soloist's tricks", str(tricks)),
        ("Doubling", DOUBLING.get(state.contra, capital(state.contra))),
        ("Announced", capital(", ".join(announced)) if announced else "Nothing"),
        ("Renons (a king discarded)", "Yes" if state.renons else "No"),
    ]
    bonus_rows = bonus_table(state.bonuses())
    shown: list[dict[str, Any]] = [blocks.facts(facts)]
    if bonus_rows:
        shown.append(blocks.table(["Bonus", "Side", "Announced", "Achieved"], bonus_rows))
    fields = [blocks.number_field("total", "The soloist's result (game value and bonuses)")]
    fields += [
        blocks.number_field(
            f"seat{s}", f"What {_named(s, state.soloist_seat, players)} wins (+) or pays (−)"
        )
        for s in range(players)
    ]
    key = {"total": res.total, **{f"seat{s}": res.payments[s] for s in range(players)}}
    if state.renons:
        example = "a-renons"
    elif res.bonus_total and not res.won:
        example = "a-lost-game-saved-by-bonuses"
    else:
        example = "a-won-trojka" if res.won else "lost-at-33"
    return Draft(
        prompt=(
            "The deal is over. What is the soloist's result, and what does each player win (+) "
            "or pay (−)?"
        ),
        blocks=shown,
        answer=blocks.form(fields),
        key=key,
        rule=RULES["tk-formula" if res.won else "tk-loss"],
        context={"lines": [in_words(str(line.text)) for line in res.lines], "players": players},
        example=example,
    )


def _number(value: Any) -> float | None:
    if isinstance(value, dict):
        value = value.get("value")
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip().replace("\u2212", "-").replace(",", "."))
        except ValueError:
            return None
    return None


def _label(name: str, players: int) -> str:
    if name == "total":
        return "the soloist's result"
    return f"what {seat_text(int(name[4:]), players)} wins or pays"


def _money(value: float) -> str:
    if value > 0:
        return f"receives {value:g}"
    if value < 0:
        return f"pays {-value:g}"
    return "neither pays nor receives"


def _expected_text(key: dict[str, float], players: int) -> str:
    total = f"{key['total']:g}".replace("-", "\u2212")
    each = ", ".join(
        f"{seat_text(int(name[4:]), players)} {_money(value)}"
        for name, value in key.items()
        if name != "total"
    )
    return f"The soloist's result is {total}; {each}."


def grade_score(question: Question, answer: Any) -> Verdict:
    form = answer_form(answer)
    players = question.context["players"]
    wrong: dict[str, Reason] = {}
    for name, expected in question.key.items():
        if _number(form.get(name)) != expected:
            shown = f"{expected:g}".replace("-", "\u2212")
            if name == "total":
                wrong[name] = f"The soloist's result is {shown}.", question.rule
            else:
                told = f"{capital(seat_text(int(name[4:]), players))} {_money(expected)}."
                wrong[name] = told, RULES["tk-settlement"]
    labels = {name: _label(name, players) for name in question.key}
    expected_text = _expected_text(question.key, players)
    return grade_form(question, wrong, labels, expected_text, " ".join(question.context["lines"]))
