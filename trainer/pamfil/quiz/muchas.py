"""Quiz kind on muchas: five cards of one suit, priorities and ties (P6–P9)."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from trainer.cards import Card, Suit
from trainer.i18n import AllOf, Message, Noun, msg
from trainer.naming import seat_name, seat_noun, suit_noun
from trainer.pamfil import mucha
from trainer.pamfil.deck import deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import GAME, players_for, trump_facts
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.points import mucha_card_points
from trainer.quiz import Draft, Question, Verdict, answer_choice, blocks
from trainer.quiz.framework import Said, joined
from trainer.quiz.grading import grade_choice
from trainer.quiz.sampling import draw

# -- mucha ----------------------------------------------------------------------------------


MuchaDeal = tuple[int, Card, Ranking, list[list[Card]]]
"""An arranged deal: the players, the turned card, the ranking it makes, the hands."""


def mucha_deal(rng: random.Random, level: int, options: PamfilOptions) -> MuchaDeal | None:
    """Arrange a deal with the muchas a level asks for (None when the cards do not allow)."""
    players = players_for(level, rng)
    deck = list(deck_for(players).cards)
    rng.shuffle(deck)
    indicator = deck.pop()
    ranking = ranking_for(indicator.suit or Suit.C, options.pamfil_mode)
    trump = ranking.trump
    plain = [s for s in Suit if s is not trump]
    seats = list(range(players))
    rng.shuffle(seats)
    plan: list[tuple[int, Suit, str]] = []  # (seat, suit, kind)
    if level == 1:
        if rng.random() < 0.75:
            plan.append((seats[0], rng.choice(list(Suit)), "mucha"))
        plan.append((seats[1], rng.choice(list(Suit)), "four"))
    elif level == 2:
        first, second = rng.sample(plain, 2)
        if rng.random() < 0.5:
            plan += [(seats[0], trump, "mucha"), (seats[1], first, "mucha")]
        else:
            plan += [(seats[0], first, "mucha"), (seats[1], second, "mucha")]
        if trump is not Suit.C and options.pamfil_mode == "top_trump" and rng.random() < 0.5:
            plan.append((seats[2], Suit.C, "pamfil_trap"))
    else:
        first, second = rng.sample(plain, 2)
        plan += [(seats[0], first, "mucha"), (seats[1], second, "mucha")]
        if rng.random() < 0.4:
            plan = [(s, suit, "figures") for s, suit, _ in plan]
    pool = list(deck)
    hands: list[list[Card] | None] = [None] * players
    for place, suit, kind in plan:
        cards = [c for c in pool if ranking.suit[c] is suit]
        if kind == "pamfil_trap":
            uc = [c for c in pool if c.code == PAMFIL_CODE]
            clubs = [c for c in pool if c.suit is Suit.C and c.code != PAMFIL_CODE]
            if not uc or len(clubs) < 4:
                return None
            hand = uc + rng.sample(clubs, 4)
        elif kind == "figures":
            figures = [c for c in cards if c.rank in ("A", "K", "O", "U", "10")]
            if len(figures) < 5:
                figures = sorted(cards, key=lambda c: -ranking.power[c])
            if len(figures) < 5:
                return None
            hand = figures[:5]
        elif kind == "four":
            if len(cards) < 4:
                return None
            others = [c for c in pool if ranking.suit[c] is not suit]
            hand = rng.sample(cards, 4) + rng.sample(others, 1)
        else:
            if len(cards) < 5:
                return None
            hand = rng.sample(cards, 5)
        for card in hand:
            pool.remove(card)
        hands[place] = hand
    rng.shuffle(pool)
    dealt = [hand if hand is not None else [pool.pop() for _ in range(5)] for hand in hands]
    return players, indicator, ranking, dealt


def _mucha_level_fits(level: int, result: mucha.MuchaResult) -> bool:
    if level == 1:
        return len(result.mucha_seats) <= 1
    return len(result.mucha_seats) >= 2


def _mucha_key(result: mucha.MuchaResult) -> str:
    if result.outcome == "redeal":
        return "redeal"
    if not result.winners:
        return "none"
    return "+".join(str(s) for s in result.winners)


def gen_mucha(rng: random.Random, level: int, options: PamfilOptions) -> Draft:

    def make(rng: random.Random) -> tuple[MuchaDeal, mucha.MuchaResult] | None:
        made = mucha_deal(rng, level, options)
        if made is None:
            return None
        _, _, ranking, hands = made
        return made, mucha.resolve(hands, ranking, options)

    (players, indicator, ranking, hands), result = draw(
        rng, make, lambda found: _mucha_level_fits(level, found[1])
    )
    shown: list[dict[str, Any]] = [trump_facts(ranking.trump, indicator, players)]
    for s, hand in enumerate(hands):
        in_order: list[Card] = sorted(hand, key=ranking.sort_key)
        shown.append(blocks.cards(seat_name(GAME, s, players), in_order))
    choices: list[tuple[str, Said]] = [("none", msg("pf.quiz.mucha.choice.played"))]
    choices += [(str(s), seat_name(GAME, s, players)) for s in range(players)]
    if options.mucha_tie == "both":
        choices += [
            (
                f"{a}+{b}",
                msg(
                    "pf.quiz.mucha.choice.both",
                    first=seat_noun(GAME, a, players),
                    second=seat_noun(GAME, b, players),
                ),
            )
            for a, b in combinations(range(players), 2)
        ]
    if options.mucha_tie == "redeal":
        choices.append(("redeal", msg("pf.quiz.mucha.choice.redeal")))
    prompt = msg("pf.quiz.mucha.prompt", trump=suit_noun(GAME, ranking.trump))
    example = (
        "several-muchas-trumps-first"
        if result.decided_by == "trump"
        else "several-muchas-the-card-points-decide"
        if result.decided_by in ("points", "seat", "tie")
        else None
    )
    return Draft(
        prompt=prompt,
        blocks=shown,
        answer=blocks.choice(choices),
        key=_mucha_key(result),
        rule=result.rule,
        context={
            "players": players,
            "trump": ranking.trump.value,
            "hands": [[c.code for c in h] for h in hands],
        },
        example=example,
    )


def _not_mucha(hand: list[Card], ranking: Ranking) -> Message:
    suits = {ranking.suit[c] for c in hand}
    uc = next((c for c in hand if c.code == PAMFIL_CODE), None)
    if (
        uc is not None
        and ranking.suit[uc] is not Suit.C
        and sum(c.suit is Suit.C for c in hand) == 5
    ):
        return msg("pf.quiz.mucha.not_mucha.pamfil")
    named = [suit_noun(GAME, suit) for suit in sorted(suits, key=lambda suit: suit.german_name)]
    return msg("pf.quiz.mucha.not_mucha.suits", n=len(suits), suits=AllOf(named))


def _rank_words(card: Card) -> Message:
    """A card's rank in a sum, as the lessons write it ("ace", "Ober", "the pamfil")."""
    rank = "pamfil" if card.code == PAMFIL_CODE else card.rank
    return msg(f"pf.quiz.mucha.rank.{rank.lower()}")


def _points_sum(hand: list[Card], ace_points: int, ranking: Ranking) -> Message:
    """ "ace 10 + king 10 + Ober 10 + nine 9 + eight 8 = 47": each card named, in the order
    the hand is shown (content review NEW-20: bare numbers out of order did not add up to
    the hand a learner reads)."""
    shown = sorted(hand, key=ranking.sort_key)
    values = [mucha_card_points(c, ace_points) for c in shown]
    terms = [
        msg("pf.quiz.mucha.term", rank=_rank_words(c), points=v)
        for c, v in zip(shown, values, strict=True)
    ]
    return msg("quiz.sum", terms=joined(terms, "quiz.plus"), total=sum(values))


def _story(
    result: mucha.MuchaResult, hands: list[list[Card]], ranking: Ranking, options: PamfilOptions
) -> Message:
    """Who has a mucha and who wins, in words, with the card-point sums when they decide."""
    players = len(hands)

    def who(s: int) -> Noun:
        return seat_noun(GAME, s, players)

    if result.decided_by == "":
        return msg("pf.quiz.mucha.story.none")
    seats = result.mucha_seats
    if result.decided_by == "only":
        s = seats[0]
        five = mucha.five_of(hands[s], result.suits[s], ranking)
        return msg("pf.quiz.mucha.story.only", seat=who(s), five=five)
    holders = AllOf(who(s) for s in seats)
    if result.decided_by == "trump":
        return msg("pf.quiz.mucha.story.trump", holders=holders, seat=who(result.winners[0]))
    pool = [s for s in seats if result.suits[s] is ranking.trump] or seats
    sums = joined(
        [
            msg(
                "pf.quiz.mucha.seat_sum",
                seat=who(s),
                sum=_points_sum(hands[s], options.ace_points, ranking),
            )
            for s in pool
        ],
        "pf.quiz.mucha.sums",
    )
    if result.decided_by == "points":
        # the answer line says who wins by a mucha: the story says why, not the same again
        winner = who(result.winners[0])
        return msg("pf.quiz.mucha.story.points", holders=holders, sums=sums, seat=winner)
    if result.decided_by == "seat":
        winner = who(result.winners[0])
        return msg("pf.quiz.mucha.story.seat", holders=holders, sums=sums, seat=winner)
    if result.decided_by == "tie" and result.winners:
        return msg("pf.quiz.mucha.story.both", holders=holders, sums=sums)
    return msg("pf.quiz.mucha.story.redeal", holders=holders, sums=sums)


def _answer_text(key: str, players: int) -> Message:
    if key == "none":
        return msg("pf.quiz.mucha.answer.played")
    if key == "redeal":
        return msg("pf.quiz.mucha.answer.redeal")
    names = [seat_noun(GAME, int(s), players) for s in key.split("+")]
    return msg("pf.quiz.mucha.answer.wins", n=len(names), seats=AllOf(names))


def grade_mucha(question: Question, answer: Any) -> Verdict:
    ctx = question.context
    options = PamfilOptions(**question.options)
    deck = deck_for(ctx["players"])
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    hands = [[deck.parse(c) for c in h] for h in ctx["hands"]]
    players = len(hands)
    result = mucha.resolve(hands, ranking, options)
    given = answer_choice(answer).lower()
    story = _story(result, hands, ranking, options)
    details: list[Said] = []
    if given != question.key:
        for part in given.split("+"):
            if not (part.isdigit() and int(part) < players):
                continue
            s = int(part)
            if s in result.winners:
                continue
            who = seat_noun(GAME, s, players)
            if s not in result.mucha_seats:
                reason = _not_mucha(hands[s], ranking)
                details.append(msg("pf.quiz.mucha.why.no_mucha", seat=who, reason=reason))
            else:
                details.append(msg("pf.quiz.mucha.why.outranked", seat=who))
        if given == "none" and result.mucha_seats:
            details.append(msg("pf.quiz.mucha.why.somebody"))
    wrong = joined(details, "quiz.then") if details else msg("pf.quiz.mucha.why.not_winner")
    return grade_choice(question, given, _answer_text(question.key, players), story, wrong)
