"""The staged browser runtime (scripts/stage_runtime.py, issue 23): a trimmed standard
library that still runs the whole engine under the real Pyodide (in Node), and a wheel,
a library and a snapshot that two builds of one commit, in two folders, make byte for
byte the same (so a deploy that changes a page costs a returning visitor no engine)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import stage_runtime

ROOT = Path(__file__).resolve().parents[2]
FULL_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
# What building the runtime reads: the engine, the scripts, the wheel's metadata and the
# locks (the stamps key on them). node_modules is linked, not copied.
RUNTIME_INPUTS = (
    "trainer",
    "scripts",
    "pyproject.toml",
    "README.md",
    "package-lock.json",
    "requirements-dev.lock",
)


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


@pytest.mark.slow
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


def test_the_staged_archives_are_written_in_a_fixed_order_with_fixed_times(
    site_dir: Path,
) -> None:
    """Sorted entries and one timestamp (RECORD last in the wheel, as wheels have it)."""
    _, stdlib, wheel = staged(site_dir)
    for archive in (wheel, stdlib):
        infos = zipfile.ZipFile(archive).infolist()
        assert {info.date_time for info in infos} == {(1980, 1, 1, 0, 0, 0)}, archive
        names = [info.filename for info in infos]
        if archive == wheel:
            assert names[-1].endswith(".dist-info/RECORD")
            names = names[:-1]
        assert names == sorted(names), archive


@pytest.mark.slow
def test_two_builds_in_two_folders_stage_the_same_runtime(site_dir: Path, tmp_path: Path) -> None:
    """R4 of the reliability review: the snapshot differed between two builds of one
    commit (it held the path of the script that made it). The runtime is built again in
    a folder of another name and depth, from a wheel built there, with no stamp, and
    every staged file and the manifest (which names the snapshot's SHA-256) match."""
    other = tmp_path / "another checkout of the same commit"
    other.mkdir()
    for name in RUNTIME_INPUTS:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, other / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, other / name)
    (other / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    built = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", "dist", "."],
        cwd=other,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    staging = subprocess.run(
        [sys.executable, str(other / "scripts" / "stage_runtime.py")],
        cwd=other,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert staging.returncode == 0, staging.stdout[-2000:] + staging.stderr[-2000:]
    ours = site_dir / "generated"
    theirs = other / "docs" / "generated"
    manifest = json.loads((ours / "manifest.json").read_text())
    files = [
        "manifest.json",
        manifest["wheel"],
        manifest["snapshot"]["file"],
        *(manifest["pyodide_dir"] + name for name in manifest["pyodide_files"]),
    ]
    assert sorted(p.relative_to(theirs).as_posix() for p in theirs.rglob("*") if p.is_file()) == (
        sorted(files)
    )
    for name in files:
        assert sha256(theirs / name) == sha256(ours / name), name
