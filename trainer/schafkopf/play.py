"""Legality of a play: which cards a hand may play, and why the others may not.

Two functions say the same rules, rung by rung, in the same order: :func:`playable` (the fast
path: the legal cards, no messages, used by the playouts and the state) and
:func:`why_not_play` (the refusal of one card, worded for a learner, with its rule, used by
the ``state`` and ``legal_plays`` ops and the quiz). A property test holds them to each other.

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
from trainer.errors import PositionError, Reason, Refusal
from trainer.naming import capital, cards_in_text, plural, the_card
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
        found = {card: why_not_play(self, card) for card in self.hand}
        return {card: refusal for card, refusal in found.items() if refusal is not None}


def legal_plays(position: PlayPosition) -> list[Card]:
    """The cards the player may play, in hand order."""
    p = position
    return list(playable(p.hand, p.trick, p.rank, p.ace, p.called_led, p.options))


def why_not_play(position: PlayPosition, card: Card) -> Refusal | None:
    """Why ``card`` may not be played now, in a learner's words and with its rule; ``None``
    when it may. The same rungs as :func:`playable`, in the same order. Like every refusal the
    message has no final full stop: the page and the quiz end the sentence."""
    p = position
    named = capital(the_card("schafkopf", card))
    if card not in p.hand:
        return Refusal(Reason.NOT_IN_HAND, f"{named} is not in your hand", RULES["sk-follow-suit"])
    eff, hand, ace = p.rank.eff, p.hand, p.ace
    if ace is not None and (p.called_led or ace not in hand):
        ace = None  # the called ace binds only its holder, until its suit is led (rule 5)
    suit = "" if p.contract.called is None else p.contract.called.german_name
    if p.trick:
        led_card = p.trick[0]
        lead = eff[led_card]
        follow = [c for c in hand if eff[c] == lead]
        if follow:
            if eff[card] != lead:  # rule 1
                ordered: list[Card] = sorted(follow, key=p.rank.power.__getitem__, reverse=True)
                held = cards_in_text("schafkopf", ordered)
                if lead == TRUMP:  # SK-12: said of the card led, trumps as a plural noun
                    message = (
                        f"{named} is not a trump: {the_card('schafkopf', led_card)} was led, a "
                        f"trump, and you hold {held}, so you must play "
                        f"{'it' if len(follow) == 1 else 'one of them'}"
                    )
                else:
                    led = p.rank.describe_suit(lead)
                    message = (
                        f"{named} does not follow {led}: {the_card('schafkopf', led_card)} was "
                        f"led, and you hold {held}"
                    )
                if led_card.rank in ("O", "U") and lead == TRUMP and not p.contract.info.wenz:
                    message += ". In this game the Obers and Unters are trumps"
                elif {card.rank, led_card.rank} & {"O", "U"}:
                    message += (
                        ". In a Wenz only the Unters are trumps; the Obers stay in their suits"
                        if p.contract.info.wenz
                        else ". The Obers and Unters are trumps, not cards of their printed suit"
                    )
                return Refusal(Reason.FOLLOW_SUIT, message, RULES["sk-follow-suit"])
            if ace is not None and lead == eff[ace] and card is not ace:  # rule 3
                message = (
                    f"{capital(the_card('schafkopf', led_card))} leads {suit}, the called suit, "
                    "for the first time, so the holder of the called ace must play it, "
                    f"{the_card('schafkopf', ace)}"
                )
                return Refusal(
                    Reason.CALLED_ACE_MUST_PLAY, message, RULES["sk-called-ace-must-play"]
                )
            return None
        if ace is None or len(hand) == 1:
            return None
        if card is ace:  # rule 2
            message = (
                f"The called suit, {suit}, has not been led yet, so the called ace may not be "
                "discarded on a trick of another suit; it may go only in the last trick"
            )
            return Refusal(Reason.CALLED_ACE_DISCARD, message, RULES["sk-called-ace-last-trick"])
        same = [c for c in hand if eff[c] == eff[ace]]
        if p.options.forbid_discarding_called_suit and card in same and len(same) < len(hand):
            message = (
                f"The called suit, {suit}, has not been led yet, and under this house rule the "
                "holder of the called ace may not discard any card of that suit"
            )
            return Refusal(Reason.CALLED_SUIT_DISCARD, message, RULES["sk-called-ace-last-trick"])
        return None
    if ace is None or card is ace or eff[card] != eff[ace]:
        return None
    count = sum(1 for c in hand if eff[c] == eff[ace])  # rule 4
    if count < p.options.runaway_min_cards:
        message = (
            f"Leading {suit}, the called suit, the holder of the called ace must lead the ace; "
            f"running away needs at least {p.options.runaway_min_cards} cards of {suit}, and you "
            f"hold {count}"
        )
        return Refusal(Reason.CALLED_ACE_LEAD, message, RULES["sk-called-ace-lead"])
    if p.options.runaway_card == "any":
        return None
    lowest = min(
        (c for c in hand if eff[c] == eff[ace] and c is not ace), key=p.rank.power.__getitem__
    )
    if card is lowest:
        return None
    message = (
        f"Running away from the called ace, you may lead the ace or the lowest card of {suit}, "
        f"{the_card('schafkopf', lowest)}"
    )
    return Refusal(Reason.RUNAWAY_LOWEST, message, RULES["sk-called-ace-lead"])


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
                f"history[{t}] has {plural(len(past), 'card')}; every earlier trick has 4",
                f"history[{t}]",
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
            f"after {plural(len(history), 'earlier trick')} a hand holds "
            f"{plural(8 - len(history), 'card')}, "
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
