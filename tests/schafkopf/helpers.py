"""Small helpers for the Schafkopf tests: cards from text, contracts, rule quotations, requests."""

from __future__ import annotations

from typing import Any

from trainer.api import handle
from trainer.cards import SCHAFKOPF_DECK, Card
from trainer.rules import Rule
from trainer.schafkopf.contracts import Contract, parse_contract
from trainer.schafkopf.rulebook import RULES


def cards(text: str) -> list[Card]:
    """``cards("OC 10H")`` → the Card objects."""
    return [SCHAFKOPF_DECK.parse(code) for code in text.split()]


def codes(items) -> list[str]:
    return [c.code for c in items]


def contract(kind: str, **extra: str) -> Contract:
    return parse_contract({"type": kind, **extra})


def rule(rule_id: str) -> Rule:
    """The rulebook entry a test rests on (fails loudly if the translator renamed it)."""
    assert rule_id in RULES, f"rulebook has no {rule_id}"
    return RULES[rule_id]


def source(rule_id: str) -> str:
    """The quotation used in assertion messages: English, then the Belarusian original."""
    r = rule(rule_id)
    return f"{r.text} / {r.original}"


def api(**request: Any) -> dict[str, Any]:
    request.setdefault("game", "schafkopf")
    return handle(request)


def ok(**request: Any) -> dict[str, Any]:
    response = api(**request)
    assert response["ok"], response
    return response


def error(**request: Any) -> dict[str, Any]:
    response = api(**request)
    assert not response["ok"], response
    return response["error"]
