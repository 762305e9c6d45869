"""Computer seats decide contra and re while another seat plays (issue 20, P3: "then Re / No
re for the declarer's side"; the reverse path: your contra answered by a computer's re).

The text: "Until the second player has played his card, one of the defending team, if he
judges that the declarer is doomed to defeat in this deal, may “double” the stakes, which is
called “contra”" and "The declarer in turn (or his partner, where there is one), being sure
of victory, may double the value of the contract once more" (sk-contra, sk-re). Neither is
said in turn, so the play page asks the computer seats (``bot`` with ``meanwhile``) when the
``state`` op says a doubling is open, without being told who may say it (the partner of an
ace game is hidden until contra and re "show the players which of them is allied with the
declarer", sk-contra-reveals).
"""

from __future__ import annotations

from typing import Any

from trainer.api import handle


def after_auction(seed: int) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    """A Schafkopf deal of Club players up to its first card: (base request, actions, state)."""
    base: dict[str, Any] = {"game": "schafkopf", "seed": seed, "players": 4}
    actions: list[dict[str, Any]] = []
    while True:
        state = handle({**base, "op": "state", "actions": actions})
        if state["phase"] != "auction":
            return base, actions, state
        actions.append(handle({**base, "op": "bot", "actions": actions})["action"])


def test_the_state_says_a_doubling_is_open_not_who_may_say_it() -> None:
    base, actions, _ = after_auction(4)  # an ace game; seat 2 declares, seat 0 leads
    seen = handle({**base, "op": "state", "actions": actions, "view": 0})
    assert seen["doubling_open"] == "contra"
    assert "re" not in [a.get("call") for a in seen["legal_actions"]]
    assert seen["public"]["partner"] is None  # the declarer's partner is still hidden
    # After the second card of trick 1 nobody may double any more: the key is gone.
    played = list(actions)
    for _ in range(2):
        state = handle({**base, "op": "state", "actions": played})
        card = next(a for a in state["legal_actions"] if a["action"] == "play")
        played.append(card)
    assert "doubling_open" not in handle({**base, "op": "state", "actions": played, "view": 0})


def test_a_strong_defender_who_is_not_leading_says_contra() -> None:
    base, actions, state = after_auction(4)
    assert state["to_move"] == 0 and state["declarer"] == 2
    answer = handle(
        {
            **base,
            "op": "bot",
            "actions": actions,
            "seat": 0,
            "meanwhile": True,
            "strength": "strong",
        }
    )
    assert answer["ok"], answer
    assert answer["action"] == {"seat": 3, "action": "double", "call": "contra"}
    assert answer["label"] == answer["public_label"] == "say contra"
    assert "reason" not in answer  # a computer's reason tells of its hand
    # The same seat's own hint agrees with what the computer in its place said.
    hint = handle({**base, "op": "hint", "actions": actions, "seat": 3, "strength": "strong"})
    assert hint["action"] == answer["action"] and hint["advice"] == "Say contra."


def test_your_contra_is_answered_by_the_declarers_re() -> None:
    """Seed 38: a Suit Solo by seat 2; the learner at seat 1 says contra, the declarer (a
    computer, not to play: seat 0 leads) answers with re."""
    base, actions, state = after_auction(38)
    assert state["contract"]["type"] == "suit_solo" and state["declarer"] == 2
    doubled = [*actions, {"seat": 1, "action": "double", "call": "contra"}]
    seen = handle({**base, "op": "state", "actions": doubled, "view": 1})
    assert seen["doubling_open"] == "re"
    answer = handle(
        {
            **base,
            "op": "bot",
            "actions": doubled,
            "seat": 1,
            "meanwhile": True,
            "strength": "strong",
        }
    )
    assert answer["action"] == {"seat": 2, "action": "double", "call": "re"}


def test_club_and_beginner_never_double_meanwhile() -> None:
    base, actions, _ = after_auction(4)
    for strength in ("club", "beginner"):
        answer = handle(
            {
                **base,
                "op": "bot",
                "actions": actions,
                "seat": 0,
                "meanwhile": True,
                "strength": strength,
            }
        )
        assert answer["ok"] and answer["action"] is None and answer["seat"] is None, answer
        own = handle({**base, "op": "bot", "actions": actions, "seat": 3, "strength": strength})
        assert own["action"] is None and own["label"] == "no contra", own
        assert own["reason"] == "Double only when sure of the result."


def test_a_weak_hand_is_told_no_contra_and_why() -> None:
    base, actions, _ = after_auction(1)  # seat 1 holds too little against the declarer
    hint = handle({**base, "op": "hint", "actions": actions, "seat": 1, "strength": "strong"})
    assert hint["ok"] and hint["action"] is None, hint
    assert hint["advice"] == "No contra."
    assert hint["reason"] == "The hand is not strong enough to double the stakes."


def test_meanwhile_is_a_yes_or_no_field() -> None:
    base, actions, _ = after_auction(4)
    answer = handle({**base, "op": "bot", "actions": actions, "meanwhile": "yes"})
    assert answer["error"]["code"] == "invalid_request" and answer["error"]["path"] == "meanwhile"
