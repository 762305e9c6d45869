"""The computer players: legal moves in the grammar, readable reasons, no peeking, the
conventions the issue asks for (schmieren, drawing trumps, saving the pagat, heading
cheaply), and the sampling player's determinism."""

from __future__ import annotations

import copy
import dataclasses
import random
import re
from typing import Any

import pytest

from trainer.api import handle
from trainer.bots import basic
from trainer.bots import strong as strong_player
from trainer.cards import PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK
from trainer.games import load
from trainer.i18n import msg
from trainer.pamfil.game import GAME as PAMFIL
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.state import Action, ActionKind, DealState, Game
from trainer.tarok.game import GAME as TAROK
from trainer.tarok.state import TarokState

GAMES: dict[str, Game[Any]] = {"pamfil": PAMFIL, "tarok": TAROK, "schafkopf": SCHAFKOPF}


def codes_in(text: str, game: Game[Any]) -> list[str]:
    deck = game.deck_for(max(game.players))
    words = set(re.findall(r"[A-Za-z0-9]+", text))
    return sorted(c.code for c in deck.cards if c.code in words)


CARDS = [c for deck in (PAMFIL_DECK_32, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK) for c in deck]


def snapshot(state: DealState) -> DealState:
    """A deep copy that keeps the cards themselves (they are compared by identity)."""
    return copy.deepcopy(state, {id(card): card for card in CARDS})


def deal_states(game: str, deals: int, seed0: int = 0) -> list[tuple[DealState, int]]:
    """(state, seat to move) at every decision of ``deals`` deals played by basic players."""
    spec = GAMES[game]
    found: list[tuple[DealState, int]] = []
    for seed in range(seed0, seed0 + deals):
        state = spec.new_state(spec.options_type(), seed, spec.default_players)
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            found.append((snapshot(state), seat))
            state.apply(basic(state, seat).action)
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_basic_moves_are_legal_and_explained_in_words(game: str) -> None:
    for state, seat in deal_states(game, 6):
        choice = basic(state, seat)
        assert choice.action in state.legal_actions()
        assert choice.reason.endswith((".", ")")) and len(choice.reason) > 20
        assert codes_in(choice.reason, GAMES[game]) == [], choice.reason


@pytest.mark.parametrize("game", sorted(GAMES))
def test_bots_see_only_their_observation(game: str) -> None:
    """Re-dealing every card a seat has not seen changes nothing the seat decides."""
    checked = 0
    for i, (state, seat) in enumerate(deal_states(game, 3)):
        other = state.determinize(seat, random.Random(i))
        assert other.hands()[seat] == state.hands()[seat]
        mine, theirs = state.observation(seat), other.observation(seat)
        assert (mine.legal, mine.trick, mine.tricks, mine.seen, mine.voids) == (
            theirs.legal,
            theirs.trick,
            theirs.tricks,
            theirs.seen,
            theirs.voids,
        )
        assert basic(other, seat) == basic(state, seat)
        if i % 9 == 0:
            assert strong_player.choose(other, seat, 2, "t") == strong_player.choose(
                state, seat, 2, "t"
            )
        checked += 1
    assert checked > 30


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_resampled_deal_keeps_the_voids_shown(game: str) -> None:
    broken = 0
    for i, (state, seat) in enumerate(deal_states(game, 4)):
        voids = state.voids()
        world = state.determinize(seat, random.Random(i))
        for other, suits in voids.items():
            if other != seat:
                held = {world.effective_suit(c) for c in world.hands()[other]}
                broken += bool(held & suits)
        assert sorted(c.code for h in world.hands() for c in h) != [] or state.is_terminal
    assert broken == 0


def test_schafkopf_partner_schmiers_and_declarer_draws_trumps() -> None:
    schmiers = leads = 0
    for state, seat in deal_states("schafkopf", 40):
        obs = state.observation(seat)
        if obs.phase != "play" or len([a for a in obs.legal if a.kind is ActionKind.PLAY]) < 2:
            continue
        choice = basic(state, seat)
        if "schmier" in choice.reason:
            schmiers += 1
            card = state.card(choice.action.card or "")
            assert card.points >= max(
                state.card(a.card or "").points
                for a in obs.legal
                if a.kind is ActionKind.PLAY and state.card(a.card or "").rank not in "OU"
            )
        leading = obs.trick is not None and not obs.trick.cards and seat == obs.declarer
        if leading and "draw trumps" in choice.reason:
            leads += 1
            rank = state.rank
            trumps = [c for c in obs.hand if rank.eff[c] == "T"]
            assert choice.action.card == max(trumps, key=rank.power.__getitem__).code
    assert schmiers > 5 and leads > 5


def test_tarok_players_save_the_pagat() -> None:
    seen = 0
    for state, seat in deal_states("tarok", 20):
        obs = state.observation(seat)
        plays = [a for a in obs.legal if a.kind is ActionKind.PLAY]
        if any(a.card == "T1" for a in plays) and len(plays) > 1 and len(obs.hand) > 1:
            seen += 1
            choice = basic(state, seat)
            if choice.action.card == "T1":
                assert "pagat wins" in choice.reason  # only when it takes the trick last

    assert seen > 10


def test_pamfil_players_head_the_trick_cheaply() -> None:
    headed = 0
    for state, seat in deal_states("pamfil", 30):
        obs = state.observation(seat)
        if obs.phase != "play" or obs.trick is None or not obs.trick.cards:
            continue
        ranking = state.ranking
        trick = [state.card(code) for _, code in obs.trick.cards]
        best = trick[ranking.winner_index(trick)]
        legal = [state.card(a.card or "") for a in obs.legal]
        winners = [c for c in legal if ranking.beats(c, best)]
        choice = state.card(basic(state, seat).action.card or "")
        if winners:
            cheapest = min(winners, key=lambda c: (ranking.is_trump(c), ranking.power[c]))
            assert choice == cheapest
            headed += 1
    assert headed > 15


@pytest.mark.parametrize("game", sorted(GAMES))
def test_bot_and_hint_ops(game: str) -> None:
    spec = GAMES[game]
    actions: list[dict[str, Any]] = []
    for _ in range(6):
        state = handle({"op": "state", "game": game, "seed": 2, "actions": actions})
        if state["terminal"]:
            break
        seat = state["to_move"]
        for strength in ("basic", "strong"):
            answer = handle(
                {
                    "op": "bot",
                    "game": game,
                    "seed": 2,
                    "actions": actions,
                    "seat": seat,
                    "strength": strength,
                    "samples": 2,
                }
            )
            assert answer["ok"], answer
            assert answer["action"] in state["legal_actions"]
            assert answer["reason"] and codes_in(answer["reason"], spec) == []
        hint = handle({"op": "hint", "game": game, "seed": 2, "actions": actions, "seat": seat})
        assert hint["ok"] and hint["advice"] and codes_in(hint["advice"], spec) == []
        actions.append(hint["action"])
    state = handle({"op": "state", "game": game, "seed": 2, "actions": actions})
    idle = (state["to_move"] + 1) % state["players"]
    refused = handle({"op": "bot", "game": game, "seed": 2, "actions": actions, "seat": idle})
    if not any(a["seat"] == idle for a in state["legal_actions"]):
        assert refused["error"]["reason"] == "not_your_turn" and refused["error"]["rule"]


def test_strong_is_deterministic_for_a_seed() -> None:
    state, seat = deal_states("schafkopf", 1)[6]
    first = strong_player.choose(state, seat, 3, "seed")
    assert first == strong_player.choose(state, seat, 3, "seed")
    assert first.action in state.legal_actions()


BIDDING = {"auction", "declaration", "take", "doubling"}


def bidding_states(game: str, deals: int) -> list[tuple[DealState, int]]:
    return [(s, seat) for s, seat in deal_states(game, deals) if s.phase in BIDDING]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_strong_compares_the_basic_bid_with_its_sensible_alternatives(game: str) -> None:
    """In the auction and the declarations the strong player weighs a few legal actions,
    always including the basic player's choice, not only the cards in play."""
    weighed = 0
    for state, seat in bidding_states(game, 8):
        obs = state.observation(seat)
        base = basic(state, seat).action
        candidates = state.game.bots.candidates(obs, base)
        assert base in candidates
        assert len(candidates) == len(set(candidates))
        assert set(candidates) <= set(state.legal_actions())
        assert len(candidates) <= strong_player.MAX_CANDIDATES
        weighed += len(candidates) > 1
    assert weighed >= 8


def test_schafkopf_weighs_only_calls_that_would_take_the_game() -> None:
    """S2: "«гуляю таксама» … абавязваецца згуляць вышэйшы ад папярэдняга кантракт" (a later
    seat's game must be higher; an equal one stays with the earlier seat). A call no higher
    than a game already named leaves the deal as a pass does, so the strong player (and the
    self-play bench's lowest bid) weighs only higher games against the pass."""
    from trainer.schafkopf.bots.club import outbids
    from trainer.schafkopf.contracts import Kind, auction_rank

    after_a_game = 0
    for seed in range(40):
        state = SCHAFKOPF.new_state(SCHAFKOPF.options_type(), seed, 4)
        while state.phase == "auction":
            seat = state.to_move
            assert seat is not None
            obs = state.observation(seat)
            named = [c["call"] for c in obs.public["auction"] if c["call"] != "pass"]
            top = max((auction_rank(Kind(c), False) for c in named), default=-1)
            for action in SCHAFKOPF.bots.candidates(obs, basic(state, seat).action):
                if action.call != "pass":
                    assert auction_rank(Kind(action.call or ""), False) > top, (seed, action)
            lower = [a for a in obs.legal if a.call == "ace_game"]
            if named and lower:
                after_a_game += 1
                assert not any(outbids(obs, a) for a in lower)
            state.apply(basic(state, seat).action)
    assert after_a_game >= 10


@pytest.mark.parametrize("game", sorted(GAMES))
def test_strong_bids_are_legal_seen_only_and_in_words(game: str) -> None:
    """Re-dealing the cards the bidder cannot see (the others' hands, the talon) does not
    change the strong player's bid, and its reason names no card code."""
    checked = 0
    for i, (state, seat) in enumerate(bidding_states(game, 4)):
        choice = strong_player.choose(state, seat, 3, f"bid{i}")
        assert choice.action in state.legal_actions()
        assert codes_in(choice.reason, GAMES[game]) == [], choice.reason
        assert choice.reason.endswith((".", ")")) and "_" not in choice.reason
        other = state.determinize(seat, random.Random(100 + i))
        assert strong_player.choose(other, seat, 3, f"bid{i}") == choice
        assert strong_player.choose(snapshot(state), seat, 3, f"bid{i}") == choice
        checked += 1
    assert checked >= 4


@pytest.mark.slow  # the strong player's or the coach's long runs
def test_strong_overrules_a_basic_bid_only_when_the_playouts_say_so() -> None:
    """Over Pamfil's declarations the strong player sometimes declares otherwise than the
    basic one; each time its reason gives both averages in the game's unit, the better one
    first. Otherwise it keeps the basic choice and its reason unchanged."""
    changed = kept = 0
    for i, (state, seat) in enumerate(bidding_states("pamfil", 24)):
        choice = strong_player.choose(state, seat, 8, f"d{i}")
        found = re.findall(r"[+−-]\d+(?:\.\d)?", choice.reason)
        numbers = [float(x.replace("−", "-")) for x in found]
        if choice.action != basic(state, seat).action:
            changed += 1
            assert len(numbers) == 2 and numbers[0] > numbers[1], choice.reason
            assert " points for you" in choice.reason  # the text's own score (ALL-02)
        else:
            kept += 1
            assert choice == basic(state, seat)
    assert changed >= 1 and kept >= 1


# -- levels, bidding ------------------------------------------------------------------------


def test_club_solos_only_with_hands_good_players_play() -> None:
    """Club bids a Suit Solo only with the hand :func:`solo_worth_playing` describes, and
    then wins most of them; over 200 deals it plays some, not two in five (issue 21)."""
    from trainer.cards import Suit
    from trainer.schafkopf.bots.club import solo_worth_playing

    solos = won = 0
    for seed in range(200):
        state = SCHAFKOPF.new_state(SCHAFKOPF.options_type(), seed, 4)
        hands = [list(h) for h in state.hands()]
        while not state.is_terminal:
            state.apply(basic(state, state.to_move or 0).action)
        contract = state.contract_json() or {}
        if contract.get("type") == "suit_solo":
            declarer = state.declarer()
            assert declarer is not None
            assert solo_worth_playing(hands[declarer], Suit(contract["trump"]))
            solos += 1
            won += state.returns()[declarer] > 0
    assert 5 <= solos <= 40 and won >= 0.7 * solos


def test_tarok_computer_bids_by_the_measured_worth_of_its_hand() -> None:
    """Issue 21: Club opens with a hand that wins a trójka about half the time or more,
    raises against another bidder only with a hand that wins the higher bid nearly always
    (a raise multiplies the loss only), and bids solo with the strongest hands; every
    soloist's hand justifies his contract, as the sampled worlds assume."""
    from trainer.tarok.bots import club as tk_bot
    from trainer.tarok.contracts import Bid

    labels: set[str] = set()
    raised = 0
    for seed in range(1000):
        state = TAROK.new_state(TAROK.options_type(), seed, 3)
        hands = [tuple(hand) for hand in state.hands()]
        while state.phase == "auction":
            state.apply(basic(state, state.to_move or 0).action)
        contract = state.contract_json()
        if contract is None:
            continue
        hand = hands[state.declarer() or 0]
        bid = Bid(contract["name"], contract["level"])
        need = tk_bot.SOLO_INSTEAD_WORTH if bid.name == "solo" else tk_bot._need(bid)
        assert tk_bot.worth(hand) >= need, (seed, contract)
        assert tk_bot.justifies(hand, contract)
        labels.add(contract["name"])
        raised += bid.level > 1
    assert {"trojka", "solo"} <= labels and 2 <= raised <= 30, (labels, raised)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_levels_play_legal_moves_in_words(game: str) -> None:
    """Beginner, Club (also called basic) and Strong answer the bot op for a whole deal."""
    for strength in ("beginner", "club", "basic"):
        actions: list[dict[str, Any]] = []
        while True:
            state = handle({"op": "state", "game": game, "seed": 5, "actions": actions})
            if state["terminal"]:
                break
            answer = handle(
                {"op": "bot", "game": game, "seed": 5, "actions": actions, "strength": strength}
            )
            assert answer["ok"], answer
            assert answer["action"] in state["legal_actions"]
            assert codes_in(answer["reason"], GAMES[game]) == [], answer["reason"]
            actions.append(answer["action"])


def test_beginner_slips_sometimes() -> None:
    from trainer.bots import beginner

    slips = moves = 0
    for state, seat in deal_states("schafkopf", 6):
        if state.phase != "play":
            continue
        choice = beginner.choose(state, seat, f"t:{state.move_count()}")
        assert choice.action in state.legal_actions()
        moves += 1
        slips += choice != basic(state, seat)
    assert 0.1 * moves <= slips <= 0.5 * moves


@pytest.mark.slow  # the strong player's or the coach's long runs
def test_strong_rarely_advises_contra() -> None:
    """At Tarok's doubling the strong player says contra only when the sampled deals,
    which give the soloist the hand for his calls and a computer soloist's discard, clearly
    say so (the study of issue 21 found contra advised at 8 or 9 decisions of 10)."""
    decisions = contras = 0
    for state, seat in deal_states("tarok", 40):
        if state.phase != "doubling":
            continue
        choice = strong_player.choose(state, seat, 12, f"c:{state.seed}")
        decisions += 1
        contras += (choice.action.call or "") == "contra"
    assert decisions >= 10 and contras <= decisions // 3


# -- the sampled worlds ---------------------------------------------------------------------


def _played_legally(world: DealState, seat: int) -> bool:
    """The oracle: replay every card the other seats played on the hands ``world`` gives
    them, through each game's fast legal-plays path (a different code path from the
    sampler's check), and check the declarer does not hold the ace he called."""
    from trainer.bots.worlds import hands_then
    from trainer.cards import Suit

    game = world.game.id
    contract = world.contract_json() or {}
    views = [*world.trick_views(), *([world.trick_view()] if world.trick_view() else [])]
    history = [[world.card(code) for _, code in v.cards] for v in views if v is not None]
    for who, hand, trick, played, index in hands_then(world):
        if who == seat:
            continue
        if game == "tarok":
            from trainer.tarok import play as tarok_play

            legal = tarok_play.legal_plays(hand, trick)
        elif game == "pamfil":
            from trainer.pamfil import play as pamfil_play
            from trainer.pamfil.ranking import ranking_for

            rank = ranking_for(Suit(contract["trump"]), world.options.pamfil_mode)
            position = pamfil_play.PlayPosition(hand, trick, rank, world.options.beat_obligation)
            legal = pamfil_play.legal_plays(position)
        else:
            from trainer.schafkopf import play as sk_play
            from trainer.schafkopf.contracts import Contract, Kind
            from trainer.schafkopf.ranking import ranking

            c = Contract(
                Kind(contract["type"]),
                Suit(contract["called"]) if contract.get("called") else None,
                Suit(contract["trump"]) if contract.get("trump") else None,
            )
            rank = ranking(c)
            ace = sk_play.called_ace_of(c)
            led = c.called is not None and sk_play.suit_led_in(history[:index], c.called, rank)
            legal = list(sk_play.playable(hand, trick, rank, ace, led, world.options))
        if played not in legal:
            return False
    if game == "schafkopf" and contract.get("called") and world.declarer() != seat:
        declarer = world.declarer()
        assert declarer is not None
        ace = world.card(f"A{contract['called']}")
        held = list(world.hands()[declarer]) + [
            c for who, _, _, c, _ in hands_then(world) if who == declarer
        ]
        if ace in held:
            return False
    return True


@pytest.mark.slow  # the strong player's or the coach's long runs
@pytest.mark.parametrize("game", sorted(GAMES))
def test_sampled_worlds_keep_every_played_card_legal(game: str) -> None:
    """Thousands of sampled worlds from random positions: in none would a card already
    played have been illegal (plain re-deals break this in 6-17 % of worlds)."""
    from trainer.bots.worlds import sample

    worlds = broken_raw = 0
    rng = random.Random(21)
    for state, seat in deal_states(game, 40, seed0=500):
        if state.phase != "play" or not state.trick_views() or rng.random() < 0.5:
            continue
        for k in range(6):
            world = sample(state, seat, random.Random(f"{k}"))
            assert world.hands()[seat] == state.hands()[seat]
            assert _played_legally(world, seat)
            worlds += 1
            broken_raw += not _played_legally(state.determinize(seat, random.Random(k)), seat)
    assert worlds >= 1000 and broken_raw > 0


@pytest.mark.slow  # the strong player's or the coach's long runs
def test_sampled_tarok_worlds_bid_and_lay_away_as_the_computer_players_do() -> None:
    """The calls and the discard are public play too, or follow from it. A sampled world
    seen by a defender gives the soloist the discard a club soloist lays away from the cards
    the world gives him: the re-deal alone splits hand and discard at random and throws
    away a tarok or two a deal, which made the sampled soloist weaker than any real one and
    contra look good (the judge found contra worth 60 points or more at 12 of 67 doubling
    passes; with this, at 1). And nearly every world gives each other seat a hand with which
    a club bidder makes the calls he made; the real deal, bid by club players, always does."""
    from trainer.bots.worlds import sample
    from trainer.tarok.bots.club import club_discard
    from trainer.tarok.bots.profile import calls_as_club, dealt_hand

    worlds = fitting = random_taroks = 0
    for state, seat in deal_states("tarok", 60, seed0=700):
        assert calls_as_club(state, seat), (state.seed, state.move_count())
        dealt = TAROK.new_state(TAROK.options_type(), state.seed, 3).hands()
        assert all(set(dealt_hand(state, who)) == set(dealt[who]) for who in range(3))
        assert isinstance(state, TarokState)
        soloist = state.soloist
        if state.phase != "doubling" or soloist is None or soloist == seat:
            continue
        for k in range(8):
            world = sample(state, seat, random.Random(f"w{k}"))
            assert isinstance(world, TarokState)
            cards = [*world.held[soloist], *world.discard]
            assert set(world.discard) == set(club_discard(cards, len(world.discard)))
            worlds += 1
            fitting += calls_as_club(world, seat)
            raw = state.determinize(seat, random.Random(k))
            assert isinstance(raw, TarokState)
            random_taroks += sum(1 for c in raw.discard if c.number)
    assert worlds >= 100 and fitting >= 0.97 * worlds and random_taroks > worlds / 2


# -- the coach --------------------------------------------------------------------------------


def coach(game: str, seed: int, actions: list[dict[str, Any]], action: dict[str, Any]) -> Any:
    return handle({"op": "coach", "game": game, "seed": seed, "actions": actions, "action": action})


@pytest.mark.slow  # the strong player's or the coach's long runs
@pytest.mark.parametrize("game", sorted(GAMES))
def test_coach_judges_through_the_api(game: str) -> None:
    """A whole deal judged card by card: every answer has the fields the page reads; a
    forced card is never objected to; an objection names the learner's card and the better
    one in words, and its numbers (behind "Why?") in the game's unit."""
    rng = random.Random(game)
    objections = 0
    for seed in (3, 4):
        actions: list[dict[str, Any]] = []
        while True:
            state = handle({"op": "state", "game": game, "seed": seed, "actions": actions})
            if state["terminal"]:
                break
            seat = state["to_move"]
            mine = [a for a in state["legal_actions"] if a["seat"] == seat]
            action = rng.choice(mine)
            answer = coach(game, seed, actions, action)
            assert answer["ok"], answer
            assert answer["verdict"] in ("good", "better", "blunder")
            assert codes_in(answer["reason"] + answer["why"], GAMES[game]) == []
            plays = [a for a in mine if a["action"] == action["action"]]
            if len(plays) == 1 and action["action"] == "play":
                assert answer["forced"] and answer["verdict"] == "good"
            if answer["verdict"] != "good":
                objections += 1
                assert answer["better_action"] in state["legal_actions"]
                assert answer["better_action"] != action
                assert answer["cost"] >= answer["bound"]
                assert answer["label"].split(" ", 1)[-1] in answer["reason"]
                assert answer["better_label"].split(" ", 1)[-1] in answer["reason"]
                # A card may also be objected to for losing the deal more often, whatever its
                # card points (coach.RESULT_SHARE): its numbers are then the deals lost.
                by_result = "of the deals more lost with yours" in answer["why"]
                if not by_result:
                    assert answer["bound"] > 0
                    # the why says its amounts in the unit's words (the unit is a code)
                    bots = load(game).bots
                    scales = {s.unit: s for s in (bots.play_scale, bots.result_scale)}
                    words = msg(scales[answer["unit"]].amount_key, n=2).render("en")
                    assert words.removeprefix("2 ") in answer["why"]
                if action["action"] == "play" and state["phase"] == "play":
                    assert answer["unit"] == load(game).bots.play_scale.unit
                    assert by_result or answer["cost"] >= load(game).bots.play_scale.material
            actions.append(action)
    assert objections >= 1


def test_coach_refuses_bad_requests() -> None:
    missing = handle({"op": "coach", "game": "schafkopf", "seed": 1})
    assert not missing["ok"] and missing["error"]["path"] == "action"
    illegal = coach("schafkopf", 1, [], {"action": "play", "card": "AH"})
    assert not illegal["ok"] and illegal["error"]["reason"] == "wrong_phase"
    garbage = coach("schafkopf", 1, [], {"action": "fly"})
    assert not garbage["ok"] and garbage["error"]["path"] == "action.action"


@pytest.mark.slow  # the strong player's or the coach's long runs
def test_coach_is_deterministic_and_its_objections_hold_up() -> None:
    """The same request gives the same verdict; and where the coach objects in play, a
    four times larger evaluation agrees the learner's card was worse."""
    from trainer.bots.coach import judge

    rng = random.Random(7)
    checked = 0
    for state, seat in deal_states("schafkopf", 6, seed0=30):
        if state.phase != "play":
            continue
        mine = [a for a in state.legal_actions() if a.seat == seat and a.kind is ActionKind.PLAY]
        action = rng.choice(mine)
        verdict = judge(state, action, "t")
        if verdict.verdict == "good" or checked >= 3:
            continue
        assert judge(state, action, "t") == verdict
        big = judge(state, action, "big", work=4 * 900)
        assert big.verdict != "good" or big.extra.get("mean", 0.0) > 0  # it agrees: worse
        checked += 1
    assert checked >= 1


# -- the reasons tell the truth about the card they name ---------------------------------------


def _named(reason: str, pattern: str) -> str | None:
    match = re.search(pattern, reason)
    return match.group(1) if match else None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_reason_describes_its_card_truly(game: str) -> None:
    """Over many deals of Club players, each claim a reason makes about the card it names
    holds in the position: "lead low" is never said of the suit's highest card held, nor of
    an ace, ten or king, "give it points" never of a 1-point card, "lets the trick
    go" never of a card that takes it, "you must play a tarok" only when nothing else may be
    played, and the points a card "adds" are its points."""
    checked = 0
    deck = GAMES[game].deck_for(GAMES[game].default_players)
    for state, seat in deal_states(game, 25, seed0=300):
        choice = basic(state, seat)
        reason = choice.action.card and choice.reason
        if not reason:
            continue
        card = deck.get(choice.action.card or "")
        assert card is not None
        hand = state.hands()[seat]
        if "Lead low" in reason:
            checked += 1
            same = [c for c in hand if state.effective_suit(c) == state.effective_suit(card)]
            assert len(same) > 1, reason
            high = {"schafkopf": ("A", "10", "K"), "tarok": ("K",), "pamfil": ("A", "K", "O")}
            assert card.rank not in high[game], reason
        points = _named(reason, r"\((\d+) points\)")
        if "give it points" in reason:
            checked += 1
            assert points is not None and int(points) == card.points > 1, reason
        adds = _named(reason, r"adds (\d+) points")
        if adds is not None:
            checked += 1
            assert int(adds) == card.points, reason
        if "You must play a tarok" in reason:
            checked += 1
            legal = [a for a in state.legal_actions() if a.seat == seat and a.card]
            assert all(deck.get(a.card or "").number for a in legal), reason  # type: ignore[union-attr]
        if "lets the trick go" in reason:
            checked += 1
            world = snapshot(state)
            tricks = len(world.trick_views())
            world.apply(choice.action)
            while len(world.trick_views()) == tricks and not world.is_terminal:
                world.apply(basic(world, world.to_move or 0).action)
            assert world.trick_views()[tricks].winner != seat, reason
    assert checked >= 10


def test_the_announcement_reason_says_the_rule_in_force() -> None:
    """TK-01, NEW-04: the text names no penalty for a failed announcement (T10: "no penalty
    by default"; "Za zgłoszone meldunki gracz otrzymuje dodatkowe punkty"), so the Club
    player's reason says so and never that a failure costs, and he announces what he could
    still make; under ``failed_announcement_penalty`` the reason says what a failure costs."""
    seen = 0
    for state, seat in deal_states("tarok", 40, seed0=500):
        if state.phase != "announce":
            continue
        seen += 1
        choice = basic(state, seat)
        assert "names no penalty" in choice.reason and "costs its value" not in choice.reason
        assert "By the text" not in choice.reason
        strict = snapshot(state)
        strict.options = dataclasses.replace(strict.options, failed_announcement_penalty=True)
        assert "costs its value" in basic(strict, seat).reason
    assert seen >= 10


# -- exact solving of the last tricks -----------------------------------------------------------


def _scripted(state: DealState, plays: list[list[str]]) -> None:
    """Play ``plays[seat][i]`` as each seat's i-th card, in the order the game asks for them."""
    played = [0] * len(plays)
    while any(played[s] < len(p) for s, p in enumerate(plays)):
        seat = state.to_move
        assert seat is not None
        state.apply(Action(seat, ActionKind.PLAY, card=plays[seat][played[seat]]))
        played[seat] += 1


def _schafkopf_endgame() -> DealState:
    """A hearts Suit Solo by seat 0 after six tricks of filler (three of trumps, three of
    aces and a ten, all won by the declarer, every seat following): the declarer leads to
    the last two tricks holding the Unter of acorns, the last trump but one, and the ace of
    leaves; seat 3 holds the last trump, the 7 of hearts, and no leaves."""
    from trainer.schafkopf.state import SchafkopfState

    hands = [
        "OC OS OH AC AD 10S UC AS",
        "OD US UH 10C 10D 9S 8D KS",
        "UD AH 10H KC KD 8S 7C 7D",
        "KH 9H 8H 8C 9D 7S 7H 9C",
    ]
    cards = [[SCHAFKOPF_DECK[code] for code in hand.split()] for hand in hands]
    state = SchafkopfState(SCHAFKOPF, hands=cards)
    state.apply(Action(0, ActionKind.CALL, call="suit_solo", trump="H"))
    for seat in (1, 2, 3):
        state.apply(Action(seat, ActionKind.CALL, call="pass"))
    _scripted(state, [hand.split()[:6] for hand in hands])
    assert [len(h) for h in state.hands()] == [2, 2, 2, 2] and state.to_move == 0
    return state


def test_solver_draws_the_last_trump_before_the_ace_in_schafkopf() -> None:
    """The text (sk-play): "You must follow the suit led (trumps count as one suit); if you
    cannot, you may play any card, with no duty to trump. The highest trump wins the trick."
    Led first, the ace of leaves is trumped by seat 3, who has no leaves (15 points and
    more lost); the Unter of acorns first draws seat 3's trump, which must follow it, and
    the ace then takes the last trick. The solver finds it in the real deal; the strong
    player and the coach, who see only seat 0's cards, find it over their sampled deals."""
    from trainer.bots.coach import judge
    from trainer.bots.endgame import Solver, moves

    state = _schafkopf_endgame()
    unter, ace = (Action(0, ActionKind.PLAY, card=code) for code in ("UC", "AS"))
    values = Solver(state, 0).values(state, moves(state))
    assert values == {unter: 17.0, ace: 2.0}  # the points still to take: all, or the last trick
    assert strong_player.choose(state, 0, 16, "t").action == unter
    verdict = judge(state, ace, "t")
    assert verdict.verdict == "blunder" and verdict.better_action == unter
    assert "best play for both sides" in verdict.why
    assert judge(state, unter, "t").verdict == "good"


def _pamfil_deal(hands: list[str], indicator: str) -> DealState:
    """A three-handed Pamfil deal with these hands (each dealt three, then two) and the
    trump indicator at the bottom of the talon; everyone declares to play."""
    from trainer.pamfil.state import PamfilState

    deck = PAMFIL.deck_for(3)
    packets = [hand.split() for hand in hands]
    order = [*(c for p in packets for c in p[:3]), *(c for p in packets for c in p[3:])]
    rest = [c.code for c in deck.cards if c.code not in order and c.code != indicator]
    pack = [deck[code] for code in [*order, *rest, indicator]]
    state = PamfilState(PAMFIL, pack, PAMFIL.options_type(), 3, 0)
    for seat in range(3):
        state.apply(Action(seat, ActionKind.CALL, call="play"))
    assert state.phase == "play"
    return state


def test_solver_plays_the_pamfil_first_in_a_whole_pamfil_deal() -> None:
    """Pamfil's five tricks searched whole. The text (pf-play): "You must follow suit and
    beat ...; without that suit you must trump, and beat a trump already in the trick if
    you can." Seat 0 holds the pamfil (the highest trump), the aces and kings of leaves and
    bells; seat 1 has the 7 of hearts, the one other trump out, and no leaves or bells. An
    ace led first is trumped by seat 1, who must; the pamfil led first draws that trump
    (seat 1 must follow trumps) and every trick is seat 0's."""
    from trainer.bots.endgame import Solver, moves

    state = _pamfil_deal(["UC AS AD KS KD", "7H 8C 9C 10C 7C", "9S 8S 9D 8D 7S"], "9H")
    assert state.to_move == 0 and state.contract_json()["trump"] == "H"
    solver = Solver(state, 0)
    values = solver.values(state, moves(state))
    tricks = {a.card: v for a, v in values.items()}
    assert tricks == {"UC": 5.0, "AS": 4.0, "AD": 4.0, "KS": 4.0, "KD": 4.0}
    assert solver.nodes > 50  # the whole deal was searched, not a shortcut


def _minimax(world: DealState, seat: int, team: frozenset[int], leaf: Any) -> float:
    from trainer.bots.endgame import duplicate, moves

    if world.is_terminal:
        return float(leaf(world, seat))
    values = []
    for action in moves(world):
        child = duplicate(world)
        child.apply_legal(action)
        values.append(_minimax(child, seat, team, leaf))
    return max(values) if world.to_move in team else min(values)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_solver_agrees_with_plain_minimax(game: str) -> None:
    """Alpha-beta with its table of positions and its in-place moves gives exactly what a
    plain minimax over every line gives, for the card points and for the deal's result, in
    sampled deals of the last two or three tricks, at a trick's start and inside it; and a
    line played on by :meth:`Solver.finish` reaches that value."""
    from trainer.bots.endgame import Solver, duplicate, moves, side, solvable, trick_points
    from trainer.bots.strong import deal_result as result
    from trainer.bots.worlds import sample

    def card_points(world: DealState, seat: int) -> float:
        """What the seat's side took in tricks, as the solver counts a trick (Pamfil: one;
        in Ramsch, where points are bad, less)."""
        team = side(world, seat)
        views = world.trick_views()
        took = sum(trick_points(world, [c for _, c in v.cards]) for v in views if v.winner in team)
        return -took if (world.contract_json() or {}).get("type") == "ramsch" else took

    checked = 0
    for state, seat in deal_states(game, 6, seed0=40):
        if not solvable(state) or len(state.hands()[seat]) < 2 or checked >= 8:
            continue
        world = sample(state, seat, random.Random(checked))
        for leaf in (None, result):
            solver = Solver(world, seat, leaf)
            values = solver.values(world, moves(world))
            base = card_points(world, seat) if leaf is None else 0.0
            truth = leaf or card_points
            for action, value in values.items():
                child = duplicate(world)
                child.apply_legal(action)
                assert value == _minimax(child, seat, solver.team, truth) - base
            line = duplicate(world)
            solver.finish(line)  # the seat to move is the sampling seat: its side maximises
            assert truth(line, seat) - base == max(values.values())
        checked += 1
    assert checked >= 4
