"""Legality of a play and the winner of a trick.

One function, :func:`analyse`, decides which cards of a hand may be played and, for the
others, why (a short reason code). Everything else is built on it: :func:`problems`,
:func:`legal_plays` (the random playouts use :func:`analyse` directly: no exceptions, no
messages), :meth:`PlayPosition.can_play`,
:func:`verify_play` (raises :class:`IllegalAction` with the learner's message and the rule),
and the ``reasons`` of the ``legal_plays`` op.

The rules, in the order they are checked:

1. Follow the effective suit led; trump is one suit (sk-follow-suit). If you cannot, any card
   (sk-no-trump-duty) ...
2. ... except the called ace before its suit has been led (sk-called-ace-no-lead, S6), and with
   ``forbid_discarding_called_suit`` the other cards of that suit too.
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
from trainer.errors import IllegalAction, PositionError
from trainer.rules import Rule
from trainer.schafkopf.contracts import Contract
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.ranking import TRUMP, Ranking, ranking
from trainer.schafkopf.rulebook import RULES

FOLLOW_SUIT = "follow_suit"
CALLED_ACE_MUST_PLAY = "called_ace_must_play"
CALLED_ACE_LEAD = "called_ace_lead"
RUNAWAY_LOWEST = "runaway_lowest"
CALLED_ACE_DISCARD = "called_ace_discard"
CALLED_SUIT_DISCARD = "called_suit_discard"

REASON_RULES: dict[str, str] = {
    FOLLOW_SUIT: "sk-follow-suit",
    CALLED_ACE_MUST_PLAY: "sk-called-ace-must-play",
    CALLED_ACE_LEAD: "sk-called-ace-lead",
    RUNAWAY_LOWEST: "sk-called-ace-lead",
    CALLED_ACE_DISCARD: "sk-called-ace-last-trick",
    CALLED_SUIT_DISCARD: "sk-called-ace-last-trick",
}
"""Reason code → rulebook id of the sentence it applies."""

_NO_REASONS: dict[Card, str] = {}


def analyse(
    hand: Sequence[Card],
    trick: Sequence[Card],
    rank: Ranking,
    ace: Card | None,
    called_led: bool,
    options: SchafkopfOptions,
    groups: dict[str, list[Card]] | None = None,
) -> tuple[Sequence[Card], str | None, dict[Card, str]]:
    """The one legality decision: ``(legal, default_reason, reasons)``.

    ``legal`` lists the playable cards in hand order (it may be ``hand`` itself: do not
    mutate it); every other card of the hand is illegal for ``reasons.get(card,
    default_reason)``. ``ace`` is the called ace of an ace game (``None`` otherwise);
    ``called_led`` says whether its suit has been led in an earlier trick. ``groups``
    (optional) is the same hand grouped by effective suit, kept up to date by the game state so
    that the playouts find the cards to follow with without scanning the hand. Built for the
    hot path: no messages, no exceptions, few allocations.
    """
    eff = rank.eff
    if ace is not None and (called_led or ace not in hand):
        ace = None  # the called ace binds only its holder, until its suit is led (rules 2–4)
    if trick:
        lead = eff[trick[0]]
        follow = [c for c in hand if eff[c] == lead] if groups is None else groups[lead]
        if follow:
            # Rule 1: follow the effective suit led.
            if ace is not None and lead == eff[ace]:
                # Rule 3: the suit is led for the first time, the holder must play the ace.
                reasons = {c: CALLED_ACE_MUST_PLAY for c in follow if c is not ace}
                return [ace], FOLLOW_SUIT, reasons
            return follow, FOLLOW_SUIT, _NO_REASONS
        if ace is None or len(hand) == 1:
            return hand, None, _NO_REASONS  # any card; the last trick frees the ace (S6)
        # Rule 2: discarding before the called suit has been led.
        reasons = {ace: CALLED_ACE_DISCARD}
        if options.forbid_discarding_called_suit:
            suit = eff[ace]
            same = [c for c in hand if eff[c] == suit and c is not ace]
            if len(same) + 1 < len(hand):  # something outside the suit is left to play
                for c in same:
                    reasons[c] = CALLED_SUIT_DISCARD
        return [c for c in hand if c not in reasons], None, reasons
    if ace is None:
        return hand, None, _NO_REASONS
    # Rule 4: the ace holder leads before the suit has been led.
    suit = eff[ace]
    same = [c for c in hand if eff[c] == suit and c is not ace]
    if not same:
        return hand, None, _NO_REASONS
    if len(same) + 1 < options.runaway_min_cards:
        reasons = {c: CALLED_ACE_LEAD for c in same}
    elif options.runaway_card == "any":
        return hand, None, _NO_REASONS
    else:
        lowest = min(same, key=rank.power.__getitem__)
        reasons = {c: RUNAWAY_LOWEST for c in same if c is not lowest}
    return [c for c in hand if c not in reasons], None, reasons


def problems(
    hand: Sequence[Card],
    trick: Sequence[Card],
    rank: Ranking,
    ace: Card | None,
    called_led: bool,
    options: SchafkopfOptions,
) -> dict[Card, str]:
    """Reason code for every card of ``hand`` that may not be played now (empty: all legal)."""
    legal, default, reasons = analyse(hand, trick, rank, ace, called_led, options)
    if len(legal) == len(hand):
        return {}
    allowed = set(legal)
    # A card outside ``legal`` without its own reason has the default one, which is then set.
    return {c: reasons.get(c) or default or "" for c in hand if c not in allowed}


def legal_plays(
    hand: Sequence[Card],
    trick: Sequence[Card],
    rank: Ranking,
    ace: Card | None,
    called_led: bool,
    options: SchafkopfOptions,
) -> list[Card]:
    """The cards of ``hand`` that may be played, in hand order."""
    return list(analyse(hand, trick, rank, ace, called_led, options)[0])


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

    Built by the API from a request (after :func:`check_position`) and by the game state.
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

    def problems(self) -> dict[Card, str]:
        return problems(self.hand, self.trick, self.rank, self.ace, self.called_led, self.options)

    def legal(self) -> list[Card]:
        return legal_plays(
            self.hand, self.trick, self.rank, self.ace, self.called_led, self.options
        )

    def can_play(self, card: Card) -> bool:
        return card in self.hand and card not in self.problems()

    def verify_play(self, card: Card, path: str = "card") -> None:
        """Raise :class:`IllegalAction` naming the rule when ``card`` may not be played."""
        if card not in self.hand:
            raise IllegalAction(f"{card.code} is not in the hand", path)
        code = self.problems().get(card)
        if code is not None:
            message, _rule = self.explain(card, code)
            raise IllegalAction(f"{card.code} cannot be played: {message}", path)

    def reasons(self) -> dict[str, dict[str, object]]:
        """``{card: {"code", "message", "rule"}}`` for every illegal card of the hand."""
        result: dict[str, dict[str, object]] = {}
        for card, code in self.problems().items():
            message, rule = self.explain(card, code)
            message = message[:1].upper() + message[1:]
            result[card.code] = {"code": code, "message": message, "rule": rule.to_json()}
        return result

    def explain(self, card: Card, code: str) -> tuple[str, Rule]:
        """The learner's sentence for one illegal card, and the rule it applies."""
        rule = RULES[REASON_RULES[code]]
        rank = self.rank
        if code == FOLLOW_SUIT:
            lead_card = self.trick[0]
            led = rank.eff[lead_card]
            holding = [c.code for c in self.hand if rank.eff[c] == led]
            what = rank.describe_suit(led)
            own = (
                "it is a trump"
                if rank.eff[card] == TRUMP
                else f"it is {Suit(rank.eff[card]).german_name}"
            )
            # The reminder helps only where an Ober or Unter is involved.
            extra = ""
            if {card.rank, lead_card.rank} & {"O", "U"}:
                extra = " (Obers and Unters belong to trump, not to their printed suit)"
                if self.contract.info.wenz:
                    extra = " (in Wenz only the Unters are trump; Obers stay in their suits)"
            return (
                f"{lead_card.code} led {what}, you hold {what} ({', '.join(holding)}) and must "
                f"follow; {own}{extra}.",
                rule,
            )
        ace = self.ace
        assert ace is not None and self.contract.called is not None
        suit_name = self.contract.called.german_name
        if code == CALLED_ACE_MUST_PLAY:
            return (
                f"{self.trick[0].code} leads {suit_name}, the called suit, for the first time, so "
                f"the holder of the called ace must play {ace.code}.",
                rule,
            )
        if code == CALLED_ACE_LEAD:
            count = sum(1 for c in self.hand if rank.eff[c] == str(self.contract.called))
            return (
                f"the holder of the called ace who leads {suit_name} must lead {ace.code}; "
                f"running away needs at least {self.options.runaway_min_cards} cards of "
                f"{suit_name} and you have {count}.",
                rule,
            )
        if code == RUNAWAY_LOWEST:
            same = [c for c in self.hand if rank.eff[c] == str(self.contract.called)]
            lowest = min((c for c in same if c is not ace), key=rank.power.__getitem__)
            return (
                f"running away from the called ace you may lead {ace.code} or the lowest card "
                f"of {suit_name}, {lowest.code}.",
                rule,
            )
        if code == CALLED_ACE_DISCARD:
            return (
                f"{suit_name} has not been led yet, so the called ace {ace.code} may not be "
                "thrown on a trick of another suit; only in the last trick.",
                rule,
            )
        return (
            f"{suit_name} has not been led yet, and by the house rule "
            "forbid_discarding_called_suit the holder of the called ace may not discard cards "
            "of that suit.",
            rule,
        )


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
            raise PositionError(
                f"history[{t}] has {len(past)} cards; every earlier trick has 4", f"history[{t}]"
            )
        places += [(f"history[{t}][{i}]", c) for i, c in enumerate(past)]
    check_distinct(places)
    if len(history) > 7:
        raise PositionError("a deal has 8 tricks, so at most 7 earlier ones", "history")
    if complete_trick:
        if len(trick) != 4:
            raise PositionError(f"a complete trick has 4 cards, not {len(trick)}", "trick")
        return
    if len(trick) > 3:
        raise PositionError("the trick already has 4 cards; nobody is left to play", "trick")
    if not hand:
        raise PositionError("the hand is empty: there is nothing to play", "hand")
    if len(hand) > 8:
        raise PositionError(f"a hand has at most 8 cards, not {len(hand)}", "hand")
    if history and len(hand) != 8 - len(history):
        raise PositionError(
            f"after {len(history)} earlier tricks a hand holds {8 - len(history)} cards, "
            f"not {len(hand)}",
            "hand",
        )


def check_distinct(places: list[tuple[str, Card]]) -> None:
    """Refuse a card that appears twice among ``(path, card)`` places."""
    seen: dict[Card, str] = {}
    for path, card in places:
        if card in seen:
            raise PositionError(f"{card.code} is both in {seen[card]} and in {path}", path)
        seen[card] = path
