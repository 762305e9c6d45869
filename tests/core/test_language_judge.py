"""The language sweep's judge (tests/language_judge.py) finds what it must and nothing else: it
flags English, keys and placeholders in sentences known to hold them, passes known Polish and
German, passes every Polish and German message of the catalogues, and flags nearly every
English one, so a sweep it judges can neither pass by missing English nor fail on Polish or
German."""

from __future__ import annotations

import re

import pytest

import i18n as catalogues  # (scripts/i18n.py: the catalogues' reader)
from tests.language_judge import (
    ENGLISH,
    SHARED,
    english_words,
    judge,
    keys_in,
    placeholders_in,
)

FIELD = re.compile(r"\{[^{}]*\}")
"""A template's field: its name is the translators' English, not the reader's."""


def test_no_word_is_both_proof_of_english_and_shared_with_polish_or_german() -> None:
    assert not ENGLISH & SHARED
    assert {"the", "you", "your", "of", "and", "with", "is", "are", "trick", "cards"} <= ENGLISH
    assert {"points", "which", "play"} <= ENGLISH
    shared = {"to", "a", "i", "no", "on", "in", "an", "so", "was", "will", "hand", "solo", "tout"}
    assert shared <= SHARED


@pytest.mark.parametrize(
    "text",
    [
        "Play a card of the suit that was led.",
        "You won 3 tricks",
        "Which card wins this trick?",
        "Check",
        "Why?",
        "Your turn: bid or pass.",
        "Zagraj kartę: the card is not allowed.",  # one English clause in a Polish sentence
        "Du spielst aus, and the others follow.",
    ],
)
def test_english_is_found(text: str) -> None:
    assert english_words(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Musisz dołożyć do koloru, a jeśli nie masz koloru, musisz dać atut.",
        "Zagraj asem żołędnym: to jedyna karta, która bierze tę lewę.",
        "Na 25 rozkładach kart, których nie widzisz, wygrywasz 22 razy.",
        "Pamfil to najwyższy atut; solo i tout to gry w pojedynkę, a ręka mówi pas.",
        "Du bist dran: Spiel den Eichel-Ober, dann hast du den Stich.",
        "Wer angesagt und 2 Stiche gemacht hat, schreibt 2 Punkte.",
        "Die Hand hat so viele Trümpfe, was für ein Solo oder Tout reicht: Start!",
        "Partner: die Gras-Sau. Kontra und Re sind in diesem Spiel nicht gegeben.",
    ],
)
def test_polish_and_german_pass(text: str) -> None:
    assert judge(text) == [], text


@pytest.mark.parametrize("lang", catalogues.LANGUAGES)
def test_every_polish_and_german_message_passes(lang: str) -> None:
    """Each message of the catalogues in the language, its fields taken out: no word of the
    list is ever Polish or German."""
    flagged = []
    for part in ("engine", "site"):
        for key, said in catalogues.translations(part, lang).items():
            for form in [said] if isinstance(said, str) else said:
                if words := english_words(FIELD.sub(" ", form)):
                    flagged.append(f"{key}: {words} in {form!r}")
    for key, (_, forms) in catalogues.nouns(lang).items():
        flagged += [f"{key}: {form!r}" for form in forms.values() if english_words(form)]
    assert not flagged, "\n".join(flagged)


def test_nearly_every_english_message_is_found() -> None:
    """The English of the catalogues' messages of four words or more: all but a handful hold a
    word of the list (the few that do not are a game's own words: "Durchmarsch in a Ramsch")."""
    sentences = [
        FIELD.sub(" ", entry.english[0])
        for part in ("engine", "site")
        for entry in catalogues.entries(part).values()
    ]
    long = [text for text in sentences if len(re.findall(r"[A-Za-z]+", text)) >= 4]
    missed = [text for text in long if not english_words(text)]
    assert len(long) > 1000
    assert len(missed) <= len(long) // 100, missed


def test_keys_are_found_by_the_catalogues_key_lists() -> None:
    assert keys_in("site.page.untranslated") == ["site.page.untranslated"]
    assert keys_in("Powód: coach.reason.nowhere.") == ["coach.reason.nowhere"]  # no such key
    assert keys_in("card.schafkopf.AC") == ["card.schafkopf.AC"]
    assert keys_in("np. as, z.B. die Sau, sauspiel.de, 2.5") == []


def test_placeholders_are_found() -> None:
    for text in ("Masz {n} karty", "Du hast %s", "undefined", "NaN Punkte", "[object Object]"):
        assert placeholders_in(text), text
    assert placeholders_in("Wygrywasz 95 % rozdań; 100 %") == []


def test_a_judgement_names_each_finding() -> None:
    assert judge("The card {card}: coach.why.over") == [
        "English (the, card)",
        "key (coach.why.over)",
        "placeholder ({card})",
    ]
