"""Stage the browser runtime under docs/generated/ (git-ignored).

Copies the five Pyodide core files from node_modules/pyodide and the freshly
built trainer wheel from dist/, and writes ``manifest.json`` naming the wheel,
the byte size of every file (the engine worker's download progress) and the
content hash that keys the engine's memory snapshot. It also makes that
snapshot (``scripts/make_snapshot.mjs``: Python with the whole engine imported,
gzip-compressed, named after the hash), which lets a first visit skip Python's
start-up.

Two of the staged files are made here rather than copied:

- ``python_stdlib.zip`` is trimmed to the modules the engine imports
  (``scripts/trim_stdlib.mjs``; checked by tests/site/test_runtime.py);
- the wheel carries bytecode compiled by Pyodide (``scripts/precompile_wheel.mjs``).

Both are reproducible (sorted entries, fixed timestamps), and so is the snapshot
(made with fixed entropy, a deterministic clock and a program name that is not the
build's folder), so two builds of one commit, in any folder, stage the same bytes, the
same manifest version and the same snapshot: a deploy that changes one page does not
make returning visitors fetch the engine again. Staging under ``docs/`` (instead of an
MkDocs hook) keeps ``mkdocs serve`` and Zensical working with the same files.

Each of the three costly steps (the browser's wheel, the trimmed library, the snapshot)
runs only when what it reads has changed (``scripts/stamps.py``); the manifest is
written every time, and files an earlier build staged and this one does not are removed.
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from stamps import Stamp

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def engine_imports(package: Path) -> list[str]:
    """Every module the engine's sources import by name, outside the engine itself."""
    names: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return sorted(name for name in names if name.split(".")[0] not in ("trainer", "__future__"))


def trim_stdlib(wheel: Path, output: Path) -> None:
    """Write the trimmed standard library (scripts/trim_stdlib.mjs) to ``output``."""
    imports = output.with_name("engine-imports.json")
    imports.write_text(json.dumps(engine_imports(ROOT / "trainer")))
    exercise = ROOT / "scripts" / "engine_exercise.py"
    script = ROOT / "scripts" / "trim_stdlib.mjs"
    subprocess.run(
        ["node", str(script), str(wheel), str(exercise), str(imports), str(output)], check=True
    )
    imports.unlink()


def copy_if_changed(source: Path, target: Path) -> None:
    """Copy ``source`` over ``target`` unless the two already hold the same bytes."""
    if not target.is_file() or target.read_bytes() != source.read_bytes():
        shutil.copy2(source, target)


# What this script stages in docs/generated/ (other steps write there too: scripts/i18n.py
# the page's catalogues in i18n/), by name.
STAGED = ("pyodide-*", "engine-snapshot-*", "trainer-*.whl", "manifest.json")


def remove_stale(folder: Path, keep: set[Path], patterns: tuple[str, ...] = ("*",)) -> None:
    """Delete what an earlier build staged in ``folder`` (the names ``patterns`` match) and
    this one does not (an old snapshot, an old Pyodide folder), so that no stale file
    reaches the site."""
    for item in folder.iterdir():
        if item in keep or not any(item.match(pattern) for pattern in patterns):
            continue
        if item.is_dir():
            shutil.rmtree(item)
        else:
            item.unlink()


def run_step(
    stamp: Stamp, what: str, command: list[str], data: Callable[[], Any] | None = None
) -> None:
    """Run ``command`` unless ``stamp`` is fresh, then seal the stamp (with ``data()``, what
    the step leaves for the next build that skips it)."""
    if stamp.fresh():
        print(f"==> {what}: up to date (its inputs are unchanged)")
        return
    stamp.forget()
    subprocess.run(command, check=True)
    stamp.seal(data() if data else None)


def main() -> int:
    source = ROOT / "node_modules" / "pyodide"
    target = ROOT / "docs" / "generated"
    scripts = ROOT / "scripts"
    # npm ci installs node_modules from the lock, so the lock stands for Pyodide's files;
    # this script and the stamps' own rules are inputs of every step.
    lock = ROOT / "package-lock.json"
    always = [lock, Path(__file__).resolve(), scripts / "stamps.py"]
    wheels = sorted((ROOT / "dist").glob("trainer-*-py3-none-any.whl"))
    if not wheels:
        print("error: no trainer wheel in dist/ (run python -m build --wheel)", file=sys.stderr)
        return 1
    missing = [name for name in PYODIDE_FILES if not (source / name).is_file()]
    if missing:
        print(f"error: node_modules/pyodide lacks {missing}; run scripts/setup", file=sys.stderr)
        return 1
    version = json.loads((source / "package.json").read_text())["version"]
    # The folder names the Pyodide version, so a new Pyodide never meets old cached files.
    pyodide_dir = f"pyodide-{version}/"
    runtime = target / pyodide_dir
    runtime.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        if name != "python_stdlib.zip":
            copy_if_changed(source / name, runtime / name)
    wheel = wheels[-1]
    staged = target / wheel.name
    # The browser's copy carries Python 3.14 bytecode compiled by Pyodide itself, so
    # the engine imports without compiling its sources on every visit.
    run_step(
        Stamp("browser-wheel", [wheel, scripts / "precompile_wheel.mjs", *always], [staged]),
        "the browser's copy of the wheel",
        ["node", str(scripts / "precompile_wheel.mjs"), str(wheel), str(staged)],
    )
    stdlib = runtime / "python_stdlib.zip"
    trimmed = Stamp(
        "stdlib",
        [staged, scripts / "trim_stdlib.mjs", scripts / "engine_exercise.py", *always],
        [stdlib],
    )
    if trimmed.fresh():
        print("==> the trimmed standard library: up to date (its inputs are unchanged)")
    else:
        trimmed.forget()
        trim_stdlib(staged, stdlib)
        trimmed.seal()
    digest = hashlib.sha256()
    for name in PYODIDE_FILES:
        digest.update((runtime / name).read_bytes())
    digest.update(staged.read_bytes())
    # Byte sizes let the page show download progress in megabytes before any
    # Content-Length arrives (and whatever compression the server applies).
    sizes = {name: (runtime / name).stat().st_size for name in PYODIDE_FILES}
    version_hash = digest.hexdigest()[:16]
    manifest: dict[str, object] = {
        "wheel": wheel.name,
        "pyodide": version,
        "pyodide_dir": pyodide_dir,
        "pyodide_files": list(PYODIDE_FILES),
        "sizes": {**sizes, wheel.name: staged.stat().st_size},
        # Each file's SHA-256: a start that fails without saying why names the file whose
        # bytes are not these (the worker checks only then, so a good start pays nothing).
        "sha256": {
            **{
                name: hashlib.sha256((target / pyodide_dir / name).read_bytes()).hexdigest()
                for name in PYODIDE_FILES
            },
            wheel.name: hashlib.sha256(staged.read_bytes()).hexdigest(),
        },
        "version": version_hash,
    }
    snapshot = target / f"engine-snapshot-{version_hash}.bin.gz"
    made = Stamp("snapshot", [staged, stdlib, scripts / "make_snapshot.mjs", *always], [snapshot])
    # The pages the worker copies from its own WebAssembly instance (make_snapshot.mjs),
    # written beside the snapshot and kept in the stamp, out of the site.
    sidecar = snapshot.with_name(snapshot.name + ".json")

    def from_instance() -> Any:
        pages = json.loads(sidecar.read_text())
        sidecar.unlink()
        return pages

    run_step(
        made,
        "the engine's snapshot",
        ["node", str(scripts / "make_snapshot.mjs"), str(staged), str(snapshot), str(stdlib)],
        from_instance,
    )
    gz = snapshot.read_bytes()
    manifest["snapshot"] = {
        "file": snapshot.name,
        "size": len(gz),
        # The memory's size: the worker hands Pyodide a buffer of it before the download ends.
        "raw_size": len(gzip.decompress(gz)),
        "sha256": hashlib.sha256(gz).hexdigest(),
        "from_instance": made.data,
    }
    manifest_path = target / "manifest.json"
    manifest_path.write_text(json.dumps(manifest, indent=2) + "\n")
    remove_stale(target, {runtime, staged, snapshot, manifest_path}, STAGED)
    remove_stale(runtime, {runtime / name for name in PYODIDE_FILES})
    print(f"==> staged Pyodide {version} and {wheel.name} in docs/generated/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
