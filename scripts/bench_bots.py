"""Computer-player and coach benchmark: how well the levels play, how right the coach is,
and how long a move takes.

Sections (each bounded by its sample sizes; the machine is shared):

* ``duplicate``: paired duplicate matches with the seats rotated. For each seed, every
  seat in turn is played by the hero level with the villain level at the other seats,
  and compared with the same seat played by the villain (all seats the villain, the same
  cards): the mean difference per seat and deal, with a 95 % confidence interval.
  Strong vs Club and Club vs Beginner, every game.
* ``coach``: precision and recall of the coach on learner decisions (the learner played
  by Club, one seat, from seeded deals). At a card decision every legal card is judged, the
  learner's own and each other one, against a judge clearly stronger than the coach
  (:func:`card_losses`: every card over :data:`JUDGE_SCREEN` deals picks the best, then every
  card meets :data:`JUDGE_PAIRS` fresh deals, each played by Club to :data:`JUDGE_HORIZON`
  cards and solved exactly from there with no budget), and counted as the independent check
  (``scripts/bench_coach_reference.py``, exact from the first card it covers) counts: material
  from 10 card points or a quarter of the deals more lost, in Pamfil a trick or a point. Any
  other decision is judged for the learner's action (:func:`reference_loss`), a big loss from
  the blunder threshold. Both with their counts and 95 % Wilson intervals.
* ``contra``: at every doubling decision of a defender (Tarok's doubling, Schafkopf's first
  trick, each defender once, whether it is to play or may say contra while another plays:
  :mod:`trainer.bots.meanwhile`) in deals of Club players, the strong player's (and so the
  Hint's) advice; where it
  says contra, the deal is played on both ways by Club players: the share the defenders
  win, and the mean result of following the advice minus not following it.
* ``solos``: Club's contracts over seeded deals: Schafkopf's share of Suit Solos and Wenz
  and the share won; Tarok's contract distribution.
* ``contracts`` (Tarok): every hand of seeded deals played as each contract (level 1, the
  other seats passing) by Club players; by the hand's worth (``trainer.bots.tarok.worth``)
  the share won and the mean result per opponent at each level (a level multiplies only a
  loss), over all hands and over those facing another hand worth :data:`RIVAL` or more:
  the data behind the Tarok auction's thresholds.
* ``times``: move times of each level and of the coach (median, p95), in CPython here and
  in Pyodide under Node (``scripts/bench_bots_pyodide.mjs`` runs :func:`move_times`).

Times are CPU time of this process (``time.process_time``), not wall time: on a shared
machine the wall clock also counts the wait for a core.

Usage: ``python scripts/bench_bots.py [--section duplicate|coach|contra|solos|contracts|times]
[--game tarok] [--seeds 20] [--decisions 200] [--no-pyodide]``
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.bots import basic, beginner, meanwhile  # noqa: E402
from trainer.bots import strong as strong_player  # noqa: E402
from trainer.bots.coach import RESULT_SCALE, _candidates, _family, _solvable, judge  # noqa: E402
from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK  # noqa: E402
from trainer.pamfil.game import GAME as PAMFIL  # noqa: E402
from trainer.schafkopf.game import GAME as SCHAFKOPF  # noqa: E402
from trainer.state import Action, ActionKind, DealState, Game  # noqa: E402
from trainer.tarok.game import GAME as TAROK  # noqa: E402

GAMES: dict[str, Game[Any]] = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}
Z95 = 1.96


def decide(level: str, state: DealState, seat: int) -> Action:
    if level in ("club", "basic"):
        return basic(state, seat).action
    if level == "beginner":
        return beginner.choose(state, seat, f"b:{state.seed}:{state.move_count()}:{seat}").action
    seed = f"bench:{state.seed}:{state.move_count()}"
    return strong_player.choose(state, seat, state.game.samples, seed).action


def new(game: Game[Any], seed: int) -> DealState:
    state = game.new_state(game.options_type(), seed, game.default_players)
    assert isinstance(state, DealState)
    return state


def play_deal(
    game: Game[Any], seed: int, levels: dict[int, str], default: str
) -> tuple[DealState, list[float]]:
    """One deal with ``levels`` at some seats: the end state and each hero move's CPU time."""
    state = new(game, seed)
    times: list[float] = []
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        level = levels.get(seat, default)
        start = time.process_time()
        action = decide(level, state, seat)
        if seat in levels:
            times.append(time.process_time() - start)
        state.apply(action)
    return state, times


def ci(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def duplicate(
    game_id: str, hero: str, villain: str, seeds: int, field: str | None = None
) -> dict[str, Any]:
    """Paired duplicate: each seat of each seed played by ``hero`` and by ``villain``, the
    other seats by ``field`` (the villain unless given: "Strong in a strong field" plays
    Strong against Club with Strong at the other seats). The same cards both times, so
    the difference at that seat is the hero's worth over the villain there."""
    game = GAMES[game_id]
    field = field or villain
    diffs: list[float] = []
    for seed in range(seeds):
        played: dict[tuple[tuple[int, str], ...], DealState] = {}
        for seat in range(min(game.default_players, 4)):
            pair: list[float] = []
            for level in (hero, villain):
                levels = {seat: level} if level != field else {}
                key = tuple(levels.items())
                if key not in played:  # the all-field deal serves every seat
                    played[key] = play_deal(game, seed, levels, field)[0]
                pair.append(float(played[key].returns()[seat]))
            diffs.append(pair[0] - pair[1])
        mean, low, high = ci(diffs)  # so far, for a long run cut short
        print(f"{game_id} {hero}-{villain} ({field} field) seed {seed}: {len(diffs)} pairs, "
              f"mean {mean:+.2f} [{low:+.2f}, {high:+.2f}]",
              file=sys.stderr, flush=True)  # fmt: skip
    mean, low, high = ci(diffs)
    match = f"{hero} vs {villain}" + (f" in a {field} field" if field != villain else "")
    return {"game": game_id, "match": match, "pairs": len(diffs),
            "mean": mean, "ci95": [low, high]}  # fmt: skip


JUDGE_SCREEN = 16
"""Deals per candidate on which the judge picks the best."""

JUDGE_PAIRS = 48
"""Fresh deals on which the judge measures the best candidate's lead over the learner's
action (the coach's confirmation gets 6 to 40, with fewer the more cards are left)."""

JUDGE_HORIZON = {"pamfil": 3, "schafkopf": 2, "tarok": 2}
"""The judge plays each deal out by Club until every seat holds this many cards, then
solves the rest exactly, with no search budget (the coach stops solving when its budget is
spent). One card more costs about ten times the search per deal (see
:data:`trainer.bots.endgame.HORIZON`), more than a shared machine allows for 200 decisions
a game."""


def judge_run(
    state: DealState, seat: int, actions: list[Action], pairs: int, seed: str, cards: bool
) -> dict[Action, list[tuple[float, float]]]:
    """Each action's measures over ``pairs`` sampled deals (the same deals for every action),
    each played by Club to :data:`JUDGE_HORIZON` cards and solved exactly from there: for
    ``cards`` the card points of the seat's side (Pamfil: its tricks) and the deal's result
    (:func:`trainer.bots.exact.outcome`: won or lost; Pamfil: the seat's score), else the
    deal's result in its stakes or points, twice."""
    from trainer.bots import endgame
    from trainer.bots.coach import result
    from trainer.bots.exact import outcome, scored, taken
    from trainer.bots.worlds import advance, sample

    horizon = JUDGE_HORIZON
    found: dict[Action, list[tuple[float, float]]] = {a: [] for a in actions}
    for i in range(pairs):
        world_seed = f"{seed}:{i}"
        for action in actions:
            world = sample(state, seat, random.Random(world_seed))
            advance(world, action)
            while not world.is_terminal and not endgame.solvable(world, horizon):
                mover = world.to_move
                assert mover is not None
                obs = world.observation(mover, full=False)
                advance(
                    world, obs.legal[0] if len(obs.legal) == 1 else world.game.basic(obs).action
                )
            if not world.is_terminal:
                endgame.Solver(world, seat, None if cards else result).finish(world)
            if cards:
                points = taken(world, endgame.side(world, seat))
                won = outcome(world, seat, 0.0, 0.0) if scored(world) else 0.0
                found[action].append((points, won))
            else:
                found[action].append((result(world, seat),) * 2)
    return found


def _mean(values: list[tuple[float, float]], which: int) -> float:
    return statistics.fmean(v[which] for v in values)


def card_losses(state: DealState, seat: int) -> dict[str, Any]:
    """The judge at a card decision, for every legal card: the best card by card points
    (Pamfil: tricks) and the best by the deal's result are picked over :data:`JUDGE_SCREEN`
    deals; every card then meets :data:`JUDGE_PAIRS` fresh deals, on which each card's loss
    against those two is measured (picking and measuring on the same deals would flatter the
    best)."""
    cards = [a for a in state.legal_actions() if a.seat == seat and a.kind is ActionKind.PLAY]
    found = judge_run(state, seat, cards, JUDGE_SCREEN, "judge", True)
    best = max(cards, key=lambda a: (_mean(found[a], 0), _mean(found[a], 1)))
    best_result = max(cards, key=lambda a: (_mean(found[a], 1), _mean(found[a], 0)))
    fresh = judge_run(state, seat, cards, JUDGE_PAIRS, "judge:fresh", True)
    return {
        str(a.card): {
            "loss": _mean(fresh[best], 0) - _mean(fresh[a], 0),
            "result_loss": _mean(fresh[best_result], 1) - _mean(fresh[a], 1),
        }
        for a in cards
    }


def reference_loss(state: DealState, action: Action) -> dict[str, Any]:
    """The judge at a decision other than a card: every candidate over :data:`JUDGE_SCREEN`
    deals picks the best; then the best and the learner's action meet :data:`JUDGE_PAIRS`
    fresh deals, which measure the loss in the deal's result (with its standard error).

    Picking the best and measuring its lead on the same deals flatters it (the largest of
    several noisy means is too large: with eight candidates by about one and a half
    standard errors), so the loss is measured on fresh deals. Stronger than the coach in
    both ways the coach is limited: many more deals, and every deal's last tricks solved,
    with no search budget."""
    seat = action.seat
    mine = [a for a in state.legal_actions() if a.seat == seat]
    same = [a for a in mine if _family(state, a) == _family(state, action)]
    club = basic(state, seat).action
    candidates = _candidates(state, action, club if club in same else None, same)
    if len(candidates) < 2:
        return {"loss": 0.0, "se": 0.0, "best": None}
    found = judge_run(state, seat, candidates, JUDGE_SCREEN, "judge", False)
    means = {a: _mean(v, 0) for a, v in found.items()}
    best = max(means, key=lambda a: (means[a], a == action))
    loss = se = 0.0
    if best != action:
        fresh = judge_run(state, seat, [best, action], JUDGE_PAIRS, "judge:fresh", False)
        gains = [b[0] - a[0] for b, a in zip(fresh[best], fresh[action], strict=True)]
        loss = statistics.fmean(gains)
        se = statistics.stdev(gains) / math.sqrt(len(gains))
    return {"loss": loss, "se": se, "best": best.to_json() if best is not None else None}


def wilson(hits: int, total: int) -> list[float] | None:
    """The 95 % Wilson interval of a share ``hits / total`` (sound for small counts)."""
    if not total:
        return None
    p = hits / total
    centre = (p + Z95**2 / (2 * total)) / (1 + Z95**2 / total)
    half = Z95 * math.sqrt(p * (1 - p) / total + Z95**2 / (4 * total**2)) / (1 + Z95**2 / total)
    return [round(centre - half, 3), round(centre + half, 3)]


def _judged(cache: dict[str, Any], game_id: str, state: DealState, action: Action) -> Any:
    """The judge's verdict on one decision, kept in ``cache`` (it depends only on the deal
    and the position, so a before/after comparison of the coach judges each decision once):
    at a card decision every card's losses, else the learner's action's."""
    key = f"{game_id}:{state.seed}:{state.move_count()}"
    if key not in cache:
        cards = state.phase == "play" and action.kind is ActionKind.PLAY
        cache[key] = card_losses(state, action.seat) if cards else reference_loss(state, action)
        cache["_new"] = True
    return cache[key]


def coach_quality(
    game_id: str, decisions: int, rows: Path | None = None, cache_path: Path | None = None,
    min_big: int = 0, max_deals: int = 400, learner_level: str = "club",
) -> dict[str, Any]:  # fmt: skip
    """Precision and recall of the coach against the judge on the learner's decisions with a
    choice (the learner played by Club, or by ``learner_level``, a seat per deal in turn; the
    other seats Club), over at least ``decisions`` of them and, if asked, until ``min_big``
    big losses are met (at most ``max_deals`` deals).

    At a card decision every legal card is judged, the learner's own and each other one
    (:func:`card_losses`), and counted as the coach's independent check counts them
    (``scripts/bench_coach_reference.py``: material at 10 card points or a quarter of the
    deals more lost, in Pamfil a trick or a point; an objection right from a real loss, the
    same bars). Another decision is judged for the learner's action (:func:`reference_loss`):
    a big loss from the game's blunder threshold, an objection right from half its material
    one. Split into the cards the coach solves exactly and the others, and by the deal's phase
    (``by_phase``); 95 % Wilson intervals; the coach's CPU time per verdict."""
    from bench_coach_reference import BIG, REAL, RESULT_BIG

    game = GAMES[game_id]
    counts: Counter[str] = Counter()
    by_phase: dict[str, Counter[str]] = {}
    seed = 0
    times: list[float] = []
    cache: dict[str, Any] = {}
    if cache_path is not None and cache_path.exists():
        cache = json.loads(cache_path.read_text())
    out = rows.open("w") if rows is not None else None

    def more() -> bool:
        return seed < max_deals and (counts["judged"] < decisions or counts["big"] < min_big)

    def count(state: DealState, action: Action, objected: bool, big: bool, right: bool) -> None:
        part = "solved" if _solvable(state, action) else "played_out"
        own = "own" if action == basic(state, action.seat).action else "other"
        for where in ("", f"{part}_", f"{own}_"):
            counts[f"{where}judged"] += 1
            counts[f"{where}objections"] += objected
            counts[f"{where}right"] += objected and right
            counts[f"{where}big"] += big
            counts[f"{where}caught"] += objected and big
        kind = by_phase.setdefault(state.phase, Counter())
        for name, flag in (("decisions", True), ("objections", objected),
                           ("right", objected and right), ("big", big),
                           ("caught", objected and big)):  # fmt: skip
            kind[name] += flag

    while more():
        state = new(game, 1000 + seed)
        learner = seed % game.default_players
        seed += 1
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            action = decide(learner_level if seat == learner else "club", state, seat)
            mine = [a for a in state.legal_actions() if a.seat == seat]
            cards = state.phase == "play" and action.kind is ActionKind.PLAY
            same = [a for a in mine if _family(state, a) == _family(state, action)]
            if seat != learner or len(same) < 2:
                counts["forced"] += seat == learner
                state.apply(action)
                continue
            ref = _judged(cache, game_id, state, action)
            judged = [a for a in same if a.kind is ActionKind.PLAY] if cards else [action]
            for choice in judged:
                start = time.process_time()
                verdict = judge(state, choice)
                times.append(time.process_time() - start)
                objected = verdict.verdict != "good"
                if cards:
                    loss = ref[str(choice.card)]
                    real_points, real_result = REAL[game_id]
                    big = loss["loss"] >= BIG[game_id] or loss["result_loss"] >= RESULT_BIG[game_id]
                    right = loss["loss"] >= real_points or loss["result_loss"] >= real_result
                else:
                    loss = ref
                    scale = RESULT_SCALE[game_id]
                    big, right = loss["loss"] >= scale.blunder, loss["loss"] >= scale.material / 2
                count(state, choice, objected, big, right)
                if out is not None:
                    row = {"seed": state.seed, "move": state.move_count(), "phase": state.phase,
                           "cards": len(state.hands()[seat]), "action": choice.to_json(),
                           "verdict": verdict.verdict, "cost": verdict.cost,
                           "bound": verdict.bound, "samples": verdict.samples,
                           "big": big, "right": right, **loss}  # fmt: skip
                    out.write(json.dumps(row) + "\n")
                    out.flush()
            state.apply(action)
        if cache_path is not None and cache.pop("_new", False):
            cache_path.write_text(json.dumps(cache))
    if out is not None:
        out.close()

    def share(num: str, den: str) -> float | None:
        return counts[num] / counts[den] if counts[den] else None

    result: dict[str, Any] = {
        "game": game_id,
        "learner": learner_level,
        "deals": seed,
        "decisions": counts["judged"],
        "forced": counts["forced"],
    }
    for where in ("", "solved_", "played_out_", "own_", "other_"):
        result[f"{where}judged"] = counts[f"{where}judged"]
        result[f"{where}objections"] = counts[f"{where}objections"]
        result[f"{where}precision"] = share(f"{where}right", f"{where}objections")
        result[f"{where}precision_ci95"] = wilson(
            counts[f"{where}right"], counts[f"{where}objections"]
        )
        result[f"{where}big_losses"] = counts[f"{where}big"]
        result[f"{where}recall"] = share(f"{where}caught", f"{where}big")
        result[f"{where}recall_ci95"] = wilson(counts[f"{where}caught"], counts[f"{where}big"])
    result["by_phase"] = {phase: dict(found) for phase, found in by_phase.items()}
    result["cpu_s"] = sum(times)
    result["median_ms"] = 1000 * statistics.median(times)
    result["p95_ms"] = 1000 * percentile(times, 0.95)
    return result


def contra_advice(game_id: str, seeds: int) -> dict[str, Any]:
    """The strong player's contra advice to defenders at their doubling decisions."""
    game = GAMES[game_id]
    decisions = advised = won = 0
    gains: list[float] = []
    for seed in range(seeds):
        state = new(game, 2000 + seed)
        asked: set[int] = set()
        while not state.is_terminal:
            legal = state.legal_actions()
            for defender in sorted({a.seat for a in legal if _contra(a)} - asked):
                asked.add(defender)
                decisions += 1
                said: Action | None
                if defender == state.to_move:
                    said = strong_player.choose(
                        state, defender, state.game.samples, f"c:{seed}:{defender}"
                    ).action
                else:  # contra while another plays (Schafkopf's first trick)
                    said, _ = meanwhile.decide(state, defender, "strong", state.game.samples)
                if said is not None and _contra(said):
                    advised += 1
                    followed = _finish(state, said)
                    not_followed = _finish(state, None)
                    won += float(followed.returns()[defender]) > 0
                    gains.append(
                        float(followed.returns()[defender])
                        - float(not_followed.returns()[defender])
                    )
            seat = state.to_move
            assert seat is not None
            state.apply(basic(state, seat).action)
    return {
        "game": game_id,
        "deals": seeds,
        "decisions": decisions,
        "advised": advised,
        "defenders_won": won,
        "mean_gain_following": statistics.fmean(gains) if gains else None,
    }


def _contra(action: Action) -> bool:
    return action.kind is ActionKind.DOUBLE and action.call == "contra"


def _finish(state: DealState, first: Action | None) -> DealState:
    """The real deal played on by Club players (after ``first``, when given)."""
    world = snapshot(state)
    if first is not None:
        world.apply(first)
    while not world.is_terminal:
        seat = world.to_move
        assert seat is not None
        world.apply(basic(world, seat).action)
    return world


def snapshot(state: DealState) -> DealState:
    """A deep copy that keeps the cards themselves (they are compared by identity)."""
    decks = (PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK)
    cards = [c for deck in decks for c in deck]
    return copy.deepcopy(state, {id(card): card for card in cards})


def solos(game_id: str, seeds: int) -> dict[str, Any]:
    game = GAMES[game_id]
    kinds: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for seed in range(seeds):
        state, _ = play_deal(game, seed, {}, "club")
        contract = state.contract_json() or {}
        name = str(contract.get("label") if game_id == "tarok" else contract.get("type"))
        kinds[name] += 1
        declarer = state.declarer()
        if declarer is not None and float(state.returns()[declarer]) > 0:
            won[name] += 1
    return {"game": game_id, "deals": seeds, "contracts": dict(kinds), "won": dict(won)}


RIVAL = 19
"""A rival bidder's worth in the ``contracts`` section (Club opens from it)."""

FIRST_DEAL = 10_000
"""The ``contracts`` section's first deal: away from the deals the other sections play, so
the thresholds it measured are checked on other deals."""


def contracts(seeds: int) -> dict[str, Any]:
    """Tarok: each hand of ``seeds`` deals played as each contract type by Club players."""
    from trainer.bots.tarok import worth
    from trainer.points import tarok_count
    from trainer.tarok.contracts import CONTRACT_TYPES, Bid
    from trainer.tarok.options import TarokOptions
    from trainer.tarok.scoring import score

    options = TarokOptions(single_step_raises=False)  # any opening bid: the contract forced
    table: dict[str, dict[str, dict[int, list[Any]]]] = {"all": {}, "rival": {}}
    for seed in range(FIRST_DEAL, FIRST_DEAL + seeds):
        fresh = TAROK.new_state(options, seed, 3)
        values = [worth(tuple(hand)) for hand in fresh.held]
        for seat in range(3):
            groups = ["all"] + (
                ["rival"] if max(values[:seat] + values[seat + 1 :]) >= RIVAL else []
            )
            for name, kind in CONTRACT_TYPES.items():
                state = TAROK.new_state(options, seed, 3)
                while state.phase == "auction":
                    mover = state.to_move
                    assert mover is not None
                    bid = mover == seat and state.auction.bid is None
                    state.apply(Action(mover, ActionKind.CALL, call=name if bid else "pass"))
                while not state.is_terminal:
                    mover = state.to_move
                    assert mover is not None
                    state.apply(basic(state, mover).action)
                won = state.won[seat]
                tricks = len(won) // 3
                results = [
                    score(Bid(name, level), tarok_count(won + state.discard), state.options,
                          volat=tricks == 12, volat_announced="volat" in state.announcements,
                          renons=state.renons, bonuses=state.bonuses(),
                          opponents_volat=tricks == 0, soloist=seat).total
                    for level in kind.levels
                ]  # fmt: skip
                for group in groups:
                    row = (
                        table[group]
                        .setdefault(name, {})
                        .setdefault(values[seat], [0, 0, [0.0] * len(results)])
                    )
                    row[0] += 1
                    row[1] += state.final_score().won
                    row[2] = [total + r for total, r in zip(row[2], results, strict=True)]
    return {
        "game": "tarok",
        "deals": seeds,
        "rival": RIVAL,
        "by_worth": {
            group: {
                name: {
                    value: {
                        "hands": n,
                        "won": won,
                        "mean_by_level": [round(t / n, 1) for t in totals],
                    }
                    for value, (n, won, totals) in sorted(rows.items())
                }
                for name, rows in names.items()
            }
            for group, names in table.items()
        },
    }


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def move_times(
    game_id: str, deals: int, level: str, clock: Callable[[], float] = time.process_time
) -> dict[str, Any]:
    """Decision times of one ``level`` seat among Club players (also run in Pyodide, where
    ``clock`` is the Node process's CPU time), and those of the decisions solved exactly
    (:func:`trainer.bots.endgame.solvable`) apart. Besides the levels: ``hint``, the Hint the
    play page asks for while the learner thinks (:func:`trainer.bots.coach.hint`); ``coach``,
    the coach's verdict after the learner's move once the Hint is known, on another card than
    the club player's where there is one (the Hint's verdict is then the other one it weighs);
    ``coach_cold``, the same with nothing worked out before (a quick click); ``coach_club``,
    the verdict on the club player's own action with nothing worked out before (what this
    benchmark timed before issue 32)."""
    from trainer.bots import advice, coach
    from trainer.bots.endgame import solvable

    game = GAMES[game_id]
    times: list[float] = []
    solved: list[float] = []
    for seed in range(-1, deals):
        state = new(game, 10**6 + seed)
        hero = (seed + 1) % game.default_players
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            endgame = solvable(state)
            if seat == hero and level.startswith("coach"):
                club = basic(state, seat).action
                mine = [a for a in state.legal_actions() if a.seat == seat and a != club]
                judged = mine[state.move_count() % len(mine)] if mine else club
                if level == "coach_club":  # the club player's action, as before issue 32
                    judged = club
                coach._verdicts.clear()  # no verdict kept from before, nor a strong choice
                advice._kept.clear()
                if level == "coach" and seat == state.to_move:
                    coach.hint(state, seat)  # asked while the learner thought
            start = clock()
            if seat == hero and level.startswith("coach"):
                action = club
                judge(state, judged)
            elif seat == hero and level == "hint":
                action = basic(state, seat).action
                coach.hint(state, seat)
            else:
                action = decide(level if seat == hero else "club", state, seat)
            if seat == hero and seed >= 0:  # the first deal warms up, untimed
                times.append(clock() - start)
                if endgame:
                    solved.append(times[-1])
            state.apply(action)
    return {
        "game": game_id,
        "strength": level,
        "moves": len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * percentile(times, 0.95),
        "solved_moves": len(solved),
        "solved_p95_ms": 1000 * percentile(solved, 0.95) if solved else None,
    }


def pyodide_times(games: list[str], deals: int) -> list[dict[str, Any]]:
    script = ROOT / "scripts" / "bench_bots_pyodide.mjs"
    out = subprocess.run(
        ["node", str(script), ",".join(games), str(deals)],
        check=True,
        capture_output=True,
        text=True,
    )
    return list(json.loads(out.stdout.strip().splitlines()[-1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sections_all = ["duplicate", "coach", "contra", "solos", "contracts", "times"]
    parser.add_argument("--section", action="append", choices=sections_all)
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    parser.add_argument("--seeds", type=int, default=20, help="seeds per duplicate match")
    parser.add_argument("--decisions", type=int, default=200, help="coach decisions per game")
    parser.add_argument("--match", action="append", choices=["strong-club", "club-beginner"],
                        help="only these duplicate matches")  # fmt: skip
    parser.add_argument("--field", choices=["beginner", "club", "strong"],
                        help="duplicate: the other seats' level (default: villain)")  # fmt: skip
    parser.add_argument("--timing-deals", type=int, default=6)
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--rows", type=Path, help="write each coach decision here (JSON lines)")
    parser.add_argument(
        "--judge-cache",
        type=Path,
        help="keep the judge's verdicts here (JSON, per game) between runs",
    )
    parser.add_argument("--max-deals", type=int, default=400,
                        help="coach: deals at most (to judge the same ones again)")  # fmt: skip
    parser.add_argument("--min-big", type=int, default=0,
                        help="coach: go on until this many big-loss decisions are met")  # fmt: skip
    parser.add_argument("--learner", choices=["club", "beginner"], default="club",
                        help="coach: the level that plays the learner's seat")  # fmt: skip
    args = parser.parse_args()
    games = args.game or sorted(GAMES)
    sections = args.section or ["duplicate", "coach", "contra", "solos", "times"]
    for game_id in games:
        if "duplicate" in sections:
            for hero, villain in (("strong", "club"), ("club", "beginner")):
                if args.match and f"{hero}-{villain}" not in args.match:
                    continue
                result = duplicate(game_id, hero, villain, args.seeds, args.field)
                print(json.dumps(result), flush=True)
        if "coach" in sections:
            rows = args.rows.with_suffix(f".{game_id}.jsonl") if args.rows else None
            cache = args.judge_cache.with_suffix(f".{game_id}.json") if args.judge_cache else None
            quality = coach_quality(
                game_id, args.decisions, rows, cache, args.min_big, args.max_deals, args.learner
            )
            print(json.dumps(quality), flush=True)
        if "contra" in sections and game_id != "pamfil":
            print(json.dumps(contra_advice(game_id, 4 * args.seeds)), flush=True)
        if "solos" in sections and game_id != "pamfil":
            print(json.dumps(solos(game_id, 20 * args.seeds)), flush=True)
        if "contracts" in sections and game_id == "tarok":
            print(json.dumps(contracts(10 * args.seeds)), flush=True)
        if "times" in sections:
            for level in (
                "beginner",
                "club",
                "strong",
                "hint",
                "coach",
                "coach_cold",
                "coach_club",
            ):
                print(json.dumps(move_times(game_id, args.timing_deals, level)), flush=True)
    if "times" in sections and not args.no_pyodide:
        for row in pyodide_times(games, args.timing_deals):
            print(json.dumps({"pyodide": True, **row}), flush=True)


if __name__ == "__main__":
    main()
