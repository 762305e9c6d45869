"""What the computer players share: a choice with its reason, and cards named in words.

A bot reads only an :class:`~trainer.state.Observation` (its own hand, the others' hand
sizes, what is public) and answers a :class:`Choice`: one of its legal actions and a
sentence a learner can read, naming cards in words, never by their codes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from trainer.cards import Card
from trainer.state import Action, ActionKind, Observation


@dataclass(frozen=True, slots=True)
class Choice:
    """An action and why: ``reason`` states the rule or the idea behind it."""

    action: Action
    reason: str


def words(card: Card) -> str:
    """A card in words: "the Ober of acorns", "the Tarok I (pagat)".

    >>> from trainer.cards import SCHAFKOPF_DECK
    >>> words(SCHAFKOPF_DECK["OC"])
    'the Ober of acorns'
    """
    label = card.label
    if label.endswith(f"({card.code})"):
        label = label[: -len(card.code) - 2].rstrip()
    return f"the {label}"


def list_words(cards: Iterable[Card]) -> str:
    names = [words(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def legal_cards(obs: Observation) -> list[Card]:
    """The cards ``obs.seat`` may play now, in hand order."""
    codes = {a.card for a in obs.legal if a.kind is ActionKind.PLAY}
    return [c for c in obs.hand if c.code in codes]


def play(obs: Observation, card: Card, reason: str) -> Choice:
    return Choice(Action(obs.seat, ActionKind.PLAY, card=card.code), reason)


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
    return f"Only {words(card)} may be played here, so there is nothing to choose."
