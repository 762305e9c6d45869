"""Tarok galicyjski in words: seats, bids and calls, house rules, rule topics.

Everything the shared modules (:mod:`trainer.naming`, :mod:`trainer.topics`,
:mod:`trainer.quiz.house_rules`, :mod:`trainer.quiz.citations`, :mod:`trainer.bots.words`)
say about this game, kept with the game: they find it through :func:`trainer.naming.words_of`.
The seats are *ręka* (the hand, at the dealer's right), *środek*, *zadek*; with four players
the dealer is the king, who pays and receives but does not play. The suits go by their
French names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.cards import TAROK_DECK
from trainer.naming import YES_NO, GameWords
from trainer.tarok.auction import Call
from trainer.tarok.contracts import CONTRACT_TYPES, parse_bid
from trainer.tarok.scoring import BONUS_VALUES, FULL_HAND_VALUES

SEATS = ("Ręka", "Środek", "Zadek")


def seats(players: int) -> list[str]:
    return list(SEATS) + (["King"] if players == 4 else [])


def seat_keys(players: int) -> list[str]:
    """The seats' names in the catalogues: ręka, środek, zadek, and the king with four."""
    return ["seat.tarok.reka", "seat.tarok.srodek", "seat.tarok.zadek"] + (
        ["seat.tarok.king"] if players == 4 else []
    )


def contract_label(contract: Mapping[str, object]) -> str:
    return parse_bid(dict(contract)).label


def call_label(call: Mapping[str, object]) -> str:
    kind = str(call.get("call"))
    if kind == "pass":
        return "pas (pass)"
    if kind == "hold":
        return "sam (hold)"
    level = call.get("level", 1)
    return Call(0, kind, level if isinstance(level, int) else 1).label


LEVELS = {2: "druga", 3: "trzecia", 4: "czwarta", 5: "piąta"}

BIDS = {
    "hold": "hold the standing bid ('sam')",
    "trojka": "bid trójka",
    "dwojka": "bid dwójka",
    "jedynka": "bid jedynka",
    "solo": "bid solo",
    "recontra": "say recontra",
    "supracontra": "say supracontra",
}


def call_words(action: Mapping[str, object]) -> str | None:
    """A bid or a doubling as a verb phrase: "bid druga trójka", "hold the standing bid"."""
    phrase = BIDS.get(str(action.get("call")))
    level = action.get("level")
    if phrase is not None and isinstance(level, int) and level > 1:
        phrase = phrase.replace("bid ", f"bid {LEVELS.get(level, str(level))} ")
    return phrase


OPTION_WORDS: dict[str, tuple[str, Mapping[object, str]]] = {
    "single_step_raises": (
        "Raises",
        {True: "one step of the ladder at a time", False: "jumps allowed"},
    ),
    "elder_may_raise": ("The earlier player may raise instead of holding", YES_NO),
    "recontra_on_win": ("Recontra and supracontra also count on a win", YES_NO),
    "multiply_bonuses": ("Contra multiplies the bonuses too", YES_NO),
    "opponent_volat": ("The soloist pays for the opponents' volat", YES_NO),
    "failed_announcement_penalty": ("A failed announcement costs its value", YES_NO),
    "skis_counts_for_full_hand": ("The skiz counts towards a full hand", YES_NO),
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
        {"as_33": "the game as if lost with 33", "flat": "a fixed 30, 40, 50 or 60"},
    ),
}
"""Each rule option: its label and a phrase per value, for "Rules in play"."""

EXAMPLES = frozenset(
    [
        "a-lost-game-saved-by-bonuses",
        "a-pile-of-ten-cards",
        "a-renons",
        "a-suit-trick",
        "a-tarok-already-in-the-trick-you-must-overtrump",
        "a-tarok-led-follow-with-a-higher-tarok-and-the-skiz-counts",
        "a-won-trojka",
        "following-suit",
        "lost-at-33",
        "neither-the-suit-nor-a-tarok",
        "no-card-of-the-suit-play-a-tarok",
        "taroks-that-cannot-beat",
        "the-auction",
        "the-pagat-takes-a-king",
        "the-skiz-above-the-mond",
        "the-talon-exchange",
    ]
)
"""The worked-example anchors the quizzes link to; each stands as ``{ #anchor }`` on
``docs/tarok/examples.md``."""

TOPICS: dict[str, str] = {
    "tk-deck": "The pack",
    "tk-names": "Pagat, mond and skiz",
    "tk-players": "Players",
    "tk-cut": "The cut",
    "tk-deal": "The deal",
    "tk-pukam": "Knocking",
    "tk-king": "Four players: the king",
    "tk-forehand": "Ręka",
    "tk-auction-order": "The auction",
    "tk-calls-trojka": "Trójka",
    "tk-calls-dwojka": "Dwójka",
    "tk-calls-jedynka": "Jedynka",
    "tk-calls-solo": "Solo",
    "tk-multipliers": "The bidding ladder",
    "tk-solo-final": "Solo ends the auction",
    "tk-auction-pairs": "Bidding in pairs",
    "tk-auction-open": "Opening and raising",
    "tk-auction-hold": "Holding: sam",
    "tk-auction-continue": "Raising and holding",
    "tk-auction-pass-out": "A pass is final",
    "tk-auction-contract": "The contract",
    "tk-all-pass": "Everybody passes",
    "tk-auction-examples": "Examples of bidding",
    "tk-soloist": "The soloist",
    "tk-exchange-parts": "Taking from the talon",
    "tk-discard-kings": "Renons: no kings discarded",
    "tk-discard-count": "Discarding",
    "tk-announcements": "Announcements",
    "tk-announce-volat": "Announcing volat",
    "tk-announce-pagat-ultimo": "Announcing pagat ultimo",
    "tk-announce-trull": "Announcing the trull",
    "tk-announcement-points": "Announcements",
    "tk-full-hand": "Full hand",
    "tk-contra": "Contra",
    "tk-recontra": "Recontra",
    "tk-supracontra": "Supracontra",
    "tk-aim": "The aim",
    "tk-alone": "The soloist plays alone",
    "tk-lead-any": "Leading",
    "tk-follow": "Follow suit or play a tarok",
    "tk-void-tarok": "No card of the suit: a tarok",
    "tk-overtrump": "Beat with a tarok",
    "tk-any-card": "Neither suit nor tarok",
    "tk-trick-winner": "Who wins the trick",
    "tk-tarok-order": "The order of the taroks",
    "tk-skis": "The skiz",
    "tk-winner-leads": "The next lead",
    "tk-goal": "The goal: 34 points",
    "tk-pagat-ultimo": "Pagat ultimo",
    "tk-card-values": "Card points",
    "tk-counting": "Counting in threes",
    "tk-formula": "The game's value",
    "tk-loss": "A lost game",
    "tk-renons-penalty": "Renons",
    "tk-renons": "Renons",
    "tk-renons-bonuses": "Renons and bonuses",
    "tk-volat": "Volat",
    "tk-volat-announced": "Announced volat",
    "tk-volat-replaces": "Volat",
    "tk-bonuses": "Bonuses",
    "tk-settlement": "Payments",
    "tk-end": "The end of the game",
}
"""A short title for every rule sentence the engine cites (a verdict links by topic)."""

TABLES: dict[str, str] = {
    "tk-card-values": "The card points are as follows: the pagat, the mond and the skiz 5, a King "
    "5, a Queen 4, a Cavalier 3, a Jack 2, every other card 1.",
    "tk-formula": "In the case of a win, the points for the game are calculated by the formula: "
    "the points won above 33, times 3 for a trójka (4 for a dwójka, 5 for a "
    "jedynka, 6 for a solo), plus 30 (40, 50, 60).",
    "tk-volat": "If all the tricks are won (volat), the scoring is as follows: trójka 300 points, "
    "dwójka 400, jedynka 500, solo 600.",
    "tk-bonuses": "In addition, bonuses are added to the result: 10 trumps 50 points, 11 trumps "
    "100, 12 trumps 150; the trull 50 (announced 100); four kings 100 (announced "
    "200); pagat ultimo 50 (announced 100).",
}
"""The table a lead-in sentence introduces, in words, as on the rules page."""

ANNOUNCEMENT_NAMES = {
    "full_hand": "full hand",
    "volat": "volat (all the tricks)",
    "pagat_ultimo": "pagat ultimo (the pagat wins the last trick)",
    "trull": "trull (all three honours)",
    "kings": "four kings",
}


def announcement_offers(names: list[str], trumps: int, bid: str) -> list[dict[str, Any]]:
    """Each announcement of ``names`` with its name and its value in words, for a seat holding
    ``trumps`` taroks in contract ``bid``.

    The values are the scoring module's own (``trainer.tarok.scoring``), so the page's
    checkboxes say what each one is worth without a table of their own.
    """
    offers = []
    for name in names:
        if name == "full_hand":
            value = f"{FULL_HAND_VALUES.get(trumps, 0)}, with your {trumps} taroks"
        elif name == "volat":
            base = CONTRACT_TYPES[bid].volat
            value = f"{2 * base} announced instead of {base}"
        else:
            plain, announced = BONUS_VALUES[name]
            value = f"{announced} announced instead of {plain}"
        offers.append({"name": name, "label": ANNOUNCEMENT_NAMES.get(name, name), "value": value})
    return offers


WORDS = GameWords(
    game="tarok",
    deck=TAROK_DECK,
    pictures="tarok",
    seats=seats,
    contract_label=contract_label,
    call_label=call_label,
    call_words=call_words,
    bare_seats=frozenset(SEATS),
    seat_keys=seat_keys,
    french_suits=True,
    option_words=OPTION_WORDS,
    examples=EXAMPLES,
    topics=TOPICS,
    tables=TABLES,
)
