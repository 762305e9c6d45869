"""Pamfil's own ops at the JSON boundary (``OPS``) and its contracts, named by ``game.GAME``.

Seats are numbered in playing order: seat 0 is the forehand, on the dealer's left, who must
play and leads the first trick; play goes clockwise (rules-notes P11). The contract is only
the trump suit, ``{"trump": "H"}``, shown by the card under the talon.
"""

from __future__ import annotations

from typing import Any

from trainer.cards import PAMFIL_DECK_36
from trainer.errors import PositionError, RequestError
from trainer.fields import DOUBLING_FIELDS, Fields
from trainer.i18n import AllOf, Text, msg
from trainer.naming import seat_noun
from trainer.ops import make_op
from trainer.pamfil import auction, mucha, play, positions, scoring
from trainer.pamfil.deck import HAND_SIZE, MAX_PLAYERS, deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.rulebook import RULES
from trainer.points import mucha_card_points
from trainer.quiz.house_rules import lines_json
from trainer.records import ScoreLine

__all__ = ["CONTRACTS", "GOLEBIOWSKI", "OPS", "deck_for"]

CONTRACTS: list[dict[str, Any]] = [{"trump": suit} for suit in "CSHD"]
"""A Pamfil deal has no bid contract: the turned-up card names the trump suit (``describe``
names each in words: ``pamfil.words.described_contract``)."""


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
        raise PositionError(msg("core.position.empty_hand"), "hand")
    if len(trick) >= players:
        full = msg("pf.position.trick_full", n=len(trick), players=players)
        raise PositionError(full, "trick")
    for i, done in enumerate(history):
        if len(done) != players:
            where = f"history[{i}]"
            short = msg("pf.position.history_size", where=Text(where), n=len(done), players=players)
            raise PositionError(short, where)
    if len(history) >= HAND_SIZE:
        raise PositionError(msg("pf.position.deal_over"), "history")
    if history and len(hand) != HAND_SIZE - len(history):
        wrong = msg(
            "pf.position.hand_size",
            tricks=msg("core.count.tricks_after", n=len(history)),
            cards=msg("core.count.cards_held", n=HAND_SIZE - len(history)),
            held=len(hand),
        )
        raise PositionError(wrong, "hand")
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
        raise PositionError(msg("pf.position.trick_size", n=players, count=len(trick)), "trick")
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
        raise PositionError(msg("pf.position.hands_count", n=players), "hands")
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            where = f"hands[{seat}]"
            short = msg("pf.position.hand_five", where=Text(where), n=len(hand))
            raise PositionError(short, where)
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
    (
        "declared",
        "tricks",
        "holds_pamfil",
        "mucha",
        "players",
        "pamfil",
        "pamfil_won_by",
        *DOUBLING_FIELDS,
    ),
    "One player's points: 'declared' (the forehand, anyone who said play or exchanged), "
    "'tricks' (0–5), 'holds_pamfil' (the pamfil doubles this player, as pamfil_double "
    "decides), 'mucha' (he won the deal by a mucha; tricks are then not counted). Answers "
    "'points', 'base' (before the doubling), 'doubled' and 'lines' (the score in words, each "
    "line with its rule, as in the state op). Scores are personal, not zero-sum. "
    "A whole deal, with 'players' (3–7): 'declared' and 'tricks' by seat (seat 0 the "
    "forehand), 'pamfil' (the seat that held it in play or in his mucha, null when it stayed "
    "in the talon), 'pamfil_won_by' (the seat whose trick took it; asked only when "
    "pamfil_double = captured and it can differ), 'mucha' (the seats that won by a mucha, "
    "or none) → 'points', 'doubled' by seat and 'lines' (a line for each seat that scores). "
    "Nobody says contra in Pamfil: 'contra', 're' or 'doublings' may only say so (false, 0).",
)
def score_op(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    fields.no_doubling(msg("pf.score.no_doubling"))
    if fields.has("players"):
        return _score_deal(fields, options)
    for name in ("pamfil", "pamfil_won_by"):
        if fields.has(name):
            raise RequestError(f"'{name}' belongs to a whole deal: give 'players' too", name)
    is_mucha = fields.boolean("mucha", default=False)
    declared = fields.boolean("declared", default=False)
    holds = fields.boolean("holds_pamfil", default=False)
    if is_mucha:
        tricks = fields.integer("tricks", default=0, minimum=0, maximum=5)
        if tricks:
            raise PositionError(msg("pf.score.mucha_no_tricks"), "tricks")
    else:
        if not fields.has("declared"):
            raise RequestError("the request needs 'declared': true or false", "declared")
        tricks = fields.integer("tricks", minimum=0, maximum=5)
    score = scoring.score_player(declared, tricks, holds, is_mucha, options)
    data = score.to_json()
    # A line a house rule made differ from the text says so, as a played deal's score does.
    data["lines"] = lines_json([score.line], options, "pamfil", ())
    return data


def _seat(fields: Fields, name: str, players: int) -> int | None:
    """A seat number, or ``None`` where the request says null."""
    if fields.raw(name) is None:
        return None
    return fields.integer(name, minimum=0, maximum=players - 1)


def _by_seat(fields: Fields, name: str, players: int, kind: type) -> list[Any]:
    values = fields.items(name, max_items=MAX_PLAYERS)
    if len(values) != players:
        raise RequestError(f"'{name}' lists one value for each of the {players} seats", name)
    for i, value in enumerate(values):
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            where = Text(f"{name}[{i}]")
            key = "core.request.must_be_bool" if kind is bool else "pf.score.must_be_tricks"
            raise RequestError(msg(key, field=where), f"{name}[{i}]")
    return values


def _score_deal(fields: Fields, options: PamfilOptions) -> dict[str, Any]:
    """Every seat of one deal (P9, P14–P16): who declared, the tricks each took, who held the
    pamfil (and whose trick took it), or who won by a mucha; what no deal can give is
    refused with the rule that forbids it."""
    players = fields.integer("players", minimum=3, maximum=MAX_PLAYERS)
    if "pamfil" not in fields.data:  # null is an answer: it stayed in the talon
        raise RequestError(
            "the request needs 'pamfil': the seat that held it, or null for the talon", "pamfil"
        )
    holder = _seat(fields, "pamfil", players)
    raw_muchas = fields.items("mucha", required=False, max_items=MAX_PLAYERS)
    muchas = [_mucha_seat(item, i, players) for i, item in enumerate(raw_muchas)]
    if len(set(muchas)) != len(muchas):
        raise RequestError("a seat is listed twice in 'mucha'", "mucha")
    if len(muchas) > 1 and options.mucha_tie != "both":
        raise PositionError(msg("pf.score.one_mucha"), "mucha")
    declared = (
        _by_seat(fields, "declared", players, bool)
        if fields.has("declared") or not muchas
        else [seat == 0 for seat in range(players)]
    )
    if not declared[0]:
        raise PositionError(msg("pf.score.forehand_plays"), "declared[0]")
    if muchas:
        if fields.has("tricks") and any(_by_seat(fields, "tricks", players, int)):
            raise PositionError(msg("pf.score.mucha_no_tricks"), "tricks")
        if fields.has("pamfil_won_by"):
            raise PositionError(msg("pf.score.mucha_no_capture"), "pamfil_won_by")
        doubled = scoring.doubled_seats(options, players, holder, holder)
        scores = {
            seat: scoring.score_player(declared[seat], 0, doubled[seat], True, options)
            for seat in muchas
        }
    else:
        tricks = _by_seat(fields, "tricks", players, int)
        for i, won in enumerate(tricks):
            if not 0 <= won <= HAND_SIZE:
                raise RequestError(f"tricks[{i}] must be 0 to 5", f"tricks[{i}]")
        if sum(tricks) != HAND_SIZE:
            raise PositionError(msg("pf.score.five_tricks", total=sum(tricks)), "tricks")
        captured = _captured(fields, options, players, holder, tricks)
        doubled = scoring.doubled_seats(options, players, holder, captured)
        scores = {
            seat: scoring.score_player(declared[seat], tricks[seat], doubled[seat], False, options)
            for seat in range(players)
        }
    lines = [score.for_seat(seat, players) for seat, score in scores.items()]
    if muchas:
        who = AllOf(seat_noun("pamfil", seat, players) for seat in muchas)
        lines.insert(0, ScoreLine(msg("pf.score.mucha_won", seats=who), RULES["pf-mucha"]))
    return {
        "players": players,
        "points": [scores[seat].points if seat in scores else 0 for seat in range(players)],
        "doubled": doubled,
        "lines": lines_json(lines, options, "pamfil", ()),
    }


def _mucha_seat(item: object, i: int, players: int) -> int:
    if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item < players:
        raise RequestError(f"mucha[{i}] must be a seat, 0 to {players - 1}", f"mucha[{i}]")
    return item


def _captured(
    fields: Fields, options: PamfilOptions, players: int, holder: int | None, tricks: list[int]
) -> int | None:
    """The seat whose trick took the pamfil. As the highest trump (pamfil_mode top_trump) it
    wins the trick it is played to, so its holder took at least that trick and took it
    himself; as the highest acorn only, whoever won that trick (asked when it counts)."""
    won_by = _seat(fields, "pamfil_won_by", players)
    if holder is None:
        if won_by is not None:
            raise PositionError(msg("pf.score.pamfil_in_talon"), "pamfil_won_by")
        return None
    if options.pamfil_mode == "top_trump":
        if not tricks[holder]:
            raise PositionError(msg("pf.score.pamfil_wins_a_trick"), "tricks")
        if won_by not in (None, holder):
            raise PositionError(msg("pf.score.pamfil_holder_takes"), "pamfil_won_by")
        return holder
    if won_by is None:
        if scoring.counts_capture(options):
            raise RequestError(
                "under this house rule the pamfil doubles whoever takes it in a trick: "
                "give 'pamfil_won_by'",
                "pamfil_won_by",
            )
        return None
    if not tricks[won_by]:
        raise PositionError(msg("pf.score.taker_took_a_trick"), "pamfil_won_by")
    return won_by


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
