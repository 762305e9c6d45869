"""The checker of the documented question shapes (``trainer.quiz``'s package docstring):
every way a question's JSON departs from them. The quiz tests run it on every generated
question; it lives with the tests because the engine never runs it (it was shipped in the
browser's wheel for nothing)."""

from __future__ import annotations

from typing import Any

from trainer.quiz.blocks import ROLES

_BLOCK_KEYS = {
    "text": {"type", "text"},
    "cards": {"type", "label", "cards", "role"},
    "trick": {"type", "label", "plays", "players", "you"},
    "facts": {"type", "items"},
    "table": {"type", "columns", "rows"},
}


def _is_words(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip())


def block_problems(block: object, where: str) -> list[str]:
    """What is wrong with one block, against the documented shapes (empty when nothing)."""
    if not isinstance(block, dict) or block.get("type") not in _BLOCK_KEYS:
        return [f"{where}: not a known block"]
    kind = block["type"]
    out = []
    required = _BLOCK_KEYS[kind]
    optional = {"label"} if kind == "table" else set()
    if not required <= block.keys() or not block.keys() <= required | optional:
        out.append(f"{where}: {kind} block has keys {sorted(block)}")
        return out
    if kind == "text" and not _is_words(block["text"]):
        out.append(f"{where}: empty text")
    if kind == "cards":
        if block["role"] not in ROLES or not _is_words(block["label"]):
            out.append(f"{where}: bad cards label or role")
        if not block["cards"] or not all(isinstance(c, str) for c in block["cards"]):
            out.append(f"{where}: cards must be a non-empty list of codes")
    if kind == "trick":
        players = block["players"]
        if not isinstance(players, int) or players < 2 or not _is_words(block["label"]):
            out.append(f"{where}: bad trick header")
        if block["you"] is not None and not isinstance(block["you"], int):
            out.append(f"{where}: you must be a seat or null")
        for i, play in enumerate(block["plays"]):
            if set(play) != {"seat", "seat_name", "card", "led"} or play["led"] is not (i == 0):
                out.append(f"{where}.plays[{i}]: bad play {play}")
    if kind == "facts":
        for i, item in enumerate(block["items"]):
            if not {"label", "value"} <= set(item) <= {"label", "value", "cards"}:
                out.append(f"{where}.items[{i}]: bad fact {item}")
            elif not (_is_words(item["label"]) and _is_words(item["value"])):
                out.append(f"{where}.items[{i}]: fact not in words")
    if kind == "table":
        width = len(block["columns"])
        for i, row in enumerate(block["rows"]):
            if len(row) != width or not all(isinstance(cell, str) for cell in row):
                out.append(f"{where}.rows[{i}]: row does not fit the columns")
    return out


def answer_problems(answer: object, blocks: list[Any]) -> list[str]:
    """What is wrong with the answer form (empty when nothing)."""
    if not isinstance(answer, dict):
        return ["answer: not an object"]
    kind = answer.get("type")
    if kind == "cards":
        index = answer.get("from")
        if not isinstance(index, int) or not 0 <= index < len(blocks):
            return ["answer: 'from' is not a block index"]
        if blocks[index].get("type") not in ("cards", "trick") or answer.get("select") not in (
            "one",
            "many",
        ):
            return ["answer: cards must be picked from a cards or trick block"]
        return []
    if kind == "choice":
        choices = answer.get("choices") or []
        values = [c.get("value") for c in choices]
        if len(choices) < 2 or len(set(values)) != len(values):
            return ["answer: a choice needs two or more distinct values"]
        if not all(_is_words(c.get("label")) for c in choices):
            return ["answer: a choice label is not in words"]
        return []
    if kind == "number":
        return [] if _is_words(answer.get("label")) else ["answer: number without label"]
    if kind == "form":
        out = []
        for field in answer.get("fields") or []:
            if field.get("type") not in ("number", "choice") or not _is_words(field.get("label")):
                out.append(f"answer: bad field {field}")
        return out
    return [f"answer: unknown type {kind!r}"]


def _words_only(value: Any) -> Any:
    """The JSON without the boundary's message data: beside a text said from a message at key
    ``k`` the answer carries ``k_msg`` (its code and arguments), which every shape allows."""
    if isinstance(value, dict):
        return {k: _words_only(v) for k, v in value.items() if not k.endswith("_msg")}
    if isinstance(value, list):
        return [_words_only(v) for v in value]
    return value


def problems(question: dict[str, Any]) -> list[str]:
    """Every way a question's JSON departs from the documented shapes."""
    question = _words_only(question)
    out = []
    for i, block in enumerate(question.get("blocks") or []):
        out += block_problems(block, f"blocks[{i}]")
    out += answer_problems(question.get("answer"), question.get("blocks") or [])
    for item in question.get("rules_in_play", []):
        if set(item) != {"label", "value"}:
            out.append(f"rules_in_play: bad item {item}")
    return out
