"""One Schafkopf deal: the shuffle, the auction, contra and re, the play, the settlement.

:class:`SchafkopfState` is the game's one state class (the common protocol of
:mod:`trainer.state`). Each phase has its legal actions (``_legal_in_<phase>``) and its moves
(``_do_<kind>``); :meth:`trainer.state.DealState.apply` checks an action once, against the legal
ones, and a move made after that check is not checked again. The grammar:

* ``call`` in the auction: ``{"call": "pass"}``, ``{"call": "ace_game", "called": "S"}``,
  ``{"call": "suit_solo", "trump": "C"}`` ... (each seat once, from seat 0, sk-auction-open);
* ``double``: ``{"call": "contra"}`` by a defender, ``{"call": "re"}`` by the declarer's side,
  before the second card of trick 1 (S19; rounds by option);
* ``play``: ``{"card": "OC"}``.

The deal follows sk-deal: 8 cards each, 4 at a time, seat 0 (the dealer's left) first. With 5
players the dealer (seat 4) sits out: no cards, no action, a return of 0. The partner of an
ace game is secret (sk-ace-game-partner-secret) until the called ace falls or he says re
(sk-contra-reveals).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any

from trainer.actions import Action, ActionKind
from trainer.cards import SCHAFKOPF_DECK, Card
from trainer.errors import Duty, Refusal, RequestError, Ruling
from trainer.i18n import msg
from trainer.records import ScoreLine, Trick
from trainer.schafkopf.auction import (
    SEATS,
    Call,
    playable_contracts,
    read_call,
    resolve,
    why_not_call,
    why_not_double,
)
from trainer.schafkopf.contracts import Contract, Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.play import (
    PlayPosition,
    called_ace_of,
    duty,
    playable,
    rulings,
    sentence,
    why_not_play,
)
from trainer.schafkopf.ranking import TRUMP, Ranking, ranking, sort_hand
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.scoring import (
    Settlement,
    matadors,
    net_lines,
    ramsch_loser,
    score_game,
    seat_payments,
)
from trainer.state import DealState, Game, deal_hidden

DECK = SCHAFKOPF_DECK

_ORDER = tuple(tuple((leader + k) % SEATS for k in range(SEATS)) for leader in range(SEATS))
"""The seats in playing order from each leader."""


class Phase(StrEnum):
    AUCTION = "auction"
    PLAY = "play"
    DONE = "done"


_KINDS: dict[str, tuple[ActionKind, ...]] = {
    Phase.AUCTION: (ActionKind.CALL,),
    Phase.PLAY: (ActionKind.PLAY, ActionKind.DOUBLE),
    Phase.DONE: (),
}
"""The kinds of action each phase takes."""


def deal(rng: random.Random) -> list[list[Card]]:
    """Shuffle and deal 8 cards each, 4 at a time, seat 0 first (sk-deal)."""
    cards = list(DECK.cards)
    rng.shuffle(cards)
    return [cards[4 * s : 4 * s + 4] + cards[16 + 4 * s : 20 + 4 * s] for s in range(SEATS)]


def call_action(seat: int, contract: Contract | None) -> Action:
    """The ``call`` action naming ``contract`` (a pass for ``None``)."""
    if contract is None:
        return Action(seat, ActionKind.CALL, call="pass")
    return Action(
        seat,
        ActionKind.CALL,
        call=str(contract.kind),
        called=str(contract.called) if contract.called else None,
        trump=str(contract.trump) if contract.trump else None,
    )


class SchafkopfState(DealState):
    """One deal from the shuffle to the settlement."""

    phase_kinds = _KINDS

    def __init__(
        self,
        game: Game[Any],
        options: SchafkopfOptions | None = None,
        seed: int = 0,
        *,
        hands: list[list[Card]] | None = None,
        players: int = 4,
        pot: int = 0,
    ) -> None:
        self.game = game
        self.options = options or SchafkopfOptions()
        self.seed = seed
        self.players = players
        self.pot_before = pot
        """The kettle carried in from the deals before (option all_pass = "kettle")."""
        if hands is None:
            hands = deal(random.Random(seed))
        self.original = [list(h) for h in hands]
        self.held = [list(h) for h in hands]
        """The cards each of the 4 playing seats holds now."""
        self._phase = Phase.AUCTION
        self.calls: list[Call] = []
        self.contract: Contract | None = None
        self.declarer_seat: int | None = None
        self.partner: int | None = None
        self.doublings = 0
        self.doublers: list[int] = []
        self.trick: list[Card] = []
        self.leader = 0
        self.tricks: list[Trick] = []
        self.points = [0] * SEATS  # card points won so far, by seat
        self.tricks_won = [0] * SEATS
        self.called_led = False
        self.rank: Ranking | None = None  # set when a contract is played
        self.ace: Card | None = None
        self.ace_suit: str | None = None
        self.result: Settlement | None = None

    def carry_pot(self, pot: int, path: str) -> None:
        """Start the deal with the kettle the deals before have filled (sk-kettle)."""
        if self.options.all_pass != "kettle":
            raise RequestError('a pot exists only with the option all_pass = "kettle"', path)
        self.pot_before = pot

    # -- whose turn --------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def is_terminal(self) -> bool:
        return self._phase is Phase.DONE

    @property
    def to_move(self) -> int | None:
        if self._phase is Phase.AUCTION:
            return len(self.calls)
        if self._phase is Phase.PLAY:
            return (self.leader + len(self.trick)) % SEATS
        return None

    # -- legal actions -----------------------------------------------------------------------

    def legal_cards(self) -> list[Card]:
        """The cards the seat to move may play."""
        seat = self.to_move
        assert seat is not None and self.rank is not None
        return list(
            playable(
                self.held[seat], self.trick, self.rank, self.ace, self.called_led, self.options
            )
        )

    def double_seats(self) -> tuple[str, list[int]] | None:
        """Who may say contra or re now (S19), or ``None`` when nobody may."""
        if (
            self._phase is not Phase.PLAY
            or self.tricks
            or len(self.trick) > 1
            or self.contract is None
            or self.contract.kind is Kind.RAMSCH
            or self.doublings >= 2 * self.options.max_double_rounds
        ):
            return None
        side = (self.declarer_seat, self.partner)  # the declarer's side; the rest defend
        if self.doublings % 2 == 0:
            return "contra", [s for s in range(SEATS) if s not in side]
        return "re", [s for s in range(SEATS) if s in side]

    def _legal_in_auction(self, seat: int) -> list[Action]:
        return [call_action(seat, c) for c in (None, *playable_contracts(self.held[seat]))]

    def _legal_in_play(self, seat: int) -> list[Action]:
        actions = [Action(seat, ActionKind.PLAY, card=c.code) for c in self.legal_cards()]
        doubling = self.double_seats()
        if doubling:
            word, seats = doubling
            actions += [Action(who, ActionKind.DOUBLE, call=word) for who in seats]
        return actions

    def _position(self, seat: int) -> PlayPosition:
        """``seat`` about to play to the trick on the table (the play phase)."""
        assert self.contract is not None
        position = PlayPosition(self.contract, self.held[seat], self.trick, [], self.options)
        position.called_led = self.called_led
        return position

    def play_rulings(self, seat: int) -> tuple[list[Ruling], Duty] | None:
        if self.phase is not Phase.PLAY or seat != self.to_move:
            return None
        position = self._position(seat)
        ruled = rulings(position)
        return [r.said(sentence) for r in ruled], duty(position, ruled)

    def trumps_held(self, seat: int) -> list[Card]:
        """Before a contract, the trumps of an ace game (the Obers, the Unters and the hearts):
        the game a first deal plays, whose trumps the auction's advice counts."""
        rank = self.rank if self.rank is not None else ranking(Contract(Kind.ACE_GAME))
        held = self.held[seat] if seat < len(self.held) else []
        return [card for card in held if rank.eff[card] == TRUMP]

    def _explain(self, action: Action) -> Refusal | None:
        if action.kind is ActionKind.CALL:
            hand = self.held[action.seat] if action.seat < SEATS else []
            return why_not_call(self.calls, hand, action)
        if action.kind is ActionKind.DOUBLE:
            return why_not_double(self.double_seats(), self.options, action)
        if action.seat != self.to_move:
            return None
        return why_not_play(self._position(action.seat), self.card(action.card or ""))

    # -- the moves (trusted: DealState.apply has checked them) -------------------------------

    def _do_auction(self, action: Action) -> None:
        self.call(read_call(action))

    def _do_play(self, action: Action) -> None:
        if action.kind is ActionKind.DOUBLE:
            self.double(action.seat)
        else:
            self.play(DECK[action.card or ""])

    def call(self, contract: Contract | None) -> None:
        self.calls.append(Call(len(self.calls), contract))
        if len(self.calls) < SEATS:
            return
        outcome = resolve(self.calls, self.options)
        if outcome.outcome == "play":
            assert outcome.contract is not None
            self._start(outcome.contract, outcome.winner)
        elif outcome.outcome == "ramsch":
            self._start(Contract(Kind.RAMSCH), None)
        else:
            self._finish_all_pass(outcome.outcome or "redeal")

    def double(self, seat: int) -> None:
        self.doublings += 1
        self.doublers.append(seat)

    def _start(self, contract: Contract, declarer: int | None) -> None:
        self.contract = contract
        self.declarer_seat = declarer
        self.rank = ranking(contract)
        self.ace = called_ace_of(contract)
        self.ace_suit = str(self.ace.suit) if self.ace is not None else None
        if self.ace is not None:
            self.partner = next(s for s in range(SEATS) if self.ace in self.held[s])
        if contract.kind is Kind.SIE:
            self._finish_sie()
            return
        self._phase = Phase.PLAY
        self.leader = 0  # seat 0 leads in every contract (S13)

    def play(self, card: Card) -> None:
        seat = (self.leader + len(self.trick)) % SEATS
        self.held[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) == SEATS:
            self._close_trick()

    def play_random(self, rng: random.Random) -> None:
        """Play the rest of the deal with random legal cards (the playouts' inner loop).

        Every choice is drawn from :func:`trainer.schafkopf.play.playable`, the rungs that
        :func:`~trainer.schafkopf.play.why_not_play` words for a learner; its unrestricted
        branch (follow the suit led, or play anything) is inlined for the cards no called-ace
        rule can touch. The bookkeeping of :meth:`play` is inlined here for speed, and each
        hand is also kept grouped by effective suit, so following needs no scan of the hand.
        A property test replays these deals card by card through :meth:`apply` and checks
        that both paths agree.
        """
        rank, ace, options, hands = self.rank, self.ace, self.options, self.held
        assert rank is not None
        eff, strengths = rank.eff, rank.strength
        groups: list[dict[str, list[Card]]] = []
        for hand in hands:
            by_suit: dict[str, list[Card]] = {"T": [], "C": [], "S": [], "H": [], "D": []}
            for card in hand:
                by_suit[eff[card]].append(card)
            groups.append(by_suit)
        random_ = rng.random
        tricks = self.tricks
        points, tricks_won = self.points, self.tricks_won
        ace_suit = self.ace_suit
        called_led = self.called_led
        leader = self.leader
        trick = self.trick
        while len(tricks) < 8:
            for seat in _ORDER[leader][len(trick) :]:
                hand = hands[seat]
                by_suit = groups[seat]
                if ace is None or called_led or ace not in hand:
                    # playable()'s unrestricted branch, inlined: follow the suit led, else any.
                    legal: Sequence[Card] = (by_suit[eff[trick[0]]] or hand) if trick else hand
                else:
                    legal = playable(hand, trick, rank, ace, called_led, options, by_suit)
                card = legal[int(random_() * len(legal))]
                hand.remove(card)
                by_suit[eff[card]].remove(card)
                trick.append(card)
            # The trick is complete: the same steps as _close_trick.
            lead = eff[trick[0]]
            if lead == ace_suit:
                called_led = True
            # The winner, as Ranking.winner finds it, unrolled for the four cards.
            strength = strengths[lead]
            best, best_power = 0, strength[trick[0]]
            for i in (1, 2, 3):
                card_power = strength[trick[i]]
                if card_power > best_power:
                    best, best_power = i, card_power
            winner = (leader + best) % SEATS
            points[winner] += trick[0].points + trick[1].points + trick[2].points + trick[3].points
            tricks_won[winner] += 1
            tricks.append(Trick(leader, trick, winner))
            leader = winner
            trick = []
        self.trick = trick
        self.leader = leader
        self.called_led = called_led
        self._finish_play()

    def _close_trick(self) -> None:
        rank = self.rank
        assert rank is not None
        trick = self.trick
        if self.ace is not None and not self.called_led and rank.eff[trick[0]] == self.ace_suit:
            self.called_led = True  # every restriction lifts (S7)
        winner = (self.leader + rank.winner(trick)) % SEATS
        self.points[winner] += trick[0].points + trick[1].points + trick[2].points + trick[3].points
        self.tricks_won[winner] += 1
        self.tricks.append(Trick(self.leader, trick, winner))
        self.trick = []
        self.leader = winner
        if len(self.tricks) == 8:
            self._finish_play()

    # -- settlement --------------------------------------------------------------------------

    def _net(self, by_seat: list[int]) -> list[int]:
        return by_seat + [0] * (self.players - SEATS)

    def _finish_all_pass(self, outcome: str) -> None:
        self._phase = Phase.DONE
        if outcome != "kettle":
            self.result = Settlement(outcome, self._net([0] * SEATS))
            return
        pot = self.pot_before
        net = self._net([-1] * SEATS)
        self.result = Settlement(outcome, net, pot_before=pot, pot_after=pot + SEATS)

    def _finish_sie(self) -> None:
        assert self.contract is not None and self.declarer_seat is not None
        score = score_game(self.contract, 120, 8, 0, self.options)
        self._phase = Phase.DONE
        net = self._net(seat_payments(score, self.declarer_seat, None))
        self.result = Settlement("play", net, game=score)

    def _finish_play(self) -> None:
        self._phase = Phase.DONE
        assert self.contract is not None and self.rank is not None
        points, tricks = self.points, self.tricks_won
        if self.contract.kind is Kind.RAMSCH:
            eff = self.rank.eff
            trumps: list[list[Card]] = [[] for _ in range(SEATS)]
            for trick in self.tricks:
                trumps[trick.winner].extend(c for c in trick.cards if eff[c] == TRUMP)
            ramsch = ramsch_loser(points, tricks, trumps, self.options.ramsch_durchmarsch)
            net = self._net(ramsch.net)
            self.result = Settlement(
                "play", net, ramsch=ramsch, card_points=points, tricks_won=tricks
            )
            return
        assert self.declarer_seat is not None
        side = [self.declarer_seat] if self.partner is None else [self.declarer_seat, self.partner]
        side_points = sum(points[s] for s in side)
        side_tricks = sum(tricks[s] for s in side)
        mat = 0
        if self.options.matadors:
            own = [c for s in side for c in self.original[s]]
            others = [c for s in range(SEATS) if s not in side for c in self.original[s]]
            mat = matadors(self.contract, own) or matadors(self.contract, others)
        pot = self.pot_before if self.options.all_pass == "kettle" else None
        score = score_game(
            self.contract, side_points, side_tricks, self.doublings, self.options, mat, pot
        )
        self.result = Settlement(
            "play",
            self._net(seat_payments(score, self.declarer_seat, self.partner)),
            game=score,
            card_points=points,
            tricks_won=tricks,
            declarer_points=side_points,
            declarer_tricks=side_tricks,
            pot_before=pot,
            pot_after=score.pot_after,
        )

    def returns(self) -> list[int | float]:
        if self.result is None:
            return [0] * self.players
        return list(self.result.net)

    def thrown_in(self) -> bool:
        """Everybody passed and no Ramsch is played: a redeal, or a redeal after each paid
        into the kettle (sk-all-pass, sk-kettle)."""
        return self.result is not None and self.result.outcome in ("redeal", "kettle")

    def declarer_points(self) -> int | None:
        return None if self.result is None else self.result.declarer_points

    def pot(self) -> dict[str, int] | None:
        """The kettle, when the deal touched it (option ``all_pass = "kettle"``)."""
        result = self.result
        if result is None or result.pot_before is None or result.pot_after is None:
            return None
        return {"before": result.pot_before, "after": result.pot_after}

    def score_lines(self) -> list[ScoreLine]:
        """The settlement in lines, each with its rule: the scoring's own lines, then every
        seat's net under the rule that settles it."""
        result = self.result
        if result is None:
            return []
        if result.outcome == "kettle":
            text = msg("sk.score.all_pass.kettle")
            return [ScoreLine(text, RULES["sk-kettle"], options=("all_pass",))]
        if result.outcome != "play":
            return [ScoreLine(msg("sk.score.all_pass.redeal"), RULES["sk-all-pass"])]
        if result.ramsch is not None:
            return result.ramsch.lines()
        score = result.game
        assert score is not None
        lines = score.lines()
        if result.declarer_points is not None and result.declarer_tricks is not None:
            took = ScoreLine(
                msg(
                    "sk.score.declarer_took",
                    points=result.declarer_points,
                    n=result.declarer_tricks,
                ),
                RULES["sk-card-points"].item("all"),
            )
            lines.insert(0, took)
        return [*lines, *net_lines(result.net, score.payment_rule, score.payment_options)]

    # -- views -------------------------------------------------------------------------------

    def seats_in_play(self) -> int:
        return SEATS  # with five, the dealer sits out

    def contract_json(self) -> dict[str, Any] | None:
        if self.contract is None:
            return None
        return {**self.contract.to_json(), "label": self.contract.label()}

    def declarer(self) -> int | None:
        return self.declarer_seat

    def partner_known(self) -> bool:
        """Does everyone know the partner: the called ace has been played, or the partner has
        said re ("contra and recontra ... will show the players which of them is allied with
        the declarer", sk-contra-reveals)?"""
        ace = self.ace
        if ace is None:
            return False
        if any(ace in trick.cards for trick in self.tricks) or ace in self.trick:
            return True
        return self.partner in self.doublers[1::2]  # the odd doublings are the re's

    def public(self) -> dict[str, Any]:
        return {
            "auction": [c.to_json() for c in self.calls],
            "doublings": self.doublings,
            "doublers": list(self.doublers),
            "partner": self.partner if self.partner_known() else None,
            "called_suit_led": self.called_led if self.ace is not None else None,
        }

    def hidden(self) -> dict[str, Any]:
        return {"partner": self.partner}

    def display(self, hand: list[Card]) -> list[Card]:
        return sort_hand(hand, self.rank or ranking(Contract(Kind.RAMSCH)))

    def seen_by(self, seat: int) -> set[Card]:
        return set()

    def effective_suit(self, card: Card) -> str:
        assert self.rank is not None
        return self.rank.eff[card]

    # -- copies and determinization ---------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> SchafkopfState:
        """A copy where the other hands are dealt again from the cards ``seat`` has not seen,
        each keeping its size and its shown voids; the secret partner follows the ace."""
        seen = self.observation(seat).seen
        voids: dict[int, frozenset[str]] = self.voids() if self.rank is not None else {}
        sizes = {other: len(self.held[other]) for other in range(SEATS) if other != seat}
        pool = [c for c in DECK.cards if c not in seen]
        forbidden = {other: self.lacking(suits) for other, suits in voids.items() if other in sizes}
        known = self.partner if self.partner_known() else None
        if self.ace is not None and self.ace in pool:
            # The called ace is not with a seat known to be against the declarer (contra says
            # so, sk-contra-reveals), nor anywhere but with a partner who has said re.
            for other in sizes:
                if other == known or (known is None and other not in self.doublers[::2]):
                    continue
                forbidden[other] = _without(self.ace, forbidden.get(other))
        dealt = deal_hidden(pool, sizes, forbidden, rng)
        world = self.copy()
        world.held = [dealt[h] if h in dealt else list(self.held[h]) for h in range(SEATS)]
        played: list[list[Card]] = [[] for _ in range(SEATS)]
        for view in [*self.trick_views(), self.trick_view()]:
            if view is not None:
                for who, code in view.cards:
                    played[who].append(self.card(code))
        world.original = [world.held[h] + played[h] for h in range(SEATS)]
        if self.ace is not None and known is None:
            world.partner = next(h for h in range(SEATS) if self.ace in world.held[h])
        return world


def _without(ace: Card, lacks: Callable[[Card], bool] | None) -> Callable[[Card], bool]:
    return lambda card: card is ace or (lacks is not None and lacks(card))
