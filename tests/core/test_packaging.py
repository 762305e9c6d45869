"""The trainer wheel: pure, dependency-free, and its browser copy carries Pyodide bytecode."""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import json
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture(scope="module")
def staged(site_dir: Path) -> Path:
    manifest = json.loads((ROOT / "docs" / "generated" / "manifest.json").read_text())
    return ROOT / "docs" / "generated" / manifest["wheel"]


def test_the_wheel_is_pure_and_has_no_runtime_dependencies(site_dir: Path) -> None:
    wheels = sorted((ROOT / "dist").glob("trainer-*.whl"))
    assert wheels and all(w.name.endswith("-py3-none-any.whl") for w in wheels)
    with zipfile.ZipFile(wheels[-1]) as wheel:
        metadata = next(n for n in wheel.namelist() if n.endswith("METADATA"))
        text = wheel.read(metadata).decode()
        assert "Requires-Dist" not in text
        assert "Requires-Python: >=3.11" in text
        assert not [n for n in wheel.namelist() if n.endswith((".so", ".pyd", ".pyc"))]


def test_the_browser_copy_has_bytecode_for_every_module(site_dir: Path, staged: Path) -> None:
    pure = sorted((ROOT / "dist").glob("trainer-*.whl"))[-1]
    with zipfile.ZipFile(pure) as wheel:
        sources = [n for n in wheel.namelist() if n.endswith(".py")]
    with zipfile.ZipFile(staged) as wheel:
        names = set(wheel.namelist())
    assert sources
    for source in sources:
        assert source + "c" in names, f"no bytecode for {source}"
        assert source not in names, f"{source} should be left out of the browser copy"


def test_the_browser_copy_record_is_complete_and_true(staged: Path) -> None:
    with zipfile.ZipFile(staged) as wheel:
        record_name = next(n for n in wheel.namelist() if n.endswith(".dist-info/RECORD"))
        rows = list(csv.reader(io.StringIO(wheel.read(record_name).decode())))
        listed = {row[0] for row in rows}
        assert listed == set(wheel.namelist())
        for path, digest, size in rows:
            if path == record_name:
                continue
            data = wheel.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == "sha256=" + expected.decode(), path
            assert int(size) == len(data), path
