"""Pamfil in words: seats, contracts and calls, worked examples.

What the shared modules (:mod:`trainer.naming`, :mod:`trainer.quiz.citations`,
:mod:`trainer.bots.words`) need to name this game's things, kept with the game: they find it
through :func:`trainer.naming.words_of`. The words themselves are catalogue entries
(``i18n/nouns/<lang>.toml``: ``seat.*``, ``card.pamfil.*`` (the pamfil's own name),
``call.pass``, ``call.pamfil.play``; ``i18n/engine/words.pot``: ``pf.*``, the options'
``option.pamfil.*``, the rules' ``topic.pf-*``). The forehand sits at the dealer's left, then
the second, third … player; the dealer is the last seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.cards import PAMFIL_DECK_36, Suit
from trainer.errors import RequestError
from trainer.i18n import Message, Noun, Text, msg, say
from trainer.naming import GameWords, Name


def _suit(contract: Mapping[str, object]) -> Noun:
    trump = contract.get("trump")
    if not isinstance(trump, str) or trump.strip().upper() not in Suit.__members__:
        raise RequestError(
            "a Pamfil contract is its trump suit: one of C, S, H, D", "contract.trump"
        )
    return Noun(f"suit.german.{trump.strip().upper()}", code=trump.strip().upper())


def contract_name(contract: Mapping[str, object]) -> Name:
    """A Pamfil deal has no named contract, only a trump suit: "hearts are trumps"."""
    return msg("pf.contract.trumps", suit=_suit(contract))


def call_name(call: Mapping[str, object]) -> Name:
    kind = str(call.get("call"))
    if kind == "pass":
        return Noun("call.pass")
    if kind == "play":
        return Noun("call.pamfil.play")
    count = call.get("count")
    if kind == "exchange" and isinstance(count, int):
        return msg("pf.call.exchange", n=count)
    return Text(kind)  # no call of the game's: its own word, never an English guess


def described_contract(row: Mapping[str, Any]) -> dict[str, Any]:
    """A trump suit of ``describe``'s contracts with its name in words ("Hearts trumps")."""
    return {**row, "name": say(msg("pf.contract.title", suit=_suit(row)))}


def call_words(action: Mapping[str, object]) -> Message | None:
    """The forehand (seat 0) must play, so his "play" is no declaration (PF-08: "Gracz po
    lewej rozdającego jest zobowiązany do grania"). The words serve as a button and as what
    a seat said ("“Declare and play”"), so they name no "you" of another seat."""
    if action.get("call") != "play":
        return None
    return msg("pf.call.words.keep" if action.get("seat") == 0 else "pf.call.words.declare")


EXAMPLES = frozenset(
    [
        "a-mucha",
        "a-trump-takes-a-plain-suit",
        "heading-the-trick",
        "several-muchas-the-card-points-decide",
        "several-muchas-trumps-first",
        "six-players-the-talon-runs-short",
        "the-pamfil-above-the-ace",
        "the-pamfil-doubles",
        "the-pamfil-is-a-trump-not-an-acorn",
        "the-table",
        "three-players",
        "void-trump-and-overtrump",
        "when-the-trick-has-been-trumped",
    ]
)
"""The worked-example anchors the quizzes link to; each stands as ``{ #anchor }`` on
``docs/pamfil/examples.md``."""

WORDS = GameWords(
    game="pamfil",
    deck=PAMFIL_DECK_36,
    pictures="german",
    contract_name=contract_name,
    call_name=call_name,
    described_contract=described_contract,
    call_words=call_words,
    examples=EXAMPLES,
)
