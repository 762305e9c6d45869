"""`check` with real question ids of every kind of every game and arbitrary answers.

The hypothesis fuzz of test_api.py almost never builds a valid question id, so it never
reaches a grader; this one always does. Answers come from a seeded generator (faster than
hypothesis here, and as reproducible): scalars of every JSON type, text with the digits,
signs and letters a number reader must not confuse, card codes good and bad, the shapes
each answer form takes (lists of cards, choice values, form objects), and the engine's own
key, mutated. 17 kinds × 3 levels × 4 seeds × 50 answers = 10,200 checks; none may come
back as internal_error, and each comes back as a verdict or a structured refusal.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from trainer.api import handle

SEEDS = (0, 1, 7, 422)
ANSWERS_PER_QUESTION = 50
REFUSALS = {"invalid_request", "empty_answer", "invalid_card", "invalid_position"}

CODES = ["OC", "UC", "AH", "10H", "10D", "KS", "T1", "T21", "SK", "6S", "7H", "KX", "T0", "AH "]
NUMBERISH = [
    "a7", "/7", "=7", "7a", "+7", "-7", "−7", " 7 ", "٣", "\uff17", "1e3", "7.0", "0x10", "1_000",
    "−", "+-7", "--7", "99999999999", "", " ", "\x00", "\ud800", "NaN", "Infinity",
]  # fmt: skip


def _text(rng: random.Random) -> str:
    alphabet = "aZ7+-−/=., :\u2212\u00a0\ud800\x00é٣\uff17T"
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 12)))


def _scalar(rng: random.Random) -> Any:
    pick = rng.randrange(9)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.choice([0, 1, -1, 7, 66, 2**53, -(2**63), 10**40])
    if pick == 3:
        return rng.choice([0.5, 7.0, -3.0, float("nan"), float("inf"), 1e300])
    if pick == 4:
        return rng.choice(NUMBERISH)
    if pick == 5:
        return rng.choice(CODES)
    if pick == 6:
        return str(rng.randrange(-5, 20))
    if pick == 7:
        return "x" * rng.choice([41, 500, 5000])
    return _text(rng)


def _value(rng: random.Random, depth: int = 0) -> Any:
    if depth > 2 or rng.random() < 0.5:
        return _scalar(rng)
    if rng.random() < 0.5:
        return [_value(rng, depth + 1) for _ in range(rng.randrange(0, 5))]
    keys = ["value", "cards", "card", "winner", "contract", "points", "x", ""]
    return {rng.choice(keys): _value(rng, depth + 1) for _ in range(rng.randrange(0, 4))}


def _mutate(key: Any, rng: random.Random) -> Any:
    """The engine's own answer, bent: a neighbour number, one card more or less, a field off."""
    if isinstance(key, bool) or key is None:
        return _scalar(rng)
    if isinstance(key, int):
        return rng.choice([key + 1, key - 1, str(key), f"a{key}", f"−{key}", {"value": key}])
    if isinstance(key, str):
        return rng.choice([key, key.upper(), f" {key} ", key + "x", [key], {"value": key}])
    if isinstance(key, list):
        bent = list(key)
        if bent and rng.random() < 0.5:
            bent.pop(rng.randrange(len(bent)))
        else:
            bent.append(rng.choice(CODES))
        return rng.choice([bent, ", ".join(map(str, bent)), [{"card": c} for c in bent]])
    if isinstance(key, dict):
        bent = dict(key)
        if bent:
            bent[rng.choice(list(bent))] = _scalar(rng)
        return bent
    return _scalar(rng)


def _answer(rng: random.Random, key: Any) -> Any:
    roll = rng.random()
    if roll < 0.1:
        return key
    if roll < 0.45:
        return _mutate(key, rng)
    return _value(rng)


def _question_ids() -> list[str]:
    ids = []
    games = handle({"op": "describe"})["games"]
    for game, info in games.items():
        for kind in info["quiz_kinds"]:
            options = {name: True for name in kind["needs"]}
            for level in (1, 2, 3):
                for seed in SEEDS:
                    request = {"op": "quiz", "game": game, "kind": kind["name"], "seed": seed}
                    request |= {"difficulty": level, "options": options}
                    response = handle(request)
                    assert response["ok"], response
                    ids.append(response["question"]["id"])
    return ids


QUESTION_IDS = _question_ids()


def test_every_kind_of_every_game_is_covered() -> None:
    games = handle({"op": "describe"})["games"]
    kinds = {(g, k["name"]) for g, info in games.items() for k in info["quiz_kinds"]}
    covered = {tuple(qid.split(":")[:2]) for qid in QUESTION_IDS}
    assert covered == kinds
    assert len(QUESTION_IDS) * ANSWERS_PER_QUESTION >= 10_000


@pytest.mark.parametrize("game", ["pamfil", "tarok", "schafkopf"])
def test_check_never_fails_badly_on_real_ids(game: str) -> None:
    rng = random.Random(f"check-fuzz:{game}")
    checked = 0
    for qid in (q for q in QUESTION_IDS if q.startswith(f"{game}:")):
        key = handle({"op": "check", "game": game, "question": qid, "answer": None})
        expected = key.get("expected") if key["ok"] else None
        for _ in range(ANSWERS_PER_QUESTION):
            answer = _answer(rng, expected)
            response = handle({"op": "check", "game": game, "question": qid, "answer": answer})
            where = f"{qid} answer={answer!r:.200}"
            if response["ok"]:
                assert isinstance(response["correct"], bool), where
            else:
                assert response["error"]["code"] in REFUSALS, (where, response["error"])
                assert len(response["error"]["message"]) <= 500, where
            json.dumps(response, allow_nan=False)
            checked += 1
    assert checked >= 3_000


def test_number_answers_that_are_not_numbers_are_read_as_unreadable() -> None:
    """`[+-−]` was a character range from '+' to '−' that took in every ASCII letter."""
    from trainer.errors import RequestError
    from trainer.quiz import answer_int

    for text in ("a7", "/7", "=7", "Z7", "+-7"):
        with pytest.raises(RequestError):
            answer_int(text)
    assert answer_int(" −7 ") == -7 and answer_int("+7") == 7 and answer_int("-7") == -7
    qid = next(q for q in QUESTION_IDS if q.startswith("pamfil:score:"))
    response = handle({"op": "check", "game": "pamfil", "question": qid, "answer": "a7"})
    assert response["ok"] and response["correct"] is False, response
