"""Quiz kinds on the play: which cards are legal, which card wins the trick."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card
from trainer.errors import Reason
from trainer.naming import capital, cards_in_text
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_card_choice, grade_winner, led_suit_wins
from trainer.quiz.sampling import draw
from trainer.rules import Rule
from trainer.schafkopf.auction import SEATS
from trainer.schafkopf.contracts import Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.play import PlayPosition, legal_plays
from trainer.schafkopf.quiz.common import (
    DECK,
    GAME,
    card,
    card_start,
    contract_facts,
    game,
    play_random_moves,
    seat_text,
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
    label = "The trick so far" if state.trick else "You lead: no card has been played yet"
    shown.append(blocks.trick(GAME, label, state.leader, state.trick, SEATS, you))
    shown.append(blocks.cards("Your hand", position.hand))
    lead = "lead to" if not state.trick else "play to"
    main = RULES["sk-follow-suit"] if state.trick else RULES["sk-called-ace-no-lead"]
    called = [r for r in refusals.values() if r.code in CALLED_CODES]
    if called:
        main = called[0].rule
    elif Reason.FOLLOW_SUIT not in codes and state.trick and not _trump_led(position):
        main = RULES["sk-no-trump-duty"]
    return Draft(
        prompt=(
            f"{state.contract.label()}. You are {seat_text(you)}, and it is your turn to {lead} "
            "the trick. Which cards of your hand may you play? Select every one you may play."
        ),
        blocks=shown,
        answer=blocks.pick_cards(2),
        key=[c.code for c in legal],
        rule=main,
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


def _led(position: PlayPosition) -> str:
    """What must be followed: "trump" or a suit's name."""
    return position.rank.describe_suit(position.rank.eff[position.trick[0]])


def why_legal(position: PlayPosition, c: Card) -> tuple[str, Rule]:
    rank = position.rank
    if position.trick:
        led = rank.eff[position.trick[0]]
        if rank.eff[c] == led and led == TRUMP:
            text = f"{card_start(c)} is a trump, and a trump was led."
            return text, RULES["sk-follow-suit"]
        if rank.eff[c] == led:
            text = f"{card_start(c)} follows {_led(position)}, the suit led."
            return text, RULES["sk-follow-suit"]
        if led == TRUMP:
            # A trump lead: a player without trumps cannot follow, and a duty to trump does
            # not come into it (content review NEW-06).
            return (
                f"You hold no trump, so you cannot follow: any card may be played, {card(c)} too.",
                RULES["sk-follow-suit"],
            )
        return (
            f"You hold no {_led(position)}, so any card may be played, {card(c)} too: there "
            "is no duty to trump.",
            RULES["sk-no-trump-duty"],
        )
    if position.ace is c:
        return "Leading the called ace is always allowed.", RULES["sk-called-ace-lead"]
    called = position.contract.called
    if called is not None and rank.eff[c] == str(called) and not position.called_led:
        return (
            f"Holding at least {position.options.runaway_min_cards} cards of "
            f"{called.german_name}, the holder of the called ace may run away with "
            f"{card(c)}.",
            RULES["sk-called-ace-lead"],
        )
    return (
        f"The leader may lead any card that no rule forbids, {card(c)} included.",
        RULES["sk-first-lead"],
    )


def duty_line(position: PlayPosition) -> str:
    """The one line of why: the duties that decide this position."""
    codes = {r.code for r in position.refusals().values()}
    parts = []
    keeps_ace = Reason.CALLED_ACE_DISCARD in codes
    if position.trick:
        led = position.rank.eff[position.trick[0]]
        follows = any(position.rank.eff[x] == led for x in position.hand)
        if follows and led == TRUMP:
            parts.append("a trump was led, so you must play a trump")
        elif follows:
            parts.append(f"you must follow {_led(position)}")
        else:
            cannot = (
                "you hold no trump, so you cannot follow"
                if led == TRUMP
                else f"you hold no {_led(position)}, so you cannot follow, and there is no "
                "duty to trump"
            )
            anything = (
                "any card may be played except the called ace, which waits for its suit (or "
                "the last trick)"
                if keeps_ace
                else "any card may be played"
            )
            parts.append(f"{cannot}: {anything}")
            keeps_ace = False
    else:
        parts.append("the leader may lead any card that no rule forbids")
    if Reason.CALLED_ACE_MUST_PLAY in codes:
        parts.append("the called suit is led for the first time, so the called ace must be played")
    if Reason.CALLED_ACE_LEAD in codes:
        parts.append("leading the called suit, you must lead the ace: too few cards to run away")
    if Reason.RUNAWAY_LOWEST in codes:
        parts.append("running away, you may lead only the ace or the lowest card of the suit")
    if keeps_ace:
        parts.append("the called ace may not be discarded before its suit has been led")
    if Reason.CALLED_SUIT_DISCARD in codes:
        parts.append(
            "under this house rule no card of the called suit may be discarded before it is led"
        )
    return capital("; ".join(parts)) + "."


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    position: PlayPosition = question.context["position"]
    refusals = position.refusals()
    legal = [DECK.parse(code) for code in question.key]
    return grade_card_choice(
        question,
        answer,
        deck=DECK,
        shown=position.hand,
        right=legal,
        why_not=lambda c: (capital(str(refusals[c].message)) + ".", refusals[c].rule),
        why_right=lambda c: why_legal(position, c),
        why=duty_line(position),
        expected_text=capital(cards_in_text(GAME, legal)) + " may be played.",
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
        prompt=f"{state.contract.label()}. Which card wins this trick? Click it in the trick.",
        blocks=[
            blocks.facts([("Contract", state.contract.label())]),
            blocks.trick(GAME, "The complete trick", leader, trick, SEATS),
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
        why = "The highest trump in the trick takes it."
    else:
        why = led_suit_wins(rank.describe_suit(led))

    def beaten(c: Card) -> str:
        if rank.eff[c] not in (TRUMP, led):
            return (
                f"{card_start(c)} neither follows {rank.describe_suit(led)}, the suit led, nor "
                "is a trump, so it cannot win."
            )
        return f"{card_start(c)} is lower than {card(best)}."

    return grade_winner(question, answer, DECK, trick, why, beaten)
