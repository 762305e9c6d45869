"""Write the service worker's list of the built site's files, with their hashes.

The service worker (``docs/sw.js``, copied to ``site/sw.js``) keeps the site for
offline use in three groups, because they cost a visitor very different amounts:

- ``site``: every page and its assets (about 0.6 MB gzipped), precached from any page;
- ``runtime``: the engine's Pyodide files and the trainer wheel (about 13 MB), kept only
  once an engine page has run the engine (copied from what the engine downloaded) or when
  the visitor asks for the whole site offline;
- ``snapshot``: the shipped engine snapshot (about 7 MB), kept only when the engine
  actually started from it.

This step, the last of ``scripts/build`` (after the Content-Security-Policy has
changed the pages), replaces the service worker's ``const PRECACHE = null;`` line
with ``{version, site, runtime, snapshot}``, each group ``{path: hash}``: paths
relative to the site root (a page ``x/index.html`` as its URL ``x/``), hashes the
first 16 hex digits of the file's SHA-256. ``version`` hashes the whole list, so a
new build gives a new ``sw.js``, which the browser installs in a new cache named
after it.

Left out: the service worker itself, source maps, the sitemap, and Material's
search-language files (this site's search is English only).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

PLACEHOLDER = "const PRECACHE = null;"
SKIPPED_PREFIXES = ("assets/javascripts/lunr/",)
SKIPPED_NAMES = {"sw.js", "sitemap.xml", "sitemap.xml.gz"}
SKIPPED_SUFFIXES = (".map",)


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def url_path(relative: str) -> str:
    """The path a reader's browser asks for: ``x/index.html`` is ``x/``, the home page ``""``."""
    if relative == "index.html":
        return ""
    if relative.endswith("/index.html"):
        return relative[: -len("index.html")]
    return relative


def site_files(site: Path) -> dict[str, str]:
    """Every file of the site to keep offline, by URL path, with its hash."""
    files = {}
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        relative = path.relative_to(site).as_posix()
        if (
            relative in SKIPPED_NAMES
            or relative.startswith(SKIPPED_PREFIXES)
            or relative.endswith(SKIPPED_SUFFIXES)
        ):
            continue
        files[url_path(relative)] = file_hash(path)
    return files


RUNTIME_PREFIX = "generated/"
SNAPSHOT_PREFIX = "generated/engine-snapshot-"


def group_of(path: str) -> str:
    """Which of the three groups a URL path belongs to (see the module's docstring)."""
    if path.startswith(SNAPSHOT_PREFIX):
        return "snapshot"
    if path.startswith(RUNTIME_PREFIX):
        return "runtime"
    return "site"


def precache_list(site: Path) -> dict[str, object]:
    files = site_files(site)
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    groups: dict[str, dict[str, str]] = {"site": {}, "runtime": {}, "snapshot": {}}
    for path, digest in files.items():
        groups[group_of(path)][path] = digest
    return {"version": version, **groups}


def apply(site: Path) -> dict[str, object]:
    worker = site / "sw.js"
    text = worker.read_text(encoding="utf-8")
    if PLACEHOLDER not in text:
        raise SystemExit(f"error: {worker} has no line {PLACEHOLDER!r} (already written?)")
    listing = precache_list(site)
    line = f"const PRECACHE = {json.dumps(listing, separators=(',', ':'))};"
    worker.write_text(text.replace(PLACEHOLDER, line, 1), encoding="utf-8")
    return listing


def main(argv: list[str]) -> int:
    site = Path(argv[1] if len(argv) > 1 else "site")
    listing = apply(site)
    parts = []
    for group in ("site", "runtime", "snapshot"):
        files = listing[group]
        assert isinstance(files, dict)
        size = sum(
            (site / (p if p and not p.endswith("/") else p + "index.html")).stat().st_size
            for p in files
        )
        parts.append(f"{group} {len(files)} files ({size / 1e6:.1f} MB)")
    version = listing["version"]
    print(f"==> service worker lists {', '.join(parts)}; version {version}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
