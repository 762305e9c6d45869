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
from trainer.bots.common import Choice, list_words, words
from trainer.bots.strong import hand_for_doubling
from trainer.bots.words import action_words
from trainer.cards import Card, Suit
from trainer.naming import plural, suit_name, words_of
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
    if said is None and better == base.action and in_game_terms(base.reason):
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


def in_game_terms(reason: str) -> bool:
    """Is the computer's reason about the cards, not the numbers of its playouts?"""
    return not reason.startswith(("Played out", "Played to the end"))


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
    theirs = words(deck[better.card or ""])
    mine = words(deck[action.card or ""])
    us = "you" if state.game.id == "pamfil" else "your side"
    said: list[str] = []
    if better == base.action and in_game_terms(base.reason):
        said.append(base.reason)
    elif hint is not None and better == hint.action and in_game_terms(hint.reason):
        said.append(hint.reason)
    good, bad = facts.get(better), facts.get(action)
    if good is not None and bad is not None and good.took is not None and bad.took is not None:
        if good.took >= 0.7 and bad.took <= 0.3:
            said.append(f"With {theirs} {us} would most likely take this trick; with {mine} not.")
        elif (
            bad.took >= 0.7
            and good.took <= 0.3
            and (bad.trick_points >= 10 or state.game.id == "tarok")
            and state.game.id != "pamfil"
        ):
            said.append(
                f"{mine[:1].upper() + mine[1:]} takes this trick for your side, but it is "
                "worth more kept for later."
            )
    if by_result:
        said.append(f"With {mine} {us} lose the deal far more often.")
    if not said:
        said.append(
            "The difference shows later in the deal: the cards you keep decide the tricks to "
            f"come, and with {theirs} you keep the better ones."
        )
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


def _holding(trumps: list[Card], aces: list[Card]) -> str:
    """ "You hold no trump and the Ace of acorns", "You hold 2 trumps, the King and the Eight
    of hearts, and no side ace"."""
    held = f"{plural(len(trumps), 'trump')}, {list_words(trumps)}," if trumps else "no trump"
    side = list_words(aces) if aces else "no side ace"
    return f"You hold {held} and {side}"


def _tricks(value: float) -> str:

    return pamfil_bot._about(value)


def _kinds(cards: list[Card], rank: Any) -> str:
    """The cards named with what makes them worth keeping: "the Ace of bells, an ace", "the
    King and the Eight of hearts, trumps"."""
    trumps = [c for c in cards if rank.is_trump(c)]
    if len(trumps) == len(cards):
        kind = "a trump" if len(cards) == 1 else "trumps"
    elif not trumps:
        kind = "an ace" if len(cards) == 1 else "aces"
    else:
        kind = "trumps and aces"
    return f"{list_words(cards)}, {kind}"


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
        return (
            f"{holding}: the hand should take {_tricks(tricks)}, fewer than the two a declared "
            "player needs (under two he loses 3), so pass and score a point for each trick."
        )
    if better.call == "play":
        if tricks < 2 or not given:
            return None  # playing rather than passing scores no more for the same tricks
        return (
            f"{holding}: the hand should take {_tricks(tricks)} as it is, and the exchange gave "
            f"away {_kinds(given, rank)}."
        )
    if better.kind is not ActionKind.EXCHANGE:
        return None
    out = _exchanged(better, obs)
    kept = [c for c in obs.hand if c not in out]
    if not trumps:
        drawing = len(out) >= 3 and all(c.rank == "A" for c in kept)
        mine = _exchanged(action, obs) if action.kind is ActionKind.EXCHANGE else []
        if not drawing or len(mine) >= len(out):
            return None
        rest = f"all but {list_words(kept)}" if kept else "the whole hand"
        return (
            f"{holding}: without trumps your other cards are trumped away, so exchange {rest} "
            "and draw trumps from the talon."
        )
    if any(c in strong for c in out):
        return None  # no fact of the hand speaks for giving a trump or an ace away
    weak_kept = [c for c in out if c.code not in (action.cards or ())]
    neither = "neither a trump nor an ace" if len(out) == 1 else "neither trumps nor aces"
    text = f"{holding}: exchange {list_words(out)}, {neither}, and keep {list_words(kept)}"
    if given:
        return f"{text}; your exchange gave away {_kinds(given, rank)}."
    if weak_kept and action.kind is ActionKind.EXCHANGE:
        return f"{text}; you kept {list_words(weak_kept)}."
    if action.call == "pass" and tricks >= 1:
        return (
            f"{text}: the hand should take {_tricks(tricks)}, and new cards for the others can "
            "bring it to the two a declared player needs."
        )
    return None


# -- Tarok: the talon, the lay-away, the bids, the doubling -----------------------------------


def _tarok_cards(obs: Observation, codes: Sequence[str]) -> list[Card]:
    deck = words_of("tarok").deck
    return [deck[code] for code in codes]


def _honours(cards: Sequence[Card]) -> list[Card]:
    """The pagat, the mond and the skiz, and the kings: the cards worth 5."""
    return [c for c in cards if c.number in (1, 21, 22) or c.rank == "K"]


def _half_words(cards: Sequence[Card]) -> str:
    """ "the mond and the King of clubs: 2 taroks and 7 points by the cards' values", "no tarok
    and 5 points by the cards' values"."""
    taroks = sum(1 for c in cards if c.number)
    held = f"{plural(taroks, 'tarok')}" if taroks else "no tarok"
    counted = f"{held} and {plural(sum(c.points for c in cards), 'point')} by the cards' values"
    honours = _honours(cards)
    return f"{list_words(honours)}: {counted}" if honours else counted


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
    better_half = f"The other half holds {_half_words(good)}; yours {_half_words(mine)}."
    if g[0] >= m[0] and g[1] >= m[1] and g[2] >= m[2] and g != m:
        return better_half
    lost_voids = _voids(obs.hand) - _voids([*obs.hand, *mine])
    kept_voids = _voids(obs.hand) - _voids([*obs.hand, *good])
    spoilt = sorted(lost_voids - kept_voids, key=lambda s: s.value)
    if spoilt and g[0] >= m[0]:
        names = " and ".join(suit_name("tarok", s) for s in spoilt)
        return (
            f"Your half fills your empty suit, {names}, where you could have trumped at once; "
            f"the other half keeps you without {names} and holds {_half_words(good)}."
        )
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
        return (
            f"A king laid away is a renons, and the soloist loses: you laid away "
            f"{list_words(kings)}. Lay away {list_words(good)} instead."
        )
    taroks = [c for c in laid if c.number]
    plain_left = [c for c in obs.hand if not c.number and c.rank != "K" and c not in laid]
    if len(taroks) > sum(1 for c in good if c.number) and plain_left:
        which = "a tarok that can take a trick" if len(taroks) == 1 else "taroks that take tricks"
        return (
            f"You laid away {list_words(taroks)}, {which}, while plain cards were left; lay "
            f"away {list_words(good)}."
        )
    after_good = _voids([c for c in obs.hand if c not in good])
    after_mine = _voids([c for c in obs.hand if c not in laid])
    gained = sorted(after_good - after_mine, key=lambda s: s.value)
    if gained:
        names = " and ".join(suit_name("tarok", s) for s in gained)
        return (
            f"Laying away {list_words(good)} leaves you without {names}, so you can trump "
            "that suit at once; your lay-away keeps a card of it."
        )
    return None


def _tarok_worth(obs: Observation) -> tuple[int, str]:

    value = tarok_bot.worth(obs.hand)
    return value, f"The hand is worth {value} ({tarok_bot.WORTH_WORDS})"


def _tarok_bid(obs: Observation, action: Action, better: Action) -> str | None:
    """A bid by the hand's worth, against the worth the club player needs for it."""
    value, counted = _tarok_worth(obs)
    mine, theirs = _tarok_need(action), _tarok_need(better)
    short = mine is not None and value < mine
    if better.call == "pass":
        return (
            f"{counted}: not enough for {_bid_words(action)} ({mine} or more)." if short else None
        )
    if theirs is None or value < theirs:
        return None
    enough = f"{counted}: enough for {_bid_words(better)} ({theirs} or more)"
    if short:
        return f"{enough}, not for {_bid_words(action)} ({mine} or more)."
    return f"{enough}." if action.call == "pass" else None


def _tarok_need(action: Action) -> int | None:
    """The worth the club player needs for the bid (``None``: a pass or a hold)."""

    if action.call not in CONTRACT_TYPES:
        return None
    return tarok_bot._need(Bid(action.call or "", action.level or 1))


def _bid_words(action: Action) -> str:

    said = action_words(action, "tarok")
    for verb in ("bid ", "say "):
        said = said.removeprefix(verb)
    return said


def _tarok_doubling(obs: Observation, action: Action, better: Action) -> str | None:

    _, counted = _tarok_worth(obs)
    contract = obs.contract or {}
    plain = contract.get("name") == "trojka" and contract.get("level", 1) == 1
    need = tarok_bot.CONTRA_WORTH if plain else tarok_bot.CONTRA_RAISED_WORTH
    if better.call == "pass" and action.call != "pass" and not tarok_bot.contra_hand(obs):
        return f"{counted}: a contra pays only from {need}, against this soloist."
    if better.call != "pass" and action.call == "pass" and tarok_bot.contra_hand(obs):
        return f"{counted}: from {need} the defenders win most doubled games against this bid."
    return None


# -- Schafkopf: the auction and the contra ------------------------------------------------------


def _some(count: int, word: str) -> str:
    """ "no Unter", "1 ace", "3 trumps"."""
    return plural(count, word) if count else f"no {word}"


def _schafkopf_facts(obs: Observation, action: Action) -> str | None:
    """The hand's facts for the game ``action`` names: trumps and Obers and Unters (a Wenz:
    Unters and aces)."""

    if action.call == "wenz":
        unters = sum(1 for c in obs.hand if c.rank == "U")
        aces = sum(1 for c in obs.hand if c.rank == "A")
        return f"For a Wenz you hold {_some(unters, 'Unter')} and {_some(aces, 'ace')}"
    if action.call == "suit_solo" and action.trump:
        suit = Suit(action.trump)
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, suit)
        return (
            f"With {suit.german_name} as trumps you hold {_some(count, 'trump')} "
            f"({schafkopf_bot._high(high, count)})"
        )
    if action.call == "ace_game":
        count, high, _ = schafkopf_bot._solo_strength(obs.hand, Suit.H)
        high_words = schafkopf_bot._high(high, count)
        return f"For an ace game you hold {_some(count, 'trump')} ({high_words})"
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
        return f"{mine}: too little for that game, so pass."
    if theirs is None or not _schafkopf_enough(obs, better):
        return None
    if action.call == "pass":
        return f"{theirs}: enough to play it."
    if mine is None or _schafkopf_enough(obs, action):
        return None
    return f"{theirs}: enough to play it. {mine}: too little for that game."


def _schafkopf_doubling(obs: Observation, action: Action, better: Action) -> str | None:

    facts = hand_for_doubling("schafkopf", obs)
    strong_hand = schafkopf_bot.contra_hand(obs)
    if better.kind is ActionKind.DOUBLE and better.call != "pass" and strong_hand:
        return (
            f"{facts} That is enough to double: with such a hand the defenders win most "
            "doubled games."
        )
    if action.kind is ActionKind.DOUBLE and action.call != "pass" and not strong_hand:
        return (
            f"{facts} That is too little to double: contra doubles the loss as surely as the win."
        )
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
