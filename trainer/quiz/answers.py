"""Reading answers in every form the page (or a hand-written request) may send.

Each reader returns a plain value or raises :class:`RequestError`; the ``check`` op turns an
unreadable answer into a graded "could not be read" verdict, and an *empty* answer where one
is impossible into the ``empty_answer`` refusal. What a reader says is a message
(``quiz.answer.*``): a learner reads it in the verdict ("That answer could not be read: …").
"""

from __future__ import annotations

import re
from typing import Any

from trainer.cards import Card, Deck
from trainer.errors import RequestError
from trainer.i18n import msg

_INTEGER = re.compile(r"\s*[+\-\u2212]?\d{1,9}\s*")


class EmptyAnswer(RequestError):
    """Nothing was chosen, where the question has no empty answer (refused, not graded)."""

    code = "empty_answer"


def answer_cards(answer: Any, deck: Deck, path: str = "answer") -> list[Card]:
    """Cards from a list of codes, one code, ``"OC, 10H"``, ``[{"card": "OC"}]`` or
    ``{"cards": [...]}``. Duplicates collapse: choosing a card twice is choosing it."""
    if isinstance(answer, dict):
        answer = answer.get("cards", answer.get("card", answer.get("value")))
    if answer is None:
        return []
    if isinstance(answer, str):
        answer = [part for part in re.split(r"[\s,;]+", answer) if part]
    if not isinstance(answer, list | tuple):
        raise RequestError(msg("quiz.answer.not_cards"), path)
    cards: list[Card] = []
    for i, item in enumerate(answer[:64]):
        if isinstance(item, dict):
            item = item.get("card", item.get("value"))
        card = deck.parse(item, f"{path}[{i}]")
        if card not in cards:
            cards.append(card)
    return cards


def answer_int(answer: Any, path: str = "answer") -> int:
    """An integer from ``7``, ``"7"``, ``" -7 "``, ``"−7"``, ``7.0`` or ``{"value": 7}``."""
    if isinstance(answer, dict):
        answer = answer.get("value")
    if isinstance(answer, bool):
        raise RequestError(msg("quiz.answer.not_number"), path)
    if isinstance(answer, int):
        return answer
    if isinstance(answer, float) and answer.is_integer() and abs(answer) < 1e9:
        return int(answer)
    if isinstance(answer, str) and _INTEGER.fullmatch(answer):
        return int(answer.strip().replace("\u2212", "-"))
    raise RequestError(msg("quiz.answer.not_whole"), path)


def field_int(value: Any, name: str) -> int | None:
    """A form field's whole number, or None: an empty or unreadable field is a wrong field,
    not an unreadable form."""
    try:
        return answer_int(value, f"answer.{name}")
    except RequestError:
        return None


def answer_choice(answer: Any, path: str = "answer") -> str:
    """One choice value from ``"x"``, ``{"value": "x"}`` or ``["x"]``; compared trimmed."""
    if isinstance(answer, dict):
        answer = answer.get("value")
    if isinstance(answer, list) and len(answer) == 1:
        answer = answer[0]
    if isinstance(answer, int | float) and not isinstance(answer, bool):
        answer = str(answer)
    if not isinstance(answer, str):  # also None, True and False
        raise RequestError(msg("quiz.answer.not_choice"), path)
    return answer.strip()


def answer_form(answer: Any, path: str = "answer") -> dict[str, Any]:
    """A form answer: an object of field values."""
    if not isinstance(answer, dict):
        raise RequestError(msg("quiz.answer.not_form"), path)
    return answer


def is_empty(answer: Any) -> bool:
    """Nothing chosen or typed: ``None``, ``""``, ``[]``, ``{}``, or an object of empty values."""
    if answer is None:
        return True
    if isinstance(answer, str):
        return not answer.strip()
    if isinstance(answer, list | tuple):
        return all(is_empty(item) for item in answer)
    if isinstance(answer, dict):
        return all(is_empty(value) for value in answer.values())
    return False
