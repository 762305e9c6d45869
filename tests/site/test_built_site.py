"""The built site: strict build, no third-party resources, links and rule anchors resolve."""

from __future__ import annotations

import importlib
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

import pytest

GAMES = ("pamfil", "tarok", "schafkopf")
RESOURCE_ATTRS = {
    "script": "src",
    "img": "src",
    "iframe": "src",
    "source": "src",
    "audio": "src",
    "video": "src",
    "embed": "src",
    "object": "data",
}


class PageParser(HTMLParser):
    """Collects ids, links, resource URLs and the text under each id of one page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.resources: list[str] = []
        self.text_by_id: dict[str, list[str]] = {}
        self._open: list[tuple[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(values["id"])
        if tag == "a" and values.get("href"):
            self.links.append(values["href"])
        if tag == "link" and values.get("href"):
            rel = (values.get("rel") or "").lower()
            if rel not in ("canonical", "alternate"):
                self.resources.append(values["href"])
        attr = RESOURCE_ATTRS.get(tag)
        if attr and values.get(attr):
            self.resources.append(values[attr])
        if tag == "svg" or tag in ("img", "br", "hr", "meta", "link", "input", "source"):
            # Void elements and inline SVG pictures add no text to a rule sentence.
            if tag == "svg":
                self._open.append((tag, None))
            return
        self._open.append((tag, values.get("id")))
        if values.get("id"):
            self.text_by_id.setdefault(values["id"], [])

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == tag:
                del self._open[i:]
                break

    def handle_data(self, data: str) -> None:
        if any(t == "svg" for t, _ in self._open):
            return
        for _, element_id in self._open:
            if element_id:
                self.text_by_id[element_id].append(data)


def parse(path: Path) -> PageParser:
    parser = PageParser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def is_external(url: str) -> bool:
    parsed = urlparse(url)
    return bool(parsed.scheme in ("http", "https") or url.startswith("//"))


@pytest.fixture(scope="module")
def pages(site_dir: Path) -> dict[Path, PageParser]:
    return {path: parse(path) for path in sorted(site_dir.rglob("*.html"))}


def test_every_page_of_the_contract_is_built(site_dir: Path) -> None:
    expected = ["index.html", "glossary/index.html", "about/sources/index.html"]
    for game in GAMES:
        expected += [
            f"{game}/{page}/index.html" for page in ("rules", "original", "examples", "trainer")
        ]
    missing = [page for page in expected if not (site_dir / page).is_file()]
    assert not missing, f"pages missing from the built site: {missing}"


def test_no_third_party_resources(site_dir: Path, pages: dict[Path, PageParser]) -> None:
    offenders = []
    for path, page in pages.items():
        offenders += [(str(path), url) for url in page.resources if is_external(url)]
    for css in site_dir.rglob("*.css"):
        text = css.read_text(encoding="utf-8", errors="replace")
        for url in re.findall(r"url\(\s*['\"]?(https?:)?//[^)]*\)|@import\s+['\"]https?:", text):
            offenders.append((str(css), url))
    assert not offenders, f"third-party resources: {offenders[:10]}"


def test_every_internal_link_and_anchor_resolves(
    site_dir: Path, pages: dict[Path, PageParser]
) -> None:
    broken = []
    for path, page in pages.items():
        page_url = "/" + path.relative_to(site_dir).as_posix()
        for href in page.links:
            if is_external(href) or href.startswith(("mailto:", "javascript:", "data:")):
                continue
            target = urlparse(urljoin(page_url, href))
            file = site_dir / unquote(target.path).lstrip("/")
            if target.path.endswith("/") or file.is_dir():
                file = file / "index.html"
            if not file.is_file():
                broken.append((page_url, href, "no such page"))
                continue
            if target.fragment and file.suffix == ".html":
                ids = pages[file].ids if file in pages else parse(file).ids
                if unquote(target.fragment) not in ids:
                    broken.append((page_url, href, "no such anchor"))
    assert not broken, f"{len(broken)} broken links, e.g. {broken[:10]}"


def _normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_the_engine_cites_stands_on_the_rules_page(
    game: str, site_dir: Path, pages: dict[Path, PageParser]
) -> None:
    rules = importlib.import_module(f"trainer.{game}.rulebook").RULES
    page = pages[site_dir / game / "rules" / "index.html"]
    problems = []
    for rule in rules.values():
        assert rule.url == f"{game}/rules/#{rule.id}"
        if rule.id not in page.ids:
            problems.append(f"{rule.id}: no anchor")
            continue
        shown = _normalise("".join(page.text_by_id[rule.id]))
        if shown != _normalise(rule.text):
            problems.append(f"{rule.id}: page says {shown!r}, engine quotes {rule.text!r}")
        if rule.note and f"note-{rule.note.lower()}" not in page.ids:
            problems.append(f"{rule.id}: interpretation note {rule.note} missing")
    assert not problems, "\n".join(problems)


def test_every_page_has_a_content_security_policy(
    site_dir: Path, pages: dict[Path, PageParser]
) -> None:
    for path in pages:
        html = path.read_text(encoding="utf-8")
        assert 'http-equiv="Content-Security-Policy"' in html, path
        policy = re.search(r'Content-Security-Policy" content="([^"]+)"', html).group(1)
        assert "default-src 'self'" in policy and "'unsafe-eval'" not in policy
        assert "http" not in policy, f"{path}: the policy names another origin"


def test_search_index_is_built_locally(site_dir: Path) -> None:
    assert (site_dir / "search" / "search_index.json").is_file()
