"""Pamfil quizzes: legal plays, trick winners, declarations, muchas and scores.

Every question comes from a real dealt position drawn with the rng the framework gives
(a shuffled pack, random legal declarations and plays up to a random point, or for the
mucha questions a deal whose hands hold five of a suit: rare in a shuffle, so the pack is
arranged, but every such deal can occur). Levels:

1. the plain rule (follow suit; a lead card that wins; three players);
2. beating and trumping; a trick not won by the lead; four players; declared scores;
3. the tricky rules: overtrumping, the pamfil as a trump (not an acorn), the talon running
   short with five or six players, mucha ties and the pamfil's doubling.
"""

from __future__ import annotations

from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.declarations import gen_auction, grade_auction
from trainer.pamfil.quiz.muchas import gen_mucha, grade_mucha
from trainer.pamfil.quiz.plays import (
    gen_legal_plays,
    gen_trick_winner,
    grade_legal_plays,
    grade_trick_winner,
)
from trainer.pamfil.quiz.scores import gen_score, grade_score
from trainer.quiz import QuizBook, QuizKind

QUIZ = QuizBook(
    "pamfil",
    PamfilOptions,
    [
        QuizKind(
            "legal_plays",
            gen_legal_plays,
            grade_legal_plays,
            affected_by=("beat_obligation", "pamfil_mode"),
        ),
        QuizKind(
            "trick_winner",
            gen_trick_winner,
            grade_trick_winner,
            affected_by=("pamfil_mode",),
        ),
        QuizKind(
            "auction",
            gen_auction,
            grade_auction,
        ),
        QuizKind(
            "mucha",
            gen_mucha,
            grade_mucha,
            affected_by=("pamfil_mode", "ace_points", "mucha_tie"),
        ),
        QuizKind(
            "score",
            gen_score,
            grade_score,
            affected_by=("pamfil_double", "double_penalty", "mucha_payout"),
        ),
    ],
)
