"""A short title for every rule sentence the engine cites, and the tables behind lead-ins.

A verdict links its rule by topic ("Follow suit"), never by anchor. A few cited sentences only
introduce a table ("Here is the table of card values:"); quoting them alone teaches nothing,
so :data:`TABLES` gives the table they introduce, in words, as it stands on the rules page.
``tests/core/test_quiz_texts.py`` checks that every rule of every rulebook has a topic.
"""

from __future__ import annotations

TOPICS: dict[str, str] = {
    # -- Schafkopf -------------------------------------------------------------------------
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
    # -- Tarok -----------------------------------------------------------------------------
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
    # -- Pamfil ----------------------------------------------------------------------------
    "pf-pamfil": "The pamfil",
    "pf-deck": "The pack",
    "pf-rank": "The order of the cards",
    "pf-deal": "The deal",
    "pf-trump-card": "Trumps",
    "pf-forehand-must-play": "The forehand must play",
    "pf-exchange": "Exchanging cards",
    "pf-declare": "Declaring or passing",
    "pf-exchange-commits": "An exchange commits",
    "pf-follow-beat": "Follow suit and beat",
    "pf-mucha": "Mucha",
    "pf-mucha-trump": "Several muchas",
    "pf-mucha-points": "Several muchas",
    "pf-score-declared": "Scoring a declared game",
    "pf-score-undeclared": "Scoring without a declaration",
    "pf-score-mucha": "Scoring a mucha",
    "pf-pamfil-double": "The pamfil doubles",
    "pf-variant": "Another version",
}

TABLES: dict[str, str] = {
    "sk-scoring-table": (
        "Settlement for the Ace contract, the Small Wreath and the Small Suit: if the "
        "declarer took 61 to 90 points, he has won and wins the stake; 91 or more, he has won "
        "schneider, the stake + 1; all the tricks, schwarz, the stake + 2. With 31 to 60 "
        "points he has lost and pays the stake; with 30 or less, schneider, the stake + 1; "
        "without a single trick, schwarz, the stake + 2."
    ),
    "sk-card-points": (
        "Here is the table of card values: Ace 11, Ten 10, King 4, Ober 3, Unter 2, "
        "Nine, Eight and Seven 0."
    ),
    "sk-trump-table": (
        "The trumps when hearts shine, from the highest: the Obers of acorns, leaves, hearts "
        "and bells, the Unters in the same order, then the Ace, Ten, King, Nine, Eight and "
        "Seven of hearts."
    ),
    "tk-card-values": (
        "The card points are as follows: the pagat, the mond and the skiz 5, a King 5, a "
        "Queen 4, a Cavalier 3, a Jack 2, every other card 1."
    ),
    "tk-formula": (
        "In the case of a win, the points for the game are calculated by the formula: the "
        "points won above 33, times 3 for a trójka (4 for a dwójka, 5 for a jedynka, 6 for a "
        "solo), plus 30 (40, 50, 60)."
    ),
    "tk-volat": (
        "If all the tricks are won (volat), the scoring is as follows: trójka 300 points, "
        "dwójka 400, jedynka 500, solo 600."
    ),
    "tk-bonuses": (
        "In addition, bonuses are added to the result: 10 trumps 50 points, 11 trumps 100, "
        "12 trumps 150; the trull 50 (announced 100); four kings 100 (announced 200); pagat "
        "ultimo 50 (announced 100)."
    ),
    "pf-score-declared": (
        "Declared game: fewer than two tricks, minus 3 points; two tricks, 0 points; three "
        "tricks, 3 points; four tricks, 4 points; five tricks, 5 points."
    ),
    "pf-score-undeclared": (
        "Without a declaration of play: no trick, 0 points; each trick taken, 1 point."
    ),
}


def topic(rule_id: str) -> str:
    """The short title of a rule ("Follow suit"); "The rules" for one without a topic yet."""
    return TOPICS.get(rule_id, "The rules")
