"""Tarok galicyjski at the JSON boundary: deck, options, contracts and ops."""

from __future__ import annotations

from typing import Any

from trainer.cards import TAROK_DECK
from trainer.fields import Fields
from trainer.games import GameSpec
from trainer.ops import make_op
from trainer.points import tarok_count, tarok_raw_points
from trainer.tarok.options import TarokOptions

CONTRACTS: list[dict[str, Any]] = [
    {"name": "trojka", "title": "Trójka", "exchange": 3, "base": 30, "levels": [1, 2, 3, 4, 5]},
    {"name": "dwojka", "title": "Dwójka", "exchange": 2, "base": 40, "levels": [1, 2, 3, 4, 5]},
    {"name": "jedynka", "title": "Jedynka", "exchange": 1, "base": 50, "levels": [1, 2, 3, 4, 5]},
    {"name": "solo", "title": "Solo", "exchange": 0, "base": 60, "levels": [1]},
]
"""The four calls: cards exchanged, the value at exactly 33 points, and the loss
multipliers (level 2 = druga/spód, 3 = trzecia/wierzch, 4 = czwarta, 5 = piąta)."""


@make_op(
    "card_points",
    ("cards",),
    "Count a pile of tarok cards in groups of three (rules-notes T13).",
)
def card_points(fields: Fields, options: TarokOptions) -> dict[str, Any]:
    cards = fields.cards("cards", TAROK_DECK, max_items=42)
    return {
        "points": tarok_count(cards),
        "raw_points": tarok_raw_points(cards),
        "groups": len(cards) // 3,
        "incomplete_group": len(cards) % 3 != 0,
        "cards": [c.code for c in cards],
    }


SPEC = GameSpec(
    id="tarok",
    title="Tarok galicyjski",
    source="Polish Wikipedia, after J. Szczepański (Kraków, c. 1903)",
    players=(3, 4),
    options_type=TarokOptions,
    contracts=CONTRACTS,
    ops={op.name: op for op in (card_points,)},
)
