"""A first visit to a Polish or a German trainer downloads within 5 % of the bytes of a first
visit to the English one (issues 34 and 35, "Done when"), counted from the built files as
scripts/bench_bytes.py counts them: gzip-compressed as a static host serves them, the page,
its styles and scripts, the pages' catalogues, Pyodide and the shipped memory snapshot.

Bytes are not time: the figure is the same on a busy machine, so the ratio is asserted."""

from __future__ import annotations

from pathlib import Path

import bench_bytes  # (scripts/: pytest's path names it)
import pytest

GAMES = ("pamfil", "tarok", "schafkopf")
LANGUAGES = ["pl", "de"]
WITHIN = 1.05


@pytest.mark.parametrize("game", GAMES)
def test_a_first_visit_to_a_trainer_costs_within_5_percent_of_the_english_one(
    languages_site_dir: Path, game: str
) -> None:
    page = f"{game}/trainer/"
    figures = bench_bytes.language_ratios(languages_site_dir, page, LANGUAGES)
    over = {code: ratio for code, (_, ratio) in figures.items() if ratio > WITHIN}
    assert not over, f"/{page}: {figures}"
    # the language's visit is its own: its page and its catalogue, not the English ones again
    english = bench_bytes.page_files(languages_site_dir, page)
    # the engine worker and every module it imports are counted (a first visit downloads them)
    scripts = languages_site_dir / "javascripts"
    worker = [
        "engine-worker.js",
        *(p.relative_to(scripts).as_posix() for p in scripts.glob("engine/*.js")),
    ]
    assert len(worker) > 1 and all(
        any(url.endswith(f"/javascripts/{name}") for url in english) for name in worker
    )
    for code in LANGUAGES:
        own = bench_bytes.page_files(languages_site_dir, f"{code}/{page}")
        assert any(url.endswith(f"/generated/i18n/{code}.js") for url in own), code
        assert set(own) - set(english), code
