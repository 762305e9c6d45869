# ruff: noqa: RUF002  (the Schafkopf text is quoted in Belarusian)
"""The teaching-content review's findings in the engine's words (issue 22): each test quotes
the source sentence that decides it and checks what a learner reads, over many deals of
club (basic) players, so a reason that misdescribes its card cannot come back.

The review: ``shared/reviews/2026-12-01-teaching-content.md`` (PF-, TK-, SK-, ALL- ids).
"""

from __future__ import annotations

import copy
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from trainer.actions import Action, ActionKind
from trainer.api import handle
from trainer.bots import basic
from trainer.bots import strong as strong_player
from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK, Card
from trainer.games import load
from trainer.pamfil.game import GAME as PAMFIL
from trainer.schafkopf.contracts import Kind, auction_rank
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.state import DealState, Game
from trainer.tarok.game import GAME as TAROK

ROOT = Path(__file__).resolve().parents[2]
GAMES: dict[str, Game[Any]] = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}
CARDS = [c for deck in (PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK) for c in deck]


def _snapshot(state: DealState) -> DealState:
    return copy.deepcopy(state, {id(card): card for card in CARDS})


@cache
def decisions(game: str, deals: int = 30, seed0: int = 900) -> list[tuple[DealState, int, str]]:
    """(state, seat, the club player's reason) at every decision of ``deals`` deals."""
    spec = GAMES[game]
    found: list[tuple[DealState, int, str]] = []
    for seed in range(seed0, seed0 + deals):
        state = spec.new_state(spec.options_type(), seed, spec.default_players)
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            choice = basic(state, seat)
            found.append((_snapshot(state), seat, choice.reason))
            state.apply(choice.action)
    return found


def reasons(game: str) -> list[str]:
    return [reason for _, _, reason in decisions(game)]


def _card(state: DealState, seat: int) -> Card | None:
    action = basic(state, seat).action
    return state.game.deck_for(state.players).get(action.card or "") if action.card else None


# -- Pamfil ----------------------------------------------------------------------------------


def test_pf06_lead_low_only_of_a_low_card() -> None:
    """PF-06: "pamfil (niżnik żołędny), tuz (as), król, wyżnik, …": the ace and the king are
    high cards, and a card above every other of its suit in the hand is not "low"."""
    seen = 0
    for state, seat, reason in decisions("pamfil"):
        if not reason.startswith("Lead low"):
            continue
        seen += 1
        card = _card(state, seat)
        assert card is not None and card.rank not in ("A", "K", "O"), reason
        same = [
            c for c in state.hands()[seat] if state.effective_suit(c) == state.effective_suit(card)
        ]
        assert len(same) > 1, reason
    assert seen >= 1


def test_pf07_beat_not_head() -> None:
    """PF-07: "Obowiązuje dodawanie do koloru i przebijanie" (following suit and beating
    are obligatory): the lessons and the glossary say "beat", never the jargon "head"."""
    said = reasons("pamfil")
    assert not [r for r in said if "Head the trick" in r]
    assert [r for r in said if r.startswith("Beat the trick as cheaply as you can")]


def test_pf08_the_forehand_is_not_asked_to_declare() -> None:
    """PF-08: "Gracz po lewej rozdającego jest zobowiązany do grania" (the player on the
    dealer's left is obliged to play): his "play" is no declaration, in the button and in the
    club player's reason; the others still declare."""
    labels: dict[int, set[str]] = {0: set(), 1: set()}
    for seed in range(40):
        state = handle({"op": "state", "game": "pamfil", "seed": seed, "players": 4})
        for seat in (0, 1):
            actions: list[dict[str, Any]] = []
            if seat == 1:
                first = handle(
                    {"op": "hint", "game": "pamfil", "seed": seed, "players": 4, "seat": 0}
                )
                actions = [first["action"]]
                state = handle(
                    {
                        "op": "state",
                        "game": "pamfil",
                        "seed": seed,
                        "players": 4,
                        "actions": actions,
                    }
                )
            for action, label in zip(state["legal_actions"], state["labels"], strict=True):
                if action.get("call") == "play" and action["seat"] == seat:
                    labels[seat].add(label)
    assert labels[0] == {"keep your cards and play"}
    assert labels[1] == {"declare and play"}
    for state, seat, reason in decisions("pamfil"):
        if state.phase == "declaration" and seat == 0:
            assert "enough to play, which needs two" not in reason, reason


def test_pf09_no_trick_at_all_and_one_name_for_the_pamfil() -> None:
    """PF-09: "looks good for only about 0 tricks"; the card is "the Unter of acorns (the
    pamfil)" everywhere ("pamfil (niżnik żołędny)")."""
    said = " ".join(reasons("pamfil"))
    assert "about 0 tricks" not in said and "about 0.5 tricks" not in said
    assert "Unter of acorns, the pamfil" not in said
    assert "the Unter of acorns (the pamfil)" in said


# -- Tarok -----------------------------------------------------------------------------------


def test_tk06_a_partner_card_has_one_article_and_a_given_card_its_points() -> None:
    """TK-06: "W przypadku braku koloru gracz musi wyrzucić tarok" (without the suit a player
    must play a tarok), and "Pozostałe – 1" (all others count 1): "give it points" only of a
    card worth more than 1, never "your partner's the King of spades"."""
    seen = 0
    for state, seat, reason in decisions("tarok"):
        assert "partner's the" not in reason, reason
        if "give it points" in reason:
            seen += 1
            card = _card(state, seat)
            assert card is not None and card.points > 1, reason
            assert f"({card.points} points)" in reason, reason
    assert seen >= 1


def test_tk07_the_discard_reason_calls_no_queen_low() -> None:
    """TK-07: "Dama 4" (a queen is worth 4): the reason says what the choice is (the plain
    cards worth least first, never a king), in the lessons' words ("lay away")."""
    seen = 0
    for state, _seat, reason in decisions("tarok"):
        if state.phase != "discard":
            continue
        seen += 1
        assert "low cards" not in reason and reason.startswith("Lay away"), reason
        assert "Never a king" in reason
    assert seen >= 3


def test_tk14_four_kings_the_skiz_and_no_stay_in_front() -> None:
    """TK-14: "… zadeklarować wzięcie w lewach trula … lub 4 króli" (announce the trull or the
    four kings): "four kings", not "kings"; "Joker (Skiz)" is the skiz, named as the lessons
    name it; "high enough to stay in front" said what the card is instead."""
    said = " ".join(reasons("tarok"))
    assert "stay in front" not in said and "the Skiz" not in said
    assert "Tarok " not in said.replace("Tarok I", "")  # in a sentence: "tarok XX"
    labels: set[str] = set()
    lines: set[str] = set()
    for seed in range(30):
        deal = {"game": "tarok", "seed": seed, "players": 3}
        actions: list[dict[str, Any]] = []
        state = handle({"op": "state", **deal, "actions": actions})
        while not state["terminal"]:
            if state["phase"] == "announce":
                labels |= {label for label in state["labels"] if "king" in label}
                offer = [a for a in state["legal_actions"] if a.get("announcements") == ["kings"]]
                if offer:
                    actions.append(offer[0])
                    state = handle({"op": "state", **deal, "actions": actions})
                    continue
            hint = handle({"op": "hint", **deal, "actions": actions, "seat": state["to_move"]})
            actions.append(hint["action"])
            state = handle({"op": "state", **deal, "actions": actions})
        lines |= {line["text"] for line in state["score"] if "ings" in line["text"]}
    assert "announce four kings" in labels and not [x for x in labels if "and kings" in x]
    assert lines and all(
        "our kings" in line for line in lines if "Kings" in line or "kings" in line
    )


# -- Schafkopf -------------------------------------------------------------------------------


def test_sk08_no_game_that_cannot_win_the_auction() -> None:
    """SK-08: "«гуляю таксама» (гэта азначае, што ён абавязваецца згуляць вышэйшы ад
    папярэдняга кантракт)" ('I play too' undertakes a higher contract than the previous
    one); an equal one stays with the earlier seat (S2). The club player never names a game
    that cannot win, and says why he passes."""
    seen = 0
    for state, seat, reason in decisions("schafkopf", 60):
        if state.phase != "auction":
            continue
        action = basic(state, seat).action
        named = [c for c in state.observation(seat).public["auction"] if c["call"] != "pass"]
        if action.call == "pass" or not named:
            if reason.startswith("A game already named"):
                seen += 1
            continue
        standing = max(auction_rank(Kind(c["call"]), False) for c in named)
        assert auction_rank(Kind(action.call or ""), False) > standing, reason
    assert seen >= 1


def test_sk09_a_reason_says_what_its_card_does() -> None:
    """SK-09: the trump order "В В В В Н Н Н Н Т 10 К 9 8 7" and "Туз 11, 10 – 10": a trump
    given to the partner's trick that takes it is said to take it; "your highest card here"
    is the highest card that may be played; "the lowest card that beats" is the lowest."""
    checked = 0
    for state, seat, reason in decisions("schafkopf"):
        if state.phase != "play" or not state.trick_view():
            continue
        card = _card(state, seat)
        assert card is not None
        legal = [a.card for a in state.legal_actions() if a.seat == seat and a.card]
        world = _snapshot(state)
        tricks = len(world.trick_views())
        world.apply(Action(seat, ActionKind.PLAY, card=card.code))
        if len(world.trick_views()) > tricks:  # the card ended the trick
            winning_now = world.trick_views()[tricks].winner == seat
        else:
            ahead = world.trick_view()
            winning_now = ahead is not None and _leader(world, ahead) == seat
        if "you schmier it" in reason:
            checked += 1
            assert not winning_now, reason
        if "takes it over for your side" in reason:
            checked += 1
            assert winning_now, reason
        if "your highest card here" in reason:
            checked += 1
            assert card.code == max(legal, key=lambda c: _power(state, c)), reason
        assert "'schmier'" not in reason and "cheapest card that beats" not in reason
    assert checked >= 5


def _power(state: DealState, code: str) -> int:
    from trainer.schafkopf.ranking import ranking

    rank = ranking(state.contract)  # type: ignore[attr-defined]
    return rank.power[SCHAFKOPF_DECK[code]]


def _leader(world: DealState, view: Any) -> int:
    """Who is winning the trick in progress (by playing it on the engine's own ranking)."""
    from trainer.schafkopf.ranking import ranking

    rank = ranking(world.contract)  # type: ignore[attr-defined]
    cards = [(seat, SCHAFKOPF_DECK[code]) for seat, code in view.cards]
    led = rank.eff[cards[0][1]]
    strength = rank.strength[led]
    return max(cards, key=lambda sc: strength[sc[1]])[0]


def test_sk11_the_today_preset_says_the_suit_solo_still_outranks_the_wenz() -> None:
    """SK-11: S1, "In official Bavarian practice Wenz and Suit Solo are equal": the preset
    keeps the text's order, and its description says so."""
    described = handle({"op": "describe", "game": "schafkopf"})["games"]["schafkopf"]
    today = next(p for p in described["presets"] if p["name"] == "today")
    text = " ".join(str(v) for v in today.values())
    assert "Suit Solo still outranks a Wenz" in text, today


def test_sk12_a_trump_lead_refusal_speaks_of_trumps() -> None:
    """SK-12: "Кожны гулец ПАВІНЕН задаваць карту той фарбы … Вышнікі і Ніжнікі належаць да
    казырнай фарбы" (follow the suit led; Obers and Unters belong to the trumps): "X is not a
    trump: the Ober of leaves was led, a trump", the trumps held listed highest first."""
    from trainer.schafkopf.ranking import ranking

    seen = 0
    for state, seat, _ in decisions("schafkopf"):
        view = state.trick_view()
        if state.phase != "play" or not view or not view.cards:
            continue
        rank = ranking(state.contract)  # type: ignore[attr-defined]
        if rank.eff[SCHAFKOPF_DECK[view.cards[0][1]]] != "T":
            continue
        legal = {a.card for a in state.legal_actions() if a.seat == seat and a.card}
        if not any(rank.eff[c] == "T" for c in state.hands()[seat]):
            continue  # void in trumps: no duty to follow (another refusal may apply)
        for card in state.hands()[seat]:
            if card.code in legal:
                continue
            refusal = state.why_not(Action(seat, ActionKind.PLAY, card=card.code))
            assert refusal is not None
            message = str(refusal.message)
            assert "is not a trump" in message and "follow trump" not in message, message
            held = re.findall(r"the (\w+ of \w+)", message.split("you hold ")[1])
            powers = [rank.power[_by_name(name)] for name in held]
            assert powers == sorted(powers, reverse=True), message
            seen += 1
    assert seen >= 3


def _by_name(name: str) -> Card:
    return next(c for c in SCHAFKOPF_DECK if c.name == name)


def test_sk13_one_name_per_term() -> None:
    """SK-13: one English name per game and term: "Wenz" (not "Wenz (Wenz Solo)"), "look
    for the called ace" (not "search"), "you schmier it (schmieren …)", "lead a trump"."""
    said = " ".join(reasons("schafkopf"))
    for gone in ("search the called ace", "'schmier'", "lead trump (", "(1 Obers)", "1 trumps"):
        assert gone not in said, gone
    described = handle({"op": "state", "game": "schafkopf", "seed": 1, "players": 4})
    assert "play a Wenz" in described["labels"]
    assert not [label for label in described["labels"] if "Wenz Solo" in label]


def test_score_lines_print_a_true_minus() -> None:
    """TK-08's rule for every game: "… są pomnażane przez mnożnik ujemny" (multiplied by the
    negative multiplier): a loss is printed "−2", with a minus sign, never a hyphen."""
    for game, players in (("schafkopf", 4), ("tarok", 3)):
        lines: list[str] = []
        for seed in range(8):
            deal = {"game": game, "seed": seed, "players": players}
            actions: list[dict[str, Any]] = []
            state = handle({"op": "state", **deal, "actions": actions})
            while not state["terminal"]:
                hint = handle({"op": "hint", **deal, "actions": actions, "seat": state["to_move"]})
                actions.append(hint["action"])
                state = handle({"op": "state", **deal, "actions": actions})
            lines += [line["text"] for line in state["score"]]
        assert [line for line in lines if "−" in line], game
        assert not [line for line in lines if re.search(r"(?<![\w])-\d", line)], game


# -- all three: the strong player's words ----------------------------------------------------


def test_all02_the_strong_player_speaks_in_the_games_own_unit() -> None:
    """ALL-02: the strong player's averages name the game's unit; Pamfil's are the text's
    own scores ("Bez deklaracji gry: … za każdą zdobytą lewę – 1 pkt"), personal (P16), so a
    player who passed never averages more than the text lets him score (5, or 10 with the
    pamfil)."""
    units = {game: load(game).bots.amount_key for game in ("schafkopf", "tarok", "pamfil")}
    assert units == {
        "schafkopf": "bots.strong.amount.stakes",
        "tarok": "bots.strong.amount.points",
        "pamfil": "bots.strong.amount.points",
    }
    for state, seat, _ in decisions("pamfil", 8):
        if state.phase != "declaration":
            continue
        choice = strong_player.choose(state, seat, 8, f"u:{state.seed}")
        for value in re.findall(r"([+−-]\d+(?:\.\d)?) points", choice.reason):
            assert abs(float(value.replace("−", "-"))) <= 10, choice.reason


# -- the browser's own numbers ---------------------------------------------------------------


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to run the page's modules")
def test_the_pages_print_a_true_minus_and_count_points() -> None:
    """The quiz's "✗ the answer: -6" and the play page's "+1 points": the page's helpers
    print "−6" and "+1 point", and the two scripts use them."""
    script = (
        "const m = await import(process.argv[1]);"
        "console.log(JSON.stringify([m.number(-6), m.signed(-3), m.signed(1), m.signed(0)]));"
    )
    out = subprocess.run(
        [
            "node",
            "--input-type=module",
            "-e",
            script,
            str(ROOT / "docs/javascripts/quiz/plural.js"),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.strip() == '["−6","−3","+1","0"]'
    # The quiz's answer is printed by number() into its message; the play page's points are
    # a message counted by n, the points' size (now words as data: i18n/site/*.pot).
    answer = (ROOT / "docs/javascripts/quiz/answer.js").read_text(encoding="utf-8")
    assert 't("trainer.answer.field_wrong", { answer: number(expected) })' in answer
    play = (ROOT / "docs/javascripts/play/play.js").read_text(encoding="utf-8")
    assert "n: Math.abs(stats.points)" in play and "${stats.points} points" not in play
    pot = (ROOT / "i18n/site/play.pot").read_text(encoding="utf-8")
    summary = pot[pot.index('msgctxt "play.history.summary"') :].split("\n\n")[0]
    assert "msgid_plural" in summary


def test_all01_no_advice_on_a_handful_of_playouts() -> None:
    """ALL-01: "Over 2 guesses …, to play the Tarok II averages +459 for you, better than to
    play the Skiz (+456)": the strong player overrules the club player's choice only over
    enough sampled deals, and then says how many."""
    for game in ("tarok", "schafkopf"):
        for state, seat, _ in decisions(game, 3)[:40]:
            choice = strong_player.choose(state, seat, 12, f"a:{state.seed}")
            count = re.search(
                r"Played (?:out|to the end as well as both sides can) over (\d+) deals",
                choice.reason,
            )
            if count is None:
                assert choice == basic(state, seat)
                continue
            assert int(count.group(1)) >= strong_player.MIN_ADVICE_SAMPLES, choice.reason


def test_the_announcement_offers_state_the_texts_values() -> None:
    """The play page's announcement checkboxes: "Trójka: 300 pkt … Solo: 600 pkt. Volat
    zapowiedziany przed grą jest punktowany podwójnie" (volat 300 to 600, double when
    announced), and the full hand's value by the taroks held (it said "0 instead of 0")."""
    seen = 0
    for seed in range(12):
        deal = {"game": "tarok", "seed": seed, "players": 3}
        actions: list[dict[str, Any]] = []
        state = handle({"op": "state", **deal, "actions": actions})
        while state["phase"] != "announce" and not state["terminal"]:
            hint = handle({"op": "hint", **deal, "actions": actions, "seat": state["to_move"]})
            actions.append(hint["action"])
            state = handle({"op": "state", **deal, "actions": actions})
        if state["terminal"]:
            continue
        seat = state["to_move"]
        view = handle({"op": "state", **deal, "actions": actions, "view": seat})
        for offer in view.get("announcement_offers", []):
            seen += 1
            plain = re.search(r"(\d+) announced instead of (\d+)", offer["value"])
            if plain:
                assert int(plain.group(1)) == 2 * int(plain.group(2)) > 0, offer
            else:
                assert re.fullmatch(r"(50|100|150), with your 1[012] taroks", offer["value"]), offer
    assert seen >= 3


def test_tk05_sk03_contra_advice_rests_on_the_hand() -> None:
    """TK-05: "Drużyna przeciwna ("Pomagający") mogą dać soliście contrę"; SK-03: a defender
    doubles "калі мяркуе, што заяўнік асуджаны на паразу" (if he judges the declarer doomed):
    contra is a judgment on the hand. Whenever the strong player advises it, its reason
    first says what in the hand allows it, and the hand passes the club player's test."""
    from trainer.schafkopf.bots import club as sk_bot
    from trainer.tarok.bots import club as tk_bot

    tests = {"tarok": tk_bot.contra_hand, "schafkopf": sk_bot.contra_hand}
    for game, test in tests.items():
        for state, seat, _ in decisions(game, 12):
            obs = state.observation(seat)
            if not any(a.call == "contra" for a in obs.legal):
                continue
            choice = strong_player.choose(state, seat, 12, f"c:{state.seed}")
            if choice.action.call == "contra":
                assert test(obs), choice.reason
                assert choice.reason.startswith(("Your hand is worth", "You hold")), choice.reason
