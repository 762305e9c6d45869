"""Rule options of Tarok galicyjski (defaults: the literal text, rules-notes §2)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.options import option


@dataclass(frozen=True, slots=True)
class TarokOptions:
    """House rules for Tarok galicyjski. Each default (the first choice) is the text's reading."""

    single_step_raises: bool = option(
        (True, False),
        "Every bid is the next step up the ladder, so the opening bid is trójka; solo may be "
        "bid instead of any opening or raise (the text). Off: skat-style jump bids and any "
        "opening bid.",
        note="T5",
    )
    elder_may_raise: bool = option(
        (False, True),
        "On: the elder player may raise instead of only holding ('sam').",
        note="T5",
    )
    recontra_on_win: bool = option(
        (False, True),
        "The text applies recontra (×4) and supracontra (×8) only when the soloist loses; "
        "on: they apply to a win as well.",
        note="T7",
    )
    multiply_bonuses: bool = option(
        (False, True),
        "On: contra multipliers apply to the bonuses as well as to the game value.",
        note="T9",
    )
    opponent_volat: bool = option(
        (False, True),
        "On: when the opponents take every trick the soloist pays the volat value.",
        note="T10",
    )
    failed_announcement_penalty: bool = option(
        (False, True),
        "On: an announced volat, trull, four kings or pagat ultimo that fails costs the "
        "soloist its announced value.",
        note="T10",
    )
    skis_counts_for_full_hand: bool = option(
        (True, False),
        "The skiz counts as a trump in the full-hand announcement.",
        note="T11",
    )
    payment: str = option(
        ("full", "split"),
        "Every other player pays or receives the full value (the text), or they share it.",
        note="T12",
    )
    renons_value: str = option(
        ("as_33", "flat"),
        "A renons costs the loss at exactly 33, times the bid's level and any contra (the "
        "text's 'as if he had won exactly 33'); flat: exactly 30, 40, 50 or 60, whatever the "
        "level and contra (the text's parenthesis read alone).",
        note="T14",
    )
    renons_bonus: str = option(
        ("void", "receive", "pay"),
        "Under a renons the soloist's bonuses are void, still received, or paid to the "
        "opponents (the text leaves it to the players).",
        note="T14",
    )


DEFAULT_OPTIONS = TarokOptions()
"""The text's rules. Options are frozen, so one instance serves every deal."""
