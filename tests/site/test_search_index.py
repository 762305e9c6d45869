"""The site's search index reads as text (issue 31, N10): a card picture is indexed by its
name alone. Its corner letters and numbers ran into the name before ("Ace of heartsAhAh,
King of heartsKhKh" as a search snippet for "mucha")."""

from __future__ import annotations

import json
import re
from pathlib import Path

SUITS = "acorns|leaves|hearts|bells|clubs|spades|diamonds"
RUN_ON = re.compile(rf"\bof (?:{SUITS})(?=[0-9A-Za-z])")
TAROK_RUN_ON = re.compile(r"\bTarok [IVXL]+(?: \((?:pagat|mond)\))?(?=\d)")


def test_card_names_do_not_run_into_their_pictures_letters(site_dir: Path) -> None:
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    texts = [doc["text"] for doc in index["docs"]]
    run_on = [m.group(0) + t[m.end() : m.end() + 8] for t in texts for m in RUN_ON.finditer(t)]
    run_on += [
        m.group(0) + t[m.end() : m.end() + 8] for t in texts for m in TAROK_RUN_ON.finditer(t)
    ]
    assert run_on == [], run_on[:10]
    # The cards are still found by their names.
    assert any("Ace of hearts" in t for t in texts)
    assert any("Tarok XXI" in t for t in texts)
