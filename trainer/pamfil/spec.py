"""Pamfil's own ops at the JSON boundary (``OPS``) and its contracts, named by ``game.GAME``.

Seats are numbered in playing order: seat 0 is the forehand, on the dealer's left, who must
play and leads the first trick; play goes clockwise (rules-notes P11). The contract is only
the trump suit, ``{"trump": "H"}``, shown by the card under the talon.
"""

from __future__ import annotations

from typing import Any

from trainer.cards import PAMFIL_DECK_36
from trainer.errors import PositionError, RequestError
from trainer.fields import Fields
from trainer.naming import plural
from trainer.ops import make_op
from trainer.pamfil import auction, mucha, play, positions, scoring
from trainer.pamfil.deck import HAND_SIZE, MAX_PLAYERS, deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.rulebook import RULES
from trainer.points import mucha_card_points

__all__ = ["CONTRACTS", "GOLEBIOWSKI", "OPS", "deck_for"]

CONTRACTS: list[dict[str, Any]] = [
    {"trump": suit, "name": f"{name} trumps"}
    for suit, name in (("C", "Acorns"), ("S", "Leaves"), ("H", "Hearts"), ("D", "Bells"))
]
"""A Pamfil deal has no bid contract: the turned-up card names the trump suit."""


@make_op(
    "card_points",
    ("cards",),
    "Mucha card points of a pile: figures 10, pip cards their pips (rules-notes P6).",
)
def card_points_op(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    cards = fields.cards("cards", PAMFIL_DECK_36, max_items=36)
    per_card = [mucha_card_points(c, options.ace_points) for c in cards]
    return {"points": sum(per_card), "per_card": per_card, "cards": [c.code for c in cards]}


@make_op(
    "legal_plays",
    ("contract", "hand", "trick", "history", "players"),
    "The cards of 'hand' that may be played to 'trick' (cards already played, in order), "
    "with the reason each other card is illegal. 'players' (3–7) is inferred when absent.",
)
def legal_plays_op(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    players = positions.table(fields, "hand", "trick", "history")
    deck = deck_for(players)
    ranking = positions.contract(fields, options)
    hand = positions.parse_cards(fields, "hand", deck, players, max_items=5)
    trick = positions.parse_cards(
        fields, "trick", deck, players, required=False, max_items=MAX_PLAYERS
    )
    history = fields.card_lists("history", deck, required=False, max_items=5)
    if not hand:
        raise PositionError("the hand is empty: there is nothing to play", "hand")
    if len(trick) >= players:
        raise PositionError(
            f"the trick already has {len(trick)} cards: with {players} players it is complete",
            "trick",
        )
    for i, done in enumerate(history):
        if len(done) != players:
            raise PositionError(
                f"history[{i}] has {plural(len(done), 'card')}; a trick of {players} players "
                f"has {players}",
                f"history[{i}]",
            )
    if len(history) >= HAND_SIZE:
        raise PositionError("five tricks have been played: the deal is over", "history")
    if history and len(hand) != HAND_SIZE - len(history):
        raise PositionError(
            f"after {plural(len(history), 'trick')} a player holds "
            f"{plural(HAND_SIZE - len(history), 'card')}, not {len(hand)}",
            "hand",
        )
    positions.no_repeats(
        [("hand", hand), ("trick", trick)] + [(f"history[{i}]", t) for i, t in enumerate(history)]
    )
    position = play.PlayPosition(hand, trick, ranking, options.beat_obligation)
    refusals = {card: play.why_not_play(position, card) for card in hand}
    response: dict[str, Any] = {
        "legal": [c.code for c in play.legal_plays(position)],
        "reasons": {c.code: r.to_json() for c, r in refusals.items() if r is not None},
        "players": players,
        "rule": play.FOLLOW_BEAT.to_json(),
    }
    if trick:
        best = trick[ranking.winner_index(trick)]
        response["winning"] = best.code
        response["led_suit"] = ranking.suit[trick[0]].value
    return response


@make_op(
    "trick_winner",
    ("contract", "trick", "players", "leader"),
    "Who wins a complete trick: the highest trump (the pamfil first), else the highest card "
    "of the suit led. With 'leader' (the seat that led) the winning seat is given too.",
)
def trick_winner_op(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    players = positions.table(fields, "trick", complete_trick="trick")
    deck = deck_for(players)
    ranking = positions.contract(fields, options)
    trick = positions.parse_cards(fields, "trick", deck, players, max_items=MAX_PLAYERS)
    if len(trick) != players:
        raise PositionError(
            f"a complete trick of {players} players has {players} cards, not {len(trick)}",
            "trick",
        )
    index = play.trick_winner(trick, ranking)
    card = trick[index]
    response: dict[str, Any] = {
        "winner": index,
        "card": card.code,
        "trumped": ranking.is_trump(card) and not ranking.is_trump(trick[0]),
        "rule": RULES["pf-rank"].to_json(),
    }
    if fields.has("leader"):
        leader = fields.integer("leader", minimum=0, maximum=players - 1)
        response["winner_seat"] = (leader + index) % players
    return response


@make_op(
    "auction",
    ("calls", "players"),
    'The declaration round. \'calls\': [{"seat", "call": "play" | "pass" | '
    '"exchange", "count"}] in seat order from the forehand (seat 0, who must play and '
    "may not pass). Answers who must play, who passed, who may still declare, 'next', "
    "'complete', the calls open to the next player, the most cards he may exchange and what "
    "an exchange commits to. Pamfil has no single auction winner: 'winner' is null and "
    "'declared' lists the players; the trump is shown by the card under the talon.",
)
def auction_op(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    players = fields.integer("players", default=3, minimum=3, maximum=MAX_PLAYERS)
    raw = fields.items("calls", required=False, max_items=MAX_PLAYERS)
    calls = [auction.parse_declaration(item, f"calls[{i}]") for i, item in enumerate(raw)]
    talon = auction.talon_size(players, len(deck_for(players)))
    rnd = auction.replay(players, talon, calls, "calls")
    summary = rnd.summary()
    return {
        **summary,
        "winner": None,
        "contract": None,
        "outcome": "play" if rnd.complete else None,
        "calls": [c.to_json() for c in rnd.calls],
        "players": players,
        "rule": RULES["pf-exchange-commits"].to_json(),
    }


@make_op(
    "mucha",
    ("contract", "hands"),
    "Muchas among the hands (by seat, five cards each): 'mucha_seats', the 'winner' (null "
    "when nobody has one, or on a tie settled by a new deal or scored by both), 'winners', "
    "and every hand's 'card_points' (figures 10, pips by number, the ace by ace_points).",
)
def mucha_op(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    players = positions.table(fields, "hands")
    deck = deck_for(players)
    ranking = positions.contract(fields, options)
    hands = fields.card_lists("hands", deck, max_items=MAX_PLAYERS)
    if len(hands) != players:
        raise PositionError(f"'hands' must list {players} hands, one a seat", "hands")
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            raise PositionError(
                f"hands[{seat}] has {plural(len(hand), 'card')}; every hand has five",
                f"hands[{seat}]",
            )
    positions.no_repeats([(f"hands[{s}]", h) for s, h in enumerate(hands)])
    result = mucha.resolve(hands, ranking, options)
    return {
        "mucha_seats": result.mucha_seats,
        "winner": result.winner,
        "winners": result.winners,
        "outcome": result.outcome,
        "decided_by": result.decided_by,
        "suits": {str(s): suit.value for s, suit in result.suits.items()},
        "card_points": result.card_points,
        "explanation": result.explanation,
        "rule": result.rule.to_json(),
    }


@make_op(
    "score",
    ("declared", "tricks", "holds_pamfil", "mucha"),
    "One player's points: 'declared' (the forehand, anyone who said play or exchanged), "
    "'tricks' (0–5), 'holds_pamfil' (the pamfil doubles this player, as pamfil_double "
    "decides), 'mucha' (he won the deal by a mucha; tricks are then not counted). Answers "
    "'points', 'base' (before the doubling), 'doubled' and 'lines' (the score in words, each "
    "line with its rule, as in the state op). Scores are personal, not zero-sum.",
)
def score_op(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    is_mucha = fields.boolean("mucha", default=False)
    declared = fields.boolean("declared", default=False)
    holds = fields.boolean("holds_pamfil", default=False)
    if is_mucha:
        tricks = fields.integer("tricks", default=0, minimum=0, maximum=5)
        if tricks:
            raise PositionError("a mucha wins without play: no tricks are taken", "tricks")
    else:
        if not fields.has("declared"):
            raise RequestError("the request needs 'declared': true or false", "declared")
        tricks = fields.integer("tricks", minimum=0, maximum=5)
    score = scoring.score_player(declared, tricks, holds, is_mucha, options)
    return score.to_json()


GOLEBIOWSKI: dict[str, Any] = {
    "name": "golebiowski",
    "title": "Gołębiowski's pamfil (1831)",
    "implemented": False,
    "facts": [
        "most probably played with the small pack of 24 cards",
        "three players get 3 cards each, and one card is turned up",
        "the two players without the panfil play together against its holder and pool their tricks",
        "the payment is double",
    ],
    "why_not": (
        "The text gives no scoring table and no rule of play; it does not say whether the "
        "turned-up card shows trumps, nor whether 'as cards are beaten, they take cards' means "
        "drawing from the pack or picking up the beaten cards. Too thin to play."
    ),
    "rule": RULES["pf-variant"].to_json(),
}
"""What the site says of Gołębiowski's variant; the trainer does not play it."""


OPS = (card_points_op, legal_plays_op, trick_winner_op, auction_op, mucha_op, score_op)
