"""The declaration round of Pamfil: who plays, who passes, who exchanges how many cards.

The text (rules-notes P5, P11, P12, P14, P15): the forehand (seat 0, the dealer's left) is
obliged to play and needs two tricks; he may exchange one, several or all of his cards from
the talon. The following players, in seat order, declare that they play or pass; an
exchange, even of one card, is itself a declaration. Exchanges are served in seat order
from the top of the talon while it lasts; the trump indicator lies at the bottom and can
only be drawn as the last card. A request for more cards than are left is refused.

Declarations are data: ``{"seat": 1, "call": "play" | "pass" | "exchange", "count": n}``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from trainer.cards import Card
from trainer.errors import IllegalAction, Reason, Refusal, RequestError, shown, verify
from trainer.fields import refuse_unknown, seat_named
from trainer.i18n import Message, Noun, Text, msg
from trainer.pamfil.deck import HAND_SIZE
from trainer.pamfil.rulebook import RULES

PLAY = "play"
PASS = "pass"
EXCHANGE = "exchange"
CALLS = (PLAY, PASS, EXCHANGE)
FOREHAND = 0


def talon_size(players: int, deck_size: int) -> int:
    """Cards left after five each: 17 with three players (32 cards), 16 with four (36), 1 with
    seven (the trump card alone)."""
    return deck_size - HAND_SIZE * players


@dataclass(frozen=True, slots=True)
class Declaration:
    """One call of the round. ``count`` is the number of cards exchanged (0 otherwise)."""

    seat: int
    call: str
    count: int = 0

    @property
    def declares(self) -> bool:
        """Does this call commit the player to play (play or any exchange)?"""
        return self.call != PASS

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "call": self.call}
        if self.call == EXCHANGE:
            data["count"] = self.count
        return data


def parse_declaration(raw: object, path: str) -> Declaration:
    """Read one declaration object; shape errors are :class:`RequestError`."""
    if not isinstance(raw, dict):
        raise RequestError('a declaration is an object like {"seat": 1, "call": "pass"}', path)
    refuse_unknown(raw, ("seat", "call", "count"), path, msg("core.object.declaration"))
    seat = raw.get("seat")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise RequestError("'seat' must be a whole number", f"{path}.seat")
    call = raw.get("call")
    if not isinstance(call, str) or call.strip().lower() not in CALLS:
        raise RequestError("'call' must be one of play, pass, exchange", f"{path}.call")
    call = call.strip().lower()
    count = 0 if raw.get("count") is None else raw["count"]
    if isinstance(count, bool) or not isinstance(count, int):
        raise RequestError("'count' must be a whole number", f"{path}.count")
    if call != EXCHANGE and count:
        raise IllegalAction(msg("pf.declaration.no_count", call=Text(call)), f"{path}.count")
    return Declaration(-1 if seat is None else seat, call, count)


@dataclass
class DeclarationRound:
    """The round as it stands: one call per seat, in seat order, forehand first."""

    players: int
    talon: int
    calls: list[Declaration] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return len(self.calls) == self.players

    @property
    def next_seat(self) -> int | None:
        return None if self.complete else len(self.calls)

    @property
    def talon_left(self) -> int:
        return self.talon - sum(c.count for c in self.calls)

    def max_exchange(self) -> int:
        """The most cards the next player may exchange: his five, or what the talon holds."""
        return min(HAND_SIZE, self.talon_left)

    def legal_calls(self) -> list[str]:
        """The calls open to the next player."""
        if self.complete:
            return []
        calls = [PLAY]
        if self.next_seat != FOREHAND:
            calls.append(PASS)
        if self.max_exchange() > 0:
            calls.append(EXCHANGE)
        return calls

    def why_not(self, call: Declaration) -> Refusal | None:
        """Why ``call`` may not be made now, in words for a learner, or ``None`` when it may.

        One ladder: the round is over; not this seat's turn; the forehand passing; an
        exchange of the wrong size, or of more cards than the talon still holds.
        """
        declare = RULES["pf-declare"]
        if self.complete:
            return Refusal(Reason.WRONG_PHASE, msg("pf.declare.over"), declare)
        seat = self.next_seat
        assert seat is not None  # the round is open
        if call.seat != seat:
            message = msg("pf.declare.turn", seat=self._who(seat), other=self._who(call.seat))
            return Refusal(Reason.NOT_YOUR_TURN, message, declare)
        if call.call == PASS and seat == FOREHAND:
            message = msg("pf.declare.forehand_must_play")
            return Refusal(Reason.FOREHAND_MUST_PLAY, message, RULES["pf-forehand-must-play"])
        if call.call == EXCHANGE:
            if not 1 <= call.count <= HAND_SIZE:
                message = msg("pf.declare.exchange_count", count=Text(shown(call.count)))
                return Refusal(Reason.EXCHANGE_COUNT, message, RULES["pf-exchange"])
            left = self.talon_left
            if call.count > left:
                if left == 0:
                    message = msg("pf.declare.talon_empty", seat=self._who(seat), n=call.count)
                else:
                    message = msg(
                        "pf.declare.talon_short",
                        seat=self._who(seat),
                        n=call.count,
                        left=msg("pf.declare.talon_left", n=left),
                    )
                return Refusal(Reason.TALON_SHORT, message, RULES["pf-exchange"])
        return None

    def _who(self, seat: int) -> Noun | Message:
        return seat_named("pamfil", seat, self.players)

    def with_seat(self, call: Declaration) -> Declaration:
        """A call without a seat (``-1``) is taken as made by the player to speak."""
        if call.seat == -1 and self.next_seat is not None:
            return Declaration(self.next_seat, call.call, call.count)
        return call

    def apply(self, call: Declaration, path: str = "call") -> Declaration:
        """Check ``call`` (refused with :meth:`why_not`'s refusal) and record it."""
        call = self.with_seat(call)
        verify(self.why_not(call), path)
        self.calls.append(call)
        return call

    def copy(self) -> DeclarationRound:
        return DeclarationRound(self.players, self.talon, list(self.calls))

    def exchange_span(self, index: int) -> tuple[int, int]:
        """Talon positions (0 = top) drawn by the call at ``index``: ``range(start, stop)``."""
        start = sum(c.count for c in self.calls[:index])
        return start, start + self.calls[index].count

    def declared(self) -> list[int]:
        """Seats committed to play so far (the forehand always is)."""
        return [c.seat for c in self.calls if c.declares]

    def passed(self) -> list[int]:
        return [c.seat for c in self.calls if not c.declares]

    def summary(self) -> dict[str, Any]:
        """The round for the API: who must play, who may still declare, the exchanges."""
        nxt = self.next_seat
        exchanges = []
        for i, call in enumerate(self.calls):
            if call.call == EXCHANGE:
                start, stop = self.exchange_span(i)
                exchanges.append(
                    {
                        "seat": call.seat,
                        "count": call.count,
                        "talon_positions": [p + 1 for p in range(start, stop)],
                        "takes_indicator": stop == self.talon,
                    }
                )
        must_play = sorted(set(self.declared()) | {FOREHAND})
        return {
            "complete": self.complete,
            "next": nxt,
            "must_play": must_play,
            "declared": self.declared(),
            "passed": self.passed(),
            "may_declare": [] if nxt is None else list(range(nxt, self.players)),
            "legal_calls": self.legal_calls(),
            "max_exchange": 0 if nxt is None else self.max_exchange(),
            "talon_size": self.talon,
            "talon_left": self.talon_left,
            "exchanges": exchanges,
            "exchange_commits": msg("pf.declare.exchange_commits"),
            "forehand_must": msg("pf.declare.forehand_must"),
        }


def why_not_exchange(
    round_: DeclarationRound, hand: Sequence[Card], seat: int, cards: Sequence[Card]
) -> Refusal | None:
    """Why exchanging ``cards`` is refused: not held, named twice, or a call the round
    refuses (:meth:`DeclarationRound.why_not`)."""
    exchange = RULES["pf-exchange"]
    for i, card in enumerate(cards):
        if card not in hand:
            return Refusal(Reason.NOT_IN_HAND, msg("pf.play.not_in_hand", card=card), exchange)
        if card in cards[:i]:
            message = msg("pf.declare.exchange_repeats", card=card)
            return Refusal(Reason.DISCARD_REPEATS, message, exchange)
    return round_.why_not(Declaration(seat, EXCHANGE, len(cards)))


def replay(players: int, talon: int, calls: Sequence[Declaration], path: str) -> DeclarationRound:
    """Build a round from calls, refusing the first illegal one with its path."""
    rnd = DeclarationRound(players, talon)
    for i, call in enumerate(calls):
        rnd.apply(call, f"{path}[{i}]")
    return rnd
