"""Pamfil in the common Game/State shape (see :mod:`trainer.state`).

:class:`PamfilDeal` drives a :class:`trainer.pamfil.state.GameState` through the common
action grammar: ``call`` (``play`` or ``pass``) and ``exchange`` (the cards given up; as
many are drawn from the top of the talon) during the declarations, then ``play``.

Returns: the text scores every player on his own (P16) and names no payment between
players. So that the protocol's returns sum to zero, as every game's do, each seat's
return compares it with the others: the sum over the other seats of (its points − theirs),
as if each pair settled the difference. This is the trainer's yardstick for the computer
players, not a rule of the text; ``score`` shows the personal points the text gives.

The trump indicator (the talon's bottom card) is seen by everyone; the rest of the talon,
the cards the others gave up and drew, and their hands are hidden.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from trainer import naming
from trainer.cards import Card, Deck
from trainer.legality import Reason, Refusal
from trainer.pamfil import auction, scoring
from trainer.pamfil.legality import DiscardPosition, PlayPosition, why_not_call, why_not_discard
from trainer.pamfil.legality import why_not_play as why_not_play_card
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.ranking import PAMFIL_CODE
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.spec_deck import PLAYER_COUNTS, deck_for
from trainer.pamfil.state import GameState, Phase
from trainer.state import (
    Action,
    ActionKind,
    Game,
    GameDeal,
    ScoreLine,
    TrickView,
    deal_hidden,
)

_KINDS = {
    Phase.DECLARATION: (ActionKind.CALL, ActionKind.EXCHANGE),
    Phase.PLAY: (ActionKind.PLAY,),
    Phase.OVER: (),
}


def seat_names(players: int) -> list[str]:
    """The seats as a learner reads them ("Forehand", "Second player", …), never "Seat 0"."""
    return naming.seat_names("pamfil", players)


def _codes(deck: Deck, cards: Any) -> tuple[str, ...]:
    return tuple(c.code for c in deck.sorted(cards))


class PamfilDeal(GameDeal[GameState]):
    """One Pamfil deal behind the common protocol."""

    terminal_phases = frozenset({Phase.OVER})
    phase_kinds = _KINDS

    def __init__(self, inner: GameState, seed: int) -> None:
        super().__init__(GAME, inner, seed)

    @property
    def to_move(self) -> int | None:
        return self.inner.to_move

    def legal_actions(self) -> list[Action]:
        s = self.inner
        seat = s.to_move
        if seat is None:
            return []
        if s.phase is Phase.PLAY:
            return [Action(seat, ActionKind.PLAY, card=c.code) for c in s.legal_cards()]
        actions: list[Action] = []
        for raw in s.legal_actions():
            if raw["call"] == auction.EXCHANGE:
                cards = _codes(s.deck, [s.deck.parse(code) for code in raw["discard"]])
                actions.append(Action(seat, ActionKind.EXCHANGE, cards=cards))
            else:
                actions.append(Action(seat, ActionKind.CALL, call=raw["call"]))
        return actions

    def _explain(self, action: Action) -> Refusal | None:
        s = self.inner
        if action.kind is ActionKind.CALL:
            if action.call not in (auction.PLAY, auction.PASS) or action.called or action.trump:
                message = "a declaration is 'play' or 'pass' (or an 'exchange' action)"
                return Refusal(Reason.NOT_ALLOWED, message, RULES["pf-declare"])
            if action.level is not None:
                message = "a declaration takes no level"
                return Refusal(Reason.NOT_ALLOWED, message, RULES["pf-declare"])
            return why_not_call(s.round, auction.Declaration(action.seat, action.call))
        if action.seat != s.to_move:
            return None
        hand = s.hands[action.seat]
        if action.kind is ActionKind.EXCHANGE:
            cards = [self._card(code) for code in action.cards or ()]
            return why_not_discard(DiscardPosition(hand, s.round, action.seat), cards)
        card = self._card(action.card or "")
        position = PlayPosition(hand, s.trick, s.ranking, s.options.beat_obligation)
        return why_not_play_card(position, card)

    def _do(self, action: Action) -> None:
        s = self.inner
        if action.kind is ActionKind.PLAY:
            s.play_card(self._card(action.card or ""))
            return
        if action.kind is ActionKind.EXCHANGE:
            cards = [self._card(code) for code in action.cards or ()]
            declaration = auction.Declaration(action.seat, auction.EXCHANGE, len(cards))
            s.declare(declaration, cards)
        else:
            assert action.call is not None
            s.declare(auction.Declaration(action.seat, action.call))

    # -- views ----------------------------------------------------------------------------

    def hands(self) -> list[list[Card]]:
        return [list(h) for h in self.inner.hands]

    def trick_view(self) -> TrickView | None:
        s = self.inner
        if s.phase is not Phase.PLAY:
            return None
        n = self.players
        cards = tuple(((s.leader + i) % n, c.code) for i, c in enumerate(s.trick))
        return TrickView(s.leader, cards)

    def trick_views(self) -> list[TrickView]:
        s = self.inner
        n = self.players
        return [
            TrickView(leader, tuple(((leader + i) % n, c.code) for i, c in enumerate(t)), winner)
            for t, leader, winner in zip(s.tricks, s.trick_leaders, s.trick_winners, strict=True)
        ]

    def contract_json(self) -> dict[str, Any] | None:
        trump = self.inner.trump
        return {"trump": str(trump), "label": f"{trump.german_name.capitalize()} are trumps"}

    def declarer(self) -> int | None:
        return None  # every declared player plays for himself (P16)

    def public(self) -> dict[str, Any]:
        s = self.inner
        return {
            "indicator": s.indicator.code,
            "declarations": [c.to_json() for c in s.round.calls],
            "talon_left": len(s.talon),
            "declared": s.declared_seats(),
            "pamfil_holder": s.pamfil_holder if self._pamfil_public() else None,
        }

    def _indicator_drawer(self) -> int | None:
        """The seat whose exchange drew the talon's bottom card (public), if any."""
        round_ = self.inner.round
        for i, call in enumerate(round_.calls):
            if call.call == auction.EXCHANGE and round_.exchange_span(i)[1] == round_.talon:
                return call.seat
        return None

    def _pamfil_public(self) -> bool:
        """The pamfil's holder is public once the pamfil has fallen in a trick."""
        return any(c.code == PAMFIL_CODE for t in self.inner.tricks for c in t) or any(
            c.code == PAMFIL_CODE for c in self.inner.trick
        )

    def hidden(self) -> dict[str, Any]:
        s = self.inner
        return {
            "talon": [c.code for c in s.talon],
            "discards": [[c.code for c in d] for d in s.discards],
            "drawn": [[c.code for c in d] for d in s.drawn],
            "pamfil_holder": s.pamfil_holder,
        }

    def display(self, hand: list[Card]) -> list[Card]:
        return sorted(hand, key=self.inner.ranking.sort_key)

    def seen_by(self, seat: int) -> set[Card]:
        s = self.inner
        return {s.indicator, *s.discards[seat]}

    def effective_suit(self, card: Card) -> str:
        return str(self.inner.ranking.suit[card])

    def extra_voids(self, lead: str, played: Card) -> set[str]:
        # Void in the suit led, a hand with a trump must trump (unless beating is off, P2).
        trump = str(self.inner.ranking.trump)
        obligation = self.inner.options.beat_obligation
        if obligation != "none" and str(self.inner.ranking.suit[played]) != trump:
            return {trump}
        return set()

    # -- the result -----------------------------------------------------------------------

    def points(self) -> list[int]:
        result = self.inner.result
        return [0] * self.players if result is None else list(result.scores)

    def returns(self) -> list[int | float]:
        points = self.points()
        total = sum(points)
        return [self.players * p - total for p in points]

    def score_lines(self) -> list[ScoreLine]:
        s = self.inner
        result = s.result
        if result is None:
            return []
        lines: list[ScoreLine] = []
        names = seat_names(self.players)
        if result.mucha is not None:
            lines.append(ScoreLine(result.mucha.explanation, result.mucha.rule))
        for seat in range(self.players):
            if result.mucha is not None and seat not in result.mucha.winners:
                continue
            score = scoring.score_player(
                result.declared[seat],
                result.tricks_won[seat],
                result.doubled[seat],
                result.mucha is not None,
                s.options,
            )
            lines.append(
                ScoreLine(
                    # "Dealer: a declared player …" (the sentence goes on after the colon).
                    f"{names[seat]}: {score.explanation[:1].lower()}{score.explanation[1:]}",
                    score.rule,
                    seat,
                    score.points,
                )
            )
        lines.append(
            ScoreLine(
                "Each player is scored on his own; the trainer compares each seat with the "
                "others to rank the players.",
                RULES["pf-score-declared"],
            )
        )
        return lines

    # -- determinization ------------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> PamfilDeal:
        """A copy where every card ``seat`` has not seen is dealt again at random: the other
        hands (keeping sizes and shown voids), the talon above the indicator, the others'
        discards. The pamfil's doubling follows the pamfil when its place is hidden."""
        s = self.inner
        seen = self.observation(seat).seen
        voids = self.voids()
        sizes = {other: len(s.hands[other]) for other in range(self.players) if other != seat}
        drawer = self._indicator_drawer()
        # Public: the exchange that reached the talon's bottom card drew the indicator.
        held = drawer is not None and drawer != seat and s.indicator in s.hands[drawer]
        if held:
            assert drawer is not None
            sizes[drawer] -= 1
        talon_place = self.players
        talon_hidden = [c for c in s.talon if c is not s.indicator]
        sizes[talon_place] = len(talon_hidden)
        discard_places = {}
        for other in range(self.players):
            if other != seat and s.discards[other]:
                discard_places[other] = self.players + 1 + other
                sizes[self.players + 1 + other] = len(s.discards[other])
        played = {self._card(code) for v in self.trick_views() for _, code in v.cards}
        played |= {c for c in s.trick}
        pool = [c for c in s.deck.cards if c not in seen and c not in played]
        forbidden = {
            other: _lacks(suits, self.effective_suit)
            for other, suits in voids.items()
            if other in sizes
        }
        dealt = deal_hidden(pool, sizes, forbidden, rng)
        inner = copy.copy(s)
        inner.hands = [dealt[h] if h in dealt else list(s.hands[h]) for h in range(self.players)]
        if held:
            assert drawer is not None
            inner.hands[drawer].append(s.indicator)
        if s.indicator in s.talon:
            inner.talon = dealt[talon_place] + [s.indicator]
        else:
            inner.talon = dealt[talon_place]
        inner.discards = [
            dealt[discard_places[h]] if h in discard_places else list(s.discards[h])
            for h in range(self.players)
        ]
        inner.round = copy.deepcopy(s.round)
        inner.trick = list(s.trick)
        inner.tricks = [list(t) for t in s.tricks]
        inner.trick_leaders = list(s.trick_leaders)
        inner.trick_winners = list(s.trick_winners)
        if s.phase is Phase.PLAY and not self._pamfil_public() and seat != s.pamfil_holder:
            holder = [
                h for h in range(self.players) if any(c.code == PAMFIL_CODE for c in inner.hands[h])
            ]
            inner.pamfil_holder = holder[0] if holder else None
        return PamfilDeal(inner, self.seed)


def _lacks(suits: frozenset[str], effective: Any) -> Any:
    return lambda card: effective(card) in suits


def new_state(options: PamfilOptions, seed: int, players: int) -> PamfilDeal:
    return PamfilDeal(GameState.deal(random.Random(seed), options, players), seed)


GAME: Game[PamfilOptions] = Game(
    id="pamfil",
    title="Pamfil",
    options_type=PamfilOptions,
    players=PLAYER_COUNTS,
    default_players=3,
    deck_for=deck_for,
    seat_names=seat_names,
    new_state=new_state,
    phase_rules={
        Phase.DECLARATION.value: RULES["pf-declare"],
        Phase.PLAY.value: RULES["pf-follow-beat"],
        Phase.OVER.value: RULES["pf-score-declared"],
    },
)
