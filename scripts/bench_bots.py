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
  other seats passing) by Club players; by the hand's worth (``trainer.tarok.bots.club.worth``)
  the share won and the mean result per opponent at each level (a level multiplies only a
  loss), over all hands and over those facing another hand worth :data:`RIVAL` or more:
  the data behind the Tarok auction's thresholds.
* ``times``: move times of each level and of the coach (median, p95), in CPython here and
  in Pyodide under Node (``scripts/bench_bots_pyodide.mjs`` runs :func:`move_times`).
* ``selfplay``: whole deals with one level (Strong) at every seat, as the play page plays
  them (the doublings said while another plays asked of every seat): the contract mix and
  the thrown-in share, the declarers' results, Tarok's bonuses made and announced, every
  doubling said and whether its side won, and the value of Strong's passes
  (:func:`pass_value`: the lowest bid it could have made, played out over
  :data:`PASS_PAIRS` fresh deals; "clearly positive" is the coach's test, see
  :func:`clearly_positive`). One JSON line per deal goes to ``--out``; a run skips the deals
  the file already holds, so a long run can be stopped and resumed, and ``--summary`` reads
  the file(s) back.

Times are CPU time of this process (``time.process_time``), not wall time: on a shared
machine the wall clock also counts the wait for a core.

Usage: ``python scripts/bench_bots.py [--section duplicate|coach|contra|solos|contracts|times]
[--game tarok] [--seeds 20] [--decisions 200] [--no-pyodide]``; self-play:
``python scripts/bench_bots.py --section selfplay --game tarok --deals 1000 --out
bench/selfplay-tarok.jsonl [--option failed_announcement_penalty=true]``, then
``--summary bench/selfplay-tarok.jsonl``.
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
from trainer.bots.coach import _candidates, _family, _solvable, judge  # noqa: E402
from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK  # noqa: E402
from trainer.games import load  # noqa: E402
from trainer.i18n import Message  # noqa: E402
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
    return strong_player.choose(state, seat, state.game.bots.samples, seed).action


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
    game_id: str, hero: str, villain: str, seeds: int, field: str | None = None, first: int = 0
) -> dict[str, Any]:
    """Paired duplicate: each seat of each seed played by ``hero`` and by ``villain``, the
    other seats by ``field`` (the villain unless given: "Strong in a strong field" plays
    Strong against Club with Strong at the other seats). The same cards both times, so
    the difference at that seat is the hero's worth over the villain there. Seeds ``first``
    … ``first + seeds - 1``."""
    game = GAMES[game_id]
    field = field or villain
    diffs: list[float] = []
    for seed in range(first, first + seeds):
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
:attr:`trainer.state.Bots.horizon`), more than a shared machine allows for 200 decisions
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
            while not world.is_terminal and not endgame.solvable(world, horizon[world.game.id]):
                mover = world.to_move
                assert mover is not None
                obs = world.observation(mover, full=False)
                advance(
                    world,
                    obs.legal[0] if len(obs.legal) == 1 else world.game.bots.basic(obs).action,
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
                    scale = load(game_id).bots.result_scale
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
                        state, defender, state.game.bots.samples, f"c:{seed}:{defender}"
                    ).action
                else:  # contra while another plays (Schafkopf's first trick)
                    said, _ = meanwhile.decide(state, defender, "strong", state.game.bots.samples)
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
    from trainer.points import tarok_count
    from trainer.tarok.bots.club import worth
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


# -- self-play: one level at every seat ---------------------------------------------------

SELFPLAY_FIRST = 50_000
"""The self-play section's first deal: away from the deals the other sections play."""

PASS_PAIRS = 32
"""Fresh deals over which the value of a pass's lowest bid is measured: twice the strong
player's own budget of sampled deals, and not the deals it decided on."""


def lowest_bid(state: DealState, seat: int) -> Action | None:
    """The lowest bid ``seat`` could make now instead of passing, or ``None``: in Tarok
    holding the standing bid ("sam") or the next step up the ladder; in Schafkopf the
    lowest game the hand may announce that would take the game from those named before
    (an ace game calls the ace the club player would call; a game no higher than one named
    already leaves the deal as a pass does, so a seat with none left has no bid open); in
    Pamfil to play."""
    obs = state.observation(seat)
    calls = [a for a in obs.legal if a.kind is ActionKind.CALL and a.call != "pass"]
    if not calls:
        return None
    if state.game.id != "schafkopf":
        return calls[0]  # the legal calls go up the ladder: hold, then the next bid
    from trainer.schafkopf.bots.club import outbids
    from trainer.schafkopf.contracts import Kind, auction_rank

    calls = [a for a in calls if outbids(obs, a)]
    if not calls:
        return None
    base = state.game.bots.basic(obs).action
    offered = [a for a in state.game.bots.candidates(obs, base) if a in calls] or calls
    equal = bool(obs.options.wenz_equals_suit_solo)
    return min(offered, key=lambda a: auction_rank(Kind(a.call or ""), equal))


def pass_value(
    state: DealState, seat: int, bid: Action, pairs: int = PASS_PAIRS, seed: str = ""
) -> dict[str, Any]:
    """The bid's result for ``seat`` and its gain over passing, over ``pairs`` deals of the
    cards the seat cannot see (:func:`trainer.bots.worlds.sample`, as the strong player
    draws them), each played out by Club players both ways: the strong player's own
    yardstick, on more and other deals."""
    from trainer.bots.endgame import duplicate
    from trainer.bots.strong import deal_result, playout
    from trainer.bots.worlds import advance, sample

    passing = next(a for a in state.legal_actions() if a.seat == seat and a.call == "pass")
    made: list[float] = []
    gains: list[float] = []
    for i in range(pairs):
        rng_seed = f"pass-value:{seed}:{i}"
        world = sample(state, seat, random.Random(rng_seed))
        results = []
        for action in (bid, passing):
            child = duplicate(world)
            advance(child, action)
            playout(child, random.Random(rng_seed))
            results.append(deal_result(child, seat))
        made.append(results[0])
        gains.append(results[0] - results[1])
    return {
        "bid": bid.to_json(),
        "n": pairs,
        "mean": statistics.fmean(made),
        "se": statistics.stdev(made) / math.sqrt(pairs),
        "gain": statistics.fmean(gains),
        "gain_se": statistics.stdev(gains) / math.sqrt(pairs),
    }


def clearly_positive(game_id: str, mean: float, se: float) -> bool:
    """The coach's test of a clear difference, asked of a result: at least the game's
    material threshold for a result (:attr:`trainer.state.Bots.result_scale`: 20 Tarok
    points, 0.6 Schafkopf stakes, 1 Pamfil point) on average, and at least half of it at the
    one-sided 95 % lower bound (:data:`trainer.bots.coach.Z` standard errors below)."""
    from trainer.bots.coach import Z

    material = load(game_id).bots.result_scale.material
    return mean >= material and mean - Z * se >= material / 2


def _doubling_said(action: Action) -> bool:
    return action.kind is ActionKind.DOUBLE and action.call not in (None, "pass")


def selfplay_deal(
    game: Game[Any], seed: int, options: Any, level: str = "strong", judge_passes: bool = True
) -> dict[str, Any]:
    """One deal with ``level`` at every seat, moved as the play page moves it: the
    ``bot`` op's choice for the seat to move and, whenever a doubling may be said while
    another plays, the ``meanwhile`` question, once for each doubling. Each pass with a bid
    open to it is valued (:func:`pass_value`) when ``judge_passes``."""
    from trainer.protocol import decide as bot_move

    state = game.new_state(options, seed, game.default_players)
    asked: set[tuple[int, str]] = set()
    said: list[Action] = []
    chances: Counter[str] = Counter()
    passes: list[dict[str, Any]] = []
    calls: list[dict[str, Any]] = []
    while not state.is_terminal:
        call = meanwhile.open_call(state)
        if call is not None and (len(said), call) not in asked:
            asked.add((len(said), call))
            chances[call] += sum(
                1 for s in range(state.players) if meanwhile.doubling_only(state, s)
            )
            action = meanwhile.said_by_others(state, -1, level, game.bots.samples)
            if action is not None:
                state.apply(action)
                said.append(action)
                continue
        seat = state.to_move
        assert seat is not None
        mine = [a for a in state.legal_actions() if a.seat == seat]
        for word in {a.call for a in mine if _doubling_said(a)}:
            chances[str(word)] += 1
        action = bot_move(state, seat, level, None).action
        if action.kind is ActionKind.CALL:
            calls.append(action.to_json())
            bid = lowest_bid(state, seat) if action.call == "pass" else None
            if bid is not None and judge_passes:
                value = pass_value(state, seat, bid, seed=f"{seed}:{state.move_count()}")
                standing = any(c.get("call") != "pass" for c in calls[:-1])
                passes.append({"seat": seat, "against_a_bid": standing, **value})
        state.apply(action)
        if _doubling_said(action):
            said.append(action)
    returns = [float(r) for r in state.returns()]
    contract = state.contract_json()
    declarer = state.declarer()
    row: dict[str, Any] = {
        "game": game.id,
        "seed": seed,
        "level": level,
        "thrown_in": contract is None,
        "contract": (contract or {}).get("label"),
        "kind": (contract or {}).get("type") or (contract or {}).get("name"),
        "level_of_bid": (contract or {}).get("level"),
        "declarer": declarer,
        "returns": returns,
        "calls": calls,
        "passes": passes,
        "doubling_chances": dict(chances),
        "doublings": [{"seat": a.seat, "call": a.call, "won": returns[a.seat] > 0} for a in said],
    }
    if game.id == "tarok":
        done = state.phase == "done"
        row["announced"] = list(getattr(state, "announcements", []))
        row["bonuses"] = [b.to_json() for b in state.bonuses()] if done else []
        row["volat"] = done and declarer is not None and len(state.won[declarer]) == 36
    if game.id == "pamfil":
        row["declared"] = state.public().get("declared")
    return plain(row)


def plain(value: Any) -> Any:
    """``value`` as plain JSON data: every message in it (a contract's label, words as data)
    said in English, so a row can be written and read back."""
    if isinstance(value, Message):
        return value.render("en")
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    return value


def selfplay(
    game_id: str, deals: int, out: Path, options: Any, level: str = "strong",
    first: int = SELFPLAY_FIRST, judge_passes: bool = True,
) -> None:  # fmt: skip
    """Play deals ``first`` … ``first + deals - 1`` (those not yet in ``out``) and append a
    row each to ``out``: a run cut short resumes where it stopped."""
    game = GAMES[game_id]
    done: set[int] = set()
    if out.exists():
        for line in out.read_text().splitlines():
            if line.strip():
                done.add(int(json.loads(line)["seed"]))
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("a") as sink:
        for seed in range(first, first + deals):
            if seed in done:
                continue
            row = selfplay_deal(game, seed, options, level, judge_passes)
            sink.write(json.dumps(row) + "\n")
            sink.flush()
            print(f"{game_id} self-play deal {seed}: {row['contract']}", file=sys.stderr)


def _against_a_bid(game_id: str, judged: dict[str, Any]) -> bool:
    """Was a bid standing when the seat passed? (Said by the row; in Tarok also by the
    lowest bid itself: a hold or a raise.)"""
    if "against_a_bid" in judged:
        return bool(judged["against_a_bid"])
    bid = judged["bid"]
    return game_id == "tarok" and (bid.get("call") != "trojka" or bid.get("level", 1) > 1)


def selfplay_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of self-play rows (one game): contract mix, thrown-in share, declarers'
    wins, Tarok's bonuses made by the soloist and how many were announced, doublings said
    and won, and the share of passes whose lowest bid was clearly worth playing."""
    game_id = rows[0]["game"]
    deals = len(rows)
    mix: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for row in rows:
        name = "thrown in" if row["thrown_in"] else str(row["contract"])
        if game_id == "schafkopf" and not row["thrown_in"]:
            name = str(row["kind"])
        if game_id == "pamfil":
            name = "played"
        mix[name] += 1
        declarer = row["declarer"]
        if declarer is not None and row["returns"][declarer] > 0:
            won[name] += 1
    passes = [p for row in rows for p in row["passes"]]
    positive = [p for p in passes if clearly_positive(game_id, p["mean"], p["se"])]
    gaining = [p for p in passes if clearly_positive(game_id, p["gain"], p["gain_se"])]
    opening = [p for p in passes if not _against_a_bid(game_id, p)]
    opening_positive = [p for p in opening if clearly_positive(game_id, p["mean"], p["se"])]
    said: Counter[str] = Counter()
    said_won: Counter[str] = Counter()
    chances: Counter[str] = Counter()
    for row in rows:
        chances.update(row["doubling_chances"])
        for doubling in row["doublings"]:
            said[doubling["call"]] += 1
            said_won[doubling["call"]] += doubling["won"]
    result: dict[str, Any] = {
        "game": game_id,
        "deals": deals,
        "contracts": {name: {"deals": n, "share": round(n / deals, 3),
                             "declarer_won": won[name]} for name, n in mix.most_common()},
        "thrown_in_share": round(mix["thrown in"] / deals, 3),
        "passes_judged": len(passes),
        "passes_lowest_bid_clearly_positive": len(positive),
        "share_clearly_positive": round(len(positive) / len(passes), 3) if passes else None,
        "share_ci95": wilson(len(positive), len(passes)),
        "passes_lowest_bid_clearly_better_than_pass": len(gaining),
        "passes_with_no_bid_standing": len(opening),
        "of_those_clearly_positive": len(opening_positive),
        "doublings": {call: {"chances": chances[call], "said": said[call], "won": said_won[call]}
                      for call in sorted(set(chances) | set(said))},
    }  # fmt: skip
    if game_id == "pamfil":
        seats = [d for row in rows for d in (row.get("declared") or [])]
        result["seat_deals_declared"] = sum(1 for d in seats if d)
        result["seat_deals"] = len(seats)
    if game_id == "tarok":
        made: Counter[str] = Counter()
        announced: Counter[str] = Counter()
        failed: Counter[str] = Counter()
        for row in rows:
            for bonus in row["bonuses"]:
                if bonus["side"] != "soloist" or bonus["name"] == "full_hand":
                    continue
                if bonus["achieved"]:
                    made[bonus["name"]] += 1
                    announced[bonus["name"]] += bonus["announced"]
                else:
                    failed[bonus["name"]] += 1
        volat = [row for row in rows if "volat" in row["announced"]]
        made["volat"] = sum(1 for row in rows if row.get("volat"))
        announced["volat"] = sum(1 for row in volat if row.get("volat"))
        failed["volat"] = len(volat) - announced["volat"]
        result["soloist_bonuses"] = {
            "made": sum(made.values()),
            "announced": sum(announced.values()),
            "share_announced": round(sum(announced.values()) / sum(made.values()), 3)
            if sum(made.values()) else None,
            "by_name": {name: {"made": made[name], "announced": announced[name],
                               "announced_and_failed": failed[name]}
                        for name in sorted(set(made) | set(failed))},
        }  # fmt: skip
    return result


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
    sections_all = ["duplicate", "coach", "contra", "solos", "contracts", "times", "selfplay"]
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
    parser.add_argument("--deals", type=int, default=100, help="self-play: deals per game")
    parser.add_argument("--first", type=int,
                        help="self-play and duplicate: the first deal's number (self-play: "
                        f"{SELFPLAY_FIRST} unless given; duplicate: 0)")  # fmt: skip
    parser.add_argument("--out", type=Path,
                        help="self-play: the rows' file (JSON lines; one per game when "
                        "several games are asked: the game's name is added)")  # fmt: skip
    parser.add_argument("--level", choices=["beginner", "club", "strong"], default="strong",
                        help="self-play: the level at every seat")  # fmt: skip
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="self-play: a rule option (JSON value), e.g. "
                        "failed_announcement_penalty=true")  # fmt: skip
    parser.add_argument("--no-pass-value", action="store_true",
                        help="self-play: do not value the passes (faster)")  # fmt: skip
    parser.add_argument("--summary", type=Path, nargs="+",
                        help="print the figures of self-play rows and stop")  # fmt: skip
    args = parser.parse_args()
    if args.summary:
        rows = [json.loads(line) for path in args.summary
                for line in path.read_text().splitlines() if line.strip()]  # fmt: skip
        for game_id in sorted({row["game"] for row in rows}):
            figures = selfplay_summary([r for r in rows if r["game"] == game_id])
            print(json.dumps(figures, ensure_ascii=False))
        return
    games = args.game or sorted(GAMES)
    sections = args.section or ["duplicate", "coach", "contra", "solos", "times"]
    for game_id in games:
        if "selfplay" in sections:
            from trainer.options import parse_options

            game = GAMES[game_id]
            raw = {name: json.loads(value) for name, value in
                   (item.split("=", 1) for item in args.option)}  # fmt: skip
            options = parse_options(game.options_type, raw)
            out = args.out or ROOT / "build" / f"selfplay-{game_id}.jsonl"
            if args.out and len(games) > 1:
                out = out.with_suffix(f".{game_id}.jsonl")
            first = SELFPLAY_FIRST if args.first is None else args.first
            selfplay(game_id, args.deals, out, options, args.level, first,
                     not args.no_pass_value)  # fmt: skip
            rows = [json.loads(line) for line in out.read_text().splitlines() if line.strip()]
            print(json.dumps(selfplay_summary(rows), ensure_ascii=False), flush=True)
        if "duplicate" in sections:
            for hero, villain in (("strong", "club"), ("club", "beginner")):
                if args.match and f"{hero}-{villain}" not in args.match:
                    continue
                result = duplicate(game_id, hero, villain, args.seeds, args.field, args.first or 0)
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
