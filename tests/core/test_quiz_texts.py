"""Every question and verdict of every game: the documented shapes, and words, never codes.

For every kind × level × many seeds, the question JSON is checked against the block shapes
(``tests/question_shapes.py``) and every learner-facing string is scanned for code-like
tokens (card codes, ``seat 2``, snake_case identifiers, rule anchors, note ids) and template
slips ("1 cards", a lower-case sentence start); so is the verdict after a right and after
wrong answers. The verdict's shape (``details``, ``rule``, ``example``) is the same for all
games, and an impossible empty answer is refused with ``empty_answer``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.learner_words import CODE_LIKE as LEARNER_CODE_LIKE
from tests.question_shapes import problems
from trainer.api import games, handle
from trainer.cards import TAROK_DECK
from trainer.errors import TrainerError
from trainer.i18n import _CATALOGUES, has_message, msg, render_json
from trainer.naming import words_of
from trainer.options import option_fields

ROOT = Path(__file__).resolve().parents[2]
GAMES = games()
SEEDS = range(20)

CODE_LIKE = [
    *LEARNER_CODE_LIKE,
    (re.compile(r"\^"), "exponent"),
    (re.compile(r"\b1 (?:cards|tricks|points|trumps|matadors|groups|stakes)\b"), "plural"),
]
SENTENCE_SLIP = re.compile(r"[.!?] [a-z]|\.\.|  |\s[,.;:]")


def _options_for(game: str, kind: dict[str, Any]) -> dict[str, Any] | None:
    return {name: True for name in kind["needs"]} or None


def _cases():
    for game, spec in GAMES.items():
        for kind in spec.quiz.describe(spec.options_type()):
            for level in (1, 2, 3):
                yield pytest.param(
                    game,
                    kind["name"],
                    level,
                    _options_for(game, kind),
                    id=f"{game}-{kind['name']}-{level}",
                )


def _question_strings(question: dict[str, Any]) -> list[str]:
    out = [question["prompt"]]
    for block in question["blocks"]:
        out += [block.get("label", ""), block.get("text", "")]
        out += list(block.get("columns", [])) + [c for row in block.get("rows", []) for c in row]
        out += [v for item in block.get("items", []) for v in (item["label"], item["value"])]
        out += [p["seat_name"] for p in block.get("plays", [])]
    answer = question["answer"]
    out.append(answer.get("label", ""))
    out += [c["label"] for c in answer.get("choices", [])]
    for field in answer.get("fields", []):
        out.append(field["label"])
        out += [c["label"] for c in field.get("choices", [])]
    out += [v for item in question["rules_in_play"] for v in item.values()]
    out += list(question["labels"].values())
    return [s for s in out if s]


def _verdict_strings(verdict: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(sentences we wrote, quoted rule texts): both scanned for codes, ours for style too."""
    ours = [verdict["expected_text"], verdict["why"], verdict["explanation"]]
    ours += [d["message"] for d in verdict["details"]]
    rules = [verdict["rule"]] + [d["rule"] for d in verdict["details"] if d["rule"]]
    ours += [r["topic"] for r in rules if r]
    quoted = [r["text"] for r in rules if r]
    return [s for s in ours if s], quoted


def _scan(strings: list[str], where: str, style: bool = True) -> None:
    for text in strings:
        for pattern, what in CODE_LIKE:
            found = pattern.search(text)
            assert not found, f"{where}: {what} {found.group()!r} in {text!r}"
        if style:
            assert not SENTENCE_SLIP.search(text), f"{where}: slip in {text!r}"
            assert not text[0].islower() or text.startswith("tarok"), (
                f"{where}: lower-case start {text!r}"
            )


def _check_verdict_shape(verdict: dict[str, Any], game: str, where: str) -> None:
    assert verdict["ok"], verdict
    keys = {"correct", "expected", "expected_text", "why", "explanation", "rule", "details"}
    assert keys | {"example", "question_id"} <= set(verdict), where
    assert verdict["why"] and verdict["expected_text"], where
    if verdict["correct"]:
        assert verdict["explanation"] == "", where
    else:
        assert verdict["explanation"] and verdict["explanation"] != verdict["why"], where
        assert verdict["why"] not in verdict["explanation"], where
    rule = verdict["rule"]
    assert set(rule) == {"id", "topic", "text", "href", "original", "note_href"}, where
    assert rule["href"] == f"{game}/rules/#{rule['id']}" and rule["topic"] != "The rules", where
    assert not rule["text"].rstrip().endswith(":"), f"{where}: a lead-in quoted as a rule"
    for d in verdict["details"]:
        assert set(d) - {"field", "message_msg"} == {"card", "verdict", "message", "rule"}, where
        assert d["verdict"] in ("illegal", "missed", "not_shown", "wrong"), where
    if verdict["example"] is not None:
        anchor = verdict["example"].removeprefix(f"{game}/examples/#")
        assert anchor in words_of(game).examples, where


def _wrong_answers(question: dict[str, Any], key: Any) -> list[Any]:
    answer = question["answer"]
    if answer["type"] == "cards":
        block = question["blocks"][answer["from"]]
        shown = block.get("cards") or [p["card"] for p in block["plays"]]
        if answer["select"] == "one":
            return [[c] for c in shown if c != key][:1]
        other = [c for c in shown if c not in key]
        return [[*key, *other[:1]], key[1:] or other[:1], other[:1] or shown[:1]]
    if answer["type"] == "choice":
        return [c["value"] for c in answer["choices"] if c["value"] != key][:2]
    if answer["type"] == "number":
        return [key + 1]
    wrong = {}
    for field in answer["fields"]:
        right = key[field["name"]]
        if field["type"] == "number":
            wrong[field["name"]] = right + 1
        else:
            wrong[field["name"]] = next(c["value"] for c in field["choices"] if c["value"] != right)
    return [wrong, {**key, answer["fields"][0]["name"]: wrong[answer["fields"][0]["name"]]}]


@pytest.mark.parametrize(("game", "kind", "level", "options"), list(_cases()))
def test_every_question_and_verdict_is_in_words(game, kind, level, options):
    book = GAMES[game].quiz
    for seed in SEEDS:
        where = f"{game}:{kind}:{level}:{seed}"
        request = {"op": "quiz", "game": game, "kind": kind, "seed": seed, "difficulty": level}
        if options:
            request["options"] = options
        response = handle(request)
        assert response["ok"], (where, response)
        question = response["question"]
        assert problems(question) == [], (where, problems(question))
        _scan(_question_strings(question), where)
        assert handle({"op": "quiz", "game": game, "id": question["id"]})["question"] == question
        key = book.generate(kind, seed, level, book.options_type(**(options or {}))).key
        for answer, right in [(key, True)] + [(w, False) for w in _wrong_answers(question, key)]:
            verdict = handle(
                {"op": "check", "game": game, "question": question["id"], "answer": answer}
            )
            _check_verdict_shape(verdict, game, where)
            assert verdict["correct"] is right, (where, answer, verdict)
            ours, quoted = _verdict_strings(verdict)
            _scan(ours, f"{where} answer {answer!r}")
            _scan(quoted, f"{where} rule", style=False)


# -- every other language ------------------------------------------------------------------------

OTHER_LOCALES = ("pl", "de", "en-XA")
LOCALE_SEEDS = range(4)
HOLE = re.compile(r"\{[A-Za-z_!:?|=]*\}")
"""A placeholder left in a text: a message said without one of its arguments."""
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")
"""A word in plain ASCII letters: in the pseudo-language, text that came from no catalogue."""
LIST_WORDS = re.compile(r"\] (?:and|or) \[")
"""The words that join a list ("[a], [b] and [c]"): the runtime's, plain in the pseudo-language."""


NOT_YET_MESSAGES = frozenset({("schafkopf", "legal_plays"), ("schafkopf", "trick_winner")})
"""The questions whose words are not all messages yet (Schafkopf's play questions, the play
rulings' area): the pseudo-language check skips them until they are."""


def _plain_texts(answer: Any) -> set[str]:
    """The sentences the answer's messages nest that come from no catalogue yet (the engine's
    score lines and auction refusals, which other areas make messages), from its ``*_msg``
    data: the pseudo-language check leaves them out, and checks everything around them."""
    found: set[str] = set()

    def walk(node: Any, in_args: bool) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, in_args or key == "args" or key.endswith("_msg"))
        elif isinstance(node, list):
            for value in node:
                walk(value, in_args)
        elif isinstance(node, str) and in_args and " " in node:
            found.add(node)

    walk({k: v for k, v in answer.items() if k.endswith("_msg")}, False)
    walk({k: v for k, v in answer.items() if not k.endswith("_msg")}, False)
    return found


def _check_said(
    texts: list[str], answer: dict[str, Any], locale: str, where: str, pseudo: bool = True
) -> None:
    plain = sorted(_plain_texts(answer), key=len, reverse=True)
    for text in texts:
        assert text.strip() and not HOLE.search(text), f"{where}: {text!r}"
        if locale == "en-XA" and pseudo:
            rest = text
            for sentence in plain:
                rest = rest.replace(sentence, "")
            found = ASCII_WORD.search(LIST_WORDS.sub("] [", rest))
            assert not found, f"{where}: {found.group()!r} came from no catalogue in {text!r}"


@pytest.mark.parametrize("locale", OTHER_LOCALES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_question_and_verdict_is_said_in_every_language(game, locale):
    """The English checks' intent in every language: every kind, level and many seeds, a right
    and wrong answers, said in Polish, German and the pseudo-language: nothing raises, no
    placeholder is left, and in the pseudo-language every word comes from a catalogue."""
    spec = GAMES[game]
    for kind in spec.quiz.describe(spec.options_type()):
        options = _options_for(game, kind)
        for level in (1, 2, 3):
            for seed in LOCALE_SEEDS:
                where = f"{locale} {game}:{kind['name']}:{level}:{seed}"
                request = {
                    "op": "quiz",
                    "game": game,
                    "kind": kind["name"],
                    "seed": seed,
                    "difficulty": level,
                    "locale": locale,
                    **({"options": options} if options else {}),
                }
                response = handle(request)
                assert response["ok"], (where, response)
                question = response["question"]
                assert problems(question) == [], (where, problems(question))
                pseudo = (game, kind["name"]) not in NOT_YET_MESSAGES
                _check_said(_question_strings(question), question, locale, where, pseudo)
                book = spec.quiz
                opts = book.options_type(**(options or {}))
                key = book.generate(kind["name"], seed, level, opts).key
                for answer in [key, *_wrong_answers(question, key)]:
                    verdict = handle(
                        {
                            "op": "check",
                            "game": game,
                            "question": question["id"],
                            "answer": answer,
                            "locale": locale,
                        }
                    )
                    _check_verdict_shape(verdict, game, where)
                    ours, _ = _verdict_strings(verdict)
                    _check_said(ours, verdict, locale, f"{where} answer {answer!r}", pseudo)


@pytest.mark.parametrize("locale", OTHER_LOCALES)
def test_the_quiz_kinds_are_named_in_every_language(locale):
    games = handle({"op": "describe", "locale": locale})["games"]
    for described in games.values():
        for kind in described["quiz_kinds"]:
            texts = [kind["title"], kind["description"], *kind["level_names"]]
            _check_said(texts, kind, locale, kind["name"])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_impossible_empty_answer_is_refused(game):
    spec = GAMES[game]
    for kind in spec.quiz.describe(spec.options_type()):
        options = _options_for(game, kind)
        request = {"op": "quiz", "game": game, "kind": kind["name"], "seed": 1}
        question = handle({**request, **({"options": options} if options else {})})["question"]
        for empty in (None, [], "", "  ", {}, {"value": ""}):
            response = handle(
                {"op": "check", "game": game, "question": question["id"], "answer": empty}
            )
            assert not response["ok"] and response["error"]["code"] == "empty_answer", response


def test_the_quiz_op_accepts_an_id_and_refuses_a_bad_one():
    made = handle({"op": "quiz", "game": "tarok", "kind": "exchange", "seed": 5, "difficulty": 2})
    again = handle({"op": "quiz", "game": "tarok", "id": made["question"]["id"]})
    assert again["question"] == made["question"]
    other = handle({"op": "quiz", "game": "pamfil", "id": made["question"]["id"]})
    assert other["error"]["code"] == "invalid_request"
    assert "tarok" in other["error"]["message"]


# -- the quiz agrees with the plain ops under every house rule --------------------------------


def _every_option_value(options_type: type):
    yield {}
    for field in option_fields(options_type):
        for value in field.metadata["choices"]:
            if value != field.default:
                yield {field.name: value}


def _legal_plays_request(game: str, question, context: dict[str, Any]) -> dict[str, Any]:
    if game == "schafkopf":
        position = context["position"]
        return {
            "contract": position.contract.to_json(),
            "hand": [c.code for c in position.hand],
            "trick": [c.code for c in position.trick],
            "history": context["history"],
        }
    request = {"hand": context["hand"], "trick": context["trick"], "history": context["history"]}
    if game == "pamfil":
        request.update(contract={"trump": context["trump"]}, players=context["players"])
    return request


@pytest.mark.parametrize("game", sorted(GAMES))
def test_legal_plays_keys_match_the_legal_plays_op_under_every_option(game):
    """The review's bug: the quiz built its Schafkopf position without the house rules."""
    spec = GAMES[game]
    for options in _every_option_value(spec.options_type):
        for level in (1, 2, 3):
            for seed in range(8):
                question = spec.quiz.generate(
                    "legal_plays", seed, level, spec.options_type(**options)
                )
                request = _legal_plays_request(game, question, question.context)
                response = handle(
                    {"op": "legal_plays", "game": game, "options": options, **request}
                )
                assert response["ok"], response
                assert sorted(response["legal"]) == sorted(question.key), (question.id, options)


def _trick_winner_request(game: str, context: dict[str, Any]) -> dict[str, Any]:
    if game == "schafkopf":
        return {"trick": [c.code for c in context["trick"]]}
    request: dict[str, Any] = {"trick": context["trick"]}
    if game == "pamfil":
        request.update(contract={"trump": context["trump"]}, players=context["players"], leader=0)
    return request


@pytest.mark.parametrize("game", ["pamfil", "tarok"])
def test_trick_winner_keys_match_the_trick_winner_op_under_every_option(game):
    spec = GAMES[game]
    for options in _every_option_value(spec.options_type):
        for level in (1, 2, 3):
            for seed in range(5):
                question = spec.quiz.generate(
                    "trick_winner", seed, level, spec.options_type(**options)
                )
                request = _trick_winner_request(game, question.context)
                response = handle(
                    {"op": "trick_winner", "game": game, "options": options, **request}
                )
                assert response["ok"], response
                assert response["card"] == question.key, question.id


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_kind_grades_its_own_key_right_under_every_option(game):
    spec = GAMES[game]
    for options in _every_option_value(spec.options_type):
        opts = spec.options_type(**options)
        for kind in spec.quiz.kinds.values():
            if not kind.available(opts):
                continue
            for level in (1, 2, 3):
                question = spec.quiz.generate(kind.name, 3, level, opts)
                assert kind.grade(question, question.key).correct, (question.id, options)
                data = render_json(question.to_json())  # as the boundary says it
                assert problems(data) == []
                shown = {item["label"] for item in data["rules_in_play"]}
                changed = set(options) & set(kind.affected_by)
                assert len(shown) == len(changed), (question.id, data["rules_in_play"])


# -- the review's specific slips --------------------------------------------------------------


def test_tarok_full_hand_bonus_shows_the_trump_count():
    """Review T-1 (seeds 422 and 564 then): a full hand is worth 50, 100 or 150 by its trumps."""
    from trainer.tarok.quiz.scores import bonus_table
    from trainer.tarok.scoring import Bonus

    rows = bonus_table([Bonus("full_hand", "soloist", True, trumps=11)])
    full_hand = {"code": "tk.quiz.score.bonus.full_hand_trumps", "args": {"n": 11}}
    assert rows[0][0].to_json() == full_hand
    assert render_json(rows) == [["Full hand (11 trumps)", "Soloist", "Yes", "Yes"]]


def test_schafkopf_one_to_one_explanation_says_so():
    """Review §3.2: under one_to_one the explanation stated the other reading."""
    spec = GAMES["schafkopf"]
    checked = 0
    for seed in range(20):
        qid = f"schafkopf:score:1:{seed}:ace_game_payment=one_to_one"
        question = spec.quiz._from_id(qid, "id")
        if question.context["contract"].kind.value != "ace_game":
            continue
        answer = {"value": 1, "declarer": 1}
        verdict = handle({"op": "check", "game": "schafkopf", "question": qid, "answer": answer})
        assert "each loser" in verdict["why"] and "each of the two" not in verdict["why"]
        checked += 1
    assert checked


def test_schafkopf_tout_questions_cite_the_tout_rules():
    for seed in range(40):
        q = GAMES["schafkopf"].quiz.generate("score", seed, 3, GAMES["schafkopf"].options_type())
        if q.context["contract"].info.tout:
            assert q.rule.id in ("sk-wenz-tout", "sk-suit-solo-tout"), q.id


def test_schafkopf_auctions_never_show_a_lower_later_call():
    from trainer.schafkopf.contracts import auction_rank

    spec = GAMES["schafkopf"]
    for options in ({}, {"wenz_equals_suit_solo": True}):
        opts = spec.options_type(**options)
        for level in (1, 2, 3):
            for seed in range(60):
                q = spec.quiz.generate("auction", seed, level, opts)
                ranks = [
                    auction_rank(c.contract.kind, opts.wenz_equals_suit_solo)
                    for c in q.context["calls"]
                    if c.contract is not None
                ]
                assert ranks == sorted(ranks), (q.id, ranks)


def test_every_rule_has_a_topic_and_every_example_anchor_exists():
    from trainer.pamfil.rulebook import RULES as PF
    from trainer.schafkopf.rulebook import RULES as SK
    from trainer.tarok.rulebook import RULES as TK

    missing = [
        rule.id
        for table in (PF, SK, TK)
        for rule in table.values()
        if not has_message(f"topic.{rule.id}")
    ]
    assert missing == []
    rule_ids = {rule.id for table in (PF, SK, TK) for rule in table.values()}
    topics = {
        key.removeprefix("topic.") for key in _CATALOGUES["en"].messages if key.startswith("topic.")
    }
    assert topics - {"fallback"} <= rule_ids  # and no topic of a rule that is not cited
    for rule in [r for table in (PF, SK, TK) for r in table.values() if r.note]:
        page = (ROOT / "docs" / rule.game / "rules.md").read_text(encoding="utf-8")
        assert f'id="note-{rule.note.lower()}"' in page, (rule.id, rule.note)
    for game in ("pamfil", "schafkopf", "tarok"):
        anchors = words_of(game).examples
        page = (ROOT / "docs" / game / "examples.md").read_text(encoding="utf-8")
        for anchor in anchors:
            assert f"{{ #{anchor} }}" in page, f"{game}/examples.md lacks {{ #{anchor} }}"


def test_describe_names_every_card_and_seat_in_words():
    games = handle({"op": "describe"})["games"]
    for game, described in games.items():
        spec = GAMES[game]
        assert described["deck"] in ("german", "tarok")
        assert set(described["card_names"]) >= {c.code for c in spec_deck(game)}
        for players in map(str, spec.players):
            assert len(described["seat_names"][players]) == int(players)
        _scan(list(described["card_names"].values()), f"{game} card names")
        for kind in described["quiz_kinds"]:
            assert len(kind["level_names"]) == len(kind["levels"]) == 3
            _scan([kind["title"], kind["description"], *kind["level_names"]], kind["name"])
        _scan([n for names in described["seat_names"].values() for n in names], game)


def spec_deck(game: str):
    from trainer.naming import deck

    return deck(game)


def _op(game: str, op: str, options: dict[str, Any], **request: Any) -> dict[str, Any]:
    response = handle({"op": op, "game": game, "options": options, **request})
    assert response["ok"], response
    return response


def _codes(cards) -> list[str]:
    return [c if isinstance(c, str) else c.code for c in cards]


Oracle = Callable[[str, Any, dict[str, Any]], None]
"""Checks one question's key (``question.key``) against an independent answer."""


def _card_points(game: str, question: Any, options: dict[str, Any]) -> None:
    cards = _codes(question.context["pile"])
    assert _op(game, "card_points", options, cards=cards)["points"] == question.key


def _sk_trick_winner(game: str, question: Any, options: dict[str, Any]) -> None:
    ctx = question.context
    contract = ctx["contract"].to_json()
    response = _op(game, "trick_winner", options, contract=contract, trick=_codes(ctx["trick"]))
    assert response["card"] == question.key


def _sk_auction(game: str, question: Any, options: dict[str, Any]) -> None:
    calls = [_sk_call(c) for c in question.context["calls"]]
    winner = _op(game, "auction", options, calls=calls)["winner"]
    assert question.key == (f"seat:{winner}" if winner is not None else "none")


def _sk_matadors(game: str, question: Any, options: dict[str, Any]) -> None:
    contract = question.context["contract"].to_json()
    cards = question.blocks[0]["cards"]
    matadors = _op(game, "matadors", options, contract=contract, cards=cards)["matadors"]
    assert matadors == question.key


def _sk_score(game: str, question: Any, options: dict[str, Any]) -> None:
    ctx = question.context
    response = _op(
        game,
        "score",
        options,
        contract=ctx["contract"].to_json(),
        declarer_points=ctx["points"],
        declarer_tricks=ctx["tricks"],
        doublings=ctx["doublings"],
        matadors=ctx["score"].matadors,
        **({} if ctx.get("pot") is None else {"pot": ctx["pot"]}),  # the kettle house rule
    )
    assert {"value": response["value"], "declarer": response["net"]["declarer"]} == question.key


def _tk_auction(game: str, question: Any, options: dict[str, Any]) -> None:
    ctx, key = question.context, question.key
    if isinstance(key, dict):  # who wins, with which bid
        response = _op(game, "auction", options, calls=ctx["calls"])
        assert str(response["winner"]) == key["winner"]
        contract = response["contract"]
        assert f"{contract['name']}:{contract['level']}" == key["contract"]
        return
    # which of the offered calls may be made now: that one is accepted, the others refused
    for i, call in enumerate(ctx["offered"]):
        response = handle(
            {"op": "auction", "game": game, "options": options, "calls": [*ctx["calls"], call]}
        )
        assert response["ok"] == (str(i) == key), (i, call, response)


def _tk_exchange(game: str, question: Any, options: dict[str, Any]) -> None:
    ctx, key = question.context, question.key
    if "parts" in ctx:  # which talon part may be taken: the op's first part
        response = _op(game, "exchange", options, contract=ctx["contract"], talon=ctx["talon"])
        assert response["parts"] == ctx["parts"] and key == response["parts"][0]
    elif "took" in ctx:  # what this discard is: too many or too few, a king, or legal
        discard = [TAROK_DECK.parse(code) for code in ctx["discard"]]
        expected = "legal"
        if len(discard) != ctx["took"]:
            expected = "count"
        elif any(card.rank == "K" for card in discard):
            expected = "renons"
        assert key == expected, (ctx, key)
    else:  # how many trumps count towards a full hand (the skiz only under the option)
        kept = [TAROK_DECK.parse(code) for code in question.blocks[0]["cards"]]
        skiz = options.get("skis_counts_for_full_hand", True)
        assert key == sum(1 for c in kept if c.number and (skiz or c.number != 22))


def _tk_trick_winner(game: str, question: Any, options: dict[str, Any]) -> None:
    trick = _codes(question.context["trick"])
    assert _op(game, "trick_winner", options, trick=trick)["card"] == question.key


def _tk_score(game: str, question: Any, options: dict[str, Any]) -> None:
    """No plain op takes the question's story; the key must balance and match its last line."""
    key = question.key
    seats = [value for name, value in key.items() if name.startswith("seat")]
    assert len(seats) == question.context["players"] and abs(sum(seats)) < 1e-6, key
    last = question.context["lines"][-1]  # the settlement (tk.score.total.*), as data
    assert last.key.startswith("tk.score.total.") and last.args["total"] == key["total"], (
        key,
        question.context,
    )


def _pf_trick_winner(game: str, question: Any, options: dict[str, Any]) -> None:
    ctx = question.context
    response = _op(
        game,
        "trick_winner",
        options,
        contract={"trump": ctx["trump"]},
        trick=_codes(ctx["trick"]),
        players=ctx["players"],
        leader=0,
    )
    assert response["card"] == question.key


def _pf_score(game: str, question: Any, options: dict[str, Any]) -> None:
    """The score op on the facts the question shows (by their messages' codes): declared or
    not, the tricks or a mucha, and whether the pamfil doubles him (which its story, the
    engine's score line, says)."""
    items = question.blocks[0]["items"]
    facts = {item["label"].key: item["value"] for item in items if hasattr(item["label"], "key")}
    status = items[2]["value"].key  # after the players and the trumps: the seat's call
    request: dict[str, Any] = {
        "declared": status not in ("pf.quiz.score.status.pass", "pf.quiz.score.status.silent"),
        "holds_pamfil": "doubl" in str(question.context["story"]).lower(),
    }
    if "pf.quiz.score.fact.mucha" in facts:
        request["mucha"] = True
    else:
        request["tricks"] = int(facts["pf.quiz.score.fact.tricks"])
    assert _op(game, "score", options, **request)["points"] == question.key, (request, facts)


def _pf_mucha(game: str, question: Any, options: dict[str, Any]) -> None:
    ctx = question.context
    contract = {"trump": ctx["trump"]}
    response = _op(game, "mucha", options, contract=contract, hands=ctx["hands"])
    expected = "+".join(map(str, response["winners"])) or "none"
    if response["outcome"] == "redeal":
        expected = "redeal"
    assert expected == question.key


def _pf_auction(game: str, question: Any, options: dict[str, Any]) -> None:
    ctx, key = question.context, question.key
    response = _op(game, "auction", options, players=ctx["players"], calls=ctx["calls"])
    assert response["max_exchange"] == key["max_exchange"]
    must = sorted(int(n[5:]) for n, role in key.items() if role == "must_play")
    assert sorted(response["must_play"]) == must


ORACLES: dict[tuple[str, str], Oracle] = {
    ("schafkopf", "card_points"): _card_points,
    ("schafkopf", "trick_winner"): _sk_trick_winner,
    ("schafkopf", "auction"): _sk_auction,
    ("schafkopf", "matadors"): _sk_matadors,
    ("schafkopf", "score"): _sk_score,
    ("tarok", "card_points"): _card_points,
    ("tarok", "auction"): _tk_auction,
    ("tarok", "exchange"): _tk_exchange,
    ("tarok", "trick_winner"): _tk_trick_winner,
    ("tarok", "score"): _tk_score,
    ("pamfil", "trick_winner"): _pf_trick_winner,
    ("pamfil", "score"): _pf_score,
    ("pamfil", "mucha"): _pf_mucha,
    ("pamfil", "auction"): _pf_auction,
}
"""(game, quiz kind) → its oracle. A kind without one fails the test below: no quiz kind
passes without its key being checked (``legal_plays`` is checked by its own grader tests and
the legality vectors)."""


def _agrees_with_op(game: str, kind: str, question: Any, options: dict[str, Any]) -> None:
    """One question's key against the plain op (or the independent count) for its position."""
    oracle = ORACLES.get((game, kind))
    assert oracle is not None, f"no oracle for the {game} quiz kind {kind!r}: add one"
    oracle(game, question, options)


def _sk_call(call) -> dict[str, Any]:
    if call.contract is None:
        return {"seat": call.seat, "call": "pass"}
    data = call.contract.to_json()
    return {"seat": call.seat, "call": data.pop("type"), **data}


def test_every_quiz_kind_but_legal_plays_has_its_oracle():
    kinds = {(game, kind) for game, spec in GAMES.items() for kind in spec.quiz.kinds}
    assert kinds - {(game, "legal_plays") for game in GAMES} == set(ORACLES)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_other_kinds_agree_with_the_plain_ops_under_every_option(game):
    spec = GAMES[game]
    for options in _every_option_value(spec.options_type):
        opts = spec.options_type(**options)
        for kind in spec.quiz.kinds.values():
            if not kind.available(opts) or kind.name in ("legal_plays",):
                continue
            for level in (1, 2, 3):
                question = spec.quiz.generate(kind.name, 4, level, opts)
                _agrees_with_op(game, kind.name, question, options)


def test_unreadable_numbers_are_graded_wrong_not_crashes():
    """Review issue 10 section 4: '[+-−]' was a range that swallowed letters; 'a7' is no number."""
    from trainer.quiz.answers import answer_int

    assert answer_int(" \u22127 ") == -7 and answer_int("+3") == 3
    for text in ("a7", "7a", "--7", "7.5", "1e3"):
        with pytest.raises(TrainerError):
            answer_int(text)
    qid = "schafkopf:card_points:1:3"
    verdict = handle({"op": "check", "game": "schafkopf", "question": qid, "answer": "a7"})
    assert verdict["ok"] and verdict["correct"] is False
    assert verdict["explanation"].startswith("That answer could not be read")


def test_draw_fails_with_a_readable_error():
    import random

    from trainer.quiz.sampling import NoPosition, draw

    assert draw(random.Random(1), lambda r: r.randrange(10), lambda n: n == 7) == 7
    with pytest.raises(NoPosition) as raised:
        draw(random.Random(1), lambda r: None, tries=5)
    said = str(raised.value.message)
    assert raised.value.message == msg("quiz.no_position")
    assert said[0].isupper() and "try another" in said
