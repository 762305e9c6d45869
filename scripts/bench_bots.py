"""Computer-player and coach benchmark: how well the levels play, how right the coach is,
and how long a move takes.

Sections (each bounded by its sample sizes; the machine is shared):

* ``duplicate``: paired duplicate matches with the seats rotated. For each seed, every
  seat in turn is played by the hero level with the villain level at the other seats,
  and compared with the same seat played by the villain (all seats the villain, the same
  cards): the mean difference per seat and deal, with a 95 % confidence interval.
  Strong vs Club and Club vs Beginner, every game.
* ``coach``: precision and recall of the coach on learner decisions (the learner played
  by Club, one seat, from seeded deals). Each decision with a choice is judged by the
  coach and by a judge clearly stronger than it (:func:`reference_loss`): every candidate
  over :data:`JUDGE_SCREEN` deals (then the best and the learner's :data:`JUDGE_PAIRS`),
  each played by Club to :data:`JUDGE_HORIZON` cards and solved exactly from there with no
  budget; the loss is the best candidate's lead measured on fresh deals, not the ones that
  picked it. Precision: of the coach's objections, the share where the judge's loss is at
  least half the game's material threshold. Recall: of the decisions the judge says lose at
  least :data:`BIG` (10 card points; Pamfil 0.8 tricks), the share the coach objects to.
  Both with their counts and 95 % Wilson intervals.
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
from trainer.bots.coach import PLAY_SCALE, RESULT_SCALE, _candidates, _family, _metric, judge  # noqa: E402
from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK  # noqa: E402
from trainer.pamfil.game import GAME as PAMFIL  # noqa: E402
from trainer.schafkopf.game import GAME as SCHAFKOPF  # noqa: E402
from trainer.state import Action, ActionKind, DealState, Game  # noqa: E402
from trainer.tarok.game import GAME as TAROK  # noqa: E402

GAMES: dict[str, Game[Any]] = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}
Z95 = 1.96
BIG = {"schafkopf": 10.0, "tarok": 10.0, "pamfil": 0.8}


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
    state: DealState, seat: int, actions: list[Action], pairs: int, seed: str, metric: Any
) -> dict[Action, list[float]]:
    """Each action's metric over ``pairs`` sampled deals (the same deals for every action),
    each played by Club to :data:`JUDGE_HORIZON` cards and solved exactly from there."""
    from trainer.bots import endgame
    from trainer.bots.coach import card_points
    from trainer.bots.worlds import advance, sample

    horizon = JUDGE_HORIZON
    found: dict[Action, list[float]] = {a: [] for a in actions}
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
                leaf = None if metric is card_points else metric
                endgame.Solver(world, seat, leaf).finish(world)
            found[action].append(metric(world, seat))
    return found


def reference_loss(state: DealState, action: Action) -> dict[str, Any]:
    """The judge: every candidate over :data:`JUDGE_SCREEN` deals picks the best; then the
    best and the learner's action meet :data:`JUDGE_PAIRS` fresh deals, which measure the
    loss (with its standard error).

    Picking the best and measuring its lead on the same deals flatters it (the largest of
    several noisy means is too large: with eight candidates by about one and a half
    standard errors), so the loss is measured on fresh deals; ``screen_loss`` is the
    flattered one, for comparison. Stronger than the coach in both ways the coach is
    limited: many more deals, and every deal's last tricks solved, with no search budget."""
    seat = action.seat
    mine = [a for a in state.legal_actions() if a.seat == seat]
    same = [a for a in mine if _family(state, a) == _family(state, action)]
    club = basic(state, seat).action
    candidates = _candidates(state, action, club if club in same else None, same)
    if len(candidates) < 2:
        return {"screen_loss": 0.0, "loss": 0.0, "se": 0.0, "best": None}
    metric = _metric(state, action)
    found = judge_run(state, seat, candidates, JUDGE_SCREEN, "judge", metric)
    means = {a: statistics.fmean(v) for a, v in found.items()}
    best = max(means, key=lambda a: (means[a], a == action))
    loss = se = 0.0
    if best != action:
        fresh = judge_run(state, seat, [best, action], JUDGE_PAIRS, "judge:fresh", metric)
        gains = [b - a for b, a in zip(fresh[best], fresh[action], strict=True)]
        loss = statistics.fmean(gains)
        se = statistics.stdev(gains) / math.sqrt(len(gains))
    return {"screen_loss": means[best] - means[action], "loss": loss, "se": se,
            "best": best.to_json() if best is not None else None}  # fmt: skip


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
    and the action, so a before/after comparison of the coach judges each decision once)."""
    key = f"{game_id}:{state.seed}:{state.move_count()}"
    if key not in cache:
        cache[key] = reference_loss(state, action)
        cache["_new"] = True
    return cache[key]


def coach_quality(
    game_id: str, decisions: int, rows: Path | None = None, cache_path: Path | None = None,
    min_big: int = 0, max_deals: int = 400, learner_level: str = "club",
) -> dict[str, Any]:  # fmt: skip
    """Precision and recall of the coach against the judge (:func:`reference_loss`) on the
    learner's decisions with a choice (the learner played by Club, or by ``learner_level``,
    a seat per deal in turn; the other seats Club),
    over at least ``decisions`` of them and, if asked, until ``min_big`` big losses are met
    (at most ``max_deals`` deals); split into the decisions the coach solves exactly (the
    last tricks) and the others, and by the deal's phase (``by_phase``: the card play, the
    auction, a doubling, the talon); 95 % Wilson intervals; the coach's CPU time in all
    (``cpu_s``, forced decisions included). An objection is right when the
    judge's loss is at least half the material threshold; a big loss is one of at least
    :data:`BIG` (a result: the blunder threshold)."""
    from trainer.bots.endgame import solvable

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

    while more():
        state = new(game, 1000 + seed)
        learner = seed % game.default_players
        seed += 1
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            action = decide(learner_level if seat == learner else "club", state, seat)
            if seat == learner:
                start = time.process_time()
                verdict = judge(state, action, f"bench:{state.seed}:{state.move_count()}")
                times.append(time.process_time() - start)
                if verdict.forced:
                    counts["forced"] += 1
                else:
                    counts["judged"] += 1
                    ref = _judged(cache, game_id, state, action)
                    play = verdict.unit in ("card points", "tricks")
                    scale = (PLAY_SCALE if play else RESULT_SCALE)[game_id]
                    objected = verdict.verdict != "good"
                    threshold = BIG[game_id] if play else scale.blunder
                    part = "solved" if solvable(state) else "played_out"
                    kind = by_phase.setdefault(state.phase, Counter())
                    kind["decisions"] += 1
                    kind["objections"] += objected
                    kind["right"] += objected and ref["loss"] >= scale.material / 2
                    kind["big"] += ref["loss"] >= threshold
                    kind["caught"] += objected and ref["loss"] >= threshold
                    for name in ("loss", "screen_loss"):
                        tag = "" if name == "loss" else "screen_"
                        for where in ("", f"{part}_"):
                            if objected:
                                counts[f"{where}{tag}objections"] += 1
                                counts[f"{where}{tag}right"] += ref[name] >= scale.material / 2
                            if ref[name] >= threshold:
                                counts[f"{where}{tag}big"] += 1
                                counts[f"{where}{tag}caught"] += objected
                    if out is not None:
                        row = {"seed": state.seed, "move": state.move_count(), "part": part,
                               "phase": state.phase, "cards": len(state.hands()[seat]),
                               "action": action.to_json(), "verdict": verdict.verdict,
                               "better": verdict.better_action.to_json()
                               if verdict.better_action else None,
                               "cost": verdict.cost, "bound": verdict.bound,
                               "samples": verdict.samples, "ms": 1000 * times[-1],
                               **ref}  # fmt: skip
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
    for where in ("", "solved_", "played_out_"):
        for tag in ("", "screen_"):
            key = f"{where}{tag}"
            result[f"{key}objections"] = counts[f"{key}objections"]
            result[f"{key}precision"] = share(f"{key}right", f"{key}objections")
            result[f"{key}precision_ci95"] = wilson(
                counts[f"{key}right"], counts[f"{key}objections"]
            )
            result[f"{key}big_losses"] = counts[f"{key}big"]
            result[f"{key}recall"] = share(f"{key}caught", f"{key}big")
            result[f"{key}recall_ci95"] = wilson(counts[f"{key}caught"], counts[f"{key}big"])
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
    """Decision times of one ``level`` seat (or of the coach on Club's moves) among Club
    players (also run in Pyodide, where ``clock`` is the Node process's CPU time), and
    those of the decisions solved exactly (:func:`trainer.bots.endgame.solvable`) apart."""
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
            start = clock()
            if seat == hero and level == "coach":
                action = basic(state, seat).action
                judge(state, action, f"t:{state.move_count()}")
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
            for level in ("beginner", "club", "strong", "coach"):
                print(json.dumps(move_times(game_id, args.timing_deals, level)), flush=True)
    if "times" in sections and not args.no_pyodide:
        for row in pyodide_times(games, args.timing_deals):
            print(json.dumps({"pyodide": True, **row}), flush=True)


if __name__ == "__main__":
    main()
