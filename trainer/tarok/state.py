"""One tarok deal: deal, auction, take, discard, announce, doubling, play, score (T1–T20).

:class:`TarokState` is the game's one state class, in the common shape of
:mod:`trainer.state`, built like OpenSpiel's ``tarok.cc``: the phase picks the legal actions
(``_legal_in_<phase>``) and the move (``_do_<phase>``). :meth:`DealState.apply` checks an
action once, against :meth:`legal_actions`; the moves after it trust that check. The typed
moves (:meth:`TarokState.call`, :meth:`take`, :meth:`discard_cards`, :meth:`announce`,
:meth:`double`, :meth:`play`) are the same moves without the check, for the simulations.

With four at the table the dealer (seat 3) is the king: he gets no cards and never acts,
but pays and receives like an opponent. The talon is seen by everyone once a contract that
takes from it is won; in a solo nobody sees it. The discard is seen by the soloist only.
"""

from __future__ import annotations

import copy
import itertools
import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from trainer.actions import Action, ActionKind
from trainer.cards import TAROK_DECK, Card
from trainer.errors import Duty, Reason, Refusal, Ruling
from trainer.fields import seat_named
from trainer.i18n import AnyOf, Message, Text, msg
from trainer.naming import seat_noun
from trainer.points import tarok_count
from trainer.records import ScoreLine, Trick
from trainer.state import DealState, Game, deal_hidden
from trainer.tarok import words
from trainer.tarok.auction import CALL_ALIASES, Auction, Call, new_auction, why_not_call
from trainer.tarok.contracts import CONTRACT_TYPES, Bid
from trainer.tarok.exchange import part_of, talon_part, talon_parts, why_not_discard, why_not_take
from trainer.tarok.options import DEFAULT_OPTIONS, TarokOptions
from trainer.tarok.play import PlayPosition, duty, legal_plays, sentence, why_not_play
from trainer.tarok.play import rulings as play_rulings
from trainer.tarok.ranking import KINGS, PAGAT, TRULL, winning_index
from trainer.tarok.rulebook import RULES
from trainer.tarok.scoring import Bonus, Score, score
from trainer.tarok.table import PLAYERS

ANNOUNCEMENTS = ("full_hand", "volat", "pagat_ultimo", "trull", "kings")

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


PHASE_KINDS: dict[str, tuple[ActionKind, ...]] = {
    Phase.AUCTION: (ActionKind.CALL,),
    Phase.TAKE: (ActionKind.TAKE,),
    Phase.DISCARD: (ActionKind.DISCARD,),
    Phase.ANNOUNCE: (ActionKind.ANNOUNCE,),
    Phase.DOUBLING: (ActionKind.DOUBLE,),
    Phase.PLAY: (ActionKind.PLAY,),
    Phase.DONE: (),
    Phase.REDEAL: (),
}
"""The kind of action each phase takes."""


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


def _codes(cards: list[Card]) -> tuple[str, ...]:
    return tuple(c.code for c in TAROK_DECK.sorted(cards))


@dataclass
class TarokState(DealState):
    """One deal in progress. Create with :meth:`new` (or ``GAME.new_state``); drive with
    :meth:`apply` (checked) or the typed moves (unchecked)."""

    phase_kinds = PHASE_KINDS

    game: Game[Any]
    options: TarokOptions
    players: int
    seed: int
    talon: list[Card]
    held: list[list[Card]]
    """The cards in the three playing seats' hands, each in deck order."""
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
    asked: int = 0
    """Which opponent is asked now (0 or 1): each in turn, so that either may say contra."""
    leader: int = 0
    trick: list[Card] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    won: list[list[Card]] = field(default_factory=lambda: [[], [], []])

    @classmethod
    def new(
        cls,
        game: Game[Any],
        seed: int | random.Random = 0,
        options: TarokOptions | None = None,
        players: int = 3,
        pukam: bool = False,
    ) -> TarokState:
        """A fresh deal; ``seed`` is a number (the deal's name) or the simulations' ``Random``."""
        options = options or DEFAULT_OPTIONS
        rng = seed if isinstance(seed, random.Random) else random.Random(f"tarok-deal:{seed}")
        talon, hands = deal_cards(rng, pukam)
        return cls(
            game=game,
            options=options,
            players=players,
            seed=seed if isinstance(seed, int) else 0,
            talon=talon,
            held=[TAROK_DECK.sorted(h) for h in hands],
            pukam=pukam,
            auction=new_auction(options, players),
        )

    # -- whose turn ----------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase is Phase.AUCTION:
            return self.auction.turn
        if phase in (Phase.TAKE, Phase.DISCARD, Phase.ANNOUNCE):
            return self.soloist
        if phase is Phase.DOUBLING:
            return self.soloist if self.doubling_side == "soloist" else self.opponents[self.asked]
        if phase is Phase.PLAY:
            return self.player
        return None

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.DONE or self.phase is Phase.REDEAL

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

    @property
    def player(self) -> int:
        """The seat whose card the trick waits for (play phase)."""
        return (self.leader + len(self.trick)) % 3

    @property
    def current_hand(self) -> list[Card]:
        return self.held[self.player]

    def possible_announcements(self) -> list[str]:
        """What the soloist may announce now (full hand only with 10+ trumps in hand;
        pagat ultimo only with the pagat in hand), in the game's order."""
        hand = self.held[self.soloist_seat]
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

    def announcement_offers(self, seat: int) -> list[dict[str, Any]]:
        if self.phase is not Phase.ANNOUNCE:
            return []
        names: list[str] = []
        for action in self.legal_actions():
            if action.seat == seat and action.kind is ActionKind.ANNOUNCE:
                names += [n for n in action.announcements or () if n not in names]
        if not names:  # not this seat's turn, or the king of a four-player table (no hand)
            return []
        trumps = self.trump_count(self.held[seat])
        return words.announcement_offers(names, trumps, self.winning_bid.name)

    def doubling_calls(self) -> list[str]:
        nxt = NEXT_CONTRA.get(self.contra)
        return ["pass", nxt] if nxt else ["pass"]

    # -- legal actions, by phase -----------------------------------------------------------

    def _legal_in_auction(self, seat: int) -> list[Action]:
        return [
            Action(seat, ActionKind.CALL, call=c.call, level=c.level if c.bid else None)
            for c in self.auction.legal_calls()
        ]

    def _legal_in_take(self, seat: int) -> list[Action]:
        return [
            Action(seat, ActionKind.TAKE, cards=_codes(part))
            for part in talon_parts(self.winning_bid, self.talon)
        ]

    def _legal_in_discard(self, seat: int) -> list[Action]:
        return [
            Action(seat, ActionKind.DISCARD, cards=_codes(list(combo)))
            for combo in itertools.combinations(self.held[seat], len(self.taken))
        ]

    def _legal_in_announce(self, seat: int) -> list[Action]:
        possible = self.possible_announcements()
        return [
            Action(seat, ActionKind.ANNOUNCE, announcements=subset)
            for n in range(len(possible) + 1)
            for subset in itertools.combinations(possible, n)
        ]

    def _legal_in_doubling(self, seat: int) -> list[Action]:
        return [Action(seat, ActionKind.DOUBLE, call=call) for call in self.doubling_calls()]

    def _legal_in_play(self, seat: int) -> list[Action]:
        return [
            Action(seat, ActionKind.PLAY, card=c.code)
            for c in legal_plays(self.held[seat], self.trick)
        ]

    def play_rulings(self, seat: int) -> tuple[list[Ruling], Duty] | None:
        if self.phase is not Phase.PLAY or seat != self.to_move:
            return None
        position = PlayPosition(self.held[seat], self.trick)
        ruled = play_rulings(position)
        return [r.said(sentence) for r in ruled], duty(position, ruled)

    # -- refusals --------------------------------------------------------------------------

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

    def apply(self, action: Action, path: str = "action") -> None:
        super().apply(self.canonical(action), path)

    def _explain(self, action: Action) -> Refusal | None:
        kind = action.kind
        if kind is ActionKind.CALL:
            if action.called is not None or action.trump is not None:
                message = msg("tk.auction.no_suit")
                return Refusal(Reason.NOT_ALLOWED, message, RULES["tk-multipliers"])
            call = Call(action.seat, action.call or "", action.level or 1)
            return why_not_call(self.auction, call)
        if kind is ActionKind.DOUBLE:
            return self._why_not_double(action)
        if action.seat != self.to_move:
            return None  # the shared check names whose turn it is
        hand = self.held[action.seat]
        if kind is ActionKind.PLAY:
            return why_not_play(PlayPosition(hand, self.trick), self.card(action.card or ""))
        if kind is ActionKind.TAKE:
            return why_not_take(self.winning_bid, self.talon, self._cards(action))
        if kind is ActionKind.DISCARD:
            return why_not_discard(self.winning_bid, hand, self._cards(action))
        return self._why_not_announce(action)

    def _why_not_announce(self, action: Action) -> Refusal | None:
        names = action.announcements or ()
        for name in names:
            if name not in ANNOUNCEMENTS:
                message = msg("tk.announcement.unknown", name=Text(name[:30]))
                return Refusal(Reason.NOT_ALLOWED, message, RULES["tk-announcements"])
        possible = self.possible_announcements()
        if "full_hand" in names and "full_hand" not in possible:
            held = self.trump_count(self.held[action.seat])
            short = msg("tk.announce.full_hand", n=held)
            return Refusal(Reason.ANNOUNCEMENT_CONDITION, short, RULES["tk-full-hand"])
        if "pagat_ultimo" in names and "pagat_ultimo" not in possible:
            pagat = msg("tk.announce.pagat_ultimo")
            return Refusal(Reason.ANNOUNCEMENT_CONDITION, pagat, RULES["tk-announce-pagat-ultimo"])
        return None

    def _why_not_double(self, action: Action) -> Refusal | None:
        allowed = self.doubling_calls()
        opponents = self.doubling_side == "opponents"
        broken = RULES["tk-" + NEXT_CONTRA.get(self.contra, "supracontra")]  # who may say it next
        call = _doubling_word(action.call or "")
        if action.call not in allowed:
            words = AnyOf(_doubling_word(word) for word in allowed)
            key = "tk.double.order_opponents" if opponents else "tk.double.order_soloist"
            return Refusal(Reason.DOUBLING_ORDER, msg(key, calls=words, call=call), broken)
        if action.seat not in (self.opponents if opponents else [self.soloist]):
            seat = seat_named("tarok", action.seat, max(PLAYERS))
            key = "tk.double.side_opponents" if opponents else "tk.double.side_soloist"
            return Refusal(Reason.DOUBLING_SIDE, msg(key, seat=seat, call=call), broken)
        return None

    def _cards(self, action: Action) -> list[Card]:
        return [self.card(code) for code in action.cards or ()]

    # -- moves, by phase (trusted: DealState.apply checked them once) ------------------------

    def _do_auction(self, action: Action) -> None:
        assert action.call is not None
        self.call(Call(action.seat, action.call, action.level or 1))

    def _do_take(self, action: Action) -> None:
        part = part_of(self.winning_bid, self.talon, self._cards(action))
        assert part is not None  # a legal take is one of the parts
        self.take(part)

    def _do_discard(self, action: Action) -> None:
        self.discard_cards(self._cards(action))

    def _do_announce(self, action: Action) -> None:
        self.announce(list(action.announcements or ()))

    def _do_doubling(self, action: Action) -> None:
        assert action.call is not None
        self.double(action.call)

    def _do_play(self, action: Action) -> None:
        self.play(self.card(action.card or ""))

    def call(self, call: Call) -> None:
        """A call taken from the auction's legal calls."""
        auction = self.auction
        auction.apply_legal(call)
        if auction.outcome is not None:  # the auction is complete
            if auction.outcome == "redeal":
                self.phase = Phase.REDEAL
                return
            self.soloist = auction.winner
            self.bid = auction.bid
            self.leader = self.soloist_seat  # the soloist leads to the first trick
            self.phase = Phase.ANNOUNCE if self.winning_bid.name == "solo" else Phase.TAKE

    def take(self, part: int) -> None:
        """The soloist takes part ``part`` of the talon (one of :func:`talon_parts`)."""
        soloist = self.soloist_seat
        self.taken = talon_part(self.winning_bid, self.talon, part)
        self.held[soloist] = TAROK_DECK.sorted(self.held[soloist] + self.taken)
        self.phase = Phase.DISCARD

    def discard_cards(self, cards: list[Card]) -> None:
        """The soloist lays away as many cards of his hand as he took; a king is a renons."""
        hand = self.held[self.soloist_seat]
        for card in cards:
            hand.remove(card)
        self.discard = list(cards)
        self.renons = self.renons or any(c.rank == "K" for c in cards)
        self.phase = Phase.ANNOUNCE

    def announce(self, names: list[str]) -> None:
        """The soloist's announcements (some of :meth:`possible_announcements`)."""
        self.announcements = list(dict.fromkeys(names))
        if "full_hand" in self.announcements:
            self.full_hand_trumps = self.trump_count(self.held[self.soloist_seat])
        self.phase = Phase.DOUBLING
        self.doubling_side = "opponents"

    def double(self, call: str) -> None:
        """One of :meth:`doubling_calls` by the seat asked. The opposing side is asked one
        opponent after the other (tk-contra names the side, so a pass by the first leaves
        the word to the second); the side's word goes to the soloist, and back."""
        if call == "pass":
            if self.doubling_side == "opponents" and self.asked == 0:
                self.asked = 1
                return
            self.phase = Phase.PLAY
            return
        self.contra = call
        self.doubling_side = "soloist" if self.doubling_side == "opponents" else "opponents"
        self.asked = 0
        if self.contra == "supracontra":
            self.phase = Phase.PLAY

    def play(self, card: Card) -> None:
        """Play a card known to be legal (the random playouts' hot path)."""
        trick = self.trick
        self.held[(self.leader + len(trick)) % 3].remove(card)
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

    # -- views -----------------------------------------------------------------------------

    def seats_in_play(self) -> int:
        return 3  # with four, the king sits out

    def contract_json(self) -> dict[str, Any] | None:
        bid = self.bid
        if bid is None:
            return None
        return {**bid.to_json(), "label": bid.label}

    def declarer(self) -> int | None:
        return self.soloist

    def effective_suit(self, card: Card) -> str:
        return "T" if card.number else str(card.suit)

    def extra_voids(self, lead: str, played: Card) -> set[str]:
        # Void in a plain suit led, a hand holding a tarok must play one (tk-void-tarok).
        return {"T"} if lead != "T" and not played.number else set()

    def talon_public(self) -> bool:
        return self.bid is not None and self.bid.name != "solo"

    def public(self) -> dict[str, Any]:
        return {
            "auction": [c.to_json() for c in self.auction.calls],
            "talon": [c.code for c in self.talon] if self.talon_public() else None,
            "taken": [c.code for c in self.taken],
            "announcements": list(self.announcements),
            "contra": self.contra,
        }

    def hidden(self) -> dict[str, Any]:
        return {
            "talon": [c.code for c in self.talon],
            "discard": [c.code for c in self.discard],
            "renons": self.renons,
        }

    def seen_by(self, seat: int) -> set[Card]:
        seen: set[Card] = set(self.talon) if self.talon_public() else set()
        if seat == self.soloist:
            seen.update(self.discard)
        return seen

    # -- the result ------------------------------------------------------------------------

    def piles(self) -> tuple[list[Card], list[Card]]:
        """The soloist's counted pile (tricks + discards) and the opponents' (tricks + the
        untaken talon), T13/T20."""
        taken = set(self.taken)
        mine = self.won[self.soloist_seat] + self.discard
        theirs = [c for s in self.opponents for c in self.won[s]]
        theirs += [c for c in self.talon if c not in taken]
        return mine, theirs

    def bonuses(self) -> list[Bonus]:
        """Bonuses achieved (to whichever side) and announced ones that failed (T11, T17)."""
        mine_won = set(self.won[self.soloist_seat])
        theirs_won = {c for seat in self.opponents for c in self.won[seat]}
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
        if self.phase is not Phase.DONE:
            raise RuntimeError(f"no score in the {self.phase.value} phase")
        soloist = self.soloist_seat
        won = self.won[soloist]
        soloist_tricks = len(won) // 3  # three cards a trick
        return score(
            self.winning_bid,
            tarok_count(won + self.discard),  # the soloist's pile (T13/T20)
            self.options,
            players=self.players,
            contra=self.contra,
            volat=soloist_tricks == 12,
            volat_announced="volat" in self.announcements,
            renons=self.renons,
            bonuses=self.bonuses(),
            opponents_volat=soloist_tricks == 0,
            soloist=soloist,
        )

    def thrown_in(self) -> bool:
        return self.phase is Phase.REDEAL

    def declarer_points(self) -> int | None:
        if self.phase is not Phase.DONE:
            return None
        return tarok_count(self.piles()[0])  # tricks and the laid-away cards (T13/T20)

    def returns(self) -> list[int | float]:
        if self.phase is not Phase.DONE:
            return [0] * self.players
        return self._returns(self.final_score())

    def _returns(self, result: Score) -> list[int | float]:
        payments = result.payments
        return list(payments) + [result.opponent_net] * (self.players - len(payments))

    def score_lines(self) -> list[ScoreLine]:
        if self.phase is Phase.REDEAL:
            return [ScoreLine(msg("tk.score.all_pass"), RULES["tk-all-pass"])]
        if self.phase is not Phase.DONE:
            return []
        result = self.final_score()
        mine, theirs = self.piles()
        lines = [
            ScoreLine(
                msg("tk.score.piles", soloist=tarok_count(mine), opponents=tarok_count(theirs)),
                RULES["tk-counting"],
            )
        ]
        lines += result.lines
        for seat, net in enumerate(self._returns(result)):
            value = int(net) if float(net).is_integer() else None
            lines.append(
                ScoreLine(
                    msg("score.net", seat=seat_noun("tarok", seat, self.players), value=net),
                    RULES["tk-settlement"],
                    seat,
                    value,
                )
            )
        return lines

    # -- determinization -------------------------------------------------------------------

    def copy(self) -> TarokState:
        """:meth:`DealState.copy`, with the auction's lists copied (its calls, bids and
        options are immutable: a deep copy cost a sixth of a playout's time)."""
        twin = super().copy()
        twin.auction = auction = copy.copy(self.auction)
        auction.waiting, auction.out, auction.calls = (
            [*auction.waiting],
            [*auction.out],
            [*auction.calls],
        )
        return twin

    def determinize(self, seat: int, rng: random.Random) -> TarokState:
        """A copy where every card ``seat`` has not seen is dealt again at random, each hand
        keeping its size and the voids it has shown (what the seat knows stays as it is).

        An opponent knows which talon cards the soloist took, not which of them (or of his
        other cards) he discarded: the soloist's hand and discard are dealt as one place,
        the taken cards included, then split at random.
        """
        seen = self.observation(seat).seen
        voids = self.voids()
        played = {c for t in self.tricks for c in t.cards} | set(self.trick)
        soloist = self.soloist
        merge = soloist is not None and seat != soloist and bool(self.discard)
        forbidden = {other: self.lacking(suits) for other, suits in voids.items()}
        known_hand: list[Card] = []
        known_discard: list[Card] = []
        if merge:
            assert soloist is not None
            known = [c for c in self.taken if c not in played]
            rng.shuffle(known)
            bad = forbidden.get(soloist)
            room = len(self.discard)
            for card in known:
                if bad is not None and bad(card) and room:
                    known_discard.append(card)
                    room -= 1
            for card in known:
                if card in known_discard:
                    continue
                share = room / (room + len(self.held[soloist]) - len(known_hand))
                if room and rng.random() < share:
                    known_discard.append(card)
                    room -= 1
                else:
                    known_hand.append(card)
        sizes = {other: len(self.held[other]) for other in range(3) if other != seat}
        if merge:
            assert soloist is not None
            sizes[soloist] -= len(known_hand)
            sizes[4] = len(self.discard) - len(known_discard)
        hidden_talon = not self.talon_public()
        if hidden_talon:
            sizes[3] = len(self.talon)
        pool = [c for c in TAROK_DECK.cards if c not in seen and c not in played]
        limits = {place: test for place, test in forbidden.items() if place in sizes}
        dealt = deal_hidden(pool, sizes, limits, rng)
        world = self.copy()
        hands = [dealt[h] if h in dealt else list(self.held[h]) for h in range(3)]
        if merge:
            assert soloist is not None
            hands[soloist] = hands[soloist] + known_hand
            world.discard = dealt[4] + known_discard
            world.renons = any(c.rank == "K" for c in world.discard)
        world.held = [TAROK_DECK.sorted(h) for h in hands]
        if hidden_talon:
            world.talon = dealt[3]
        return world


def _doubling_word(word: str) -> Message | Text:
    """A doubling call as a sentence names it ("contra", "pass"); a word the game does not
    have, as the request spelt it."""
    known = ("pass", "contra", "recontra", "supracontra")
    return msg(f"tk.double.word.{word}") if word in known else Text(word[:30])


def _side_holding(cards: frozenset[Card], mine: set[Card], theirs: set[Card]) -> str | None:
    if cards <= mine:
        return "soloist"
    if cards <= theirs:
        return "opponents"
    return None
