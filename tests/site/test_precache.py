"""The service worker's list of the site's files (scripts/precache.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import precache

ROOT = Path(__file__).resolve().parents[2]


def small_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    for name, text in {
        "index.html": "home",
        "pamfil/rules/index.html": "rules",
        "assets/site.css": "body{}",
        "assets/bundle.js.map": "{}",
        "assets/javascripts/lunr/min/lunr.de.min.js": "de",
        "sitemap.xml": "<urlset/>",
        "generated/pyodide-1/pyodide.asm.wasm": "wasm",
        "sw.js": f"{precache.PLACEHOLDER}\nconst CACHE = 1;\n",
    }.items():
        path = site / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return site


def test_pages_are_listed_by_their_url_and_leftovers_are_not(tmp_path: Path) -> None:
    files = precache.site_files(small_site(tmp_path))
    assert set(files) == {
        "",
        "pamfil/rules/",
        "assets/site.css",
        "generated/pyodide-1/pyodide.asm.wasm",
    }
    assert all(re.fullmatch(r"[0-9a-f]{16}", digest) for digest in files.values())


def test_a_changed_file_gives_a_new_version(tmp_path: Path) -> None:
    site = small_site(tmp_path)
    before = precache.precache_list(site)
    (site / "pamfil" / "rules" / "index.html").write_text("rules, corrected")
    after = precache.precache_list(site)
    assert after["version"] != before["version"]
    assert after["site"]["assets/site.css"] == before["site"]["assets/site.css"]


def test_the_pages_the_runtime_and_the_snapshot_are_kept_apart(tmp_path: Path) -> None:
    """Any page precaches only the site; the engine's files wait for an engine page or the
    switch."""
    site = small_site(tmp_path)
    (site / "generated" / "engine-snapshot-abc.bin.gz").write_bytes(b"snap")
    (site / "generated" / "trainer-0.1.0-py3-none-any.whl").write_bytes(b"wheel")
    listing = precache.precache_list(site)
    assert set(listing["site"]) == {"", "pamfil/rules/", "assets/site.css"}
    assert set(listing["runtime"]) == {
        "generated/pyodide-1/pyodide.asm.wasm",
        "generated/trainer-0.1.0-py3-none-any.whl",
    }
    assert set(listing["snapshot"]) == {"generated/engine-snapshot-abc.bin.gz"}


def test_the_list_is_written_into_the_service_worker_once(tmp_path: Path) -> None:
    site = small_site(tmp_path)
    listing = precache.apply(site)
    text = (site / "sw.js").read_text()
    assert f"const PRECACHE = {json.dumps(listing, separators=(',', ':'))};" in text
    assert precache.PLACEHOLDER not in text


def test_the_built_service_worker_keeps_every_page_and_the_runtime(site_dir: Path) -> None:
    text = (site_dir / "sw.js").read_text()
    found = re.search(r"^const PRECACHE = (\{.*\});$", text, re.M)
    assert found, "scripts/build did not write the precache list"
    listing = json.loads(found[1])
    files = {**listing["site"], **listing["runtime"], **listing["snapshot"]}
    pages = {
        page.relative_to(site_dir).as_posix().removesuffix("index.html")
        for page in site_dir.rglob("index.html")
    }
    assert pages <= set(files)
    manifest = json.loads((site_dir / "generated" / "manifest.json").read_text())
    runtime = {f"generated/{manifest['pyodide_dir']}{name}" for name in manifest["pyodide_files"]}
    assert runtime | {f"generated/{manifest['wheel']}"} <= set(files)
    for path, digest in files.items():
        on_disk = site_dir / (path + "index.html" if path == "" or path.endswith("/") else path)
        assert precache.file_hash(on_disk) == digest, path
