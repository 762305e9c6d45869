"""The JSON boundary: structured errors for everything, never an exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.api import MAX_REQUEST_BYTES, handle, handle_json


def error_of(response: dict) -> dict:
    assert response["ok"] is False, response
    error = response["error"]
    assert set(error) >= {"code", "message", "path"}
    assert isinstance(error["message"], str) and error["message"]
    return error


# The ops every game answers (its own and the protocol's), and those only one game has.
EVERY_GAMES_OPS = {
    "auction",
    "bot",
    "card_points",
    "check",
    "coach",
    "hint",
    "legal_plays",
    "quiz",
    "review",
    "score",
    "state",
    "trick_winner",
}
OWN_OPS = {"pamfil": {"mucha"}, "tarok": {"exchange"}, "schafkopf": {"all_pass", "matadors"}}


def test_describe_lists_games_contracts_options_ops_and_version() -> None:
    response = handle({"op": "describe"})
    assert response["ok"] is True
    assert response["version"]
    assert set(response["games"]) == set(OWN_OPS)
    for game_id, game in response["games"].items():
        assert game["contracts"]
        names = [op["name"] for op in game["ops"]]
        assert len(names) == len(set(names)), names
        assert set(names) >= EVERY_GAMES_OPS | OWN_OPS[game_id], game_id
        others = set().union(*(own for other, own in OWN_OPS.items() if other != game_id))
        assert not others & set(names), game_id
        for op in game["ops"]:
            assert op["doc"] and isinstance(op["fields"], list), op
        for option in game["options"]:
            assert option["default"] in option["choices"]
            assert option["doc"]


def test_card_points_of_each_game() -> None:
    assert (
        handle({"op": "card_points", "game": "schafkopf", "cards": ["AH", "10H"]})["points"] == 21
    )
    assert (
        handle({"op": "card_points", "game": "tarok", "cards": ["T1", "T21", "SK"]})["points"] == 13
    )


def test_readable_errors() -> None:
    error = error_of(handle({"op": "card_points", "game": "schafkopf", "cards": ["OC", "KX"]}))
    assert error == {
        "code": "invalid_card",
        "message": "'KX' is not a card of the Schafkopf deck",
        "message_msg": {"code": "core.card.unknown.schafkopf", "args": {"text": "KX"}},
        "path": "cards[1]",
    }
    error = error_of(handle({"op": "card_points", "game": "schafkopf", "cards": ["OC", "oc"]}))
    assert error["code"] == "invalid_position" and error["message"] == "cards[1] repeats OC"
    assert error_of(handle({"op": "nonsense", "game": "tarok"}))["code"] == "unknown_op"
    assert error_of(handle({"op": "describe", "game": 3, "x": 1}))["code"] == "invalid_request"
    assert error_of(handle({"op": "card_points", "game": "chess"}))["code"] == "unknown_game"
    assert error_of(handle({"game": "tarok"}))["path"] == "op"
    assert error_of(handle([1, 2]))["code"] == "invalid_request"
    error = error_of(handle({"op": "card_points", "game": "tarok", "cards": [], "hnad": []}))
    assert error["path"] == "hnad"


def test_options_are_validated() -> None:
    ok = handle({"op": "card_points", "game": "pamfil", "cards": ["AH"], "options": {}})
    assert ok["points"] == 10
    eleven = {"op": "card_points", "game": "pamfil", "cards": ["AH"], "options": {"ace_points": 11}}
    assert handle(eleven)["points"] == 11
    bad = {"op": "card_points", "game": "pamfil", "cards": ["AH"], "options": {"ace_points": 12}}
    error = error_of(handle(bad))
    assert error["code"] == "invalid_options" and error["path"] == "options.ace_points"
    unknown = {"op": "card_points", "game": "pamfil", "cards": [], "options": {"nope": True}}
    assert error_of(handle(unknown))["code"] == "invalid_options"
    string_bool = {
        "op": "card_points",
        "game": "schafkopf",
        "cards": [],
        "options": {"matadors": 1},
    }
    assert error_of(handle(string_bool))["code"] == "invalid_options"


def test_too_large_and_bad_json() -> None:
    big = json.dumps({"op": "describe", "pad": "x" * MAX_REQUEST_BYTES})
    assert error_of(json.loads(handle_json(big)))["code"] == "too_large"
    assert error_of(json.loads(handle_json("{not json")))["code"] == "bad_json"
    assert error_of(json.loads(handle_json("[" * 5000 + "]" * 5000)))["code"] in (
        "bad_json",
        "too_large",
    )
    deep: object = "OC"
    for _ in range(40):
        deep = [deep]
    nested = {"op": "card_points", "game": "schafkopf", "cards": deep}
    assert error_of(handle(nested))["code"] == "too_large"


def test_request_ids_are_echoed() -> None:
    assert handle({"op": "describe", "id": 7})["id"] == 7
    assert handle({"op": "nope", "id": "a"})["id"] == "a"


# -- property: nothing a page could send makes the boundary raise --------------------------------

CARDISH = st.sampled_from(["OC", "10H", "T21", "SK", "KX", "", " uc ", "6H", "T0", "kh"])
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    CARDISH,
)
JSONISH = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=8), st.dictionaries(st.text(max_size=10), children, max_size=6)
    ),
    max_leaves=40,
)
OPS = st.sampled_from(
    [
        "describe",
        "card_points",
        "legal_plays",
        "trick_winner",
        "auction",
        "score",
        "matadors",
        "mucha",
        "quiz",
        "check",
        "state",
        "exchange",
        "nope",
        "",
    ]
)
GAMES = st.sampled_from(["schafkopf", "tarok", "pamfil", "TAROK", "chess", ""])
FIELDS = st.sampled_from(
    [
        "cards",
        "hand",
        "trick",
        "history",
        "contract",
        "calls",
        "players",
        "kind",
        "seed",
        "difficulty",
        "question",
        "answer",
        "hands",
        "options",
        "declared",
        "tricks",
        "actions",
    ]
)
REQUESTS = st.one_of(
    JSONISH,
    st.fixed_dictionaries(
        {"op": OPS, "game": GAMES},
        optional={"options": JSONISH},
    ).flatmap(
        lambda base: st.dictionaries(FIELDS, JSONISH, max_size=5).map(
            lambda extra: {**extra, **base}
        )
    ),
    st.lists(CARDISH, max_size=200).map(
        lambda cards: {"op": "card_points", "game": "schafkopf", "cards": cards}
    ),
)


TEXTS = st.one_of(st.text(max_size=300), REQUESTS.map(json.dumps))


def fuzz(examples: int):
    """Hypothesis's settings for a fuzzing budget of ``examples`` requests."""
    return settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck))


def never_raises(request) -> None:
    response = handle(request)
    assert isinstance(response, dict)
    assert isinstance(response.get("ok"), bool)
    if not response["ok"]:
        assert response["error"]["code"] != "internal_error", response
        assert response["error"]["message"]
    json.dumps(response)  # always serialisable


def text_never_raises(text) -> None:
    response = json.loads(handle_json(text))
    assert isinstance(response["ok"], bool)
    if not response["ok"]:
        assert response["error"]["code"] != "internal_error", response


# Each property runs twice over: a tenth of the budget in the fast lane, and the whole
# budget (marked slow) in CI's full run.


@fuzz(250)
@given(REQUESTS)
def test_arbitrary_requests_never_raise(request) -> None:
    never_raises(request)


@pytest.mark.slow
@fuzz(2500)
@given(REQUESTS)
def test_arbitrary_requests_never_raise_with_the_full_budget(request) -> None:
    never_raises(request)


@fuzz(50)
@given(TEXTS)
def test_arbitrary_json_text_never_raises(text) -> None:
    text_never_raises(text)


@pytest.mark.slow
@fuzz(500)
@given(TEXTS)
def test_arbitrary_json_text_never_raises_with_the_full_budget(text) -> None:
    text_never_raises(text)


# -- the review findings of 2026-11-30 at the boundary -------------------------------------------


def test_echoed_input_is_cut_to_about_forty_characters() -> None:
    """A 20,000-character card name came back whole inside the message (both games)."""
    long = "Q" * 20_000
    requests = [
        {"op": "card_points", "game": "tarok", "cards": [long]},
        {"op": "card_points", "game": "pamfil", "cards": [long]},
        {"op": "card_points", "game": "schafkopf", "cards": [long]},
        {"op": "card_points", "game": "tarok", "cards": [], long: 1},
        {"op": "card_points", "game": "tarok", "cards": [], "options": {long: 1}},
        {"op": "card_points", "game": "tarok", "cards": [], "options": {"payment": long}},
        {"op": long, "game": "tarok"},
        {"op": "card_points", "game": long},
        {"op": "legal_plays", "game": "pamfil", "contract": {long: 1}, "hand": ["AH"]},
        {"op": "check", "game": "tarok", "question": "tarok:score:1:1:" + "x" * 300, "answer": 1},
    ]
    for request in requests:
        error = error_of(handle(request))
        assert "Q" * 41 not in error["message"] and len(error["path"]) <= 60, error
        assert "x" * 41 not in error["message"], error


def test_numbers_json_cannot_carry_are_refused() -> None:
    """NaN in a form answer was echoed back, and the answer was no longer JSON."""
    assert error_of(json.loads(handle_json('{"op": "describe", "x": NaN}')))["code"] == "bad_json"
    request = {"op": "card_points", "game": "tarok", "cards": [float("inf")]}
    assert error_of(handle(request))["code"] == "invalid_request"


def test_deep_nesting_is_too_large_as_text_and_as_object() -> None:
    """5,000-deep JSON text was 'not valid JSON (maximum recursion depth …)'."""
    text = '{"op": "describe", "x": ' + "[" * 5000 + "]" * 5000 + "}"
    as_text = error_of(json.loads(handle_json(text)))
    nested: list = []
    for _ in range(5000):
        nested = [nested]
    as_object = error_of(handle({"op": "describe", "x": nested}))
    assert as_text["code"] == as_object["code"] == "too_large"
    assert "recursion" not in as_text["message"]


def test_ids_are_echoed_the_same_way_on_success_and_failure() -> None:
    for request_id in (7, "a", ""):
        assert handle({"op": "describe", "id": request_id})["id"] == request_id
        assert handle({"op": "nope", "id": request_id})["id"] == request_id
    for bad in ([1], {"a": 1}, True, 1.5, "x" * 500):
        response = handle({"op": "describe", "id": bad})
        assert error_of(response)["path"] == "id" and "id" not in response


def test_describe_refuses_unknown_options() -> None:
    """Review (Schafkopf engine #12): describe accepted {"no_such_option": 1}."""
    response = handle({"op": "describe", "game": "tarok", "options": {"no_such_option": 1}})
    assert error_of(response)["code"] == "invalid_options"
    response = handle({"op": "describe", "options": {"no_such_option": 1}})
    assert error_of(response)["path"] == "game"  # options belong to one game
    assert handle({"op": "describe", "game": "tarok", "options": {"payment": "split"}})["ok"]


def test_check_refuses_seeds_the_quiz_op_cannot_make() -> None:
    """A check id with a 16-digit seed above 2^53 − 1 was graded; quiz refuses such seeds."""
    for game, kind in (("tarok", "card_points"), ("pamfil", "score"), ("schafkopf", "score")):
        qid = f"{game}:{kind}:1:9999999999999999"
        response = handle({"op": "check", "game": game, "question": qid, "answer": 1})
        assert error_of(response)["path"] == "question"
        top = f"{game}:{kind}:1:{2**53 - 1}"
        assert handle({"op": "check", "game": game, "question": top, "answer": 1})["ok"]


# -- the review findings of 2026-12-01 at the boundary -------------------------------------------


class Unprintable:
    def __str__(self) -> str:
        raise RuntimeError("no words for me")


def test_python_only_inputs_are_refused_as_not_json() -> None:
    """D13: a huge int key or ``level``, or an unprintable key, inside an action failed."""
    play = {"seat": 0, "action": "call", "call": "trojka"}
    deal = {"op": "state", "game": "tarok", "seed": 1}
    for action in (
        {**play, 10**5000: 1},
        {**play, Unprintable(): 1},
        {**play, "level": 10**5000},
        {**play, "level": Unprintable()},
        {**play, "call": ("trojka",)},
    ):
        error = error_of(handle({**deal, "actions": [action]}))
        assert error["code"] == "invalid_request", (action, error)
    assert error_of(handle({"op": "describe", "x": {1, 2}}))["code"] == "invalid_request"
    assert handle({**deal, "actions": [{**play, "level": 1}]})["ok"]
