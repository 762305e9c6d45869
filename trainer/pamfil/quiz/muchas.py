"""Quiz kind on muchas: five cards of one suit, priorities and ties (P6–P9)."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from trainer.cards import Card, Suit
from trainer.pamfil import mucha
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import (
    MAX_TRIES,
    as_options,
    make_question,
    players_for,
    trump_facts,
)
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.spec_deck import deck_for
from trainer.quiz import (
    Question,
    Verdict,
    answer_choice,
)

# -- mucha ----------------------------------------------------------------------------------


def _pool_of(ranking: Ranking, cards: list[Card], suit: Suit) -> list[Card]:
    return [c for c in cards if ranking.suit[c] is suit]


def mucha_deal(
    rng: random.Random, level: int, options: PamfilOptions
) -> tuple[int, Card, Ranking, list[list[Card]]] | None:
    """Arrange a deal with the muchas a level asks for (None when the cards do not allow)."""
    players = players_for(level, rng)
    deck = list(deck_for(players).cards)
    rng.shuffle(deck)
    indicator = deck.pop()
    ranking = ranking_for(indicator.suit or Suit.C, options.pamfil_mode)
    trump = ranking.trump
    plain = [s for s in Suit if s is not trump]
    seats = list(range(players))
    rng.shuffle(seats)
    plan: list[tuple[int, Suit, str]] = []  # (seat, suit, kind)
    if level == 1:
        if rng.random() < 0.75:
            plan.append((seats[0], rng.choice(list(Suit)), "mucha"))
        plan.append((seats[1], rng.choice(list(Suit)), "four"))
    elif level == 2:
        first, second = rng.sample(plain, 2)
        if rng.random() < 0.5:
            plan += [(seats[0], trump, "mucha"), (seats[1], first, "mucha")]
        else:
            plan += [(seats[0], first, "mucha"), (seats[1], second, "mucha")]
        if trump is not Suit.C and options.pamfil_mode == "top_trump" and rng.random() < 0.5:
            plan.append((seats[2], Suit.C, "pamfil_trap"))
    else:
        first, second = rng.sample(plain, 2)
        plan += [(seats[0], first, "mucha"), (seats[1], second, "mucha")]
        if rng.random() < 0.4:
            plan = [(s, suit, "figures") for s, suit, _ in plan]
    pool = list(deck)
    hands: list[list[Card] | None] = [None] * players
    for seat, suit, kind in plan:
        cards = _pool_of(ranking, pool, suit)
        if kind == "pamfil_trap":
            uc = [c for c in pool if c.code == PAMFIL_CODE]
            clubs = [c for c in pool if c.suit is Suit.C and c.code != PAMFIL_CODE]
            if not uc or len(clubs) < 4:
                return None
            hand = uc + rng.sample(clubs, 4)
        elif kind == "figures":
            figures = [c for c in cards if c.rank in ("A", "K", "O", "U", "10")]
            if len(figures) < 5:
                figures = sorted(cards, key=lambda c: -ranking.power[c])
            if len(figures) < 5:
                return None
            hand = figures[:5]
        elif kind == "four":
            if len(cards) < 4:
                return None
            others = [c for c in pool if ranking.suit[c] is not suit]
            hand = rng.sample(cards, 4) + rng.sample(others, 1)
        else:
            if len(cards) < 5:
                return None
            hand = rng.sample(cards, 5)
        for card in hand:
            pool.remove(card)
        hands[seat] = hand
    rng.shuffle(pool)
    for seat in range(players):
        if hands[seat] is None:
            hands[seat] = [pool.pop() for _ in range(5)]
    return players, indicator, ranking, hands  # type: ignore[return-value]


def _mucha_level_fits(level: int, result: mucha.MuchaResult) -> bool:
    if level == 1:
        return len(result.mucha_seats) <= 1
    return len(result.mucha_seats) >= 2


def _mucha_key(result: mucha.MuchaResult) -> str:
    if result.outcome == "redeal":
        return "redeal"
    if not result.winners:
        return "none"
    return "+".join(str(s) for s in result.winners)


def gen_mucha(rng: random.Random, level: int, options: Any) -> Question:
    options = as_options(options)
    for attempt in range(MAX_TRIES):
        made = mucha_deal(rng, level, options)
        if made is None:
            continue
        players, indicator, ranking, hands = made
        result = mucha.resolve(hands, ranking, options)
        if _mucha_level_fits(level, result) or attempt == MAX_TRIES - 1:
            break
    sorted_hands = [sorted(h, key=ranking.sort_key) for h in hands]
    blocks: list[dict[str, Any]] = [trump_facts(ranking.trump, indicator, players)]
    for seat, hand in enumerate(sorted_hands):
        blocks.append(
            {
                "type": "cards",
                "label": f"Seat {seat}",
                "cards": [c.code for c in hand],
                "role": "hand",
            }
        )
    choices = [{"value": "none", "label": "Nobody: the hand is played"}]
    choices += [{"value": str(s), "label": f"Seat {s}"} for s in range(players)]
    if options.mucha_tie == "both":
        choices += [
            {"value": f"{a}+{b}", "label": f"Seats {a} and {b} both"}
            for a, b in combinations(range(players), 2)
        ]
    if options.mucha_tie == "redeal":
        choices.append({"value": "redeal", "label": "Nobody: the cards are dealt again"})
    prompt = (
        f"Trumps are {ranking.trump.german_name}. These are the hands after the deal. Who "
        "wins the deal without play by a mucha (five cards of one suit)?"
    )
    return make_question(
        prompt,
        blocks,
        {"type": "choice", "choices": choices},
        _mucha_key(result),
        result.rule,
        players=players,
        trump=ranking.trump.value,
        hands=[[c.code for c in h] for h in hands],
    )


def _not_mucha(hand: list[Card], ranking: Ranking) -> str:
    suits = {ranking.suit[c] for c in hand}
    has_uc = any(c.code == PAMFIL_CODE for c in hand)
    clubs_trap = (
        has_uc and ranking.suit[next(c for c in hand if c.code == PAMFIL_CODE)] is not Suit.C
    )
    if clubs_trap and sum(c.suit is Suit.C for c in hand) == 5:
        return (
            "UC + four acorns is not a mucha: the pamfil is a trump, not an acorn, when "
            "another suit is trumps (P8)"
        )
    names = ", ".join(sorted(s.german_name for s in suits))
    return f"the hand holds {len(suits)} suits ({names}), not five cards of one"


def grade_mucha(question: Question, answer: Any) -> Verdict:
    ctx = question.context
    options = PamfilOptions(**question.options)
    deck = deck_for(ctx["players"])
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    hands = [[deck.parse(c) for c in h] for h in ctx["hands"]]
    result = mucha.resolve(hands, ranking, options)
    given = answer_choice(answer).lower()
    if given == question.key:
        return Verdict(True, question.key, "Right. " + result.explanation, question.rule)
    details = []
    for part in given.split("+"):
        if part.isdigit() and int(part) < len(hands):
            seat = int(part)
            if seat in result.winners:
                continue
            if seat not in result.mucha_seats:
                message = f"Seat {seat} has no mucha: {_not_mucha(hands[seat], ranking)}."
                rule = RULES["pf-mucha"]
            else:
                message = f"Seat {seat} has a mucha but does not win: {result.explanation}"
                rule = result.rule
            details.append({"seat": seat, "message": message, "rule": rule.to_json()})
    if not details:
        details.append({"message": result.explanation, "rule": result.rule.to_json()})
    else:
        details.append(
            {"message": "The answer: " + result.explanation, "rule": result.rule.to_json()}
        )
    return Verdict(
        False, question.key, " ".join(d["message"] for d in details), question.rule, details
    )
