"""The tarok contracts and the bid ladder as data (rules-notes T4, T6, T13, T18).

A bid is a contract name plus a level: level 1 is the plain call, 2 = druga
(spód), 3 = trzecia (wierzch), 4 = czwarta, 5 = piąta (its name: the catalogues' noun
``contract.tarok.<name>.<level>``); the level multiplies a
*loss* only (T6). Solo has no levels and ends the auction. The ladder goes by
type first, then level (T4): trójka < druga … piąta trójka < dwójka < … <
piąta jedynka < solo — the text's first auction example needs dwójka above
piąta trójka.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from trainer.errors import RequestError
from trainer.fields import refuse_unknown
from trainer.i18n import Noun, msg, say


@dataclass(frozen=True, slots=True)
class ContractType:
    """One of the four calls: cards taken from the talon, value at 33, points factor, volat."""

    name: str
    exchange: int
    base: int
    factor: int
    volat: int
    levels: tuple[int, ...]

    @property
    def title(self) -> str:
        """Its name as a label ("Trójka"), in the request's language (the catalogue's noun
        ``contract.tarok.<name>.1``)."""
        return say(Noun(f"contract.tarok.{self.name}.1"), "label")


CONTRACT_TYPES: dict[str, ContractType] = {
    t.name: t
    for t in (
        ContractType("trojka", 3, 30, 3, 300, (1, 2, 3, 4, 5)),
        ContractType("dwojka", 2, 40, 4, 400, (1, 2, 3, 4, 5)),
        ContractType("jedynka", 1, 50, 5, 500, (1, 2, 3, 4, 5)),
        ContractType("solo", 0, 60, 6, 600, (1,)),
    )
}
TYPE_ORDER: tuple[str, ...] = ("trojka", "dwojka", "jedynka", "solo")
_TYPE_INDEX: dict[str, int] = {name: i for i, name in enumerate(TYPE_ORDER)}


@dataclass(frozen=True, slots=True)
class Bid:
    """A contract as bid: its type and its loss multiplier (level)."""

    name: str
    level: int = 1

    @property
    def type(self) -> ContractType:
        return CONTRACT_TYPES[self.name]

    @property
    def rank(self) -> int:
        """Position on the ladder (T4): type first, then level; solo is the top."""
        return _TYPE_INDEX[self.name] * 5 + self.level - 1

    @property
    def noun_key(self) -> str:
        """The bid's name in the catalogues (``contract.tarok.trojka.2``): a message takes the
        bid itself as an argument, and each language declines it ("drugą trójkę")."""
        return f"contract.tarok.{self.name}.{self.level}"

    @property
    def label(self) -> str:
        """Its name inside a sentence, in the request's language; in English the text's Polish
        words: 'druga trójka', 'dwójka', 'solo'."""
        return say(self)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "level": self.level}

    def __str__(self) -> str:
        return self.label


LADDER: tuple[Bid, ...] = tuple(
    Bid(name, level) for name in TYPE_ORDER for level in CONTRACT_TYPES[name].levels
)
"""Every bid from lowest to highest (16 bids)."""

SOLO = Bid("solo", 1)


def parse_bid(data: object, path: str = "contract") -> Bid:
    """A contract from ``{"name": "trojka", "level": 2}`` (level optional, default 1)."""
    if isinstance(data, str):
        data = {"name": data}
    if not isinstance(data, dict):
        raise RequestError(
            'a tarok contract is an object like {"name": "trojka", "level": 2}', path
        )
    refuse_unknown(data, ("name", "level"), path, msg("core.object.tarok_contract"))
    name = data.get("name")
    if not isinstance(name, str) or name.strip().lower() not in CONTRACT_TYPES:
        raise RequestError(
            "contract name must be one of trojka, dwojka, jedynka, solo", f"{path}.name"
        )
    name = name.strip().lower()
    level = 1 if data.get("level") is None else data["level"]
    if isinstance(level, bool) or not isinstance(level, int):
        raise RequestError("contract level must be a whole number 1–5", f"{path}.level")
    if level not in CONTRACT_TYPES[name].levels:
        allowed = ", ".join(str(x) for x in CONTRACT_TYPES[name].levels)
        raise RequestError(f"a {name} can have level {allowed}, not {level}", f"{path}.level")
    return Bid(name, level)
