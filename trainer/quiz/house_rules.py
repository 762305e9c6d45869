"""House rules in words, for a question's "Rules in play" (only what differs from the text).

Option identifiers (``beat_obligation = head_and_trump``) are for developers; a learner reads
"Beating: only trump when void". Each game gives its options a short label and a phrase per
value (``option_words`` of its words, ``trainer/<game>/words.py``); an option added later
without words still shows in words (its name and value spelled out), never as an identifier.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.naming import YES_NO, words_of
from trainer.options import changed_options


def _spelled(value: Any) -> str:
    if isinstance(value, bool):
        return YES_NO[value]
    return str(value).replace("_", " ")


def words(game: str, name: str, value: Any) -> dict[str, str]:
    """One house rule as ``{"label", "value"}`` in words."""
    spelled: tuple[str, Mapping[object, str]] = (name.replace("_", " ").capitalize(), {})
    label, values = words_of(game).option_words.get(name, spelled)
    return {"label": label, "value": values.get(value, _spelled(value))}


def rules_in_play(game: str, options: Any, affected_by: tuple[str, ...]) -> list[dict[str, str]]:
    """The house rules that differ from the text and change this kind of question, in words."""
    changed = changed_options(options)
    return [words(game, name, changed[name]) for name in affected_by if name in changed]
