"""A basic tarok player: hand evaluation in the auction, the usual conventions in play.

Auction: a hand's worth is its taroks (the high ones, XV and above with the skiz, count
double) plus its kings; the player bids up to the contract that worth supports
(:data:`TYPE_WORTH`: raising to dwójka and jedynka against another bidder, solo at once
with the strongest hands), the elder holds while the standing bid is within it. Talon:
take the part with the most card points. Discard: the cheapest plain cards, never a king
(that is a renons) nor a tarok. Announce a full hand when holding one (it only scores),
nothing else. No contra (the strong player doubles only with :func:`contra_hand`).
Play: the soloist draws taroks; the opponents play together: one "schmiers" a trick his
partner is winning; everyone wins tricks as cheaply as possible, and saves the pagat
(tarok I) for the last trick, where it scores pagat ultimo.
"""

from __future__ import annotations

from trainer.bots.common import (
    Choice,
    first,
    legal_cards,
    only_card_reason,
    possessive,
    words,
)
from trainer.cards import TAROK_DECK, Card
from trainer.naming import plural
from trainer.state import Action, ActionKind, Observation
from trainer.tarok.contracts import LADDER
from trainer.tarok.ranking import strength

PAGAT = "T1"


def _card(code: str) -> Card:
    card = TAROK_DECK.get(code)
    assert card is not None
    return card


def choose(obs: Observation) -> Choice:
    phase = obs.phase
    if phase == "auction":
        return _bid(obs)
    if phase == "take":
        return _take(obs)
    if phase == "discard":
        return _discard(obs)
    if phase == "announce":
        return _announce(obs)
    if phase == "doubling":
        action = first(obs, lambda a: a.call == "pass") or obs.legal[0]
        return Choice(action, "Double only when sure of the result; here, pass.")
    return _play(obs)


# -- auction, talon, discard, announcements --------------------------------------------------


def candidates(obs: Observation, base: Action) -> list[Action]:
    """The actions worth comparing by playouts: every bid, talon part, doubling and card
    (a few each); for the discard and the announcements, whose choices run to hundreds,
    only the basic choice."""
    if obs.phase in ("discard", "announce"):
        return [base]
    return list(obs.legal)


def worth(hand: tuple[Card, ...]) -> int:
    """Taroks count 1, high taroks (XV and above, the skiz) 2, kings 1."""
    total = 0
    for card in hand:
        if card.number:
            total += 2 if card.number >= 15 else 1
        elif card.rank == "K":
            total += 1
    return total


SOLO_WORTH = 16
"""From this worth the hand bids solo at once. Measured over 300 deals of club players, a
hand worth 14 or more won every trójka it played (13: five in six); a solo gives up the
talon, so it takes more (worth 15 won three solos in eight)."""

TYPE_WORTH = {"trojka": 11, "dwojka": 13, "jedynka": 14, "solo": SOLO_WORTH}
"""The worth each contract type needs at its first level, one more every second level up
(raises go up the ladder one step at a time)."""


def _max_rank(value: int) -> int:
    """The highest ladder position the worth supports (-1: none)."""
    best = -1
    for index, bid in enumerate(LADDER):
        if value >= TYPE_WORTH[bid.name] + (bid.level - 1) // 2:
            best = index
    return best


def justifies(hand: tuple[Card, ...], contract: dict[str, object]) -> bool:
    """Could a player have bid ``contract`` with this hand (before the talon)? One below
    the computer's own need, since a person may bid a little lighter: it only keeps the
    sampled deals from giving a soloist a hand nobody would play."""
    name = contract.get("name") or contract.get("type")
    need = TYPE_WORTH.get(str(name), 0)
    return worth(hand) >= need - 1


def contra_hand(obs: Observation) -> bool:
    """Is the hand strong enough behind the soloist to double at all? Only with as much as
    a bidder needs (taroks and kings of one's own): the playouts alone, over sampled deals,
    advised contra in most doublings and lost two of three of them."""
    return worth(obs.hand) >= TYPE_WORTH["trojka"]


def _bid(obs: Observation) -> Choice:
    value = worth(obs.hand)
    limit = _max_rank(value)
    bids = [a for a in obs.legal if a.call not in ("pass", "hold")]
    ranks = {a: _ladder_rank(a.call or "", a.level or 1) for a in bids}
    hold = first(obs, lambda a: a.call == "hold")
    standing = max(
        (
            _ladder_rank(c["call"], c.get("level", 1))
            for c in obs.public.get("auction", ())
            if c["call"] not in ("pass", "hold")
        ),
        default=-1,
    )
    if hold is not None and 0 <= standing <= limit:
        return Choice(
            hold,
            f"The hand is worth {value} (taroks, high taroks twice, kings): enough to "
            f"keep the standing bid, {LADDER[standing].label}, so say 'sam'.",
        )
    fitting = [a for a in bids if ranks[a] <= limit]
    solo = next((a for a in fitting if a.call == "solo"), None)
    if solo is not None and value >= SOLO_WORTH:
        return Choice(
            solo,
            f"The hand is worth {value} (taroks count 1, taroks from XV up and the skiz 2, "
            "kings 1): strong enough to play solo, without the talon, for the higher score.",
        )
    if fitting:
        action = min(fitting, key=ranks.__getitem__)
        label = LADDER[ranks[action]].label
        return Choice(
            action,
            f"The hand is worth {value} (taroks count 1, taroks from XV up and the skiz 2, "
            f"kings 1): enough to bid {label}, the lowest bid open.",
        )
    return Choice(
        Action(obs.seat, ActionKind.CALL, call="pass"),
        f"The hand is worth only {value} (taroks, high taroks twice, kings): not enough to "
        f"bid{' higher' if standing >= 0 else ''}, so pass.",
    )


def _ladder_rank(name: str, level: int) -> int:
    return next(i for i, b in enumerate(LADDER) if (b.name, b.level) == (name, level))


def _take(obs: Observation) -> Choice:
    def points(action: Action) -> tuple[int, int]:
        cards = [_card(c) for c in action.cards or ()]
        return sum(c.points for c in cards), sum(1 for c in cards if c.number)

    action = max(obs.legal, key=points)
    cards = [_card(c) for c in action.cards or ()]
    return Choice(
        action,
        f"Take the part with the most: {', '.join(words(c) for c in cards)} "
        f"({plural(points(action)[0], 'point')} by the cards' values, "
        f"{plural(points(action)[1], 'tarok')}).",
    )


def _discard(obs: Observation) -> Choice:
    count = len(obs.legal[0].cards or ()) if obs.legal else 0
    suits: dict[str, int] = {}
    for card in obs.hand:
        if not card.number:
            suits[str(card.suit)] = suits.get(str(card.suit), 0) + 1

    def keep(card: Card) -> tuple[int, int, int]:
        if card.rank == "K":
            return (3, 0, 0)  # a discarded king is a renons
        if card.number:
            return (2, card.number, 0)
        return (1 if card.points > 2 else 0, suits[str(card.suit)], card.points)

    chosen = sorted(obs.hand, key=keep)[:count]
    codes = tuple(c.code for c in TAROK_DECK.sorted(chosen))
    action = first(obs, lambda a: a.cards == codes) or obs.legal[0]
    return Choice(
        action,
        f"Lay away {', '.join(words(c) for c in chosen)}: the plain cards worth least first "
        "(tens and jacks), from your shortest suits, so you can trump those suits soon; the "
        "cards laid away count for you. Never a king, which would be a renons.",
    )


def _announce(obs: Observation) -> Choice:
    full = first(obs, lambda a: a.announcements == ("full_hand",))
    if full is not None:
        return Choice(full, "You hold ten taroks or more: announce the full hand, which scores.")
    none = first(obs, lambda a: a.announcements == ()) or obs.legal[0]
    if obs.options is not None and obs.options.failed_announcement_penalty:
        why = (
            "Announce nothing: a failed announcement costs its value, and this hand is no sure bet."
        )
    else:  # TK-01: under the text's rules a failed announcement costs nothing (T10)
        why = (
            "Announce nothing: this hand is sure of no bonus. Under the text's rules a failed "
            "announcement costs nothing, and an announced trull, four kings, pagat ultimo or "
            "volat that succeeds counts double."
        )
    return Choice(none, why)


# -- play -----------------------------------------------------------------------------------


def _play(obs: Observation) -> Choice:
    legal = legal_cards(obs)
    if len(legal) == 1:
        return _choice(obs, legal[0], only_card_reason(legal[0]))
    soloist = obs.declarer
    friends = {obs.seat} if obs.seat == soloist else {s for s in range(3) if s != soloist}
    trick = [(seat, _card(code)) for seat, code in (obs.trick.cards if obs.trick else ())]
    last_trick = len(obs.hand) == 1
    pagat = _card(PAGAT)
    keep_pagat = [c for c in legal if c is not pagat] or legal
    if not trick:
        return _lead(obs, keep_pagat, obs.seat == soloist)
    lead = trick[0][1]
    best_index = _winning(trick)
    best_seat, best = trick[best_index]
    last = len(trick) == 2
    beating = [c for c in legal if _beats(c, best, lead)]
    if pagat in beating and last and not last_trick:
        return _choice(
            obs,
            pagat,
            f"The pagat wins this trick safely: you play last and "
            f"{words(best)} is the best card so far.",
        )
    if best_seat in friends and best_seat != obs.seat and (last or strength(best) >= 115):
        fat = [c for c in keep_pagat if not c.number] or keep_pagat
        card = max(fat, key=lambda c: (c.points, -strength(c)))
        if card.number and _beats(card, best, lead):
            why = (
                f"You must play a tarok; {words(card)} takes the trick over from "
                f"{possessive('your partner', best)}, for your side."
            )
        elif card.number:
            why = f"You must play a tarok; {words(card)} leaves your partner's trick alone."
        elif card.points > 1:
            why = (
                f"{possessive('Your partner', best)} is winning, so give it points: "
                f"{words(card)} ({card.points} points)."
            )
        else:
            why = (
                f"{possessive('Your partner', best)} is winning; you have no card worth "
                f"points to give, so give {words(card)}."
            )
        return _choice(obs, card, why)
    winners = [c for c in keep_pagat if _beats(c, best, lead)]
    if winners:
        card = min(winners, key=strength) if last else max(winners, key=strength)
        why = (
            f"You play last: {words(card)} is the cheapest card that beats {words(best)}."
            if last
            else f"Take the trick with {words(card)}, your highest card that beats "
            f"{words(best)}, so the player after you is less likely to beat it."
        )
        return _choice(obs, card, why)
    card = min(keep_pagat, key=lambda c: (1 if c.number else 0, c.points, strength(c)))
    if pagat in legal and card is not pagat:  # the pagat is lower, but kept
        why = (
            f"You cannot beat {words(best)}: give your least card but the pagat, "
            f"{words(card)}. Keep the pagat: it is worth a bonus if it wins the last trick."
        )
    else:
        why = f"You cannot beat {words(best)}: give the least, {words(card)}."
    return _choice(obs, card, why)


def _lead(obs: Observation, legal: list[Card], soloist: bool) -> Choice:
    taroks = [c for c in legal if c.number]
    if soloist and len(taroks) >= 4:
        card = max(taroks, key=strength)
        return _choice(
            obs,
            card,
            f"As the soloist, draw taroks: lead {words(card)} so the opponents must give theirs.",
        )
    kings = [c for c in legal if c.rank == "K" and not c.number]
    if kings:
        return _choice(obs, kings[0], f"Lead {words(kings[0])}: a king is the best of its suit.")
    plain = [c for c in legal if not c.number]
    if plain:
        card = min(plain, key=lambda c: (c.points, strength(c)))
        low = card.rank != "K" and any(
            c.suit is card.suit and not c.number and strength(c) > strength(card) for c in obs.hand
        )
        why = (
            f"Lead low ({words(card)}), keeping your taroks to trump with."
            if low
            else f"Lead {words(card)}, keeping your taroks to trump with."
        )
        return _choice(obs, card, why)
    card = min(legal, key=strength)
    return _choice(obs, card, f"Only taroks left: lead the lowest worth leading, {words(card)}.")


def _winning(trick: list[tuple[int, Card]]) -> int:
    lead = trick[0][1]
    best = 0
    for i in range(1, len(trick)):
        if _beats(trick[i][1], trick[best][1], lead):
            best = i
    return best


def _beats(card: Card, best: Card, lead: Card) -> bool:
    if card.number:
        return not best.number or card.number > best.number
    if best.number:
        return False
    return card.suit is lead.suit and strength(card) > strength(best)


def _choice(obs: Observation, card: Card, reason: str) -> Choice:
    return Choice(Action(obs.seat, ActionKind.PLAY, card=card.code), reason)
