"""The rules pages set the translation beside the original on a wide screen (issue 31, N12).

From 1200 px the two tabs of each section stand side by side, the translation left and the
original right, each sentence block (a paragraph, a list item, a table) level with its own;
our notes sit in the translation's column with nothing beside them. Below 1200 px the tabs
are tabs. Nothing moves in the document: the order read out is the translation, then the
original (with its language), and the keyboard meets no hidden control.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

GAMES = {"pamfil": "pl", "tarok": "pl", "schafkopf": "be"}

# For each section set side by side: its pairs of blocks (row by row) and their tops.
PAIRS = """() => [...document.querySelectorAll('.gc-bilingual:not(.gc-bilingual--loose)')]
.map((set) => {
  const rows = new Map();
  for (const e of set.querySelectorAll('.tabbed-content [style]')) {
    if (!e.style.gridRow) continue;
    if (e.closest('.md-typeset__scrollwrap') && !e.matches('.md-typeset__scrollwrap')) continue;
    const row = e.style.gridRow;
    if (!rows.has(row)) rows.set(row, {});
    rows.get(row)[e.style.gridColumn] = e.getBoundingClientRect();
  }
  return [...rows.values()].filter((r) => r['1'] && r['2'])
    .map((r) => ({top1: r['1'].top, top2: r['2'].top, left1: r['1'].left, left2: r['2'].left,
                  h1: r['1'].height, h2: r['2'].height}));
})"""


@pytest.mark.parametrize("game", sorted(GAMES))
def test_side_by_side_from_1200_px_with_each_block_beside_its_own(
    page: Page, site_url: str, game: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}{game}/rules/")
    sets = page.locator(".md-content .tabbed-set")
    expect(sets.first).to_have_class(re.compile(r"\bgc-bilingual\b"), timeout=10_000)
    assert sets.count() == page.locator(".gc-bilingual").count()
    # No tabs: both texts shown, each column named.
    expect(page.locator(".gc-bilingual > .tabbed-labels").first).to_be_hidden()
    first = page.locator(".gc-bilingual").first
    expect(first.locator(".gc-bilingual__label")).to_have_count(2)
    expect(first.locator(".gc-bilingual__label").first).to_be_visible()
    original = first.locator(f".tabbed-block [lang='{GAMES[game]}']")
    expect(original.locator("p, li").first).to_be_visible()
    pairs = [pair for section in page.evaluate(PAIRS) for pair in section]
    assert len(pairs) > 20, len(pairs)
    for pair in pairs:
        assert abs(pair["top1"] - pair["top2"]) < 1.5, pair  # level with each other
        assert pair["left1"] < pair["left2"], pair  # the translation left
    # Most sections pair one to one (a section that does not is shown as two columns).
    loose = page.locator(".gc-bilingual--loose").count()
    assert loose <= 1, loose


def test_the_keyboard_meets_no_hidden_control_and_the_order_is_kept(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}tarok/rules/")
    expect(page.locator(".gc-bilingual").first).to_be_visible()
    # The tabs' radio buttons are out of the Tab order while there are no tabs.
    hidden = page.evaluate(
        """() => [...document.querySelectorAll('.gc-bilingual > input')]
             .every((i) => getComputedStyle(i).display === 'none')"""
    )
    assert hidden
    for _ in range(60):
        page.keyboard.press("Tab")
        # Every stop can be seen: the element, or for the theme's palette switch (a radio
        # button styled away) the button beside it that shows its focus.
        seen = page.evaluate(
            """() => { const e = document.activeElement;
                       const shown = (x) => { const r = x?.getBoundingClientRect();
                                              return !!r && r.width > 0 && r.height > 0; };
                       return shown(e) || (e.matches('.md-option') && shown(e.nextElementSibling))
                         || `${e.tagName} ${e.id} ${e.className}`; }"""
        )
        assert seen is True, seen
    # The document's order is the translation, then the original, in its own language.
    order = page.evaluate(
        """() => [...document.querySelectorAll('.gc-bilingual')].every((set) => {
             const [en, orig] = set.querySelectorAll(':scope > .tabbed-content > .tabbed-block');
             return en.compareDocumentPosition(orig) & Node.DOCUMENT_POSITION_FOLLOWING
               && orig.querySelector(':scope > [lang="pl"]') !== null;
           })"""
    )
    assert order


@pytest.mark.parametrize("game", sorted(GAMES))
def test_tabs_below_1200_px(page: Page, site_url: str, game: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}{game}/rules/")
    first = page.locator(".gc-bilingual").first
    labels = first.locator(".tabbed-labels > label")
    expect(labels.first).to_be_visible()
    expect(first.locator(".gc-bilingual__label").first).to_be_hidden()
    original = first.locator(f".tabbed-block [lang='{GAMES[game]}']")
    expect(original).to_be_hidden()
    labels.nth(1).click()
    expect(original).to_be_visible()
