"""Quiz kind on scoring: the soloist's result and each player's payment (T6–T15)."""

from __future__ import annotations

import random
from typing import Any

from trainer.i18n import Message, msg, say
from trainer.points import tarok_count
from trainer.quiz import Draft, Question, Verdict, answer_form, blocks
from trainer.quiz.framework import Said, joined
from trainer.quiz.grading import Reason, grade_form
from trainer.quiz.sampling import draw
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import finished_state, glossed_in_text, seat_label_first, who
from trainer.tarok.rulebook import RULES
from trainer.tarok.scoring import Bonus
from trainer.tarok.state import TarokState


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


def bonus_name(name: str) -> Message:
    """A bonus (or an announcement) as the question names it: "Pagat ultimo", "The trull"."""
    return msg(f"tk.quiz.score.bonus.{name}")


def _yes_no(value: bool) -> Message:
    return msg("quiz.word.yes" if value else "quiz.word.no")


def bonus_table(bonuses: list[Bonus]) -> list[list[Said]]:
    """The bonus rows of a score question; a full hand says its trump count (its value
    depends on it: 10, 11 or 12 trumps are worth 50, 100 or 150)."""
    rows: list[list[Said]] = []
    for b in bonuses:
        name = (
            msg("tk.quiz.score.bonus.full_hand_trumps", n=b.trumps)
            if b.name == "full_hand"
            else bonus_name(b.name)
        )
        rows.append(
            [
                name,
                msg(f"tk.quiz.score.side.{b.side}"),
                _yes_no(b.announced),
                _yes_no(True) if b.achieved else msg("tk.quiz.score.failed"),
            ]
        )
    return rows


def _field_label(seat: int, soloist: int, players: int) -> Message:
    """What a seat wins or pays, as its field's label: the seat glossed, unless the facts above
    glossed it (the soloist) or it is named with its article (the king)."""
    first = seat != soloist and glossed_in_text(seat, players)
    key = "tk.quiz.score.field.seat_first" if first else "tk.quiz.score.field.seat"
    return msg(key, seat=who(seat, players))


def gen_score(rng: random.Random, level: int, options: TarokOptions) -> Draft:
    def make(rng: random.Random) -> TarokState:
        return finished_state(rng, options, 4 if level == 3 and rng.random() < 0.5 else 3)

    state = draw(rng, make, lambda s: _score_ok(level, s))
    res = state.final_score()
    players = state.players
    mine, _ = state.piles()
    tricks = sum(1 for t in state.tricks if t.winner == state.soloist)
    announced = [bonus_name(name) for name in state.announcements]
    table: Said = (
        msg("tk.quiz.score.players_king", players=players) if players == 4 else str(players)
    )
    facts: list[tuple[Said, Said]] = [
        (msg("quiz.fact.players"), table),
        (msg("tk.quiz.score.fact.soloist"), seat_label_first(state.soloist_seat)),
        (msg("quiz.fact.contract"), say(state.winning_bid, "label")),
        (msg("tk.quiz.score.fact.points"), str(tarok_count(mine))),
        (msg("tk.quiz.score.fact.tricks"), str(tricks)),
        (msg("tk.quiz.score.fact.doubling"), msg(f"tk.quiz.score.doubling.{state.contra}")),
        (
            msg("tk.quiz.score.fact.announced"),
            joined(announced, "tk.quiz.score.names") if announced else msg("tk.quiz.score.nothing"),
        ),
        (msg("tk.quiz.score.fact.renons"), _yes_no(state.renons)),
    ]
    bonus_rows = bonus_table(state.bonuses())
    shown: list[dict[str, Any]] = [blocks.facts(facts)]
    if bonus_rows:
        columns = [
            msg(f"tk.quiz.score.column.{c}") for c in ("bonus", "side", "announced", "achieved")
        ]
        shown.append(blocks.table(columns, bonus_rows))
    fields = [blocks.number_field("total", msg("tk.quiz.score.field.total"))]
    fields += [
        blocks.number_field(f"seat{s}", _field_label(s, state.soloist_seat, players))
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
        prompt=msg("tk.quiz.score.prompt"),
        blocks=shown,
        answer=blocks.form(fields),
        key=key,
        rule=RULES["tk-formula" if res.won else "tk-loss"],
        context={"lines": [line.text for line in res.lines], "players": players},
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


def _label(name: str, players: int) -> Message:
    """A field named in the summary of a wrong answer: "the soloist's result", "what Ręka wins
    or pays"."""
    if name == "total":
        return msg("tk.quiz.score.name.total")
    return msg("tk.quiz.score.name.seat", seat=who(int(name[4:]), players))


def _money(name: str, value: float, players: int) -> Message:
    """What one player wins or pays: "Ręka receives 60", "the king pays 20"."""
    seat = who(int(name[4:]), players)
    if value > 0:
        return msg("tk.quiz.score.money.receives", seat=seat, amount=value)
    if value < 0:
        return msg("tk.quiz.score.money.pays", seat=seat, amount=-value)
    return msg("tk.quiz.score.money.even", seat=seat)


def _expected_text(key: dict[str, float], players: int) -> Message:
    each = [_money(name, value, players) for name, value in key.items() if name != "total"]
    payments = joined(each, "tk.quiz.score.payments")
    return msg("tk.quiz.score.expected", total=key["total"], payments=payments)


def grade_score(question: Question, answer: Any) -> Verdict:
    form = answer_form(answer)
    players = question.context["players"]
    wrong: dict[str, Reason] = {}
    for name, expected in question.key.items():
        if _number(form.get(name)) != expected:
            if name == "total":
                wrong[name] = msg("tk.quiz.score.wrong.total", total=expected), question.rule
            else:
                told = msg("tk.quiz.score.wrong.seat", payment=_money(name, expected, players))
                wrong[name] = told, RULES["tk-settlement"]
    labels: dict[str, Said] = {name: _label(name, players) for name in question.key}
    expected_text = _expected_text(question.key, players)
    return grade_form(
        question, wrong, labels, expected_text, joined(question.context["lines"], "quiz.then")
    )
