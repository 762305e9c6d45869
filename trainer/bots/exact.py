"""Exact card play: the rest of a deal's tricks under best play, by card points.

In a sampled world (:func:`trainer.bots.worlds.sample`) every hand is known, and the rest of
the card play is a game of perfect information between the seat's side
(:func:`trainer.bots.endgame.side`) and the others. :class:`CardPlay` finds, for each card
the seat may play, the card points its side takes from here on when both sides play their
best (Pamfil: the seat's tricks, the others playing against it together, the "paranoid"
reading). The coach solves its sampled worlds with it from the last few tricks on
(:attr:`trainer.state.Bots.solve`), and the coach's independent check
(``scripts/bench_coach_reference.py``) solves whole deals with it, with no budget.

It is fast enough for that because it searches in the game's own terms rather than through
the deal's state: the hands, the trick on the table and who is to play, with the games' fast
legality functions (``playable``, ``legal_plays``) and trick rankings, so a rule option
changes it as it changes the game (:class:`Rules`, one per game). Three things keep the
search small:

- **Whole numbers, narrow windows.** Card points are whole, so a position's value is found
  by asking "at least ``t``?" with a null window, ``t`` halving the values still possible each
  time; a null window prunes far more than an open one.
- **One card of a run.** Cards of one hand, of one suit, worth the same, with no card of
  another hand between them in rank, win and lose the same tricks: only one is tried.
- **Positions by relative rank.** At a trick's start the table of positions keys a position
  by the cards still out, per suit from the highest down: who holds each and what it is
  worth. The points still to come depend on nothing else (they add up trick by trick), so
  two positions that differ only by which of two equal cards went earlier are one.

Points adding up trick by trick also give the deal's result: the side can make at least
``t`` points exactly when its best-play value is at least ``t`` (:func:`outcome`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.bots.endgame import side
from trainer.cards import Card
from trainer.state import DealState

Legal = Callable[[list[Card], list[Card], bool], Sequence[Card]]
"""A hand's legal cards to the trick so far; the flag is the one fact of the earlier tricks a
legality rule reads (Schafkopf: whether the called suit has been led)."""


@dataclass(frozen=True)
class Rules:
    """One deal's rules of card play, from the engine."""

    legal: Legal
    winner: Callable[[Sequence[Card]], int]
    """Index of the card that wins a complete trick."""
    worth: Callable[[list[Card]], float]
    """What a trick is worth to the side that takes it (card points; Pamfil: one trick)."""
    suit: Callable[[Card], str]
    """The suit a card follows as (the trumps are one suit)."""
    power: Callable[[Card], int]
    """Its rank within that suit."""
    points: Callable[[Card], int]
    """What the card adds to a trick's worth (cards that differ here are never alike)."""
    left: Callable[[list[Card], int], float]
    """What these cards, still to play in that many tricks, are worth: the most any side can
    still take."""
    flag_after: Callable[[bool, list[Card]], bool]
    """The flag after a complete trick."""
    fixed: Callable[[Card, bool], bool]
    """Cards a rule singles out (the called ace's suit, while the ace binds its holder):
    never taken for another card."""


def rules_of(world: DealState) -> tuple[Rules, bool]:
    """The rules of ``world``'s card play, and the flag's value now."""
    rules, flag = world.game.bots.card_rules(world)
    assert isinstance(rules, Rules)
    return rules, flag


# -- the deal's result from the points its rest brings ---------------------------------------


def taken(world: DealState, seats: set[int]) -> float:
    """What ``seats`` took in the finished tricks, counted as :class:`Rules` counts a trick
    (Tarok: with the soloist's discard, which counts for him)."""
    rules, _ = rules_of(world)
    card = world.card
    total = 0.0
    for view in world.trick_views():
        if view.winner in seats:
            total += rules.worth([card(code) for _, code in view.cards])
    return total + world.game.bots.set_aside(world, seats)


def outcome(world: DealState, seat: int, value: float, left: float) -> float:
    """The seat's result when its side takes ``value`` of the ``left`` still to come: 1 when
    its side wins the deal, else 0 (by the points the text's contract needs,
    :attr:`~trainer.state.Bots.win_points`), or the game's own score for it
    (:attr:`~trainer.state.Bots.outcome`: Pamfil's score of the seat's tricks, P14–P16)."""
    bots = world.game.bots
    if bots.outcome is not None:
        return bots.outcome(world, seat, value, left)
    team = side(world, seat)
    declarer = world.declarer()
    assert declarer is not None
    ours = declarer in team
    theirs = {s for s in range(world.seats_in_play()) if s not in team}
    total = taken(world, team) + value if ours else taken(world, theirs) + left - value
    won = total >= bots.win_points
    return 1.0 if won == ours else 0.0


def scored(world: DealState) -> bool:
    """Does :func:`outcome` give ``world``'s result? Not for a tout (won by tricks), Ramsch
    (points are bad), a renons (lost whatever the points) or a pamfil doubled for its
    capture (a house rule): the game's :attr:`~trainer.state.Bots.scored`."""
    return world.game.bots.scored(world)


# -- the search --------------------------------------------------------------------------------

_Undo = tuple[int, int, Card, tuple[list[Card], int, bool, float] | None]
_Entry = tuple[float, float, Card | None]


class CardPlay:
    """Best play for both sides in one world, for ``seat``'s side (see the module)."""

    def __init__(self, world: DealState, seat: int) -> None:
        assert world.phase == "play" and not world.is_terminal
        self.rules, self.flag = rules_of(world)
        self.ring = world.seats_in_play()
        self.hands = [list(hand) for hand in world.hands()[: self.ring]]
        view = world.trick_view()
        assert view is not None
        self.leader = view.leader
        self.trick = [world.card(code) for _, code in view.cards]
        self.team = frozenset(side(world, seat))
        rules = self.rules
        cards = [c for hand in self.hands for c in hand] + self.trick
        by_suit: dict[str, list[Card]] = {}
        for card in cards:
            by_suit.setdefault(rules.suit(card), []).append(card)
        self.suits = [sorted(group, key=rules.power, reverse=True) for group in by_suit.values()]
        """The cards still out, per suit, highest first (the order of the table's keys)."""
        worths = sorted({rules.points(c) for c in cards})
        self.worth_code = {c: worths.index(rules.points(c)) for c in cards}
        self.owner: dict[Card, int] = {c: s for s, hand in enumerate(self.hands) for c in hand}
        for index, card in enumerate(self.trick):
            self.owner[card] = -1 - index  # on the table: the trick's first card is -1
        self.left = rules.left(cards, -(-len(cards) // self.ring))
        """What the cards still out are worth: the most a side can still take."""
        self.table: dict[tuple[Any, ...], _Entry] = {}
        self.history: dict[Card, int] = {}
        self.nodes = 0
        """Cards played in the search so far (its cost, in the unit of a playout's moves)."""

    # -- the answers ------------------------------------------------------------------------

    def values(self, codes: Sequence[str] | None = None) -> dict[str, float]:
        """The points (Pamfil: tricks) the seat's side takes from here on under best play, after
        each card of ``codes`` (default: every legal card of the seat to move)."""
        mover = self._mover()
        legal = list(self.rules.legal(self.hands[mover], self.trick, self.flag))
        if codes is not None:
            legal = [c for c in legal if c.code in codes]
        found: dict[str, float] = {}
        guess = 0.0
        for card in legal:
            gain, undo = self._play(mover, card)
            guess = found[card.code] = gain + self._exact(guess - gain)
            self._undo(undo)
        return found

    def value(self) -> float:
        """The points (Pamfil: tricks) the seat's side takes from here on under best play,
        whoever is to move."""
        return self._exact(0.0)

    def trick_after(self, code: str) -> tuple[bool, float, tuple[str, ...]]:
        """After the card ``code`` and best play to the end of this trick: does the seat's side
        take it, what is it worth, and its cards (the position is left as it was). Each card
        of the line is the first, in the search's order, that keeps the line's value (one
        null-window search each, not a value of every card)."""
        undos: list[_Undo] = []
        mover = self._mover()
        card = next(c for c in self.hands[mover] if c.code == code)
        gain, undo = self._play(mover, card)
        undos.append(undo)
        left = self._exact(0.0)  # the value still to come on a best line
        while self.trick:
            mover = self._mover()
            choices = self._choices(mover, None)
            maximise = mover in self.team
            chosen = choices[-1]
            for option in choices:
                step, back = self._play(mover, option)
                need = left - step
                value = self._search(need - 1, need) if maximise else self._search(need, need + 1)
                self._undo(back)
                if (value >= need) if maximise else (value <= need):
                    chosen = option
                    break
            step, undo = self._play(mover, chosen)
            undos.append(undo)
            left -= step
        del gain
        closed = undos[-1][3]
        assert closed is not None
        cards, worth = tuple(c.code for c in closed[0]), closed[3]
        ours = self.leader in self.team  # the trick's winner leads the next
        for undo in reversed(undos):
            self._undo(undo)
        return ours, worth, cards

    # -- the search ---------------------------------------------------------------------------

    def _exact(self, guess: float) -> float:
        """The position's value by null-window searches: "at least ``t``?" for a ``t`` that
        halves the values still possible each time (the first: ``guess``, the last card's
        value)."""
        low, high = 0.0, self.left
        test = min(max(guess, low), high)
        while low < high:
            test = min(max(test, low + 1), high)
            value = self._search(test - 1, test)
            if value >= test:
                low = value
            else:
                high = value
            test = math.floor((low + high + 1) / 2)
        return low

    def _mover(self) -> int:
        return (self.leader + len(self.trick)) % self.ring

    def _play(self, mover: int, card: Card) -> tuple[float, _Undo]:
        """Play ``card``: what the seat's side gained (a trick closed), and how to take it back."""
        self.nodes += 1
        hand = self.hands[mover]
        at = hand.index(card)
        del hand[at]
        self.trick.append(card)
        self.owner[card] = -len(self.trick)
        if len(self.trick) < self.ring:
            return 0.0, (mover, at, card, None)
        trick, rules = self.trick, self.rules
        winner = (self.leader + rules.winner(trick)) % self.ring
        worth = rules.worth(trick)
        undo: _Undo = (mover, at, card, (trick, self.leader, self.flag, worth))
        for played in trick:
            del self.owner[played]
        self.left -= worth
        self.flag = rules.flag_after(self.flag, trick)
        self.trick = []
        self.leader = winner
        return (worth if winner in self.team else 0.0), undo

    def _undo(self, undo: _Undo) -> None:
        mover, at, card, closed = undo
        if closed is not None:
            self.trick, self.leader, self.flag, worth = closed
            self.left += worth
            for index, played in enumerate(self.trick):
                self.owner[played] = -1 - index
        self.trick.pop()
        self.hands[mover].insert(at, card)
        self.owner[card] = mover

    def _key(self) -> tuple[Any, ...]:
        """A trick's start in relative ranks (see the module)."""
        owner, code, fixed, flag = self.owner, self.worth_code, self.rules.fixed, self.flag
        return (
            self.leader,
            flag,
            tuple(
                tuple((owner[c], code[c], fixed(c, flag)) for c in suit if c in owner)
                for suit in self.suits
            ),
        )

    def _choices(self, mover: int, first: Card | None) -> list[Card]:
        """The legal cards, one of each run, in a good order to try: the best of the last
        search here first; following, by what the card does to the trick; leading, by how
        often it refuted a line elsewhere, the highest first."""
        rules = self.rules
        legal = list(rules.legal(self.hands[mover], self.trick, self.flag))
        if len(legal) < 2:
            return legal
        legal = self._distinct(mover, legal)
        history = self.history
        if self.trick:
            index = rules.winner(self.trick)
            best = self.trick[index]
            ours = ((self.leader + index) % self.ring in self.team) == (mover in self.team)
            if ours:  # schmier a friend's trick with the fattest card
                legal.sort(key=lambda c: (-rules.points(c), -history.get(c, 0)))
            else:  # take it as cheaply as possible, or give the least

                def order(card: Card) -> tuple[int, int]:
                    trick = [*self.trick, card]
                    if trick[rules.winner(trick)] is not best:
                        return (0, rules.power(card))
                    return (1, rules.points(card))

                legal.sort(key=order)
        else:
            legal.sort(key=lambda c: (-history.get(c, 0), -rules.power(c)))
        if first is not None and first in legal:
            legal.remove(first)
            legal.insert(0, first)
        return legal

    def _distinct(self, mover: int, legal: list[Card]) -> list[Card]:
        """One card of each run: one suit, the same worth, no other hand's card between."""
        rules, owner, flag = self.rules, self.owner, self.flag
        kept: list[Card] = []
        for suit in self.suits:
            last: Card | None = None
            for card in suit:
                holder = owner.get(card)
                if holder is None:
                    continue  # played in an earlier trick: nothing between
                if holder != mover or card not in legal:
                    last = None  # another hand's card, or one on the table, between
                    continue
                if (
                    last is not None
                    and rules.points(last) == rules.points(card)
                    and not rules.fixed(card, flag)
                    and not rules.fixed(last, flag)
                ):
                    continue  # the same card, as far as any trick can tell
                kept.append(card)
                last = card
        return kept

    def _search(self, alpha: float, beta: float) -> float:
        mover = self._mover()
        if not self.hands[mover]:
            return 0.0
        boundary = not self.trick
        key: tuple[Any, ...] = ()
        low, high, first = 0.0, self.left, None
        if boundary:
            key = self._key()
            found = self.table.get(key)
            if found is not None:
                low, high, first = found
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            alpha, beta = max(alpha, low), min(beta, high)
        start_alpha, start_beta = alpha, beta
        maximise = mover in self.team
        best = -math.inf if maximise else math.inf
        best_card = first
        for card in self._choices(mover, first):
            gain, undo = self._play(mover, card)
            value = gain + self._search(alpha - gain, beta - gain)
            self._undo(undo)
            if (value > best) if maximise else (value < best):
                best, best_card = value, card
            if maximise:
                alpha = max(alpha, best)
            else:
                beta = min(beta, best)
            if alpha >= beta:
                self.history[card] = self.history.get(card, 0) + 1
                break
        if boundary:
            if best <= start_alpha:
                self.table[key] = (low, best, best_card)
            elif best >= start_beta:
                self.table[key] = (best, high, best_card)
            else:
                self.table[key] = (best, best, best_card)
        return best
