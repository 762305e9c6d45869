"""The coach: was the learner's action good, and if not, what was better and why.

The coach compares the learner's action with the other actions of the same decision over
deals of the unseen cards that the public play allows (:func:`trainer.bots.worlds.sample`),
each played to its end by club players. It objects only when it is sure enough:

1. **Screen.** Every candidate (the learner's action, the club player's choice and the
   other legal actions of the same kind) meets the same sampled deals; the best of them by
   mean is the challenger.
2. **Confirm.** The challenger and the learner's action then meet *fresh* deals. The
   challenger was picked on the first deals, so testing it on the same ones would flatter
   it; on fresh deals the paired difference is an honest estimate, and its lower
   confidence bound (:data:`Z` standard errors) must clear the game's material threshold.

A forced action, a near-tie or a difference the deals cannot tell apart is ``good``. The
cost is in the game's own terms: card points of the learner's side in Schafkopf and Tarok
card play, tricks in Pamfil, and the deal's result (the stakes, or the score) for a bid, a
talon choice or a doubling. The budget is a count of simulated moves (reproducible for a
seed), sized so that one verdict stays within the page's 300 ms in Pyodide.
"""

from __future__ import annotations

import json
import math
import random
import statistics
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from trainer.bots import endgame
from trainer.bots.common import Choice
from trainer.bots.endgame import side
from trainer.bots.strong import deal_result, doubling, free_choice, may_double, playout
from trainer.bots.words import action_words
from trainer.bots.worlds import advance, bid_test, sample
from trainer.state import Action, ActionKind, DealState

WORK = {"schafkopf": 780, "pamfil": 600, "tarok": 760}
"""Simulated moves one verdict may spend (both stages together): the screening of the
candidates at most two fifths, the confirmation of the challenger against the learner's
action the rest (three fifths or more, when the screening's deals did not fill its share).
Sized per game to the page's 300 ms p95 in Pyodide (``scripts/bench_bots_pyodide.mjs``): at
600 moves everywhere the p95 was 178 / 146 / 118 ms, but 600 moves left the confirmation too few
deals to object at all early in a Schafkopf or Tarok deal (5 and 3, against
:data:`MIN_PAIRS`); at 840 / 960 / 1200 it was 248 / 106 / 396 ms (Tarok's early verdicts now
reach the confirmation, and a Tarok state copies slowly). Pamfil keeps 600 and four screening
deals (:data:`SCREEN_PAIRS`): at 1,440 and two its played-out objections grew wrong (two of two
on nine new decisions, where the stronger judge found 0.06 and 0.15 tricks), since a club
playout of four or five cards differs from best play more than a confirmation can see."""

RESULT_WORK = 3
"""A bid, a talon choice, a declaration or a doubling gets this many times the game's
:data:`WORK`: each deal it compares is played out whole (32 or 36 moves in Schafkopf and
Tarok), so the usual budget confirmed a bid over 10 deals, too few to tell a solo worth 8 or
12 stakes more from the spread of its results; and there are one or two such decisions a
deal, not eight or twelve. Measured on the same 1,002 and 1,009 decisions of
``scripts/bench_bots.py --section coach`` (the judge's answers kept): Schafkopf recall 22 → 23
of 37 big losses (its auction 1 → 2 of 5), precision 94 % both; Tarok 3 → 7 of 20 (the talon
choices 3 → 7 of 8, and no more wrong objection to a bid), precision 90 → 96 %; five times
the budget caught one talon choice more for twice the extra CPU of three."""

SCREEN_PAIRS = {"schafkopf": 2, "pamfil": 4, "tarok": 2}
"""The fewest deals the screening gives each candidate; early in a deal, when playouts are
long, fewer candidates are screened (the learner's, the club player's, then the others).
Two, not more: the screening only picks the challenger, whose lead is then measured on
fresh deals, and a best card never screened can never be named (when the learner plays the
club player's card, a screening of two candidates compared it with one arbitrary other)."""

RESULT_SCREEN_PAIRS = 4
"""The same for a bid, a talon choice or a doubling: few candidates, each played out over the
whole deal, and with one rival the screening deals count as evidence too, which a bid, whose
confirmation gets only a few deals, needs (Tarok's opening bids lost their objections at two)."""

MIN_PAIRS = 6
"""Fewer confirming deals than this and the coach does not object."""

MAX_PAIRS = 40

Z = 1.645
"""One-sided 95 %: the paired difference's lower bound must clear the threshold."""


@dataclass(frozen=True, slots=True)
class Scale:
    """A game's unit for one kind of decision and what counts as material in it."""

    unit: str
    """The unit in words, plural ("card points", "tricks", "stakes")."""
    material: float
    """Below this a difference is a near-tie: the coach says nothing."""
    blunder: float
    """From this on an objection is a blunder, not just a better choice."""


PLAY_SCALE = {
    "schafkopf": Scale("card points", 6.0, 10.0),
    "tarok": Scale("card points", 4.0, 10.0),
    "pamfil": Scale("tricks", 0.4, 0.8),
}
RESULT_SCALE = {
    "schafkopf": Scale("stakes", 0.6, 1.5),
    "tarok": Scale("points", 20.0, 60.0),
    "pamfil": Scale("points", 1.0, 3.0),  # the text's own score (deal_result), not a comparison
}


@dataclass(frozen=True)
class Verdict:
    """The coach's answer for one action (the ``coach`` op's payload)."""

    seat: int
    action: Action
    verdict: str
    """``good`` | ``better`` | ``blunder``."""
    better_action: Action | None
    cost: float
    """How much worse the learner's action is than ``better_action`` (0 when good)."""
    unit: str
    reason: str
    """In game terms first: why the better action is better (or why the action is fine)."""
    why: str
    """The numbers behind the verdict, for a "Why?" disclosure ("" when there are none)."""
    forced: bool = False
    samples: int = 0
    bound: float = 0.0
    """The lower 95 % bound of the cost (what the coach is sure of)."""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self, game: str) -> dict[str, Any]:
        better = self.better_action
        return {
            "seat": self.seat,
            "action": self.action.to_json(),
            "label": action_words(self.action, game),
            "verdict": self.verdict,
            "forced": self.forced,
            "better_action": better.to_json() if better is not None else None,
            "better_label": action_words(better, game) if better is not None else None,
            "cost": round(self.cost, 1),
            "bound": round(self.bound, 1),
            "unit": self.unit,
            "reason": self.reason,
            "why": self.why,
            "samples": self.samples,
        }


MEMO = 256
"""Verdicts kept (the most recent): "Where the points went" (:mod:`trainer.bots.review`)
asks again, at the end of the deal, for the verdicts the coach gave during it."""

_verdicts: OrderedDict[tuple[str, ...], Verdict] = OrderedDict()


def judge(state: DealState, action: Action, seed: str, work: int | None = None) -> Verdict:
    """The coach's verdict on ``action`` (legal in ``state``) for its seat.

    A verdict depends only on the position, the action, the seed and the budget, so the
    same question asked again (the deal's review) is answered from :data:`MEMO` verdicts
    kept, the same answer without the work. ``work``: the budget, by default the game's
    :data:`WORK` for a card and :data:`RESULT_WORK` times it for any other decision."""
    if work is None:
        work = WORK[state.game.id] * (1 if _in_play(state, action) else RESULT_WORK)
    key = (
        seed,
        str(work),
        json.dumps(action.to_json(), sort_keys=True),
        json.dumps(state.to_json(), sort_keys=True, default=str),
    )
    found = _verdicts.get(key)
    if found is None:
        found = _judge(state, action, seed, work)
        _verdicts[key] = found
        while len(_verdicts) > MEMO:
            _verdicts.popitem(last=False)
    else:
        _verdicts.move_to_end(key)
    return found


def _judge(state: DealState, action: Action, seed: str, work: int) -> Verdict:
    seat = action.seat
    game = state.game.id
    mine = [a for a in state.legal_actions() if a.seat == seat]
    same = [a for a in mine if _family(state, a) == _family(state, action)]
    scale = _scale(state, action)
    if len(same) <= 1:
        return Verdict(
            seat,
            action,
            "good",
            None,
            0.0,
            scale.unit,
            f"Only {_object(action, game)} was possible here, so there was nothing to choose.",
            "",
            forced=True,
        )
    base = state.game.basic(state.observation(seat))
    club = base.action if base.action in same else None
    metric = _metric(state, action)
    remaining = max(1, sum(len(h) for h in state.hands())) + (
        state.players if state.phase != "play" else 0
    )
    candidates = _candidates(state, action, club, same)
    free = free_choice(state, action)
    if free is not None:  # beaten in every deal: the two compared, and objected to at any size
        candidates = [action, free]
    if not may_double(game, state.observation(seat)):
        # Advise a doubling only with a hand that could double (see strong._may_double).
        candidates = [a for a in candidates if a == action or not doubling(a)]
    solve = endgame.solvable(state)
    if solve:
        # Solved deals: as many as the search budget allows (see endgame.NODES).
        screen_pairs, budget = MAX_PAIRS, endgame.NODES * 2 // 5
    else:
        least = SCREEN_PAIRS[game] if _in_play(state, action) else RESULT_SCREEN_PAIRS
        room = max(2, (work * 2 // 5) // (least * remaining))
        candidates = candidates[:room]
        screen_pairs = max(2, min(MAX_PAIRS, (work * 2 // 5) // (len(candidates) * remaining)))
        budget = None
    screen = _run(state, seat, candidates, screen_pairs, f"{seed}:screen", metric, budget)
    screen_pairs = len(screen[action].values)
    rivals = [a for a in candidates if a != action]
    if not rivals:
        return _good(state, action, base, club, scale, screen, screen_pairs)
    challenger = max(rivals, key=lambda a: (statistics.fmean(screen[a].values), a == club))
    if free is None and statistics.fmean(screen[challenger].values) - statistics.fmean(
        screen[action].values
    ) < (scale.material / 2):
        return _good(state, action, base, club, scale, screen, screen_pairs)
    # The confirmation spends what the screening left of the budget (at least three fifths).
    rest = max(work * 3 // 5, work - screen_pairs * len(candidates) * remaining)
    pairs = MAX_PAIRS if solve else max(2, min(MAX_PAIRS, rest // (2 * remaining)))
    budget = endgame.NODES * 3 // 5 if solve else None
    confirm = _run(state, seat, [action, challenger], pairs, f"{seed}:confirm", metric, budget)
    pairs = len(confirm[action].values)
    if len(rivals) == 1:
        # The one rival was not picked by the screening deals: they count as evidence too.
        for chosen in (action, challenger):
            confirm[chosen].extend(screen[chosen])
        pairs += screen_pairs
    gains = [b - a for b, a in zip(confirm[challenger].values, confirm[action].values, strict=True)]
    mean = statistics.fmean(gains)
    spread = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.inf
    bound = mean - Z * spread
    if free is None and (
        len(gains) < MIN_PAIRS or mean < scale.material or bound < scale.material / 2
    ):
        return _good(state, action, base, club, scale, confirm, pairs, near=(challenger, mean))
    verdict = "blunder" if mean >= scale.blunder and bound >= scale.material else "better"
    reason = _objection(state, action, challenger, base, club, confirm)
    why = (
        f"Over {pairs} deals of the cards you cannot see that fit the play so far, each "
        f"played to the end {_how(state)}, {_object(challenger, game)} gave "
        f"{_your(state, seat, metric)} {_amount(statistics.fmean(confirm[challenger].values))} "
        f"{scale.unit} on average and {_object(action, game)} "
        f"{_amount(statistics.fmean(confirm[action].values))}: about {_amount(mean)} "
        f"{scale.unit} fewer with yours, and at least {_amount(max(bound, 0.0))} with 95 % "
        "confidence."
    )
    return Verdict(
        seat, action, verdict, challenger, mean, scale.unit, reason, why, samples=pairs, bound=bound
    )


# -- the playouts ---------------------------------------------------------------------------


@dataclass
class _Outcome:
    values: list[float] = field(default_factory=list)
    """The metric per deal."""
    took: list[bool] = field(default_factory=list)
    """Did the learner's side take the current trick?"""
    trick_points: list[float] = field(default_factory=list)

    def extend(self, other: _Outcome) -> None:
        self.values += other.values
        self.took += other.took
        self.trick_points += other.trick_points


Metric = Callable[[DealState, int], float]


def _run(
    state: DealState,
    seat: int,
    actions: list[Action],
    pairs: int,
    seed: str,
    metric: Metric,
    budget: int | None = endgame.NODES,
) -> dict[Action, _Outcome]:
    """Each action's outcome over ``pairs`` sampled deals, the same deals for every action.

    In the last tricks (:func:`~trainer.bots.endgame.solvable`) a deal is solved exactly
    instead of played out, and deals are solved until ``budget`` moves of search are spent
    (at least :data:`~trainer.bots.endgame.MIN_WORLDS`; ``None``: all ``pairs``)."""
    index = len(state.trick_views())
    found = {a: _Outcome() for a in actions}
    solve = endgame.solvable(state)
    spent = 0
    for i in range(pairs):
        world_seed = f"{seed}:{i}"
        if solve and budget is not None and i >= endgame.MIN_WORLDS and spent >= budget:
            break
        # One draw per deal, copied for each action but the last (a played-out deal) or for
        # each (a solved one): the sampler replays the whole public play, a copy does not,
        # and the copy is the same deal as drawing it again from the same seed.
        origin = sample(state, seat, random.Random(world_seed))
        solver = None
        if solve:
            solver = endgame.Solver(origin, seat, None if metric is card_points else metric)
        for number, action in enumerate(actions):
            if solver is not None:
                world = endgame.duplicate(origin)
                advance(world, action)
                solver.finish(world)
            else:
                world = origin if number == len(actions) - 1 else endgame.duplicate(origin)
                advance(world, action)
                playout(world, random.Random(world_seed))
            outcome = found[action]
            outcome.values.append(metric(world, seat))
            views = world.trick_views()
            if action.kind is ActionKind.PLAY and index < len(views):
                view = views[index]
                outcome.took.append(view.winner in side(world, seat))
                outcome.trick_points.append(_points(world, [c for _, c in view.cards]))
        if solver is not None:
            spent += endgame.WORLD_COST + solver.nodes
    return found


# -- what is measured ------------------------------------------------------------------------


def _points(world: DealState, codes: list[str]) -> float:
    return endgame.trick_points(world, codes)


def card_points(world: DealState, seat: int) -> float:
    """Card points the seat's side took (Pamfil: the seat's tricks); in Ramsch, where
    points are bad, the points the seat did not take."""
    team = side(world, seat)
    views = world.trick_views()
    if world.game.id == "pamfil":
        return float(sum(1 for v in views if v.winner == seat))
    codes = [code for v in views if v.winner in team for _, code in v.cards]
    taken = _points(world, codes)
    if (world.contract_json() or {}).get("type") == "ramsch":
        return -taken
    return taken


def result(world: DealState, seat: int) -> float:
    return deal_result(world, seat)


def _in_play(state: DealState, action: Action) -> bool:
    return state.phase == "play" and action.kind is ActionKind.PLAY


def _metric(state: DealState, action: Action) -> Metric:
    return card_points if _in_play(state, action) else result


def _scale(state: DealState, action: Action) -> Scale:
    game = state.game.id
    return PLAY_SCALE[game] if _in_play(state, action) else RESULT_SCALE[game]


def _family(state: DealState, action: Action) -> str:
    """Actions that answer the same question: every action of a bidding or doubling phase;
    in play a card for a card, and in Schafkopf's first trick a contra against the card
    played instead (both are the seat's)."""
    if state.phase != "play":
        return state.phase
    return "play" if action.kind in (ActionKind.PLAY, ActionKind.DOUBLE) else str(action.kind)


def _candidates(
    state: DealState, action: Action, club: Action | None, same: list[Action]
) -> list[Action]:
    if action.kind is ActionKind.DOUBLE or (
        state.phase == "play" and any(a.kind is ActionKind.DOUBLE for a in same)
    ):
        # A doubling is weighed by the deal's result: the doubling and the club card.
        plays = [a for a in same if a.kind is ActionKind.PLAY]
        doubles = [a for a in same if a.kind is ActionKind.DOUBLE]
        if action.kind is ActionKind.DOUBLE:
            if not plays:
                return [action, *[a for a in same if a != action]]
            other = club if club is not None and club.kind is ActionKind.PLAY else plays[0]
            return [action, other]
        same = plays
        del doubles
    game = state.game.id
    if state.phase == "play":
        found = [action, *([club] if club else []), *same]
    else:
        base = club or action
        found = [action, base, *state.game.candidates(state.observation(action.seat), base)]
        # Early in a deal only the first few are screened: first the games the hand could
        # justify, the highest first (a solo the hand holds before its ace game, both
        # before a Wenz without Unters), then the others in their order.
        hand = tuple(state.hands()[action.seat])
        rest = found[2:]
        bids = [a for a in rest if _could_bid(game, hand, a)]
        found[2:] = [*reversed(bids), *(a for a in rest if a not in bids)]
    return list(dict.fromkeys(a for a in found if a in same or a == action))


def _could_bid(game: str, hand: tuple[Any, ...], action: Action) -> bool:
    """Is ``action`` a game (not a pass, nor keeping the standing bid) that a player could
    have announced with ``hand``, by the test the sampled deals apply to a declarer
    (:data:`trainer.bots.worlds.PLAUSIBLE`)?"""
    test = bid_test(game)
    if test is None or action.kind is not ActionKind.CALL or action.call in (None, "pass", "hold"):
        return False
    contract: dict[str, object] = {"type": action.call, "name": action.call}
    contract |= {"level": action.level, "trump": action.trump, "called": action.called}
    return test(hand, contract)


# -- the words --------------------------------------------------------------------------------


def _object(action: Action, game: str) -> str:
    """The action as a noun phrase: "the Ober of acorns", "to pass"."""
    words = action_words(action, game)
    if action.kind is ActionKind.PLAY and words.startswith("play "):
        return words[len("play ") :]
    return f"to {words}"


def _without_the_action(reason: str, action: Action, game: str) -> str:
    """The computer player's reason without its opening words when they only name the action
    ("Announce nothing: this hand …"): after "Good: to announce nothing." they would say it
    twice."""
    words = action_words(action, game)
    head = words[:1].upper() + words[1:] + ":"
    if not reason.startswith(head):
        return reason
    rest = reason[len(head) :].strip()
    return rest[:1].upper() + rest[1:]


def _your(state: DealState, seat: int, metric: Metric) -> str:
    if metric is result:
        return "you"
    if state.game.id == "pamfil":
        return "you"
    return "your side"


def _how(state: DealState) -> str:
    """How the sampled deals were finished: solved in the last tricks, else played out."""
    if endgame.solvable(state):
        return "with the best play for both sides"
    return "by club players"


def _amount(value: float) -> str:
    return f"{value:.0f}" if abs(value) >= 10 else f"{value:.1f}".replace(".0", "")


def _share(flags: list[bool]) -> float:
    return sum(flags) / len(flags) if flags else 0.0


def _objection(
    state: DealState,
    action: Action,
    better: Action,
    base: Choice,
    club: Action | None,
    outcomes: dict[Action, _Outcome],
) -> str:
    game = state.game.id
    theirs, mine = _object(better, game), _object(action, game)
    lead = f"You chose {mine}; {theirs} was better."
    if action.kind is ActionKind.PLAY and better.kind is ActionKind.PLAY:
        lead = f"You played {mine}; {theirs} was better."
    facts: list[str] = []
    if better == club:
        facts.append(base.reason)
    good, bad = outcomes[better], outcomes[action]
    if good.took and bad.took:
        us = "you" if game == "pamfil" else "your side"
        gain, loss = _share(good.took), _share(bad.took)
        if gain >= 0.7 and loss <= 0.3:
            facts.append(f"With {theirs} {us} would most likely take this trick; with {mine} not.")
        elif loss >= 0.7 and gain <= 0.3 and game != "pamfil":
            points = statistics.fmean(bad.trick_points)
            if points >= 10 or game == "tarok":
                facts.append(
                    f"{mine[:1].upper() + mine[1:]} takes this trick for your side, but it is "
                    "worth more kept for later."
                )
    if not facts:
        if action.kind is ActionKind.PLAY:
            facts.append(
                f"The difference shows later in the deal: the cards you keep decide the tricks "
                f"to come, and {theirs} leaves you the better ones."
            )
        else:
            facts.append("Played out, this hand does clearly better with that choice.")
    return " ".join([lead, *facts])


def _good(
    state: DealState,
    action: Action,
    base: Choice,
    club: Action | None,
    scale: Scale,
    outcomes: dict[Action, _Outcome],
    pairs: int,
    near: tuple[Action, float] | None = None,
) -> Verdict:
    game = state.game.id
    mine = _object(action, game)
    if action == club:
        reason = f"Good: {mine}. {_without_the_action(base.reason, action, game)}"
    else:
        reason = f"Good: {mine} is as good as any choice here, as far as the coach can tell."
    why = (
        f"Over {pairs} deals of the cards you cannot see that fit the play so far, each played "
        f"to the end {_how(state)}, no other choice did clearly better (by "
        f"{_amount(scale.material)} {scale.unit} or more)."
    )
    if near is not None:
        other, gain = near
        why += (
            f" The closest, {_object(other, game)}, did {_amount(max(gain, 0.0))} {scale.unit} "
            "better on average: too little, or too uncertain, to call yours a mistake."
        )
    del outcomes
    return Verdict(action.seat, action, "good", None, 0.0, scale.unit, reason, why, samples=pairs)
