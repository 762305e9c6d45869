"""The rule each score line quotes, and the house rule it names (issue 20, "The score says who
won and why": "each line quotes a whole rule sentence (never a heading such as 'Here is the
table of card values:'), the preset's rule when a preset is in force").

Whole deals of every game, table size and preset, played with seeded random legal actions
(so touts, contras, volats, muchas and Ramsch come up). Every line's rule must read as a
sentence the play page quotes: a heading of a list or table ("Declared game:") comes with the
item it applies ("Declared game: three tricks – 3 points."). A line made by a rule option
that differs from the text names that house rule: in the preset's own words when a preset is
in force.
"""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

import pytest

from trainer.api import handle
from trainer.cards import Suit
from trainer.games import load
from trainer.options import parse_options
from trainer.protocol import house_rules
from trainer.state import DealState

TABLES = {"pamfil": (3, 4, 5, 6, 7), "tarok": (3, 4), "schafkopf": (4, 5)}
SEEDS = range(12)

SENTENCE_END = re.compile(r"[.!?”\")]$")
"""A quote ends as a sentence ends; a heading ends with a colon or with no stop at all
("Settlement for the Ace contract, … (without the “big” contracts)")."""


def _presets(game: str) -> list[dict[str, Any]]:
    return [dict(p.changes) for p in load(game).presets] + [{}]


@cache
def finished(game: str, players: int, seed: int, preset: int, call: str = "") -> DealState:
    """A deal played to its end with seeded random legal actions, under preset ``preset``;
    with ``call``, every seat that may make that call makes it (an ace game, say)."""
    record = load(game)
    options = parse_options(record.options_type, _presets(game)[preset])
    state = record.new_state(options, seed, players)
    rng = random.Random(f"score-rules:{game}:{players}:{seed}")
    for _ in range(400):
        if state.is_terminal:
            return state
        legal = state.legal_actions()
        wanted = [a for a in legal if call and a.call == call]
        state.apply(rng.choice(wanted or legal))
    raise AssertionError("the deal did not end")


def deals(game: str) -> list[tuple[str, DealState]]:
    return [
        (f"{game} {players}p seed {seed} preset {preset}", finished(game, players, seed, preset))
        for preset in range(len(_presets(game)))
        for players in TABLES[game]
        for seed in SEEDS
    ]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_no_score_line_quotes_a_heading(game: str) -> None:
    """Every line's rule is a whole sentence, which starts with the anchored span's own text."""
    from trainer.rules import Rule

    book: dict[str, Rule] = __import__(f"trainer.{game}.rulebook", fromlist=["RULES"]).RULES
    headings = {rule.text for rule in book.values() if not SENTENCE_END.search(rule.text)}
    assert headings, "the rulebook has headings: the test must be able to fail"
    for where, state in deals(game):
        lines = state.score_lines()
        assert lines, where
        for line in lines:
            text = line.rule.text.strip()
            assert SENTENCE_END.search(text), f"{where}: {line.text!r} quotes a heading {text!r}"
            assert text not in headings, f"{where}: {line.text!r} quotes a heading {text!r}"
            assert text.startswith(book[line.rule.id].text), f"{where}: {text!r}"


def test_the_items_read_in_the_texts_words() -> None:
    """A heading quoted with its item: "Declared game: three tricks – 3 points."."""
    from trainer.pamfil.options import PamfilOptions
    from trainer.pamfil.scoring import score_player
    from trainer.schafkopf.scoring import table_row
    from trainer.tarok.contracts import parse_bid
    from trainer.tarok.scoring import Bonus, score

    line = score_player(True, 3, False, False, PamfilOptions()).line
    assert line.rule.text == "Declared game: three tricks – 3 points."
    assert line.rule.original == "Gra deklarowana: trzy lewy – 3 pkt."
    assert table_row(True, "schneider").text.endswith(
        "(without the “big” contracts): If the declarer took 91 points or more, then he has "
        "won schneider and wins the stake +1."
    )
    lines = score(parse_bid("trojka"), 40, bonuses=[Bonus("pagat_ultimo")]).lines
    assert lines[0].rule.text == (
        "In the case of a win, the points for the game are calculated by the formula: Trójka: "
        "(Difference between the number of points won and the required number (33) * 3) + 30."
    )
    assert lines[1].rule.text == (
        "In addition, bonuses are added to the result: Pagat ultimo – 50 points (announced: "
        "100 points)."
    )


def _notes(game: str, preset: int, call: str = "") -> list[tuple[str, str, dict[str, Any]]]:
    presets = load(game).presets
    found = []
    for players in TABLES[game]:
        for seed in SEEDS:
            state = finished(game, players, seed, preset, call)
            for line, note in zip(state.score_lines(), house_rules(state, presets), strict=True):
                if note is not None:
                    found.append((f"{players}p seed {seed}", str(line.text), note))
    return found


def test_the_text_s_rules_name_no_house_rule() -> None:
    for game in TABLES:
        text = len(_presets(game)) - 1
        assert _notes(game, text) == [], game


def test_a_preset_s_line_quotes_the_preset_s_own_sentence() -> None:
    """Common practice today: the ace game's, the tout's, the matadors' lines say which rule
    of the preset made them, in the preset's own words (a clause of its description)."""
    (today,) = load("schafkopf").presets
    for name, clause in today.rules.items():
        assert name in today.changes, name
        assert clause.lower() in today.description.lower(), clause
    notes = _notes("schafkopf", 0) + _notes("schafkopf", 0, "ace_game")
    made = {name for _, _, note in notes for name in note["options"]}
    assert {"ace_game_payment", "tout_mode", "matadors"} <= made, made
    for where, text, note in notes:
        assert note["preset"] == "Common practice today", (where, text)
        clauses = note["text"].rstrip(".").split("; ")
        for clause, name in zip(clauses, note["options"], strict=True):
            assert clause.lower() == today.rules[name].lower(), (where, text, note)
    payments = [(t, n) for _, t, n in notes if "ace_game_payment" in n["options"]]
    assert any(t.startswith("The game is worth") for t, _ in payments), payments


def test_a_house_rule_of_no_preset_is_said_in_the_option_s_words() -> None:
    """A link may carry one option alone: the line names it in its words, no preset."""
    state = None
    for seed in range(40):
        answer = handle(
            {"op": "state", "game": "schafkopf", "seed": seed, "options": {"matadors": True}}
        )
        assert answer["ok"], answer
        record = load("schafkopf")
        options = parse_options(record.options_type, {"matadors": True})
        state = record.new_state(options, seed, 4)
        rng = random.Random(seed)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        notes = [n for n in house_rules(state, record.presets) if n is not None]
        if notes:
            assert notes[0] == {
                "options": ["matadors"],
                "preset": None,
                "text": "Matadors (Laufende): played.",
            }
            return
    raise AssertionError("no deal of 40 had matadors")


def test_the_state_op_gives_the_house_rule_with_the_score() -> None:
    """The page reads ``house_rule`` beside ``rule`` in the ``state`` op's score."""
    (today,) = load("schafkopf").presets
    record = load("schafkopf")
    for seed in range(40):
        options = parse_options(record.options_type, dict(today.changes))
        state = record.new_state(options, seed, 4)
        rng = random.Random(seed)
        actions = []
        while not state.is_terminal:
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action.to_json())
        request = {"op": "state", "game": "schafkopf", "seed": seed, "actions": actions}
        answer = handle({**request, "options": dict(today.changes), "view": 0})
        assert answer["ok"], answer
        noted = [line for line in answer["score"] if "house_rule" in line]
        if noted:
            assert noted[0]["house_rule"]["preset"] == "Common practice today"
            plain = handle(request)
            assert all("house_rule" not in line for line in plain["score"])
            return
    raise AssertionError("no deal of 40 under today's rules had a house rule in its score")


def test_the_announcement_offers_value_the_volat_by_the_bid() -> None:
    """The page's checkbox says what a volat is worth in this contract (it once said "0
    announced instead of 0"), and a full hand counts the seat's own taroks."""
    from trainer.tarok.contracts import CONTRACT_TYPES
    from trainer.tarok.state import TarokState

    record = load("tarok")
    seen = set()
    for seed in range(60):
        state = record.new_state(record.options_type(), seed, 3)
        rng = random.Random(seed)
        while not state.is_terminal and state.phase != "announce":
            state.apply(rng.choice(state.legal_actions()))
        if state.phase != "announce" or state.to_move is None:
            continue
        assert isinstance(state, TarokState)
        for offer in state.announcement_offers(state.to_move):
            seen.add(offer["name"])
            if offer["name"] == "volat":
                base = CONTRACT_TYPES[state.winning_bid.name].volat
                assert str(offer["value"]) == f"{2 * base} announced instead of {base}", offer
            if offer["name"] == "full_hand":
                trumps = state.trump_count(state.held[state.to_move])
                assert str(offer["value"]).endswith(f"with your {trumps} taroks"), offer
    assert "volat" in seen, seen


@pytest.mark.parametrize(
    ("points", "named"), [(90, True), (95, False), (75, False), (40, False), (20, False)]
)
def test_the_schneider_house_rule_is_named_only_where_it_changed_the_level(
    points: int, named: bool
) -> None:
    """'Schneider at 90' (Skat's house rule) makes a difference only to a game won with
    exactly 90 points: 95 is schneider and 75 simple either way, and a lost game's level does
    not read the option at all. The line names the option (and so the house rule, through
    ``house_rules``) only where it made the difference."""
    from trainer.schafkopf.contracts import Contract, Kind
    from trainer.schafkopf.options import SchafkopfOptions
    from trainer.schafkopf.scoring import score_game

    solo = Contract(Kind.SUIT_SOLO, trump=Suit.H)
    for options, expected in ((SchafkopfOptions(schneider_win_min=90), named), (None, False)):
        score = score_game(solo, points, 6, 0, options or SchafkopfOptions())
        assert ("schneider_win_min" in score.lines()[0].options) is expected, score


def _mucha(codes: list[str], **changes: Any) -> Any:
    from trainer.cards import PAMFIL_DECK_32
    from trainer.pamfil import mucha
    from trainer.pamfil.options import PamfilOptions
    from trainer.pamfil.ranking import ranking_for

    options = PamfilOptions(**changes)
    hands = [[PAMFIL_DECK_32[code] for code in hand.split()] for hand in codes]
    return mucha.resolve(hands, ranking_for(Suit.H, options.pamfil_mode), options)


LEAVES, BELLS, OTHER = "AS KS OS US 10S", "KD OD UD 10D 9D", "7C 8C 9H 10H AH"


def test_a_mucha_line_names_the_house_rule_that_decided_it() -> None:
    """Pamfil's mucha lines carry their house rule as the other lines do, and only where it
    made the line: "w innym wypadku decyduje ilość punktów w kartach (figury po dziesięć pkt.,
    blotki – stosownie do ilości oczek)" — with the ace counted 1 (a house rule) the
    five bells (49) beat the five leaves (41, the ace among them); with 10, as the text
    says, the leaves win."""
    by_one = _mucha([LEAVES, BELLS, OTHER], ace_points=1)
    assert by_one.winners == [1] and by_one.line().options == ("ace_points",)
    assert _mucha([LEAVES, BELLS, OTHER]).line().options == ()
    alone = _mucha([LEAVES, OTHER, "7D 8D 9C 10C AC"], ace_points=1, mucha_tie="both")
    assert alone.winners == [0] and alone.line().options == (), "one mucha: no rule decided"
    tied = _mucha(["KS OS US 10S 9S", "KD OD UD 10D 9D", OTHER], mucha_tie="both")
    assert tied.winners == [0, 1] and tied.line().options == ("mucha_tie",)
    no_ace = _mucha(["KS OS US 10S 9S", "KD OD UD 10D 8D", OTHER], ace_points=11)
    assert no_ace.line().options == (), "no ace in the compared hands: 11 changed nothing"
