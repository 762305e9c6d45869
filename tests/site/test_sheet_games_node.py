"""The score sheet's Tarok and Pamfil modules under Node (tests/js, `node --test`): their seats,
forms and entries, scored by this engine through trainer.api (issue 24)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_the_sheet_game_modules_pass_their_node_tests() -> None:
    result = subprocess.run(
        ["node", "--test", *map(str, sorted((ROOT / "tests" / "js").glob("*.test.mjs")))],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "TRAINER_PYTHON": sys.executable},
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "# fail 0" in result.stdout
