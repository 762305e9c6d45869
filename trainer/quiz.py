"""The quiz framework shared by the three games.

A question is fully determined by ``(game, kind, difficulty, seed, options)``
and its id spells exactly that, so ``check`` regenerates the question from the
id and grades against the engine's own answer: no answer key ever travels to
the page, and a permalink reproduces the question. Games supply the kinds
(:class:`QuizKind`); this module supplies ids, the question and verdict shapes
the browser renders, and the ``quiz``/``check`` ops.

Question JSON (what the browser renders, see ``docs/javascripts/trainer.js``):

``blocks`` describe the position, in order, each one of
  ``{"type": "text", "text"}``,
  ``{"type": "cards", "label", "cards": [codes], "role": "hand" | "pile" | "talon"}``,
  ``{"type": "trick", "label", "plays": [{"seat", "card"}]}``,
  ``{"type": "facts", "items": [{"label", "value"}]}``,
  ``{"type": "table", "columns": [..], "rows": [[..]]}``.
``answer`` says how to answer:
  ``{"type": "cards", "select": "many" | "one", "from": <block index>}`` → a list of codes,
  ``{"type": "choice", "choices": [{"value", "label"}]}`` → one value,
  ``{"type": "number", "min", "max", "label"}`` → an integer,
  ``{"type": "form", "fields": [{"name", "label", "type": "number" | "choice", "choices"}]}``
  → an object of field values.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from trainer.errors import RequestError, TrainerError, shown
from trainer.fields import Fields
from trainer.ops import Op
from trainer.options import changed_options, options_to_json, parse_options
from trainer.rules import Rule

LEVELS = (1, 2, 3)
MAX_SEED = 2**53 - 1  # the largest integer JavaScript holds exactly


@dataclass(kw_only=True)
class Question:
    """A generated question.

    ``key`` is the engine's answer, in the form ``check`` reports as
    ``expected``; it never leaves Python with the question. ``context`` holds
    whatever else grading needs (e.g. the reason each card is illegal).
    """

    prompt: str
    blocks: list[dict[str, Any]]
    answer: dict[str, Any]
    key: Any = field(repr=False)
    rule: Rule | None = None
    affected_by: tuple[str, ...] = ()
    context: dict[str, Any] = field(default_factory=dict, repr=False)
    # Filled in by QuizBook.generate: a kind's generator only builds the position.
    game: str = ""
    kind: str = ""
    difficulty: int = 0
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    option_values: dict[str, Any] = field(default_factory=dict, repr=False)

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
            "affected_by": {name: self.option_values.get(name) for name in self.affected_by},
            "prompt": self.prompt,
            "blocks": self.blocks,
            "answer": self.answer,
            "labels": card_labels(self.game, self.blocks),
        }


_LABEL_DECKS = {"schafkopf": "schafkopf", "pamfil": "pamfil36", "tarok": "tarok"}


def card_labels(game: str, blocks: list[dict[str, Any]]) -> dict[str, str]:
    """Text alternatives of every card shown in the blocks, for the page's pictures."""
    from trainer.cards import DECKS

    deck = DECKS.get(_LABEL_DECKS.get(game, ""))
    if deck is None:
        return {}
    codes: list[str] = []
    for block in blocks:
        codes.extend(block.get("cards") or [])
        codes.extend(play.get("card") for play in block.get("plays") or [])
    labels = {}
    for code in codes:
        card = deck.get(str(code))
        if card is not None:
            labels[card.code] = card.label
    return labels


@dataclass
class Verdict:
    """The engine's judgement of one answer."""

    correct: bool
    expected: Any
    explanation: str
    rule: Rule | None
    details: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "correct": self.correct,
            "expected": self.expected,
            "explanation": self.explanation,
            "rule": self.rule.to_json() if self.rule else None,
            "details": self.details,
        }


@dataclass(frozen=True)
class QuizKind:
    """One kind of question of one game.

    ``generate(rng, difficulty, options)`` builds a question from real dealt
    positions (the framework fills in game, kind, seed and options);
    ``grade(question, answer)`` compares an answer, in any form the page may
    send, with ``question.key``. ``needs`` names the rule options a kind
    requires (matadors), which the page uses to offer it only when they are on.
    """

    name: str
    title: str
    description: str
    generate: Callable[[random.Random, int, Any], Question]
    grade: Callable[[Question, Any], Verdict]
    affected_by: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()

    def available(self, options: Any) -> bool:
        """A kind that needs rule options (matadors) exists only when they are on."""
        return all(getattr(options, name) for name in self.needs)

    def describe(self, options: Any) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "levels": list(LEVELS),
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


def decode_id(text: object, path: str = "question.id") -> tuple[str, str, int, int, dict]:
    """Parse a question id back into its parts (raises :class:`RequestError`)."""
    if not isinstance(text, str) or len(text) > 400:
        raise RequestError("a question id is text like 'schafkopf:legal_plays:2:1234'", path)
    match = _ID.match(text.strip())
    if not match:
        raise RequestError(f"'{shown(text)}' is not a question id", path)
    game, kind, level, seed, opts = match.groups()
    if int(seed) > MAX_SEED:
        # the quiz op never makes such a question, so no permalink may name one
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
        return [kind.describe(options) for kind in self.kinds.values()]

    def kind(self, name: str, options: Any, path: str = "kind") -> QuizKind:
        kind = self.kinds.get(name)
        if kind is None:
            known = ", ".join(self.kinds)
            raise RequestError(
                f"'{shown(name)}' is not a quiz kind of {self.game} (kinds: {known})", path
            )
        if not kind.available(options):
            raise RequestError(
                f"the quiz kind '{name}' needs a rule option that is off", path, code="unavailable"
            )
        return kind

    def generate(self, kind_name: str, seed: int, difficulty: int, options: Any) -> Question:
        kind = self.kind(kind_name, options)
        rng = random.Random(f"{self.game}:{kind_name}:{difficulty}:{seed}")
        question = kind.generate(rng, difficulty, options)
        question.game = self.game
        question.kind = kind_name
        question.difficulty = difficulty
        question.seed = seed
        question.options = changed_options(options)
        question.option_values = options_to_json(options)
        question.affected_by = kind.affected_by
        return question

    def quiz_op(self, fields: Fields, options: Any) -> dict[str, Any]:
        kind = fields.text("kind", max_length=40)
        seed = fields.integer("seed", minimum=0, maximum=MAX_SEED)
        difficulty = fields.integer("difficulty", default=1, minimum=1, maximum=len(LEVELS))
        question = self.generate(kind, seed, difficulty, options)
        return {"question": question.to_json()}

    def check_op(self, fields: Fields, options: Any) -> dict[str, Any]:
        raw = fields.require("question")
        if isinstance(raw, dict):
            path = "question.id"
            qid = raw.get("id")
        else:
            path = "question"
            qid = raw
        game, kind, difficulty, seed, opts = decode_id(qid, path)
        if game != self.game:
            raise RequestError(f"that question belongs to {game}, not {self.game}", path)
        if difficulty not in LEVELS:
            raise RequestError(f"difficulty {difficulty} does not exist", path)
        question_options = parse_options(self.options_type, opts, path)
        question = self.generate(kind, seed, difficulty, question_options)
        if "answer" not in fields.data:
            raise RequestError("the request needs an 'answer'", "answer")
        try:
            verdict = kind_grade(self.kinds[kind], question, fields.data.get("answer"))
        except TrainerError as error:
            # An answer the engine cannot read is a wrong answer, explained; never a crash.
            verdict = Verdict(
                correct=False,
                expected=question.key,
                explanation=f"That answer could not be read: {error.message}",
                rule=question.rule,
            )
        result = verdict.to_json()
        result["question_id"] = question.id
        return result

    def ops(self) -> dict[str, Op]:
        return {
            "quiz": Op(
                "quiz",
                self.quiz_op,
                frozenset({"kind", "seed", "difficulty"}),
                "A seeded question of the given kind and difficulty (1–3); never the answer.",
            ),
            "check": Op(
                "check",
                self.check_op,
                frozenset({"question", "answer"}),
                "Grade an answer to a question (the question object or its id).",
            ),
        }


def kind_grade(kind: QuizKind, question: Question, answer: Any) -> Verdict:
    return kind.grade(question, answer)


# -- reading answers in every form the page may send ---------------------------------------------


def answer_cards(answer: Any, deck: Any, path: str = "answer") -> list[Any]:
    """Cards from a list of codes, one code, ``"OC, 10H"``, ``[{"card": "OC"}]`` or
    ``{"cards": [...]}``. Duplicates collapse: choosing a card twice is choosing it."""
    if isinstance(answer, dict):
        answer = answer.get("cards", answer.get("card", answer.get("value")))
    if answer is None:
        return []
    if isinstance(answer, str):
        answer = [part for part in re.split(r"[\s,;]+", answer) if part]
    if not isinstance(answer, list | tuple):
        raise RequestError("the answer must be a list of cards", path)
    cards = []
    for i, item in enumerate(answer[:64]):
        if isinstance(item, dict):
            item = item.get("card", item.get("value"))
        card = deck.parse(item, f"{path}[{i}]")
        if card not in cards:
            cards.append(card)
    return cards


def answer_int(answer: Any, path: str = "answer") -> int:
    """An integer from ``7``, ``"7"``, ``" -7 "``, ``7.0`` or ``{"value": 7}``."""
    if isinstance(answer, dict):
        answer = answer.get("value")
    if isinstance(answer, bool):
        raise RequestError("the answer must be a number", path)
    if isinstance(answer, int):
        return answer
    if isinstance(answer, float) and answer.is_integer() and abs(answer) < 1e9:
        return int(answer)
    # "\-" and "\u2212": a bare "+-−" inside [...] is a range that spans the ASCII letters.
    if isinstance(answer, str) and re.fullmatch(r"\s*[+\-\u2212]?\d{1,9}\s*", answer):
        return int(answer.strip().replace("\u2212", "-"))
    raise RequestError("the answer must be a whole number", path)


def answer_choice(answer: Any, path: str = "answer") -> str:
    """One choice value from ``"x"``, ``{"value": "x"}`` or ``["x"]``; compared trimmed."""
    if isinstance(answer, dict):
        answer = answer.get("value")
    if isinstance(answer, list) and len(answer) == 1:
        answer = answer[0]
    if isinstance(answer, bool) or answer is None:
        raise RequestError("choose one of the answers", path)
    if isinstance(answer, int | float):
        answer = str(answer)
    if not isinstance(answer, str):
        raise RequestError("choose one of the answers", path)
    return answer.strip()


def answer_form(answer: Any, path: str = "answer") -> dict[str, Any]:
    """A form answer: an object of field values."""
    if not isinstance(answer, dict):
        raise RequestError("the answer must be an object of field values", path)
    return answer
