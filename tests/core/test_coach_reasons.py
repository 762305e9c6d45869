"""The coach says why in game terms (issue 32, item 5), and the Hint and the coach are one
judgement (NEW-02).

Each kind of decision has its reason pinned on a seeded position: the facts it states are
read from the hand and the choice (trumps and aces held, what a talon half holds, a king laid
away, a hand's worth for a bid) and checked here against the hand itself."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from trainer.api import handle
from trainer.bots import basic, coach, reasons
from trainer.cards import Card
from trainer.games import load
from trainer.pamfil.game import GAME as PAMFIL
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.state import Action, ActionKind, DealState, Observation
from trainer.tarok.game import GAME as TAROK

GAMES: dict[str, Any] = {"pamfil": PAMFIL, "schafkopf": SCHAFKOPF, "tarok": TAROK}


def decisions(game: str, phase: str, deals: int = 200) -> Iterator[tuple[DealState, Observation]]:
    """Every decision of ``phase`` in seeded deals of Club players, with the seat's view."""
    record = GAMES[game]
    for seed in range(deals):
        state = record.new_state(record.options_type(), seed, record.default_players)
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            if state.phase == phase:
                yield state, state.observation(seat)
            state.apply(basic(state, seat).action)


def first(
    game: str, phase: str, pick: Callable[[Observation], tuple[Action, Action] | None]
) -> tuple[DealState, Observation, Action, Action]:
    """The first seeded decision where ``pick`` finds a learner's action and a better one."""
    for state, obs in decisions(game, phase):
        found = pick(obs)
        if found is not None:
            return state, obs, *found
    raise AssertionError(f"no {game} {phase} decision fits")


def say(state: DealState, action: Action, better: Action) -> str | None:
    club = state.game.bots.basic(state.observation(action.seat))
    return reasons.objection(state, action, better, None, club, {})


def _pamfil_trumps(obs: Observation) -> list[Card]:
    from trainer.pamfil.bots.club import _ranking

    rank = _ranking(obs)
    return [c for c in obs.hand if rank.is_trump(c)]


def test_pamfil_without_a_trump_exchanges_all_but_the_aces() -> None:
    """The issue's own example: "no trump in hand: exchange all but the ace"."""

    def pick(obs: Observation) -> tuple[Action, Action] | None:
        if _pamfil_trumps(obs):
            return None
        weak = {c.code for c in obs.hand if c.rank != "A"}
        exchange = next(
            (a for a in obs.legal if a.kind is ActionKind.EXCHANGE and set(a.cards or ()) == weak),
            None,
        )
        play = next((a for a in obs.legal if a.call == "play"), None)
        if exchange is None or play is None or len(weak) < 3:
            return None
        return play, exchange

    state, obs, play, exchange = first("pamfil", "declaration", pick)
    said = say(state, play, exchange)
    assert said is not None
    assert said.startswith("You hold no trump and ")
    aces = [c for c in obs.hand if c.rank == "A"]
    if aces:
        assert "exchange all but the Ace of" in said
    assert said.endswith("and draw trumps from the talon.")


def test_pamfil_a_weak_hand_passes_and_an_exchange_keeps_trumps_and_aces() -> None:
    """The text's table: "under two tricks -3", a player who passed "a point a trick"; and an
    exchange that gives away a trump or an ace is told which."""
    from trainer.pamfil.bots.club import _estimate, _ranking

    def weak(obs: Observation) -> tuple[Action, Action] | None:
        tricks, _ = _estimate(obs.hand, _ranking(obs))
        play = next((a for a in obs.legal if a.call == "play"), None)
        passing = next((a for a in obs.legal if a.call == "pass"), None)
        return (play, passing) if tricks < 1.5 and play and passing else None

    state, _, play, passing = first("pamfil", "declaration", weak)
    said = say(state, play, passing)
    assert said is not None and "fewer than the two a declared player needs" in said
    assert said.endswith("so pass and score a point for each trick.")

    def gave_an_ace(obs: Observation) -> tuple[Action, Action] | None:
        if not _pamfil_trumps(obs):
            return None
        aces = [c for c in obs.hand if c.rank == "A" and c not in _pamfil_trumps(obs)]
        low = [c for c in obs.hand if c.rank in ("7", "8", "9", "6")]
        if not aces or not low or low[0] in _pamfil_trumps(obs):
            return None
        exchanges = [a for a in obs.legal if a.kind is ActionKind.EXCHANGE]
        mine = next((a for a in exchanges if a.cards == (aces[0].code,)), None)
        better = next((a for a in exchanges if a.cards == (low[0].code,)), None)
        return (mine, better) if mine and better else None

    state, _, mine, better = first("pamfil", "declaration", gave_an_ace)
    said = say(state, mine, better)
    assert said is not None and said.endswith(", an ace.")
    assert "your exchange gave away the Ace of" in said


def test_tarok_a_talon_half_is_told_by_what_it_holds() -> None:
    """ "this half holds the mond and a king": the half's taroks, its honours and kings, and its
    points by the cards' values, against the learner's half."""

    def pick(obs: Observation) -> tuple[Action, Action] | None:
        halves = [a for a in obs.legal if a.kind is ActionKind.TAKE]
        deck = TAROK.deck_for(3)
        for mine in halves:
            for other in halves:
                good = [deck[c] for c in other.cards or ()]
                bad = [deck[c] for c in mine.cards or ()]
                if sum(c.number == 21 for c in good) and not any(c.number for c in bad):
                    return mine, other
        return None

    state, _, mine, better = first("tarok", "take", pick)
    said = say(state, mine, better)
    assert said is not None
    assert said.startswith("The other half holds ") and "tarok XXI (mond)" in said
    assert "; yours no tarok and " in said


def test_tarok_a_king_laid_away_is_a_renons() -> None:
    """ "Królów nie wolno składać" (rules-notes T7): a king laid away loses the game."""

    def pick(obs: Observation) -> tuple[Action, Action] | None:
        club = basic_choice(obs).action
        deck = TAROK.deck_for(3)
        for action in obs.legal:
            if any(deck[c].rank == "K" for c in action.cards or ()):
                return action, club
        return None

    state, _, mine, better = first("tarok", "discard", pick)
    said = say(state, mine, better)
    assert said is not None and said.startswith("A king laid away is a renons")
    assert said.endswith("instead.")


def basic_choice(obs: Observation) -> Any:
    return TAROK.bots.basic(obs)


def test_tarok_a_bid_is_told_by_the_hands_worth() -> None:
    """A trójka on a hand worth less than the club player's 19 is told so, with the count."""
    from trainer.tarok.bots.club import worth

    def pick(obs: Observation) -> tuple[Action, Action] | None:
        trojka = next((a for a in obs.legal if a.call == "trojka" and a.level == 1), None)
        passing = next((a for a in obs.legal if a.call == "pass"), None)
        if trojka is None or passing is None or worth(obs.hand) >= 19:
            return None
        return trojka, passing

    state, obs, trojka, passing = first("tarok", "auction", pick)
    said = say(state, trojka, passing)
    assert said is not None
    assert said.startswith(f"The hand is worth {worth(obs.hand)} (taroks and kings count 2")
    assert said.endswith("not enough for trójka (19 or more).")


def test_schafkopf_a_solo_without_the_trumps_for_it_is_told_so() -> None:
    from trainer.cards import Suit
    from trainer.schafkopf.bots.club import _solo_strength

    def pick(obs: Observation) -> tuple[Action, Action] | None:
        for action in obs.legal:
            if action.call == "suit_solo" and action.trump:
                count, _, _ = _solo_strength(obs.hand, Suit(action.trump))
                if count <= 4:
                    passing = next(a for a in obs.legal if a.call == "pass")
                    return action, passing
        return None

    state, obs, solo, passing = first("schafkopf", "auction", pick)
    said = say(state, solo, passing)
    count, _, _ = _solo_strength(obs.hand, Suit(solo.trump or "H"))
    assert said is not None
    assert said.startswith(f"With {Suit(solo.trump or 'H').german_name} as trumps you hold ")
    assert f" {count} trump" in said or "no trump" in said
    assert said.endswith("too little for that game, so pass.")


def test_a_contra_on_a_weak_hand_is_told_by_the_hand() -> None:
    def pick(obs: Observation) -> tuple[Action, Action] | None:
        contra = next((a for a in obs.legal if a.call == "contra"), None)
        passing = next((a for a in obs.legal if a.call == "pass"), None)
        return (contra, passing) if contra and passing else None

    state, _, contra, passing = first("tarok", "doubling", pick)
    said = say(state, contra, passing)
    assert said is not None and "a contra pays only from" in said


# -- the coach's verdicts ----------------------------------------------------------------------


def test_without_a_reason_in_game_terms_only_a_large_clear_loss_is_objected_to(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bids and talon choices judged with no reason to give: every objection is a large and
    clear loss (its mean at least the blunder threshold, its bound the material one), and
    says only that the played-out deals favour the other choice."""
    monkeypatch.setattr(reasons, "objection", lambda *_args, **_kw: None)
    seen = 0
    for game, phase in (("tarok", "take"), ("schafkopf", "auction"), ("tarok", "auction")):
        for number, (state, obs) in enumerate(decisions(game, phase, 12)):
            mine = [a for a in obs.legal if a.seat == obs.seat]
            action = mine[number % len(mine)]
            verdict = coach.judge(state, action, "no reason")
            if verdict.verdict == "good":
                continue
            seen += 1
            scale = load(game).bots.result_scale
            assert verdict.cost >= scale.blunder and verdict.bound >= scale.material
            assert verdict.reason.endswith(
                "Played out, this hand does clearly better with that choice."
            )
    assert seen >= 1


def test_an_objection_to_a_talon_half_leads_with_its_reason() -> None:
    """Through the ``coach`` op, as the play page asks: the seeded review deal's talon choice
    is objected to with what the halves hold or the suit they fill, the numbers behind Why?."""
    from tests.core.test_coach_review import SEED, club_deal

    actions = club_deal()
    at = next(i for i, a in enumerate(actions) if a["action"] == "take")
    answer = handle(
        {
            "op": "coach",
            "game": "tarok",
            "seed": SEED,
            "actions": actions[:at],
            "action": actions[at],
        }
    )
    assert answer["ok"] and answer["verdict"] != "good"
    reason = answer["reason"]
    assert reason.startswith("You chose to take ")
    assert "half" in reason and "points by the cards' values" in reason
    assert "Over " in answer["why"] and "Over " not in reason


@pytest.mark.parametrize(
    ("game", "seed", "players"), [("pamfil", 4, 5), ("schafkopf", 9, 4), ("tarok", 12, 3)]
)
def test_following_the_hint_is_never_called_a_mistake(game: str, seed: int, players: int) -> None:
    """NEW-02 (Pamfil seed 4, five players: the Hint said "Lead the Ace of hearts" and the
    coach called it a blunder): at every decision of the learner's seat, the ``hint`` op's
    action (strong, as the page asks) is judged good by the ``coach`` op."""
    actions: list[dict[str, Any]] = []
    judged = 0
    while True:
        request = {"game": game, "seed": seed, "players": players, "actions": actions}
        state = handle({"op": "state", **request})
        if state["terminal"]:
            break
        seat = state["to_move"]
        if seat == 0 and len([a for a in state["legal_actions"] if a["seat"] == 0]) > 1:
            advice = handle({"op": "hint", **request, "seat": 0, "strength": "strong"})
            assert advice["ok"] and advice["action"] is not None
            verdict = handle({"op": "coach", **request, "action": advice["action"]})
            assert verdict["ok"] and verdict["verdict"] == "good", (advice, verdict)
            judged += 1
        bot = handle({"op": "bot", **request, "seat": seat, "strength": "basic"})
        actions.append(bot["action"])
    assert judged >= 2


def test_a_good_move_with_nothing_to_teach_is_quiet() -> None:
    """ "As good as any choice" is said only when the learner asks: such a verdict is quiet;
    the club player's own card is not (its reason teaches)."""
    quiet = loud = 0
    for state, obs in decisions("schafkopf", "play", 4):
        club = basic(state, obs.seat).action
        cards = [a for a in obs.legal if a.kind is ActionKind.PLAY]
        if len(cards) < 2:
            continue
        for action in cards:
            verdict = coach.judge(state, action)
            if verdict.verdict != "good":
                continue
            if action == club:
                assert not verdict.quiet and "as good as any" not in verdict.reason
                loud += 1
            elif verdict.quiet:
                assert "is as good as any choice here" in verdict.reason
                quiet += 1
    assert quiet >= 3 and loud >= 3
