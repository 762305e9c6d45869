"""Quiz kinds on the play: which cards are legal, which card wins the trick (T3, T1, T2)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.errors import Reason
from trainer.i18n import Message, msg
from trainer.naming import seat_noun, suit_noun
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_plays, grade_winner, led_suit_wins
from trainer.quiz.sampling import draw
from trainer.records import Trick
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import PlayPosition, duty, legal_plays, rulings, sentence
from trainer.tarok.quiz.common import GAME, finished_state, played_state
from trainer.tarok.ranking import winning_index
from trainer.tarok.rulebook import RULES
from trainer.tarok.state import Phase, TarokState
from trainer.tarok.table import PLAYING

SKIS = 22

# -- legal_plays -----------------------------------------------------------------------------------


def _legal_plays_ok(level: int, hand: list[Card], trick: list[Card]) -> bool:
    legal = legal_plays(hand, trick)
    if not trick or len(legal) == len(hand):
        return False
    lead = trick[0]
    has_suit = lead.suit is not None and any(c.suit is lead.suit for c in hand)
    tarok_in_trick = any(c.number for c in trick)
    if level == 1:
        return has_suit
    if level == 2:
        return not has_suit and not (tarok_in_trick and len(trick) > 1 and lead.suit is not None)
    # level 3: a tarok already in the trick and a hand that must beat it with some, not all
    taroks = [c for c in hand if c.number]
    return (not has_suit) and tarok_in_trick and 0 < len(legal) < len(taroks)


_EXAMPLES = {
    Reason.FOLLOWS: "following-suit",
    Reason.TRUMPS: "no-card-of-the-suit-play-a-tarok",
    Reason.OVERTRUMPS: "a-tarok-already-in-the-trick-you-must-overtrump",
    Reason.ANY_TRUMP: "taroks-that-cannot-beat",
}
"""The worked example of each duty, by the code of the cards it allows."""


def _legal_example(position: PlayPosition) -> str:
    if position.trick[0].number and duty(position).code is not Reason.FOLLOWS:
        return "a-tarok-led-follow-with-a-higher-tarok-and-the-skiz-counts"
    return _EXAMPLES[duty(position).code]


def gen_legal_plays(rng: random.Random, level: int, options: TarokOptions) -> Draft:

    def make(rng: random.Random) -> TarokState | None:
        state = played_state(rng, options)
        for _ in range(rng.randrange(0, 34)):
            if state.phase is not Phase.PLAY:
                return None
            state.play(rng.choice(legal_plays(state.current_hand, state.trick)))
        return state if state.phase is Phase.PLAY else None

    state = draw(rng, make, lambda s: _legal_plays_ok(level, list(s.current_hand), list(s.trick)))
    you = state.player
    hand, trick = list(state.current_hand), list(state.trick)
    legal = legal_plays(hand, trick)
    return Draft(
        prompt=msg("quiz.plays.prompt", seat=seat_noun(GAME, you, PLAYING)),
        blocks=[
            blocks.trick(GAME, msg("quiz.plays.trick_so_far"), state.leader, trick, PLAYING, you),
            blocks.cards(msg("quiz.plays.your_hand"), hand),
        ],
        answer=blocks.pick_cards(1),
        key=[c.code for c in legal],
        rule=duty(PlayPosition(hand, trick)).rule,
        context={
            "hand": [c.code for c in hand],
            "trick": [c.code for c in trick],
            "history": [[c.code for c in t.cards] for t in state.tricks],
        },
        example=_legal_example(PlayPosition(hand, trick)),
    )


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    hand = [TAROK_DECK.parse(c) for c in question.context["hand"]]
    trick = [TAROK_DECK.parse(c) for c in question.context["trick"]]
    position = PlayPosition(hand, trick)
    ruled = rulings(position)
    return grade_plays(
        question,
        answer,
        TAROK_DECK,
        dict(zip(hand, ruled, strict=True)),
        duty(position, ruled),
        sentence,
    )


# -- trick_winner ----------------------------------------------------------------------------------


def _winner_fits(level: int, cards: list[Card], rng_roll: float) -> bool:
    win = winning_index(cards)
    taroks = [c for c in cards if c.number]
    if level == 1:
        return not taroks and (win != 0 or rng_roll < 0.3)
    if level == 2:
        return len(taroks) == 1 and win != 0
    odd_king = not taroks and any(c.suit is not cards[0].suit and c.rank == "K" for c in cards)
    return win != 0 and (len(taroks) >= 2 or odd_king)


def gen_trick_winner(rng: random.Random, level: int, options: TarokOptions) -> Draft:

    def make(rng: random.Random) -> tuple[Trick, float]:
        state = finished_state(rng, options)
        return rng.choice(state.tricks), rng.random()

    trick, _ = draw(rng, make, lambda found: _winner_fits(level, found[0].cards, found[1]))
    cards = trick.cards
    win = winning_index(cards)
    winner = cards[win]
    example = None
    if winner.number == SKIS and any(c.number == 21 for c in cards):
        example = "the-skiz-above-the-mond"
    elif winner.number == 1:
        example = "the-pagat-takes-a-king"
    elif not winner.number:
        example = "a-suit-trick"
    return Draft(
        prompt=msg("quiz.winner.prompt"),
        blocks=[
            blocks.trick(
                GAME, msg("quiz.winner.trick"), trick.leader, cards, PLAYING, seats=trick.seats(3)
            )
        ],
        answer=blocks.pick_cards(0, "one"),
        key=winner.code,
        rule=RULES["tk-skis" if any(c.number == SKIS for c in cards) else "tk-trick-winner"],
        context={"trick": [c.code for c in cards]},
        example=example,
    )


def grade_trick_winner(question: Question, answer: Any) -> Verdict:
    cards = [TAROK_DECK.parse(c) for c in question.context["trick"]]
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(cards):
        answer = [cards[answer].code]
    best = TAROK_DECK.parse(question.key)
    lead = cards[0]
    if best.number:
        why = msg("tk.quiz.winner.skiz" if best.number == SKIS else "tk.quiz.winner.tarok")
    else:
        assert lead.suit is not None  # no tarok won, so none was led
        why = led_suit_wins(suit_noun(GAME, lead.suit), "quiz.winner.led_suit_tarok")

    def why_not(c: Card) -> Message:
        if best.number and not c.number:
            return msg("tk.quiz.winner.not_tarok", card=c)
        if c.number:
            return msg("tk.quiz.winner.higher_tarok", best=best, card=c)
        if c.suit is not lead.suit:
            assert lead.suit is not None
            return msg("tk.quiz.winner.off_suit", card=c, suit=suit_noun(GAME, lead.suit))
        return msg("tk.quiz.winner.ranks_above", best=best, card=c)

    return grade_winner(question, answer, TAROK_DECK, cards, why, why_not)
