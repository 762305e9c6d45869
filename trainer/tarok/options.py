"""Rule options of Tarok galicyjski (defaults: the literal text, rules-notes §2)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.options import option


@dataclass(frozen=True, slots=True)
class TarokOptions:
    """House rules for Tarok galicyjski. Each default (the first choice) is the text's reading;
    what each option means is its catalogue message ``option.<game>.<name>.doc``."""

    single_step_raises: bool = option((True, False), note="T5")
    elder_may_raise: bool = option((False, True), note="T5")
    recontra_on_win: bool = option((False, True), note="T7")
    multiply_bonuses: bool = option((False, True), note="T9")
    opponent_volat: bool = option((False, True), note="T10")
    failed_announcement_penalty: bool = option((False, True), note="T10")
    skis_counts_for_full_hand: bool = option((True, False), note="T11")
    payment: str = option(("full", "split"), note="T12")
    renons_value: str = option(("as_33", "flat"), note="T14")
    renons_bonus: str = option(("void", "receive", "pay"), note="T14")


DEFAULT_OPTIONS = TarokOptions()
"""The text's rules. Options are frozen, so one instance serves every deal."""
