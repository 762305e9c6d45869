"""What a learner must never read in a page's prose, a quiz text or an advice: codes and
identifiers where words belong. One list for every test that reads learner-facing text."""

from __future__ import annotations

import re

CODE_LIKE: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\b(?:10|[AKOUQCJ]|[6-9])[CSHD]\b"), "card code"),
    (re.compile(r"\bT\d{1,2}\b|\bSK\b"), "tarok code"),
    (re.compile(r"\bseat ?\d", re.IGNORECASE), "seat number"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "identifier"),
    (re.compile(r"\b(?:sk|tk|pf)-[a-z]"), "rule anchor"),
    (re.compile(r"\b[STP]\d{1,2}\b"), "note id"),
]
"""Pattern and what it catches, for text shown to a learner."""
