"""Figures of the built site that its pages state, computed when the pages are built.

``about {{ engine_download_mb }} MB`` in a page's Markdown becomes "about 17 MB": what the rules
engine downloads on a first visit (the Pyodide files and the shipped snapshot, as the download bar
counts them) and then keeps for offline use. The figure is read from the runtime that
``scripts/build`` stages (``docs/generated/manifest.json``), so the home page, the trainers and
the play pages cannot disagree with each other or with the bar (issue 31, NEW-24). Inside
fenced or inline code the token is left as written.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from markdown import Markdown
from markdown.preprocessors import Preprocessor

from docs_ext.examples import EngineBlockError

MANIFEST = Path(__file__).resolve().parent.parent / "docs" / "generated" / "manifest.json"

TOKEN = re.compile(r"\{\{\s*engine_download_mb\s*\}\}")
_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")


def engine_download_bytes(manifest: Path = MANIFEST) -> int:
    """The bytes a first start downloads: the Pyodide files and the shipped snapshot."""
    if not manifest.is_file():
        raise EngineBlockError(
            f"{manifest} is missing: run scripts/build (it stages the engine whose size the "
            "pages state)"
        )
    data = json.loads(manifest.read_text(encoding="utf-8"))
    sizes = data["sizes"]
    total = sum(sizes[name] for name in data["pyodide_files"])
    snapshot = data.get("snapshot")
    return total + (snapshot["size"] if snapshot else 0)


def engine_download_mb(manifest: Path = MANIFEST) -> str:
    """The download in megabytes, to the nearest one: "17" (the page says "about 17 MB")."""
    return str(round(engine_download_bytes(manifest) / 1e6))


class SiteFacts(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fence: str | None = None
        for line in lines:
            fenced = _FENCE.match(line)
            if fence is not None:
                if fenced and fenced.group(1)[0] == fence[0] and len(fenced.group(1)) >= len(fence):
                    fence = None
            elif fenced:
                fence = fenced.group(1)
            elif TOKEN.search(line):
                # Not inside `inline code`: split on backticks, replace in the even parts only.
                parts = line.split("`")
                figure = engine_download_mb()
                parts[::2] = [TOKEN.sub(figure, part) for part in parts[::2]]
                line = "`".join(parts)
            out.append(line)
        return out


def register(md: Markdown) -> None:
    # Before the engine blocks (28) and everything else that reads the text.
    md.preprocessors.register(SiteFacts(md), "gc_site_facts", 29)
