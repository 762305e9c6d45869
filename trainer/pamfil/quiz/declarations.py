"""Quiz kind on the declaration round: who must play, who passed, the talon (P5, P12)."""

from __future__ import annotations

import random
from typing import Any

from trainer.i18n import Message, msg
from trainer.naming import seat_name, seat_noun
from trainer.pamfil import auction
from trainer.pamfil.deck import HAND_SIZE
from trainer.pamfil.game import deal
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import GAME, players_fact, players_for
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.state import PamfilState, Phase
from trainer.quiz import Draft, Question, Verdict, answer_form, blocks
from trainer.quiz.answers import field_int
from trainer.quiz.framework import Said, joined
from trainer.quiz.grading import Reason, grade_form
from trainer.quiz.sampling import draw

MUST_PLAY = "must_play"
PASSED = "passed"
TO_SPEAK = "to_speak"
ROLES = (MUST_PLAY, PASSED, TO_SPEAK)
"""A player's part in the round, each said by ``pf.quiz.auction.role.<role>``."""


def _role(role: str) -> Message:
    return msg(f"pf.quiz.auction.role.{role}")


def _auction_level_fits(level: int, rnd: auction.DeclarationRound) -> bool:
    exchanged = any(c.call == auction.EXCHANGE for c in rnd.calls)
    if level == 1:
        return True
    if level == 2:
        return exchanged
    return rnd.talon_left < HAND_SIZE


def _talon_words(talon: int) -> Message:
    if talon == 1:
        return msg("pf.quiz.auction.talon_one")
    return msg("pf.quiz.auction.talon", n=talon)


def _call_words(call: auction.Declaration) -> Message:
    if call.call == auction.EXCHANGE:
        return msg("pf.quiz.auction.call.exchange", n=call.count)
    return msg(f"pf.quiz.auction.call.{call.call}")


def gen_auction(rng: random.Random, level: int, options: PamfilOptions) -> Draft:

    def make(rng: random.Random) -> PamfilState | None:
        players = players_for(level, rng)
        state = deal(rng, options, players)
        if state.phase is not Phase.DECLARATION:
            return None  # a mucha from the deal: no declarations
        stop = rng.randint(1, players - 1)
        while len(state.round.calls) < stop:
            speaker = state.round.next_seat
            assert speaker is not None  # fewer calls than players: the round is still open
            call = rng.choice(state.round.legal_calls())
            if call == auction.EXCHANGE:
                high = state.round.max_exchange()
                count = rng.randint(max(1, high - 2) if level == 3 else 1, high)
                state.declare(
                    auction.Declaration(speaker, call, count),
                    rng.sample(state.held[speaker], count),
                )
            else:
                state.declare(auction.Declaration(speaker, call))
        return state

    state = draw(rng, make, lambda s: _auction_level_fits(level, s.round))
    players = state.players
    rnd = state.round
    nxt = rnd.next_seat
    assert nxt is not None  # the draw stops before every player has spoken
    roles = [MUST_PLAY if c.declares else PASSED for c in rnd.calls]
    roles += [TO_SPEAK] * (players - len(roles))
    key: dict[str, Any] = {f"seat_{s}": role for s, role in enumerate(roles)}
    key["max_exchange"] = rnd.max_exchange()
    rows: list[list[Said]] = [[seat_name(GAME, c.seat, players), _call_words(c)] for c in rnd.calls]
    choices = [(role, _role(role)) for role in ROLES]
    fields = [
        blocks.choice_field(f"seat_{s}", seat_name(GAME, s, players), choices)
        for s in range(players)
    ]
    nxt_seat = seat_noun(GAME, nxt, players)
    fields.append(
        blocks.number_field("max_exchange", msg("pf.quiz.auction.max_field", seat=nxt_seat), 0, 5)
    )
    example = "six-players-the-talon-runs-short" if level == 3 else "three-players"
    return Draft(
        prompt=msg("pf.quiz.auction.prompt", n=players, seat=nxt_seat),
        blocks=[
            blocks.facts(
                [
                    players_fact(players),
                    (msg("pf.quiz.auction.fact.talon"), _talon_words(rnd.talon)),
                ]
            ),
            blocks.table(
                [msg("quiz.column.player"), msg("pf.quiz.auction.column.declaration")], rows
            ),
        ],
        answer=blocks.form(fields),
        key=key,
        rule=RULES["pf-exchange-commits"],
        context={
            "players": players,
            "calls": [c.to_json() for c in rnd.calls],
            "talon": rnd.talon,
        },
        example=example,
    )


def _role_reason(role: str, s: int, ctx: dict[str, Any]) -> Reason:
    who = seat_noun(GAME, s, ctx["players"])
    if role == TO_SPEAK:
        return msg("pf.quiz.auction.why.to_speak", seat=who), RULES["pf-declare"]
    call = ctx["calls"][s]
    if role == PASSED:
        return msg("pf.quiz.auction.why.passed", seat=who), RULES["pf-declare"]
    if call["call"] == "exchange":
        said = msg("pf.quiz.auction.why.exchanged", seat=who, n=call["count"])
        return said, RULES["pf-exchange-commits"]
    if s == 0:
        return msg("pf.quiz.auction.why.forehand", seat=who), RULES["pf-forehand-must-play"]
    return msg("pf.quiz.auction.why.plays", seat=who), RULES["pf-declare"]


def _exchange_reason(ctx: dict[str, Any], expected: int) -> Message:
    left = ctx["talon"] - sum(c.get("count", 0) for c in ctx["calls"])
    who = seat_noun(GAME, len(ctx["calls"]), ctx["players"])
    if expected == 0:  # NEW-16: never "may exchange at most 0 cards: 0 cards are left"
        return msg("pf.quiz.auction.why.talon_empty", seat=who)
    left_said = msg("pf.quiz.auction.cards_left", n=left)
    return msg("pf.quiz.auction.why.exchange", seat=who, n=expected, left=left_said)


def grade_auction(question: Question, answer: Any) -> Verdict:
    form = answer_form(answer)
    ctx = question.context
    key = question.key
    players = ctx["players"]
    wrong: dict[str, Reason] = {}
    for name, expected in key.items():
        given = form.get(name)
        if name == "max_exchange":
            if field_int(given, name) != expected:
                wrong[name] = _exchange_reason(ctx, expected), RULES["pf-exchange"]
            continue
        role = given.strip().lower() if isinstance(given, str) else given
        if role != expected:
            wrong[name] = _role_reason(expected, int(name.split("_")[1]), ctx)
    labels = {f["name"]: f["label"] for f in question.answer["fields"]}
    roles = [
        msg(
            "pf.quiz.auction.seat_role",
            seat=seat_noun(GAME, int(name.split("_")[1]), players),
            role=_role(role),
        )
        for name, role in key.items()
        if name != "max_exchange"
    ]
    expected_text = msg(
        "pf.quiz.auction.expected",
        roles=joined(roles, "pf.quiz.auction.roles"),
        exchange=_exchange_reason(ctx, key["max_exchange"]),
    )
    return grade_form(question, wrong, labels, expected_text, msg("pf.quiz.auction.why"))
