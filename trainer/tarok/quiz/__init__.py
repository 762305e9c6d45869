"""Tarok quizzes: six kinds, three levels, every question from a real dealt position.

Each generator deals with the rng it is given, drives the deal through the engine's own legal
moves to a random point, and keeps only positions that fit the level (``trainer.quiz.sampling``);
graders never raise and explain each wrong part with the rule it breaks.
"""

from __future__ import annotations

from trainer.quiz import QuizBook, QuizKind
from trainer.tarok.options import TarokOptions
from trainer.tarok.quiz.auction import gen_auction, grade_auction
from trainer.tarok.quiz.card_points import gen_card_points, grade_card_points
from trainer.tarok.quiz.exchange import gen_exchange, grade_exchange
from trainer.tarok.quiz.plays import (
    gen_legal_plays,
    gen_trick_winner,
    grade_legal_plays,
    grade_trick_winner,
)
from trainer.tarok.quiz.scores import gen_score, grade_score

QUIZ = QuizBook(
    "tarok",
    TarokOptions,
    [
        QuizKind(
            "legal_plays",
            gen_legal_plays,
            grade_legal_plays,
        ),
        QuizKind(
            "trick_winner",
            gen_trick_winner,
            grade_trick_winner,
        ),
        QuizKind(
            "auction",
            gen_auction,
            grade_auction,
            affected_by=("single_step_raises", "elder_may_raise"),
        ),
        QuizKind(
            "score",
            gen_score,
            grade_score,
            affected_by=(
                "recontra_on_win",
                "multiply_bonuses",
                "opponent_volat",
                "failed_announcement_penalty",
                "payment",
                "renons_value",
                "renons_bonus",
            ),
        ),
        QuizKind(
            "card_points",
            gen_card_points,
            grade_card_points,
        ),
        QuizKind(
            "exchange",
            gen_exchange,
            grade_exchange,
            affected_by=("skis_counts_for_full_hand",),
        ),
    ],
)
