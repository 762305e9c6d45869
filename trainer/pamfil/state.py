"""A Pamfil deal you can drive: deal, declarations and exchanges, mucha, play, scoring.

A state is rebuilt from ``(options, players, seed, actions)``; every action is checked by
the same code that lists the legal ones. Actions are JSON objects:

- ``{"call": "play"}``, ``{"call": "pass"}`` and ``{"call": "exchange", "discard": ["7H",
  "8S"]}`` during the declarations (``seat`` and ``count`` may be given and must agree);
- ``{"card": "AH"}`` during play (``seat`` may be given and must be the player to play).

Dealing (the text, P10, P14): the pack is shuffled, each player from the forehand gets
three cards, then two; the rest is the talon, whose bottom card (the last of the pack)
shows trumps and can only be drawn as the last card. Muchas are checked after the deal
and after the exchanges (P6–P9); otherwise the forehand leads and play goes clockwise, the
winner of a trick leading the next (P11).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations
from typing import Any

from trainer.cards import Card, Deck, Suit
from trainer.errors import IllegalAction, RequestError, shown
from trainer.pamfil import auction, mucha, play, scoring
from trainer.pamfil.options import DEFAULT_OPTIONS, PamfilOptions
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.spec_deck import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, deck_for

FIRST_PACKET = 3
SECOND_PACKET = 2


class Phase(StrEnum):
    DECLARATION = "declaration"
    PLAY = "play"
    OVER = "over"


@dataclass
class Result:
    """How the deal ended and what each seat scores (personal scores, P16)."""

    outcome: str  # "played" | "mucha" | "redeal"
    scores: list[int]
    tricks_won: list[int]
    declared: list[bool]
    doubled: list[bool]
    mucha: mucha.MuchaResult | None
    explanations: list[str]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "outcome": self.outcome,
            "scores": self.scores,
            "tricks_won": self.tricks_won,
            "declared": self.declared,
            "doubled": self.doubled,
            "explanations": self.explanations,
        }
        if self.mucha is not None:
            data["mucha_seats"] = self.mucha.mucha_seats
            data["mucha_winners"] = self.mucha.winners
        return data


@dataclass(slots=True)
class GameState:
    """One deal in progress. Build it with :meth:`deal`; drive it with :meth:`apply`."""

    options: PamfilOptions
    players: int
    deck: Deck
    hands: list[list[Card]]
    talon: list[Card]
    indicator: Card
    ranking: Ranking
    dealt: list[list[Card]]
    round: auction.DeclarationRound
    discards: list[list[Card]] = field(default_factory=list)
    drawn: list[list[Card]] = field(default_factory=list)
    phase: Phase = Phase.DECLARATION
    leader: int = 0
    trick: list[Card] = field(default_factory=list)
    tricks: list[list[Card]] = field(default_factory=list)
    trick_leaders: list[int] = field(default_factory=list)
    trick_winners: list[int] = field(default_factory=list)
    mucha: mucha.MuchaResult | None = None
    pamfil_holder: int | None = None
    result: Result | None = None

    # -- dealing ---------------------------------------------------------------------------

    @classmethod
    def deal(
        cls, rng: random.Random, options: PamfilOptions | None = None, players: int = 3
    ) -> GameState:
        """Shuffle with ``rng`` and deal three then two cards to each seat from the forehand."""
        options = options or DEFAULT_OPTIONS
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RequestError(f"Pamfil is played by 3 to {MAX_PLAYERS} players", "players")
        deck = deck_for(players)
        pack = list(deck.cards)
        rng.shuffle(pack)
        return cls.from_pack(pack, options, players)

    @classmethod
    def from_pack(cls, pack: Sequence[Card], options: PamfilOptions, players: int) -> GameState:
        """Deal a pack in the given order (top first): 3 each, then 2 each, rest = talon."""
        deck = deck_for(players)
        second = FIRST_PACKET * players  # where the packets of two begin
        hands = [
            [*pack[FIRST_PACKET * seat : FIRST_PACKET * (seat + 1)],
             *pack[second + SECOND_PACKET * seat : second + SECOND_PACKET * (seat + 1)]]
            for seat in range(players)
        ]  # fmt: skip
        talon = list(pack[second + SECOND_PACKET * players :])
        indicator = talon[-1]  # the last card, under the talon, shows trumps (P10: UC → acorns)
        ranking = ranking_for(indicator.suit or Suit.C, options.pamfil_mode)
        state = cls(
            options=options,
            players=players,
            deck=deck,
            hands=hands,
            talon=talon,
            indicator=indicator,
            ranking=ranking,
            dealt=[list(h) for h in hands],
            round=auction.DeclarationRound(players, len(talon)),
            discards=[[] for _ in range(players)],
            drawn=[[] for _ in range(players)],
        )
        state._check_mucha()  # a mucha straight from the deal wins without play
        return state

    @classmethod
    def replay(
        cls,
        seed: int,
        actions: Sequence[Any],
        options: PamfilOptions | None = None,
        players: int = 3,
        path: str = "actions",
    ) -> GameState:
        """Deal from ``seed`` and apply the JSON actions; the first illegal one is refused."""
        state = cls.deal(random.Random(seed), options, players)
        for i, action in enumerate(actions):
            state.apply(action, f"{path}[{i}]")
        return state

    # -- whose turn ------------------------------------------------------------------------

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

    def legal_cards(self) -> list[Card]:
        """Cards the player to move may play (fast path: no reasons)."""
        seat = self.to_move
        if self.phase is not Phase.PLAY or seat is None:
            return []
        return play.legal_plays(
            self.hands[seat], self.trick, self.ranking, self.options.beat_obligation
        )

    def legal_actions(self) -> list[dict[str, Any]]:
        """Every legal action as the JSON object :meth:`apply` accepts."""
        seat = self.to_move
        if seat is None:
            return []
        if self.phase is Phase.PLAY:
            return [{"seat": seat, "card": c.code} for c in self.legal_cards()]
        actions: list[dict[str, Any]] = []
        for call in self.round.legal_calls():
            if call != auction.EXCHANGE:
                actions.append({"seat": seat, "call": call})
                continue
            hand = self.hands[seat]
            for size in range(1, self.round.max_exchange() + 1):
                for discard in combinations(hand, size):
                    actions.append(
                        {"seat": seat, "call": call, "discard": [c.code for c in discard]}
                    )
        return actions

    # -- applying actions ------------------------------------------------------------------

    def apply(self, action: Any, path: str = "action") -> None:
        """Apply one JSON action (see the module docstring), refusing illegal ones."""
        if self.phase is Phase.OVER:
            raise IllegalAction("the deal is over; no more actions", path)
        if not isinstance(action, dict):
            raise RequestError(
                'an action is an object like {"call": "pass"} or {"card": "AH"}', path
            )
        seat = self.to_move
        given = action.get("seat")
        if given is not None and (isinstance(given, bool) or not isinstance(given, int)):
            # True == 1 and 1.0 == 1 in Python; a seat is a whole number (architecture.md)
            raise RequestError("'seat' must be a seat number", f"{path}.seat")
        if given is not None and given != seat:
            raise IllegalAction(f"it is seat {seat}'s turn, not seat {given}'s", f"{path}.seat")
        if self.phase is Phase.DECLARATION:
            if "card" in action:
                raise IllegalAction(
                    "the declarations come first: play, pass or exchange", f"{path}.card"
                )
            self._apply_declaration(action, path)
        else:
            if "call" in action:
                raise IllegalAction("the declarations are over: play a card", f"{path}.call")
            unknown = set(action) - {"seat", "card"}
            if unknown:
                name = sorted(unknown)[0]
                raise RequestError(
                    f"'{shown(name)}' is not a field of a play", f"{path}.{shown(name)}"
                )
            card = self.deck.parse(action.get("card"), f"{path}.card")
            assert seat is not None
            hand = self.hands[seat]
            if card not in hand:
                raise IllegalAction(
                    f"seat {seat} does not hold {card.code}", f"{path}.card", code="illegal_action"
                )
            play.verify_play(
                card, hand, self.trick, self.ranking, self.options.beat_obligation, f"{path}.card"
            )
            self.play_card(card)

    def _apply_declaration(self, action: dict[str, Any], path: str) -> None:
        seat = self.round.next_seat
        assert seat is not None
        raw = dict(action)
        discard_raw = raw.pop("discard", None)
        decl = auction.parse_declaration({**raw, "seat": seat}, path)
        discard: list[Card] = []
        if decl.call == auction.EXCHANGE:
            if discard_raw is None:
                raise RequestError(
                    'an exchange names the cards to discard: "discard": ["7H", ...]',
                    f"{path}.discard",
                )
            discard = self.deck.parse_many(discard_raw, f"{path}.discard")
            for i, card in enumerate(discard):
                if card not in self.hands[seat]:
                    raise IllegalAction(
                        f"seat {seat} does not hold {card.code}", f"{path}.discard[{i}]"
                    )
            if "count" in raw and raw["count"] != len(discard):
                raise IllegalAction(
                    f"count {raw['count']} does not match the {len(discard)} cards discarded",
                    f"{path}.count",
                )
            decl = auction.Declaration(seat, decl.call, len(discard))
        elif discard_raw:
            raise IllegalAction(f"a '{decl.call}' call discards nothing", f"{path}.discard")
        self.declare(decl, discard, path)

    def declare(
        self, decl: auction.Declaration, discard: Sequence[Card] = (), path: str = "action"
    ) -> None:
        """Record a declaration (an exchange: discard, then draw from the top of the talon)."""
        self.round.apply(decl, path)
        self._record(decl, discard)

    def declare_legal(self, decl: auction.Declaration, discard: Sequence[Card] = ()) -> None:
        """Record a declaration known to be legal, unchecked (the playouts' hot path)."""
        self.round.calls.append(decl)
        self._record(decl, discard)

    def _record(self, decl: auction.Declaration, discard: Sequence[Card]) -> None:
        """The declaration is made: exchange the cards; at the round's end, mucha or play."""
        seat = decl.seat
        if decl.call == auction.EXCHANGE:
            hand = self.hands[seat]
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
                self._start_play()

    def play_card(self, card: Card) -> None:
        """Play a card already known to be legal (the fast path of the playouts)."""
        trick, players = self.trick, self.players
        seat = (self.leader + len(trick)) % players  # to_move, in the play phase
        self.hands[seat].remove(card)
        trick.append(card)
        if len(trick) == players:
            self.close_trick()

    def close_trick(self) -> None:
        """Every seat has played to the trick: its winner takes it and leads the next."""
        trick, leader = self.trick, self.leader
        win = (leader + self.ranking.winner_index(trick)) % self.players
        self.tricks.append(trick)
        self.trick_leaders.append(leader)
        self.trick_winners.append(win)
        self.trick = []
        self.leader = win  # the winner of a trick leads the next
        if len(self.tricks) == HAND_SIZE:
            self.finish_play()

    # -- phases ----------------------------------------------------------------------------

    def _holder(self) -> int | None:
        pamfil = self.deck[PAMFIL_CODE]
        for seat, hand in enumerate(self.hands):
            if pamfil in hand:
                return seat
        return None

    def _check_mucha(self) -> None:
        ranking = self.ranking
        if not any(mucha.mucha_suit(hand, ranking) for hand in self.hands):
            return  # the common case, found without resolve's card points and texts
        result = mucha.resolve(self.hands, ranking, self.options)
        if result.outcome == "none":
            return
        self.mucha = result
        self.pamfil_holder = self._holder()
        self.phase = Phase.OVER
        declared = self.declared_seats()
        doubled = scoring.doubled_seats(
            self.options, self.players, self.pamfil_holder, self.pamfil_holder
        )
        scores = [0] * self.players
        texts = [result.explanation] * self.players
        for seat in result.winners:
            score = scoring.score_player(declared[seat], 0, doubled[seat], True, self.options)
            scores[seat] = score.points
            texts[seat] = score.explanation
        outcome = "redeal" if result.outcome == "redeal" else "mucha"
        self.result = Result(outcome, scores, [0] * self.players, declared, doubled, result, texts)

    def _start_play(self) -> None:
        self.pamfil_holder = self._holder()
        self.phase = Phase.PLAY
        self.leader = 0  # the forehand leads (P11)

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
        for trick, winner in zip(self.tricks, self.trick_winners, strict=True):
            if pamfil in trick:
                return winner
        return None

    def finish_play(self) -> None:
        """The fifth trick is closed: score every seat (P14–P16).

        Each seat's score is looked up in the options' score table (worked out once per
        options), since every playout of the strong player ends here.
        """
        self.phase = Phase.OVER
        players = self.players
        winners = self.trick_winners
        won = [winners.count(seat) for seat in range(players)]
        declared = self.declared_seats()
        options = self.options
        captured = self.captured_by() if scoring.counts_capture(options) else None
        doubled = scoring.doubled_seats(options, players, self.pamfil_holder, captured)
        table = scoring.score_table(options)
        points, texts = [], []
        for seat_declared, seat_won, seat_doubled in zip(declared, won, doubled, strict=True):
            score = table[seat_declared, seat_won, seat_doubled, False]  # False: no mucha
            points.append(score.points)
            texts.append(score.explanation)
        self.result = Result("played", points, won, declared, doubled, None, texts)

    @property
    def history(self) -> list[dict[str, Any]]:
        """Every action so far, in order: the declarations, then each card with its seat.

        Worked out when asked rather than logged card by card: the cards played are already
        in the tricks (each with its leader), and the playouts, which never read the
        history, should not pay for it.
        """
        entries = []
        for decl in self.round.calls:  # a seat declares once, so its discards are his call's
            entry = decl.to_json()
            if decl.call == auction.EXCHANGE:
                entry["discard"] = [c.code for c in self.discards[decl.seat]]
            entries.append(entry)
        players = self.players
        for trick, leader in zip(self.tricks, self.trick_leaders, strict=True):
            for i, card in enumerate(trick):
                entries.append({"seat": (leader + i) % players, "card": card.code})
        for i, card in enumerate(self.trick):
            entries.append({"seat": (self.leader + i) % players, "card": card.code})
        return entries

    # -- JSON ------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Everything visible (it is a trainer): hands, talon, trick, history, legal actions."""
        data: dict[str, Any] = {
            "phase": self.phase.value,
            "players": self.players,
            "to_move": self.to_move,
            "trump": self.trump.value,
            "contract": {"trump": self.trump.value},
            "indicator": self.indicator.code,
            "hands": [[c.code for c in h] for h in self.hands],
            "dealt": [[c.code for c in h] for h in self.dealt],
            "talon": [c.code for c in self.talon],
            "discards": [[c.code for c in d] for d in self.discards],
            "declarations": self.round.summary(),
            "trick": [c.code for c in self.trick],
            "leader": self.leader,
            "tricks": [
                {"leader": lead, "cards": [c.code for c in t], "winner": win}
                for t, lead, win in zip(
                    self.tricks, self.trick_leaders, self.trick_winners, strict=True
                )
            ],
            "history": self.history,
            "legal_actions": self.legal_actions(),
            "pamfil_holder": self.pamfil_holder,
            "rule": RULES["pf-follow-beat"].to_json() if self.phase is Phase.PLAY else None,
        }
        if self.result is not None:
            data["result"] = self.result.to_json()
        return data
