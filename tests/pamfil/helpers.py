"""Small helpers for the Pamfil tests: cards from text, rule quotations, actions."""

from __future__ import annotations

from typing import Any

from trainer.actions import Action, ActionKind, parse_action
from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, Card
from trainer.pamfil.rulebook import RULES


def cards(text: str, players: int = 3) -> list[Card]:
    """``"UC AH 7S"`` → cards of the deck the table uses."""
    deck = PAMFIL_DECK_32 if players <= 3 else PAMFIL_DECK_36
    return [deck.parse(code) for code in text.split()]


def quote(rule_id: str) -> str:
    """The rule's English sentence and its Polish original, for assertion messages."""
    rule = RULES[rule_id]
    return f"{rule.text} / {rule.original}"


def act(state: Any, path: str = "action", **fields: Any) -> None:
    """Apply one action written as the common grammar's JSON (``seat`` defaults to the
    seat to move), through the same parser and checks as the ``state`` op."""
    state.apply(parse_action(fields, path, state.deck, state.to_move), path)


def actions_of(state: Any) -> list[Action]:
    """Every move of a deal so far, in order, read back from the state: the declarations
    (an exchange with the cards it gave up), then each card with its seat."""
    moves: list[Action] = []
    for decl in state.round.calls:
        if decl.call == "exchange":
            cards = tuple(c.code for c in state.deck.sorted(state.discards[decl.seat]))
            moves.append(Action(decl.seat, ActionKind.EXCHANGE, cards=cards))
        else:
            moves.append(Action(decl.seat, ActionKind.CALL, call=decl.call))
    tricks = [*((t.cards, t.leader) for t in state.tricks), (state.trick, state.leader)]
    for trick, leader in tricks:
        for i, card in enumerate(trick):
            moves.append(Action((leader + i) % state.players, ActionKind.PLAY, card=card.code))
    return moves
