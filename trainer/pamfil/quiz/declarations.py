"""Quiz kind on the declaration round: who must play, who passed, the talon (P5, P12)."""

from __future__ import annotations

import random
from typing import Any

from trainer.naming import capital, plural
from trainer.pamfil import auction
from trainer.pamfil.deck import HAND_SIZE, deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import players_for, seat, seat_text
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.state import PamfilState, Phase, deal
from trainer.quiz import Draft, Question, Verdict, answer_form, blocks
from trainer.quiz.answers import field_int
from trainer.quiz.grading import Reason, grade_form
from trainer.quiz.sampling import draw

MUST_PLAY = "must_play"
PASSED = "passed"
TO_SPEAK = "to_speak"
ROLE_LABELS = {
    MUST_PLAY: "Must play",
    PASSED: "Passed (plays on for 1 a trick)",
    TO_SPEAK: "Has still to declare",
}


def _auction_level_fits(level: int, rnd: auction.DeclarationRound) -> bool:
    exchanged = any(c.call == auction.EXCHANGE for c in rnd.calls)
    if level == 1:
        return True
    if level == 2:
        return exchanged
    return rnd.talon_left < HAND_SIZE


def _talon_words(talon: int) -> str:
    if talon == 1:
        return "1 card: only the trump card"
    return f"{plural(talon, 'card')}, the trump card at the bottom"


def _call_words(call: auction.Declaration) -> str:
    if call.call == auction.EXCHANGE:
        return f"exchanges {plural(call.count, 'card')}"
    return {"play": "plays", "pass": "passes"}[call.call]


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
    rows = [[seat(c.seat, players), capital(_call_words(c))] for c in rnd.calls]
    choices = list(ROLE_LABELS.items())
    fields = [blocks.choice_field(f"seat_{s}", seat(s, players), choices) for s in range(players)]
    fields.append(
        blocks.number_field(
            "max_exchange", f"Most cards {seat_text(nxt, players)} may exchange now", 0, 5
        )
    )
    prompt = (
        f"{players} players are declaring, starting with the forehand and going round in seat "
        "order; the calls so far are shown. For every player, say whether he must play, has "
        f"passed, or has still to declare, and how many cards {seat_text(nxt, players)} may "
        "exchange at most."
    )
    example = "six-players-the-talon-runs-short" if level == 3 else "three-players"
    return Draft(
        prompt=prompt,
        blocks=[
            blocks.facts(
                [
                    ("Players", f"{players}, with the {len(deck_for(players))}-card pack"),
                    ("Talon after the deal", _talon_words(rnd.talon)),
                ]
            ),
            blocks.table(["Player", "Declaration"], rows),
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
    players = ctx["players"]
    who = capital(seat_text(s, players))
    if role == TO_SPEAK:
        return f"{who} has not spoken yet.", RULES["pf-declare"]
    call = ctx["calls"][s]
    if role == PASSED:
        return (
            f"{who} passed: he still plays the hand and scores 1 point a trick.",
            RULES["pf-declare"],
        )
    if call["call"] == "exchange":
        return (
            f"{who} exchanged {plural(call['count'], 'card')}, and the mere exchange of a card "
            "obliges a player to play.",
            RULES["pf-exchange-commits"],
        )
    if s == 0:
        return f"{who} is obliged to play.", RULES["pf-forehand-must-play"]
    return f"{who} declared that he plays.", RULES["pf-declare"]


def _exchange_reason(ctx: dict[str, Any], expected: int) -> str:
    players = ctx["players"]
    left = ctx["talon"] - sum(c.get("count", 0) for c in ctx["calls"])
    who = seat_text(len(ctx["calls"]), players)
    if expected == 0:  # NEW-16: never "may exchange at most 0 cards: 0 cards are left"
        return f"{capital(who)} cannot exchange: the talon is empty."
    return (
        f"{capital(who)} may exchange at most {plural(expected, 'card')}: "
        f"{plural(left, 'card')} {'is' if left == 1 else 'are'} left in the talon (the trump "
        "card at the bottom included, drawn last), and a hand has five."
    )


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
    roles = "; ".join(
        f"{seat(int(name.split('_')[1]), players)}: {ROLE_LABELS[role].lower()}"
        for name, role in key.items()
        if name != "max_exchange"
    )
    expected_text = f"{roles}. {_exchange_reason(ctx, key['max_exchange'])}"
    why = (
        "The forehand must play; an exchange of even one card is a declaration; a player who "
        "passes still plays, and scores 1 point a trick; and exchanges are served from the "
        "talon in seat order."
    )
    return grade_form(question, wrong, labels, expected_text, why)
