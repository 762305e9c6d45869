"""The coach's reasons in Pamfil's terms (:mod:`trainer.bots.reasons`): the declarations and
the exchange, by the trumps and aces held and the tricks the hand can expect."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.cards import Card
from trainer.i18n import AllOf, Message, msg
from trainer.pamfil.bots import club as pamfil_bot
from trainer.state import Action, ActionKind, Explain, Observation


def _pamfil_hand(obs: Observation) -> tuple[list[Card], list[Card], float]:
    """The hand's trumps (highest first), its side aces and the tricks it should take (the
    club player's estimate: high trumps and side aces one each, other trumps a half)."""

    rank = pamfil_bot._ranking(obs)
    trumps = sorted((c for c in obs.hand if rank.is_trump(c)), key=lambda c: -rank.power[c])
    aces = [c for c in obs.hand if c.rank == "A" and not rank.is_trump(c)]
    tricks, _ = pamfil_bot._estimate(obs.hand, rank)
    return trumps, aces, tricks


def _holding(trumps: list[Card], aces: list[Card]) -> Message:
    """ "You hold no trump and the Ace of acorns", "You hold 2 trumps, the King and the Eight
    of hearts, and no side ace"."""
    if trumps and aces:
        return msg(
            "coach.reason.pf.hold.trumps_aces",
            n=len(trumps),
            trumps=AllOf(trumps),
            aces=AllOf(aces),
        )
    if trumps:
        return msg("coach.reason.pf.hold.trumps", n=len(trumps), trumps=AllOf(trumps))
    if aces:
        return msg("coach.reason.pf.hold.aces", aces=AllOf(aces))
    return msg("coach.reason.pf.hold.nothing")


def _tricks(value: float) -> Message:

    return pamfil_bot._about(value)


def _kinds(cards: list[Card], rank: Any) -> Message:
    """The cards named with what makes them worth keeping: "the Ace of bells, an ace", "the
    King and the Eight of hearts, trumps"."""
    trumps = [c for c in cards if rank.is_trump(c)]
    if len(trumps) == len(cards):
        return msg("coach.reason.pf.kinds.trumps", n=len(cards), cards=AllOf(cards))
    if not trumps:
        return msg("coach.reason.pf.kinds.aces", n=len(cards), cards=AllOf(cards))
    return msg("coach.reason.pf.kinds.mixed", cards=AllOf(cards))


def _exchanged(action: Action, obs: Observation) -> list[Card]:
    return [c for c in obs.hand if c.code in (action.cards or ())]


def _pamfil_declaration(obs: Observation, action: Action, better: Action) -> str | None:
    """The declarations by the text's table ("under two tricks -3", a passed player "a point a
    trick"): pass with a hand short of two tricks; an exchange keeps the trumps and aces and
    gives the rest, or, without trumps, draws for them with all but the aces."""

    rank = pamfil_bot._ranking(obs)
    trumps, aces, tricks = _pamfil_hand(obs)
    holding = _holding(trumps, aces)
    strong = [c for c in obs.hand if rank.is_trump(c) or c.rank == "A"]
    given = [c for c in _exchanged(action, obs) if c in strong]
    if better.call == "pass":
        if tricks >= 2:
            return None
        return msg("coach.reason.pf.pass", holding=holding, tricks=_tricks(tricks)).render()
    if better.call == "play":
        if tricks < 2 or not given:
            return None  # playing rather than passing scores no more for the same tricks
        return msg(
            "coach.reason.pf.play",
            holding=holding,
            tricks=_tricks(tricks),
            given=_kinds(given, rank),
        ).render()
    if better.kind is not ActionKind.EXCHANGE:
        return None
    out = _exchanged(better, obs)
    kept = [c for c in obs.hand if c not in out]
    if not trumps:
        drawing = len(out) >= 3 and all(c.rank == "A" for c in kept)
        mine = _exchanged(action, obs) if action.kind is ActionKind.EXCHANGE else []
        if not drawing or len(mine) >= len(out):
            return None
        if kept:
            return msg("coach.reason.pf.draw.all_but", holding=holding, kept=AllOf(kept)).render()
        return msg("coach.reason.pf.draw.all", holding=holding).render()
    if any(c in strong for c in out):
        return None  # no fact of the hand speaks for giving a trump or an ace away
    weak_kept = [c for c in out if c.code not in (action.cards or ())]
    text = msg(
        "coach.reason.pf.exchange",
        n=len(out),
        holding=holding,
        out=AllOf(out),
        kept=AllOf(kept),
    )
    if given:
        return msg(
            "coach.reason.pf.exchange.gave", exchange=text, given=_kinds(given, rank)
        ).render()
    if weak_kept and action.kind is ActionKind.EXCHANGE:
        return msg("coach.reason.pf.exchange.kept", exchange=text, kept=AllOf(weak_kept)).render()
    if action.call == "pass" and tricks >= 1:
        return msg(
            "coach.reason.pf.exchange.passed", exchange=text, tricks=_tricks(tricks)
        ).render()
    return None


REASONS: Mapping[str, Explain] = {"declaration": _pamfil_declaration}
"""Phase → why the better action beats the learner's (:attr:`trainer.state.Bots.reasons`)."""
