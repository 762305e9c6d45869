"""A short title for every rule sentence the engine cites, and the tables behind lead-ins.

A verdict links its rule by topic ("Follow suit"), never by anchor. A few cited sentences only
introduce a table ("Here is the table of card values:"); quoting them alone teaches nothing,
so a game's ``tables`` give the table they introduce, in words, as it stands on the rules page.
Each game keeps both in its words (``trainer/<game>/words.py``: ``TOPICS``, ``TABLES``);
``tests/core/test_quiz_texts.py`` checks that every rule of every rulebook has a topic.
"""

from __future__ import annotations

from trainer.naming import words_of

FALLBACK = "The rules"


def topic(game: str, rule_id: str) -> str:
    """The short title of a rule ("Follow suit"); "The rules" for one without a topic yet.

    >>> topic("schafkopf", "sk-ace-game")
    'The ace game'
    """
    return words_of(game).topics.get(rule_id, FALLBACK)


def table(game: str, rule_id: str) -> str | None:
    """The table a lead-in sentence introduces, in words, or None for any other sentence."""
    return words_of(game).tables.get(rule_id)
