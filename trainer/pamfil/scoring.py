"""Pamfil scoring as data (the text's "Punktacja końcowa"; rules-notes P3–P5, P9, P16).

Every player is scored on his own (P16): a declared player (the forehand, anyone who said
"play", anyone who exchanged) by the table below, a player who passed 1 point a trick, a
mucha 5. The pamfil doubles the points of whoever it favours (option ``pamfil_double``,
P3), the −3 included unless ``double_penalty`` is off (P4). Scores are not zero-sum.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from trainer.i18n import Message, msg
from trainer.naming import seat_noun
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.rulebook import RULES
from trainer.records import ScoreLine

TRICKS_PER_DEAL = 5

DECLARED_TABLE: dict[int, int] = {0: -3, 1: -3, 2: 0, 3: 3, 4: 4, 5: 5}
"""Gra deklarowana: under two tricks −3, two 0, three 3, four 4, five 5."""

UNDECLARED_PER_TRICK = 1
"""Bez deklaracji gry: no trick 0, each trick won 1."""

MUCHA_POINTS = 5
"""Dodatkowo: mucha 5."""

PAMFIL_FACTOR = 2
"""W obecności pamfila … liczą się podwójnie."""

DECLARED_ITEMS: dict[int, str] = {
    0: "fewer_than_two",
    1: "fewer_than_two",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
}
"""The items of the text's list under "Declared game:" by tricks won (their keys in the
rulebook): a score line quotes its heading with the item it applies (the heading alone is no
rule a learner can check)."""

UNDECLARED_ITEMS: tuple[str, str] = ("no_trick", "each_trick")
"""The items under "Game not declared:": no trick, and a point for each trick."""


@dataclass(frozen=True)
class Score:
    """One player's points with the parts that make them up, and the line that says so,
    made here with the rule that gives it (the pamfil's doubling when it doubled)."""

    points: int
    base: int
    doubled: bool
    line: ScoreLine
    """The sentence for the player on his own ("A declared player with 3 tricks …")."""

    def for_seat(self, seat: int, players: int) -> ScoreLine:
        """The line of one seat of a deal: "Dealer: a declared player with 3 tricks …"."""
        line = self.line
        text = msg("pf.score.for_seat", seat=seat_noun("pamfil", seat, players), score=line.text)
        return ScoreLine(text, line.rule, seat, self.points, line.options)

    def to_json(self) -> dict[str, object]:
        return {
            "points": self.points,
            "base": self.base,
            "doubled": self.doubled,
            "lines": [self.line.to_json()],
        }


def base_points(declared: bool, tricks: int) -> int:
    """Points for tricks before the pamfil's doubling."""
    if declared:
        return DECLARED_TABLE[tricks]
    return UNDECLARED_PER_TRICK * tricks


def mucha_base(options: PamfilOptions) -> int:
    """A mucha's points before doubling: 5, or 5 + the five tricks (option mucha_payout)."""
    if options.mucha_payout == "with_tricks":
        return MUCHA_POINTS + DECLARED_TABLE[TRICKS_PER_DEAL]
    return MUCHA_POINTS


def apply_pamfil(base: int, doubled: bool, options: PamfilOptions) -> int:
    """Double for the pamfil; a penalty only when ``double_penalty`` is on (P4)."""
    if not doubled:
        return base
    if base < 0 and not options.double_penalty:
        return base
    return base * PAMFIL_FACTOR


def score_player(
    declared: bool, tricks: int, doubled: bool, mucha: bool, options: PamfilOptions
) -> Score:
    """Score one player. ``doubled``: the pamfil doubles this player (see ``pamfil_double``)."""
    shaped: tuple[str, ...] = ()
    if mucha:
        base = mucha_base(options)
        rule = RULES["pf-score-mucha"]
        shaped = ("mucha_payout",)
    elif declared:
        base = base_points(True, tricks)
        rule = RULES["pf-score-declared"].item(DECLARED_ITEMS[tricks])
    else:
        base = base_points(False, tricks)
        rule = RULES["pf-score-undeclared"].item(UNDECLARED_ITEMS[min(tricks, 1)])
    points = apply_pamfil(base, doubled, options)
    shape = "plain"
    if points != base:
        shape = "doubled"
        rule = RULES["pf-pamfil-double"]
        shaped += ("pamfil_double",)
    elif doubled and base < 0:
        shape = "penalty_kept"
        shaped += ("double_penalty",)
    text = _said(mucha, declared, tricks, base, points, shape, options)
    line = ScoreLine(text, rule, None, points, shaped)
    return Score(points, base, doubled, line)


def _said(
    mucha: bool,
    declared: bool,
    tricks: int,
    base: int,
    points: int,
    shape: str,
    options: PamfilOptions,
) -> Message:
    """The sentence for one player's score: a whole sentence for each case and each way the
    pamfil touched it (``shape``: it doubled the points, or under a house rule it left a penalty
    alone), counted by ``n``, the points scored; any other count is a counted message."""
    args: dict[str, object] = {"n": points}
    if shape == "doubled":
        args["points"] = msg("pf.score.points", n=base)
    if mucha and options.mucha_payout == "with_tricks":
        args["points"] = msg("pf.score.points", n=MUCHA_POINTS)
        args["more"] = msg("pf.score.points", n=base - MUCHA_POINTS)
        if shape == "plain":  # two counts, each its own counted message
            del args["n"]
        return Message(f"pf.score.mucha_with_tricks.{shape}", args)
    if mucha:
        return Message(f"pf.score.mucha.{shape}", args)
    args["tricks"] = msg("pf.score.tricks", n=tricks)
    if declared:
        return Message(f"pf.score.declared.{shape}", args)
    return Message(f"pf.score.passed.{shape}", args)


@lru_cache(maxsize=16)
def score_table(options: PamfilOptions) -> dict[tuple[bool, int, bool, bool], Score]:
    """:func:`score_player` for every case under ``options``, by ``(declared, tricks, doubled,
    mucha)``: 48 immutable scores worked out once, since the playouts score thousands of deals."""
    return {
        (declared, tricks, doubled, mucha): score_player(declared, tricks, doubled, mucha, options)
        for declared in (False, True)
        for tricks in range(TRICKS_PER_DEAL + 1)
        for doubled in (False, True)
        for mucha in (False, True)
    }


def counts_capture(options: PamfilOptions) -> bool:
    """Does the doubling follow the trick that takes the pamfil (not its holder)?"""
    return options.pamfil_double == "captured"


def doubled_seats(
    options: PamfilOptions,
    players: int,
    holder: int | None,
    captured_by: int | None,
) -> list[bool]:
    """Which seats the pamfil doubles (P3).

    ``holder`` holds the pamfil when play starts (after the exchange) or in his mucha;
    ``None`` when it lies in the talon or was discarded. ``captured_by`` won it in a trick.
    """
    if options.pamfil_double == "global":
        return [holder is not None] * players
    doubled = [False] * players
    seat = holder if options.pamfil_double == "holder" else captured_by
    if seat is not None:
        doubled[seat] = True
    return doubled
