"""A table's tariff: what the text's stakes cost in cents or points (the score sheet).

The text prices every game in stakes (sk-scoring-table): an ace game 1, a solo 5, each
step of schneider, schwarz or a matador 1, a tout 10 (two solos), Sie 20 (four solos).
Tables agree a tariff instead, such as "10/50/10": an ace game 10, a solo 50, each step 10.
A tariff keeps the text's arithmetic and only prices its parts: the ace game's base at the
tariff's ace game, the solos' bases in proportion to the tariff's solo (a tout at two solos,
Sie at four), each step at the tariff's step, and a plain stake (a Ramsch's two, the kettle's
one) at the price of an ace game, the text's one-stake game. The tariff ``{ace_game: 1,
solo: 5, step: 1}`` is the text's own table: its prices are the stakes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from trainer.errors import RequestError
from trainer.fields import Fields
from trainer.i18n import Message, msg
from trainer.records import ScoreLine
from trainer.rules import Rule
from trainer.schafkopf.contracts import Kind
from trainer.schafkopf.scoring import GameScore

PRICE_MAX = 100_000
"""No tariff of a real table prices a game higher (a bound, so no answer overflows a cell)."""
SOLO_STAKES = 5
"""A solo's base in the text's table: the tariff's solo prices these five stakes."""


@dataclass(frozen=True, slots=True)
class Tariff:
    """The prices of an ace game, a solo and one step, in the table's unit."""

    ace_game: int
    solo: int
    step: int

    def words(self) -> Message:
        """The three prices as the score line names them (a message: said in each language)."""
        return msg("sk.score.tariff.prices", ace_game=self.ace_game, solo=self.solo, step=self.step)

    def game_value(self, score: GameScore) -> int:
        """The text's value of a game, its parts priced by the tariff (S10's formula)."""
        if score.contract.kind is Kind.ACE_GAME:
            base = self.ace_game * score.base
        else:
            base = self.solo * score.base // SOLO_STAKES
        value = base + (score.extra + score.matadors) * self.step
        info = score.contract.info
        if info.tout and score.tout_mode != "flat":
            value *= 2
        return int(value * 2**score.doublings)

    def stake(self) -> int:
        """One plain stake (a Ramsch's, the kettle's): the price of the one-stake game."""
        return self.ace_game


def read_tariff(fields: Fields) -> Tariff | None:
    """The request's optional ``tariff`` object, each price a whole number 1–100000."""
    sub = fields.obj("tariff", required=False)
    if sub is None:
        return None
    for key in sub.data:
        if key not in ("ace_game", "solo", "step"):
            shown = str(key)[:40]
            raise RequestError(
                f"'{shown}' is not a part of a tariff (ace_game, solo, step)", sub.path(shown)
            )
    names = ("ace_game", "solo", "step")
    ace_game, solo, step = (sub.integer(name, minimum=1, maximum=PRICE_MAX) for name in names)
    return Tariff(ace_game, solo, step)


def priced_game(tariff: Tariff, score: GameScore, stakes_only: GameScore) -> dict[str, Any]:
    """The game's value and each role's net at the tariff; its ``line`` (a
    :class:`ScoreLine`, shaped by the same options as the payment it prices) says so.

    ``stakes_only`` is the same game settled without the kettle: its nets divided by its
    value give who pays how many times the value (±2 or ±1 in an ace game by
    ace_game_payment, ±3 and ∓1 in a solo); the kettle's flow (already in the tariff's unit,
    since the sheet carries the kettle at its prices) is added as the engine moved it.
    """
    value = tariff.game_value(score)

    def times(net: int | None) -> int | None:
        return None if net is None else net // stakes_only.value * value

    declarer = times(stakes_only.declarer)
    partner = times(stakes_only.partner)
    opponent = times(stakes_only.opponent)
    assert declarer is not None and opponent is not None
    declarer += score.declarer - stakes_only.declarer
    if partner is not None and score.partner is not None and stakes_only.partner is not None:
        partner += score.partner - stakes_only.partner
    line = ScoreLine(
        msg("sk.score.tariff.worth", prices=tariff.words(), value=value),
        score.payment_rule,
        value=value,
        options=score.payment_options,
    )
    return {
        "value": value,
        "net": {"declarer": declarer, "partner": partner, "opponent": opponent},
        "line": line,
    }


def priced_stakes(
    tariff: Tariff, net: list[int], rule: Rule, options: tuple[str, ...] = ()
) -> dict[str, Any]:
    """Plain stakes by seat (a Ramsch, the kettle's payments) at the tariff."""
    line = ScoreLine(
        msg("sk.score.tariff.stake", stake=tariff.stake()),
        rule,
        value=tariff.stake(),
        options=options,
    )
    return {"net": [n * tariff.stake() for n in net], "line": line}
