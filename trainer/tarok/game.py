"""Tarok galicyjski in the common Game/State shape (see :mod:`trainer.state`).

:class:`TarokDeal` drives a :class:`trainer.tarok.state.TarokState` through the common
action grammar: ``call`` in the auction, ``take`` a talon part, ``discard``, ``announce``,
``double`` (contra, recontra, supracontra or pass) and ``play``. Every refusal comes from
the game's own ladders (:mod:`trainer.tarok.legality`) with the rule it applies.

With four at the table the dealer (seat 3) is the king: he gets no cards and never acts,
but pays and receives like an opponent. The talon is seen by everyone once a contract that
takes from it is won; in a solo nobody sees it. The discard is seen by the soloist only.
"""

from __future__ import annotations

import copy
import itertools
import random
from typing import Any

from trainer import naming
from trainer.cards import TAROK_DECK, Card, Deck
from trainer.errors import IllegalAction
from trainer.legality import Reason, Refusal
from trainer.points import tarok_count
from trainer.state import Action as Action
from trainer.state import ActionKind, Game, GameDeal, ScoreLine, TrickView, deal_hidden
from trainer.tarok.auction import CALL_ALIASES, CALL_NAMES, Call
from trainer.tarok.cite import rule
from trainer.tarok.contracts import CONTRACT_TYPES
from trainer.tarok.exchange import find_part, talon_parts
from trainer.tarok.legality import DiscardPosition, PlayPosition, why_not_call, why_not_discard
from trainer.tarok.legality import why_not_play as why_not_play_card
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import legal_plays
from trainer.tarok.state import ANNOUNCEMENTS, Phase, TarokState

_KINDS = {
    Phase.AUCTION: (ActionKind.CALL,),
    Phase.TAKE: (ActionKind.TAKE,),
    Phase.DISCARD: (ActionKind.DISCARD,),
    Phase.ANNOUNCE: (ActionKind.ANNOUNCE,),
    Phase.DOUBLING: (ActionKind.DOUBLE,),
    Phase.PLAY: (ActionKind.PLAY,),
    Phase.DONE: (),
    Phase.REDEAL: (),
}


def seat_names(players: int) -> list[str]:
    """The seats as a learner reads them ("Ręka", "Środek", "Zadek", "King")."""
    return naming.seat_names("tarok", players)


def _codes(cards: list[Card]) -> tuple[str, ...]:
    return tuple(c.code for c in TAROK_DECK.sorted(cards))


class TarokDeal(GameDeal[TarokState]):
    """One tarok deal behind the common protocol."""

    terminal_phases = frozenset({Phase.DONE, Phase.REDEAL})
    phase_kinds = _KINDS

    def __init__(self, inner: TarokState, seed: int) -> None:
        super().__init__(GAME, inner, seed)

    @property
    def to_move(self) -> int | None:
        return self.inner.turn

    def legal_actions(self) -> list[Action]:
        s = self.inner
        seat = s.turn
        phase = s.phase
        if seat is None:
            return []
        if phase is Phase.AUCTION:
            return [
                Action(seat, ActionKind.CALL, call=c.call, level=c.level if c.bid else None)
                for c in s.auction.legal_calls()
            ]
        if phase is Phase.TAKE:
            assert s.bid is not None
            return [
                Action(seat, ActionKind.TAKE, cards=_codes(part))
                for part in talon_parts(s.bid, s.talon)
            ]
        if phase is Phase.DISCARD:
            return [
                Action(seat, ActionKind.DISCARD, cards=_codes(list(combo)))
                for combo in itertools.combinations(s.hands[seat], len(s.taken))
            ]
        if phase is Phase.ANNOUNCE:
            possible = s.possible_announcements()
            ordered = [a for a in ANNOUNCEMENTS if a in possible]
            return [
                Action(seat, ActionKind.ANNOUNCE, announcements=subset)
                for n in range(len(ordered) + 1)
                for subset in itertools.combinations(ordered, n)
            ]
        if phase is Phase.DOUBLING:
            seats = s.opponents if s.doubling_side == "opponents" else [seat]
            return [
                Action(who, ActionKind.DOUBLE, call=call)
                for who in seats
                for call in s.doubling_calls()
            ]
        return [
            Action(seat, ActionKind.PLAY, card=c.code) for c in legal_plays(s.hands[seat], s.trick)
        ]

    def canonical(self, action: Action) -> Action:
        """Announcements in the game's order without repeats; a bid's level 1 spelled out."""
        if action.announcements is not None:
            names = tuple(a for a in ANNOUNCEMENTS if a in action.announcements)
            unknown = tuple(a for a in action.announcements if a not in ANNOUNCEMENTS)
            return Action(action.seat, action.kind, announcements=names + unknown)
        if action.kind is ActionKind.CALL and action.call is not None:
            name = CALL_ALIASES.get(action.call, action.call)
            level = action.level
            if name in CONTRACT_TYPES and level is None:
                level = 1
            return Action(action.seat, action.kind, call=name, level=level)
        return action

    def why_not(self, action: Action) -> Refusal | None:
        return super().why_not(self.canonical(action))

    def _explain(self, action: Action) -> Refusal | None:
        s = self.inner
        kind = action.kind
        if kind is ActionKind.CALL:
            return self._explain_call(action)
        if kind is ActionKind.DOUBLE:
            return self._explain_double(action)
        if action.seat != s.turn:
            return None  # the shared check names whose turn it is
        hand = s.hands[action.seat]
        if kind is ActionKind.PLAY:
            card = self._card(action.card or "")
            return why_not_play_card(PlayPosition(hand, s.trick), card)
        if kind is ActionKind.TAKE:
            assert s.bid is not None
            try:
                find_part(s.bid, s.talon, self._cards(action), "cards")
            except IllegalAction as error:
                return Refusal(Reason.TALON_PART, error.message, rule("exchange_parts"))
            return None
        if kind is ActionKind.DISCARD:
            assert s.bid is not None
            return why_not_discard(DiscardPosition(s.bid, hand), self._cards(action))
        names = action.announcements or ()
        for name in names:
            if name not in ANNOUNCEMENTS:
                message = f"'{name[:30]}' is not an announcement ({', '.join(ANNOUNCEMENTS)})"
                return Refusal(Reason.NOT_ALLOWED, message, rule("announcements"))
        possible = s.possible_announcements()
        if "full_hand" in names and "full_hand" not in possible:
            message = (
                "a full hand needs 10, 11 or 12 trumps in hand; the soloist holds "
                f"{s.trump_count(hand)}"
            )
            return Refusal(Reason.ANNOUNCEMENT_CONDITION, message, rule("full_hand"))
        if "pagat_ultimo" in names and "pagat_ultimo" not in possible:
            message = "pagat ultimo can be announced only by a soloist holding the pagat"
            return Refusal(Reason.ANNOUNCEMENT_CONDITION, message, rule("announce_pagat"))
        return None

    def _explain_call(self, action: Action) -> Refusal | None:
        name = action.call or ""
        level = action.level or 1
        if name not in CALL_NAMES:
            message = (
                f"'{name[:30]}' is not a call; use pass, hold, trojka, dwojka, jedynka or solo"
            )
            return Refusal(Reason.NOT_ALLOWED, message, rule("auction_ladder"))
        if action.called is not None or action.trump is not None:
            message = "a tarok call names no suit: only a contract and its level"
            return Refusal(Reason.NOT_ALLOWED, message, rule("auction_ladder"))
        if name in CONTRACT_TYPES and level not in CONTRACT_TYPES[name].levels:
            message = f"a {name} bid has level 1–{max(CONTRACT_TYPES[name].levels)}, not {level}"
            return Refusal(Reason.NOT_ALLOWED, message, rule("auction_ladder"))
        if name not in CONTRACT_TYPES and action.level not in (None, 1):
            return Refusal(Reason.NOT_ALLOWED, f"'{name}' takes no level", rule("auction_ladder"))
        return why_not_call(self.inner.auction, Call(action.seat, name, level))

    def _explain_double(self, action: Action) -> Refusal | None:
        s = self.inner
        allowed = s.doubling_calls()
        side = s.doubling_side
        if action.call not in allowed:
            who = "the opponents" if side == "opponents" else "the soloist"
            message = f"{who} cannot say {action.call} now; allowed: {', '.join(allowed)}"
            return Refusal(Reason.DOUBLING_ORDER, message, rule(_doubling_rule(s.contra)))
        seats = s.opponents if side == "opponents" else [s.soloist]
        if action.seat not in seats:
            names = seat_names(self.players)
            who = "an opponent" if side == "opponents" else "the soloist"
            message = f"{action.call} is said by {who} now; {names[action.seat]} is not"
            return Refusal(Reason.DOUBLING_SIDE, message, rule(_doubling_rule(s.contra)))
        return None

    def _cards(self, action: Action) -> list[Card]:
        return [self._card(code) for code in action.cards or ()]

    def apply(self, action: Action, path: str = "action") -> None:
        super().apply(self.canonical(action), path)

    def _do(self, action: Action) -> None:
        s = self.inner
        kind = action.kind
        if kind is ActionKind.CALL:
            assert action.call is not None
            s.call(Call(action.seat, action.call, action.level or 1))
        elif kind is ActionKind.TAKE:
            assert s.bid is not None
            s.take(find_part(s.bid, s.talon, self._cards(action)))
        elif kind is ActionKind.DISCARD:
            s.do_discard(self._cards(action))
        elif kind is ActionKind.ANNOUNCE:
            s.announce(list(action.announcements or ()))
        elif kind is ActionKind.DOUBLE:
            assert action.call is not None
            s.double(action.call, action.seat)
        else:
            s.play_fast(self._card(action.card or ""))
        s.actions.append(action.to_json())

    # -- views ----------------------------------------------------------------------------

    def hands(self) -> list[list[Card]]:
        return [list(h) for h in self.inner.hands] + [[] for _ in range(self.players - 3)]

    def trick_view(self) -> TrickView | None:
        s = self.inner
        if s.phase is not Phase.PLAY:
            return None
        cards = tuple(((s.leader + i) % 3, c.code) for i, c in enumerate(s.trick))
        return TrickView(s.leader, cards)

    def trick_views(self) -> list[TrickView]:
        return [
            TrickView(
                t.leader, tuple(zip(t.seats, (c.code for c in t.cards), strict=True)), t.winner
            )
            for t in self.inner.tricks
        ]

    def contract_json(self) -> dict[str, Any] | None:
        bid = self.inner.bid
        if bid is None:
            return None
        return {**bid.to_json(), "label": bid.label}

    def declarer(self) -> int | None:
        return self.inner.soloist

    def effective_suit(self, card: Card) -> str:
        return "T" if card.number else str(card.suit)

    def extra_voids(self, lead: str, played: Card) -> set[str]:
        # Void in a plain suit led, a hand holding a tarok must play one (tk-void-tarok).
        return {"T"} if lead != "T" and not played.number else set()

    def talon_public(self) -> bool:
        s = self.inner
        return s.bid is not None and s.bid.name != "solo"

    def public(self) -> dict[str, Any]:
        s = self.inner
        return {
            "auction": [c.to_json() for c in s.auction.calls],
            "talon": [c.code for c in s.talon] if self.talon_public() else None,
            "taken": [c.code for c in s.taken],
            "announcements": list(s.announcements),
            "contra": s.contra,
        }

    def hidden(self) -> dict[str, Any]:
        s = self.inner
        return {
            "talon": [c.code for c in s.talon],
            "discard": [c.code for c in s.discard],
            "renons": s.renons,
        }

    def seen_by(self, seat: int) -> set[Card]:
        s = self.inner
        seen: set[Card] = set(s.talon) if self.talon_public() else set()
        if seat == s.soloist:
            seen.update(s.discard)
        return seen

    # -- the result -----------------------------------------------------------------------

    def returns(self) -> list[int | float]:
        s = self.inner
        if s.phase is not Phase.DONE:
            return [0] * self.players
        result = s.result()
        assert result is not None
        return list(result.payments) + [result.opponent_net] * (self.players - len(result.payments))

    def score_lines(self) -> list[ScoreLine]:
        s = self.inner
        if s.phase is Phase.REDEAL:
            return [
                ScoreLine("Nobody bid: the cards are thrown in and dealt again.", rule("all_pass"))
            ]
        result = s.result()
        if result is None:
            return []
        mine, theirs = s.piles()
        lines = [
            ScoreLine(
                f"The soloist's pile counts {tarok_count(mine)}, the opponents' "
                f"{tarok_count(theirs)}.",
                rule("counting"),
            )
        ]
        first = rule("renons") if s.renons else rule("formula") if result.won else rule("loss")
        for i, text in enumerate(result.lines):
            if i == 0:
                broken = first
            elif i == len(result.lines) - 1:
                broken = rule("settlement")
            else:
                broken = rule("bonuses")
            lines.append(ScoreLine(text, broken))
        for seat, net in enumerate(self.returns()):
            lines.append(
                ScoreLine(
                    f"{seat_names(self.players)[seat]}: {net:+}.",
                    rule("settlement"),
                    seat,
                    int(net) if float(net).is_integer() else None,
                )
            )
        return lines

    # -- determinization ------------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> TarokDeal:
        """A copy where every card ``seat`` has not seen is dealt again at random, each hand
        keeping its size and the voids it has shown (what the seat knows stays as it is).

        An opponent knows which talon cards the soloist took, not which of them (or of his
        other cards) he discarded: the soloist's hand and discard are dealt as one place,
        the taken cards included, then split at random.
        """
        s = self.inner
        seen = self.observation(seat).seen
        voids = self.voids()
        played = {c for t in s.tricks for c in t.cards} | set(s.trick)
        soloist = s.soloist
        merge = soloist is not None and seat != soloist and bool(s.discard)
        forbidden = {other: _lacks(suits, self.effective_suit) for other, suits in voids.items()}
        known_hand: list[Card] = []
        known_discard: list[Card] = []
        if merge:
            assert soloist is not None
            known = [c for c in s.taken if c not in played]
            rng.shuffle(known)
            bad = forbidden.get(soloist)
            room = len(s.discard)
            for card in known:
                if bad is not None and bad(card) and room:
                    known_discard.append(card)
                    room -= 1
            for card in known:
                if card in known_discard:
                    continue
                share = room / (room + len(s.hands[soloist]) - len(known_hand))
                if room and rng.random() < share:
                    known_discard.append(card)
                    room -= 1
                else:
                    known_hand.append(card)
        sizes: dict[int, int] = {}
        for other in range(3):
            if other != seat:
                sizes[other] = len(s.hands[other])
        if merge:
            assert soloist is not None
            sizes[soloist] -= len(known_hand)
            sizes[4] = len(s.discard) - len(known_discard)
        hidden_talon = not self.talon_public()
        if hidden_talon:
            sizes[3] = len(s.talon)
        pool = [c for c in TAROK_DECK.cards if c not in seen and c not in played]
        limits = {place: test for place, test in forbidden.items() if place in sizes}
        dealt = deal_hidden(pool, sizes, limits, rng)
        inner = copy.copy(s)
        hands = [dealt[h] if h in dealt else list(s.hands[h]) for h in range(3)]
        if merge:
            assert soloist is not None
            hands[soloist] = hands[soloist] + known_hand
            inner.discard = dealt[4] + known_discard
            inner.renons = any(c.rank == "K" for c in inner.discard)
        inner.hands = [TAROK_DECK.sorted(h) for h in hands]
        inner.auction = copy.deepcopy(s.auction)
        inner.trick = list(s.trick)
        inner.tricks = list(s.tricks)
        inner.won = [list(w) for w in s.won]
        inner.actions = list(s.actions)
        inner.announcements = list(s.announcements)
        if hidden_talon:
            inner.talon = dealt[3]
        inner._score = None
        return TarokDeal(inner, self.seed)


def _lacks(suits: frozenset[str], effective: Any) -> Any:
    return lambda card: effective(card) in suits


def _doubling_rule(contra: str) -> str:
    return {"none": "contra", "contra": "recontra", "recontra": "supracontra"}.get(
        contra, "supracontra"
    )


def new_state(options: TarokOptions, seed: int, players: int) -> TarokDeal:
    return TarokDeal(TarokState.new(seed, options, players), seed)


def deck_for(players: int) -> Deck:
    return TAROK_DECK


GAME: Game[TarokOptions] = Game(
    id="tarok",
    title="Tarok galicyjski",
    options_type=TarokOptions,
    players=(3, 4),
    default_players=3,
    deck_for=deck_for,
    seat_names=seat_names,
    new_state=new_state,
    phase_rules={
        Phase.AUCTION.value: rule("auction_order"),
        Phase.TAKE.value: rule("exchange_parts"),
        Phase.DISCARD.value: rule("discard_count"),
        Phase.ANNOUNCE.value: rule("announcements"),
        Phase.DOUBLING.value: rule("contra"),
        Phase.PLAY.value: rule("winner_leads"),
        Phase.DONE.value: rule("settlement"),
        Phase.REDEAL.value: rule("all_pass"),
    },
)
