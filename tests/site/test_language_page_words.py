"""Every page of the Polish and German sites, as built, read whole: no English outside
``lang="en"``, no catalogue key, no unfilled placeholder (issues 34 and 35, "Done when").

The browser's language sweep (tests/browser/test_language_sweep.py) judges what a reader sees
on each screen as it stands; this reads every text of every built page, the collapsed notes and
the closed tabs too, which a reader opens and the sweep does not, and the ``aria-label``,
``title``, ``alt`` and ``placeholder`` values, with the same judge (tests/language_judge.py).
Left out, as the sweep leaves them: another language's elements (``lang``), code, scripts and
drawings, ``translate="no"``, and Material's own footer line ("Made with Material for MkDocs",
which Material's theme language does not translate)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.language_judge import judge

LANGUAGES = ("pl", "de")
SKIPPED = {"script", "style", "code", "pre", "kbd", "samp", "svg", "template", "noscript"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source"}
VOID |= {"track", "wbr"}
ATTRIBUTES = ("aria-label", "title", "alt", "placeholder")
CHROME = ("md-copyright",)


class PageWords(HTMLParser):
    """The texts of one page in its language, with the element each sits in."""

    def __init__(self, lang: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.open: list[tuple[str, bool]] = []  # (tag, left out)
        self.texts: list[tuple[str, str]] = []

    def _left_out(self) -> bool:
        return any(out for _, out in self.open)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        lang = values.get("lang")
        classes = (values.get("class") or "").split()
        out = (
            tag in SKIPPED
            or (lang is not None and lang != self.lang)
            or values.get("translate") == "no"
            or any(c in CHROME for c in classes)
        )
        if not out and not self._left_out():
            for name in ATTRIBUTES:
                if value := values.get(name):
                    self.texts.append((value, f"{tag} @{name}"))
        if tag not in VOID:
            self.open.append((tag, out))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i][0] == tag:
                del self.open[i:]
                return

    def handle_data(self, data: str) -> None:
        text = " ".join(data.split())
        if text and not self._left_out():
            self.texts.append((text, self.open[-1][0] if self.open else ""))


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_built_page_is_in_its_language_whole(languages_site_dir: Path, code: str) -> None:
    site = languages_site_dir / code
    pages = sorted(site.rglob("index.html"))
    assert len(pages) > 20
    found = []
    for path in pages:
        words = PageWords(code)
        words.feed(path.read_text(encoding="utf-8"))
        page = path.parent.relative_to(site).as_posix()
        for text, where in dict.fromkeys(words.texts):
            if problems := judge(text):
                found.append(f"  /{code}/{page}/ ({where}): {text[:160]!r}: {'; '.join(problems)}")
    assert not found, f"{len(found)} texts of the {code} pages are not {code}:\n" + "\n".join(found)
