"""Every tarok op through trainer.api.handle, including bad input."""

from __future__ import annotations

from trainer.api import handle

from .helpers import quote


def call(op, **fields):
    return handle({"op": op, "game": "tarok", **fields})


def test_legal_plays_with_reasons():
    r = call("legal_plays", hand=["QH", "t5", "KS"], trick=["KH"])
    assert r["ok"] and r["legal"] == ["QH"]
    assert r["reasons"]["T5"]["code"] == "follow_suit"
    assert r["reasons"]["T5"]["rule"]["id"] == "tk-follow"
    r = call(
        "legal_plays",
        contract={"name": "dwojka", "level": 2},
        hand=["T3", "T12", "KD"],
        trick=["KH", "T10"],
    )
    assert r["legal"] == ["T12"] and r["reasons"]["T3"]["code"] == "must_overtrump"


def test_hand_size_must_fit_the_history():
    """Review T-5/T-6: 'rozdaje 12 kart każdemu graczowi' — after n tricks the player to move
    holds 12 − n cards; more than 12 is an impossible position, not a malformed request."""
    history = [["T1", "T2", "T4"], ["KS", "QS", "JS"]]
    r = call("legal_plays", hand=["JH", "T5"], trick=["10H"], history=history)
    assert r["error"]["code"] == "invalid_position" and r["error"]["path"] == "hand", quote(
        "tk-deal"
    )
    assert "after 2 tricks the player to move holds 10 cards, not 2" in r["error"]["message"]
    hand = ["JH", "T5", "T6", "T7", "T8", "T9", "T11", "T12", "T13", "T14"]
    assert call("legal_plays", hand=hand, trick=["10H"], history=history)["legal"] == ["JH"]
    assert call("legal_plays", hand=["JH", "T5"], trick=["10H"])["legal"] == ["JH"]  # no history
    thirteen = ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12", "T13"]
    r = call("legal_plays", hand=thirteen, trick=[])
    assert r["error"]["code"] == "invalid_position" and r["error"]["path"] == "hand"
    r = call("legal_plays", hand=["KH"], trick=["T1", "T2", "T3", "T4"])
    assert r["error"]["code"] == "invalid_position" and r["error"]["path"] == "trick"


def test_the_red_ace_is_refused_with_a_hint():
    """Review: 'AH' was refused with no hint; the text's red pip card is '10 (lub As)'."""
    r = call("card_points", cards=["ah"])
    assert r["error"]["code"] == "invalid_card"
    assert r["error"]["message"].endswith("the red pip card (the Ace) is written 10H")
    r = call("card_points", cards=[7])
    assert "like 'T21'" in r["error"]["message"]


def test_legal_plays_bad_input():
    r = call("legal_plays", hand=["KX"], trick=[])
    assert r["error"]["code"] == "invalid_card" and r["error"]["path"] == "hand[0]"
    r = call("legal_plays", hand=["KH", "KH"], trick=[])
    assert r["error"]["code"] == "invalid_position" and "repeats KH" in r["error"]["message"]
    r = call("legal_plays", hand=["KH"], trick=["KH"])
    assert r["error"]["message"] == "KH is both in hand and in the trick"
    r = call("legal_plays", hand=["KH"], trick=["T1", "T2", "T3"])
    assert r["error"]["code"] == "invalid_position"
    r = call("legal_plays", hand="KH", trick=[])
    assert r["error"]["code"] == "invalid_request" and r["error"]["path"] == "hand"
    r = call("legal_plays", hand=["KH"], trick=[], contract={"name": "quinta"})
    assert r["error"]["code"] == "invalid_request"


def test_trick_winner_op():
    r = call("trick_winner", trick=["T21", "SK", "T1"])
    assert r["winner"] == 1 and r["card"] == "SK"
    assert call("trick_winner", trick=["KH", "QH"])["error"]["code"] == "invalid_position"
    assert call("trick_winner", trick=["KH", "KH", "QH"])["error"]["code"] == "invalid_position"


def test_card_points_op():
    r = call("card_points", cards=["KH", "QH", "T1", "T2"])
    assert r["points"] == 5 + 4 + 5 + 1 - 2 - 1


def test_auction_op_example_3_and_next():
    r = call(
        "auction", calls=[{"seat": 0, "call": "trojka"}, {"seat": 1, "call": "trojka", "level": 2}]
    )
    assert r["complete"] is False and r["next"] == 0
    assert {c["call"] for c in r["legal_calls"]} == {"pass", "hold"}
    r = call(
        "auction",
        calls=[
            {"seat": 0, "call": "trojka"},
            {"seat": 1, "call": "trojka", "level": 2},
            {"seat": 0, "call": "pas"},
            {"seat": 2, "call": "pass"},
        ],
    )
    assert r["complete"] and r["winner"] == 1 and r["contract"] == {"name": "trojka", "level": 2}
    assert r["outcome"] == "play"
    r = call("auction", calls=[{"seat": 0, "call": "trojka"}, {"seat": 1, "call": "sam"}])
    assert r["error"]["code"] == "illegal_action" and r["error"]["path"] == "calls[1]"
    assert r["error"]["message"].startswith(
        "Środek cannot hold ('sam'): only the player who bid first may hold trójka"
    )
    assert r["error"]["reason"] == "only_elder_holds"
    r = call("auction", calls=[{"seat": 0, "call": "bid"}])
    assert r["error"]["path"] == "calls[0].call"
    r = call("auction", players=5)
    assert r["error"]["path"] == "players"
    r = call("auction", calls=[], players=4)
    assert r["next"] == 0 and len(r["legal_calls"]) == 3  # pass, trójka, solo (T5)


def test_score_op_fields():
    r = call(
        "score",
        contract={"name": "trojka", "level": 2},
        players=4,
        card_points=33,
        contra="contra",
        bonuses=[{"name": "trull", "side": "opponents"}],
    )
    assert r["won"] is False and r["game_value"] == -120 and r["total"] == -170
    assert r["soloist_net"] == -510 and r["opponent_net"] == 170
    assert sum(r["payments"]) == 0
    r = call("score", contract={"name": "solo"}, card_points=40, volat=True, volat_announced=True)
    assert r["game_value"] == 1200
    r = call("score", contract={"name": "solo"}, card_points=70)
    assert r["error"]["path"] == "card_points"
    r = call("score", contract={"name": "solo"}, card_points=40, contra="double")
    assert r["error"]["path"] == "contra"
    r = call("score", contract={"name": "solo"}, card_points="40")
    assert r["error"]["code"] == "invalid_request"


def test_exchange_op():
    talon = ["T1", "T2", "T3", "KH", "QH", "10D"]
    hand = ["T4", "T5", "T6", "T7", "T8", "T9", "KS", "QS", "CS", "JS", "10S", "KC"]
    r = call("exchange", contract={"name": "trojka"}, talon=talon)
    assert r["parts"] == [["T1", "T2", "T3"], ["KH", "QH", "10D"]] and r["count"] == 3
    r = call(
        "exchange",
        contract={"name": "dwojka"},
        talon=talon,
        hand=hand,
        take=["T3", "KH"],
        discard=["KS", "QS"],
    )
    assert r["part"] == 1 and r["renons"] is True and r["kings_discarded"] == ["KS"]
    r = call("exchange", contract={"name": "dwojka"}, talon=talon, take=["T2", "T3"])
    assert r["error"]["code"] == "illegal_action" and r["error"]["path"] == "take"
    r = call("exchange", contract={"name": "trojka"}, talon=talon[:5])
    assert r["error"]["code"] == "invalid_position"
    r = call("exchange", contract={"name": "jedynka"}, talon=talon, hand=["T1", *hand[1:]])
    assert r["error"]["message"] == "T1 is both in hand and in the talon"


def test_state_op():
    r = call("state", seed=5, actions=[])
    assert r["ok"] and r["phase"] == "auction" and r["to_move"] == 0
    assert len(r["hands"]) == 3 and all(len(h) == 12 for h in r["hands"])
    auction = [
        {"action": "call", "call": "trojka"},
        {"action": "call", "call": "pass"},
        {"action": "call", "call": "pass"},
    ]
    r = call("state", seed=5, actions=auction)
    assert r["phase"] == "take" and len(r["legal_actions"]) == 2
    second_half = r["legal_actions"][1]
    assert set(second_half["cards"]) == set(r["hidden"]["talon"][3:])
    r = call("state", seed=5, actions=[*auction, second_half])
    assert r["phase"] == "discard"
    assert all(len(a["cards"]) == 3 for a in r["legal_actions"])
    r = call("state", seed=5, actions=[{"action": "play", "card": "T1"}])
    assert r["error"]["code"] == "illegal_action" and r["error"]["path"] == "actions[0]"
    assert r["error"]["reason"] == "wrong_phase" and r["error"]["rule"]["id"]
    r = call("state", seed=5, actions=["trojka"])
    assert r["error"]["path"] == "actions[0]"


def test_state_op_full_deal_has_result():
    actions = [
        {"action": "call", "call": "solo"},
        {"action": "announce", "announcements": []},
        {"action": "double", "call": "pass"},
        {"action": "double", "call": "pass"},  # each opponent is asked (tk-contra)
    ]
    for _ in range(36):
        r = call("state", seed=8, actions=actions)
        actions.append(r["legal_actions"][0])
    r = call("state", seed=8, actions=actions)
    assert r["phase"] == "done" and r["terminal"]
    assert sum(r["returns"]) == 0
    assert r["score"] and all(line["rule"]["id"].startswith("tk-") for line in r["score"])


def test_describe_lists_tarok_ops():
    r = handle({"op": "describe"})
    ops = {op["name"] for op in r["games"]["tarok"]["ops"]}
    assert {
        "legal_plays",
        "trick_winner",
        "card_points",
        "auction",
        "score",
        "exchange",
        "state",
        "quiz",
        "check",
    } <= ops


def test_score_op_renons_value_option():
    """T14: the option renons_value reaches the score op ('więc płaci 30, 40, 50 lub 60')."""
    request = {"contract": {"name": "dwojka", "level": 3}, "card_points": 50, "renons": True}
    assert call("score", **request)["game_value"] == -120
    flat = call("score", options={"renons_value": "flat"}, **request)
    assert flat["game_value"] == -40, quote("tk-renons")
    names = [o["name"] for o in handle({"op": "describe"})["games"]["tarok"]["options"]]
    assert "renons_value" in names


def test_nested_unknown_or_conflicting_fields_are_refused():
    """As top-level unknown fields are: a misspelt or misplaced field is never ignored."""
    r = call("auction", calls=[{"seat": 0, "call": "trojka", "levle": 2}])
    assert r["error"]["code"] == "invalid_request" and r["error"]["path"] == "calls[0].levle"
    r = call("score", contract={"name": "trojka", "levl": 2}, card_points=40)
    assert r["error"]["path"] == "contract.levl"
    r = call("score", contract="trojka", card_points=40, bonuses=[{"name": "trull", "x": 1}])
    assert r["error"]["path"] == "bonuses[0].x"
    r = call("score", contract="trojka", card_points=40, bonuses=[{"name": "trull", "trumps": 11}])
    assert r["error"]["path"] == "bonuses[0].trumps"
    r = call("state", seed=3, actions=[{"action": "call", "call": "trojka", "card": "T21"}])
    assert r["error"]["path"] == "actions[0].card"
    calls = [{"action": "call", "call": c} for c in ("trojka", "pass", "pass")]
    talon = call("state", seed=3, actions=calls)["hidden"]["talon"]
    take = {"action": "take", "cards": talon[:3]}
    r = call("state", seed=3, actions=[*calls, {**take, "bogus": True}])
    assert r["error"]["path"] == "actions[3].bogus"
    r = call("state", seed=3, actions=[*calls, {**take, "part": 1}])  # the grammar names cards
    assert r["error"]["path"] == "actions[3].part"
    r = call("state", seed=3, actions=[*calls, {"action": "take", "cards": talon[2:5]}])
    assert r["error"]["reason"] == "talon_part" and r["error"]["rule"]["id"] == "tk-exchange-parts"
    assert call("state", seed=3, actions=[*calls, take])["phase"] == "discard"


def test_score_refuses_card_points_no_deal_can_give():
    """Review T-3/T-4 with T13 (untaken talon cards count for the opponents, discards for the
    soloist): no soloist holds all 66; a volat leaves the opponents only the untaken talon;
    with no trick he keeps only his discards."""
    dwojka = {"name": "dwojka"}
    r = call("score", contract=dwojka, card_points=66, volat=True, volat_announced=True)
    assert r["error"]["code"] == "invalid_position" and r["error"]["path"] == "card_points"
    assert call("score", contract=dwojka, card_points=65, volat=True)["game_value"] == 400
    r = call("score", contract="trojka", card_points=10, volat=True)
    assert r["error"]["code"] == "invalid_position", quote("tk-volat")
    assert "53 to 65" in r["error"]["message"]
    assert call("score", contract="trojka", card_points=53, volat=True)["ok"]
    r = call("score", contract="trojka", card_points=20, opponents_volat=True)
    assert r["error"]["code"] == "invalid_position" and "1 to 13" in r["error"]["message"]
    assert call("score", contract="solo", card_points=0, opponents_volat=True)["ok"]
    assert call("score", contract="solo", card_points=66)["error"]["path"] == "card_points"
    assert call("score", contract="trojka", card_points=0)["error"]["path"] == "card_points"


def test_score_op_takes_a_renons_in_solo():
    """Issue 19: a renons is any offence by the soloist, not only a king discarded, and the
    text gives Solo's renons value: "Przy renonsie, solista przegrywa niezależnie od liczby
    ugranych punktów oraz płaci pomagającym tak, jakby ugrał dokładnie 33 punkty (więc płaci
    30, 40, 50 lub 60 punktów)" — 60 for Solo, which discards nothing."""
    r = call("score", contract="solo", card_points=30, renons=True)
    assert r["ok"] and r["won"] is False and r["game_value"] == -60, quote("tk-renons")
    r = call("score", contract="solo", card_points=50, renons=True, contra="contra")
    assert r["game_value"] == -120, quote("tk-renons")
    flat = call(
        "score",
        contract="solo",
        card_points=50,
        renons=True,
        contra="contra",
        options={"renons_value": "flat"},
    )
    assert flat["game_value"] == -60, quote("tk-renons")


def test_card_point_bounds_are_reachable_by_real_deals():
    """The bounds are not looser than needed: random full-rules deals stay inside them and
    the scorer's piles agree with the bounds' model (all 66 points in the two piles)."""
    import random

    from tests.deals import tarok_deal
    from trainer.points import tarok_count
    from trainer.tarok.scoring import card_point_bounds

    rng = random.Random("bounds")
    for _ in range(300):
        state = tarok_deal(rng)
        won = sum(1 for t in state.tricks if t.winner == state.soloist)
        low, high = card_point_bounds(state.bid, volat=won == 12, opponents_volat=won == 0)
        assert low <= tarok_count(state.piles()[0]) <= high


def test_the_ops_give_the_state_ops_reason_for_the_same_card_and_call():
    """Issue 19: one ladder per rule, so `legal_plays` and `auction` refuse a card or a call
    with the same reason code, sentence and rule as the `state` op does in the deal."""
    import random

    rng = random.Random("same-reasons")
    cards_compared = calls_compared = 0
    for seed in range(12):
        actions: list[dict] = []
        while True:
            state = call("state", seed=seed, actions=actions)
            if state["terminal"]:
                break
            mover = state["to_move"]
            legal = state["legal_actions"]
            if legal[0]["action"] == "play":
                hand = state["hands"][mover]
                trick = [c["card"] for c in state["trick"]["cards"]]
                history = [[c["card"] for c in t["cards"]] for t in state["tricks"]]
                plays = call("legal_plays", hand=hand, trick=trick, history=history)
                for card in hand:
                    if {"seat": mover, "action": "play", "card": card} in legal:
                        continue
                    refused = call(
                        "state", seed=seed, actions=[*actions, {"action": "play", "card": card}]
                    )["error"]
                    reason = plays["reasons"][card]
                    assert refused["reason"] == reason["code"], (card, refused, reason)
                    assert refused["message"] == reason["message"]
                    assert refused["rule"] == reason["rule"]
                    cards_compared += 1
            elif legal[0]["action"] == "call":
                said = [{"seat": a["seat"], "call": a["call"], **_level(a)} for a in actions]
                for word, level in (("hold", None), ("trojka", 1), ("trojka", 3), ("dwojka", 1)):
                    wanted = {"seat": mover, "call": word, **({"level": level} if level else {})}
                    if {"action": "call", **wanted} in legal:
                        continue
                    refused = call(
                        "state", seed=seed, actions=[*actions, {"action": "call", **wanted}]
                    )
                    by_op = call("auction", calls=[*said, wanted])
                    assert refused["error"]["reason"] == by_op["error"]["reason"], (wanted, seed)
                    assert refused["error"]["message"] == by_op["error"]["message"]
                    calls_compared += 1
            actions.append(rng.choice(legal))
    assert cards_compared > 50 and calls_compared > 10, (cards_compared, calls_compared)


def _level(action: dict) -> dict:
    return {"level": action["level"]} if "level" in action else {}


def test_score_op_answers_lines_each_with_its_rule():
    """Issue 19: score lines are made where the score is made, each with the rule it applies
    (the same shape as the state op's score), not guessed from their place."""
    r = call(
        "score",
        contract="trojka",
        card_points=40,
        bonuses=[{"name": "trull", "side": "opponents"}],
    )
    assert "explanation" not in r
    lines = r["lines"]
    assert [line["rule"]["id"] for line in lines] == ["tk-formula", "tk-bonuses", "tk-settlement"]
    said = lines[0]["text_msg"]
    assert said["code"] == "tk.score.won" and said["args"]["points"] == 40, quote("tk-formula")
    assert all(set(line) == {"text", "text_msg", "seat", "value", "rule"} for line in lines)
    renons = call("score", contract="solo", card_points=30, renons=True)["lines"]
    assert renons[0]["rule"]["id"] == "tk-renons", quote("tk-renons")
    volat = call("score", contract="trojka", card_points=60, volat=True)["lines"]
    assert volat[0]["rule"]["id"] == "tk-volat", quote("tk-volat")
