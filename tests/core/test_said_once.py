"""Verdicts that say a thing once, with the site's signs (issue 22 §2, found in the lesson and
trainer screenshots of 2026-12-02): a number keeps its true minus, a reason does not repeat the
answer line or the action it follows."""

from __future__ import annotations

from trainer.actions import Action, ActionKind
from trainer.api import handle
from trainer.bots.coach import _without_the_action
from trainer.games import load


def _question(game: str, kind: str, seed: int, level: int = 1) -> dict:
    return handle({"op": "quiz", "game": game, "kind": kind, "seed": seed, "level": level})


def test_a_negative_score_answered_wrong_is_printed_with_a_true_minus() -> None:
    seen = 0
    quiz = load("pamfil").quiz
    assert quiz is not None
    for seed in range(300):
        for level in (1, 2, 3):
            q = quiz.generate("score", seed, level, load("pamfil").options_type())
            if q.key >= 0:
                continue
            v = handle({"op": "check", "game": "pamfil", "question": q.id, "answer": q.key + 1})
            assert "-" not in v["explanation"], v["explanation"]
            assert "\u2212" in v["explanation"], v["explanation"]
            seen += 1
    assert seen >= 3


def test_a_mucha_story_does_not_repeat_the_answer_line() -> None:
    quiz = load("pamfil").quiz
    assert quiz is not None
    told = 0
    for seed in range(400):
        for level in (1, 2, 3):
            q = quiz.generate("mucha", seed, level, load("pamfil").options_type())
            v = handle({"op": "check", "game": "pamfil", "question": q.id, "answer": q.key})
            if "by a mucha" in v["expected_text"]:
                assert not v["why"].endswith("wins."), (v["why"], v["expected_text"])
                told += 1
    assert told >= 3


def test_a_schafkopf_auction_reason_does_not_name_the_contract_the_answer_names() -> None:
    quiz = load("schafkopf").quiz
    assert quiz is not None
    told = 0
    for seed in range(60):
        q = quiz.generate("auction", seed, 1, load("schafkopf").options_type())
        v = handle({"op": "check", "game": "schafkopf", "question": q.id, "answer": q.key})
        if " plays " in v["expected_text"]:
            contract = v["expected_text"].split(" plays ", 1)[1].rstrip(".")
            assert contract not in v["why"], (v["why"], v["expected_text"])
            told += 1
    assert told >= 3


def test_the_coach_approving_an_action_does_not_name_it_twice() -> None:
    nothing = Action(0, ActionKind.ANNOUNCE, announcements=())
    reason = "Announce nothing: this hand is sure of no bonus."
    assert _without_the_action(reason, nothing, "tarok") == "This hand is sure of no bonus."
    other = "Lead low: keep the high trumps."
    assert _without_the_action(other, nothing, "tarok") == other


def test_the_tarok_full_hand_question_counts_taroks_in_the_lessons_word() -> None:
    """Tarok's trumps are taroks in the lessons and on the table; the full-hand question and
    its verdict say so too, not "trumps" in one line and "taroks" in the next."""
    quiz = load("tarok").quiz
    assert quiz is not None
    asked = 0
    for seed in range(40):
        for level in (1, 2, 3):
            q = quiz.generate("exchange", seed, level, load("tarok").options_type())
            if "full-hand" not in str(q.prompt):
                continue
            v = handle({"op": "check", "game": "tarok", "question": q.id, "answer": q.key + 1})
            said = " ".join([str(q.prompt), v["why"], v["expected_text"], v["explanation"]])
            assert "trump" not in said.lower(), said
            asked += 1
    assert asked >= 3


def test_the_pamfil_score_ends_on_a_rule_not_on_the_site() -> None:
    """PF-01/P16: the text's scores are personal ("Punktacja" per player); the last score line
    says so and does not describe what the trainer does with them."""
    request = {"op": "state", "game": "pamfil", "seed": 3, "players": 3, "actions": []}
    for _ in range(60):
        state = handle({**request, "view": 0})
        if state["terminal"]:
            break
        request["actions"].append(handle({**request, "op": "bot"})["action"])
    lines = [line["text"] for line in state["score"]]
    last = "Each player is scored on his own, by the text's table: no player pays another."
    assert lines[-1] == last, lines
    assert not any("trainer" in line for line in lines), lines


def test_a_wrong_talon_choice_says_why_it_is_no_group() -> None:
    """tk-exchange-parts: the soloist takes one group of the talon whole. A choice that is part
    of one group, or mixes two, is told which, not "not one of the groups"."""
    quiz = load("tarok").quiz
    assert quiz is not None
    told = 0
    for seed in range(60):
        q = quiz.generate("exchange", seed, 1, load("tarok").options_type())
        if q.answer.get("type") != "cards" or len(q.key) < 2:
            continue
        v = handle({"op": "check", "game": "tarok", "question": q.id, "answer": q.key[:1]})
        assert "not one of the groups" not in v["explanation"], v["explanation"]
        assert "only part of the" in v["explanation"], v["explanation"]
        told += 1
    assert told >= 3


def test_the_full_hand_count_agrees_with_one_tarok() -> None:
    """ "1 tarok counts", "2 taroks count": the verdict's verb follows the number."""
    import dataclasses

    from trainer.tarok.quiz.exchange import _grade_count

    quiz = load("tarok").quiz
    assert quiz is not None
    question = next(
        q
        for seed in range(40)
        for q in [quiz.generate("exchange", seed, 3, load("tarok").options_type())]
        if "full-hand" in str(q.prompt)
    )
    one = _grade_count(dataclasses.replace(question, key=1), 3)
    assert str(one.explanation).endswith("1 tarok counts."), one.explanation
    two = _grade_count(dataclasses.replace(question, key=2), 3)
    assert str(two.explanation).endswith("2 taroks count."), two.explanation
