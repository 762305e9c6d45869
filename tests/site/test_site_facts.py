"""The pages state one figure for the engine's download, from the built runtime (issue 31,
NEW-24), and each play page's "How this works" says what that game hides.

The home page said "about 16 MB", the trainers and play pages "about 14 MB", and the download
bar counted a third figure; now ``about {{ engine_download_mb }} MB`` is filled at build time
with what the bar counts on a first visit (docs_ext/site_facts.py). Every play page also said
"Laid away 3 cards" though only Tarok lays cards away.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import markdown
import pytest

from docs_ext.site_facts import engine_download_bytes, engine_download_mb

PAGES = [
    "index.html",
    *(
        f"{game}/{page}/index.html"
        for game in ("pamfil", "tarok", "schafkopf")
        for page in ("trainer", "play")
    ),
]
FIGURE = re.compile(r"about \d+(?:\.\d+)? MB")


def test_the_figure_is_what_the_download_bar_counts(site_dir: Path) -> None:
    manifest = json.loads((site_dir / "generated" / "manifest.json").read_text(encoding="utf-8"))
    counted = sum(manifest["sizes"][name] for name in manifest["pyodide_files"])
    counted += manifest["snapshot"]["size"]  # a first visit starts from the shipped snapshot
    assert engine_download_bytes() == counted
    assert engine_download_mb() == str(round(counted / 1e6))


@pytest.mark.parametrize("page", PAGES)
def test_every_page_states_the_one_figure(site_dir: Path, page: str) -> None:
    html = (site_dir / page).read_text(encoding="utf-8")
    assert "engine_download" not in html
    figures = set(FIGURE.findall(html))
    assert figures == {f"about {engine_download_mb()} MB"}, figures


def test_the_token_is_left_alone_in_code() -> None:
    md = markdown.Markdown(extensions=["docs_ext", "pymdownx.superfences"])
    html = md.convert(
        "The engine: about {{ engine_download_mb }} MB; write `{{ engine_download_mb }}`.\n\n"
        "```\n{{ engine_download_mb }}\n```\n"
    )
    assert html.count(f"about {engine_download_mb()} MB") == 1
    assert html.count("{{ engine_download_mb }}") == 2


def _how_this_works(site_dir: Path, game: str) -> str:
    html = (site_dir / game / "play" / "index.html").read_text(encoding="utf-8")
    start = html.index("How this works")
    return html[start : html.index("</details>", start)]


def test_each_play_page_says_what_its_game_hides(site_dir: Path) -> None:
    tarok, pamfil, schafkopf = (
        _how_this_works(site_dir, g) for g in ("tarok", "pamfil", "schafkopf")
    )
    assert "Laid away 3" in tarok and "Exchanged" not in tarok
    assert "Exchanged 3 cards" in pamfil and "Laid away" not in pamfil
    assert "Hidden cards" not in schafkopf  # nothing is laid away or exchanged in Schafkopf
