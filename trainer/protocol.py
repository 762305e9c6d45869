"""The ops every game answers the same way: ``state``, ``bot`` and ``hint``.

They read a deal as ``seed`` + ``players`` + ``actions`` (the common grammar of
:mod:`trainer.state`), replay it through the game's :class:`~trainer.state.Game`, and
answer with one envelope for all games. Request reading happens here, at the edge: the
states and the bots see only typed values.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol, runtime_checkable

from trainer.bots import BASIC
from trainer.bots import strong as strong_player
from trainer.bots.common import Choice
from trainer.bots.words import action_words
from trainer.errors import RequestError
from trainer.fields import Fields
from trainer.games import GameSpec
from trainer.legality import Reason, Refusal
from trainer.ops import Op
from trainer.quiz import MAX_SEED
from trainer.state import DealState, Game, parse_action

MAX_ACTIONS = 100
"""A deal of any of the games has fewer actions than this (tarok's longest: about 60)."""

STRENGTHS = ("basic", "strong")

DEFAULT_SAMPLES = {"schafkopf": 16, "tarok": 16, "pamfil": 16}
"""The strong player's budget: sampled deals per decision (measured by bench_bots.py)."""

MAX_SAMPLES = 64

_DEAL_FIELDS = ("seed", "actions", "players", "pot")

MAX_POT = 10**6
"""A carried pot larger than any table collects (Schafkopf's kettle)."""


@runtime_checkable
class KeepsPot(Protocol):
    """A deal that can start with a pot carried from the deals before (Schafkopf's kettle)."""

    def carry_pot(self, pot: int, path: str) -> None: ...


ACTION_DOC = (
    'Actions: {"seat": n, "action": "play", "card": "OC"}, {"action": "call", "call": '
    '"ace_game", "called": "S"} (or "pass", "trojka" with "level", "play"), {"action": "take", '
    '"cards": [...]}, {"action": "discard", "cards": [...]}, {"action": "exchange", "cards": '
    '[...]}, {"action": "announce", "announcements": [...]}, {"action": "double", "call": '
    '"contra"}; "seat" defaults to the seat to move.'
)


def read_deal(fields: Fields, options: Any, game: Game[Any]) -> DealState:
    """Replay ``seed``/``players``/``actions`` (after a carried ``pot``, where the game keeps
    one); the first refused action names ``actions[i]``."""
    seed = fields.integer("seed", minimum=0, maximum=MAX_SEED)
    players = fields.integer("players", default=game.default_players)
    if players not in game.players:
        counts = ", ".join(str(n) for n in game.players)
        raise RequestError(f"{game.title} is played by {counts} players, not {players}", "players")
    actions = fields.items("actions", required=False, max_items=MAX_ACTIONS)
    state = game.new_state(options, seed, players)
    assert isinstance(state, DealState)
    if "pot" in fields.data:
        if not isinstance(state, KeepsPot):
            raise RequestError(f"{game.title} keeps no pot", "pot")
        state.carry_pot(fields.integer("pot", minimum=0, maximum=MAX_POT), "pot")
    deck = game.deck_for(players)
    for i, raw in enumerate(actions):
        path = f"actions[{i}]"
        action = parse_action(raw, path, deck, state.to_move)
        state.apply(action, path)
    return state


def _seat(fields: Fields, state: DealState, name: str = "seat") -> int:
    default = state.to_move if not fields.has(name) else None
    seat = fields.integer(name, default=default, minimum=0, maximum=state.players - 1)
    return seat


def _acting(state: DealState, seat: int) -> None:
    """Refuse a bot or hint request for a seat that has nothing to do now."""
    if any(a.seat == seat for a in state.legal_actions()):
        return
    rule = state.game.phase_rules[state.phase]
    if state.is_terminal:
        raise Refusal(Reason.DEAL_OVER, "the deal is over: no more actions", rule).error("seat")
    names = state.game.seat_names(state.players)
    mover = names[state.to_move] if state.to_move is not None else "nobody"
    message = f"{names[seat]} has nothing to do now: it is {mover}'s turn"
    raise Refusal(Reason.NOT_YOUR_TURN, message, rule).error("seat")


def decide(state: DealState, seat: int, strength: str, samples: int | None) -> Choice:
    """The computer player's choice for ``seat`` (deterministic for the deal and its actions)."""
    if strength == "basic":
        return BASIC[state.game.id](state.observation(seat))
    budget = DEFAULT_SAMPLES[state.game.id] if samples is None else samples
    seed = f"{state.game.id}:{state.seed}:{state.move_count()}:{seat}"
    return strong_player.choose(state, seat, budget, seed)


def protocol_ops(game: Game[Any]) -> dict[str, Op]:
    """The ``state``, ``bot`` and ``hint`` ops of ``game``."""

    def state_op(fields: Fields, options: Any) -> dict[str, Any]:
        state = read_deal(fields, options, game)
        view = None
        if fields.has("view"):
            view = fields.integer("view", minimum=0, maximum=state.players - 1)
        data = state.to_json(view)
        listed = [a for a in state.legal_actions() if view is None or a.seat == view]
        data["labels"] = [action_words(a, game.id) for a in listed]
        return data

    def bot_op(fields: Fields, options: Any) -> dict[str, Any]:
        state = read_deal(fields, options, game)
        seat = _seat(fields, state)
        strength = fields.choice("strength", STRENGTHS, default="basic")
        samples = None
        if fields.has("samples"):
            samples = fields.integer("samples", minimum=1, maximum=MAX_SAMPLES)
        _acting(state, seat)
        choice = decide(state, seat, strength, samples)
        return {
            "seat": seat,
            "strength": strength,
            "action": choice.action.to_json(),
            "label": action_words(choice.action, game.id),
            "reason": choice.reason,
        }

    def hint_op(fields: Fields, options: Any) -> dict[str, Any]:
        state = read_deal(fields, options, game)
        seat = _seat(fields, state)
        strength = fields.choice("strength", STRENGTHS, default="basic")
        _acting(state, seat)
        choice = decide(state, seat, strength, None)
        words = action_words(choice.action, game.id)
        return {
            "seat": seat,
            "strength": strength,
            "action": choice.action.to_json(),
            "advice": words[:1].upper() + words[1:] + ".",
            "reason": choice.reason,
        }

    deal = (
        "Replay the deal from `seed`, `players` and `actions` (Schafkopf with the kettle: "
        "`pot`, the kettle carried from the deals before). " + ACTION_DOC
    )
    return {
        "state": Op(
            "state",
            state_op,
            frozenset((*_DEAL_FIELDS, "view")),
            deal + " Answers one envelope for every game: phase, to_move, legal_actions, "
            "labels (each legal action in words), hands (with `view`: that seat's hand and the "
            "others' hand sizes), trick, tricks, "
            "contract, declarer, terminal, and at the end returns and score.",
        ),
        "bot": Op(
            "bot",
            bot_op,
            frozenset((*_DEAL_FIELDS, "seat", "strength", "samples")),
            deal + " A computer player's move for `seat` (default: the seat to move), "
            "`strength` basic | strong (`samples`: the strong player's budget), with its `label` "
            "(the move in words) and its reason.",
        ),
        "hint": Op(
            "hint",
            hint_op,
            frozenset((*_DEAL_FIELDS, "seat", "strength")),
            deal + " Advice for the learner's `seat`: the move a computer player would make "
            "and why.",
        ),
    }


def with_protocol(spec: GameSpec, game: Game[Any]) -> GameSpec:
    """``spec`` with the shared ops added (they replace any older per-game ``state`` op)."""
    return dataclasses.replace(
        spec,
        ops={**spec.ops, **protocol_ops(game)},
        extra={**spec.extra, "protocol": game.describe()},
    )
