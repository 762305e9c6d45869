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
(made with fixed entropy and a deterministic clock), so two builds of one commit
stage the same bytes, the same manifest version and the same snapshot: a deploy
that changes one page does not make returning visitors fetch the engine again.
Staging
under ``docs/`` (instead of an MkDocs hook) keeps ``mkdocs serve`` and Zensical
working with the same files.
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

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


def main() -> int:
    source = ROOT / "node_modules" / "pyodide"
    target = ROOT / "docs" / "generated"
    wheels = sorted((ROOT / "dist").glob("trainer-*-py3-none-any.whl"))
    if not wheels:
        print("error: no trainer wheel in dist/ (run python -m build --wheel)", file=sys.stderr)
        return 1
    missing = [name for name in PYODIDE_FILES if not (source / name).is_file()]
    if missing:
        print(f"error: node_modules/pyodide lacks {missing}; run scripts/setup", file=sys.stderr)
        return 1
    if target.exists():  # all but the page's catalogues, which scripts/i18n.py wrote there
        for item in target.iterdir():
            if item.name != "i18n":
                shutil.rmtree(item) if item.is_dir() else item.unlink()
    version = json.loads((source / "package.json").read_text())["version"]
    # The folder names the Pyodide version, so a new Pyodide never meets old cached files.
    pyodide_dir = f"pyodide-{version}/"
    (target / pyodide_dir).mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name != "python_stdlib.zip":
            shutil.copy2(source / name, target / pyodide_dir / name)
    wheel = wheels[-1]
    staged = target / wheel.name
    # The browser's copy carries Python 3.14 bytecode compiled by Pyodide itself, so
    # the engine imports without compiling its sources on every visit.
    subprocess.run(
        ["node", str(ROOT / "scripts" / "precompile_wheel.mjs"), str(wheel), str(staged)],
        check=True,
    )
    trim_stdlib(staged, target / pyodide_dir / "python_stdlib.zip")
    digest = hashlib.sha256()
    for name in PYODIDE_FILES:
        digest.update((target / pyodide_dir / name).read_bytes())
    digest.update(staged.read_bytes())
    # Byte sizes let the page show download progress in megabytes before any
    # Content-Length arrives (and whatever compression the server applies).
    sizes = {name: (target / pyodide_dir / name).stat().st_size for name in PYODIDE_FILES}
    version_hash = digest.hexdigest()[:16]
    manifest: dict[str, object] = {
        "wheel": wheel.name,
        "pyodide": version,
        "pyodide_dir": pyodide_dir,
        "pyodide_files": list(PYODIDE_FILES),
        "sizes": {**sizes, wheel.name: staged.stat().st_size},
        "version": version_hash,
    }
    snapshot = target / f"engine-snapshot-{version_hash}.bin.gz"
    stdlib = target / pyodide_dir / "python_stdlib.zip"
    subprocess.run(
        [
            "node",
            str(ROOT / "scripts" / "make_snapshot.mjs"),
            str(staged),
            str(snapshot),
            str(stdlib),
        ],
        check=True,
    )
    gz = snapshot.read_bytes()
    # The pages the worker copies from its own WebAssembly instance (make_snapshot.mjs).
    sidecar = snapshot.with_name(snapshot.name + ".json")
    from_instance = json.loads(sidecar.read_text())
    sidecar.unlink()
    manifest["snapshot"] = {
        "file": snapshot.name,
        "size": len(gz),
        # The memory's size: the worker hands Pyodide a buffer of it before the download ends.
        "raw_size": len(gzip.decompress(gz)),
        "sha256": hashlib.sha256(gz).hexdigest(),
        "from_instance": from_instance,
    }
    (target / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"==> staged Pyodide {version} and {wheel.name} in docs/generated/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
