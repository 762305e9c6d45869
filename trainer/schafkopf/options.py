"""Rule options of Bavarian Schafkopf (defaults: the literal text, rules-notes §3)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.options import Preset, option


@dataclass(frozen=True, slots=True)
class SchafkopfOptions:
    """House rules for Schafkopf. Each default (the first choice) is the text's own reading;
    what each option means is its catalogue message ``option.schafkopf.<name>.doc``."""

    wenz_equals_suit_solo: bool = option((False, True), note="S1")
    all_pass: str = option(("redeal", "ramsch", "kettle"), note="S3")
    runaway_min_cards: int = option((3, 4), note="S5")
    runaway_card: str = option(("lowest", "any"), note="S5")
    forbid_discarding_called_suit: bool = option((False, True), note="S6")
    schneider_win_min: int = option((91, 90), note="S8")
    tout_mode: str = option(("flat", "double_solo", "double_base"), note="S9")
    max_double_rounds: int = option((1, 2), note="S10")
    ace_game_payment: str = option(("each_to_each", "one_to_one"), note="S11")
    matadors: bool = option((False, True), note="S15")
    ramsch_durchmarsch: bool = option((False, True), note="S16")
    kettle_share: str = option(("declarer", "pair"), note="S17")


PRESETS: tuple[Preset, ...] = (
    Preset(
        "today",
        "schafkopf",
        {
            "runaway_min_cards": 4,
            "runaway_card": "any",
            "ace_game_payment": "one_to_one",
            "matadors": True,
            "tout_mode": "double_base",
            "ramsch_durchmarsch": True,
            "kettle_share": "pair",
        },
        clauses=(
            "ace_game_payment",
            "matadors",
            "tout_mode",
            "ramsch_durchmarsch",
            "kettle_share",
        ),
    ),
)
"""Schafkopf's presets besides the text's own (rules-notes S5, S9, S11, S15–S17; the peer
review of 2026-11-30 says where each one is common practice). Their words are the messages
``preset.schafkopf.today`` (the label "Common practice today"), its description and its clauses."""
