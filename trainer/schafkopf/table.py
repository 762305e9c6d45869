"""What Schafkopf's record (:mod:`trainer.schafkopf.game`) says of the game in ``describe``:
the text's table of contracts and the doublings a score may carry, so a form offers these and
never a rule of its own.
"""

from __future__ import annotations

from typing import Any

from trainer.cards import Suit
from trainer.i18n import msg
from trainer.options import option_choices
from trainer.schafkopf.contracts import BIDDABLE, CONTRACT_TYPES, Contract, Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.ranking import ranking
from trainer.schafkopf.scoring import matador_minimum


def _matador_range(kind: Kind) -> dict[str, int] | None:
    """The runs of matadors (Laufende) a contract can have: from its minimum (sk-matadors: 3,
    or 2 in a Wenz) to all of its trumps; None for Sie, which is not counted."""
    if kind is Kind.SIE:
        return None
    needs = CONTRACT_TYPES[kind].needs
    contract = Contract(
        kind,
        called=Suit.C if needs == "called" else None,
        trump=Suit.C if needs == "trump" else None,
    )
    return {"min": matador_minimum(contract), "max": len(ranking(contract).trumps)}


CONTRACTS: list[dict[str, Any]] = [
    {
        "type": str(row.kind),
        "name": row.name,
        "base": row.base,
        **({"needs": row.needs} if row.needs else {}),
        **({"matadors": runs} if (runs := _matador_range(row.kind)) else {}),
    }
    for row in CONTRACT_TYPES.values()
    if row.kind in BIDDABLE
]
"""The text's table of contracts, lowest to highest, with base values in stakes and the runs
of matadors each can have (so a form offers only those, and the score op refuses the rest)."""


DOUBLINGS: dict[str, Any] = {
    "option": "max_double_rounds",
    "by_rounds": {
        str(rounds): [
            {"doublings": count, "label": msg(f"doubling.schafkopf.{count}")}
            for count in range(2 * rounds + 1)
        ]
        for rounds in option_choices(SchafkopfOptions, "max_double_rounds")
    },
}
"""What the score op's ``doublings`` may be under each value of ``max_double_rounds`` (S10:
one round is a contra and a re), each in a table's words ("Contra and re", a message said in
the request's language): a form offers these, never a rule of its own."""
