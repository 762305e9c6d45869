"""Random complete deals with the full rules: for property tests, quizzes and the bench.

:func:`random_deal` deals from the given ``rng``, runs an auction of random legal calls (biased
so that a game is usually played), sometimes a contra and a re, plays every card with a random
choice among the moves :func:`trainer.schafkopf.play.legal_plays` allows (the same code that
explains illegal plays), and settles. All-pass deals are redealt (Ramsch is played when the
option says so; with the Kettle each all-pass deal feeds the pot).
"""

from __future__ import annotations

import random

from trainer.cards import SUITS, Card
from trainer.schafkopf.auction import SEATS, callable_suits, holds_sie
from trainer.schafkopf.contracts import CALLABLE_SUITS, Contract, Kind, auction_rank
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.state import Phase, SchafkopfState, deal

MAX_REDEALS = 50
# Contracts are immutable values: build them once, not in every random auction.
_ACE_GAMES = {suit: Contract(Kind.ACE_GAME, called=suit) for suit in CALLABLE_SUITS}
_WENZ = Contract(Kind.WENZ)
_WENZ_TOUT = Contract(Kind.WENZ_TOUT)
_SOLOS = tuple(Contract(Kind.SUIT_SOLO, trump=suit) for suit in SUITS)
_SOLO_TOUTS = tuple(Contract(Kind.SUIT_SOLO_TOUT, trump=suit) for suit in SUITS)
_SIE = Contract(Kind.SIE)


def random_call(
    rng: random.Random, hand: list[Card], best_rank: int, last: bool, options: SchafkopfOptions
) -> Contract | None:
    """A random legal call that could win the auction, or a pass (``None``)."""
    if rng.random() < (0.3 if last and best_rank < 0 else 0.55):
        return None
    if holds_sie(hand) and best_rank < auction_rank(Kind.SIE, False):
        return _SIE
    roll = rng.random()
    suits = callable_suits(hand) if roll < 0.7 else None
    if suits:
        contract = _ACE_GAMES[suits[int(rng.random() * len(suits))]]
    elif roll < 0.8:
        contract = _WENZ
    elif roll < 0.95:
        contract = _SOLOS[int(rng.random() * 4)]
    elif roll < 0.975:
        contract = _WENZ_TOUT
    else:
        contract = _SOLO_TOUTS[int(rng.random() * 4)]
    if auction_rank(contract.kind, options.wenz_equals_suit_solo) <= best_rank:
        return None
    return contract


def random_deal(
    rng: random.Random,
    options: SchafkopfOptions | None = None,
    *,
    pot: int = 0,
    contra_rate: float = 0.15,
) -> SchafkopfState:
    """Play one complete random deal with every rule checked, and return it finished (its
    ``result`` holds the settlement). An all-pass deal is dealt again: with the kettle, the
    pot it fed is carried into the next (``pot_before``), as at a table."""
    options = options or SchafkopfOptions()
    from trainer.schafkopf.game import GAME  # the record imports the quizzes, which use this

    for _attempt in range(MAX_REDEALS):
        state = SchafkopfState(GAME, options, hands=deal(rng), pot=pot)
        best = -1
        for seat in range(SEATS):
            contract = random_call(rng, state.held[seat], best, seat == SEATS - 1, options)
            if contract is not None:
                best = auction_rank(contract.kind, options.wenz_equals_suit_solo)
            state.call(contract)
        result = state.result
        if state.phase is Phase.DONE and result and result.outcome != "play":
            pot = pot if result.pot_after is None else result.pot_after
            continue
        break
    else:  # pragma: no cover - 50 redeals in a row do not happen with these odds
        raise RuntimeError("no game after many redeals")
    if state.phase is Phase.PLAY:
        _play_out(rng, state, contra_rate)
    return state


def _play_out(rng: random.Random, state: SchafkopfState, contra_rate: float) -> None:
    """Play the 32 cards with random legal moves (and maybe a contra and a re)."""
    for rate in (contra_rate, 0.4):  # a contra now and then, after it sometimes a re
        allowed = state.double_seats() if rate and rng.random() < rate else None
        if not allowed:
            break
        state.double(rng.choice(allowed[1]))
    state.play_random(rng)
