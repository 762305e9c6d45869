"""A basic Pamfil player: hand evaluation for the declarations, cheap heading in play.

Declarations: a hand's tricks are guessed as its high trumps (the pamfil, ace, king,
Ober) plus half its other trumps plus its side aces. With two and a half or more the
player plays; with one and a half he exchanges his weak cards (an exchange commits him to
play); with less he passes and takes a point a trick. The forehand must play: he exchanges
his weak cards. Play: everyone plays for himself: lead trumps with three or more, else an
ace, else low; follow by heading the trick with the cheapest card that wins it, or give
the lowest card.
"""

from __future__ import annotations

from trainer.bots.common import Choice, first, legal_cards, only_card_reason, play_card
from trainer.cards import PAMFIL_DECK_36, Card, Suit
from trainer.i18n import AllOf, Message, msg
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.state import Action, ActionKind, Observation

HIGH = ("A", "K", "O")


def _card(code: str) -> Card:
    card = PAMFIL_DECK_36.get(code)
    assert card is not None
    return card


def _ranking(obs: Observation) -> Ranking:
    trump = Suit((obs.contract or {})["trump"])
    return ranking_for(trump, obs.options.pamfil_mode)


def choose(obs: Observation) -> Choice:
    if obs.phase == "declaration":
        return _declare(obs)
    return _play(obs)


def _estimate(hand: tuple[Card, ...], rank: Ranking) -> tuple[float, list[Card]]:
    """Guessed tricks, and the weak cards (not trumps, below the king) worth exchanging."""
    tricks = 0.0
    weak: list[Card] = []
    for card in hand:
        if rank.suit[card] is rank.trump:
            tricks += 1.0 if card.code == PAMFIL_CODE or card.rank in HIGH else 0.5
        elif card.rank == "A":
            tricks += 1.0
        elif card.rank not in ("K",):
            weak.append(card)
    return tricks, weak


def _declare(obs: Observation) -> Choice:
    rank = _ranking(obs)
    tricks, weak = _estimate(obs.hand, rank)
    weak.sort(key=lambda c: rank.power[c])
    play = first(obs, lambda a: a.call == "play")
    forehand = obs.seat == 0
    if tricks >= 2.5 and play is not None:
        # PF-08: the forehand may not pass ("jest zobowiązany do grania")
        key = "bots.pamfil.play.must" if forehand else "bots.pamfil.play.enough"
        return Choice(play, msg(key, tricks=_about(tricks)).render())
    if tricks >= 1.5 or forehand:
        for count in range(len(weak), 0, -1):
            codes = {c.code for c in weak[:count]}
            exchange = next((a for a in obs.legal if _exchanges(a, codes)), None)
            if exchange is not None:
                exchanging = msg(  # NEW-21: "the weak card" for one
                    "bots.pamfil.exchange",
                    n=count,
                    cards=AllOf(weak[:count]),
                    tricks=_about(tricks),
                )
                return Choice(exchange, exchanging.render())
        if play is not None:
            if forehand:
                why = msg("bots.pamfil.play.forehand_no_weak")
            else:
                why = msg("bots.pamfil.play.nothing_weak", tricks=_about(tricks))
            return Choice(play, why.render())
    passing = first(obs, lambda a: a.call == "pass") or obs.legal[0]
    key = "bots.pamfil.pass.only" if tricks else "bots.pamfil.pass.none"
    return Choice(passing, msg(key, tricks=_about(tricks)).render())


def candidates(obs: Observation, base: Action) -> list[Action]:
    """The declarations worth comparing by playouts: the basic choice, play, pass, and the
    exchange of the weakest one, two, … cards (the other exchanges keep a weaker card while
    giving up a stronger one, which no sensible player does)."""
    if obs.phase != "declaration":
        return list(obs.legal)
    rank = _ranking(obs)
    weakest = sorted(
        obs.hand,
        key=lambda c: (rank.suit[c] is rank.trump, c.rank == "A", rank.power[c]),
    )
    found = [base]
    found += [a for a in obs.legal if a.kind is ActionKind.CALL]
    for count in range(1, len(weakest) + 1):
        codes = {c.code for c in weakest[:count]}
        found += [a for a in obs.legal if _exchanges(a, codes)]
    return list(dict.fromkeys(found))


def _exchanges(action: Action, codes: set[str]) -> bool:
    return action.kind is ActionKind.EXCHANGE and set(action.cards or ()) == codes


def _play(obs: Observation) -> Choice:
    legal = legal_cards(obs)
    if len(legal) == 1:
        return play_card(obs, legal[0], only_card_reason(legal[0]))
    rank = _ranking(obs)
    power = rank.power
    trick = [_card(code) for _, code in (obs.trick.cards if obs.trick else ())]
    if not trick:
        trumps = [c for c in legal if rank.suit[c] is rank.trump]
        if len(trumps) >= 3:
            card = max(trumps, key=power.__getitem__)
            return play_card(obs, card, msg("bots.pamfil.lead.trumps", n=len(trumps), card=card))
        aces = [c for c in legal if c.rank == "A" and rank.suit[c] is not rank.trump]
        if aces:
            return play_card(obs, aces[0], msg("bots.pamfil.lead.ace", card=aces[0]))
        card = min(legal, key=lambda c: (rank.suit[c] is rank.trump, power[c]))
        low = card.rank not in HIGH and any(
            rank.suit[c] is rank.suit[card] and power[c] > power[card] for c in obs.hand
        )
        lead = "bots.pamfil.lead.low" if low else "bots.pamfil.lead.cheapest"
        return play_card(obs, card, msg(lead, card=card))
    best = trick[rank.winner_index(trick)]
    winners = [c for c in legal if rank.beats(c, best)]
    if winners:
        card = min(winners, key=lambda c: (rank.suit[c] is rank.trump, power[c]))
        return play_card(obs, card, msg("bots.pamfil.follow.beat", card=card, best=best))
    card = min(legal, key=lambda c: (rank.suit[c] is rank.trump, power[c]))
    return play_card(obs, card, msg("bots.pamfil.follow.cannot_beat", best=best, card=card))


def _about(tricks: float) -> Message:
    """ "about one trick", "about 1.5 tricks", "no trick at all": the estimate in words,
    with its plural right (PF-09: never "about 0 tricks")."""
    if tricks == 0:
        return msg("bots.pamfil.tricks.none")
    if tricks == 0.5:
        return msg("bots.pamfil.tricks.half")
    if tricks == 1:
        return msg("bots.pamfil.tricks.one")
    return msg("bots.pamfil.tricks.about", n=tricks)
