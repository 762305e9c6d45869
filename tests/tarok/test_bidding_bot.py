"""Issue 21: the Tarok computer (Club) bids by hands measured to win the contract, and the
strong player's contra rests on a hand that wins against the soloist.

The thresholds (trainer.tarok.bots.club: OPEN_WORTH, RAISE_WORTH, SOLO_WORTH, CONTRA_WORTH) were
measured by playing 9,000 hands as every contract with Club players. A raise multiplies
only the loss (tk-multipliers), so against another bidder, whose hand takes the taroks the
raiser needs, a raised trójka pays only with a hand that nearly always wins it.
"""

from __future__ import annotations

import dataclasses
import re

from trainer.bots import strong as strong_player
from trainer.bots.common import Choice
from trainer.cards import TAROK_DECK
from trainer.state import Action, ActionKind
from trainer.tarok.bots import club as bot
from trainer.tarok.game import GAME as TAROK
from trainer.tarok.state import TarokState

from .helpers import cards

# Worth 21 (eight taroks with the mond, a king, two voids): opens, but no raise against a
# bidder. The old count (high taroks double) made it 12, a raise to druga trójka.
TROJKA_HAND = "T21 T20 T18 T12 T9 T5 T3 T2 KC QC CC JS"
# Worth 26 (nine taroks from XIV up with the skiz and the mond, two kings, a void): a hand
# that wins a jedynka nine times in ten, not yet solo at once (27).
JEDYNKA_HAND = "SK T21 T20 T19 T18 T17 T16 T15 T14 KC KS QH"
# Worth 14: seven taroks, six of them from XV up, no king, no void (the old count: 13,
# enough to double).
WEAK_HAND = "T20 T19 T18 T17 T16 T15 T2 QC QS QH CD JD"
# A rival bidder for the trójka hand, and a soloist (worth 23, a trójka) for the weak one.
RIVAL_HAND = "SK T19 T17 T16 T15 T14 T13 T11 T10 KS KH KD"
SOLOIST_HAND = "SK T21 T14 T13 T12 T11 T10 KC KS CC JC 10C"


def deal(hands: dict[int, str]) -> TarokState:
    """A deal with the given hands; the other cards go to the other seats and the talon."""
    state = TarokState.new(TAROK, 0)
    given = {seat: cards(text) for seat, text in hands.items()}
    used = {c for hand in given.values() for c in hand}
    rest = [c for c in TAROK_DECK if c not in used]
    held = []
    for seat in range(3):
        if seat in given:
            held.append(given[seat])
        else:
            held.append(rest[:12])
            rest = rest[12:]
    state.held = [TAROK_DECK.sorted(hand) for hand in held]
    state.talon = rest
    assert len(rest) == 6 and all(len(hand) == 12 for hand in held)
    return state


def call(state: TarokState, seat: int, name: str, level: int = 1) -> None:
    if name in ("pass", "hold"):
        state.apply(Action(seat, ActionKind.CALL, call=name))
    else:
        state.apply(Action(seat, ActionKind.CALL, call=name, level=level))


def club(state: TarokState, seat: int) -> Choice:
    assert state.to_move == seat
    choice = bot.choose(state.observation(seat))
    assert not re.search(r"\b(T\d+|SK|[KQCJ][CSHD])\b", choice.reason), choice.reason
    return choice


def test_the_worth_counts_taroks_kings_the_skiz_the_mond_and_voids() -> None:
    assert bot.worth(tuple(cards(TROJKA_HAND))) == 21
    assert bot.worth(tuple(cards(JEDYNKA_HAND))) == 26
    assert bot.worth(tuple(cards(WEAK_HAND))) == 14


def test_a_trojka_hand_opens_but_does_not_raise_against_a_bidder() -> None:
    opener = club(deal({0: TROJKA_HAND}), 0)
    assert (opener.action.call, opener.action.level) == ("trojka", 1), opener.reason
    state = deal({1: TROJKA_HAND, 0: RIVAL_HAND})
    call(state, 0, "trojka")
    answer = club(state, 1)
    assert answer.action.call == "pass", answer.reason
    assert "against another bidder" in answer.reason


def test_the_elder_does_not_hold_a_raise_with_a_trojka_hand() -> None:
    state = deal({0: TROJKA_HAND, 1: RIVAL_HAND})
    call(state, 0, "trojka")
    call(state, 1, "trojka", 2)
    answer = club(state, 0)
    assert answer.action.call == "pass", answer.reason


def test_a_hand_that_justifies_jedynka_bids_it() -> None:
    """The ladder reaches jedynka only above piąta dwójka (T4): a hand that wins a jedynka
    nine times in ten bids it there, rather than a solo it wins less often."""
    state = deal({1: JEDYNKA_HAND})
    call(state, 0, "trojka")
    for name, level in [
        *(("trojka", n) for n in range(2, 6)),
        *(("dwojka", n) for n in range(1, 6)),
    ]:
        call(state, 1, name, level)
        call(state, 0, "hold")
    answer = club(state, 1)
    assert (answer.action.call, answer.action.level) == ("jedynka", 1), answer.reason


def test_a_weak_hand_behind_the_soloist_is_not_advised_contra() -> None:
    """Seat 1 sits right behind the soloist (seat 0) with seven taroks but no king and no
    void: the defenders win such deals less than half the time, so no contra (the hand
    test comes before any playout)."""
    state = deal({0: SOLOIST_HAND, 1: WEAK_HAND})
    while not (state.phase == "doubling" and state.to_move == 1):
        seat = state.to_move
        assert seat is not None and state.phase != "play"
        state.apply(bot.choose(state.observation(seat)).action)
    obs = state.observation(1)
    assert any(a.call == "contra" for a in obs.legal)
    assert not bot.contra_hand(obs)
    choice = strong_player.choose(state, 1, 24, "weak-behind")
    assert choice.action.call != "contra", choice.reason


# Worth 19 (seven taroks with the mond, a king, two voids): enough to double a plain trójka
# (CONTRA_WORTH 17), not one that outbid another hand (CONTRA_RAISED_WORTH 20).
CONTRA_HAND = "T21 T20 T18 T12 T9 T5 T3 KC QC CC JS 10S"


def test_a_strong_defender_may_double_a_plain_trojka_only() -> None:
    """Worth 19 may double a plain trójka (CONTRA_WORTH 17); a soloist who outbid another
    hand (a raised trójka) needs 20 (CONTRA_RAISED_WORTH)."""
    assert bot.CONTRA_WORTH <= 19 < bot.CONTRA_RAISED_WORTH
    state = deal({1: CONTRA_HAND, 0: RIVAL_HAND})
    call(state, 0, "trojka")
    call(state, 1, "pass")
    call(state, 2, "pass")
    obs = state.observation(1)
    assert bot.contra_hand(obs)
    assert obs.contract is not None
    raised = dataclasses.replace(obs, contract={**obs.contract, "level": 2})
    assert not bot.contra_hand(raised)
