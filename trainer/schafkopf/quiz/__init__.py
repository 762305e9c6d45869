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
            "Legal plays",
            "Which cards may be played to the trick? (Following, the called ace, Wenz.)",
            gen_legal_plays,
            grade_legal_plays,
            affected_by=("runaway_min_cards", "runaway_card", "forbid_discarding_called_suit"),
            level_names=(
                "Following in an ace game",
                "Obers and Unters, and solos",
                "The called ace and the Wenz",
            ),
        ),
        QuizKind(
            "trick_winner",
            "Trick winner",
            "Which card wins the trick under this contract?",
            gen_trick_winner,
            grade_trick_winner,
            level_names=(
                "Ace games",
                "Tricks the card led does not win",
                "Wenz and solos: Obers and Unters",
            ),
        ),
        QuizKind(
            "auction",
            "Auction",
            "Who becomes the declarer after the four calls?",
            gen_auction,
            grade_auction,
            affected_by=("wenz_equals_suit_solo", "all_pass"),
            level_names=(
                "Different contracts",
                "Equal contracts",
                "Wenz against Suit Solo, and touts",
            ),
        ),
        QuizKind(
            "score",
            "Settlement",
            "What is the game worth and what does the declarer win or pay?",
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
            level_names=(
                "A plain win or loss",
                "Schneider, schwarz and contra",
                "Touts and doubled games",
            ),
        ),
        QuizKind(
            "card_points",
            "Card points",
            "Count the card points of a pile of won tricks.",
            gen_card_points,
            grade_card_points,
            level_names=("One trick", "Two or three tricks", "Four to six tricks"),
        ),
        QuizKind(
            "matadors",
            "Matadors",
            "Count the matadors of one side's original cards.",
            gen_matadors,
            grade_matadors,
            needs=("matadors",),
            level_names=("Ace games", "Suit solos and ace games", "Wenz and solos"),
        ),
    ],
)
"""The Schafkopf quiz kinds (``matadors`` only when that option is on)."""
