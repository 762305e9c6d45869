"""Quiz kinds on the play: which cards are legal, which card wins the trick (P1, P2)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card, Suit
from trainer.pamfil import play
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import (
    MAX_TRIES,
    advance,
    as_options,
    make_question,
    played_state,
    players_for,
    trick_block,
    trump_facts,
)
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.simulate import random_playout
from trainer.pamfil.spec_deck import deck_for
from trainer.pamfil.state import Phase
from trainer.quiz import (
    Question,
    Verdict,
    answer_cards,
)

# -- legal plays ----------------------------------------------------------------------------


def _pamfil_trap(hand: list[Card], trick: list[Card], ranking: Ranking) -> bool:
    """The pamfil in hand or trick while acorns are led and acorns are not trumps."""
    led = ranking.suit[trick[0]]
    has_uc = any(c.code == PAMFIL_CODE for c in [*hand, *trick])
    return has_uc and led is Suit.C and ranking.trump is not Suit.C


def _legal_level_fits(level: int, codes: set[str], trap: bool) -> bool:
    if level == 1:
        return codes == {"must_follow"} and not trap
    if level == 2:
        return bool(codes & {"must_head", "must_trump"}) and "must_overtrump" not in codes
    return "must_overtrump" in codes or trap


def gen_legal_plays(rng: random.Random, level: int, options: Any) -> Question:
    options = as_options(options)
    fallback = None
    for attempt in range(MAX_TRIES):
        players = players_for(level, rng)
        state = played_state(rng, options, players)
        advance(state, rng, rng.randrange(players * 5 - 1))
        if state.phase is not Phase.PLAY or not state.trick:
            continue
        seat = state.to_move
        assert seat is not None
        hand = list(state.hands[seat])
        why = play.reasons(hand, state.trick, state.ranking, options.beat_obligation)
        if not why:
            continue  # every card legal: a trivial question
        codes = {r.code for r in why.values()}
        fits = _legal_level_fits(level, codes, _pamfil_trap(hand, state.trick, state.ranking))
        if fits or attempt == MAX_TRIES - 1:
            break
        fallback = fallback or state
    else:  # pragma: no cover - the loop always breaks on its last attempt
        state = fallback
    seat = state.to_move
    hand = sorted(state.hands[seat], key=state.ranking.sort_key)
    legal = play.legal_plays(hand, state.trick, state.ranking, options.beat_obligation)
    blocks = [
        trump_facts(state.trump, state.indicator, state.players),
        trick_block(state, state.trick, state.leader, "The trick so far"),
        {
            "type": "cards",
            "label": f"Your hand (seat {seat})",
            "cards": [c.code for c in hand],
            "role": "hand",
        },
    ]
    prompt = (
        f"Trumps are {state.trump.german_name} and you are seat {seat}. Which cards of your "
        "hand may you play to this trick? Select every legal card."
    )
    return make_question(
        prompt,
        blocks,
        {"type": "cards", "select": "many", "from": 2},
        [c.code for c in legal],
        play.FOLLOW_BEAT,
        hand=[c.code for c in hand],
        trick=[c.code for c in state.trick],
        trump=state.trump.value,
        players=state.players,
    )


def _why_legal(
    card: Card, hand: list[Card], trick: list[Card], ranking: Ranking, obligation: str
) -> str:
    led = ranking.suit[trick[0]]
    best = trick[ranking.winner_index(trick)]
    pamfil = " (the pamfil is a trump, not an acorn)" if best.code == PAMFIL_CODE else ""
    if ranking.suit[card] is led:
        if ranking.is_trump(best) and not ranking.is_trump(trick[0]):
            return (
                f"{card.code} follows {ranking.describe_suit(led)}, and once the trick is "
                f"trumped by {best.code}{pamfil} any card of the suit will do"
            )
        if obligation == play.HEAD_AND_TRUMP and ranking.power[card] > ranking.power[best]:
            return f"{card.code} follows {ranking.describe_suit(led)} and beats {best.code}"
        return f"{card.code} follows {ranking.describe_suit(led)}"
    if ranking.is_trump(card):
        extra = " (the pamfil is the highest trump)" if card.code == PAMFIL_CODE else ""
        if ranking.is_trump(best) and ranking.power[card] > ranking.power[best]:
            return f"{card.code}{extra} overtrumps {best.code}, and you have no {led.german_name}"
        if ranking.is_trump(best):
            top = " (the pamfil, the highest trump)" if best.code == PAMFIL_CODE else ""
            return (
                f"{card.code} is a trump; you have no {led.german_name} and cannot overtrump "
                f"{best.code}{top}, so any trump will do"
            )
        return f"{card.code}{extra} is a trump, and you have no {led.german_name}"
    return f"you hold neither {led.german_name} nor a trump, so any card may be played"


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    ctx = question.context
    players = ctx["players"]
    deck = deck_for(players)
    options = PamfilOptions(**question.options)
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    hand = [deck.parse(c) for c in ctx["hand"]]
    trick = [deck.parse(c) for c in ctx["trick"]]
    key = set(question.key)
    chosen = answer_cards(answer, deck)
    details = []
    for card in chosen:
        if card.code in key:
            continue
        reason = play.illegal_reason(card, hand, trick, ranking, options.beat_obligation)
        if reason is None:  # pragma: no cover - key and reasons come from the same code
            continue
        details.append(
            {
                "card": card.code,
                "wrong": "chosen",
                "message": reason.message,
                "code": reason.code,
                "rule": reason.rule.to_json(),
            }
        )
    chosen_codes = {c.code for c in chosen}
    for code in question.key:
        if code not in chosen_codes:
            card = deck.parse(code)
            why = _why_legal(card, hand, trick, ranking, options.beat_obligation)
            details.append(
                {
                    "card": code,
                    "wrong": "missed",
                    "message": f"{code} may be played: {why}.",
                    "rule": play.FOLLOW_BEAT.to_json(),
                }
            )
    correct = not details
    if correct:
        explanation = "Right: exactly " + ", ".join(question.key) + " may be played."
    else:
        explanation = " ".join(d["message"] for d in details)
    return Verdict(correct, question.key, explanation, question.rule, details)


# -- trick winner ---------------------------------------------------------------------------


def _winner_level_fits(level: int, trick: list[Card], ranking: Ranking) -> bool:
    index = ranking.winner_index(trick)
    if level == 1:
        return True
    if index == 0:
        return False  # from level 2 the lead card never wins
    if level == 2:
        return True
    trumps = sum(ranking.is_trump(c) for c in trick)
    has_uc = any(c.code == PAMFIL_CODE for c in trick)
    overtrumped = trumps >= 2 and not ranking.is_trump(trick[0])
    return has_uc or overtrumped


def gen_trick_winner(rng: random.Random, level: int, options: Any) -> Question:
    options = as_options(options)
    for attempt in range(MAX_TRIES):
        players = players_for(level, rng)
        state = played_state(rng, options, players)
        random_playout(state, rng)
        index = rng.randrange(len(state.tricks))
        trick = state.tricks[index]
        if _winner_level_fits(level, trick, state.ranking) or attempt == MAX_TRIES - 1:
            break
    leader = state.trick_leaders[index]
    win = state.ranking.winner_index(trick)
    blocks = [
        trump_facts(state.trump, state.indicator, state.players),
        trick_block(state, trick, leader, f"Trick {index + 1}"),
        {
            "type": "cards",
            "label": "The cards of the trick",
            "cards": [c.code for c in trick],
            "role": "pile",
        },
    ]
    prompt = (
        f"Trumps are {state.trump.german_name}. Seat {leader} led this trick. Which card wins it?"
    )
    return make_question(
        prompt,
        blocks,
        {"type": "cards", "select": "one", "from": 2},
        trick[win].code,
        RULES["pf-rank"],
        trick=[c.code for c in trick],
        trump=state.trump.value,
        players=state.players,
        leader=leader,
    )


def _beaten_by(card: Card, best: Card, ranking: Ranking, led: Suit) -> str:
    if ranking.suit[card] is not led and not ranking.is_trump(card):
        return f"{card.code} neither follows {led.german_name} nor is a trump, so it cannot win"
    if ranking.is_trump(best) and not ranking.is_trump(card):
        return f"{best.code} is a trump and beats every {led.german_name}"
    extra = " (the pamfil is the highest trump)" if best.code == PAMFIL_CODE else ""
    return f"{best.code} ranks above {card.code}{extra}"


def grade_trick_winner(question: Question, answer: Any) -> Verdict:
    ctx = question.context
    deck = deck_for(ctx["players"])
    options = PamfilOptions(**question.options)
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    trick = [deck.parse(c) for c in ctx["trick"]]
    chosen = answer_cards(answer, deck)
    best = deck.parse(question.key)
    if len(chosen) == 1 and chosen[0] is best:
        return Verdict(True, question.key, f"Right: {best.code} wins the trick.", question.rule)
    details = []
    led = ranking.suit[trick[0]]
    for card in chosen:
        if card is best:
            continue
        if card not in trick:
            message = f"{card.code} is not in this trick."
        else:
            message = f"{card.code} does not win: {_beaten_by(card, best, ranking, led)}."
        details.append(
            {
                "card": card.code,
                "wrong": "chosen",
                "message": message,
                "rule": RULES["pf-rank"].to_json(),
            }
        )
    why = (
        "the highest trump wins"
        if ranking.is_trump(best)
        else f"no trump was played, so the highest {led.german_name} wins"
    )
    if best not in chosen:
        details.append(
            {
                "card": best.code,
                "wrong": "missed",
                "message": f"{best.code} wins: {why}.",
                "rule": RULES["pf-rank"].to_json(),
            }
        )
    if len(chosen) > 1:
        details.append({"wrong": "many", "message": "Choose exactly one card."})
    explanation = " ".join(d["message"] for d in details)
    return Verdict(False, question.key, explanation, question.rule, details)
