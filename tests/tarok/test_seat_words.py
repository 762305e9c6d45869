"""The Polish seats in words a learner can follow (issue 31, N8 and N9).

The text names the seats *ręka*, *środek* and *zadek* ("the hand", "the middle", "the rear")
and the four-player dealer the king (T16); the site keeps the Polish names and glosses them on
their first mention: "Zadek (rearhand)", "King (the dealer, sits out)". A pass in the
doubling phase declines a contra (or a recontra): the log says "No contra", not the auction's
"Pass".
"""

from __future__ import annotations

import i18n as catalogues  # (scripts/i18n.py: the catalogues' reader)
from trainer.api import handle
from trainer.naming import seat_glossed, seat_in_text_glossed


def test_the_seats_nouns_carry_their_gloss() -> None:
    """The page names a seat from the catalogues' nouns (``describe`` gives their keys): the
    Tarok seats have a ``glossed`` form; no English article on a Polish name inside a
    sentence, the king's is English."""
    tarok = handle({"op": "describe"})["games"]["tarok"]
    keys = tarok["seat_keys"]["4"]
    assert keys == ["seat.tarok.reka", "seat.tarok.srodek", "seat.tarok.zadek", "seat.tarok.king"]
    nouns = catalogues.nouns("en")
    assert [nouns[key][1]["glossed"] for key in keys] == [
        "Ręka (forehand)",
        "Środek (middlehand)",
        "Zadek (rearhand)",
        "King (the dealer, sits out)",
    ]
    assert [nouns[key][1][""] for key in keys] == ["Ręka", "Środek", "Zadek", "the king"]


def test_a_seat_on_its_first_mention() -> None:
    assert seat_glossed("tarok", 2, 3) == "Zadek (rearhand)"
    assert seat_glossed("tarok", 3, 4) == "King (the dealer, sits out)"
    assert seat_in_text_glossed("tarok", 1, 3) == "Środek (middlehand)"
    assert seat_in_text_glossed("tarok", 3, 4) == "the king"  # English already
    assert seat_glossed("schafkopf", 0, 4) == "Forehand"


def test_questions_gloss_the_seat_they_name_first() -> None:
    for seed in range(1, 6):
        for level in (1, 2, 3):
            question = handle(
                {
                    "op": "quiz",
                    "game": "tarok",
                    "kind": "legal_plays",
                    "seed": seed,
                    "difficulty": level,
                }
            )["question"]
            assert any(
                f"You are {name} ({gloss})." in question["prompt"]
                for name, gloss in (
                    ("Ręka", "forehand"),
                    ("Środek", "middlehand"),
                    ("Zadek", "rearhand"),
                )
            ), question["prompt"]
            auction = handle(
                {
                    "op": "quiz",
                    "game": "tarok",
                    "kind": "auction",
                    "seed": seed,
                    "difficulty": level,
                }
            )["question"]
            rows = next(b for b in auction["blocks"] if b["type"] == "table")["rows"]
            named = [row[0] for row in rows]
            # Each seat glossed once: on its first row, or in the prompt that names it first.
            for bare in ("Ręka", "Środek", "Zadek"):
                glossed = [n for n in named if n.startswith(f"{bare} (")]
                in_prompt = f"{bare} (" in auction["prompt"]
                assert len(glossed) + in_prompt <= 1, (auction["prompt"], named)
                if bare in named or glossed:
                    assert glossed or in_prompt, (auction["prompt"], named)
                    if glossed:
                        assert named.index(glossed[0]) == min(
                            i for i, n in enumerate(named) if n.split(" (")[0] == bare
                        )


def _to_doubling(seed: int) -> list[dict]:
    """A deal's actions (the computer players') up to its doubling phase, or [] if it has none."""
    actions: list[dict] = []
    for _ in range(40):
        state = handle(
            {"op": "state", "game": "tarok", "seed": seed, "players": 3, "actions": actions}
        )
        if state["terminal"] or state["phase"] == "play":
            return []
        if state["phase"] == "doubling":
            return actions
        move = handle(
            {
                "op": "bot",
                "game": "tarok",
                "seed": seed,
                "players": 3,
                "actions": actions,
                "seat": state["to_move"],
                "strength": "basic",
            }
        )
        actions.append(move["action"])
    return []


def test_a_declined_doubling_is_said_as_such_in_the_moves() -> None:
    seed = next(s for s in range(200, 400) if _to_doubling(s))
    actions = _to_doubling(seed)
    request = {"op": "state", "game": "tarok", "seed": seed, "players": 3, "view": 0}
    state = handle({**request, "actions": actions})
    first = state["to_move"]
    # The first opponent passes, the second says contra, the soloist passes: no recontra.
    actions += [{"seat": first, "action": "double", "call": "pass"}]
    second = handle({**request, "actions": actions})["to_move"]
    actions += [{"seat": second, "action": "double", "call": "contra"}]
    soloist = handle({**request, "actions": actions})["to_move"]
    actions += [{"seat": soloist, "action": "double", "call": "pass"}]
    state = handle({**request, "actions": actions})
    assert state["ok"], state
    said = [m["text"] for m in state["moves"][-3:]]
    assert said == ["No contra", "Say contra", "No recontra"], said
    # The auction's own passes stay "Pass".
    for action, move in zip(actions, state["moves"], strict=True):
        if action["action"] == "call" and action["call"] == "pass":
            assert move["text"] == "Pass", move
