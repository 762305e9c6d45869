"""What the computer players share: a choice with its reason.

A bot reads only an :class:`~trainer.state.Observation` (its own hand, the others' hand
sizes, what is public) and answers a :class:`Choice`: one of its legal actions and a
sentence a learner can read, a message of ``i18n/engine/bots.pot`` said in the request's
language, naming cards by their nouns, never by their codes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from trainer.cards import Card
from trainer.i18n import Message, msg
from trainer.state import Action, ActionKind, Observation


@dataclass(frozen=True, slots=True)
class Choice:
    """An action and why: ``reason`` states the rule or the idea behind it."""

    action: Action
    reason: str
    by_playouts: bool = False
    """The reason is only the numbers of the strong player's playouts, not a fact of the game
    (the coach then gives its own reason, :func:`trainer.bots.reasons.in_game_terms`)."""


def legal_cards(obs: Observation) -> list[Card]:
    """The cards ``obs.seat`` may play now, in hand order."""
    codes = {a.card for a in obs.legal if a.kind is ActionKind.PLAY}
    return [c for c in obs.hand if c.code in codes]


def play_card(obs: Observation, card: Card, reason: str | Message) -> Choice:
    """Playing ``card``, with the reason said in the request's language."""
    said = reason if isinstance(reason, str) else reason.render()
    return Choice(Action(obs.seat, ActionKind.PLAY, card=card.code), said)


def first(obs: Observation, test: Callable[[Action], bool]) -> Action | None:
    """The first legal action that passes ``test``."""
    for action in obs.legal:
        if test(action):
            return action
    return None


def trick_cards(obs: Observation, cards_of: Callable[[str], Card]) -> list[tuple[int, Card]]:
    """The current trick as (seat, card) pairs."""
    if obs.trick is None:
        return []
    return [(seat, cards_of(code)) for seat, code in obs.trick.cards]


def only_card_reason(card: Card) -> str:
    return msg("bots.club.only_card", card=card).render()
