"""Random complete deals of the three games, with the full rules, for the property tests and
``scripts/bench_engine.py``.

No page of the site plays a random deal, so these live with the tests and are not shipped in
the engine's wheel. Each deal is drawn from the given ``rng`` through the engine's own moves:
the quizzes' random auctions and playouts (``trainer.<game>.simulate``), and for Schafkopf a
random auction biased so that a game is usually played, sometimes a contra and a re, the cards
from :meth:`~trainer.schafkopf.state.SchafkopfState.play_random`. Every deal ends scored.
"""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import SUITS, Card
from trainer.pamfil.game import deal as pamfil_cards
from trainer.pamfil.options import DEFAULT_OPTIONS as PAMFIL_DEFAULTS
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.simulate import random_declarations, random_playout
from trainer.pamfil.state import PamfilState
from trainer.schafkopf.auction import SEATS, callable_suits, holds_sie
from trainer.schafkopf.contracts import CALLABLE_SUITS, Contract, Kind, auction_rank
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.state import Phase as SchafkopfPhase
from trainer.schafkopf.state import SchafkopfState
from trainer.schafkopf.state import deal as schafkopf_cards
from trainer.tarok.options import DEFAULT_OPTIONS as TAROK_DEFAULTS
from trainer.tarok.options import TarokOptions
from trainer.tarok.simulate import finish_setup, new_deal, play_auction, play_out
from trainer.tarok.state import Phase as TarokPhase
from trainer.tarok.state import TarokState

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


def schafkopf_deal(
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
    for _attempt in range(MAX_REDEALS):
        state = SchafkopfState(SCHAFKOPF, options, hands=schafkopf_cards(rng), pot=pot)
        best = -1
        for seat in range(SEATS):
            contract = random_call(rng, state.held[seat], best, seat == SEATS - 1, options)
            if contract is not None:
                best = auction_rank(contract.kind, options.wenz_equals_suit_solo)
            state.call(contract)
        result = state.result
        if state.phase is SchafkopfPhase.DONE and result and result.outcome != "play":
            pot = pot if result.pot_after is None else result.pot_after
            continue
        break
    else:  # pragma: no cover - 50 redeals in a row do not happen with these odds
        raise RuntimeError("no game after many redeals")
    if state.phase is SchafkopfPhase.PLAY:
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


def tarok_deal(
    rng: random.Random,
    options: TarokOptions | None = None,
    *,
    players: int = 3,
    pukam: bool | None = None,
) -> TarokState:
    """One complete deal with full rules, played and scored; all-pass deals are redealt."""
    options = options or TAROK_DEFAULTS
    redeals = 0
    while True:
        flag = rng.random() < 0.1 if pukam is None else pukam
        state = new_deal(rng, options, players, flag)
        play_auction(state, rng)
        if state.phase is not TarokPhase.REDEAL or redeals >= MAX_REDEALS:
            break
        redeals += 1
    if state.phase is TarokPhase.REDEAL:
        raise RuntimeError("no game was bid in 50 deals")  # pragma: no cover
    finish_setup(state, rng)
    play_out(state, rng)
    state.final_score()  # the deal is scored, as every played deal is
    return state


def pamfil_deal(
    rng: random.Random, options: PamfilOptions | None = None, players: int = 3, **_: Any
) -> PamfilState:
    """Deal, declare, exchange, check muchas, play and score one complete random deal (its
    ``result`` holds the score)."""
    state = pamfil_cards(rng, options or PAMFIL_DEFAULTS, players)
    random_declarations(state, rng)
    random_playout(state, rng)
    return state
