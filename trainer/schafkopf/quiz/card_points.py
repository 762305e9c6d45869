"""Quiz kind on card points: count a pile of won tricks (the text's value table)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card
from trainer.i18n import msg
from trainer.points import schafkopf_points
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.framework import joined
from trainer.quiz.grading import grade_number
from trainer.quiz.sampling import draw
from trainer.schafkopf.contracts import Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.quiz.common import game
from trainer.schafkopf.rulebook import RULES


def gen_card_points(rng: random.Random, level: int, options: SchafkopfOptions) -> Draft:
    state = draw(rng, lambda r: game(r, options, (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO)))
    state.play_random(rng)
    count = {1: 1, 2: rng.randint(2, 3), 3: rng.randint(4, 6)}[level]
    picked = rng.sample(range(8), count)
    pile = [c for i in sorted(picked) for c in state.tricks[i].cards]
    return Draft(
        prompt=msg("sk.quiz.points.prompt", n=len(pile), tricks=msg("quiz.count.tricks", n=count)),
        blocks=[blocks.cards(msg("sk.quiz.points.cards_won"), pile, "pile")],
        answer=blocks.number(msg("quiz.field.card_points"), 0, 120),
        key=schafkopf_points(pile),
        rule=RULES["sk-card-points"],
        context={"pile": pile},
        example="card-points",
    )


def grade_card_points(question: Question, answer: Any) -> Verdict:
    pile: list[Card] = question.context["pile"]
    counted = [c for c in pile if c.points]
    if counted:
        terms = [msg("sk.quiz.points.term", card=c, points=c.points) for c in counted]
        added = msg("quiz.sum", terms=joined(terms, "quiz.plus"), total=question.key)
        why = msg("sk.quiz.points.why", sum=added)
    else:
        why = msg("sk.quiz.points.why_nothing")
    truth = msg("sk.quiz.points.truth", points=question.key)
    return grade_number(question, answer, "quiz.number.points", why, truth)
