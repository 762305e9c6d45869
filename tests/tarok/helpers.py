"""Shared helpers for the tarok tests."""

from __future__ import annotations

from trainer.cards import TAROK_DECK
from trainer.tarok.rulebook import RULES


def cards(text: str):
    """Cards from 'T21 SK KH'."""
    return [TAROK_DECK.parse(code) for code in text.split()]


def quote(rule_id: str) -> str:
    """The rule sentence in both languages, for assertion messages."""
    rule = RULES[rule_id]
    return f"{rule.text} / {rule.original}"
