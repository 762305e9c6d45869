"""The staged browser runtime (scripts/stage_runtime.py, issue 23): a trimmed standard
library that still runs the whole engine under the real Pyodide (in Node), and a wheel,
a library and a snapshot that two builds of one commit make byte for byte the same."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import stage_runtime  # noqa: E402 (scripts/ joins the path above)

FULL_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"


def staged(site_dir: Path) -> tuple[dict, Path, Path]:
    manifest = json.loads((site_dir / "generated" / "manifest.json").read_text())
    stdlib = site_dir / "generated" / manifest["pyodide_dir"] / "python_stdlib.zip"
    wheel = site_dir / "generated" / manifest["wheel"]
    return manifest, stdlib, wheel


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_staged_standard_library_is_trimmed_to_the_engines_needs(site_dir: Path) -> None:
    _, stdlib, _ = staged(site_dir)
    names = set(zipfile.ZipFile(stdlib).namelist())
    full = set(zipfile.ZipFile(FULL_STDLIB).namelist())
    assert names < full
    assert stdlib.stat().st_size < 0.5 * FULL_STDLIB.stat().st_size
    # What the engine names in its sources is there; what it never uses is not.
    for module in ("json.py", "json/__init__.py", "random.py", "fractions.py"):
        assert module in names or module.replace(".py", "/__init__.py") in names, module
    for unused in ("unittest/__init__.py", "pydoc.py", "email/__init__.py", "tkinter/__init__.py"):
        assert unused not in names, unused


def test_every_engine_module_runs_from_the_trimmed_library_under_node(site_dir: Path) -> None:
    """The real Pyodide, started with the staged library only, imports the whole engine
    and answers every op (scripts/engine_exercise.py) without an internal error."""
    _, stdlib, wheel = staged(site_dir)
    exercise = ROOT / "scripts" / "engine_exercise.py"
    done = subprocess.run(
        [
            "node",
            str(ROOT / "scripts" / "check_stdlib.mjs"),
            str(stdlib),
            str(wheel),
            str(exercise),
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    count = int(done.stdout.split()[0])
    assert count > 500, done.stdout
    entries = len(zipfile.ZipFile(stdlib).namelist())
    assert f"library {entries} entries" in done.stdout  # it ran from the trimmed zip


def test_the_engines_imports_are_read_from_its_sources() -> None:
    names = stage_runtime.engine_imports(ROOT / "trainer")
    assert "json" in names and "random" in names
    assert not [name for name in names if name.startswith("trainer")]


def test_the_browser_wheel_is_reproducible(site_dir: Path, tmp_path: Path) -> None:
    """A second build of the same commit gives the same wheel, byte for byte."""
    _, _, wheel = staged(site_dir)
    dist = sorted((ROOT / "dist").glob("trainer-*-py3-none-any.whl"))
    assert dist, "scripts/build leaves the pure wheel in dist/"
    again = tmp_path / wheel.name
    subprocess.run(
        ["node", str(ROOT / "scripts" / "precompile_wheel.mjs"), str(dist[-1]), str(again)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    assert sha256(again) == sha256(wheel)
    for info in zipfile.ZipFile(again).infolist():
        assert info.date_time == (1980, 1, 1, 0, 0, 0), info.filename


def test_the_trimmed_library_is_reproducible(site_dir: Path, tmp_path: Path) -> None:
    _, stdlib, wheel = staged(site_dir)
    again = tmp_path / "python_stdlib.zip"
    stage_runtime.trim_stdlib(wheel, again)
    assert sha256(again) == sha256(stdlib)
    names = [info.filename for info in zipfile.ZipFile(again).infolist()]
    assert names == sorted(names)


def test_the_snapshot_is_reproducible(site_dir: Path, tmp_path: Path) -> None:
    """Made again from the staged wheel and library, the engine's snapshot is the shipped
    one, byte for byte (scripts/make_snapshot.mjs seals its entropy and its clock)."""
    manifest, stdlib, wheel = staged(site_dir)
    again = tmp_path / "snapshot.bin.gz"
    subprocess.run(
        ["node", str(ROOT / "scripts" / "make_snapshot.mjs"), str(wheel), str(again), str(stdlib)],
        check=True,
        capture_output=True,
        timeout=900,
    )
    assert hashlib.sha256(again.read_bytes()).hexdigest() == manifest["snapshot"]["sha256"]
    # The pages the worker takes from its own instance, and their hash, come out the same.
    sidecar = json.loads(again.with_name(again.name + ".json").read_text())
    assert sidecar == manifest["snapshot"]["from_instance"]
    assert sidecar["pages"], sidecar
