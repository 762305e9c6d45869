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
            "Legal plays",
            "Which cards may be played to this trick?",
            gen_legal_plays,
            grade_legal_plays,
            level_names=(
                "Following suit",
                "No card of the suit: a tarok",
                "Beating a tarok in the trick",
            ),
        ),
        QuizKind(
            "trick_winner",
            "Trick winner",
            "Which card wins the trick?",
            gen_trick_winner,
            grade_trick_winner,
            level_names=(
                "Suit tricks",
                "One tarok in the trick",
                "Several taroks, and Kings off suit",
            ),
        ),
        QuizKind(
            "auction",
            "Auction",
            "Who wins the auction, and with what; or which call is legal now?",
            gen_auction,
            grade_auction,
            affected_by=("single_step_raises", "elder_may_raise"),
            level_names=(
                "Short auctions",
                "Longer auctions with passes",
                "Which call is legal now",
            ),
        ),
        QuizKind(
            "score",
            "Score",
            "The soloist's result and each player's payment.",
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
            level_names=(
                "A plain win or loss",
                "Levels and contra",
                "Bonuses, renons and four players",
            ),
        ),
        QuizKind(
            "card_points",
            "Card points",
            "Count this pile in groups of three.",
            gen_card_points,
            grade_card_points,
            level_names=(
                "One or two tricks",
                "A side's pile",
                "Tricks with the discard or the talon",
            ),
        ),
        QuizKind(
            "exchange",
            "Talon exchange",
            "Which talon cards may be taken, and is this discard allowed?",
            gen_exchange,
            grade_exchange,
            affected_by=("skis_counts_for_full_hand",),
            level_names=(
                "Which talon cards may be taken",
                "Is this discard allowed",
                "Trumps for a full hand",
            ),
        ),
    ],
)
