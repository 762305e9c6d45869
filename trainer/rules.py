"""Rule citations: the link between the engine and the translated rules pages.

Every check the engine makes names a :class:`Rule`. A rule carries the English
sentence of our translation and the anchor where that sentence stands on
``/<game>/rules/``, so a quiz explanation can quote the text the reader can
click through to. Each game keeps its table in one place: ``trainer/<game>/rulebook.py``,
built by :func:`rulebook`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from trainer.topics import topic


@dataclass(frozen=True, slots=True)
class Rule:
    """One citable rule sentence of a source text.

    ``id`` doubles as the HTML anchor on the game's rules page, ``text`` is the
    English sentence exactly as the translation prints it (plain text, no
    Markdown), ``original`` the sentence of the source text it translates, and
    ``note`` the rules-notes id (``"S5"``) when the engine follows an
    interpretation of an ambiguous sentence.
    """

    id: str
    game: str
    text: str
    original: str
    note: str | None = None

    def item(self, text: str, original: str) -> Rule:
        """The rule narrowed to the line of its list or the row of its table that applies.

        Some rule spans are the heading of a list or a table ("Declared game:", "In addition,
        bonuses are added to the result:"): a heading alone says nothing a learner can check,
        so a score line quotes the heading with the item it applies ("Declared game: three
        tricks – 3 points."), in the text's own words, under the heading's anchor.
        """
        joint = " " if self.text.endswith(":") else ": "
        return replace(
            self, text=f"{self.text}{joint}{text}", original=f"{self.original}{joint}{original}"
        )

    @property
    def url(self) -> str:
        """Site-relative URL of the sentence on the rules page."""
        return f"{self.game}/rules/#{self.id}"

    def to_json(self) -> dict[str, str | None]:
        return {
            "id": self.id,
            "topic": topic(self.game, self.id),
            "anchor": self.url,
            "href": self.url,
            "text": self.text,
            "original": self.original,
            "note": self.note,
        }


RuleRow = tuple[str, str, str] | tuple[str, str, str, str]
"""One row of a rulebook: the id, the English text, the original and, if any, the note."""


def rulebook(game: str, *rows: RuleRow) -> dict[str, Rule]:
    """One game's rules by id, from its table of rows (the game is named once, for the table).

    An id listed twice is refused here, at import: a dict would keep the second row silently,
    and one anchor would cite two sentences.
    """
    rules: dict[str, Rule] = {}
    for rule_id, text, original, *note in rows:
        if rule_id in rules:
            raise ValueError(f"the {game} rulebook lists {rule_id} twice")
        rules[rule_id] = Rule(rule_id, game, text, original, *note)
    return rules
