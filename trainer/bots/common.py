"""What the computer players share: a choice with its reason.

A bot reads only an :class:`~trainer.records.Observation` (its own hand, the others' hand
sizes, what is public) and answers a :class:`~trainer.records.Choice` (named here again for
the players): one of its legal actions and a sentence a learner can read, a message of
``i18n/engine/bots.pot`` said in the request's language, naming cards by their nouns, never
by their codes.
"""

from __future__ import annotations

from collections.abc import Callable

from trainer.actions import Action, ActionKind
from trainer.cards import Card
from trainer.i18n import Message, msg
from trainer.records import Choice, Observation

__all__ = ["Choice", "first", "legal_cards", "only_card_reason", "play_card", "trick_cards"]


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
