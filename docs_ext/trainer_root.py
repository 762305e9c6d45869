"""The ``/// trainer | <game>`` block: the root of the in-browser trainer for a game.

Its first question is rendered here as static HTML (readable before Python starts in the
browser), through the same JSON boundary as the browser and the tests. The question JSON has
no answer key; the worker grades answers.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from docs_ext import html as h
from docs_ext.examples import EngineBlockError, ask, cards_of, players_of, seat_label
from docs_ext.words import say

FIRST_QUESTION = {"seed": 1, "difficulty": 1}


def render_trainer(game: str) -> str:
    """The trainer's root, with what the page needs before the engine is up.

    The game's description (kinds, rules, presets, card and seat names, the card
    pictures' folder) and the first question travel as JSON in ``data-`` attributes,
    not in ``<script>`` elements: Material's instant navigation re-runs every script
    of a swapped-in page as JavaScript, which the CSP then refuses.
    """
    described = ask({"op": "describe"})["games"].get(game)
    if described is None:
        raise EngineBlockError(f"'/// trainer | {game}': no such game")
    kinds = described["quiz_kinds"]
    offered = [k for k in kinds if k["available"]]
    if not offered:
        raise EngineBlockError(f"'/// trainer | {game}': the engine has no quiz kinds yet")
    first = offered[0]["name"]
    question = ask({"op": "quiz", "game": game, "kind": first, **FIRST_QUESTION})["question"]
    config = {
        "game": game,
        "title": described["title"],
        "kinds": kinds,
        "options": described["options"],
        "deck": described["deck"],
    }
    for key in ("presets", "card_names", "seat_names", "seat_keys", "table"):
        if key in described:
            config[key] = described[key]
    return (
        f'<div class="gc-quiz" data-trainer data-game="{escape(game)}" data-engine="loading" '
        f'data-config="{escape(_json(config))}">'
        f'<div class="gc-quiz__question" data-question="{escape(question["id"])}" '
        f'data-question-json="{escape(_json(question))}">'
        f"{render_question(question)}</div></div>"
    )


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def render_question(question: dict[str, Any]) -> str:
    """Static HTML of a question (the browser renders later ones the same way)."""
    deck = h.deck_of(question["game"])
    parts = [f'<p class="gc-quiz__prompt">{escape(question["prompt"])}</p>']
    for block in question["blocks"]:
        kind = block.get("type")
        if kind == "text":
            parts.append(f"<p>{escape(block['text'])}</p>")
        elif kind == "cards":
            parts.append(
                h.card_row(
                    cards_of(deck, block["cards"]),
                    block.get("label", ""),
                    role=block.get("role", "hand"),
                )
            )
        elif kind == "trick":
            plays = [
                (
                    str(
                        p.get("seat_name")
                        or seat_label(
                            question["game"],
                            p.get("seat"),
                            block.get("players") or players_of(question["game"], {}),
                        )
                    ),
                    deck.parse(p["card"]),
                )
                for p in block["plays"]
            ]
            parts.append(h.trick_row(plays, block.get("label", "")))
        elif kind == "facts":
            parts.append(h.facts((i["label"], str(i["value"])) for i in block["items"]))
        elif kind == "table":
            parts.append(h.table(block["columns"], block["rows"], block.get("label", "")))
    parts.append(f'<p class="gc-quiz__waiting">{escape(say("build.trainer.waiting"))}</p>')
    return h.BLOCKS.join(parts)
