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
  coach and by a reference: every candidate of the decision over :data:`REF_PAIRS` deals
  (against the coach's few), the loss being the best candidate's mean minus the learner's.
  Precision: of the coach's objections, the share where the reference loss is at least
  half the game's material threshold. Recall: of the decisions the reference says lose
  at least :data:`BIG` (10 card points; Pamfil 0.8 tricks), the share the coach objects to.
* ``contra``: at every doubling decision of a defender (Tarok's doubling, Schafkopf's first
  trick) in deals of Club players, the strong player's (and so the Hint's) advice; where it
  says contra, the deal is played on both ways by Club players: the share the defenders
  win, and the mean result of following the advice minus not following it.
* ``solos``: Club's contracts over seeded deals: Schafkopf's share of Suit Solos and Wenz
  and the share won; Tarok's contract distribution.
* ``times``: move times of each level and of the coach (median, p95), in CPython here and
  in Pyodide under Node (``scripts/bench_bots_pyodide.mjs`` runs :func:`move_times`).

Times are CPU time of this process (``time.process_time``), not wall time: on a shared
machine the wall clock also counts the wait for a core.

Usage: ``python scripts/bench_bots.py [--section duplicate|coach|contra|solos|times]
[--game tarok] [--seeds 20] [--decisions 200] [--no-pyodide]``
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.bots import basic, beginner  # noqa: E402
from trainer.bots import strong as strong_player  # noqa: E402
from trainer.bots.coach import PLAY_SCALE, RESULT_SCALE, _candidates, _family, _metric, _run, judge  # noqa: E402  # noqa: E402
from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK  # noqa: E402
from trainer.pamfil.game import GAME as PAMFIL  # noqa: E402
from trainer.schafkopf.game import GAME as SCHAFKOPF  # noqa: E402
from trainer.state import Action, ActionKind, DealState, Game  # noqa: E402
from trainer.tarok.game import GAME as TAROK  # noqa: E402

GAMES: dict[str, Game[Any]] = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}
Z95 = 1.96
REF_PAIRS = 16
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


def duplicate(game_id: str, hero: str, villain: str, seeds: int) -> dict[str, Any]:
    game = GAMES[game_id]
    diffs: list[float] = []
    for seed in range(seeds):
        base, _ = play_deal(game, seed, {}, villain)
        seats = [s for s in range(game.default_players) if base.hands() and s < 4]
        for seat in seats:
            with_hero, _ = play_deal(game, seed, {seat: hero}, villain)
            diffs.append(float(with_hero.returns()[seat]) - float(base.returns()[seat]))
    mean, low, high = ci(diffs)
    return {"game": game_id, "match": f"{hero} vs {villain}", "pairs": len(diffs),
            "mean": mean, "ci95": [low, high]}  # fmt: skip


def reference_loss(state: DealState, action: Action) -> tuple[float, Action | None]:
    """The reference: every candidate over REF_PAIRS deals; best mean minus the learner's."""
    seat = action.seat
    mine = [a for a in state.legal_actions() if a.seat == seat]
    same = [a for a in mine if _family(state, a) == _family(state, action)]
    club = basic(state, seat).action
    candidates = _candidates(state, action, club if club in same else None, same)
    if len(candidates) < 2:
        return 0.0, None
    found = _run(state, seat, candidates, REF_PAIRS, "reference", _metric(state, action))
    means = {a: statistics.fmean(o.values) for a, o in found.items()}
    best = max(means, key=means.__getitem__)
    return means[best] - means[action], best


def coach_quality(game_id: str, decisions: int) -> dict[str, Any]:
    game = GAMES[game_id]
    judged = objections = right = big = caught = forced = 0
    seed = 0
    times: list[float] = []
    while judged < decisions:
        state = new(game, 1000 + seed)
        learner = seed % game.default_players
        seed += 1
        while not state.is_terminal and judged < decisions:
            seat = state.to_move
            assert seat is not None
            action = basic(state, seat).action
            if seat == learner:
                start = time.process_time()
                verdict = judge(state, action, f"bench:{state.seed}:{state.move_count()}")
                times.append(time.process_time() - start)
                if verdict.forced:
                    forced += 1
                else:
                    judged += 1
                    loss, _ = reference_loss(state, action)
                    scale = (PLAY_SCALE if verdict.unit in ("card points", "tricks")
                             else RESULT_SCALE)[game_id]  # fmt: skip
                    objected = verdict.verdict != "good"
                    threshold = BIG[game_id] if scale is PLAY_SCALE[game_id] else scale.blunder
                    if objected:
                        objections += 1
                        right += loss >= scale.material / 2
                    if loss >= threshold:
                        big += 1
                        caught += objected
            state.apply(action)
    return {
        "game": game_id,
        "decisions": judged,
        "forced": forced,
        "objections": objections,
        "precision": right / objections if objections else None,
        "big_losses": big,
        "recall": caught / big if big else None,
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * percentile(times, 0.95),
    }


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
                if defender != state.to_move:
                    continue
                asked.add(defender)
                decisions += 1
                choice = strong_player.choose(
                    state, defender, state.game.samples, f"c:{seed}:{defender}"
                )
                if _contra(choice.action):
                    advised += 1
                    followed = _finish(state, choice.action)
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


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def move_times(game_id: str, deals: int, level: str) -> dict[str, Any]:
    """Decision times of one ``level`` seat (or of the coach on Club's moves) among Club
    players (also run in Pyodide)."""
    game = GAMES[game_id]
    times: list[float] = []
    for seed in range(-1, deals):
        state = new(game, 10**6 + seed)
        hero = (seed + 1) % game.default_players
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            start = time.process_time()
            if seat == hero and level == "coach":
                action = basic(state, seat).action
                judge(state, action, f"t:{state.move_count()}")
            else:
                action = decide(level if seat == hero else "club", state, seat)
            if seat == hero and seed >= 0:  # the first deal warms up, untimed
                times.append(time.process_time() - start)
            state.apply(action)
    return {
        "game": game_id,
        "strength": level,
        "moves": len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * percentile(times, 0.95),
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
    parser.add_argument("--section", action="append",
                        choices=["duplicate", "coach", "contra", "solos", "times"])  # fmt: skip
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    parser.add_argument("--seeds", type=int, default=20, help="seeds per duplicate match")
    parser.add_argument("--decisions", type=int, default=200, help="coach decisions per game")
    parser.add_argument("--timing-deals", type=int, default=6)
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()
    games = args.game or sorted(GAMES)
    sections = args.section or ["duplicate", "coach", "contra", "solos", "times"]
    for game_id in games:
        if "duplicate" in sections:
            for hero, villain in (("strong", "club"), ("club", "beginner")):
                print(json.dumps(duplicate(game_id, hero, villain, args.seeds)), flush=True)
        if "coach" in sections:
            print(json.dumps(coach_quality(game_id, args.decisions)), flush=True)
        if "contra" in sections and game_id != "pamfil":
            print(json.dumps(contra_advice(game_id, 4 * args.seeds)), flush=True)
        if "solos" in sections and game_id != "pamfil":
            print(json.dumps(solos(game_id, 20 * args.seeds)), flush=True)
        if "times" in sections:
            for level in ("beginner", "club", "strong", "coach"):
                print(json.dumps(move_times(game_id, args.timing_deals, level)), flush=True)
    if "times" in sections and not args.no_pyodide:
        for row in pyodide_times(games, args.timing_deals):
            print(json.dumps({"pyodide": True, **row}), flush=True)


if __name__ == "__main__":
    main()
