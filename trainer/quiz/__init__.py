"""The quiz framework shared by the three games (the shapes below are the page's contract).

A question is fully determined by ``(game, kind, difficulty, seed, options)`` and its id
spells exactly that (``schafkopf:legal_plays:2:1234[:opt=value,…]``), so ``check``
regenerates it and grades against the engine's own answer; no key travels to the page.

Modules: :mod:`.framework` (kinds, the book, ids, the ops), :mod:`.blocks` (one builder per
shape below; the checker the tests run is ``tests/question_shapes.py``), :mod:`.sampling`
(``draw``: the one way to find a position that fits a level), :mod:`.answers` (reading
answers), :mod:`.grading` (the card-choice grader every "pick cards" kind uses),
:mod:`.citations` (rules by topic, worked examples), :mod:`.house_rules` (options in words).
Names come from :mod:`trainer.naming`.

``describe`` lists each game's quiz kinds with ``title``, ``description``, ``levels`` and
``level_names`` (what each level asks, in a few words), and the game's ``card_names``,
``seat_names`` (by player count) and ``deck`` (the card-picture folder).

**Words, not codes.** Every string of a question or verdict is English for a learner: cards
are named ("the King of leaves"), seats as the game names them ("Forehand", "Zadek"), house
rules in words. Card codes appear only in ``cards`` and ``plays`` arrays (and in ``expected``,
the machine form); the page names them with ``describe``'s ``card_names``.

Question JSON (the ``quiz`` op, by ``kind``/``seed``/``difficulty`` or by ``id``)::

    {"id", "game", "kind", "difficulty", "seed",
     "options": {name: value},            # machine form of the non-default options
     "rules_in_play": [{"label", "value"}],   # those that change this kind, in words
     "prompt": str, "blocks": [block…], "answer": form,
     "labels": {code: name}}              # names of the cards shown

``blocks`` describe the position, in order, each one of

- ``{"type": "text", "text"}``
- ``{"type": "cards", "label", "cards": [codes], "role": "hand" | "pile" | "talon" | "trick"}``
- ``{"type": "trick", "label", "players": n, "you": seat | null,
  "plays": [{"seat", "seat_name", "card", "led": bool}]}`` — in play order, the first led;
  ``you`` is the seat the question asks about (drawn at the bottom of the table)
- ``{"type": "facts", "items": [{"label", "value", "cards"?: [codes]}]}`` — ``cards`` are
  the cards a fact names (the turned trump card), to draw beside the words
- ``{"type": "table", "label"?, "columns": [..], "rows": [[..]]}`` — every cell words

``answer`` says how to answer:

- ``{"type": "cards", "select": "many" | "one", "from": <block index>}`` → a list of codes;
  the block is a ``cards`` or a ``trick`` block (pick the winner in the trick itself)
- ``{"type": "choice", "choices": [{"value", "label"}]}`` → one value
- ``{"type": "number", "min", "max", "label"}`` → an integer
- ``{"type": "form", "fields": [{"name", "label", "type": "number" | "choice", "choices"?,
  "min"?, "max"?}]}`` → an object of field values

Verdict JSON (the ``check`` op, with ``question`` (the object or its id) and ``answer``)::

    {"correct": bool,
     "expected": machine form (codes, a value, an object of fields),
     "expected_text": the right answer in words,
     "why": one line of why the right answer is right (also when correct),
     "explanation": what was wrong, in words; "" when correct; never repeats "why",
     "rule": {"id", "topic", "text", "href", "original", "note_href"},
         # href: "<game>/rules/#<id>"; text: the sentence (a lead-in with its table);
         # note_href: the interpretation note the engine follows there, or null
     "details": [{"card": code | null, "verdict": "illegal" | "missed" | "not_shown"
                  | "wrong", "message", "rule": rule | null}],
     "example": "<game>/examples/#<anchor>" | null,
     "question_id"}

Every text above may be said from a message: the answer then carries, beside the text at key
``k``, its message at ``k_msg`` (``{"code", "args"}``; a list of them beside a list of texts), so
the page can read what a sentence is about without reading its words.

An empty answer (nothing chosen or typed) is refused with the error code ``empty_answer``:
every question here has a non-empty answer. An answer that cannot be read is graded wrong,
with the reason.
"""

from trainer.quiz.answers import answer_cards, answer_choice, answer_form, answer_int
from trainer.quiz.framework import MAX_SEED, Draft, Question, QuizBook, QuizKind, Verdict

__all__ = [
    "MAX_SEED",
    "Draft",
    "Question",
    "QuizBook",
    "QuizKind",
    "Verdict",
    "answer_cards",
    "answer_choice",
    "answer_form",
    "answer_int",
]
