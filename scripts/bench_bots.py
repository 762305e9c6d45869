"""Computer-player benchmark: how well the bots play, and how long a move takes.

Per game, over seeded deals (the measured seat rotates with the seed):

* ``basic`` against random legal players: the mean net per deal of the basic seat, with a
  99 % confidence interval (it must lie above zero);
* ``strong`` against ``basic`` players: the same for one strong seat;
* move times of ``basic`` and ``strong`` (median, p95), in CPython here and in Pyodide
  under Node (``scripts/bench_bots_pyodide.mjs`` runs :func:`move_times` of this file
  inside Pyodide on the working tree's ``trainer/``).

Move times are CPU time of this process (``time.process_time``), not wall time: on a shared
machine the wall clock also counts the time spent waiting for a core, which says nothing
about the code. A first untimed deal warms the imports and caches up.

Usage: ``python scripts/bench_bots.py [--deals 2000] [--strong-deals 2000]
[--timing-deals 40] [--game tarok] [--no-pyodide]``
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.bots import basic  # noqa: E402
from trainer.bots import strong as strong_player  # noqa: E402
from trainer.pamfil.game import GAME as PAMFIL  # noqa: E402
from trainer.protocol import DEFAULT_SAMPLES  # noqa: E402
from trainer.schafkopf.game import GAME as SCHAFKOPF  # noqa: E402
from trainer.state import Action, DealState, Game  # noqa: E402
from trainer.tarok.game import GAME as TAROK  # noqa: E402

GAMES: dict[str, Game[Any]] = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}
Z99 = 2.576


def decide(policy: str, state: DealState, seat: int, rng: random.Random, samples: int) -> Action:
    if policy == "random":
        return rng.choice([a for a in state.legal_actions() if a.seat == seat])
    if policy == "basic":
        return basic(state, seat).action
    seed = f"bench:{state.seed}:{state.move_count()}"
    return strong_player.choose(state, seat, samples, seed).action


def play_deal(
    game: Game[Any], seed: int, hero: str, others: str, samples: int
) -> tuple[float, list[float]]:
    """One deal: the hero's net and the times (s) of the hero's decisions."""
    players = game.default_players
    state = game.new_state(game.options_type(), seed, players)
    assert isinstance(state, DealState)
    me = seed % players
    rng = random.Random(f"bench:{game.id}:{seed}")
    times: list[float] = []
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        if seat == me:
            start = time.process_time()
            action = decide(hero, state, seat, rng, samples)
            times.append(time.process_time() - start)
        else:
            action = decide(others, state, seat, rng, samples)
        state.apply(action)
    return float(state.returns()[me]), times


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def match(game_id: str, deals: int, hero: str, others: str, samples: int) -> dict[str, Any]:
    game = GAMES[game_id]
    nets: list[float] = []
    times: list[float] = []
    for seed in range(deals):
        net, spent = play_deal(game, seed, hero, others, samples)
        nets.append(net)
        times.extend(spent)
    mean = statistics.fmean(nets)
    half = Z99 * statistics.stdev(nets) / len(nets) ** 0.5
    return {
        "game": game_id,
        "hero": hero,
        "others": others,
        "deals": deals,
        "mean": mean,
        "ci99": [mean - half, mean + half],
        "moves": len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * percentile(times, 0.95),
    }


def move_times(game_id: str, deals: int, strength: str, samples: int = 0) -> dict[str, Any]:
    """Decision times of one ``strength`` seat against basic players (also run in Pyodide)."""
    budget = samples or DEFAULT_SAMPLES[game_id]
    play_deal(GAMES[game_id], 10**6, strength, "basic", budget)  # warm-up, not timed
    times: list[float] = []
    for seed in range(deals):
        times.extend(play_deal(GAMES[game_id], seed, strength, "basic", budget)[1])
    return {
        "game": game_id,
        "strength": strength,
        "samples": budget if strength == "strong" else None,
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
    parser.add_argument("--deals", type=int, default=2000, help="deals of basic vs random")
    parser.add_argument("--strong-deals", type=int, default=2000, help="deals of strong vs basic")
    parser.add_argument("--timing-deals", type=int, default=40, help="deals timed in Pyodide")
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()
    games = args.game or sorted(GAMES)
    print(f"{'game':<10} {'match':<17} {'deals':>6} {'mean net':>9} {'99% CI':>18} "
          f"{'moves':>6} {'median ms':>9} {'p95 ms':>8}")  # fmt: skip
    for game_id in games:
        for hero, others, deals in (
            ("basic", "random", args.deals),
            ("strong", "basic", args.strong_deals),
        ):
            row = match(game_id, deals, hero, others, DEFAULT_SAMPLES[game_id])
            low, high = row["ci99"]
            print(
                f"{game_id:<10} {hero + ' vs ' + others:<17} {deals:>6} {row['mean']:>9.2f} "
                f"{f'[{low:.2f}, {high:.2f}]':>18} {row['moves']:>6} "
                f"{row['median_ms']:>9.2f} {row['p95_ms']:>8.1f}",
                flush=True,
            )
    if not args.no_pyodide:
        print("\nPyodide (Node), against basic players:")
        for row in pyodide_times(games, args.timing_deals):
            print(
                f"{row['game']:<10} {row['strength']:<7} moves {row['moves']:>5}  "
                f"median {row['median_ms']:.2f} ms  p95 {row['p95_ms']:.1f} ms",
                flush=True,
            )


if __name__ == "__main__":
    main()
