"""House rules in words, for a question's "Rules in play" (only what differs from the text).

Option identifiers (``beat_obligation = head_and_trump``) are for developers; a learner reads
"Duty to beat: only trump when out of the suit". Each option's label and each value's words are
catalogue messages (:func:`trainer.options.option_label`, :func:`~trainer.options.option_value`:
``option.<game>.<name>`` …), said in the request's language.
"""

from __future__ import annotations

from typing import Any

from trainer.options import changed_options, option_label, option_value


def words(game: str, name: str, value: Any) -> dict[str, str]:
    """One house rule as ``{"label", "value"}`` in words."""
    return {
        "label": option_label(game, name).render(),
        "value": option_value(game, name, value).render(),
    }


def rules_in_play(game: str, options: Any, affected_by: tuple[str, ...]) -> list[dict[str, str]]:
    """The house rules that differ from the text and change this kind of question, in words."""
    changed = changed_options(options)
    return [words(game, name, changed[name]) for name in affected_by if name in changed]
