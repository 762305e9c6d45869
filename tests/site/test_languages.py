"""One build per language (scripts/build_language.py): the configurations it writes, the pages
it stages, and the pseudo-language's site (en-XA) built as a language ships.

Polish and German ship (i18n/languages.toml); the pseudo-language, which never ships, proves
the machinery on every word: its site is built exactly as the Polish and German ones are, from
the same code.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import build_language as bl  # noqa: E402 (scripts/ joins the path above)
import languages  # noqa: E402

from trainer.i18n import LOCALES  # noqa: E402

PSEUDO = "en-XA"
PLAIN = re.compile(r"[A-Za-z]")
"""A pseudo-localised text holds no ASCII letter (docs_ext.pseudo accents every one)."""


def accent(text: str) -> str:
    """The pseudo-language's letters, written out here (not taken from the code checked)."""
    return text.translate(
        str.maketrans(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
        )
    )


def paths(lang: str) -> dict[str, str]:
    return {"docs_dir": "docs", "site_dir": "site", "custom_dir": "overrides"}


# -- the list of languages -------------------------------------------------------------------------


def test_every_language_has_catalogues_and_the_pseudo_language_never_ships() -> None:
    listed = languages.languages()
    assert PSEUDO in listed and listed[PSEUDO].pseudo
    for code, lang in listed.items():
        assert code in LOCALES, f"{code}: the engine has no catalogue for it"
        assert lang.name.strip()
    assert all(not lang.pseudo for lang in languages.shipped())


def test_a_language_ships_when_its_file_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    listing = tmp_path / "languages.toml"
    listing.write_text(
        '[pl]\nname = "Polski"\nship = true\n\n[de]\nname = "Deutsch"\n\n'
        '[en-XA]\nname = "x"\nship = true\npseudo = true\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(languages, "LANGUAGES_FILE", listing)
    assert [lang.code for lang in languages.shipped()] == ["pl"]
    # English offers it, a language offers English, itself and the other shipped ones
    assert bl.alternates("en") == [
        {"name": "English", "link": "", "lang": "en"},
        {"name": "Polski", "link": "pl/", "lang": "pl"},
    ]
    assert bl.alternates("de") == [
        {"name": "English", "link": "../", "lang": "en"},
        {"name": "Polski", "link": "../pl/", "lang": "pl"},
        {"name": "Deutsch", "link": "", "lang": "de"},
    ]
    english = bl.config_for("en", **paths("en"))
    assert english["extra"]["alternate"] == bl.alternates("en")


# -- the configurations ----------------------------------------------------------------------------


def test_every_nav_title_and_site_word_has_one_message() -> None:
    """mkdocs.yml names the English; each title is found in i18n/site/nav.pot by its text."""
    config = bl.english_config()
    words = bl.SiteWords("en")
    for title in bl.nav_titles(config["nav"]):
        assert words.english(title) == title
    assert words.english(config["site_name"]) == config["site_name"]
    assert words.english(config["site_description"]) == config["site_description"].strip()


def test_a_language_config_is_complete_not_inherited(monkeypatch: pytest.MonkeyPatch) -> None:
    """Zensical 0.0.73 appends INHERIT's lists: each config is written whole."""
    monkeypatch.setenv("SITE_URL", "https://example.org/games/")
    english = bl.english_config()
    config = bl.config_for(PSEUDO, **paths(PSEUDO))
    assert "INHERIT" not in config
    assert set(english) <= set(config)
    assert config["theme"]["language"] == PSEUDO
    assert config["site_url"] == "https://example.org/games/en-XA/"
    assert {"docs_ext": {"locale": PSEUDO}} in config["markdown_extensions"]
    assert "docs_ext" not in config["markdown_extensions"]
    assert config["extra_css"] == [f"../{path}" for path in english["extra_css"]]
    assert [item["path"] for item in config["extra_javascript"]] == [
        f"../{item['path']}" for item in english["extra_javascript"]
    ]
    assert config["extra"]["shared_root"] == "../"
    # English, every language that ships, then the one being built
    assert config["extra"]["alternate"] == [
        {"name": "English", "link": "../", "lang": "en"},
        *(
            {"name": lang.name, "link": f"../{lang.code}/", "lang": lang.code}
            for lang in languages.shipped()
        ),
        {"name": languages.languages()[PSEUDO].name, "link": "", "lang": PSEUDO},
    ]
    titles = list(bl.nav_titles(config["nav"]))
    assert len(titles) == len(list(bl.nav_titles(english["nav"])))
    for text in [*titles, config["site_name"], config["extra"]["untranslated"]]:
        assert not PLAIN.search(text), text
    toggles = [p["toggle"]["name"] for p in config["theme"]["palette"]]
    assert toggles and not any(PLAIN.search(name) for name in toggles)
    # the same pages at the same paths
    assert re.findall(r"\w[\w/-]*\.md", json.dumps(config["nav"])) == re.findall(
        r"\w[\w/-]*\.md", json.dumps(english["nav"])
    )


def test_english_is_built_from_mkdocs_yml_as_it_is_until_a_language_ships() -> None:
    if languages.shipped():
        pytest.skip("a language ships: English has the switch")
    config = bl.config_for("en", **paths("en"))
    assert config["extra"]["alternate"] == [{"name": "English", "link": "", "lang": "en"}]
    # (scripts/build runs mkdocs.yml itself then; the switch would offer English alone)


# -- staging a language's pages --------------------------------------------------------------------


def test_a_language_takes_its_translated_pages_and_marks_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pages = tmp_path / "pages"
    (pages / "pl" / "tarok").mkdir(parents=True)
    (pages / "pl" / "tarok" / "rules.md").write_text("# Zasady\n", encoding="utf-8")
    monkeypatch.setattr(bl, "PAGES", pages)
    lang = languages.Language("pl", "Polski", ship=True)
    docs = tmp_path / "docs"
    untranslated = bl.stage_pages(lang, docs)
    assert (docs / "tarok" / "rules.md").read_text(encoding="utf-8") == "# Zasady\n"
    assert Path("tarok/rules.md") not in untranslated
    assert len(untranslated) == len(bl.english_pages()) - 1
    learn = (docs / "tarok" / "learn.md").read_text(encoding="utf-8")
    assert learn.startswith("---\n") and "\nuntranslated: true\n---\n" in learn
    # nothing but the pages: scripts, styles, pictures and the runtime stay at the root
    assert not any((docs / shared).exists() for shared in bl.SHARED)
    assert {p.suffix for p in docs.rglob("*") if p.is_file()} == {".md"}


def test_a_translated_page_keeps_an_english_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pages = tmp_path / "pages"
    (pages / "pl" / "tarok").mkdir(parents=True)
    (pages / "pl" / "tarok" / "zasady.md").write_text("# Zasady\n", encoding="utf-8")
    monkeypatch.setattr(bl, "PAGES", pages)
    with pytest.raises(SystemExit, match=r"zasady\.md has no English page"):
        bl.stage_pages(languages.Language("pl", "Polski"), tmp_path / "docs")


RULE_SPAN = re.compile(r'<span class="rule" id="([^"]+)"')


@pytest.mark.parametrize("code", ["pl", "de"])
def test_the_translated_pages_stage_and_keep_every_rule_span(tmp_path: Path, code: str) -> None:
    """The pages translators committed (i18n/pages/<code>/) stage as a build stages them (a
    file with no English page, such as a stray note, stops the build), and each translated
    page has the English page's rule spans, once each: the engine quotes them by id."""
    lang = languages.Language(code, code)
    untranslated = bl.stage_pages(lang, tmp_path / "docs")
    translated = [p for p in bl.english_pages() if p not in untranslated]
    assert translated, f"no page of {code} is translated"
    for page in translated:
        english = RULE_SPAN.findall((ROOT / "docs" / page).read_text(encoding="utf-8"))
        own = RULE_SPAN.findall((bl.PAGES / code / page).read_text(encoding="utf-8"))
        assert sorted(own) == sorted(english), page


def test_raw_html_links_into_shared_folders_reach_the_root(tmp_path: Path) -> None:
    """The home page's <img src="assets/cards/…"> is one folder up in a language build."""
    bl.stage_pages(languages.Language(PSEUDO, "x", pseudo=True), tmp_path)
    home = (tmp_path / "index.md").read_text(encoding="utf-8")
    assert 'src="../assets/cards/german/OC.svg"' in home
    assert 'href="schafkopf/learn/"' in home  # a page stays in the language
    english = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    assert home.count("../assets/cards/") == english.count('src="assets/cards/')


# -- the pseudo-language's site --------------------------------------------------------------------


def html_pages(folder: Path) -> list[Path]:
    return sorted(folder.rglob("index.html"))


SWITCH = re.compile(r'<a href="([^"]*)" hreflang="([^"]+)" lang="[^"]+" target="_self"')
"""A link of the language switch (overrides/partials/alternate.html): its href and language."""


def local_refs(html: str) -> list[str]:
    return re.findall(r'<(?:script|link)\b[^>]*?(?:src|href)="([^"#]+)"', html)


def every_page(site: Path) -> set[str]:
    """Every page of a built site: the English ones and the shipped languages' beside them."""
    return {p.relative_to(site).as_posix() for p in html_pages(site)}


def test_the_pseudo_site_has_every_page_in_its_language(pseudo_site_dir: Path) -> None:
    site = pseudo_site_dir / PSEUDO
    shipped = tuple(f"{lang.code}/" for lang in languages.shipped())
    english = {page for page in every_page(ROOT / "site") if not page.startswith(shipped)}
    built = {p.relative_to(site).as_posix() for p in html_pages(site)}
    assert built == english
    for page in html_pages(site):
        html = page.read_text(encoding="utf-8")
        assert '<!doctype html>\n<html lang="en-XA" ' in html[:100], page
        assert "Content-Security-Policy" in html
        title = re.search(r"<title>(.*?)</title>", html).group(1)  # type: ignore[union-attr]
        assert not PLAIN.search(title), (page, title)


def test_the_pseudo_site_uses_the_root_files_and_copies_none(pseudo_site_dir: Path) -> None:
    site = pseudo_site_dir / PSEUDO
    for shared in ("javascripts", "stylesheets", "assets/cards", "generated", "sw.js"):
        assert not (site / shared).exists(), shared
    assert (site / "search" / "search_index.json").is_file()  # its own search index
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == ["en"]  # Material's stemmer for en-XA: its fallback
    titles = [doc["title"] for doc in index["docs"] if doc["location"].endswith("/")]
    assert titles and not any(PLAIN.search(t) for t in titles)
    for page in html_pages(site):
        html = page.read_text(encoding="utf-8")
        url = "http://x/" + page.relative_to(pseudo_site_dir).as_posix()
        for ref in local_refs(html):
            target = urlparse(urljoin(url, ref)).path.lstrip("/")
            path = pseudo_site_dir / (target + "index.html" if target.endswith("/") else target)
            assert path.exists(), (page, ref)
    trainer = (site / "tarok" / "trainer" / "index.html").read_text(encoding="utf-8")
    assert '<script type="module" async src="../../../javascripts/trainer.js">' in trainer


def test_the_switch_opens_the_same_page_in_the_other_language(pseudo_site_dir: Path) -> None:
    site = pseudo_site_dir / PSEUDO
    for page in html_pages(site):
        html = page.read_text(encoding="utf-8")
        links = re.findall(SWITCH, html)
        shipped = [lang.code for lang in languages.shipped()]
        assert [lang for _, lang in links] == ["en", *shipped, PSEUDO], page
        here = page.relative_to(pseudo_site_dir).as_posix()
        url = "http://x/" + here
        for href, lang in links:
            target = urlparse(urljoin(url, href)).path.lstrip("/") + "index.html"
            inner = here.removeprefix(f"{PSEUDO}/")
            expected = {PSEUDO: here, "en": inner}.get(lang, f"{lang}/{inner}")
            assert target == expected, (here, href)


def test_the_pseudo_site_accents_the_pages_and_leaves_code_and_originals(
    pseudo_site_dir: Path,
) -> None:
    english = (ROOT / "site" / "tarok" / "original" / "index.html").read_text(encoding="utf-8")
    pseudo = (pseudo_site_dir / PSEUDO / "tarok" / "original" / "index.html").read_text(
        encoding="utf-8"
    )
    polish = re.compile(r'<div lang="pl">.*?</div>', re.S)
    tooltips = re.compile(r' title="[^"]*"')  # the links' tooltips are the page's language
    assert polish.search(english) and polish.search(pseudo)
    assert tooltips.sub("", polish.search(pseudo).group()) == tooltips.sub(  # type: ignore[union-attr]
        "",
        polish.search(english).group(),  # type: ignore[union-attr]
    )  # the original, untouched
    assert "Jump back to footnote" not in pseudo and "Permanent link" not in pseudo
    rules = (pseudo_site_dir / PSEUDO / "tarok" / "rules" / "index.html").read_text(
        encoding="utf-8"
    )
    headings = re.findall(r"<h2[^>]*>(.*?)<a", rules)
    assert headings and not any(PLAIN.search(h) for h in headings)
    english_rules = (ROOT / "site" / "tarok" / "rules" / "index.html").read_text(encoding="utf-8")
    code = re.compile(r"<code>(.*?)</code>")
    assert code.findall(english_rules) and code.findall(rules) == code.findall(english_rules)
    labels = re.findall(r'role="img" aria-label="([^"]+)"', rules)
    assert labels and all(not PLAIN.search(label) for label in labels)  # card pictures


def test_the_engine_blocks_are_asked_in_the_pseudo_language(pseudo_site_dir: Path) -> None:
    """A worked example's refusals come from the engine in en-XA (Tarok's play refusals are
    messages already): accented by the catalogue, not by the page's pseudo step."""
    examples = (pseudo_site_dir / PSEUDO / "tarok" / "examples" / "index.html").read_text(
        encoding="utf-8"
    )
    english = (ROOT / "site" / "tarok" / "examples" / "index.html").read_text(encoding="utf-8")
    assert "does not follow suit" in english
    assert "does not follow suit" not in examples
    assert accent("does not follow suit") in examples
    # docs_ext's own message, its bold part in bold
    assert f"[<strong>{accent('Why the others may not be played:')}</strong>]" in examples
