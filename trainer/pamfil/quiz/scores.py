"""Quiz kind on scoring: declared, passed, mucha and the pamfil doubling (P3–P5, P9)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card
from trainer.i18n import Message, msg
from trainer.naming import seat_name, seat_noun
from trainer.pamfil import scoring
from trainer.pamfil.deck import deck_for
from trainer.pamfil.game import deal, from_pack
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import GAME, players_for, suit_label
from trainer.pamfil.quiz.muchas import mucha_deal
from trainer.pamfil.simulate import random_declarations, random_playout
from trainer.pamfil.state import PamfilState, Result
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.framework import Said
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


def _story(score: scoring.Score, declared: bool, mucha: bool) -> Message:
    """The engine's score line, with the declared table in words for a declared player."""
    if declared and not mucha:
        return msg("pf.quiz.score.story_declared", line=score.line.text)
    return msg("pf.quiz.score.story", line=score.line.text)


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
    status: Message
    if s == 0:
        status = msg("pf.quiz.score.status.forehand")
    elif s in calls:
        call = calls[s]
        if call.call == "exchange":
            status = msg("pf.quiz.score.status.exchange", n=call.count)
        else:
            status = msg(f"pf.quiz.score.status.{call.call}")
    else:
        status = msg("pf.quiz.score.status.silent")
    holder = state.pamfil_holder
    captured = state.captured_by()
    if holder is None:
        pamfil = msg("pf.quiz.score.pamfil.nowhere")
    elif is_mucha and holder == s:
        pamfil = msg("pf.quiz.score.pamfil.in_mucha", seat=seat_noun(GAME, holder, players))
    elif is_mucha:
        pamfil = msg("pf.quiz.score.pamfil.held", seat=seat_noun(GAME, holder, players))
    else:
        pamfil = msg("pf.quiz.score.pamfil.held_at_play", seat=seat_noun(GAME, holder, players))
    tricks: Said = msg("pf.quiz.score.no_tricks") if is_mucha else str(res.tricks_won[s])
    items = [
        blocks.fact(msg("quiz.fact.players"), str(players)),
        blocks.fact(msg("quiz.fact.trumps"), suit_label(state.trump)),
        blocks.fact(seat_name(GAME, s, players), status),
        blocks.fact(msg("pf.quiz.score.fact.tricks"), tricks),
        blocks.fact(msg("pf.quiz.score.fact.pamfil"), pamfil),
    ]
    if captured is not None:
        won_by = seat_name(GAME, captured, players)
        items.append(blocks.fact(msg("pf.quiz.score.fact.captured"), won_by))
    if is_mucha:
        by_mucha = msg("pf.quiz.score.mucha", seat=seat_noun(GAME, s, players))
        items.append(blocks.fact(msg("pf.quiz.score.fact.mucha"), by_mucha))
    score = res.seat_scores[s]
    assert score is not None, "a seat the deal scored: any seat of a played deal, a mucha's winner"
    story = _story(score, res.declared[s], is_mucha)
    example = "a-mucha" if is_mucha else "the-pamfil-doubles" if res.doubled[s] else "the-table"
    return Draft(
        prompt=msg("pf.quiz.score.prompt", seat=seat_noun(GAME, s, players)),
        blocks=[blocks.facts(items)],
        answer=blocks.number(msg("pf.quiz.score.field"), -12, 20),
        key=score.points,
        rule=score.line.rule,
        context={"story": story},
        example=example,
    )


def grade_score(question: Question, answer: Any) -> Verdict:
    why = question.context["story"]
    truth = msg("pf.quiz.score.truth", points=question.key)
    return grade_number(question, answer, "quiz.number.points", why, truth)
