"""Cards and seats in words, per game: the one place quiz texts and the page take names from.

A learner never reads a card code (``KS``) or a seat number (``seat 2``): every string of a
question or a verdict names cards with :func:`card_name` / :func:`the_card` and seats with
:func:`seat_name`, and ``describe`` hands the same tables to the page (``card_names``,
``seat_names``, ``deck``) so its pictures, tooltips and table drawing use the same words.
Card names come from the deck model (``trainer.cards``); seat names follow each text:

- Schafkopf: the forehand sits at the dealer's left and leads first; the dealer is last (with
  five players the dealer sits out).
- Tarok: *ręka* (the hand, at the dealer's right), *środek*, *zadek*; with four players the
  dealer is the king, who pays and receives but does not play.
- Pamfil: the forehand at the dealer's left, then the second, third … player; the dealer is
  the last seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from trainer.cards import DECKS, Card, Deck, Suit
from trainer.schafkopf.contracts import parse_contract
from trainer.tarok.auction import Call as TarokCall
from trainer.tarok.contracts import parse_bid

GAME_DECKS = {"schafkopf": "schafkopf", "pamfil": "pamfil36", "tarok": "tarok"}
"""The deck of each game whose names cover every card the game uses (Pamfil's 36 ⊇ 32)."""

DECK_FOLDERS = {"schafkopf": "german", "pamfil": "german", "tarok": "tarok"}
"""The card-picture folder of each game under ``docs/assets/cards/``."""

_ORDINALS = ("Second", "Third", "Fourth", "Fifth", "Sixth")

_TAROK_SEATS = ("Ręka", "Środek", "Zadek")


def _seats(game: str, players: int) -> list[str]:
    if game == "tarok":
        return list(_TAROK_SEATS) + (["King"] if players == 4 else [])
    if game == "schafkopf" and players == 5:
        return ["Forehand", "Second player", "Third player", "Fourth player", "Dealer (sits out)"]
    middle = [f"{word} player" for word in _ORDINALS[: players - 2]]
    return ["Forehand", *middle, "Dealer"]


SEAT_COUNTS = {"schafkopf": (4, 5), "tarok": (3, 4), "pamfil": (3, 4, 5, 6, 7)}


def seat_names(game: str, players: int) -> list[str]:
    """The seats of a game with this many players, seat 0 first.

    >>> seat_names("tarok", 3)
    ['Ręka', 'Środek', 'Zadek']
    >>> seat_names("pamfil", 4)
    ['Forehand', 'Second player', 'Third player', 'Dealer']
    """
    return _seats(game, players)


def seat_name(game: str, seat: int, players: int) -> str:
    """One seat's name, capitalised as at the start of a sentence ("Forehand", "Zadek")."""
    names = _seats(game, players)
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def seat_in_text(game: str, seat: int, players: int) -> str:
    """A seat's name inside a sentence: "the forehand", "the third player", but "Zadek"."""
    name = seat_name(game, seat, players)
    if game == "tarok" and seat < 3:
        return name
    return "the " + name[0].lower() + name[1:]


def deck(game: str) -> Deck:
    return DECKS[GAME_DECKS[game]]


_OVERRIDES = {("pamfil", "UC"): "Unter of acorns (the pamfil)"}


def card_name(game: str, card: Card | str) -> str:
    """A card in words, as a label: "King of leaves", "Tarok XXI (mond)", "Skiz"."""
    code = card.code if isinstance(card, Card) else str(card)
    if (game, code) in _OVERRIDES:
        return _OVERRIDES[(game, code)]
    found = deck(game).get(code)
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


def suit_name(game: str, suit: Suit) -> str:
    """A suit in words: acorns/leaves/hearts/bells, or clubs/spades/hearts/diamonds in Tarok."""
    return suit.french_name if game == "tarok" else suit.german_name


def contract_label(game: str, contract: Mapping[str, object]) -> str:
    """A contract object of the requests in words, as the engine names it elsewhere.

    Schafkopf ``{"type": "ace_game", "called": "S"}`` → "Ace game calling the ace of leaves";
    tarok ``{"name": "trojka", "level": 2}`` → "druga trójka"; Pamfil ``{"trump": "H"}`` →
    "hearts are trumps". Raises :class:`~trainer.errors.RequestError` for a malformed one.

    >>> contract_label("tarok", {"name": "trojka", "level": 2})
    'druga trójka'
    """
    if game == "schafkopf":
        return parse_contract(dict(contract), suit_optional=True).label()
    if game == "tarok":
        return parse_bid(dict(contract)).label
    return f"{suit_name(game, Suit(str(contract.get('trump'))))} are trumps"


def call_label(game: str, call: Mapping[str, object]) -> str:
    """An auction call in words: "Pass", "Sam (hold)", "Druga trójka", "Exchange 2"."""
    kind = str(call.get("call"))
    if kind == "pass":
        text = "pas (pass)" if game == "tarok" else "pass"
    elif game == "tarok" and kind == "hold":
        text = "sam (hold)"
    elif game == "tarok":
        level = call.get("level", 1)
        text = TarokCall(0, kind, level if isinstance(level, int) else 1).label
    elif game == "schafkopf":
        suits = {key: value for key, value in call.items() if key in ("called", "trump")}
        text = contract_label(game, {"type": kind, **suits})
    elif kind == "exchange":
        text = f"exchange {call.get('count')}"
    else:
        text = kind
    return capital(text)


def plural(count: int, one: str, many: str | None = None) -> str:
    """ "1 card", "3 cards", "−1 point" (``many`` for irregular plurals)."""
    number = str(count).replace("-", "\u2212")
    return f"{number} {one if abs(count) == 1 else (many or one + 's')}"


def capital(text: str) -> str:
    """The text with its first letter capitalised (a sentence start), the rest untouched."""
    return text[:1].upper() + text[1:]


def describe(game: str) -> dict[str, object]:
    """What ``describe`` tells the page about names: ``card_names``, ``seat_names``, ``deck``."""
    return {
        "card_names": {card.code: card_name(game, card) for card in deck(game)},
        "seat_names": {str(n): seat_names(game, n) for n in SEAT_COUNTS.get(game, ())},
        "deck": DECK_FOLDERS[game],
    }
