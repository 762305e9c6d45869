"""A basic tarok player: hand evaluation in the auction, the usual conventions in play.

Auction: a hand's worth (:func:`worth`) counts its taroks and kings, the skiz and the mond
more, and its voids; it opens with trójka from :data:`OPEN_WORTH`, and raises or holds
against another bidder only while the next bid is within :data:`RAISE_WORTH` (a raise
multiplies only the loss, and against another good hand the same cards win less), so the
weaker of two bidders passes and a hand is not bid up level by level; it bids solo at once
with the strongest hands (:data:`SOLO_WORTH`). Talon: take the part with the most card
points. Discard: the cheapest plain cards, never a king (that is a renons) nor a tarok.
Announcements: the full hand when holding one (it counts only when announced), and under the
text's rules every bonus still within reach, since the text names no penalty for a failed
announcement (T10); under the house rule that a failed one costs its value, nothing more
(the strong player weighs the volat, and there every bonus,
:func:`trainer.tarok.bots.profile.weigh_tarok_announcements`).
No contra (the strong player doubles only with :func:`contra_hand`).
Play: the soloist draws taroks; the opponents play together: one "schmiers" a trick his
partner is winning; everyone wins tricks as cheaply as possible, and saves the pagat
(tarok I) for the last trick, where it scores pagat ultimo.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trainer.bots.common import Choice, first, legal_cards, only_card_reason, play_card
from trainer.cards import TAROK_DECK, Card
from trainer.i18n import AllOf, Items, Message, msg
from trainer.state import Action, Observation
from trainer.tarok.contracts import LADDER, Bid
from trainer.tarok.ranking import KINGS, SKIS, TRULL, strength
from trainer.tarok.state import ANNOUNCEMENTS

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
        return announce(obs)
    if phase == "doubling":
        action = first(obs, lambda a: a.call == "pass") or obs.legal[0]
        return Choice(action, msg("bots.tarok.doubling.pass").render())
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
    """The hand's worth in the auction: taroks and kings count 2, the skiz 2 more (4) and
    the mond 1 more (3), and each suit the hand holds none of (a void) 1.

    Measured over 9,000 hands (3,000 deals, each hand played as every contract by Club
    players): a logistic fit of the win on the hand gave a tarok and a king about the same
    weight, the skiz twice that, the mond about half, a void half in a trójka and more the
    fewer cards the contract takes from the talon, the other high taroks (XV to XX) next to
    nothing. Counted so, the worth foretells the result better than counting the taroks from
    XV up double did (log-likelihood per trójka -0.443 against -0.464, per solo -0.117
    against -0.134)."""
    total = 4 - len({card.suit for card in hand if not card.number})
    for card in hand:
        if card.number or card.rank == "K":
            total += 2
        if card.number == SKIZ:
            total += 2
        elif card.number == MOND:
            total += 1
    return total


SKIZ = 22
MOND = 21

WORTH_WORDS = msg("bots.tarok.worth.counting")
"""How :func:`worth` counts, in the words of the reasons."""

OPEN_WORTH = 19
"""The worth that opens the auction with trójka. Measured over 9,000 hands (3,000 deals,
each hand played as every contract by Club players; ``scripts/bench_bots.py --section
contracts --game tarok --seeds 300`` prints the tables): as a trójka, worth 18 won 41 % (-11
points a deal on average), 19 won 52 % (+16), 20 won 64 % (+45); where neither other hand
was worth 19, worth 19 won 65 % (+43). In duplicate deals (Club with these thresholds at
one seat against Club at the others, 9,000 seat-deals) opening from 18 instead gained +0.9
points a deal (95 % interval -0.3 to +2.1), from 20 lost 6.0 (-8.1 to -3.8)."""

RAISE_WORTH: dict[str, tuple[int, ...]] = {
    "trojka": (OPEN_WORTH, 23, 23, 23, 24),
    "dwojka": (24, 24, 24, 25, 25),
    "jedynka": (25, 25, 26, 26, 26),
}
"""The worth each bid needs against another bidder (raising to it, or holding it), by
level. Against a hand worth 19 or more the same hands win far less (the 4,667 such hands
of the 9,000): worth 21 won 39 % of trójkas, 22 won 53 %, 23 won 62 %. A raise doubles,
triples … only the loss, so a raised trójka pays only with a hand that nearly always wins
it: at worth 22 a druga trójka averaged +2 points, a trzecia -22; at 23 a druga +42, a
trzecia +28, a czwarta +13, a piąta -2; at 24 a piąta +14. Dwójka (its loss single again,
the win 40) comes after piąta trójka: at 23 it won 50 % (+23), at 24 67 % (+60); jedynka
at 24 won 42 % (+6), at 25 57 % (+38). Against a raiser (worth 22 or more) worth 21 won a
trójka 17 % of the time: so two good hands no longer bid each other up level by level,
the weaker one passes. In duplicate deals as above, raising from 22 lost 0.3 points a deal
(-1.0 to +0.5), from 24 lost 0.5 (-1.1 to 0.0)."""

SOLO_WORTH = 27
"""From this worth the hand bids solo at once. Measured over the 9,000 hands and 3,990
more worth 23 or more: a solo won 55 % at worth 24, 72 % at 25, 81 % at 26, 91 % at 27
and 28, every one from 29 on. Below 27 the same hand averaged far more as a trójka (it
keeps the talon: at 25, +196 against +94); from 27 a solo wins nine times in ten and ends
the auction. In duplicate deals solo at once from 25 lost 1.7 points a deal (-2.9 to
-0.6), from 29 instead of 27 made no difference (-0.1, -0.3 to +0.1)."""

SOLO_INSTEAD_WORTH = 25
"""From this worth the hand bids solo instead of a raise it cannot make (it wins a solo
nearly three times in four)."""

TYPE_WORTH = {name: needs[0] for name, needs in RAISE_WORTH.items()} | {"solo": SOLO_WORTH}
"""The worth each contract type needs at its first level (trójka: to open)."""


def _need(bid: Bid) -> int:
    if bid.name == "solo":
        return SOLO_WORTH
    return RAISE_WORTH[bid.name][bid.level - 1]


def _max_rank(value: int) -> int:
    """The highest ladder position the worth supports, every step below it included since
    raises go one step at a time (-1: none; solo is not a step, see :data:`SOLO_WORTH`)."""
    best = -1
    for index, bid in enumerate(LADDER):
        if bid.name == "solo" or value < _need(bid):
            break
        best = index
    return best


def justifies(hand: tuple[Card, ...], contract: dict[str, object]) -> bool:
    """Could a player have bid ``contract`` with this hand (before the talon)? Two below
    the computer's own need (a tarok or a king less), since a person may bid a little
    lighter: it only keeps the sampled deals from giving a soloist a hand nobody would
    play."""
    name = str(contract.get("name") or contract.get("type"))
    if name not in TYPE_WORTH:
        return True
    level = contract.get("level")
    bid = Bid(name, level if isinstance(level, int) and name != "solo" else 1)
    return worth(hand) >= _need(bid) - 2


CONTRA_WORTH = 17
"""The worth a defender needs to double a plain trójka at all (:func:`contra_hand`); the
playouts then decide. Measured with the contra study of issue 32 (every defender's doubling
in 348 deals of Club players, seeds 2000-2347, the strong player's choice with no hand test,
each contra played on both ways with the real hands): the playouts alone advised 55 contras
of 486 decisions, 43 won (78 %), +40.6 points each for the defender against not doubling;
with the needs at 20 and 23 (before) 14 remained, 12 won (86 %), +48.0 each, +672 in all;
at 17 and 20, 40, 33 won (82 %), +45.5 each, +1,818 in all; at 18 and 21, 34 (79 %, +42.8).
So the needs are 17 and 20: nearly three times the value of the old ones, at the same share
won."""

CONTRA_RAISED_WORTH = 20
"""The same against a raised trójka, a dwójka, jedynka or solo: the soloist outbid another
hand, so is stronger."""


def contra_hand(obs: Observation) -> bool:
    """Is the hand strong enough against the soloist to double at all? Contra is a
    judgment on the hand (TK-05), and the playouts need a floor: with a random hand they
    advise a contra the real hands lose more often (see :data:`CONTRA_WORTH`)."""
    contract = obs.contract or {}
    plain = contract.get("name") == "trojka" and contract.get("level", 1) == 1
    return worth(obs.hand) >= (CONTRA_WORTH if plain else CONTRA_RAISED_WORTH)


def club_call(value: int, legal: Sequence[Action], standing: int) -> Action:
    """The call a club player makes with a hand worth ``value``, among the ``legal`` calls,
    over the standing bid's ladder position (``standing``, -1: none). Apart from its
    wording (:func:`_bid`), so that the sampled worlds can ask which call each computer
    bidder's hand would have made (:func:`trainer.bots.worlds.sample`)."""
    limit = _max_rank(value)
    bids = [a for a in legal if a.call not in ("pass", "hold")]
    hold = next((a for a in legal if a.call == "hold"), None)
    if hold is not None and 0 <= standing <= limit:
        return hold
    ranks = {a: _ladder_rank(a.call or "", a.level or 1) for a in bids}
    fitting = [a for a in bids if ranks[a] <= limit and a.call != "solo"]
    solo = next((a for a in bids if a.call == "solo"), None)
    if solo is not None and (
        value >= SOLO_WORTH or (value >= SOLO_INSTEAD_WORTH and standing >= 0 and not fitting)
    ):
        return solo
    if fitting:
        return min(fitting, key=ranks.__getitem__)
    return next(a for a in legal if a.call == "pass")


def standing_rank(auction: Sequence[dict[str, Any]]) -> int:
    """The ladder position of the highest bid in the public ``auction`` (-1: none yet)."""
    return max(
        (_ladder_rank(c["call"], c.get("level", 1)) for c in auction
         if c["call"] not in ("pass", "hold")),
        default=-1,
    )  # fmt: skip


def _bid(obs: Observation) -> Choice:
    value = worth(obs.hand)
    standing = standing_rank(obs.public.get("auction", ()))
    action = club_call(value, obs.legal, standing)
    counted = msg("coach.reason.tk.worth", worth=value, counting=WORTH_WORDS)
    if action.call == "hold":
        why = msg("bots.tarok.bid.hold", worth=counted, bid=LADDER[standing])
    elif action.call == "solo":
        why = msg("bots.tarok.bid.solo", worth=counted)
    elif action.call != "pass":
        bid = LADDER[_ladder_rank(action.call or "", action.level or 1)]
        if standing < 0:
            why = msg("bots.tarok.bid.open", worth=counted, bid=bid)
        else:
            why = msg("bots.tarok.bid.raise", worth=counted, bid=bid)
    elif standing < 0:
        why = msg("bots.tarok.pass.open", worth=counted)
    elif any(a.call == "hold" for a in obs.legal):
        why = msg("bots.tarok.pass.hold", worth=counted, bid=LADDER[standing])
    else:
        why = msg("bots.tarok.pass.raise", worth=counted)
    return Choice(action, why.render())


def _ladder_rank(name: str, level: int) -> int:
    return next(i for i, b in enumerate(LADDER) if (b.name, b.level) == (name, level))


def _take(obs: Observation) -> Choice:
    def points(action: Action) -> tuple[int, int]:
        cards = [_card(c) for c in action.cards or ()]
        return sum(c.points for c in cards), sum(1 for c in cards if c.number)

    action = max(obs.legal, key=points)
    cards = [_card(c) for c in action.cards or ()]
    worth, taroks = points(action)
    if len(cards) == 1:  # a jedynka takes one card: "the part" would be no part
        return Choice(action, msg("bots.tarok.take.one", card=cards[0], n=worth).render())
    part = msg(
        "bots.tarok.take.part",
        cards=AllOf(cards),
        n=worth,
        taroks=msg("bots.tarok.count.taroks", n=taroks),
    )
    return Choice(action, part.render())


def club_discard(hand: Sequence[Card], count: int) -> list[Card]:
    """The ``count`` cards a club soloist lays away from ``hand``: the plain cards worth
    least, from the shortest suits; a tarok only when no plain card but kings is left,
    never a king. Apart from its wording (:func:`_discard`), so that the sampled worlds lay
    away what a computer soloist would (:func:`trainer.bots.worlds.sample`)."""
    suits: dict[str, int] = {}
    for card in hand:
        if not card.number:
            suits[str(card.suit)] = suits.get(str(card.suit), 0) + 1

    def keep(card: Card) -> tuple[int, int, int]:
        if card.rank == "K":
            return (3, 0, 0)  # a discarded king is a renons
        if card.number:
            return (2, card.number, 0)
        return (1 if card.points > 2 else 0, suits[str(card.suit)], card.points)

    return sorted(TAROK_DECK.sorted(hand), key=keep)[:count]  # ties: in deck order


_DISCARD_KINDS = (("10", "bots.tarok.kind.ten"), ("J", "bots.tarok.kind.jack"))
_DISCARD_FIGURES = (("C", "bots.tarok.kind.cavalier"), ("Q", "bots.tarok.kind.queen"))


def _kinds(chosen: Sequence[Card], kinds: tuple[tuple[str, str], ...]) -> list[Message]:
    """ "tens", "a jack": the kinds of plain card among ``chosen``, in the order given."""
    found = []
    for rank, key in kinds:
        count = sum(1 for c in chosen if not c.number and c.rank == rank)
        if count:
            found.append(msg(key, n=count))
    return found


def _discard(obs: Observation) -> Choice:
    count = len(obs.legal[0].cards or ()) if obs.legal else 0
    chosen = club_discard(obs.hand, count)
    codes = tuple(c.code for c in TAROK_DECK.sorted(chosen))
    action = first(obs, lambda a: a.cards == codes) or obs.legal[0]
    named = AllOf(chosen)
    taroks = sum(1 for c in chosen if c.number)
    if taroks:
        plain = len(chosen) - taroks
        if plain:
            lowest = msg("bots.tarok.lay_away.lowest", n=taroks)
            why = msg("bots.tarok.lay_away.plain_first", cards=named, n=plain, lowest=lowest)
        else:
            why = msg("bots.tarok.lay_away.taroks_only", cards=named, n=taroks)
        return Choice(action, why.render())
    # What the cards are, by their points (TK-07: a queen, worth 4, is no "ten or jack").
    low, figures = _kinds(chosen, _DISCARD_KINDS), _kinds(chosen, _DISCARD_FIGURES)
    if low and figures:
        kinds: Message | Items = msg(
            "bots.tarok.kinds.then", low=AllOf(low), figures=AllOf(figures)
        )
    else:
        kinds = AllOf(low or figures)
    return Choice(action, msg("bots.tarok.lay_away.plain", cards=named, kinds=kinds).render())


BONUSES = ("pagat_ultimo", "trull", "kings")
"""The bonuses a soloist may announce besides the full hand (which counts only when
announced) and the volat (a claim on every trick, which only the playouts can weigh)."""


def left_out(obs: Observation) -> frozenset[Card]:
    """The cards no trick of this deal will hold, as far as the soloist knows: those he laid
    away and the talon's cards he did not take, which count for the opponents (T13) but are
    never won in a trick. (An observation without ``seen``, the playouts', knows only the
    talon.)"""
    talon = [_card(code) for code in obs.public.get("talon") or ()]
    taken = set(obs.public.get("taken") or ())
    untaken = {card for card in talon if card.code not in taken}
    laid_away = set(obs.seen) - set(obs.hand) - untaken  # before the first trick
    return frozenset(untaken | laid_away)


def out_of_reach(obs: Observation, name: str) -> str | None:
    """Why the bonus ``name`` can no longer be made, in a sentence, or ``None`` while it can:
    the trull and the four kings count only when won in tricks (tk-bonuses), and no card
    beats the skiz, so the trull needs it in the soloist's hand."""
    gone = left_out(obs)
    if name == "trull":
        if SKIS not in obs.hand and SKIS not in gone:
            return msg("bots.announce.trull_no_skiz").render()
        if TRULL & gone:
            where = _where(obs, TAROK_DECK.sorted(TRULL & gone))
            return msg("bots.announce.trull_gone", where=where).render()
    if name == "kings" and KINGS & gone:
        where = _where(obs, TAROK_DECK.sorted(KINGS & gone))
        return msg("bots.announce.kings_gone", where=where).render()
    return None


def _where(obs: Observation, cards: list[Card]) -> Message:
    """Where cards no trick will hold are: "the King of hearts lies in the talon you left,
    which counts for the opponents", "tarok I (pagat) is laid away"."""
    left_in_talon = set(obs.public.get("talon") or ()) - set(obs.public.get("taken") or ())
    left = [c for c in cards if c.code in left_in_talon]
    laid = [c for c in cards if c not in left]
    talon = msg("bots.announce.where.talon", cards=AllOf(left), n=len(left))
    away = msg("bots.announce.where.laid", cards=AllOf(laid), n=len(laid))
    if left and laid:
        return msg("bots.announce.where.both", talon=talon, laid=away)
    return talon if left else away


def free_announcements(obs: Observation) -> tuple[str, ...]:
    """What the soloist announces under the text's rules: every bonus he could still make and
    the full hand, since the text names no penalty for a failed announcement (T10: none by
    default) and a made one counts double; the volat is left to the playouts."""
    offered = {name for action in obs.legal for name in action.announcements or ()}
    return tuple(
        name
        for name in ANNOUNCEMENTS
        if name in offered and name != "volat" and out_of_reach(obs, name) is None
    )


def free_announcement(obs: Observation, action: Action) -> Action | None:
    """The announcements of ``action`` with every bonus still within reach that it leaves
    out, or ``None`` when it leaves none out (or a failed announcement costs its value, a
    house rule): under the text that action is beaten in every deal, since a failed
    announcement costs nothing and a made one counts double."""
    if obs.options is not None and obs.options.failed_announcement_penalty:
        return None
    mine = set(action.announcements or ())
    missing = [name for name in free_announcements(obs) if name not in mine]
    if not missing:
        return None
    return announcing(obs, tuple(n for n in ANNOUNCEMENTS if n in mine or n in missing))


def announcing(obs: Observation, names: tuple[str, ...]) -> Action:
    return first(obs, lambda a: a.announcements == names) or obs.legal[0]


def announce(obs: Observation) -> Choice:
    penalty = obs.options is not None and obs.options.failed_announcement_penalty
    offered = {name for action in obs.legal for name in action.announcements or ()}
    if penalty:
        if "full_hand" in offered:
            full = msg("bots.announce.penalty.full_hand")
            return Choice(announcing(obs, ("full_hand",)), full.render())
        return Choice(announcing(obs, ()), msg("bots.announce.penalty.nothing").render())
    names = free_announcements(obs)
    unreachable = [gap for name in BONUSES if name in offered and (gap := out_of_reach(obs, name))]
    if names:
        if "full_hand" in names:
            why = msg("bots.announce.free.full_hand")
        else:
            why = msg("bots.announce.free")
        return Choice(announcing(obs, names), " ".join([why.render(), *unreachable]))
    why = msg("bots.announce.none_left")
    return Choice(announcing(obs, ()), " ".join([*unreachable, why.render()]))


# -- play -----------------------------------------------------------------------------------


def _play(obs: Observation) -> Choice:
    legal = legal_cards(obs)
    if len(legal) == 1:
        return play_card(obs, legal[0], only_card_reason(legal[0]))
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
        return play_card(obs, pagat, msg("bots.tarok.play.pagat_safe", best=best))
    if best_seat in friends and best_seat != obs.seat and (last or strength(best) >= 115):
        fat = [c for c in keep_pagat if not c.number] or keep_pagat
        card = max(fat, key=lambda c: (c.points, -strength(c)))
        if card.number and _beats(card, best, lead):
            why = msg("bots.tarok.play.partner_take_over", card=card, best=best)
        elif card.number:
            why = msg("bots.tarok.play.partner_leave", card=card)
        elif card.points > 1:
            why = msg("bots.tarok.play.partner_points", best=best, card=card, n=card.points)
        else:
            why = msg("bots.tarok.play.partner_nothing", best=best, card=card)
        return play_card(obs, card, why)
    winners = [c for c in keep_pagat if _beats(c, best, lead)]
    if winners:
        card = min(winners, key=strength) if last else max(winners, key=strength)
        beats = "bots.tarok.play.last_beats" if last else "bots.tarok.play.take_high"
        return play_card(obs, card, msg(beats, card=card, best=best))
    card = min(keep_pagat, key=lambda c: (1 if c.number else 0, c.points, strength(c)))
    if pagat in legal and card is not pagat:  # the pagat is lower, but kept
        why = msg("bots.tarok.play.cannot_beat.pagat", best=best, card=card)
    else:
        why = msg("bots.tarok.play.cannot_beat", best=best, card=card)
    return play_card(obs, card, why)


def _lead(obs: Observation, legal: list[Card], soloist: bool) -> Choice:
    taroks = [c for c in legal if c.number]
    if soloist and len(taroks) >= 4:
        card = max(taroks, key=strength)
        return play_card(obs, card, msg("bots.tarok.lead.draw", card=card))
    kings = [c for c in legal if c.rank == "K" and not c.number]
    if kings:
        return play_card(obs, kings[0], msg("bots.tarok.lead.king", card=kings[0]))
    plain = [c for c in legal if not c.number]
    if plain:
        card = min(plain, key=lambda c: (c.points, strength(c)))
        low = card.rank != "K" and any(
            c.suit is card.suit and not c.number and strength(c) > strength(card) for c in obs.hand
        )
        plain_lead = "bots.tarok.lead.low" if low else "bots.tarok.lead.plain"
        return play_card(obs, card, msg(plain_lead, card=card))
    card = min(legal, key=strength)
    return play_card(obs, card, msg("bots.tarok.lead.taroks_only", card=card))


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
