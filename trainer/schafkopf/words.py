"""Bavarian Schafkopf in words: seats, contracts and calls, house rules, rule topics.

Everything the shared modules (:mod:`trainer.naming`, :mod:`trainer.topics`,
:mod:`trainer.quiz.house_rules`, :mod:`trainer.quiz.citations`, :mod:`trainer.bots.words`)
say about this game, kept with the game: they find it through :func:`trainer.naming.words_of`.
The forehand sits at the dealer's left and leads first; the dealer is last (with five players
the dealer sits out).
"""

from __future__ import annotations

from collections.abc import Mapping

from trainer.cards import SCHAFKOPF_DECK, Suit
from trainer.naming import YES_NO, GameWords, ordinal_seats
from trainer.schafkopf.contracts import parse_contract


def seats(players: int) -> list[str]:
    if players == 5:
        return ["Forehand", "Second player", "Third player", "Fourth player", "Dealer (sits out)"]
    return ordinal_seats(players)


def contract_label(contract: Mapping[str, object]) -> str:
    return parse_contract(dict(contract), suit_optional=True).label()


def call_label(call: Mapping[str, object]) -> str:
    kind = str(call.get("call"))
    if kind == "pass":
        return "pass"
    suits = {key: value for key, value in call.items() if key in ("called", "trump")}
    return contract_label({"type": kind, **suits})


def call_words(action: Mapping[str, object]) -> str | None:
    """The games a computer player calls, as a verb phrase (the shared words say the rest)."""
    call, called, trump = action.get("call"), action.get("called"), action.get("trump")
    if call == "ace_game" and called:
        return f"call an ace game with the ace of {Suit(str(called)).german_name}"
    if call in ("suit_solo", "suit_solo_tout") and trump:
        name = "Suit Solo" if call == "suit_solo" else "Suit Solo Tout"
        return f"play a {name} in {Suit(str(trump)).german_name}"
    return {"wenz": "play a Wenz", "wenz_tout": "play a Wenz Tout", "sie": "play Sie"}.get(
        str(call)
    )


OPTION_WORDS: dict[str, tuple[str, Mapping[object, str]]] = {
    "wenz_equals_suit_solo": ("Wenz and Suit Solo rank equal", YES_NO),
    "all_pass": (
        "When everybody passes",
        {"redeal": "a new deal", "ramsch": "a Ramsch", "kettle": "the kettle"},
    ),
    "runaway_min_cards": ("Cards of the called suit needed to run away", {3: "3", 4: "4"}),
    "runaway_card": (
        "Running away with",
        {"lowest": "the lowest card of the suit", "any": "any card of the suit"},
    ),
    "forbid_discarding_called_suit": (
        "The ace holder may not discard the called suit before it is led",
        YES_NO,
    ),
    "schneider_win_min": ("Points for schneider", {91: "91 or more", 90: "90 or more"}),
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
}
"""Each rule option: its label and a phrase per value, for "Rules in play"."""

EXAMPLES = frozenset(
    [
        "a-broken-run",
        "a-competitive-auction",
        "a-solo",
        "a-tout",
        "a-trump-wins",
        "an-ace-game-won-schneider-with-contra",
        "card-points",
        "everybody-passes-ramsch",
        "four-obers",
        "no-duty-to-trump",
        "running-away",
        "suit-solo-a-heart-is-not-a-trump",
        "the-ace-is-free-once-the-suit-has-been-led",
        "the-called-ace-must-be-played",
        "the-called-ace-stays-in-the-hand",
        "the-obers-belong-to-trump",
        "too-short-to-run-away",
        "two-players-want-the-same-game",
        "two-unters-in-a-wenz",
        "wenz-only-the-unters-are-trump",
        "wenz-the-lowest-unter-beats-the-ace",
    ]
)
"""The worked-example anchors the quizzes link to; each stands as ``{ #anchor }`` on
``docs/schafkopf/examples.md``."""

TOPICS: dict[str, str] = {
    "sk-players": "Players",
    "sk-deck": "The pack",
    "sk-ober-unter": "Obers and Unters",
    "sk-card-points": "Card points",
    "sk-deck-total": "Card points",
    "sk-trumps": "Trumps",
    "sk-trump-suit-ranks": "Trumps",
    "sk-ober-unter-belong": "Obers and Unters are trumps",
    "sk-hearts-trump": "Hearts are trumps",
    "sk-trump-table": "The order of the trumps",
    "sk-deal": "The deal",
    "sk-auction-open": "The auction",
    "sk-auction-pass-final": "A pass is final",
    "sk-auction-higher": "Bidding higher",
    "sk-auction-highest": "The highest contract plays",
    "sk-auction-tie": "Equal contracts",
    "sk-auction-repeat": "The auction",
    "sk-all-pass-garbled": "Everybody passes",
    "sk-all-pass": "Everybody passes",
    "sk-contracts": "The contracts",
    "sk-ace-game": "The ace game",
    "sk-wenz": "Wenz",
    "sk-solo-alone": "Solo games",
    "sk-suit-solo": "Suit Solo",
    "sk-wenz-tout": "Wenz Tout",
    "sk-suit-solo-tout": "Suit Solo Tout",
    "sk-sie": "Sie",
    "sk-ace-game-condition": "Calling an ace",
    "sk-ace-game-partner-secret": "The called ace",
    "sk-called-ace-no-lead": "The called ace",
    "sk-called-ace-must-play": "The called ace must be played",
    "sk-called-ace-lead": "Running away",
    "sk-called-ace-free": "The called ace is free",
    "sk-called-ace-last-trick": "The called ace stays in the hand",
    "sk-first-lead": "The first lead",
    "sk-contra": "Contra",
    "sk-re": "Re",
    "sk-contra-rounds": "Contra and re",
    "sk-contra-reveals": "Contra and re",
    "sk-follow-suit": "Follow suit",
    "sk-no-trump-duty": "No duty to trump",
    "sk-trick-winner": "Who wins the trick",
    "sk-scoring-table": "Settlement",
    "sk-contra-scoring": "Contra in the settlement",
    "sk-solo-payment": "Solo settlement",
    "sk-ace-game-payment": "Ace game settlement",
    "sk-ramsch": "Ramsch",
    "sk-ramsch-loser": "Ramsch",
    "sk-ramsch-ties": "Ramsch ties",
    "sk-kettle": "The kettle",
    "sk-kettle-loss": "The kettle",
    "sk-matadors": "Matadors",
    "sk-matadors-doubling": "Matadors",
    "sk-matadors-losers-pay": "Matadors",
    "sk-matadors-claim-expires": "Matadors",
    "sk-matadors-examples": "Matadors",
}
"""A short title for every rule sentence the engine cites (a verdict links by topic)."""

TABLES: dict[str, str] = {
    "sk-scoring-table": "Settlement for the Ace contract, the Small Wreath and the Small Suit: if "
    "the declarer took 61 to 90 points, he has won and wins the stake; 91 or "
    "more, he has won schneider, the stake + 1; all the tricks, schwarz, the "
    "stake + 2. With 31 to 60 points he has lost and pays the stake; with 30 "
    "or less, schneider, the stake + 1; without a single trick, schwarz, the "
    "stake + 2.",
    "sk-card-points": "Here is the table of card values: Ace 11, Ten 10, King 4, Ober 3, Unter 2, "
    "Nine, Eight and Seven 0.",
    "sk-trump-table": "The trumps when hearts shine, from the highest: the Obers of acorns, "
    "leaves, hearts and bells, the Unters in the same order, then the Ace, Ten, "
    "King, Nine, Eight and Seven of hearts.",
}
"""The table a lead-in sentence introduces, in words, as on the rules page."""

WORDS = GameWords(
    game="schafkopf",
    deck=SCHAFKOPF_DECK,
    pictures="german",
    seats=seats,
    contract_label=contract_label,
    call_label=call_label,
    call_words=call_words,
    option_words=OPTION_WORDS,
    examples=EXAMPLES,
    topics=TOPICS,
    tables=TABLES,
)
