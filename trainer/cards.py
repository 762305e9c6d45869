"""The card model and notation shared by the three games.

A card is an immutable singleton of its deck: parsing ``"oc "`` in the
Schafkopf deck always returns the same :class:`Card` object, so cards compare
and hash by identity (fast in the inner loops of random playouts) and ``str``
gives the canonical notation of ``architecture.md`` (``OC``, ``10H``, ``T21``,
``SK``). The same code can be a card of two decks (``10H`` is a German ten and
a tarok pip card); each deck owns its own objects, with its own names and points.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from operator import attrgetter

from trainer.errors import CardError, PositionError, shown
from trainer.i18n import Message, Noun, Text, msg, say


class Suit(StrEnum):
    """The four suits. Letters follow the French names: C S H D."""

    C = "C"
    S = "S"
    H = "H"
    D = "D"

    @property
    def german_name(self) -> str:
        """Name in the German-suited pack (Schafkopf, Pamfil): acorns, leaves, hearts, bells (the
        catalogues' noun ``suit.german.<letter>``, in the request's language)."""
        return say(Noun(f"suit.german.{self.value}"))

    @property
    def french_name(self) -> str:
        """Name in the French-suited tarok pack: clubs, spades, hearts, diamonds (the noun
        ``suit.french.<letter>``)."""
        return say(Noun(f"suit.french.{self.value}"))


SUITS: tuple[Suit, ...] = (Suit.C, Suit.S, Suit.H, Suit.D)

_NAMES_OF_DECK = {
    "schafkopf": "schafkopf",
    "pamfil32": "pamfil",
    "pamfil36": "pamfil",
    "tarok": "tarok",
}
"""Whose card names a deck's cards take in the catalogues (Pamfil's two packs share them)."""

#: German-suited ranks, highest printed rank first (game rank orders live in each game).
GERMAN_RANKS: tuple[str, ...] = ("A", "10", "K", "O", "U", "9", "8", "7", "6")
#: Tarok suit cards: King, Queen, Cavalier (kabal/rycerz), Jack (chłopiec/walet), the pip card.
TAROK_SUIT_RANKS: tuple[str, ...] = ("K", "Q", "C", "J", "10")


def _to_roman(number: int) -> str:
    """Roman numeral for 1–21, as printed on the taroks."""
    tens, units = divmod(number, 10)
    ones = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
    return "X" * tens + ones[units]


_ROMAN = tuple(_to_roman(n) for n in range(1, 22))
SKIS_NUMBER = 22
"""The skis ranks as tarok 22: above the mond (rules-notes T2)."""


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card of one deck.

    ``rank`` is the printed rank (``"O"``, ``"10"``; ``"T"`` for a tarok trump,
    ``"SK"`` for the skis), ``suit`` is ``None`` for taroks and the skis,
    ``number`` is the tarok number (1–21, the skis 22, 0 for other cards),
    ``index`` the position in the deck's canonical order (used to sort hands). Its name is a
    noun of the catalogues (:attr:`noun_key`), said in the request's language (:attr:`name`).
    """

    code: str
    rank: str
    suit: Suit | None
    number: int
    index: int
    deck_id: str
    points: int = field(default=0)

    @property
    def printed_suit(self) -> Suit:
        """The suit of a suit card: every card of a German deck has one; a tarok has none.

        For code that knows it holds a suit card (``suit`` says ``None`` for the taroks).

        >>> SCHAFKOPF_DECK["OC"].printed_suit
        <Suit.C: 'C'>
        """
        if self.suit is None:
            raise ValueError(f"{self.code} is a tarok: it has no suit")
        return self.suit

    @property
    def noun_key(self) -> str:
        """The card's name in the message catalogues (``card.pamfil.UC``): a message names a
        card by its key, and each language declines it (``trainer.i18n``).

        >>> TAROK_DECK["T21"].noun_key
        'card.tarok.T21'
        """
        return f"card.{_NAMES_OF_DECK[self.deck_id]}.{self.code}"

    @property
    def name(self) -> str:
        """The card's name as its picture's title, in the request's language: its noun's
        ``picture`` form where it has one ("Unter of acorns, the pamfil"), else its label
        ("Ober of acorns", "Tarok XXI (mond)").

        >>> SCHAFKOPF_DECK["OC"].name, PAMFIL_DECK_32["UC"].name
        ('Ober of acorns', 'Unter of acorns, the pamfil')
        """
        return say(self, "picture", "label")

    @property
    def label(self) -> str:
        """The text alternative used for pictures: ``"Ober of acorns (OC)"``."""
        return f"{self.name} ({self.code})"

    @property
    def is_tarok(self) -> bool:
        """True for the 21 taroks and the skis (the skis counts as tarok 22, T2)."""
        return self.number > 0

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r}, deck={self.deck_id!r})"


@dataclass(frozen=True, eq=False)
class Deck:
    """A pack of cards with its notation parser.

    ``id`` names the deck in error messages too: ``core.card.unknown.<id>`` ("'KX' is not a
    card of the Schafkopf deck").
    """

    id: str
    cards: tuple[Card, ...]
    examples: tuple[str, str] = ("OC", "10H")
    """Two cards' codes an error message shows as the way to write cards of this deck."""
    _by_code: dict[str, Card] = field(repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        self._by_code.update({card.code: card for card in self.cards})

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __getitem__(self, code: str) -> Card:
        """The card with this exact canonical code; ``KeyError`` for any other text.

        For the engine's own constants (``TAROK_DECK["T1"]``), where a missing card is a
        programming error, not bad input (input goes through ``parse``).

        >>> SCHAFKOPF_DECK["OC"].name
        'Ober of acorns'
        """
        return self._by_code[code]

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and self._by_code.get(card.code) is card

    def get(self, code: str) -> Card | None:
        """The card with this exact canonical code, or ``None``."""
        return self._by_code.get(code)

    def parse(self, text: object, path: str = "") -> Card:
        """Parse one card: case-insensitive, surrounding spaces ignored.

        >>> SCHAFKOPF_DECK.parse(" oc ").code
        'OC'
        """
        if isinstance(text, Card):
            if text in self:
                return text
            text = text.code
        if not isinstance(text, str):
            example = Text(self.examples[0])
            raise CardError(msg("core.card.not_text", example=example, what=_described(text)), path)
        code = text.strip().upper()
        card = self._by_code.get(code)
        if card is None:
            given = Text(shown(text.strip() or text))
            if self.id == "tarok" and code in ("AH", "AD"):
                # "10 (lub As)": the red suits' pip card is the Ace, written like the black 10.
                red = msg("core.card.unknown.tarok_red_ace", text=given, suit=Text(code[1]))
                raise CardError(red, path)
            raise CardError(msg(f"core.card.unknown.{self.id}", text=given), path)
        return card

    def parse_many(self, items: object, path: str, *, allow_duplicates: bool = False) -> list[Card]:
        """Parse a list of cards, refusing duplicates with the path of the repeat."""
        if not isinstance(items, list | tuple):
            example = Text(repr(list(self.examples)))
            wrong = msg("core.card.not_list", path=Text(path or "cards"), example=example)
            raise CardError(wrong, path)
        cards: list[Card] = []
        seen: set[str] = set()
        for i, item in enumerate(items):
            card = self.parse(item, f"{path}[{i}]")
            if not allow_duplicates and card.code in seen:
                repeat = msg("core.card.repeated", where=Text(f"{path}[{i}]"), card=Text(card.code))
                raise PositionError(repeat, f"{path}[{i}]")
            seen.add(card.code)
            cards.append(card)
        return cards

    def sorted(self, cards: Iterable[Card]) -> list[Card]:
        """Cards in the deck's canonical order."""
        return sorted(cards, key=_INDEX)


_INDEX = attrgetter("index")


def _described(value: object) -> Message | Text:
    """What a request gave where a card's text belongs, as ``core.card.not_text`` names it (a
    type no JSON value has, only a Python caller can pass: its type's name)."""
    if value is None:
        return msg("core.value.null")
    if isinstance(value, bool):
        return msg("core.value.bool")
    if isinstance(value, int) and value.bit_length() > 64:
        return msg("core.value.long_number")
    if isinstance(value, int | float):
        return msg("core.value.number", number=Text(str(value)))
    if isinstance(value, list | tuple):
        return msg("core.value.list")
    if isinstance(value, dict):
        return msg("core.value.object")
    return Text(type(value).__name__)


# -- German-suited decks (Schafkopf 32, Pamfil 32 and 36) ---------------------------------------

SCHAFKOPF_POINTS = {"A": 11, "10": 10, "K": 4, "O": 3, "U": 2, "9": 0, "8": 0, "7": 0}
"""Card points of the Schafkopf text (its value table): the deck totals 120."""


def _german_deck(deck_id: str, ranks: Sequence[str], points: dict[str, int]) -> Deck:
    cards: list[Card] = []
    for suit in SUITS:
        for rank in ranks:
            cards.append(
                Card(f"{rank}{suit}", rank, suit, 0, len(cards), deck_id, points.get(rank, 0))
            )
    return Deck(deck_id, tuple(cards))


SCHAFKOPF_DECK = _german_deck("schafkopf", GERMAN_RANKS[:-1], SCHAFKOPF_POINTS)
PAMFIL_DECK_32 = _german_deck("pamfil32", GERMAN_RANKS[:-1], {})
PAMFIL_DECK_36 = _german_deck("pamfil36", GERMAN_RANKS, {})


# -- The 42-card tarok deck ---------------------------------------------------------------------

TAROK_SUIT_POINTS = {"K": 5, "Q": 4, "C": 3, "J": 2, "10": 1}
"""Tarok card values (the text's table): King 5, Queen 4, Cavalier 3, Jack 2, others 1."""


def _tarok_deck() -> Deck:
    cards: list[Card] = []

    def add(code: str, rank: str, suit: Suit | None, number: int, points: int) -> None:
        cards.append(Card(code, rank, suit, number, len(cards), "tarok", points))

    for n in range(1, 22):
        add(f"T{n}", "T", None, n, 5 if n in (1, 21) else 1)
    add("SK", "SK", None, SKIS_NUMBER, 5)
    for suit in SUITS:
        for rank in TAROK_SUIT_RANKS:
            add(f"{rank}{suit}", rank, suit, 0, TAROK_SUIT_POINTS[rank])
    return Deck("tarok", tuple(cards), ("T21", "KH"))


TAROK_DECK = _tarok_deck()

DECKS: dict[str, Deck] = {
    deck.id: deck for deck in (SCHAFKOPF_DECK, PAMFIL_DECK_32, PAMFIL_DECK_36, TAROK_DECK)
}


def roman(number: int) -> str:
    """Roman numeral of a tarok (1–21), as printed on the cards."""
    return _ROMAN[number - 1]
