"""Blocks of the site that the rules engine renders at build time.

Two block forms, each on lines of their own in a Markdown page:

``/// example | Title`` … JSON request … ``///``
    Sends the request to :func:`trainer.api.handle` and renders the position
    and the engine's answer (legal cards and why the others are illegal, the
    trick's winner, the auction's result, the score …) with card pictures and
    the quoted rule. A request the engine refuses fails the build: a worked
    example that does not work must not ship.

``/// trainer | <game>`` ``///``
    The root of the in-browser trainer for a game, with its first question
    rendered here as static HTML (readable before Python starts in the
    browser). The question JSON has no answer key; the worker grades answers.

Both go through the same JSON boundary as the browser and the tests.
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any

from markdown import Markdown
from markdown.preprocessors import Preprocessor

from docs_ext import html as h
from trainer.api import handle
from trainer.cards import Card, Deck

_OPEN = re.compile(r"^///\s*(example|trainer)\s*\|\s*(.+?)\s*$")
_CLOSE = re.compile(r"^///\s*$")

SEAT_NAMES = {
    "schafkopf": ["Seat 0 (forehand)", "Seat 1", "Seat 2", "Seat 3"],
    "pamfil": [f"Seat {i}" + (" (forehand)" if i == 0 else "") for i in range(7)],
    "tarok": ["Seat 0 (ręka)", "Seat 1 (środek)", "Seat 2 (zadek)", "Seat 3"],
}

FIRST_QUESTION = {"seed": 1, "difficulty": 1}


class EngineBlockError(ValueError):
    """A block that the engine cannot render; stops the build with its text."""


class EngineBlocks(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        i = 0
        while i < len(lines):
            match = _OPEN.match(lines[i])
            if not match:
                out.append(lines[i])
                i += 1
                continue
            kind, arg = match.groups()
            body: list[str] = []
            i += 1
            while i < len(lines) and not _CLOSE.match(lines[i]):
                body.append(lines[i])
                i += 1
            if i == len(lines):
                raise EngineBlockError(f"'/// {kind} | {arg}' has no closing '///'")
            i += 1
            rendered = (
                render_example(arg, "\n".join(body))
                if kind == "example"
                else (render_trainer(arg.strip()))
            )
            out.extend(["", self.md.htmlStash.store(rendered), ""])
        return out


def register(md: Markdown) -> None:
    # Before fenced code (priority 25) and HTML blocks (20), after normalisation.
    md.preprocessors.register(EngineBlocks(md), "gc_engine_blocks", 28)


# -- examples ------------------------------------------------------------------------------------


def ask(request: dict[str, Any]) -> dict[str, Any]:
    response = handle(request)
    if not response.get("ok"):
        error = response.get("error", {})
        raise EngineBlockError(
            f"the engine refused the example {json.dumps(request)[:300]}: "
            f"{error.get('code')}: {error.get('message')} (at {error.get('path')})"
        )
    return response


def render_example(title: str, body: str) -> str:
    try:
        request = json.loads(body)
    except ValueError as error:
        raise EngineBlockError(f"example '{title}': the request is not JSON ({error})") from None
    if not isinstance(request, dict) or "game" not in request or "op" not in request:
        raise EngineBlockError(f"example '{title}': the request needs 'game' and 'op'")
    response = ask(request)
    game = request["game"]
    deck = h.deck_of(game)
    parts = [f'<p class="gc-example__title"><strong>{escape(title)}</strong></p>']
    parts.append(render_position(request, deck, game))
    parts.append(render_result(request, response, deck, game))
    return f'<div class="gc-example" data-op="{escape(request["op"])}">{"".join(parts)}</div>'


def _cards(deck: Deck, codes: list[str]) -> list[Card]:
    return [deck.parse(code) for code in codes]


def describe_contract(game: str, contract: Any) -> str:
    if not isinstance(contract, dict):
        return str(contract)
    if game == "schafkopf":
        names = {
            "ace_game": "Ace game",
            "wenz": "Wenz",
            "suit_solo": "Suit Solo",
            "wenz_tout": "Wenz Tout",
            "suit_solo_tout": "Suit Solo Tout",
            "sie": "Sie",
            "ramsch": "Ramsch",
        }
        text = names.get(contract.get("type"), str(contract.get("type")))
        suits = {"C": "acorns", "S": "leaves", "H": "hearts", "D": "bells"}
        if contract.get("called"):
            text += f", calling the ace of {suits.get(contract['called'], contract['called'])}"
        if contract.get("trump"):
            text += f", {suits.get(contract['trump'], contract['trump'])} trump"
        return text
    if game == "pamfil":
        suits = {"C": "acorns", "S": "leaves", "H": "hearts", "D": "bells"}
        return f"{suits.get(contract.get('trump'), contract.get('trump'))} are trumps"
    levels = {1: "", 2: "druga ", 3: "trzecia ", 4: "czwarta ", 5: "piąta "}
    return f"{levels.get(contract.get('level', 1), '')}{contract.get('name')}"


def render_position(request: dict[str, Any], deck: Deck, game: str) -> str:
    parts: list[str] = []
    items: list[tuple[str, str]] = []
    if "contract" in request:
        items.append(("Contract", describe_contract(game, request["contract"])))
    for key in (
        "players",
        "declared",
        "tricks",
        "holds_pamfil",
        "mucha",
        "declarer_points",
        "declarer_tricks",
        "contra",
        "re",
        "volat",
        "volat_announced",
        "renons",
    ):
        if key in request:
            items.append((key.replace("_", " ").capitalize(), json.dumps(request[key])))
    if items:
        parts.append(h.facts(items))
    for n, trick in enumerate(request.get("history") or [], start=1):
        parts.append(h.card_row(_cards(deck, trick), f"Trick {n} (earlier)", role="pile"))
    if request.get("trick") is not None and request["op"] != "trick_winner":
        label = "Cards already played to this trick" if request["trick"] else "You lead"
        parts.append(h.card_row(_cards(deck, request["trick"]), label, role="trick"))
    if "cards" in request:
        parts.append(h.card_row(_cards(deck, request["cards"]), "Cards", role="pile"))
    for seat, hand in enumerate(request.get("hands") or []):
        names = SEAT_NAMES.get(game, [])
        label = names[seat] if seat < len(names) else f"Seat {seat}"
        parts.append(h.card_row(_cards(deck, hand), label))
    if "calls" in request:
        rows = [[_seat_name(game, call.get("seat")), _call_text(call)] for call in request["calls"]]
        parts.append(h.table(["Seat", "Call"], rows, "The calls, in order"))
    return "".join(parts)


def _seat_name(game: str, seat: Any) -> str:
    names = SEAT_NAMES.get(game, [])
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)


def _call_text(call: dict[str, Any]) -> str:
    text = str(call.get("call"))
    for key in ("level", "called", "trump", "count"):
        if key in call:
            text += f" ({key} {call[key]})"
    return text


def render_result(request: dict[str, Any], response: dict[str, Any], deck: Deck, game: str) -> str:
    op = request["op"]
    parts: list[str] = ['<div class="gc-example__result">']
    if op == "legal_plays":
        hand = _cards(deck, request["hand"])
        legal = set(response["legal"])
        marks = {
            c.code: ("gc-card--legal" if c.code in legal else "gc-card--illegal") for c in hand
        }
        parts.append(h.card_row(hand, "Your hand: the cards you may play are raised", marks=marks))
        shown = ", ".join(response["legal"]) or "none"
        parts.append(f"<p><strong>Legal:</strong> {escape(shown)}.</p>")
        reasons = response.get("reasons") or {}
        if reasons:
            parts.append("<p><strong>Why the others may not be played:</strong></p><ul>")
            for code, reason in reasons.items():
                parts.append(
                    f"<li>{h.card_picture(deck.parse(code), 'gc-card--inline')} "
                    f"{escape(reason.get('message', ''))}{h.rule_link(reason.get('rule'))}</li>"
                )
            parts.append("</ul>")
    elif op == "trick_winner":
        trick = _cards(deck, request["trick"])
        plays = [(f"{i + 1}.", card) for i, card in enumerate(trick)]
        parts.append(h.trick_row(plays, "The trick, in playing order", response["winner"]))
        parts.append(
            f"<p><strong>{escape(response['card'])}</strong> wins the trick "
            f"(card {response['winner'] + 1} of {len(trick)}).</p>"
        )
    else:
        parts.append(h.facts(_result_items(response)))
    explanation = response.get("explanation")
    if isinstance(explanation, list):
        parts.append('<ol class="gc-steps">')
        parts.extend(f"<li>{escape(str(step))}</li>" for step in explanation)
        parts.append("</ol>")
    elif isinstance(explanation, str) and explanation:
        parts.append(f"<p>{escape(explanation)}</p>")
    if isinstance(response.get("rule"), dict):
        parts.append(h.rule_link(response["rule"]))
    parts.append("</div>")
    return "".join(parts)


_SKIP = {"ok", "op", "game", "explanation", "rule", "cards", "steps"}


def _result_items(response: dict[str, Any]) -> list[tuple[str, str]]:
    items = []
    for key, value in response.items():
        if key in _SKIP:
            continue
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        items.append((key.replace("_", " ").capitalize(), text))
    return items


# -- the trainer root with its first question ----------------------------------------------------


def render_trainer(game: str) -> str:
    described = ask({"op": "describe"})["games"].get(game)
    if described is None:
        raise EngineBlockError(f"'/// trainer | {game}': no such game")
    kinds = [k for k in described["quiz_kinds"] if k["available"]]
    if not kinds:
        raise EngineBlockError(f"'/// trainer | {game}': the engine has no quiz kinds yet")
    first = kinds[0]["name"]
    question = ask({"op": "quiz", "game": game, "kind": first, **FIRST_QUESTION})["question"]
    config = {"game": game, "kinds": kinds, "options": described["options"]}
    return (
        f'<div class="gc-quiz" data-trainer data-game="{escape(game)}" data-engine="loading">'
        f'<script type="application/json" class="gc-quiz__config">{_json_attr(config)}</script>'
        f'<div class="gc-quiz__question" data-question="{escape(question["id"])}">'
        f'<script type="application/json" class="gc-quiz__data">{_json_attr(question)}</script>'
        f"{render_question(question)}</div></div>"
    )


def _json_attr(data: Any) -> str:
    # JSON inside <script type="application/json">: only "</" needs breaking up.
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


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
                    _cards(deck, block["cards"]),
                    block.get("label", ""),
                    role=block.get("role", "hand"),
                )
            )
        elif kind == "trick":
            plays = [
                (
                    str(p.get("label", _seat_name(question["game"], p.get("seat")))),
                    deck.parse(p["card"]),
                )
                for p in block["plays"]
            ]
            parts.append(h.trick_row(plays, block.get("label", "")))
        elif kind == "facts":
            parts.append(h.facts((i["label"], str(i["value"])) for i in block["items"]))
        elif kind == "table":
            parts.append(h.table(block["columns"], block["rows"], block.get("label", "")))
    parts.append(
        '<p class="gc-quiz__waiting">Answering needs the rules engine, which is starting in '
        "the background.</p>"
    )
    return "".join(parts)
