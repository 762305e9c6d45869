"""A Pamfil deal in the common Game/State shape: deal, declarations and exchanges, mucha,
play, scoring (see :mod:`trainer.state`).

Actions are the common grammar's: ``call`` (``play`` or ``pass``) and ``exchange`` (the
cards given up; as many are drawn from the top of the talon) during the declarations, then
``play``. :meth:`DealState.apply` checks an action once, against :meth:`legal_actions`;
the ``_do_<phase>`` moves that follow trust it and check nothing again.

Dealing (the text, P10, P14): the pack is shuffled, each player from the forehand gets
three cards, then two; the rest is the talon, whose bottom card (the last of the pack)
shows trumps and can only be drawn as the last card. Muchas are checked after the deal
and after the exchanges (P6–P9); otherwise the forehand leads and play goes clockwise, the
winner of a trick leading the next (P11).

Returns: the text scores every player on his own (P16) and names no payment between
players. So that the protocol's returns sum to zero, as every game's do, each seat's
return compares it with the others: the sum over the other seats of (its points − theirs),
as if each pair settled the difference. This is the trainer's yardstick for the computer
players, not a rule of the text; the score lines show the personal points the text gives.

The trump indicator (the talon's bottom card) is seen by everyone; the rest of the talon,
the cards the others gave up and drew, and their hands are hidden.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from typing import Any

from trainer.actions import Action, ActionKind
from trainer.cards import Card, Suit
from trainer.errors import Duty, Reason, Refusal, Ruling
from trainer.i18n import Noun, msg
from trainer.pamfil import auction, mucha, play, scoring
from trainer.pamfil.deck import HAND_SIZE, deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.ranking import PAMFIL_CODE, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.records import ScoreLine, Trick
from trainer.state import DealState, Game, deal_hidden

FIRST_PACKET = 3
SECOND_PACKET = 2


class Phase(StrEnum):
    DECLARATION = "declaration"
    PLAY = "play"
    OVER = "over"


_KINDS: dict[str, tuple[ActionKind, ...]] = {
    Phase.DECLARATION: (ActionKind.CALL, ActionKind.EXCHANGE),
    Phase.PLAY: (ActionKind.PLAY,),
    Phase.OVER: (),
}


@dataclass
class Result:
    """How the deal ended and what each seat scores (personal scores, P16)."""

    outcome: str  # "played" | "mucha" | "redeal"
    seat_scores: list[scoring.Score | None]
    """Each seat's score, with its line; ``None`` for a seat a mucha leaves out."""
    tricks_won: list[int]
    declared: list[bool]
    doubled: list[bool]
    mucha: mucha.MuchaResult | None

    @property
    def scores(self) -> list[int]:
        return [0 if score is None else score.points for score in self.seat_scores]


PERSONAL_SCORES = ScoreLine(
    msg("pf.score.personal"),
    RULES["pf-score-declared"].item("all"),
)
"""The last line of every score: the text's scores are personal, the returns a comparison."""


class PamfilState(DealState):
    """One Pamfil deal. :func:`deal` shuffles and deals; ``apply`` (checked) or ``_do``
    (trusted) moves it on."""

    phase: Phase = Phase.DECLARATION
    """A plain attribute here (DealState's is a read-only property), so moves can set it."""
    phase_kinds = _KINDS

    def __init__(
        self, game: Game[Any], pack: Sequence[Card], options: PamfilOptions, players: int, seed: int
    ) -> None:
        """Deal ``pack`` in its order (top first): three each, then two each; the rest is
        the talon, its last card the trump indicator (P10: the pamfil turned up → acorns)."""
        self.game = game
        self.seed = seed
        self.options = options
        self.players = players
        self.deck = deck_for(players)
        second = FIRST_PACKET * players  # where the packets of two begin
        # The cards each seat holds (hands() is the protocol's copy of them).
        self.held = [
            [*pack[FIRST_PACKET * seat : FIRST_PACKET * (seat + 1)],
             *pack[second + SECOND_PACKET * seat : second + SECOND_PACKET * (seat + 1)]]
            for seat in range(players)
        ]  # fmt: skip
        self.talon = list(pack[second + SECOND_PACKET * players :])
        self.indicator = self.talon[-1]
        self.ranking = ranking_for(self.indicator.suit or Suit.C, options.pamfil_mode)
        self.round = auction.DeclarationRound(players, len(self.talon))
        self.discards: list[list[Card]] = [[] for _ in range(players)]
        self.drawn: list[list[Card]] = [[] for _ in range(players)]
        self.phase = Phase.DECLARATION
        self.leader = 0
        self.trick: list[Card] = []
        self.tricks: list[Trick] = []
        self.pamfil_holder: int | None = None
        self.result: Result | None = None
        self._check_mucha()  # a mucha straight from the deal wins without play

    def copy(self) -> PamfilState:
        """:meth:`DealState.copy`, with the declaration round copied too."""
        twin = super().copy()
        twin.round = self.round.copy()
        return twin

    # -- whose turn, which actions -----------------------------------------------------------

    @property
    def trump(self) -> Suit:
        return self.ranking.trump

    @property
    def to_move(self) -> int | None:
        if self.phase is Phase.DECLARATION:
            return self.round.next_seat
        if self.phase is Phase.PLAY:
            return (self.leader + len(self.trick)) % self.players
        return None

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def position(self, seat: int | None = None) -> play.PlayPosition:
        """``seat`` (by default the player to move in play) about to play to the trick."""
        if seat is None:
            seat = (self.leader + len(self.trick)) % self.players
        return play.PlayPosition(
            self.held[seat], self.trick, self.ranking, self.options.beat_obligation
        )

    def _legal_in_declaration(self, seat: int) -> list[Action]:
        """Play or pass (not the forehand), or exchange any one to five cards the talon
        still covers: every set of cards, in deck order, smaller sets first."""
        actions: list[Action] = []
        for call in self.round.legal_calls():
            if call != auction.EXCHANGE:
                actions.append(Action(seat, ActionKind.CALL, call=call))
                continue
            hand = self.held[seat]
            for size in range(1, self.round.max_exchange() + 1):
                for discard in combinations(hand, size):
                    cards = tuple(c.code for c in self.deck.sorted(discard))
                    actions.append(Action(seat, ActionKind.EXCHANGE, cards=cards))
        return actions

    def _legal_in_play(self, seat: int) -> list[Action]:
        cards = play.legal_plays(self.position(seat))
        return [Action(seat, ActionKind.PLAY, card=c.code) for c in cards]

    def play_rulings(self, seat: int) -> tuple[list[Ruling], Duty] | None:
        if self.phase is not Phase.PLAY or seat != self.to_move:
            return None
        position = self.position(seat)
        ruled = play.rulings(position)
        return [r.said(play.sentence) for r in ruled], play.duty(position, ruled)

    def _explain(self, action: Action) -> Refusal | None:
        """The rule's own refusal of an action of this phase (the base checks the rest)."""
        if action.kind is ActionKind.CALL:
            return self._why_not_call(action)
        if action.seat != self.to_move:
            return None  # the base says whose turn it is
        if action.kind is ActionKind.EXCHANGE:
            cards = [self.card(code) for code in action.cards or ()]
            return auction.why_not_exchange(self.round, self.held[action.seat], action.seat, cards)
        return play.why_not_play(self.position(action.seat), self.card(action.card or ""))

    def _why_not_call(self, action: Action) -> Refusal | None:
        declare = RULES["pf-declare"]
        if action.call not in (auction.PLAY, auction.PASS) or action.called or action.trump:
            return Refusal(Reason.NOT_ALLOWED, msg("pf.declaration.not_a_call"), declare)
        if action.level is not None:
            return Refusal(Reason.NOT_ALLOWED, msg("pf.declaration.no_level"), declare)
        return self.round.why_not(auction.Declaration(action.seat, action.call))

    # -- moves (known to be legal) ----------------------------------------------------------

    def _do_declaration(self, action: Action) -> None:
        if action.kind is ActionKind.EXCHANGE:
            cards = [self.card(code) for code in action.cards or ()]
            self.declare(auction.Declaration(action.seat, auction.EXCHANGE, len(cards)), cards)
        else:
            assert action.call is not None
            self.declare(auction.Declaration(action.seat, action.call))

    def _do_play(self, action: Action) -> None:
        self.play_card(self.card(action.card or ""))

    def declare(self, decl: auction.Declaration, discard: Sequence[Card] = ()) -> None:
        """Record a declaration known to be legal; an exchange discards, then draws as many
        from the top of the talon. At the round's end: a mucha, or play."""
        self.round.calls.append(decl)
        seat = decl.seat
        if decl.call == auction.EXCHANGE:
            hand = self.held[seat]
            for card in discard:
                hand.remove(card)
            drawn = self.talon[: decl.count]
            del self.talon[: decl.count]
            hand.extend(drawn)
            self.discards[seat].extend(discard)
            self.drawn[seat].extend(drawn)
        if len(self.round.calls) == self.players:  # the round is complete
            if len(self.talon) < self.round.talon:  # cards were drawn: a new mucha may show
                self._check_mucha()
            if self.phase is Phase.DECLARATION:
                self.pamfil_holder = self._holder()
                self.phase = Phase.PLAY
                self.leader = 0  # the forehand leads (P11)

    def play_card(self, card: Card) -> None:
        """Play a card known to be legal (the playouts' fast path)."""
        trick = self.trick
        seat = (self.leader + len(trick)) % self.players  # to_move, in the play phase
        self.held[seat].remove(card)
        trick.append(card)
        if len(trick) == self.players:
            self.close_trick()

    def close_trick(self) -> None:
        """Every seat has played to the trick: its winner takes it and leads the next."""
        trick, leader = self.trick, self.leader
        win = (leader + self.ranking.winner_index(trick)) % self.players
        self.tricks.append(Trick(leader, trick, win))
        self.trick = []
        self.leader = win  # the winner of a trick leads the next
        if len(self.tricks) == HAND_SIZE:
            self.finish_play()

    # -- the end of the deal ----------------------------------------------------------------

    def _holder(self) -> int | None:
        pamfil = self.deck[PAMFIL_CODE]
        for seat, hand in enumerate(self.held):
            if pamfil in hand:
                return seat
        return None

    def _check_mucha(self) -> None:
        ranking = self.ranking
        if not any(mucha.mucha_suit(hand, ranking) for hand in self.held):
            return  # the common case, found without resolve's card points and texts
        result = mucha.resolve(self.held, ranking, self.options)
        if result.outcome == "none":
            return
        self.pamfil_holder = self._holder()
        self.phase = Phase.OVER
        declared = self.declared_seats()
        doubled = scoring.doubled_seats(
            self.options, self.players, self.pamfil_holder, self.pamfil_holder
        )
        scores: list[scoring.Score | None] = [None] * self.players
        for seat in result.winners:
            scores[seat] = scoring.score_player(
                declared[seat], 0, doubled[seat], True, self.options
            )
        outcome = "redeal" if result.outcome == "redeal" else "mucha"
        self.result = Result(outcome, scores, [0] * self.players, declared, doubled, result)

    def declared_seats(self) -> list[bool]:
        """Seats committed to play: the forehand, and everyone who said play or exchanged."""
        flags = [False] * self.players
        flags[0] = True
        for call in self.round.calls:
            if call.declares:
                flags[call.seat] = True
        return flags

    def captured_by(self) -> int | None:
        pamfil = self.deck[PAMFIL_CODE]
        for trick in self.tricks:
            if pamfil in trick.cards:
                return trick.winner
        return None

    def finish_play(self) -> None:
        """The fifth trick is closed: score every seat (P14–P16).

        Each seat's score is looked up in the options' score table (worked out once per
        options), since every playout of the strong player ends here.
        """
        self.phase = Phase.OVER
        players = self.players
        winners = [trick.winner for trick in self.tricks]
        won = [winners.count(seat) for seat in range(players)]
        declared = self.declared_seats()
        options = self.options
        captured = self.captured_by() if scoring.counts_capture(options) else None
        doubled = scoring.doubled_seats(options, players, self.pamfil_holder, captured)
        table = scoring.score_table(options)
        scores: list[scoring.Score | None] = [
            table[seat_declared, seat_won, seat_doubled, False]  # False: no mucha
            for seat_declared, seat_won, seat_doubled in zip(declared, won, doubled, strict=True)
        ]
        self.result = Result("played", scores, won, declared, doubled, None)

    # -- views --------------------------------------------------------------------------------

    def contract_json(self) -> dict[str, Any] | None:
        trump = self.trump
        suit = Noun(f"suit.german.{trump}", code=str(trump))
        return {"trump": str(trump), "label": msg("pf.contract.label", suit=suit)}

    def declarer(self) -> int | None:
        return None  # every declared player plays for himself (P16)

    def public(self) -> dict[str, Any]:
        return {
            "indicator": self.indicator.code,
            "declarations": [c.to_json() for c in self.round.calls],
            "talon_left": len(self.talon),
            "declared": self.declared_seats(),
            "pamfil_holder": self.pamfil_holder if self._pamfil_public() else None,
        }

    def _indicator_drawer(self) -> int | None:
        """The seat whose exchange drew the talon's bottom card (public), if any."""
        round_ = self.round
        for i, call in enumerate(round_.calls):
            if call.call == auction.EXCHANGE and round_.exchange_span(i)[1] == round_.talon:
                return call.seat
        return None

    def _pamfil_public(self) -> bool:
        """The pamfil's holder is public once the pamfil has fallen in a trick."""
        return self.captured_by() is not None or self.deck[PAMFIL_CODE] in self.trick

    def hidden(self) -> dict[str, Any]:
        return {
            "talon": [c.code for c in self.talon],
            "discards": [[c.code for c in self.deck.sorted(d)] for d in self.discards],
            "drawn": [[c.code for c in d] for d in self.drawn],
            "pamfil_holder": self.pamfil_holder,
        }

    def display(self, hand: list[Card]) -> list[Card]:
        return sorted(hand, key=self.ranking.sort_key)

    def seen_by(self, seat: int) -> set[Card]:
        return {self.indicator, *self.discards[seat]}

    def effective_suit(self, card: Card) -> str:
        return str(self.ranking.suit[card])

    def trump_suit(self) -> str:
        return str(self.ranking.trump)  # Pamfil's trumps keep their suit's name

    def extra_voids(self, lead: str, played: Card) -> set[str]:
        # Void in the suit led, a hand with a trump must trump (unless beating is off, P2).
        trump = str(self.ranking.trump)
        if self.options.beat_obligation != "none" and str(self.ranking.suit[played]) != trump:
            return {trump}
        return set()

    # -- the result ---------------------------------------------------------------------------

    def returns(self) -> list[int | float]:
        points = [0] * self.players if self.result is None else self.result.scores
        total = sum(points)
        return [self.players * p - total for p in points]

    def score_lines(self) -> list[ScoreLine]:
        """The mucha's line if one ended the deal, each scored seat's line as the scoring
        made it, and the note that the text's scores are personal."""
        result = self.result
        if result is None:
            return []
        mucha_line = [] if result.mucha is None else [result.mucha.line()]
        seat_lines = [
            score.for_seat(seat, self.players)
            for seat, score in enumerate(result.seat_scores)
            if score is not None
        ]
        return [*mucha_line, *seat_lines, PERSONAL_SCORES]

    # -- determinization ----------------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> PamfilState:
        """A copy where every card ``seat`` has not seen is dealt again at random: the other
        hands (keeping sizes and shown voids), the talon above the indicator, the others'
        discards. The pamfil's doubling follows the pamfil when its place is hidden."""
        seen = self.observation(seat).seen
        sizes = {other: len(self.held[other]) for other in range(self.players) if other != seat}
        drawer = self._indicator_drawer()
        # Public: the exchange that reached the talon's bottom card drew the indicator.
        drawer_holds = drawer is not None and drawer != seat and self.indicator in self.held[drawer]
        if drawer_holds:
            assert drawer is not None
            sizes[drawer] -= 1
        talon_place = self.players
        sizes[talon_place] = len([c for c in self.talon if c is not self.indicator])
        discard_places = {}
        for other in range(self.players):
            if other != seat and self.discards[other]:
                discard_places[other] = self.players + 1 + other
                sizes[self.players + 1 + other] = len(self.discards[other])
        pool = [c for c in self.deck.cards if c not in seen]  # seen: the played cards too
        forbidden = {
            other: self.lacking(suits) for other, suits in self.voids().items() if other in sizes
        }
        dealt = deal_hidden(pool, sizes, forbidden, rng)
        world = self.copy()
        for other in range(self.players):
            if other in dealt:
                world.held[other] = dealt[other]
            if other in discard_places:
                world.discards[other] = dealt[discard_places[other]]
        if drawer_holds:
            assert drawer is not None
            world.held[drawer].append(self.indicator)
        world.talon = dealt[talon_place]
        if self.indicator in self.talon:
            world.talon.append(self.indicator)
        if self.phase is Phase.PLAY and not self._pamfil_public() and seat != self.pamfil_holder:
            world.pamfil_holder = world._holder()
        return world
