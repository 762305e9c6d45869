"""The worked-examples pages: enough examples, every kind covered, every one rendered by the engine.

Each ``/// example`` block of ``docs/<game>/examples.md`` is a request to
:func:`trainer.api.handle`. These tests read the blocks straight from the
Markdown, ask the engine themselves, and check that the page rendered through
our extension shows the engine's answer, so a page cannot quietly drift from
the engine (or from the quizzes, which use the same engine).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import markdown
import pytest

from docs_ext import engine_blocks, examples
from trainer import naming
from trainer.api import handle

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("pamfil", "tarok", "schafkopf")
EXTENSIONS = ["docs_ext", "attr_list", "md_in_html", "tables", "admonition", "pymdownx.superfences"]
BLOCK = re.compile(r"^///\s*example\s*\|\s*(.+?)\s*\n(.*?)\n///\s*$", re.MULTILINE | re.DOTALL)


def page(game: str) -> str:
    return (ROOT / "docs" / game / "examples.md").read_text(encoding="utf-8")


def blocks(game: str) -> list[tuple[str, dict[str, Any]]]:
    return [(title, json.loads(body)) for title, body in BLOCK.findall(page(game))]


def example_html(title: str, request: dict[str, Any]) -> str:
    return examples.render_example(title, json.dumps(request))


ALL = [(game, title, request) for game in GAMES for title, request in blocks(game)]
IDS = [f"{game}: {title}" for game, title, _ in ALL]


@pytest.mark.parametrize("game", GAMES)
def test_each_page_has_at_least_eight_examples(game: str) -> None:
    assert len(blocks(game)) >= 8


@pytest.mark.parametrize("game", GAMES)
def test_each_page_covers_plays_tricks_auction_and_score(game: str) -> None:
    ops = {request["op"] for _, request in blocks(game)}
    assert {"legal_plays", "trick_winner", "auction", "score"} <= ops
    assert all(request["game"] == game for _, request in blocks(game))


EXTRA_OPS = {
    "pamfil": {"mucha", "card_points"},
    "tarok": {"card_points"},
    "schafkopf": {"matadors"},
}


@pytest.mark.parametrize("game", GAMES)
def test_each_page_covers_its_own_specialities(game: str) -> None:
    ops = {request["op"] for _, request in blocks(game)}
    assert EXTRA_OPS[game] <= ops


@pytest.mark.parametrize(("game", "title", "request_"), ALL, ids=IDS)
def test_every_request_is_answered_ok(game: str, title: str, request_: dict[str, Any]) -> None:
    response = handle(request_)
    assert response["ok"], response.get("error")


@pytest.mark.parametrize(("game", "title", "request_"), ALL, ids=IDS)
def test_the_rendered_example_shows_the_engines_answer(
    game: str, title: str, request_: dict[str, Any]
) -> None:
    response = handle(request_)
    html = example_html(title, request_)
    op = request_["op"]
    assert f'data-op="{op}"' in html and title.replace("'", "&#x27;") in html
    if op == "legal_plays":
        # The hand is drawn with exactly the legal cards marked, and the Legal line lists them.
        marked = re.findall(r'gc-card--marked" data-card="([^"]+)"', html)
        assert marked == response["legal"]
        legal_line = html.split("<strong>Legal:</strong>", 1)[1].split("</p>", 1)[0]
        assert legal_line.count("gc-card--inline") == len(response["legal"])
        for reason in response["reasons"].values():
            assert reason["message"].replace("'", "&#x27;") in html
            assert f'#{reason["rule"]["id"]}"' in html
    elif op == "trick_winner":
        assert "gc-card--winner" in html
        winner = re.search(r'gc-card--winner" data-card="([^"]+)"', html)
        assert winner and winner.group(1) == response["card"]
    elif op == "auction":
        assert html.count("gc-auction__call") == len(request_["calls"])
        if response.get("winner") is not None:
            assert f"{_seat(game, response['winner'], request_)} wins the auction" in html
    elif op == "score":
        for value in _score_values(game, request_, response):
            assert value in html, value
    elif op == "card_points":
        assert f"<strong>{response['points']}" in html
    elif op == "matadors":
        assert f"<strong>{response['matadors']}</strong>" in html
    elif op == "mucha" and response["winner"] is not None:
        assert f"{_seat(game, response['winner'], request_)} wins the deal" in html


def _seat(game: str, seat: int, request_: dict[str, Any]) -> str:
    """A seat as an example shows it: its number and the engine's name for it."""
    players = examples.players_of(game, request_)
    return f"Seat {seat} ({naming.seat_in_text(game, seat, players)})"


def _score_values(game: str, request_: dict[str, Any], response: dict[str, Any]) -> list[str]:
    signed = examples._signed
    if game == "pamfil":
        return [f"<strong>{signed(response['points'])}</strong>"]
    if game == "tarok":
        return [f"<strong>{signed(response['total'])}</strong>"] + [
            f"<td>{signed(value)}</td>" for value in response["payments"]
        ]
    if request_["contract"]["type"] == "ramsch":
        return [_seat(game, response["loser"], request_) + " loses"] + [
            f"<td>{signed(value)}</td>" for value in response["net"]
        ]
    net = response["net"]
    return [
        f"<strong>{response['value']}</strong>",
        f"<td>{signed(net['declarer'])}</td>",
        f"<td>{signed(net['opponent'])}</td>",
    ]


@pytest.mark.parametrize("game", GAMES)
def test_the_whole_page_renders_through_the_extension(game: str) -> None:
    html = markdown.Markdown(extensions=EXTENSIONS).convert(page(game))
    assert html.count('class="admonition example gc-example"') == len(blocks(game))
    assert "///" not in html  # every block was consumed by the extension
    # Inline card notation in the prose became pictures.
    assert html.count("gc-card--inline") > 20


@pytest.mark.parametrize("game", GAMES)
def test_every_rules_link_points_to_an_anchor_of_the_rules_page(game: str) -> None:
    rules = (ROOT / "docs" / game / "rules.md").read_text(encoding="utf-8")
    anchors = set(re.findall(r'id="([^"]+)"', rules)) | set(re.findall(r"\{#([\w-]+)", rules))
    linked = set(re.findall(r"\]\(rules\.md#([\w-]+)\)", page(game)))
    assert linked, "the page cites no rule"
    assert linked <= anchors, sorted(linked - anchors)


def test_the_three_tarok_auctions_of_the_text_give_its_results() -> None:
    """Examples 1–3 of the text: (winner seat, contract) as the text states them."""
    expected = [(0, {"name": "dwojka", "level": 1}), (2, {"name": "trojka", "level": 3})]
    expected.append((1, {"name": "trojka", "level": 2}))
    auctions = [request for title, request in blocks("tarok") if request["op"] == "auction"]
    results = [(handle(r)["winner"], handle(r)["contract"]) for r in auctions[:3]]
    assert results == expected


def test_the_schafkopf_matador_examples_of_the_text_are_all_there() -> None:
    """The four examples of the text, including the two the errata correct."""
    found = {
        frozenset(request["cards"])
        & frozenset({"OC", "OS", "OH", "OD", "UC", "US", "AH", "10H", "9H", "8H", "7H"}): handle(
            request
        )["matadors"]
        for _, request in blocks("schafkopf")
        if request["op"] == "matadors"
    }
    assert found[frozenset({"OC", "OS", "OH", "OD"})] == 4
    assert found[frozenset({"UC", "US", "AH", "10H"})] == 2  # corrected: Unters in a Wenz
    assert found[frozenset({"OC", "OS", "AH", "10H"})] == 0  # as printed: Obers in a Wenz
    assert found[frozenset({"AH", "10H", "9H", "8H", "7H"})] == 0  # broken from the top
    assert found[frozenset({"AH", "9H", "7H"})] == 0


def test_a_refused_request_fails_the_build() -> None:
    bad = {"op": "legal_plays", "game": "schafkopf", "contract": {"type": "wenz"}, "hand": ["KX"]}
    with pytest.raises(engine_blocks.EngineBlockError, match="refused"):
        example_html("Bad", bad)


def test_the_example_renderer_keeps_no_game_facts_of_its_own() -> None:
    """Seat names, suit names and contract names come from the engine (``trainer.naming``),
    so the examples cannot drift from the trainer's and the play page's words."""
    source = (Path(examples.__file__)).read_text(encoding="utf-8").lower()
    facts = ("ręka", "środek", "zadek", "forehand", "trójka", "druga", "acorns", "bells", "wenz")
    for fact in facts:
        assert not re.search(rf"\b{fact}\b", source), fact
