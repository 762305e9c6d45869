"""Quiz kind on counting card points in groups of three (T12, T13)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.i18n import Message, msg
from trainer.points import tarok_count, tarok_raw_points
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_number
from trainer.quiz.sampling import draw
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import finished_state
from trainer.tarok.rulebook import RULES


def gen_card_points(rng: random.Random, level: int, options: TarokOptions) -> Draft:

    def make(rng: random.Random) -> tuple[list[Card], Message] | None:
        state = finished_state(rng, options)
        mine, theirs = state.piles()
        if level == 1:
            n = rng.randint(1, 2)
            start = rng.randrange(0, 12 - n + 1)
            pile = [c for t in state.tricks[start : start + n] for c in t.cards]
            return pile, msg("quiz.count.tricks", n=n)
        side = rng.choice(["soloist", "opponents"])
        if level == 2:
            if len(state.taken) not in (1, 2):
                return None
            label = msg(f"tk.quiz.points.pile.{side}")
        else:
            label = msg(f"tk.quiz.points.all.{side}")
        return (mine if side == "soloist" else theirs), label

    pile, label = draw(rng, make, lambda found: bool(found[0]))
    pile = TAROK_DECK.sorted(pile)
    return Draft(
        prompt=msg("tk.quiz.points.prompt", pile=label, n=len(pile)),
        blocks=[blocks.cards(msg("tk.quiz.points.the_pile"), pile, "pile")],
        answer=blocks.number(msg("quiz.field.card_points"), 0, 66),
        key=tarok_count(pile),
        rule=RULES["tk-counting"],
        context={"pile": [c.code for c in pile]},
        example="a-pile-of-ten-cards",
    )


def count_text(pile: list[Card]) -> Message:
    raw = tarok_raw_points(pile)
    groups, rest = divmod(len(pile), 3)
    cards = msg("tk.quiz.points.cards_make", n=len(pile))
    count = tarok_count(pile)
    if not groups:  # NEW-19: never "0 groups of three (−0)"
        return msg("tk.quiz.points.count.incomplete", raw=raw, cards=cards, count=count)
    said = {"raw": raw, "cards": cards, "n": groups, "minus": 2 * groups, "count": count}
    if rest:
        return msg("tk.quiz.points.count.groups_rest", **said, rest=rest)
    return msg("tk.quiz.points.count.groups", **said)


def grade_card_points(question: Question, answer: Any) -> Verdict:
    pile = [TAROK_DECK.parse(c) for c in question.context["pile"]]
    truth = msg("tk.quiz.points.truth", points=question.key)
    return grade_number(question, answer, "quiz.number.points", count_text(pile), truth)
