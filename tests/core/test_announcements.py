"""Tarok's announcements by value (issue 32, item 3; NEW-04): under the text's rules the
soloist announces every bonus he could still make, since the text names no penalty for a
failed announcement (T10) and "Volat zapowiedziany przed grą jest punktowany podwójnie", the
trull "zapowiedziany 100 pkt"; under the house rule that a failure costs its value, only what
the playouts say pays. The coach, the Hint and the computer say the same."""

from __future__ import annotations

from typing import Any

import pytest

from trainer.actions import parse_action
from trainer.api import handle
from trainer.bots import basic
from trainer.bots import strong as strong_player
from trainer.cards import TAROK_DECK
from trainer.state import Action, ActionKind
from trainer.tarok.bots.club import BONUSES, free_announcements, out_of_reach
from trainer.tarok.game import GAME as TAROK
from trainer.tarok.rulebook import RULES
from trainer.tarok.state import TarokState

SEED_1007 = [
    {"seat": 0, "action": "call", "call": "pass"},
    {"seat": 1, "action": "call", "call": "trojka", "level": 1},
    {"seat": 2, "action": "call", "call": "pass"},
    {"seat": 1, "action": "take", "cards": ["T8", "T21", "JD"]},
    {"seat": 1, "action": "discard", "cards": ["10C", "10H", "JD"]},
]
"""The player review's seed 1007 up to the soloist's announcements (he holds the pagat, the
mond and the skiz; he made pagat ultimo and the trull without announcing them)."""


def announce_states(deals: int, seed0: int = 700, **options: Any) -> list[TarokState]:
    """The announcement decision of every deal the Club players bid out (thrown in: none)."""
    found = []
    for seed in range(seed0, seed0 + deals):
        state = TAROK.new_state(TAROK.options_type(**options), seed, 3)
        while not state.is_terminal and state.phase != "announce":
            state.apply(basic(state, state.to_move or 0).action)
        if state.phase == "announce":
            assert isinstance(state, TarokState)
            found.append(state)
    return found


def finish(state: TarokState, first: Action) -> TarokState:
    state.apply(first)
    while not state.is_terminal:
        state.apply(basic(state, state.to_move or 0).action)
    return state


def test_club_announces_every_bonus_within_reach_and_makes_none_unannounced() -> None:
    """Of the bonuses the Club soloist makes, every one was announced: what he leaves out
    is out of reach, as its sentence says (the trull and four kings count only "won in
    tricks", tk-bonuses; the talon he leaves counts for the opponents, T13)."""
    bonuses = RULES["tk-bonuses"]
    assert "in tricks" in bonuses.item("trull").text
    assert "w lewach" in bonuses.item("kings").original
    made = 0
    states = announce_states(30)
    assert len(states) >= 15
    for state in states:
        seat = state.soloist_seat
        choice = basic(state, seat)
        obs = state.observation(seat)
        chosen = set(choice.action.announcements or ())
        assert chosen == set(free_announcements(obs))
        offered = {n for a in obs.legal for n in a.announcements or ()}
        for name in BONUSES:
            if name in offered and name not in chosen:
                why = out_of_reach(obs, name)
                assert why is not None and why in choice.reason, (name, choice.reason)
        if "full_hand" in offered:
            assert "full_hand" in chosen  # it counts only when announced (tk-full-hand)
        done = finish(state, choice.action)
        for bonus in done.bonuses():
            if bonus.side == "soloist" and bonus.achieved and bonus.name != "full_hand":
                made += 1
                assert bonus.announced, (state.seed, bonus)
    assert made >= 3


def test_out_of_reach_names_where_the_card_lies() -> None:
    """A king left in the talon counts for the opponents and is never won in a trick: four
    kings are out of reach, and the reason names the king and where it lies."""
    checked = 0
    for state in announce_states(60, seed0=800):
        obs = state.observation(state.soloist_seat)
        talon = set(obs.public.get("talon") or ()) - set(obs.public.get("taken") or ())
        left = sorted(code for code in talon if code.startswith("K"))
        if not left:
            continue
        checked += 1
        why = out_of_reach(obs, "kings")
        assert why is not None and "in the talon you left" in why, why
        assert "King of" in why
    assert checked >= 3


def test_under_the_penalty_club_announces_only_the_full_hand() -> None:
    for state in announce_states(20, failed_announcement_penalty=True):
        choice = basic(state, state.soloist_seat)
        assert set(choice.action.announcements or ()) <= {"full_hand"}
        assert "costs its value" in choice.reason


def test_the_hint_and_the_coach_at_seed_1007() -> None:
    """The player review's no. 6: the coach approved "announce nothing" with a hand that
    made pagat ultimo and the trull. Now the Hint announces them (and four kings, still
    within reach), and the coach objects to announcing nothing, and to leaving one out."""
    request = {"game": "tarok", "seed": 1007, "actions": SEED_1007}
    hint = handle({"op": "hint", **request, "strength": "strong"})
    assert hint["action"]["announcements"] == ["pagat_ultimo", "trull", "kings"], hint
    assert "names no penalty" in hint["reason"]
    nothing = {"seat": 1, "action": "announce", "announcements": []}
    verdict = handle({"op": "coach", **request, "action": nothing})
    assert verdict["verdict"] != "good", verdict
    assert verdict["better_action"]["announcements"] == ["pagat_ultimo", "trull", "kings"]
    assert "names no penalty" in verdict["reason"]
    some = {"seat": 1, "action": "announce", "announcements": ["trull"]}
    verdict = handle({"op": "coach", **request, "action": some})
    assert verdict["verdict"] != "good", verdict
    assert set(verdict["better_action"]["announcements"]) == {"pagat_ultimo", "trull", "kings"}
    every = {"seat": 1, "action": "announce", "announcements": ["pagat_ultimo", "trull", "kings"]}
    assert handle({"op": "coach", **request, "action": every})["verdict"] == "good"


def test_under_the_penalty_the_strong_soloist_announces_what_pays() -> None:
    """With ``failed_announcement_penalty`` a failure costs its value, so the strong soloist
    weighs each bonus over the sampled deals: at seed 1007 he holds the whole trull (he made
    it in every sampled deal) and announces it, but not pagat ultimo, which he is far from
    sure of; the coach does not insist on what the house rule makes a gamble."""
    options = {"failed_announcement_penalty": True}
    request = {"game": "tarok", "seed": 1007, "actions": SEED_1007, "options": options}
    hint = handle({"op": "hint", **request, "strength": "strong"})
    assert "trull" in hint["action"]["announcements"], hint
    assert "pagat_ultimo" not in hint["action"]["announcements"], hint
    assert "costs its value" in hint["reason"] and "Played out over" in hint["reason"]
    state = TAROK.new_state(TAROK.options_type(**options), 1007, 3)
    for i, raw in enumerate(SEED_1007):
        state.apply(parse_action(raw, f"actions[{i}]", TAROK_DECK, state.to_move))
    nothing = Action(1, ActionKind.ANNOUNCE, announcements=())
    assert strong_player.free_choice(state, nothing) is None


@pytest.mark.slow
def test_the_strong_soloist_announces_a_volat_only_when_the_playouts_show_one() -> None:
    """The volat is the one announcement the cards alone cannot say is within reach: the
    strong soloist announces it when a sampled deal shows him taking every trick (under the
    text's rules it then can only gain), never otherwise."""
    volats = 0
    for state in announce_states(60, seed0=900):
        seat = state.soloist_seat
        choice = strong_player.choose(state, seat, TAROK.bots.samples, f"volat:{state.seed}")
        base = basic(state, seat)
        names = set(choice.action.announcements or ())
        assert set(base.action.announcements or ()) <= names
        if "volat" in names:
            volats += 1
            assert "you made volat in" in choice.reason
        else:
            assert choice == base
    assert volats >= 1  # seed 943: the volat made in 14 of 24 sampled deals
