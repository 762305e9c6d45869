"""Worlds the public play allows: re-deals of the unseen cards that could have led here.

:meth:`~trainer.state.DealState.determinize` re-deals what a seat has not seen, keeping
hand sizes and the voids each seat has shown. That is not all the public play tells: a
player who did not overtrump holds no higher tarok, a Schafkopf declarer cannot hold the
ace he called, a Tarok soloist laid away no king. :func:`sample` draws re-deals until one
passes :func:`consistent`, which replays the public history on the re-dealt hands and asks
the game's own legality rules whether every card played, every call and every discard
would still have been allowed. The rules are the game's (``trainer/<game>/play.py`` and
``auction.py``), so the check needs no inference of its own and stays right when a rule
option changes.

:func:`advance` makes a move already known to be legal, through the state's public
unchecked ``apply_legal``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from trainer.cards import Card
from trainer.state import Action, ActionKind, DealState, TrickView

TRIES = 40
"""Re-deals tried before the last one is kept anyway (a bot must still move). About one
re-deal in six breaks a rule in Tarok, one in fifteen in Schafkopf and Pamfil, so forty
tries practically always find a world."""

PLAUSIBLE_TRIES = 16
"""Re-deals tried on each of a game's plausibility tests (:data:`PLAUSIBLE`), strictest
first: a world must pass the test (and the rules) to be kept while its tries last; after
the last test's tries, any world the rules allow will do."""


def advance(world: DealState, action: Action) -> None:
    """Make ``action``, known to be legal, without the checks of :meth:`DealState.apply`."""
    world.apply_legal(action)


def sample(state: DealState, seat: int, rng: random.Random, tries: int = TRIES) -> DealState:
    """A re-deal of what ``seat`` has not seen that the public play allows (or, after
    ``tries`` failures, the last re-deal drawn).

    The calls are public information too: the first re-deals must also pass the game's
    plausibility tests (:data:`PLAUSIBLE`, :data:`PLAUSIBLE_TRIES` re-deals each): every
    computer bidder's hand makes the calls he made, or failing that (a person bids as he
    likes) the declarer's hand at least justifies his bid. Without them a sampled soloist
    holds a random hand and loses, so contra always looks good.
    """
    tests = PLAUSIBLE.get(state.game.id, ())
    world = _redeal(state, seat, rng)
    for attempt in range(tries - 1):
        test = attempt // PLAUSIBLE_TRIES
        if consistent(world, seat) and (test >= len(tests) or tests[test](world, seat)):
            return world
        world = _redeal(state, seat, rng)
    return world


def _redeal(state: DealState, seat: int, rng: random.Random) -> DealState:
    """:meth:`~trainer.state.DealState.determinize`, then what the computer players
    would have chosen where the public play does not show it (:data:`CHOSEN`)."""
    world = state.determinize(seat, rng)
    chosen = CHOSEN.get(state.game.id)
    if chosen is not None:
        chosen(world, seat)
    return world


def consistent(world: DealState, seat: int) -> bool:
    """Would every public move of the seats other than ``seat`` have been legal with the
    cards ``world`` gives them?"""
    check = _CHECKS.get(world.game.id)
    return check is None or check(world, seat)


def _views(world: DealState) -> list[TrickView]:
    current = world.trick_view()
    return [*world.trick_views(), *([current] if current is not None and current.cards else [])]


def _hands_then(world: DealState) -> list[tuple[int, list[Card], list[Card], Card, int]]:
    """Each card played: (seat, the seat's hand just before it, the trick before it, the
    card, the trick's index), the hand rebuilt as today's hand plus the cards played since."""
    views = _views(world)
    card = world.card
    hands = [list(h) for h in world.hands()]
    found: list[tuple[int, list[Card], list[Card], Card, int]] = []
    for index in range(len(views) - 1, -1, -1):
        cards = [(who, card(code)) for who, code in views[index].cards]
        for position in range(len(cards) - 1, -1, -1):
            who, played = cards[position]
            hands[who] = [played, *hands[who]]
            trick = [c for _, c in cards[:position]]
            found.append((who, list(hands[who]), trick, played, index))
    found.reverse()
    return found


# -- per game: the game's own legality rules, asked of the rebuilt hands -------------------


def _schafkopf(world: DealState, seat: int) -> bool:
    from trainer.cards import Suit
    from trainer.schafkopf.auction import why_not_call
    from trainer.schafkopf.contracts import Contract, Kind
    from trainer.schafkopf.play import PlayPosition, why_not_play
    from trainer.schafkopf.state import call_action

    data = world.contract_json()
    if data is None:
        return True
    contract = Contract(
        Kind(data["type"]),
        Suit(data["called"]) if data.get("called") else None,
        Suit(data["trump"]) if data.get("trump") else None,
    )
    views = _views(world)
    history = [[world.card(code) for _, code in v.cards] for v in views]
    plays = _hands_then(world)
    originals: dict[int, list[Card]] = {}
    for who, hand, trick, played, index in plays:
        originals.setdefault(who, hand)
        if who == seat:
            continue
        position = PlayPosition(contract, hand, trick, history[:index], world.options)
        if played not in hand or why_not_play(position, played) is not None:
            return False
    declarer = world.declarer()
    if declarer is None or declarer == seat or contract.kind is Kind.RAMSCH:
        return True
    hand = originals.get(declarer, list(world.hands()[declarer]))
    calls = _schafkopf_calls(world)
    for i, call in enumerate(calls):
        if call.seat == declarer and call.contract == contract:
            return why_not_call(calls[:i], hand, call_action(declarer, contract)) is None
    return True


def _schafkopf_calls(world: DealState) -> list[Any]:
    from trainer.cards import Suit
    from trainer.schafkopf.auction import Call
    from trainer.schafkopf.contracts import Contract, Kind

    calls = []
    for raw in world.public().get("auction", ()):
        kind = raw.get("contract") or raw.get("type") or raw.get("call")
        contract = None
        if isinstance(kind, dict):
            contract = Contract(
                Kind(kind["type"]),
                Suit(kind["called"]) if kind.get("called") else None,
                Suit(kind["trump"]) if kind.get("trump") else None,
            )
        elif isinstance(kind, str) and kind != "pass":
            contract = Contract(
                Kind(kind),
                Suit(raw["called"]) if raw.get("called") else None,
                Suit(raw["trump"]) if raw.get("trump") else None,
            )
        calls.append(Call(int(raw["seat"]), contract))
    return calls


def _tarok(world: DealState, seat: int) -> bool:
    from trainer.tarok.play import PlayPosition, why_not_play

    for who, hand, trick, played, _ in _hands_then(world):
        if who != seat and why_not_play(PlayPosition(hand, trick), played) is not None:
            return False
    soloist = world.declarer()
    if soloist is not None and soloist != seat:
        discard = world.hidden().get("discard") or []
        if any(world.card(code).rank == "K" and not world.card(code).number for code in discard):
            return False
    return True


def _pamfil(world: DealState, seat: int) -> bool:
    from trainer.cards import Suit
    from trainer.pamfil.play import PlayPosition, can_play
    from trainer.pamfil.ranking import ranking_for

    data = world.contract_json() or {}
    if "trump" not in data:
        return True
    rank = ranking_for(Suit(data["trump"]), world.options.pamfil_mode)
    obligation = world.options.beat_obligation
    for who, hand, trick, played, _ in _hands_then(world):
        if who != seat and not can_play(PlayPosition(hand, trick, rank, obligation), played):
            return False
    return True


def bid_test(game_id: str) -> Callable[[tuple[Card, ...], dict[str, Any]], bool] | None:
    """The game's test of whether a hand justifies a bid (``None``: the game has none), the
    one the sampled worlds apply to a declarer and the coach to the bids it screens first.
    Imported here, not at the top: the games' bots import this module."""
    from trainer.bots import schafkopf, tarok

    return {"schafkopf": schafkopf.justifies, "tarok": tarok.justifies}.get(game_id)


def _schafkopf_bid(world: DealState, seat: int) -> bool:
    from trainer.bots.schafkopf import justifies

    declarer = world.declarer()
    data = world.contract_json()
    if declarer is None or declarer == seat or data is None:
        return True
    hand = [*world.hands()[declarer]]
    hand += [world.card(code) for v in _views(world) for who, code in v.cards if who == declarer]
    return justifies(tuple(hand), data)


def _tarok_dealt(world: DealState, who: int) -> tuple[Card, ...]:
    """The hand ``who`` was dealt in ``world`` (before the talon): today's hand, the cards
    played since, and a soloist's discard, less the talon cards he took."""
    card = world.card
    hand = [*world.hands()[who]]
    hand += [card(code) for v in _views(world) for seat, code in v.cards if seat == who]
    if who == world.declarer():
        hand += [card(code) for code in world.hidden().get("discard") or []]
        taken = {card(code) for code in world.public().get("taken") or []}
        hand = [c for c in hand if c not in taken]
    return tuple(hand)


def _tarok_bid(world: DealState, seat: int) -> bool:
    from trainer.bots.tarok import justifies

    soloist = world.declarer()
    data = world.contract_json()
    if soloist is None or soloist == seat or data is None:
        return True
    return justifies(_tarok_dealt(world, soloist), data)


def _tarok_calls(world: DealState, seat: int) -> bool:
    """Would every other seat, bidding as the computer players do
    (:func:`trainer.bots.tarok.club_call`) with the hand ``world`` deals it, have made the
    calls it made? The strong player bids as the club player unless its playouts clearly
    favour another bid, so this holds for every level but the beginner."""
    from trainer.bots.tarok import club_call, standing_rank, worth
    from trainer.tarok.auction import Call, new_auction

    calls = world.public().get("auction") or []
    if all(int(c["seat"]) == seat for c in calls):
        return True
    values: dict[int, int] = {}
    auction = new_auction(world.options, world.players)
    for raw in calls:
        made = Call(int(raw["seat"]), raw["call"], raw.get("level", 1))
        who = made.seat
        if who != seat:
            if who not in values:
                values[who] = worth(_tarok_dealt(world, who))
            legal = [
                Action(who, ActionKind.CALL, call=c.call, level=c.level if c.bid else None)
                for c in auction.legal_calls()
            ]
            done = [c.to_json() for c in auction.calls]
            chosen = club_call(values[who], legal, standing_rank(done))
            if chosen.call != made.call or (chosen.level or 1) != made.level:
                return False
        auction.apply_legal(made)
    return True


def _tarok_discard(world: DealState, seat: int) -> None:
    """Lay away from the sampled soloist's cards what a computer soloist would
    (:func:`trainer.bots.tarok.club_discard`: the cheapest plain cards). The re-deal splits
    his hand and discard at random, and a random discard throws away a tarok or two a deal:
    the sampled soloist is then weaker than any real one, and a contra against him looks
    better than it is."""
    from trainer.bots.tarok import club_discard
    from trainer.cards import TAROK_DECK
    from trainer.tarok.state import TarokState

    assert isinstance(world, TarokState)
    soloist = world.soloist
    if soloist is None or soloist == seat or not world.discard:
        return
    cards = [*world.held[soloist], *world.discard]
    laid = club_discard(cards, len(world.discard))
    world.held[soloist] = TAROK_DECK.sorted([c for c in cards if c not in laid])
    world.discard = laid
    world.renons = any(c.rank == "K" for c in laid)


CHOSEN: dict[str, Callable[[DealState, int], None]] = {"tarok": _tarok_discard}
"""Game id → what a re-deal leaves to chance that a player chooses (a Tarok soloist's
discard), set as the computer players choose it."""

PLAUSIBLE: dict[str, tuple[Callable[[DealState, int], bool], ...]] = {
    "schafkopf": (_schafkopf_bid,),
    "tarok": (_tarok_calls, _tarok_bid),
}
"""Game id → its plausibility tests, strictest first: does the world give every computer
bidder the hand for each call he made (Tarok), or at least the declarer a hand that
justifies his bid?"""

_CHECKS: dict[str, Callable[[DealState, int], bool]] = {
    "schafkopf": _schafkopf,
    "tarok": _tarok,
    "pamfil": _pamfil,
}
