"""Rule options: one frozen dataclass per game, declared once, validated on input.

Each field is declared with :func:`option`, which records the choices and a
one-line doc; the first choice is the default, the literal reading of the
source text (``rules-notes.md``); every alternative is a named choice, so a
house rule is data the browser can show and send back, never code.

A :class:`Preset` is a named set of option values (the text's rules, or a common way of
playing today), so the page can switch every house rule at once; it is data too, and every
preset's options go through :func:`parse_options` like any request's.

The words of both are catalogue messages (``i18n/engine/words.pot``), found by the game and the
names: an option's short label ``option.<game>.<name>``, what it means
``option.<game>.<name>.doc``, each value ``option.<game>.<name>.<value>`` (a yes/no option
without words of its own says ``words.yes`` / ``words.no``); a preset's label
``preset.<game>.<name>``, its description ``….description`` and its clause for an option
``….rule.<option>`` (the text's preset: ``preset.text``). ``tests/core/test_i18n.py`` checks
that every option and preset of every game has its words.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from typing import Any, TypeVar

from trainer.errors import OptionError, shown
from trainer.i18n import Message, Text, has_message, msg

T = TypeVar("T")


def option(choices: tuple[Any, ...], note: str | None = None) -> Any:
    """Declare a rule option field: its allowed values, the first of them the default (the
    text's own reading). What it means is its catalogue message ``option.<game>.<name>.doc``.

    ``note`` is the rules-notes id (``"S5"``) that explains the choice.
    """
    return dataclasses.field(default=choices[0], metadata={"choices": choices, "note": note})


def option_fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    """The option fields of an options dataclass, in declaration order."""
    return dataclasses.fields(cls)


def option_choices(cls: type, name: str) -> tuple[Any, ...]:
    """The values one option may take, as its declaration lists them."""
    for f in option_fields(cls):
        if f.name == name:
            return tuple(f.metadata["choices"])
    raise KeyError(name)


def value_key(value: object) -> str:
    """A choice as the catalogues' keys spell it: ``true``/``false``, ``3``, ``as_33``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_label(game: str, name: str) -> Message:
    """An option's short label ("Duty to beat"), as "Rules in play" lists it."""
    return msg(f"option.{game}.{name}")


def option_doc(game: str, name: str) -> Message:
    """What an option means, in a sentence or two (the house-rules panel)."""
    return msg(f"option.{game}.{name}.doc")


def option_value(game: str, name: str, value: object) -> Message:
    """One value of an option in words ("head the trick, trump and overtrump"); a yes/no
    option's value without words of its own is "yes" or "no"."""
    key = f"option.{game}.{name}.{value_key(value)}"
    if has_message(key) or not isinstance(value, bool):
        return msg(key)
    return msg("words.yes") if value else msg("words.no")


def describe_options(cls: type, game: str) -> list[dict[str, Any]]:
    """JSON description of every option (for ``describe`` and the house-rules panel), its
    words in the request's language: ``doc`` (what it means), and ``words``, its short label
    and each value's words by the value's key (``value_key``)."""
    return [
        {
            "name": f.name,
            "default": f.default,
            "choices": list(f.metadata["choices"]),
            "doc": option_doc(game, f.name).render(),
            "note": f.metadata["note"],
            "words": {
                "label": option_label(game, f.name).render(),
                "values": {
                    value_key(v): option_value(game, f.name, v).render()
                    for v in f.metadata["choices"]
                },
            },
        }
        for f in option_fields(cls)
    ]


def parse_options(cls: type[T], raw: object, path: str = "options") -> T:
    """Build an options instance from request data, with a clear error for anything wrong.

    Booleans must be real booleans and numbers real numbers: ``"3"`` is not the
    number 3, because a silently coerced house rule is a rule the reader did not
    choose.
    """
    if raw is None:
        return cls()
    if not isinstance(raw, dict):
        raise OptionError(msg("core.options.not_object"), path)
    fields = {f.name: f for f in option_fields(cls)}
    values: dict[str, Any] = {}
    for name, value in raw.items():
        if name not in fields:
            known = ", ".join(sorted(fields))
            unknown = msg("core.options.unknown", name=Text(shown(name)), known=Text(known))
            raise OptionError(unknown, f"{path}.{shown(name)}")
        choices = fields[name].metadata["choices"]
        if not any(_same(value, choice) for choice in choices):
            allowed = ", ".join(_as_written(c) for c in choices)
            given = shown(_as_written(value))
            wrong = msg(
                "core.options.bad_value", name=Text(name), value=Text(given), choices=Text(allowed)
            )
            raise OptionError(wrong, f"{path}.{name}")
        values[name] = value
    return cls(**values)


def _as_written(value: object) -> str:
    """A value as a request writes it: JSON's ``true``, ``false`` and ``null`` (not Python's
    ``True``), a text quoted ('top_trump'), a number as it is.

    >>> [_as_written(v) for v in (True, None, "top_trump", 3)]
    ['true', 'null', "'top_trump'", '3']
    """
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    return repr(value) if isinstance(value, str) else str(value)


def _same(value: object, choice: object) -> bool:
    # True == 1 in Python; a rule option must match in type as well as value.
    return type(value) is type(choice) and value == choice


def options_to_json(options: object) -> dict[str, Any]:
    """Every option with its current value."""
    if not dataclasses.is_dataclass(options) or isinstance(options, type):
        raise TypeError(f"{options!r} is not an options instance")
    return dataclasses.asdict(options)


def changed_options(options: object) -> dict[str, Any]:
    """Only the options that differ from the text's default (for ids and permalinks)."""
    return {
        f.name: getattr(options, f.name)
        for f in option_fields(type(options))
        if getattr(options, f.name) != f.default
    }


@dataclasses.dataclass(frozen=True)
class Preset:
    """A named set of rule options: ``changes`` lists only what differs from the text.

    Its words are messages (``preset.<game>.<name>`` …); :attr:`label`, :attr:`description`
    and :attr:`rules` say them in the request's language.
    """

    name: str
    game: str
    changes: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    clauses: tuple[str, ...] = ()
    """The options it changes that can change a deal's score and that its description says in
    a clause of their own (``preset.<game>.<name>.rule.<option>``): a score line made by one of
    them quotes its clause."""

    @property
    def key(self) -> str:
        """The catalogue key of its label; its other words are keys under it."""
        return "preset.text" if self is TEXT_PRESET else f"preset.{self.game}.{self.name}"

    @property
    def label(self) -> str:
        return msg(self.key).render()

    @property
    def description(self) -> str:
        return msg(f"{self.key}.description").render()

    @property
    def rules(self) -> dict[str, str]:
        """Its own words (each a clause of its description) for each option of ``clauses``."""
        return {name: msg(f"{self.key}.rule.{name}").render() for name in self.clauses}


TEXT_PRESET = Preset("text", "")
"""The first preset of every game: all options at their defaults."""


def describe_presets(cls: type, presets: tuple[Preset, ...] = ()) -> list[dict[str, Any]]:
    """JSON description of the presets of a game, the text's first, each with every option.

    Each preset is read with :func:`parse_options`, so a preset naming an unknown option or a
    value outside its choices fails here (at import of the game, through its ``Game``), never
    in a request the page builds from it.
    """
    every = (TEXT_PRESET, *presets)
    names = [preset.name for preset in every]
    if len(set(names)) != len(names):
        raise ValueError(f"preset names must be unique: {names}")
    return [
        {
            "name": preset.name,
            "label": preset.label,
            "description": preset.description,
            "options": options_to_json(parse_options(cls, dict(preset.changes))),
        }
        for preset in every
    ]
