"""The auction: who may play what, and who wins the bidding.

Each seat from 0 (the dealer's left, sk-auction-open) speaks once, in order: it names a
contract or passes, and a pass is final (sk-auction-pass-final). The highest contract wins
(sk-auction-highest); the same contract goes to the seat that got its cards first, i.e. the
lower seat (sk-auction-tie); S2 reads "I play too" (sk-auction-higher) through this
max-then-seat rule. If all pass: a redeal (sk-all-pass), or Ramsch / the Kettle by option (S3).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from trainer.actions import Action
from trainer.cards import SUITS, Card, Suit
from trainer.errors import Reason, Refusal
from trainer.fields import seat_named
from trainer.i18n import Message, Noun, Text, msg
from trainer.naming import suit_noun
from trainer.rules import Rule
from trainer.schafkopf.contracts import (
    CALLABLE_SUITS,
    CONTRACT_TYPES,
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


def outranks(kind: Kind, named: Iterable[Kind], wenz_equals_suit_solo: bool) -> bool:
    """Does a game of ``kind`` take the game from every game ``named`` before it? Strictly
    higher wins; an equal game stays with the earlier seat (S2). The auction's one ladder:
    :func:`resolve` and the computer players' choice of calls to weigh both ask it."""
    mine = auction_rank(kind, wenz_equals_suit_solo)
    return all(auction_rank(other, wenz_equals_suit_solo) < mine for other in named)


def resolve(calls: Sequence[Call], options: SchafkopfOptions) -> AuctionResult:
    """Resolve the calls made so far (one per seat, in seat order)."""
    best: Call | None = None
    named: list[Kind] = []
    for call in calls:
        if call.contract is None:
            continue
        if outranks(call.contract.kind, named, options.wenz_equals_suit_solo):
            best = call
        named.append(call.contract.kind)
    if len(calls) < SEATS:
        return AuctionResult(
            False, best.seat if best else None, best.contract if best else None, len(calls), None
        )
    if best is None:
        return AuctionResult(True, None, None, None, options.all_pass)
    return AuctionResult(True, best.seat, best.contract, None, "play")


def why_not(contract: Contract, hand: Sequence[Card]) -> tuple[Message, Rule] | None:
    """Why this hand may not play ``contract`` (``None``: it may).

    Ace game: a plain card of the called suit and not its ace (S4, S20; an Ober or Unter of
    that suit is a trump and does not count); a call that does not name the suit yet needs
    some ace the hand may call. Sie: exactly the 4 Obers and 4 Unters (S12).
    """
    if contract.kind is Kind.ACE_GAME and contract.called is None:
        if callable_suits(hand):
            return None
        return msg("sk.call.no_ace_to_call"), RULES["sk-ace-game-condition"]
    if contract.kind is Kind.ACE_GAME:
        assert contract.called is not None
        suit = str(contract.called)
        named = suit_noun("schafkopf", contract.called)
        eff = _HEARTS.eff
        if any(c.code == f"A{suit}" for c in hand):
            return msg("sk.call.holds_the_ace", suit=named), RULES["sk-ace-game-condition"]
        if not any(eff[c] == suit for c in hand):
            return msg("sk.call.needs_the_suit", suit=named), RULES["sk-ace-game-condition"]
        return None
    if contract.kind is Kind.SIE and (len(hand) != 8 or not _SIE_CARDS.issuperset(hand)):
        return msg("sk.call.sie"), RULES["sk-sie"]
    if contract.kind is Kind.RAMSCH:
        return msg("sk.call.ramsch"), RULES["sk-ramsch"]
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


def read_call(action: Action) -> Contract | None:
    """The contract a call names (``None``: a pass), read without checks: only a call already
    found legal (or refused by nothing in :func:`why_not_call`) is read this way."""
    if action.call == "pass":
        return None
    called = Suit(action.called) if action.called else None
    trump = Suit(action.trump) if action.trump else None
    return Contract(Kind(action.call or ""), called=called, trump=trump)


def why_not_call(
    calls: Sequence[Call], hand: Sequence[Card] | None, action: Action, *, named: bool = True
) -> Refusal | None:
    """Why ``action`` (a call) may not be made after ``calls``; ``None`` when it may.

    The one ladder for calls, for the ``state`` and the ``auction`` op alike. ``hand`` is the
    caller's hand (``None`` when unknown: then only the words and the turn are checked);
    ``named=False`` lets a call leave its suit for after the auction (sk-auction-repeat).
    """
    # Each seat speaks once, from seat 0, in order; a pass is final (S1).
    if len(calls) >= SEATS:
        message = msg("sk.call.over")
        return Refusal(Reason.AUCTION_OVER, message, RULES["sk-auction-pass-final"])
    if action.seat != len(calls):
        turn = seat_named("schafkopf", len(calls), SEATS)
        if action.seat < SEATS:
            other = seat_named("schafkopf", action.seat, SEATS)
            message = msg("sk.call.turn_not", seat=turn, other=other)
        else:  # the dealer of five sits out: no turn at all
            message = msg("sk.call.turn", seat=turn)
        return Refusal(Reason.NOT_YOUR_TURN, message, RULES["sk-auction-open"])
    # A call names a contract of the table (or passes), with its suit where it has one; a
    # level or an unknown word (a page never sends one; a damaged saved game may) is refused.
    word = action.call or ""
    if action.level is not None:
        return Refusal(Reason.NOT_ALLOWED, msg("sk.auction.no_level"), RULES["sk-contracts"])
    if word == "pass":
        if action.called or action.trump:
            no_suit = msg("sk.auction.pass_no_suit")
            return Refusal(Reason.NOT_ALLOWED, no_suit, RULES["sk-auction-open"])
        return None
    names = [str(k) for k in CONTRACT_TYPES]
    if word not in names:
        unknown = msg("sk.auction.unknown", word=Text(word[:30]), names=Text(", ".join(names)))
        return Refusal(Reason.NOT_ALLOWED, unknown, RULES["sk-contracts"])
    kind = Kind(word)
    if kind is Kind.RAMSCH:  # Ramsch is what everybody passing leads to (S3)
        return Refusal(Reason.NOT_BID, msg("sk.call.ramsch"), RULES["sk-ramsch"])
    info = CONTRACT_TYPES[kind]
    suits = [str(s) for s in SUITS]
    if info.needs == "called":
        if action.trump is not None or ((named or action.called) and action.called not in suits):
            return Refusal(Reason.NOT_ALLOWED, msg("sk.call.name_the_ace"), RULES["sk-ace-game"])
        if action.called == "H":
            return Refusal(Reason.NOT_ALLOWED, msg("sk.call.no_hearts"), RULES["sk-ace-game"])
    elif info.needs == "trump":
        if action.called is not None or ((named or action.trump) and action.trump not in suits):
            message = msg("sk.call.name_the_trump")
            return Refusal(Reason.NOT_ALLOWED, message, RULES["sk-suit-solo"])
    elif action.called is not None or action.trump is not None:
        message = msg("sk.call.no_suit", contract=Noun(f"contract.schafkopf.{kind}"))
        return Refusal(Reason.NOT_ALLOWED, message, RULES[info.rule])
    if hand is None:
        return None
    # The contract must fit the hand: the called ace's conditions, Sie's eight cards (S4, S12).
    contract = read_call(action)
    assert contract is not None
    problem = why_not(contract, hand)
    if problem is None:
        return None
    return Refusal(Reason.CONTRACT_CONDITION, *problem)


def why_not_double(
    allowed: tuple[str, list[int]] | None, options: SchafkopfOptions, action: Action
) -> Refusal | None:
    """Why a contra or re may not be said now; ``allowed`` is who may say which word now
    (:meth:`SchafkopfState.double_seats`), ``None`` when nobody may (S19)."""
    word = action.call or ""
    said = _doubling_word(word)
    if allowed is None:
        key = "sk.double.closed_one" if options.max_double_rounds == 1 else "sk.double.closed_two"
        message = msg(key, word=said)
        return Refusal(Reason.DOUBLING_CLOSED, message, RULES["sk-contra"])
    expected, seats = allowed
    if word != expected:
        message = msg("sk.double.order", expected=_doubling_word(expected), word=said)
        return Refusal(Reason.DOUBLING_ORDER, message, RULES["sk-contra-rounds"])
    if action.seat not in seats:
        seat = seat_named("schafkopf", action.seat, SEATS)
        key = "sk.double.contra_side" if word == "contra" else "sk.double.re_side"
        return Refusal(Reason.DOUBLING_SIDE, msg(key, seat=seat), RULES[f"sk-{word}"])
    return None


def _doubling_word(word: str) -> Message | Text:
    """A doubling as a sentence names it ("contra", "re"); a word the game does not have, as
    the request spelt it."""
    return msg(f"sk.double.word.{word}") if word in ("contra", "re") else Text(word[:30])
