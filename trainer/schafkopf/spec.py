"""Schafkopf's own ops at the JSON boundary (``OPS``) and its contracts, named by ``game.GAME``.

Field names follow ``architecture.md``; every op reads its request through
:class:`trainer.fields.Fields`, so a wrong type or an impossible position always comes back as
a structured error with a path.
"""

from __future__ import annotations

from typing import Any

from trainer.actions import Action, parse_action
from trainer.cards import SCHAFKOPF_DECK, Card
from trainer.errors import IllegalAction, PositionError, Reason, Refusal, RequestError
from trainer.fields import DOUBLING_FIELDS, Fields, not_here, seat_named
from trainer.i18n import Message, msg
from trainer.ops import make_op
from trainer.points import schafkopf_points
from trainer.protocol import score_json
from trainer.quiz.house_rules import lines_json
from trainer.records import ScoreLine
from trainer.schafkopf.auction import SEATS, Call, read_call, resolve, why_not_call
from trainer.schafkopf.contracts import Kind, parse_contract
from trainer.schafkopf.feasible import why_impossible
from trainer.schafkopf.game import GAME
from trainer.schafkopf.options import PRESETS, SchafkopfOptions
from trainer.schafkopf.play import PlayPosition, check_distinct, check_position, legal_plays
from trainer.schafkopf.ranking import TRUMP, ranking
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.scoring import matador_minimum, matador_run, ramsch_loser, score_game
from trainer.schafkopf.tariff import priced_game, priced_stakes, read_tariff

DECK = SCHAFKOPF_DECK


@make_op("card_points", ("cards",), "Sum of Schafkopf card points (A 11, 10 10, K 4, O 3, U 2).")
def card_points_op(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    cards = fields.cards("cards", DECK, max_items=32)
    return {"points": schafkopf_points(cards), "cards": [c.code for c in cards]}


@make_op(
    "legal_plays",
    ("contract", "hand", "trick", "history"),
    "The cards of `hand` that may be played to `trick` (cards already played, in order) under "
    "`contract`; `history` (earlier tricks, each in play order) tells whether the called suit "
    "has been led. `reasons` explains every illegal card with its rule.",
)
def legal_plays_op(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    contract = parse_contract(fields.require("contract"), allow_sie=False)
    # Lists longer than a deal allows are read, then refused by check_position as impossible
    # positions (invalid_position), not as malformed requests.
    hand = fields.cards("hand", DECK, max_items=32)
    trick = fields.cards("trick", DECK, required=False, max_items=32)
    history = fields.card_lists("history", DECK, required=False, max_items=16)
    check_position(hand, trick, history)
    position = PlayPosition(contract, hand, trick, history, options)
    legal = legal_plays(position)
    return {
        "legal": [c.code for c in legal],
        "reasons": {c.code: refusal.to_json() for c, refusal in position.refusals().items()},
        "called_suit_led": position.called_led if contract.called else None,
    }


@make_op(
    "trick_winner",
    ("contract", "trick"),
    "Which card of a complete trick (4 cards, in play order) wins it under `contract`.",
)
def trick_winner_op(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    contract = parse_contract(fields.require("contract"), allow_sie=False)
    trick = fields.cards("trick", DECK, max_items=32)
    check_position([], trick, [], complete_trick=True)
    rank = ranking(contract)
    winner = rank.winner(trick)
    return {
        "winner": winner,
        "card": trick[winner].code,
        "led": rank.eff[trick[0]] if rank.eff[trick[0]] == TRUMP else str(trick[0].suit),
        "points": schafkopf_points(trick),
    }


@make_op(
    "auction",
    ("calls", "players", "hands"),
    "Resolve the calls (`{seat, call: pass | contract type}` from seat 0, once each, with "
    "`called` or `trump` if already named: at a real table the suit is named after the "
    "auction): highest contract wins, ties to the earlier seat; all pass → `outcome` by the "
    "all_pass option. Optional `hands` (by seat) checks that each bid is allowed to its hand.",
)
def auction_op(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    players = fields.integer("players", default=4, minimum=4, maximum=5)
    raw_calls = fields.items("calls", max_items=SEATS + 1)
    hands: list[list[Card]] | None = None
    if fields.has("hands"):
        hands = fields.card_lists("hands", DECK, max_items=SEATS)
        if len(hands) != SEATS:
            raise PositionError(msg("sk.position.hands_count"), "hands")
        check_distinct(
            [(f"hands[{s}][{i}]", c) for s, h in enumerate(hands) for i, c in enumerate(h)]
        )
        for seat, hand in enumerate(hands):
            if len(hand) != 8:
                short = msg("sk.position.hand_eight", seat=seat, count=len(hand))
                raise PositionError(short, f"hands[{seat}]")
    calls: list[Call] = []
    for i, raw in enumerate(raw_calls):
        path = f"calls[{i}]"
        if not isinstance(raw, dict) or raw.get("action", "call") != "call":
            raise RequestError('a call is an object like {"seat": 0, "call": "pass"}', path)
        for key in raw:
            if key not in _CALL_FIELDS:
                shown = str(key)[:40]  # echo at most 40 characters of what was sent
                fields_ = ", ".join(_CALL_FIELDS[1:])
                raise RequestError(
                    f"'{shown}' is not a field of a call ({fields_})", f"{path}.{shown}"
                )
        # The one grammar of actions: a call of the ``state`` op without its "action".
        action = parse_action({**raw, "action": "call"}, path, DECK, default_seat=i)
        held = hands[action.seat] if hands is not None and action.seat < SEATS else None
        refusal = why_not_call(calls, held, action, named=False)
        if refusal is not None:
            raise refusal.error(_call_path(path, action, refusal))
        calls.append(Call(action.seat, read_call(action)))
    result = resolve(calls, options).to_json()
    result["players"] = players
    if players == 5:
        result["sitting_out"] = msg("sk.auction.sitting_out")
    return result


_CALL_FIELDS = ("action", "seat", "call", "called", "trump")
"""The fields of a call in the ``auction`` op (``action`` may be given, as "call")."""


def _call_path(path: str, action: Action, refusal: Refusal) -> str:
    """The field of a refused call that is wrong: the seat, a suit, or the call itself."""
    if refusal.code is Reason.NOT_YOUR_TURN:
        return f"{path}.seat"
    if refusal.code is Reason.NOT_ALLOWED:
        named = [n for n in ("called", "trump", "level") if getattr(action, n) is not None]
        return f"{path}.{named[0] if named else 'call'}"
    return path


def _score_ramsch(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    points = [_int_at(fields, "points", i, 0, 120) for i in range(SEATS)]
    tricks = [_int_at(fields, "tricks", i, 0, 8) for i in range(SEATS)]
    trumps_won = fields.card_lists("trumps_won", DECK, max_items=SEATS)
    if len(trumps_won) != SEATS:
        raise RequestError(
            "trumps_won lists the trump cards won by each of the 4 seats", "trumps_won"
        )
    check_distinct(
        [(f"trumps_won[{s}][{i}]", c) for s, t in enumerate(trumps_won) for i, c in enumerate(t)]
    )
    if sum(points) != 120:
        raise PositionError(msg("sk.score.ramsch_points", total=sum(points)), "points")
    if sum(tricks) != 8:
        raise PositionError(msg("sk.score.ramsch_tricks", total=sum(tricks)), "tricks")
    rank = ranking(parse_contract({"type": "ramsch"}))
    for seat in range(SEATS):
        who = seat_named("schafkopf", seat, SEATS)
        for i, card in enumerate(trumps_won[seat]):
            if rank.eff[card] != TRUMP:
                message = msg("sk.score.ramsch_no_trump", card=card)
                raise PositionError(message, f"trumps_won[{seat}][{i}]")
        if len(trumps_won[seat]) > 4 * tricks[seat]:
            message = msg(
                "sk.score.ramsch_too_many_trumps",
                seat=who,
                tricks=msg("sk.count.tricks", n=tricks[seat]),
                trumps=msg("sk.count.trumps", n=len(trumps_won[seat])),
            )
            raise PositionError(message, f"trumps_won[{seat}]")
        if tricks[seat] == 0 and points[seat]:
            message = msg("sk.score.ramsch_no_trick", seat=who)
            raise PositionError(message, f"points[{seat}]")
        others = [c for s, won in enumerate(trumps_won) if s != seat for c in won]
        problem = why_impossible(tricks[seat], points[seat], trumps_won[seat], others)
        if problem is not None:
            message = msg(
                "sk.score.ramsch_impossible",
                seat=who,
                points=msg("sk.count.points", n=points[seat]),
                tricks=msg("sk.count.tricks", n=tricks[seat]),
                why=problem,
            )
            raise PositionError(message, f"points[{seat}]")
    ramsch = ramsch_loser(points, tricks, trumps_won, options.ramsch_durchmarsch)
    return _noted(ramsch.to_json(), ramsch.lines(), options)


def _priced(priced: dict[str, Any], options: SchafkopfOptions) -> dict[str, Any]:
    """The tariff's answer, its one line noted as :func:`_noted` notes the others."""
    priced["line"] = lines_json([priced["line"]], options, "schafkopf", PRESETS)[0]
    return priced


def _noted(
    result: dict[str, Any], lines: list[ScoreLine], options: SchafkopfOptions
) -> dict[str, Any]:
    """The answer with its score lines as the ``state`` op gives them: each line that a house
    rule made differ from the text says so (``house_rule``), as the played deal's score does."""
    result["lines"] = lines_json(lines, options, "schafkopf", PRESETS)
    return result


def _int_at(fields: Fields, name: str, index: int, low: int, high: int) -> int:
    values = fields.items(name, max_items=SEATS)
    if len(values) != SEATS:
        raise RequestError(f"'{name}' lists one number for each of the 4 seats", name)
    value = values[index]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestError(
            f"{name}[{index}] must be a whole number {low}–{high}", f"{name}[{index}]"
        )
    return value


@make_op(
    "score",
    (
        "contract",
        "declarer_points",
        "declarer_tricks",
        "contra",
        "re",
        "doublings",
        "matadors",
        "pot",
        "points",
        "tricks",
        "trumps_won",
        "tariff",
    ),
    "Settle a game: `won`, `level`, `value`, `net` (declarer, partner, each opponent) and "
    "`lines` (how the value is made, each line with its rule). Ramsch: `points`, `tricks`, "
    "`trumps_won` by seat → `loser`, `net` by seat, `lines`. `doublings` (0–4) may "
    "replace contra/re when two rounds are allowed; `pot` (kettle option) → `pot_after`. "
    "`tariff` ({ace_game, solo, step}: a table's prices of the text's stakes) adds "
    "`tariff`: {value, net, line} at those prices (the pot is then in the tariff's unit).",
)
def score_op(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    contract = parse_contract(fields.require("contract"))
    tariff = read_tariff(fields)
    if contract.kind is Kind.RAMSCH:
        ramsch_why = msg("sk.score.ramsch_fields")
        _refuse_fields(fields, GAME_FIELDS.difference(DOUBLING_FIELDS), ramsch_why)
        fields.no_doubling(ramsch_why)
        ramsch = _score_ramsch(fields, options)
        if tariff is not None:
            priced = priced_stakes(tariff, ramsch["net"], RULES["sk-ramsch-loser"])
            ramsch["tariff"] = _priced(priced, options)
        return ramsch
    _refuse_fields(fields, RAMSCH_FIELDS, msg("sk.score.not_ramsch_fields", contract=contract))
    pot = None
    if "pot" in fields.data:  # given, even as 0 or null: a pot exists only with the kettle
        if options.all_pass != "kettle":
            raise RequestError('a pot exists only with the option all_pass = "kettle"', "pot")
        pot = fields.integer("pot", minimum=0, maximum=10**6)
    if contract.kind is Kind.SIE:
        sie_why = msg("sk.score.sie_fields")
        _refuse_fields(fields, GAME_FIELDS.difference({"pot"}, DOUBLING_FIELDS), sie_why)
        fields.no_doubling(sie_why)
        sie = score_game(contract, 120, 8, 0, options, pot=pot)
        result = _noted(sie.to_json(), sie.lines(), options)
        if tariff is not None:
            priced = priced_game(tariff, sie, score_game(contract, 120, 8, 0, options))
            result["tariff"] = _priced(priced, options)
        return result
    points = fields.integer("declarer_points", minimum=0, maximum=120)
    tricks = fields.integer("declarer_tricks", minimum=0, maximum=8)
    if tricks == 0 and points:
        raise PositionError(msg("sk.score.no_trick"), "declarer_points")
    if tricks == 8 and points != 120:
        raise PositionError(msg("sk.score.all_tricks"), "declarer_points")
    problem = why_impossible(tricks, points)
    if problem is not None:
        message = msg(
            "sk.score.impossible",
            points=msg("sk.count.points", n=points),
            tricks=msg("sk.count.tricks", n=tricks),
            why=problem,
        )
        raise PositionError(message, "declarer_points")
    contra = fields.boolean("contra", default=False)
    re = fields.boolean("re", default=False)
    if re and not contra:
        raise IllegalAction(msg("sk.score.re_without_contra"), "re")
    doublings = int(contra) + int(re)
    if "doublings" in fields.data:
        if "contra" in fields.data or "re" in fields.data:  # false and null are given too
            raise RequestError(
                "give either `contra`/`re` or `doublings` (their number), not both", "doublings"
            )
        doublings = fields.integer("doublings", minimum=0, maximum=2 * options.max_double_rounds)
    mat = fields.integer("matadors", default=0, minimum=0, maximum=14)
    if mat and mat < matador_minimum(contract):
        message = msg("sk.score.matadors_short", run=mat, least=matador_minimum(contract))
        raise RequestError(message, "matadors")
    trumps = len(ranking(contract).trumps)
    if mat > trumps:
        message = msg("sk.score.matadors_long", contract=contract, n=trumps, run=mat)
        raise PositionError(message, "matadors")
    score = score_game(contract, points, tricks, doublings, options, mat, pot)
    result = _noted(score.to_json(), score.lines(), options)
    result["matadors_counted"] = options.matadors
    if tariff is not None:
        stakes_only = score_game(contract, points, tricks, doublings, options, mat)
        priced = priced_game(tariff, score, stakes_only)
        result["tariff"] = _priced(priced, options)
    return result


@make_op(
    "all_pass",
    ("pot", "tariff"),
    "Settle a deal that everybody passed, as the all_pass option says: a new deal (nothing "
    "paid) or the kettle (each of the 4 players pays 1 stake into `pot`, the kettle before "
    "the deal → `pot_after`); under all_pass = ramsch the deal is played and scored as a "
    "Ramsch (score op). Answers `outcome`, `net` by seat, `lines` (as the state op words "
    "them) and, with `tariff`, `tariff`: {net, line} (the pot then in the tariff's unit).",
)
def all_pass_op(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    if options.all_pass == "ramsch":
        raise RequestError(
            "under the house rule all_pass = ramsch a deal that everybody passed is played as "
            'a Ramsch: score it with the contract {"type": "ramsch"}',
            "options.all_pass",
        )
    tariff = read_tariff(fields)
    pot = None
    if "pot" in fields.data:
        if options.all_pass != "kettle":
            raise RequestError('a pot exists only with the option all_pass = "kettle"', "pot")
        pot = fields.integer("pot", minimum=0, maximum=10**6)
    # The engine's own deal settles it: the same four passes the state op would replay.
    state = GAME.new_state(options, 0, SEATS)
    for seat in range(SEATS):
        state.apply(parse_action({"action": "call", "call": "pass"}, "pass", DECK, seat))
    net = [int(n) for n in state.returns()][:SEATS]
    lines = state.score_lines()
    result: dict[str, Any] = {
        "outcome": "kettle" if options.all_pass == "kettle" else "redeal",
        "net": net,
        "lines": score_json(state),
    }
    if tariff is not None:
        priced = priced_stakes(tariff, net, lines[0].rule, lines[0].options)
        result["tariff"] = _priced(priced, options)
    if options.all_pass == "kettle":
        before = pot or 0
        paid = -sum(result["tariff"]["net"] if tariff is not None else net)
        result["pot_before"] = before
        result["pot_after"] = before + paid
    return result


GAME_FIELDS = frozenset(
    {"declarer_points", "declarer_tricks", "contra", "re", "doublings", "matadors", "pot"}
)
"""The fields that score a played game (and the kettle)."""
RAMSCH_FIELDS = frozenset({"points", "tricks", "trumps_won"})
"""The fields that score a Ramsch."""


def _refuse_fields(fields: Fields, names: frozenset[str], why: Message) -> None:
    """Refuse fields that do not belong to this kind of game, as unknown fields are refused."""
    for name in sorted(names):
        if name in fields.data:
            raise RequestError(not_here(name, why), name)


@make_op(
    "matadors",
    ("contract", "cards"),
    "Matadors of one side's original cards: the unbroken run from the top trump, 0 when it is "
    "shorter than 3 (2 in Wenz and Wenz Tout).",
)
def matadors_op(fields: Fields, options: SchafkopfOptions) -> dict[str, Any]:
    contract = parse_contract(fields.require("contract"))
    if contract.kind in (Kind.SIE, Kind.RAMSCH):
        raise RequestError(f"matadors are not counted in {contract.info.name}", "contract.type")
    cards = fields.cards("cards", DECK, max_items=24)
    run = matador_run(contract, cards)
    minimum = matador_minimum(contract)
    return {
        "matadors": run if run >= minimum else 0,
        "run": run,
        "minimum": minimum,
        "top_trumps": [c.code for c in ranking(contract).trumps[: max(run, 1)]],
        "counted": options.matadors,
    }


OPS = (
    card_points_op,
    legal_plays_op,
    trick_winner_op,
    auction_op,
    score_op,
    matadors_op,
    all_pass_op,
)
