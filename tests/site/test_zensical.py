"""The same sources built by Zensical (scripts/build_zensical), the successor of Material.

Material for MkDocs reaches its end of life in 2027; the site keeps building
with Zensical from the same mkdocs.yml, overrides and Markdown extension. The
Zensical build must have every page of the main build, the blocks the engine
renders at build time, and a trainer that works in the browser.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import languages  # (scripts/: pytest's path names it)
import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_trainer import (
    current_question,
    expected_answer,
    give_answer,
    kinds_of,
    new_question,
    wait_ready,
)

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = ("pamfil", "tarok", "schafkopf")
# Blocks the engine renders into the pages at build time (docs_ext).
ENGINE_BLOCKS = re.compile(r'class="gc-(example__result|trick|hand|auction)\b')
FIRST_QUESTION = re.compile(r'data-question="([^"]+)"')


@pytest.fixture(scope="module")
def zensical_site(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built by scripts/build_zensical into a temporary folder (site/ stays intact)."""
    out = tmp_path_factory.mktemp("zensical") / "site"
    subprocess.run(["bash", str(ROOT / "scripts" / "build_zensical"), str(out)], check=True)
    return out


def page_paths(site: Path) -> set[str]:
    return {page.relative_to(site).as_posix() for page in site.rglob("index.html")}


def test_every_page_of_the_main_build_exists(site_dir: Path, zensical_site: Path) -> None:
    expected = page_paths(site_dir)
    assert len(expected) >= 16  # the pages of the nav in mkdocs.yml
    assert page_paths(zensical_site) == expected
    for game in GAMES:
        for page in ("rules", "original", "examples", "trainer"):
            html = (zensical_site / game / page / "index.html").read_text(encoding="utf-8")
            assert "Content-Security-Policy" in html
    assert "const PRECACHE = {" in (zensical_site / "sw.js").read_text(encoding="utf-8")
    for asset in ("javascripts/trainer.js", "generated/manifest.json"):
        assert (zensical_site / asset).read_bytes() == (site_dir / asset).read_bytes()


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_rendered_blocks_are_all_there(
    site_dir: Path, zensical_site: Path, game: str
) -> None:
    """The same worked examples and first question as the main build, block for block."""
    for page in ("examples", "trainer", "rules"):
        main = (site_dir / game / page / "index.html").read_text(encoding="utf-8")
        other = (zensical_site / game / page / "index.html").read_text(encoding="utf-8")
        assert len(ENGINE_BLOCKS.findall(other)) == len(ENGINE_BLOCKS.findall(main)), page
    main = (site_dir / game / "examples" / "index.html").read_text(encoding="utf-8")
    assert len(re.findall(r'class="gc-example__result\b', main)) >= 3
    trainer = (zensical_site / game / "trainer" / "index.html").read_text(encoding="utf-8")
    assert FIRST_QUESTION.findall(trainer)
    assert '<meta name="gc-engine" content="start">' in trainer  # overrides/main.html


@pytest.fixture(scope="module")
def zensical_url(zensical_site: Path) -> Iterator[str]:
    from serve_site import serve_in_thread

    server, url = serve_in_thread(zensical_site)
    yield url
    server.shutdown()


@pytest.mark.browser
def test_a_trainer_page_works_in_the_browser(
    page: Page, zensical_url: str, outside_requests, page_errors: list[str]
) -> None:
    page.goto(f"{zensical_url}schafkopf/trainer/")
    wait_ready(page)
    new_question(page, kinds_of("schafkopf")[0])
    question = current_question(page)
    give_answer(page, question, expected_answer(question["id"]))
    expect(page.locator(".gc-verdict--correct")).to_be_visible()
    assert outside_requests.urls == []
    assert page_errors == []


@pytest.fixture(scope="module")
def zensical_pseudo(zensical_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pseudo-language built by Zensical beside its English site, as a language ships."""
    out = tmp_path_factory.mktemp("zensical-pseudo") / "site"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "build_language.py"),
            "--tool",
            "zensical",
            "--site",
            str(zensical_site),
            "--pseudo",
            str(out),
        ],
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    return out


def test_zensical_builds_a_language_as_mkdocs_does(site_dir: Path, zensical_pseudo: Path) -> None:
    """The same generated config (complete, no INHERIT) gives Zensical the language's pages,
    its words and the same-page switch, with the root's scripts and styles."""
    language = zensical_pseudo / "en-XA"
    shipped = tuple(f"{lang.code}/" for lang in languages.shipped())
    english = {path for path in page_paths(site_dir) if not path.startswith(shipped)}
    assert page_paths(language) == english
    assert not (language / "javascripts").exists() and not (language / "generated").exists()
    rules = (language / "tarok" / "rules" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en-XA"' in rules
    assert 'href="../../../stylesheets/site.css"' in rules
    switch = re.findall(r'<a href="([^"]*)" hreflang="([^"]+)"', rules)
    assert switch == [
        ("../../../tarok/rules/", "en"),
        *((f"../../../{lang.code}/tarok/rules/", lang.code) for lang in languages.shipped()),
        ("../../tarok/rules/", "en-XA"),
    ]
    assert "Ţåŕöķ ĝåļîçýĵšķî" in rules  # the nav's title, from the site catalogue
    assert "Learn from zero" not in rules
    trainer = (language / "tarok" / "trainer" / "index.html").read_text(encoding="utf-8")
    assert '<script type="module" async src="../../../javascripts/trainer.js">' in trainer
