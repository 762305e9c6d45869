"""The coach's reasons in game terms: why the better action is better, from the hand and the
choice, never from the numbers of the played-out deals (those go behind "Why?").

A reason states facts a player can check at the table: the trumps and aces held, what a talon
half holds, the suits a lay-away leaves empty, what a hand is worth for a bid. Each function
answers ``None`` when no such fact speaks for the better action over the learner's; the coach
then objects to a decision other than a card only when the loss is large and clear. In card
play the current trick speaks (who takes it, what it is worth), or the computer's own reason
when the better card is its card.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.bots.common import Choice
from trainer.i18n import msg
from trainer.naming import words_of
from trainer.state import Action, ActionKind, DealState


@dataclass(frozen=True)
class Facts:
    """What the compared deals showed of one action in the current trick."""

    took: float | None
    """The share of the deals in which the learner's side took the trick (card play)."""
    trick_points: float
    """What the trick was worth on average."""


def objection(
    state: DealState,
    action: Action,
    better: Action,
    hint: Choice | None,
    base: Choice,
    facts: dict[Action, Facts],
    by_result: bool = False,
    with_points: bool = False,
) -> str | None:
    """Why ``better`` beats the learner's ``action``, in game terms (``None``: no fact does):
    what the decision's facts say of the two, else the club player's reason when ``better``
    is his choice."""
    if action.kind is ActionKind.PLAY and better.kind is ActionKind.PLAY:
        return _card(state, action, better, hint, base, facts, by_result, with_points)
    explain = state.game.bots.reasons.get(state.phase)
    said = explain(state.observation(action.seat), action, better) if explain else None
    if said is None and better == base.action and in_game_terms(base):
        said = base.reason  # the club player's own reason for his choice
    return said


def approval(state: DealState, action: Action) -> str | None:
    """Why ``action`` (the Hint's, not the club player's) is sensible, in game terms."""
    if action.kind is ActionKind.PLAY:
        return None
    obs = state.observation(action.seat)
    explain = state.game.bots.reasons.get(state.phase)
    if explain is None:
        return None
    others = [a for a in obs.legal if a != action and a.kind is action.kind]
    for other in others:
        said = explain(obs, other, action)
        if said is not None:
            return said
    return None


_PLAYED_OUT = ("coach.why.played_out",)
"""The coach's reasons that are the numbers of its playouts, in any language."""


def in_game_terms(choice: Choice) -> bool:
    """Is the computer's reason about the cards, not the numbers of its playouts? The strong
    player marks its playout reasons; the coach's own such reason is known by its message
    (said in the request's language)."""
    if choice.by_playouts:
        return False
    return not any(choice.reason.startswith(msg(key).render()) for key in _PLAYED_OUT)


# -- card play ----------------------------------------------------------------------------------


def _card(
    state: DealState,
    action: Action,
    better: Action,
    hint: Choice | None,
    base: Choice,
    facts: dict[Action, Facts],
    by_result: bool,
    with_points: bool = False,
) -> str:
    deck = words_of(state.game.id).deck
    theirs = deck[better.card or ""]
    mine = deck[action.card or ""]
    alone = state.game.bots.alone  # each for himself (Pamfil); in the other games for a side
    said: list[str] = []
    if better == base.action and in_game_terms(base):
        said.append(base.reason)
    elif hint is not None and better == hint.action and in_game_terms(hint):
        said.append(hint.reason)
    good, bad = facts.get(better), facts.get(action)
    if good is not None and bad is not None and good.took is not None and bad.took is not None:
        if good.took >= 0.7 and bad.took <= 0.3:
            key = "coach.reason.take.you" if alone else "coach.reason.take.side"
            said.append(msg(key, better=theirs, yours=mine).render())
        elif (
            bad.took >= 0.7
            and good.took <= 0.3
            and bad.trick_points >= state.game.bots.trick_reason_floor
            and not alone
        ):
            said.append(msg("coach.reason.take.later", yours=mine).render())
    if by_result:
        key = "coach.reason.lose.you" if alone else "coach.reason.lose.side"
        said.append(msg(key, yours=mine).render())
    elif with_points and not alone:
        said.append(msg("coach.reason.lose.points.side", yours=mine).render())
    if not said:
        said.append(msg("coach.reason.later", better=theirs).render())
    return " ".join(said)
