"""What the computer players say to a learner: the hint's advice and reason, the coach's
comparison (the ``strong`` player), and the refusal of an illegal card.

The play and learn pages put card names in place of card codes (describe's ``card_names``),
so codes may stand in these sentences; what may not is English a learner trips over: "1
tricks", "1 guesses", an average printed as "-398.0", or "the the" once a code is named.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from trainer.api import handle

SLIPS = re.compile(r"\b1 (?:tricks|guesses)\b|\d\.0\b|\bthe the\b|\bNone\b", re.IGNORECASE)
TABLES = {"pamfil": 4, "tarok": 3, "schafkopf": 4}


def _advice_along_a_deal(game: str, seed: int) -> list[str]:
    rng = random.Random(f"advice:{game}:{seed}")
    deal: dict[str, Any] = {"game": game, "seed": seed, "players": TABLES[game]}
    actions: list[dict[str, Any]] = []
    said: list[str] = []
    for step in range(80):
        state = handle({"op": "state", **deal, "actions": actions})
        assert state["ok"], state
        if state["terminal"]:
            break
        seat = state["to_move"]
        strength = "strong" if step % 9 == 0 else "basic"
        ask = {"op": "hint", **deal, "actions": actions, "seat": seat, "strength": strength}
        hint = handle(ask)
        assert hint["ok"], hint
        said += [hint.get("advice", ""), hint.get("reason", "")]
        seen = handle({"op": "state", **deal, "actions": actions, "view": seat})
        actions.append(rng.choice(seen["legal_actions"]))
    return [s for s in said if s]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_hints_read_as_english(game: str) -> None:
    for seed in range(3):
        for text in _advice_along_a_deal(game, seed):
            assert not SLIPS.search(text), f"{game} seed {seed}: {text!r}"


def test_a_tarok_refusal_names_the_tarok_once() -> None:
    """'does not beat the the Tarok XVII' once the page named the code: the engine names the
    cards in words itself, each once, and lists the cards that would beat it."""
    from trainer.cards import TAROK_DECK
    from trainer.tarok.play import PlayPosition, why_not_play

    hand = [TAROK_DECK[c] for c in ("T3", "T18", "T20", "KS")]
    trick = [TAROK_DECK["QH"], TAROK_DECK["T17"]]
    refusal = why_not_play(PlayPosition(hand, trick), TAROK_DECK["T3"])
    assert refusal is not None
    message = str(refusal.message)
    assert "beat tarok XVII, already" in message and "tarok XVIII or tarok XX" in message
    assert "the the" not in message and "T17" not in message, refusal


@pytest.mark.parametrize(
    ("locale", "decline", "play"),
    [
        ("en", "No contra, ", "play "),
        ("pl", "Bez kontry – ", "zagrać "),
        ("de", "Kein Kontra – ", " spielen"),
    ],
)
def test_a_hint_for_a_card_while_a_doubling_is_open_says_it_does_not_double(
    locale: str, decline: str, play: str
) -> None:
    """A defender who leads the first trick of a Schafkopf game may say contra or play (the
    page asks "contra, or not?"): a Hint that advises the card says first that it does not
    double, in the reader's language (the German reviewer's finding, 2026-12-07: "Tipp: Den
    Eichel-Unter spielen" answered a question about re)."""
    deal: dict[str, Any] = {"game": "schafkopf", "seed": 2, "players": 4}
    actions: list[dict[str, Any]] = []
    for _ in range(8):  # the auction, played by the club player, to the first card
        state = handle({"op": "state", **deal, "actions": actions, "view": 0})
        legal = state["legal_actions"]
        if state["phase"] == "play" and {a["action"] for a in legal} >= {"double", "play"}:
            break
        bot = handle({"op": "bot", **deal, "actions": actions, "seat": state["to_move"]})
        actions.append(bot["action"])
    else:
        pytest.fail("no first card with a doubling open")
    hint = handle(
        {"op": "hint", **deal, "actions": actions, "seat": state["to_move"], "locale": locale}
    )
    assert hint["action"]["action"] == "play", hint
    assert hint["advice"].startswith(decline) and play in hint["advice"], hint["advice"]
