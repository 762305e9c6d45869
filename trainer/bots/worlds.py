"""Worlds the public play allows: re-deals of the unseen cards that could have led here.

:meth:`~trainer.state.DealState.determinize` re-deals what a seat has not seen, keeping
hand sizes and the voids each seat has shown. That is not all the public play tells: a
player who did not overtrump holds no higher tarok, a Schafkopf declarer cannot hold the
ace he called, a Tarok soloist laid away no king. :func:`sample` draws re-deals until one
passes :func:`consistent`, which replays the public history on the re-dealt hands and asks
the game's own legality rules whether every card played, every call and every discard
would still have been allowed. The rules are the game's (``trainer/<game>/play.py`` and
``auction.py``), asked by the game's own check (:attr:`trainer.state.Bots.consistent`, with
:func:`hands_then` here), so the check needs no inference of its own and stays right when a
rule option changes.

:func:`advance` makes a move already known to be legal, through the state's public
unchecked ``apply_legal``.
"""

from __future__ import annotations

import random

from trainer.cards import Card
from trainer.state import Action, DealState, TrickView

TRIES = 40
"""Re-deals tried before the last one is kept anyway (a bot must still move). About one
re-deal in six breaks a rule in Tarok, one in fifteen in Schafkopf and Pamfil, so forty
tries practically always find a world."""

PLAUSIBLE_TRIES = 16
"""Re-deals tried on each of a game's plausibility tests
(:attr:`~trainer.state.Bots.plausible`), strictest
first: a world must pass the test (and the rules) to be kept while its tries last; after
the last test's tries, any world the rules allow will do."""


def advance(world: DealState, action: Action) -> None:
    """Make ``action``, known to be legal, without the checks of :meth:`DealState.apply`."""
    world.apply_legal(action)


def sample(state: DealState, seat: int, rng: random.Random, tries: int = TRIES) -> DealState:
    """A re-deal of what ``seat`` has not seen that the public play allows (or, after
    ``tries`` failures, the last re-deal drawn).

    The calls are public information too: the first re-deals must also pass the game's
    plausibility tests (:attr:`~trainer.state.Bots.plausible`, :data:`PLAUSIBLE_TRIES` re-deals
    each): every
    computer bidder's hand makes the calls he made, or failing that (a person bids as he
    likes) the declarer's hand at least justifies his bid. Without them a sampled soloist
    holds a random hand and loses, so contra always looks good.
    """
    tests = state.game.bots.plausible
    world = _redeal(state, seat, rng)
    for attempt in range(tries - 1):
        test = attempt // PLAUSIBLE_TRIES
        if consistent(world, seat) and (test >= len(tests) or tests[test](world, seat)):
            return world
        world = _redeal(state, seat, rng)
    return world


def _redeal(state: DealState, seat: int, rng: random.Random) -> DealState:
    """:meth:`~trainer.state.DealState.determinize`, then what the computer players
    would have chosen where the public play does not show it
    (:attr:`~trainer.state.Bots.chosen`)."""
    world = state.determinize(seat, rng)
    chosen = state.game.bots.chosen
    if chosen is not None:
        chosen(world, seat)
    return world


def consistent(world: DealState, seat: int) -> bool:
    """Would every public move of the seats other than ``seat`` have been legal with the
    cards ``world`` gives them?"""
    check = world.game.bots.consistent
    return check is None or check(world, seat)


def views(world: DealState) -> list[TrickView]:
    current = world.trick_view()
    return [*world.trick_views(), *([current] if current is not None and current.cards else [])]


def hands_then(world: DealState) -> list[tuple[int, list[Card], list[Card], Card, int]]:
    """Each card played: (seat, the seat's hand just before it, the trick before it, the
    card, the trick's index), the hand rebuilt as today's hand plus the cards played since."""
    shown = views(world)
    card = world.card
    hands = [list(h) for h in world.hands()]
    found: list[tuple[int, list[Card], list[Card], Card, int]] = []
    for index in range(len(shown) - 1, -1, -1):
        cards = [(who, card(code)) for who, code in shown[index].cards]
        for position in range(len(cards) - 1, -1, -1):
            who, played = cards[position]
            hands[who] = [played, *hands[who]]
            trick = [c for _, c in cards[:position]]
            found.append((who, list(hands[who]), trick, played, index))
    found.reverse()
    return found
