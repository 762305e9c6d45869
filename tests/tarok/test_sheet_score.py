"""The score op for a whole deal at a real table (issue 24's score sheet): a deal everyone
passed, a volat or a renons entered without counting card points, and trick bonuses no deal
can give refused."""

from __future__ import annotations

from trainer.api import handle

from .helpers import quote


def score(**fields):
    return handle({"op": "score", "game": "tarok", **fields})


def test_a_deal_everyone_passed_costs_nobody_anything():
    """tk-all-pass: 'W przypadku, gdy wszyscy gracze spasują, karty się zbiera i przechodzi do
    następnego rozdania.' The deal is over and nobody pays."""
    r = score(passed_out=True, players=4)
    assert r["ok"] and r["payments"] == [0, 0, 0, 0] and r["total"] == 0, quote("tk-all-pass")
    assert [line["rule"]["id"] for line in r["lines"]] == ["tk-all-pass"]
    assert score(passed_out=True)["payments"] == [0, 0, 0]
    refused = score(passed_out=True, contract="trojka", card_points=40)
    assert refused["error"]["path"] == "contract"
    assert score(passed_out=False, contract="trojka", card_points=40)["won"] is True


def test_a_volat_needs_no_card_points():
    """tk-volat-replaces: 'Punkty za volata są przyznawane zamiast punktów liczonych ze wzoru
    kontraktu.' The card points do not count, so the sheet need not ask for them."""
    r = score(contract={"name": "jedynka", "level": 2}, volat=True, volat_announced=True)
    assert r["ok"] and r["game_value"] == 1000, quote("tk-volat-replaces")
    counted = score(contract={"name": "jedynka", "level": 2}, volat=True, card_points=60)
    assert counted["game_value"] == 500
    assert score(contract="jedynka", volat=True, card_points=20)["error"]["path"] == "card_points"


def test_a_renons_needs_no_card_points():
    """tk-renons: 'solista przegrywa niezależnie od liczby ugranych punktów' — whatever his card
    points, so a renons is scored without them."""
    r = score(contract={"name": "trojka", "level": 3}, renons=True, contra="contra")
    assert r["ok"] and r["game_value"] == -30 * 3 * 2, quote("tk-renons")
    assert score(contract="trojka")["error"]["path"] == "card_points"


def test_trick_bonuses_of_a_side_without_tricks_are_refused():
    """tk-announce-trull: 'wzięcie w lewach trula (pagata, monda i skiza)' — the trull and the
    four kings are won in tricks, pagat ultimo is the last trick: a side that took no trick
    (the opponents under a volat, the soloist when the opponents took them all) made none."""
    trull = {"name": "trull", "side": "opponents"}
    r = score(contract="trojka", volat=True, bonuses=[trull])
    assert r["error"]["code"] == "invalid_position", quote("tk-announce-trull")
    assert r["error"]["path"] == "bonuses[0]" and "no trick" in r["error"]["message"]
    kings = {"name": "kings", "side": "soloist"}
    r = score(contract="trojka", card_points=5, opponents_volat=True, bonuses=[kings])
    assert r["error"]["path"] == "bonuses[0]"
    failed = {"name": "pagat_ultimo", "announced": True, "achieved": False}
    assert score(contract="trojka", card_points=5, opponents_volat=True, bonuses=[failed])["ok"]
    assert score(contract="trojka", volat=True, bonuses=[{"name": "trull"}])["ok"]


def test_a_trick_bonus_is_made_by_one_side_only():
    """tk-pagat-ultimo: pagat ultimo is the last trick won with tarok I, and there is one pagat,
    one mond and one skiz, four kings: each trick bonus is made once a deal, by one side."""
    both = [{"name": "pagat_ultimo", "side": "opponents"}, {"name": "pagat_ultimo"}]
    r = score(contract="dwojka", card_points=40, bonuses=both)
    assert r["error"]["code"] == "invalid_position", quote("tk-pagat-ultimo")
    assert r["error"]["path"] == "bonuses[1]"
    tried = [
        {"name": "trull", "announced": True, "achieved": False},
        {"name": "trull", "side": "opponents"},
    ]
    r = score(contract="dwojka", card_points=40, bonuses=tried)
    assert r["ok"] and r["bonus_values"] == [0, -50]
