"""Quiz kind on counting card points in groups of three (T12, T13)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.naming import plural
from trainer.points import tarok_count, tarok_raw_points
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_number
from trainer.quiz.sampling import draw
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import finished_state
from trainer.tarok.rulebook import RULES


def gen_card_points(rng: random.Random, level: int, options: TarokOptions) -> Draft:

    def make(rng: random.Random) -> tuple[list[Card], str] | None:
        state = finished_state(rng, options)
        mine, theirs = state.piles()
        if level == 1:
            n = rng.randint(1, 2)
            start = rng.randrange(0, 12 - n + 1)
            pile = [c for t in state.tricks[start : start + n] for c in t.cards]
            return pile, plural(n, "trick")
        side = rng.choice(["soloist", "opponents"])
        if level == 2:
            if len(state.taken) not in (1, 2):
                return None
            label = "the soloist's pile" if side == "soloist" else "the opponents' pile"
        else:
            label = (
                "the soloist's tricks and discards"
                if side == "soloist"
                else "the opponents' tricks and the untaken talon"
            )
        return (mine if side == "soloist" else theirs), label

    pile, label = draw(rng, make, lambda found: bool(found[0]))
    pile = TAROK_DECK.sorted(pile)
    return Draft(
        prompt=(
            f"How many card points is this pile worth ({label}, {plural(len(pile), 'card')}), "
            "counted in groups of three?"
        ),
        blocks=[blocks.cards("The pile", pile, "pile")],
        answer=blocks.number("Card points", 0, 66),
        key=tarok_count(pile),
        rule=RULES["tk-counting"],
        context={"pile": [c.code for c in pile]},
        example="a-pile-of-ten-cards",
    )


def count_text(pile: list[Card]) -> str:
    raw = tarok_raw_points(pile)
    groups, rest = divmod(len(pile), 3)
    cards = f"{plural(len(pile), 'card')} {'makes' if len(pile) == 1 else 'make'}"
    if not groups:  # NEW-19: never "0 groups of three (−0)"
        text = f"The card values add up to {raw}; {cards} one incomplete group (\u22121)"
    else:
        text = (
            f"The card values add up to {raw}; {cards} {plural(groups, 'group')} of three "
            f"(\u2212{2 * groups})"
        )
        if rest:
            text += f" and an incomplete group of {rest} (\u22121)"
    return text + f", so the pile counts {tarok_count(pile)}."


def grade_card_points(question: Question, answer: Any) -> Verdict:
    pile = [TAROK_DECK.parse(c) for c in question.context["pile"]]
    truth = f"the pile counts {question.key}"
    return grade_number(question, answer, "point", count_text(pile), truth)
