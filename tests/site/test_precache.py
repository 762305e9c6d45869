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


def test_every_module_of_the_engine_worker_and_the_table_is_kept_offline(site_dir: Path) -> None:
    """The engine worker and the table view are split into modules (engine/, play/table/),
    which a module worker and a page import before they run: each is in every language's
    list, or the trainer would not start offline."""
    text = (site_dir / "sw.js").read_text()
    listing = json.loads(re.search(r"^const PRECACHE = (\{.*\});$", text, re.M)[1])
    modules = [
        path.relative_to(site_dir).as_posix()
        for folder in ("javascripts/engine", "javascripts/play/table")
        for path in (site_dir / folder).glob("*.js")
    ]
    assert len(modules) > 4
    for group in (listing["site"], *listing.get("languages", {}).values()):
        assert "javascripts/engine-worker.js" in group
        assert not [path for path in modules if path not in group]


def test_the_built_service_worker_keeps_every_page_and_the_runtime(site_dir: Path) -> None:
    text = (site_dir / "sw.js").read_text()
    found = re.search(r"^const PRECACHE = (\{.*\});$", text, re.M)
    assert found, "scripts/build did not write the precache list"
    listing = json.loads(found[1])
    files = {**listing["site"], **listing["runtime"], **listing["snapshot"]}
    # each shipped language keeps its own pages in a list of its own
    for own in listing.get("languages", {}).values():
        files.update(own)
    pages = {
        page.relative_to(site_dir).as_posix().removesuffix("index.html")
        for page in site_dir.rglob("index.html")
    }
    assert pages <= set(files)
    for code in listing.get("languages", {}):
        assert not any(path.startswith(f"{code}/") for path in listing["site"]), code
    manifest = json.loads((site_dir / "generated" / "manifest.json").read_text())
    runtime = {f"generated/{manifest['pyodide_dir']}{name}" for name in manifest["pyodide_files"]}
    assert runtime | {f"generated/{manifest['wheel']}"} <= set(files)
    for path, digest in files.items():
        on_disk = site_dir / (path + "index.html" if path == "" or path.endswith("/") else path)
        assert precache.file_hash(on_disk) == digest, path


def site_with_a_language(tmp_path: Path) -> Path:
    """The small site with a Polish build below its root (scripts/build_language.py)."""
    site = small_site(tmp_path)
    for name, text in {
        "javascripts/trainer.js": "js",
        "stylesheets/site.css": "css",
        "assets/cards/german/OC.svg": "<svg/>",
        "assets/javascripts/bundle.js": "material",
        "search/search_index.json": "{}",
        "generated/i18n/en.js": "en",
        "generated/i18n/pl.js": "pl",
        "generated/i18n/de.js": "de",
        "pl/index.html": "start",
        "pl/404.html": "nie ma",
        "pl/pamfil/rules/index.html": "zasady",
        "pl/assets/javascripts/bundle.js": "material pl",
        "pl/assets/javascripts/lunr/min/lunr.stemmer.support.min.js": "stemmer",
        "pl/assets/javascripts/lunr/min/lunr.de.min.js": "de",
        "pl/search/search_index.json": "{}",
        "pl/sitemap.xml": "<urlset/>",
    }.items():
        path = site / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return site


def test_each_reader_keeps_the_pages_of_their_own_language(tmp_path: Path) -> None:
    """The English list has no Polish page and the Polish one no English page; both have the
    files every language shares (scripts, styles, card pictures, the English catalogue the
    page falls back on) and each its own page catalogue."""
    listing = precache.precache_list(site_with_a_language(tmp_path))
    shared = {
        "javascripts/trainer.js",
        "stylesheets/site.css",
        "assets/cards/german/OC.svg",
        "generated/i18n/en.js",
    }
    english = {
        "",
        "pamfil/rules/",
        "assets/site.css",
        "assets/javascripts/bundle.js",
        "search/search_index.json",
    }
    polish = {
        "pl/",
        "pl/404.html",
        "pl/pamfil/rules/",
        "pl/assets/javascripts/bundle.js",
        "pl/assets/javascripts/lunr/min/lunr.stemmer.support.min.js",  # its search's stemmer
        "pl/search/search_index.json",
        "generated/i18n/pl.js",
    }
    assert set(listing["site"]) == english | shared
    assert set(listing["languages"]) == {"pl"}
    assert set(listing["languages"]["pl"]) == polish | shared
    # a language not built keeps nothing; the engine's groups are everyone's
    everything = {*listing["site"], *listing["languages"]["pl"]}
    assert "generated/i18n/de.js" not in everything | set(listing["runtime"])
    assert "generated/pyodide-1/pyodide.asm.wasm" in listing["runtime"]


def test_the_pseudo_site_lists_its_language_for_its_readers(pseudo_site_dir: Path) -> None:
    text = (pseudo_site_dir / "sw.js").read_text()
    listing = json.loads(re.search(r"^const PRECACHE = (\{.*\});$", text, re.M)[1])
    pages = listing["languages"]["en-XA"]
    assert "en-XA/tarok/rules/" in pages and "tarok/rules/" not in pages
    assert "javascripts/trainer.js" in pages and "generated/i18n/en-XA.js" in pages
    assert not any(path.startswith("en-XA/") for path in listing["site"])
