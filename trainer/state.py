"""One engine shape for the three games, after OpenSpiel's ``Game`` and ``State``.

A :class:`Game` is a game's one record, what does not change during a deal: the options, the
deck, the player counts, what its computer players know of it (:class:`Bots`);
``game.new_state(options, seed, players)`` deals. A :class:`DealState` is one deal in
progress with one interface for every game: ``phase``, ``to_move``, ``legal_actions()``,
``apply(action)``, ``is_terminal``, ``returns()`` (net per seat, summing to zero),
``observation(seat)`` and ``to_json(view)``.

Actions have one grammar for every game (:mod:`trainer.actions`); the records a deal keeps and
shows (tricks, trick views, score lines, observations) are :mod:`trainer.records`. This module
names them again for the modules that read a deal (``__all__``).

Every refused action is a :class:`trainer.errors.Refusal` carried by the
:class:`~trainer.errors.IllegalAction` it raises, so the rule travels into the JSON.
Each game has one state class, a subclass of :class:`DealState` in ``trainer/<game>/state.py``
(``PamfilState``, ``TarokState``, ``SchafkopfState``) with a ``_legal_in_<phase>`` and a
``_do_<phase>`` per phase; :class:`DealState` holds what the three share (the envelope, the
one check before a move, :meth:`DealState.apply_legal` for playouts that need no check).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Self, TypeVar

from trainer import naming
from trainer.actions import Action, ActionKind, parse_action
from trainer.cards import Card, Deck
from trainer.errors import Duty, Reason, Refusal, Ruling, verify
from trainer.i18n import AnyOf, Message, Text, msg, say
from trainer.ops import Op
from trainer.options import Preset, describe_options, describe_presets, options_to_json
from trainer.quiz import QuizBook
from trainer.records import Choice, Observation, ScoreLine, Trick, TrickView
from trainer.rules import Rule

__all__ = [
    "Action",
    "ActionKind",
    "DealState",
    "Game",
    "Observation",
    "ScoreLine",
    "Trick",
    "TrickView",
    "deal_hidden",
    "parse_action",
]

OptionsT = TypeVar("OptionsT")


@dataclass(frozen=True, slots=True)
class Scale:
    """A game's unit for one kind of decision and what counts as material in it (the coach's
    measure of a card, or of a deal's result)."""

    unit: str
    """The unit as a code ("card_points", "points", "stakes"); the learner reads an amount in
    it through :attr:`amount_key`."""
    amount_key: str
    """The message that says an amount in the unit ("1 card point", "0.4 card points")."""
    material: float
    """Below this a difference is a near-tie: the coach says nothing."""
    blunder: float
    """From this on an objection is a blunder, not just a better choice."""
    sure: float = 0.0
    """The lower 95 % bound an objection's difference must clear (default: half of
    :attr:`material`)."""

    def floor(self) -> float:
        return self.sure or self.material / 2

    def amount(self, value: float) -> Message:
        """The value with its unit, as a learner reads it: "1 card point", "0.4 tricks",
        "−1.9 points" (a true minus)."""
        return msg(self.amount_key, n=rounded(value))


def rounded(value: float) -> float:
    """A number as the coach shows it: whole from 10 on, one decimal below ("0.4", "12"),
    never "−0" (the catalogue prints it with a true minus sign)."""
    return (round(value) if abs(value) >= 10 else round(value, 1)) + 0.0


def _one(cards: Sequence[Card]) -> float:
    return 1.0


def _nothing_aside(world: DealState, seats: set[int]) -> float:
    return 0.0


Check = Callable[["DealState", int], bool]
"""A test of a sampled deal (a world) for a seat: does the public play allow it?"""

Explain = Callable[[Observation, Action, Action], str | None]
"""Why the second action beats the first, in the decision's game terms, or ``None``."""


@dataclass(frozen=True)
class Bots:
    """What the computer players know about one game: the budgets and scales of the strong
    player and the coach, the game's own tests of a sampled deal, its own weighing of a
    decision, and its club-level heuristics the shared search asks for. The shared code
    (:mod:`trainer.bots`) reads it from the record (``state.game.bots``) and names no game;
    each game's is ``trainer/<game>/bots/profile.py`` ``BOTS``. Why each number is what it is
    lives beside the number there."""

    basic: Callable[[Observation], Choice]
    """The hand-written computer player (Club): a decision from an observation."""
    candidates: Callable[[Observation, Action], list[Action]]
    """The legal actions the strong player compares, given the basic choice: every card in
    play; in the auction and the declarations, the basic choice and its sensible rivals."""
    amount_key: str
    """The message that says a signed amount of a deal's result (``returns``, or the game's
    own score) in the game's unit ("+0.4 stakes", "−12 points")."""
    horizon: int
    """The strong player solves a card play exactly once the seat to move holds at most this
    many cards (:func:`trainer.bots.endgame.solvable`)."""
    work: int
    """Simulated moves one coach's verdict may spend on played-out deals."""
    solve: int
    """The coach solves its sampled deals once the learner holds at most this many cards."""
    finish: int
    """A card's played-out deal is solved from the trick at which every hand holds this many."""
    solve_deals: tuple[int, int]
    """Solved deals for the coach's screening and for its confirmation."""
    screen_pairs: int
    """The fewest deals the coach's screening gives each card."""
    result_sure: float
    """The lower bound the share of deals a card loses must clear for the coach to object."""
    play_scale: Scale
    """The coach's measure of a card."""
    result_scale: Scale
    """The coach's measure of a bid, a talon choice, a declaration or a doubling."""
    card_rules: Callable[[DealState], tuple[Any, bool]]
    """The deal's rules of card play for the exact search (:class:`trainer.bots.exact.Rules`)
    and the one fact of the earlier tricks they read."""
    scored: Callable[[DealState], bool]
    """Does the exact search's :func:`~trainer.bots.exact.outcome` give this deal's result?"""
    alone: bool = False
    """Each player for himself (Pamfil): no side, and the coach measures the seat's own score."""
    trick_worth: Callable[[Sequence[Card]], float] = _one
    """What a trick is worth to the side that takes it, in the coach's count."""
    trick_reason_floor: float = 10.0
    """A trick the learner's card gives away is worth a reason from this many points on."""
    win_points: int = 0
    """The card points the declarer's side needs to win (where :attr:`outcome` is ``None``)."""
    outcome: Callable[[DealState, int, float, float], float] | None = None
    """The seat's result when its side takes ``value`` of the ``left`` still to come, where
    the game scores it its own way (Pamfil's score for the tricks); else won or lost by
    :attr:`win_points`."""
    set_aside: Callable[[DealState, set[int]], float] = _nothing_aside
    """Card points the seats hold outside the tricks (a Tarok soloist's discard)."""
    own_result: Callable[[DealState, int], float | None] | None = None
    """The seat's result of a finished deal in the game's own terms, where it is not the
    deal's ``returns`` (Pamfil: the text's score of the seat)."""
    weighings: Mapping[str, Callable[[DealState, int, int, str], Choice]] = field(
        default_factory=dict
    )
    """Phase → a decision the game weighs its own way (Tarok's announcements)."""
    free_choice: Callable[[Observation, Action], Action | None] | None = None
    """A choice that does at least as well as the action in every deal (Tarok's free
    announcements), or ``None``."""
    contra_hand: Callable[[Observation], bool] | None = None
    """The hand test before any doubling (``None``: any hand may double)."""
    doubling_hand: Callable[[Observation], Message | None] | None = None
    """Why the hand may double at all, in game terms."""
    bid_test: Callable[[tuple[Card, ...], dict[str, Any]], bool] | None = None
    """Does a hand justify a bid (``None``: the game has no such test)?"""
    consistent: Check | None = None
    """Would every public move of the other seats have been legal in this sampled deal?"""
    plausible: tuple[Check, ...] = ()
    """The sampled deals' plausibility tests, strictest first."""
    chosen: Callable[[DealState, int], None] | None = None
    """What a re-deal leaves to chance that a player chooses, set as a computer player would."""
    reasons: Mapping[str, Explain] = field(default_factory=dict)
    """Phase → the coach's reason in game terms for a decision other than a card."""
    samples: int = 16
    """The strong player's budget: sampled deals per decision (measured by bench_bots.py)."""
    points_and_result: bool = False
    """The coach also objects to a card that costs both some card points and some deals: at
    least half the material card points (sure by a quarter) and half its share of deals lost
    (sure to be more than none), two smaller losses that agree (see the game's profile)."""


@dataclass(frozen=True)
class Game(Generic[OptionsT]):
    """One game, all the engine knows of it apart from any one deal (OpenSpiel's ``Game``).

    Each game package defines one, ``trainer/<game>/game.py`` ``GAME``: what deals and plays
    (``new_state``, the deck, the rule cited per phase), what the JSON boundary describes (its
    contracts, options and presets) and its computer players, so no table elsewhere is keyed
    by a game's id. Its words are ``trainer/<game>/words.py``; its ops and quizzes
    (``spec.OPS``, ``quiz.QUIZ``) :func:`trainer.games.load` adds to the record, since the
    quizzes deal through it.
    """

    id: str
    source: str
    """The text the rules are taken from, as a bibliography names it (a title, never said in
    another language; ``describe`` gives it, and no page shows it)."""
    options_type: type[OptionsT]
    players: tuple[int, ...]
    default_players: int
    deck_for: Callable[[int], Deck]
    new_state: Callable[[OptionsT, int, int], DealState]
    phase_rules: Mapping[str, Rule]
    """Phase → the sentence that says who acts then (cited when an action comes too early)."""
    contracts: list[dict[str, Any]]
    bots: Bots
    """What the computer players know about the game (the shared search reads it)."""
    trump_word: str = "trump"
    """What the text calls a trump, in the learner's words: Tarok's trumps are "taroks"."""
    trump_made_by: str = "contract"
    """What makes a suit trumps: ``"contract"`` (the game the declarer plays) or
    ``"turned_card"`` (Pamfil: the last card of the talon, pf-trump-card), so a page names the
    trumps where it would name a contract."""
    declarer_role: str = "declarer"
    """What the player who plays the game against the others is called: ``"declarer"`` or
    ``"soloist"`` (Tarok's text: *solista*, who plays alone against the opponents)."""
    direction: str = "left"
    """Which way the deal, the bidding and the play go round the table: ``"left"`` (clockwise,
    the forehand on the dealer's left) or ``"right"`` (counter-clockwise: Tarok's forehand sits
    on the dealer's right, T15)."""
    sits_out: Mapping[int, str] = field(default_factory=dict)
    """Table size → who plays no card at that size: ``"dealer"`` (Schafkopf's fifth player
    takes no part in the deal) or ``"king"`` (Tarok's dealer with four, who plays no card but
    pays and receives)."""
    ops: tuple[Op, ...] = ()
    """The game's own ops (``spec.OPS``, added by :func:`trainer.games.load`);
    ``trainer.protocol.with_protocol`` adds the shared ones."""
    quiz: QuizBook | None = None
    """The game's quizzes (``quiz.QUIZ``, added by :func:`trainer.games.load`)."""
    extra: dict[str, Any] = field(default_factory=dict)
    """More of the game's description (Pamfil's unplayed variants)."""
    presets: tuple[Preset, ...] = ()
    """Named option sets besides the text's own, which ``describe`` always lists first."""

    def __post_init__(self) -> None:
        describe_presets(self.options_type, self.presets)  # a broken preset fails at import

    @property
    def title(self) -> Message:
        """The game's title, a message (``words.game.<id>``): "Bavarian Schafkopf" in English,
        "Bayerischer Schafkopf" in German; the score sheet names an evening's game by it."""
        return msg(f"words.game.{self.id}")

    def seat_names(self, players: int) -> list[str]:
        """The seats as a learner reads them ("Forehand", "Ręka", …), never "Seat 0": the
        game's words (:func:`trainer.naming.seat_names`)."""
        return naming.seat_names(self.id, players)

    def all_ops(self) -> dict[str, Op]:
        """Op name → op: the game's, then its quizzes'."""
        ops = {op.name: op for op in self.ops}
        if self.quiz is not None:
            ops.update(self.quiz.ops())
        return ops

    def describe(self) -> dict[str, Any]:
        """The game in ``describe``: players and seat names said once, at the top; its names,
        options and presets in the request's language; and the facts of the table and the
        roles a page arranges itself by (``table``: the direction of play and who sits out;
        ``declarer_role``, ``trump_word``, ``trump_made_by``), so no page keeps them by a
        game's id."""
        names = naming.describe(self.id, self.players, self.contracts)
        return {
            "title": say(self.title),
            "source": self.source,
            "players": list(self.players),
            "contracts": names.pop("contracts"),
            "options": describe_options(self.options_type, self.id),
            "presets": describe_presets(self.options_type, self.presets),
            "ops": [op.describe() for op in self.all_ops().values()],
            "quiz_kinds": self.quiz.describe(self.options_type()) if self.quiz else [],
            **names,
            "table": {
                "direction": self.direction,
                "sits_out": {str(n): who for n, who in sorted(self.sits_out.items())},
            },
            "declarer_role": self.declarer_role,
            "trump_word": self.trump_word,
            "trump_made_by": self.trump_made_by,
            **self.extra,
            "protocol": {
                "default_players": self.default_players,
                "actions": sorted({str(kind) for kind in ActionKind}),
            },
        }


class DealState:
    """What the three games' states share: the checks before a move and the JSON envelope.

    A subclass provides the game's pieces: for each phase in which a seat acts a
    ``_legal_in_<phase>(seat)`` and a ``_do_<phase>(action)`` (OpenSpiel's shape; the base
    finds them by the phase's name when the class is made, so the three games dispatch one
    way), ``_explain`` and the views. :meth:`apply` refuses an action unless it is among the
    legal ones, with the most specific refusal the game's ladders give, and then makes it.
    """

    game: Game[Any]
    seed: int
    players: int
    options: Any
    leader: int
    """The seat that led (or is to lead) the trick on the table."""
    trick: list[Card]
    """The cards played to the trick on the table, in order."""
    tricks: list[Trick]
    """The finished tricks, in order."""
    held: list[list[Card]]
    """The cards in the hands of the seats that play (not Tarok's king, Schafkopf's fifth)."""
    phase_kinds: Mapping[str, tuple[ActionKind, ...]]
    """The kinds of action each phase takes."""
    moves: int = 0
    """Actions applied through :meth:`apply` (the playouts' unchecked moves do not count)."""
    _views: tuple[TrickView, ...] = ()
    """The finished tricks' views made so far (:meth:`trick_views`)."""
    _phase_legal: ClassVar[Mapping[str, Callable[[Any, int], list[Action]]]] = {}
    _phase_moves: ClassVar[Mapping[str, Callable[[Any, Action], None]]] = {}

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls._phase_legal = _methods(cls, "_legal_in_")
        cls._phase_moves = _methods(cls, "_do_")

    # -- to be provided by each game --------------------------------------------------------

    @property
    def phase(self) -> str:
        raise NotImplementedError

    @property
    def to_move(self) -> int | None:
        raise NotImplementedError

    @property
    def is_terminal(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Every action allowed now, in the phase's order; none when nobody is to move."""
        seat = self.to_move
        return [] if seat is None else self._phase_legal[self.phase](self, seat)

    def _explain(self, action: Action) -> Refusal | None:
        """The game's own reason why ``action`` (of the right phase and seat) is refused."""
        raise NotImplementedError

    def _do(self, action: Action) -> None:
        """Make a move already known to be legal, by the phase's ``_do_<phase>``."""
        self._phase_moves[self.phase](self, action)

    def hands(self) -> list[list[Card]]:
        """Every seat's hand (copies); a seat that sits out holds none."""
        return [list(h) for h in self.held] + [[] for _ in range(self.players - len(self.held))]

    def contract_json(self) -> dict[str, Any] | None:
        raise NotImplementedError

    def declarer(self) -> int | None:
        raise NotImplementedError

    def returns(self) -> list[int | float]:
        raise NotImplementedError

    def thrown_in(self) -> bool:
        """Did the deal end with everybody passing, before any card? Then the texts deal
        again (Tarok's "karty się zbiera i przechodzi do następnego rozdania", Schafkopf's
        redeal or kettle), and the play page deals new cards at once. A Ramsch is played, so
        it is not thrown in; Pamfil's forehand must play, so a Pamfil deal never is."""
        return False

    def pot(self) -> dict[str, int] | None:
        """The pot (Schafkopf's kettle) before and after the deal, for games that keep one.

        The pot is the one account besides the seats: ``sum(returns) + after - before == 0``.
        """
        return None

    def score_lines(self) -> list[ScoreLine]:
        raise NotImplementedError

    def declarer_points(self) -> int | None:
        """At the end, the card points the declaring side's pile counts as the scoring counts
        them (Tarok's with the laid-away cards); None without a declarer or such a count. The
        page's headline says it ("Środek won his trójka with 38"); it never counts itself."""
        return None

    def public(self) -> dict[str, Any]:
        """Game facts every seat sees (the auction, the trump indicator, ...)."""
        raise NotImplementedError

    def hidden(self) -> dict[str, Any]:
        """What no seat's view shows but the full view does (the talon, the discards)."""
        return {}

    def display(self, hand: list[Card]) -> list[Card]:
        """A hand in the order a player sorts it (for the JSON; play does not need it)."""
        return hand

    def seen_by(self, seat: int) -> set[Card]:
        """The cards besides the hands' that ``seat`` has seen (talon, its discards)."""
        raise NotImplementedError

    def effective_suit(self, card: Card) -> str:
        """The suit a card follows as (for voids); trumps are one suit, ``"T"``."""
        raise NotImplementedError

    def trump_suit(self) -> str:
        """The effective suit of the trumps (:meth:`effective_suit` of any trump)."""
        return "T"

    def determinize(self, seat: int, rng: random.Random) -> DealState:
        raise NotImplementedError

    def copy(self) -> Self:
        """A copy that shares nothing a move changes: every list attribute is copied, with the
        lists inside it (hands, piles), whatever its name, so a field added later is not shared
        by mistake; cards, tricks, rankings, options and results are immutable and shared."""
        twin = copy.copy(self)
        for name, value in vars(self).items():
            if isinstance(value, list):
                setattr(twin, name, [v.copy() if isinstance(v, list) else v for v in value])
        return twin

    def announcement_offers(self, seat: int) -> list[dict[str, Any]]:
        """The announcements ``seat`` may make now, each with its name and value in words
        (Tarok's; the other games announce nothing)."""
        return []

    def play_rulings(self, seat: int) -> tuple[list[Ruling], Duty] | None:
        """When ``seat`` is to play a card now: the ruling on each card of its hand (in the
        order it holds them), each said as a whole sentence, and the duty they make; ``None``
        otherwise. Each game answers from its play ladder (``rule_on``, ``duty``)."""
        return None

    def trumps_held(self, seat: int) -> list[Card]:
        """The cards of ``seat``'s hand that are trumps in this deal, by its own ranking (a
        game whose trumps wait for its contract says which it counts before)."""
        trump = self.trump_suit()
        return [card for card in self.hands()[seat] if self.effective_suit(card) == trump]

    def seats_in_play(self) -> int:
        """How many seats play the tricks, in turn (Tarok's king and Schafkopf's fifth player
        sit out)."""
        return self.players

    # -- shared -----------------------------------------------------------------------------

    def trick_view(self) -> TrickView | None:
        """The trick on the table, as every seat sees it (none outside the play phase)."""
        if self.phase != "play":
            return None
        return TrickView(self.leader, self._seated(self.leader, self.trick))

    def trick_views(self) -> list[TrickView]:
        """The finished tricks, as every seat sees them. A finished trick never changes, so
        each view is made once and kept (the playouts ask at every simulated move)."""
        made = self._views if len(self._views) <= len(self.tricks) else ()
        if len(made) < len(self.tricks):
            new = self.tricks[len(made) :]
            made += tuple(
                TrickView(t.leader, self._seated(t.leader, t.cards), t.winner) for t in new
            )
            self._views = made
        return list(made)

    def _seated(self, leader: int, cards: Sequence[Card]) -> tuple[tuple[int, str], ...]:
        ring = self.seats_in_play()
        return tuple(((leader + i) % ring, card.code) for i, card in enumerate(cards))

    def why_not(self, action: Action) -> Refusal | None:
        """``None`` when ``action`` is legal now; otherwise the refusal, with its rule."""
        if action in set(self.legal_actions()):
            return None
        rule = self.game.phase_rules[self.phase]
        if action.seat >= self.players:  # the parser takes 0–6; this table may be smaller
            message = msg("core.seat.none", seat=action.seat, players=self.players)
            return Refusal(Reason.NO_SUCH_SEAT, message, rule)
        if self.is_terminal:
            return Refusal(Reason.DEAL_OVER, msg("core.deal.over"), rule)
        kinds = self.phase_kinds[self.phase]
        if action.kind not in kinds:
            message = msg(
                "core.phase.wrong",
                kind=Text(str(action.kind)),
                phase=Text(str(self.phase)),
                wanted=AnyOf(Text(f"'{k}'") for k in kinds),
            )
            return Refusal(Reason.WRONG_PHASE, message, rule)
        refusal = self._explain(action)
        if refusal is not None:
            return refusal
        if action.seat != self.to_move:
            return Refusal(Reason.NOT_YOUR_TURN, self.not_your_turn(action.seat), rule)
        not_here = msg("core.action.not_allowed", kind=Text(str(action.kind)))
        return Refusal(Reason.NOT_ALLOWED, not_here, rule)

    def not_your_turn(
        self,
        seat: int,
        keys: tuple[str, str] = ("core.deal.not_your_turn", "core.deal.not_your_turn_nobody"),
    ) -> Message:
        """Why ``seat`` may not act now: whose turn it is (the seats by their labels, as the
        table shows them); ``keys`` the sentences that say it, the second when nobody is to
        move."""
        who = naming.seat_noun(self.game.id, seat, self.players)
        if self.to_move is None:
            return msg(keys[1], seat=who)
        mover = naming.seat_noun(self.game.id, self.to_move, self.players)
        return msg(keys[0], mover=mover, seat=who)

    def apply(self, action: Action, path: str = "action") -> None:
        """Make ``action`` or raise :class:`IllegalAction` carrying its refusal."""
        verify(self.why_not(action), path)
        self._do(action)
        self.moves += 1

    def apply_legal(self, action: Action) -> None:
        """Make a move the caller knows to be legal (one of :meth:`legal_actions`), unchecked.

        The playouts' step (``trainer.bots.strong``): a simulated move is taken from the legal
        actions, so checking it again would only cost time. Such moves do not count in
        :attr:`moves`. Anything that comes from a request goes through :meth:`apply`.
        """
        self._do(action)

    def move_count(self) -> int:
        return self.moves

    def voids(self, views: Sequence[TrickView] | None = None) -> dict[int, frozenset[str]]:
        """The suits each seat has shown it lacks, by failing to follow them."""
        if views is None:
            current = self.trick_view()
            views = [*self.trick_views(), *([current] if current is not None else [])]
        found: dict[int, set[str]] = {}
        for view in views:
            if not view.cards:
                continue
            lead = self.effective_suit(self.card(view.cards[0][1]))
            for seat, code in view.cards[1:]:
                played = self.card(code)
                if self.effective_suit(played) != lead:
                    found.setdefault(seat, set()).add(lead)
                    found[seat].update(self.extra_voids(lead, played))
        return {seat: frozenset(suits) for seat, suits in found.items()}

    def lacking(self, suits: frozenset[str]) -> Callable[[Card], bool]:
        """A test of the cards a seat void in ``suits`` cannot hold (for :func:`deal_hidden`)."""
        return lambda card: self.effective_suit(card) in suits

    def extra_voids(self, lead: str, played: Card) -> set[str]:
        """Suits a failure to follow ``lead`` with ``played`` also shows lacking (game rules)."""
        return set()

    def card(self, code: str) -> Card:
        """The card of this deal's deck with this code (the trick views and actions carry
        codes; the code is known to be the deck's)."""
        return self.game.deck_for(self.players)[code]

    def observation(self, seat: int, full: bool = True) -> Observation:
        """What ``seat`` may know. ``full=False`` leaves out ``seen`` and ``voids``, which
        only the sampling needs (the basic player's playouts skip them for speed)."""
        hands = self.hands()
        hand = tuple(hands[seat])
        tricks = self.trick_views()
        trick = self.trick_view()
        seen: frozenset[Card] = frozenset()
        voids: dict[int, frozenset[str]] = {}
        if full:
            views = [*tricks, *([trick] if trick is not None else [])]
            played = {self.card(code) for view in views for _, code in view.cards}
            seen = frozenset(set(hand) | played | self.seen_by(seat))
            voids = self.voids(views)
        return Observation(
            seat=seat,
            players=self.players,
            phase=self.phase,
            to_move=self.to_move,
            hand=hand,
            hand_sizes=tuple(len(h) for h in hands),
            trick=trick,
            tricks=tuple(tricks),
            contract=self.contract_json(),
            declarer=self.declarer(),
            legal=tuple(a for a in self.legal_actions() if a.seat == seat),
            seen=seen,
            voids=voids,
            public=self.public(),
            options=self.options,
        )

    def to_json(self, view: int | None = None) -> dict[str, Any]:
        """The one envelope of the ``state`` op for every game.

        With ``view`` only that seat's hand is shown, the others as hand sizes, and only
        that seat's legal actions are listed.
        """
        hands = self.hands()
        legal = self.legal_actions()
        data: dict[str, Any] = {
            "game": self.game.id,
            "seed": self.seed,
            "players": self.players,
            "seat_names": self.game.seat_names(self.players),
            "options": options_to_json(self.options),
            "phase": self.phase,
            "to_move": self.to_move,
        }
        if view is None:
            data["legal_actions"] = [a.to_json() for a in legal]
            data["hands"] = [[c.code for c in self.display(h)] for h in hands]
            data["hidden"] = self.hidden()
        else:
            data["view"] = view
            data["legal_actions"] = [a.to_json() for a in legal if a.seat == view]
            data["hand"] = [c.code for c in self.display(hands[view])]
            data["hand_sizes"] = [len(h) for h in hands]
        trick = self.trick_view()
        data["trick"] = trick.to_json() if trick is not None else None
        data["tricks"] = [t.to_json() for t in self.trick_views()]
        data["contract"] = self.contract_json()
        data["declarer"] = self.declarer()
        data["public"] = self.public()
        data["terminal"] = self.is_terminal
        if self.is_terminal:
            data["thrown_in"] = self.thrown_in()
            data["returns"] = self.returns()
            data["pot"] = self.pot()
            data["score"] = [line.to_json() for line in self.score_lines()]
            data["declarer_points"] = self.declarer_points()
        return data


def deal_hidden(
    pool: Sequence[Card],
    sizes: Mapping[int, int],
    forbidden: Mapping[int, Callable[[Card], bool]],
    rng: random.Random,
    tries: int = 20,
) -> dict[int, list[Card]]:
    """Share ``pool`` among hidden places (``place → size``) at random, keeping out of each
    place the cards ``forbidden[place]`` rules out (the voids it has shown).

    The cards with the fewest possible places are placed first, each in a random place
    with room, chosen in proportion to the room left. If a few tries find no fit (rare:
    the constraints interlock), the last shuffle is kept without them, so a bot still plays.

    >>> from trainer.cards import SCHAFKOPF_DECK as D
    >>> cards = D.parse_many(["AS", "KS", "AH", "KH"], "")
    >>> dealt = deal_hidden(cards, {0: 2, 1: 2}, {0: lambda c: c.suit == "S"}, random.Random(1))
    >>> sorted(c.code for c in dealt[0])
    ['AH', 'KH']
    """
    cards = list(pool)
    places = list(sizes)
    for _ in range(tries):
        rng.shuffle(cards)
        options = {
            card: [p for p in places if p not in forbidden or not forbidden[p](card)]
            for card in cards
        }
        order = sorted(cards, key=lambda c: len(options[c]))
        room = dict(sizes)
        result: dict[int, list[Card]] = {p: [] for p in places}
        ok = True
        for card in order:
            open_places = [p for p in options[card] if room[p] > 0]
            if not open_places:
                ok = False
                break
            pick = rng.random() * sum(room[p] for p in open_places)
            for place in open_places:
                pick -= room[place]
                if pick < 0:
                    break
            result[place].append(card)
            room[place] -= 1
        if ok:
            return result
    result = {}
    start = 0
    for place in places:
        result[place] = cards[start : start + sizes[place]]
        start += sizes[place]
    return result


def _methods(cls: type, prefix: str) -> dict[str, Callable[..., Any]]:
    """The class's methods named ``<prefix><phase>``, by phase name (a ``StrEnum`` phase
    finds its entry: it hashes and compares as its name)."""
    return {
        name.removeprefix(prefix): getattr(cls, name)
        for name in dir(cls)
        if name.startswith(prefix)
    }
