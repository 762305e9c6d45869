"""Rules the tarok engine cites whose sentences no other test quoted: one test each.

Each test checks the behaviour through ``trainer.api`` and quotes the rule (English and
Polish) from the rulebook in its assertion message.
"""

from __future__ import annotations

from trainer.api import handle

from .helpers import quote


def auction(calls: list[dict]) -> dict:
    return handle({"op": "auction", "game": "tarok", "players": 3, "calls": calls})


def score(**fields: object) -> dict:
    request = {
        "op": "score",
        "game": "tarok",
        "players": 3,
        "contra": "none",
        "volat": False,
        "volat_announced": False,
        "renons": False,
        "bonuses": [],
        **fields,
    }
    response = handle(request)
    assert response["ok"], response
    return response


TROJKA = {"name": "trojka", "level": 1}


def test_deck_of_42_cards_dealt_to_talon_and_hands() -> None:
    state = handle({"op": "state", "game": "tarok", "seed": 11, "actions": []})
    cards = [c for hand in state["hands"] for c in hand] + state["hidden"]["talon"]
    assert len(cards) == len(set(cards)) == 42, quote("tk-deck")
    taroks = [c for c in cards if c.startswith("T")]
    assert len(taroks) == 21 and "SK" in cards, quote("tk-deck")


def test_forehand_speaks_first_and_the_order_is_kept() -> None:
    assert auction([])["next"] == 0, quote("tk-forehand")
    refused = auction([{"seat": 1, "call": "pass"}])
    assert refused["error"]["code"] == "illegal_action", quote("tk-auction-order")
    assert refused["error"]["path"] == "calls[0]"


def test_forehand_may_pass_or_open() -> None:
    legal = auction([])["legal_calls"]
    assert {"seat": 0, "call": "pass"} in legal, quote("tk-auction-open")
    assert {"seat": 0, "call": "trojka", "level": 1} in legal, quote("tk-auction-open")


def test_two_players_at_a_time() -> None:
    opened = auction([{"seat": 0, "call": "trojka"}])
    assert opened["next"] == 1, quote("tk-auction-pairs")
    refused = auction([{"seat": 0, "call": "trojka"}, {"seat": 2, "call": "trojka", "level": 2}])
    assert refused["error"]["code"] == "illegal_action", quote("tk-auction-pairs")


def test_raising_and_holding_go_on_until_someone_passes() -> None:
    calls = [
        {"seat": 0, "call": "trojka"},
        {"seat": 1, "call": "trojka", "level": 2},
        {"seat": 0, "call": "hold"},
    ]
    result = auction(calls)
    assert not result["complete"] and result["next"] == 1, quote("tk-auction-continue")


def test_a_passed_player_is_out_and_the_last_bid_is_the_contract() -> None:
    calls = [
        {"seat": 0, "call": "trojka"},
        {"seat": 1, "call": "trojka", "level": 2},
        {"seat": 0, "call": "pass"},
        {"seat": 2, "call": "pass"},
    ]
    result = auction(calls)
    assert result["complete"] and result["winner"] == 1, quote("tk-auction-pass-out")
    assert result["contract"] == {"name": "trojka", "level": 2}, quote("tk-auction-contract")


def test_the_multiplier_counts_only_when_the_soloist_loses() -> None:
    lost_once = score(contract=TROJKA, card_points=30)["game_value"]
    lost_twice = score(contract={"name": "trojka", "level": 2}, card_points=30)["game_value"]
    assert (lost_once, lost_twice) == (-39, -78), quote("tk-multipliers")
    won = score(contract={"name": "trojka", "level": 2}, card_points=40)["game_value"]
    assert won == score(contract=TROJKA, card_points=40)["game_value"] == 51, quote(
        "tk-multipliers"
    )


def test_volat_may_be_announced_and_then_counts_double() -> None:
    dwojka = {"name": "dwojka", "level": 1}
    plain = score(contract=dwojka, card_points=65, volat=True)["game_value"]
    announced = score(contract=dwojka, card_points=65, volat=True, volat_announced=True)
    assert (plain, announced["game_value"]) == (400, 800), quote("tk-announce-volat")
    assert plain != 40 + (66 - 33) * 4, quote("tk-volat-replaces")


def test_pagat_ultimo_announced_earns_its_points_at_the_end() -> None:
    def pagat(announced: bool) -> dict:
        bonus = {"name": "pagat_ultimo", "side": "soloist", "announced": announced}
        return score(contract=TROJKA, card_points=40, bonuses=[bonus])

    assert pagat(True)["total"] == 51 + 100, quote("tk-announce-pagat-ultimo")
    assert pagat(False)["total"] == 51 + 50, quote("tk-announce-pagat-ultimo")
    assert pagat(True)["game_value"] == 51, quote("tk-announcement-points")


def test_card_values() -> None:
    values = {"T1": 5, "T21": 5, "SK": 5, "KH": 5, "QH": 4, "CH": 3, "JH": 2, "10H": 1, "T7": 1}
    for code, value in values.items():
        response = handle({"op": "card_points", "game": "tarok", "cards": [code]})
        assert response["raw_points"] == value, quote("tk-card-values")
