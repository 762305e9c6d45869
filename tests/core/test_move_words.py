"""The list of moves says each move as a player notes it, in every language.

A Polish or German list of moves made of the buttons' infinitives ("Spasować", "Den Eichel-Ober
spielen") reads as orders, not as a record of the deal (the Polish reviewer's finding,
2026-12-07): each verb phrase of an action (``bots.action.*``, the games' ``*.call.words.*``)
has a move form, ``core.moved.*``, with the same arguments; English keeps its phrase with a
capital, so the English site reads as before.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import i18n as catalogues  # (scripts/i18n.py: the catalogues' reader)
from trainer.api import handle
from trainer.bots.words import moved_key

ACTION_WORDS = re.compile(r"^(bots\.action\.|(pf|sk|tk)\.call\.words\.)")
NOT_MOVES = re.compile(r"^bots\.action\.(decline\.|object\.)")
"""Verb phrases that are never a move of their own: a declined doubling is said by
``core.move.no_*``, and ``object.*`` is how a sentence names an action."""


def _args(entry: catalogues.Entry) -> str:
    return next((line for line in entry.comments if line.startswith("args:")), "")


def test_every_action_phrase_has_a_move_form_with_the_same_arguments() -> None:
    entries = catalogues.entries("engine")
    phrases = [k for k in entries if ACTION_WORDS.match(k) and not NOT_MOVES.match(k)]
    assert len(phrases) >= 25, phrases
    for key in phrases:
        moved = entries.get(moved_key(key))
        assert moved is not None, f"{key} has no move form {moved_key(key)}"
        assert _args(moved) == _args(entries[key]), key
        english = entries[key].english[0]
        capital = "{call!u}" if english == "{call}" else english[:1].upper() + english[1:]
        assert moved.english[0] == capital, key


def _moves(game: str, seed: int, locale: str) -> list[str]:
    deal: dict[str, Any] = {"game": game, "seed": seed, "locale": locale}
    actions: list[dict[str, Any]] = []
    for _ in range(40):
        state = handle({"op": "state", **deal, "actions": actions, "view": 0})
        if state["terminal"]:
            break
        bot = handle({"op": "bot", **deal, "actions": actions, "seat": state["to_move"]})
        actions.append(bot["action"])
    over = handle({"op": "state", **deal, "actions": actions, "view": 0})
    return [move["text"] for move in over["moves"]]


@pytest.mark.parametrize(
    ("locale", "infinitive", "expected"),
    [
        ("pl", r"\b(zagrać|spasować|wymienić|licytować|odłożyć|wziąć|dać)\b", {"Pas"}),
        ("de", r"\b(spielen|sagen|tauschen|bieten|ablegen|nehmen|geben)\b", {"Weiter"}),
    ],
)
def test_polish_and_german_moves_are_noted_not_ordered(
    locale: str, infinitive: str, expected: set[str]
) -> None:
    """A whole Schafkopf and Pamfil deal's moves: no infinitive of a button, the pass as
    players say it ("Pas", "Weiter"), a card by its name alone."""
    moves = _moves("schafkopf", 7, locale) + _moves("pamfil", 7, locale)
    assert len(moves) > 30
    assert expected <= set(moves)
    assert not [m for m in moves if re.search(infinitive, m)], moves
    english = _moves("schafkopf", 7, "en")
    assert "Pass" in english and any(m.startswith("Play the ") for m in english)
