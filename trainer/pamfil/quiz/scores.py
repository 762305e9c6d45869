"""Quiz kind on scoring: declared, passed, mucha and the pamfil doubling (P3–P5, P9)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card
from trainer.pamfil import scoring
from trainer.pamfil.quiz.common import (
    MAX_TRIES,
    as_options,
    make_question,
    players_for,
)
from trainer.pamfil.quiz.muchas import mucha_deal
from trainer.pamfil.simulate import random_declarations, random_playout
from trainer.pamfil.spec_deck import deck_for
from trainer.pamfil.state import GameState
from trainer.quiz import (
    Question,
    Verdict,
    answer_int,
)

# -- score ----------------------------------------------------------------------------------


def _score_level_fits(level: int, declared: bool, doubled: bool, outcome: str) -> bool:
    if level == 1:
        return not declared and not doubled and outcome == "played"
    if level == 2:
        return declared and not doubled and outcome == "played"
    return doubled or outcome == "mucha"


def gen_score(rng: random.Random, level: int, options: Any) -> Question:
    options = as_options(options)
    for attempt in range(MAX_TRIES):
        players = players_for(level, rng)
        if level == 3 and rng.random() < 0.2:
            made = mucha_deal(rng, 1, options)
            if made is None:
                continue
            _, indicator, _, hands = made
            pack = [c for h in hands for c in h]
            rest = [c for c in deck_for(len(hands)).cards if c not in pack and c is not indicator]
            rng.shuffle(rest)
            players = len(hands)
            order: list[Card] = []
            for packet, start in ((3, 0), (2, 3)):
                for hand in hands:
                    order.extend(hand[start : start + packet])
            state = GameState.from_pack(order + rest + [indicator], options, players)
        else:
            state = GameState.deal(rng, options, players)
        random_declarations(state, rng)
        random_playout(state, rng)
        res = state.result
        assert res is not None
        if res.outcome == "mucha":
            candidates = res.mucha.winners if res.mucha else []
        elif res.outcome == "played":
            candidates = list(range(players))
        else:
            continue
        if not candidates:
            continue
        seat = rng.choice(candidates)
        fits = _score_level_fits(level, res.declared[seat], res.doubled[seat], res.outcome)
        if fits or attempt == MAX_TRIES - 1:
            break
    is_mucha = res.outcome == "mucha" and seat in (res.mucha.winners if res.mucha else [])
    calls = {c.seat: c for c in state.round.calls}
    if seat == 0:
        status = "forehand: must play"
    elif seat in calls:
        call = calls[seat]
        status = {
            "play": "declared he plays",
            "pass": "passed",
            "exchange": f"exchanged {call.count}: declared",
        }[call.call]
    else:
        status = "did not speak (a mucha ended the deal)"
    holder = state.pamfil_holder
    captured = state.captured_by()
    items = [
        {"label": "Players", "value": str(players)},
        {"label": "Trumps", "value": state.trump.german_name},
        {"label": f"Seat {seat}", "value": status},
        {
            "label": "Tricks won by him",
            "value": "none: the deal was not played" if is_mucha else str(res.tricks_won[seat]),
        },
        {
            "label": "The pamfil (UC)",
            "value": (
                f"held by seat {holder} when play began"
                if holder is not None and not is_mucha
                else f"in seat {holder}'s mucha"
                if is_mucha and holder == seat
                else "not in any hand (talon or discarded)"
                if holder is None
                else f"held by seat {holder}"
            ),
        },
    ]
    if captured is not None:
        items.append({"label": "Trick with the pamfil won by", "value": f"seat {captured}"})
    if is_mucha:
        items.append({"label": "Mucha", "value": f"seat {seat} wins the deal by a mucha"})
    blocks = [{"type": "facts", "items": items}]
    if state.tricks:
        rows = [
            [str(i + 1), " ".join(c.code for c in t), str(w)]
            for i, (t, w) in enumerate(zip(state.tricks, state.trick_winners, strict=True))
        ]
        blocks.append({"type": "table", "columns": ["Trick", "Cards", "Won by"], "rows": rows})
    prompt = f"How many points does seat {seat} score for this deal?"
    score = scoring.score_player(
        res.declared[seat], res.tricks_won[seat], res.doubled[seat], is_mucha, options
    )
    return make_question(
        prompt,
        blocks,
        {"type": "number", "min": -12, "max": 20, "label": "Points"},
        score.points,
        score.rule,
        explanation=score.explanation,
    )


def grade_score(question: Question, answer: Any) -> Verdict:
    value = answer_int(answer)
    text = question.context["explanation"]
    if value == question.key:
        return Verdict(True, question.key, "Right. " + text, question.rule)
    detail = {
        "given": value,
        "expected": question.key,
        "message": text,
        "rule": question.rule.to_json() if question.rule else None,
    }
    return Verdict(False, question.key, f"Not {value}: {text}", question.rule, [detail])
