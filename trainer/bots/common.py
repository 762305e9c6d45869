"""What the computer players share: a choice with its reason, and cards named in words.

A bot reads only an :class:`~trainer.records.Observation` (its own hand, the others' hand
sizes, what is public) and answers a :class:`~trainer.records.Choice` (named here again for
the players): one of its legal actions and a sentence a learner can read, naming cards in
words, never by their codes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from trainer.actions import Action, ActionKind
from trainer.cards import Card
from trainer.i18n import say
from trainer.records import Choice, Observation

__all__ = [
    "Choice",
    "first",
    "legal_cards",
    "list_words",
    "only_card_reason",
    "play",
    "possessive",
    "trick_cards",
    "words",
]


def words(card: Card) -> str:
    """A card in words inside a sentence, as the quizzes and lessons name it: "the Ober of
    acorns", "tarok I (pagat)", "the skiz", "the Unter of acorns (the pamfil)" (one name
    per card across the site, TK-14 and PF-09).

    >>> from trainer.cards import SCHAFKOPF_DECK, TAROK_DECK
    >>> words(SCHAFKOPF_DECK["OC"]), words(TAROK_DECK["T21"]), words(TAROK_DECK["SK"])
    ('the Ober of acorns', 'tarok XXI (mond)', 'the skiz')
    """
    return say(card)


def possessive(owner: str, card: Card) -> str:
    """A card with its holder, without the doubled article: "your partner's King of
    spades", "your partner's tarok XX" (never "your partner's the King of spades")."""
    name = words(card)
    return f"{owner}'s {name[4:] if name.startswith('the ') else name}"


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
