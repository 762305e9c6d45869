"""Quiz kinds on the play: which cards are legal, which card wins the trick (T3, T1, T2)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.naming import capital, cards_in_text
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_card_choice, grade_winner, led_suit_wins
from trainer.quiz.sampling import draw
from trainer.records import Trick
from trainer.rules import Rule
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import PlayPosition, legal_plays, why_not_play
from trainer.tarok.quiz.common import (
    GAME,
    card,
    card_start,
    finished_state,
    played_state,
    seat_text_first,
)
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


def _top(trick: list[Card]) -> Card | None:
    taroks = [c for c in trick if c.number]
    return max(taroks, key=lambda c: c.number) if taroks else None


def _suit_name(c: Card) -> str:
    return c.suit.french_name if c.suit is not None else "taroks"


def _why_not(hand: list[Card], trick: list[Card], c: Card) -> tuple[str, Rule]:
    """Why a card may not be played: the engine's own refusal, as a sentence."""
    refusal = why_not_play(PlayPosition(hand, trick), c)
    assert refusal is not None  # asked only for the cards that may not be played
    return capital(str(refusal.message)) + ".", refusal.rule


def _why_legal(hand: list[Card], trick: list[Card], c: Card) -> tuple[str, Rule]:
    lead = trick[0]
    name = card_start(c)
    if c.suit is not None and c.suit is lead.suit:
        text = f"{name} follows {_suit_name(lead)}, and there is no duty to beat a plain suit."
        return text, RULES["tk-follow"]
    if c.number:
        top = _top(trick)
        if top is not None and c.number > top.number:
            return f"{name} is a tarok that beats {card(top)}.", RULES["tk-overtrump"]
        if top is not None:
            return (
                f"{name} is a tarok; no tarok of yours beats {card(top)}, so any tarok will do.",
                RULES["tk-overtrump"],
            )
        return f"{name} is a tarok, and you hold no {_suit_name(lead)}.", RULES["tk-void-tarok"]
    return (
        f"You hold neither {_suit_name(lead)} nor a tarok, so {card(c)} may be played.",
        RULES["tk-any-card"],
    )


def _duty(hand: list[Card], trick: list[Card]) -> str:
    lead = trick[0]
    if lead.suit is not None and any(c.suit is lead.suit for c in hand):
        return f"You must follow {_suit_name(lead)}; there is no duty to beat a plain suit."
    top = _top(trick)
    legal = legal_plays(hand, trick)
    if top is not None and any(c.number > top.number for c in legal):
        opening = "A tarok was led" if lead.number else f"You hold no {_suit_name(lead)}"
        return f"{opening}, so you must play a tarok, and beat {card(top)} if you can."
    if top is not None:
        return f"You must play a tarok; none of yours beats {card(top)}, so any tarok will do."
    return f"You hold no {_suit_name(lead)}, so you must play a tarok."


def _main_rule(hand: list[Card], trick: list[Card]) -> str:
    """The sentence that decides the position: follow, beat with a tarok, or play one."""
    lead = trick[0]
    if lead.suit is not None and any(c.suit is lead.suit for c in hand):
        return "tk-follow"
    top = _top(trick)
    taroks = [c.number for c in hand if c.number]
    if (
        top is not None
        and any(n > top.number for n in taroks)
        and any(n < top.number for n in taroks)
    ):
        return "tk-overtrump"
    return "tk-follow" if lead.number else "tk-void-tarok"


def _legal_example(hand: list[Card], trick: list[Card]) -> str:
    lead = trick[0]
    if lead.suit is not None and any(c.suit is lead.suit for c in hand):
        return "following-suit"
    top = _top(trick)
    if lead.number:
        return "a-tarok-led-follow-with-a-higher-tarok-and-the-skiz-counts"
    if top is None:
        return "no-card-of-the-suit-play-a-tarok"
    if any(c.number > top.number for c in hand):
        return "a-tarok-already-in-the-trick-you-must-overtrump"
    return "taroks-that-cannot-beat"


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
        prompt=(
            f"You are {seat_text_first(you)}. Which cards of your hand may you play to this "
            "trick? "
            "Select every one you may play."
        ),
        blocks=[
            blocks.trick(GAME, "The trick so far", state.leader, trick, PLAYING, you),
            blocks.cards("Your hand", hand),
        ],
        answer=blocks.pick_cards(1),
        key=[c.code for c in legal],
        rule=RULES[_main_rule(hand, trick)],
        context={
            "hand": [c.code for c in hand],
            "trick": [c.code for c in trick],
            "history": [[c.code for c in t.cards] for t in state.tricks],
        },
        example=_legal_example(hand, trick),
    )


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    hand = [TAROK_DECK.parse(c) for c in question.context["hand"]]
    trick = [TAROK_DECK.parse(c) for c in question.context["trick"]]
    legal = [TAROK_DECK.parse(c) for c in question.key]
    return grade_card_choice(
        question,
        answer,
        deck=TAROK_DECK,
        shown=hand,
        right=legal,
        why_not=lambda c: _why_not(hand, trick, c),
        why_right=lambda c: _why_legal(hand, trick, c),
        why=_duty(hand, trick),
        expected_text=capital(cards_in_text(GAME, legal)) + " may be played.",
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
        prompt="Which card wins this trick? Click it in the trick.",
        blocks=[
            blocks.trick(GAME, "The trick", trick.leader, cards, PLAYING, seats=trick.seats(3))
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
        why = "The highest tarok takes the trick"
        why += " (the skiz is the highest of all)." if best.number == SKIS else "."
    else:
        why = led_suit_wins(_suit_name(lead), "tarok")

    def why_not(c: Card) -> str:
        if best.number and not c.number:
            return f"{card_start(c)} is not a tarok, and a tarok was played."
        if c.number:
            return f"{card_start(best)} is a higher tarok than {card(c)}."
        if c.suit is not lead.suit:
            return (
                f"{card_start(c)} does not follow {_suit_name(lead)}, the suit led, so it cannot "
                "win, however high it is."
            )
        return f"{card_start(best)} ranks above {card(c)} (king, queen, cavalier, jack, ten)."

    return grade_winner(question, answer, TAROK_DECK, cards, why, why_not)
