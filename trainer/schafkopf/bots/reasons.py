"""The coach's reasons in Schafkopf's terms (:mod:`trainer.bots.reasons`): the auction, by the
trumps a game would give the hand, and the contra."""

from __future__ import annotations

from collections.abc import Mapping

from trainer.cards import Suit
from trainer.i18n import Message, msg
from trainer.naming import suit_noun
from trainer.schafkopf.bots import club as schafkopf_bot
from trainer.schafkopf.ranking import TRUMP
from trainer.state import Action, ActionKind, Explain, Observation


def _some(count: int, what: str) -> Message:
    """ "no Unter", "1 ace", "3 trumps": ``what`` is ``trumps``, ``unters`` or ``aces``."""
    if count:
        return msg(f"coach.reason.sk.count.{what}", n=count)
    return msg(f"coach.reason.sk.count.no_{what.removesuffix('s')}")


def _schafkopf_facts(obs: Observation, action: Action) -> Message | None:
    """The hand's facts for the game ``action`` names: trumps and Obers and Unters (a Wenz:
    Unters and aces)."""

    if action.call == "wenz":
        unters = sum(1 for c in obs.hand if c.rank == "U")
        aces = sum(1 for c in obs.hand if c.rank == "A")
        return msg(
            "coach.reason.sk.hold.wenz", unters=_some(unters, "unters"), aces=_some(aces, "aces")
        )
    if action.call == "suit_solo" and action.trump:
        suit = Suit(action.trump)
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, suit)
        return msg(
            "coach.reason.sk.hold.solo",
            suit=suit_noun("schafkopf", suit),
            trumps=_some(count, "trumps"),
            high=schafkopf_bot._high(high, count),
        )
    if action.call == "ace_game":
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, Suit.H)
        return msg(
            "coach.reason.sk.hold.ace_game",
            trumps=_some(count, "trumps"),
            high=schafkopf_bot._high(high, count),
        )
    return None


def _schafkopf_enough(obs: Observation, action: Action) -> bool:
    """Does the hand hold what a club player plays the game with (the touts: never said)?"""

    if action.call == "suit_solo" and action.trump:
        return schafkopf_bot.solo_worth_playing(obs.hand, Suit(action.trump))
    if action.call == "wenz":
        return schafkopf_bot.wenz_worth_playing(obs.hand)
    if action.call == "ace_game":
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, Suit.H)
        return count >= 4 and high >= 2
    return False


def _schafkopf_bid(obs: Observation, action: Action, better: Action) -> str | None:
    """A game by the trumps it would give the hand, against what a club player plays it with."""
    mine, theirs = _schafkopf_facts(obs, action), _schafkopf_facts(obs, better)
    if better.call == "pass":
        if mine is None or _schafkopf_enough(obs, action):
            return None
        return msg("coach.reason.sk.bid.short", held=mine).render()
    if theirs is None or not _schafkopf_enough(obs, better):
        return None
    if action.call == "pass":
        return msg("coach.reason.sk.bid.enough", held=theirs).render()
    if mine is None or _schafkopf_enough(obs, action):
        return None
    return msg("coach.reason.sk.bid.enough_not", held=theirs, yours=mine).render()


def _schafkopf_doubling(obs: Observation, action: Action, better: Action) -> str | None:

    facts = doubling_words(obs) or msg("bots.strong.doubling.other")
    strong_hand = schafkopf_bot.contra_hand(obs)
    if better.kind is ActionKind.DOUBLE and better.call != "pass" and strong_hand:
        return f"{facts} {msg('coach.reason.sk.contra.enough')}"
    if action.kind is ActionKind.DOUBLE and action.call != "pass" and not strong_hand:
        return f"{facts} {msg('coach.reason.sk.contra.short')}"
    return None


def doubling_words(obs: Observation) -> Message | None:
    """Why the hand may double at all, in game terms (:attr:`trainer.state.Bots.doubling_hand`):
    its trumps against the declarer's game."""
    if not obs.contract:
        return None
    rank = schafkopf_bot._rank(obs)[1]
    trumps = [c for c in obs.hand if rank.eff[c] == TRUMP]
    high = sum(1 for c in trumps if c.rank in ("O", "U"))
    return msg(
        "bots.strong.doubling.schafkopf",
        n=len(trumps),
        high=schafkopf_bot._high(high, len(trumps)),
    )


REASONS: Mapping[str, Explain] = {"auction": _schafkopf_bid, "play": _schafkopf_doubling}
"""Phase → why the better action beats the learner's (:attr:`trainer.state.Bots.reasons`)."""
