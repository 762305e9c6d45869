"""Words as data: every sentence the engine says is a :class:`Message`, a key and its arguments,
rendered from a catalogue in the request's language.

Why this shape (after gettext, Lichess's ``i18n`` and Android's string resources):

- the code says *what* it means (``msg("tk.play.follow_suit", card=card, lead=lead, n=2)``);
  the catalogues say it in English, Polish or German, each with its own word order, cases and
  plurals, so no sentence is glued from fragments in English word order;
- a message stays data until the JSON boundary renders it, so an answer can carry both the text
  and its ``code`` and ``args`` (the page reads facts from those, never from the English);
- the catalogues are Python modules compiled at build time from the PO files under ``i18n/``
  (``scripts/i18n.py``), imported here when the engine loads: they are inside Pyodide's memory
  snapshot, and nothing is read from a file while a request is served.

The template language (the same in ``docs/javascripts/site/words.js``):

``{arg}``            the argument in its default form;
``{arg:form}``       a named form of a noun (a grammatical case: ``{card:acc}``; English nouns have
                     ``label`` besides the default), or ``signed`` for a number ("+2", "−2");
``{arg!u}``          with its first letter in upper case (a sentence start); ``{arg!u:acc}``;
``{arg!l}``          with its first letter in lower case: a label inside running text, where
                     the language writes it so ("Two answers are wrong: forehand, dealer");
``{arg?m=…|f=…|*=…}`` a word chosen by the noun's grammatical gender (``m``, ``f``, ``n``,
                     ``pl``; ``*`` for any other): a Polish verb agreeing with its subject;
``{{`` ``}}``        literal braces.

A plural message (``msgid_plural`` in the PO file) has one form per plural category of its
language, chosen by the argument ``n`` (CLDR's categories: English and German one/other, Polish
one/few/many). A sentence with two counts nests a counted message (``count.tricks``) as an
argument rather than choosing on two numbers.

>>> en = _Catalogue("en", {"demo.hold": ("you hold {n} card", "you hold {n} cards")}, {}, "en")
>>> _CATALOGUES["test"] = en
>>> msg("demo.hold", n=1).render("test"), msg("demo.hold", n=-2).render("test")
('you hold 1 card', 'you hold −2 cards')
>>> del _CATALOGUES["test"]
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Protocol, TypeGuard, runtime_checkable

__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "PSEUDO_LOCALE",
    "AllOf",
    "AnyOf",
    "Message",
    "Noun",
    "Signed",
    "Text",
    "current_locale",
    "has_message",
    "has_noun",
    "in_locale",
    "msg",
    "player_name",
    "plural_index",
    "render_json",
    "say",
]

DEFAULT_LOCALE = "en"
PSEUDO_LOCALE = "en-XA"
LOCALES: tuple[str, ...] = ("en", "pl", "de", PSEUDO_LOCALE)
"""The languages a request may ask for: English (the source), Polish, German, and the
pseudo-locale ``en-XA`` (every message accented and bracketed, for tests that look for text no
catalogue produced)."""

_LOCALE: ContextVar[str] = ContextVar("locale", default=DEFAULT_LOCALE)
_NAMES: ContextVar[Mapping[int, str] | None] = ContextVar("seat_names", default=None)


def current_locale() -> str:
    """The language of the request being served (``en`` outside any request)."""
    return _LOCALE.get()


@contextmanager
def in_locale(locale: str, names: Sequence[str] | None = None) -> Iterator[None]:
    """Render every message in ``locale`` inside the block (the boundary wraps each request).

    ``names``: the players' own names by seat, for a score sheet at a real table; a seat
    argument then reads as the player's name instead of the seat's.
    """
    if locale not in LOCALES:
        raise ValueError(f"unknown locale {locale!r}")
    token = _LOCALE.set(locale)
    names_token = _NAMES.set(dict(enumerate(names)) if names is not None else None)
    try:
        yield
    finally:
        _NAMES.reset(names_token)
        _LOCALE.reset(token)


def player_name(seat: int) -> str | None:
    """The player's own name at ``seat`` when the request gives the players' names (a score
    sheet at a real table), else ``None``: a seat is then named by the player in it."""
    names = _NAMES.get()
    return names.get(seat) if names is not None else None


# -- arguments ----------------------------------------------------------------------------------


@runtime_checkable
class Nameable(Protocol):
    """Anything named by a catalogue noun: a card (``card.tarok.T21``), a seat, a suit."""

    @property
    def noun_key(self) -> str: ...


_NAMEABLE: dict[type, bool] = {}


def _nameable(value: object) -> TypeGuard[Nameable]:
    """``isinstance(value, Nameable)``, answered once per type: a protocol's own check looks
    its members up on every call, and the computer players' playouts say thousands of
    sentences a move (the reasons of their cards), so the check cost a fifth of a coach's
    verdict."""
    kind = type(value)
    found = _NAMEABLE.get(kind)
    if found is None:
        found = _NAMEABLE[kind] = isinstance(value, Nameable)
    return found


@dataclass(frozen=True, slots=True)
class Noun:
    """A name from the catalogues' noun tables, declined by the template's form.

    ``seat`` is set for a seat's name, so a score sheet can show the player's own name instead.
    """

    key: str
    seat: int | None = None
    code: str | None = None
    """What the noun stands for in the engine's notation (a suit's letter), for the answer's
    ``args``."""

    @property
    def noun_key(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Items:
    """A list said as one phrase: "a, b and c" (or "… or c"), each item in the template's form."""

    items: tuple[object, ...]
    conjunction: str


def AllOf(items: Iterable[object]) -> Items:
    """The items joined with "and" in the message's language."""
    return Items(tuple(items), "and")


def AnyOf(items: Iterable[object]) -> Items:
    """The items joined with "or" in the message's language."""
    return Items(tuple(items), "or")


@dataclass(frozen=True, slots=True)
class Signed:
    """A result with its sign: "+2", "−2" (a true minus sign), "0"; with ``places``, an average
    printed to that many decimals, as a learner reads it ("+0.4", "+1.0", "−0.0")."""

    value: int | float
    places: int | None = None

    def count(self) -> int | float:
        """What a plural form is chosen by: a number printed with decimals is a fraction
        ("1.0 points", "1,0 punktu")."""
        if self.places is None:
            return self.value
        if self.places == 0:
            return round(self.value)
        return 0.5


@dataclass(frozen=True, slots=True)
class Text:
    """Text that is not the engine's to translate: a player's name, a card code in a developer
    message, the request's own input quoted back."""

    text: str


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence (or a phrase) to say: a catalogue key and its arguments."""

    key: str
    args: Mapping[str, object] = field(default_factory=dict)

    def render(self, locale: str | None = None) -> str:
        """The message in ``locale`` (the request's language when not given)."""
        return _render(self, locale or _LOCALE.get())

    def __str__(self) -> str:
        return self.render()

    def to_json(self) -> dict[str, object]:
        """The message as data: ``{"code": key, "args": {...}}`` with cards as their codes,
        seats as numbers and nested messages as their own ``code`` and ``args``."""
        return {"code": self.key, "args": {k: _arg_json(v) for k, v in self.args.items()}}


def msg(key: str, /, **args: object) -> Message:
    """The message ``key`` with these arguments (rendered later, in the request's language)."""
    return Message(key, args)


# -- catalogues ---------------------------------------------------------------------------------

Entry = str | tuple[str, ...]
NounEntry = tuple[str, Mapping[str, str]]
"""A noun: its grammatical gender (``""`` where the language has none) and its forms by name
(``""`` the default form)."""


@dataclass(frozen=True)
class _Catalogue:
    locale: str
    messages: Mapping[str, Entry]
    nouns: Mapping[str, NounEntry]
    plural: str
    """Whose plural rule: ``en``, ``de`` or ``pl``."""
    conjunctions: Mapping[str, str] = field(default_factory=lambda: {"and": "and", "or": "or"})


def _load(locale: str) -> _Catalogue:
    module = importlib.import_module(f"trainer.locale._{locale.replace('-', '_')}")
    return _Catalogue(
        locale,
        module.MESSAGES,
        module.NOUNS,
        module.PLURAL,
        module.CONJUNCTIONS,
    )


def _load_all() -> dict[str, _Catalogue]:
    try:
        return {locale: _load(locale) for locale in LOCALES}
    except ModuleNotFoundError as error:  # a checkout whose catalogues were never compiled
        raise ImportError(
            "the message catalogues are not compiled: run 'python scripts/i18n.py compile' "
            "(scripts/setup, scripts/build and scripts/test do it)"
        ) from error


_CATALOGUES: dict[str, _Catalogue] = _load_all()


def plural_index(plural: str, n: int | float) -> int:
    """The form of a plural entry for the count ``n``, by the language's rule (gettext's
    ``Plural-Forms``, which agree with CLDR's categories for whole numbers).

    >>> [plural_index("pl", n) for n in (0, 1, 2, 5, 12, 22, 25, 112)]
    [2, 0, 1, 2, 2, 1, 2, 2]
    >>> [plural_index("en", n) for n in (0, 1, 2)]
    [1, 0, 1]
    """
    if isinstance(n, float) and not n.is_integer():
        return 1  # "2.5 tricks", "2,5 lewy" (Polish fractions take the "few" form's genitive)
    n = abs(int(n))
    if plural == "pl":
        if n == 1:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


# -- rendering ----------------------------------------------------------------------------------

_Field = tuple[str, str, str, tuple[tuple[str, str], ...] | None]
"""A parsed placeholder: name, conversion, form, gender choices (or None)."""
_Template = tuple[str | _Field, ...]

_PARSED: dict[str, _Template] = {}


def _parse(template: str) -> _Template:
    found = _PARSED.get(template)
    if found is not None:
        return found
    parts: list[str | _Field] = []
    text: list[str] = []
    i = 0
    while i < len(template):
        char = template[i]
        if char in "{}" and template[i + 1 : i + 2] == char:
            text.append(char)
            i += 2
            continue
        if char == "}":
            raise ValueError(f"single '}}' in {template!r}")
        if char != "{":
            text.append(char)
            i += 1
            continue
        end = template.find("}", i)
        if end < 0:
            raise ValueError(f"unclosed '{{' in {template!r}")
        if text:
            parts.append("".join(text))
            text = []
        parts.append(_parse_field(template[i + 1 : end], template))
        i = end + 1
    if text:
        parts.append("".join(text))
    parsed = tuple(parts)
    _PARSED[template] = parsed
    return parsed


def _parse_field(body: str, template: str) -> _Field:
    choices: tuple[tuple[str, str], ...] | None = None
    if "?" in body:
        body, _, options = body.partition("?")
        pairs = []
        for option in options.split("|"):
            gender, sep, word = option.partition("=")
            if not sep:
                raise ValueError(f"choice {option!r} has no '=' in {template!r}")
            pairs.append((gender.strip(), word))
        choices = tuple(pairs)
    name, _, form = body.partition(":")
    name, _, conversion = name.partition("!")
    if not name.isidentifier() or conversion not in ("", "u", "l"):
        raise ValueError(f"bad placeholder {{{body}}} in {template!r}")
    return (name, conversion, form, choices)


def fields_of(template: str) -> list[tuple[str, str, str]]:
    """The placeholders of a template as (name, conversion, form): for the catalogue checks."""
    return [(f[0], f[1], f[2]) for f in _parse(template) if not isinstance(f, str)]


def _entry(catalogue: _Catalogue, key: str) -> tuple[Entry, _Catalogue]:
    found = catalogue.messages.get(key)
    if found is not None:
        return found, catalogue
    english = _CATALOGUES[DEFAULT_LOCALE]
    found = english.messages.get(key)
    if found is None:
        raise KeyError(f"no message {key!r} in the catalogues")
    return found, english  # an untranslated message: the tests list every one


def _render(message: Message, locale: str) -> str:
    catalogue = _CATALOGUES[locale]
    entry, source = _entry(catalogue, message.key)
    if isinstance(entry, str):
        template = entry
    else:
        n = message.args.get("n")
        if isinstance(n, Signed):
            n = n.count()
        if not isinstance(n, int | float) or isinstance(n, bool):
            raise TypeError(f"the plural message {message.key!r} needs a number 'n'")
        forms = entry
        template = forms[min(plural_index(source.plural, n), len(forms) - 1)]
    out: list[str] = []
    for part in _parse(template):
        if isinstance(part, str):
            out.append(part)
            continue
        name, conversion, form, choices = part
        try:
            value = message.args[name]
        except KeyError:
            raise KeyError(f"message {message.key!r} has no argument {name!r}") from None
        if choices is not None:
            text = _choose(value, choices, catalogue)
        else:
            text = _format(value, form, catalogue)
        if conversion == "u":
            text = text[:1].upper() + text[1:]
        elif conversion == "l":
            text = text[:1].lower() + text[1:]
        out.append(text)
    return "".join(out)


def _choose(value: object, choices: tuple[tuple[str, str], ...], catalogue: _Catalogue) -> str:
    gender = "*"
    if isinstance(value, Items) and len(value.items) == 1:
        # A list of one is that one name: the verb and adjectives agree with it, not a plural
        # ("Mittelhand wygrywa", not "wygrywają").
        return _choose(value.items[0], choices, catalogue)
    if _nameable(value):
        gender = _noun(catalogue, value.noun_key)[0] or "*"
    elif isinstance(value, Items):
        gender = "pl"
    for option, word in choices:
        if option == gender:
            return word
    for option, word in choices:
        if option == "*":
            return word
    return ""


def _noun(catalogue: _Catalogue, key: str) -> NounEntry:
    found = catalogue.nouns.get(key)
    if found is None:
        found = _CATALOGUES[DEFAULT_LOCALE].nouns.get(key)
        if found is None:
            raise KeyError(f"no noun {key!r} in the catalogues")
    return found


def say(value: object, *forms: str) -> str:
    """One argument said alone in the request's language: a noun (a card, a seat, a contract) in
    the first of ``forms`` its entry has (its default form when none), or a message.

    For a name shown by itself (a label, a picture's title); inside a sentence the noun is an
    argument of the sentence's message, which chooses its form.

    >>> from trainer.cards import TAROK_DECK
    >>> say(TAROK_DECK["T21"], "label"), say(TAROK_DECK["T21"])
    ('Tarok XXI (mond)', 'tarok XXI (mond)')
    """
    catalogue = _CATALOGUES[_LOCALE.get()]
    if _nameable(value) and not (isinstance(value, Noun) and value.seat is not None):
        entry = _noun(catalogue, value.noun_key)[1]
        for form in forms:
            if form in entry:
                return entry[form]
        return entry[""]
    return _format(value, forms[0] if forms else "", catalogue)


def has_message(key: str) -> bool:
    """Whether the catalogues have the message ``key`` (in English, the source of every key)."""
    return key in _CATALOGUES[DEFAULT_LOCALE].messages


def has_noun(key: str) -> bool:
    """Whether the catalogues have the noun ``key``."""
    return key in _CATALOGUES[DEFAULT_LOCALE].nouns


def _format(value: object, form: str, catalogue: _Catalogue) -> str:
    if isinstance(value, Message):
        return _render(value, catalogue.locale)
    if isinstance(value, Noun) and value.seat is not None:
        name = player_name(value.seat)
        if name is not None:
            return name
    if _nameable(value):
        forms = _noun(catalogue, value.noun_key)[1]
        return forms.get(form) or forms[""]
    if isinstance(value, Items):
        words = [_format(item, form, catalogue) for item in value.items]
        return _join(words, catalogue.conjunctions[value.conjunction])
    if isinstance(value, Signed):
        return _signed(value.value, catalogue.locale, value.places)
    if isinstance(value, Text):
        return value.text
    if isinstance(value, bool):
        raise TypeError("a yes/no is said in words: give a message, not a bool")
    if isinstance(value, int | float):
        return _signed(value, catalogue.locale) if form == "signed" else _number(value, catalogue)
    if isinstance(value, str):
        return value
    raise TypeError(f"cannot say a {type(value).__name__} in a message")


def _join(words: Sequence[str], conjunction: str) -> str:
    """ "a", "a and b", "a, b and c" (no serial comma, as ``Intl.ListFormat`` in en-GB, pl, de)."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {conjunction} " + words[-1]


def _number(value: int | float, catalogue: _Catalogue) -> str:
    text = f"{value:g}" if isinstance(value, float) else str(value)
    if catalogue.plural in ("pl", "de"):
        text = text.replace(".", ",")  # the decimal comma: "2,5"
    return text.replace("-", "\u2212")  # the true minus sign, never a hyphen


def _signed(value: int | float, locale: str, places: int | None = None) -> str:
    if places is not None:
        text = f"{value:+.{places}f}"
        if _CATALOGUES[locale].plural in ("pl", "de"):
            text = text.replace(".", ",")
        return text.replace("-", "\u2212")
    if value == 0:
        return "0"
    text = _number(value, _CATALOGUES[locale])
    return text if value < 0 else "+" + text


# -- at the boundary ----------------------------------------------------------------------------


def _arg_json(value: object) -> object:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, Noun) and value.seat is not None:
        return {"seat": value.seat}
    if _nameable(value):
        code = getattr(value, "code", None)
        return code if isinstance(code, str) else value.noun_key
    if isinstance(value, Items):
        return [_arg_json(item) for item in value.items]
    if isinstance(value, Signed):
        return value.value
    if isinstance(value, Text):
        return value.text
    return value


def render_json(value: object) -> object:
    """An answer with every :class:`Message` in it said in the request's language.

    A message under a key ``k`` becomes its text at ``k`` and its data at ``k_msg``
    (``{"code", "args"}``), so the page can show the words and read the facts; in a list, the
    list of texts at ``k`` and the list of data at ``k_msg``.
    """
    if isinstance(value, Message):
        return value.render()
    if isinstance(value, dict):
        out: dict[str, object] = {}
        for key, item in value.items():
            out[key] = render_json(item)
            if isinstance(item, Message):
                out[f"{key}_msg"] = item.to_json()
            elif isinstance(item, list | tuple) and item and isinstance(item[0], Message):
                out[f"{key}_msg"] = [m.to_json() if isinstance(m, Message) else m for m in item]
        return out
    if isinstance(value, list | tuple):
        return [render_json(item) for item in value]
    return value
