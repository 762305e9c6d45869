"""Rule presets in ``describe``: the text's rules first for every game, Schafkopf's "today".

A preset is only a set of option values; these tests check that each one is a set every op
accepts, that "text" is exactly the defaults, and that a broken preset cannot be declared.
"""

from __future__ import annotations

import pytest

from trainer.api import handle
from trainer.errors import OptionError
from trainer.options import Preset, describe_presets
from trainer.schafkopf.options import SchafkopfOptions

DESCRIBED = handle({"op": "describe"})["games"]
GAMES = sorted(DESCRIBED)


def presets_of(game: str) -> list[dict]:
    return DESCRIBED[game]["presets"]


@pytest.mark.parametrize("game", GAMES)
def test_text_preset_comes_first_and_is_the_defaults(game: str) -> None:
    presets = presets_of(game)
    assert presets[0]["name"] == "text"
    assert presets[0]["label"] == "As the source text has it"
    defaults = {option["name"]: option["default"] for option in DESCRIBED[game]["options"]}
    assert presets[0]["options"] == defaults
    for preset in presets:
        assert set(preset) == {"name", "label", "description", "options"}
        assert preset["label"] and preset["description"].endswith(".")
        assert set(preset["options"]) == set(defaults), "every preset sets every option"


@pytest.mark.parametrize("game", GAMES)
def test_every_op_accepts_every_preset(game: str) -> None:
    """The options are read before an op's own fields, so a bare request shows whether the
    preset's options parse: it may lack fields, never be refused for its options."""
    ops = [op["name"] for op in DESCRIBED[game]["ops"]]
    for preset in presets_of(game):
        for op in ops:
            response = handle({"op": op, "game": game, "options": preset["options"]})
            if not response["ok"]:
                assert response["error"]["code"] != "invalid_options", (preset["name"], op)


def test_schafkopf_offers_common_practice_today() -> None:
    """Issue 10: running away with 4 and any card, one-to-one payment, matadors (Laufende),
    tout = 2 × (solo base + Laufende), Durchmarsch, the kettle shared by the pair."""
    names = [preset["name"] for preset in presets_of("schafkopf")]
    assert names == ["text", "today"]
    today = presets_of("schafkopf")[1]
    assert today["label"] == "Common practice today"
    changed = {
        name: value
        for name, value in today["options"].items()
        if value != presets_of("schafkopf")[0]["options"][name]
    }
    assert changed == {
        "runaway_min_cards": 4,
        "runaway_card": "any",
        "ace_game_payment": "one_to_one",
        "matadors": True,
        "tout_mode": "double_base",
        "ramsch_durchmarsch": True,
        "kettle_share": "pair",
    }


def test_a_preset_plays_a_whole_deal() -> None:
    today = presets_of("schafkopf")[1]["options"]
    response = handle({"op": "state", "game": "schafkopf", "seed": 4, "options": today})
    assert response["ok"] and response["options"] == today


def test_pamfil_and_tarok_have_only_the_text() -> None:
    assert [p["name"] for p in presets_of("pamfil")] == ["text"]
    assert [p["name"] for p in presets_of("tarok")] == ["text"]


def test_a_broken_preset_cannot_be_declared() -> None:
    with pytest.raises(OptionError):
        describe_presets(SchafkopfOptions, (Preset("today", "schafkopf", {"tout_mode": "x"}),))
    with pytest.raises(OptionError):
        describe_presets(SchafkopfOptions, (Preset("today", "schafkopf", {"nope": 1}),))
    with pytest.raises(ValueError, match="unique"):
        describe_presets(SchafkopfOptions, (Preset("text", "schafkopf"),))


@pytest.mark.parametrize("game", GAMES)
def test_the_trainer_page_carries_the_presets_before_the_engine_loads(game: str) -> None:
    """The static config of the trainer root lists the presets, so the house-rules panel can
    offer them while Pyodide is still loading."""
    import json
    import re
    from html import unescape

    from docs_ext.trainer_root import render_trainer

    html = render_trainer(game)
    found = re.search(r'data-config="([^"]*)"', html)
    assert found is not None
    config = json.loads(unescape(found.group(1)))
    assert config["presets"] == presets_of(game)


def test_describe_reads_options_like_every_op() -> None:
    """Engine review 2026-11-30 #12: `describe` with an unknown option answered ok."""
    bad = handle({"op": "describe", "game": "schafkopf", "options": {"no_such_option": 1}})
    assert not bad["ok"] and bad["error"]["code"] == "invalid_options"
    assert bad["error"]["path"] == "options.no_such_option"
    bad = handle({"op": "describe", "options": {"matadors": True}})
    assert not bad["ok"] and bad["error"]["path"] == "game"
    for game in GAMES:
        for preset in presets_of(game):
            assert handle({"op": "describe", "game": game, "options": preset["options"]})["ok"]
