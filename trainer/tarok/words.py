"""Tarok galicyjski in words: seats, bids and calls, announcement offers, worked examples.

What the shared modules (:mod:`trainer.naming`, :mod:`trainer.quiz.citations`,
:mod:`trainer.bots.words`) need to name this game's things, kept with the game: they find it
through :func:`trainer.naming.words_of`. The words themselves are catalogue entries
(``i18n/nouns/<lang>.toml``: ``seat.tarok.*``, ``contract.tarok.*``, ``call.tarok.*``,
``announcement.tarok.*``; ``i18n/engine/words.pot``: ``tk.*``, the options' ``option.tarok.*``,
the rules' ``topic.tk-*``).
The seats are *ręka* (the hand, at the dealer's right), *środek*, *zadek*; with four players
the dealer is the king, who pays and receives but does not play. The suits go by their
French names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.cards import TAROK_DECK
from trainer.i18n import Message, Noun, msg, say
from trainer.naming import GameWords, Name
from trainer.tarok.contracts import CONTRACT_TYPES, Bid, parse_bid
from trainer.tarok.scoring import BONUS_VALUES, FULL_HAND_VALUES


def seat_keys(players: int) -> list[str]:
    """The seats' names in the catalogues: ręka, środek, zadek, and the king with four."""
    return ["seat.tarok.reka", "seat.tarok.srodek", "seat.tarok.zadek"] + (
        ["seat.tarok.king"] if players == 4 else []
    )


def bid_noun(bid: Bid) -> Noun:
    """A bid's name: its type and level ("druga trójka"), which a sentence declines."""
    return Noun(bid.noun_key)


def contract_name(contract: Mapping[str, object]) -> Name:
    return bid_noun(parse_bid(dict(contract)))


def call_name(call: Mapping[str, object]) -> Name:
    """A call as its button names it: the game's Polish word ("pas", "sam"; English glosses it)
    or the bid."""
    kind = str(call.get("call"))
    if kind in ("pass", "hold"):
        return Noun(f"call.tarok.{kind}")
    level = call.get("level", 1)
    return bid_noun(Bid(kind, level if isinstance(level, int) else 1))


def described_contract(row: Mapping[str, Any]) -> dict[str, Any]:
    """A contract type of ``describe`` with its title in words (the plain bid's label)."""
    return {**row, "title": CONTRACT_TYPES[str(row["name"])].title}


_DOUBLINGS = {
    "recontra": "tk.call.words.recontra",
    "supracontra": "tk.call.words.supracontra",
}


def call_words(action: Mapping[str, object]) -> Message | None:
    """A bid or a doubling as a verb phrase: "bid druga trójka", "hold the standing bid"."""
    call = str(action.get("call"))
    if call == "hold":
        return msg("tk.call.words.hold")
    if call in _DOUBLINGS:
        return msg(_DOUBLINGS[call])
    if call in CONTRACT_TYPES:
        level = action.get("level")
        bid = Bid(call, level if isinstance(level, int) and level > 1 else 1)
        return msg("tk.call.words.bid", contract=bid_noun(bid))
    return None


EXAMPLES = frozenset(
    [
        "a-lost-game-saved-by-bonuses",
        "a-pile-of-ten-cards",
        "a-renons",
        "a-suit-trick",
        "a-tarok-already-in-the-trick-you-must-overtrump",
        "a-tarok-led-follow-with-a-higher-tarok-and-the-skiz-counts",
        "a-won-trojka",
        "following-suit",
        "lost-at-33",
        "neither-the-suit-nor-a-tarok",
        "no-card-of-the-suit-play-a-tarok",
        "taroks-that-cannot-beat",
        "the-auction",
        "the-pagat-takes-a-king",
        "the-skiz-above-the-mond",
        "the-talon-exchange",
    ]
)
"""The worked-example anchors the quizzes link to; each stands as ``{ #anchor }`` on
``docs/tarok/examples.md``."""


def announcement_offers(names: list[str], trumps: int, bid: str) -> list[dict[str, Any]]:
    """Each announcement of ``names`` with its name and its value in words, for a seat holding
    ``trumps`` taroks in contract ``bid``.

    The values are the scoring module's own (``trainer.tarok.scoring``), so the page's
    checkboxes say what each one is worth without a table of their own; each value is a message
    (the answer carries its numbers as ``value_msg``).
    """
    offers = []
    for name in names:
        value: Message
        if name == "full_hand":
            held = FULL_HAND_VALUES.get(trumps, 0)
            value = msg("tk.announce.full_hand_value", value=held, n=trumps)
        elif name == "volat":
            base = CONTRACT_TYPES[bid].volat
            value = msg("tk.announce.value", announced=2 * base, plain=base)
        else:
            plain, announced = BONUS_VALUES[name]
            value = msg("tk.announce.value", announced=announced, plain=plain)
        label = say(Noun(f"announcement.tarok.{name}"), "label")
        offers.append({"name": name, "label": label, "value": value})
    return offers


WORDS = GameWords(
    game="tarok",
    deck=TAROK_DECK,
    pictures="tarok",
    contract_name=contract_name,
    call_name=call_name,
    described_contract=described_contract,
    seat_keys=seat_keys,
    call_words=call_words,
    doublings=("contra", "recontra", "supracontra"),
    french_suits=True,
    examples=EXAMPLES,
    pass_key="bots.action.pass.tarok",
)
