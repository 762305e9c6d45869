"""Every page of the Polish and German sites, walked in the browser before they ship (issues
34 and 35: "a browser test walking every page").

The languages' test site (site-languages/, scripts/build_language.py --preview) has each
language built as it will ship, whether i18n/languages.toml ships it yet or not. On every page
of each: the page says its language, opens without an uncaught error or a request beyond the
site, shows the "not translated yet" notice exactly when the page has no translation (and
then in the reader's language), offers the same page in English through the language switch,
and keeps its links to the site's pages inside the language.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urljoin, urlparse

import build_language as bl  # (scripts/: pytest's path names it)
import pytest
from playwright.sync_api import Browser

import i18n as catalogues
from tests.conftest import OutsideRequests

pytestmark = pytest.mark.browser

LANGUAGES = ("pl", "de")


def _url_path(page: Path) -> str:
    """A page's path in the site, as MkDocs writes it: tarok/rules.md -> tarok/rules/."""
    text = page.with_suffix("").as_posix()
    if text == "index":
        return ""
    return text.removesuffix("/index") + "/"


def _notice(code: str) -> str:
    """The "not translated yet" notice in the language (the English one where it has none)."""
    entry = catalogues.entries("site")["site.page.untranslated"]
    translated = catalogues.translations("site", code).get("site.page.untranslated")
    return translated if isinstance(translated, str) and translated else entry.english[0]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_page_of_the_language_opens_in_it(
    browser: Browser, languages_site_url: str, code: str
) -> None:
    untranslated = {p for p in bl.english_pages() if not (bl.PAGES / code / p).is_file()}
    context = browser.new_context(service_workers="block")
    guard = OutsideRequests()
    context.route("**/*", guard.handle)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))
    problems: list[str] = []
    root = f"{languages_site_url}{code}/"
    try:
        for source in bl.english_pages():
            path = _url_path(source)
            url = root + path
            response = page.goto(url, wait_until="domcontentloaded")
            if response is None or not response.ok:
                problems.append(f"{url}: {response.status if response else 'no answer'}")
                continue
            lang = page.evaluate("() => document.documentElement.lang")
            if lang != code:
                problems.append(f"{url}: <html lang={lang!r}>")
            notice = page.locator(".gc-untranslated")
            if source in untranslated:
                if notice.count() != 1:
                    problems.append(f"{url}: an untranslated page without its notice")
                elif notice.inner_text().strip() != _notice(code).strip():
                    problems.append(f"{url}: the notice reads {notice.inner_text()!r}")
            elif notice.count():
                problems.append(f"{url}: a translated page says it is not translated")
            english = page.locator('a[hreflang="en"]')
            if english.count() == 0:
                problems.append(f"{url}: no switch to English")
            else:
                target = urlparse(urljoin(url, english.first.get_attribute("href") or ""))
                if target.path != urlparse(languages_site_url + path).path:
                    problems.append(f"{url}: the switch opens {target.path}")
            hrefs = page.eval_on_selector_all(
                "article a[href]", "links => links.map(a => a.getAttribute('href'))"
            )
            for href in hrefs:
                target = urlparse(urljoin(url, href))
                if target.scheme not in ("http", "https") or target.netloc != urlparse(url).netloc:
                    continue
                if target.path.endswith((".html", "/")) and not target.path.startswith(
                    urlparse(root).path
                ):
                    problems.append(f"{url}: a link leaves the language: {href}")
    finally:
        context.close()
    assert not problems, "\n".join(problems)
    assert not errors, "\n".join(errors)
    assert not guard.urls, guard.urls
