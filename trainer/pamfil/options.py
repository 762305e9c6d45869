"""Rule options of Pamfil (defaults: the literal text, rules-notes §1)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.options import option


@dataclass(frozen=True, slots=True)
class PamfilOptions:
    """House rules for Pamfil. Each default (the first choice) is the reading of rules-notes."""

    pamfil_mode: str = option(
        ("top_trump", "top_club"),
        "The pamfil (Unter of acorns) is the highest trump whatever the trump suit, or only "
        "the highest acorn.",
        note="P1",
    )
    beat_obligation: str = option(
        ("head_and_trump", "trump_only", "none"),
        "What 'following suit and beating' obliges: head the trick in the suit and trump or "
        "overtrump when void; only trump when void; or only follow suit.",
        note="P2",
    )
    pamfil_double: str = option(
        ("holder", "global", "captured"),
        "Whose points the pamfil doubles: its holder's, everyone's when it was dealt, or "
        "whoever wins it in a trick.",
        note="P3",
    )
    double_penalty: bool = option(
        (True, False),
        "The pamfil doubles the −3 penalty too (−6); off: it doubles positive scores only.",
        note="P4",
    )
    ace_points: int = option(
        (10, 11, 1),
        "What the ace counts when two muchas are compared on card points: 10, as the text "
        "says (every figure counts 10); 11 or 1 are house rules that depart from the text.",
        note="P6",
    )
    mucha_tie: str = option(
        ("seat", "both", "redeal"),
        "Two muchas with equal points: the earlier seat wins, both score, or a new deal.",
        note="P7",
    )
    mucha_payout: str = option(
        ("flat", "with_tricks"),
        "A mucha scores a flat 5, or 5 plus the five tricks it would have taken.",
        note="P9",
    )


DEFAULT_OPTIONS = PamfilOptions()
"""The text's rules. Options are frozen, so one instance serves every deal."""
