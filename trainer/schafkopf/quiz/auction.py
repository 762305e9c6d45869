"""Quiz kind on the auction: who becomes the declarer after the four calls (S1–S3)."""

from __future__ import annotations

import random
from typing import Any

from trainer.i18n import Message, msg
from trainer.naming import call_label
from trainer.quiz import Draft, Question, Verdict, answer_choice, blocks
from trainer.quiz.framework import Said
from trainer.quiz.grading import grade_choice
from trainer.quiz.sampling import draw
from trainer.schafkopf.auction import SEATS, Call, resolve
from trainer.schafkopf.contracts import Kind, auction_rank
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.quiz.common import GAME, contract_for, seat_label, who
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.state import deal


def _all_pass(outcome: str) -> Message:
    """What happens when everybody passes (the ``all_pass`` house rule: ``redeal``, ``ramsch``
    or ``kettle``), as a clause: "the cards are dealt again"."""
    return msg(f"sk.quiz.auction.all_pass.{outcome}")


AUCTION_KINDS = {
    1: (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO, Kind.WENZ_TOUT),
    2: (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO),
    3: (Kind.WENZ, Kind.SUIT_SOLO, Kind.WENZ_TOUT, Kind.SUIT_SOLO_TOUT),
}
"""The contracts the players of each level's auction may name."""


def _calls(rng: random.Random, level: int, options: SchafkopfOptions) -> list[Call]:
    """Four calls the text allows: a pass, or a contract no lower than the standing one.

    "I play too" undertakes a higher contract (sk-auction-higher); an equal one is allowed, as
    the text settles it by seat (sk-auction-tie). A strictly lower call is never generated.
    """
    hands = deal(rng)
    calls: list[Call] = []
    best = -1
    equal = options.wenz_equals_suit_solo
    for s in range(SEATS):
        bid = None
        if rng.random() < (0.5 if level == 1 else 0.7):
            kinds = tuple(k for k in AUCTION_KINDS[level] if auction_rank(k, equal) >= best)
            chosen = contract_for(rng, [hands[s]] * SEATS, kinds) if kinds else None
            if chosen is not None:
                bid = chosen[0]
                best = max(best, auction_rank(bid.kind, equal))
        calls.append(Call(s, bid))
    return calls


def _fits(level: int, calls: list[Call], options: SchafkopfOptions, roll: float) -> bool:
    bids = [c.contract for c in calls if c.contract is not None]
    ranks = [auction_rank(b.kind, options.wenz_equals_suit_solo) for b in bids]
    if level == 1:
        return bool(bids) and len(set(ranks)) == len(ranks)
    if level == 2:
        return len(bids) >= 2 and len(set(ranks)) < len(ranks)
    named = {b.kind for b in bids}
    tricky = {Kind.WENZ, Kind.SUIT_SOLO} <= named or {Kind.WENZ_TOUT, Kind.SUIT_SOLO_TOUT} <= named
    # Level 3 mostly shows the Wenz / Suit Solo ranking (S1); now and then an all-pass.
    return tricky or (not bids and roll < 0.2)


def gen_auction(rng: random.Random, level: int, options: SchafkopfOptions) -> Draft:
    calls, _ = draw(
        rng,
        lambda r: (_calls(r, level, options), r.random()),
        lambda found: _fits(level, found[0], options, found[1]),
    )
    result = resolve(calls, options)
    ranks = [
        auction_rank(c.contract.kind, options.wenz_equals_suit_solo)
        for c in calls
        if c.contract is not None
    ]
    tie = bool(ranks) and ranks.count(max(ranks)) > 1
    if result.winner is None:
        rule, example = RULES["sk-all-pass"], "everybody-passes-ramsch"
    elif tie:
        rule, example = RULES["sk-auction-tie"], "two-players-want-the-same-game"
    else:
        rule, example = RULES["sk-auction-highest"], "a-competitive-auction"
    choices: list[tuple[str, Said]] = [(f"seat:{s}", seat_label(s)) for s in range(SEATS)]
    choices.append(("none", msg("sk.quiz.auction.nobody", outcome=_all_pass(options.all_pass))))
    passed = call_label(GAME, {"call": "pass"})
    rows = [[seat_label(c.seat), c.contract.label() if c.contract else passed] for c in calls]
    return Draft(
        prompt=msg("sk.quiz.auction.prompt"),
        blocks=[blocks.table([msg("quiz.column.player"), msg("quiz.column.call")], rows)],
        answer=blocks.choice(choices),
        key=f"seat:{result.winner}" if result.winner is not None else "none",
        rule=rule,
        context={"calls": calls, "result": result, "tie": tie},
        example=example,
    )


def grade_auction(question: Question, answer: Any) -> Verdict:
    result = question.context["result"]
    calls: list[Call] = question.context["calls"]
    value = answer_choice(answer).lower()
    if value.isdigit():
        value = f"seat:{value}"
    if result.winner is None:
        outcome = _all_pass(result.outcome)
        why = msg("sk.quiz.auction.why.all_pass", outcome=outcome)
        expected_text = msg("sk.quiz.auction.expected.nobody", outcome=outcome)
    else:
        # the answer line names the contract ("X plays …"): the reason does not name it again
        tie = question.context["tie"]
        why = msg(
            "sk.quiz.auction.why.tie" if tie else "sk.quiz.auction.why.highest",
            seat=who(result.winner),
        )
        expected_text = msg(
            "sk.quiz.auction.expected.plays", seat=who(result.winner), contract=result.contract
        )
    wrong = msg("sk.quiz.auction.wrong.no_player")
    if value == "none":
        wrong = msg("sk.quiz.auction.wrong.somebody")
    elif value.startswith("seat:") and value[5:].isdigit() and int(value[5:]) < SEATS:
        call = calls[int(value[5:])]
        if call.contract is None:
            wrong = msg("sk.quiz.auction.wrong.passed", seat=who(call.seat))
        elif result.contract is not None:
            wrong = msg(
                "sk.quiz.auction.wrong.lower",
                seat=who(call.seat),
                contract=call.contract,
                winner=who(result.winner),
                best=result.contract,
            )
    return grade_choice(question, value, expected_text, why, wrong)
