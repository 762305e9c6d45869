"""The records a deal keeps and shows: its tricks, the tricks as every seat sees them, the
lines of its score and what one seat may know (:class:`Observation`, all the computer players
read). They are plain values: a :class:`trainer.state.DealState` makes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from trainer.actions import Action
from trainer.cards import Card
from trainer.i18n import Message
from trainer.rules import Rule


@dataclass(slots=True)
class Trick:
    """A finished trick as a deal keeps it: who led, the cards in playing order, who won."""

    leader: int
    cards: list[Card]
    winner: int

    def seats(self, ring: int) -> list[int]:
        """The seat of each card, when ``ring`` seats play the tricks in turn."""
        return [(self.leader + i) % ring for i in range(len(self.cards))]


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick as every seat sees it: who led, the cards with their seats, the winner."""

    leader: int
    cards: tuple[tuple[int, str], ...]
    winner: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "cards": [{"seat": seat, "card": card} for seat, card in self.cards],
            "winner": self.winner,
        }


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a deal's settlement, with the rule that gives it."""

    text: str | Message
    rule: Rule
    seat: int | None = None
    value: int | None = None
    options: tuple[str, ...] = ()
    """The rule options whose value makes this line what it is (the ``state`` op names the
    house rule in force, in its preset's words, when one of them differs from the text)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "seat": self.seat,
            "value": self.value,
            "rule": self.rule.to_json(),
        }


@dataclass(frozen=True)
class Observation:
    """What one seat may know: its own hand, the others' hand sizes, everything public.

    The computer players read nothing else (no peeking at hidden hands).
    """

    seat: int
    players: int
    phase: str
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trick: TrickView | None
    tricks: tuple[TrickView, ...]
    contract: Mapping[str, Any] | None
    declarer: int | None
    legal: tuple[Action, ...]
    seen: frozenset[Card]
    """Every card this seat has seen: its hand, the cards played, its own discards, a talon."""
    voids: Mapping[int, frozenset[str]] = field(default_factory=dict)
    """Seat → effective suits it has shown it does not hold (it failed to follow them)."""
    public: Mapping[str, Any] = field(default_factory=dict)
    """Game facts everyone sees (the auction so far, the trump indicator, the doublings)."""
    options: Any = None
    """The table's rule options (public: everyone knows the rules played)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """A computer player's decision: one of its legal actions and why (``reason`` states the
    rule or the idea behind it, naming cards in words, never by their codes)."""

    action: Action
    reason: str
    by_playouts: bool = False
    """The reason is only the numbers of the strong player's playouts, not a fact of the game
    (the coach then gives its own reason, :func:`trainer.bots.reasons.in_game_terms`)."""
