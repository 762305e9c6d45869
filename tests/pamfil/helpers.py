"""Small helpers for the Pamfil tests: cards from text, rule quotations."""

from __future__ import annotations

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
