"""Settlement: the value of a game, who pays whom, Ramsch, the Kettle and matadors.

The text's table (sk-scoring-table), read as rules-notes S8–S11:

* won with 61+ points; schneider at ``schneider_win_min`` (91) or more, schwarz with every
  trick; lost schneider at 30 or less, lost schwarz with no trick (schwarz counts tricks);
* schneider adds 1 stake, schwarz 2 (units, not multiples); the touts pay a flat 10 (S9), or
  by option 2 × (5 + extra + matadors) (``double_solo``) or 2 × (5 + matadors)
  (``double_base``, common today);
* ``v = (base + extra [+ matadors]) × 2^(contra + re)`` (S10);
* solos: the soloist ±3v, each opponent ∓v; ace game (S11) ``each_to_each`` ±2v for all four
  or ``one_to_one`` ±v;
* Sie wins without play: 20 from each opponent (S12);
* Ramsch (S16): the most points pays 2 to each other player (by option a Durchmarsch, all 8
  tricks, wins 2 from each); Kettle (S17): a won ace game takes the pot, a lost one doubles it
  at the declarer's cost (by option ``kettle_share = "pair"``, at the pair's, half each).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.cards import Card
from trainer.i18n import Message, Noun, msg
from trainer.naming import seat_noun
from trainer.records import ScoreLine
from trainer.rules import Rule
from trainer.schafkopf.contracts import Contract, Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.ranking import Ranking, ranking
from trainer.schafkopf.rulebook import RULES

WIN_MIN = 61
"""The declarer's side wins with 61 of the 120 points (61–90 points: "won")."""
LOSE_SCHNEIDER_MAX = 30
"""30 points or fewer: lost schneider."""
EXTRA = {"simple": 0, "schneider": 1, "schwarz": 2}
"""Stake units added to the base value (S8: "+1/+2" are units, not multiples)."""
TEXT_OPTIONS = SchafkopfOptions()
"""The text's own rules, to tell whether a house rule changed a game's level."""

SOLO_BASE_OF_TOUT = 5
"""A tout counts as its solo (base 5) doubled under ``tout_mode`` ``double_solo`` and
``double_base``."""


@dataclass
class GameScore:
    """The settlement of one played (or Sie) game, signed from each role's side."""

    contract: Contract
    tout_mode: str
    won: bool
    level: str
    value: int
    declarer: int
    partner: int | None
    opponent: int
    base: int
    extra: int
    matadors: int
    doublings: int
    pot_after: int | None = None
    pot_taken: int = 0
    pot_share: int = 0
    """The partner's part of ``pot_taken`` (option ``kettle_share = "pair"``), signed."""
    level_options: tuple[str, ...] = ()
    """The options that made the level (simple / schneider) what it is: the schneider line
    names ``schneider_win_min`` only when the points fall between its values (90 with the
    Skat house rule), never on a game far from the threshold or a lost one."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "won": self.won,
            "level": self.level,
            "value": self.value,
            "net": {"declarer": self.declarer, "partner": self.partner, "opponent": self.opponent},
            "base": self.base,
            "extra": self.extra,
            "matadors": self.matadors,
            "doublings": self.doublings,
            "lines": [line.to_json() for line in self.lines()],
        }
        if self.pot_after is not None:
            data["pot_after"] = self.pot_after
            data["pot_taken"] = self.pot_taken
        return data

    @property
    def payment_rule(self) -> Rule:
        """Who pays whom: the ace game's pairs (S11) or the soloist against three."""
        ace_game = self.contract.kind is Kind.ACE_GAME
        return RULES["sk-ace-game-payment" if ace_game else "sk-solo-payment"]

    @property
    def payment_options(self) -> tuple[str, ...]:
        """The options that shape who pays whom: the ace game's settlement (S11) and, with a
        kettle taken or doubled, its share (S17)."""
        if self.contract.kind is not Kind.ACE_GAME:
            return ()
        return ("ace_game_payment", "kettle_share") if self.pot_taken else ("ace_game_payment",)

    def lines(self) -> list[ScoreLine]:
        """How the value is made, each line with the rule that gives it, and the value.

        Made on demand (the playouts settle thousands of deals and read only the numbers)
        from the same facts :func:`score_game` computed.
        """
        info = self.contract.info
        worth = ScoreLine(
            msg("sk.score.worth", value=self.value),
            self.payment_rule,
            value=self.value,
            options=self.payment_options,
        )
        if self.contract.kind is Kind.SIE:
            return [
                ScoreLine(msg("sk.score.sie"), RULES["sk-sie"]),
                worth,
                *self.kettle_lines(),
            ]
        result = "won" if self.won else "lost"
        tout = ("tout_mode",)
        if info.tout and self.tout_mode == "flat":
            text = msg("sk.score.tout_flat", base=self.base)
            line = ScoreLine(text, self.contract.rule, options=tout)
        elif info.tout and self.tout_mode == "double_base":
            text = msg(f"sk.score.tout_from_base.{result}", base=self.base)
            line = ScoreLine(text, self.contract.rule, options=tout)
        elif info.tout:
            if self.extra:
                level = msg(f"sk.level.{self.level}")
                text = msg(
                    "sk.score.tout_as_solo_extra", base=self.base, extra=self.extra, level=level
                )
            else:
                text = msg("sk.score.tout_as_solo", base=self.base)
            line = ScoreLine(text, table_row(self.won, self.level), options=tout)
        else:
            text = msg(f"sk.score.{result}.{self.level}", base=self.base, extra=self.extra)
            line = ScoreLine(text, table_row(self.won, self.level), options=self.level_options)
        lines = [line]
        if self.matadors:
            text = msg("sk.score.matadors", value=self.matadors)
            lines.append(ScoreLine(text, RULES["sk-matadors"], options=("matadors",)))
        if info.tout and self.tout_mode == "double_base":
            lines.append(ScoreLine(msg("sk.score.tout_doubled"), self.contract.rule, options=tout))
        if self.doublings:
            lines.append(ScoreLine(doubling_words(self.doublings), RULES["sk-contra-scoring"]))
        return [*lines, worth, *self.kettle_lines()]

    def kettle_lines(self) -> list[ScoreLine]:
        """What the deal did to the kettle, when one is played (S17): the seat nets include
        it, so without this line "The game is worth 1" and "Forehand: +6" would not add up
        (content review NEW-03)."""
        if self.pot_after is None:
            return []
        options = ("all_pass", "kettle_share")
        taken, share = self.pot_taken, self.pot_share
        own = abs(taken) - abs(share)
        if taken > 0 and share:
            text = msg("sk.score.kettle.pair_takes", taken=taken, own=own, share=share)
            return [ScoreLine(text, RULES["sk-kettle"], value=taken, options=options)]
        if taken > 0:
            text = msg("sk.score.kettle.takes", taken=taken)
            return [ScoreLine(text, RULES["sk-kettle"], value=taken, options=options)]
        if taken < 0 and share:
            text = msg("sk.score.kettle.pair_doubles", own=own, share=-share, pot=self.pot_after)
            return [ScoreLine(text, RULES["sk-kettle-loss"], value=taken, options=options)]
        if taken < 0:
            text = msg("sk.score.kettle.doubles", paid=-taken, pot=self.pot_after)
            return [ScoreLine(text, RULES["sk-kettle-loss"], value=taken, options=options)]
        if self.pot_after and self.contract.kind is not Kind.ACE_GAME:
            text = msg("sk.score.kettle.stays", pot=self.pot_after)
            return [ScoreLine(text, RULES["sk-kettle"], options=("all_pass",))]
        return []


def table_row(won: bool, level: str) -> Rule:
    """The settlement table (sk-scoring-table) narrowed to the row a game's result falls in."""
    return RULES["sk-scoring-table"].item(f"{'won' if won else 'lost'}_{level}")


def level_of(won: bool, points: int, tricks: int, options: SchafkopfOptions) -> str:
    """simple / schneider / schwarz from the declarer side's points and tricks (S8)."""
    if won:
        if tricks == 8:
            return "schwarz"
        return "schneider" if points >= options.schneider_win_min else "simple"
    if tricks == 0:
        return "schwarz"
    return "schneider" if points <= LOSE_SCHNEIDER_MAX else "simple"


def score_game(
    contract: Contract,
    declarer_points: int,
    declarer_tricks: int,
    doublings: int,
    options: SchafkopfOptions,
    matadors: int = 0,
    pot: int | None = None,
) -> GameScore:
    """Value and payments of a game (``doublings`` = number of contra/re said)."""
    info = contract.info
    mode = options.tout_mode
    if contract.kind is Kind.SIE:
        base = info.base
        return GameScore(
            contract, mode, True, "simple", base, 3 * base, None, -base, base, 0, 0, 0,
            pot_after=pot,
        )  # fmt: skip
    mat = matadors if options.matadors else 0
    if info.tout:
        won = declarer_tricks == 8
        if mode in ("flat", "double_base"):
            level = "simple"
            base, extra = (info.base if mode == "flat" else SOLO_BASE_OF_TOUT), 0
        else:
            level = level_of(won, declarer_points, declarer_tricks, options)
            base, extra = SOLO_BASE_OF_TOUT, EXTRA[level]
    else:
        won = declarer_points >= WIN_MIN
        level = level_of(won, declarer_points, declarer_tricks, options)
        base, extra = info.base, EXTRA[level]
    value = base + extra + mat
    if info.tout and mode != "flat":
        value *= 2
    value *= 2**doublings
    sign = 1 if won else -1
    if contract.kind is Kind.ACE_GAME:
        each = value * (2 if options.ace_game_payment == "each_to_each" else 1)
        declarer, partner, opponent = sign * each, sign * each, -sign * each
    else:
        declarer, partner, opponent = sign * 3 * value, None, -sign * value
    score = GameScore(
        contract, mode, won, level, value, declarer, partner, opponent, base, extra, mat, doublings
    )
    if level != level_of(won, declarer_points, declarer_tricks, TEXT_OPTIONS):
        score.level_options = ("schneider_win_min",)
    if pot is not None:
        score.pot_after = pot
        if contract.kind is Kind.ACE_GAME:
            if won:
                score.pot_taken, score.pot_after = pot, 0
            else:
                score.pot_taken, score.pot_after = -pot, 2 * pot
            partner_share = 0
            if options.kettle_share == "pair":
                # Half each; an odd stake stays with the declarer.
                partner_share = sign * (pot // 2)
                assert score.partner is not None
                score.partner += partner_share
                score.pot_share = partner_share
            score.declarer += score.pot_taken - partner_share
    return score


def doubling_words(doublings: int) -> Message:
    """A learner reads "Doubled for contra", never an exponent (2^1) or a note id.

    >>> doubling_words(1).render(), doubling_words(2).render(), doubling_words(3).render()
    ('Doubled for contra.', '× 4 for contra and re.', '× 8 for contra, re and 1 more doubling.')
    """
    if doublings in (1, 2):
        return msg(f"sk.score.doubled.{doublings}")
    return msg("sk.score.doubled.more", factor=2**doublings, n=doublings - 2)


def seat_payments(
    score: GameScore, declarer: int, partner: int | None, players: int = 4
) -> list[int]:
    """The net of every seat (the pot's flow included for the declarer)."""
    net = [score.opponent] * players
    net[declarer] = score.declarer
    if partner is not None and score.partner is not None:
        net[partner] = score.partner
    return net


# -- Ramsch ---------------------------------------------------------------------------------------


@dataclass
class RamschScore:
    loser: int | None
    net: list[int]
    decided_by: str  # "points", "tricks", "trumps", "highest_trump", "seat", "durchmarsch"
    winner: int | None = None  # only a Durchmarsch has a winner

    def to_json(self) -> dict[str, Any]:
        return {
            "loser": self.loser,
            "winner": self.winner,
            "net": self.net,
            "decided_by": self.decided_by,
            "lines": [line.to_json() for line in self.lines()],
        }

    def lines(self) -> list[ScoreLine]:
        """Who loses (or, by Durchmarsch, wins) the Ramsch, and each seat's net; the seats as
        nouns, so each language names them (and a score sheet, its players)."""
        seats = seat_nouns(len(self.net))
        rule = RULES["sk-ramsch-loser"]
        shaped = ("all_pass", "ramsch_durchmarsch")
        if self.winner is not None:
            text = msg("sk.score.ramsch.durchmarsch", seat=seats[self.winner])
            head = ScoreLine(text, rule, self.winner, options=shaped)
        else:
            assert self.loser is not None
            by = msg(f"sk.ramsch.by.{self.decided_by}")
            text = msg("sk.score.ramsch.loser", seat=seats[self.loser], by=by)
            tied = RULES["sk-ramsch-ties"] if self.decided_by != "points" else rule
            head = ScoreLine(text, tied, self.loser, options=shaped[:1])
        return [head, *net_lines(self.net, rule, head.options)]


def seat_nouns(players: int) -> list[Noun]:
    """The seats of a table of ``players``, as the score lines name them."""
    return [seat_noun("schafkopf", seat, players) for seat in range(players)]


def net_lines(net: Sequence[int], rule: Rule, options: tuple[str, ...] = ()) -> list[ScoreLine]:
    """One line per seat: what it wins (+) or pays (−), under the rule that settles it."""
    seats = seat_nouns(len(net))
    return [
        ScoreLine(msg("score.net", seat=seats[seat], value=n), rule, seat, n, options)
        for seat, n in enumerate(net)
    ]


@dataclass(frozen=True)
class Settlement:
    """How a deal ended: every seat's net and the parts it is made of (the game's score or the
    Ramsch's, the card points, the kettle); the state writes its lines from them."""

    outcome: str
    """ "play" (a game or a Ramsch was played), "redeal" or "kettle" (everybody passed)."""
    net: list[int]
    game: GameScore | None = None
    ramsch: RamschScore | None = None
    card_points: list[int] | None = None
    tricks_won: list[int] | None = None
    declarer_points: int | None = None
    declarer_tricks: int | None = None
    pot_before: int | None = None
    pot_after: int | None = None
    """The kettle before and after the deal (only under the option all_pass = "kettle")."""


RAMSCH_STAKE = 2
"""sk-ramsch-loser: the loser "pays two stakes to each opponent"."""


def ramsch_loser(
    points: Sequence[int],
    tricks: Sequence[int],
    trumps_won: Sequence[Sequence[Card]],
    durchmarsch: bool = False,
) -> RamschScore:
    """The Ramsch loser (S16): most points; ties: more tricks, more trumps won, the highest
    trump won; a full tie: the earlier seat. The loser pays 2 to each other player.

    With ``durchmarsch`` (option ``ramsch_durchmarsch``) a player who took all 8 tricks wins
    instead, and each other player pays him 2.
    """
    if durchmarsch and 8 in tricks:
        winner = list(tricks).index(8)
        net = [-RAMSCH_STAKE] * len(points)
        net[winner] = RAMSCH_STAKE * (len(points) - 1)
        return RamschScore(None, net, "durchmarsch", winner)
    rank: Ranking = ranking(Contract(Kind.RAMSCH))
    seats = list(range(len(points)))
    decided = "points"
    tiebreaks: tuple[tuple[str, Callable[[int], int]], ...] = (
        ("points", lambda s: points[s]),
        ("tricks", lambda s: tricks[s]),
        ("trumps", lambda s: len(trumps_won[s])),
        ("highest_trump", lambda s: max((rank.power[c] for c in trumps_won[s]), default=0)),
    )
    for name, key in tiebreaks:
        top = max(key(s) for s in seats)
        seats = [s for s in seats if key(s) == top]
        decided = name
        if len(seats) == 1:
            break
    else:
        decided = "seat"
    loser = seats[0]
    net = [RAMSCH_STAKE] * len(points)
    net[loser] = -RAMSCH_STAKE * (len(points) - 1)
    return RamschScore(loser, net, decided)


# -- Matadors -------------------------------------------------------------------------------------


def matador_run(contract: Contract, cards: Sequence[Card]) -> int:
    """Length of the unbroken run of top trumps in ``cards`` (no minimum applied)."""
    held = set(cards)
    run = 0
    for trump in ranking(contract).trumps:
        if trump not in held:
            break
        run += 1
    return run


def matador_minimum(contract: Contract) -> int:
    """At least 3 top trumps, or 2 in Wenz (sk-matadors; S15 applies it to Wenz Tout too)."""
    return 2 if contract.info.wenz else 3


def matadors(contract: Contract, cards: Sequence[Card]) -> int:
    """Matadors of one side's original cards: the run from the top trump, 0 below the minimum."""
    run = matador_run(contract, cards)
    return run if run >= matador_minimum(contract) else 0
