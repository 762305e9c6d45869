"""Quiz kind on card points: count a pile of won tricks (the text's value table)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card
from trainer.naming import card_name, plural
from trainer.points import schafkopf_points
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_number
from trainer.quiz.sampling import draw
from trainer.schafkopf.contracts import Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.quiz.common import GAME, game
from trainer.schafkopf.rulebook import RULES


def gen_card_points(rng: random.Random, level: int, options: SchafkopfOptions) -> Draft:
    state = draw(rng, lambda r: game(r, options, (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO)))
    state.play_random(rng)
    count = {1: 1, 2: rng.randint(2, 3), 3: rng.randint(4, 6)}[level]
    picked = rng.sample(range(8), count)
    pile = [c for i in sorted(picked) for c in state.tricks[i].cards]
    return Draft(
        prompt=(
            f"These {len(pile)} cards are {plural(count, 'trick')} of a played deal. How many "
            "card points are they worth?"
        ),
        blocks=[blocks.cards("Cards won", pile, "pile")],
        answer=blocks.number("Card points", 0, 120),
        key=schafkopf_points(pile),
        rule=RULES["sk-card-points"],
        context={"pile": pile},
        example="card-points",
    )


def grade_card_points(question: Question, answer: Any) -> Verdict:
    pile: list[Card] = question.context["pile"]
    counted = [c for c in pile if c.points]
    if counted:
        parts = " + ".join(f"{card_name(GAME, c)} {c.points}" for c in counted)
        why = f"{parts} = {question.key}; Nines, Eights and Sevens count nothing."
    else:
        why = "Nines, Eights and Sevens count nothing, so the pile is worth 0."
    return grade_number(question, answer, "point", why, f"the pile is worth {question.key}")
