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


def test_a_lone_surrogate_gives_one_json_error_not_a_traceback() -> None:
    """Review (Schafkopf engine #14): the echoed card held U+D800 and the print crashed."""
    for game in ("schafkopf", "tarok", "pamfil"):
        request = '{"op": "card_points", "game": "GAME", "cards": ["\\ud800"]}'
        result = run(request.replace("GAME", game))
        assert result.returncode == 1 and result.stderr == "", result.stderr
        lines = result.stdout.splitlines()
        assert len(lines) == 1
        error = json.loads(lines[0])["error"]
        assert error["code"] == "invalid_card" and error["path"] == "cards[0]"
        assert error["message"].startswith("'\ufffd' is not a card of the ")


def test_stdin_that_is_not_utf8_or_starts_with_a_bom() -> None:
    def run_bytes(data: bytes) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(
            [sys.executable, "-m", "trainer"], input=data, capture_output=True, timeout=60
        )

    result = run_bytes(b'{"op": "describe", "id": "\xff"}')
    assert result.returncode == 1 and result.stderr == b""
    assert json.loads(result.stdout)["error"]["code"] == "bad_json"
    result = run_bytes('\ufeff{"op": "describe"}'.encode())
    assert result.returncode == 0 and json.loads(result.stdout)["ok"] is True


def test_every_misused_command_line_gives_one_json_error_line() -> None:
    """D12: options argparse did not know, and two requests, ended in a usage message on
    stderr with exit status 2 and no JSON."""
    describe = '{"op": "describe"}'
    for args in (
        ("--foo",),
        ("-x",),
        ("--pretty=yes",),
        (describe, describe),
        (describe, "-"),
        ("-" * 3,),
        ("--" + "y" * 120_000,),
    ):
        result = run(*args)
        assert result.returncode == 1 and result.stderr == "", (args, result.stderr)
        lines = result.stdout.splitlines()
        assert len(lines) == 1, args
        error = json.loads(lines[0])["error"]
        assert error["code"] == "bad_usage" and error["path"] == "argv", (args, error)
        assert len(error["message"]) < 120
    # a number is JSON text, not an option: the engine answers it (not an object)
    result = run("-5")
    assert (
        result.returncode == 1 and json.loads(result.stdout)["error"]["code"] == "invalid_request"
    )


def test_help_is_the_one_answer_in_prose() -> None:
    result = run("--help")
    assert result.returncode == 0 and result.stdout.startswith("usage: python -m trainer")
