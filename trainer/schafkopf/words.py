"""Bavarian Schafkopf in words: seats, contracts and calls, worked examples.

What the shared modules (:mod:`trainer.naming`, :mod:`trainer.quiz.citations`,
:mod:`trainer.bots.words`) need to name this game's things, kept with the game: they find it
through :func:`trainer.naming.words_of`. The words themselves are catalogue entries
(``i18n/nouns/<lang>.toml``: ``seat.*``, ``contract.schafkopf.*``, ``call.pass``;
``i18n/engine/words.pot``: ``sk.*``, the options' ``option.schafkopf.*``, the presets'
``preset.schafkopf.*``, the rules' ``topic.sk-*``). The forehand sits at the dealer's left and
leads first; the dealer is last (with five players the dealer sits out).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.cards import SCHAFKOPF_DECK, Suit
from trainer.i18n import Message, Noun, msg, say
from trainer.naming import GameWords, Name, ordinal_seat_keys
from trainer.schafkopf.contracts import Contract, Kind, contract_noun, parse_contract


def seat_keys(players: int) -> list[str]:
    """The seats' nouns: forehand, second … player, the dealer; with five the dealer sits out."""
    keys = ordinal_seat_keys(players)
    return [*keys[:-1], "seat.dealer_out"] if players == 5 else keys


def contract_name(contract: Mapping[str, object]) -> Name:
    return contract_noun(parse_contract(dict(contract), suit_optional=True))


def call_name(call: Mapping[str, object]) -> Name:
    kind = str(call.get("call"))
    if kind == "pass":
        return Noun("call.pass")
    suits = {key: value for key, value in call.items() if key in ("called", "trump")}
    return contract_name({"type": kind, **suits})


def described_contract(row: Mapping[str, Any]) -> dict[str, Any]:
    """A contract type of ``describe`` with its name in words."""
    return {**row, "name": say(contract_noun(Contract(Kind(str(row["type"])))), "label")}


_GAMES = {
    "wenz": "sk.call.words.wenz",
    "wenz_tout": "sk.call.words.wenz_tout",
    "sie": "sk.call.words.sie",
}
_SOLOS = {
    "suit_solo": "sk.call.words.suit_solo",
    "suit_solo_tout": "sk.call.words.suit_solo_tout",
}


def call_words(action: Mapping[str, object]) -> Message | None:
    """The games a computer player calls, as a verb phrase (the shared words say the rest)."""
    call, called, trump = str(action.get("call")), action.get("called"), action.get("trump")
    if call == "ace_game" and called:
        return msg("sk.call.words.ace_game", suit=Noun(f"suit.german.{Suit(str(called))}"))
    if call in _SOLOS and trump:
        return msg(_SOLOS[call], suit=Noun(f"suit.german.{Suit(str(trump))}"))
    return msg(_GAMES[call]) if call in _GAMES else None


EXAMPLES = frozenset(
    [
        "a-broken-run",
        "a-competitive-auction",
        "a-solo",
        "a-tout",
        "a-trump-wins",
        "an-ace-game-won-schneider-with-contra",
        "card-points",
        "everybody-passes-ramsch",
        "four-obers",
        "no-duty-to-trump",
        "running-away",
        "suit-solo-a-heart-is-not-a-trump",
        "the-ace-is-free-once-the-suit-has-been-led",
        "the-called-ace-must-be-played",
        "the-called-ace-stays-in-the-hand",
        "the-obers-belong-to-trump",
        "too-short-to-run-away",
        "two-players-want-the-same-game",
        "two-unters-in-a-wenz",
        "wenz-only-the-unters-are-trump",
        "wenz-the-lowest-unter-beats-the-ace",
    ]
)
"""The worked-example anchors the quizzes link to; each stands as ``{ #anchor }`` on
``docs/schafkopf/examples.md``."""

WORDS = GameWords(
    game="schafkopf",
    deck=SCHAFKOPF_DECK,
    pictures="german",
    contract_name=contract_name,
    call_name=call_name,
    described_contract=described_contract,
    seat_keys=seat_keys,
    call_words=call_words,
    examples=EXAMPLES,
)
