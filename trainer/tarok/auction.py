"""The tarok auction (rules-notes T4, T5; the three examples of §2.3).

Two players bid at a time, "like skat". The elder (the earlier seat: R before
S before Z) opens when no bid stands and otherwise may only hold ("sam"/"tak")
or pass; the younger must bid strictly higher or pass. A player who passes is
out for the deal and the next player takes his role: the survivor keeps the
standing bid as elder and the next waiting player enters as younger. When one
bidder is left he wins at the standing bid. If nobody bids, the cards are
thrown in (redeal). Every bid is one step up the ladder, so the opening bid is
trójka ("Ręka może … zadeklarować Trójkę … podbić stawkę do drugiej trójki");
solo may be bid by whoever may bid (the opener, or the younger instead of a raise;
never the elder answering a raise) and ends the auction at once. With
``single_step_raises`` off, skat-style jump bids and any opening bid are
allowed; with ``elder_may_raise`` the elder may raise instead of only holding.

With four at the table the dealer is the king (seat 3): he does not bid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from trainer.errors import Reason, Refusal, RequestError, verify
from trainer.fields import refuse_unknown, seat_named
from trainer.i18n import AnyOf, Message, Noun, Text, msg
from trainer.tarok.contracts import CONTRACT_TYPES, LADDER, SOLO, TYPE_ORDER, Bid
from trainer.tarok.options import DEFAULT_OPTIONS, TarokOptions
from trainer.tarok.rulebook import RULES
from trainer.tarok.table import KING, PLAYERS

CALL_ALIASES = {"sam": "hold", "tak": "hold", "pas": "pass"}
CALL_NAMES = ("pass", "hold", *TYPE_ORDER)


@dataclass(frozen=True, slots=True)
class Call:
    """One call: ``pass``, ``hold`` or a bid (a contract name with its level)."""

    seat: int
    call: str
    level: int = 1

    @property
    def bid(self) -> Bid | None:
        bid = _LADDER_BIDS.get((self.call, self.level))  # made once: the auction's hot path
        if bid is None and self.call in CONTRACT_TYPES:
            bid = Bid(self.call, self.level)
        return bid

    @property
    def label(self) -> str:
        if self.call == "hold":
            return "sam"
        if self.call == "pass":
            return "pas"
        return Bid(self.call, self.level).label

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "call": self.call}
        if self.call in CONTRACT_TYPES:
            data["level"] = self.level
        return data


CALL_FIELDS = ("seat", "call", "level")


def parse_call(data: object, path: str, default_seat: int | None = None) -> Call:
    """A call from ``{"seat": 0, "call": "trojka", "level": 2}`` ("sam"/"tak"/"pas" accepted)."""
    if not isinstance(data, dict):
        raise RequestError(
            'a call is an object like {"seat": 0, "call": "trojka", "level": 1}', path
        )
    refuse_unknown(data, CALL_FIELDS, path, msg("core.object.call"))
    seat = data.get("seat", default_seat)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise RequestError("'seat' must be a seat number 0–3", f"{path}.seat")
    name = data.get("call")
    if not isinstance(name, str):
        raise RequestError(
            "'call' must be one of pass, hold, trojka, dwojka, jedynka, solo", f"{path}.call"
        )
    name = name.strip().lower()
    name = CALL_ALIASES.get(name, name)
    if name not in CALL_NAMES:
        raise RequestError(
            f"'{name[:30]}' is not a call; use pass, hold, trojka, dwojka, jedynka or solo",
            f"{path}.call",
        )
    level = 1 if data.get("level") is None else data["level"]
    if isinstance(level, bool) or not isinstance(level, int):
        raise RequestError("'level' must be a whole number 1–5", f"{path}.level")
    if name in CONTRACT_TYPES:
        if level not in CONTRACT_TYPES[name].levels:
            allowed = "1" if name == "solo" else "1–5"
            raise RequestError(f"a {name} bid has level {allowed}, not {level}", f"{path}.level")
    elif level != 1:
        raise RequestError(f"'{name}' takes no level", f"{path}.level")
    return Call(seat, name, level)


@dataclass
class Auction:
    """A running auction. Drive it with :meth:`apply`; ask :meth:`legal_calls`."""

    options: TarokOptions = field(default_factory=TarokOptions)
    players: int = 3
    elder: int | None = 0
    younger: int | None = 1
    waiting: list[int] = field(default_factory=lambda: [2])
    out: list[int] = field(default_factory=list)
    bid: Bid | None = None
    holder: int | None = None
    turn: int | None = 0
    calls: list[Call] = field(default_factory=list)
    outcome: str | None = None  # "play" or "redeal" when complete

    @property
    def complete(self) -> bool:
        return self.outcome is not None

    @property
    def winner(self) -> int | None:
        return self.holder if self.outcome == "play" else None

    # -- what may be said ------------------------------------------------------------------

    def legal_calls(self) -> list[Call]:
        """Every call the seat to speak may make now (none when the auction is over)."""
        if self.turn is None:
            return []
        seat = self.turn
        made = _CALLS[seat]
        calls = [made["pass"]]
        raises = _CALLS_ABOVE[self.options.single_step_raises]
        if self.bid is None:
            calls += raises[None][seat]
        elif seat == self.elder:
            calls.append(made["hold"])
            if self.options.elder_may_raise:
                calls += raises[self.bid][seat]
        else:
            calls += raises[self.bid][seat]
        return calls

    # -- saying it ---------------------------------------------------------------------------

    def apply(self, call: Call, path: str = "") -> None:
        """Make one call, or raise :class:`IllegalAction` carrying its refusal."""
        verify(why_not_call(self, call), path)
        self.apply_legal(call)

    def apply_legal(self, call: Call) -> None:
        """Make a call already known to be legal (checked once, or taken from
        :meth:`legal_calls`): the deal's move and the simulations' hot path."""
        self.calls.append(call)
        seat = call.seat
        if call.call == "pass":
            self.out.append(seat)
            if seat == self.elder:
                # The survivor (the younger) becomes the elder and keeps any bid he made.
                self.elder, self.younger = self.younger, None
            else:
                self.younger = None
            if self.elder is None:
                # The lone elder passed with no bid standing: everyone has passed.
                self.turn = None
                self.outcome = "redeal"
                return
            if self.waiting:
                self.younger = self.waiting.pop(0)
            if self.younger is None:
                if self.bid is None:
                    self.turn = self.elder  # the last player may still open
                else:
                    self.turn = None
                    self.outcome = "play"
                return
            self.turn = self.younger if self.bid is not None else self.elder
            return
        if call.call == "hold":
            self.holder = seat
            self.turn = self.younger
            return
        self.bid = call.bid
        self.holder = seat
        if call.call == SOLO.name or self.younger is None:  # Solo ends the auction (T5)
            self.turn = None
            self.outcome = "play"
            return
        self.turn = self.younger if seat == self.elder else self.elder

    def summary(self) -> dict[str, Any]:
        """The auction as the ``auction`` op reports it."""
        return {
            "complete": self.complete,
            "winner": self.winner,
            "contract": self.bid.to_json() if self.complete and self.bid else None,
            "contract_label": self.bid.label if self.bid else None,
            "next": self.turn,
            "outcome": self.outcome,
            "standing_bid": self.bid.to_json() if self.bid else None,
            "holder": self.holder,
            "elder": self.elder,
            "younger": self.younger,
            "out": list(self.out),
            "legal_calls": [c.to_json() for c in self.legal_calls()],
        }


def why_not_call(auction: Auction, call: Call) -> Refusal | None:
    """Why ``call`` may not be made now, or ``None`` when it may: the rungs of
    :meth:`Auction.legal_calls`, each with its words and its rule."""
    who = seat_named("tarok", call.seat, KING + 1)
    if call.call in CONTRACT_TYPES and call.level not in CONTRACT_TYPES[call.call].levels:
        # Before any word names the bid: a level off the ladder has no name (T4).
        kind = CONTRACT_TYPES[call.call]
        contract = Noun(f"contract.tarok.{kind.name}.1")
        if len(kind.levels) == 1:
            message = msg("tk.bid.one_level", seat=who, contract=contract)
        else:
            message = msg("tk.bid.levels", seat=who, contract=contract, top=max(kind.levels))
        return Refusal(Reason.NOT_ALLOWED, message, RULES["tk-multipliers"])
    if call.call == "pass":
        head = msg("tk.bid.head.pass", seat=who)
    elif call.call == "hold":
        head = msg("tk.bid.head.hold", seat=who)
    elif call.call in CONTRACT_TYPES:
        head = msg("tk.bid.head.bid", seat=who, bid=call.bid)
    else:  # a word the page never sends: quoted as the request spelt it
        unknown = msg("tk.auction.unknown", word=Text(call.call[:30]))
        return Refusal(Reason.NOT_ALLOWED, unknown, RULES["tk-multipliers"])

    def refused(code: Reason, why: Message, rule: str) -> Refusal:
        return Refusal(code, msg("tk.bid.refused", head=head, why=why), RULES[rule])

    if auction.complete:
        return refused(Reason.AUCTION_OVER, msg("tk.bid.why.over"), "tk-auction-contract")
    players = auction.players
    if call.seat == KING and players == 4:
        message = msg("tk.bid.king")
        return Refusal(Reason.KING_DOES_NOT_BID, message, RULES["tk-king"])
    if call.seat >= players:  # a seat the page never sends
        seats = msg("tk.auction.no_seat", seat=call.seat, players=players, last=players - 1)
        return Refusal(Reason.NO_SUCH_SEAT, seats, RULES["tk-auction-pairs"])
    if call.seat in auction.out:
        return refused(Reason.OUT_OF_AUCTION, msg("tk.bid.why.out"), "tk-auction-pass-out")
    if call.seat != auction.turn:
        if auction.turn is None:
            why = msg("tk.bid.why.nobody")
        else:
            why = msg("tk.bid.why.turn", turn=seat_named("tarok", auction.turn, KING + 1))
        return refused(Reason.NOT_YOUR_TURN, why, "tk-auction-pairs")
    if call.call == "pass":
        return None  # a player may always pass
    standing = auction.bid
    if call.call == "hold":
        if standing is None:
            return refused(Reason.NO_BID_TO_HOLD, msg("tk.bid.why.nothing"), "tk-auction-hold")
        if call.seat != auction.elder:
            why = msg("tk.bid.why.only_elder", standing=standing)
            return refused(Reason.ONLY_ELDER_HOLDS, why, "tk-auction-hold")
        return None
    bid = call.bid
    assert bid is not None  # a contract name with one of its levels
    if standing is not None and call.seat == auction.elder and not auction.options.elder_may_raise:
        why = msg("tk.bid.why.elder_holds", seat=who, standing=standing)
        return refused(Reason.ONLY_ELDER_HOLDS, why, "tk-auction-hold")
    if standing is not None and bid.rank <= standing.rank:
        why = msg("tk.bid.why.too_low", standing=standing, bid=bid)
        return refused(Reason.BID_TOO_LOW, why, "tk-auction-open")
    above = _BIDS_ABOVE[auction.options.single_step_raises][standing]
    if bid not in above:
        key = "tk.bid.why.opening" if standing is None else "tk.bid.why.one_step"
        return refused(Reason.ONE_STEP, msg(key, bids=AnyOf(above)), "tk-auction-open")
    return None


def _bids_above(current: Bid | None, single_step: bool) -> tuple[Bid, ...]:
    """The bids that may follow ``current`` (none yet: the opening bids), by the ladder."""
    if current is None:
        return (LADDER[0], SOLO) if single_step else LADDER
    higher = tuple(b for b in LADDER if b.rank > current.rank)
    if single_step and higher:
        step = higher[0]
        return (step,) if step == SOLO else (step, SOLO)
    return higher


_LADDER_BIDS: dict[tuple[str, int], Bid] = {(bid.name, bid.level): bid for bid in LADDER}
"""Every bid of the ladder by its call and level (bids are immutable values)."""

_BIDS_ABOVE: dict[bool, dict[Bid | None, tuple[Bid, ...]]] = {
    single: {bid: _bids_above(bid, single) for bid in (None, *LADDER)} for single in (True, False)
}
"""Computed once: the auction asks this at every call of every simulated deal."""


_CALLS: dict[int, dict[str | Bid, Call]] = {
    seat: {
        "pass": Call(seat, "pass"),
        "hold": Call(seat, "hold"),
        **{bid: Call(seat, bid.name, bid.level) for bid in LADDER},
    }
    for seat in range(4)
}
"""Every call each seat can make, made once (calls are immutable values)."""

_CALLS_ABOVE: dict[bool, dict[Bid | None, tuple[tuple[Call, ...], ...]]] = {
    single: {
        bid: tuple(tuple(_CALLS[seat][b] for b in bids) for seat in range(4))
        for bid, bids in table.items()
    }
    for single, table in _BIDS_ABOVE.items()
}
"""The bids above each standing bid as each seat's calls (by ``single_step_raises``), so that
listing the legal calls hashes one bid, not every bid of the ladder."""


def new_auction(options: TarokOptions | None = None, players: int = 3) -> Auction:
    """An auction before the first call: R is the elder, S the younger, Z waits."""
    if players not in PLAYERS:
        raise RequestError("tarok is played by 3 or 4 players", "players")
    return Auction(options=options or DEFAULT_OPTIONS, players=players)


def run_auction(
    calls: list[Call], options: TarokOptions | None = None, players: int = 3, path: str = "calls"
) -> Auction:
    """Replay calls in order; the first illegal one raises with ``path[i]``."""
    auction = new_auction(options, players)
    for i, call in enumerate(calls):
        auction.apply(call, f"{path}[{i}]")
    return auction
