"""A doubling said while another seat is to play: does a computer seat say it?

Schafkopf's contra and re are not said in turn: "any defender until the second card of
trick 1 is played", and then "re follows from the declarer or, in an ace game, the
partner" (rules-notes S19), whoever is to play the card. A computer seat that may double
while another plays is asked here, once per doubling (the play page asks each computer
seat that may, as it asks you "Contra / No contra"): without it a computer declarer never
answered your contra with re, and a computer defender who was not leading never said
contra.

The answer is the doubling, or ``None`` for "no". Beginner and Club players never double
(as on their own turn: the club player's card play has no doubling); the strong player
says it only when it pays clearly over the deals the public play allows: each sampled
deal is played out by club players with the doubling and without it, and the doubling
must beat not doubling by :data:`~trainer.bots.strong.DOUBLE_MARGIN` standard errors of
the paired differences, with a hand that passes the doubling test
(:func:`~trainer.bots.strong.may_double`), over as many deals as a call on its own turn
(:data:`~trainer.bots.strong.CALL_WORK`) — the same bar as a doubling on its own turn.
"""

from __future__ import annotations

import random

from trainer.bots import endgame
from trainer.bots.strong import (
    AMOUNTS,
    CALL_SAMPLES,
    CALL_WORK,
    DOUBLE_MARGIN,
    MIN_ADVICE_SAMPLES,
    MIN_SAMPLES,
    _clearly_better,
    average,
    deal_result,
    hand_for_doubling,
    may_double,
    playout,
)
from trainer.bots.words import action_message
from trainer.bots.worlds import advance, sample
from trainer.i18n import msg
from trainer.state import Action, ActionKind, DealState


def doubling_only(state: DealState, seat: int) -> bool:
    """May ``seat`` only double now, while another seat is to play?"""
    mine = [a for a in state.legal_actions() if a.seat == seat]
    return bool(mine) and seat != state.to_move and all(a.kind is ActionKind.DOUBLE for a in mine)


def open_call(state: DealState) -> str | None:
    """The doubling some seat may say now while another plays ("contra", "re", …), or
    ``None``. Public: every player sees that trick 1's second card is not yet down and
    which doublings were said; who may answer (the partner, in an ace game) is not."""
    return next(
        (
            a.call
            for a in state.legal_actions()
            if a.kind is ActionKind.DOUBLE and a.seat != state.to_move
        ),
        None,
    )


def said_by_others(state: DealState, human: int, strength: str, samples: int) -> Action | None:
    """The first doubling (in seat order) that a computer seat, any but ``human``'s, says
    now while another plays; ``None`` when none of them says one."""
    for seat in range(state.players):
        if seat != human and doubling_only(state, seat):
            action, _ = decide(state, seat, strength, samples)
            if action is not None:
                return action
    return None


def decide(state: DealState, seat: int, strength: str, samples: int) -> tuple[Action | None, str]:
    """The doubling ``seat`` says now, or ``None``, with the reason in words (for the seat's
    own eyes: the hint, or a computer's reason). Seeded by the deal, the move and the seat
    alone, so the hint for a seat and that seat's own decision agree."""
    seed = f"{state.game.id}:{state.seed}:{state.move_count()}:{seat}:meanwhile"
    obs = state.observation(seat)
    action = next(a for a in obs.legal if a.kind is ActionKind.DOUBLE)
    game = state.game.id
    if strength != "strong":
        return None, msg("bots.meanwhile.never").render()
    if not may_double(game, obs):
        return None, msg("bots.meanwhile.weak").render()
    said, unsaid = _played_both_ways(state, seat, action, samples, seed)
    if len(said) < MIN_ADVICE_SAMPLES or not _clearly_better(said, unsaid, DOUBLE_MARGIN):
        return None, f"{hand_for_doubling(game, obs)} {msg('bots.meanwhile.no_gain')}"
    mean = sum(said) / len(said)
    without = sum(unsaid) / len(unsaid)
    pays = msg(
        "bots.meanwhile.pays",
        n=len(said),
        action=action_message(action, game),
        gain=msg(AMOUNTS[game], n=average(mean)),
        without=average(without),
    )
    return action, f"{hand_for_doubling(game, obs)} {pays}"


def _played_both_ways(
    state: DealState, seat: int, action: Action, samples: int, seed: str
) -> tuple[list[float], list[float]]:
    """The seat's result in each sampled deal with the doubling said and without it (the
    same deal and the same playout seed for both, so they differ by the doubling)."""
    remaining = sum(len(hand) for hand in state.hands())
    samples = max(MIN_SAMPLES, min(CALL_SAMPLES * samples, CALL_WORK // (2 * max(remaining, 1))))
    said: list[float] = []
    unsaid: list[float] = []
    for i in range(samples):
        world_seed = f"{seed}:{i}"
        world = sample(state, seat, random.Random(world_seed))
        doubled = endgame.duplicate(world)
        advance(doubled, action)
        playout(doubled, random.Random(world_seed))
        said.append(deal_result(doubled, seat))
        playout(world, random.Random(world_seed))
        unsaid.append(deal_result(world, seat))
    return said, unsaid
