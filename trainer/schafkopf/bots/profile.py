"""Schafkopf for the shared search (:class:`trainer.state.Bots`): the budgets and scales of
the strong player and the coach; the sampled deals' checks (every card and the declarer's call
still legal, the declarer holding a hand for his game); the exact search's rules of card play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trainer.bots.exact import Rules
from trainer.bots.worlds import hands_then, views
from trainer.cards import Card, Suit
from trainer.points import schafkopf_points
from trainer.schafkopf.auction import Call, why_not_call
from trainer.schafkopf.bots import club as schafkopf_bot
from trainer.schafkopf.bots.reasons import REASONS, doubling_words
from trainer.schafkopf.contracts import Contract, Kind
from trainer.schafkopf.play import PlayPosition, playable, suit_led_in, why_not_play
from trainer.schafkopf.scoring import WIN_MIN
from trainer.schafkopf.state import call_action
from trainer.state import Bots, DealState, Scale


def consistent(world: DealState, seat: int) -> bool:
    """Would every card the other seats played, and the declarer's call, have been legal with
    the hands ``world`` gives them (a declarer cannot hold the ace he called)?"""
    data = world.contract_json()
    if data is None:
        return True
    contract = Contract(
        Kind(data["type"]),
        Suit(data["called"]) if data.get("called") else None,
        Suit(data["trump"]) if data.get("trump") else None,
    )
    shown = views(world)
    history = [[world.card(code) for _, code in v.cards] for v in shown]
    plays = hands_then(world)
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
    calls = _calls(world)
    for i, call in enumerate(calls):
        if call.seat == declarer and call.contract == contract:
            return why_not_call(calls[:i], hand, call_action(declarer, contract)) is None
    return True


def _calls(world: DealState) -> list[Any]:
    """The auction's calls, read back from the deal's public view."""
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


def declarer_justifies(world: DealState, seat: int) -> bool:
    """Does the declarer (any seat but ``seat``) hold, in ``world``, a hand that justifies his
    game, by the club player's test?"""
    declarer = world.declarer()
    data = world.contract_json()
    if declarer is None or declarer == seat or data is None:
        return True
    hand = [*world.hands()[declarer]]
    hand += [world.card(code) for v in views(world) for who, code in v.cards if who == declarer]
    return schafkopf_bot.justifies(tuple(hand), data)


def card_rules(world: Any) -> tuple[Rules, bool]:
    """The deal's rules of card play for the exact search; the flag: has the called suit been
    led?"""
    rank, ace, options, called = world.rank, world.ace, world.options, world.contract.called

    def legal(hand: list[Card], trick: list[Card], called_led: bool) -> Sequence[Card]:
        return playable(hand, trick, rank, ace, called_led, options)

    def flag_after(called_led: bool, trick: list[Card]) -> bool:
        return called_led or (called is not None and suit_led_in([trick], called, rank))

    def fixed(card: Card, called_led: bool) -> bool:
        return ace is not None and not called_led and rank.eff[card] == rank.eff[ace]

    rules = Rules(
        legal,
        rank.winner,
        lambda trick: float(schafkopf_points(trick)),
        rank.eff.__getitem__,
        rank.power.__getitem__,
        lambda card: card.points,
        lambda cards, _tricks: float(schafkopf_points(cards)),
        flag_after,
        fixed,
    )
    return rules, bool(world.called_led)


def scored(world: DealState) -> bool:
    """An ace game, a Wenz or a suit solo: not a tout (won by tricks) nor Ramsch (points are
    bad)."""
    return (world.contract_json() or {}).get("type") in ("ace_game", "wenz", "suit_solo")


def trick_worth(cards: Sequence[Card]) -> float:
    return float(schafkopf_points(list(cards)))


BOTS = Bots(
    basic=schafkopf_bot.choose,
    candidates=schafkopf_bot.candidates,
    amount_key="bots.strong.amount.stakes",
    # Branching positions per world: 2 cards 15, 3 cards 300.
    horizon=2,
    # The coach's budget: at 600 moves early verdicts never reached the confirmation (5 deals
    # against MIN_PAIRS); 780 keeps the p95 within the page's 300 ms in Pyodide.
    work=780,
    # Three cards: 120 positions a world on average (p90 270); four 1,150 (p90 2,260).
    solve=3,
    # On the independent check's first 70 positions (251 cards): recall 57 -> 60 % of 35
    # material cards, precision 88 -> 94 %.
    finish=3,
    solve_deals=(12, 24),
    screen_pairs=2,
    # With half of coach.RESULT_SHARE two of five such objections on the check's first 70
    # positions were wrong; with 0.2, none of the two left, one right objection lost.
    result_sure=0.2,
    # From 6 card points with a lower bound of half a point: on the independent check's 160
    # positions (553 cards) the bound at 3 caught 40 of 67 material cards at a precision of
    # 94 %, at 0.5 48 at 92 %.
    play_scale=Scale("card_points", "coach.amount.card_points", 6.0, 10.0, 0.5),
    result_scale=Scale("stakes", "coach.amount.stakes", 0.6, 1.5),
    card_rules=card_rules,
    scored=scored,
    trick_worth=trick_worth,
    win_points=WIN_MIN,
    contra_hand=schafkopf_bot.contra_hand,
    doubling_hand=doubling_words,
    bid_test=schafkopf_bot.justifies,
    consistent=consistent,
    plausible=(declarer_justifies,),
    reasons=REASONS,
)
