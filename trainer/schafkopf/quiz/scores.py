"""Quiz kind on the settlement: the game's value and the declarer's net (S8–S11, S15)."""

from __future__ import annotations

import random
from typing import Any

from trainer.i18n import Message, Signed, msg
from trainer.quiz import Draft, Question, Verdict, answer_form, blocks
from trainer.quiz.answers import field_int
from trainer.quiz.framework import Said, joined
from trainer.quiz.grading import Reason, grade_form
from trainer.quiz.sampling import draw
from trainer.rules import Rule
from trainer.schafkopf.contracts import Contract, Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.quiz.common import game
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.scoring import GameScore, Settlement
from trainer.schafkopf.state import SchafkopfState

KETTLE_STAKE = 4
"""What one deal everybody passed puts in the kettle: 1 stake from each of the 4 players."""


def gen_score(rng: random.Random, level: int, options: SchafkopfOptions) -> Draft:
    kinds = {
        1: (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO),
        2: (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO),
        3: (Kind.ACE_GAME, Kind.WENZ_TOUT, Kind.SUIT_SOLO_TOUT, Kind.WENZ),
    }[level]

    def make(rng: random.Random) -> tuple[SchafkopfState, Settlement] | None:
        state = game(rng, options, kinds)
        if state is None:
            return None
        if options.all_pass == "kettle":
            # Under the kettle house rule (S17) the deal starts with what earlier deals put
            # in: 4 stakes for each deal everybody passed (drawn only under this option, so
            # the text's questions stay as they were).
            state.carry_pot(KETTLE_STAKE * rng.randint(1, 3), "pot")
        if level >= 2 and rng.random() < 0.6:
            state.double(0)
            if level == 3 and rng.random() < 0.5:
                state.double(0)
        state.play_random(rng)
        return None if state.result is None else (state, state.result)

    def fits(found: tuple[SchafkopfState, Settlement]) -> bool:
        state, result = found
        assert result.game is not None
        level_name = result.game.level
        if level == 1:
            return level_name == "simple"
        if level == 2:
            return level_name != "simple" or bool(state.doublings)
        return True

    state, result = draw(rng, make, fits)
    score = result.game
    contract = state.contract
    assert contract is not None and score is not None
    facts: list[tuple[Said, Said]] = [
        (msg("quiz.fact.contract"), contract.label()),
        (msg("sk.quiz.score.fact.points"), str(result.declarer_points)),
        (msg("sk.quiz.score.fact.tricks"), str(result.declarer_tricks)),
        (msg("sk.quiz.score.fact.contra"), _yes_no(state.doublings >= 1)),
        (msg("sk.quiz.score.fact.re"), _yes_no(state.doublings >= 2)),
    ]
    if score.matadors:
        facts.append((msg("sk.quiz.matadors.field"), str(score.matadors)))
    if result.pot_before is not None:
        facts.append((msg("sk.quiz.score.fact.kettle"), str(result.pot_before)))
    rule = RULES[contract.info.rule] if contract.info.tout else RULES["sk-scoring-table"]
    example = (
        "a-tout"
        if contract.info.tout
        else "an-ace-game-won-schneider-with-contra"
        if contract.kind is Kind.ACE_GAME
        else "a-solo"
    )
    return Draft(
        prompt=msg("sk.quiz.score.prompt"),
        blocks=[blocks.facts(facts)],
        answer=blocks.form(
            [
                blocks.number_field("value", msg("sk.quiz.score.field.value")),
                blocks.number_field("declarer", msg("sk.quiz.score.field.declarer")),
            ]
        ),
        key={"value": score.value, "declarer": score.declarer},
        rule=rule,
        context={
            "score": score,
            "contract": contract,
            "options": options,
            "points": result.declarer_points,
            "tricks": result.declarer_tricks,
            "doublings": state.doublings,
            "pot": result.pot_before,
        },
        example=example,
    )


def _yes_no(value: bool) -> Message:
    return msg("quiz.word.yes" if value else "quiz.word.no")


_DOUBLED = {1: "sk.quiz.score.doubled.contra", 2: "sk.quiz.score.doubled.re"}
"""The doublings that have words of their own; more are counted (``…doubled.many``)."""


def value_text(score: GameScore, contract: Contract, options: SchafkopfOptions) -> Message:
    """How the value is made up, in words: its terms added up ("the base of 20 + 10 for
    schneider + 3 for matadors"), then doubled for each contra and re."""
    won = score.declarer > 0
    terms: list[Said]
    if contract.info.tout:
        base: list[Said] = [msg("sk.quiz.score.term.points", points=score.base)]
        if options.tout_mode != "flat" and score.extra:
            base.append(msg("sk.quiz.score.term.points", points=score.extra))
        terms = (
            base
            if options.tout_mode == "flat"
            else [msg("sk.quiz.score.term.solo_doubled", terms=joined(base, "quiz.plus"))]
        )
        outcome = None
    else:
        terms = [msg("sk.quiz.score.term.base", points=score.base)]
        if score.extra:
            terms.append(msg(f"sk.quiz.score.term.{score.level}", points=score.extra))
        result = "won" if won else "lost"
        outcome = msg(f"sk.quiz.score.outcome.{result}.{score.level}")
    if score.matadors:
        terms.append(msg("sk.quiz.score.term.matadors", n=score.matadors))
    added = joined(terms, "quiz.plus")
    doublings = score.doublings
    said = {"terms": added, "value": score.value}
    if doublings:
        key = _DOUBLED.get(doublings, "sk.quiz.score.doubled.many")
        said["doubling"] = msg(key, n=doublings) if doublings > 2 else msg(key)
    doubled = "_doubled" if doublings else ""
    if outcome is not None:
        return msg(f"sk.quiz.score.value{doubled}", outcome=outcome, **said)
    tout = "flat" if options.tout_mode == "flat" else "solo"
    return msg(f"sk.quiz.score.value.tout_{tout}{doubled}", **said)


def net_text(
    score: GameScore, contract: Contract, options: SchafkopfOptions
) -> tuple[Message, Rule]:
    """How the declarer's net follows from the value, in words, and the rule it applies."""
    net = score.declarer - (score.pot_taken - score.pot_share)  # the game's part, kettle aside
    gain = "wins" if net > 0 else "pays"
    if contract.kind is not Kind.ACE_GAME:
        said = msg(f"sk.quiz.score.net.solo.{gain}", value=score.value, net=abs(net))
        return said, RULES["sk-solo-payment"]
    if options.ace_game_payment == "each_to_each":
        said = msg(f"sk.quiz.score.net.each.{gain}", value=score.value, net=abs(net))
    else:
        said = msg(f"sk.quiz.score.net.one.{gain}", net=abs(net))
    return said, RULES["sk-ace-game-payment"]


def kettle_text(score: GameScore) -> list[Said]:
    """What the kettle adds to the declarer's net (S17): the engine's kettle lines, none when
    no kettle is played."""
    if score.pot_after is None:
        return []
    return [line.text for line in score.kettle_lines()]


def grade_score(question: Question, answer: Any) -> Verdict:
    score: GameScore = question.context["score"]
    contract: Contract = question.context["contract"]
    options: SchafkopfOptions = question.context["options"]
    form = answer_form(answer)
    given = {name: field_int(form.get(name), name) for name in ("value", "declarer")}
    how_value = value_text(score, contract, options)
    how_net, net_rule = net_text(score, contract, options)
    wrong: dict[str, Reason] = {}
    if given["value"] != score.value:
        # How the value is made up is said once, above (the verdict's why).
        told = (
            msg("sk.quiz.score.wrong.value", value=score.value)
            if given["value"] is None
            else msg("sk.quiz.score.wrong.value_not", value=score.value, given=given["value"])
        )
        wrong["value"] = told, question.rule
    net = score.declarer
    if given["declarer"] != net:
        told = (
            msg("sk.quiz.score.wrong.net", net=Signed(net))
            if given["declarer"] is None
            else msg(
                "sk.quiz.score.wrong.net_not", net=Signed(net), given=Signed(given["declarer"])
            )
        )
        wrong["declarer"] = told, net_rule
    gain = "wins" if net > 0 else "pays"
    names: dict[str, Said] = {
        "value": msg("sk.quiz.score.name.value"),
        "declarer": msg("sk.quiz.score.name.declarer"),
    }
    return grade_form(
        question,
        wrong,
        names,
        msg(f"sk.quiz.score.expected.{gain}", value=score.value, net=abs(net)),
        joined([how_value, how_net, *kettle_text(score)], "quiz.then"),
    )
