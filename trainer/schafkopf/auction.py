"""The auction: who may play what, and who wins the bidding.

Each seat from 0 (the dealer's left, sk-auction-open) speaks once, in order: it names a
contract or passes, and a pass is final (sk-auction-pass-final). The highest contract wins
(sk-auction-highest); the same contract goes to the seat that got its cards first, i.e. the
lower seat (sk-auction-tie); S2 reads "I play too" (sk-auction-higher) through this
max-then-seat rule. If all pass: a redeal (sk-all-pass), or Ramsch / the Kettle by option (S3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from trainer.cards import Card, Suit
from trainer.rules import Rule
from trainer.schafkopf.contracts import (
    CALLABLE_SUITS,
    Contract,
    Kind,
    all_contracts,
    auction_rank,
)
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.ranking import OBERS, UNTERS, ranking_for
from trainer.schafkopf.rulebook import RULES

SEATS = 4
_HEARTS = ranking_for(False, Suit.H)
_SIE_CARDS = frozenset((*OBERS, *UNTERS))


class Call(NamedTuple):
    """One call: ``contract`` is ``None`` for a pass (a named tuple: cheap in the playouts)."""

    seat: int
    contract: Contract | None

    def to_json(self) -> dict[str, Any]:
        if self.contract is None:
            return {"seat": self.seat, "call": "pass"}
        data = self.contract.to_json()
        data["call"] = data.pop("type")
        return {"seat": self.seat, **data}


@dataclass(frozen=True, slots=True)
class AuctionResult:
    complete: bool
    winner: int | None
    contract: Contract | None
    next: int | None
    outcome: str | None  # "play", "redeal", "ramsch", "kettle" (None while incomplete)

    def to_json(self) -> dict[str, Any]:
        return {
            "complete": self.complete,
            "winner": self.winner,
            "contract": self.contract.to_json() if self.contract else None,
            "next": self.next,
            "outcome": self.outcome,
        }


def resolve(calls: Sequence[Call], options: SchafkopfOptions) -> AuctionResult:
    """Resolve the calls made so far (one per seat, in seat order)."""
    best: Call | None = None
    best_rank = -1
    for call in calls:
        if call.contract is None:
            continue
        rank = auction_rank(call.contract.kind, options.wenz_equals_suit_solo)
        # Strictly higher wins; an equal contract stays with the earlier seat (S2).
        if rank > best_rank:
            best, best_rank = call, rank
    if len(calls) < SEATS:
        return AuctionResult(
            False, best.seat if best else None, best.contract if best else None, len(calls), None
        )
    if best is None:
        return AuctionResult(True, None, None, None, options.all_pass)
    return AuctionResult(True, best.seat, best.contract, None, "play")


def why_not(contract: Contract, hand: Sequence[Card]) -> tuple[str, Rule] | None:
    """Why this hand may not play ``contract`` (``None``: it may).

    Ace game: a plain card of the called suit and not its ace (S4, S20; an Ober or Unter of
    that suit is a trump and does not count); a call that does not name the suit yet needs
    some ace the hand may call. Sie: exactly the 4 Obers and 4 Unters (S12).
    """
    if contract.kind is Kind.ACE_GAME and contract.called is None:
        if callable_suits(hand):
            return None
        return (
            "to play an ace game you must be able to call an ace: hold a card of acorns, "
            "leaves or bells (not its Ober or Unter) without that suit's ace",
            RULES["sk-ace-game-condition"],
        )
    if contract.kind is Kind.ACE_GAME:
        assert contract.called is not None
        suit = str(contract.called)
        name = contract.called.german_name
        eff = _HEARTS.eff
        if any(c.code == f"A{suit}" for c in hand):
            return (
                f"you hold the ace of {name} yourself, so you cannot call it",
                RULES["sk-ace-game-condition"],
            )
        if not any(eff[c] == suit for c in hand):
            return (
                f"to call the ace of {name} you must hold a card of {name} that is not the ace "
                "(its Ober and Unter are trumps and do not count)",
                RULES["sk-ace-game-condition"],
            )
        return None
    if contract.kind is Kind.SIE and (len(hand) != 8 or not _SIE_CARDS.issuperset(hand)):
        return ("Sie needs all 4 Obers and all 4 Unters in the hand", RULES["sk-sie"])
    if contract.kind is Kind.RAMSCH:
        return ("Ramsch is not bid: it is played when everybody passes", RULES["sk-ramsch"])
    return None


def playable_contracts(hand: Sequence[Card]) -> list[Contract]:
    """Every contract this hand may name, lowest first."""
    return [c for c in all_contracts() if why_not(c, hand) is None]


def callable_suits(hand: Sequence[Card]) -> list[Suit]:
    """Suits whose ace this hand may call (fast: used by the random auctions)."""
    eff = _HEARTS.eff
    held = set()
    aces = set()
    for card in hand:
        if card.rank == "A":
            aces.add(card.suit)
        else:
            held.add(eff[card])
    return [s for s in CALLABLE_SUITS if s in held and s not in aces]


def holds_sie(hand: Sequence[Card]) -> bool:
    return len(hand) == 8 and _SIE_CARDS.issuperset(hand)
