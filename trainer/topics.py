"""A short title for every rule sentence the engine cites, and the tables behind lead-ins.

A verdict links its rule by topic ("Follow suit"), never by anchor. A few cited sentences only
introduce a table ("Here is the table of card values:"); quoting them alone teaches nothing,
so such a sentence has the table it introduces, in words, as it stands on the rules page.
Both are catalogue messages keyed by the rule's id (``topic.<id>``, ``table.<id>`` in
``i18n/engine/words.pot``), said in the request's language; ``tests/core/test_quiz_texts.py``
checks that every rule of every rulebook has a topic.
"""

from __future__ import annotations

from trainer.i18n import has_message, msg


def topic(rule_id: str) -> str:
    """The short title of a rule ("Follow suit"); "The rules" for one without a topic yet.

    >>> topic("sk-ace-game")
    'The ace game'
    """
    key = f"topic.{rule_id}"
    return msg(key if has_message(key) else "topic.fallback").render()


def table(rule_id: str) -> str | None:
    """The table a lead-in sentence introduces, in words, or None for any other sentence."""
    key = f"table.{rule_id}"
    return msg(key).render() if has_message(key) else None
