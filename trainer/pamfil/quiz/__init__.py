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
            "Legal plays",
            "Which cards may be played? Follow suit, beat the trick, trump and overtrump.",
            gen_legal_plays,
            grade_legal_plays,
            affected_by=("beat_obligation", "pamfil_mode"),
            level_names=(
                "Following suit",
                "Beating the trick and trumping",
                "Overtrumping, and the pamfil as a trump",
            ),
        ),
        QuizKind(
            "trick_winner",
            "Trick winner",
            "Which card wins the trick? The highest trump, the pamfil above all; else the highest "
            "card led.",
            gen_trick_winner,
            grade_trick_winner,
            affected_by=("pamfil_mode",),
            level_names=(
                "Any trick",
                "Tricks the card led does not win",
                "Overtrumped tricks and the pamfil",
            ),
        ),
        QuizKind(
            "auction",
            "Declarations",
            "Who must play, who passed, and how far the talon stretches.",
            gen_auction,
            grade_auction,
            level_names=(
                "Who must play and who passed",
                "An exchange commits a player",
                "The talon runs short",
            ),
        ),
        QuizKind(
            "mucha",
            "Mucha",
            "Five cards of one suit: who wins without play?",
            gen_mucha,
            grade_mucha,
            affected_by=("pamfil_mode", "ace_points", "mucha_tie"),
            level_names=(
                "One mucha or none",
                "Several muchas: trumps first",
                "Several muchas: card points and ties",
            ),
        ),
        QuizKind(
            "score",
            "Scoring",
            "Declared, passed, mucha and the pamfil's doubling.",
            gen_score,
            grade_score,
            affected_by=("pamfil_double", "double_penalty", "mucha_payout"),
            level_names=(
                "A player who passed",
                "A declared player",
                "The pamfil's doubling and muchas",
            ),
        ),
    ],
)
