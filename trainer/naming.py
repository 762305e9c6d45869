"""Cards, seats, contracts and calls by name, per game: the one place quiz texts, the engine's
answers and the page take names from.

A learner never reads a card code (``KS``) or a seat number (``seat 2``). Every name is a noun of
the catalogues (``i18n/nouns/<lang>.toml``: ``card.schafkopf.KS``, ``seat.forehand``,
``contract.tarok.trojka.2``, ``call.tarok.hold``), with the forms each language needs: a message
takes the noun itself as an argument and its template picks the form (``{card:acc}``); a name
shown alone is its ``label`` (:func:`card_name`, :func:`seat_names`, :func:`call_label`), said
in the request's language. ``describe`` hands the same names to the page (``card_names``,
``seat_names``, ``seat_keys``, the contracts, options and presets in words).

This module knows no game: each game keeps its words (its seats' nouns, how a contract or a
call of the requests is named, its calls as verb phrases, its worked examples) in one
:class:`GameWords` record, ``trainer/<game>/words.py`` ``WORDS``, which :func:`words_of` finds by
the game's id. A new game is one more package with such a module, and nothing here changes.

The English-only helpers at the end (:func:`capital`, :func:`plural`, :func:`join_words`,
:func:`cards_in_text`, :class:`Namer`, :func:`seat_in_text`, :func:`the_card`) serve the
English sentences not yet turned into messages; a message needs none of them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from trainer.cards import Card, Deck, Suit
from trainer.i18n import Message, Noun, Text, msg, player_name, say

_ORDINAL_KEYS = ("second", "third", "fourth", "fifth", "sixth")


def ordinal_seat_keys(players: int) -> list[str]:
    """The usual seats as the catalogues name them: ``seat.forehand``, ``seat.second`` …,
    ``seat.dealer`` last (Schafkopf and Pamfil).

    >>> ordinal_seat_keys(4)
    ['seat.forehand', 'seat.second', 'seat.third', 'seat.dealer']
    """
    return ["seat.forehand", *(f"seat.{k}" for k in _ORDINAL_KEYS[: players - 2]), "seat.dealer"]


def yes_no(value: bool) -> Message:
    """A yes/no house rule's value in words."""
    return msg("words.yes") if value else msg("words.no")


def _no_words(action: Mapping[str, object]) -> Message | None:
    return None


Name = Noun | Message | Text
"""How a contract or a call is named: a catalogue noun (declined by the sentence that names it),
or, where the name is a phrase with a part that varies (Pamfil's "hearts are trumps",
"Exchange 2"), a message (:class:`~trainer.i18n.Text` only for a call the game does not have,
said as its request spelled it)."""


@dataclass(frozen=True)
class GameWords:
    """What one game says in words, kept in its package (``trainer/<game>/words.py``)."""

    game: str
    deck: Deck
    """The deck whose names cover every card the game uses (Pamfil's 36 ⊇ 32)."""
    pictures: str
    """The card-picture folder under ``docs/assets/cards/``."""
    contract_name: Callable[[Mapping[str, object]], Name]
    """A contract object of the requests as a name; raises ``RequestError`` for a bad one."""
    call_name: Callable[[Mapping[str, object]], Name]
    """An auction call of the requests as a name (its label is the call's button)."""
    described_contract: Callable[[Mapping[str, Any]], dict[str, Any]]
    """One entry of the game's ``contracts`` (``describe``) with its name said in words."""
    seat_keys: Callable[[int], list[str]] = ordinal_seat_keys
    """The seats' nouns (``seat.forehand``, ``seat.tarok.zadek``) at a table of this many, seat 0
    first."""
    call_words: Callable[[Mapping[str, object]], Message | None] = _no_words
    """A call action (as JSON) as a verb phrase for the bots' reasons ("bid druga trójka"), or
    None where the shared words say it ("pass", "say contra")."""
    french_suits: bool = False
    """Suits by their French names (clubs, spades …) instead of the German (acorns, leaves …)."""
    doublings: tuple[str, ...] = ()
    """The doubling calls in the order they may follow each other (Tarok's contra, recontra,
    supracontra): a pass while one is open declines that one ("No contra")."""
    examples: frozenset[str] = frozenset()
    """The worked-example anchors on ``docs/<game>/examples.md`` (``quiz.citations``)."""
    pass_key: str = "bots.action.pass"
    """The message of a pass in the bots' words: a game whose pass has a word of its own in a
    language (German: Tarok "passen", Schafkopf and Pamfil "weiter") names its own."""


_GAME_ID = re.compile(r"[a-z][a-z0-9_]*")


@cache
def words_of(game: str) -> GameWords:
    """The words of ``game``, from its package's ``words`` module (found by the id, so this
    module imports no game). An id that names no game is a :class:`KeyError`.

    >>> words_of("tarok").seat_keys(3)
    ['seat.tarok.reka', 'seat.tarok.srodek', 'seat.tarok.zadek']
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


# -- seats --------------------------------------------------------------------------------------


def seat_keys(game: str, players: int) -> list[str]:
    """The nouns of a game's seats at a table of this many, seat 0 first."""
    return words_of(game).seat_keys(players)


def seat_noun(game: str, seat: int, players: int) -> Noun:
    """A seat as a message names it: its catalogue noun (declined by each language), read as the
    player's own name on a score sheet that gives the names."""
    keys = seat_keys(game, players)
    if not 0 <= seat < len(keys):
        raise ValueError(f"no seat {seat} at a table of {players} in {game}")
    return Noun(keys[seat], seat=seat)


def seat_names(game: str, players: int) -> list[str]:
    """The seats of a game with this many players, seat 0 first, as labels.

    >>> seat_names("tarok", 3)
    ['Ręka', 'Środek', 'Zadek']
    >>> seat_names("pamfil", 4)
    ['Forehand', 'Second player', 'Third player', 'Dealer']
    """
    return [seat_name(game, seat, players) for seat in range(len(seat_keys(game, players)))]


def seat_name(game: str, seat: int, players: int) -> str:
    """One seat's name as a label (or a sentence start): "Forehand", "Zadek"; the player's own
    name when the request gives the names (a score sheet)."""
    name = player_name(seat)
    if name is not None:
        return name
    keys = seat_keys(game, players)
    if not 0 <= seat < len(keys):
        return msg("words.seat.player", number=seat + 1).render()
    return say(Noun(keys[seat]), "label")


def seat_glossed(game: str, seat: int, players: int) -> str:
    """A seat's name as a label on its first mention: with its gloss where the catalogue gives
    one ("Zadek (rearhand)", "King (the dealer, sits out)"), else its label ("Forehand")."""
    name = player_name(seat)
    if name is not None:
        return name
    keys = seat_keys(game, players)
    if not 0 <= seat < len(keys):
        return seat_name(game, seat, players)
    return say(Noun(keys[seat]), "glossed", "label")


def seat_in_text_glossed(game: str, seat: int, players: int) -> str:
    """A seat inside an English sentence (not yet a message) on its first mention: a bare name
    with its gloss ("Zadek (rearhand)"); one said with an article needs none ("the king")."""
    name = player_name(seat)
    if name is not None:
        return name
    keys = seat_keys(game, players)
    if not 0 <= seat < len(keys):
        return seat_in_text(game, seat, players)
    noun = Noun(keys[seat])
    if say(noun) != say(noun, "label"):
        return say(noun)
    return say(noun, "glossed", "label")


def seat_in_text(game: str, seat: int, players: int) -> str:
    """A seat's name inside an English sentence not yet a message: "the forehand", "Zadek"
    (its noun's default form; a message takes :func:`seat_noun` instead); the player's own
    name when the request gives the names."""
    name = player_name(seat)
    if name is not None:
        return name
    keys = seat_keys(game, players)
    if not 0 <= seat < len(keys):
        return msg("words.seat.player", number=seat + 1).render()
    return say(Noun(keys[seat]))


# -- cards and suits ----------------------------------------------------------------------------


def deck(game: str) -> Deck:
    return words_of(game).deck


def _card(game: str, card: Card | str) -> Card | None:
    if isinstance(card, Card):
        return card
    return words_of(game).deck.get(str(card))


def card_name(game: str, card: Card | str) -> str:
    """A card in words, as a label: "King of leaves", "Tarok XXI (mond)", "Skiz"."""
    found = _card(game, card)
    return say(found, "label") if found is not None else str(card)


def the_card(game: str, card: Card | str) -> str:
    """A card inside an English sentence not yet a message: "the King of leaves", "tarok XXI
    (mond)", "the skiz" (its noun's default form; a message takes the :class:`Card` itself)."""
    found = _card(game, card)
    return say(found) if found is not None else str(card)


def suit_noun(game: str, suit: Suit) -> Noun:
    """A suit as the catalogues name it in this game: German-suited (acorns, leaves …) or, in
    Tarok, French-suited (clubs, spades …)."""
    family = "french" if words_of(game).french_suits else "german"
    return Noun(f"suit.{family}.{suit}", code=str(suit))


def suit_name(game: str, suit: Suit) -> str:
    """A suit in words: acorns/leaves/hearts/bells, or clubs/spades/hearts/diamonds in Tarok."""
    return say(suit_noun(game, suit))


# -- contracts and calls ------------------------------------------------------------------------


def contract_noun(game: str, contract: Mapping[str, object]) -> Name:
    """A contract object of the requests as a name, for a message to take as an argument:
    Tarok's ``{"name": "trojka", "level": 2}`` is the noun ``contract.tarok.trojka.2`` (which a
    Polish sentence declines: "drugą trójkę"); Schafkopf's ``{"type": "ace_game", "called":
    "S"}`` the noun ``contract.schafkopf.ace_game.S``; Pamfil's ``{"trump": "H"}``, a trump suit
    and nothing more, the message "hearts are trumps". Raises
    :class:`~trainer.errors.RequestError` for a malformed one.
    """
    return words_of(game).contract_name(contract)


def contract_label(game: str, contract: Mapping[str, object]) -> str:
    """A contract object of the requests in words, in the request's language.

    Schafkopf ``{"type": "ace_game", "called": "S"}`` → "Ace game calling the ace of leaves";
    tarok ``{"name": "trojka", "level": 2}`` → "druga trójka"; Pamfil ``{"trump": "H"}`` →
    "hearts are trumps".

    >>> contract_label("tarok", {"name": "trojka", "level": 2})
    'druga trójka'
    """
    return say(contract_noun(game, contract))


def call_noun(game: str, call: Mapping[str, object]) -> Name:
    """An auction call of the requests as a name: Tarok's ``{"call": "hold"}`` is the noun
    ``call.tarok.hold`` ("sam (hold)" in English, "sam" in Polish), a bid its contract's noun."""
    return words_of(game).call_name(call)


def call_label(game: str, call: Mapping[str, object]) -> str:
    """An auction call in words, as its button says it: "Pass", "Sam (hold)", "Druga trójka",
    "Exchange 2"."""
    return say(call_noun(game, call), "label")


def call_words(game: str, action: Mapping[str, object]) -> Message | None:
    """A call action (as JSON) as a verb phrase of the game's own ("bid druga trójka"), or None
    where the game has none (the shared words say "pass", "say contra")."""
    return words_of(game).call_words(action)


# -- describe -----------------------------------------------------------------------------------


def describe(
    game: str, players: Iterable[int], contracts: Iterable[Mapping[str, Any]]
) -> dict[str, object]:
    """What ``describe`` tells the page about names, in the request's language: ``card_names``
    (each card's label), ``suit_names`` and ``suit_keys`` (each suit as a sentence names it,
    "acorns", and its noun, for a label the page says from its own catalogue),
    ``seat_names`` and ``seat_keys`` (the seats' labels and their nouns, for each table size in
    ``players``: the page declines a seat from its own catalogue), ``deck`` (the picture
    folder) and the ``contracts`` with their names in words."""
    words = words_of(game)
    sizes = list(players)
    suits = sorted({card.suit for card in words.deck if card.suit is not None}, key=str)
    return {
        "card_names": {card.code: card_name(game, card) for card in words.deck},
        "suit_names": {str(suit): suit_name(game, suit) for suit in suits},
        "suit_keys": {str(suit): suit_noun(game, suit).key for suit in suits},
        "seat_names": {str(n): seat_names(game, n) for n in sizes},
        "seat_keys": {str(n): seat_keys(game, n) for n in sizes},
        "deck": words.pictures,
        "contracts": [words.described_contract(row) for row in contracts],
    }


# -- English-only helpers for the sentences not yet messages ------------------------------------


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

    def seat_first(self, index: int, players: int | None = None) -> str:
        """A seat as a label on its first mention: "Zadek (rearhand)", "Forehand"."""
        return seat_glossed(self.game, index, self.players if players is None else players)

    def seat_text_first(self, index: int, players: int | None = None) -> str:
        """A seat inside a sentence on its first mention: "Zadek (rearhand)", "the king"."""
        return seat_in_text_glossed(self.game, index, self.players if players is None else players)

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
