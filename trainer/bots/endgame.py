"""Exact solving of the last tricks: alpha-beta on the game's own legal moves.

In a sampled world (:func:`trainer.bots.worlds.sample`) every hand is known, so the rest
of the card play is a game of perfect information between two sides: the seat's side
(:func:`side`: the declarer and his partner, or the defenders) and the others. Once few
cards are left (:func:`solvable`) it is small enough to search whole: :class:`Solver`
finds the result of best play on both sides in that world, where a playout by club
players only gives one plausible ending. The strong player and the coach use it for every
sampled world of an endgame instead of a playout (the sampling of the unseen cards stays:
the search solves each world, not the position).

The search asks nothing of a game but the state API: ``legal_actions``, ``apply_legal``,
``is_terminal`` and the final ``returns`` (or the coach's card points), so it follows the
game's own rules of play, options included, and needs no card knowledge of its own. It
copies a state only where a choice branches (the last choice goes on in place, a forced
card costs no copy) and keeps a table of positions met again by another order of tricks
(:meth:`Solver._key`).

Pamfil is played every man for himself; there the seat's side is the seat alone and the
others are taken to play against it together (the "paranoid" reading), which makes the
value a result the seat can be sure of in that world rather than a guess at three
players' aims.

The budget is a count of moves made in the search (:data:`NODES`), not a time, so a seed
still gives the same move. In Pamfil the whole play of five tricks is searched only by the
benchmark's reference and the tests: at about 45,000 positions a world it is far beyond
a move's 300 ms in the browser.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from trainer.state import Action, ActionKind, DealState

Leaf = Callable[[DealState, int], float]
"""The value of a finished deal for a seat: its ``returns`` or the coach's card points."""

NODES = 1500
"""Moves one decision may make in its searches over all its sampled worlds: worlds are
solved one after the other until this is spent (the first :data:`MIN_WORLDS` always).
About what the playouts of :data:`trainer.bots.strong.MAX_WORK` cost."""

WORLD_COST = 40
"""What drawing one world costs, in the budget's moves: the sampler replays every card played
through the game's rules (:func:`trainer.bots.worlds.consistent`), which in the last tricks
costs more than solving a world of two cards."""

MIN_WORLDS = 6
"""At least this many worlds are solved (the coach objects on no fewer deals)."""


def solvable(state: DealState, horizon: int | None = None) -> bool:
    """Is ``state`` a card play short enough to solve: the seat to move holds at most
    ``horizon`` cards (by default the game's :attr:`~trainer.state.Bots.horizon`)?"""
    if state.phase != "play" or state.is_terminal:
        return False
    mover = state.to_move
    if mover is None:
        return False
    held = len(state.hands()[mover])
    return 0 < held <= (state.game.bots.horizon if horizon is None else horizon)


def duplicate(world: DealState) -> DealState:
    """An independent copy of a state (Pamfil calls it ``clone``, the others ``copy``)."""
    make = getattr(world, "copy", None) or getattr(world, "clone", None)
    assert callable(make), "every game's state can be copied"
    found = make()
    assert isinstance(found, DealState)
    return found


def side(world: DealState, seat: int) -> set[int]:
    """The seats playing together with ``seat`` (known in a sampled or finished deal): the
    declarer and his partner, or the defenders; in Pamfil and Ramsch, the seat alone."""
    declarer = world.declarer()
    if declarer is None or world.game.bots.alone:
        return {seat}
    contract = world.contract_json() or {}
    if contract.get("type") == "ramsch":
        return {seat}
    partner = world.hidden().get("partner")
    team = {declarer} | ({partner} if isinstance(partner, int) else set())
    if seat in team:
        return team
    return {s for s in range(min(world.players, 4)) if s not in team}


def moves(world: DealState) -> list[Action]:
    """The cards the seat to move may play (any other action of its, if it has no card)."""
    mover = world.to_move
    mine = [a for a in world.legal_actions() if a.seat == mover]
    cards = [a for a in mine if a.kind is ActionKind.PLAY]
    return cards or mine


def trick_points(world: DealState, codes: list[str]) -> float:
    """What a trick is worth to the side that takes it, for the coach's count: card points
    (Tarok: a trick of three counted as a group, its values less two), a trick in Pamfil."""
    return world.game.bots.trick_worth([world.card(code) for code in codes])


class Solver:
    """Best play by both sides in one world of perfect information, for ``seat``.

    With ``leaf`` the seat's side maximises ``leaf`` of the finished deal (its
    ``returns``), the others minimise it. Without, the value is the card points the seat's
    side takes in the tricks still to play (:func:`trick_points`; Pamfil: its tricks; in
    Ramsch, where points are bad, their negative): a sum over tricks, so a position's value
    does not depend on how it was reached, and the table needs no history.

    One solver serves one world (its table is that world's): :meth:`values` gives every
    candidate's exact value, :meth:`finish` plays a world on along a best line, so the
    finished deal can be read (who took the current trick).
    """

    def __init__(self, world: DealState, seat: int, leaf: Leaf | None = None) -> None:
        self.seat = seat
        self.leaf = leaf
        self.team = frozenset(side(world, seat))
        self.nodes = 0
        """Moves made so far (the budget's unit, like a playout's moves)."""
        self.sign = -1.0 if (world.contract_json() or {}).get("type") == "ramsch" else 1.0
        current = world.trick_view()
        table = current.cards if current is not None else ()
        self.size = len({s for s, hand in enumerate(world.hands()) if hand} | {s for s, _ in table})
        """Cards in a trick (Tarok with four: the dealer sits out)."""
        self.table: dict[tuple[object, ...], tuple[float, float, int]] = {}
        self.winners: dict[tuple[str, ...], int] = {}

    def value(self, world: DealState) -> float:
        """The exact value of ``world`` under best play (``world`` is used up)."""
        current = world.trick_view()
        trick = tuple(code for _, code in current.cards) if current is not None else ()
        taken = self._taken(world) if self.leaf is not None else None
        return self._search(world, trick, taken, -math.inf, math.inf)

    def values(self, world: DealState, actions: list[Action]) -> dict[Action, float]:
        """The exact value of each of ``actions`` (legal now) in ``world`` (kept): with
        ``leaf``, the finished deal's; without, the card points from ``world`` on."""
        current = world.trick_view()
        trick = tuple(code for _, code in current.cards) if current is not None else ()
        taken = self._taken(world) if self.leaf is not None else None
        found: dict[Action, float] = {}
        for action in actions:
            child = duplicate(world)
            gain, after, now = self._step(child, action, trick, taken)
            found[action] = gain + self._search(child, after, now, -math.inf, math.inf)
        return found

    def finish(self, world: DealState) -> None:
        """Play ``world`` to its end along a best line for both sides."""
        while not world.is_terminal:
            legal = moves(world)
            if len(legal) == 1:
                world.apply_legal(legal[0])
                continue
            values = self.values(world, legal)
            pick = max if world.to_move in self.team else min
            world.apply_legal(pick(legal, key=values.__getitem__))

    # -- the search --------------------------------------------------------------------------

    def _taken(self, world: DealState) -> frozenset[tuple[int | None, str]]:
        return frozenset((v.winner, code) for v in world.trick_views() for _, code in v.cards)

    def _step(
        self,
        world: DealState,
        action: Action,
        trick: tuple[str, ...],
        taken: frozenset[tuple[int | None, str]] | None,
    ) -> tuple[float, tuple[str, ...], frozenset[tuple[int | None, str]] | None]:
        """Make ``action``; what the side gained by it (a trick closed) and the new trick."""
        world.apply_legal(action)
        self.nodes += 1
        if action.card is None:
            return 0.0, trick, taken
        trick = (*trick, action.card)
        if len(trick) < self.size:
            return 0.0, trick, taken
        winner = self._winner(world, trick)
        if taken is not None:
            return 0.0, (), taken | {(winner, code) for code in trick}
        if winner not in self.team:
            return 0.0, (), None
        return self.sign * trick_points(world, list(trick)), (), None

    def _winner(self, world: DealState, trick: tuple[str, ...]) -> int | None:
        """Who took the trick just closed: the next to lead, or (the deal over) the last
        trick's winner, remembered per trick since every leaf asks it again."""
        if not world.is_terminal:
            return world.to_move
        found = self.winners.get(trick)
        if found is None:
            found = world.trick_views()[-1].winner
            assert found is not None
            self.winners[trick] = found
        return found

    def _search(
        self,
        world: DealState,
        trick: tuple[str, ...],
        taken: frozenset[tuple[int | None, str]] | None,
        alpha: float,
        beta: float,
    ) -> float:
        gained = 0.0
        while True:  # forced cards are played in place: no copy, no table entry
            if world.is_terminal:
                if self.leaf is not None:
                    return self.leaf(world, self.seat)
                return gained
            legal = moves(world)
            if len(legal) != 1:
                break
            gain, trick, taken = self._step(world, legal[0], trick, taken)
            gained += gain
        alpha, beta = alpha - gained, beta - gained
        key = (
            world.to_move,
            tuple(tuple(card.code for card in hand) for hand in world.hands()),
            trick,
            taken,
        )
        low, high, first = self.table.get(key, (-math.inf, math.inf, 0))
        if low >= beta:
            return gained + low
        if high <= alpha:
            return gained + high
        if low == high:
            return gained + low
        start_alpha, start_beta = max(alpha, low), min(beta, high)
        alpha, beta = start_alpha, start_beta
        maximise = world.to_move in self.team
        order = [first, *(i for i in range(len(legal)) if i != first)]
        best, best_index = (-math.inf if maximise else math.inf), first
        for n, index in enumerate(order):
            child = world if n == len(order) - 1 else duplicate(world)
            gain, after, now = self._step(child, legal[index], trick, taken)
            value = gain + self._search(child, after, now, alpha - gain, beta - gain)
            if maximise:
                if value > best:
                    best, best_index = value, index
                alpha = max(alpha, best)
            else:
                if value < best:
                    best, best_index = value, index
                beta = min(beta, best)
            if alpha >= beta:
                break
        if best <= start_alpha:
            self.table[key] = (low, min(high, best), best_index)
        elif best >= start_beta:
            self.table[key] = (max(low, best), high, best_index)
        else:
            self.table[key] = (best, best, best_index)
        return gained + best
