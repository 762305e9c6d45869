"""D11: whatever a request holds, an error message or path never echoes more than a short cut.

The corpus is every worked example of the site (``/// example`` blocks: every op a page
shows) and a deal through ``state``, ``bot`` and ``hint`` in every game. Each integer of
each request is replaced by a 201-digit number, and each field name by a 200-character
word; no answer may quote a run of more than :data:`~trainer.errors.ECHO_LIMIT` digits or
letters of them, nor fail.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from trainer.api import handle
from trainer.errors import ECHO_LIMIT

ROOT = Path(__file__).resolve().parents[2]
_BLOCK = re.compile(r"^/// example \|[^\n]*\n(.*?)\n///$", re.M | re.S)
HUGE = 10**200
LONG_KEY = "k" * 200


def corpus() -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for page in sorted(ROOT.glob("docs/*/examples.md")):
        found += [json.loads(body) for body in _BLOCK.findall(page.read_text("utf-8"))]
    for game in ("pamfil", "tarok", "schafkopf"):
        actions: list[dict[str, Any]] = []
        for _ in range(12):
            state = handle({"op": "state", "game": game, "seed": 7, "actions": actions})
            if state["terminal"]:
                break
            actions.append(state["legal_actions"][-1])
        for op in ("state", "bot", "hint"):
            found.append({"op": op, "game": game, "seed": 7, "players": 4, "actions": actions})
    return found


CORPUS = corpus()


def mutations(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every integer and every field name inside ``value``."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield (*path, ("key", key))
            yield from mutations(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from mutations(item, (*path, i))
    elif isinstance(value, int) and not isinstance(value, bool):
        yield path


def mutated(request: dict[str, Any], path: tuple[Any, ...]) -> dict[str, Any]:
    result = copy.deepcopy(request)
    target: Any = result
    for step in path[:-1]:
        target = target[step]
    last = path[-1]
    if isinstance(last, tuple):
        key = last[1]
        target[LONG_KEY] = target.pop(key)
    else:
        target[last] = HUGE
    return result


def test_the_corpus_covers_every_game_and_many_ops() -> None:
    assert len(CORPUS) > 50
    assert {r["game"] for r in CORPUS} == {"pamfil", "tarok", "schafkopf"}
    assert len({(r["game"], r["op"]) for r in CORPUS}) >= 20


@pytest.mark.parametrize("request_", CORPUS, ids=lambda r: f"{r['game']}-{r['op']}")
def test_huge_numbers_and_long_field_names_are_echoed_cut(request_: dict[str, Any]) -> None:
    for path in mutations(request_):
        if path in ((("key", "op"),), (("key", "game"),)):
            continue
        answer = handle(mutated(request_, path))
        if answer["ok"]:
            continue
        error = answer["error"]
        assert error["code"] != "internal_error", (path, error)
        for text in (error["message"], error["path"]):
            assert not re.search(rf"\d{{{ECHO_LIMIT + 1},}}", text), (path, text)
            assert not re.search(rf"k{{{ECHO_LIMIT + 1},}}", text), (path, text)
