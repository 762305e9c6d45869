"""Quiz kind on matadors: the unbroken run of top trumps one side held (S15)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card
from trainer.i18n import AllOf, msg
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_number
from trainer.quiz.sampling import draw
from trainer.schafkopf.auction import SEATS
from trainer.schafkopf.contracts import Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.quiz.common import DECK, game
from trainer.schafkopf.ranking import sort_hand
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.scoring import matador_minimum, matador_run
from trainer.schafkopf.state import SchafkopfState


def gen_matadors(rng: random.Random, level: int, options: SchafkopfOptions) -> Draft:
    kinds = {
        1: (Kind.ACE_GAME,),
        2: (Kind.SUIT_SOLO, Kind.ACE_GAME),
        3: (Kind.WENZ, Kind.WENZ_TOUT, Kind.SUIT_SOLO),
    }[level]

    def make(rng: random.Random) -> tuple[SchafkopfState, bool, list[Card], int] | None:
        state = game(rng, options, kinds)
        if state is None or state.declarer_seat is None or state.contract is None:
            return None
        side = [state.declarer_seat] + ([state.partner] if state.partner is not None else [])
        holders = side if rng.random() < 0.5 else [s for s in range(SEATS) if s not in side]
        cards = [c for s in holders for c in state.original[s]]
        return state, holders == side, cards, matador_run(state.contract, cards)

    state, declarers, cards, run = draw(rng, make, lambda found: level == 1 or found[3] > 0)
    rank = state.rank
    assert rank is not None and state.contract is not None  # make() drew a contract in play
    minimum = matador_minimum(state.contract)
    side = "sk.quiz.matadors.prompt.declarers" if declarers else "sk.quiz.matadors.prompt.opponents"
    example = {1: "four-obers", 2: "a-broken-run", 3: "two-unters-in-a-wenz"}[level]
    return Draft(
        prompt=msg(side, contract=state.contract),
        blocks=[blocks.cards(msg("sk.quiz.matadors.cards"), sort_hand(cards, rank))],
        answer=blocks.number(msg("sk.quiz.matadors.field"), 0, 14),
        key=run if run >= minimum else 0,
        rule=RULES["sk-matadors"],
        context={
            "run": run,
            "minimum": minimum,
            "top": [c.code for c in rank.trumps[: run + 1]],
            "contract": state.contract,
        },
        example=example,
    )


def grade_matadors(question: Question, answer: Any) -> Verdict:
    run, minimum, codes = (question.context[k] for k in ("run", "minimum", "top"))
    top = [DECK.parse(code) for code in codes]
    if run == 0:
        why = msg("sk.quiz.matadors.why.none", card=top[0])
    elif run < minimum:
        why = msg("sk.quiz.matadors.why.short", cards=AllOf(top[:run]), n=run, minimum=minimum)
    elif run < len(top):
        why = msg("sk.quiz.matadors.why.breaks", cards=AllOf(top[:run]), card=top[run], n=run)
    else:
        why = msg("sk.quiz.matadors.why.run", cards=AllOf(top[:run]), n=run)
    truth = msg("sk.quiz.matadors.truth", count=question.key)
    return grade_number(question, answer, "quiz.number.matadors", why, truth)
