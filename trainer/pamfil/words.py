"""Pamfil in words: seats, the pamfil's name, house rules, rule topics.

Everything the shared modules (:mod:`trainer.naming`, :mod:`trainer.topics`,
:mod:`trainer.quiz.house_rules`, :mod:`trainer.quiz.citations`, :mod:`trainer.bots.words`)
say about this game, kept with the game: they find it through :func:`trainer.naming.words_of`.
The forehand sits at the dealer's left, then the second, third … player; the dealer is the
last seat.
"""

from __future__ import annotations

from collections.abc import Mapping

from trainer.cards import PAMFIL_DECK_36
from trainer.naming import YES_NO, GameWords, ordinal_seats


def call_label(call: Mapping[str, object]) -> str:
    kind = str(call.get("call"))
    return f"exchange {call.get('count')}" if kind == "exchange" else kind


def call_words(action: Mapping[str, object]) -> str | None:
    """The forehand (seat 0) must play, so his "play" is no declaration (PF-08: "Gracz po
    lewej rozdającego jest zobowiązany do grania"). The words serve as a button and as what
    a seat said ("“Declare and play”"), so they name no "you" of another seat."""
    if action.get("call") != "play":
        return None
    return "keep your cards and play" if action.get("seat") == 0 else "declare and play"


OPTION_WORDS: dict[str, tuple[str, Mapping[object, str]]] = {
    "pamfil_mode": (
        "The pamfil counts as",
        {"top_trump": "the highest trump", "top_club": "the highest acorn only"},
    ),
    "beat_obligation": (
        "Duty to beat",
        {
            "head_and_trump": "head the trick, trump and overtrump",
            "trump_only": "only trump when out of the suit",
            "none": "only follow suit",
        },
    ),
    "pamfil_double": (
        "The pamfil doubles the points of",
        {
            "holder": "its holder",
            "global": "everyone, when it was dealt",
            "captured": "whoever wins it in a trick",
        },
    ),
    "double_penalty": ("The pamfil doubles the penalty of 3", YES_NO),
    "ace_points": ("An ace in a mucha counts", {10: "10 points", 11: "11 points", 1: "1 point"}),
    "mucha_tie": (
        "Two muchas with equal points",
        {"seat": "the earlier seat wins", "both": "both score", "redeal": "a new deal"},
    ),
    "mucha_payout": ("A mucha scores", {"flat": "a flat 5", "with_tricks": "5 plus five tricks"}),
}
"""Each rule option: its label and a phrase per value, for "Rules in play"."""

EXAMPLES = frozenset(
    [
        "a-mucha",
        "a-trump-takes-a-plain-suit",
        "heading-the-trick",
        "several-muchas-the-card-points-decide",
        "several-muchas-trumps-first",
        "six-players-the-talon-runs-short",
        "the-pamfil-above-the-ace",
        "the-pamfil-doubles",
        "the-pamfil-is-a-trump-not-an-acorn",
        "the-table",
        "three-players",
        "void-trump-and-overtrump",
        "when-the-trick-has-been-trumped",
    ]
)
"""The worked-example anchors the quizzes link to; each stands as ``{ #anchor }`` on
``docs/pamfil/examples.md``."""

TOPICS: dict[str, str] = {
    "pf-pamfil": "The pamfil",
    "pf-deck": "The pack",
    "pf-rank": "The order of the cards",
    "pf-deal": "The deal",
    "pf-trump-card": "Trumps",
    "pf-forehand-must-play": "The forehand must play",
    "pf-exchange": "Exchanging cards",
    "pf-declare": "Declaring or passing",
    "pf-exchange-commits": "An exchange commits",
    "pf-follow-beat": "Follow suit and beat",
    "pf-mucha": "Mucha",
    "pf-mucha-trump": "Several muchas",
    "pf-mucha-points": "Several muchas",
    "pf-score-declared": "Scoring a declared game",
    "pf-score-undeclared": "Scoring without a declaration",
    "pf-score-mucha": "Scoring a mucha",
    "pf-pamfil-double": "The pamfil doubles",
    "pf-variant": "Another version",
}
"""A short title for every rule sentence the engine cites (a verdict links by topic)."""

TABLES: dict[str, str] = {
    "pf-score-declared": "Declared game: fewer than two tricks, minus 3 points; two tricks, 0 "
    "points; three tricks, 3 points; four tricks, 4 points; five tricks, 5 "
    "points.",
    "pf-score-undeclared": "Without a declaration of play: no trick, 0 points; each trick taken, "
    "1 point.",
}
"""The table a lead-in sentence introduces, in words, as on the rules page."""

WORDS = GameWords(
    game="pamfil",
    deck=PAMFIL_DECK_36,
    pictures="german",
    seats=ordinal_seats,
    call_label=call_label,
    call_words=call_words,
    cards={"UC": "Unter of acorns (the pamfil)"},
    option_words=OPTION_WORDS,
    examples=EXAMPLES,
    topics=TOPICS,
    tables=TABLES,
)
