"""The Schafkopf contracts as data: type, base value, rank in the auction, what it needs.

A :class:`Contract` is a small frozen value (``ace_game`` + called suit, ``suit_solo`` + trump
suit, ...). The table :data:`CONTRACT_TYPES` is the text's list "from the lowest to the
highest" with its base values in stakes (rules-notes §3.1 item 7); Ramsch is not bid, it is
what an all-pass deal may turn into (S3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from trainer.cards import SUITS, Suit
from trainer.errors import RequestError
from trainer.fields import Fields
from trainer.i18n import Message, Noun, msg, say
from trainer.rules import Rule
from trainer.schafkopf.rulebook import RULES


class Kind(StrEnum):
    """Contract types, named as at the JSON boundary."""

    ACE_GAME = "ace_game"
    WENZ = "wenz"
    SUIT_SOLO = "suit_solo"
    WENZ_TOUT = "wenz_tout"
    SUIT_SOLO_TOUT = "suit_solo_tout"
    SIE = "sie"
    RAMSCH = "ramsch"


@dataclass(frozen=True, slots=True)
class ContractType:
    """One row of the text's contract table."""

    kind: Kind
    base: int
    order: int  # position in the text's table, lowest = 0 (S1)
    needs: str | None  # "called" (ace game), "trump" (suit solos) or None
    tout: bool
    wenz: bool
    rule: str  # rulebook id of the sentence that defines it

    @property
    def name(self) -> str:
        """Its name ("Ace game"), in the request's language (the noun
        ``contract.schafkopf.<kind>``)."""
        return say(Noun(f"contract.schafkopf.{self.kind}"), "label")


CONTRACT_TYPES: dict[Kind, ContractType] = {
    row.kind: row
    for row in (
        ContractType(Kind.ACE_GAME, 1, 0, "called", False, False, "sk-ace-game"),
        ContractType(Kind.WENZ, 5, 1, None, False, True, "sk-wenz"),
        ContractType(Kind.SUIT_SOLO, 5, 2, "trump", False, False, "sk-suit-solo"),
        ContractType(Kind.WENZ_TOUT, 10, 3, None, True, True, "sk-wenz-tout"),
        ContractType(Kind.SUIT_SOLO_TOUT, 10, 4, "trump", True, False, "sk-suit-solo-tout"),
        ContractType(Kind.SIE, 20, 5, None, False, False, "sk-sie"),
        ContractType(Kind.RAMSCH, 0, -1, None, False, False, "sk-ramsch"),
    )
}

BIDDABLE: tuple[Kind, ...] = tuple(kind for kind in CONTRACT_TYPES if kind is not Kind.RAMSCH)
"""The contracts a player may name in the auction, lowest first (Ramsch is never bid)."""

CALLABLE_SUITS: tuple[Suit, ...] = (Suit.C, Suit.S, Suit.D)
"""An ace game calls any ace except the ace of hearts (sk-ace-game)."""


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract as played: its type plus the called suit (ace game) or trump suit (solos)."""

    kind: Kind
    called: Suit | None = None
    trump: Suit | None = None

    @property
    def info(self) -> ContractType:
        return CONTRACT_TYPES[self.kind]

    @property
    def trump_suit(self) -> Suit | None:
        """The suit whose A 10 K 9 8 7 are trumps; ``None`` in Wenz (only Unters)."""
        if self.kind in (Kind.SUIT_SOLO, Kind.SUIT_SOLO_TOUT):
            return self.trump
        if self.info.wenz:
            return None
        return Suit.H  # ace game, Ramsch and Sie: hearts shine

    @property
    def rule(self) -> Rule:
        return RULES[self.info.rule]

    @property
    def noun_key(self) -> str:
        """Its name in the catalogues: ``contract.schafkopf.<kind>``, and ``.<suit>`` with the
        ace it calls or its trump suit ("Ace game calling the ace of leaves"). A message takes
        the contract itself as an argument."""
        suit = self.called or self.trump
        return f"contract.schafkopf.{self.kind}" + (f".{suit}" if suit is not None else "")

    def label(self) -> str:
        """Readable name: "Ace game calling the ace of leaves", "Suit Solo in acorns", in the
        request's language."""
        return say(self, "label")

    def in_text(self, article: bool = True) -> str:
        """The contract inside a sentence, as the lessons name it: "an ace game calling the
        ace of leaves", "a Wenz", "a Suit Solo in acorns", "Sie" (content review NEW-23: not
        "plays Ace game calling …"); without the article after a possessive ("the dealer's
        Wenz"). The forms are its noun's (``indef``, ``plain``), said in the request's
        language."""
        return say(self, "indef" if article else "plain")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": str(self.kind)}
        if self.called is not None:
            data["called"] = str(self.called)
        if self.trump is not None:
            data["trump"] = str(self.trump)
        return data


def contract_noun(contract: Contract) -> Noun:
    """A contract's name, as a message's argument: its catalogue noun."""
    return Noun(contract.noun_key)


def auction_rank(kind: Kind, wenz_equals_suit_solo: bool) -> int:
    """Rank of a contract in the auction (S1): the table's order, or Wenz = Suit Solo."""
    order = CONTRACT_TYPES[kind].order
    if wenz_equals_suit_solo and kind in (Kind.SUIT_SOLO, Kind.SUIT_SOLO_TOUT):
        return order - 1
    return order


def _suit(value: object, path: str, what: Message) -> Suit:
    if not isinstance(value, str) or value.strip().upper() not in Suit.__members__:
        raise RequestError(msg("sk.contract.suit_code", what=what), path)
    return Suit(value.strip().upper())


def parse_contract(
    raw: object,
    path: str = "contract",
    *,
    allow_ramsch: bool = True,
    allow_sie: bool = True,
    suit_optional: bool = False,
) -> Contract:
    """Read a contract object (``{"type": "ace_game", "called": "S"}`` ...), with clear errors.

    Impossible calls are refused here: calling hearts (sk-ace-game), a suit solo without its
    trump suit. ``suit_optional`` is for auction calls: at a real table the declarer names
    the called ace or the trump suit after the auction (sk-auction-repeat), so a call may
    leave it out (``architecture.md``); the contract then has ``called``/``trump`` ``None``.
    """
    if isinstance(raw, str):
        raw = {"type": raw}
    if not isinstance(raw, dict):
        raise RequestError('a contract is an object like {"type": "ace_game", "called": "S"}', path)
    fields = Fields(raw, path)
    names = [str(k) for k in CONTRACT_TYPES if allow_ramsch or k is not Kind.RAMSCH]
    kind = Kind(fields.choice("type", names))
    if kind is Kind.SIE and not allow_sie:
        raise RequestError("Sie is won without play; there is no trick to judge", f"{path}.type")
    for key in raw:
        if key not in ("type", "called", "trump"):
            shown = str(key)[:40]  # echo at most 40 characters of what was sent
            raise RequestError(f"'{shown}' is not a field of a contract", f"{path}.{shown}")
    needs = CONTRACT_TYPES[kind].needs
    called = trump = None
    if needs is not None and suit_optional and raw.get(needs) is None:
        return Contract(kind)
    if needs == "called":
        called = _suit(fields.require("called"), f"{path}.called", msg("sk.contract.called_suit"))
        if called is Suit.H:
            raise RequestError(
                "the ace of hearts cannot be called: hearts are trump in the ace game "
                f"({RULES['sk-ace-game'].text})",
                f"{path}.called",
            )
    elif raw.get("called") is not None:
        raise RequestError(f"only an ace game calls an ace, not {kind}", f"{path}.called")
    if needs == "trump":
        trump = _suit(fields.require("trump"), f"{path}.trump", msg("sk.contract.trump_suit"))
    elif raw.get("trump") is not None:
        raise RequestError(f"only a suit solo names a trump suit, not {kind}", f"{path}.trump")
    return Contract(kind, called, trump)


def all_contracts() -> list[Contract]:
    """Every biddable contract with every suit it may name (auction order, lowest first)."""
    result: list[Contract] = []
    for kind in BIDDABLE:
        needs = CONTRACT_TYPES[kind].needs
        if needs == "called":
            result.extend(Contract(kind, called=s) for s in CALLABLE_SUITS)
        elif needs == "trump":
            result.extend(Contract(kind, trump=s) for s in SUITS)
        else:
            result.append(Contract(kind))
    return result
