"""Exact card play for the coach's independent check: the rest of a deal solved whole.

``scripts/bench_coach_reference.py`` judges the coach against this solver. To be a check and
not a second opinion of the same kind, it shares none of the coach's shortcuts: no club
playouts, no horizon, no search budget, and not the coach's own search
(:class:`trainer.bots.endgame.Solver`). It asks the engine only for the rules, through the
games' fast legality functions (``playable``, ``legal_plays``) and trick rankings, so a
rule option changes it as it changes the game.

In one world (every hand known) the rest of the card play is a game of perfect
information between the seat's side and the others; :class:`ExactPlay` finds, for each card
the seat may play, the card points its side takes from here on under best play by both
sides (Pamfil: the seat's tricks, the others playing against it together, the "paranoid"
reading). The search is alpha-beta with a table of positions (the hands, the trick on the
table and who is to play: the points still to come depend on nothing else) and plays only
one card of each run of equivalent cards: cards of one hand, of one suit, worth the same,
with no card of another hand between them in rank, win and lose the same tricks.

Points add up trick by trick, so the total of the seat's side (points taken so far plus the
value) says whether the deal is won, for each card: the side can make at least ``t`` points
exactly when its best-play value is at least ``t``.
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
"""A hand's legal cards to the trick so far; the flag is the game's one fact of the earlier
tricks a legality rule reads (Schafkopf: the called suit has been led)."""


@dataclass(frozen=True)
class Rules:
    """One deal's rules of card play, from the engine."""

    legal: Legal
    winner: Callable[[list[Card]], int]
    """Index of the card that wins a complete trick."""
    worth: Callable[[list[Card]], float]
    """What a trick is worth to the side that takes it (card points; Pamfil: one trick)."""
    suit: Callable[[Card], str]
    """The suit a card follows as (trumps are one suit)."""
    power: Callable[[Card], int]
    """Its rank within that suit."""
    points: Callable[[Card], int]
    """What the card adds to a trick's worth (cards that differ here are never equivalent)."""
    left: Callable[[list[Card], int], float]
    """What the cards still to play (in hands and on the table) are worth in that many tricks:
    the most any side can still take."""
    flag_after: Callable[[bool, list[Card]], bool]
    """The flag after a complete trick."""
    fixed: Callable[[Card, bool], bool]
    """Cards a rule singles out (the called ace and its suit, while it binds): never
    grouped with another."""


def rules_of(world: DealState) -> tuple[Rules, bool]:
    """The rules of ``world``'s card play, and the flag's value now."""
    game = world.game.id
    if game == "schafkopf":
        return _schafkopf(world)
    if game == "tarok":
        return _tarok(), False
    if game == "pamfil":
        return _pamfil(world), False
    raise ValueError(game)


def _schafkopf(world: Any) -> tuple[Rules, bool]:
    from trainer.points import schafkopf_points
    from trainer.schafkopf.play import playable, suit_led_in

    rank, ace, options, contract = world.rank, world.ace, world.options, world.contract

    def legal(hand: list[Card], trick: list[Card], called_led: bool) -> Sequence[Card]:
        return playable(hand, trick, rank, ace, called_led, options)

    def flag_after(called_led: bool, trick: list[Card]) -> bool:
        return called_led or (ace is not None and suit_led_in([trick], contract.called, rank))

    def fixed(card: Card, called_led: bool) -> bool:
        return ace is not None and not called_led and rank.eff[card] == rank.eff[ace]

    rules = Rules(
        legal,
        rank.winner,
        lambda trick: float(sum(c.points for c in trick)),
        rank.eff.__getitem__,
        rank.power.__getitem__,
        lambda card: card.points,
        lambda cards, _: float(schafkopf_points(cards)),
        flag_after,
        fixed,
    )
    return rules, bool(world.called_led)


def _tarok() -> Rules:
    from trainer.points import tarok_count, tarok_raw_points
    from trainer.tarok.play import legal_plays
    from trainer.tarok.ranking import strength, winning_index

    return Rules(
        lambda hand, trick, _: legal_plays(hand, trick),
        winning_index,
        lambda trick: float(tarok_count(trick)),
        lambda card: "T" if card.number else str(card.suit),
        strength,
        lambda card: card.points,
        lambda cards, tricks: float(tarok_raw_points(cards) - 2 * tricks),
        lambda flag, _: flag,
        lambda _card, _flag: False,
    )


def _pamfil(world: Any) -> Rules:
    from trainer.pamfil.play import PlayPosition, legal_plays

    rank, obligation = world.ranking, world.options.beat_obligation
    return Rules(
        lambda hand, trick, _: legal_plays(PlayPosition(hand, trick, rank, obligation)),
        rank.winner_index,
        lambda _trick: 1.0,
        lambda card: str(rank.suit[card]),
        rank.power.__getitem__,
        lambda _card: 0,
        lambda _cards, tricks: float(tricks),
        lambda flag, _: flag,
        lambda _card, _flag: False,
    )


class ExactPlay:
    """Best play for both sides in one world, for ``seat``'s side (see the module).

    The table of positions is kept at the start of each trick, by the cards still out in
    relative rank: per suit, who holds each card from the highest down, and what it is worth.
    Two positions that differ only by which of two equal cards went earlier are then one
    position, as they are for every trick to come. The flag (the called suit led) and the
    cards a rule singles out (:attr:`Rules.fixed`) are part of the key."""

    def __init__(self, world: DealState, seat: int) -> None:
        assert world.phase == "play" and not world.is_terminal
        self.rules, self.flag = rules_of(world)
        self.ring = world.seats_in_play()
        self.hands = [list(hand) for hand in world.hands()[: self.ring]]
        view = world.trick_view()
        assert view is not None
        self.leader = view.leader
        card_of = world._card
        self.trick = [card_of(code) for _, code in view.cards]
        self.team = frozenset(side(world, seat))
        rules = self.rules
        cards = [c for hand in self.hands for c in hand] + self.trick
        by_suit: dict[str, list[Card]] = {}
        for card in cards:
            by_suit.setdefault(rules.suit(card), []).append(card)
        self.suits = [sorted(group, key=rules.power, reverse=True) for group in by_suit.values()]
        """The cards still out, per suit, highest first (the key's order)."""
        worths = sorted({rules.points(c) for c in cards})
        self.worth_code = {c: worths.index(rules.points(c)) for c in cards}
        self.owner = {c: seat for seat, hand in enumerate(self.hands) for c in hand}
        for index, card in enumerate(self.trick):
            self.owner[card] = -1 - index  # on the table, the trick's first card -1
        tricks = -(-len(cards) // self.ring)
        self.left = rules.left(cards, tricks)
        """What the cards still out are worth: the most a side can still take."""
        self.table: dict[tuple[Any, ...], tuple[float, float, Card | None]] = {}
        self.history: dict[Card, int] = {}
        self.nodes = 0

    # -- the answers --------------------------------------------------------------------------

    def values(self) -> dict[str, float]:
        """Each legal card of the seat to move (by code): the points (Pamfil: tricks) the
        seat's side takes from here on, under best play by both sides."""
        mover = self._mover()
        found: dict[str, float] = {}
        guess = 0.0
        for card in list(self.rules.legal(self.hands[mover], self.trick, self.flag)):
            gain, undo = self._play(mover, card)
            guess = found[card.code] = gain + self._exact(guess - gain)
            self._undo(undo)
        return found

    # -- the search ---------------------------------------------------------------------------

    def _exact(self, guess: float) -> float:
        """The position's value by null-window searches: "at least ``t``?" answered for a ``t``
        that halves the values still possible each time (first the ``guess``, the card
        before's value). A null window prunes far more than an open one, and values are
        whole numbers."""
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

    def _play(self, mover: int, card: Card) -> tuple[float, tuple[Any, ...]]:
        """Play ``card``; what the seat's side gained (a trick closed) and how to take it back."""
        self.nodes += 1
        hand = self.hands[mover]
        at = hand.index(card)
        del hand[at]
        self.trick.append(card)
        self.owner[card] = -len(self.trick)
        if len(self.trick) < self.ring:
            return 0.0, (mover, at, card, None)
        trick = self.trick
        rules = self.rules
        winner = (self.leader + rules.winner(trick)) % self.ring
        worth = rules.worth(trick)
        undo = (mover, at, card, (trick, self.leader, self.flag, worth))
        for played in trick:
            del self.owner[played]
        self.left -= worth
        self.flag = rules.flag_after(self.flag, trick)
        self.trick = []
        self.leader = winner
        return (worth if winner in self.team else 0.0), undo

    def _undo(self, undo: tuple[Any, ...]) -> None:
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
        """The position in relative ranks (see the class); the cards on the table by their
        place in the trick."""
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
        """The legal cards, one of each run of equivalent ones, in a good order to try: the
        best of the last search here first, then by what the card does to the trick, then by
        how often it refuted a line elsewhere."""
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
        """One card of each run: same suit, same worth, nothing of another hand between."""
        rules, owner, flag = self.rules, self.owner, self.flag
        kept: list[Card] = []
        for suit in self.suits:
            last: Card | None = None
            for card in suit:
                holder = owner.get(card)
                if holder is None:
                    continue  # played in an earlier trick: between nothing
                if holder != mover or card not in legal:
                    last = None  # another hand's card (or one on the table) between
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
