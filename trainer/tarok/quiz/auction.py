"""Quiz kind on the auction: who wins it and with what; which call is legal now (T4, T5)."""

from __future__ import annotations

import random
from typing import Any

from trainer.i18n import Message, msg, say
from trainer.quiz import Draft, Question, Verdict, answer_choice, answer_form, blocks
from trainer.quiz.framework import Said
from trainer.quiz.grading import Reason, grade_choice, grade_form
from trainer.quiz.sampling import draw
from trainer.tarok.auction import Auction, Call, new_auction, why_not_call
from trainer.tarok.contracts import LADDER
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import random_call, seat_label, seat_label_first, who
from trainer.tarok.rulebook import RULES
from trainer.tarok.simulate import new_deal
from trainer.tarok.state import Phase


def _call_words(call: Call) -> Said:
    """A call as the table and the choices show it: "Sam (holds the bid)", "Druga trójka"."""
    if call.bid is None:
        return msg(f"tk.quiz.auction.call.{call.call}")
    return say(call.bid, "label")


def _rows(auction: Auction, named: frozenset[int]) -> list[list[Said]]:
    """The calls by seat, each seat glossed where the question first names it (``named``:
    the seats its prompt named already)."""
    rows: list[list[Said]] = []
    seen = set(named)
    for c in auction.calls:
        name = seat_label(c.seat) if c.seat in seen else seat_label_first(c.seat)
        rows.append([name, _call_words(c)])
        seen.add(c.seat)
    return rows


def _table(auction: Auction, named: frozenset[int] = frozenset()) -> dict[str, Any]:
    columns: list[Said] = [msg("quiz.column.player"), msg("quiz.column.call")]
    return blocks.table(columns, _rows(auction, named))


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
    contracts: list[tuple[str, Said]] = [(f"{b.name}:{b.level}", say(b, "label")) for b in LADDER]
    seats: list[tuple[str, Said]] = [(str(s), seat_label(s)) for s in range(3)]
    return Draft(
        prompt=msg("tk.quiz.auction.prompt"),
        blocks=[_table(auction)],
        answer=blocks.form(
            [
                blocks.choice_field("winner", msg("tk.quiz.auction.field.winner"), seats),
                blocks.choice_field("contract", msg("quiz.fact.contract"), contracts),
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


def _outcome_why(auction: Auction, calls: list[dict[str, Any]]) -> Message:
    winner = auction.winner
    assert winner is not None and auction.bid is not None
    held = any(c["call"] == "hold" for c in calls)
    if auction.bid.name == "solo":  # TK-02: solo ends the auction at once, passes or not
        return msg("tk.quiz.auction.why.solo", seat=who(winner))
    key = "tk.quiz.auction.why.last_held" if held else "tk.quiz.auction.why.last"
    return msg(key, seat=who(winner), bid=auction.bid)


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
    winner_seat = who(int(key["winner"]))
    if winner != key["winner"] and bid.name == "solo":
        # solo ends the auction at once, whoever passed (TK-02)
        said = msg("tk.quiz.auction.wrong.winner_solo", seat=winner_seat)
        wrong["winner"] = said, RULES["tk-solo-final"]
    elif winner != key["winner"]:
        said = msg("tk.quiz.auction.wrong.winner", seat=winner_seat)
        wrong["winner"] = said, RULES["tk-auction-pass-out"]
    if contract != key["contract"]:
        said = msg("tk.quiz.auction.wrong.contract", bid=bid)
        wrong["contract"] = said, RULES["tk-auction-contract"]
    names: dict[str, Said] = {
        "winner": msg("tk.quiz.auction.name.winner"),
        "contract": msg("tk.quiz.auction.name.contract"),
    }
    return grade_form(
        question,
        wrong,
        names,
        msg("tk.quiz.auction.expected", seat=winner_seat, bid=bid),
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
        prompt=msg("tk.quiz.auction.legal.prompt", seat=who(you)),
        blocks=[_table(auction, frozenset([you])), blocks.text(msg("tk.quiz.auction.ladder"))],
        answer=blocks.choice(choices),
        key=str(offered.index(right)),
        rule=RULES[main],
        context={
            "calls": [c.to_json() for c in auction.calls],
            "offered": [c.to_json() for c in offered],
        },
        example="the-auction",
    )


def _refusal_words(auction: Auction, call: Call) -> Message:
    """Why a call is not allowed now: the engine's own refusal, as a sentence."""
    refusal = why_not_call(auction, call)
    if refusal is None:
        return msg("tk.quiz.auction.wrong.allowed")
    return msg("tk.quiz.auction.wrong.refused", reason=refusal.message)


def _legal_why(auction: Auction, call: Call) -> Message:
    assert auction.bid is not None
    if call.bid is None:  # a hold: the raise it answers is the standing bid
        return msg("tk.quiz.auction.why.hold", seat=who(call.seat), bid=auction.bid)
    return msg("tk.quiz.auction.why.raise", seat=who(call.seat), bid=call.bid, standing=auction.bid)


def _grade_legal_call(question: Question, answer: Any) -> Verdict:
    key = question.key
    auction = _replay(question)
    offered = [Call(c["seat"], c["call"], c.get("level", 1)) for c in question.context["offered"]]
    right = offered[int(key)]
    choice = answer_choice(answer)
    if choice.isdigit() and int(choice) < len(offered):
        wrong = _refusal_words(auction, offered[int(choice)])
    else:
        wrong = msg("tk.quiz.auction.wrong.not_offered")
    expected_text = msg(
        "tk.quiz.auction.legal.expected", seat=who(right.seat), call=_call_words(right)
    )
    return grade_choice(question, choice, expected_text, _legal_why(auction, right), wrong)


def grade_auction(question: Question, answer: Any) -> Verdict:
    if isinstance(question.key, dict):
        return _grade_outcome(question, answer)
    return _grade_legal_call(question, answer)
