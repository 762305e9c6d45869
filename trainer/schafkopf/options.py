"""Rule options of Bavarian Schafkopf (defaults: the literal text, rules-notes §3)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.options import option


@dataclass(frozen=True, slots=True)
class SchafkopfOptions:
    """House rules for Schafkopf. Each default is the text's own reading."""

    wenz_equals_suit_solo: bool = option(
        False,
        (False, True),
        "The text lists Suit Solo above Wenz; on: Wenz and Suit Solo (and their touts) rank "
        "equal and the earlier seat wins a tie.",
        note="S1",
    )
    all_pass: str = option(
        "redeal",
        ("redeal", "ramsch", "kettle"),
        "What happens when everybody passes: a new deal (the text), a Ramsch, or the Kettle.",
        note="S3",
    )
    runaway_min_cards: int = option(
        3,
        (3, 4),
        "How many cards of the called suit (the ace included) the ace holder needs to run "
        "away: 3 as the text says, or 4 as in the official rules.",
        note="S5",
    )
    runaway_card: str = option(
        "lowest",
        ("lowest", "any"),
        "Running away: lead the lowest card of the called suit (the text) or any of them.",
        note="S5",
    )
    forbid_discarding_called_suit: bool = option(
        False,
        (False, True),
        "On: before the called suit has been led, the ace holder may not discard any card "
        "of that suit (the text forbids only the ace).",
        note="S6",
    )
    schneider_win_min: int = option(
        91,
        (91, 90),
        "Points the declarer needs to win schneider: 91 as the text says, or 90 as in the "
        "official rules.",
        note="S8",
    )
    tout_mode: str = option(
        "flat",
        ("flat", "double_solo"),
        "A tout pays its flat value of 10 (the text), or double a solo's value.",
        note="S9",
    )
    max_double_rounds: int = option(
        1,
        (1, 2),
        "Rounds of contra and re allowed: one of each officially, two by agreement.",
        note="S10",
    )
    ace_game_payment: str = option(
        "each_to_each",
        ("each_to_each", "one_to_one"),
        "Ace game: each of the pair settles with each opponent (the text, ±2 × value) or each "
        "loser pays one winner (±value).",
        note="S11",
    )
    matadors: bool = option(
        False,
        (False, True),
        "Play with matadors (not in the official rules): one stake for each top trump in an "
        "unbroken run held from the deal.",
        note="S15",
    )
