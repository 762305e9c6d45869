"""The code base stays ruff clean (lint and format), as the engineering standards ask."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True, text=True
    )


def test_ruff_check_is_clean() -> None:
    result = ruff("check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = ruff("format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_biome_check_is_clean() -> None:
    """The browser code (JavaScript and CSS) is linted and formatted by the pinned Biome."""
    biome = ROOT / "node_modules" / ".bin" / "biome"
    assert biome.is_file(), "node_modules is missing: run scripts/setup (npm ci)"
    result = subprocess.run(
        [str(biome), "check", "--error-on-warnings"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
