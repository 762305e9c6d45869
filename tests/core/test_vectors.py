"""Legality as data: every line of ``tests/data/vectors/<game>/legal_plays.json`` replayed.

A line is a position a real deal reached (options, contract, hand, trick, history) with the
legal cards and, for each refused card, its reason code and rule (written from the engine by
``scripts/legal_vectors.py``; regenerate after a deliberate change and review the diff). One
loop runs every game's file through the ``legal_plays`` op of ``trainer.api``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from trainer.api import handle

VECTORS = Path(__file__).resolve().parents[1] / "data" / "vectors"
FILES = sorted(VECTORS.glob("*/legal_plays.json"))
assert FILES, f"no legality vectors under {VECTORS}"  # a glob that finds nothing passes nothing


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_game_has_its_vectors() -> None:
    assert {path.parent.name for path in FILES} == {"pamfil", "tarok", "schafkopf"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.parent.name)
def test_legal_plays_vectors(path: Path) -> None:
    game = path.parent.name
    vectors = lines(path)
    assert len(vectors) >= 100, path
    refused = 0
    for i, vector in enumerate(vectors):
        where = f"{path.name}:{i + 1}"
        answer = handle({"op": "legal_plays", "game": game, **vector["request"]})
        assert answer["ok"], (where, answer)
        assert answer["legal"] == vector["legal"], where
        reasons = answer.get("reasons", {})
        assert {c: r["code"] for c, r in reasons.items()} == vector["reasons"], where
        assert {c: r["rule"]["id"] for c, r in reasons.items()} == vector["rules"], where
        hand = set(vector["request"]["hand"])
        assert set(vector["legal"]) | set(vector["reasons"]) == hand, where
        refused += len(vector["reasons"])
    assert refused > 0, f"{path}: no refused card at all"
