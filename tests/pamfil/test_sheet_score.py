"""The score op for a whole deal at a real table (issue 24's score sheet): every seat at
once, with what no deal can give refused."""

from __future__ import annotations

from trainer.api import handle

from .helpers import quote


def score(**fields):
    return handle({"op": "score", "game": "pamfil", **fields})


def deal(**fields):
    """A deal of four where the forehand and the third player declared."""
    return score(**{"players": 4, "declared": [True, False, True, False], "pamfil": None, **fields})


def test_every_seat_is_scored_as_the_one_player_op_scores_it():
    """pf-score-declared / pf-score-undeclared: 'Gra deklarowana: … dwie lewy – 0 pkt. trzy lewy
    – 3 pkt.'; 'Bez deklaracji gry: … za każdą zdobytą lewę – 1 pkt'."""
    r = deal(tricks=[3, 1, 0, 1])
    assert r["ok"] and r["points"] == [3, 1, -3, 1], quote("pf-score-declared")
    for seat, (declared, tricks) in enumerate([(True, 3), (False, 1), (True, 0), (False, 1)]):
        one = score(declared=declared, tricks=tricks)
        assert one["points"] == r["points"][seat]
        assert r["lines"][seat]["seat"] == seat and r["lines"][seat]["value"] == one["points"]
    assert r["lines"][0]["text"].startswith("Forehand: a declared player with 3 tricks")


def test_the_pamfil_doubles_its_holder():
    """pf-pamfil-double: 'W obecności pamfila, czyli niżnika żołędnego, punkty za lewy i muchę
    liczą się podwójnie.' (P3: its holder; P4: the −3 too)."""
    r = score(players=3, declared=[True, True, False], tricks=[1, 3, 1], pamfil=0)
    assert r["points"] == [-6, 3, 1] and r["doubled"] == [True, False, False], quote(
        "pf-pamfil-double"
    )
    every = score(
        players=3,
        declared=[True, True, False],
        tricks=[1, 3, 1],
        pamfil=0,
        options={"pamfil_double": "global"},
    )
    assert every["points"] == [-6, 6, 2]


def test_a_mucha_scores_five_and_the_others_nothing():
    """pf-score-mucha: 'mucha – 5 pkt.'; pf-mucha: '… wygrywa partię bez rozgrywki' (P9: the
    others score nothing)."""
    r = score(players=5, mucha=[3], pamfil=3)
    assert r["points"] == [0, 0, 0, 10, 0], quote("pf-score-mucha")
    assert r["lines"][0]["rule"]["id"] == "pf-mucha"
    assert score(players=5, mucha=[3], pamfil=None)["points"] == [0, 0, 0, 5, 0]
    r = score(players=5, mucha=[3], pamfil=None, tricks=[0, 0, 0, 1, 0])
    assert r["error"]["code"] == "invalid_position" and r["error"]["path"] == "tricks"
    assert score(players=5, mucha=[1, 3], pamfil=None)["error"]["path"] == "mucha"
    both = score(players=5, mucha=[1, 3], pamfil=None, options={"mucha_tie": "both"})
    assert both["points"] == [0, 5, 0, 5, 0]
    seats = [{"seat": 1}, {"seat": 3}]
    assert both["lines"][0]["text_msg"] == {"code": "pf.score.mucha_won", "args": {"seats": seats}}
    three = score(players=5, mucha=[0, 2, 3], pamfil=None, options={"mucha_tie": "both"})
    assert three["lines"][0]["text"].startswith(  # a list, not "… and … and …"
        "The forehand, the third player and the fourth player won by a mucha:"
    )


def test_impossible_deals_are_refused_with_the_reason():
    """pf-forehand-must-play: 'Gracz po lewej rozdającego jest zobowiązany do grania'; pf-deal:
    five cards each, so five tricks; pf-rank: the pamfil is the highest card, so its holder
    takes the trick he plays it to."""
    r = score(players=4, declared=[False, True, True, False], tricks=[2, 1, 2, 0], pamfil=None)
    assert r["error"]["path"] == "declared[0]", quote("pf-forehand-must-play")
    assert deal(tricks=[2, 1, 1, 0])["error"]["path"] == "tricks", quote("pf-deal")
    r = score(players=4, declared=[True, False, True, False], tricks=[2, 1, 2, 0], pamfil=3)
    assert r["error"]["code"] == "invalid_position" and r["error"]["path"] == "tricks", quote(
        "pf-rank"
    )
    assert deal(tricks=[2, 1, 2, 0], pamfil_won_by=1)["error"]["path"] == "pamfil_won_by"
    assert score(players=4, declared=[True] * 4, tricks=[2, 1, 2, 0])["error"]["path"] == "pamfil"
    assert deal(tricks=[2, 1, 2])["error"]["path"] == "tricks"
    assert score(declared=True, tricks=2, pamfil=0)["error"]["path"] == "pamfil"


def test_whoever_takes_the_pamfil_under_the_captured_rule():
    """P3's option pamfil_double = captured: the seat whose trick took the pamfil is doubled; as
    only the highest acorn (pamfil_mode = top_club) it can be taken by another seat."""
    options = {"pamfil_double": "captured", "pamfil_mode": "top_club"}
    r = deal(tricks=[3, 1, 1, 0], pamfil=1, pamfil_won_by=0, options=options)
    assert r["points"] == [6, 1, -3, 0]
    assert deal(tricks=[3, 1, 1, 0], pamfil=1, options=options)["error"]["path"] == "pamfil_won_by"
    r = deal(tricks=[3, 1, 1, 0], pamfil=1, pamfil_won_by=3, options=options)
    assert r["error"]["path"] == "pamfil_won_by"
    top = deal(tricks=[3, 1, 1, 0], pamfil=1, options={"pamfil_double": "captured"})
    assert top["points"] == [3, 2, -3, 0]
