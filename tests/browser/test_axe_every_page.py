"""Accessibility of every page of the built site (issue 31, P25): axe-core, serious and
critical findings, at 1280×800 and 390×844 and in the light and the dark palette.

Earlier checks covered the home, rules, trainer, learn, play and sheet pages in the light
palette at one size. Here every page the build made is opened once; once its widgets are
ready (the engine answered, the table waits for you), axe runs four times: each size, each
palette (set as Material's palette switch sets it). Colour contrast is among axe's serious
rules, so a colour that reads in one palette and not the other fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser.test_trainer import axe_serious

pytestmark = pytest.mark.browser

SITE = Path(__file__).resolve().parent.parent.parent / "site"


def _pages() -> list[str]:
    """Every page of the built site, by its address under the site's root ("" is the home)."""
    found = []
    for path in SITE.glob("**/index.html"):
        folder = path.relative_to(SITE).parent
        if {"generated", "assets"} & set(folder.parts):
            continue
        found.append("" if folder == Path(".") else f"{folder.as_posix()}/")
    return [*sorted(found), "404.html"]


PAGES = _pages()
BOOT_MS = 180_000
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
PALETTES = {
    "light": {"scheme": "default", "primary": "brown", "accent": "deep-orange"},
    "dark": {"scheme": "slate", "primary": "brown", "accent": "deep-orange"},
}

# Ready: every widget's engine answered (or failed, which the check reads too), a play table
# waits for your move, a score sheet has drawn its form.
READY = """() => {
  const widgets = [...document.querySelectorAll('[data-engine]')];
  if (widgets.some((w) => ['loading', 'idle'].includes(w.dataset.engine))) return false;
  const play = document.querySelector('[data-play]');
  if (play && !play.querySelector('[data-action]:not([disabled]), [data-choose]')) return false;
  const sheet = document.querySelector('[data-sheet]');
  if (sheet && !sheet.dataset.sheetPhase) return false;
  return true;
}"""

PALETTE = """(p) => {
  document.body.setAttribute('data-md-color-scheme', p.scheme);
  document.body.setAttribute('data-md-color-primary', p.primary);
  document.body.setAttribute('data-md-color-accent', p.accent);
}"""


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p or "home")
def test_no_serious_accessibility_violation_in_either_size_or_palette(
    browser, site_url: str, path: str
) -> None:
    context = browser.new_context(bypass_csp=True, viewport=SIZES["desktop"])  # axe is injected
    page: Page = context.new_page()
    page.goto(site_url + path)
    page.wait_for_function(READY, timeout=BOOT_MS)
    found = {}
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        for name, palette in PALETTES.items():
            page.evaluate(PALETTE, palette)
            serious = axe_serious(page)
            if serious:
                found[f"{size}, {name}"] = serious
    context.close()
    assert not found, found
