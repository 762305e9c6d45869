"""Build stamps: a step of ``scripts/build`` runs again only when what it reads has changed.

Each step names the files and folders it reads (its inputs), what it writes (its outputs)
and any setting that changes its result (``SITE_URL`` for the site). After the step has
run, its stamp, ``.stamps/<step>.json`` (git-ignored), records one SHA-256 over the inputs'
paths and bytes and one over the outputs'. The step is *fresh*, and skipped, when both
still match: a changed input runs it again, and so does an output that was deleted or
edited by hand. Hashing the inputs costs well under a second; the steps it saves cost
minutes (the stdlib trim runs 578 engine requests under Pyodide, the snapshot starts
Python in Node, ``mkdocs build`` renders every page with the engine).

A stamp may carry a little data the step produced, which a skipped step still needs
(the snapshot's list of pages the worker copies from its own instance).

From a shell (``scripts/build``)::

    python scripts/stamps.py fresh site --in docs trainer mkdocs.yml --out site \
        --setting SITE_URL="$SITE_URL" && echo "skip"
    python scripts/stamps.py seal site --in docs trainer mkdocs.yml --out site \
        --setting SITE_URL="$SITE_URL"

From Python (``scripts/stage_runtime.py``): ``Stamp(name, inputs, outputs)``, then
``fresh()``, ``seal(data)`` and ``data``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
STAMPS = ROOT / ".stamps"
# Never an input: byte-code caches change whenever Python runs, not when a source does.
IGNORED_PARTS = {"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache"}


def files_of(paths: Iterable[Path]) -> list[Path]:
    """Every file under ``paths`` (a file stands for itself), sorted, caches left out.

    A path that does not exist is kept as itself, so that creating it later changes
    the digest."""
    found: set[Path] = set()
    for path in paths:
        if path.is_dir():
            found.update(
                item
                for item in path.rglob("*")
                if item.is_file() and not IGNORED_PARTS.intersection(item.parts)
            )
        else:
            found.add(path)
    return sorted(found)


def digest(paths: Iterable[Path], settings: Mapping[str, str] | None = None) -> str:
    """SHA-256 over each file's path (relative to the checkout) and bytes, and the settings."""
    total = hashlib.sha256()
    for path in files_of(paths):
        name = path.resolve().relative_to(ROOT) if path.resolve().is_relative_to(ROOT) else path
        total.update(f"{name}\0".encode())
        total.update(hashlib.sha256(path.read_bytes()).digest() if path.is_file() else b"-")
    for key, value in sorted((settings or {}).items()):
        total.update(f"{key}={value}\0".encode())
    return total.hexdigest()


class Stamp:
    """The stamp of one build step: whether its inputs and outputs are as when it last ran."""

    def __init__(
        self,
        name: str,
        inputs: Iterable[Path],
        outputs: Iterable[Path],
        settings: Mapping[str, str] | None = None,
        folder: Path = STAMPS,
    ) -> None:
        self.path = folder / f"{name}.json"
        self.inputs = list(inputs)
        self.outputs = list(outputs)
        self.settings = dict(settings or {})
        self._recorded: dict[str, Any] = {}
        if self.path.is_file():
            try:
                self._recorded = json.loads(self.path.read_text())
            except ValueError:
                self._recorded = {}  # a torn stamp: the step runs again

    def fresh(self) -> bool:
        """True when the step last ran on these very inputs and its outputs are untouched."""
        if not self._recorded or not all(path.exists() for path in self.outputs):
            return False
        return self._recorded.get("inputs") == digest(
            self.inputs, self.settings
        ) and self._recorded.get("outputs") == digest(self.outputs)

    @property
    def data(self) -> Any:
        """What the step left in its stamp when it last ran (``None`` if nothing)."""
        return self._recorded.get("data")

    def seal(self, data: Any = None) -> None:
        """Record that the step has just run on the current inputs (call it after the step)."""
        self._recorded = {
            "inputs": digest(self.inputs, self.settings),
            "outputs": digest(self.outputs),
            "data": data,
        }
        self.path.parent.mkdir(exist_ok=True)
        self.path.write_text(json.dumps(self._recorded, indent=1) + "\n")

    def forget(self) -> None:
        """Drop the stamp before the step runs, so a step that fails half-way is not fresh."""
        self.path.unlink(missing_ok=True)
        self._recorded = {}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("fresh", "seal", "forget"))
    parser.add_argument("step", help="the step's name: its stamp is .stamps/<step>.json")
    parser.add_argument("--in", dest="inputs", nargs="+", default=[], type=Path)
    parser.add_argument("--out", dest="outputs", nargs="+", default=[], type=Path)
    parser.add_argument("--setting", action="append", default=[], help="NAME=VALUE")
    args = parser.parse_args(argv)
    settings = dict(item.partition("=")[::2] for item in args.setting)
    stamp = Stamp(args.step, args.inputs, args.outputs, settings)
    if args.action == "fresh":
        return 0 if stamp.fresh() else 1
    if args.action == "seal":
        stamp.seal()
    else:
        stamp.forget()
    return 0


if __name__ == "__main__":
    sys.exit(main())
