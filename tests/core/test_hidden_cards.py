"""Hidden cards stay hidden (issue 20, P2): what the play page is given names no card its seat
may not know.

The play page asks the ``state`` op with ``view`` (its own seat) and shows the computer's moves
through the ``bot`` op's ``public_label``. Whole deals of every game and table size are played
here through that same boundary (:func:`trainer.api.handle`); after every action, for every
seat, the viewed state's whole JSON (hand, tricks, public facts, labels, the ``moves`` in words)
is searched for the code and the name of every card that seat has not seen: another hand's
cards, another player's laid-away or exchanged cards, a talon nobody has turned up.
What a seat may know is the engine's own ``observation(seat).seen`` (its hand, the cards
played, its own discards, a turned-up talon, the Pamfil indicator).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from trainer import naming
from trainer.api import games, handle
from trainer.fields import Fields
from trainer.options import parse_options
from trainer.pamfil.game import GAME as PAMFIL
from trainer.protocol import read_moves
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.tarok.game import GAME as TAROK

SIZES = {"pamfil": [3, 4, 5, 6, 7], "tarok": [3, 4], "schafkopf": [4, 5]}
DEALS_PER_SIZE = 3


def _strings(value: Any) -> Iterator[str]:
    """Every text of an answer, but a cited rule's interpretation note: its id ("T3", "P1",
    "S2") names a note of the rules page, not a card, though Tarok's "T3" is also a card's code."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key == "note" and "anchor" in value:
                continue
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _name_pattern(game: str, code: str) -> re.Pattern[str]:
    """The card's name without its nickname ("Tarok I", not "Tarok I (pagat)"), as words."""
    name = naming.card_name(game, code).split(" (")[0]
    return re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)


GAME_OBJECTS = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}


def _unknown(game: str, request: dict[str, Any], seat: int) -> set[str]:
    """The codes of the cards ``seat`` has not seen in this position (the engine's view)."""
    spec = games()[game]
    fields = Fields({k: v for k, v in request.items() if k in ("seed", "players", "actions")})
    options = parse_options(spec.options_type, request.get("options"))
    state, _ = read_moves(fields, options, GAME_OBJECTS[game])
    seen = {c.code for c in state.observation(seat).seen}
    return {c.code for c in state.game.deck_for(state.players).cards} - seen


CALLED_ACE = re.compile(r"ace game (with|calling) the ace of \w+", re.IGNORECASE)
"""A Schafkopf call names the ace it calls, which the caller does not hold: a call, not a
card shown (the caller's partner is whoever holds it)."""


def _leaks(game: str, answer: dict[str, Any], unknown: set[str]) -> list[str]:
    found = []
    texts = [CALLED_ACE.sub("", text) for text in _strings(answer)]
    for code in unknown:
        if code in texts:
            found.append(f"code {code}")
        pattern = _name_pattern(game, code)
        for text in texts:
            if pattern.search(text):
                found.append(f"{naming.card_name(game, code)} in {text!r}")
    return found


def _deals() -> Iterator[Any]:
    """A deal per table size in the fast lane, and the others in CI's full run (slow)."""
    for game, sizes in SIZES.items():
        for players in sizes:
            for k in range(DEALS_PER_SIZE):
                marks = [pytest.mark.slow] if k else []
                yield pytest.param(game, players, 1000 * players + k, marks=marks)


@pytest.mark.parametrize(("game", "players", "seed"), list(_deals()))
def test_a_seat_is_never_told_a_card_it_has_not_seen(game: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    request: dict[str, Any] = {
        "op": "state",
        "game": game,
        "seed": seed,
        "players": players,
        "actions": [],
    }
    for _ in range(200):
        full = handle(request)
        assert full["ok"], full
        if full["terminal"]:
            break
        for seat in range(players):
            answer = handle({**request, "view": seat})
            assert answer["ok"], answer
            unknown = _unknown(game, request, seat)
            leaks = _leaks(game, answer, unknown)
            assert not leaks, (seat, request["actions"], leaks[:5])
        mover = full["to_move"]
        bot = handle({**request, "op": "bot", "seat": mover})
        assert bot["ok"], bot
        action = bot["action"]
        if action["action"] in ("discard", "exchange") and action.get("cards"):
            others = _unknown(game, request, (mover + 1) % players) & set(action["cards"])
            # the public label counts the cards, never names them
            assert re.fullmatch(r"(lay away|exchange) \d+ cards?", bot["public_label"]), bot
            assert not _leaks(game, {"label": bot["public_label"]}, others)
        if rng.random() < 0.3:  # some deals go other ways than the computer's
            legal = [a for a in full["legal_actions"] if a["seat"] == mover]
            action = rng.choice(legal)
        request["actions"] = [*request["actions"], action]
    else:
        pytest.fail("the deal did not end")


def test_the_moves_say_laid_away_and_exchanged_with_the_count() -> None:
    """A computer's hidden move reads "Laid away 3 cards" / "Exchanged 2 cards" to the others,
    the whole move to its maker, and every card once the deal is over."""
    for game, players in (("tarok", 3), ("pamfil", 3), ("pamfil", 5)):
        seen_hidden = False
        for seed in range(40):
            request: dict[str, Any] = {
                "op": "state",
                "game": game,
                "seed": seed,
                "players": players,
                "actions": [],
            }
            for _ in range(200):
                full = handle(request)
                if full["terminal"]:
                    break
                bot = handle({**request, "op": "bot"})
                request["actions"] = [*request["actions"], bot["action"]]
                kind = bot["action"]["action"]
                cards = bot["action"].get("cards") or []
                if kind in ("discard", "exchange") and cards:
                    seat = bot["action"]["seat"]
                    other = handle({**request, "view": (seat + 1) % players})["moves"][-1]
                    own = handle({**request, "view": seat})["moves"][-1]
                    verb = "Laid away" if kind == "discard" else "Exchanged"
                    n = len(cards)
                    assert other["text"] == f"{verb} {n} card{'' if n == 1 else 's'}", other
                    assert own["text"] != other["text"]
                    assert naming.card_name(game, cards[0]).split(" (")[0] in own["text"]
                    seen_hidden = True
            if seen_hidden:
                break
        assert seen_hidden, game


def test_the_state_json_of_a_view_is_the_viewers() -> None:
    """The JSON the page stores nothing of: no `hands`, no `hidden` in a viewed state."""
    answer = handle({"op": "state", "game": "tarok", "seed": 3, "players": 3, "view": 1})
    assert "hands" not in answer and "hidden" not in answer
    assert json.dumps(answer).count('"hand"') == 1
