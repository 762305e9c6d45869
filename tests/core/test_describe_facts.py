"""The game facts a page arranges itself by come from ``describe`` (issue 33, item 6).

The lessons' guide, the play page, the diagrams and the score sheet once kept these facts in
JavaScript by a game's id (Tarok plays to the right, its declarer is the soloist, Pamfil's
trumps are turned up, Schafkopf's dealer sits out with five). Each is now said once, in the
game's record, and ``describe`` gives it; these tests hold each fact to its source sentence
and, where a deal shows it, to what the engine does.
"""

from __future__ import annotations

from typing import Any

import pytest

from trainer.api import handle
from trainer.pamfil.rulebook import RULES as PAMFIL_RULES
from trainer.schafkopf.rulebook import RULES as SCHAFKOPF_RULES
from trainer.tarok.rulebook import RULES as TAROK_RULES

GAMES = ("pamfil", "tarok", "schafkopf")


def described(game: str) -> dict[str, Any]:
    answer = handle({"op": "describe"})
    assert answer["ok"], answer
    games: dict[str, dict[str, Any]] = answer["games"]
    return games[game]


#: game -> (direction, the sentence that places the forehand)
DIRECTIONS = {
    "pamfil": ("left", PAMFIL_RULES["pf-forehand-must-play"].text, "the dealer's left"),
    "tarok": ("right", TAROK_RULES["tk-forehand"].text, "to the right of the dealer"),
    "schafkopf": ("left", SCHAFKOPF_RULES["sk-auction-open"].text, "the dealer's left"),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_direction_of_play_is_the_texts(game: str) -> None:
    direction, sentence, words = DIRECTIONS[game]
    assert words in sentence
    assert described(game)["table"]["direction"] == direction


def test_tarok_bids_to_the_right_too() -> None:
    # "Each player, beginning with the person on the dealer's right, may declare a game or pass."
    assert "the dealer's right" in TAROK_RULES["tk-auction-order"].text
    assert described("tarok")["table"]["direction"] == "right"


@pytest.mark.parametrize(
    ("game", "sits_out", "sentence", "words"),
    [
        ("pamfil", {}, None, None),
        ("tarok", {"4": "king"}, TAROK_RULES["tk-king"].text, "the dealer is called the king"),
        (
            "schafkopf",
            {"5": "dealer"},
            SCHAFKOPF_RULES["sk-players"].text,
            "takes no part in the play",
        ),
    ],
)
def test_who_sits_out(
    game: str, sits_out: dict[str, str], sentence: str | None, words: str | None
) -> None:
    if sentence is not None:
        assert words is not None and words in sentence
    facts = described(game)
    assert facts["table"]["sits_out"] == sits_out
    # Every table size named is one the game is played at, and only there is a hand empty.
    for players in facts["players"]:
        state = handle({"op": "state", "game": game, "players": players, "seed": 5})
        assert state["ok"], state
        empty = [seat for seat, hand in enumerate(state["hands"]) if not hand]
        assert len(empty) == (1 if str(players) in sits_out else 0), (players, empty)


def test_the_seat_that_sits_out_is_the_dealer() -> None:
    # Schafkopf's fifth and Tarok's king are both the dealer (the seat names say so).
    for game, players in (("schafkopf", 5), ("tarok", 4)):
        state = handle({"op": "state", "game": game, "players": players, "seed": 2})
        assert state["hands"][players - 1] == []
    assert (
        handle({"op": "state", "game": "tarok", "players": 4, "seed": 2})["seat_names"][3] == "King"
    )


@pytest.mark.parametrize(
    ("game", "role"), [("pamfil", "declarer"), ("tarok", "soloist"), ("schafkopf", "declarer")]
)
def test_the_declarers_role_word(game: str, role: str) -> None:
    assert described(game)["declarer_role"] == role


@pytest.mark.parametrize(
    ("game", "word"), [("pamfil", "trump"), ("tarok", "tarok"), ("schafkopf", "trump")]
)
def test_the_trump_word(game: str, word: str) -> None:
    assert described(game)["trump_word"] == word


@pytest.mark.parametrize(
    ("game", "made_by"),
    [("pamfil", "turned_card"), ("tarok", "contract"), ("schafkopf", "contract")],
)
def test_what_makes_the_trumps(game: str, made_by: str) -> None:
    assert described(game)["trump_made_by"] == made_by
    state = handle({"op": "state", "game": game, "seed": 4})
    assert state["ok"], state
    # Before anyone speaks, only a turned card has made a suit trumps.
    trump = (state.get("contract") or {}).get("trump")
    assert (trump is not None) == (made_by == "turned_card")
    if made_by == "turned_card":
        # "the last card, placed at the bottom of the talon, indicates trumps."
        assert "indicates trumps" in PAMFIL_RULES["pf-trump-card"].text
        assert state["public"]["indicator"][-1] == trump


@pytest.mark.parametrize(
    ("game", "tariff"), [("pamfil", False), ("tarok", False), ("schafkopf", True)]
)
def test_a_tariff_is_what_the_score_op_takes(game: str, tariff: bool) -> None:
    # The score sheet offers a tariff where the game's `score` op takes one (no second fact).
    score = next(op for op in described(game)["ops"] if op["name"] == "score")
    assert ("tariff" in score["fields"]) == tariff


@pytest.mark.parametrize("game", GAMES)
def test_the_usual_table_is_one_the_game_is_played_at(game: str) -> None:
    facts = described(game)
    assert facts["protocol"]["default_players"] in facts["players"]
