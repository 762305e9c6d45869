"""Mucha: five cards of one suit win the deal without play (rules-notes P6–P9).

"Ten kto po rozdaniu lub po wymianie kart ma w ręku pięć kart jednego koloru, wygrywa
partię bez rozgrywki (tzw. mucha)." The pamfil belongs to the suit the ranking gives it
(P8): with ``pamfil_mode = "top_trump"`` UC + four trumps is a trump mucha, UC + four
acorns under another trump is not. Between several muchas the trump one wins, else the
most card points (figures 10, pips by number, the ace by ``ace_points``), then the earlier
seat (P7, option ``mucha_tie``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from trainer.cards import Card, Suit
from trainer.i18n import Message, Noun, msg
from trainer.naming import seat_noun, suit_noun
from trainer.pamfil.deck import HAND_SIZE
from trainer.pamfil.options import DEFAULT_OPTIONS, PamfilOptions
from trainer.pamfil.ranking import Ranking, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.points import mucha_points
from trainer.records import ScoreLine
from trainer.rules import Rule


def mucha_suit(hand: Sequence[Card], ranking: Ranking) -> Suit | None:
    """The suit of a mucha hand (five cards of one suit, as the ranking counts suits)."""
    if len(hand) != HAND_SIZE:
        return None
    suit = ranking.suit
    first = suit[hand[0]]
    if suit[hand[-1]] is not first:  # most hands fail at this first look
        return None
    for card in hand:
        if suit[card] is not first:
            return None
    return first


def five_of(hand: Sequence[Card], suit: Suit, ranking: Ranking) -> Message:
    """What a mucha hand's five cards are, in words: "five leaves", "five trumps (hearts)",
    or "five trumps, the pamfil and four hearts" when the pamfil, a trump of no printed
    trump suit (P1, P8), is one of them."""
    named = suit_noun("pamfil", suit)
    if suit is not ranking.trump:
        return msg("pf.mucha.five", suit=named)
    strangers = [card for card in hand if card.suit is not suit]
    if len(strangers) == 1:
        return msg("pf.mucha.five_trumps_pamfil", suit=named)
    return msg("pf.mucha.five_trumps", suit=named)


@dataclass
class MuchaResult:
    """Who holds a mucha and who wins by it.

    ``winners`` is empty when nobody has a mucha or when a tie means a new deal
    (``outcome == "redeal"``); with ``mucha_tie = "both"`` it can hold several seats.
    """

    mucha_seats: list[int]
    suits: dict[int, Suit]
    card_points: list[int]
    winners: list[int]
    outcome: str  # "none" | "mucha" | "redeal"
    decided_by: str  # "" | "only" | "trump" | "points" | "seat" | "tie"
    rule: Rule
    explanation: Message | str = ""
    options: tuple[str, ...] = ()
    """The house rules that made this outcome (see :func:`shaped_by`)."""

    def line(self) -> ScoreLine:
        """The score line that says who won by a mucha, with its rule and its house rules."""
        return ScoreLine(self.explanation, self.rule, options=self.options)

    @property
    def winner(self) -> int | None:
        return self.winners[0] if len(self.winners) == 1 else None


MUCHA_OPTIONS = ("pamfil_mode", "ace_points", "mucha_tie")
"""The options a mucha's outcome reads: which suit the pamfil counts in, the ace's card
points and how a tie on points ends."""


def resolve(
    hands: Sequence[Sequence[Card]], ranking: Ranking, options: PamfilOptions
) -> MuchaResult:
    """Find the muchas among ``hands`` (by seat), decide between them, and name the house
    rules that made the outcome."""
    result = decide(hands, ranking, options)
    if result.outcome != "none":
        result.options = shaped_by(hands, ranking, options, result)
    return result


def shaped_by(
    hands: Sequence[Sequence[Card]], ranking: Ranking, options: PamfilOptions, result: MuchaResult
) -> tuple[str, ...]:
    """The options off the text's value that made this outcome, judged from the hands: each
    is put back to the text's value and the muchas decided again; where the winners or the
    line's words (its card points) change, that house rule made the line. An ace counted 11
    names ``ace_points`` only when an ace is in a compared hand, a tie rule only on a tie."""
    shaped = []
    for name in MUCHA_OPTIONS:
        text_value = getattr(DEFAULT_OPTIONS, name)
        value = ranking.pamfil_mode if name == "pamfil_mode" else getattr(options, name)
        if value == text_value:
            continue
        plain = replace(options, **{name: text_value})
        mode = text_value if name == "pamfil_mode" else ranking.pamfil_mode
        other = decide(hands, ranking_for(ranking.trump, mode), plain)
        if (other.winners, other.outcome, other.explanation) != (
            result.winners,
            result.outcome,
            result.explanation,
        ):
            shaped.append(name)
    return tuple(shaped)


def decide(
    hands: Sequence[Sequence[Card]], ranking: Ranking, options: PamfilOptions
) -> MuchaResult:
    """Find the muchas among ``hands`` (by seat) and decide between them, as the options say."""
    points = [mucha_points(hand, options.ace_points) for hand in hands]
    suits: dict[int, Suit] = {}
    for seat, hand in enumerate(hands):
        suit = mucha_suit(hand, ranking)
        if suit is not None:
            suits[seat] = suit
    seats = sorted(suits)
    trump = ranking.trump

    def who(seat: int) -> Noun:  # "the forehand": a learner reads seats by name, never by number
        return seat_noun("pamfil", seat, len(hands))

    if not seats:
        return MuchaResult(
            [], {}, points, [], "none", "", RULES["pf-mucha"], msg("pf.mucha.nobody")
        )
    if len(seats) == 1:
        seat = seats[0]
        five = five_of(hands[seat], suits[seat], ranking)
        text = msg("pf.mucha.alone", seat=who(seat), five=five)
        return MuchaResult(seats, suits, points, [seat], "mucha", "only", RULES["pf-mucha"], text)
    trump_seats = [s for s in seats if suits[s] is trump]
    if len(trump_seats) == 1:
        seat = trump_seats[0]
        text = msg("pf.mucha.trump_first", seat=who(seat))
        return MuchaResult(
            seats, suits, points, [seat], "mucha", "trump", RULES["pf-mucha-trump"], text
        )
    pool = trump_seats or seats
    best = max(points[s] for s in pool)
    top = [s for s in pool if points[s] == best]
    shown = _points_of([msg("pf.mucha.seat_points", seat=who(s), points=points[s]) for s in pool])
    rule = RULES["pf-mucha-points"]
    if len(top) == 1:
        key = "pf.mucha.points_trumps" if trump_seats else "pf.mucha.points"
        text = msg(key, points=shown)
        return MuchaResult(seats, suits, points, top, "mucha", "points", rule, text)
    if options.mucha_tie == "seat":
        text = msg("pf.mucha.tie_seat", points=shown, seat=who(top[0]))
        return MuchaResult(seats, suits, points, top[:1], "mucha", "seat", rule, text)
    if options.mucha_tie == "both":
        text = msg("pf.mucha.tie_both", points=shown)
        return MuchaResult(seats, suits, points, top, "mucha", "tie", rule, text)
    text = msg("pf.mucha.tie_redeal", points=shown)
    return MuchaResult(seats, suits, points, [], "redeal", "tie", rule, text)


def _points_of(said: list[Message]) -> Message:
    """Each mucha's card points, one after the other ("the forehand 34, the dealer 31")."""
    if len(said) == 1:
        return said[0]
    return msg("pf.mucha.points_more", first=said[0], rest=_points_of(said[1:]))
