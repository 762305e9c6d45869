"""The coach's reasons in Tarok's terms (:mod:`trainer.bots.reasons`): the talon, the lay-away,
the bids and the doubling."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from trainer.cards import Card, Suit
from trainer.i18n import AllOf, Message, msg
from trainer.naming import suit_noun, words_of
from trainer.state import Action, Explain, Observation
from trainer.tarok.bots import club as tarok_bot
from trainer.tarok.contracts import CONTRACT_TYPES, Bid


def _tarok_cards(obs: Observation, codes: Sequence[str]) -> list[Card]:
    deck = words_of("tarok").deck
    return [deck[code] for code in codes]


def _honours(cards: Sequence[Card]) -> list[Card]:
    """The pagat, the mond and the skiz, and the kings: the cards worth 5."""
    return [c for c in cards if c.number in (1, 21, 22) or c.rank == "K"]


def _half_words(cards: Sequence[Card]) -> Message:
    """ "the mond and the King of clubs: 2 taroks and 7 points by the cards' values", "no tarok
    and 5 points by the cards' values"."""
    taroks = sum(1 for c in cards if c.number)
    points = msg("coach.reason.tk.points", n=sum(c.points for c in cards))
    if taroks:
        counted = msg("coach.reason.tk.half.counted", n=taroks, points=points)
    else:
        counted = msg("coach.reason.tk.half.counted.none", points=points)
    honours = _honours(cards)
    if honours:
        return msg("coach.reason.tk.half.honours", honours=AllOf(honours), counted=counted)
    return counted


def _voids(hand: Sequence[Card]) -> set[Suit]:
    held = {c.suit for c in hand if not c.number and c.suit is not None}
    return {s for s in (Suit.C, Suit.S, Suit.H, Suit.D) if s not in held}


def _tarok_take(obs: Observation, action: Action, better: Action) -> str | None:
    good = _tarok_cards(obs, better.cards or ())
    mine = _tarok_cards(obs, action.cards or ())

    def count(cards: Sequence[Card]) -> tuple[int, int, int]:
        return (
            sum(1 for c in cards if c.number),
            len(_honours(cards)),
            sum(c.points for c in cards),
        )

    g, m = count(good), count(mine)
    if g[0] >= m[0] and g[1] >= m[1] and g[2] >= m[2] and g != m:
        return msg(
            "coach.reason.tk.take.better", better=_half_words(good), yours=_half_words(mine)
        ).render()
    lost_voids = _voids(obs.hand) - _voids([*obs.hand, *mine])
    kept_voids = _voids(obs.hand) - _voids([*obs.hand, *good])
    spoilt = sorted(lost_voids - kept_voids, key=lambda s: s.value)
    if spoilt and g[0] >= m[0]:
        return msg(
            "coach.reason.tk.take.void",
            n=len(spoilt),
            suits=AllOf(suit_noun("tarok", s) for s in spoilt),
            better=_half_words(good),
        ).render()
    return None


def _tarok_discard(obs: Observation, action: Action, better: Action) -> str | None:
    """The lay-away by the text's rules and the club player's: never a king (a renons), taroks
    only when no plain card is left, and a suit laid away whole can be trumped at once."""
    laid = _tarok_cards(obs, action.cards or ())
    good = _tarok_cards(obs, better.cards or ())
    if any(c.rank == "K" for c in good):
        return None
    kings = [c for c in laid if c.rank == "K"]
    if kings:
        return msg("coach.reason.tk.discard.king", kings=AllOf(kings), better=AllOf(good)).render()
    taroks = [c for c in laid if c.number]
    plain_left = [c for c in obs.hand if not c.number and c.rank != "K" and c not in laid]
    if len(taroks) > sum(1 for c in good if c.number) and plain_left:
        return msg(
            "coach.reason.tk.discard.taroks",
            n=len(taroks),
            taroks=AllOf(taroks),
            better=AllOf(good),
        ).render()
    after_good = _voids([c for c in obs.hand if c not in good])
    after_mine = _voids([c for c in obs.hand if c not in laid])
    gained = sorted(after_good - after_mine, key=lambda s: s.value)
    if gained:
        return msg(
            "coach.reason.tk.discard.void",
            n=len(gained),
            better=AllOf(good),
            suits=AllOf(suit_noun("tarok", s) for s in gained),
        ).render()
    return None


def _tarok_worth(obs: Observation) -> tuple[int, Message]:

    value = tarok_bot.worth(obs.hand)
    return value, msg("coach.reason.tk.worth", worth=value, counting=tarok_bot.WORTH_WORDS)


def _tarok_bid(obs: Observation, action: Action, better: Action) -> str | None:
    """A bid by the hand's worth, against the worth the club player needs for it."""
    value, counted = _tarok_worth(obs)
    mine, theirs = _tarok_need(action), _tarok_need(better)
    short = mine is not None and value < mine
    if better.call == "pass":
        if not short:
            return None
        return msg("coach.reason.tk.bid.short", worth=counted, bid=_bid(action), need=mine).render()
    if theirs is None or value < theirs:
        return None
    if short:
        return msg(
            "coach.reason.tk.bid.enough_not",
            worth=counted,
            bid=_bid(better),
            need=theirs,
            yours=_bid(action),
            yours_need=mine,
        ).render()
    if action.call != "pass":
        return None
    return msg("coach.reason.tk.bid.enough", worth=counted, bid=_bid(better), need=theirs).render()


def _tarok_need(action: Action) -> int | None:
    """The worth the club player needs for the bid (``None``: a pass or a hold)."""

    if action.call not in CONTRACT_TYPES:
        return None
    return tarok_bot._need(Bid(action.call or "", action.level or 1))


def _bid(action: Action) -> Bid:
    """The bid ``action`` makes, a noun of the catalogues ("druga trójka")."""
    return Bid(action.call or "", action.level or 1)


def _tarok_doubling(obs: Observation, action: Action, better: Action) -> str | None:

    _, counted = _tarok_worth(obs)
    contract = obs.contract or {}
    plain = contract.get("name") == "trojka" and contract.get("level", 1) == 1
    need = tarok_bot.CONTRA_WORTH if plain else tarok_bot.CONTRA_RAISED_WORTH
    if better.call == "pass" and action.call != "pass" and not tarok_bot.contra_hand(obs):
        return msg("coach.reason.tk.contra.short", worth=counted, need=need).render()
    if better.call != "pass" and action.call == "pass" and tarok_bot.contra_hand(obs):
        return msg("coach.reason.tk.contra.enough", worth=counted, need=need).render()
    return None


REASONS: Mapping[str, Explain] = {
    "take": _tarok_take,
    "discard": _tarok_discard,
    "auction": _tarok_bid,
    "doubling": _tarok_doubling,
}
"""Phase → why the better action beats the learner's (:attr:`trainer.state.Bots.reasons`)."""
