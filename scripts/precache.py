"""Write the service worker's list of the built site's files, with their hashes.

The service worker (``docs/sw.js``, copied to ``site/sw.js``) keeps the site for
offline use in three groups, because they cost a visitor very different amounts:

- ``site``: every page and its assets (about 0.6 MB gzipped), precached from any page;
- ``runtime``: the engine's Pyodide files and the trainer wheel (about 13 MB), kept only
  once an engine page has run the engine (copied from what the engine downloaded) or when
  the visitor asks for the whole site offline;
- ``snapshot``: the shipped engine snapshot (about 7 MB), kept only when the engine
  actually started from it.

The pages are the reader's language only: ``site`` is the English site (the root build and
the files every language shares: scripts, styles, card pictures, the English catalogue the
page falls back on), and ``languages`` holds, for each language built below the root
(``site/pl/``, scripts/build_language.py), the same for that language: its pages, its own
theme files and search index, its page catalogue, and the shared files. A page registers the
service worker with its language (``sw.js?lang=pl``), which then precaches that group instead
of ``site``.

This step, the last of ``scripts/build`` (after the Content-Security-Policy has
changed the pages), replaces the service worker's ``const PRECACHE = null;`` line
with ``{version, site, languages, runtime, snapshot}``, each group ``{path: hash}``: paths
relative to the site root (a page ``x/index.html`` as its URL ``x/``), hashes the
first 16 hex digits of the file's SHA-256. ``version`` hashes the whole list, so a
new build gives a new ``sw.js``, which the browser installs in a new cache named
after it.

Left out: the service worker itself, source maps, the sitemaps, Material's search-language
files that no build's search uses (English needs none; a language keeps its own stemmer),
and the page catalogues of languages not built.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from languages import languages

PLACEHOLDER = "const PRECACHE = null;"
SKIPPED_NAMES = {"sw.js", "sitemap.xml", "sitemap.xml.gz"}
SKIPPED_SUFFIXES = (".map",)
SHARED_PREFIXES = ("javascripts/", "stylesheets/", "assets/cards/")
"""The files of the root build that every language's pages use (scripts/build_language.py
copies none of them into a language's build)."""
_LUNR = re.compile(r"(?:(?P<lang>[^/]+)/)?assets/javascripts/lunr/(?P<file>.+)")
_CATALOGUE = re.compile(r"generated/i18n/(?P<lang>[^/]+)\.js")


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def url_path(relative: str) -> str:
    """The path a reader's browser asks for: ``x/index.html`` is ``x/``, the home page ``""``."""
    if relative == "index.html":
        return ""
    if relative.endswith("/index.html"):
        return relative[: -len("index.html")]
    return relative


def built_languages(site: Path) -> list[str]:
    """The languages built below the site's root (``site/pl/``), by code."""
    return [code for code in languages() if (site / code / "index.html").is_file()]


def _skipped(relative: str, built: list[str]) -> bool:
    name = relative.rsplit("/", 1)[-1]
    if name in SKIPPED_NAMES or relative.endswith(SKIPPED_SUFFIXES):
        return True
    lunr = _LUNR.fullmatch(relative)
    if lunr:  # a language keeps its own stemmer (and the support it needs); English none
        lang = lunr.group("lang")
        return lang not in built or lunr.group("file") not in (
            "min/lunr.stemmer.support.min.js",
            f"min/lunr.{lang}.min.js",
        )
    catalogue = _CATALOGUE.fullmatch(relative)
    return catalogue is not None and catalogue.group("lang") not in ("en", *built)


def site_files(site: Path) -> dict[str, str]:
    """Every file of the site to keep offline, by URL path, with its hash."""
    built = built_languages(site)
    found = []
    # (os.walk follows linked folders: the pseudo-language's test site links the English one in)
    for folder, _, names in os.walk(site, followlinks=True):
        found.extend(Path(folder) / name for name in names)
    files = {}
    for path in sorted(found):
        relative = path.relative_to(site).as_posix()
        if not _skipped(relative, built):
            files[url_path(relative)] = file_hash(path)
    return files


RUNTIME_PREFIX = "generated/"
SNAPSHOT_PREFIX = "generated/engine-snapshot-"


def group_of(path: str, built: Sequence[str] = ()) -> str:
    """Which group a URL path belongs to (see the module's docstring): ``site``, ``runtime``,
    ``snapshot``, a built language's code, or ``shared`` (in ``site`` and every language)."""
    catalogue = _CATALOGUE.fullmatch(path)
    if catalogue:
        lang = catalogue.group("lang")
        return "shared" if lang == "en" else lang
    if path.startswith(SNAPSHOT_PREFIX):
        return "snapshot"
    if path.startswith(RUNTIME_PREFIX):
        return "runtime"
    if path.startswith(SHARED_PREFIXES):
        return "shared"
    first = path.split("/", 1)[0]
    return first if first in built else "site"


def precache_list(site: Path) -> dict[str, object]:
    files = site_files(site)
    built = built_languages(site)
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    groups: dict[str, dict[str, str]] = {"site": {}, "runtime": {}, "snapshot": {}}
    own: dict[str, dict[str, str]] = {code: {} for code in built}
    shared: dict[str, str] = {}
    for path, digest in files.items():
        group = group_of(path, built)
        if group == "shared":
            shared[path] = digest
        elif group in own:
            own[group][path] = digest
        else:
            groups[group][path] = digest
    groups["site"] = dict(sorted({**groups["site"], **shared}.items()))
    languages_ = {code: dict(sorted({**pages, **shared}.items())) for code, pages in own.items()}
    return {"version": version, **groups, "languages": languages_}


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
    groups = {name: listing[name] for name in ("site", "runtime", "snapshot")}
    languages_ = listing["languages"]
    assert isinstance(languages_, dict)
    groups.update({f"site in {code}": files for code, files in languages_.items()})
    for group, files in groups.items():
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
