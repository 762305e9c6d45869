"""A tarok deal you can drive: deal, auction, exchange, announcements, doubling, play, score.

Built like OpenSpiel's games: phases are an enum, :meth:`TarokState.legal_actions`
dispatches per phase, :meth:`TarokState.apply` takes one JSON action, and a state
is rebuilt from ``(options, seed, actions)`` by :func:`replay`.

Actions (JSON objects; ``seat`` is optional and checked when given):

* ``{"action": "call", "seat": 0, "call": "trojka", "level": 2}`` — an auction call
  (``pass``, ``hold``, ``trojka``, ``dwojka``, ``jedynka``, ``solo``);
* ``{"action": "take", "cards": ["T5", "KH", "10D"]}`` (or ``"part": 0``) — the talon
  part the soloist takes;
* ``{"action": "discard", "cards": [...]}`` — as many cards as were taken (a king → renons);
* ``{"action": "announce", "announcements": ["pagat_ultimo", "full_hand", ...]}`` —
  the soloist's announcements before play (``[]`` for none);
* ``{"action": "double", "call": "contra" | "recontra" | "supracontra" | "pass"}`` —
  the opponents' contra, the soloist's recontra, the opponents' supracontra;
* ``{"action": "play", "card": "T21"}``.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.errors import IllegalAction, RequestError
from trainer.fields import refuse_unknown
from trainer.points import tarok_count
from trainer.tarok.auction import Auction, Call, new_auction, parse_call, seat_letter
from trainer.tarok.contracts import Bid
from trainer.tarok.exchange import check_discard, find_part, talon_part, talon_parts
from trainer.tarok.options import DEFAULT_OPTIONS, TarokOptions
from trainer.tarok.play import legal_plays, why_illegal
from trainer.tarok.ranking import KINGS, PAGAT, TRULL, winning_index
from trainer.tarok.scoring import Bonus, Score, score

ANNOUNCEMENTS = ("full_hand", "volat", "pagat_ultimo", "trull", "kings")
ACTION_FIELDS: dict[str, frozenset[str]] = {
    "call": frozenset({"action", "seat", "call", "level"}),
    "take": frozenset({"action", "seat", "cards", "part"}),
    "discard": frozenset({"action", "seat", "cards"}),
    "announce": frozenset({"action", "seat", "announcements"}),
    "double": frozenset({"action", "seat", "call"}),
    "play": frozenset({"action", "seat", "card"}),
}
"""The fields of each action; any other is refused, as an unknown top-level field is."""


NEXT_CONTRA = {"none": "contra", "contra": "recontra", "recontra": "supracontra"}
"""The doubling ladder (T7): each side may answer the other's call with the next one."""


class Phase(StrEnum):
    AUCTION = "auction"
    TAKE = "take"
    DISCARD = "discard"
    ANNOUNCE = "announce"
    DOUBLING = "doubling"
    PLAY = "play"
    DONE = "done"
    REDEAL = "redeal"


@dataclass(slots=True)
class Trick:
    leader: int
    cards: list[Card]
    winner: int

    @property
    def seats(self) -> list[int]:
        return [(self.leader + i) % 3 for i in range(len(self.cards))]


def deal_cards(rng: random.Random, pukam: bool = False) -> tuple[list[Card], list[list[Card]]]:
    """Shuffle and deal: 6 to the talon first (T19), then 12 each, in sixes (or at once
    after "pukam"). Seats 0, 1, 2 are R, S, Z; the king (4 players) gets no cards."""
    deck = list(TAROK_DECK.cards)
    rng.shuffle(deck)
    talon = deck[:6]
    if pukam:  # twelve cards each at once
        return talon, [deck[6 + 12 * seat : 18 + 12 * seat] for seat in range(3)]
    # two rounds of six: seat s gets cards 6+6s… and 24+6s…
    return talon, [
        deck[6 + 6 * seat : 12 + 6 * seat] + deck[24 + 6 * seat : 30 + 6 * seat]
        for seat in range(3)
    ]


@dataclass
class TarokState:
    """One deal in progress. Create with :meth:`new` and drive with :meth:`apply`."""

    options: TarokOptions
    players: int
    talon: list[Card]
    dealt: list[list[Card]]
    hands: list[list[Card]]
    pukam: bool = False
    auction: Auction = field(default_factory=new_auction)
    phase: Phase = Phase.AUCTION
    soloist: int | None = None
    bid: Bid | None = None
    taken: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    renons: bool = False
    announcements: list[str] = field(default_factory=list)
    full_hand_trumps: int = 0
    contra: str = "none"
    doubling_side: str = "opponents"
    leader: int = 0
    trick: list[Card] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    won: list[list[Card]] = field(default_factory=lambda: [[], [], []])
    actions: list[dict[str, Any]] = field(default_factory=list)
    _score: Score | None = None

    @classmethod
    def new(
        cls,
        seed: int | str | random.Random = 0,
        options: TarokOptions | None = None,
        players: int = 3,
        pukam: bool = False,
    ) -> TarokState:
        options = options or DEFAULT_OPTIONS
        rng = seed if isinstance(seed, random.Random) else random.Random(f"tarok-deal:{seed}")
        talon, hands = deal_cards(rng, pukam)
        return cls(
            options=options,
            players=players,
            talon=talon,
            dealt=hands,  # deal_cards' own lists; play goes on with sorted copies
            hands=[TAROK_DECK.sorted(h) for h in hands],
            pukam=pukam,
            auction=new_auction(options, players),
        )

    # -- whose turn ----------------------------------------------------------------------------

    @property
    def turn(self) -> int | None:
        if self.phase is Phase.AUCTION:
            return self.auction.turn
        if self.phase in (Phase.TAKE, Phase.DISCARD, Phase.ANNOUNCE):
            return self.soloist
        if self.phase is Phase.DOUBLING:
            if self.doubling_side == "soloist":
                return self.soloist
            return self.opponents[0]
        if self.phase is Phase.PLAY:
            return (self.leader + len(self.trick)) % 3
        return None

    @property
    def opponents(self) -> list[int]:
        return [s for s in range(3) if s != self.soloist]

    @property
    def soloist_seat(self) -> int:
        """The soloist, for the phases after the auction (asking earlier is a bug, not input)."""
        if self.soloist is None:
            raise RuntimeError(f"no soloist in the {self.phase.value} phase")
        return self.soloist

    @property
    def winning_bid(self) -> Bid:
        """The contract won in the auction, for the phases after it (like :attr:`soloist_seat`)."""
        if self.bid is None:
            raise RuntimeError(f"no contract in the {self.phase.value} phase")
        return self.bid

    # -- legal actions -------------------------------------------------------------------------

    def legal_actions(self) -> list[dict[str, Any]]:
        """Every action allowed now, as JSON objects (a discard lists every combination)."""
        phase = self.phase
        if phase is Phase.AUCTION:
            return [{"action": "call", **c.to_json()} for c in self.auction.legal_calls()]
        if phase is Phase.TAKE:
            assert self.bid is not None
            return [
                {"action": "take", "part": i, "cards": [c.code for c in part]}
                for i, part in enumerate(talon_parts(self.bid, self.talon))
            ]
        if phase is Phase.DISCARD:
            hand = self.hands[self.soloist_seat]
            return [
                {"action": "discard", "cards": [c.code for c in combo]}
                for combo in itertools.combinations(hand, len(self.taken))
            ]
        if phase is Phase.ANNOUNCE:
            possible = self.possible_announcements()
            return [
                {"action": "announce", "announcements": list(subset)}
                for n in range(len(possible) + 1)
                for subset in itertools.combinations(possible, n)
            ]
        if phase is Phase.DOUBLING:
            return [{"action": "double", "call": c} for c in self.doubling_calls()]
        if phase is Phase.PLAY:
            return [
                {"action": "play", "card": c.code}
                for c in legal_plays(self.current_hand, self.trick)
            ]
        return []

    def possible_announcements(self) -> list[str]:
        """What the soloist may announce now (full hand only with 10+ trumps in hand;
        pagat ultimo only with the pagat in hand)."""
        hand = self.hands[self.soloist_seat]
        result = []
        if self.trump_count(hand) >= 10:
            result.append("full_hand")
        result.append("volat")
        if PAGAT in hand:
            result.append("pagat_ultimo")
        result.extend(["trull", "kings"])
        return result

    def trump_count(self, hand: list[Card]) -> int:
        skis = self.options.skis_counts_for_full_hand
        return len([c for c in hand if c.number and (skis or c.number != 22)])

    def doubling_calls(self) -> list[str]:
        nxt = NEXT_CONTRA.get(self.contra)
        return ["pass", nxt] if nxt else ["pass"]

    @property
    def player(self) -> int:
        """The seat whose card the trick waits for (play phase)."""
        return (self.leader + len(self.trick)) % 3

    @property
    def current_hand(self) -> list[Card]:
        return self.hands[(self.leader + len(self.trick)) % 3]

    # -- applying actions ----------------------------------------------------------------------

    def apply(self, action: object, path: str = "action") -> None:
        """Apply one JSON action, or raise (IllegalAction / RequestError with ``path``)."""
        if not isinstance(action, dict):
            raise RequestError(
                'an action is an object like {"action": "play", "card": "T21"}', path
            )
        kind = action.get("action")
        if kind is None and "call" in action and self.phase is Phase.AUCTION:
            kind = "call"
        if not isinstance(kind, str):
            raise RequestError(
                "'action' must be call, take, discard, announce, double or play", f"{path}.action"
            )
        expected = {
            Phase.AUCTION: "call",
            Phase.TAKE: "take",
            Phase.DISCARD: "discard",
            Phase.ANNOUNCE: "announce",
            Phase.DOUBLING: "double",
            Phase.PLAY: "play",
        }.get(self.phase)
        if expected is None:
            raise IllegalAction(f"the deal is over ({self.phase.value}): no more actions", path)
        if kind != expected:
            raise IllegalAction(
                f"cannot {kind} now: the deal is in the {self.phase.value} phase "
                f"(expected a '{expected}' action)",
                path,
            )
        refuse_unknown(action, ACTION_FIELDS[kind], path, f"a '{kind}' action")
        seat = action.get("seat")
        if kind != "call" and seat is not None:
            self._check_seat(seat, path)
        if kind == "call":
            call = parse_call(action, path, self.auction.turn, extra=frozenset({"action"}))
            self.call(call, path)
        elif kind == "take":
            self._apply_take(action, path)
        elif kind == "discard":
            cards = TAROK_DECK.parse_many(action.get("cards"), f"{path}.cards")
            self.do_discard(cards, f"{path}.cards")
        elif kind == "announce":
            names = action.get("announcements", [])
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise RequestError(
                    "'announcements' must be a list of names", f"{path}.announcements"
                )
            self.announce([n.strip().lower() for n in names], f"{path}.announcements")
        elif kind == "double":
            word = action.get("call")
            if not isinstance(word, str):
                raise RequestError("'call' must be contra, recontra, supracontra or pass", path)
            self.double(word.strip().lower(), seat, path)
        else:
            card = TAROK_DECK.parse(action.get("card"), f"{path}.card")
            self.play(card, path)
        self.actions.append(dict(action))

    def _check_seat(self, seat: object, path: str) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise RequestError("'seat' must be a seat number", f"{path}.seat")
        if self.phase is Phase.DOUBLING and self.doubling_side == "opponents":
            if seat not in self.opponents:
                raise IllegalAction(
                    f"{seat_letter(seat)} is not an opponent: the opponents speak now", path
                )
            return
        turn = self.turn
        if turn is not None and seat != turn:
            raise IllegalAction(
                f"it is {seat_letter(turn)}'s turn, not {seat_letter(seat)}'s", path
            )

    def call(self, call: Call, path: str = "") -> None:
        self.auction.apply(call, path)
        self._after_call()

    def call_legal(self, call: Call) -> None:
        """A call taken from the auction's legal calls, unchecked (the playouts' hot path)."""
        self.auction.apply_legal(call)
        self._after_call()

    def _after_call(self) -> None:
        if self.auction.complete:
            if self.auction.outcome == "redeal":
                self.phase = Phase.REDEAL
                return
            self.soloist = self.auction.winner
            self.bid = self.auction.bid
            self.leader = self.soloist_seat  # the soloist leads to the first trick
            self.phase = Phase.ANNOUNCE if self.winning_bid.name == "solo" else Phase.TAKE

    def _apply_take(self, action: dict[str, Any], path: str) -> None:
        assert self.bid is not None
        part = action.get("part")
        parts = talon_parts(self.bid, self.talon)
        if part is not None and (
            isinstance(part, bool) or not isinstance(part, int) or not 0 <= part < len(parts)
        ):
            raise RequestError(f"'part' must be 0–{len(parts) - 1}", f"{path}.part")
        if action.get("cards") is None:
            if part is None:
                raise RequestError("a take names the 'cards' taken (or the 'part')", path)
            self.take(part)
            return
        cards = TAROK_DECK.parse_many(action.get("cards"), f"{path}.cards")
        found = find_part(self.bid, self.talon, cards, f"{path}.cards")
        if part is not None and part != found:
            raise RequestError(
                f"'part' {part} and the cards taken (part {found}) disagree", f"{path}.part"
            )
        self.take(found)

    def take(self, part: int) -> None:
        assert self.bid is not None and self.soloist is not None
        self.taken = talon_part(self.bid, self.talon, part)
        self.hands[self.soloist] = TAROK_DECK.sorted(self.hands[self.soloist] + self.taken)
        self.phase = Phase.DISCARD

    def do_discard(self, cards: list[Card], path: str = "") -> None:
        assert self.bid is not None and self.soloist is not None
        verdict = check_discard(self.bid, self.hands[self.soloist], cards, path)
        self.renons = self.renons or verdict.renons
        self.discard = list(cards)
        hand = self.hands[self.soloist]
        for card in cards:  # each is in the hand, once (check_discard)
            hand.remove(card)
        self.phase = Phase.ANNOUNCE

    def announce(self, names: list[str], path: str = "") -> None:
        possible = self.possible_announcements() if names else []
        for i, name in enumerate(names):
            if name not in ANNOUNCEMENTS:
                raise RequestError(
                    f"'{name[:30]}' is not an announcement ({', '.join(ANNOUNCEMENTS)})",
                    f"{path}[{i}]",
                )
            if name not in possible:
                if name == "full_hand":
                    raise IllegalAction(
                        f"a full hand needs 10, 11 or 12 trumps in hand; the soloist holds "
                        f"{self.trump_count(self.hands[self.soloist_seat])}",
                        f"{path}[{i}]",
                    )
                raise IllegalAction(
                    "pagat ultimo can be announced only by a soloist holding the pagat",
                    f"{path}[{i}]",
                )
        self.announcements = list(dict.fromkeys(names))
        if "full_hand" in self.announcements:
            self.full_hand_trumps = self.trump_count(self.hands[self.soloist_seat])
        self.phase = Phase.DOUBLING
        self.doubling_side = "opponents"

    def double(self, call: str, seat: object = None, path: str = "") -> None:
        allowed = self.doubling_calls()
        if call not in allowed:
            side = "the opponents" if self.doubling_side == "opponents" else "the soloist"
            raise IllegalAction(
                f"{side} cannot say {call[:20]} now; allowed: {', '.join(allowed)}", path
            )
        if call == "pass":
            self.phase = Phase.PLAY
            return
        self.contra = call
        self.doubling_side = "soloist" if self.doubling_side == "opponents" else "opponents"
        if self.contra == "supracontra":
            self.phase = Phase.PLAY

    def play(self, card: Card, path: str = "") -> None:
        hand = self.current_hand
        if card not in hand:
            raise IllegalAction(
                f"{card.code} is not in {seat_letter(self.player)}'s hand", f"{path}.card"
            )
        violation = why_illegal(hand, self.trick, card)
        if violation is not None:
            raise IllegalAction(violation.message, f"{path}.card")
        self.play_fast(card)

    def play_fast(self, card: Card) -> None:
        """Play a card known to be legal (the random playouts' hot path)."""
        trick = self.trick
        self.hands[(self.leader + len(trick)) % 3].remove(card)
        trick.append(card)
        if len(trick) == 3:
            self.close_trick()

    def close_trick(self) -> None:
        """The trick holds its three cards: the winner takes it and leads the next."""
        trick, leader = self.trick, self.leader
        winner = (leader + winning_index(trick)) % 3
        self.tricks.append(Trick(leader, trick, winner))
        self.won[winner].extend(trick)
        self.trick = []
        self.leader = winner
        if len(self.tricks) == 12:
            self.phase = Phase.DONE

    # -- the result ----------------------------------------------------------------------------

    def soloist_pile(self) -> list[Card]:
        """The soloist's counted pile: the tricks he won and his discards (T13/T20)."""
        return self.won[self.soloist_seat] + self.discard

    def piles(self) -> tuple[list[Card], list[Card]]:
        """The soloist's counted pile (tricks + discards) and the opponents' (tricks + the
        untaken talon), T13/T20."""
        taken = set(self.taken)
        mine = self.soloist_pile()
        theirs = [c for s in self.opponents for c in self.won[s]]
        theirs += [c for c in self.talon if c not in taken]
        return mine, theirs

    def bonuses(self) -> list[Bonus]:
        """Bonuses achieved (to whichever side) and announced ones that failed (T11, T17)."""
        soloist = self.soloist_seat
        mine_won = set(self.won[soloist])
        theirs_won: set[Card] = set()
        for seat in self.opponents:
            theirs_won.update(self.won[seat])
        result: list[Bonus] = []
        last = self.tricks[-1]
        pagat_side = None
        if PAGAT in last.cards and last.cards[winning_index(last.cards)] is PAGAT:
            # the pagat wins trick 12 (T17)
            pagat_side = "soloist" if last.winner == self.soloist else "opponents"
        achieved = {
            "pagat_ultimo": pagat_side,
            "trull": _side_holding(TRULL, mine_won, theirs_won),
            "kings": _side_holding(KINGS, mine_won, theirs_won),
        }
        for name, side in achieved.items():
            announced = name in self.announcements
            if side is not None:
                result.append(Bonus(name, side, announced and side == "soloist"))
            if announced and side != "soloist":
                result.append(Bonus(name, "soloist", True, achieved=False))
        if "full_hand" in self.announcements:
            result.append(Bonus("full_hand", "soloist", True, trumps=self.full_hand_trumps))
        return result

    def final_score(self) -> Score:
        """The score of a finished deal (asking before the end is a bug, not input)."""
        score_ = self.result()
        if score_ is None:
            raise RuntimeError(f"no score in the {self.phase.value} phase")
        return score_

    def result(self) -> Score | None:
        if self.phase is not Phase.DONE:
            return None
        if self._score is None:
            assert self.bid is not None and self.soloist is not None
            mine = self.soloist_pile()
            soloist_tricks = len(self.won[self.soloist]) // 3  # three cards a trick
            self._score = score(
                self.bid,
                tarok_count(mine),
                self.options,
                players=self.players,
                contra=self.contra,
                volat=soloist_tricks == 12,
                volat_announced="volat" in self.announcements,
                renons=self.renons,
                bonuses=self.bonuses(),
                opponents_volat=soloist_tricks == 0,
                soloist=self.soloist,
            )
        return self._score

    def to_json(self) -> dict[str, Any]:
        """The whole state, every hand visible (it is a trainer)."""
        legal = self.legal_actions()
        if self.phase is Phase.DISCARD:
            hand = self.hands[self.soloist_seat]
            legal = [
                {
                    "action": "discard",
                    "count": len(self.taken),
                    "from": [c.code for c in hand],
                    "renons_if": [c.code for c in hand if c.rank == "K"],
                }
            ]
        data: dict[str, Any] = {
            "phase": self.phase.value,
            "turn": self.turn,
            "players": self.players,
            "pukam": self.pukam,
            "hands": [[c.code for c in h] for h in self.hands],
            "talon": [c.code for c in self.talon],
            "auction": self.auction.summary(),
            "soloist": self.soloist,
            "contract": self.bid.to_json() if self.bid else None,
            "taken": [c.code for c in self.taken],
            "discard": [c.code for c in self.discard],
            "renons": self.renons,
            "announcements": list(self.announcements),
            "contra": self.contra,
            "trick": [c.code for c in self.trick],
            "trick_leader": self.leader if self.phase is Phase.PLAY else None,
            "history": [
                {"leader": t.leader, "cards": [c.code for c in t.cards], "winner": t.winner}
                for t in self.tricks
            ],
            "legal_actions": legal,
            "result": None,
        }
        if self.phase is Phase.DONE:
            mine, theirs = self.piles()
            res = self.result()
            assert res is not None
            data["result"] = {
                "card_points": {"soloist": tarok_count(mine), "opponents": tarok_count(theirs)},
                "tricks_won": [sum(1 for t in self.tricks if t.winner == s) for s in range(3)],
                "bonuses": [b.to_json() for b in self.bonuses()],
                **res.to_json(),
            }
        return data


def _side_holding(cards: frozenset[Card], mine: set[Card], theirs: set[Card]) -> str | None:
    if cards <= mine:
        return "soloist"
    if cards <= theirs:
        return "opponents"
    return None


def replay(
    seed: int | str,
    actions: list[Any],
    options: TarokOptions | None = None,
    players: int = 3,
    pukam: bool = False,
) -> TarokState:
    """Rebuild a state from (options, seed, actions); the first bad action raises with
    ``actions[i]`` as its path."""
    state = TarokState.new(seed, options, players, pukam)
    for i, action in enumerate(actions):
        state.apply(action, f"actions[{i}]")
    return state
