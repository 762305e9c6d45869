"""Quiz kind on scoring: declared, passed, mucha and the pamfil doubling (P3–P5, P9)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card
from trainer.naming import capital, number, plural
from trainer.pamfil import scoring
from trainer.pamfil.deck import deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import players_for, seat, seat_text
from trainer.pamfil.quiz.muchas import mucha_deal
from trainer.pamfil.simulate import random_declarations, random_playout
from trainer.pamfil.state import PamfilState, Result, deal, from_pack
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_number
from trainer.quiz.sampling import draw


def _score_level_fits(level: int, declared: bool, doubled: bool, outcome: str) -> bool:
    if level == 1:
        return not declared and not doubled and outcome == "played"
    if level == 2:
        return declared and not doubled and outcome == "played"
    return doubled or outcome == "mucha"


def _mucha_state(rng: random.Random, options: PamfilOptions) -> PamfilState | None:
    """A deal arranged to hold a mucha (rare in a shuffle, but every such deal can occur)."""
    made = mucha_deal(rng, 1, options)
    if made is None:
        return None
    _, indicator, _, hands = made
    pack = [c for h in hands for c in h]
    rest = [c for c in deck_for(len(hands)).cards if c not in pack and c is not indicator]
    rng.shuffle(rest)
    order: list[Card] = []
    for packet, start in ((3, 0), (2, 3)):
        for hand in hands:
            order.extend(hand[start : start + packet])
    return from_pack(order + rest + [indicator], options, len(hands))


DECLARED_TABLE_WORDS = (
    " Fewer than two tricks cost 3 points, two score nothing, and three to five score one "
    "point a trick."
)


def _story(score: scoring.Score, declared: bool, mucha: bool) -> str:
    """The engine's score line, with the declared table in words for a declared player."""
    return str(score.line.text) + (DECLARED_TABLE_WORDS if declared and not mucha else "")


def gen_score(rng: random.Random, level: int, options: PamfilOptions) -> Draft:

    def make(rng: random.Random) -> tuple[PamfilState, Result, int] | None:
        players = players_for(level, rng)
        if level == 3 and rng.random() < 0.2:
            state = _mucha_state(rng, options)
            if state is None:
                return None
        else:
            state = deal(rng, options, players)
        random_declarations(state, rng)
        random_playout(state, rng)
        res = state.result
        assert res is not None
        if res.outcome == "mucha":
            candidates = res.mucha.winners if res.mucha else []
        elif res.outcome == "played":
            candidates = list(range(state.players))
        else:
            return None
        if not candidates:
            return None
        return state, res, rng.choice(candidates)

    def fits(found: tuple[PamfilState, Result, int]) -> bool:
        _, res, s = found
        return _score_level_fits(level, res.declared[s], res.doubled[s], res.outcome)

    state, res, s = draw(rng, make, fits)
    players = state.players
    is_mucha = res.outcome == "mucha" and s in (res.mucha.winners if res.mucha else [])
    calls = {c.seat: c for c in state.round.calls}
    if s == 0:
        status = "Must play (the forehand)"
    elif s in calls:
        call = calls[s]
        status = {
            "play": "Declared that he plays",
            "pass": "Passed",
            "exchange": f"Exchanged {plural(call.count, 'card')}, so declared",
        }[call.call]
    else:
        status = "Did not speak (a mucha ended the deal)"
    holder = state.pamfil_holder
    captured = state.captured_by()
    if holder is None:
        pamfil = "Not in any hand (in the talon or discarded)"
    elif is_mucha and holder == s:
        pamfil = f"In {seat_text(holder, players)}'s mucha"
    elif is_mucha:
        pamfil = f"Held by {seat_text(holder, players)}"
    else:
        pamfil = f"Held by {seat_text(holder, players)} when play began"
    items = [
        blocks.fact("Players", str(players)),
        blocks.fact("Trumps", capital(state.trump.german_name)),
        blocks.fact(seat(s, players), status),
        blocks.fact(
            "Tricks he won",
            "None: the deal was not played" if is_mucha else str(res.tricks_won[s]),
        ),
        blocks.fact("The pamfil (Unter of acorns)", pamfil),
    ]
    if captured is not None:
        items.append(blocks.fact("Trick with the pamfil won by", seat(captured, players)))
    if is_mucha:
        items.append(
            blocks.fact("Mucha", f"{capital(seat_text(s, players))} wins the deal by a mucha")
        )
    score = res.seat_scores[s]
    assert score is not None, "a seat the deal scored: any seat of a played deal, a mucha's winner"
    story = _story(score, res.declared[s], is_mucha)
    example = "a-mucha" if is_mucha else "the-pamfil-doubles" if res.doubled[s] else "the-table"
    return Draft(
        prompt=f"How many points does {seat_text(s, players)} score for this deal?",
        blocks=[blocks.facts(items)],
        answer=blocks.number("Points", -12, 20),
        key=score.points,
        rule=score.line.rule,
        context={"story": story},
        example=example,
    )


def grade_score(question: Question, answer: Any) -> Verdict:
    why = question.context["story"]
    return grade_number(question, answer, "point", why, f"the score is {number(question.key)}")
