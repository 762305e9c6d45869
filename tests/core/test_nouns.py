"""The noun tables (``i18n/nouns/<lang>.toml``) are complete in every language, and their forms
say what a sentence asks of them.

A message names a card, a seat or a contract by its noun and picks a form (``{card:acc}``,
``{seat:dat}``): a language whose table lacks the noun, or the form, would fall back to another
form or to the English in the middle of a Polish or German sentence. So every noun of the English
table must be in the Polish and the German ones with every form that language's grammar needs,
and a new English noun without its translations fails here, naming what is missing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import i18n as catalogues  # (scripts/i18n.py: the catalogues' reader)
from trainer.cards import PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK
from trainer.i18n import _CATALOGUES, AllOf, _Catalogue, in_locale, msg
from trainer.naming import seat_names, seat_noun, suit_noun
from trainer.schafkopf.contracts import Contract, Kind
from trainer.tarok.contracts import Bid

ROOT = Path(__file__).resolve().parents[2]

REQUIRED = {
    "pl": ("nom", "gen", "dat", "acc", "ins", "loc", "label"),
    "de": ("nom", "acc", "dat", "gen", "label"),
}
"""The forms each language's grammar needs of every noun: Polish's six cases, German's four
(with the definite article), and the name alone."""

EXTRA = {
    "pl": {"adj"},
    "de": {"indef_nom", "indef_acc", "indef_dat", "one", "glossed"},
}
"""Forms a language may add of its own (besides any the English has, under the same name): the
Polish suit adjective, the German indefinite cases and the gloss of a Polish word."""

GENDERS = {"m", "f", "n", "pl"}

ARTICLES = {
    "m": {"nom": "der", "acc": "den", "dat": "dem", "gen": "des"},
    "f": {"nom": "die", "acc": "die", "dat": "der", "gen": "der"},
    "n": {"nom": "das", "acc": "das", "dat": "dem", "gen": "des"},
    "pl": {"nom": "die", "acc": "die", "dat": "den", "gen": "der"},
}
INDEFINITE = {
    "m": {"indef_nom": "ein", "indef_acc": "einen", "indef_dat": "einem"},
    "f": {"indef_nom": "eine", "indef_acc": "eine", "indef_dat": "einer"},
    "n": {"indef_nom": "ein", "indef_acc": "ein", "indef_dat": "einem"},
}

ENGLISH = catalogues.nouns("en")


def _forms(lang: str) -> dict[str, tuple[str, dict[str, str]]]:
    """A language's table as written: each noun's gender and its named forms."""
    return {
        key: (gender, {name: text for name, text in forms.items() if name})
        for key, (gender, forms) in catalogues.nouns(lang).items()
    }


@pytest.mark.parametrize("lang", sorted(REQUIRED))
def test_every_english_noun_has_every_form_the_language_needs(lang: str) -> None:
    table = _forms(lang)
    missing = []
    for key, (_, english) in ENGLISH.items():
        if key not in table:
            missing.append(f"{key}: not in i18n/nouns/{lang}.toml")
            continue
        gender, forms = table[key]
        needed = [*REQUIRED[lang], *(["picture"] if "picture" in english else [])]
        lacking = [form for form in needed if not forms.get(form, "").strip()]
        if lacking:
            missing.append(f"{key}: no {', '.join(lacking)}")
        if gender not in GENDERS:
            missing.append(f"{key}: gender {gender!r} is none of {sorted(GENDERS)}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", sorted(REQUIRED))
def test_no_noun_or_form_the_english_does_not_explain(lang: str) -> None:
    """A noun the English table lacks is a stale translation; a form no message could know of
    (a typo, "aac") is one no template will ever ask for."""
    wrong = []
    for key, (_, forms) in _forms(lang).items():
        if key not in ENGLISH:
            wrong.append(f"{key}: no such noun in i18n/nouns/en.toml")
            continue
        known = {*REQUIRED[lang], *EXTRA[lang], *ENGLISH[key][1]} - {""}
        wrong += [f"{key}: unknown form {name!r}" for name in forms if name not in known]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", sorted(REQUIRED))
def test_a_label_starts_with_a_capital(lang: str) -> None:
    lower = [
        f"{key}: {forms['label']!r}"
        for key, (_, forms) in _forms(lang).items()
        if not forms["label"][:1].isupper()
    ]
    assert not lower, lower


def test_a_german_case_carries_the_article_of_its_gender() -> None:
    """ "den Eichel-Ober", "der Gras-Sau", "dem Herz-Ass": the article agrees with the gender a
    sentence's other words choose by (``{seat?m=…|f=…}``)."""
    wrong = []
    for key, (gender, forms) in _forms("de").items():
        for case, article in ARTICLES[gender].items():
            if forms[case].split(" ", 1)[0] != article:
                wrong.append(f"{key} ({gender}): {case} {forms[case]!r}")
        for case, article in INDEFINITE.get(gender, {}).items():
            if case in forms and forms[case].split(" ", 1)[0] != article:
                wrong.append(f"{key} ({gender}): {case} {forms[case]!r}")
    assert not wrong, "\n".join(wrong)


# -- the forms in sentences ---------------------------------------------------------------------

SENTENCES = {
    "pl": {
        "n.play": "Zagraj {card:acc}.",
        "n.beat": "{card!u:nom} bije {other:acc}.",
        "n.take": "Przebij {card:ins}.",
        "n.hold": "Nie masz {suit:gen}, a {seat:nom} {seat?m=wziął|f=wzięła|*=wzięło} lewę.",
        "n.bid": "{seat!u:nom} licytuje {contract:acc}.",
        "n.play_game": "{seat!u:nom} gra {contract:acc}.",
        "n.list": "Masz {cards:acc}.",
    },
    "de": {
        "n.play": "Spiel {card:acc}.",
        "n.beat": "{card!u:nom} sticht {other:acc}.",
        "n.take": "Stich mit {card:dat}.",
        "n.hold": "Du hast kein {suit:label}; {seat:nom} macht den Stich.",
        "n.bid": "{seat!u:nom} sagt {contract:indef_acc} an.",
        "n.play_game": "{seat!u:nom} spielt {contract:indef_acc}.",
        "n.list": "Du hast {cards:acc}.",
    },
}
"""Sentences of the kind the catalogues will hold, to hear the forms in use."""


@pytest.fixture
def sentences() -> Iterator[None]:
    """The real noun tables with these few sentences added to each language (put back after)."""
    real = dict(_CATALOGUES)
    for lang, messages in SENTENCES.items():
        catalogue = real[lang]
        _CATALOGUES[lang] = _Catalogue(
            lang,
            {**catalogue.messages, **messages},
            catalogue.nouns,
            catalogue.plural,
            catalogue.conjunctions,
        )
    yield
    _CATALOGUES.update(real)


@pytest.mark.usefixtures("sentences")
def test_the_forms_read_right_in_a_sentence() -> None:
    said = {
        lang: [
            msg("n.play", card=SCHAFKOPF_DECK["OC"]).render(lang),
            msg("n.play", card=SCHAFKOPF_DECK["AS"]).render(lang),
            msg("n.beat", card=TAROK_DECK["SK"], other=TAROK_DECK["T21"]).render(lang),
            msg("n.take", card=TAROK_DECK["JC"]).render(lang),
            msg("n.take", card=TAROK_DECK["10H"]).render(lang),
            msg("n.play", card=PAMFIL_DECK_36["UC"]).render(lang),
            msg(
                "n.hold",
                suit=suit_noun("tarok", TAROK_DECK["KH"].printed_suit),
                seat=seat_noun("tarok", 0, 3),
            ).render(lang),
            msg("n.bid", seat=seat_noun("tarok", 1, 3), contract=Bid("trojka", 2)).render(lang),
            msg(
                "n.play_game",
                seat=seat_noun("schafkopf", 0, 4),
                contract=Contract(Kind.ACE_GAME, called=SCHAFKOPF_DECK["AS"].suit),
            ).render(lang),
            msg(
                "n.play_game", seat=seat_noun("schafkopf", 3, 4), contract=Contract(Kind.WENZ)
            ).render(lang),
            msg("n.list", cards=AllOf([TAROK_DECK["QS"], TAROK_DECK["CD"]])).render(lang),
        ]
        for lang in ("pl", "de")
    }
    assert said["pl"] == [
        "Zagraj wyżnika żołędnego.",
        "Zagraj tuza winnego.",
        "Skiz bije taroka XXI (monda).",
        "Przebij waletem żołędnym.",
        "Przebij asem czerwiennym.",
        "Zagraj niżnika żołędnego (pamfila).",
        "Nie masz czerwieni, a ręka wzięła lewę.",
        "Środek licytuje drugą trójkę.",
        "Pierwszy gracz gra Sauspiela z wywołanym tuzem winnym.",
        "Rozdający gra Wenza.",
        "Masz damę winną i kabala dzwonkowego.",
    ]
    assert said["de"] == [
        "Spiel den Eichel-Ober.",
        "Spiel die Gras-Sau.",
        "Der Sküs sticht den Tarock XXI (Mond).",
        "Stich mit dem Kreuz-Buben.",
        "Stich mit dem Herz-Ass.",
        "Spiel den Eichel-Unter (den Pamfil).",
        "Du hast kein Herz; die Ręka macht den Stich.",
        "Der Środek sagt eine druga Trójka an.",
        "Die Vorhand spielt ein Sauspiel auf die Gras-Sau.",
        "Der Geber spielt einen Wenz.",
        "Du hast die Pik-Dame und den Karo-Reiter.",
    ]


def test_a_seat_said_alone_is_its_label_in_each_language() -> None:
    """The page shows a seat by its label: Tarok keeps its Polish seats in German too, and the
    fourth player's "king" is never read as the card."""
    with in_locale("pl"):
        assert seat_names("tarok", 4) == ["Ręka", "Środek", "Zadek", "Król (czwarty gracz)"]
        assert seat_names("schafkopf", 5)[-1] == "Rozdający (nie gra)"
    with in_locale("de"):
        assert seat_names("tarok", 4) == ["Ręka", "Środek", "Zadek", "König (vierter Spieler)"]
        assert seat_names("schafkopf", 4) == [
            "Vorhand",
            "Mittelhand",
            "Hinterhand",
            "Geber",
        ]
