"""The common protocol, one suite for the three games.

Random seeded deals go through the ``state`` op to the end; every step's legal actions
are accepted, and wrong ones (another seat, another phase, a card not in hand, an illegal
card) are refused with a reason code and a rule sentence. Returns sum to zero. The
refusal layer agrees with each game's fast ``legal_plays``.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from trainer.actions import Action, ActionKind, parse_action
from trainer.api import handle
from trainer.errors import IllegalAction, Reason, can, verify
from trainer.pamfil.game import GAME as PAMFIL
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.state import DealState
from trainer.tarok.game import GAME as TAROK

GAMES = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}


def request(game: str, **fields: Any) -> dict[str, Any]:
    return handle({"op": "state", "game": game, **fields})


def wrong_actions(state: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """Actions that must be refused here: another phase, another seat, a bad card."""
    legal = state["legal_actions"]
    mover = state["to_move"]
    result: list[dict[str, Any]] = []
    kinds = {a["action"] for a in legal}
    other_kind = next(k for k in ("play", "call", "discard", "take") if k not in kinds)
    sample = dict(rng.choice(legal))
    if other_kind == "play":
        result.append({"seat": mover, "action": "play", "card": state["hands"][mover][0]})
    elif other_kind == "call":
        result.append({"seat": mover, "action": "call", "call": "pass"})
    else:
        result.append({"seat": mover, "action": other_kind, "cards": []})
    players = state["players"]
    if sample["action"] != "double":
        result.append({**sample, "seat": (mover + 1) % players})
    if sample["action"] == "play":
        hand = state["hands"][mover]
        played = {c["card"] for t in state["tricks"] for c in t["cards"]}
        others = [c for h in state["hands"] for c in h if c not in hand and c not in played]
        if others:  # another player's card
            result.append({**sample, "card": others[0]})
        illegal = [c for c in hand if {**sample, "card": c} not in legal]
        if illegal:
            result.append({**sample, "card": rng.choice(illegal)})
    return result


def balance(state: dict[str, Any]) -> int | float:
    """The seats' returns plus what went into the pot: zero when no money is made or lost.

    Schafkopf's kettle (option ``all_pass = "kettle"``) is the one account besides the seats:
    everybody passing pays 1 each into it, and the next ace game's declarer takes it.
    """
    pot = state["pot"]
    return sum(state["returns"]) + (pot["after"] - pot["before"] if pot else 0)


def deals(game: str) -> list[tuple[int, int, dict[str, Any] | None]]:
    """``(seed, players, options)``: two deals at every table size, one with a preset."""
    presets = [None, *(p["options"] for p in handle({"op": "describe"})["games"][game]["presets"])]
    sizes = GAMES[game].players
    return [
        (seed, players, presets[seed % len(presets)])
        for players in sizes
        for seed in (players * 10, players * 10 + 1)
    ]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_deals_through_the_state_op(game: str) -> None:
    refused = 0
    for seed, players, options in deals(game):
        rng = random.Random(seed)
        actions: list[dict[str, Any]] = []
        extra = {"options": options} if options else {}
        state = request(game, seed=seed, players=players, **extra)
        while not state["terminal"]:
            assert state["ok"], state
            assert state["legal_actions"], state
            for wrong in wrong_actions(state, rng):
                answer = request(
                    game, seed=seed, players=players, actions=[*actions, wrong], **extra
                )
                assert not answer["ok"], wrong
                error = answer["error"]
                assert error["code"] == "illegal_action", error
                assert error["path"].startswith(f"actions[{len(actions)}]")
                assert error["reason"] in set(Reason), error
                assert error["rule"]["id"] and error["rule"]["text"], error
                assert error["rule"]["anchor"].startswith(f"{game}/rules/#"), error
                refused += 1
            actions.append(rng.choice(state["legal_actions"]))
            state = request(game, seed=seed, players=players, actions=actions, **extra)
        assert state["ok"] and len(state["returns"]) == players
        assert state["thrown_in"] is (not state["tricks"] and state["contract"] is None), state
        assert balance(state) == 0, (state["returns"], state["pot"])
        assert state["score"], state
        assert all(line["rule"]["id"] for line in state["score"])
    assert refused > 50


def test_the_kettle_is_the_account_that_balances_an_all_pass() -> None:
    """With the kettle, four passes cost each seat 1; the pot holds the 4 (sk-kettle)."""
    options = {"all_pass": "kettle"}
    passes = [{"seat": seat, "action": "call", "call": "pass"} for seat in range(4)]
    state = request("schafkopf", seed=1, options=options, actions=passes)
    assert state["terminal"] and state["returns"] == [-1, -1, -1, -1]
    assert state["pot"] == {"before": 0, "after": 4}
    assert balance(state) == 0
    assert state["score"][0]["rule"]["id"] == "sk-kettle"


def test_a_deal_that_leaves_the_pot_alone_has_none() -> None:
    for game in sorted(GAMES):
        state = request(game, seed=2)
        while not state["terminal"]:
            actions = [*state.get("_actions", []), state["legal_actions"][0]]
            state = {**request(game, seed=2, actions=actions), "_actions": actions}
        assert state["pot"] is None, game


@pytest.mark.parametrize("game", sorted(GAMES))
def test_view_shows_one_hand_and_the_others_sizes(game: str) -> None:
    full = request(game, seed=3)
    seat = 1
    view = request(game, seed=3, view=seat)
    assert view["hand"] == full["hands"][seat]
    assert view["hand_sizes"] == [len(h) for h in full["hands"]]
    assert "hands" not in view and "hidden" not in view
    assert all(a["seat"] == seat for a in view["legal_actions"])


def play_positions(game: str, deals: int) -> list[DealState]:
    """States at every card to play in ``deals`` random deals (seeded)."""
    spec = GAMES[game]
    found: list[DealState] = []
    for seed in range(deals):
        rng = random.Random(seed)
        players = spec.players[seed % len(spec.players)]
        trail: list[Action] = []
        state = spec.new_state(spec.options_type(), seed, players)
        while not state.is_terminal:
            action = rng.choice(state.legal_actions())
            if action.kind is ActionKind.PLAY:
                copy = spec.new_state(spec.options_type(), seed, players)
                for earlier in trail:
                    copy.apply(earlier)
                found.append(copy)
            state.apply(action)
            trail.append(action)
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_can_play_is_membership_in_legal_plays(game: str) -> None:
    """One property for the three games, through the protocol only: a card's refusal is
    ``None`` exactly when its play is among the legal actions (``can``), and ``verify``
    raises that refusal, with its rule."""
    checked = 0
    deck = GAMES[game].deck_for(GAMES[game].players[0])
    for state in play_positions(game, 25):
        seat = state.to_move
        assert seat is not None
        legal = set(state.legal_actions())
        for card in [*state.hands()[seat], *deck.cards[:3]]:
            action = Action(seat, ActionKind.PLAY, card=card.code)
            refusal = state.why_not(action)
            assert can(refusal) == (action in legal), card
            if refusal is not None:
                assert refusal.rule.game == game and refusal.message
                # the game's explaining ladder names the rule its fast ladder applied
                assert refusal.code is not Reason.NOT_ALLOWED, (card, refusal)
                with pytest.raises(IllegalAction) as raised:
                    verify(refusal, "card")
                assert raised.value.refusal == refusal
                assert raised.value.to_json()["rule"]["id"] == refusal.rule.id
            checked += 1
    assert checked > 500


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_legal_action_parses_back_to_itself(game: str) -> None:
    spec = GAMES[game]
    state = spec.new_state(spec.options_type(), 9, spec.default_players)
    deck = spec.deck_for(spec.default_players)
    rng = random.Random(9)
    while not state.is_terminal:
        legal = state.legal_actions()
        for action in legal:
            assert parse_action(action.to_json(), "a", deck, None) == action
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_action_for_a_seat_not_at_the_table_is_refused_not_failed(game: str) -> None:
    """D3: a seat number the parser takes (0–6) but this deal does not have, at every step of
    a deal and for every kind of action it reaches, in ``state``, ``bot`` and ``hint``."""
    for players in GAMES[game].players:
        rng = random.Random(players)
        actions: list[dict[str, Any]] = []
        while True:
            state = request(game, seed=players, players=players, actions=actions)
            if state["terminal"]:
                break
            for sample in {a["action"]: a for a in state["legal_actions"]}.values():
                for seat in range(players, 7):
                    wrong = [*actions, {**sample, "seat": seat}]
                    for op in ("state", "bot", "hint"):
                        answer = handle(
                            {
                                "op": op,
                                "game": game,
                                "seed": players,
                                "players": players,
                                "actions": wrong,
                            }
                        )
                        error = answer["error"]
                        assert error["code"] == "illegal_action", (op, wrong[-1], error)
                        assert error["path"] == f"actions[{len(actions)}]"
                        assert error["reason"] == "no_such_seat"
                        assert f"no seat {seat}" in error["message"]
            actions.append(rng.choice(state["legal_actions"]))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_apply_legal_makes_the_same_move_unchecked_and_uncounted(game: str) -> None:
    """``apply_legal`` is the playouts' step: the same deal as ``apply``, without the check."""
    spec = GAMES[game]
    checked = spec.new_state(spec.options_type(), 4, spec.default_players)
    trusted = spec.new_state(spec.options_type(), 4, spec.default_players)
    assert isinstance(checked, DealState) and isinstance(trusted, DealState)
    rng = random.Random(4)
    while not checked.is_terminal:
        action = rng.choice(checked.legal_actions())
        checked.apply(action)
        trusted.apply_legal(action)
        assert trusted.to_json() == checked.to_json()
    assert trusted.move_count() == 0 and checked.move_count() > 0


@pytest.mark.parametrize("game", GAMES)
def test_every_acting_phase_has_its_legal_actions_and_its_move(game: str) -> None:
    """The base dispatches by the phase's name (``_legal_in_<phase>``, ``_do_<phase>``): a
    phase that takes actions and lacks either would answer no legal action or fail to move,
    and a helper whose name is not a phase's would never be called."""
    record = GAMES[game]
    state_class = type(record.new_state(record.options_type(), 0, record.default_players))
    acting = {str(phase) for phase, kinds in state_class.phase_kinds.items() if kinds}
    assert set(state_class._phase_legal) == acting
    assert set(state_class._phase_moves) == acting


def test_no_module_outside_a_game_calls_its_private_step() -> None:
    """The bots step through ``apply_legal``, not the game's private ``_do``."""
    root = Path(__file__).resolve().parents[2] / "trainer"
    callers = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if "._do(" in path.read_text("utf-8")
        and path.parent.name not in GAMES
        and path != root / "state.py"  # where apply and apply_legal make the step
    ]
    assert callers == [], callers


def test_the_core_imports_no_game_and_names_none_in_its_code() -> None:
    """Issue 19, "one record per game": the shared modules (``trainer/*.py`` and the quiz
    framework) reach a game only through its record, never by importing its package or by
    comparing a game's id (Tarok's announcement offers once lived in ``protocol.py``). The
    registry (``games.py``) names the three packages, and ``cards.py`` names each deck's game.
    """
    import ast

    root = Path(__file__).resolve().parents[2] / "trainer"
    found = []
    for path in [*root.glob("*.py"), *(root / "quiz").glob("*.py")]:
        if path.name in ("games.py", "cards.py"):
            continue
        tree = ast.parse(path.read_text("utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[1:2] in [
                [game] for game in GAMES
            ]:
                found.append(f"{path.name}:{node.lineno} imports {node.module}")
            if (
                isinstance(node, ast.Constant)
                and node.value in GAMES
                and id(node) not in docstrings
            ):
                found.append(f"{path.name}:{node.lineno} names {node.value!r}")
    assert found == [], found
