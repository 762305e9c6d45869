"""Rule options of Bavarian Schafkopf (defaults: the literal text, rules-notes §3)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.options import Preset, option


@dataclass(frozen=True, slots=True)
class SchafkopfOptions:
    """House rules for Schafkopf. Each default (the first choice) is the text's own reading."""

    wenz_equals_suit_solo: bool = option(
        (False, True),
        "The text lists Suit Solo above Wenz; on: Wenz and Suit Solo (and their touts) rank "
        "equal and the earlier seat wins a tie.",
        note="S1",
    )
    all_pass: str = option(
        ("redeal", "ramsch", "kettle"),
        "What happens when everybody passes: a new deal (the text), a Ramsch, or the Kettle.",
        note="S3",
    )
    runaway_min_cards: int = option(
        (3, 4),
        "How many cards of the called suit (the ace included) the ace holder needs to run "
        "away: 3 as the text says, or 4 as in the official rules.",
        note="S5",
    )
    runaway_card: str = option(
        ("lowest", "any"),
        "Running away: lead the lowest card of the called suit (the text) or any of them.",
        note="S5",
    )
    forbid_discarding_called_suit: bool = option(
        (False, True),
        "On: before the called suit has been led, the ace holder may not discard any card "
        "of that suit (the text forbids only the ace).",
        note="S6",
    )
    schneider_win_min: int = option(
        (91, 90),
        "Points the declarer needs to win schneider: 91 as the text says, which is also the "
        "official Bavarian rule (the defenders are free of schneider with 30, as the declarer "
        "is with 31); or 90, a house rule borrowed from Skat.",
        note="S8",
    )
    tout_mode: str = option(
        ("flat", "double_solo", "double_base"),
        "A tout pays its flat value of 10 (the text); or double a solo's value, schneider and "
        "schwarz included (a won tout is always schwarz: 2 × (5 + 2 + matadors)); or, as most "
        "people play today, double the solo's base and its matadors, with no schneider or "
        "schwarz: 2 × (5 + matadors).",
        note="S9",
    )
    max_double_rounds: int = option(
        (1, 2),
        "Rounds of contra and re allowed: one of each officially, two by agreement.",
        note="S10",
    )
    ace_game_payment: str = option(
        ("each_to_each", "one_to_one"),
        "Ace game: the text's sentence fits two readings. Each of the pair settles with each "
        "opponent (±2 × value, the more literal one and the default), or each loser pays one "
        "winner (±value), which is the official rule.",
        note="S11",
    )
    matadors: bool = option(
        (False, True),
        "Play with matadors (Laufende), which the text presents as an extra that most players "
        'use nowadays, outside its "official" rules: one stake for each top trump in an '
        "unbroken run held from the deal, from 3 (from 2 in a Wenz).",
        note="S15",
    )
    ramsch_durchmarsch: bool = option(
        (False, True),
        "Ramsch: the text does not mention one player taking all 8 tricks, so he has the most "
        "points and loses; on (Durchmarsch, as most people play today): he wins, and each "
        "other player pays him 2 stakes.",
        note="S16",
    )
    kettle_share: str = option(
        ("declarer", "pair"),
        "Kettle: a won Ace game's kettle goes to the declarer alone and a lost one is doubled "
        "by him alone (the text); or the declarer and his partner share both, half each (the "
        "odd stake, if any, falls to the declarer), as most people play today.",
        note="S17",
    )


PRESETS: tuple[Preset, ...] = (
    Preset(
        "today",
        "Common practice today",
        "The rules most people play by now, as the big online rooms and three public "
        "Schafkopf programs do: running away with 4 cards of the called suit, any of them; "
        "each loser of an ace game pays one winner; matadors (Laufende) from 3, or 2 in a "
        "Wenz; a tout doubles the solo's base and matadors, with no schneider or schwarz; "
        "Durchmarsch in a Ramsch; the declarer and his partner share the kettle. The rest "
        "stays as the text has it: a Suit Solo still outranks a Wenz in the auction, "
        "schneider from 91 points, one round of contra and re.",
        {
            "runaway_min_cards": 4,
            "runaway_card": "any",
            "ace_game_payment": "one_to_one",
            "matadors": True,
            "tout_mode": "double_base",
            "ramsch_durchmarsch": True,
            "kettle_share": "pair",
        },
        rules={
            "ace_game_payment": "each loser of an Ace game pays one winner",
            "matadors": "matadors (Laufende) from 3, or 2 in a Wenz",
            "tout_mode": (
                "a tout doubles the solo's base and matadors, with no schneider or schwarz"
            ),
            "ramsch_durchmarsch": "Durchmarsch in a Ramsch",
            "kettle_share": "the declarer and his partner share the kettle",
        },
    ),
)
"""Schafkopf's presets besides the text's own (rules-notes S5, S9, S11, S15–S17; the peer
review of 2026-11-30 says where each one is common practice)."""
