"""How a verdict cites: the rule by topic, quoted, linked; the matching worked example.

A rule citation is ``{"id", "topic", "text", "href", "original"}``: ``topic`` is the short
title the page shows as the link ("Follow suit"), ``href`` the rules page with the sentence's
anchor, relative to the site root, ``text`` the sentence in the request's language
(:meth:`trainer.rules.Rule.said`). A sentence that only introduces a table is quoted with the
table (:func:`trainer.topics.table`). Worked examples are named by their stable heading anchors
on ``docs/<game>/examples.md``; each game lists its own (``examples`` of its words).
"""

from __future__ import annotations

from typing import Any

from trainer.naming import words_of
from trainer.rules import Rule
from trainer.topics import table, topic


def cite(rule: Rule) -> dict[str, Any]:
    """A rule as a verdict quotes it: topic, the sentence (or its table), link, original.

    ``note_href`` links the interpretation note the engine follows where the sentence is open
    to more than one reading (the page may offer it as "How the trainer reads this"), or None.
    """
    return {
        "id": rule.id,
        "topic": topic(rule.id),
        "text": table(rule.id) or rule.said(),
        "href": rule.url,
        "original": rule.original,
        "note_href": f"{rule.game}/rules/#note-{rule.note.lower()}" if rule.note else None,
    }


def example_href(game: str, anchor: str | None) -> str | None:
    """The site-relative link of a worked example, or None."""
    if anchor is None:
        return None
    if anchor not in words_of(game).examples:
        raise KeyError(f"{game} has no worked example '{anchor}'")
    return f"{game}/examples/#{anchor}"
