"""Write the service worker's list of the built site's files, with their hashes.

The service worker (``docs/sw.js``, copied to ``site/sw.js``) precaches every file
of the site, so every page, every trainer included, works offline after the
first visit. This step, the last of ``scripts/build`` (after the
Content-Security-Policy has changed the pages), replaces its ``const PRECACHE =
null;`` line with ``{version, files: {path: hash}}``: paths relative to the site
root (a page ``x/index.html`` as its URL ``x/``), hashes the first 16 hex digits
of the file's SHA-256. ``version`` hashes the whole list, so a new build gives a
new ``sw.js``, which the browser installs in a new cache named after it.

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


def precache_list(site: Path) -> dict[str, object]:
    files = site_files(site)
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return {"version": version, "files": files}


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
    files = listing["files"]
    assert isinstance(files, dict)
    size = sum(
        (site / (p if p and not p.endswith("/") else p + "index.html")).stat().st_size
        for p in files
    )
    version = listing["version"]
    print(f"==> service worker keeps {len(files)} files ({size / 1e6:.1f} MB), version {version}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
