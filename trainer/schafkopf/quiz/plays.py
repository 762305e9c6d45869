"""Quiz kinds on the play: which cards are legal, which card wins the trick."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card, Suit
from trainer.errors import Reason
from trainer.i18n import Message, msg
from trainer.naming import seat_noun, suit_noun
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_plays, grade_winner, led_suit_wins
from trainer.quiz.sampling import draw
from trainer.schafkopf.auction import SEATS
from trainer.schafkopf.contracts import Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.play import PlayPosition, duty, legal_plays, rulings, sentence
from trainer.schafkopf.quiz.common import (
    DECK,
    GAME,
    contract_facts,
    game,
    play_random_moves,
)
from trainer.schafkopf.ranking import TRUMP, sort_hand
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.state import Phase, SchafkopfState

CALLED_CODES = {
    Reason.CALLED_ACE_DISCARD,
    Reason.CALLED_ACE_LEAD,
    Reason.CALLED_ACE_MUST_PLAY,
    Reason.CALLED_SUIT_DISCARD,
    Reason.RUNAWAY_LOWEST,
}
"""The refusals that come from the called ace's rules (S5–S7)."""

# -- legal plays ---------------------------------------------------------------------------------


def _position(state: SchafkopfState, options: SchafkopfOptions) -> PlayPosition:
    """The player to move, with the question's own house rules (they decide what is legal)."""
    s = state.to_move
    assert s is not None and state.contract is not None
    position = PlayPosition(state.contract, list(state.held[s]), list(state.trick), options=options)
    position.called_led = state.called_led
    return position


def gen_legal_plays(rng: random.Random, level: int, options: SchafkopfOptions) -> Draft:
    theme = "called" if level == 3 and rng.random() < 0.6 else ("wenz" if level == 3 else "")
    kinds: tuple[Kind, ...] = (Kind.ACE_GAME,)
    if level == 2:
        kinds = (Kind.ACE_GAME, Kind.SUIT_SOLO, Kind.WENZ)
    if theme == "wenz":
        kinds = (Kind.WENZ, Kind.WENZ_TOUT)

    def make(rng: random.Random) -> tuple[SchafkopfState, PlayPosition] | None:
        state = game(rng, options, kinds)
        if state is None:
            return None
        play_random_moves(rng, state, rng.randrange(0, 31))
        if state.phase is not Phase.PLAY:
            return None
        return state, _position(state, options)

    def fits(found: tuple[SchafkopfState, PlayPosition]) -> bool:
        state, position = found
        refusals = position.refusals()
        if not refusals:
            return False
        hand = position.hand
        if theme == "called":
            return any(r.code in CALLED_CODES for r in refusals.values())
        if theme == "wenz":
            return any(c.rank == "O" for c in hand)
        if level == 2:
            return any(c.rank in ("O", "U") for c in hand) and bool(state.trick)
        return True

    state, position = draw(rng, make, fits)
    you = state.to_move
    assert you is not None and state.contract is not None
    position.hand = sort_hand(position.hand, position.rank)
    legal = legal_plays(position)
    refusals = position.refusals()
    codes = {r.code for r in refusals.values()}
    shown = [contract_facts(state)]
    label = msg("quiz.plays.trick_so_far" if state.trick else "sk.quiz.plays.you_lead")
    shown.append(blocks.trick(GAME, label, state.leader, state.trick, SEATS, you))
    shown.append(blocks.cards(msg("quiz.plays.your_hand"), position.hand))
    return Draft(
        prompt=msg(
            "sk.quiz.plays.prompt" if state.trick else "sk.quiz.plays.prompt_lead",
            contract=state.contract,
            seat=seat_noun(GAME, you, SEATS),
        ),
        blocks=shown,
        answer=blocks.pick_cards(2),
        key=[c.code for c in legal],
        rule=duty(position).rule,
        context={
            "position": position,
            "history": [[c.code for c in t.cards] for t in state.tricks],
        },
        example=_legal_example(position, codes),
    )


def _legal_example(position: PlayPosition, codes: set[Reason]) -> str | None:
    if Reason.CALLED_ACE_MUST_PLAY in codes:
        return "the-called-ace-must-be-played"
    if Reason.RUNAWAY_LOWEST in codes:
        return "running-away"
    if Reason.CALLED_ACE_LEAD in codes:
        return "too-short-to-run-away"
    if codes & {Reason.CALLED_ACE_DISCARD, Reason.CALLED_SUIT_DISCARD}:
        return "the-called-ace-stays-in-the-hand"
    kind = position.contract.kind
    if kind in (Kind.WENZ, Kind.WENZ_TOUT):
        return "wenz-only-the-unters-are-trump"
    if kind in (Kind.SUIT_SOLO, Kind.SUIT_SOLO_TOUT):
        return "suit-solo-a-heart-is-not-a-trump"
    if Reason.FOLLOW_SUIT not in codes and position.trick and not _trump_led(position):
        return "no-duty-to-trump"
    if any(c.rank in ("O", "U") for c in [*position.hand, *position.trick]):
        return "the-obers-belong-to-trump"
    return None


def _trump_led(position: PlayPosition) -> bool:
    return bool(position.trick) and position.rank.eff[position.trick[0]] == TRUMP


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    position: PlayPosition = question.context["position"]
    ruled = rulings(position)
    return grade_plays(
        question,
        answer,
        DECK,
        dict(zip(position.hand, ruled, strict=True)),
        duty(position, ruled),
        sentence,
    )


# -- trick winner --------------------------------------------------------------------------------


def gen_trick_winner(rng: random.Random, level: int, options: SchafkopfOptions) -> Draft:
    kinds = {
        1: (Kind.ACE_GAME,),
        2: (Kind.ACE_GAME, Kind.SUIT_SOLO),
        3: (Kind.WENZ, Kind.SUIT_SOLO, Kind.WENZ_TOUT),
    }[level]

    def make(rng: random.Random) -> tuple[SchafkopfState, int, list[Card]] | None:
        state = game(rng, options, kinds)
        if state is None:
            return None
        play_random_moves(rng, state, 4 * rng.randrange(0, 8))
        leader = state.leader
        play_random_moves(rng, state, 4)
        return state, leader, state.tricks[-1].cards

    def fits(found: tuple[SchafkopfState, int, list[Card]]) -> bool:
        state, _, trick = found
        rank = state.rank
        assert rank is not None  # a contract is being played
        winner = rank.winner(trick)
        if level >= 2 and winner == 0:
            return False
        return level < 3 or any(c.rank in ("O", "U") for c in trick)

    state, leader, trick = draw(rng, make, fits)
    rank = state.rank
    assert rank is not None and state.contract is not None
    best = trick[rank.winner(trick)]
    wenz = state.contract.kind in (Kind.WENZ, Kind.WENZ_TOUT)
    example = (
        "wenz-the-lowest-unter-beats-the-ace"
        if wenz
        else "a-trump-wins"
        if rank.eff[best] == TRUMP
        else None
    )
    return Draft(
        prompt=msg("sk.quiz.winner.prompt", contract=state.contract),
        blocks=[
            blocks.facts([(msg("quiz.fact.contract"), state.contract.label())]),
            blocks.trick(GAME, msg("sk.quiz.winner.trick"), leader, trick, SEATS),
        ],
        answer=blocks.pick_cards(1, "one"),
        key=best.code,
        rule=RULES["sk-trick-winner"],
        context={"trick": trick, "rank": rank, "contract": state.contract},
        example=example,
    )


def grade_trick_winner(question: Question, answer: Any) -> Verdict:
    trick: list[Card] = question.context["trick"]
    rank = question.context["rank"]
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(trick):
        answer = [trick[answer].code]
    best = DECK.parse(question.key)
    led = rank.eff[trick[0]]
    if rank.eff[best] == TRUMP:
        why = msg("sk.quiz.winner.trump")
    else:
        why = led_suit_wins(suit_noun(GAME, Suit(led)))

    def beaten(c: Card) -> Message:
        if rank.eff[c] not in (TRUMP, led):
            if led == TRUMP:
                return msg("sk.quiz.winner.off_trump", card=c)
            return msg("sk.quiz.winner.off_suit", card=c, suit=suit_noun(GAME, Suit(led)))
        return msg("sk.quiz.winner.lower", card=c, best=best)

    return grade_winner(question, answer, DECK, trick, why, beaten)
