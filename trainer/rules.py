"""Rule citations: the link between the engine and the translated rules pages.

Every check the engine makes names a :class:`Rule`. A rule carries the English
sentence of our translation and the anchor where that sentence stands on
``/<game>/rules/``, so a quiz explanation can quote the text the reader can
click through to. Each game keeps its table in one place: ``trainer/<game>/rulebook.py``,
built by :func:`rulebook`.

A rule is quoted in the request's language (:meth:`Rule.said`): in English, the rulebook's
sentence; in the language of the source text (Polish for Pamfil and Tarok), the source's own
sentence; in any other, the catalogue message ``rule.<id>``. ``scripts/i18n.py`` makes those
messages from the rulebooks (``i18n/engine/rules.pot``, the English written once, here) and
takes a language's sentences from its rules page (``i18n/pages/<lang>/<game>/rules.md``, the
``<span class="rule" id="…">`` it translates), so a translated rule sentence lives once, on
its page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from trainer.i18n import DEFAULT_LOCALE, current_locale, msg
from trainer.topics import topic

RuleItems = Mapping[str, tuple[str, str]]
"""The rows of a rule heading's list or table by key: each its English and its original."""

_ITEMS: dict[str, RuleItems] = {}
"""Every rulebook's rows by the id of their heading (filled by :func:`rulebook`)."""
_JOINTS: dict[str, str] = {}
"""What joins each heading and its item: a space after a colon ("Declared game: three tricks
…"), else a colon."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One citable rule sentence of a source text.

    ``id`` doubles as the HTML anchor on the game's rules page, ``text`` is the
    English sentence exactly as the translation prints it (plain text, no
    Markdown), ``original`` the sentence of the source text it translates, and
    ``note`` the rules-notes id (``"S5"``) when the engine follows an
    interpretation of an ambiguous sentence. ``language`` is the source text's
    (``pl``, ``be``); ``row`` the key of the line of a list or the row of a table
    the rule was narrowed to (:meth:`item`).
    """

    id: str
    game: str
    text: str
    original: str
    note: str | None = None
    language: str = ""
    row: str | None = None

    def item(self, row: str) -> Rule:
        """The rule narrowed to the line of its list or the row of its table that applies.

        Some rule spans are the heading of a list or a table ("Declared game:", "In addition,
        bonuses are added to the result:"): a heading alone says nothing a learner can check,
        so a score line quotes the heading with the item it applies ("Declared game: three
        tricks – 3 points."), in the text's own words, under the heading's anchor. ``row`` is
        the item's key in the rulebook (``items`` of :func:`rulebook`).
        """
        text, original = _ITEMS[self.id][row]
        joint = _JOINTS[self.id]
        return replace(
            self,
            text=f"{self.text}{joint}{text}",
            original=f"{self.original}{joint}{original}",
            row=row,
        )

    @property
    def rows(self) -> tuple[str, ...]:
        """The keys of the items of the list or table this rule heads (none for most rules)."""
        return tuple(_ITEMS.get(self.id, ()))

    @property
    def key(self) -> str:
        """The rule's sentence in the catalogues (``rule.tk-deck``); an item's is under it."""
        return f"rule.{self.id}"

    def said(self) -> str:
        """The sentence in the request's language: the English translation, the source's own
        words in the source's language, or the catalogue's (English where it has none yet)."""
        locale = current_locale()
        if locale == DEFAULT_LOCALE:
            return self.text
        if locale == self.language:
            return self.original
        heading = msg(self.key).render()
        if self.row is None:
            return heading
        return f"{heading}{_JOINTS[self.id]}{msg(f'{self.key}.{self.row}').render()}"

    @property
    def url(self) -> str:
        """Site-relative URL of the sentence on the rules page."""
        return f"{self.game}/rules/#{self.id}"

    def to_json(self) -> dict[str, str | None]:
        return {
            "id": self.id,
            "topic": topic(self.id),
            "anchor": self.url,
            "href": self.url,
            "text": self.said(),
            "original": self.original,
            "note": self.note,
        }


RuleRow = tuple[str, str, str] | tuple[str, str, str, str]
"""One row of a rulebook: the id, the English text, the original and, if any, the note."""


def rulebook(
    game: str,
    *rows: RuleRow,
    language: str,
    items: Mapping[str, RuleItems] | None = None,
) -> dict[str, Rule]:
    """One game's rules by id, from its table of rows (the game is named once, for the table).

    ``language`` is the source text's; ``items`` the rows of the rules that head a list or a
    table, by the heading's id and the row's key (:meth:`Rule.item`). The table is plain
    literals, so ``scripts/i18n.py`` reads it without importing the engine.

    An id listed twice is refused here, at import: a dict would keep the second row silently,
    and one anchor would cite two sentences.
    """
    rules: dict[str, Rule] = {}
    for rule_id, text, original, *note in rows:
        if rule_id in rules:
            raise ValueError(f"the {game} rulebook lists {rule_id} twice")
        rules[rule_id] = Rule(rule_id, game, text, original, note[0] if note else None, language)
    for rule_id, listed in (items or {}).items():
        if rule_id not in rules:
            raise ValueError(f"the {game} rulebook lists items of {rule_id}, which it lacks")
        _ITEMS[rule_id] = listed
        _JOINTS[rule_id] = " " if rules[rule_id].text.endswith(":") else ": "
    return rules
