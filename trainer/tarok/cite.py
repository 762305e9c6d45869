"""The engine's one door to the rule sentences of ``trainer.tarok.rulebook``.

Engine code names a rule by what it checks (``rule("play_beat")``); the table
below maps each of those to the id of the sentence in the rulebook, so the
engine cites only ``RULES[id]`` and a renamed anchor is fixed in one line.
"""

from __future__ import annotations

from trainer.rules import Rule
from trainer.tarok.rulebook import RULES

RULE_IDS: dict[str, str] = {
    # deal and seats
    "deck": "tk-deck",
    "deal": "tk-deal",
    "pukam": "tk-pukam",
    "four_players": "tk-king",
    "forehand": "tk-forehand",
    # auction
    "auction_order": "tk-auction-order",
    "auction_pairs": "tk-auction-pairs",
    "auction_open": "tk-auction-open",
    "auction_hold": "tk-auction-hold",
    "auction_raise": "tk-auction-open",
    "auction_continue": "tk-auction-continue",
    "auction_pass_out": "tk-auction-pass-out",
    "auction_ladder": "tk-multipliers",
    "auction_end": "tk-auction-contract",
    "auction_contract": "tk-auction-contract",
    "auction_examples": "tk-auction-examples",
    "solo_final": "tk-solo-final",
    "all_pass": "tk-all-pass",
    # exchange
    "soloist": "tk-soloist",
    "exchange_parts": "tk-exchange-parts",
    "discard_count": "tk-discard-count",
    "discard_kings": "tk-discard-kings",
    "solo_talon": "tk-calls-solo",
    # announcements
    "announcements": "tk-announcements",
    "announce_volat": "tk-announce-volat",
    "announce_pagat": "tk-announce-pagat-ultimo",
    "announce_trull": "tk-announce-trull",
    # the rulebook has no sentence of its own for "or 4 kings"; the list sentence covers it
    "announce_kings": "tk-announcements",
    "full_hand": "tk-full-hand",
    "contra": "tk-contra",
    "recontra": "tk-recontra",
    "supracontra": "tk-supracontra",
    # play
    "play_lead": "tk-lead-any",
    "first_lead": "tk-soloist",
    "play_follow": "tk-follow",
    "play_void": "tk-void-tarok",
    "play_beat": "tk-overtrump",
    "play_any": "tk-any-card",
    "trick_winner": "tk-trick-winner",
    "tarok_order": "tk-tarok-order",
    "skis": "tk-skis",
    "winner_leads": "tk-winner-leads",
    # counting and scoring
    "card_values": "tk-card-values",
    "counting": "tk-counting",
    "goal": "tk-goal",
    "formula": "tk-formula",
    "loss": "tk-loss",
    "multipliers": "tk-multipliers",
    "renons": "tk-renons",
    "renons_bonuses": "tk-renons-bonuses",
    "volat": "tk-volat",
    "volat_announced": "tk-volat-announced",
    "volat_replaces": "tk-volat-replaces",
    "bonuses": "tk-bonuses",
    "pagat_ultimo": "tk-pagat-ultimo",
    "announcement_points": "tk-announcement-points",
    "settlement": "tk-settlement",
}


def rule(key: str) -> Rule:
    """The rulebook sentence behind one check of the engine."""
    return RULES[RULE_IDS[key]]
