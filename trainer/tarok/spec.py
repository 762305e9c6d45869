"""Tarok's own ops at the JSON boundary (``OPS``) and its contracts, named by ``game.GAME``."""

from __future__ import annotations

from typing import Any

from trainer.cards import TAROK_DECK
from trainer.errors import PositionError, RequestError, verify
from trainer.fields import Fields, refuse_unknown, says_no_doubling
from trainer.i18n import Noun, Text, msg
from trainer.ops import COMMON_FIELDS, make_op
from trainer.points import tarok_count, tarok_raw_points
from trainer.quiz.house_rules import lines_json
from trainer.records import ScoreLine
from trainer.tarok import exchange
from trainer.tarok.auction import Call, parse_call, run_auction
from trainer.tarok.contracts import CONTRACT_TYPES, Bid, parse_bid
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import PlayPosition, check_position, legal_plays, why_not_play
from trainer.tarok.ranking import trick_winner
from trainer.tarok.rulebook import RULES
from trainer.tarok.scoring import BONUS_NAMES, CONTRA_LEVELS, SIDES, Bonus, card_point_bounds, score
from trainer.tarok.table import PLAYERS

CONTRACTS: list[dict[str, Any]] = [
    {
        "name": t.name,
        "title": t.title,
        "exchange": t.exchange,
        "base": t.base,
        "factor": t.factor,
        "volat": t.volat,
        "levels": list(t.levels),
    }
    for t in CONTRACT_TYPES.values()
]
"""The four calls: cards exchanged, the value at exactly 33 points, the points factor, the
volat value and the loss multipliers (level 2 = druga/spód, 3 = trzecia/wierzch, …)."""


def _contract(fields: Fields) -> Bid | None:
    """The request's ``contract``, when it has one."""
    raw = fields.raw("contract")
    return None if raw is None else parse_bid(raw, "contract")


def _required_contract(fields: Fields) -> Bid:
    """The request's ``contract``, which this operation needs."""
    bid = _contract(fields)
    if bid is None:
        raise RequestError("the request needs a 'contract'", "contract")
    return bid


def _players(fields: Fields) -> int:
    players = fields.integer("players", default=3)
    if players not in PLAYERS:
        raise RequestError("tarok is played by 3 or 4 players", "players")
    return players


@make_op(
    "card_points",
    ("cards",),
    "Count a pile of tarok cards in groups of three (rules-notes T13).",
)
def card_points_op(fields: Fields, options: TarokOptions) -> dict[str, Any]:
    cards = fields.cards("cards", TAROK_DECK, max_items=42)
    return {
        "points": tarok_count(cards),
        "raw_points": tarok_raw_points(cards),
        "groups": len(cards) // 3,
        "incomplete_group": len(cards) % 3 != 0,
        "cards": [c.code for c in cards],
    }


@make_op(
    "legal_plays",
    ("contract", "hand", "trick", "history"),
    "The cards of 'hand' that may be played to 'trick' (T3), with the reason for each other "
    "card. The contract is optional: play does not depend on it.",
)
def legal_plays_op(fields: Fields, options: TarokOptions) -> dict[str, Any]:
    _contract(fields)
    # longer lists than a position holds are impossible positions, refused by check_position
    hand = fields.cards("hand", TAROK_DECK, max_items=len(TAROK_DECK))
    trick = fields.cards("trick", TAROK_DECK, required=False, max_items=len(TAROK_DECK))
    history = fields.card_lists("history", TAROK_DECK, required=False, max_items=12)
    check_position(hand, trick, history)
    legal = legal_plays(hand, trick)
    position = PlayPosition(hand, trick)
    refusals = {card.code: why_not_play(position, card) for card in hand if card not in legal}
    return {
        "legal": [c.code for c in legal],
        "reasons": {code: r.to_json() for code, r in refusals.items() if r is not None},
    }


@make_op(
    "trick_winner",
    ("contract", "trick"),
    "Which card wins a complete trick of three: the highest tarok (skiz = 22), else the "
    "highest card of the suit led (K > Q > C > J > 10).",
)
def trick_winner_op(fields: Fields, options: TarokOptions) -> dict[str, Any]:
    _contract(fields)
    trick = fields.cards("trick", TAROK_DECK, max_items=4, allow_duplicates=True)
    winner = trick_winner(trick)
    return {"winner": winner, "card": trick[winner].code}


@make_op(
    "auction",
    ("calls", "players"),
    "Replay auction calls ({seat, call: pass|hold|trojka|dwojka|jedynka|solo, level}); "
    "answers complete, winner, contract, next (whose turn) and legal_calls (what that seat "
    "may say now). An illegal call is refused naming the call (path calls[i]).",
)
def auction_op(fields: Fields, options: TarokOptions) -> dict[str, Any]:
    players = _players(fields)
    raw = fields.items("calls", required=False, max_items=40)
    calls: list[Call] = []
    state = None
    for i, item in enumerate(raw):
        if state is None:
            state = run_auction(calls, options, players)
        call = parse_call(item, f"calls[{i}]", default_seat=state.turn)
        state.apply(call, f"calls[{i}]")
        calls.append(call)
    if state is None:
        state = run_auction([], options, players)
    return state.summary()


BONUS_FIELDS = ("name", "side", "announced", "trumps", "achieved")


def _bonuses(fields: Fields) -> list[Bonus]:
    result = []
    for i, item in enumerate(fields.items("bonuses", required=False, max_items=8)):
        path = f"bonuses[{i}]"
        if not isinstance(item, dict):
            raise RequestError('a bonus is an object like {"name": "trull"}', path)
        refuse_unknown(item, BONUS_FIELDS, path, msg("core.object.bonus"))
        if "trumps" in item and item.get("name") != "full_hand":
            raise RequestError("only a full hand counts 'trumps'", f"{path}.trumps")
        f = Fields(item, path)
        result.append(
            Bonus(
                name=f.choice("name", BONUS_NAMES),
                side=f.choice("side", SIDES, default="soloist"),
                announced=f.boolean("announced", default=False),
                trumps=f.integer("trumps", default=0, minimum=0, maximum=12),
                achieved=f.boolean("achieved", default=True),
            )
        )
    return result


@make_op(
    "score",
    (
        "contract",
        "players",
        "card_points",
        "contra",
        "volat",
        "volat_announced",
        "renons",
        "bonuses",
        "opponents_volat",
        "soloist",
        "passed_out",
    ),
    "Score a deal (T6–T14): won, game_value (signed, after multipliers), total (with the "
    "signed bonuses), soloist_net and opponent_net (zero-sum, T12), payments by seat. "
    "'card_points' may be left out of a volat or a renons, which do not count them; "
    "'passed_out': everyone passed, nobody pays (no other field but 'players').",
)
def score_op(fields: Fields, options: TarokOptions) -> dict[str, Any]:
    if fields.boolean("passed_out", default=False):
        return _passed_out(fields)
    bid = _required_contract(fields)
    volat = fields.boolean("volat", default=False)
    opponents_volat = fields.boolean("opponents_volat", default=False)
    renons = fields.boolean("renons", default=False)
    bonuses = _bonuses(fields)
    _check_bonuses_fit_the_tricks(bonuses, volat=volat, opponents_volat=opponents_volat)
    points: int | None = None
    if fields.has("card_points") or not (volat or renons):
        points = fields.integer("card_points", minimum=0, maximum=66)
    if points is not None and not (volat and opponents_volat):  # both: the scorer refuses
        low, high = card_point_bounds(bid, volat=volat, opponents_volat=opponents_volat)
        if not low <= points <= high:
            key = (
                "tk.score.card_points_volat"
                if volat
                else "tk.score.card_points_opponents_volat"
                if opponents_volat
                else "tk.score.card_points"
            )
            contract = Noun(f"contract.tarok.{bid.name}.1")
            message = msg(key, contract=contract, low=low, high=high, points=points)
            raise PositionError(message, "card_points")
    result = score(
        bid,
        points,
        options,
        players=_players(fields),
        contra=_contra(fields),
        volat=volat,
        volat_announced=fields.boolean("volat_announced", default=False),
        renons=renons,
        bonuses=bonuses,
        opponents_volat=opponents_volat,
        soloist=fields.integer("soloist", default=0, minimum=0, maximum=2),
    )
    data = result.to_json()
    # Each line a house rule made differ from the text says so, as a played deal's score does.
    data["lines"] = lines_json(result.lines, options, "tarok", ())
    return data


def _contra(fields: Fields) -> str:
    """The doubling said: a level by name, or an explicit "no doubling" (false, 0), which
    is read as "none", as its absence is."""
    if says_no_doubling(fields.data.get("contra")):
        return "none"
    return fields.choice("contra", CONTRA_LEVELS)


TRICK_BONUSES = {
    "pagat_ultimo": "tk.score.bonus.pagat_ultimo",
    "trull": "tk.score.bonus.trull",
    "kings": "tk.score.bonus.kings",
}
"""The bonuses made in tricks (T11, T17), by name (with the words that name them in a
refusal): one side at most can make each."""


def _check_bonuses_fit_the_tricks(
    bonuses: list[Bonus], *, volat: bool, opponents_volat: bool
) -> None:
    """Refuse bonuses no deal can give: the trull, the four kings and the last trick are won
    in tricks, so only one side makes each, none of them by a side that took no trick."""
    made: dict[str, str] = {}
    for i, bonus in enumerate(bonuses):
        key = TRICK_BONUSES.get(bonus.name)
        if key is None or not bonus.achieved:
            continue
        path = f"bonuses[{i}]"
        if bonus.name in made:
            raise PositionError(msg("tk.score.bonus_twice", bonus=msg(key)), path)
        made[bonus.name] = bonus.side
        empty = "opponents" if volat else "soloist" if opponents_volat else None
        if bonus.side == empty:
            side = (
                "tk.score.no_trick_opponents"
                if empty == "opponents"
                else "tk.score.no_trick_soloist"
            )
            raise PositionError(msg(side, bonus=msg(key)), path)


def _passed_out(fields: Fields) -> dict[str, Any]:
    """Everyone passed (T5): the cards are gathered and nobody pays; the deal still counts,
    since the next one follows it."""
    accepted = COMMON_FIELDS | {"players", "passed_out", "contra"}
    refuse_unknown(fields.data, accepted, "", msg("core.object.passed_deal"))
    fields.no_doubling(msg("tk.score.passed_no_doubling"), ("contra",))
    players = _players(fields)
    line = ScoreLine(msg("tk.score.passed_out"), RULES["tk-all-pass"])
    return {
        "passed_out": True,
        "won": None,
        "total": 0,
        "payments": [0] * players,
        "lines": [line.to_json()],
    }


@make_op(
    "exchange",
    ("contract", "talon", "hand", "take", "discard"),
    "The talon exchange (T19): which parts of the talon (in the order laid down) the "
    "contract may take; with 'take', whether it is allowed; with 'hand' (12 cards) and "
    "'discard', whether the discard is valid and whether it is a renons (a king).",
)
def exchange_op(fields: Fields, options: TarokOptions) -> dict[str, Any]:
    bid = _required_contract(fields)
    talon = fields.cards("talon", TAROK_DECK, max_items=6)
    exchange.check_talon(talon)
    parts = exchange.talon_parts(bid, talon)
    response: dict[str, Any] = {
        "count": bid.type.exchange,
        "parts": [[c.code for c in p] for p in parts],
        "part_names": exchange.part_names(bid),
    }
    hand = fields.cards("hand", TAROK_DECK, required=False, max_items=12)
    for i, card in enumerate(hand):
        if card in talon:
            twice = msg("tk.position.hand_and_talon", card=Text(card.code))
            raise PositionError(twice, f"hand[{i}]")
    if hand and len(hand) != 12:
        raise PositionError(msg("tk.position.hand_twelve", count=len(hand)), "hand")
    if fields.has("take"):
        take = fields.cards("take", TAROK_DECK, max_items=6)
        verify(exchange.why_not_take(bid, talon, take), "take")
        part = exchange.part_of(bid, talon, take)
        assert part is not None  # an allowed take is one of the parts
        response["part"] = part
        if fields.has("discard"):
            if not hand:
                raise RequestError("to check a discard, give the 12-card 'hand'", "hand")
            discard = fields.cards("discard", TAROK_DECK, max_items=6)
            verify(exchange.why_not_discard(bid, hand + parts[part], discard), "discard")
            kings = exchange.kings_in(discard)
            response["discard_valid"] = True
            response["renons"] = bool(kings)
            response["kings_discarded"] = [c.code for c in kings]
            kept = [c for c in hand + parts[part] if c not in set(discard)]
            response["hand_after"] = [c.code for c in TAROK_DECK.sorted(kept)]
    elif fields.has("discard"):
        raise RequestError("give 'take' (the talon cards taken) with the discard", "take")
    return response


OPS = (card_points_op, legal_plays_op, trick_winner_op, auction_op, score_op, exchange_op)
