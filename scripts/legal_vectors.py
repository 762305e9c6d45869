"""Write the legality vectors: ``tests/data/vectors/<game>/legal_plays.json``.

Each line of a file is one position of a random seeded deal, asked of the ``legal_plays`` op
(``trainer.api``, the boundary the site and the tests use): the request (options, contract,
hand, trick, history) and the answer as data, the legal cards and, for every refused card of
the hand, its reason code and rule. ``tests/core/test_vectors.py`` replays every line through
the same op, so a change to a game's ladder shows up as a diff of these files to review,
as python-chess's perft files do. The deals are dealt and played through the ``state`` op,
so every position is one a real deal reaches; each one's legal cards are checked against the
``state`` op's legal plays before it is written.

Run after a deliberate change of the rules engine, then review the diff::

    .venv/bin/python scripts/legal_vectors.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.api import games, handle  # noqa: E402 (the checkout joins the path above)

OUT = ROOT / "tests" / "data" / "vectors"
DEALS = 6
"""Deals per table size and preset: enough positions to meet every rung of every ladder."""


def presets(game: str) -> list[dict[str, Any]]:
    """The options of each preset; the text's own (the defaults) as no options at all."""
    listed = handle({"op": "describe"})["games"][game]["presets"]
    return [{} if p["name"] == "text" else p["options"] for p in listed]


def position(game: str, state: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """The ``legal_plays`` request of the seat to move, from the ``state`` op's full view."""
    seat = state["to_move"]
    trick = state["trick"]["cards"] if state["trick"] else []
    request: dict[str, Any] = {
        "op": "legal_plays",
        "game": game,
        "hand": state["hands"][seat],
        "trick": [c["card"] for c in trick],
        "history": [[c["card"] for c in t["cards"]] for t in state["tricks"]],
    }
    if state["contract"] is not None:
        request["contract"] = {k: v for k, v in state["contract"].items() if k != "label"}
    if game == "pamfil":
        request["players"] = state["players"]
    if options:
        request["options"] = options
    return request


def vector(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any]:
    refused = answer.get("reasons", {})
    return {
        "request": {k: v for k, v in request.items() if k not in ("op", "game")},
        "legal": answer["legal"],
        "reasons": {card: why["code"] for card, why in refused.items()},
        "rules": {card: why["rule"]["id"] for card, why in refused.items()},
    }


def vectors(game: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    seen: set[str] = set()
    for players in games()[game].players:
        for options in presets(game):
            for seed in range(DEALS):
                rng = random.Random(f"{game}:{players}:{seed}")
                deal = {"op": "state", "game": game, "seed": seed, "players": players}
                actions: list[dict[str, Any]] = []
                while True:
                    state = handle({**deal, "options": options, "actions": actions})
                    assert state["ok"], state
                    if state["terminal"]:
                        break
                    plays = [a for a in state["legal_actions"] if a["action"] == "play"]
                    if plays:
                        request = position(game, state, options)
                        answer = handle(request)
                        assert answer["ok"], (request, answer)
                        assert sorted(answer["legal"]) == sorted(a["card"] for a in plays), (
                            request,
                            answer["legal"],
                        )
                        line = vector(request, answer)
                        key = json.dumps(line["request"], sort_keys=True)
                        if key not in seen:
                            seen.add(key)
                            found.append(line)
                    actions.append(rng.choice(state["legal_actions"]))
    return found


def main() -> None:
    for game in sorted(games()):
        lines = vectors(game)
        path = OUT / game / "legal_plays.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(lines)} positions")


if __name__ == "__main__":
    main()
