"""Schafkopf quiz kinds: legal plays, trick winner, auction, score, card points, matadors.

Every question comes from a real deal drawn with the rng the framework gives (deal, a contract
some seat may really play, random legal moves to a random point). Levels: 1 plain positions,
2 positions where trump membership of Obers/Unters or a tie-break matters, 3 the tricky rules
(the called ace, Wenz, touts, doubled games). Grading never raises and explains every wrong
part with the rule it rests on.
"""

from __future__ import annotations

from trainer.quiz import QuizBook, QuizKind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.quiz.auction import gen_auction, grade_auction
from trainer.schafkopf.quiz.card_points import gen_card_points, grade_card_points
from trainer.schafkopf.quiz.matadors import gen_matadors, grade_matadors
from trainer.schafkopf.quiz.plays import (
    gen_legal_plays,
    gen_trick_winner,
    grade_legal_plays,
    grade_trick_winner,
)
from trainer.schafkopf.quiz.scores import gen_score, grade_score

QUIZ = QuizBook(
    "schafkopf",
    SchafkopfOptions,
    [
        QuizKind(
            "legal_plays",
            gen_legal_plays,
            grade_legal_plays,
            affected_by=("runaway_min_cards", "runaway_card", "forbid_discarding_called_suit"),
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
            affected_by=("wenz_equals_suit_solo", "all_pass"),
        ),
        QuizKind(
            "score",
            gen_score,
            grade_score,
            affected_by=(
                "schneider_win_min",
                "tout_mode",
                "ace_game_payment",
                "matadors",
                "all_pass",
                "kettle_share",
            ),
        ),
        QuizKind(
            "card_points",
            gen_card_points,
            grade_card_points,
        ),
        QuizKind(
            "matadors",
            gen_matadors,
            grade_matadors,
            needs=("matadors",),
        ),
    ],
)
"""The Schafkopf quiz kinds (``matadors`` only when that option is on)."""
