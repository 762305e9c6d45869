"""Golden playthroughs: whole seeded deals with every state's legal actions, as data.

Each file ``tests/data/playthroughs/<game>-<players>p-<seed>.json`` holds one deal played
with seeded random legal actions: for every step the phase, the seat to move, the legal
actions (in the common grammar) and the action taken; at the end the returns and the score
lines' rules. ``test_playthroughs.py`` replays them and diffs; a change of the rules engine
that changes any of this shows up as a diff to review.

Regenerate (after a reviewed, intended change)::

    .venv/bin/python tests/core/playthroughs.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from trainer.pamfil.game import GAME as PAMFIL
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.state import Game
from trainer.tarok.game import GAME as TAROK

ROOT = Path(__file__).resolve().parents[2]

FOLDER = ROOT / "tests" / "data" / "playthroughs"

DEALS: list[tuple[Game[Any], int, int]] = [
    (PAMFIL, 3, 1),
    (PAMFIL, 4, 2),
    (TAROK, 3, 3),
    (TAROK, 4, 4),
    (SCHAFKOPF, 4, 5),
    (SCHAFKOPF, 5, 6),
]
"""(game, players, seed) of every golden deal."""


def name(game: Game[Any], players: int, seed: int) -> str:
    return f"{game.id}-{players}p-{seed}.json"


def playthrough(game: Game[Any], players: int, seed: int) -> dict[str, Any]:
    state = game.new_state(game.options_type(), seed, players)
    rng = random.Random(f"playthrough:{seed}")
    dealt = state.to_json()["hands"]
    steps = []
    while not state.is_terminal:
        legal = state.legal_actions()
        action = rng.choice(legal)
        steps.append(
            {
                "phase": state.phase,
                "to_move": state.to_move,
                "legal": [a.to_json() for a in legal],
                "action": action.to_json(),
            }
        )
        state.apply(action)
    final = state.to_json()
    return {
        "game": game.id,
        "players": players,
        "seed": seed,
        "dealt": dealt,
        "steps": steps,
        "returns": final["returns"],
        "score_rules": [line["rule"]["id"] for line in final["score"]],
    }


def dump(data: dict[str, Any]) -> str:
    """One step a line: small diffs when something changes."""
    lines = ["{"]
    for key in ("game", "players", "seed", "dealt", "returns", "score_rules"):
        lines.append(f"  {json.dumps(key)}: {json.dumps(data[key], ensure_ascii=False)},")
    lines.append('  "steps": [')
    steps = [json.dumps(step, ensure_ascii=False) for step in data["steps"]]
    lines.extend(f"    {step}," for step in steps[:-1])
    if steps:
        lines.append(f"    {steps[-1]}")
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for game, players, seed in DEALS:
        path = FOLDER / name(game, players, seed)
        path.write_text(dump(playthrough(game, players, seed)), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
