"""The self-play benchmark's rows are plain data: one deal of each game through
``scripts/bench_bots.py``'s own function, written to a file, read back and summed up.

A row once held a contract's label as a message (words as data), and a Pamfil run stopped at
its first deal with "Object of type Message is not JSON serializable"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bench_bots import GAMES, SELFPLAY_FIRST, selfplay, selfplay_summary

# The strong player at every seat: a Pamfil deal takes about a second, a Schafkopf or a Tarok
# deal (with its passes valued) several.
SLOW = pytest.mark.slow


@pytest.mark.parametrize(
    "game_id",
    ["pamfil", pytest.param("schafkopf", marks=SLOW), pytest.param("tarok", marks=SLOW)],
)
def test_selfplay_rows_are_written_and_read_back(game_id: str, tmp_path: Path) -> None:
    game = GAMES[game_id]
    out = tmp_path / f"{game_id}.jsonl"
    selfplay(game_id, 1, out, game.options_type(), first=SELFPLAY_FIRST)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["seed"] for row in rows] == [SELFPLAY_FIRST]
    row = rows[0]
    assert row["game"] == game_id
    assert row["thrown_in"] or (isinstance(row["contract"], str) and row["contract"])
    summary = selfplay_summary(rows)
    assert summary["deals"] == 1
    selfplay(game_id, 1, out, game.options_type(), first=SELFPLAY_FIRST)  # resumed: skipped
    assert len(out.read_text().splitlines()) == 1
