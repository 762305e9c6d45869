"""Quiz kind on the settlement: the game's value and the declarer's net (S8–S11, S15)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from trainer.naming import signed
from trainer.quiz import Draft, Question, Verdict, answer_form, blocks
from trainer.quiz.answers import field_int
from trainer.quiz.grading import Reason, grade_form
from trainer.quiz.sampling import draw
from trainer.rules import Rule
from trainer.schafkopf.contracts import Contract, Kind
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.quiz.common import game
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.scoring import GameScore, Settlement
from trainer.schafkopf.state import SchafkopfState

LEVEL_WORDS = {"simple": "", "schneider": " schneider", "schwarz": " schwarz"}
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
    facts = [
        ("Contract", contract.label()),
        ("Declarer's side card points", str(result.declarer_points)),
        ("Declarer's side tricks", str(result.declarer_tricks)),
        ("Contra", "Yes" if state.doublings >= 1 else "No"),
        ("Re", "Yes" if state.doublings >= 2 else "No"),
    ]
    if score.matadors:
        facts.append(("Matadors", str(score.matadors)))
    if result.pot_before is not None:
        facts.append(("The kettle before this deal", str(result.pot_before)))
    rule = RULES[contract.info.rule] if contract.info.tout else RULES["sk-scoring-table"]
    example = (
        "a-tout"
        if contract.info.tout
        else "an-ace-game-won-schneider-with-contra"
        if contract.kind is Kind.ACE_GAME
        else "a-solo"
    )
    return Draft(
        prompt=(
            "The deal is over. What is the game's value in stakes, and what does the declarer "
            "win (+) or pay (−) in all?"
        ),
        blocks=[blocks.facts(facts)],
        answer=blocks.form(
            [
                blocks.number_field("value", "Value of the game"),
                blocks.number_field("declarer", "Declarer's net"),
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


def value_text(score: GameScore, contract: Contract, options: SchafkopfOptions) -> str:
    """How the value is made up, in words."""
    won = score.declarer > 0
    if contract.info.tout and options.tout_mode == "flat":
        text = f"A tout is won only with all 8 tricks and is worth a flat {score.base}"
    elif contract.info.tout:
        text = f"Under this house rule a tout counts as a solo, doubled: {score.base}"
        if score.extra:
            text += f" + {score.extra}"
        text += ", × 2"
    else:
        text = f"{'Won' if won else 'Lost'}{LEVEL_WORDS[score.level]}: the base of {score.base}"
        if score.extra:
            text += f" + {score.extra} for {score.level}"
    if score.matadors:
        text += f" + {score.matadors} for matadors"
    doublings = score.doublings
    if doublings == 1:
        text += ", doubled for contra"
    elif doublings == 2:
        text += ", doubled for contra and again for re"
    elif doublings:
        text += f", doubled {doublings} times for contra and re"
    return text + f" = {score.value}."


def net_text(score: GameScore, contract: Contract, options: SchafkopfOptions) -> tuple[str, Rule]:
    """How the declarer's net follows from the value, in words, and the rule it applies."""
    net = score.declarer - (score.pot_taken - score.pot_share)  # the game's part, kettle aside
    value = score.value
    gain = "wins" if net > 0 else "pays"
    if contract.kind is Kind.ACE_GAME:
        if options.ace_game_payment == "each_to_each":
            return (
                f"In the ace game each of the pair settles with each of the two opponents, so "
                f"the declarer {gain} 2 × {value} = {abs(net)}.",
                RULES["sk-ace-game-payment"],
            )
        return (
            f"Under this house rule each loser of the ace game pays one winner, so the "
            f"declarer {gain} {abs(net)}.",
            RULES["sk-ace-game-payment"],
        )
    return (
        f"The soloist settles with all three opponents, so he {gain} 3 × {value} = {abs(net)}.",
        RULES["sk-solo-payment"],
    )


def kettle_text(score: GameScore) -> str:
    """What the kettle adds to the declarer's net (S17), or "" when none is played."""
    if score.pot_after is None:
        return ""
    lines = score.kettle_lines()
    return " ".join(str(line.text) for line in lines)


def _not(truth: str, given: int | None, say: Callable[[int], str] = str) -> str:
    """ "The value is 5, not 6." (or only the truth when the answer could not be read)."""
    return f"{truth}." if given is None else f"{truth}, not {say(given)}."


def grade_score(question: Question, answer: Any) -> Verdict:
    score: GameScore = question.context["score"]
    contract: Contract = question.context["contract"]
    options: SchafkopfOptions = question.context["options"]
    form = answer_form(answer)
    given = {name: field_int(form.get(name), name) for name in ("value", "declarer")}
    how_value = value_text(score, contract, options)
    how_net, net_rule = net_text(score, contract, options)
    kettle = kettle_text(score)
    if kettle:
        how_net += f" {kettle}"
    wrong: dict[str, Reason] = {}
    if given["value"] != score.value:
        # How the value is made up is said once, above (the verdict's why).
        wrong["value"] = _not(f"The value is {score.value}", given["value"]), question.rule
    net = score.declarer
    if given["declarer"] != net:
        told = _not(f"The declarer's net is {signed(net)}", given["declarer"], signed)
        wrong["declarer"] = told, net_rule
    gain = "wins" if net > 0 else "pays"
    return grade_form(
        question,
        wrong,
        {"value": "the value", "declarer": "the declarer's net"},
        f"The game is worth {score.value}; the declarer {gain} {abs(net)}.",
        f"{how_value} {how_net}",
    )
