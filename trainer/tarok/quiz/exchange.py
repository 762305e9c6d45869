"""Quiz kind on the talon exchange: which cards may be taken, what a discard is (T13, T14, T19)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.naming import capital, cards_in_text, join_words, plural
from trainer.quiz import Draft, Question, Verdict, answer_cards, answer_choice, answer_int, blocks
from trainer.quiz.framework import detail
from trainer.quiz.grading import grade_choice
from trainer.quiz.sampling import draw
from trainer.tarok.contracts import parse_bid
from trainer.tarok.exchange import PART_NAMES, talon_parts
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.common import GAME, seat_text, seat_text_first
from trainer.tarok.rulebook import RULES
from trainer.tarok.simulate import new_deal, play_auction
from trainer.tarok.state import Phase, TarokState

CLASSES = {
    "legal": "Allowed, no penalty",
    "renons": "Allowed by the cards, but a renons",
    "count": "Not allowed: the wrong number of cards",
}


def _state_at_take(rng: random.Random, options: TarokOptions, level: int) -> TarokState | None:
    state = new_deal(rng, options)
    play_auction(state, rng)
    if state.phase is not Phase.TAKE or (level == 1 and state.winning_bid.name == "jedynka"):
        return None
    return state


def gen_exchange(rng: random.Random, level: int, options: TarokOptions) -> Draft:
    state = draw(rng, lambda r: _state_at_take(r, options, level))
    bid, talon = state.winning_bid, list(state.talon)
    who = seat_text(state.soloist_seat)
    first = seat_text_first(state.soloist_seat)  # the question's first mention of the seat
    if level == 1:
        return Draft(
            prompt=(
                f"{capital(first)} won the auction with {bid.label}. The talon lies in the order "
                f"it was laid down. Which {plural(bid.type.exchange, 'card')} may {who} take? "
                "Select one group he may take."
            ),
            blocks=[
                blocks.cards("The talon, in order", talon, "talon"),
                blocks.cards(f"{capital(who)}'s hand", state.held[state.soloist_seat]),
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
            prompt=(
                f"Playing {bid.label}, {first} took {plural(k, 'card')} from the talon and now "
                f"wants to discard the {plural(len(discard), 'card')} shown. What is this discard?"
            ),
            blocks=[
                blocks.cards("His hand after taking", full),
                blocks.cards("The cards he took", state.taken, "talon"),
                blocks.cards("The discard he proposes", discard, "pile"),
            ],
            answer=blocks.choice(CLASSES.items()),
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
        prompt=(
            f"Playing {bid.label}, {first} discarded the cards shown. How many taroks count "
            "towards a full-hand announcement?"
        ),
        blocks=[
            blocks.cards("His 12 cards after the exchange", kept),
            blocks.cards("His discard (taroks must be shown)", discard, "pile"),
        ],
        answer=blocks.number("Taroks", 0, 12),
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
    names = PART_NAMES[bid.name]
    groups = join_words(
        [
            f"the {name} ({cards_in_text(GAME, part)})"
            for name, part in zip(names, parts, strict=True)
        ],
        "or",
    )
    why = (
        f"With {bid.label} he takes {plural(bid.type.exchange, 'card')}: {groups}. The talon "
        "keeps the order in which it was laid down."
    )
    match = next((p for p in parts if set(p) == set(chosen)), None)
    correct = match is not None
    details = []
    if not correct:
        details = [
            detail(
                f"{capital(cards_in_text(GAME, [c]))} is not in the talon.",
                "not_shown",
                None,
                c.code,
            )
            for c in chosen
            if c not in talon
        ]
        if not details:
            details.append(detail(_not_a_group(chosen, parts, names), "wrong", question.rule))
    return Verdict(
        correct=correct,
        expected=[c.code for c in (match or parts[0])],
        expected_text=capital(join_words([f"the {name}" for name in names], "or")) + ".",
        why=why,
        explanation="" if correct else " ".join(d["message"] for d in details),
        rule=question.rule,
        details=[d for d in details if d["verdict"] == "not_shown"],
    )


def _not_a_group(chosen: list[Card], parts: list[list[Card]], names: Sequence[str]) -> str:
    """Why talon cards the soloist may not take together are no group: a part of one group
    (he takes it whole), or cards of two."""
    them = capital(cards_in_text(GAME, chosen))
    touched = [i for i, part in enumerate(parts) if set(chosen) & set(part)]
    if len(touched) == 1:
        part = parts[touched[0]]
        verb = "is" if len(chosen) == 1 else "are"
        return (
            f"{them} {verb} only part of the {names[touched[0]]}: he takes all "
            f"{plural(len(part), 'card')} of it."
        )
    return f"{them} come from different groups: he takes one group whole."


def _grade_discard(question: Question, answer: Any) -> Verdict:
    key = question.key
    k = question.context["took"]
    n = len(question.context["discard"])
    reasons = {
        "legal": (
            f"He discards {plural(n, 'card')} for the {plural(k, 'card')} he took, and no King "
            "among them: allowed."
        ),
        "renons": "Discarding a King is a renons: the soloist loses as if he had taken 33.",
        "count": f"He took {plural(k, 'card')} and must discard exactly as many, not {n}.",
    }
    choice = answer_choice(answer)
    wrong = f"It is not \u201c{CLASSES.get(choice, choice)}\u201d."
    return grade_choice(question, choice, CLASSES[key] + ".", reasons[key], wrong)


def _grade_count(question: Question, answer: Any) -> Verdict:
    key = question.key
    value = answer_int(answer)
    discard = [TAROK_DECK.parse(d) for d in question.context["discard"]]
    skis = question.option_object.skis_counts_for_full_hand
    discarded = [c for c in discard if c.number]
    why = f"Only the taroks kept in the 12-card hand count: {plural(key, 'tarok')}"
    kept = question.context.get("kept", [])
    if skis and "SK" in kept:  # NEW-13: the hand shows one tarok fewer by number
        why += " (the skiz counts as one)"
    if discarded:
        # "the 2 taroks laid away, tarok III and tarok I (pagat), do not": no bracket
        # around the pagat's own bracket.
        why += (
            f"; the {plural(len(discarded), 'tarok')} laid away, {cards_in_text(GAME, discarded)},"
        )
        why += " does not" if len(discarded) == 1 else " do not"
    why += "." if skis else ", and under this house rule the skiz does not count."
    wrong = f"You answered {value}; {plural(key, 'tarok')} {'counts' if key == 1 else 'count'}."
    return grade_choice(question, value, f"{capital(plural(key, 'tarok'))}.", why, wrong)


def grade_exchange(question: Question, answer: Any) -> Verdict:
    if question.answer["type"] == "cards":
        return _grade_take(question, answer)
    if question.answer["type"] == "number":
        return _grade_count(question, answer)
    return _grade_discard(question, answer)
