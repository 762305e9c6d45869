#!/usr/bin/env python3
"""The bytes a first visit to a page downloads, counted from the built files, gzip-compressed
as a static host serves them; of two builds side by side, with the ratio.

    python scripts/bench_bytes.py [--page tarok/trainer/] SITE [SITE_BEFORE]
    python scripts/bench_bytes.py [--page tarok/trainer/] --languages pl de site-languages

The second form compares the same page in each language of one site (the languages' test
site, or a build that ships them) with the English one: issues 34 and 35 ask a first visit to
a Polish or German trainer to cost within 5 % of the English one's bytes.

What a first visit to a trainer page downloads, file by file: the page; its styles and scripts
(the ``<link rel=stylesheet>`` and ``<script src>`` of the page, and every module they import,
statically or with an ``import()`` of a literal path, or start as a worker: a script named by
``new URL("….js", import.meta.url)``, the engine worker and the modules it imports); the pages'
catalogue of its language (``generated/i18n/<lang>.js`` and the English one it falls back on,
when a module loads them); then the engine: the runtime's manifest and Pyodide's files, and
either the shipped memory snapshot (a start from it, the usual first visit) or the trainer wheel
(a normal start). The browser's own timing plays no part, so the figure is the same on a busy
machine; bench_start.py measures the same visit on the wire, with the times.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path
from urllib.parse import urljoin, urlparse

SCRIPT = re.compile(r'<script\b[^>]*\bsrc="([^"]+)"')
STYLE = re.compile(r'<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"')
IMPORT = re.compile(r"""(?:\bimport\s*(?:[\w*{}\s,]+from\s*)?|\bimport\s*\(\s*)["']([^"']+)["']""")
WORKER = re.compile(r"""\bnew URL\(\s*["']([^"']+\.m?js)["']\s*,\s*import\.meta\.url""")
CATALOGUE = re.compile(r"generated/i18n/")
LANG = re.compile(r'<html lang="([^"]+)"')
ORIGIN = "http://site/"


def gzip_size(path: Path) -> int:
    data = path.read_bytes()
    if path.suffix in (".gz", ".png", ".whl"):  # served as they are
        return len(data)
    return len(gzip.compress(data, 6))


def local(site: Path, url: str) -> Path | None:
    parsed = urlparse(url)
    if not url.startswith(ORIGIN):
        return None
    path = site / parsed.path.removeprefix("/")
    return path / "index.html" if parsed.path.endswith("/") else path


def page_files(site: Path, page: str) -> dict[str, int]:
    """The page and every style and script module it loads, by URL, with their gzip sizes."""
    url = urljoin(ORIGIN, page)
    found: dict[str, int] = {}
    html_path = local(site, url)
    assert html_path is not None and html_path.is_file(), f"no page {page} in {site}"
    html = html_path.read_text(encoding="utf-8")
    found[url] = gzip_size(html_path)
    lang = (LANG.search(html) or [None, "en"])[1]
    todo = [urljoin(url, ref) for ref in SCRIPT.findall(html) + STYLE.findall(html)]
    while todo:
        ref = todo.pop().split("?")[0].split("#")[0]
        path = local(site, ref)
        if ref in found or path is None or not path.is_file():
            continue
        found[ref] = gzip_size(path)
        if path.suffix in (".js", ".mjs"):
            source = path.read_text(encoding="utf-8")
            targets = IMPORT.findall(source) + WORKER.findall(source)
            todo += [urljoin(ref, target) for target in targets]
            if "generated/i18n/" in source and "import(" in source:
                base = urljoin(ref, "../../generated/i18n/")
                todo += [urljoin(base, f"{code}.js") for code in {"en", lang}]
    return found


def engine_files(site: Path) -> dict[str, dict[str, int]]:
    manifest_path = site / "generated" / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    runtime = site / "generated" / manifest["pyodide_dir"]
    common = {"manifest.json": gzip_size(manifest_path)}
    for name in manifest["pyodide_files"]:
        common[name] = gzip_size(runtime / name)
    snapshot = site / "generated" / manifest["snapshot"]["file"]
    return {
        "common": common,
        "snapshot": {snapshot.name: gzip_size(snapshot)},
        "wheel": {manifest["wheel"]: gzip_size(site / "generated" / manifest["wheel"])},
    }


def measure(site: Path, page: str) -> dict[str, int]:
    pages = page_files(site, page)
    engine = engine_files(site)
    catalogue = sum(size for url, size in pages.items() if CATALOGUE.search(url))
    common = sum(engine["common"].values())
    return {
        "page, styles and scripts": sum(pages.values()) - catalogue,
        "the pages' catalogues": catalogue,
        "Pyodide's files": common,
        "shipped snapshot": sum(engine["snapshot"].values()),
        "trainer wheel": sum(engine["wheel"].values()),
        "first visit (snapshot start)": sum(pages.values())
        + common
        + sum(engine["snapshot"].values()),
        "first visit (normal start)": sum(pages.values()) + common + sum(engine["wheel"].values()),
    }


def language_ratios(site: Path, page: str, codes: list[str]) -> dict[str, tuple[int, float]]:
    """A first visit (snapshot start) to ``page`` in English and in each language (its folder
    ``<code>/``): the bytes, and their ratio to the English visit's."""
    key = "first visit (snapshot start)"
    english = measure(site, page)[key]
    figures = {"en": (english, 1.0)}
    for code in codes:
        size = measure(site, f"{code}/{page}")[key]
        figures[code] = (size, size / english)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("before", type=Path, nargs="?")
    parser.add_argument("--page", default="tarok/trainer/")
    parser.add_argument("--languages", nargs="+", metavar="CODE", help="compare these with English")
    args = parser.parse_args(argv)
    if args.languages:
        print(f"First visit (snapshot start) to /{args.page} by language: bytes (gzip as served)")
        for code, (size, ratio) in language_ratios(args.site, args.page, args.languages).items():
            print(f"  {code:<4} {size:>12,}  {ratio:.4f} × English ({(ratio - 1) * 100:+.2f} %)")
        return 0
    after = measure(args.site, args.page)
    before = measure(args.before, args.page) if args.before else None
    print(f"First visit to /{args.page}: bytes (gzip as served)")
    for name, value in after.items():
        line = f"  {name:<32} {value:>10,}"
        if before is not None:
            old = before[name]
            ratio = f"{value / old:.3f} ×" if old else "new"
            line = f"  {name:<32} {old:>10,} → {value:>10,}  ({ratio}, {value - old:+,})"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
