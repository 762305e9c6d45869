"""The beginner: plays like someone in his first deals, so that a learner can win.

He bids as the club player does, never doubles, and in play often (:data:`SLIP`) picks a
legal card without a plan: a high card led into trumps, an ace thrown under a trick already
lost, points given to the other side. The rest of the time he plays the club player's card.
His slips are drawn from a seed of the deal and the move, so a deal replays the same way.
"""

from __future__ import annotations

import random

from trainer.bots.common import Choice
from trainer.i18n import msg
from trainer.state import Action, ActionKind, DealState

SLIP = 0.4
"""The share of his cards (with a choice) that a beginner plays without a plan."""


def choose(state: DealState, seat: int, seed: str) -> Choice:
    obs = state.observation(seat, full=False)
    club = state.game.bots.basic(obs)
    if state.phase != "play":
        return club
    cards = [a for a in obs.legal if a.kind is ActionKind.PLAY]
    if len(cards) <= 1:
        return club
    rng = random.Random(seed)
    if rng.random() >= SLIP:
        return club
    pick = cards[int(rng.random() * len(cards))]
    if pick == club.action:
        return club
    return _plain(state, pick)


def _plain(state: DealState, action: Action) -> Choice:
    card = state.game.deck_for(state.players).get(action.card or "")
    if card is None:
        return Choice(action, msg("bots.beginner.card.unknown").render())
    return Choice(action, msg("bots.beginner.card", card=card).render())
