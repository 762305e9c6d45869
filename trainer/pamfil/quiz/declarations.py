"""Quiz kind on the declaration round: who must play, who passed, the talon (P5, P12)."""

from __future__ import annotations

import random
from typing import Any

from trainer.errors import TrainerError
from trainer.pamfil import auction
from trainer.pamfil.quiz.common import (
    MAX_TRIES,
    as_options,
    make_question,
    players_for,
)
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.spec_deck import deck_for
from trainer.pamfil.state import GameState, Phase
from trainer.quiz import (
    Question,
    Verdict,
    answer_form,
    answer_int,
)

# -- declarations ---------------------------------------------------------------------------

MUST_PLAY = "must_play"
PASSED = "passed"
TO_SPEAK = "to_speak"
ROLE_LABELS = {
    MUST_PLAY: "must play (declared)",
    PASSED: "passed (plays on for 1 a trick)",
    TO_SPEAK: "has still to declare",
}


def _auction_level_fits(level: int, rnd: auction.DeclarationRound) -> bool:
    exchanged = any(c.call == auction.EXCHANGE for c in rnd.calls)
    if level == 1:
        return True
    if level == 2:
        return exchanged
    return rnd.talon_left < auction.HAND_SIZE


def gen_auction(rng: random.Random, level: int, options: Any) -> Question:
    options = as_options(options)
    for attempt in range(MAX_TRIES):
        players = players_for(level, rng)
        state = GameState.deal(rng, options, players)
        if state.phase is not Phase.DECLARATION:
            continue  # a mucha from the deal: no declarations
        stop = rng.randint(1, players - 1)
        while len(state.round.calls) < stop:
            seat = state.round.next_seat
            calls = state.round.legal_calls()
            call = rng.choice(calls)
            if call == auction.EXCHANGE:
                high = state.round.max_exchange()
                count = rng.randint(max(1, high - 2) if level == 3 else 1, high)
                state.declare(
                    auction.Declaration(seat, call, count), rng.sample(state.hands[seat], count)
                )
            else:
                state.declare(auction.Declaration(seat, call))
        if _auction_level_fits(level, state.round) or attempt == MAX_TRIES - 1:
            break
    rnd = state.round
    nxt = rnd.next_seat
    key: dict[str, Any] = {}
    for seat in range(players):
        if seat < len(rnd.calls):
            key[f"seat_{seat}"] = MUST_PLAY if rnd.calls[seat].declares else PASSED
        else:
            key[f"seat_{seat}"] = TO_SPEAK
    key["max_exchange"] = rnd.max_exchange()
    rows = []
    for call in rnd.calls:
        what = {
            "play": "plays",
            "pass": "passes",
            "exchange": f"exchanges {call.count} card{'s' * (call.count != 1)}",
        }[call.call]
        rows.append([str(call.seat), what])
    blocks = [
        {
            "type": "facts",
            "items": [
                {"label": "Players", "value": f"{players} ({len(deck_for(players))}-card pack)"},
                {
                    "label": "Talon after the deal",
                    "value": f"{rnd.talon} cards, trump card at the bottom",
                },
            ],
        },
        {"type": "table", "columns": ["Seat", "Declaration"], "rows": rows},
    ]
    choices = [{"value": v, "label": label} for v, label in ROLE_LABELS.items()]
    fields = [
        {
            "name": f"seat_{s}",
            "label": f"Seat {s}" + (" (forehand)" if s == 0 else ""),
            "type": "choice",
            "choices": choices,
        }
        for s in range(players)
    ]
    fields.append(
        {
            "name": "max_exchange",
            "label": f"Most cards seat {nxt} may exchange now",
            "type": "number",
            "min": 0,
            "max": 5,
        }
    )
    prompt = (
        f"{players} players are declaring, from the forehand (seat 0) in seat order; the "
        f"calls so far are shown. For every seat, say whether he must play, has passed, or "
        f"has still to declare, and how many cards seat {nxt} may exchange at most."
    )
    return make_question(
        prompt,
        blocks,
        {"type": "form", "fields": fields},
        key,
        RULES["pf-exchange-commits"],
        players=players,
        calls=[c.to_json() for c in rnd.calls],
        talon=rnd.talon,
    )


def _role_reason(key: str, seat: int, ctx: dict[str, Any]) -> tuple[str, Any]:
    calls = ctx["calls"]
    if key == TO_SPEAK:
        return f"seat {seat} has not spoken yet", RULES["pf-declare"]
    call = calls[seat]
    if key == PASSED:
        return (
            f"seat {seat} passed: he still plays the hand and scores 1 a trick (P5)",
            RULES["pf-declare"],
        )
    if call["call"] == "exchange":
        return (
            f"seat {seat} exchanged {call['count']}: the mere exchange of a card obliges "
            "a player to play",
            RULES["pf-exchange-commits"],
        )
    if seat == 0:
        return "seat 0, the forehand, is obliged to play", RULES["pf-forehand-must-play"]
    return f"seat {seat} declared that he plays", RULES["pf-declare"]


def grade_auction(question: Question, answer: Any) -> Verdict:
    form = answer_form(answer)
    ctx = question.context
    key = question.key
    details = []
    for name, expected in key.items():
        given = form.get(name)
        if name == "max_exchange":
            try:
                value = answer_int(given, f"answer.{name}")
            except TrainerError:
                value = None
            if value != expected:
                left = ctx["talon"] - sum(c.get("count", 0) for c in ctx["calls"])
                message = (
                    f"Seat {len(ctx['calls'])} may exchange at most {expected}: "
                    f"{left} card{'s' * (left != 1)} remain in the talon (the trump card "
                    "at the bottom included, drawn last), and a hand has five."
                )
                details.append(
                    {
                        "field": name,
                        "given": given,
                        "expected": expected,
                        "message": message,
                        "rule": RULES["pf-exchange"].to_json(),
                    }
                )
            continue
        value = given.strip().lower() if isinstance(given, str) else given
        if value != expected:
            seat = int(name.split("_")[1])
            text, rule = _role_reason(expected, seat, ctx)
            message = f"Seat {seat} {ROLE_LABELS[expected]}: {text}."
            details.append(
                {
                    "field": name,
                    "given": given,
                    "expected": expected,
                    "message": message,
                    "rule": rule.to_json(),
                }
            )
    if not details:
        return Verdict(True, key, "Right on every seat and on the exchange.", question.rule)
    return Verdict(False, key, " ".join(d["message"] for d in details), question.rule, details)
