"""Quiz kinds on the play: which cards are legal, which card wins the trick (P1, P2)."""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import Card, Suit
from trainer.errors import Reason
from trainer.i18n import Message, msg
from trainer.naming import seat_noun, suit_noun
from trainer.pamfil import play
from trainer.pamfil.deck import deck_for
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.quiz.common import GAME, advance, played_state, players_for, trump_facts
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.simulate import random_playout
from trainer.pamfil.state import PamfilState, Phase
from trainer.quiz import Draft, Question, Verdict, blocks
from trainer.quiz.grading import grade_plays, grade_winner, led_suit_wins
from trainer.quiz.sampling import draw

# -- legal plays ----------------------------------------------------------------------------


def _pamfil_trap(hand: list[Card], trick: list[Card], ranking: Ranking) -> bool:
    """The pamfil in hand or trick while acorns are led and acorns are not trumps."""
    led = ranking.suit[trick[0]]
    has_uc = any(c.code == PAMFIL_CODE for c in [*hand, *trick])
    return has_uc and led is Suit.C and ranking.trump is not Suit.C


def _legal_level_fits(level: int, codes: set[Reason], trap: bool, options: PamfilOptions) -> bool:
    """Level 1 following suit, 2 heading and trumping, 3 overtrumping and the pamfil's trap.

    A house rule that drops a duty drops the level built on it: with ``beat_obligation =
    "none"`` every level asks about following suit.
    """
    duty = options.beat_obligation
    if level == 3 and (duty == play.HEAD_AND_TRUMP or options.pamfil_mode == "top_trump"):
        return Reason.MUST_OVERTRUMP in codes or trap
    if level >= 2 and duty != "none":
        return bool(codes & {Reason.MUST_HEAD, Reason.MUST_TRUMP}) and (
            Reason.MUST_OVERTRUMP not in codes
        )
    return codes == {Reason.FOLLOW_SUIT} and not trap


def _legal_example(codes: set[Reason], trap: bool, trumped: bool) -> str:
    if trap:
        return "the-pamfil-is-a-trump-not-an-acorn"
    if codes & {Reason.MUST_TRUMP, Reason.MUST_OVERTRUMP}:
        return "void-trump-and-overtrump"
    if trumped:
        return "when-the-trick-has-been-trumped"
    return "heading-the-trick"


def gen_legal_plays(rng: random.Random, level: int, options: PamfilOptions) -> Draft:

    def make(rng: random.Random) -> tuple[PamfilState, set[Reason], bool] | None:
        players = players_for(level, rng)
        state = played_state(rng, options, players)
        advance(state, rng, rng.randrange(players * 5 - 1))
        mover = state.to_move
        if state.phase is not Phase.PLAY or not state.trick or mover is None:
            return None
        hand = list(state.held[mover])
        position = state.position(mover)
        codes = {r.code for r in play.rulings(position) if not r.allowed}
        if not codes:
            return None  # every card legal: a trivial question
        return state, codes, _pamfil_trap(hand, state.trick, state.ranking)

    state, codes, trap = draw(
        rng, make, lambda found: _legal_level_fits(level, found[1], found[2], options)
    )
    seat = state.to_move
    assert seat is not None
    hand = sorted(state.held[seat], key=state.ranking.sort_key)
    trick = list(state.trick)
    legal = play.legal_plays(play.PlayPosition(hand, trick, state.ranking, options.beat_obligation))
    best = trick[state.ranking.winner_index(trick)]
    trumped = state.ranking.is_trump(best) and not state.ranking.is_trump(trick[0])
    prompt = msg(
        "pf.quiz.plays.prompt",
        trump=suit_noun(GAME, state.trump),
        seat=seat_noun(GAME, seat, state.players),
    )
    return Draft(
        prompt=prompt,
        blocks=[
            trump_facts(state.trump, state.indicator, state.players),
            blocks.trick(
                GAME, msg("quiz.plays.trick_so_far"), state.leader, trick, state.players, seat
            ),
            blocks.cards(msg("quiz.plays.your_hand"), hand),
        ],
        answer=blocks.pick_cards(2),
        key=[c.code for c in legal],
        rule=play.FOLLOW_BEAT,
        context={
            "hand": [c.code for c in hand],
            "trick": [c.code for c in trick],
            "trump": state.trump.value,
            "players": state.players,
            "history": [[c.code for c in t.cards] for t in state.tricks],
        },
        example=_legal_example(codes, trap, trumped),
    )


def _position(question: Question) -> tuple[list[Card], list[Card], Ranking, str, Any]:
    ctx = question.context
    deck = deck_for(ctx["players"])
    options = PamfilOptions(**question.options)
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    hand = [deck.parse(c) for c in ctx.get("hand", [])]
    trick = [deck.parse(c) for c in ctx["trick"]]
    return hand, trick, ranking, options.beat_obligation, deck


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    hand, trick, ranking, obligation, deck = _position(question)
    position = play.PlayPosition(hand, trick, ranking, obligation)
    ruled = play.rulings(position)
    ruling = dict(zip(hand, ruled, strict=True))
    return grade_plays(question, answer, deck, ruling, play.duty(position, ruled), play.sentence)


# -- trick winner ---------------------------------------------------------------------------


def _winner_level_fits(level: int, trick: list[Card], ranking: Ranking) -> bool:
    index = ranking.winner_index(trick)
    if level == 1:
        return True
    if index == 0:
        return False  # from level 2 the lead card never wins
    if level == 2:
        return True
    trumps = sum(ranking.is_trump(c) for c in trick)
    has_uc = any(c.code == PAMFIL_CODE for c in trick)
    overtrumped = trumps >= 2 and not ranking.is_trump(trick[0])
    return has_uc or overtrumped


def gen_trick_winner(rng: random.Random, level: int, options: PamfilOptions) -> Draft:

    def make(rng: random.Random) -> tuple[PamfilState, int]:
        state = played_state(rng, options, players_for(level, rng))
        random_playout(state, rng)
        return state, rng.randrange(len(state.tricks))

    def fits(found: tuple[PamfilState, int]) -> bool:
        state, index = found
        return _winner_level_fits(level, state.tricks[index].cards, state.ranking)

    state, index = draw(rng, make, fits)
    trick, leader = state.tricks[index].cards, state.tricks[index].leader
    win = state.ranking.winner_index(trick)
    pamfil_wins = trick[win].code == PAMFIL_CODE
    example = "the-pamfil-above-the-ace" if pamfil_wins else "a-trump-takes-a-plain-suit"
    return Draft(
        prompt=msg("pf.quiz.winner.prompt", trump=suit_noun(GAME, state.trump)),
        blocks=[
            trump_facts(state.trump, state.indicator, state.players),
            blocks.trick(
                GAME,
                msg("quiz.winner.trick_number", number=index + 1),
                leader,
                trick,
                state.players,
            ),
        ],
        answer=blocks.pick_cards(1, "one"),
        key=trick[win].code,
        rule=RULES["pf-rank"],
        context={
            "trick": [c.code for c in trick],
            "trump": state.trump.value,
            "players": state.players,
        },
        example=example,
    )


def _beaten_by(card_: Card, best: Card, ranking: Ranking, led: Suit) -> Message:
    if ranking.suit[card_] is not led and not ranking.is_trump(card_):
        return msg("pf.quiz.winner.off_suit", card=card_, suit=suit_noun(GAME, led))
    if ranking.is_trump(best) and not ranking.is_trump(card_):
        return msg("pf.quiz.winner.trump_beats", best=best, suit=suit_noun(GAME, led))
    if best.code == PAMFIL_CODE:
        return msg("pf.quiz.winner.ranks_above_pamfil", best=best, card=card_)
    return msg("pf.quiz.winner.ranks_above", best=best, card=card_)


def grade_trick_winner(question: Question, answer: Any) -> Verdict:
    _, trick, ranking, _, deck = _position(question)
    best = deck.parse(question.key)
    led = ranking.suit[trick[0]]
    if ranking.is_trump(best):
        why = msg("pf.quiz.winner.pamfil" if best.code == PAMFIL_CODE else "pf.quiz.winner.trump")
    else:
        why = led_suit_wins(suit_noun(GAME, led))
    return grade_winner(
        question, answer, deck, trick, why, lambda c: _beaten_by(c, best, ranking, led)
    )
