"""Names, labels and quoted rules in the request's language (issue 33, item 4: names).

Cards, seats, contracts, calls and announcements are catalogue nouns; option and preset words,
topics and tables are messages; a quoted rule is the rulebook's English, the source's own
sentence in the source's language (Polish for Pamfil and Tarok), or the sentence of that
language's rules page. These tests hold the engine to that in every language: ``describe`` in
the pseudo-language keeps no English label, a language whose catalogue has its own words says
them (Polish "pas", not "pas (pass)"), and a German rules page feeds the German rule sentences.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest

import i18n as catalogues  # (scripts/i18n.py: the catalogues' compiler)
from trainer.api import handle
from trainer.games import load
from trainer.i18n import _CATALOGUES, Noun, _Catalogue, has_message, in_locale, msg, say
from trainer.naming import call_label, call_words, contract_label, contract_noun, seat_names
from trainer.options import TEXT_PRESET, value_key
from trainer.pamfil.rulebook import RULES as PAMFIL_RULES
from trainer.rules import Rule
from trainer.schafkopf.rulebook import RULES as SCHAFKOPF_RULES
from trainer.tarok.rulebook import RULES as TAROK_RULES

ROOT = Path(__file__).resolve().parents[2]

GAMES = ("pamfil", "tarok", "schafkopf")


def _every_rule(rules: dict[str, Rule]) -> Iterator[Rule]:
    """Each rule of a rulebook, and each of its rows as a score line quotes it."""
    for rule in rules.values():
        yield rule
        yield from (rule.item(row) for row in rule.rows)


@pytest.fixture
def catalogue(request: pytest.FixtureRequest) -> Iterator[None]:
    """Give a language's catalogue extra messages and nouns for one test (a translator's work
    that does not exist yet), and put the real one back after."""
    locale, messages, nouns = request.param
    real = _CATALOGUES[locale]
    _CATALOGUES[locale] = _Catalogue(
        locale,
        {**real.messages, **messages},
        {**real.nouns, **nouns},
        real.plural,
        real.conjunctions,
    )
    yield
    _CATALOGUES[locale] = real


# -- describe -----------------------------------------------------------------------------------


def _labels(described: dict[str, object]) -> Iterator[tuple[str, str]]:
    """Every name and word ``describe`` gives a game's page: (where, text)."""
    cards = described["card_names"]
    assert isinstance(cards, dict)
    yield from ((f"card {code}", name) for code, name in cards.items())
    seats = described["seat_names"]
    assert isinstance(seats, dict)
    yield from ((f"seats of {n}", name) for n, names in seats.items() for name in names)
    contracts = described["contracts"]
    assert isinstance(contracts, list)
    for row in contracts:
        yield (f"contract {row}", row.get("title") or row["name"])
    options = described["options"]
    assert isinstance(options, list)
    for option in options:
        yield (f"option {option['name']}", option["doc"])
        yield (f"option {option['name']}", option["words"]["label"])
        yield from ((f"{option['name']}={v}", t) for v, t in option["words"]["values"].items())
    presets = described["presets"]
    assert isinstance(presets, list)
    for preset in presets:
        yield (f"preset {preset['name']}", preset["label"])
        yield (f"preset {preset['name']}", preset["description"])


def test_describe_in_the_pseudo_language_keeps_no_english_label() -> None:
    games = handle({"op": "describe", "locale": "en-XA"})["games"]
    english = [
        f"{game}: {where}: {text!r}"
        for game, described in games.items()
        for where, text in _labels(described)
        if not (text.startswith("[") and text.endswith("]"))
    ]
    assert not english, english


def test_describe_gives_each_seat_s_noun_beside_its_label() -> None:
    """The page declines a seat from its own catalogue (``seat_keys``) instead of restating it:
    each key's label is the seat's name."""
    games = handle({"op": "describe"})["games"]
    for described in games.values():
        assert set(described["seat_keys"]) == set(described["seat_names"])
        for players, keys in described["seat_keys"].items():
            assert [say(Noun(key), "label") for key in keys] == described["seat_names"][players]
    assert games["tarok"]["seat_keys"]["4"][-1] == "seat.tarok.king"
    assert games["schafkopf"]["seat_keys"]["5"][-1] == "seat.dealer_out"


@pytest.mark.parametrize(
    "catalogue",
    [("pl", {"option.tarok.payment": "Płatności"}, {"seat.tarok.reka": ("f", {"": "Ręka"})})],
    indirect=True,
)
def test_describe_says_a_translated_name_in_its_language(catalogue: None) -> None:
    tarok = handle({"op": "describe", "locale": "pl"})["games"]["tarok"]
    payment = next(o for o in tarok["options"] if o["name"] == "payment")
    assert payment["words"]["label"] == "Płatności"
    assert tarok["seat_names"]["3"][0] == "Ręka"
    english = handle({"op": "describe"})["games"]["tarok"]
    assert next(o for o in english["options"] if o["name"] == "payment")["words"]["label"] == (
        "Payments"
    )


# -- labels without glosses ---------------------------------------------------------------------


def test_the_english_labels_keep_their_glosses() -> None:
    assert call_label("tarok", {"call": "pass"}) == "Pas (pass)"
    assert call_label("tarok", {"call": "hold"}) == "Sam (hold)"
    assert call_label("tarok", {"call": "trojka", "level": 2}) == "Druga trójka"
    assert call_label("schafkopf", {"call": "ace_game", "called": "S"}) == (
        "Ace game calling the ace of leaves"
    )
    assert call_label("pamfil", {"call": "exchange", "count": 2}) == "Exchange 2"


@pytest.mark.parametrize(
    "catalogue",
    [
        (
            "pl",
            {},
            {
                "call.tarok.pass": ("m", {"": "pas", "label": "Pas"}),
                "call.tarok.hold": ("m", {"": "sam", "label": "Sam"}),
            },
        )
    ],
    indirect=True,
)
def test_another_language_says_the_call_in_its_own_words(catalogue: None) -> None:
    """The English glosses the game's Polish ("pas (pass)"); Polish says "pas", and German
    whatever its translator writes: each language has the call's own noun."""
    with in_locale("pl"):
        assert call_label("tarok", {"call": "pass"}) == "Pas"
        assert call_label("tarok", {"call": "hold"}) == "Sam"
    with in_locale("en-XA"):
        assert call_label("tarok", {"call": "pass"}) == "[Þåš (þåšš)]"


@pytest.mark.parametrize(
    "catalogue",
    [
        (
            "pl",
            {"tk.call.words.bid": "licytuj {contract:acc}"},
            {
                "contract.tarok.trojka.2": (
                    "f",
                    {"": "druga trójka", "nom": "druga trójka", "acc": "drugą trójkę"},
                )
            },
        )
    ],
    indirect=True,
)
def test_a_contract_is_a_noun_a_sentence_declines(catalogue: None) -> None:
    """Tarok's "druga trójka" is "drugą trójkę" in a Polish sentence that takes its object."""
    noun = contract_noun("tarok", {"name": "trojka", "level": 2})
    said = call_words("tarok", {"call": "trojka", "level": 2})
    assert said is not None
    assert said.to_json() == {"code": "tk.call.words.bid", "args": {"contract": noun.noun_key}}
    assert said.render("en") == "bid druga trójka"
    assert said.render("pl") == "licytuj drugą trójkę"
    with in_locale("pl"):
        assert contract_label("tarok", {"name": "trojka", "level": 2}) == "druga trójka"


# -- options and presets ------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_preset_has_its_words(game: str) -> None:
    record = load(game)
    missing = []
    for option in fields(record.options_type):
        base = f"option.{game}.{option.name}"
        missing += [key for key in (base, f"{base}.doc") if not has_message(key)]
        for value in option.metadata["choices"]:
            key = f"{base}.{value_key(value)}"
            if not isinstance(value, bool) and not has_message(key):
                missing.append(key)
    for preset in (TEXT_PRESET, *record.presets):
        keys = [preset.key, f"{preset.key}.description"]
        keys += [f"{preset.key}.rule.{name}" for name in preset.clauses]
        missing += [key for key in keys if not has_message(key)]
    assert not missing, missing


# -- rules in every language --------------------------------------------------------------------


@pytest.mark.parametrize("rules", [TAROK_RULES, PAMFIL_RULES], ids=["tarok", "pamfil"])
def test_a_polish_request_quotes_the_polish_source_itself(rules: dict[str, Rule]) -> None:
    with in_locale("pl"):
        for rule in _every_rule(rules):
            assert rule.to_json()["text"] == rule.original, rule.id
            assert rule.to_json()["original"] == rule.original


def test_a_polish_refusal_cites_the_polish_sentence() -> None:
    request = {"op": "legal_plays", "game": "tarok", "hand": ["KH", "QH", "T9"], "trick": ["JH"]}
    rule = handle({**request, "locale": "pl"})["reasons"]["T9"]["rule"]
    assert rule["text"] == TAROK_RULES[rule["id"]].original
    assert rule["text"].startswith("Gracze muszą dokładać do koloru")
    assert handle(request)["reasons"]["T9"]["rule"]["text"] == TAROK_RULES[rule["id"]].text


def test_a_score_line_quotes_its_row_in_the_source_s_words() -> None:
    row = PAMFIL_RULES["pf-score-declared"].item("three")
    assert row.text == "Declared game: three tricks – 3 points."
    with in_locale("pl"):
        assert row.said() == "Gra deklarowana: trzy lewy – 3 pkt."


@pytest.mark.parametrize("rules", [TAROK_RULES, PAMFIL_RULES, SCHAFKOPF_RULES])
def test_the_pseudo_language_marks_every_quoted_rule(rules: dict[str, Rule]) -> None:
    with in_locale("en-XA"):
        for rule in _every_rule(rules):
            said = rule.to_json()
            assert said["text"] is not None and said["text"].startswith("["), said
            assert said["topic"] is not None and said["topic"].startswith("["), said
            assert said["original"] == rule.original


def test_schafkopf_in_polish_is_no_belarusian_quote() -> None:
    """Polish is not the Schafkopf source's language: its rules come from the catalogue (a
    Polish rules page, English until there is one), never the Belarusian original."""
    rule = SCHAFKOPF_RULES["sk-follow-suit"]
    with in_locale("pl"):
        assert rule.said() != rule.original
        assert rule.said() == msg("rule.sk-follow-suit").render()


def test_the_rules_template_is_the_rulebooks_english() -> None:
    """``rules.pot`` is made from the rulebooks: the same English, a key per sentence and row."""
    made = {s.key: s for s in catalogues.rule_sentences()}
    expected = {
        rule.key + (f".{rule.row}" if rule.row else ""): rule
        for table in (TAROK_RULES, PAMFIL_RULES, SCHAFKOPF_RULES)
        for rule in _every_rule(table)
    }
    assert set(made) == set(expected)
    for key, sentence in made.items():
        rule = expected[key]
        assert rule.text.endswith(sentence.english), key
        assert rule.original.endswith(sentence.original), key
        assert msg(key).render("en") == sentence.english
    assert catalogues.rules_template() == catalogues.RULES_POT.read_text(encoding="utf-8")


GERMAN_PAGE = """\
# Schafkopf: die Regeln

=== "Deutsch"

    <span class="rule" id="sk-follow-suit">Die angespielte Farbe muss
    bedient werden.</span> Ein Satz ohne Regel.

    <span class="rule" id="sk-scoring-table">Abrechnung für das Sauspiel</span>

    | Hat der Spieler | dann hat er |
    |---|---|
    | <span class="rule" id="sk-scoring-table.won_simple">61–90 Augen, hat er gewonnen und
    erhält den Tarif.</span> | |
"""


@pytest.fixture
def german_pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A small German Schafkopf rules page in its place, and the engine's German catalogue
    compiled with it for the test (the real one back after)."""
    page = tmp_path / "de" / "schafkopf" / "rules.md"
    page.parent.mkdir(parents=True)
    page.write_text(GERMAN_PAGE, encoding="utf-8")
    monkeypatch.setattr(catalogues, "PAGES", tmp_path)
    compiled = catalogues.engine_catalogues()["de"]
    real = _CATALOGUES["de"]
    _CATALOGUES["de"] = _Catalogue(
        "de", compiled["messages"], compiled["nouns"], real.plural, real.conjunctions
    )
    yield tmp_path
    _CATALOGUES["de"] = real


def test_a_german_rule_sentence_comes_from_the_german_rules_page(german_pages: Path) -> None:
    assert catalogues.page_rules("de") == {
        "rule.sk-follow-suit": "Die angespielte Farbe muss bedient werden.",
        "rule.sk-scoring-table": "Abrechnung für das Sauspiel",
        "rule.sk-scoring-table.won_simple": "61–90 Augen, hat er gewonnen und erhält den Tarif.",
    }
    with in_locale("de"):
        assert SCHAFKOPF_RULES["sk-follow-suit"].to_json()["text"] == (
            "Die angespielte Farbe muss bedient werden."
        )
        assert SCHAFKOPF_RULES["sk-scoring-table"].item("won_simple").said() == (
            "Abrechnung für das Sauspiel: 61–90 Augen, hat er gewonnen und erhält den Tarif."
        )
        untranslated = SCHAFKOPF_RULES["sk-re"]  # not on the page: the English, for now
        assert untranslated.said() == untranslated.text
    assert (
        SCHAFKOPF_RULES["sk-follow-suit"].to_json()["text"]
        == SCHAFKOPF_RULES["sk-follow-suit"].text
    )


def test_a_span_that_is_no_rule_of_the_game_is_refused(german_pages: Path) -> None:
    page = german_pages / "de" / "schafkopf" / "rules.md"
    page.write_text('<span class="rule" id="sk-folow-suit">Tippfehler.</span>', "utf-8")
    with pytest.raises(SystemExit, match="sk-folow-suit"):
        catalogues.page_rules("de")


def test_seat_names_stay_english_where_no_language_is_asked() -> None:
    assert seat_names("schafkopf", 5)[-1] == "Dealer (sits out)"
    with in_locale("en-XA"):
        assert seat_names("tarok", 4) == ["[Ŕęķå]", "[Śŕöđéķ]", "[Žåđéķ]", "[Ķîñĝ]"]
