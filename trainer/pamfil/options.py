"""Rule options of Pamfil (defaults: the literal text, rules-notes §1)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.options import option


@dataclass(frozen=True, slots=True)
class PamfilOptions:
    """House rules for Pamfil. Each default (the first choice) is the reading of rules-notes;
    what each option means is its catalogue message ``option.pamfil.<name>.doc``."""

    pamfil_mode: str = option(("top_trump", "top_club"), note="P1")
    beat_obligation: str = option(("head_and_trump", "trump_only", "none"), note="P2")
    pamfil_double: str = option(("holder", "global", "captured"), note="P3")
    double_penalty: bool = option((True, False), note="P4")
    ace_points: int = option((10, 11, 1), note="P6")
    mucha_tie: str = option(("seat", "both", "redeal"), note="P7")
    mucha_payout: str = option(("flat", "with_tricks"), note="P9")


DEFAULT_OPTIONS = PamfilOptions()
"""The text's rules. Options are frozen, so one instance serves every deal."""
