"""House rules in words, for a question's "Rules in play" (only what differs from the text).

Option identifiers (``beat_obligation = head_and_trump``) are for developers; a learner reads
"Beating: only trump when void". Each game's options get a short label and a phrase per value
here; an option added later without words still shows in words (its name and value spelled
out), never as an identifier.
"""

from __future__ import annotations

from typing import Any

from trainer.options import changed_options

_YES_NO = {True: "yes", False: "no"}

WORDS: dict[str, dict[str, tuple[str, dict[Any, str]]]] = {
    "pamfil": {
        "pamfil_mode": (
            "The pamfil counts as",
            {"top_trump": "the highest trump", "top_club": "the highest acorn only"},
        ),
        "beat_obligation": (
            "Duty to beat",
            {
                "head_and_trump": "head the trick, trump and overtrump",
                "trump_only": "only trump when out of the suit",
                "none": "only follow suit",
            },
        ),
        "pamfil_double": (
            "The pamfil doubles the points of",
            {
                "holder": "its holder",
                "global": "everyone, when it was dealt",
                "captured": "whoever wins it in a trick",
            },
        ),
        "double_penalty": ("The pamfil doubles the penalty of 3", _YES_NO),
        "ace_points": (
            "An ace in a mucha counts",
            {10: "10 points", 11: "11 points", 1: "1 point"},
        ),
        "mucha_tie": (
            "Two muchas with equal points",
            {"seat": "the earlier seat wins", "both": "both score", "redeal": "a new deal"},
        ),
        "mucha_payout": (
            "A mucha scores",
            {"flat": "a flat 5", "with_tricks": "5 plus five tricks"},
        ),
    },
    "tarok": {
        "single_step_raises": (
            "Raises",
            {True: "one step of the ladder at a time", False: "jumps allowed"},
        ),
        "elder_may_raise": ("The earlier player may raise instead of holding", _YES_NO),
        "recontra_on_win": ("Recontra and supracontra also count on a win", _YES_NO),
        "multiply_bonuses": ("Contra multiplies the bonuses too", _YES_NO),
        "opponent_volat": ("The soloist pays for the opponents' volat", _YES_NO),
        "failed_announcement_penalty": ("A failed announcement costs its value", _YES_NO),
        "skis_counts_for_full_hand": ("The skiz counts towards a full hand", _YES_NO),
        "payment": (
            "Payments",
            {"full": "every player pays the full value", "split": "the value is shared"},
        ),
        "renons_bonus": (
            "Bonuses under a renons",
            {"void": "void", "receive": "still received", "pay": "paid to the opponents"},
        ),
        "renons_value": (
            "A renons costs",
            {
                "as_33": "the game as if lost with 33",
                "flat": "a fixed 30, 40, 50 or 60",
            },
        ),
    },
    "schafkopf": {
        "wenz_equals_suit_solo": ("Wenz and Suit Solo rank equal", _YES_NO),
        "all_pass": (
            "When everybody passes",
            {"redeal": "a new deal", "ramsch": "a Ramsch", "kettle": "the kettle"},
        ),
        "runaway_min_cards": (
            "Cards of the called suit needed to run away",
            {3: "3", 4: "4"},
        ),
        "runaway_card": (
            "Running away with",
            {"lowest": "the lowest card of the suit", "any": "any card of the suit"},
        ),
        "forbid_discarding_called_suit": (
            "The ace holder may not discard the called suit before it is led",
            _YES_NO,
        ),
        "schneider_win_min": (
            "Points for schneider",
            {91: "91 or more", 90: "90 or more"},
        ),
        "tout_mode": (
            "A tout is worth",
            {
                "flat": "a flat 10",
                "double_solo": "twice a solo, schneider and schwarz included",
                "double_base": "twice the solo's base and matadors",
            },
        ),
        "max_double_rounds": ("Rounds of contra and re", {1: "one", 2: "two"}),
        "ace_game_payment": (
            "Ace game settlement",
            {
                "each_to_each": "each of the pair with each opponent",
                "one_to_one": "each loser pays one winner",
            },
        ),
        "matadors": ("Matadors (Laufende)", {True: "played", False: "not played"}),
        "ramsch_durchmarsch": (
            "Ramsch: one player takes every trick",
            {True: "he wins", False: "he loses"},
        ),
        "kettle_share": (
            "The kettle of an ace game goes to",
            {"declarer": "the declarer alone", "pair": "the declarer and his partner"},
        ),
    },
}


def _spelled(value: Any) -> str:
    if isinstance(value, bool):
        return _YES_NO[value]
    return str(value).replace("_", " ")


def words(game: str, name: str, value: Any) -> dict[str, str]:
    """One house rule as ``{"label", "value"}`` in words."""
    label, values = WORDS.get(game, {}).get(name, (name.replace("_", " ").capitalize(), {}))
    return {"label": label, "value": values.get(value, _spelled(value))}


def rules_in_play(game: str, options: Any, affected_by: tuple[str, ...]) -> list[dict[str, str]]:
    """The house rules that differ from the text and change this kind of question, in words."""
    changed = changed_options(options)
    return [words(game, name, changed[name]) for name in affected_by if name in changed]
