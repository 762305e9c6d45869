"""Quiz: every kind × level × many seeds; the engine's key is correct, wrong answers explained."""

from __future__ import annotations

import pytest

from trainer.schafkopf.quiz import QUIZ

from .helpers import api

KINDS = ["legal_plays", "trick_winner", "auction", "score", "card_points", "matadors"]
SEEDS = range(25)


def options_for(kind):
    return {"matadors": True} if kind == "matadors" else None


def quiz(kind, seed, level, options=None):
    response = api(op="quiz", kind=kind, seed=seed, difficulty=level, options=options)
    assert response["ok"], response
    return response["question"]


def check(question, answer, options=None):
    response = api(op="check", question=question, answer=answer, options=options)
    assert response["ok"], response
    return response


def wrong_answers(question, key):
    """Some wrong answers in the forms the page may send."""
    answer = question["answer"]
    if answer["type"] == "cards":
        block = question["blocks"][answer["from"]]
        shown = block.get("cards") or [p["card"] for p in block["plays"]]
        if answer["select"] == "one":
            return [[c] for c in shown if c != key][:2]
        illegal = [c for c in shown if c not in key]
        return [key + illegal[:1], key[1:] if len(key) > 1 else illegal[:1]]
    if answer["type"] == "choice":
        return [c["value"] for c in answer["choices"] if c["value"] != key][:2]
    if answer["type"] == "number":
        return [key + 1, str(key + 4)]
    return [
        {"value": key["value"] + 1, "declarer": key["declarer"]},
        {"value": key["value"], "declarer": -key["declarer"] or 7},
        5,
    ]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_kind_level_and_seed(kind, level):
    options = options_for(kind)
    for seed in SEEDS:
        question = quiz(kind, seed, level, options)
        assert "key" not in question and question["prompt"].endswith(("?", "."))
        assert question == quiz(kind, seed, level, options), "same seed, same question"
        internal = QUIZ.generate(kind, seed, level, QUIZ.options_type(**(options or {})))
        key = internal.key
        verdict = check(question, key, options)
        assert verdict["correct"], (question["id"], verdict)
        assert verdict["rule"]["id"].startswith("sk-") and verdict["rule"]["href"]
        by_id = check(question["id"], key, options)
        assert by_id["correct"]
        for wrong in wrong_answers(question, key):
            verdict = check(question, wrong, options)
            assert not verdict["correct"], (question["id"], wrong)
            assert len(verdict["explanation"]) > 20 and verdict["why"]
        garbage = check(question, {"nonsense": [1, 2]}, options)
        assert garbage["correct"] is False


def test_legal_plays_questions_have_an_illegal_card_and_explain_each_part():
    for seed in range(40):
        question = QUIZ.generate("legal_plays", seed, 3, QUIZ.options_type())
        hand = question.blocks[question.answer["from"]]["cards"]
        illegal = [c for c in hand if c not in question.key]
        assert illegal, "never trivial"
        verdict = QUIZ.kinds["legal_plays"].grade(question, hand)
        assert not verdict.correct
        marked = {d["card"]: d for d in verdict.details}
        assert set(marked) == set(illegal)
        assert all(d["verdict"] == "illegal" and d["message"] for d in marked.values())
        missed = QUIZ.kinds["legal_plays"].grade(question, illegal[:1])
        marked = {d["card"]: d["verdict"] for d in missed.details}
        assert all(marked[code] == "missed" for code in question.key)


def test_level_3_legal_plays_use_called_ace_or_wenz():
    themes = set()
    for seed in range(40):
        question = QUIZ.generate("legal_plays", seed, 3, QUIZ.options_type())
        contract = question.blocks[0]["items"][0]["value"]
        themes.add("wenz" if "Wenz" in contract else "called")
        if "Ace game" in contract:
            assert question.rule.id.startswith("sk-called-ace")
    assert themes == {"wenz", "called"}


def test_trick_winner_level_2_is_not_won_by_the_lead():
    for seed in range(30):
        question = QUIZ.generate("trick_winner", seed, 2, QUIZ.options_type())
        assert question.key != question.context["trick"][0].code


def test_matadors_kind_only_with_the_option():
    bad = api(op="quiz", kind="matadors", seed=1)
    assert not bad["ok"] and bad["error"]["code"] == "unavailable"
    kinds = api(op="describe")["games"]["schafkopf"]["quiz_kinds"]
    assert {k["name"]: k["available"] for k in kinds}["matadors"] is False


def test_option_changes_the_question_id():
    question = quiz("legal_plays", 3, 1, {"runaway_min_cards": 4})
    assert question["id"].endswith("runaway_min_cards=4")
    hand = question["blocks"][question["answer"]["from"]]["cards"]
    verdict = check(question["id"], hand)
    assert verdict["correct"] is (len(hand) == len(verdict["expected"]))


def test_a_score_form_with_one_empty_field_grades_the_other():
    question = quiz("score", 2, 1)
    key = QUIZ.generate("score", 2, 1, QUIZ.options_type()).key
    verdict = check(question["id"], {"value": key["value"], "declarer": ""})
    assert verdict["correct"] is False
    assert [d["field"] for d in verdict["details"]] == ["declarer"]


def test_a_wrong_score_field_is_told_once_how_the_value_is_made_up():
    """Seen in the lesson screenshots: "The value is 5: Won: the base of 5 = 5." under a why
    that already said "Won: the base of 5 = 5": the field's line says the number and the
    answer given, and the why alone says how the value is made up."""
    for seed in range(6):
        question = quiz("score", seed, 1)
        key = QUIZ.generate("score", seed, 1, QUIZ.options_type()).key
        verdict = check(question["id"], {"value": key["value"] + 1, "declarer": key["declarer"]})
        (line,) = [d["message"] for d in verdict["details"]]
        assert line == f"The value is {key['value']}, not {key['value'] + 1}.", line
        assert line not in verdict["why"]
