"""Schafkopf at the JSON boundary: deck, options, contracts and ops."""

from __future__ import annotations

from typing import Any

from trainer.cards import SCHAFKOPF_DECK
from trainer.fields import Fields
from trainer.games import GameSpec
from trainer.ops import make_op
from trainer.points import schafkopf_points
from trainer.schafkopf.options import SchafkopfOptions

CONTRACTS: list[dict[str, Any]] = [
    {"type": "ace_game", "name": "Ace game", "base": 1, "needs": "called"},
    {"type": "wenz", "name": "Wenz (Wenz Solo)", "base": 5},
    {"type": "suit_solo", "name": "Suit Solo", "base": 5, "needs": "trump"},
    {"type": "wenz_tout", "name": "Wenz Tout", "base": 10},
    {"type": "suit_solo_tout", "name": "Suit Solo Tout", "base": 10, "needs": "trump"},
    {"type": "sie", "name": "Sie", "base": 20},
]
"""The text's table of contracts, lowest to highest, with base values in stakes."""


@make_op("card_points", ("cards",), "Sum of Schafkopf card points (A 11, 10 10, K 4, O 3, U 2).")
def card_points(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    cards = fields.cards("cards", SCHAFKOPF_DECK, max_items=32)
    return {"points": schafkopf_points(cards), "cards": [c.code for c in cards]}


SPEC = GameSpec(
    id="schafkopf",
    title="Bavarian Schafkopf",
    source="Belarusian text based on the official rules of 1989",
    players=(4,),
    options_type=SchafkopfOptions,
    contracts=CONTRACTS,
    ops={op.name: op for op in (card_points,)},
)
