"""Legality of a play: which cards a hand may play, and why the others may not.

Two functions say the same rules, rung by rung, in the same order: :func:`playable` (the fast
path: the legal cards, no messages, used by the playouts and the state) and :func:`rule_on`
(the ruling on one card, allowed or not, worded for a learner, with its rule, used by the
``state`` and ``legal_plays`` ops, the quiz and the lessons; :func:`why_not_play` is its
refusal). A property test holds them to each other.

The rungs:

1. Follow the effective suit led; trump is one suit (sk-follow-suit). If you cannot, any card
   (sk-no-trump-duty) ...
2. ... except the called ace before its suit has been led (sk-called-ace-last-trick, S6), and
   with ``forbid_discarding_called_suit`` the other cards of that suit too.
3. The first time the called suit is led, its ace holder must play the ace
   (sk-called-ace-must-play).
4. The holder leading the called suit must lead the ace, unless he has at least
   ``runaway_min_cards`` of the suit: then the lowest (or any, by ``runaway_card``) (S5).
5. Once the suit has been led, by anybody and in any way, every restriction lifts (S7).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from trainer.cards import SCHAFKOPF_DECK, Card, Suit
from trainer.errors import Duty, PositionError, Reason, Refusal, Ruling, allowed, refused
from trainer.i18n import AllOf, Message, Noun, Text, msg
from trainer.naming import suit_noun
from trainer.schafkopf.contracts import Contract
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.ranking import TRUMP, Ranking, ranking
from trainer.schafkopf.rulebook import RULES


def playable(
    hand: Sequence[Card],
    trick: Sequence[Card],
    rank: Ranking,
    ace: Card | None,
    called_led: bool,
    options: SchafkopfOptions,
    groups: dict[str, list[Card]] | None = None,
) -> Sequence[Card]:
    """The cards of ``hand`` that may be played, in hand order (the fast path).

    The result may be ``hand`` itself: do not mutate it. ``ace`` is the called ace of an ace
    game (``None`` otherwise); ``called_led`` says whether its suit has been led in an earlier
    trick. ``groups`` (optional) is the same hand grouped by effective suit, kept up to date by
    the playouts so that following needs no scan of the hand. No messages, few allocations.
    """
    eff = rank.eff
    if ace is not None and (called_led or ace not in hand):
        ace = None  # the called ace binds only its holder, until its suit is led (rules 2–5)
    if trick:
        lead = eff[trick[0]]
        follow = [c for c in hand if eff[c] == lead] if groups is None else groups[lead]
        if follow:  # rule 1; rule 3: the called suit led for the first time
            return [ace] if ace is not None and lead == eff[ace] else follow
        if ace is None or len(hand) == 1:
            return hand  # any card; the last trick frees the ace (S6)
        barred = {ace}  # rule 2
        if options.forbid_discarding_called_suit:
            same = [c for c in hand if eff[c] == eff[ace]]
            if len(same) < len(hand):  # something outside the suit is left to play
                barred.update(same)
        return [c for c in hand if c not in barred]
    if ace is None:
        return hand
    same = [c for c in hand if eff[c] == eff[ace] and c is not ace]  # rule 4
    if not same or (len(same) + 1 >= options.runaway_min_cards and options.runaway_card == "any"):
        return hand
    if len(same) + 1 < options.runaway_min_cards:
        return [c for c in hand if c not in same]
    lowest = min(same, key=rank.power.__getitem__)
    return [c for c in hand if c is lowest or c not in same]


_ACES = {card.suit: card for card in SCHAFKOPF_DECK.cards if card.rank == "A"}


def called_ace_of(contract: Contract) -> Card | None:
    """The called ace of an ace game (``None`` for every other contract)."""
    if contract.called is None:
        return None
    return _ACES[contract.called]


def suit_led_in(history: Sequence[Sequence[Card]], suit: Suit, rank: Ranking) -> bool:
    """True when some earlier trick was led with a plain card of ``suit`` (S7)."""
    key = str(suit)
    return any(trick and rank.eff[trick[0]] == key for trick in history)


@dataclass
class PlayPosition:
    """One player about to play: the contract, his hand, the trick so far and earlier tricks.

    Built by the ``legal_plays`` op from a request (after :func:`check_position`), by the state
    and by the quiz.
    """

    contract: Contract
    hand: list[Card]
    trick: list[Card]
    history: list[list[Card]] = field(default_factory=list)
    options: SchafkopfOptions = field(default_factory=SchafkopfOptions)

    def __post_init__(self) -> None:
        self.rank = ranking(self.contract)
        self.ace = called_ace_of(self.contract)
        self.called_led = self.contract.called is not None and suit_led_in(
            self.history, self.contract.called, self.rank
        )

    def refusals(self) -> dict[Card, Refusal]:
        """Every card of the hand that may not be played, with its refusal."""
        found = {card: rule_on(self, card).refusal() for card in self.hand}
        return {card: refusal for card, refusal in found.items() if refusal is not None}


def legal_plays(position: PlayPosition) -> list[Card]:
    """The cards the player may play, in hand order."""
    p = position
    return list(playable(p.hand, p.trick, p.rank, p.ace, p.called_led, p.options))


_FOLLOW, _NO_DUTY = RULES["sk-follow-suit"], RULES["sk-no-trump-duty"]
_FIRST_LEAD, _ACE_LEAD = RULES["sk-first-lead"], RULES["sk-called-ace-lead"]
_ACE_PLAY, _ACE_LAST = RULES["sk-called-ace-must-play"], RULES["sk-called-ace-last-trick"]


def _suit(suit: Suit | str) -> Noun:
    return suit_noun("schafkopf", Suit(suit))


def rule_on(position: PlayPosition, card: Card) -> Ruling:
    """The ruling on ``card`` now, allowed or not, in a learner's words and with its rule. The
    same rungs as :func:`playable`, in the same order. Like every refusal the message has no
    final full stop: the page and the quiz end the sentence."""
    p = position
    if card not in p.hand:
        return refused(Reason.NOT_IN_HAND, msg("sk.play.not_in_hand", card=card), _FOLLOW)
    eff, hand, ace = p.rank.eff, p.hand, p.ace
    if ace is not None and (p.called_led or ace not in hand):
        ace = None  # the called ace binds only its holder, until its suit is led (rule 5)
    called = p.contract.called
    if p.trick:
        led_card = p.trick[0]
        lead = eff[led_card]
        follow = [c for c in hand if eff[c] == lead]
        if follow:
            if eff[card] != lead:  # rule 1
                return refused(Reason.FOLLOW_SUIT, _not_following(p, card, follow), _FOLLOW)
            if ace is not None and lead == eff[ace] and card is not ace:  # rule 3
                assert called is not None  # an ace is called
                message = msg(
                    "sk.play.called_ace_must_play",
                    lead=led_card,
                    suit=_suit(called),
                    ace=ace,
                )
                return refused(Reason.CALLED_ACE_MUST_PLAY, message, _ACE_PLAY)
            if lead == TRUMP:
                return allowed(Reason.FOLLOWS, msg("sk.play.follows_trump", card=card), _FOLLOW)
            message = msg("sk.play.follows", card=card, suit=_suit(lead))
            return allowed(Reason.FOLLOWS, message, _FOLLOW)
        if ace is not None and len(hand) > 1:
            assert called is not None  # an ace is called
            if card is ace:  # rule 2
                message = msg("sk.play.called_ace_discard", suit=_suit(called))
                return refused(Reason.CALLED_ACE_DISCARD, message, _ACE_LAST)
            same = [c for c in hand if eff[c] == eff[ace]]
            if p.options.forbid_discarding_called_suit and card in same and len(same) < len(hand):
                message = msg("sk.play.called_suit_discard", suit=_suit(called))
                return refused(Reason.CALLED_SUIT_DISCARD, message, _ACE_LAST)
        # A player who cannot follow may play any card (a trump lead: he holds none).
        if lead == TRUMP:
            return allowed(Reason.ANY_CARD, msg("sk.play.no_trump", card=card), _FOLLOW)
        message = msg("sk.play.any_card", card=card, suit=_suit(lead))
        return allowed(Reason.ANY_CARD, message, _NO_DUTY)
    if card is p.ace:
        return allowed(Reason.PLAYS_CALLED_ACE, msg("sk.play.leads_called_ace"), _ACE_LEAD)
    if ace is None or eff[card] != eff[ace]:
        return allowed(Reason.LEADS, msg("sk.play.leads", card=card), _FIRST_LEAD)
    assert called is not None  # an ace is called
    count = sum(1 for c in hand if eff[c] == eff[ace])  # rule 4
    least = p.options.runaway_min_cards
    if count < least:
        message = msg("sk.play.called_ace_lead", suit=_suit(called), n=least, count=count)
        return refused(Reason.CALLED_ACE_LEAD, message, _ACE_LEAD)
    runs = msg("sk.play.runs_away", card=card, suit=_suit(called), n=least)
    if p.options.runaway_card == "any":
        return allowed(Reason.RUNS_AWAY, runs, _ACE_LEAD)
    lowest = min(
        (c for c in hand if eff[c] == eff[ace] and c is not ace), key=p.rank.power.__getitem__
    )
    if card is lowest:
        return allowed(Reason.RUNS_AWAY, runs, _ACE_LEAD)
    message = msg("sk.play.runaway_lowest", suit=_suit(called), lowest=lowest)
    return refused(Reason.RUNAWAY_LOWEST, message, _ACE_LEAD)


def _not_following(p: PlayPosition, card: Card, follow: list[Card]) -> Message:
    """The refusal of a card that does not follow, with a word on the Obers and Unters where
    one of them makes the difference (SK-12: a trump lead is said of the card led)."""
    led_card = p.trick[0]
    lead = p.rank.eff[led_card]
    ordered: list[Card] = sorted(follow, key=p.rank.power.__getitem__, reverse=True)
    held = AllOf(ordered)
    if lead == TRUMP:
        message = msg("sk.play.follow_trump", card=card, lead=led_card, cards=held, n=len(follow))
    else:
        message = msg("sk.play.follow_suit", card=card, suit=_suit(lead), lead=led_card, cards=held)
    wenz = p.contract.info.wenz
    if led_card.rank in ("O", "U") and lead == TRUMP and not wenz:
        return msg("sk.play.note.obers_unters_trumps", reason=message)
    if {card.rank, led_card.rank} & {"O", "U"}:
        key = "sk.play.note.wenz" if wenz else "sk.play.note.printed_suit"
        return msg(key, reason=message)
    return message


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    """Why ``card`` may not be played now, or ``None`` when it may (its :func:`rule_on`)."""
    return rule_on(position, card).refusal()


def sentence(reason: Message) -> Message:
    """A ruling as a whole sentence: its first letter up and a full stop (the refusals are
    clauses that the page and the quiz end)."""
    return msg("sk.play.sentence", reason=reason)


def rulings(position: PlayPosition) -> list[Ruling]:
    """The ruling on every card of the hand, in hand order."""
    return [rule_on(position, card) for card in position.hand]


_CALLED_CODES = (
    Reason.CALLED_ACE_DISCARD,
    Reason.CALLED_ACE_LEAD,
    Reason.CALLED_ACE_MUST_PLAY,
    Reason.CALLED_SUIT_DISCARD,
    Reason.RUNAWAY_LOWEST,
)


def duty(position: PlayPosition, ruled: Sequence[Ruling] | None = None) -> Duty:
    """What the rules ask of this hand, said once, from its cards' rulings (``ruled``, made
    when not given): following (a trump, or the suit led), or, unable to, any card; the
    leader any card; with what the called ace's rules keep back. The rule is the called ace's
    where it refuses a card, else that of the duty."""
    ruled = rulings(position) if ruled is None else ruled
    refusals = {r.code for r in ruled if not r.allowed}
    codes = {r.code for r in ruled if r.allowed}
    called = [r.rule for r in ruled if r.code in _CALLED_CODES]
    if position.trick:
        lead = position.rank.eff[position.trick[0]]
        if Reason.FOLLOWS in codes and lead == TRUMP:
            code, message, rule = Reason.FOLLOWS, msg("sk.duty.follow_trump"), _FOLLOW
        elif Reason.FOLLOWS in codes:
            key = (
                "sk.duty.follow_called_ace"
                if Reason.CALLED_ACE_MUST_PLAY in refusals
                else "sk.duty.follow"
            )
            code, message, rule = Reason.FOLLOWS, msg(key, suit=_suit(lead)), _FOLLOW
        else:
            if Reason.CALLED_SUIT_DISCARD in refusals:
                keeps = "_keeps_suit"
            elif Reason.CALLED_ACE_DISCARD in refusals:
                keeps = "_keeps_ace"
            else:
                keeps = ""
            if lead == TRUMP:
                message = msg(f"sk.duty.no_trump{keeps}")
                rule = _FOLLOW
            else:
                message = msg(f"sk.duty.any_card{keeps}", suit=_suit(lead))
                rule = _FOLLOW if Reason.FOLLOW_SUIT in refusals else _NO_DUTY
            code = Reason.ANY_CARD
    else:
        if Reason.CALLED_ACE_LEAD in refusals:
            key = "sk.duty.lead_ace"
        elif Reason.RUNAWAY_LOWEST in refusals:
            key = "sk.duty.lead_lowest"
        else:
            key = "sk.duty.lead"
        code, message, rule = Reason.LEADS, msg(key), RULES["sk-called-ace-no-lead"]
    return Duty(code, message, called[0] if called else rule)


def check_position(
    hand: list[Card],
    trick: list[Card],
    history: list[list[Card]],
    *,
    complete_trick: bool = False,
) -> None:
    """Refuse impossible positions with :class:`PositionError` (a path for every complaint)."""
    places = [(f"hand[{i}]", c) for i, c in enumerate(hand)]
    places += [(f"trick[{i}]", c) for i, c in enumerate(trick)]
    for t, past in enumerate(history):
        if len(past) != 4:
            where = f"history[{t}]"
            short = msg("sk.position.history_size", where=Text(where), n=len(past))
            raise PositionError(short, where)
        places += [(f"history[{t}][{i}]", c) for i, c in enumerate(past)]
    check_distinct(places)
    if len(history) > 7:
        raise PositionError(msg("sk.position.too_many_tricks"), "history")
    if complete_trick:
        if len(trick) != 4:
            raise PositionError(msg("sk.position.trick_size", count=len(trick)), "trick")
        return
    if len(trick) > 3:
        raise PositionError(msg("sk.position.trick_full"), "trick")
    if not hand:
        raise PositionError(msg("core.position.empty_hand"), "hand")
    if len(hand) > 8:
        raise PositionError(msg("sk.position.hand_too_big", count=len(hand)), "hand")
    if history and len(hand) != 8 - len(history):
        wrong = msg(
            "sk.position.hand_size",
            tricks=msg("core.count.earlier_tricks_after", n=len(history)),
            cards=msg("core.count.cards_held", n=8 - len(history)),
            held=len(hand),
        )
        raise PositionError(wrong, "hand")


def check_distinct(places: list[tuple[str, Card]]) -> None:
    """Refuse a card that appears twice among ``(path, card)`` places."""
    seen: dict[Card, str] = {}
    for path, card in places:
        if card in seen:
            twice = msg(
                "core.position.card_twice",
                card=Text(card.code),
                first=Text(seen[card]),
                second=Text(path),
            )
            raise PositionError(twice, path)
        seen[card] = path
