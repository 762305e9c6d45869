"""Engine benchmark: random complete deals per second, with the full rules, per game.

For each game, in one run: the tests' random complete deals (``tests/deals.py``: deal,
auction, exchange or declarations, play with every move chosen through the full legality
code, scoring) next to a *plain playout* written here: the same deck
dealt to the same table, every trick played with a random card that merely
follows the printed suit led, the highest card of that suit winning. The plain
playout is the floor a rules engine cannot beat; the ratio says what the rules
cost. Rates are medians over several timed runs of CPU time (the process's own, so that other
work on a shared machine does not count), and the ratio is the median of the runs' ratios,
each run timing the engine and then the plain playout back to back.

Usage: ``python scripts/bench_engine.py [--runs 5] [--seconds 1.0] [--game tarok]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer.cards import PAMFIL_DECK_32, SCHAFKOPF_DECK, TAROK_DECK, Card, Deck


def plain_playout(rng: random.Random, deck: Deck, players: int, hand_size: int) -> int:
    """Deal ``hand_size`` cards to each player and play them out following suit only.

    Returns the seat that won the last trick (so the work cannot be optimised away).
    """
    cards = list(deck.cards)
    rng.shuffle(cards)
    hands = [cards[i * hand_size : (i + 1) * hand_size] for i in range(players)]
    leader = 0
    for _ in range(hand_size):
        trick: list[Card] = []
        for i in range(players):
            hand = hands[(leader + i) % players]
            if trick:
                led = trick[0].suit
                same = [c for c in hand if c.suit is led]
                card = rng.choice(same or hand)
            else:
                card = rng.choice(hand)
            hand.remove(card)
            trick.append(card)
        led = trick[0].suit
        best = min((i for i, c in enumerate(trick) if c.suit is led), key=lambda i: trick[i].index)
        leader = (leader + best) % players
    return leader


def rate(work: Callable[[random.Random], object], seconds: float, seed: int) -> float:
    """Deals per second of ``work`` over about ``seconds`` of CPU time."""
    rng = random.Random(seed)
    count = 0
    start = time.process_time()
    deadline = start + seconds
    while True:
        for _ in range(20):
            work(rng)
        count += 20
        now = time.process_time()
        if now >= deadline:
            return count / (now - start)


def games() -> dict[str, tuple[Callable[[random.Random], object], Callable[[random.Random], int]]]:
    from tests.deals import pamfil_deal, schafkopf_deal, tarok_deal

    return {
        "schafkopf": (
            lambda rng: schafkopf_deal(rng),
            lambda rng: plain_playout(rng, SCHAFKOPF_DECK, 4, 8),
        ),
        "tarok": (
            lambda rng: tarok_deal(rng),
            # 12 cards each to three players (the talon's six stay aside, as in the game).
            lambda rng: plain_playout(rng, TAROK_DECK, 3, 12),
        ),
        "pamfil": (
            lambda rng: pamfil_deal(rng),
            lambda rng: plain_playout(rng, PAMFIL_DECK_32, 3, 5),
        ),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per measurement")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one timed run")
    parser.add_argument("--game", choices=["schafkopf", "tarok", "pamfil"], action="append")
    args = parser.parse_args()
    table = games()
    chosen = args.game or list(table)
    print(f"Python {sys.version.split()[0]}; {args.runs} runs of {args.seconds:.1f} s; medians")
    print(f"{'game':<10} {'engine deals/s':>15} {'plain deals/s':>14} {'ratio':>7}")
    for name in chosen:
        engine, plain = table[name]
        engine(random.Random(0))  # warm up imports and caches
        engine_rates, plain_rates, ratios = [], [], []
        for run in range(args.runs):
            engine_rates.append(rate(engine, args.seconds, 1000 + run))
            plain_rates.append(rate(plain, args.seconds, 1000 + run))
            ratios.append(engine_rates[-1] / plain_rates[-1])
        e, p = statistics.median(engine_rates), statistics.median(plain_rates)
        print(f"{name:<10} {e:>15,.0f} {p:>14,.0f} {statistics.median(ratios):>7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
