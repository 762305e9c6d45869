"""Quizzes: every kind at every level, for many seeds, through the JSON boundary."""

from __future__ import annotations

import json

import pytest

from trainer.api import handle

KINDS = ["legal_plays", "trick_winner", "auction", "mucha", "score"]
SEEDS = range(25)


def quiz(kind, seed, level, options=None):
    request = {"op": "quiz", "game": "pamfil", "kind": kind, "seed": seed, "difficulty": level}
    if options:
        request["options"] = options
    response = handle(request)
    assert response["ok"], response
    return response["question"]


def check(question, answer, options=None):
    request = {"op": "check", "game": "pamfil", "question": question, "answer": answer}
    if options:
        request["options"] = options
    response = handle(request)
    assert response["ok"], response
    return response


def wrong_answer(question, expected):
    kind = question["kind"]
    if kind == "legal_plays":
        hand = question["blocks"][question["answer"]["from"]]["cards"]
        illegal = [c for c in hand if c not in expected]
        return expected[1:] + illegal[:1]
    if kind == "trick_winner":
        trick = [p["card"] for p in question["blocks"][question["answer"]["from"]]["plays"]]
        return [next(c for c in trick if c != expected)]
    if kind == "auction":
        answer = dict(expected)
        answer["seat_0"] = "passed"
        answer["max_exchange"] = expected["max_exchange"] + 1
        return answer
    if kind == "mucha":
        values = [c["value"] for c in question["answer"]["choices"]]
        return next(v for v in values if v != expected)
    return expected + 1


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_kind_every_level(kind, level):
    for seed in SEEDS:
        question = quiz(kind, seed, level)
        text = json.dumps(question)
        assert '"key"' not in text and "expected" not in text
        assert question["prompt"].endswith(("?", "."))
        assert question == quiz(kind, seed, level), "same seed, same question"
        verdict = check(question, _expected(question))
        assert verdict["correct"], (question["id"], verdict)
        assert verdict["rule"]["id"].startswith("pf-")
        expected = verdict["expected"]
        wrong = check(question["id"], wrong_answer(question, expected))
        assert not wrong["correct"], question["id"]
        assert wrong["explanation"] and wrong["why"], question["id"]
        if question["answer"]["type"] in ("cards", "form"):
            assert wrong["details"], question["id"]


def _expected(question):
    # Ask the engine for the expected answer with a deliberately unreadable answer.
    verdict = check(question, {"nonsense": True} if question["kind"] != "auction" else 5)
    assert not verdict["correct"]
    return verdict["expected"]


def test_levels_are_what_they_promise():
    """Level 2+ trick winners are not won by the lead; legal-play questions are never trivial."""
    for seed in range(40):
        q = quiz("trick_winner", seed, 2)
        expected = _expected(q)
        assert q["blocks"][1]["plays"][0]["card"] != expected
        lp = quiz("legal_plays", seed, 1)
        hand = lp["blocks"][2]["cards"]
        assert len(_expected(lp)) < len(hand)


def test_level_three_legal_plays_use_the_tricky_rules():
    tricky = 0
    for seed in range(30):
        q = quiz("legal_plays", seed, 3)
        hand = q["blocks"][2]["cards"]
        wrong = [c for c in hand if c not in _expected(q)]
        verdict = check(q, wrong)
        messages = " ".join(d["message"] for d in verdict["details"]) + verdict["why"]
        tricky += "overtrump" in messages or "pamfil" in messages
    assert tricky >= 25


def test_each_wrong_card_is_explained():
    q = quiz("legal_plays", 3, 2)
    expected = _expected(q)
    hand = q["blocks"][2]["cards"]
    illegal = [c for c in hand if c not in expected]
    verdict = check(q, illegal)
    explained = {d["card"] for d in verdict["details"]}
    assert explained == set(hand), verdict
    assert all(d["rule"]["id"] == "pf-follow-beat" for d in verdict["details"])


def test_options_change_questions_and_travel_in_the_id():
    options = {"mucha_tie": "both", "ace_points": 11}
    q = quiz("mucha", 5, 3, options)
    assert "mucha_tie=both" in q["id"]
    assert {"label": "Two muchas with equal points", "value": "both score"} in q["rules_in_play"]
    assert check(q["id"], _expected_with(q, options))["correct"]


def _expected_with(question, options):
    return check(question["id"], {"nonsense": True}, options)["expected"]


def test_unreadable_answers_never_raise():
    q = quiz("score", 1, 1)
    for answer in ("abc", [1, 2], {"value": "x"}, True, 1.5):
        verdict = check(q, answer)
        assert verdict["correct"] is False and verdict["explanation"]


def test_an_empty_answer_is_refused_not_graded():
    for kind in KINDS:
        q = quiz(kind, 2, 1)
        for empty in (None, [], "", {}, {"seat_0": "", "max_exchange": ""}):
            response = handle({"op": "check", "game": "pamfil", "question": q, "answer": empty})
            assert response["ok"] is False and response["error"]["code"] == "empty_answer"
