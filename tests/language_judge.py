"""What a Polish or German reader must never meet on their site (issues 34 and 35, "Done
when"): English, a catalogue key where its message belongs, a placeholder left unfilled.

One judge for the browser's language sweep (tests/browser/test_language_sweep.py) and for the
tests that hold it to account (tests/core/test_language_judge.py: it flags known English and
passes known Polish and German, so a sweep it judges cannot pass by missing everything).

English is found by its words: a text with a word of ``ENGLISH`` is English. The list holds the
words English prose cannot do without (articles, pronouns, the verbs "is"/"are"/"has", the
prepositions and conjunctions) and the site's own vocabulary (trick, cards, points, play,
score, …), and leaves out every word that is also Polish or German and could stand in a Polish
or German sentence (``SHARED``: "to", "a", "i", "no", "on", "in", "an", "so", "was", "will",
"hand", "solo", "tout", "partner", "start", "name", …): a word of the list in a Polish or
German text is English, whatever else the text holds.
"""

from __future__ import annotations

import re
from functools import cache

import i18n as catalogues  # (scripts/i18n.py: the catalogues' reader)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


ENGLISH = _words(
    """
    the you your yours of and with is are isn't aren't were be been being has have had
    this that these those which what who whom whose why how when where there here then than
    it its it's they them their our us he she his him me i'm you're don't doesn't can't
    for from at or but if into onto about after before over under out up down off
    each every both either neither other others any some nothing none everyone someone
    can cannot could should would must may might shall
    yet only just again always never already once more less least very too
    two three four five six seven eight nine first second third fourth
    trick tricks card cards point points play plays played playing player players
    win wins winning loses lost score scores scored deal deals dealt dealer
    suit suits trump trumps lead leads led follow follows following bid bids bidding
    declarer opponent opponents turn seat seats table rules rule learn lesson lessons
    sheet evening round rounds hint hints question questions answer answers
    right wrong check next back show shows hide new game games whole without
    ace aces king kings queen queens jack jacks tens
    takes take took taken give gives gave keep keeps save saved clear undo copy
    share print add remove edit delete cancel done continue yes loading working
    try close settings open opens switch dark light does doesn holds alone side pile
    somebody nobody makes mistakes announced beat beats clockwise
    """
)
"""Words that make a text English (lower case; a word is letters and apostrophes)."""

SHARED = _words(
    """
    to a i no on in an so was will hand solo tout
    all also as by do her last link links lose my name not partner pass re start still team
    total we won contra fall best mode offline online menu rest man hat war art kind die
    see trainer ten one most
    """
)
"""Words English shares with Polish or German, never proof of English: Polish "to", "a",
"i", "no", "on", "do", "by", "as", "my", "we"; German "in", "an", "so", "was", "will",
"Hand", "Solo", "Tout", "also", "her", "Last", "Link", "links", "Name", "Partner", "Pass",
"Re", "Start", "still", "Team", "total", "Fall", "Mode", "man", "hat", "war", "Art", "Kind",
"die", "See", "Trainer"; Polish "ten", "one", "most"; and what both use as loanwords
("offline", "online")."""

WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")

PLACEHOLDERS = [
    re.compile(r"\{[A-Za-z_][\w.!:?|=*/-]*\}"),
    re.compile(r"%(?:\([a-z_]+\))?[sdif]"),
    re.compile(r"\bundefined\b"),
    re.compile(r"\bNaN\b"),
    re.compile(r"\[object \w+\]"),
]
"""A template's field left unfilled, or what JavaScript writes for a value that was not there."""

DOTTED = re.compile(r"\b[a-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+")


CODE = re.compile(r"`[^`]*`|\b\w+_\w+\b")
"""A request's field name as an error message quotes it (`` `points` ``, ``holds_pamfil``): code,
the same in every language, not English prose."""


def english_words(text: str) -> list[str]:
    """The words of ``text`` that are English and nothing else, in order, each once."""
    found: list[str] = []
    for match in WORD.finditer(CODE.sub(" ", text)):
        word = match.group(0).lower()
        if word in ENGLISH and word not in found:
            found.append(word)
    return found


@cache
def catalogue_keys() -> frozenset[str]:
    """Every key of the catalogues: the engine's and the pages' messages and the nouns."""
    return frozenset(
        [*catalogues.entries("engine"), *catalogues.entries("site"), *catalogues.nouns("en")]
    )


@cache
def _namespaces() -> frozenset[str]:
    return frozenset(key.split(".")[0] for key in catalogue_keys())


def keys_in(text: str) -> list[str]:
    """The catalogue keys ``text`` shows: each dotted name that is a key, or that begins as
    the keys do with a namespace of theirs ("coach.reason.x": a key the catalogues lack)."""
    found = []
    for match in DOTTED.finditer(text):
        name = match.group(0).rstrip(".-")
        if name in catalogue_keys() or name.split(".")[0] in _namespaces():
            found.append(name)
    return found


def placeholders_in(text: str) -> list[str]:
    """The unfilled placeholders in ``text``."""
    return [m.group(0) for pattern in PLACEHOLDERS for m in pattern.finditer(text)]


def judge(text: str) -> list[str]:
    """What is wrong with a text on a Polish or German screen, each said in a few words."""
    problems = []
    keys = keys_in(text)
    holes = placeholders_in(text)
    prose = text
    for found in [*keys, *holes]:  # each said once, as what it is, not again as English
        prose = prose.replace(found, " ")
    if words := english_words(prose):
        problems.append(f"English ({', '.join(words)})")
    if keys:
        problems.append(f"key ({', '.join(keys)})")
    if holes:
        problems.append(f"placeholder ({', '.join(holes)})")
    return problems
