"""The coach's reasons in game terms: why the better action is better, from the hand and the
choice, never from the numbers of the played-out deals (those go behind "Why?").

A reason states facts a player can check at the table: the trumps and aces held, what a talon
half holds, the suits a lay-away leaves empty, what a hand is worth for a bid. Each function
answers ``None`` when no such fact speaks for the better action over the learner's; the coach
then objects to a decision other than a card only when the loss is large and clear. In card
play the current trick speaks (who takes it, what it is worth), or the computer's own reason
when the better card is its card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.bots import pamfil as pamfil_bot
from trainer.bots import schafkopf as schafkopf_bot
from trainer.bots import tarok as tarok_bot
from trainer.bots.common import Choice
from trainer.bots.strong import hand_for_doubling
from trainer.cards import Card, Suit
from trainer.i18n import AllOf, Message, msg
from trainer.naming import suit_noun, words_of
from trainer.state import Action, ActionKind, DealState, Observation
from trainer.tarok.contracts import CONTRACT_TYPES, Bid


@dataclass(frozen=True)
class Facts:
    """What the compared deals showed of one action in the current trick."""

    took: float | None
    """The share of the deals in which the learner's side took the trick (card play)."""
    trick_points: float
    """What the trick was worth on average."""


def objection(
    state: DealState,
    action: Action,
    better: Action,
    hint: Choice | None,
    base: Choice,
    facts: dict[Action, Facts],
    by_result: bool = False,
) -> str | None:
    """Why ``better`` beats the learner's ``action``, in game terms (``None``: no fact does):
    what the decision's facts say of the two, else the club player's reason when ``better``
    is his choice."""
    if action.kind is ActionKind.PLAY and better.kind is ActionKind.PLAY:
        return _card(state, action, better, hint, base, facts, by_result)
    explain = _REASONS.get((state.game.id, state.phase))
    said = explain(state.observation(action.seat), action, better) if explain else None
    if said is None and better == base.action and in_game_terms(base):
        said = base.reason  # the club player's own reason for his choice
    return said


def approval(state: DealState, action: Action) -> str | None:
    """Why ``action`` (the Hint's, not the club player's) is sensible, in game terms."""
    if action.kind is ActionKind.PLAY:
        return None
    obs = state.observation(action.seat)
    explain = _REASONS.get((state.game.id, state.phase))
    if explain is None:
        return None
    others = [a for a in obs.legal if a != action and a.kind is action.kind]
    for other in others:
        said = explain(obs, other, action)
        if said is not None:
            return said
    return None


_PLAYED_OUT = ("coach.why.played_out",)
"""The coach's reasons that are the numbers of its playouts, in any language."""


def in_game_terms(choice: Choice) -> bool:
    """Is the computer's reason about the cards, not the numbers of its playouts? The strong
    player marks its playout reasons; the coach's own such reason is known by its message
    (said in the request's language)."""
    if choice.by_playouts:
        return False
    return not any(choice.reason.startswith(msg(key).render()) for key in _PLAYED_OUT)


# -- card play ----------------------------------------------------------------------------------


def _card(
    state: DealState,
    action: Action,
    better: Action,
    hint: Choice | None,
    base: Choice,
    facts: dict[Action, Facts],
    by_result: bool,
) -> str:
    deck = words_of(state.game.id).deck
    theirs = deck[better.card or ""]
    mine = deck[action.card or ""]
    alone = state.game.id == "pamfil"  # each for himself; in the other games for a side
    said: list[str] = []
    if better == base.action and in_game_terms(base):
        said.append(base.reason)
    elif hint is not None and better == hint.action and in_game_terms(hint):
        said.append(hint.reason)
    good, bad = facts.get(better), facts.get(action)
    if good is not None and bad is not None and good.took is not None and bad.took is not None:
        if good.took >= 0.7 and bad.took <= 0.3:
            key = "coach.reason.take.you" if alone else "coach.reason.take.side"
            said.append(msg(key, better=theirs, yours=mine).render())
        elif (
            bad.took >= 0.7
            and good.took <= 0.3
            and (bad.trick_points >= 10 or state.game.id == "tarok")
            and state.game.id != "pamfil"
        ):
            said.append(msg("coach.reason.take.later", yours=mine).render())
    if by_result:
        key = "coach.reason.lose.you" if alone else "coach.reason.lose.side"
        said.append(msg(key, yours=mine).render())
    if not said:
        said.append(msg("coach.reason.later", better=theirs).render())
    return " ".join(said)


# -- Pamfil: the declarations and the exchange ------------------------------------------------


def _pamfil_hand(obs: Observation) -> tuple[list[Card], list[Card], float]:
    """The hand's trumps (highest first), its side aces and the tricks it should take (the
    club player's estimate: high trumps and side aces one each, other trumps a half)."""

    rank = pamfil_bot._ranking(obs)
    trumps = sorted((c for c in obs.hand if rank.is_trump(c)), key=lambda c: -rank.power[c])
    aces = [c for c in obs.hand if c.rank == "A" and not rank.is_trump(c)]
    tricks, _ = pamfil_bot._estimate(obs.hand, rank)
    return trumps, aces, tricks


def _holding(trumps: list[Card], aces: list[Card]) -> Message:
    """ "You hold no trump and the Ace of acorns", "You hold 2 trumps, the King and the Eight
    of hearts, and no side ace"."""
    if trumps and aces:
        return msg(
            "coach.reason.pf.hold.trumps_aces",
            n=len(trumps),
            trumps=AllOf(trumps),
            aces=AllOf(aces),
        )
    if trumps:
        return msg("coach.reason.pf.hold.trumps", n=len(trumps), trumps=AllOf(trumps))
    if aces:
        return msg("coach.reason.pf.hold.aces", aces=AllOf(aces))
    return msg("coach.reason.pf.hold.nothing")


def _tricks(value: float) -> Message:

    return pamfil_bot._about(value)


def _kinds(cards: list[Card], rank: Any) -> Message:
    """The cards named with what makes them worth keeping: "the Ace of bells, an ace", "the
    King and the Eight of hearts, trumps"."""
    trumps = [c for c in cards if rank.is_trump(c)]
    if len(trumps) == len(cards):
        return msg("coach.reason.pf.kinds.trumps", n=len(cards), cards=AllOf(cards))
    if not trumps:
        return msg("coach.reason.pf.kinds.aces", n=len(cards), cards=AllOf(cards))
    return msg("coach.reason.pf.kinds.mixed", cards=AllOf(cards))


def _exchanged(action: Action, obs: Observation) -> list[Card]:
    return [c for c in obs.hand if c.code in (action.cards or ())]


def _pamfil_declaration(obs: Observation, action: Action, better: Action) -> str | None:
    """The declarations by the text's table ("under two tricks -3", a passed player "a point a
    trick"): pass with a hand short of two tricks; an exchange keeps the trumps and aces and
    gives the rest, or, without trumps, draws for them with all but the aces."""

    rank = pamfil_bot._ranking(obs)
    trumps, aces, tricks = _pamfil_hand(obs)
    holding = _holding(trumps, aces)
    strong = [c for c in obs.hand if rank.is_trump(c) or c.rank == "A"]
    given = [c for c in _exchanged(action, obs) if c in strong]
    if better.call == "pass":
        if tricks >= 2:
            return None
        return msg("coach.reason.pf.pass", holding=holding, tricks=_tricks(tricks)).render()
    if better.call == "play":
        if tricks < 2 or not given:
            return None  # playing rather than passing scores no more for the same tricks
        return msg(
            "coach.reason.pf.play",
            holding=holding,
            tricks=_tricks(tricks),
            given=_kinds(given, rank),
        ).render()
    if better.kind is not ActionKind.EXCHANGE:
        return None
    out = _exchanged(better, obs)
    kept = [c for c in obs.hand if c not in out]
    if not trumps:
        drawing = len(out) >= 3 and all(c.rank == "A" for c in kept)
        mine = _exchanged(action, obs) if action.kind is ActionKind.EXCHANGE else []
        if not drawing or len(mine) >= len(out):
            return None
        if kept:
            return msg("coach.reason.pf.draw.all_but", holding=holding, kept=AllOf(kept)).render()
        return msg("coach.reason.pf.draw.all", holding=holding).render()
    if any(c in strong for c in out):
        return None  # no fact of the hand speaks for giving a trump or an ace away
    weak_kept = [c for c in out if c.code not in (action.cards or ())]
    text = msg(
        "coach.reason.pf.exchange",
        n=len(out),
        holding=holding,
        out=AllOf(out),
        kept=AllOf(kept),
    )
    if given:
        return msg(
            "coach.reason.pf.exchange.gave", exchange=text, given=_kinds(given, rank)
        ).render()
    if weak_kept and action.kind is ActionKind.EXCHANGE:
        return msg("coach.reason.pf.exchange.kept", exchange=text, kept=AllOf(weak_kept)).render()
    if action.call == "pass" and tricks >= 1:
        return msg(
            "coach.reason.pf.exchange.passed", exchange=text, tricks=_tricks(tricks)
        ).render()
    return None


# -- Tarok: the talon, the lay-away, the bids, the doubling -----------------------------------


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


# -- Schafkopf: the auction and the contra ------------------------------------------------------


def _some(count: int, what: str) -> Message:
    """ "no Unter", "1 ace", "3 trumps": ``what`` is ``trumps``, ``unters`` or ``aces``."""
    if count:
        return msg(f"coach.reason.sk.count.{what}", n=count)
    return msg(f"coach.reason.sk.count.no_{what.removesuffix('s')}")


def _schafkopf_facts(obs: Observation, action: Action) -> Message | None:
    """The hand's facts for the game ``action`` names: trumps and Obers and Unters (a Wenz:
    Unters and aces)."""

    if action.call == "wenz":
        unters = sum(1 for c in obs.hand if c.rank == "U")
        aces = sum(1 for c in obs.hand if c.rank == "A")
        return msg(
            "coach.reason.sk.hold.wenz", unters=_some(unters, "unters"), aces=_some(aces, "aces")
        )
    if action.call == "suit_solo" and action.trump:
        suit = Suit(action.trump)
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, suit)
        return msg(
            "coach.reason.sk.hold.solo",
            suit=suit_noun("schafkopf", suit),
            trumps=_some(count, "trumps"),
            high=schafkopf_bot._high(high, count),
        )
    if action.call == "ace_game":
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, Suit.H)
        return msg(
            "coach.reason.sk.hold.ace_game",
            trumps=_some(count, "trumps"),
            high=schafkopf_bot._high(high, count),
        )
    return None


def _schafkopf_enough(obs: Observation, action: Action) -> bool:
    """Does the hand hold what a club player plays the game with (the touts: never said)?"""

    if action.call == "suit_solo" and action.trump:
        return schafkopf_bot.solo_worth_playing(obs.hand, Suit(action.trump))
    if action.call == "wenz":
        return schafkopf_bot.wenz_worth_playing(obs.hand)
    if action.call == "ace_game":
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, Suit.H)
        return count >= 4 and high >= 2
    return False


def _schafkopf_bid(obs: Observation, action: Action, better: Action) -> str | None:
    """A game by the trumps it would give the hand, against what a club player plays it with."""
    mine, theirs = _schafkopf_facts(obs, action), _schafkopf_facts(obs, better)
    if better.call == "pass":
        if mine is None or _schafkopf_enough(obs, action):
            return None
        return msg("coach.reason.sk.bid.short", held=mine).render()
    if theirs is None or not _schafkopf_enough(obs, better):
        return None
    if action.call == "pass":
        return msg("coach.reason.sk.bid.enough", held=theirs).render()
    if mine is None or _schafkopf_enough(obs, action):
        return None
    return msg("coach.reason.sk.bid.enough_not", held=theirs, yours=mine).render()


def _schafkopf_doubling(obs: Observation, action: Action, better: Action) -> str | None:

    facts = hand_for_doubling("schafkopf", obs)
    strong_hand = schafkopf_bot.contra_hand(obs)
    if better.kind is ActionKind.DOUBLE and better.call != "pass" and strong_hand:
        return f"{facts} {msg('coach.reason.sk.contra.enough')}"
    if action.kind is ActionKind.DOUBLE and action.call != "pass" and not strong_hand:
        return f"{facts} {msg('coach.reason.sk.contra.short')}"
    return None


Explain = Callable[[Observation, Action, Action], str | None]
"""Why the second action beats the first, in the decision's game terms, or ``None``."""

_REASONS: dict[tuple[str, str], Explain] = {
    ("pamfil", "declaration"): _pamfil_declaration,
    ("tarok", "take"): _tarok_take,
    ("tarok", "discard"): _tarok_discard,
    ("tarok", "auction"): _tarok_bid,
    ("tarok", "doubling"): _tarok_doubling,
    ("schafkopf", "auction"): _schafkopf_bid,
    ("schafkopf", "play"): _schafkopf_doubling,
}
