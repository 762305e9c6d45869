"""Scoring a tarok deal (rules-notes T6–T14) and the payments (T12).

Game value, from the soloist's side, with p his card points (0–66):

* win (p ≥ 34, T8): (p − 33)·k + base, ×2 for any contra (T7: recontra and
  supracontra count on a win only with option ``recontra_on_win``);
* loss (p ≤ 33): −((33 − p)·k + base) × level (druga … piąta, T6) × contra
  factor (2 / 4 / 8);
* volat (all 12 tricks, T10): 300/400/500/600, doubled if announced, instead of
  the formula; the contra factor applies to it (T9);
* renons (T14): the loss at exactly 33 (−base × level × contra factor); with
  ``renons_value = "flat"`` exactly −base (30/40/50/60).

Bonuses are added afterwards (T9), signed by the side that achieves them
(T11): pagat ultimo 50/100, trull 50/100, four kings 100/200, full hand
50/100/150 (announced only). Every other player pays or receives the total
(T12), so the payments sum to zero.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Any, NamedTuple

from trainer.cards import TAROK_DECK
from trainer.errors import RequestError
from trainer.i18n import Message, Noun, Text, msg
from trainer.points import tarok_count
from trainer.records import ScoreLine
from trainer.rules import Rule
from trainer.tarok.contracts import Bid
from trainer.tarok.options import DEFAULT_OPTIONS, TarokOptions
from trainer.tarok.rulebook import RULES
from trainer.tarok.table import KING, PLAYERS

CONTRA_LEVELS = ("none", "contra", "recontra", "supracontra")
CONTRA_LOSS = {"none": 1, "contra": 2, "recontra": 4, "supracontra": 8}
BONUS_NAMES = ("pagat_ultimo", "trull", "kings", "full_hand")
BONUS_VALUES = {"pagat_ultimo": (50, 100), "trull": (50, 100), "kings": (100, 200)}
FULL_HAND_VALUES = {10: 50, 11: 100, 12: 150}
SIDES = ("soloist", "opponents")
WIN_POINTS = 34
_BY_VALUE = sorted(TAROK_DECK.cards, key=lambda card: card.points)


class Say(NamedTuple):
    """One line of the explanation: its rule (an id of ``trainer.tarok.rulebook``, or the
    rule itself narrowed to the item of a list), its message, made only when read, and the rule
    options whose value made the line what it is."""

    rule: str | Rule
    text: Callable[[], Message]
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Bonus:
    """A bonus claim: which, for which side, announced or not, achieved or (failed) not."""

    name: str
    side: str = "soloist"
    announced: bool = False
    trumps: int = 0
    achieved: bool = True

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "side": self.side,
            "announced": self.announced,
            "achieved": self.achieved,
        }
        if self.name == "full_hand":
            data["trumps"] = self.trumps
        return data


@dataclass
class Score:
    """The result of one deal."""

    won: bool
    game_value: int
    bonus_total: int
    total: int
    soloist_net: int | float
    opponent_net: int | float
    payments: list[int | float]
    says: list[Say] = field(default_factory=list, repr=False, compare=False)
    """The explanation, a line each with its rule, formatted only when read (:attr:`lines`):
    every simulated deal is scored, few are explained."""
    bonus_values: list[int] = field(default_factory=list)

    @property
    def lines(self) -> list[ScoreLine]:
        """The explanation, line by line as a learner reads it, each with the rule it applies."""
        return [
            ScoreLine(text(), RULES[cited] if isinstance(cited, str) else cited, options=shaped)
            for cited, text, shaped in self.says
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "won": self.won,
            "game_value": self.game_value,
            "bonus_total": self.bonus_total,
            "total": self.total,
            "soloist_net": self.soloist_net,
            "opponent_net": self.opponent_net,
            "payments": self.payments,
            "bonus_values": self.bonus_values,
            "lines": [line.to_json() for line in self.lines],
        }


def card_point_bounds(bid: Bid, *, volat: bool, opponents_volat: bool) -> tuple[int, int]:
    """The soloist's possible card points (T13): his pile is the tricks he won and his
    discards; the talon cards he did not take count for the opponents. So no contract gives
    him all 66 (trójka and dwójka at most 65, jedynka and Solo 64); a volat leaves the
    opponents only the untaken talon (a trójka volat has at least 53), and when the
    opponents take every trick he keeps only his discards (a trójka at most 13)."""
    exchange = bid.type.exchange
    untaken = 6 - exchange
    if volat:
        sizes = [len(_BY_VALUE) - untaken]
    elif opponents_volat:
        sizes = [exchange]
    else:
        sizes = [3 * tricks + exchange for tricks in range(13)]
    low = min(tarok_count(_BY_VALUE[:size]) for size in sizes)
    high = max(tarok_count(_BY_VALUE[len(_BY_VALUE) - size :]) for size in sizes)
    return low, high


def contra_factor(contra: str, won: bool, options: TarokOptions) -> int:
    """The doubling factor (T7): on a loss 2/4/8; on a win 2 for any contra, unless
    ``recontra_on_win``."""
    if contra == "none":
        return 1
    if won and not options.recontra_on_win:
        return 2
    return CONTRA_LOSS[contra]


def bonus_value(bonus: Bonus) -> int:
    """Unsigned value of one bonus as achieved (T11: full hand only if announced)."""
    if bonus.name == "full_hand":
        return FULL_HAND_VALUES.get(bonus.trumps, 0) if bonus.announced else 0
    plain, announced = BONUS_VALUES[bonus.name]
    return announced if bonus.announced else plain


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


_VULGAR = {(1, 2): "½", (1, 3): "⅓", (2, 3): "⅔"}


def _share(total: int, others: int) -> str:
    """One opponent's part of a shared payment, as the score sheet prints it: "18", "17⅓".

    Shared among two or three opponents, a part is whole, a half or a third; a float's
    tail ("17.333333333333332") would be no number a player writes down.
    """
    whole, rest = divmod(Fraction(total, others), 1)
    return str(int(whole)) + ("" if rest == 0 else _VULGAR[(rest.numerator, rest.denominator)])


def score(
    bid: Bid,
    card_points: int | None,
    options: TarokOptions | None = None,
    *,
    players: int = 3,
    contra: str = "none",
    volat: bool = False,
    volat_announced: bool = False,
    renons: bool = False,
    bonuses: Sequence[Bonus] = (),
    opponents_volat: bool = False,
    soloist: int = 0,
) -> Score:
    """Score one deal from the soloist's card points and what happened (``None``: not
    counted, as a volat or a renons need not be)."""
    options = options or DEFAULT_OPTIONS
    if card_points is not None and not 0 <= card_points <= 66:
        raise RequestError("card_points must be between 0 and 66", "card_points")
    if contra not in CONTRA_LEVELS:
        raise RequestError("contra must be none, contra, recontra or supracontra", "contra")
    if volat and opponents_volat:
        raise RequestError("both sides cannot take every trick", "volat")
    if players not in PLAYERS:
        raise RequestError("tarok is played by 3 or 4 players", "players")
    if not 0 <= soloist < KING:
        raise RequestError("the soloist sits at seat 0, 1 or 2 (the king never plays)", "soloist")
    kind = bid.type
    says: list[Say] = []
    level = bid.level
    if renons and options.renons_value == "flat":
        won = False
        game_value = -kind.base
        says.append(
            Say(
                "tk-renons",
                lambda: msg(
                    "tk.score.renons_flat",
                    contract=Noun(f"contract.tarok.{kind.name}.1"),
                    value=game_value,
                ),
                ("renons_value",),
            )
        )
    elif renons:
        won = False
        factor = contra_factor(contra, False, options)
        game_value = -kind.base * level * factor
        says.append(
            Say(
                "tk-renons",
                lambda: msg(
                    "tk.score.renons",
                    calc=_by_contra(_by_level(_start(-kind.base), level, bid), factor, contra),
                    value=game_value,
                ),
                ("renons_value",),
            )
        )
    elif volat:
        won = True
        factor = contra_factor(contra, True, options)
        value = kind.volat * (2 if volat_announced else 1)
        game_value = value * factor
        says.append(
            Say(
                _volat_rule(bid.name),
                lambda: msg(
                    "tk.score.volat",
                    calc=_by_contra(
                        _announced(_start(kind.volat), volat_announced), factor, contra
                    ),
                    value=game_value,
                ),
                _recontra(contra),
            )
        )
    elif opponents_volat and options.opponent_volat:
        won = False
        factor = contra_factor(contra, False, options)
        game_value = -kind.volat * level * factor
        says.append(
            Say(
                "tk-loss",
                lambda: msg(
                    "tk.score.opponents_volat",
                    calc=_by_contra(_by_level(_start(-kind.volat), level), factor, contra),
                    value=game_value,
                ),
                ("opponent_volat",),
            )
        )
    elif volat_announced and options.failed_announcement_penalty:
        won = False
        factor = contra_factor(contra, False, options)
        game_value = -2 * kind.volat * level * factor
        says.append(
            Say(
                "tk-loss",
                lambda: msg(
                    "tk.score.volat_failed_penalty",
                    calc=_by_contra(_by_level(_start(-2 * kind.volat), level), factor, contra),
                    value=game_value,
                ),
                ("failed_announcement_penalty",),
            )
        )
    elif card_points is None:
        raise RequestError("the request needs the soloist's 'card_points'", "card_points")
    elif card_points >= WIN_POINTS:
        won = True
        factor = contra_factor(contra, True, options)
        game_value = ((card_points - 33) * kind.factor + kind.base) * factor
        says.append(
            Say(
                _formula_rule(bid.name),
                lambda: _won(card_points, kind.factor, kind.base, factor, contra, bid, game_value),
                _recontra(contra),
            )
        )
    else:
        won = False
        factor = contra_factor(contra, False, options)
        short = 33 - card_points
        game_value = -(short * kind.factor + kind.base) * level * factor
        says.append(
            Say(
                "tk-loss",
                lambda: _lost(card_points, kind.factor, kind.base, factor, contra, bid, game_value),
            )
        )
    if (
        volat_announced
        and not volat
        and not renons
        and not options.failed_announcement_penalty
        and not (opponents_volat and options.opponent_volat)
    ):
        # T10: a failed announced volat has no penalty; said, so that a learner who sees it
        # announced knows why the formula still applies (content review NEW-14).
        says.append(
            Say(
                _volat_rule(bid.name),
                lambda: msg("tk.score.volat_failed"),
                ("failed_announcement_penalty",),
            )
        )
    bonus_factor = contra_factor(contra, won, options) if options.multiply_bonuses else 1
    values: list[int] = []
    for i, bonus in enumerate(bonuses):
        values.append(_bonus_signed(bonus, i, renons, bonus_factor, options, says))
    bonus_total = sum(values)
    total = game_value + bonus_total
    others = players - 1
    soloist_net: int | float
    opponent_net: int | float
    if options.payment == "full":
        soloist_net, opponent_net = total * others, -total
    else:  # shared: a third or a half may not be whole
        soloist_net, opponent_net = total, _number(Fraction(-total, others))
    payments = [opponent_net] * players
    payments[soloist] = soloist_net
    says.append(
        Say(
            "tk-settlement",
            lambda: _settlement(total, others, options.payment),
            ("payment",),
        )
    )
    return Score(
        won=won,
        game_value=game_value,
        bonus_total=bonus_total,
        total=total,
        soloist_net=soloist_net,
        opponent_net=opponent_net,
        payments=payments,
        says=says,
        bonus_values=values,
    )


def _start(value: int) -> Message:
    """The number a calculation starts from ("−30"), for the factors to multiply."""
    return msg("tk.calc.number", value=value)


def _by_level(amount: Message, level: int, bid: Bid | None = None) -> Message:
    """The level's factor (T6): "… × 2 (druga trójka)" (with the bid's name when given), or the
    amount as it is at level 1."""
    if level == 1:
        return amount
    if bid is None:
        return msg("tk.calc.times", amount=amount, factor=level)
    return msg("tk.calc.times_level", amount=amount, level=level, bid=bid)


def _by_contra(amount: Message, factor: int, contra: str) -> Message:
    """The contra's factor (T7): "… × 4 (recontra)", or the amount as it is without one."""
    if factor == 1:
        return amount
    word = msg(f"tk.double.word.{contra}")
    return msg("tk.calc.times_contra", amount=amount, factor=factor, contra=word)


def _announced(amount: Message, announced: bool) -> Message:
    """An announced volat counts double (T10): "… × 2 (announced)"."""
    return msg("tk.calc.times_announced", amount=amount) if announced else amount


def _won(
    points: int, per_point: int, base: int, factor: int, contra: str, bid: Bid, value: int
) -> Message:
    """A won game by the formula (T8): its contra's factor, and the level, which counts only on a
    loss (T6), said where the bid has one; a whole sentence for each."""
    args: dict[str, object] = {
        "points": points,
        "per_point": per_point,
        "base": base,
        "value": value,
    }
    shape = "won"
    if factor > 1:
        shape += "_contra"
        args |= {"factor": factor, "contra": msg(f"tk.double.word.{contra}")}
    if bid.level > 1:
        shape += "_level"
        args["bid"] = bid
    return Message(f"tk.score.{shape}", args)


def _lost(
    points: int, per_point: int, base: int, factor: int, contra: str, bid: Bid, value: int
) -> Message:
    """A lost game by the formula (T8), times its level (T6) and its contra (T7). At exactly 33
    nothing is short (content review NEW-19: never "short of 33 by 0, −(0 × 3 + 30)")."""
    short = 33 - points
    if short:
        start = msg("tk.calc.loss", short=short, per_point=per_point, base=base)
        calc = _by_contra(_by_level(start, bid.level, bid), factor, contra)
        return msg("tk.score.lost", points=points, short=short, calc=calc, value=value)
    if bid.level * factor == 1:
        return msg("tk.score.lost_at_33", value=value)
    calc = _by_contra(_by_level(_start(-base), bid.level, bid), factor, contra)
    return msg("tk.score.lost_at_33_times", calc=calc, value=value)


def _settlement(total: int, others: int, payment: str) -> Message:
    """Who pays whom (T12): each opponent the whole total, or (a house rule) a share of it."""
    if payment == "full":
        if total >= 0:
            return msg("tk.score.total.others_pay", total=total, others=others)
        return msg("tk.score.total.soloist_pays", total=total, paid=-total, others=others)
    if total >= 0:
        share = Text(_share(total, others))
        return msg("tk.score.total.others_share", total=total, others=others, share=share)
    share = Text(_share(-total, others))
    return msg(
        "tk.score.total.soloist_pays_shared", total=total, paid=-total, others=others, share=share
    )


def _bonus_signed(
    bonus: Bonus,
    i: int,
    renons: bool,
    factor: int,
    options: TarokOptions,
    says: list[Say],
) -> int:
    if bonus.name not in BONUS_NAMES:
        raise RequestError(
            "a bonus is pagat_ultimo, trull, kings or full_hand", f"bonuses[{i}].name"
        )
    if bonus.side not in SIDES:
        raise RequestError("a bonus side is 'soloist' or 'opponents'", f"bonuses[{i}].side")
    if bonus.name == "full_hand":
        if bonus.side != "soloist":
            raise RequestError("only the soloist announces a full hand", f"bonuses[{i}].side")
        if bonus.trumps not in FULL_HAND_VALUES:
            raise RequestError("a full hand has 10, 11 or 12 trumps", f"bonuses[{i}].trumps")
    if bonus.announced and bonus.side != "soloist":
        raise RequestError(
            "only the soloist announces (T11); the opponents' bonuses are unannounced",
            f"bonuses[{i}].announced",
        )
    # Each bonus says its own sentences (tk.score.made.trull.soloist …): "The trull for the
    # opponents", "Four kings (announced)", "The announced pagat ultimo failed" (TK-14), so
    # each language can make its words agree with the bonus's name.
    name = bonus.name
    cited = _bonus_rule(bonus.name, bonus.trumps)
    if not bonus.achieved:
        if bonus.announced and options.failed_announcement_penalty:
            value = -bonus_value(bonus) * factor
            says.append(
                Say(
                    cited,
                    lambda: msg(f"tk.score.failed_penalty.{name}", value=value),
                    ("failed_announcement_penalty",),
                )
            )
            return value
        says.append(
            Say(
                cited,
                lambda: msg(f"tk.score.failed.{name}"),
                ("failed_announcement_penalty",),
            )
        )
        return 0
    value = bonus_value(bonus) * factor
    if bonus.name == "full_hand" and not bonus.announced:
        says.append(Say("tk-full-hand", lambda: msg("tk.score.full_hand_unannounced")))
        return 0
    sign = 1 if bonus.side == "soloist" else -1
    if renons and bonus.side == "soloist":
        if options.renons_bonus == "void":
            void = f"tk.score.void.{name}"
            says.append(Say("tk-renons-bonuses", lambda: msg(void), ("renons_bonus",)))
            return 0
        if options.renons_bonus == "pay":
            sign = -1
    signed = sign * value
    shaped: tuple[str, ...] = ("multiply_bonuses",) if factor != 1 else ()
    if renons and bonus.side == "soloist":
        shaped += ("renons_bonus",)
    says.append(
        Say(
            cited,
            lambda: msg(
                f"tk.score.made.{name}.{'announced' if bonus.announced else bonus.side}",
                value=signed,
            ),
            shaped,
        )
    )
    return signed


@cache
def _bonus_rule(name: str, trumps: int) -> Rule:
    """tk-bonuses narrowed to the bonus's own item (made once: playouts score many deals): the
    full hand's by the trumps held, the others' by name (the items of the rulebook)."""
    bonuses = RULES["tk-bonuses"]
    row = f"full_hand_{trumps}" if name == "full_hand" else name
    return bonuses.item(row) if row in bonuses.rows else bonuses


@cache
def _formula_rule(name: str) -> Rule:
    """tk-formula narrowed to the formula of the contract ``name``."""
    return RULES["tk-formula"].item(name)


@cache
def _volat_rule(name: str) -> Rule:
    """tk-volat narrowed to the volat's value in the contract ``name``."""
    return RULES["tk-volat"].item(name)


def _recontra(contra: str) -> tuple[str, ...]:
    """A won game's recontra or supracontra counts as a contra unless ``recontra_on_win``."""
    return ("recontra_on_win",) if contra in ("recontra", "supracontra") else ()
