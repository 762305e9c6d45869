"""TK-12 (review 2026-12-01, teaching content): either opponent may say contra.

tk-contra: 'Drużyna przeciwna ("Pomagający") mogą dać soliście contrę.' The text gives the
word to the opposing side, both helpers; the engine used to give the turn to the first
opponent only, whose pass ended the doubling, so the second (a learner's seat, often) never
had a say. Now each opponent is asked in turn (seat order, as in the auction): a pass by the
first leaves the word to the second; a contra by either goes to the soloist.
"""

from __future__ import annotations

from trainer.api import handle

from .helpers import quote

# Seat 1 plays a solo (no talon): the opponents are seats 0 and 2.
SOLO = [{"action": "call", "call": "solo"}, {"action": "announce", "announcements": []}]


def state(actions: list[dict], **extra: object) -> dict:
    answer = handle({"op": "state", "game": "tarok", "seed": 8, "actions": actions, **extra})
    assert answer["ok"], answer
    return answer


def calls_of(answer: dict) -> list[tuple[int, str]]:
    return [(a["seat"], a["call"]) for a in answer["legal_actions"]]


def test_the_second_opponent_is_asked_after_the_first_passes() -> None:
    opening = state(SOLO)
    soloist = opening["declarer"]
    first, second = (s for s in range(3) if s != soloist)
    assert opening["phase"] == "doubling" and opening["to_move"] == first
    assert calls_of(opening) == [(first, "pass"), (first, "contra")], quote("tk-contra")
    after = state([*SOLO, {"seat": first, "action": "double", "call": "pass"}])
    assert after["phase"] == "doubling", quote("tk-contra")
    assert after["to_move"] == second
    assert calls_of(after) == [(second, "pass"), (second, "contra")], quote("tk-contra")
    # The second opponent's own view offers the choice (what the play page shows).
    mine = state([*SOLO, {"seat": first, "action": "double", "call": "pass"}], view=second)
    assert {a["call"] for a in mine["legal_actions"]} == {"pass", "contra"}


def test_the_second_opponent_s_contra_goes_to_the_soloist() -> None:
    first, second = (s for s in range(3) if s != state(SOLO)["declarer"])
    actions = [
        *SOLO,
        {"seat": first, "action": "double", "call": "pass"},
        {"seat": second, "action": "double", "call": "contra"},
    ]
    answer = state(actions)
    assert answer["public"]["contra"] == "contra", quote("tk-contra")
    assert answer["to_move"] == answer["declarer"]
    assert {a["call"] for a in answer["legal_actions"]} == {"pass", "recontra"}, quote(
        "tk-recontra"
    )
    # After the soloist's recontra the opponents are asked again, each in turn.
    again = state([*actions, {"action": "double", "call": "recontra"}])
    assert again["to_move"] == first
    passed = state(
        [*actions, {"action": "double", "call": "recontra"}, {"action": "double", "call": "pass"}]
    )
    assert passed["phase"] == "doubling" and passed["to_move"] == second, quote("tk-supracontra")


def test_both_opponents_pass_and_the_play_begins() -> None:
    passes = [{"action": "double", "call": "pass"}] * 2
    answer = state([*SOLO, *passes])
    assert answer["phase"] == "play" and answer["public"]["contra"] == "none"
    assert answer["to_move"] == answer["declarer"]  # the soloist leads (tk-soloist)


def test_only_the_opponent_asked_may_speak() -> None:
    _first, second = (s for s in range(3) if s != state(SOLO)["declarer"])
    early = {"seat": second, "action": "double", "call": "contra"}
    answer = handle({"op": "state", "game": "tarok", "seed": 8, "actions": [*SOLO, early]})
    assert answer["error"]["reason"] == "not_your_turn", answer
    assert "turn" in answer["error"]["message"]
