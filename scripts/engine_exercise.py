"""Exercise every op of the engine, as the site's pages do, through ``trainer.api``.

Run inside Pyodide by ``scripts/trim_stdlib.mjs`` (to find every standard-library
module the engine imports, lazily imported ones included) and by its test (which
runs it against the trimmed library); runnable on the host too. Every request must
answer without an ``internal_error``; malformed ones (bad JSON, unknown ops, hostile
values) take the error paths, which import what they need as well.

``exercise()`` returns how many requests it made; it raises AssertionError on an
internal error.
"""

from __future__ import annotations

import importlib
import json
import pkgutil

import trainer
import trainer.api

BAD = (
    "{not json",
    '{"op": "quiz", "game": "tarok", "kind": "nope"}',
    '{"op": "state", "game": "pamfil", "seed": 1e999}',
    '{"op": "describe", "game": "\\ud800"}',
    "[" * 100,
    '{"op": "bot", "game": "schafkopf", "seed": 3, "actions": [{"seat": 9}]}',
    '{"op": "nope"}',
)


def ask(request: object) -> dict:
    text = request if isinstance(request, str) else json.dumps(request)
    answer = json.loads(trainer.api.handle_json(text))
    error = answer.get("error") or {}
    assert error.get("code") != "internal_error", (request, answer)
    return answer


def play_deal(game: str, players: int, seed: int) -> int:
    """A whole deal by computer players (every eighth move strong), with hints and states."""
    actions: list[dict] = []
    count = 0
    for move in range(200):
        state = ask(
            {
                "op": "state",
                "game": game,
                "seed": seed,
                "players": players,
                "actions": actions,
                "view": 0,
            }
        )
        count += 1
        if not state.get("ok") or state.get("terminal"):
            break
        strength = "strong" if move % 8 == 0 else "basic"
        bot = ask(
            {
                "op": "bot",
                "game": game,
                "seed": seed,
                "players": players,
                "actions": actions,
                "strength": strength,
                "samples": 2,
            }
        )
        ask(
            {
                "op": "hint",
                "game": game,
                "seed": seed,
                "players": players,
                "actions": actions,
                "seat": state.get("to_move", 0),
            }
        )
        count += 2
        if not bot.get("ok"):
            break
        action = {k: v for k, v in bot["action"].items() if k != "label"}
        actions.append(action)
    return count


def exercise() -> int:
    for module in pkgutil.walk_packages(trainer.__path__, "trainer."):
        importlib.import_module(module.name)
    count = 0
    described = ask({"op": "describe"})
    for game, facts in described["games"].items():
        ask({"op": "describe", "game": game})
        for kind in facts["quiz_kinds"]:
            for difficulty in (1, 2, 3):
                quiz = ask(
                    {
                        "op": "quiz",
                        "game": game,
                        "kind": kind["name"],
                        "difficulty": difficulty,
                        "seed": difficulty,
                    }
                )
                count += 1
                if quiz.get("ok"):
                    question = quiz["question"]
                    ask({"op": "quiz", "game": game, "id": question["id"]})
                    ask({"op": "check", "game": game, "question": question["id"], "answer": {}})
                    count += 2
        counts = facts["players"] if isinstance(facts.get("players"), list) else [None]
        for players in sorted({counts[0], counts[-1]}, key=str):
            count += play_deal(game, players, seed=7)
        for preset in facts.get("presets", []):
            ask(
                {
                    "op": "state",
                    "game": game,
                    "seed": 2,
                    "options": preset.get("options", {}),
                    "actions": [],
                }
            )
            count += 1
    for text in BAD:
        ask(text)
        count += 1
    return count


if __name__ == "__main__":
    print(exercise())
