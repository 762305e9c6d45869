"""Quiz kind on the talon exchange: which cards may be taken, what a discard is (T13, T14, T19)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.i18n import AllOf, AnyOf, Message, Text, msg
from trainer.quiz import Draft, Question, Verdict, answer_cards, answer_choice, answer_int, blocks
from trainer.quiz.framework import detail, joined
from trainer.quiz.grading import grade_choice
from trainer.quiz.sampling import draw
from trainer.tarok.contracts import parse_bid
from trainer.tarok.exchange import part_names, talon_parts
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import who
from trainer.tarok.rulebook import RULES
from trainer.tarok.simulate import new_deal, play_auction
from trainer.tarok.state import Phase, TarokState

CLASSES = ("legal", "renons", "count")
"""What a proposed discard is, each said by ``tk.quiz.exchange.class.<class>``: allowed with no
penalty, allowed by the cards but a renons (a king), or the wrong number of cards."""


def _class(kind: str) -> Message:
    return msg(f"tk.quiz.exchange.class.{kind}")


def _state_at_take(rng: random.Random, options: TarokOptions, level: int) -> TarokState | None:
    state = new_deal(rng, options)
    play_auction(state, rng)
    if state.phase is not Phase.TAKE or (level == 1 and state.winning_bid.name == "jedynka"):
        return None
    return state


def gen_exchange(rng: random.Random, level: int, options: TarokOptions) -> Draft:
    state = draw(rng, lambda r: _state_at_take(r, options, level))
    bid, talon = state.winning_bid, list(state.talon)
    soloist = who(state.soloist_seat)
    if level == 1:
        return Draft(
            prompt=msg("tk.quiz.exchange.take.prompt", seat=soloist, bid=bid, n=bid.type.exchange),
            blocks=[
                blocks.cards(msg("tk.quiz.exchange.talon_label"), talon, "talon"),
                blocks.cards(
                    msg("tk.quiz.exchange.hand_label", seat=soloist),
                    state.held[state.soloist_seat],
                ),
            ],
            answer=blocks.pick_cards(0),
            key=[c.code for c in talon_parts(bid, talon)[0]],
            rule=RULES["tk-exchange-parts"],
            context={
                "contract": bid.to_json(),
                "talon": [c.code for c in talon],
                "parts": [[c.code for c in part] for part in talon_parts(bid, talon)],
            },
            example="the-talon-exchange",
        )
    state.take(rng.randrange(len(talon_parts(bid, talon))))
    full = list(state.held[state.soloist_seat])
    k = len(state.taken)
    if level == 2:
        kind = rng.choice(["legal", "renons", "count"])
        kings = [c for c in full if c.rank == "K"]
        plain = [c for c in full if c.rank != "K"]
        if kind == "renons" and kings:
            discard = [rng.choice(kings), *rng.sample(plain, k - 1)]
        elif kind == "count":
            n = k + 1 if rng.random() < 0.5 or k == 1 else k - 1
            discard = rng.sample(plain, n)
        else:
            kind = "legal"
            discard = rng.sample(plain, k)
        return Draft(
            prompt=msg(
                "tk.quiz.exchange.discard.prompt",
                bid=bid,
                seat=soloist,
                n=k,
                discard=msg("quiz.count.cards", n=len(discard)),
            ),
            blocks=[
                blocks.cards(msg("tk.quiz.exchange.discard.hand"), full),
                blocks.cards(msg("tk.quiz.exchange.discard.took"), state.taken, "talon"),
                blocks.cards(msg("tk.quiz.exchange.discard.proposed"), discard, "pile"),
            ],
            answer=blocks.choice((kind, _class(kind)) for kind in CLASSES),
            key=kind,
            rule=RULES["tk-discard-kings" if kind == "renons" else "tk-discard-count"],
            context={"took": k, "discard": [c.code for c in discard]},
            example="the-talon-exchange",
        )
    taroks = [c for c in full if c.number]
    n_taroks = min(k, len(taroks))
    discard = rng.sample(taroks, rng.randint(1, n_taroks) if n_taroks else 0)
    discard += rng.sample([c for c in full if c not in discard and c.rank != "K"], k - len(discard))
    state.discard_cards(discard)
    kept = list(state.held[state.soloist_seat])
    return Draft(
        prompt=msg("tk.quiz.exchange.count.prompt", bid=bid, seat=soloist),
        blocks=[
            blocks.cards(msg("tk.quiz.exchange.count.kept"), kept),
            blocks.cards(msg("tk.quiz.exchange.count.discard"), discard, "pile"),
        ],
        answer=blocks.number(msg("tk.quiz.exchange.count.field"), 0, 12),
        key=state.trump_count(kept),
        rule=RULES["tk-full-hand"],
        context={"discard": [c.code for c in discard], "kept": [c.code for c in kept]},
        example="the-talon-exchange",
    )


def _grade_take(question: Question, answer: Any) -> Verdict:
    parts = [[TAROK_DECK.parse(c) for c in part] for part in question.context["parts"]]
    talon = [TAROK_DECK.parse(c) for c in question.context["talon"]]
    bid = parse_bid(question.context["contract"])
    chosen = answer_cards(answer, TAROK_DECK)
    names = part_names(bid)
    groups = AnyOf(
        msg("tk.quiz.exchange.group", part=name, cards=AllOf(part))
        for name, part in zip(names, parts, strict=True)
    )
    why = msg("tk.quiz.exchange.take.why", bid=bid, n=bid.type.exchange, groups=groups)
    match = next((p for p in parts if set(p) == set(chosen)), None)
    correct = match is not None
    details = []
    if not correct:
        details = [
            detail(msg("tk.quiz.exchange.not_in_talon", card=c), "not_shown", None, c.code)
            for c in chosen
            if c not in talon
        ]
        if not details:
            details.append(detail(_not_a_group(chosen, parts, names), "wrong", question.rule))
    explanation = joined([d["message"] for d in details], "quiz.then") if details else ""
    return Verdict(
        correct=correct,
        expected=[c.code for c in (match or parts[0])],
        expected_text=msg("tk.quiz.exchange.take.expected", parts=AnyOf(names)),
        why=why,
        explanation=explanation,
        rule=question.rule,
        details=[d for d in details if d["verdict"] == "not_shown"],
    )


def _not_a_group(chosen: list[Card], parts: list[list[Card]], names: list[Message]) -> Message:
    """Why talon cards the soloist may not take together are no group: a part of one group
    (he takes it whole), or cards of two."""
    touched = [i for i, part in enumerate(parts) if set(chosen) & set(part)]
    if len(touched) == 1:
        part = parts[touched[0]]
        key = "tk.quiz.exchange.part_of_one" if len(chosen) == 1 else "tk.quiz.exchange.part_of"
        return msg(key, cards=AllOf(chosen), part=names[touched[0]], n=len(part))
    return msg("tk.quiz.exchange.different_groups", cards=AllOf(chosen))


def _grade_discard(question: Question, answer: Any) -> Verdict:
    key = question.key
    k = question.context["took"]
    n = len(question.context["discard"])
    reasons = {
        "legal": msg("tk.quiz.exchange.why.legal", n=n, took=msg("quiz.count.cards", n=k)),
        "renons": msg("tk.quiz.exchange.why.renons"),
        "count": msg("tk.quiz.exchange.why.count", n=k, given=n),
    }
    choice = answer_choice(answer)
    named = _class(choice) if choice in CLASSES else Text(choice)
    wrong = msg("tk.quiz.exchange.wrong.class", kind=named)
    expected_text = msg("tk.quiz.exchange.class_expected", kind=_class(key))
    return grade_choice(question, choice, expected_text, reasons[key], wrong)


def _grade_count(question: Question, answer: Any) -> Verdict:
    key = question.key
    value = answer_int(answer)
    discard = [TAROK_DECK.parse(d) for d in question.context["discard"]]
    skis = question.option_object.skis_counts_for_full_hand
    discarded = [c for c in discard if c.number]
    kept = question.context.get("kept", [])
    skiz_kept = skis and "SK" in kept  # NEW-13: the hand shows one tarok fewer by number
    # "the 2 taroks laid away, tarok III and tarok I (pagat), do not": no bracket around the
    # pagat's own bracket.
    laid = msg("tk.quiz.exchange.laid", n=len(discarded), cards=AllOf(discarded))
    if not skis:
        why = (
            msg("tk.quiz.exchange.count.why_laid_no_skiz", n=key, laid=laid)
            if discarded
            else msg("tk.quiz.exchange.count.why_no_skiz", n=key)
        )
    elif discarded:
        why = (
            msg("tk.quiz.exchange.count.why_skiz_laid", n=key, laid=laid)
            if skiz_kept
            else msg("tk.quiz.exchange.count.why_laid", n=key, laid=laid)
        )
    else:
        why = (
            msg("tk.quiz.exchange.count.why_skiz", n=key)
            if skiz_kept
            else msg("tk.quiz.exchange.count.why", n=key)
        )
    wrong = msg("tk.quiz.exchange.count.wrong", given=value, n=key)
    expected = msg("tk.quiz.exchange.count.expected", n=key)
    return grade_choice(question, value, expected, why, wrong)


def grade_exchange(question: Question, answer: Any) -> Verdict:
    if question.answer["type"] == "cards":
        return _grade_take(question, answer)
    if question.answer["type"] == "number":
        return _grade_count(question, answer)
    return _grade_discard(question, answer)
