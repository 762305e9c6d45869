"""Quiz: every kind × every level × many seeds."""

from __future__ import annotations

import json

import pytest

from trainer.api import handle
from trainer.i18n import render_json
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz import QUIZ

KINDS = sorted(QUIZ.kinds)


def _wrong(question):
    key = question.key
    form = question.answer["type"]
    if form == "cards":
        if question.answer["select"] == "one":
            return ["KH" if key != "KH" else "QH"]
        shown = question.blocks[question.answer["from"]]["cards"]
        return [c for c in shown if c not in key][:1]
    if form == "number":
        return key + 1
    if form == "choice":
        values = [c["value"] for c in question.answer["choices"]]
        return next(v for v in values if v != key)
    wrong = dict(key)
    name = next(iter(wrong))
    wrong[name] = "999" if not isinstance(wrong[name], int | float) else wrong[name] + 1
    return wrong


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_kind_and_level(kind, level):
    for seed in range(40):
        question = QUIZ.generate(kind, seed, level, TarokOptions())
        data = render_json(question.to_json())  # as the boundary says it
        assert "key" not in data and '"key"' not in json.dumps(data)
        assert data["prompt"].endswith("?") or data["prompt"].endswith(".")
        again = QUIZ.generate(kind, seed, level, TarokOptions())
        assert render_json(again.to_json()) == data, "same seed, same question"
        right = handle({"op": "check", "game": "tarok", "question": data, "answer": question.key})
        assert right["ok"] and right["correct"], (kind, level, seed, right)
        assert right["rule"]["id"].startswith("tk-")
        wrong = handle(
            {"op": "check", "game": "tarok", "question": data["id"], "answer": _wrong(question)}
        )
        assert wrong["ok"] and not wrong["correct"], (kind, level, seed)
        assert wrong["explanation"] and wrong["why"]


def test_quiz_op_and_garbage_answers():
    r = handle({"op": "quiz", "game": "tarok", "kind": "legal_plays", "seed": 3, "difficulty": 3})
    assert r["ok"] and "key" not in r["question"]
    for answer in (5, "ZZ", {"x": 1}, [1, 2], True):
        v = handle(
            {"op": "check", "game": "tarok", "question": r["question"]["id"], "answer": answer}
        )
        assert v["ok"] and v["correct"] is False, answer
    r = handle({"op": "quiz", "game": "tarok", "kind": "bidding", "seed": 3})
    assert r["error"]["code"] == "invalid_request"


def test_legal_plays_wrong_answer_explains_each_card():
    q = QUIZ.generate("legal_plays", 1, 3, TarokOptions())
    illegal = [c for c in q.context["hand"] if c not in q.key]
    v = QUIZ.kinds["legal_plays"].grade(q, illegal[:1])
    verdicts = {d["card"]: d["verdict"] for d in v.details}
    assert verdicts[illegal[0]] == "illegal"
    assert all(verdicts[code] == "missed" for code in q.key)
    assert all(d["message"] and d["rule"]["topic"] for d in v.details)


def test_level_conditions_hold():
    for seed in range(30):
        q = QUIZ.generate("legal_plays", seed, 3, TarokOptions())
        trick = q.context["trick"]
        assert any(c.startswith(("T", "SK")) for c in trick)
        q = QUIZ.generate("trick_winner", seed, 2, TarokOptions())
        assert q.key != q.context["trick"][0]


def test_option_changes_the_question_id():
    q = QUIZ.generate("exchange", 1, 3, TarokOptions(skis_counts_for_full_hand=False))
    assert "skis_counts_for_full_hand=false" in q.id
    v = handle({"op": "check", "game": "tarok", "question": q.id, "answer": q.key})
    assert v["correct"]


def test_a_solo_that_ends_the_auction_is_not_called_the_last_player_left() -> None:
    """TK-02: "Solo jest stawką ostateczną i automatycznie kończy licytację" (solo is the
    final bid and ends the auction automatically): after Ręka pas, Środek trójka, Zadek solo
    nobody else passed, so the explanation says the solo ended the auction."""
    from trainer.tarok.auction import Call, new_auction
    from trainer.tarok.quiz.auction import _outcome_why

    auction = new_auction(TarokOptions())
    calls = [
        {"seat": 0, "call": "pass"},
        {"seat": 1, "call": "trojka"},
        {"seat": 2, "call": "solo"},
    ]
    for c in calls:
        auction.apply(Call(c["seat"], c["call"], 1))
    assert auction.complete and auction.winner == 2
    why = _outcome_why(auction, calls)
    assert why.key == "tk.quiz.auction.why.solo" and why.args["seat"].seat == 2, why


def test_a_wrong_winner_of_a_solo_auction_is_not_told_everyone_passed() -> None:
    """TK-02 in the verdict too: "Solo jest stawką ostateczną i automatycznie kończy
    licytację" (solo is the final bid and ends the auction automatically). When a solo won
    an auction in which another player bid, the verdict on a wrong winner must not say that
    every other player passed."""
    checked = 0
    for seed in range(400):
        q = QUIZ.generate("auction", seed, 1 + seed % 2, TarokOptions())
        calls = q.context["calls"]
        winner = q.key["winner"]
        if not q.key["contract"].startswith("solo"):
            continue
        if all(c["call"] == "pass" for c in calls if str(c["seat"]) != winner):
            continue
        wrong = next(s for s in ("0", "1", "2") if s != winner)
        v = handle(
            {
                "op": "check",
                "game": "tarok",
                "question": q.id,
                "answer": {"winner": wrong, "contract": q.key["contract"]},
            }
        )
        texts = " ".join(d["message"] for d in v["details"])
        assert "every other player passed" not in texts, texts
        assert "ends it at once" in texts, texts
        checked += 1
    assert checked >= 3


def test_a_suit_card_is_ranked_in_the_lessons_words() -> None:
    """The suit's ranks as the lesson and the cards' names give them: "king, queen, cavalier,
    jack, ten" (the deck's one pip card is the ten; "pip" is a word the lessons never teach)."""
    said = 0
    for seed in range(120):
        q = QUIZ.generate("trick_winner", seed, 1, TarokOptions())
        for wrong in (p["card"] for p in q.blocks[q.answer["from"]]["plays"]):
            if wrong == q.key:
                continue
            v = handle({"op": "check", "game": "tarok", "question": q.id, "answer": [wrong]})
            texts = " ".join(d["message"] for d in v["details"])
            assert "pip)" not in texts, texts
            said += "(king, queen, cavalier, jack, ten)" in texts
    assert said >= 5
