"""The coach's independent check: its verdicts on cards against exact solutions of sampled worlds.

At card-play positions of seeded deals (Club players at every seat, the learner's seat in
turn), the coach judges every card the learner may play: his own (the Club player's, with which
the deal goes on) and each other one, deliberately poor ones among them, as a beginner's slips
would be; so every material card counts, not only a Club learner's. Each figure is also given
for the own cards alone and for the others. The reference draws :data:`WORLDS` worlds the
public play allows (:func:`trainer.bots.worlds.sample`, its own seeds) and solves the rest of
each deal exactly for every legal card (:class:`trainer.bots.exact.CardPlay`: best play by both
sides). It shares none of the coach's shortcuts: no club playouts, no horizon, no search
budget, no screening of candidates, many more worlds. A card's loss is the best card's mean
less its own, in card points (Pamfil: tricks); its result loss the same for the deal's result
(:func:`trainer.bots.exact.outcome`: in Schafkopf and Tarok the share of worlds in which the
learner's side wins the deal; in Pamfil the learner's score, from his tricks).

- A card is **material** when it loses at least :data:`BIG` (10 card points; Pamfil a trick)
  or the result (:data:`RESULT_BIG`: a quarter of the deals more lost; Pamfil a point).
- **Recall**: of the material cards, the share the coach objects to.
- **Precision**: of the coach's objections, the share where the reference finds a real loss
  (:data:`REAL`: 3 card points in Schafkopf, 2 in Tarok, a fifth of a trick in Pamfil, or an
  eighth of the deals more lost, half a point in Pamfil). ``strict``: twice that.

The exact search is affordable from the point where each seat holds at most :data:`HORIZON`
cards: Pamfil's whole play, the last six tricks of Schafkopf, the last eight of Tarok (every
legal card of a world searched, in CPython: a Schafkopf world of six cards each took about a
second at most, of seven 20 to 40 s; a Tarok world of eight cards 0.25 s on average and up to
0.6 s, of nine up to 1.6 s); so the check covers those positions, which is said with every
figure. The reference's answers are kept (``--cache``): a second run judges the same positions
with the coach as it is then (or as it was: ``PYTHONPATH`` at an older checkout's root; the
coach is asked with the ``coach`` op's seed).

Usage: ``python scripts/bench_coach_reference.py --game schafkopf --positions 200
[--worlds 64] [--rows rows.jsonl] [--cache ref.json]``
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.bots import basic  # noqa: E402
from trainer.bots.coach import judge  # noqa: E402
from trainer.bots.endgame import duplicate  # noqa: E402
from trainer.bots.exact import CardPlay, outcome, scored  # noqa: E402
from trainer.bots.worlds import sample  # noqa: E402
from trainer.pamfil.game import GAME as PAMFIL  # noqa: E402
from trainer.schafkopf.game import GAME as SCHAFKOPF  # noqa: E402
from trainer.state import ActionKind, DealState, Game  # noqa: E402
from trainer.tarok.game import GAME as TAROK  # noqa: E402

GAMES: dict[str, Game[Any]] = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}
WORLDS = 64
HORIZON = {"pamfil": 5, "schafkopf": 6, "tarok": 8}
"""Cards in the learner's hand from which a position is checked (see the module)."""
BIG = {"pamfil": 1.0, "schafkopf": 10.0, "tarok": 10.0}
RESULT_BIG = {"pamfil": 1.0, "schafkopf": 0.25, "tarok": 0.25}
REAL = {"pamfil": (0.2, 0.5), "schafkopf": (3.0, 0.125), "tarok": (2.0, 0.125)}
"""A real loss, for precision: in card points (Pamfil: tricks), or in the result. Half the
coach's material thresholds before issue 32 (6 and 4 card points, 0.4 tricks)."""
FIRST_DEAL = 5000
Z95 = 1.96


def reference(state: DealState, seat: int, worlds: int) -> dict[str, Any]:
    """Every legal card's mean points (Pamfil: tricks) and result over ``worlds`` sampled
    worlds, each solved exactly; with the search's size."""
    points: dict[str, list[float]] = {}
    results: dict[str, list[float]] = {}
    nodes = 0
    for i in range(worlds):
        world = sample(state, seat, random.Random(f"reference:{i}"))
        solver = CardPlay(world, seat)
        left = solver.left
        for code, value in solver.values().items():
            points.setdefault(code, []).append(value)
            results.setdefault(code, []).append(outcome(world, seat, value, left))
        nodes += solver.nodes
    return {
        "points": {code: statistics.fmean(v) for code, v in points.items()},
        "results": {code: statistics.fmean(v) for code, v in results.items()},
        "nodes": nodes,
    }


def losses(ref: dict[str, Any], card: str) -> tuple[float, float, str]:
    """The card's loss in points and in result against the best card, and the best card."""
    points, results = ref["points"], ref["results"]
    best = max(points, key=lambda code: (points[code], results[code], code == card))
    return points[best] - points[card], max(results.values()) - results[card], best


# -- the positions ---------------------------------------------------------------------------


def positions(game_id: str, count: int):  # type: ignore[no-untyped-def]
    """``count`` positions of the learner's with a choice of cards (and the club player's
    card there), in deal order."""
    game = GAMES[game_id]
    found = 0
    deal = 0
    while found < count:
        seed = FIRST_DEAL + deal
        state = game.new_state(game.options_type(), seed, game.default_players)
        learner = deal % game.default_players
        deal += 1
        while not state.is_terminal and found < count:
            seat = state.to_move
            assert seat is not None
            club = basic(state, seat).action
            cards = [
                a for a in state.legal_actions() if a.seat == seat and a.kind is ActionKind.PLAY
            ]
            if (
                seat == learner
                and state.phase == "play"
                and len(cards) > 1
                and len(state.hands()[seat]) <= HORIZON[game_id]
                and scored(state)
            ):
                yield duplicate(state), club, cards
                found += 1
            state.apply(club)


def wilson(hits: int, total: int) -> list[float] | None:
    if not total:
        return None
    p = hits / total
    centre = (p + Z95**2 / (2 * total)) / (1 + Z95**2 / total)
    half = Z95 * math.sqrt(p * (1 - p) / total + Z95**2 / (4 * total**2)) / (1 + Z95**2 / total)
    return [round(centre - half, 3), round(centre + half, 3)]


def check(
    game_id: str, count: int, worlds: int, rows: Path | None, cache_path: Path | None
) -> dict[str, Any]:
    cache: dict[str, Any] = {}
    if cache_path is not None and cache_path.exists():
        cache = json.loads(cache_path.read_text())
    out = rows.open("w") if rows is not None else None
    counts: Counter[str] = Counter()
    coach_times: list[float] = []
    real_points, real_result = REAL[game_id]
    for state, club, cards in positions(game_id, count):
        seat = club.seat
        key = f"{game_id}:{state.seed}:{state.move_count()}:{worlds}"
        if key not in cache:
            started = time.process_time()
            cache[key] = reference(state, seat, worlds)
            cache[key]["cpu_s"] = time.process_time() - started
            if cache_path is not None:
                cache_path.write_text(json.dumps(cache))
        ref = cache[key]
        seed = f"coach:{game_id}:{state.seed}:{state.move_count()}:{seat}"  # the coach op's
        for action in sorted(cards, key=lambda a: a != club):  # the club player's card first
            kind = "own" if action == club else "other"
            card = action.card or ""
            loss, result_loss, best = losses(ref, card)
            started = time.process_time()
            verdict = judge(state, action, seed)
            coach_times.append(time.process_time() - started)
            objected = verdict.verdict != "good"
            material = loss >= BIG[game_id] or result_loss >= RESULT_BIG[game_id]
            real = loss >= real_points or result_loss >= real_result
            strict = loss >= 2 * real_points or result_loss >= 2 * real_result
            for where in ("", f"{kind}_"):
                counts[f"{where}cards"] += 1
                counts[f"{where}material"] += material
                counts[f"{where}caught"] += material and objected
                counts[f"{where}objections"] += objected
                counts[f"{where}right"] += objected and real
                counts[f"{where}strict_right"] += objected and strict
            if out is not None:
                row = {
                    "seed": state.seed, "move": state.move_count(), "kind": kind,
                    "cards": len(state.hands()[seat]), "card": card, "best": best,
                    "loss": round(loss, 2), "result_loss": round(result_loss, 3),
                    "material": material, "verdict": verdict.verdict,
                    "better": verdict.better_action.card if verdict.better_action else None,
                    "cost": round(verdict.cost, 2), "bound": round(verdict.bound, 2),
                    "samples": verdict.samples, "reference_cpu_s": round(ref.get("cpu_s", 0.0), 2),
                    **{k: round(v, 3) for k, v in verdict.extra.items()},
                }  # fmt: skip
                out.write(json.dumps(row) + "\n")
                out.flush()
    if out is not None:
        out.close()
    result: dict[str, Any] = {
        "game": game_id, "positions": count, "worlds": worlds, "horizon": HORIZON[game_id]
    }  # fmt: skip
    for where in ("", "own_", "other_"):
        result[f"{where}cards"] = counts[f"{where}cards"]
        result[f"{where}material"] = counts[f"{where}material"]
        result[f"{where}objections"] = counts[f"{where}objections"]
        for name, num, den in (
            ("recall", "caught", "material"),
            ("precision", "right", "objections"),
            ("strict_precision", "strict_right", "objections"),
        ):
            hits, total = counts[f"{where}{num}"], counts[f"{where}{den}"]
            result[f"{where}{name}"] = round(hits / total, 3) if total else None
            result[f"{where}{name}_ci95"] = wilson(hits, total)
    result["coach_median_ms"] = round(1000 * statistics.median(coach_times), 1)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--worlds", type=int, default=WORLDS)
    parser.add_argument("--rows", type=Path, help="write each position here (JSON lines)")
    parser.add_argument("--cache", type=Path, help="keep the reference's answers here (JSON)")
    args = parser.parse_args()
    for game_id in args.game or sorted(GAMES):
        rows = args.rows.with_suffix(f".{game_id}.jsonl") if args.rows else None
        cache = args.cache.with_suffix(f".{game_id}.json") if args.cache else None
        print(json.dumps(check(game_id, args.positions, args.worlds, rows, cache)), flush=True)


if __name__ == "__main__":
    main()
