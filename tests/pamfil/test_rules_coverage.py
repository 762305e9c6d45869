"""Every rule of the rulebook is tested; the Gołębiowski variant is described, not played."""

from __future__ import annotations

import re
from pathlib import Path

from trainer.api import handle
from trainer.cards import DECKS
from trainer.pamfil.rulebook import RULES

from .helpers import quote

HERE = Path(__file__).parent


def test_every_rule_is_quoted_by_a_test():
    text = "\n".join(p.read_text() for p in HERE.glob("test_*.py"))
    quoted = set(re.findall(r'quote\(\s*"([a-z-]+)"', text))
    missing = set(RULES) - quoted
    assert not missing, f"rules without a test quoting them: {sorted(missing)}"


def test_engine_cites_only_rulebook_ids():
    source = "\n".join(p.read_text() for p in (HERE.parent.parent / "trainer/pamfil").glob("*.py"))
    cited = set(re.findall(r'RULES\["([a-z-]+)"\]', source))
    assert cited and cited <= set(RULES), cited - set(RULES)


def test_golebiowski_variant_is_described_not_played():
    """pf-variant: 24 cards, 3 each to three players, one turned up, two against the holder,
    double payment. The trainer states these facts and does not play the variant."""
    pamfil = handle({"op": "describe"})["games"]["pamfil"]
    (variant,) = pamfil["variants"]
    assert variant["implemented"] is False, quote("pf-variant")
    facts = " ".join(variant["facts"])
    for word in ("24 cards", "3 cards each", "turned up", "against its holder", "double"):
        assert word in facts
    assert variant["rule"]["id"] == "pf-variant"
    # nothing in the engine plays it: no 24-card pack, no three-card hands, no teams
    assert all(len(deck) != 24 for deck in DECKS.values())
    assert "trumps" not in facts  # the site does not say the turned-up card shows trumps
    contracts = pamfil["contracts"]
    assert all(set(c) == {"trump", "name"} for c in contracts)


def test_pamfil_named_highest_figure():
    """pf-pamfil: the name comes from the highest court card, the Unter of acorns."""
    r = handle(
        {
            "op": "trick_winner",
            "game": "pamfil",
            "contract": {"trump": "D"},
            "trick": ["AD", "UC", "KD"],
        }
    )
    assert r["card"] == "UC", quote("pf-pamfil")
