"""The engine's error types, and refusals as data.

Everything the engine refuses is a :class:`TrainerError` with a stable ``code``
(what kind of mistake), a ``message`` a learner can read, and a ``path`` that
points at the offending part of the request (``"hand[2]"``). The JSON boundary
turns them into ``{"ok": false, "error": {...}}``; nothing else is allowed to
escape it.

An action the rules forbid is a :class:`Refusal` (a :class:`Reason` code, the message, the
rule broken) carried by the :class:`IllegalAction` it raises: the error and its payload live
here together. Each game's ladders answer ``why_not_<x>(position, ...) -> Refusal | None``;
:func:`can` and :func:`verify` are the one yes/no and the one raising form of any of them,
after pokerkit's ``can_x`` / ``verify_x``. The play's ladder says more: a :class:`Ruling` on
every card, allowed or not (the refusal is the ruling of a card that is not allowed), so the
page, the quiz and the lessons read why a card may be played from the same rungs that refuse
the others:

>>> from trainer.rules import Rule
>>> rule = Rule("sk-follow-suit", "schafkopf", "Follow suit.", "…")
>>> refusal = Refusal(Reason.FOLLOW_SUIT, "the Ober of acorns is a trump; follow suit", rule)
>>> refusal.to_json()["code"], refusal.to_json()["rule"]["id"]
('follow_suit', 'sk-follow-suit')
>>> can(refusal), can(None)
(False, True)
>>> try:
...     verify(refusal, "action.card")
... except IllegalAction as error:
...     error.to_json()["rule"]["anchor"], error.path
('schafkopf/rules/#sk-follow-suit', 'action.card')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from trainer.i18n import Message
from trainer.rules import Rule

ECHO_LIMIT = 40
"""Input echoed in a message is cut to this many characters: enough to recognise it."""

MESSAGE_LIMIT = 1000
PATH_LIMIT = 120

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_LONG_NUMBER = re.compile(rf"\d{{{ECHO_LIMIT + 1},}}")


def cut_numbers(text: str) -> str:
    """``text`` with every run of more than :data:`ECHO_LIMIT` digits cut like any echo.

    No rule of ours needs a number that long, so one in a message can only be the request's
    own, quoted back: the boundary cuts it wherever a message formats it (D11).

    >>> cut_numbers("level 1–5, not " + "9" * 60)
    'level 1–5, not 999999999999999999999999999999999999999…'
    """
    return _LONG_NUMBER.sub(lambda m: shown(m.group()), text)


def shown(value: object, limit: int = ECHO_LIMIT) -> str:
    """A piece of the request as an error message may quote it: cut to ``limit`` characters
    (with an ellipsis) and with lone surrogates, which no UTF-8 output can carry, replaced."""
    try:
        text = str(value)
    except ValueError:  # an integer too long to print (Python's 4300-digit guard): cut whole,
        text = "\u2026"  # an ellipsis, as any echo past the limit ends
    except Exception:  # an object whose __str__ fails: only a Python caller can pass one
        text = f"<{type(value).__name__}>"
    text = _LONE_SURROGATE.sub("\ufffd", text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class TrainerError(Exception):
    """Base of every refusal the engine reports to a caller."""

    code = "invalid_request"

    def __init__(self, message: str | Message, path: str = "", code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        if code is not None:
            self.code = code

    def to_json(self) -> dict[str, Any]:
        """The error as the boundary answers it; a :class:`Message` is said there, in the
        request's language, and cut like any text (:func:`clean`)."""
        return {
            "code": self.code,
            "message": self.message if isinstance(self.message, Message) else clean(self.message),
            "path": shown(cut_numbers(self.path), PATH_LIMIT),
        }


def clean(text: str) -> str:
    """The last guard on an error's words: whatever a message quotes, it leaves the boundary
    short and clean."""
    return shown(cut_numbers(text), MESSAGE_LIMIT)


class RequestError(TrainerError):
    """The request is not shaped as the op expects (missing field, wrong type)."""


class CardError(TrainerError):
    """A card name that is not a card of the game's deck."""

    code = "invalid_card"


class PositionError(TrainerError):
    """Real cards, impossible position: a duplicate card, a trick too long, …"""

    code = "invalid_position"


class OptionError(TrainerError):
    """An unknown rule option or a value outside its choices."""

    code = "invalid_options"


class IllegalAction(TrainerError):
    """A well-formed action that the rules forbid here (a call, a play, an exchange).

    ``refusal`` (a :class:`Refusal`) says why, as data: its reason code and
    the rule sentence go into the JSON as ``reason`` and ``rule``.
    """

    code = "illegal_action"

    def __init__(
        self,
        message: str | Message,
        path: str = "",
        code: str | None = None,
        refusal: Refusal | None = None,
    ) -> None:
        super().__init__(message, path, code)
        self.refusal = refusal

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        if self.refusal is not None:
            data["reason"] = str(self.refusal.code)
            data["rule"] = self.refusal.rule.to_json()
        return data


class Reason(StrEnum):
    """Why an action is refused: one vocabulary for the three games.

    The first group is shared; the later groups name what only one game has. A reason is
    a stable code for programs (the quiz graders, the bots, the tests); the learner reads
    the refusal's ``message`` and its ``rule``.
    """

    # shared by every game
    NOT_IN_HAND = "not_in_hand"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    DEAL_OVER = "deal_over"
    NOT_ALLOWED = "not_allowed"
    # following and beating (Schafkopf, Tarok, Pamfil)
    FOLLOW_SUIT = "follow_suit"
    MUST_TRUMP = "must_trump"
    MUST_OVERTRUMP = "must_overtrump"
    MUST_HEAD = "must_head"
    # the called ace (Schafkopf)
    CALLED_ACE_MUST_PLAY = "called_ace_must_play"
    CALLED_ACE_LEAD = "called_ace_lead"
    RUNAWAY_LOWEST = "runaway_lowest"
    CALLED_ACE_DISCARD = "called_ace_discard"
    CALLED_SUIT_DISCARD = "called_suit_discard"
    # calls: auctions and declarations
    CONTRACT_CONDITION = "contract_condition"
    NOT_BID = "not_bid"
    AUCTION_OVER = "auction_over"
    OUT_OF_AUCTION = "out_of_auction"
    NO_BID_TO_HOLD = "no_bid_to_hold"
    ONLY_ELDER_HOLDS = "only_elder_holds"
    BID_TOO_LOW = "bid_too_low"
    ONE_STEP = "one_step"
    NO_SUCH_SEAT = "no_such_seat"
    KING_DOES_NOT_BID = "king_does_not_bid"
    FOREHAND_MUST_PLAY = "forehand_must_play"
    EXCHANGE_COUNT = "exchange_count"
    TALON_SHORT = "talon_short"
    DOUBLING_CLOSED = "doubling_closed"
    DOUBLING_ORDER = "doubling_order"
    DOUBLING_SIDE = "doubling_side"
    # the talon and the discard (Tarok), the exchange (Pamfil)
    TALON_PART = "talon_part"
    SOLO_TAKES_NOTHING = "solo_takes_nothing"
    DISCARD_COUNT = "discard_count"
    DISCARD_REPEATS = "discard_repeats"
    ANNOUNCEMENT_CONDITION = "announcement_condition"
    # why a card may be played: the rulings' positive codes (the play of every game)
    LEADS = "leads"
    """The leader may play any card (that no rule of the called ace keeps back)."""
    FOLLOWS = "follows"
    """The card follows the suit led (trumps count as one suit where the game says so)."""
    BEATS = "beats"
    """The card follows the suit led and beats the trick, as the duty to head asks (Pamfil)."""
    TRUMPS = "trumps"
    """Void in the suit led, the card is a trump (a tarok), as the rules ask."""
    OVERTRUMPS = "overtrumps"
    """The card is a trump that beats the highest trump already in the trick."""
    ANY_TRUMP = "any_trump"
    """A trump, where none of the hand's trumps beats the trick: any trump will do."""
    ANY_CARD = "any_card"
    """Nothing binds the card: the hand can neither follow nor trump (or need not)."""
    PLAYS_CALLED_ACE = "plays_called_ace"
    """The called ace, played as its rules ask or allow (Schafkopf)."""
    RUNS_AWAY = "runs_away"
    """A card of the called suit led by the ace's holder who may run away (Schafkopf)."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """One refused action: a stable ``code``, a sentence a learner can read, the rule broken."""

    code: Reason
    message: Message | str
    rule: Rule

    def to_json(self) -> dict[str, Any]:
        return {"code": str(self.code), "message": self.message, "rule": self.rule.to_json()}

    def error(self, path: str = "") -> IllegalAction:
        """The :class:`IllegalAction` to raise for this refusal (its JSON carries the rule)."""
        return IllegalAction(self.message, path, refusal=self)


@dataclass(frozen=True, slots=True)
class Ruling:
    """The ladder's answer on one card: ``allowed`` or not, the ``code`` that says why (a
    refusal's, or a positive one: :attr:`Reason.FOLLOWS`, :attr:`Reason.LEADS` …), the sentence
    with its arguments (``message.args``: the cards, suits and seats it names), and the rule.

    Every game's ``rule_on(position, card)`` answers one; its ``why_not_play`` is
    :meth:`refusal` of it, and its string-free ``legal_plays`` keeps the same rungs (a test holds
    the two equal). The ``state`` op gives the viewer's cards' rulings; the quiz graders and the
    lessons read them.
    """

    allowed: bool
    code: Reason
    message: Message
    rule: Rule

    @property
    def args(self) -> Mapping[str, object]:
        """What the ruling is about, as data: the message's arguments."""
        return self.message.args

    def refusal(self) -> Refusal | None:
        """The refusal this ruling makes, or ``None`` for an allowed card."""
        return None if self.allowed else Refusal(self.code, self.message, self.rule)

    def said(self, sentence: Callable[[Message], Message]) -> Ruling:
        """The same ruling with its words made a whole sentence by ``sentence`` (a game whose
        refusals are clauses, like Tarok's "tarok IX does not follow suit: …", gives the page
        and the quiz "Tarok IX does not follow suit: ….")."""
        return Ruling(self.allowed, self.code, sentence(self.message), self.rule)

    def to_json(self) -> dict[str, Any]:
        """``{"allowed", "code", "message", "rule"}``; the boundary says the message in the
        request's language and adds ``message_msg`` (its key and arguments)."""
        return {
            "allowed": self.allowed,
            "code": str(self.code),
            "message": self.message,
            "rule": self.rule.to_json(),
        }


@dataclass(frozen=True, slots=True)
class Duty:
    """What the rules ask of the hand about to play, in one sentence ("You must follow hearts;
    there is no duty to beat a plain suit."), read off its cards' rulings: the ``code`` its
    allowed cards share (the deciding rung) and the ``rule`` that decides the position. The quiz
    gives it as the why of a "which cards may be played" question; the lessons' guide shows it
    before the learner plays."""

    code: Reason
    message: Message
    rule: Rule

    def to_json(self) -> dict[str, Any]:
        return {"code": str(self.code), "message": self.message, "rule": self.rule.to_json()}


def deciding_rule(rulings: Sequence[Ruling], first: Reason | None = None) -> Rule:
    """The rule that decides a position: that of the refusals of ``first``'s code if any card
    is refused by it (the rung that asks most), else of the first refused card, else of the
    first card (a position that refuses nothing)."""
    refusals = [r for r in rulings if not r.allowed]
    for ruling in refusals:
        if ruling.code is first:
            return ruling.rule
    return (refusals or list(rulings))[0].rule


def allowed(code: Reason, message: Message, rule: Rule) -> Ruling:
    """A ruling that lets the card be played, and why."""
    return Ruling(True, code, message, rule)


def refused(code: Reason, message: Message, rule: Rule) -> Ruling:
    """A ruling that refuses the card, and why."""
    return Ruling(False, code, message, rule)


def can(refusal: Refusal | None) -> bool:
    """Is the action allowed? ``can(why_not_play(position, card))``: the ladder's yes/no."""
    return refusal is None


def verify(refusal: Refusal | None, path: str = "") -> None:
    """Raise the refusal's :class:`IllegalAction` (at ``path``), if there is one."""
    if refusal is not None:
        raise refusal.error(path)
