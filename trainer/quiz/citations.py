"""How a verdict cites: the rule by topic, quoted, linked; the matching worked example.

A rule citation is ``{"id", "topic", "text", "href", "original"}``: ``topic`` is the short
title the page shows as the link ("Follow suit"), ``href`` the rules page with the sentence's
anchor, relative to the site root. A sentence that only introduces a table is quoted with the
table (``trainer.topics.TABLES``). Worked examples are named by their stable heading anchors
on ``docs/<game>/examples.md`` (see :data:`EXAMPLES`).
"""

from __future__ import annotations

from typing import Any

from trainer.rules import Rule
from trainer.topics import TABLES, topic

EXAMPLES: dict[str, frozenset[str]] = {
    "schafkopf": frozenset(
        {
            "the-obers-belong-to-trump",
            "no-duty-to-trump",
            "the-called-ace-must-be-played",
            "running-away",
            "too-short-to-run-away",
            "the-called-ace-stays-in-the-hand",
            "the-ace-is-free-once-the-suit-has-been-led",
            "wenz-only-the-unters-are-trump",
            "suit-solo-a-heart-is-not-a-trump",
            "a-trump-wins",
            "wenz-the-lowest-unter-beats-the-ace",
            "a-competitive-auction",
            "two-players-want-the-same-game",
            "everybody-passes-ramsch",
            "an-ace-game-won-schneider-with-contra",
            "a-solo",
            "a-tout",
            "card-points",
            "four-obers",
            "two-unters-in-a-wenz",
            "a-broken-run",
        }
    ),
    "tarok": frozenset(
        {
            "following-suit",
            "no-card-of-the-suit-play-a-tarok",
            "a-tarok-already-in-the-trick-you-must-overtrump",
            "a-tarok-led-follow-with-a-higher-tarok-and-the-skiz-counts",
            "taroks-that-cannot-beat",
            "neither-the-suit-nor-a-tarok",
            "the-pagat-takes-a-king",
            "the-skiz-above-the-mond",
            "a-suit-trick",
            "the-auction",
            "the-talon-exchange",
            "a-pile-of-ten-cards",
            "a-won-trojka",
            "lost-at-33",
            "a-lost-game-saved-by-bonuses",
            "a-renons",
        }
    ),
    "pamfil": frozenset(
        {
            "heading-the-trick",
            "when-the-trick-has-been-trumped",
            "void-trump-and-overtrump",
            "the-pamfil-is-a-trump-not-an-acorn",
            "a-trump-takes-a-plain-suit",
            "the-pamfil-above-the-ace",
            "three-players",
            "six-players-the-talon-runs-short",
            "several-muchas-trumps-first",
            "several-muchas-the-card-points-decide",
            "the-table",
            "the-pamfil-doubles",
            "a-mucha",
        }
    ),
}
"""The example anchors each game's quizzes link to; each stands as ``{ #anchor }`` on its page."""


def cite(rule: Rule) -> dict[str, Any]:
    """A rule as a verdict quotes it: topic, the sentence (or its table), link, original.

    ``note_href`` links the interpretation note the engine follows where the sentence is open
    to more than one reading (the page may offer it as "How the trainer reads this"), or None.
    """
    return {
        "id": rule.id,
        "topic": topic(rule.id),
        "text": TABLES.get(rule.id, rule.text),
        "href": rule.url,
        "original": rule.original,
        "note_href": f"{rule.game}/rules/#note-{rule.note.lower()}" if rule.note else None,
    }


def example_href(game: str, anchor: str | None) -> str | None:
    """The site-relative link of a worked example, or None."""
    if anchor is None:
        return None
    if anchor not in EXAMPLES.get(game, frozenset()):
        raise KeyError(f"{game} has no worked example '{anchor}'")
    return f"{game}/examples/#{anchor}"
