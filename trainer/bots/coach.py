"""The coach: was the learner's action good, and if not, what was better and why.

The coach compares the learner's action with the other actions of the same decision over
deals of the unseen cards that the public play allows (:func:`trainer.bots.worlds.sample`).
In the last tricks (the game's :attr:`~trainer.state.Bots.solve`; Pamfil's whole play) each
deal is solved exactly
(:class:`trainer.bots.exact.CardPlay`: best play by both sides); before, it is played to its
end by club players. It objects only when it is sure enough:

1. **The Hint stands.** The action the Hint gives (:func:`hint`) is never called a mistake,
   and when the learner chose otherwise it is the first rival weighed: one judgement, shown by
   both (NEW-02). In card play the Hint is the coach's own: the club player's card, unless
   the coach's verdict on that card names a better one (:func:`advise`); for a bid, a talon
   choice, an announcement or a doubling it is the strong player's choice.
2. **Screen.** Every candidate (the learner's action, the Hint's, the club player's choice and
   the other legal actions of the same kind) meets the same sampled deals; the best of them by
   mean is the challenger (the Hint's action, unless another does clearly better).
3. **Confirm.** The challenger and the learner's action then meet *fresh* deals. The
   challenger was picked on the first deals, so testing it on the same ones would flatter
   it; on fresh deals the paired difference is an honest estimate, and its lower
   confidence bound (:data:`Z` standard errors) must clear the game's material threshold.

A forced action, a near-tie or a difference the deals cannot tell apart is ``good``. The
cost is in the game's own terms: card points of the learner's side in Schafkopf and Tarok
card play (and how often the side loses the deal: a card can cost the game with few points),
the learner's score in Pamfil (the text scores each player's tricks), and the deal's result
(the stakes, or the score) for a bid, a talon choice or a doubling. The reason comes first, in
game terms (:mod:`trainer.bots.reasons`); the numbers go behind "Why?". Where no reason in
game terms fits a decision other than a card, the coach objects only to a large, clear loss.
A good verdict with nothing to teach is ``quiet``: the page says it only when asked. The
budget is a count of simulated moves (reproducible for a seed), sized so that one verdict
stays within the page's 300 ms in Pyodide.
"""

from __future__ import annotations

import dataclasses
import json
import math
import random
import statistics
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from trainer.bots import reasons
from trainer.bots.advice import decide
from trainer.bots.common import Choice
from trainer.bots.endgame import duplicate, side, trick_points
from trainer.bots.exact import CardPlay, outcome, scored, taken
from trainer.bots.strong import deal_result, doubling, free_choice, may_double, playout
from trainer.bots.words import action_object, action_words
from trainer.bots.worlds import advance, sample
from trainer.i18n import Message, Text, current_locale, msg
from trainer.state import Action, ActionKind, DealState, Scale, rounded

RESULT_WORK = 3
"""A bid, a talon choice, a declaration or a doubling gets this many times the game's
:attr:`~trainer.state.Bots.work`: each deal it compares is played out whole (32 or 36 moves
in Schafkopf and
Tarok), so the usual budget confirmed a bid over 10 deals, too few to tell a solo worth 8 or
12 stakes more from the spread of its results; and there are one or two such decisions a
deal, not eight or twelve. Measured on the same 1,002 and 1,009 decisions of
``scripts/bench_bots.py --section coach`` (the judge's answers kept): Schafkopf recall 22 → 23
of 37 big losses (its auction 1 → 2 of 5), precision 94 % both; Tarok 3 → 7 of 20 (the talon
choices 3 → 7 of 8, and no more wrong objection to a bid), precision 90 → 96 %; five times
the budget caught one talon choice more for twice the extra CPU of three."""

RESULT_SCREEN_PAIRS = 4
"""The same for a bid, a talon choice or a doubling: few candidates, each played out over the
whole deal, and with one rival the screening deals count as evidence too, which a bid, whose
confirmation gets only a few deals, needs (Tarok's opening bids lost their objections at two)."""

MIN_PAIRS = 6
"""Fewer confirming deals than this and the coach does not object."""

MAX_PAIRS = 40

Z = 1.645
"""One-sided 95 %: the paired difference's lower bound must clear the threshold."""

RESULT_SHARE = 0.25
"""In Schafkopf and Tarok card play, a card that loses the deal in this share of the deals more
than the better card is a mistake whatever its card points (a few points can decide the
game): the coach's independent check counts such a card as material. Where the game's
:attr:`~trainer.state.Bots.points_and_result` says so, half this share with half the material
card points is one too: the points given away are the deal's."""


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
    quiet: bool = False
    """A good verdict with nothing to teach ("as good as any choice here"): said only when the
    learner asks."""
    play: bool = True
    """Judged as a card of the play (:attr:`~trainer.state.Bots.play_scale`), else by the deal's
    result."""
    said: str = ""
    """The reason without its first sentence (which names the two actions): what the Hint
    says when it gives the better action."""
    extra: dict[str, Any] = field(default_factory=dict)
    """What the confirmation measured (its mean difference and bound, in the unit and in the
    share of deals won), for the benchmarks; not shown."""

    def to_json(self, game: str) -> dict[str, Any]:
        better = self.better_action
        return {
            "seat": self.seat,
            "action": self.action.to_json(),
            "label": action_words(self.action, game),
            "verdict": self.verdict,
            "forced": self.forced,
            "quiet": self.quiet,
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


def seed_for(state: DealState, action: Action) -> str:
    """The coach's seed for a decision: the same for every action of it (so the learner's
    action and the Hint's meet the same deals), and for the ``coach`` op, the Hint and "Where
    the points went" alike."""
    return f"coach:{state.game.id}:{state.seed}:{state.move_count()}:{action.seat}"


def judge(
    state: DealState, action: Action, seed: str | None = None, work: int | None = None
) -> Verdict:
    """The coach's verdict on ``action`` (legal in ``state``) for its seat.

    A verdict depends only on the position, the action, the seed and the budget, so the
    same question asked again (the Hint's, then the learner's; the deal's review) is answered
    from :data:`MEMO` verdicts kept, the same answer without the work. ``seed``: by default
    :func:`seed_for`; ``work``: the budget, by default the game's
    :attr:`~trainer.state.Bots.work` for a card and
    :data:`RESULT_WORK` times it for any other decision."""
    if seed is None:
        seed = seed_for(state, action)
    if work is None:
        work = state.game.bots.work * (1 if _in_play(state, action) else RESULT_WORK)
    key = (
        seed,
        str(work),
        current_locale(),  # the verdict keeps its words, said in the request's language
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


def hint(state: DealState, seat: int) -> Choice:
    """The Hint for ``seat`` (the seat to move): in card play the coach's own choice
    (:func:`advise`), else the strong player's (:func:`trainer.bots.advice.decide`)."""
    cards = [a for a in state.legal_actions() if a.seat == seat and a.kind is ActionKind.PLAY]
    if state.phase == "play" and len(cards) > 1 and state.to_move == seat:
        return advise(state, seat)
    return decide(state, seat, "strong")


def advise(state: DealState, seat: int) -> Choice:
    """The coach's card for ``seat``: the club player's, unless the coach's verdict on it names
    a better one; with the reason in game terms either way."""
    base = state.game.bots.basic(state.observation(seat))
    verdict = judge(state, base.action)
    if verdict.verdict == "good" or verdict.better_action is None:
        return base
    return Choice(verdict.better_action, verdict.said)


def _judge(state: DealState, action: Action, seed: str, work: int) -> Verdict:
    seat = action.seat
    game = state.game.id
    mine = [a for a in state.legal_actions() if a.seat == seat]
    same = [a for a in mine if _family(state, a) == _family(state, action)]
    scale = _scale(state, action)
    play = _in_play(state, action)
    if len(same) <= 1:
        return Verdict(
            seat,
            action,
            "good",
            None,
            0.0,
            scale.unit,
            msg("coach.verdict.only", only=_object(action, game)).render(),
            "",
            forced=True,
            play=play,
        )
    base = state.game.bots.basic(state.observation(seat))
    club = base.action if base.action in same else None
    hint = _hint(state, action, club, same)
    if hint is not None and hint.action == action:
        return _good(state, action, base, hint, scale, 0, play=play)
    # The screening's candidates and its deals do not depend on the learner's action: every
    # verdict at this position meets the same deals (kept, see _run); the learner's action
    # and the Hint's join them when the budget left them out.
    canonical = _candidates(state, club or same[0], club, same)
    if not may_double(state.game, state.observation(seat)):
        # Advise a doubling only with a hand that could double (see strong.may_double).
        canonical = [a for a in canonical if not doubling(a)]
    solve = _solvable(state, action)
    remaining = max(1, sum(len(h) for h in state.hands())) + (
        state.players if state.phase != "play" else 0
    )
    if solve:
        screen_pairs, pairs = state.game.bots.solve_deals
    else:
        least = state.game.bots.screen_pairs if play else RESULT_SCREEN_PAIRS
        room = max(2, (work * 2 // 5) // (least * remaining))
        canonical = canonical[:room]
        screen_pairs = max(2, min(MAX_PAIRS, (work * 2 // 5) // (len(canonical) * remaining)))
        rest = max(work * 3 // 5, work - screen_pairs * len(canonical) * remaining)
        pairs = max(2, min(MAX_PAIRS, rest // (2 * remaining)))
    free = free_choice(state, action)
    if free is not None:
        # Beaten in every deal (a free announcement left out): the two compared, and objected
        # to at any size.
        challenger = free
        confirm = _run(state, seat, [action, free], pairs, f"{seed}:confirm", solve)
    elif hint is not None and play:
        # A card against the Hint's, which the Hint's own verdict picked among them all (its
        # screening, :func:`advise`): the whole budget weighs the two.
        challenger = hint.action
        whole = max(2, min(MAX_PAIRS, work // (2 * remaining)))
        pairs = state.game.bots.solve_deals[1] if solve else whole
        confirm = _run(state, seat, [action, challenger], pairs, f"{seed}:confirm", solve)
    else:
        candidates = list(dict.fromkeys([action, *([hint.action] if hint else []), *canonical]))
        screen = _run(state, seat, candidates, screen_pairs, f"{seed}:screen", solve)
        rivals = [a for a in candidates if a != action]
        if not rivals:
            return _good(state, action, base, hint, scale, screen_pairs, play=play)
        challenger = _challenger(screen, action, rivals, scale, club, hint.action if hint else None)
        lead = screen[challenger].mean() - screen[action].mean()
        lost = screen[action].loss_share(screen[challenger])
        if lead < scale.material / 2 and lost < RESULT_SHARE / 2:
            return _good(state, action, base, hint, scale, screen_pairs, play=play)
        # The confirmation spends what the screening left of the budget (at least three fifths).
        confirm = _run(state, seat, [action, challenger], pairs, f"{seed}:confirm", solve)
        if len(rivals) == 1:
            # The one rival was not picked by the screening deals: they count as evidence too.
            for chosen in (action, challenger):
                confirm[chosen].extend(screen[chosen])
    pairs = len(confirm[action].values)
    test = _Test(confirm[challenger].values, confirm[action].values)
    on_result = _Test(confirm[challenger].wins, confirm[action].wins)
    material = test.clears(scale.material, scale.floor())
    by_result = (
        play and not material and on_result.clears(RESULT_SHARE, state.game.bots.result_sure)
    )
    measured = {
        "mean": test.mean,
        "bound": test.bound,
        "result_mean": on_result.mean,
        "result_bound": on_result.bound,
    }
    both = (
        play
        and state.game.bots.points_and_result
        and not (material or by_result)
        and test.clears(scale.material / 2)
        and on_result.clears(RESULT_SHARE / 2, 0.0)
    )
    if free is None and (pairs < MIN_PAIRS or not (material or by_result or both)):
        good = _good(
            state, action, base, hint, scale, pairs, near=(challenger, test.mean), play=play
        )
        return dataclasses.replace(good, extra=measured)
    facts = confirm_facts(confirm, play)
    said = reasons.objection(state, action, challenger, hint, base, facts, by_result, both)
    clear = test.mean >= scale.blunder and test.bound >= scale.material
    if said is None and not play and not clear and free is None:
        # No reason in game terms: only a large, clear loss is worth an objection.
        return _good(
            state, action, base, hint, scale, pairs, near=(challenger, test.mean), play=play
        )
    verdict = "blunder" if clear or (by_result and on_result.mean >= 2 * RESULT_SHARE) else "better"
    theirs, yours = _object(challenger, game), _object(action, game)
    played = action.kind is ActionKind.PLAY and challenger.kind is ActionKind.PLAY
    reason = msg(
        "coach.verdict.played" if played else "coach.verdict.chose",
        yours=yours,
        theirs=theirs,
        said=Text(said or _numbers_only(play)),
    ).render()
    why = _why(state, seat, action, challenger, confirm, scale, test, on_result, by_result)
    return Verdict(
        seat,
        action,
        verdict,
        challenger,
        test.mean,
        scale.unit,
        reason,
        why,
        samples=pairs,
        bound=test.bound,
        play=play,
        said=said or _numbers_only(play),
        extra=measured,
    )


def _hint(
    state: DealState, action: Action, club: Action | None, same: list[Action]
) -> Choice | None:
    """The Hint for this decision, when it is one of its choices: the one judgement the coach
    and the Hint share. None for the club player's card itself, which the Hint in card play
    is worked out from (:func:`advise`)."""
    seat = action.seat
    if state.to_move != seat or (_in_play(state, action) and action == club):
        return None
    found = hint(state, seat)
    return found if found.action in same else None


def _challenger(
    screen: dict[Action, _Outcome],
    action: Action,
    rivals: list[Action],
    scale: Scale,
    club: Action | None,
    hint: Action | None,
) -> Action:
    """The rival to confirm: the best by the screening's mean, unless the Hint's action (then
    the club player's) did nearly as well: the coach then names what the Hint named."""
    best = max(rivals, key=lambda a: (screen[a].mean(), a == hint, a == club))
    for preferred in (hint, club):
        if preferred is not None and preferred in rivals:
            close = screen[best].mean() - screen[preferred].mean() < scale.material / 2
            if close:
                return preferred
    return best


@dataclass(frozen=True)
class _Test:
    """The paired differences of a better action over the learner's, and how sure they are."""

    mean: float
    bound: float
    """The mean less :data:`Z` standard errors."""
    count: int

    def __init__(self, better: list[float], yours: list[float]) -> None:
        gains = [b - a for b, a in zip(better, yours, strict=True)]
        mean = statistics.fmean(gains) if gains else 0.0
        spread = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.inf
        object.__setattr__(self, "mean", mean)
        object.__setattr__(self, "bound", mean - Z * spread)
        object.__setattr__(self, "count", len(gains))

    def clears(self, threshold: float, sure: float | None = None) -> bool:
        """Is the difference material (its mean at least ``threshold``) and sure (its lower
        bound at least ``sure``, by default half the threshold)?"""
        floor = threshold / 2 if sure is None else sure
        return self.count >= MIN_PAIRS and self.mean >= threshold and self.bound >= floor


# -- the deals compared ----------------------------------------------------------------------


@dataclass
class _Outcome:
    values: list[float] = field(default_factory=list)
    """The measure per deal (card points, the score, the deal's result)."""
    wins: list[float] = field(default_factory=list)
    """In Schafkopf and Tarok card play: 1 when the learner's side won the deal, else 0."""
    took: list[bool] = field(default_factory=list)
    """Did the learner's side take the current trick?"""
    trick_points: list[float] = field(default_factory=list)

    def extend(self, other: _Outcome) -> None:
        self.values += other.values
        self.wins += other.wins
        self.took += other.took
        self.trick_points += other.trick_points

    def mean(self) -> float:
        return statistics.fmean(self.values) if self.values else 0.0

    def loss_share(self, better: _Outcome) -> float:
        """How much more often the learner's side loses the deal than with ``better``."""
        if not self.wins or len(self.wins) != len(better.wins):
            return 0.0
        return statistics.fmean(better.wins) - statistics.fmean(self.wins)


@dataclass
class _Deal:
    """One sampled deal of a position and what each action it was tried with came to."""

    entries: dict[Action, tuple[float, float | None, bool | None, float]] = field(
        default_factory=dict
    )
    """Action → (the measure, the deal won or not, the trick taken, the trick's worth)."""
    search: CardPlay | None = None
    """The deal's exact search (solved deals), kept for what a card does to this trick."""
    origin: DealState | None = None


DEALS_KEPT = 8
"""Positions whose sampled deals are kept (the most recent): the Hint's verdict and the
learner's at the same position meet the same deals, each worked out once."""

_deals: OrderedDict[str, dict[str, _Deal]] = OrderedDict()


def _kept(state: DealState, seat: int, how: str) -> dict[str, _Deal]:
    """The deals kept for ``seat`` at this position, measured ``how``."""
    key = f"{seat}:{how}:" + json.dumps(state.to_json(), sort_keys=True, default=str)
    found = _deals.get(key)
    if found is None:
        found = _deals[key] = {}
        while len(_deals) > DEALS_KEPT:
            _deals.popitem(last=False)
    else:
        _deals.move_to_end(key)
    return found


def _run(
    state: DealState,
    seat: int,
    actions: list[Action],
    pairs: int,
    seed: str,
    solve: bool = False,
) -> dict[Action, _Outcome]:
    """Each action's outcome over ``pairs`` sampled deals, the same deals for every action.

    With ``solve`` (in the last tricks, :func:`_solvable`) each deal is solved exactly for
    every card at once instead of played out. A deal and what an action came to in it are
    kept for the position (:data:`DEALS_KEPT`): asked again with another action, the deal
    is the same (drawn from the same seed) and only the new action is worked out, so a
    verdict is the same whichever was asked first."""
    found = {a: _Outcome() for a in actions}
    # One measure for the decision: card points only when every action compared is a card
    # (a contra against a card is weighed by the deal's result).
    cards = state.phase == "play" and all(a.kind is ActionKind.PLAY for a in actions)
    kept = _kept(state, seat, f"{'cards' if cards else 'result'}:{'solved' if solve else 'out'}")
    for i in range(pairs):
        world_seed = f"{seed}:{i}"
        deal = kept.setdefault(world_seed, _Deal())
        missing = [a for a in actions if a not in deal.entries]
        if missing:
            if deal.origin is None:
                deal.origin = sample(state, seat, random.Random(world_seed))
            if solve:
                _solved(deal, seat)
            else:
                _played_out(deal, seat, missing, world_seed, cards)
        for action in actions:
            value, won, took, worth = deal.entries[action]
            if solve and took is None and len(actions) <= 2:
                # the confirmation: what happens to this trick, for the reason
                assert deal.search is not None
                took, worth, _ = deal.search.trick_after(action.card or "")
                deal.entries[action] = (value, won, took, worth)
            outcome_ = found[action]
            outcome_.values.append(value)
            if won is not None:
                outcome_.wins.append(won)
            if took is not None:
                outcome_.took.append(took)
                outcome_.trick_points.append(worth)
    return found


def _played_out(
    deal: _Deal, seat: int, actions: list[Action], world_seed: str, cards: bool
) -> None:
    """Play the deal to its end by club players after each of ``actions``: a copy of the
    drawn deal for each (a copy is the same deal as drawing it again from the same seed)."""
    origin = deal.origin
    assert origin is not None
    index = len(origin.trick_views())
    for action in actions:
        world = duplicate(origin)
        advance(world, action)
        won = None
        if cards:
            value, won = _to_the_end(world, seat, random.Random(world_seed))
        else:
            playout(world, random.Random(world_seed))
            value = deal_result(world, seat)
        took, worth = None, 0.0
        views = world.trick_views()
        if action.kind is ActionKind.PLAY and index < len(views):
            view = views[index]
            took = view.winner in side(world, seat)
            worth = trick_points(world, [c for _, c in view.cards])
        deal.entries[action] = (value, won, took, worth)


def _to_the_end(world: DealState, seat: int, rng: random.Random) -> tuple[float, float | None]:
    """A card's deal finished: played by club players until the last tricks
    (:attr:`~trainer.state.Bots.finish`), then solved exactly (best play by both sides,
    :class:`CardPlay`); the
    coach's measure (the side's card points, Pamfil: the seat's score) and whether the side
    wins the deal."""
    horizon = world.game.bots.finish
    decide = world.game.bots.basic
    while not world.is_terminal:
        mover = world.to_move
        assert mover is not None
        if world.phase == "play" and not world.trick and len(world.hands()[mover]) <= horizon:
            break  # a trick's start: every hand holds the same few cards
        obs = world.observation(mover, full=False)
        advance(world, obs.legal[0] if len(obs.legal) == 1 else decide(obs).action)
    del rng  # the club players choose without chance; the seed drew the deal
    alone = world.game.bots.alone
    if world.is_terminal or not scored(world):
        if not world.is_terminal:
            playout(world, random.Random(0))
        won = outcome(world, seat, 0.0, 0.0) if scored(world) and not alone else None
        return card_points(world, seat), won
    search = CardPlay(world, seat)
    value = search.value()
    result = outcome(world, seat, value, search.left)
    if alone:
        return result, None
    return taken(world, side(world, seat)) + value, result


def _solved(deal: _Deal, seat: int) -> None:
    """Solve the deal for every card the seat may play. The measure is the coach's: the side's
    card points of the whole deal (Pamfil: the seat's score for its tricks), and whether the
    side wins it."""
    world = deal.origin
    assert world is not None
    search = deal.search = CardPlay(world, seat)
    values = search.values()
    alone = world.game.bots.alone
    team = side(world, seat)
    ramsch = (world.contract_json() or {}).get("type") == "ramsch"
    so_far = taken(world, team)
    result = scored(world)
    for code, value in values.items():
        action = Action(seat, ActionKind.PLAY, card=code)
        won = None
        if alone:
            measure = outcome(world, seat, value, search.left)
        else:
            measure = -(so_far + value) if ramsch else so_far + value
            if result:
                won = outcome(world, seat, value, search.left)
        deal.entries[action] = (measure, won, None, 0.0)


def confirm_facts(confirm: dict[Action, _Outcome], play: bool) -> dict[Action, reasons.Facts]:
    """What the confirmation's deals say of each action in the current trick, for the reasons."""
    facts: dict[Action, reasons.Facts] = {}
    for action, outcome_ in confirm.items():
        took = sum(outcome_.took) / len(outcome_.took) if outcome_.took else None
        points = statistics.fmean(outcome_.trick_points) if outcome_.trick_points else 0.0
        facts[action] = reasons.Facts(took if play else None, points)
    return facts


# -- what is measured ------------------------------------------------------------------------


def card_points(world: DealState, seat: int) -> float:
    """The coach's measure of a card in a finished deal: the card points the seat's side took
    (in Ramsch, where points are bad, the points the seat did not take); in Pamfil the seat's
    own score, which the text gives for its tricks."""
    if world.game.bots.alone:
        return deal_result(world, seat)
    took = taken(world, side(world, seat))
    if (world.contract_json() or {}).get("type") == "ramsch":
        return -took
    return took


def result(world: DealState, seat: int) -> float:
    return deal_result(world, seat)


def _in_play(state: DealState, action: Action) -> bool:
    return state.phase == "play" and action.kind is ActionKind.PLAY


def _solvable(state: DealState, action: Action) -> bool:
    """Are the deals of this decision solved exactly (a card, few cards left, a game the
    exact search knows)?"""
    if not _in_play(state, action):
        return False
    held = len(state.hands()[action.seat])
    if held > state.game.bots.solve:
        return False
    return not state.game.bots.alone or scored(state)


def _scale(state: DealState, action: Action) -> Scale:
    bots = state.game.bots
    return bots.play_scale if _in_play(state, action) else bots.result_scale


def _family(state: DealState, action: Action) -> str:
    """Actions that answer the same question: every action of a bidding or doubling phase;
    in play a card for a card, and in Schafkopf's first trick a contra against the card
    played instead (both are the seat's)."""
    if state.phase != "play":
        return state.phase
    return "play" if action.kind in (ActionKind.PLAY, ActionKind.DOUBLE) else str(action.kind)


def _candidates(
    state: DealState,
    action: Action,
    club: Action | None,
    same: list[Action],
    hint: Action | None = None,
) -> list[Action]:
    """The actions to compare, the learner's first, then the Hint's and the club player's."""
    first = [action, *([hint] if hint is not None else [])]
    if action.kind is ActionKind.DOUBLE or (
        state.phase == "play" and any(a.kind is ActionKind.DOUBLE for a in same)
    ):
        # A doubling is weighed by the deal's result: the doubling and the club card.
        plays = [a for a in same if a.kind is ActionKind.PLAY]
        if action.kind is ActionKind.DOUBLE:
            if not plays:
                return list(dict.fromkeys([*first, *same]))
            other = club if club is not None and club.kind is ActionKind.PLAY else plays[0]
            return list(dict.fromkeys([action, other]))
        same = plays
    if state.phase == "play":
        found = [*first, *([club] if club else []), *same]
    else:
        base = club or action
        found = [*first, base, *state.game.bots.candidates(state.observation(action.seat), base)]
        # Early in a deal only the first few are screened: first the games the hand could
        # justify, the highest first (a solo the hand holds before its ace game, both
        # before a Wenz without Unters), then the others in their order.
        hand = tuple(state.hands()[action.seat])
        head = len(dict.fromkeys([*first, base]))
        rest = list(dict.fromkeys(found))[head:]
        bids = [a for a in rest if _could_bid(state, hand, a)]
        found = [
            *list(dict.fromkeys(found))[:head],
            *reversed(bids),
            *(a for a in rest if a not in bids),
        ]
    return list(dict.fromkeys(a for a in found if a in same or a == action))


def _could_bid(state: DealState, hand: tuple[Any, ...], action: Action) -> bool:
    """Is ``action`` a game (not a pass, nor keeping the standing bid) that a player could
    have announced with ``hand``, by the test the sampled deals apply to a declarer (the
    game's :attr:`~trainer.state.Bots.bid_test`)?"""
    test = state.game.bots.bid_test
    if test is None or action.kind is not ActionKind.CALL or action.call in (None, "pass", "hold"):
        return False
    contract: dict[str, object] = {"type": action.call, "name": action.call}
    contract |= {"level": action.level, "trump": action.trump, "called": action.called}
    return test(hand, contract)


# -- the words --------------------------------------------------------------------------------


def _object(action: Action, game: str) -> Message:
    """The action as a noun phrase: "the Ober of acorns", "to pass"."""
    return action_object(action, game)


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


def _side(state: DealState, play: bool) -> bool:
    """Does the learner play for a side (card play in Schafkopf and Tarok), not for himself?"""
    return play and not state.game.bots.alone


def _how(solved: bool) -> Message:
    """How the sampled deals were finished: solved in the last tricks, else played out."""
    return msg("coach.why.how.solved" if solved else "coach.why.how.played")


def _share(value: float) -> int:
    """A share of the deals as a whole percentage (the messages add the sign: "35 %")."""
    return round(100 * value)


def _numbers_only(play: bool) -> str:
    return msg("coach.why.later" if play else "coach.why.played_out").render()


def _why(
    state: DealState,
    seat: int,
    action: Action,
    better: Action,
    confirm: dict[Action, _Outcome],
    scale: Scale,
    test: _Test,
    on_result: _Test,
    by_result: bool,
) -> str:
    game = state.game.id
    play = _in_play(state, action)
    solved = _solvable(state, action)
    pairs = len(confirm[action].values)
    theirs, yours = _object(better, game), _object(action, game)
    if by_result:
        won, lost = statistics.fmean(confirm[better].wins), statistics.fmean(confirm[action].wins)
        result = msg(
            "coach.why.won.side" if _side(state, play) else "coach.why.won.you",
            won=_share(won),
            better=theirs,
            lost=_share(lost),
            yours=yours,
            more=_share(on_result.mean),
            least=_share(max(on_result.bound, 0.0)),
        )
    else:
        if _side(state, play):
            key = "coach.why.gave.side"
        else:
            key = "coach.why.gave.you.score" if play else "coach.why.gave.you"
        result = msg(
            key,
            better=theirs,
            gave=scale.amount(confirm[better].mean()),
            yours=yours,
            got=rounded(confirm[action].mean()),
            less=scale.amount(test.mean),
            least=scale.amount(max(test.bound, 0.0)),
        )
    return msg("coach.why.over", n=pairs, how=_how(solved), result=result).render()


def _good(
    state: DealState,
    action: Action,
    base: Choice,
    hint: Choice | None,
    scale: Scale,
    pairs: int,
    near: tuple[Action, float] | None = None,
    play: bool = True,
) -> Verdict:
    """A good verdict: with the computer's reason when the learner did what the Hint or the
    club player would do, or a reason in game terms; else quiet."""
    game = state.game.id
    mine = _object(action, game)
    own = None
    if action == base.action:
        own = _without_the_action(base.reason, action, game)
    elif hint is not None and action == hint.action:
        own = hint.reason if reasons.in_game_terms(hint) else None
        own = own or reasons.approval(state, action)
    quiet = own is None
    reason = (
        msg("coach.verdict.good.quiet", mine=mine)
        if own is None
        else msg("coach.verdict.good", mine=mine, own=Text(own))
    ).render()
    why = ""
    if pairs >= MIN_PAIRS:
        none_better = msg("coach.why.none_better", amount=scale.amount(scale.material))
        how = _how(_solvable(state, action))
        why = msg("coach.why.over", n=pairs, how=how, result=none_better).render()
        if near is not None:
            other, gain = near
            named = other in (base.action, hint.action if hint else None) or play
            if named and rounded(gain) > 0:
                closest = msg(
                    "coach.why.closest", other=_object(other, game), gain=scale.amount(gain)
                )
                why += " " + closest.render()
    return Verdict(
        action.seat,
        action,
        "good",
        None,
        0.0,
        scale.unit,
        reason,
        why,
        samples=pairs,
        quiet=quiet,
        play=play,
    )
