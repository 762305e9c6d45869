"""``python -m trainer`` through a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "trainer", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_request_from_argument() -> None:
    result = run('{"op": "card_points", "game": "schafkopf", "cards": ["AC", "10C"]}')
    assert result.returncode == 0
    assert json.loads(result.stdout)["points"] == 21


def test_request_from_stdin_pretty() -> None:
    result = run("--pretty", stdin='{"op": "describe"}')
    assert result.returncode == 0
    assert result.stdout.startswith("{\n  ")
    assert json.loads(result.stdout)["ok"] is True


def test_failure_exits_1_with_a_structured_error() -> None:
    result = run('{"op": "card_points", "game": "schafkopf", "cards": ["KX"]}')
    assert result.returncode == 1
    assert json.loads(result.stdout)["error"]["code"] == "invalid_card"
    result = run("not json")
    assert result.returncode == 1
    assert json.loads(result.stdout)["error"]["code"] == "bad_json"
