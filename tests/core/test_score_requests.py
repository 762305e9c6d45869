"""What the score sheet asks the three games' ``score`` ops, read the same way everywhere
(issue 31): an explicit "no doubling" where none can happen, the runs of matadors and the
doublings ``describe`` offers (each accepted by ``score``, nothing beyond), the house-rule note
on a score line, and a number too long to read through ``handle_json``."""

from __future__ import annotations

import json
from typing import Any

import pytest

from trainer.api import handle, handle_json
from trainer.schafkopf.options import PRESETS
from trainer.schafkopf.rulebook import RULES as SK
from trainer.tarok.rulebook import RULES as TK


def answer(game: str, **request: Any) -> dict[str, Any]:
    return handle({"op": "score", "game": game, **request})


def quoted(rules: Any, rule_id: str) -> str:
    rule = rules[rule_id]
    return f"{rule.text} / {rule.original}"


SIE = {"type": "sie"}
RAMSCH = {"points": [40, 30, 30, 20], "tricks": [3, 2, 2, 1], "trumps_won": [[], [], [], []]}
NO_DOUBLING = [{"contra": False}, {"contra": 0}, {"contra": False, "re": False}, {"doublings": 0}]


@pytest.mark.parametrize("said", NO_DOUBLING)
def test_a_sie_takes_an_explicit_no_doubling_as_its_absence(said: dict[str, Any]) -> None:
    """sk-sie: the declarer lays his 8 trumps out, so nobody plays and nobody can say contra
    (sk-contra: a defender doubles "until the second player has played his card"). A form
    that always sends its Contra box unticked must get the same answer as one that sends
    nothing."""
    plain = answer("schafkopf", contract=SIE)
    got = answer("schafkopf", contract=SIE, **said)
    assert got == plain and got["ok"], (quoted(SK, "sk-sie"), got)


@pytest.mark.parametrize("said", [{"contra": True}, {"re": True}, {"doublings": 1}])
def test_a_sie_still_refuses_a_doubling(said: dict[str, Any]) -> None:
    """sk-sie: no play, so a doubling said is an impossible entry, named by its field."""
    got = answer("schafkopf", contract=SIE, **said)
    assert not got["ok"], quoted(SK, "sk-sie")
    assert got["error"]["path"] == next(iter(said))
    assert "without play" in got["error"]["message"]


@pytest.mark.parametrize("said", NO_DOUBLING)
def test_a_ramsch_takes_an_explicit_no_doubling(said: dict[str, Any]) -> None:
    """sk-ramsch-loser: a Ramsch is settled by who took the most points, with no declarer to
    double against: "no contra" reads as no field at all."""
    rules = {"all_pass": "ramsch"}
    plain = answer("schafkopf", contract={"type": "ramsch"}, options=rules, **RAMSCH)
    got = answer("schafkopf", contract={"type": "ramsch"}, options=rules, **RAMSCH, **said)
    assert got == plain and got["ok"], (quoted(SK, "sk-ramsch-loser"), got)
    refused = answer("schafkopf", contract={"type": "ramsch"}, options=rules, **RAMSCH, contra=True)
    assert not refused["ok"] and refused["error"]["path"] == "contra"


@pytest.mark.parametrize("said", [False, 0, "none", None])
def test_tarok_reads_no_doubling_as_none(said: Any) -> None:
    """tk-contra: the opponents "may" say contra; false or 0 says they did not, as "none"
    does, in a played deal and in one everybody passed (tk-all-pass: nobody plays it)."""
    deal = {"contract": {"name": "trojka", "level": 1}, "players": 3, "card_points": 40}
    assert answer("tarok", **deal, contra=said) == answer("tarok", **deal), quoted(TK, "tk-contra")
    passed = answer("tarok", passed_out=True, players=3, contra=said)
    assert passed == answer("tarok", passed_out=True, players=3), quoted(TK, "tk-all-pass")
    assert not answer("tarok", passed_out=True, players=3, contra="contra")["ok"]


@pytest.mark.parametrize("said", NO_DOUBLING)
def test_pamfil_has_no_contra_and_takes_its_denial(said: dict[str, Any]) -> None:
    """Pamfil's text knows no contra or re (its only doubling is the pamfil's, told by
    holds_pamfil or pamfil): a request that says "no doubling" is read as one that says
    nothing, for one player and for a whole deal; any doubling is refused by name."""
    one = {"declared": True, "tricks": 3}
    assert answer("pamfil", **one, **said) == answer("pamfil", **one)
    deal = {"players": 3, "declared": [True, False, False], "tricks": [3, 1, 1], "pamfil": None}
    assert answer("pamfil", **deal, **said) == answer("pamfil", **deal)
    for doubling in ({"contra": True}, {"doublings": 1}, {"re": True}):
        got = answer("pamfil", **one, **doubling)
        assert not got["ok"] and got["error"]["path"] == next(iter(doubling)), got
        assert "contra" in got["error"]["message"]


def described() -> dict[str, Any]:
    return handle({"op": "describe"})["games"]["schafkopf"]


def test_describe_gives_each_contract_its_runs_of_matadors_and_score_takes_exactly_those() -> None:
    """sk-matadors: "for at least the 3 highest trumps (or at least for the 2 highest trumps
    in the case of the Small Wreath [Wenz Solo])"; a run cannot be longer than the trumps
    there are (4 Unters in a Wenz, 14 trumps otherwise). The sheet offers what describe says,
    so every offered run must score and the next ones must be refused."""
    rules = {"matadors": True}
    suits = {
        "ace_game": {"called": "S"},
        "suit_solo": {"trump": "H"},
        "suit_solo_tout": {"trump": "H"},
    }
    runs = {row["type"]: row.get("matadors") for row in described()["contracts"]}
    assert runs["wenz"] == {"min": 2, "max": 4} and runs["wenz_tout"] == {"min": 2, "max": 4}
    assert runs["ace_game"] == {"min": 3, "max": 14}, quoted(SK, "sk-matadors")
    assert runs["sie"] is None
    for kind, run in runs.items():
        if run is None:
            continue
        contract = {"type": kind, **suits.get(kind, {})}
        game = {
            "contract": contract,
            "declarer_points": 120,
            "declarer_tricks": 8,
            "options": rules,
        }
        for count in range(run["min"], run["max"] + 1):
            got = answer("schafkopf", **game, matadors=count)
            assert got["ok"] and got["matadors"] == count, (kind, count, got)
        for count in (run["min"] - 1, run["max"] + 1):
            assert not answer("schafkopf", **game, matadors=count)["ok"], (kind, count)


def test_describe_offers_the_doublings_each_number_of_rounds_allows() -> None:
    """sk-contra-rounds: "one 'contra' and one 'recontra', but in some groups the players may
    make as many as two rounds": describe lists each count the option allows, in words, and
    score takes each of them and refuses one more (sk-contra-scoring: doubled each time)."""
    doublings = described()["doublings"]
    assert doublings["option"] == "max_double_rounds"
    game = {"contract": {"type": "wenz"}, "declarer_points": 70, "declarer_tricks": 5}
    for rounds, choices in doublings["by_rounds"].items():
        counts = [c["doublings"] for c in choices]
        assert counts == list(range(2 * int(rounds) + 1)), quoted(SK, "sk-contra-rounds")
        assert len({c["label"] for c in choices}) == len(choices)
        assert all(c["label"][:1].isupper() and c["label"].isascii() for c in choices)
        rules = {"max_double_rounds": int(rounds)}
        for count in counts:
            got = answer("schafkopf", **game, options=rules, doublings=count)
            assert got["ok"] and got["value"] == 5 * 2**count, quoted(SK, "sk-contra-scoring")
        assert not answer("schafkopf", **game, options=rules, doublings=counts[-1] + 1)["ok"]
    assert [c["label"] for c in doublings["by_rounds"]["1"]] == [
        "No contra",
        "Contra",
        "Contra and re",
    ]


def test_a_score_line_a_house_rule_made_says_which_as_the_played_deal_does() -> None:
    """S1 of the 2026-12-07 player review: under "Common practice today" the ace game's line
    quotes sk-ace-game-payment ("…to each of their opponents") while each loser pays one
    winner. The score op's line (and its tariff line) now carry the same house-rule note as
    the play page's score, in the preset's words; under the text's rules there is none."""
    today = next(p for p in PRESETS if p.name == "today")
    game = {
        "contract": {"type": "ace_game", "called": "S"},
        "declarer_points": 58,
        "declarer_tricks": 3,
        "tariff": {"ace_game": 10, "solo": 50, "step": 10},
    }
    got = answer("schafkopf", **game, options=dict(today.changes))
    worth = next(line for line in got["lines"] if line["text"].startswith("The game is worth"))
    assert worth["rule"]["id"] == "sk-ace-game-payment"
    assert worth["house_rule"] == {
        "options": ["ace_game_payment"],
        "preset": today.label,
        "text": "Each loser of an Ace game pays one winner.",
    }
    assert got["tariff"]["line"]["house_rule"] == worth["house_rule"]
    plain = answer("schafkopf", **game)
    assert not any("house_rule" in line for line in [*plain["lines"], plain["tariff"]["line"]])
    one = answer("schafkopf", **game, options={"ace_game_payment": "one_to_one"})
    note = next(line for line in one["lines"] if "house_rule" in line)["house_rule"]
    assert (
        note["preset"] is None
        and note["text"] == "Ace game settlement: each loser pays one winner."
    )


def test_tarok_and_pamfil_score_lines_name_their_house_rules_too() -> None:
    """The same note in the other two games' score ops: a line shaped by an option off the
    text's value says so, in the option's own words; under the text's rules none does."""
    rules = {"mucha_payout": "with_tricks"}
    plain = answer("pamfil", mucha=True)
    house = answer("pamfil", mucha=True, options=rules)
    assert "house_rule" not in plain["lines"][0]
    assert house["lines"][0]["house_rule"]["options"] == ["mucha_payout"], house
    deal = {"players": 3, "declared": [True, False, False], "tricks": [0, 0, 0], "pamfil": 0}
    deal_house = answer("pamfil", **deal, mucha=[0], options=rules)
    assert deal_house["ok"] and deal_house["lines"][-1]["house_rule"]["options"] == ["mucha_payout"]
    bid = {"contract": {"name": "trojka", "level": 1}, "players": 3, "renons": True}
    assert not any("house_rule" in line for line in answer("tarok", **bid)["lines"])
    flat = answer("tarok", **bid, options={"renons_value": "flat"})
    assert any(
        line.get("house_rule", {}).get("options") == ["renons_value"] for line in flat["lines"]
    )


@pytest.mark.parametrize("sign", ["", "-"])
def test_a_number_too_long_to_read_is_said_so_through_handle_json(sign: str) -> None:
    """R13: a 4,301-digit integer is valid JSON, only longer than Python converts; the
    answer says so in words (as handle() does for the same number), never Python's hint."""
    text = '{"op": "describe", "seed": ' + sign + "9" * 4301 + "}"
    got = json.loads(handle_json(text))
    assert got["error"] == {
        "code": "invalid_request",
        "message": "a number in the request is too long to read",
        "path": "",
    }
    assert "sys." not in handle_json(text)


# -- the players' names ---------------------------------------------------------------------------

FIVE = ["Ben", "Cilia", "Dieter", "Erik"]
"""Five at a Schafkopf table, Anna deals and sits out: the engine's four seats, seat 0 first."""


def test_a_seat_reads_as_the_player_in_it_when_the_names_are_given() -> None:
    """The score sheet sends ``names``; the engine says each seat argument as the player's
    name (Noun or label alike), in the request's language, and nothing else changes."""
    ramsch = {"contract": {"type": "ramsch"}, "points": [40, 30, 50, 0], "tricks": [3, 2, 3, 0]}
    ramsch["trumps_won"] = [[], [], [], []]
    named = answer("schafkopf", **ramsch, names=FIVE)
    assert [line["text"] for line in named["lines"]] == [
        "Ramsch: Dieter took the most (decided by points) and pays 2 to each other player.",
        "Ben: +2.",
        "Cilia: +2.",
        "Dieter: −6.",
        "Erik: +2.",
    ]
    plain = answer("schafkopf", **ramsch)
    assert plain["lines"][0]["text"].startswith("Ramsch: Third player took the most")
    assert {k: v for k, v in named.items() if k != "lines"} == {
        k: v for k, v in plain.items() if k != "lines"
    }
    no_trick = {**ramsch, "points": [40, 30, 40, 10], "tricks": [3, 4, 1, 0]}
    refused = answer("schafkopf", **no_trick, names=FIVE)["error"]
    assert refused["message"] == "Erik won no trick, so no points"
    assert refused["message_msg"] == {
        "code": "sk.score.ramsch_no_trick",
        "args": {"seat": {"seat": 3}},
    }
    german = answer("schafkopf", **no_trick, names=FIVE, locale="de")["error"]["message"]
    assert german.startswith("Erik ")
    muchas = answer(
        "pamfil",
        players=5,
        pamfil=None,
        mucha=[1, 4],
        options={"mucha_tie": "both"},
        names=["Anna", *FIVE],
    )
    assert [line["text"] for line in muchas["lines"]] == [
        "Ben and Erik won by a mucha: the deal is not played and the others score nothing.",
        "Ben: a mucha scores 5 points.",
        "Erik: a mucha scores 5 points.",
    ]


@pytest.mark.parametrize("names", [[], "Anna", ["Anna", ""], ["Anna", 3], ["x" * 41], ["a"] * 9])
def test_names_that_cannot_be_a_table_are_refused(names: object) -> None:
    got = handle({"op": "describe", "names": names})["error"]
    assert (got["code"], got["path"]) == ("invalid_request", "names")
