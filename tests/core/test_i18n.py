"""Words as data: the message runtime, the ``locale`` field, and the catalogues' integrity.

The catalogues (``i18n/``) are the one home of every sentence the engine says. These tests keep
them whole: every key the code names exists, every key exists for a reason, every message's
arguments are named for its translators and rendered in every language with the counts whose
plural forms differ (0, 1, 2, 5, 12, 22, 25), and the page's renderer (``site/words.js``) says
each one exactly as the engine does.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

import i18n as catalogues  # (scripts/i18n.py: the catalogues' reader)
from trainer.api import handle
from trainer.cards import PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK, Card, Suit
from trainer.i18n import (
    _CATALOGUES,
    LOCALES,
    AllOf,
    AnyOf,
    Items,
    Message,
    Noun,
    Signed,
    Text,
    _Catalogue,
    fields_of,
    in_locale,
    msg,
    plural_index,
)

ROOT = Path(__file__).resolve().parents[2]

COUNTS = (0, 1, 2, 5, 12, 22, 25)
"""Numbers whose plural forms differ somewhere: Polish one (1), few (2, 22), many (0, 5, 12, 25)."""

DECKS = {"schafkopf": SCHAFKOPF_DECK, "pamfil": PAMFIL_DECK_36, "tarok": TAROK_DECK}


# -- the runtime --------------------------------------------------------------------------------


@pytest.fixture
def demo() -> Iterator[str]:
    """A small catalogue of its own, so the grammar is tested apart from the real texts."""
    messages = {
        "d.hold": ("masz {n} kartę", "masz {n} karty", "masz {n} kart"),
        "d.play": "zagraj {card:acc}",
        "d.start": "{card!u:nom} bije",
        "d.inside": "błędne: {card!l:label}",
        "d.won": "{seat} {seat?m=wziął|f=wzięła|*=wzięło} lewę",
        "d.all_won": "{seats} {seats?pl=wzięli|m=wziął|f=wzięła|*=wzięło} lewy",
        "d.braces": "{{dosłownie}} {n}",
        "d.list": "masz {cards:acc}",
        "d.signed": "wynik {v:signed}",
        "d.nested": "{inner}!",
    }
    nouns = {
        "card.x.A": ("m", {"": "as", "nom": "as", "acc": "asa", "label": "As"}),
        "card.x.Q": ("f", {"": "dama", "nom": "dama", "acc": "damę"}),
        "seat.x.hand": ("f", {"": "Ręka", "nom": "Ręka"}),
        "seat.x.middle": ("m", {"": "Środek", "nom": "Środek"}),
    }
    _CATALOGUES["demo"] = _Catalogue("demo", messages, nouns, "pl", {"and": "i", "or": "lub"})
    yield "demo"
    del _CATALOGUES["demo"]


def test_a_polish_plural_takes_one_few_or_many_by_the_count(demo: str) -> None:
    said = [msg("d.hold", n=n).render(demo) for n in COUNTS]
    assert said == [
        "masz 0 kart",
        "masz 1 kartę",
        "masz 2 karty",
        "masz 5 kart",
        "masz 12 kart",
        "masz 22 karty",
        "masz 25 kart",
    ]


def test_nouns_take_the_form_the_template_asks_and_the_first_letter_up(demo: str) -> None:
    ace, queen = Noun("card.x.A"), Noun("card.x.Q")
    assert msg("d.play", card=ace).render(demo) == "zagraj asa"
    assert msg("d.play", card=queen).render(demo) == "zagraj damę"
    assert msg("d.start", card=ace).render(demo) == "As bije"
    assert msg("d.inside", card=ace).render(demo) == "błędne: as"  # a label in running text
    assert msg("d.list", cards=AllOf([ace, queen])).render(demo) == "masz asa i damę"
    assert msg("d.list", cards=AnyOf([ace, queen, ace])).render(demo) == "masz asa, damę lub asa"


def test_a_word_can_agree_with_the_gender_of_a_noun(demo: str) -> None:
    assert msg("d.won", seat=Noun("seat.x.hand")).render(demo) == "Ręka wzięła lewę"
    assert msg("d.won", seat=Noun("seat.x.middle")).render(demo) == "Środek wziął lewę"


def test_a_list_of_one_agrees_as_its_one_name_and_a_longer_list_as_a_plural(demo: str) -> None:
    hand, middle = Noun("seat.x.hand"), Noun("seat.x.middle")
    assert msg("d.all_won", seats=AllOf([hand])).render(demo) == "Ręka wzięła lewy"
    assert msg("d.all_won", seats=AllOf([middle])).render(demo) == "Środek wziął lewy"
    assert msg("d.all_won", seats=AllOf([hand, middle])).render(demo) == "Ręka i Środek wzięli lewy"


def test_numbers_braces_signs_and_nested_messages(demo: str) -> None:
    assert msg("d.braces", n=-3).render(demo) == "{dosłownie} −3"
    assert msg("d.signed", v=Signed(2)).render(demo) == "wynik +2"
    assert msg("d.signed", v=-2).render(demo) == "wynik −2"
    assert msg("d.signed", v=0).render(demo) == "wynik 0"
    assert msg("d.hold", n=2.5).render(demo) == "masz 2,5 karty"
    inner = msg("d.play", card=Noun("card.x.A"))
    assert msg("d.nested", inner=inner).render(demo) == "zagraj asa!"


def test_a_seat_reads_as_the_players_own_name_at_a_real_table(demo: str) -> None:
    seat = Noun("seat.x.hand", seat=0)
    with in_locale("en", names=["Anna", "Ben", "Clara"]):
        assert msg("d.won", seat=seat).render(demo) == "Anna wzięła lewę"
    assert msg("d.won", seat=seat).render(demo) == "Ręka wzięła lewę"


def test_a_message_is_data_until_it_is_said() -> None:
    card = TAROK_DECK["T9"]
    said = msg("tk.play.not_in_hand", card=card)
    assert said.to_json() == {"code": "tk.play.not_in_hand", "args": {"card": "T9"}}
    assert str(said) == "tarok IX is not in your hand"
    with in_locale("en-XA"):
        assert str(said).startswith("[[ţåŕöķ ÎẊ] îš ñöţ")


def test_bad_templates_are_refused_where_they_are_read() -> None:
    for template in ("{card", "a } b", "{not an identifier}", "{card!x}", "{seat?m}"):
        with pytest.raises(ValueError):
            fields_of(template)


def test_the_gettext_plural_rule_agrees_with_cldr_for_polish() -> None:
    categories = {0: "one", 1: "few", 2: "many"}
    for n in range(0, 1000):
        if n == 1:
            expected = "one"
        elif n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
            expected = "few"
        else:
            expected = "many"
        assert categories[plural_index("pl", n)] == expected, n


# -- the locale field at the boundary -----------------------------------------------------------

REQUESTS = [
    {"op": "describe"},
    {"op": "legal_plays", "game": "tarok", "hand": ["KH", "QH", "T9"], "trick": ["JH"]},
    {"op": "state", "game": "schafkopf", "seed": 3, "players": 4, "actions": [], "view": 0},
    {"op": "quiz", "game": "pamfil", "kind": "legal_plays", "seed": 5},
    {"op": "bot", "game": "tarok", "seed": 2, "players": 3, "actions": [], "seat": 0},
]


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: f"{r.get('game', '')}-{r['op']}")
def test_english_asked_for_is_byte_identical_to_no_locale(request_: dict[str, object]) -> None:
    plain = json.dumps(handle(dict(request_)), ensure_ascii=False, sort_keys=True)
    english = json.dumps(handle({**request_, "locale": "en"}), ensure_ascii=False, sort_keys=True)
    assert english == plain


@pytest.mark.parametrize("locale", ["fr", "", "EN-US", 7, ["pl"]])
def test_an_unknown_locale_is_refused_with_the_choices(locale: object) -> None:
    answer = handle({"op": "describe", "locale": locale})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "unknown_locale"
    assert answer["error"]["path"] == "locale"
    assert "choose en, pl, de" in answer["error"]["message"]


def test_describe_lists_the_languages() -> None:
    assert handle({"op": "describe"})["locales"] == list(LOCALES)


def test_a_refusal_carries_its_code_and_arguments_beside_its_words() -> None:
    answer = handle(
        {"op": "legal_plays", "game": "tarok", "hand": ["KH", "QH", "T9"], "trick": ["JH"]}
    )
    refusal = answer["reasons"]["T9"]
    assert refusal["message"].startswith("tarok IX does not follow suit")
    assert refusal["message_msg"] == {
        "code": "tk.play.follow_suit",
        "args": {"card": "T9", "lead": "JH", "suit": "H", "cards": ["KH", "QH"], "n": 2},
    }


# -- the catalogues -----------------------------------------------------------------------------

ENGINE = catalogues.entries("engine")


def _string_constants(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value
        elif isinstance(node, ast.JoinedStr) and node.values:
            head = node.values[0]
            if isinstance(head, ast.Constant) and isinstance(head.value, str):
                yield head.value + "*"  # a key made from a prefix: "tk.contract.*"


CODE = ("trainer", "docs_ext")
"""Where messages are named: the engine, and the build-time extension (its words are the
engine's ``build`` domain, said in the build's language through ``docs_ext.words``)."""


def _code_files() -> Iterator[Path]:
    for folder in CODE:
        for path in (ROOT / folder).rglob("*.py"):
            if path.parent.name != "locale":
                yield path


def _keys_named_in_code() -> tuple[set[str], set[str]]:
    """The message keys the code names: literally, and as prefixes of keys it builds."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    key = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_-]+)*\.?\*?")
    for path in _code_files():
        for text in _string_constants(ast.parse(path.read_text(encoding="utf-8"))):
            if not key.fullmatch(text) or "." not in text:  # a key has an area: "option.*"
                continue
            if text.endswith("*"):
                prefixes.add(text[:-1])
            else:
                literal.add(text)
    return literal, prefixes


def test_every_message_the_code_names_is_in_a_catalogue() -> None:
    calls: set[str] = set()
    for path in _code_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("msg", "say", "say_html")
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                calls.add(str(node.args[0].value))
    missing = sorted(calls - set(ENGINE))
    assert not missing, f"named in code but in no i18n/engine/*.pot: {missing}"


def test_every_message_in_a_catalogue_is_named_by_the_code() -> None:
    literal, prefixes = _keys_named_in_code()
    unused = [
        key
        for key in ENGINE
        if key not in literal and not any(key.startswith(prefix) for prefix in prefixes)
    ]
    assert not unused, f"in a catalogue but named nowhere in trainer/ or docs_ext/: {unused}"


NOUNS = catalogues.nouns("en")


def _noun_keys_in_code() -> tuple[set[str], set[str]]:
    """The noun keys trainer/ spells out, literally and as prefixes of keys it builds: the
    first argument of every ``Noun(...)``, and every text inside a ``noun_key`` property or a
    ``*seat_keys`` function (a card's, a bid's, a contract's key; the seats at a table)."""
    literal: set[str] = set()
    prefixes: set[str] = set()

    key = re.compile(r"[a-z][a-z_]*(\.[A-Za-z0-9_]+)+")
    prefix = re.compile(r"[a-z][a-z_]*(\.[A-Za-z0-9_]+)*\.\*?")

    def take(node: ast.AST) -> None:
        for text in _string_constants(node):
            if prefix.fullmatch(text):
                prefixes.add(text.rstrip("*"))
            elif key.fullmatch(text):
                literal.add(text)

    for path in (ROOT / "trainer").rglob("*.py"):
        if path.parent.name == "locale":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Noun":
                if node.args and isinstance(node.args[0], ast.Constant | ast.JoinedStr):
                    take(node.args[0])
            elif isinstance(node, ast.FunctionDef) and (
                node.name == "noun_key" or node.name.endswith("seat_keys")
            ):
                take(node)
    return literal, prefixes


def test_every_noun_the_code_names_is_in_the_english_table() -> None:
    literal, prefixes = _noun_keys_in_code()
    missing = sorted(key for key in literal if key not in NOUNS)
    missing += [f"{p}*" for p in sorted(prefixes) if not any(k.startswith(p) for k in NOUNS)]
    assert not missing, f"named in trainer/ but in no i18n/nouns/en.toml: {missing}"


def test_every_noun_in_the_english_table_is_named_by_the_code() -> None:
    literal, prefixes = _noun_keys_in_code()
    unused = [
        key
        for key in NOUNS
        if key not in literal and not any(key.startswith(prefix) for prefix in prefixes)
    ]
    assert not unused, f"in i18n/nouns/en.toml but named nowhere in trainer/: {unused}"


def _names_the_games_give() -> Iterator[object]:
    """Every card, seat, suit, contract, call and announcement a game can name."""
    from trainer.games import load
    from trainer.naming import call_noun, contract_noun, seat_keys, suit_noun
    from trainer.schafkopf.contracts import CONTRACT_TYPES, Contract
    from trainer.tarok.contracts import LADDER

    for game in ("pamfil", "tarok", "schafkopf"):
        yield from DECKS[game]
        for players in load(game).players:
            yield from (Noun(key) for key in seat_keys(game, players))
        for suit in "CSHD":
            yield suit_noun(game, Suit(suit))
    yield from LADDER
    yield from (call_noun("tarok", {"call": kind}) for kind in ("pass", "hold"))
    yield from (call_noun(game, {"call": "pass"}) for game in ("pamfil", "schafkopf"))
    yield call_noun("pamfil", {"call": "play"})
    for kind, row in CONTRACT_TYPES.items():
        yield Contract(kind)
        suits = {"called": "CSD", "trump": "CSHD"}.get(row.needs or "", "")
        for suit in suits:
            yield Contract(kind, **{row.needs or "": Suit(suit)})
            yield contract_noun("schafkopf", {"type": str(kind), row.needs or "": suit})
    for name in ("full_hand", "volat", "pagat_ultimo", "trull", "kings"):
        yield Noun(f"announcement.tarok.{name}")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_name_a_game_gives_is_said_in_every_language(locale: str) -> None:
    """A name the engine can give (not only the keys its code spells out): each has its noun,
    and each language says it (English where a table lacks it; the pseudo-language marked)."""
    from trainer.i18n import say

    unnamed = []
    with in_locale(locale):
        for name in _names_the_games_give():
            key = getattr(name, "noun_key", None)
            if key is not None and key not in NOUNS:
                unnamed.append(key)
                continue
            for form in ("", "label"):
                text = say(name, form)
                if not text or (locale == "en-XA" and not text.startswith("[")):
                    unnamed.append(f"{key}: {text!r}")
    assert not unnamed, unnamed


def _arg_kinds(entry: catalogues.Entry) -> dict[str, str]:
    kinds: dict[str, str] = {}
    for comment in entry.comments:
        if comment.startswith("args:"):
            for pair in comment.removeprefix("args:").split():
                name, _, kind = pair.partition("=")
                kinds[name] = kind
    return kinds


@pytest.mark.parametrize("key", sorted(ENGINE))
def test_every_message_names_its_arguments_for_its_translators(key: str) -> None:
    entry = ENGINE[key]
    used = {name for text in entry.english for name, _, _ in fields_of(text)}
    if len(entry.english) > 1:
        used.add("n")
    kinds = _arg_kinds(entry)
    assert set(kinds) == used, f"{key}: the '#. args:' comment must name exactly {sorted(used)}"


def _sample(kind: str, count: int) -> object:
    """An argument of this kind for a rendering test."""
    base, _, detail = kind.partition("/")
    if base in ("count", "number"):
        return count
    if base == "signed":
        return Signed(count)
    if base == "text":
        return Text("Anna")
    if base == "card":
        return DECKS[detail].cards[count % len(DECKS[detail])]
    if base in ("cards", "cards-or"):
        deck = DECKS[detail].cards
        chosen = [deck[(count + i) % len(deck)] for i in range(1 + count % 3)]
        return AllOf(chosen) if base == "cards" else AnyOf(chosen)
    if base == "suit":
        return Noun(f"suit.{detail}.{'CSHD'[count % 4]}")
    if base == "noun":
        keys = sorted(k for k in catalogues.nouns("en") if k.startswith(detail))
        assert keys, f"no noun starts with {detail}"
        return Noun(keys[count % len(keys)])
    if base in ("nouns", "nouns-or"):  # a list of names (bids, calls): "a, b and c" / "… or c"
        keys = sorted(k for k in catalogues.nouns("en") if k.startswith(detail))
        assert keys, f"no noun starts with {detail}"
        chosen = [Noun(keys[(count + i) % len(keys)]) for i in range(1 + count % 3)]
        return AllOf(chosen) if base == "nouns" else AnyOf(chosen)
    if base == "message":  # a nested message, with arguments of its own kinds
        nested = _arg_kinds(ENGINE[detail])
        return Message(detail, {name: _sample(k, count) for name, k in nested.items()})
    raise AssertionError(f"unknown argument kind {kind!r}")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_is_said_in_every_language_with_every_count(locale: str) -> None:
    failures = []
    for key, entry in ENGINE.items():
        kinds = _arg_kinds(entry)
        for count in COUNTS:
            args = {name: _sample(kind, count) for name, kind in kinds.items()}
            try:
                text = Message(key, args).render(locale)
            except Exception as error:
                failures.append(f"{key} ({count}): {error!r}")
                continue
            if re.search(r"\{[a-z_!:?]*\}", text) or not text.strip():
                failures.append(f"{key} ({count}): {text!r}")
    assert not failures, "\n".join(failures[:40])


CLDR_FORMS = {"pl": ("one", "few", "many"), "de": ("one", "other")}
"""A language's plural categories for whole numbers (CLDR), in the order of its PO forms."""


def cldr_category(lang: str, n: int) -> str:
    """CLDR's plural category of a whole number, written out from CLDR's rules apart from the
    engine's ``plural_index``: Polish one (1), few (2–4, 22–24, … but not 12–14), many (the
    rest); German one (1), other (the rest)."""
    if n == 1:
        return "one"
    if lang == "de":
        return "other"
    return "few" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "many"


@pytest.mark.parametrize("lang", catalogues.LANGUAGES)
def test_every_message_is_said_in_the_language_in_its_cldr_plural_form(lang: str) -> None:
    """Issues 34 and 35, "Done when": every message of the engine rendered in Polish and in
    German with the counts 0, 1, 2, 5, 12, 22, 25 (German's own four, 0, 1, 2, 12, among them):
    each is the language's own (none falls back to English), a plural has the language's
    forms, and the count takes the form of its CLDR category: the text said is the one the
    category's form says, rendered through a catalogue holding only that form."""
    own = _CATALOGUES[lang]  # its PO files' messages and its rules pages' sentences
    english_only = sorted(set(ENGINE) - set(own.messages))
    assert not english_only, f"said in English in {lang}: {english_only}"
    forms = CLDR_FORMS[lang]
    for index, category in enumerate(forms):  # one catalogue per category, its form alone
        messages = {k: m if isinstance(m, str) else m[index] for k, m in own.messages.items()}
        _CATALOGUES[f"{lang}:{category}"] = _Catalogue(
            lang, messages, own.nouns, own.plural, own.conjunctions
        )
    wrong = []
    try:
        for key, entry in ENGINE.items():
            said = own.messages[key]
            if not isinstance(said, str) and len(said) != len(forms):
                wrong.append(f"{key}: {len(said)} forms, not {len(forms)}")
                continue
            kinds = _arg_kinds(entry)
            for count in COUNTS:
                args = {name: _sample(kind, count) for name, kind in kinds.items()}
                text = Message(key, args).render(lang)
                expected = Message(key, args).render(f"{lang}:{cldr_category(lang, count)}")
                if text != expected:
                    wrong.append(f"{key} ({count}): {text!r}, not {expected!r}")
    finally:
        for category in forms:
            del _CATALOGUES[f"{lang}:{category}"]
    assert not wrong, "\n".join(wrong[:40])


@pytest.mark.parametrize("lang", catalogues.LANGUAGES)
def test_a_translation_uses_the_arguments_the_english_gives(lang: str) -> None:
    done = catalogues.translations("engine", lang)
    wrong = []
    for key, text in done.items():
        english = {n for t in ENGINE[key].english for n, _, _ in fields_of(t)} | {"n"}
        forms = [text] if isinstance(text, str) else list(text)
        for form in forms:
            names = {n for n, _, _ in fields_of(form)}
            if not names <= english:
                wrong.append(f"{key}: {sorted(names - english)} not in the English")
    assert not wrong, "\n".join(wrong)


# -- the page's renderer says the same ----------------------------------------------------------


def _js_arg(value: object) -> object:
    if isinstance(value, Message):
        return {"key": value.key, "args": {k: _js_arg(v) for k, v in value.args.items()}}
    if isinstance(value, Card):
        return {"noun": value.noun_key}
    if isinstance(value, Noun):
        return {"noun": value.key}
    if isinstance(value, Items):
        return {"items": [_js_arg(i) for i in value.items], "conjunction": value.conjunction}
    if isinstance(value, Signed):
        return {"signed": value.value}
    if isinstance(value, Text):
        return value.text
    return value


def test_the_page_says_every_message_as_the_engine_does(tmp_path: Path) -> None:
    vectors = []
    for locale in LOCALES:
        for key, entry in ENGINE.items():
            kinds = _arg_kinds(entry)
            for count in COUNTS:
                args = {name: _sample(kind, count) for name, kind in kinds.items()}
                vectors.append(
                    {
                        "locale": locale,
                        "key": key,
                        "args": {k: _js_arg(v) for k, v in args.items()},
                        "said": Message(key, args).render(locale),
                    }
                )
    data = tmp_path / "vectors.json"
    data.write_text(json.dumps(vectors, ensure_ascii=False), encoding="utf-8")
    engine = {  # the engine's own catalogues, in the shape of the page's compiled ones
        locale: {
            "locale": locale,
            "plural": catalogue.plural,
            "messages": dict(catalogue.messages),
            "nouns": {key: [gender, forms] for key, (gender, forms) in catalogue.nouns.items()},
            # the pseudo-language's lists are joined with its own words (no Intl language)
            **({"conjunctions": dict(catalogue.conjunctions)} if locale == "en-XA" else {}),
        }
        for locale, catalogue in _CATALOGUES.items()
        if locale in LOCALES
    }
    (tmp_path / "catalogues.json").write_text(json.dumps(engine, ensure_ascii=False), "utf-8")
    script = tmp_path / "render.mjs"
    words = (ROOT / "docs" / "javascripts" / "site" / "words.js").as_uri()
    script.write_text(
        f"""
import {{ readFileSync }} from "node:fs";
import {{ wordsFor }} from "{words}";
const catalogues = JSON.parse(readFileSync(process.argv[3], "utf8"));
const vectors = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byLocale = {{}};
const wrong = [];
for (const v of vectors) {{
  byLocale[v.locale] ??= wordsFor(catalogues[v.locale], catalogues.en);
  const said = byLocale[v.locale].t(v.key, v.args);
  if (said !== v.said) wrong.push({{ key: v.key, locale: v.locale, js: said, py: v.said }});
}}
console.log(JSON.stringify(wrong.slice(0, 20)));
""",
        encoding="utf-8",
    )
    result = subprocess.run(
        ["node", str(script), str(data), str(tmp_path / "catalogues.json")],
        capture_output=True,
        text=True,
        check=True,
    )
    wrong = json.loads(result.stdout)
    assert not wrong, wrong


def test_a_table_row_of_the_rules_is_quoted_in_every_language() -> None:
    """A row the rules page shows as table cells ("rule.<id>.<row>") has no span: Polish quotes
    Pamfil's and Tarok's Polish original (the rulebook's own row), and the other rows come from
    rules.<lang>.po in the page's words; none falls back to English."""
    with in_locale("pl"):
        assert str(msg("rule.pf-score-declared.two")) == "dwie lewy – 0 pkt."
        assert str(msg("rule.tk-volat.trojka")) == "Trójka: 300 pkt"
        assert str(msg("rule.sk-scoring-table.won_simple")).startswith("Jeśli rozgrywający")
    with in_locale("de"):
        assert str(msg("rule.tk-volat.trojka")) == "Trójka: 300 Punkte."
        assert str(msg("rule.pf-score-declared.two")) == "zwei Stiche – 0 Punkte."
    rows = [key for key in ENGINE if key.startswith("rule.") and key.count(".") > 1]
    assert rows
    english = {key: str(msg(key)) for key in rows}
    for lang in ("pl", "de"):
        with in_locale(lang):
            same = [key for key in rows if str(msg(key)) == english[key]]
        assert not same, f"{lang}: rows said in English: {same}"
