"""Helpers shared by the Schafkopf quiz kinds: real deals, names and the contract's facts."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import SCHAFKOPF_DECK, Card
from trainer.i18n import Noun, msg
from trainer.naming import Namer, seat_name, seat_noun
from trainer.quiz import blocks
from trainer.schafkopf.auction import SEATS, callable_suits
from trainer.schafkopf.contracts import Contract, Kind
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.play import playable
from trainer.schafkopf.state import Phase, SchafkopfState, deal

GAME = "schafkopf"
DECK = SCHAFKOPF_DECK
NAMES = Namer(GAME, SEATS)
seat_text = NAMES.seat_text
"""A seat in the English of the play questions (``plays.py``, the rulings' area) not yet
messages; the kinds here name seats by their nouns (:func:`who`)."""


def who(seat: int) -> Noun:
    """A seat as a message names it ("the forehand")."""
    return seat_noun(GAME, seat, SEATS)


def seat_label(seat: int) -> str:
    """A seat said alone, as a fact's or a choice's label: "Forehand"."""
    return seat_name(GAME, seat, SEATS)


def contract_for(
    rng: random.Random, hands: list[list[Card]], kinds: tuple[Kind, ...]
) -> tuple[Contract, int] | None:
    """A contract of one of ``kinds`` that some seat may really play, and that seat."""
    kind = rng.choice(kinds)
    seats = list(range(SEATS))
    rng.shuffle(seats)
    for s in seats:
        if kind is Kind.ACE_GAME:
            suits = callable_suits(hands[s])
            if suits:
                return Contract(kind, called=rng.choice(suits)), s
        elif kind in (Kind.SUIT_SOLO, Kind.SUIT_SOLO_TOUT):
            return Contract(kind, trump=rng.choice(list(DECK.cards)).suit), s
        else:
            return Contract(kind), s
    return None


def game(
    rng: random.Random, options: SchafkopfOptions, kinds: tuple[Kind, ...]
) -> SchafkopfState | None:
    """A dealt game in its play phase: the chosen seat named the contract, the others passed."""
    hands = deal(rng)
    chosen = contract_for(rng, hands, kinds)
    if chosen is None:
        return None
    contract, declarer = chosen
    state = SchafkopfState(SCHAFKOPF, options, hands=hands)
    for s in range(SEATS):
        state.call(contract if s == declarer else None)
    return state if state.phase is Phase.PLAY else None


def play_random_moves(rng: random.Random, state: SchafkopfState, count: int) -> None:
    """Play ``count`` random legal cards (through the same legality decision)."""
    for _ in range(count):
        if state.phase is not Phase.PLAY:
            return
        s = state.to_move
        assert s is not None and state.rank is not None
        legal = playable(
            state.held[s], state.trick, state.rank, state.ace, state.called_led, state.options
        )
        state.play(rng.choice(list(legal)))


def contract_facts(state: SchafkopfState) -> dict[str, Any]:
    assert state.contract is not None and state.declarer_seat is not None
    items = [
        blocks.fact(msg("quiz.fact.contract"), state.contract.label()),
        blocks.fact(msg("sk.quiz.fact.declarer"), seat_label(state.declarer_seat)),
    ]
    if state.contract.called is not None:
        led = msg("quiz.word.yes" if state.called_led else "quiz.word.no")
        items.append(blocks.fact(msg("sk.quiz.fact.called_led"), led))
    return blocks.facts(items)
