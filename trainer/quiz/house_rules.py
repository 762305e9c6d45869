"""House rules in words, for a question's "Rules in play" (only what differs from the text).

Option identifiers (``beat_obligation = head_and_trump``) are for developers; a learner reads
"Duty to beat: only trump when out of the suit". Each option's label and each value's words are
catalogue messages (:func:`trainer.options.option_label`, :func:`~trainer.options.option_value`:
``option.<game>.<name>`` …), said in the request's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trainer.naming import capital
from trainer.options import Preset, changed_options, option_label, option_value, parse_options
from trainer.records import ScoreLine


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


def preset_in_force(options: Any, presets: Sequence[Preset]) -> Preset | None:
    """The preset whose rules ``options`` are exactly, if any (the text's is none)."""
    for preset in presets:
        if parse_options(type(options), dict(preset.changes)) == options:
            return preset
    return None


def line_notes(
    lines: Sequence[ScoreLine], options: Any, game: str, presets: Sequence[Preset]
) -> list[dict[str, Any] | None]:
    """For each score line, the house rule that made it differ from the text, or None.

    A line names the options that shape it (``ScoreLine.options``); where one of them is not
    at the text's value, the line says so: in the words of the preset in force (its clause
    for that option, "each loser of an Ace game pays one winner"), else in the option's own
    words ("Ace game settlement: each loser pays one winner"). The same notes go with a
    played deal's score (the ``state`` op) and with the ``score`` ops the score sheet asks,
    so a line's quoted rule sentence is never left to contradict its amount.
    """
    changed = changed_options(options)
    preset = preset_in_force(options, presets)
    notes: list[dict[str, Any] | None] = []
    for line in lines:
        names = [name for name in line.options if name in changed]
        if not names:
            notes.append(None)
            continue
        clauses = []
        for name in names:
            if preset is not None and name in preset.rules:
                clauses.append(preset.rules[name])
            else:
                said = words(game, name, changed[name])
                clauses.append(f"{said['label']}: {said['value']}")
        quoted = preset is not None and all(name in preset.rules for name in names)
        notes.append(
            {
                "options": names,
                "preset": preset.label if quoted and preset is not None else None,
                "text": capital("; ".join(dict.fromkeys(clauses))) + ".",
            }
        )
    return notes


def lines_json(
    lines: Sequence[ScoreLine], options: Any, game: str, presets: Sequence[Preset]
) -> list[dict[str, Any]]:
    """Score lines as the boundary gives them: each with its rule, and with ``house_rule``
    (:func:`line_notes`) where a rule off the text's made the line."""
    shown = [line.to_json() for line in lines]
    for line, note in zip(shown, line_notes(lines, options, game, presets), strict=True):
        if note is not None:
            line["house_rule"] = note
    return shown
