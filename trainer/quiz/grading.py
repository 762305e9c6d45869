"""The one grader for every "pick the cards" question: legal plays, the trick's winner, talon.

Each game supplies only what differs: why a card is wrong (``why_not``) and why a right card
is right (``why_right``), both in words; for "which cards may be played" both come from the
game's rulings (:func:`grade_plays`). This grader marks each chosen and each missed card
with one ``details`` line (``card``, ``verdict``, ``message``, ``rule``), sums them up in the
``explanation``, and leaves the ``why`` line to the kind. :func:`grade_number` does the same
for the one-number questions (card points, matadors, a score), :func:`grade_choice` for the
one-choice ones (who declares, which call is legal, is this discard allowed) and
:func:`grade_form` for the questions of several fields (who wins the auction and with what, a
settlement).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from trainer.cards import Card, Deck
from trainer.errors import Duty, Ruling
from trainer.i18n import AllOf, Message, Noun, msg
from trainer.quiz.answers import answer_cards, answer_int
from trainer.quiz.framework import Question, Said, Verdict, detail, wrong_fields
from trainer.rules import Rule

Reason = tuple[Said, Rule | None]


def grade_card_choice(
    question: Question,
    answer: Any,
    *,
    deck: Deck,
    shown: Sequence[Card],
    right: Sequence[Card],
    why_not: Callable[[Card], Reason],
    why: Said,
    expected_text: Said,
    why_right: Callable[[Card], Reason] | None = None,
    select: str = "many",
) -> Verdict:
    """Grade a set (``many``) or one card (``one``) chosen among ``shown``; ``right`` is the key.

    ``why_not(card)`` explains a chosen card that is not right, ``why_right(card)`` a right
    card that was not chosen (for ``one`` the missed card is explained by ``why`` alone, so
    ``why_right`` is not needed; its ``expected`` is the one card's code, not a list).
    """
    chosen = answer_cards(answer, deck)
    details = []
    wrong: list[Card] = []
    for card in chosen:
        if card not in shown:
            details.append(
                detail(msg("quiz.cards.not_shown", card=card), "not_shown", None, card.code)
            )
            wrong.append(card)
        elif card not in right:
            message, rule = why_not(card)
            details.append(detail(message, "illegal", rule, card.code))
            wrong.append(card)
    missed = [card for card in right if card not in chosen]
    if why_right is not None and select == "many":
        for card in missed:
            message, rule = why_right(card)
            details.append(detail(message, "missed", rule, card.code))
    correct = not details and (select == "many" or len(chosen) == 1)
    if select == "one" and len(chosen) > 1 and not details:
        details.append(detail(msg("quiz.cards.choose_one"), "wrong", None))
    return Verdict(
        correct=correct,
        expected=right[0].code if select == "one" else [c.code for c in right],
        expected_text=expected_text,
        why=why,
        explanation="" if correct else _summary(chosen, details, wrong, missed, select),
        rule=question.rule,
        details=details,
    )


def grade_plays(
    question: Question,
    answer: Any,
    deck: Deck,
    ruled: Mapping[Card, Ruling],
    duty: Duty,
    sentence: Callable[[Message], Message],
) -> Verdict:
    """The grader of every game's "which cards may be played" question, from the rulings on
    the hand's cards (``ruled``, in hand order): a chosen card the rules refuse is told its
    refusal, a missed one why it may be played, and the ``why`` is the position's ``duty``.
    ``sentence`` is the game's way to make a whole sentence of a ruling (its play module's
    ``sentence``)."""
    legal = [card for card, ruling in ruled.items() if ruling.allowed]

    def reason(card: Card) -> Reason:
        ruling = ruled[card]
        return sentence(ruling.message), ruling.rule

    return grade_card_choice(
        question,
        answer,
        deck=deck,
        shown=list(ruled),
        right=legal,
        why_not=reason,
        why_right=reason,
        why=duty.message,
        expected_text=msg("quiz.plays.may_be_played", cards=AllOf(legal)),
    )


def grade_winner(
    question: Question,
    answer: Any,
    deck: Deck,
    trick: Sequence[Card],
    why: Said,
    beaten: Callable[[Card], Said],
) -> Verdict:
    """The trick-winner grader of every game: one card of the trick wins (the key);
    ``beaten(card)`` says why a chosen card does not, under the question's rule."""
    best = deck.parse(question.key)
    return grade_card_choice(
        question,
        answer,
        deck=deck,
        shown=trick,
        right=[best],
        why_not=lambda card: (beaten(card), question.rule),
        why=why,
        expected_text=msg("quiz.winner.expected", card=best),
        select="one",
    )


def led_suit_wins(suit: Noun, key: str = "quiz.winner.led_suit") -> Message:
    """The why of a trick without a trump (a tarok: ``quiz.winner.led_suit_tarok``): the suit
    led decides."""
    return msg(key, suit=suit)


def grade_number(question: Question, answer: Any, unit: str, why: Said, truth: Said) -> Verdict:
    """The grader for every one-number question (card points, matadors, a score): right when
    the answer equals the key, said by the counted message ``unit`` ("12 points.":
    ``quiz.number.points``); a wrong one is told what was answered and ``truth`` ("the pile is
    worth 12"), and every answer gets the kind's ``why``."""
    value = answer_int(answer)
    wrong = msg("quiz.number.wrong", given=value, truth=truth)
    return grade_choice(question, value, msg(unit, n=question.key), why, wrong)


def grade_choice(
    question: Question, given: object, expected_text: Said, why: Said, wrong: Said
) -> Verdict:
    """The grader for every one-choice question (and every one-value one): right when
    ``given`` is the key; a wrong answer is told ``wrong`` (what is wrong with that choice),
    and every answer the ``why``."""
    correct = given == question.key
    return Verdict(
        correct=correct,
        expected=question.key,
        expected_text=expected_text,
        why=why,
        explanation="" if correct else wrong,
        rule=question.rule,
    )


def grade_form(
    question: Question,
    wrong: Mapping[str, Reason],
    labels: Mapping[str, Said],
    expected_text: Said,
    why: Said,
) -> Verdict:
    """The grader for every form question: ``wrong`` holds, by field name, why each wrong
    field is wrong (its message and rule), one ``details`` line each; the explanation names
    the wrong fields by ``labels``, as a sentence names them ("Both your answers are wrong:
    the value, …")."""
    return Verdict(
        correct=not wrong,
        expected=question.key,
        expected_text=expected_text,
        why=why,
        explanation=wrong_fields([labels[name] for name in wrong], len(question.key))
        if wrong
        else "",
        rule=question.rule,
        details=[detail(text, "wrong", rule, field=name) for name, (text, rule) in wrong.items()],
    )


def _summary(
    chosen: list[Card],
    details: list[dict[str, Any]],
    wrong: list[Card],
    missed: list[Card],
    select: str,
) -> Said:
    if select == "one":
        if len(chosen) > 1:
            return msg("quiz.cards.chose_many", n=len(chosen))
        said = [d["message"] for d in details if d["verdict"] in ("illegal", "not_shown")]
        return said[0] if said else ""
    if wrong and missed:
        return msg("quiz.plays.wrong_and_missed", cards=AllOf(wrong), missed=AllOf(missed))
    if wrong:
        return msg("quiz.plays.wrong", cards=AllOf(wrong))
    if missed:
        return msg("quiz.plays.missed", missed=AllOf(missed))
    return ""
