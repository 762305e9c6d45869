"""Cards and seats in words, per game: the one place quiz texts and the page take names from.

A learner never reads a card code (``KS``) or a seat number (``seat 2``): every string of a
question or a verdict names cards with :func:`card_name` / :func:`the_card` and seats with
:func:`seat_name`, and ``describe`` hands the same tables to the page (``card_names``,
``seat_names``, ``deck``) so its pictures, tooltips and table drawing use the same words.
Card names come from the deck model (``trainer.cards``).

This module knows no game: each game keeps its words (seats, contract and call labels, the
options in words, its rule topics and worked examples) in one :class:`GameWords` record,
``trainer/<game>/words.py`` ``WORDS``, which :func:`words_of` finds by the game's id. A new
game is one more package with such a module, and nothing here changes.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache

from trainer.cards import Card, Deck, Suit
from trainer.i18n import Noun

YES_NO: Mapping[object, str] = {True: "yes", False: "no"}

_ORDINALS = ("Second", "Third", "Fourth", "Fifth", "Sixth")


def ordinal_seats(players: int) -> list[str]:
    """The usual seats: the forehand, the second, third … player, the dealer last.

    >>> ordinal_seats(4)
    ['Forehand', 'Second player', 'Third player', 'Dealer']
    """
    middle = [f"{word} player" for word in _ORDINALS[: players - 2]]
    return ["Forehand", *middle, "Dealer"]


_ORDINAL_KEYS = ("second", "third", "fourth", "fifth", "sixth")


def ordinal_seat_keys(players: int) -> list[str]:
    """The usual seats as the catalogues name them: ``seat.forehand``, ``seat.second`` …,
    ``seat.dealer`` last (Schafkopf and Pamfil).

    >>> ordinal_seat_keys(4)
    ['seat.forehand', 'seat.second', 'seat.third', 'seat.dealer']
    """
    return ["seat.forehand", *(f"seat.{k}" for k in _ORDINAL_KEYS[: players - 2]), "seat.dealer"]


def trumps_label(contract: Mapping[str, object]) -> str:
    """A contract that is only a trump suit, in words: "hearts are trumps"."""
    return f"{Suit(str(contract.get('trump'))).german_name} are trumps"


def _no_words(action: Mapping[str, object]) -> str | None:
    return None


@dataclass(frozen=True)
class GameWords:
    """What one game says in words, kept in its package (``trainer/<game>/words.py``)."""

    game: str
    deck: Deck
    """The deck whose names cover every card the game uses (Pamfil's 36 ⊇ 32)."""
    pictures: str
    """The card-picture folder under ``docs/assets/cards/``."""
    seats: Callable[[int], list[str]]
    """The seats with this many players, seat 0 first."""
    call_label: Callable[[Mapping[str, object]], str]
    """An auction call of the requests as a label ("pas (pass)", "Ace game …")."""
    contract_label: Callable[[Mapping[str, object]], str] = trumps_label
    seat_keys: Callable[[int], list[str]] = ordinal_seat_keys
    """The seats' names in the catalogues (``seat.forehand``, ``seat.tarok.zadek``), seat 0
    first."""
    call_words: Callable[[Mapping[str, object]], str | None] = _no_words
    """A call action (as JSON) as a verb phrase for the bots' reasons ("bid druga trójka"), or
    None where the shared words say it ("pass", "say contra")."""
    bare_seats: frozenset[str] = frozenset()
    """Seat names said without "the" inside a sentence (Tarok's "Zadek")."""
    french_suits: bool = False
    """Suits by their French names (clubs, spades …) instead of the German (acorns, leaves …)."""
    cards: Mapping[str, str] = field(default_factory=dict)
    """Card code → the game's own name for it, where the deck's name is not enough."""
    option_words: Mapping[str, tuple[str, Mapping[object, str]]] = field(default_factory=dict)
    """Each rule option: a label and a phrase per value (``quiz.house_rules``)."""
    examples: frozenset[str] = frozenset()
    """The worked-example anchors on ``docs/<game>/examples.md`` (``quiz.citations``)."""
    topics: Mapping[str, str] = field(default_factory=dict)
    """Rule id → the short title a verdict links it by (``trainer.topics``)."""
    tables: Mapping[str, str] = field(default_factory=dict)
    """Rule id of a lead-in sentence → the table it introduces, in words."""


_GAME_ID = re.compile(r"[a-z][a-z0-9_]*")


@cache
def words_of(game: str) -> GameWords:
    """The words of ``game``, from its package's ``words`` module (found by the id, so this
    module imports no game). An id that names no game is a :class:`KeyError`.

    >>> words_of("tarok").seats(4)
    ['Ręka', 'Środek', 'Zadek', 'King']
    """
    if not _GAME_ID.fullmatch(game):
        raise KeyError(game)
    try:
        module = importlib.import_module(f"trainer.{game}.words")
    except ModuleNotFoundError:
        raise KeyError(game) from None
    found = getattr(module, "WORDS", None)
    if not isinstance(found, GameWords) or found.game != game:
        raise KeyError(game)
    return found


def seat_names(game: str, players: int) -> list[str]:
    """The seats of a game with this many players, seat 0 first.

    >>> seat_names("tarok", 3)
    ['Ręka', 'Środek', 'Zadek']
    >>> seat_names("pamfil", 4)
    ['Forehand', 'Second player', 'Third player', 'Dealer']
    """
    return words_of(game).seats(players)


def seat_name(game: str, seat: int, players: int) -> str:
    """One seat's name, capitalised as at the start of a sentence ("Forehand", "Zadek")."""
    names = seat_names(game, players)
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def seat_noun(game: str, seat: int, players: int) -> Noun:
    """A seat as a message names it: its catalogue noun (declined by each language), read as the
    player's own name on a score sheet that gives the names."""
    keys = words_of(game).seat_keys(players)
    if not 0 <= seat < len(keys):
        raise ValueError(f"no seat {seat} at a table of {players} in {game}")
    return Noun(keys[seat], seat=seat)


def seat_in_text(game: str, seat: int, players: int) -> str:
    """A seat's name inside a sentence: "the forehand", "the third player", but "Zadek"."""
    name = seat_name(game, seat, players)
    if name in words_of(game).bare_seats:
        return name
    return "the " + name[0].lower() + name[1:]


def deck(game: str) -> Deck:
    return words_of(game).deck


def card_name(game: str, card: Card | str) -> str:
    """A card in words, as a label: "King of leaves", "Tarok XXI (mond)", "Skiz"."""
    code = card.code if isinstance(card, Card) else str(card)
    words = words_of(game)
    if code in words.cards:
        return words.cards[code]
    found = words.deck.get(code)
    return found.name if found is not None else code


def the_card(game: str, card: Card | str) -> str:
    """A card in words inside a sentence: "the King of leaves", "tarok XXI (mond)", "the skiz".

    Taroks are named by number ("tarok XXI"), like a number, without an article.
    """
    name = card_name(game, card)
    if name.startswith("Tarok "):
        return "t" + name[1:]
    if name == "Skiz":
        return "the skiz"
    return "the " + name


@dataclass(frozen=True)
class Namer:
    """One game's names with the game (and its usual table size) fixed: what its quiz texts
    call, so the three quiz packages share one set of helpers instead of re-binding four each.

    >>> Namer("tarok", 3).seat_text(2), Namer("tarok", 3).seat_text(3, players=4)
    ('Zadek', 'the king')
    """

    game: str
    players: int
    """The table size a seat is named for when the caller gives none."""

    def seat(self, index: int, players: int | None = None) -> str:
        """A seat as a label or a sentence start: "Forehand", "Ręka"."""
        return seat_name(self.game, index, self.players if players is None else players)

    def seat_text(self, index: int, players: int | None = None) -> str:
        """A seat inside a sentence: "the forehand", "Zadek", "the king"."""
        return seat_in_text(self.game, index, self.players if players is None else players)

    def card(self, card: Card | str) -> str:
        """A card inside a sentence: "the King of leaves"."""
        return the_card(self.game, card)

    def card_start(self, card: Card | str) -> str:
        """A card at the start of a sentence: "The King of leaves"."""
        return capital(the_card(self.game, card))


def cards_in_text(game: str, cards: Iterable[Card | str], conjunction: str = "and") -> str:
    """A list of cards in a sentence: "the Ace of bells, the Ten of bells and the King of bells"."""
    return join_words([the_card(game, c) for c in cards], conjunction)


def join_words(items: list[str], conjunction: str = "and") -> str:
    """ "a", "a and b", "a, b and c"."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conjunction} " + items[-1]


def suit_noun(game: str, suit: Suit) -> Noun:
    """A suit as the catalogues name it in this game: German-suited (acorns, leaves …) or, in
    Tarok, French-suited (clubs, spades …)."""
    family = "french" if words_of(game).french_suits else "german"
    return Noun(f"suit.{family}.{suit}", code=str(suit))


def suit_name(game: str, suit: Suit) -> str:
    """A suit in words: acorns/leaves/hearts/bells, or clubs/spades/hearts/diamonds in Tarok."""
    return suit.french_name if words_of(game).french_suits else suit.german_name


def contract_label(game: str, contract: Mapping[str, object]) -> str:
    """A contract object of the requests in words, as the engine names it elsewhere.

    Schafkopf ``{"type": "ace_game", "called": "S"}`` → "Ace game calling the ace of leaves";
    tarok ``{"name": "trojka", "level": 2}`` → "druga trójka"; Pamfil ``{"trump": "H"}`` →
    "hearts are trumps". Raises :class:`~trainer.errors.RequestError` for a malformed one.

    >>> contract_label("tarok", {"name": "trojka", "level": 2})
    'druga trójka'
    """
    return words_of(game).contract_label(contract)


def call_label(game: str, call: Mapping[str, object]) -> str:
    """An auction call in words: "Pass", "Sam (hold)", "Druga trójka", "Exchange 2"."""
    return capital(words_of(game).call_label(call))


def number(value: int | float | str) -> str:
    """A number as the site prints it: a true minus sign, "−33", never a hyphen."""
    return str(value).replace("-", "\u2212")


def signed(value: int | float) -> str:
    """A result with its sign, as the site prints it: "+2", "−2" (a true minus), "0".

    >>> signed(2), signed(-2), signed(0)
    ('+2', '−2', '0')
    """
    return "0" if value == 0 else number(f"{value:+}")


def plural(count: int, one: str, many: str | None = None) -> str:
    """ "1 card", "3 cards", "−1 point" (``many`` for irregular plurals)."""
    return f"{number(count)} {one if abs(count) == 1 else (many or one + 's')}"


def capital(text: str) -> str:
    """The text with its first letter capitalised (a sentence start), the rest untouched."""
    return text[:1].upper() + text[1:]


def describe(game: str, players: Iterable[int]) -> dict[str, object]:
    """What ``describe`` tells the page about names: ``card_names``, ``seat_names`` (for each
    table size in ``players``), ``deck`` (the picture folder)."""
    words = words_of(game)
    return {
        "card_names": {card.code: card_name(game, card) for card in words.deck},
        "seat_names": {str(n): seat_names(game, n) for n in players},
        "deck": words.pictures,
    }
