"""The tarok contracts and the bid ladder as data (rules-notes T4, T6, T13, T18).

A bid is a contract name plus a level: level 1 is the plain call, 2 = druga
(spód), 3 = trzecia (wierzch), 4 = czwarta, 5 = piąta; the level multiplies a
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


@dataclass(frozen=True, slots=True)
class ContractType:
    """One of the four calls: cards taken from the talon, value at 33, points factor, volat."""

    name: str
    title: str
    exchange: int
    base: int
    factor: int
    volat: int
    levels: tuple[int, ...]


CONTRACT_TYPES: dict[str, ContractType] = {
    t.name: t
    for t in (
        ContractType("trojka", "Trójka", 3, 30, 3, 300, (1, 2, 3, 4, 5)),
        ContractType("dwojka", "Dwójka", 2, 40, 4, 400, (1, 2, 3, 4, 5)),
        ContractType("jedynka", "Jedynka", 1, 50, 5, 500, (1, 2, 3, 4, 5)),
        ContractType("solo", "Solo", 0, 60, 6, 600, (1,)),
    )
}
TYPE_ORDER: tuple[str, ...] = ("trojka", "dwojka", "jedynka", "solo")
_TYPE_INDEX: dict[str, int] = {name: i for i, name in enumerate(TYPE_ORDER)}
LEVEL_NAMES: dict[int, str] = {1: "", 2: "druga", 3: "trzecia", 4: "czwarta", 5: "piąta"}


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
    def label(self) -> str:
        """Polish name as the text writes it: 'druga trójka', 'dwójka', 'solo'."""
        title = self.type.title.lower()
        if self.level == 1:
            return title
        return f"{LEVEL_NAMES[self.level]} {title}"

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
    refuse_unknown(data, ("name", "level"), path, "a tarok contract")
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
