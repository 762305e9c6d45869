"""Quiz kinds, the book of a game's kinds, question ids, and the ``quiz``/``check`` ops.

A generator returns a :class:`Draft` (the position, the answer form, the engine's key); the
:class:`QuizBook` wraps it into a frozen :class:`Question` that knows its game, kind, level,
seed and options, so its id reproduces it. ``check`` regenerates the question from the id and
grades the answer against the engine's own key: no key ever travels to the page.

Every word of a question and a verdict is a :class:`~trainer.i18n.Message` (``i18n/engine/
quiz.pot``), said in the request's language at the boundary, which also hands the page its
code and arguments; a name shown alone (a seat's label on a field) may be said at once with
:func:`trainer.i18n.say`, in the same language.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from trainer.errors import RequestError, TrainerError, shown
from trainer.fields import Fields
from trainer.i18n import Message, Text, msg
from trainer.naming import card_name, deck
from trainer.ops import Op
from trainer.options import changed_options, parse_options
from trainer.quiz.answers import EmptyAnswer, is_empty
from trainer.quiz.citations import cite, example_href
from trainer.quiz.house_rules import rules_in_play
from trainer.rules import Rule

LEVELS = (1, 2, 3)
MAX_SEED = 2**53 - 1  # the largest integer JavaScript holds exactly

Said = str | Message
"""The words of a question or a verdict: a message (said in the request's language at the
boundary), or a name already said (:func:`trainer.i18n.say`)."""


@dataclass(frozen=True, kw_only=True)
class Draft:
    """What a generator builds: the position, how to answer, and the engine's answer.

    ``key`` is the answer in the form ``check`` reports as ``expected``; ``context`` holds
    what grading needs beyond the JSON (the hand, the reason each card is illegal).
    ``example`` names the worked example on the game's examples page that shows the idea.
    """

    prompt: Said
    blocks: list[dict[str, Any]]
    answer: dict[str, Any]
    key: Any
    rule: Rule | None = None
    context: dict[str, Any] = field(default_factory=dict)
    example: str | None = None


@dataclass(frozen=True, kw_only=True)
class Question(Draft):
    """A draft placed in its game: the id spells ``(game, kind, level, seed, options)``."""

    game: str
    kind: str
    difficulty: int
    seed: int
    options: dict[str, Any]
    option_object: Any = field(repr=False)
    affected_by: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return encode_id(self.game, self.kind, self.difficulty, self.seed, self.options)

    def to_json(self) -> dict[str, Any]:
        """The question as the page sees it: position and answer form, never the key."""
        return {
            "id": self.id,
            "game": self.game,
            "kind": self.kind,
            "difficulty": self.difficulty,
            "seed": self.seed,
            "options": dict(self.options),
            "rules_in_play": rules_in_play(self.game, self.option_object, self.affected_by),
            "prompt": self.prompt,
            "blocks": self.blocks,
            "answer": self.answer,
            "labels": card_labels(self.game, self.blocks),
        }


def card_labels(game: str, blocks: list[dict[str, Any]]) -> dict[str, str]:
    """The name of every card shown in the blocks (text alternatives of the pictures)."""
    cards = deck(game)
    labels = {}
    for block in blocks:
        codes = list(block.get("cards") or [])
        codes += [play["card"] for play in block.get("plays") or []]
        codes += [c for item in block.get("items") or [] for c in item.get("cards", [])]
        for code in codes:
            card = cards.get(str(code))
            if card is not None:
                labels[card.code] = card_name(game, card)
    return labels


@dataclass
class Verdict:
    """The engine's judgement of one answer.

    ``why`` is one line that holds for a right and a wrong answer alike (the reason the
    expected answer is right); ``explanation`` adds what went wrong, never repeating ``why``
    (empty when the answer is right); ``details`` say it card by card (or field by field),
    each ``{"card", "verdict", "message", "rule"}``.
    """

    correct: bool
    expected: Any
    expected_text: Said
    why: Said
    explanation: Said = ""
    rule: Rule | None = None
    details: list[dict[str, Any]] = field(default_factory=list)
    example: str | None = None

    def to_json(self, game: str) -> dict[str, Any]:
        return {
            "correct": self.correct,
            "expected": self.expected,
            "expected_text": self.expected_text,
            "why": self.why,
            "explanation": self.explanation,
            "rule": cite(self.rule) if self.rule else None,
            "details": self.details,
            "example": example_href(game, self.example),
        }


def detail(
    message: Said, verdict: str, rule: Rule | None, card: str | None = None, **extra: Any
) -> dict[str, Any]:
    """One line of a verdict's ``details``.

    ``verdict`` is ``"illegal"`` (chosen, but not allowed or not right), ``"missed"`` (right,
    not chosen), ``"not_shown"`` (a card that is not in the block) or ``"wrong"`` (a field or
    choice); ``card`` is the code of the card it is about, or None.
    """
    return {
        "card": card,
        "verdict": verdict,
        "message": message,
        "rule": cite(rule) if rule else None,
        **extra,
    }


SPELLED_OUT = 8
"""A form's summary spells out how many answers are wrong up to this many ("Two of your 4
answers are wrong"): one whole sentence for each count, so each language makes its number
agree with its noun (Polish "Dwie z 4 odpowiedzi"); more is said in figures."""


def wrong_fields(names: list[Said], total: int) -> Message:
    """The summary of a form answer: "Two of your 4 answers are wrong: forehand, dealer.".

    ``names`` say the wrong fields inside the sentence (a field's label, which the language may
    write in lower case there: ``quiz.form.field``), ``total`` how many fields the form has.
    Every count has its own sentence: "Your answer is wrong." for a one-field form, "Both your
    answers are wrong" for two, "One of your 2 answers is wrong", "All 3 of your answers are
    wrong", and "None of your 2 answers is wrong." when no field is named.
    """
    if total == 1:
        return msg("quiz.form.one_wrong" if names else "quiz.form.one_right")
    if not names:
        return msg("quiz.form.none_wrong", total=total)
    fields = _fields(names)
    wrong = len(names)
    if wrong == total:
        if total == 2:
            return msg("quiz.form.both_wrong", fields=fields)
        return msg("quiz.form.all_wrong", total=total, fields=fields)
    if wrong <= SPELLED_OUT:
        return msg(f"quiz.form.some_wrong.{wrong}", total=total, fields=fields)
    return msg("quiz.form.some_wrong", wrong=wrong, total=total, fields=fields)


def _fields(names: list[Said]) -> Said:
    """The wrong fields, one after the other: "forehand, second player, dealer"."""
    return joined([msg("quiz.form.field", field=name) for name in names], "quiz.form.fields")


def joined(parts: Sequence[Said], key: str) -> Said:
    """Parts said one after the other by the message ``key``, whose ``first`` is one part and
    ``rest`` the rest ("{first}; {rest}", "{first} {rest}" for sentences): a list of sentences
    or of clauses, whose separator each language's catalogue gives."""
    said = parts[-1]
    for part in reversed(parts[:-1]):
        said = msg(key, first=part, rest=said)
    return said


@dataclass(frozen=True)
class QuizKind:
    """One kind of question of one game.

    ``generate(rng, difficulty, options)`` builds a :class:`Draft` from real dealt positions;
    ``grade(question, answer)`` compares an answer, in any form the page may send, with
    ``question.key``. ``needs`` names the rule options a kind requires (matadors), which the
    page uses to offer it only when they are on; ``affected_by`` the options that change its
    answers (shown under "Rules in play" when they differ from the text).

    Its words are found by convention (:meth:`words`): the title ``quiz.kind.<game>.<name>``,
    what it asks ``….description``, and what each level asks, in a few words (the page shows
    them beside the level), ``….level.1`` to ``….level.3``.
    """

    name: str
    generate: Callable[[random.Random, int, Any], Draft]
    grade: Callable[[Question, Any], Verdict]
    affected_by: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()

    def words(self, game: str) -> tuple[Message, Message, list[Message]]:
        """The kind's title, description and level names, as messages."""
        key = f"quiz.kind.{game}.{self.name}"
        levels = [msg(f"{key}.level.{level}") for level in LEVELS]
        return msg(key), msg(f"{key}.description"), levels

    def available(self, options: Any) -> bool:
        """A kind that needs rule options (matadors) exists only when they are on."""
        return all(getattr(options, name) for name in self.needs)

    def describe(self, game: str, options: Any) -> dict[str, Any]:
        title, description, level_names = self.words(game)
        return {
            "name": self.name,
            "title": title,
            "description": description,
            "levels": list(LEVELS),
            "level_names": level_names,
            "available": self.available(options),
            "needs": list(self.needs),
            "affected_by": list(self.affected_by),
        }


# -- ids -----------------------------------------------------------------------------------------

_ID = re.compile(r"^([a-z]+):([a-z_]+):([1-9]):(\d{1,16})(?::(.*))?$")


def encode_id(game: str, kind: str, difficulty: int, seed: int, options: Mapping[str, Any]) -> str:
    """``game:kind:level:seed[:opt=value,…]`` with only the non-default options, sorted."""
    base = f"{game}:{kind}:{difficulty}:{seed}"
    if not options:
        return base
    parts = ",".join(f"{k}={_encode_value(v)}" for k, v in sorted(options.items()))
    return f"{base}:{parts}"


def _encode_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _decode_value(text: str) -> Any:
    if text == "true":
        return True
    if text == "false":
        return False
    if re.fullmatch(r"-?\d{1,6}", text):
        return int(text)
    return text


def decode_id(text: object, path: str = "question.id") -> tuple[str, str, int, int, dict[str, Any]]:
    """Parse a question id back into its parts (raises :class:`RequestError`)."""
    if not isinstance(text, str) or len(text) > 400:
        raise RequestError("a question id is text like 'schafkopf:legal_plays:2:1234'", path)
    match = _ID.match(text.strip())
    if not match:
        raise RequestError(f"'{shown(text)}' is not a question id", path)
    game, kind, level, seed, opts = match.groups()
    if int(seed) > MAX_SEED:
        raise RequestError(f"a question's seed is at most {MAX_SEED}", path)
    options: dict[str, Any] = {}
    if opts:
        for part in opts.split(","):
            name, sep, value = part.partition("=")
            if not sep or not name:
                raise RequestError(
                    f"'{shown(text)}' has a malformed option part '{shown(part)}'", path
                )
            options[name] = _decode_value(value)
    return game, kind, int(level), int(seed), options


# -- the two ops ---------------------------------------------------------------------------------


class QuizBook:
    """The quiz kinds of one game and the ``quiz``/``check`` ops built on them."""

    def __init__(self, game: str, options_type: type, kinds: list[QuizKind]) -> None:
        self.game = game
        self.options_type = options_type
        self.kinds = {kind.name: kind for kind in kinds}

    def describe(self, options: Any) -> list[dict[str, Any]]:
        return [kind.describe(self.game, options) for kind in self.kinds.values()]

    def kind(self, name: str, options: Any, path: str = "kind") -> QuizKind:
        kind = self.kinds.get(name)
        if kind is None:
            known = ", ".join(self.kinds)
            raise RequestError(
                f"'{shown(name)}' is not a quiz kind of {self.game} (kinds: {known})", path
            )
        if not kind.available(options):
            message = msg("quiz.kind.unavailable", kind=Text(name))
            raise RequestError(message, path, code="unavailable")
        return kind

    def generate(self, kind_name: str, seed: int, difficulty: int, options: Any) -> Question:
        kind = self.kind(kind_name, options)
        rng = random.Random(f"{self.game}:{kind_name}:{difficulty}:{seed}")
        draft = kind.generate(rng, difficulty, options)
        return Question(
            **{f: getattr(draft, f) for f in Draft.__dataclass_fields__},
            game=self.game,
            kind=kind_name,
            difficulty=difficulty,
            seed=seed,
            options=changed_options(options),
            option_object=options,
            affected_by=kind.affected_by,
        )

    def _from_id(self, qid: object, path: str) -> Question:
        game, kind, difficulty, seed, opts = decode_id(qid, path)
        if game != self.game:
            raise RequestError(f"That question belongs to {game}, not to {self.game}.", path)
        if difficulty not in LEVELS:
            raise RequestError(f"difficulty {difficulty} does not exist", path)
        question_options: object = parse_options(self.options_type, opts, path)
        return self.generate(kind, seed, difficulty, question_options)

    def quiz_op(self, fields: Fields, options: Any) -> dict[str, Any]:
        if "id" in fields.data:
            return {"question": self._from_id(fields.data["id"], "id").to_json()}
        kind = fields.text("kind", max_length=40)
        seed = fields.integer("seed", minimum=0, maximum=MAX_SEED)
        difficulty = fields.integer("difficulty", default=1, minimum=1, maximum=len(LEVELS))
        question = self.generate(kind, seed, difficulty, options)
        return {"question": question.to_json()}

    def check_op(self, fields: Fields, options: Any) -> dict[str, Any]:
        raw = fields.require("question")
        if isinstance(raw, dict):
            path, qid = "question.id", raw.get("id")
        else:
            path, qid = "question", raw
        question = self._from_id(qid, path)
        if "answer" not in fields.data:
            raise RequestError("the request needs an 'answer'", "answer")
        answer = fields.data.get("answer")
        if is_empty(answer):
            raise EmptyAnswer(msg("quiz.answer.empty"), "answer")
        verdict = grade(self.kinds[question.kind], question, answer)
        result = verdict.to_json(self.game)
        result["question_id"] = question.id
        return result

    def ops(self) -> dict[str, Op]:
        return {
            "quiz": Op(
                "quiz",
                self.quiz_op,
                frozenset({"kind", "seed", "difficulty", "id"}),
                "A seeded question (by kind, seed and difficulty 1–3, or by its id); never "
                "the answer.",
            ),
            "check": Op(
                "check",
                self.check_op,
                frozenset({"question", "answer"}),
                "Grade an answer to a question (the question object or its id).",
            ),
        }


def grade(kind: QuizKind, question: Question, answer: Any) -> Verdict:
    """The kind's verdict; an answer the engine cannot read is a wrong answer, explained."""
    try:
        verdict = kind.grade(question, answer)
    except TrainerError as error:
        right = kind.grade(question, question.key)
        said = error.message
        # an error not said as a message is a request-shape error, for developers (cards.py)
        reason = said if isinstance(said, Message) else Text(said.rstrip("."))
        verdict = replace(
            right,
            correct=False,
            explanation=msg("quiz.answer.unreadable", reason=reason),
            details=[],
        )
    if verdict.example is None and question.example is not None:
        verdict.example = question.example
    return verdict
