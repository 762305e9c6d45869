"""Quiz kind on the auction: who wins it and with what; which call is legal now (T4, T5)."""

from __future__ import annotations

import random
from typing import Any

from trainer.naming import capital
from trainer.quiz import Draft, Question, Verdict, answer_choice, answer_form, blocks
from trainer.quiz.grading import Reason, grade_choice, grade_form
from trainer.quiz.sampling import draw
from trainer.tarok.auction import Auction, Call, new_auction, why_not_call
from trainer.tarok.contracts import LADDER
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import random_call, seat, seat_first, seat_text, seat_text_first
from trainer.tarok.rulebook import RULES
from trainer.tarok.simulate import new_deal
from trainer.tarok.state import Phase

LADDER_TEXT = (
    "The bidding ladder, from the lowest: trójka, druga … piąta trójka, dwójka, druga … piąta "
    "dwójka, jedynka, druga … piąta jedynka, solo."
)


def _call_words(call: Call) -> str:
    if call.call == "hold":
        return "Sam (holds the bid)"
    if call.call == "pass":
        return "Pas (passes)"
    return capital(call.label)


def _rows(auction: Auction, named: frozenset[int] = frozenset()) -> list[list[str]]:
    """The calls by seat, each seat glossed where the question first names it (``named``:
    the seats its prompt named already)."""
    rows = []
    seen = set(named)
    for c in auction.calls:
        rows.append([seat(c.seat) if c.seat in seen else seat_first(c.seat), _call_words(c)])
        seen.add(c.seat)
    return rows


def _level_fits(level: int, auction: Auction) -> bool:
    calls = auction.calls
    passes_mid = sum(1 for c in calls[:-1] if c.call == "pass")
    if level == 1:
        return 3 <= len(calls) <= 4
    return len(calls) >= 5 and passes_mid >= 1


def gen_auction(rng: random.Random, level: int, options: TarokOptions) -> Draft:
    if level == 3:
        return _gen_legal_call(rng, options)

    def make(rng: random.Random) -> Auction | None:
        state = new_deal(rng, options)
        while state.phase is Phase.AUCTION:
            state.call(random_call(state.auction, rng))
        return None if state.phase is Phase.REDEAL else state.auction

    auction = draw(rng, make, lambda a: _level_fits(level, a))
    bid = auction.bid
    assert bid is not None  # a completed auction that is not a redeal has a contract
    contracts = [(f"{b.name}:{b.level}", capital(b.label)) for b in LADDER]
    return Draft(
        prompt=(
            "These were the calls of the auction, in order. Who wins it, and with which contract?"
        ),
        blocks=[blocks.table(["Player", "Call"], _rows(auction))],
        answer=blocks.form(
            [
                blocks.choice_field("winner", "Winner", [(str(s), seat(s)) for s in range(3)]),
                blocks.choice_field("contract", "Contract", contracts),
            ]
        ),
        key={"winner": str(auction.winner), "contract": f"{bid.name}:{bid.level}"},
        rule=RULES["tk-auction-pass-out" if level == 2 else "tk-auction-contract"],
        context={"calls": [c.to_json() for c in auction.calls]},
        example="the-auction",
    )


def _replay(question: Question) -> Auction:
    auction = new_auction(question.option_object)
    for c in question.context["calls"]:
        auction.apply(Call(c["seat"], c["call"], c.get("level", 1)))
    return auction


def _outcome_why(auction: Auction, calls: list[dict[str, Any]]) -> str:
    winner = auction.winner
    assert winner is not None and auction.bid is not None
    held = any(c["call"] == "hold" for c in calls)
    if auction.bid.name == "solo":  # TK-02: solo ends the auction at once, passes or not
        return (
            f"{capital(seat_text(winner))} bid solo, the final bid, which ends the auction at "
            "once; solo is the contract."
        )
    text = (
        f"{capital(seat_text(winner))} is the last player left, since a player who passes is out "
        f"until the next deal; the last bid made, {auction.bid.label}, is the contract"
    )
    if held:
        text += " (a 'sam' holds the standing bid and adds none)"
    return text + "."


def _grade_outcome(question: Question, answer: Any) -> Verdict:
    form = answer_form(answer)
    key = question.key
    auction = _replay(question)
    bid = auction.bid
    assert bid is not None  # the question was drawn from an auction with a contract
    winner = str(form.get("winner", "")).strip()
    contract = str(form.get("contract", "")).strip().lower()
    if contract and ":" not in contract:
        contract += ":1"
    wrong: dict[str, Reason] = {}
    if winner != key["winner"]:
        solo = bid.name == "solo"  # solo ends the auction at once, whoever passed (TK-02)
        reason = "solo, the final bid, ends it at once" if solo else "every other player passed"
        wrong["winner"] = (
            f"{capital(seat_text(int(key['winner'])))} wins the auction: {reason}.",
            RULES["tk-solo-final" if solo else "tk-auction-pass-out"],
        )
    if contract != key["contract"]:
        wrong["contract"] = (
            f"The contract is {bid.label}, the last bid made.",
            RULES["tk-auction-contract"],
        )
    return grade_form(
        question,
        wrong,
        {"winner": "the winner", "contract": "the contract"},
        f"{capital(seat_text(int(key['winner'])))} wins with {bid.label}.",
        _outcome_why(auction, question.context["calls"]),
    )


# -- level 3: which call is legal now? ---------------------------------------------------------


def _gen_legal_call(rng: random.Random, options: TarokOptions) -> Draft:
    def make(rng: random.Random) -> tuple[Auction, int, list[Call], list[Call]] | None:
        state = new_deal(rng, options)
        auction = state.auction
        for _ in range(rng.randrange(1, 8)):
            if auction.complete:
                break
            auction.apply_legal(random_call(auction, rng))
        if auction.complete or auction.bid is None or auction.turn is None:
            return None
        you = auction.turn
        candidates = [Call(you, "hold")] + [Call(you, b.name, b.level) for b in LADDER]
        legal = auction.legal_calls()
        good = [c for c in legal if c.call != "pass"]
        illegal = [c for c in candidates if c not in legal]
        # plausible wrong calls: near the standing bid, not far down the ladder
        standing = auction.bid.rank
        near = [c for c in illegal if c.bid is None or abs(c.bid.rank - standing) <= 6]
        if len(near) < 3 or not good:
            return None
        return auction, you, good, near

    auction, you, good, near = draw(rng, make)
    right = rng.choice(good)
    offered = [right, *rng.sample(near, 3)]
    rng.shuffle(offered)
    choices = [(str(i), _call_words(c)) for i, c in enumerate(offered)]
    main = "tk-auction-hold" if right.call == "hold" else "tk-auction-open"
    return Draft(
        prompt=(
            f"The auction so far is shown, and it is the turn of {seat_text_first(you)}. "
            f"Which one of these calls may {seat_text(you)} make now?"
        ),
        blocks=[
            blocks.table(["Player", "Call"], _rows(auction, frozenset([you]))),
            blocks.text(LADDER_TEXT),
        ],
        answer=blocks.choice(choices),
        key=str(offered.index(right)),
        rule=RULES[main],
        context={
            "calls": [c.to_json() for c in auction.calls],
            "offered": [c.to_json() for c in offered],
        },
        example="the-auction",
    )


def _refusal_words(auction: Auction, call: Call) -> str:
    """Why a call is not allowed now: the engine's own refusal, as a sentence."""
    refusal = why_not_call(auction, call)
    return capital(str(refusal.message)) + "." if refusal else "That call is allowed now."


def _legal_why(auction: Auction, call: Call) -> str:
    who = capital(seat_text(call.seat))
    assert auction.bid is not None
    if call.call == "hold":
        return f"{who} bid first and may answer the raise with 'sam', holding {auction.bid.label}."
    return f"{who} may raise to {call.label}, which is higher than {auction.bid.label}."


def _grade_legal_call(question: Question, answer: Any) -> Verdict:
    key = question.key
    auction = _replay(question)
    offered = [Call(c["seat"], c["call"], c.get("level", 1)) for c in question.context["offered"]]
    right = offered[int(key)]
    choice = answer_choice(answer)
    if choice.isdigit() and int(choice) < len(offered):
        wrong = _refusal_words(auction, offered[int(choice)])
    else:
        wrong = "That is not one of the calls offered."
    expected_text = f"{capital(seat_text(right.seat))}: {_call_words(right)}."
    return grade_choice(question, choice, expected_text, _legal_why(auction, right), wrong)


def grade_auction(question: Question, answer: Any) -> Verdict:
    if isinstance(question.key, dict):
        return _grade_outcome(question, answer)
    return _grade_legal_call(question, answer)
