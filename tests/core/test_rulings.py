"""One ruling per card: every game's play ladder rules on every card, allowed or not.

The string-free ``legal_plays`` stays the hot path; ``rule_on`` is the same ladder with its
words. Over many seeded positions of each game (under the text's rules and the house rules that
change the play) every card of the hand to play is ruled exactly as the legal plays say, a
refused card carries the refusal the deal itself gives, and every ruling and duty is said in
the pseudo-language with no English left (so it came from the catalogue, arguments and all).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from trainer.actions import Action, ActionKind
from trainer.api import games, handle
from trainer.errors import Reason
from trainer.i18n import Message
from trainer.state import DealState

GAMES = games()

POSITIVE = {
    Reason.LEADS,
    Reason.FOLLOWS,
    Reason.BEATS,
    Reason.TRUMPS,
    Reason.OVERTRUMPS,
    Reason.ANY_TRUMP,
    Reason.ANY_CARD,
    Reason.PLAYS_CALLED_ACE,
    Reason.RUNS_AWAY,
}
"""The codes of an allowed card; every other code refuses one."""

OPTIONS: list[tuple[str, int, dict[str, Any]]] = [
    ("pamfil", 3, {}),
    ("pamfil", 5, {"pamfil_mode": "top_club"}),
    ("pamfil", 4, {"beat_obligation": "trump_only"}),
    ("pamfil", 3, {"beat_obligation": "none", "pamfil_mode": "top_club"}),
    ("tarok", 3, {}),
    ("tarok", 4, {}),
    ("schafkopf", 4, {}),
    ("schafkopf", 4, {"forbid_discarding_called_suit": True, "runaway_min_cards": 4}),
    ("schafkopf", 4, {"runaway_card": "any"}),
]

ENGLISH = re.compile(r"[A-Za-z]")
"""A letter the pseudo-language did not accent: text that came from no catalogue."""

LIST_WORDS = re.compile(r"\] (?:and|or) \[")
"""The words that join a list: the pseudo-language says them as English does (its lists are
CLDR's en-GB ones, as the page's ``Intl.ListFormat`` says them)."""


def _said_in_pseudo(message: Message) -> str:
    text = message.render("en-XA")
    assert not ENGLISH.search(LIST_WORDS.sub("] [", text)), f"{message.key}: {text!r}"
    return text


def _play_decisions(game: str, players: int, options: dict[str, Any]) -> Iterator[DealState]:
    """Every decision of seeded deals where a seat is to play a card (calls that play a game
    are preferred, so most deals reach the play)."""
    spec = GAMES[game]
    for seed in range(12):
        state = spec.new_state(spec.options_type(**options), seed, players)
        rng = random.Random(seed)
        while not state.is_terminal:
            legal = state.legal_actions()
            if not legal:
                break
            plays = [a for a in legal if a.kind is ActionKind.PLAY]
            if plays:
                yield state
                state.apply(rng.choice(plays))
                continue
            bids = [a for a in legal if a.kind is ActionKind.CALL and a.call not in ("pass",)]
            state.apply(rng.choice(bids if bids and rng.random() < 0.6 else legal))


@pytest.mark.parametrize(("game", "players", "options"), OPTIONS, ids=str)
def test_every_card_is_ruled_as_the_legal_plays_say(game, players, options):
    checked = 0
    codes: set[Reason] = set()
    for state in _play_decisions(game, players, options):
        seat = state.to_move
        assert seat is not None
        ruled = state.play_rulings(seat)
        assert ruled is not None, "a seat to play a card has its rulings"
        rulings, duty = ruled
        hand = state.hands()[seat]
        legal = {a.card for a in state.legal_actions() if a.kind is ActionKind.PLAY}
        assert [r.allowed for r in rulings] == [card.code in legal for card in hand]
        for card, ruling in zip(hand, rulings, strict=True):
            codes.add(ruling.code)
            assert (ruling.code in POSITIVE) == ruling.allowed, ruling
            assert ruling.rule.game == game
            _said_in_pseudo(ruling.message)
            if not ruling.allowed:  # the deal refuses the card with the same reason and rule
                refusal = state.why_not(Action(seat, ActionKind.PLAY, card=card.code))
                assert refusal is not None and refusal.code is ruling.code
                assert refusal.rule is ruling.rule
            checked += 1
        _said_in_pseudo(duty.message)
        assert duty.rule.game == game
    assert checked > 200
    assert codes & POSITIVE and codes - POSITIVE, codes


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_seat_not_to_play_a_card_has_no_rulings(game):
    spec = GAMES[game]
    state = spec.new_state(spec.options_type(), 1, spec.default_players)
    assert state.play_rulings(0) is None  # the deal opens with its calls


def test_the_state_op_gives_the_viewers_rulings_and_duty_in_its_language():
    base = {"op": "state", "game": "tarok", "seed": 3, "players": 3, "actions": []}
    rng = random.Random(3)
    while True:
        state = handle(base)
        if state["phase"] == "play" and state["trick"]["cards"]:
            break
        base["actions"].append(rng.choice(state["legal_actions"]))
    seat = state["to_move"]
    view = handle({**base, "view": seat})
    assert [r["card"] for r in view["rulings"]] == view["hand"]
    legal = {a["card"] for a in view["legal_actions"] if a["action"] == "play"}
    assert {r["card"] for r in view["rulings"] if r["allowed"]} == legal
    for ruling in view["rulings"]:
        assert ruling["message_msg"]["code"] == "tk.play.sentence"
        assert ruling["message"].endswith(".") and ruling["message"][0].isupper()
        assert ruling["rule"]["id"].startswith("tk-")
    assert view["duty"]["message"] and view["duty"]["code"] in {str(c) for c in POSITIVE}
    assert set(view["trumps"]) == {c for c in view["hand"] if c.startswith("T") or c == "SK"}
    pseudo = handle({**base, "view": seat, "locale": "en-XA"})
    for text in [r["message"] for r in pseudo["rulings"]] + [pseudo["duty"]["message"]]:
        assert not ENGLISH.search(LIST_WORDS.sub("] [", text)), text
    other = handle({**base, "view": (seat + 1) % 3})
    assert "rulings" not in other and "duty" not in other and "trumps" in other


def test_the_trumps_are_the_engines_under_pamfils_top_club():
    """Review A3: under ``pamfil_mode: "top_club"`` the Unter of acorns is the highest acorn,
    not a trump; the page read it as a trump whatever the option. The engine says which."""
    for mode, is_trump in (("top_trump", True), ("top_club", False)):
        for seed in range(60):
            request = {
                "op": "state",
                "game": "pamfil",
                "seed": seed,
                "players": 3,
                "actions": [],
                "options": {"pamfil_mode": mode},
                "view": 0,
            }
            view = handle(request)
            if "UC" in view["hand"] and view["contract"]["trump"] != "C":
                assert ("UC" in view["trumps"]) is is_trump, (mode, seed)
                break
        else:
            raise AssertionError("no deal gives the forehand the pamfil")
