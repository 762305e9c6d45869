"""Pamfil at the JSON boundary: decks, options, contracts and ops."""

from __future__ import annotations

from typing import Any

from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, Deck
from trainer.fields import Fields
from trainer.games import GameSpec
from trainer.ops import make_op
from trainer.pamfil.options import PamfilOptions
from trainer.points import mucha_card_points

CONTRACTS: list[dict[str, Any]] = [
    {"trump": suit, "name": f"{name} trumps"}
    for suit, name in (("C", "Acorns"), ("S", "Leaves"), ("H", "Hearts"), ("D", "Bells"))
]
"""A Pamfil deal has no bid contract: the turned-up card names the trump suit."""


def deck_for(players: int) -> Deck:
    """32 cards for three players, the full 36 for more (the text; rules-notes P13)."""
    return PAMFIL_DECK_32 if players <= 3 else PAMFIL_DECK_36


@make_op(
    "card_points",
    ("cards",),
    "Mucha card points of a pile: figures 10, pip cards their pips (rules-notes P6).",
)
def card_points(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    cards = fields.cards("cards", PAMFIL_DECK_36, max_items=36)
    per_card = [mucha_card_points(c, options.ace_points) for c in cards]
    return {"points": sum(per_card), "per_card": per_card, "cards": [c.code for c in cards]}


SPEC = GameSpec(
    id="pamfil",
    title="Pamfil",
    source="Polish Wikipedia, 'Pamfil (gra karciana)'",
    players=(3, 4, 5, 6),
    options_type=PamfilOptions,
    contracts=CONTRACTS,
    ops={op.name: op for op in (card_points,)},
)
