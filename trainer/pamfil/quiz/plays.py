"""Quiz kinds on the play: which cards are legal, which card wins the trick (P1, P2)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card, Suit
from trainer.errors import Reason
from trainer.naming import capital, cards_in_text
from trainer.pamfil import play
from trainer.pamfil.deck import deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import (
    GAME,
    advance,
    card,
    card_start,
    played_state,
    players_for,
    seat_text,
    trump_facts,
)
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.simulate import random_playout
from trainer.pamfil.state import PamfilState, Phase
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_card_choice, grade_winner, led_suit_wins
from trainer.quiz.sampling import draw
from trainer.rules import Rule

# -- legal plays ----------------------------------------------------------------------------


def _pamfil_trap(hand: list[Card], trick: list[Card], ranking: Ranking) -> bool:
    """The pamfil in hand or trick while acorns are led and acorns are not trumps."""
    led = ranking.suit[trick[0]]
    has_uc = any(c.code == PAMFIL_CODE for c in [*hand, *trick])
    return has_uc and led is Suit.C and ranking.trump is not Suit.C


def _legal_level_fits(level: int, codes: set[Reason], trap: bool, options: PamfilOptions) -> bool:
    """Level 1 following suit, 2 heading and trumping, 3 overtrumping and the pamfil's trap.

    A house rule that drops a duty drops the level built on it: with ``beat_obligation =
    "none"`` every level asks about following suit.
    """
    duty = options.beat_obligation
    if level == 3 and (duty == play.HEAD_AND_TRUMP or options.pamfil_mode == "top_trump"):
        return Reason.MUST_OVERTRUMP in codes or trap
    if level >= 2 and duty != "none":
        return bool(codes & {Reason.MUST_HEAD, Reason.MUST_TRUMP}) and (
            Reason.MUST_OVERTRUMP not in codes
        )
    return codes == {Reason.FOLLOW_SUIT} and not trap


def _pamfil_note(hand: list[Card], trick: list[Card], ranking: Ranking) -> str:
    if not _pamfil_trap(hand, trick, ranking):
        return ""
    uc = next(c for c in [*hand, *trick] if c.code == PAMFIL_CODE)
    return " The pamfil is a trump here, not an acorn." if ranking.is_trump(uc) else ""


def _refused(position: play.PlayPosition, card_: Card) -> tuple[str, Rule]:
    """The engine's refusal of a card, as the grader's (message, rule)."""
    refusal = play.why_not_play(position, card_)
    assert refusal is not None, "only a card the key leaves out is explained"
    return str(refusal.message), refusal.rule


def _why_legal(
    card_: Card, hand: list[Card], trick: list[Card], ranking: Ranking, duty: str
) -> tuple[str, Rule]:
    led = ranking.suit[trick[0]]
    suit = ranking.describe_suit(led)
    best = trick[ranking.winner_index(trick)]
    name = card_start(card_)
    if ranking.suit[card_] is led:
        if ranking.is_trump(best) and not ranking.is_trump(trick[0]):
            text = (
                f"{name} follows {led.german_name}; once the trick has been trumped, any card "
                "of the suit will do."
            )
        elif duty == play.HEAD_AND_TRUMP and ranking.power[card_] > ranking.power[best]:
            text = f"{name} follows {suit} and beats {card(best)}."
        else:
            text = f"{name} follows {suit}, and no card of yours beats the trick."
    elif ranking.is_trump(card_):
        extra = " (the pamfil is the highest trump)" if card_.code == PAMFIL_CODE else ""
        if ranking.is_trump(best) and ranking.power[card_] > ranking.power[best]:
            text = f"{name}{extra} overtrumps {card(best)}, and you hold no {led.german_name}."
        elif ranking.is_trump(best):
            text = (
                f"{name} is a trump; you hold no {led.german_name} and cannot overtrump "
                f"{card(best)}, so any trump will do."
            )
        else:
            text = f"{name}{extra} is a trump, and you hold no {led.german_name}."
    else:
        text = f"You hold neither {led.german_name} nor a trump, so {card(card_)} may be played."
    return text, play.FOLLOW_BEAT


def _duty_line(hand: list[Card], trick: list[Card], ranking: Ranking, duty: str) -> str:
    """The one-line why of a legal-plays question: the duty that decides it."""
    led = ranking.suit[trick[0]]
    best = trick[ranking.winner_index(trick)]
    follow = [c for c in hand if ranking.suit[c] is led]
    note = _pamfil_note(hand, trick, ranking)
    suit = ranking.describe_suit(led)
    if follow:
        trumped = ranking.is_trump(best) and not ranking.is_trump(trick[0])
        if duty == play.HEAD_AND_TRUMP and not trumped:
            if any(ranking.power[c] > ranking.power[best] for c in follow):
                return f"You must follow {suit} and beat the trick if you can.{note}"
            return f"You must follow {suit}; no card of yours beats the trick.{note}"
        if trumped:
            return (
                f"You must follow {led.german_name}; the trick has been trumped, so any card of "
                f"the suit will do.{note}"
            )
        return f"You must follow {suit}.{note}"
    legal = play.legal_plays(play.PlayPosition(hand, trick, ranking, duty))
    overtrump = any(ranking.power[c] > ranking.power[best] for c in legal)
    if duty == play.HEAD_AND_TRUMP and ranking.is_trump(best) and overtrump:
        return (
            f"You hold no {led.german_name}, so you must trump, and overtrump "
            f"{card(best)} if you can.{note}"
        )
    return f"You hold no {led.german_name}, so you must play a trump.{note}"


def _legal_example(codes: set[Reason], trap: bool, trumped: bool) -> str:
    if trap:
        return "the-pamfil-is-a-trump-not-an-acorn"
    if codes & {Reason.MUST_TRUMP, Reason.MUST_OVERTRUMP}:
        return "void-trump-and-overtrump"
    if trumped:
        return "when-the-trick-has-been-trumped"
    return "heading-the-trick"


def gen_legal_plays(rng: random.Random, level: int, options: PamfilOptions) -> Draft:

    def make(rng: random.Random) -> tuple[PamfilState, set[Reason], bool] | None:
        players = players_for(level, rng)
        state = played_state(rng, options, players)
        advance(state, rng, rng.randrange(players * 5 - 1))
        mover = state.to_move
        if state.phase is not Phase.PLAY or not state.trick or mover is None:
            return None
        hand = list(state.held[mover])
        position = state.position(mover)
        refusals = [play.why_not_play(position, c) for c in hand]
        codes = {r.code for r in refusals if r is not None}
        if not codes:
            return None  # every card legal: a trivial question
        return state, codes, _pamfil_trap(hand, state.trick, state.ranking)

    state, codes, trap = draw(
        rng, make, lambda found: _legal_level_fits(level, found[1], found[2], options)
    )
    seat = state.to_move
    assert seat is not None
    hand = sorted(state.held[seat], key=state.ranking.sort_key)
    trick = list(state.trick)
    legal = play.legal_plays(play.PlayPosition(hand, trick, state.ranking, options.beat_obligation))
    best = trick[state.ranking.winner_index(trick)]
    trumped = state.ranking.is_trump(best) and not state.ranking.is_trump(trick[0])
    prompt = (
        f"Trumps are {state.trump.german_name}, and you are {seat_text(seat, state.players)}. "
        "Which cards of your hand may you play to this trick? Select every one you may play."
    )
    return Draft(
        prompt=prompt,
        blocks=[
            trump_facts(state.trump, state.indicator, state.players),
            blocks.trick(GAME, "The trick so far", state.leader, trick, state.players, seat),
            blocks.cards("Your hand", hand),
        ],
        answer=blocks.pick_cards(2),
        key=[c.code for c in legal],
        rule=play.FOLLOW_BEAT,
        context={
            "hand": [c.code for c in hand],
            "trick": [c.code for c in trick],
            "trump": state.trump.value,
            "players": state.players,
            "history": [[c.code for c in t.cards] for t in state.tricks],
        },
        example=_legal_example(codes, trap, trumped),
    )


def _position(question: Question) -> tuple[list[Card], list[Card], Ranking, str, Any]:
    ctx = question.context
    deck = deck_for(ctx["players"])
    options = PamfilOptions(**question.options)
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    hand = [deck.parse(c) for c in ctx.get("hand", [])]
    trick = [deck.parse(c) for c in ctx["trick"]]
    return hand, trick, ranking, options.beat_obligation, deck


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    hand, trick, ranking, duty, deck = _position(question)
    legal = [deck.parse(c) for c in question.key]
    return grade_card_choice(
        question,
        answer,
        deck=deck,
        shown=hand,
        right=legal,
        why_not=lambda c: _refused(play.PlayPosition(hand, trick, ranking, duty), c),
        why_right=lambda c: _why_legal(c, hand, trick, ranking, duty),
        why=_duty_line(hand, trick, ranking, duty),
        expected_text=capital(cards_in_text(GAME, legal)) + " may be played.",
    )


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


def gen_trick_winner(rng: random.Random, level: int, options: PamfilOptions) -> Draft:

    def make(rng: random.Random) -> tuple[PamfilState, int]:
        state = played_state(rng, options, players_for(level, rng))
        random_playout(state, rng)
        return state, rng.randrange(len(state.tricks))

    def fits(found: tuple[PamfilState, int]) -> bool:
        state, index = found
        return _winner_level_fits(level, state.tricks[index].cards, state.ranking)

    state, index = draw(rng, make, fits)
    trick, leader = state.tricks[index].cards, state.tricks[index].leader
    win = state.ranking.winner_index(trick)
    pamfil_wins = trick[win].code == PAMFIL_CODE
    example = "the-pamfil-above-the-ace" if pamfil_wins else "a-trump-takes-a-plain-suit"
    return Draft(
        prompt=(
            f"Trumps are {state.trump.german_name}. Which card wins this trick? Click it in "
            "the trick."
        ),
        blocks=[
            trump_facts(state.trump, state.indicator, state.players),
            blocks.trick(GAME, f"Trick {index + 1}", leader, trick, state.players),
        ],
        answer=blocks.pick_cards(1, "one"),
        key=trick[win].code,
        rule=RULES["pf-rank"],
        context={
            "trick": [c.code for c in trick],
            "trump": state.trump.value,
            "players": state.players,
        },
        example=example,
    )


def _beaten_by(card_: Card, best: Card, ranking: Ranking, led: Suit) -> str:
    if ranking.suit[card_] is not led and not ranking.is_trump(card_):
        return (
            f"{card_start(card_)} neither follows {led.german_name}, the suit led, nor is a "
            "trump, so it cannot win."
        )
    if ranking.is_trump(best) and not ranking.is_trump(card_):
        return f"{card_start(best)} is a trump and beats every card of {led.german_name}."
    extra = " (the pamfil is the highest trump)" if best.code == PAMFIL_CODE else ""
    return f"{card_start(best)} ranks above {card(card_)}{extra}."


def grade_trick_winner(question: Question, answer: Any) -> Verdict:
    _, trick, ranking, _, deck = _position(question)
    best = deck.parse(question.key)
    led = ranking.suit[trick[0]]
    if ranking.is_trump(best):
        extra = ", the pamfil above all" if best.code == PAMFIL_CODE else ""
        why = f"The highest trump takes the trick{extra}."
    else:
        why = led_suit_wins(led.german_name)
    return grade_winner(
        question, answer, deck, trick, why, lambda c: _beaten_by(c, best, ranking, led)
    )
