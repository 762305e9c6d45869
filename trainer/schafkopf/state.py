"""A Schafkopf deal you can drive: deal from a seed, auction, contra/re, play, settlement.

A :class:`GameState` is rebuilt from ``(options, seed, actions)``; :func:`replay` does exactly
that and the ``state`` op shows the result. Actions are JSON objects:

* ``{"call": "pass"}`` or ``{"call": "ace_game", "called": "S"}``, ``{"call": "suit_solo",
  "trump": "C"}`` ... (auction; ``seat`` may be given and must be the seat to speak);
* ``{"double": "contra", "seat": 2}`` / ``{"double": "re", "seat": 0}`` (S19: before the second
  card of trick 1; contra by a defender, re by the declarer's side; rounds by option);
* ``{"play": "OC"}`` (play; ``seat`` optional, must be the seat to play).

The deal follows sk-deal: 8 cards each, 4 at a time, seat 0 (the dealer's left) first. With 5
players the dealer (seat 4) sits out (sk-players).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from trainer.cards import SCHAFKOPF_DECK, Card
from trainer.errors import IllegalAction, RequestError, TrainerError
from trainer.fields import Fields
from trainer.options import options_to_json
from trainer.schafkopf.auction import SEATS, Call, resolve, why_not
from trainer.schafkopf.contracts import Contract, Kind, all_contracts, parse_contract
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.play import PlayPosition, analyse, called_ace_of, legal_plays
from trainer.schafkopf.ranking import TRUMP, Ranking, ranking, sort_hand
from trainer.schafkopf.scoring import (
    GameScore,
    matadors,
    ramsch_loser,
    score_game,
    seat_payments,
)

DECK = SCHAFKOPF_DECK


_ORDER = tuple(tuple((leader + k) % SEATS for k in range(SEATS)) for leader in range(SEATS))
"""The seats in playing order from each leader."""


class Phase(StrEnum):
    AUCTION = "auction"
    PLAY = "play"
    DONE = "done"


def deal(rng: random.Random) -> list[list[Card]]:
    """Shuffle and deal 8 cards each, 4 at a time, seat 0 first (sk-deal)."""
    cards = list(DECK.cards)
    rng.shuffle(cards)
    return [cards[4 * s : 4 * s + 4] + cards[16 + 4 * s : 20 + 4 * s] for s in range(SEATS)]


class GameState:
    """One deal from the shuffle to the settlement."""

    def __init__(
        self,
        options: SchafkopfOptions | None = None,
        seed: int | None = None,
        *,
        hands: list[list[Card]] | None = None,
        players: int = 4,
        pot: int = 0,
    ) -> None:
        self.options = options or SchafkopfOptions()
        self.seed = seed
        self.players = players
        self.pot = pot
        if hands is None:
            hands = deal(random.Random(seed))
        self.original = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.phase = Phase.AUCTION
        self.calls: list[Call] = []
        self.contract: Contract | None = None
        self.declarer: int | None = None
        self.partner: int | None = None
        self.doublings = 0
        self.doublers: list[int] = []
        self.trick: list[Card] = []
        self.leader = 0
        self.history: list[list[Card]] = []
        self.leaders: list[int] = []
        self.winners: list[int] = []
        self.points = [0] * SEATS  # card points won so far, by seat
        self.tricks_won = [0] * SEATS
        self.called_led = False
        self.rank: Ranking | None = None  # set when a contract is played
        self.ace: Card | None = None
        self.ace_suit: str | None = None
        self.result: dict[str, Any] | None = None
        self.actions: list[dict[str, Any]] = []

    # -- whose turn --------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        if self.phase is Phase.AUCTION:
            return len(self.calls)
        if self.phase is Phase.PLAY:
            return (self.leader + len(self.trick)) % SEATS
        return None

    def side_of(self, seat: int) -> str:
        """ "declarer" for the declarer and the partner, else "defender" (no sides in Ramsch)."""
        return "declarer" if seat in (self.declarer, self.partner) else "defender"

    # -- legal actions -----------------------------------------------------------------------

    def legal_plays(self) -> list[Card]:
        seat = self.to_move
        assert seat is not None and self.rank is not None
        return legal_plays(
            self.hands[seat], self.trick, self.rank, self.ace, self.called_led, self.options
        )

    def double_seats(self) -> tuple[str, list[int]] | None:
        """Who may say contra or re now (S19), or ``None`` when nobody may."""
        if (
            self.phase is not Phase.PLAY
            or self.history
            or len(self.trick) > 1
            or self.contract is None
            or self.contract.kind is Kind.RAMSCH
            or self.doublings >= 2 * self.options.max_double_rounds
        ):
            return None
        if self.doublings % 2 == 0:
            return "contra", [s for s in range(SEATS) if self.side_of(s) == "defender"]
        return "re", [s for s in range(SEATS) if self.side_of(s) == "declarer"]

    def legal_actions(self) -> list[dict[str, Any]]:
        """Every action allowed now, as JSON objects."""
        if self.phase is Phase.AUCTION:
            hand = self.hands[len(self.calls)]
            bids = [c.to_json() for c in all_contracts() if why_not(c, hand) is None]
            for bid in bids:
                bid["call"] = bid.pop("type")
            return [{"call": "pass"}, *bids]
        if self.phase is Phase.PLAY:
            actions: list[dict[str, Any]] = [{"play": c.code} for c in self.legal_plays()]
            doubling = self.double_seats()
            if doubling:
                actions += [{"double": doubling[0], "seat": s} for s in doubling[1]]
            return actions
        return []

    # -- applying actions --------------------------------------------------------------------

    def apply(self, action: object, path: str = "action") -> None:
        """Apply one JSON action, or raise :class:`IllegalAction` (nothing changes then)."""
        if not isinstance(action, dict):
            raise RequestError('an action is an object like {"play": "OC"}', path)
        fields = Fields(action, path)
        if self.phase is Phase.DONE:
            raise IllegalAction("the deal is over; no more actions", path)
        if "double" in action:
            _only(action, ("double", "seat"), path)
            self._apply_double(fields)
        elif self.phase is Phase.AUCTION:
            if "call" in action:  # a play now is out of turn: _apply_call says so
                passing = str(action["call"]).strip().lower() == "pass"
                allowed = ("call", "seat") if passing else ("call", "seat", "called", "trump")
                _only(action, allowed, path)
            self._apply_call(action, fields)
        elif "play" in action:
            _only(action, ("play", "seat"), path)
            self._apply_play(fields)
        else:
            raise IllegalAction(
                'it is time to play a card: {"play": "<card>"} (or contra/re in time)', path
            )
        self.actions.append(dict(action))

    def _check_seat(self, fields: Fields) -> None:
        seat = fields.integer("seat", default=self.to_move, minimum=0, maximum=SEATS - 1)
        if seat != self.to_move:
            raise IllegalAction(
                f"it is seat {self.to_move}'s turn, not seat {seat}'s", fields.path("seat")
            )

    def _apply_call(self, action: dict[str, Any], fields: Fields) -> None:
        self._check_seat(fields)
        if "call" not in action:
            raise IllegalAction('the auction is on: {"call": "pass"} or a contract', fields.prefix)
        name = fields.text("call", max_length=30).strip().lower()
        seat = len(self.calls)
        if name == "pass":
            self.call(None)
            return
        data = {k: v for k, v in action.items() if k not in ("seat", "call")}
        data["type"] = name
        if name == "ramsch":
            raise IllegalAction(
                "Ramsch is not bid: it is played when everybody passes", fields.path("call")
            )
        contract = parse_contract(data, fields.prefix)
        problem = why_not(contract, self.hands[seat])
        if problem is not None:
            raise IllegalAction(
                f"seat {seat} cannot call {contract.label()}: {problem[0]}", fields.prefix
            )
        self.call(contract)

    def _apply_double(self, fields: Fields) -> None:
        word = fields.choice("double", ("contra", "re"))
        seat = fields.integer("seat", minimum=0, maximum=SEATS - 1)
        allowed = self.double_seats()
        if allowed is None:
            raise IllegalAction(
                f"{word} can be said only before the second card of the first trick, within "
                f"{self.options.max_double_rounds} round(s) of contra and re, in a game with sides",
                fields.prefix,
            )
        if word != allowed[0]:
            raise IllegalAction(
                f"the next doubling would be {allowed[0]}, not {word}", fields.prefix
            )
        if seat not in allowed[1]:
            who = "a defender" if word == "contra" else "the declarer or his partner"
            raise IllegalAction(f"{word} is said by {who}; seat {seat} is not", fields.path("seat"))
        self.double(seat)

    def _apply_play(self, fields: Fields) -> None:
        self._check_seat(fields)
        card = fields.card("play", DECK)
        seat = self.to_move
        assert seat is not None and self.contract is not None
        if card not in self.hands[seat]:
            raise IllegalAction(f"{card.code} is not in seat {seat}'s hand", fields.path("play"))
        position = PlayPosition(self.contract, self.hands[seat], self.trick, [], self.options)
        position.called_led = self.called_led
        position.verify_play(card, fields.path("play"))
        self.play(card)

    # -- the unchecked steps (used after the checks above, and by the random playouts) -------

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
        self.declarer = declarer
        self.rank = ranking(contract)
        self.ace = called_ace_of(contract)
        self.ace_suit = str(self.ace.suit) if self.ace is not None else None
        if self.ace is not None:
            self.partner = next(s for s in range(SEATS) if self.ace in self.hands[s])
        if contract.kind is Kind.SIE:
            self._finish_sie()
            return
        self.phase = Phase.PLAY
        self.leader = 0  # seat 0 leads in every contract (S13)

    def play(self, card: Card) -> None:
        seat = (self.leader + len(self.trick)) % SEATS
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) == SEATS:
            self._close_trick()

    def play_random(self, rng: random.Random) -> None:
        """Play the rest of the deal with random legal cards (the playouts' inner loop).

        Every choice is drawn from :func:`trainer.schafkopf.play.analyse`, the same decision
        that explains illegal plays; its unrestricted branch (follow the suit led, or play
        anything) is inlined for the cards no called-ace rule can touch. The bookkeeping of
        :meth:`play` is inlined here for speed, and each hand is also kept grouped by
        effective suit, so following needs no scan of the hand. A property test replays these
        deals card by card through :meth:`apply` and checks that both paths agree.
        """
        rank, ace, options, hands = self.rank, self.ace, self.options, self.hands
        assert rank is not None
        eff, strengths = rank.eff, rank.strength
        groups: list[dict[str, list[Card]]] = []
        for hand in hands:
            by_suit: dict[str, list[Card]] = {"T": [], "C": [], "S": [], "H": [], "D": []}
            for card in hand:
                by_suit[eff[card]].append(card)
            groups.append(by_suit)
        random_ = rng.random
        history, leaders, winners = self.history, self.leaders, self.winners
        points, tricks_won = self.points, self.tricks_won
        ace_suit = self.ace_suit
        called_led = self.called_led
        leader = self.leader
        trick = self.trick
        while len(history) < 8:
            for seat in _ORDER[leader][len(trick) :]:
                hand = hands[seat]
                by_suit = groups[seat]
                if ace is None or called_led or ace not in hand:
                    # analyse()'s unrestricted branch, inlined: follow the suit led, else any.
                    legal: Sequence[Card] = (by_suit[eff[trick[0]]] or hand) if trick else hand
                else:
                    legal = analyse(hand, trick, rank, ace, called_led, options, by_suit)[0]
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
            history.append(trick)
            leaders.append(leader)
            winners.append(winner)
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
        self.history.append(trick)
        self.leaders.append(self.leader)
        self.winners.append(winner)
        self.trick = []
        self.leader = winner
        if len(self.history) == 8:
            self._finish_play()

    # -- settlement --------------------------------------------------------------------------

    def _net(self, by_seat: list[int]) -> list[int]:
        return by_seat + [0] * (self.players - SEATS)

    def _finish_all_pass(self, outcome: str) -> None:
        self.phase = Phase.DONE
        result: dict[str, Any] = {"outcome": outcome, "net": self._net([0] * SEATS)}
        if outcome == "kettle":
            result["net"] = self._net([-1] * SEATS)
            result["pot_before"] = self.pot
            result["pot_after"] = self.pot + SEATS
        self.result = result

    def _finish_sie(self) -> None:
        assert self.contract is not None and self.declarer is not None
        score = score_game(self.contract, 120, 8, 0, self.options)
        self.phase = Phase.DONE
        self.result = {
            "outcome": "play",
            "score": score.to_json(),
            "net": self._net(seat_payments(score, self.declarer, None)),
        }

    def _finish_play(self) -> None:
        self.phase = Phase.DONE
        assert self.contract is not None and self.rank is not None
        points = self.points
        tricks = self.tricks_won
        result: dict[str, Any] = {"outcome": "play", "card_points": points, "tricks_won": tricks}
        if self.contract.kind is Kind.RAMSCH:
            eff = self.rank.eff
            trumps: list[list[Card]] = [[] for _ in range(SEATS)]
            for trick, winner in zip(self.history, self.winners, strict=True):
                trumps[winner].extend(c for c in trick if eff[c] == TRUMP)
            ramsch = ramsch_loser(points, tricks, trumps, self.options.ramsch_durchmarsch)
            result.update(ramsch.to_json())
            result["net"] = self._net(ramsch.net)
            self.result = result
            return
        assert self.declarer is not None
        side = [self.declarer] if self.partner is None else [self.declarer, self.partner]
        side_points = sum(points[s] for s in side)
        side_tricks = sum(tricks[s] for s in side)
        mat = 0
        if self.options.matadors:
            own = [c for s in side for c in self.original[s]]
            others = [c for s in range(SEATS) if s not in side for c in self.original[s]]
            mat = matadors(self.contract, own) or matadors(self.contract, others)
        pot = self.pot if self.options.all_pass == "kettle" else None
        score: GameScore = score_game(
            self.contract, side_points, side_tricks, self.doublings, self.options, mat, pot
        )
        result.update(
            declarer_points=side_points,
            declarer_tricks=side_tricks,
            score=score.to_json(),
            net=self._net(seat_payments(score, self.declarer, self.partner)),
        )
        if pot is not None:
            result["pot_before"] = pot
            result["pot_after"] = score.pot_after
        self.result = result

    # -- JSON view ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        rank = self.rank or ranking(Contract(Kind.RAMSCH))
        return {
            "phase": str(self.phase),
            "to_move": self.to_move,
            "players": self.players,
            "hands": [[c.code for c in sort_hand(h, rank)] for h in self.hands],
            "original_hands": [[c.code for c in sort_hand(h, rank)] for h in self.original],
            "calls": [c.to_json() for c in self.calls],
            "contract": self.contract.to_json() if self.contract else None,
            "declarer": self.declarer,
            "partner": self.partner,
            "doublings": self.doublings,
            "doublers": self.doublers,
            "trick": [c.code for c in self.trick],
            "leader": self.leader if self.phase is Phase.PLAY else None,
            "history": [[c.code for c in t] for t in self.history],
            "leaders": self.leaders,
            "winners": self.winners,
            "called_suit_led": self.called_led if self.ace is not None else None,
            "legal": self.legal_actions(),
            "result": self.result,
            "options": options_to_json(self.options),
        }


def _only(action: dict[str, Any], allowed: tuple[str, ...], path: str) -> None:
    """Refuse a field this kind of action does not have (a play beside a contra, a suit on a
    pass), as unknown fields of a request are refused: one action at a time, nothing ignored."""
    for key in action:
        if key not in allowed:
            shown = ", ".join(allowed)
            raise RequestError(
                f"'{str(key)[:40]}' does not belong in this action (its fields: {shown}); "
                "give one action at a time",
                f"{path}.{str(key)[:40]}",
            )


def replay(
    options: SchafkopfOptions,
    seed: int,
    actions: list[Any],
    *,
    players: int = 4,
    pot: int = 0,
) -> GameState:
    """Rebuild a deal from its seed and actions; an illegal action names ``actions[i]``."""
    state = GameState(options, seed, players=players, pot=pot)
    for i, action in enumerate(actions):
        try:
            state.apply(action, f"actions[{i}]")
        except TrainerError as error:
            if not error.path.startswith(f"actions[{i}]"):
                error.path = f"actions[{i}]" + (f".{error.path}" if error.path else "")
            raise
    return state
