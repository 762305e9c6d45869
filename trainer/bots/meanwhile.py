"""A doubling said while another seat is to play: does a computer seat say it?

Schafkopf's contra and re are not said in turn: "any defender until the second card of
trick 1 is played", and then "re follows from the declarer or, in an ace game, the
partner" (rules-notes S19), whoever is to play the card. A computer seat that may double
while another plays is asked here, once per doubling (the play page asks each computer
seat that may, as it asks you "Contra / No contra"): without it a computer declarer never
answered your contra with re, and a computer defender who was not leading never said
contra.

The answer is the doubling, or ``None`` for "no". Beginner and Club players never double
(as on their own turn: the club player's card play has no doubling); the strong player
says it only when it pays clearly over the deals the public play allows: each sampled
deal is played out by club players with the doubling and without it, and the doubling
must beat not doubling by :data:`~trainer.bots.strong.DOUBLE_MARGIN` standard errors of
the paired differences, with a hand that passes the doubling test
(:func:`~trainer.bots.strong.may_double`), over as many deals as a call on its own turn
(:data:`~trainer.bots.strong.CALL_WORK`) — the same bar as a doubling on its own turn.
"""

from __future__ import annotations

from trainer.bots.strong import decide_meanwhile as decide
from trainer.state import Action, ActionKind, DealState

__all__ = ["decide", "doubling_only", "open_call", "said_by_others"]


def doubling_only(state: DealState, seat: int) -> bool:
    """May ``seat`` only double now, while another seat is to play?"""
    mine = [a for a in state.legal_actions() if a.seat == seat]
    return bool(mine) and seat != state.to_move and all(a.kind is ActionKind.DOUBLE for a in mine)


def open_call(state: DealState) -> str | None:
    """The doubling some seat may say now while another plays ("contra", "re", …), or
    ``None``. Public: every player sees that trick 1's second card is not yet down and
    which doublings were said; who may answer (the partner, in an ace game) is not."""
    return next(
        (
            a.call
            for a in state.legal_actions()
            if a.kind is ActionKind.DOUBLE and a.seat != state.to_move
        ),
        None,
    )


def said_by_others(state: DealState, human: int, strength: str, samples: int) -> Action | None:
    """The first doubling (in seat order) that a computer seat, any but ``human``'s, says
    now while another plays; ``None`` when none of them says one."""
    for seat in range(state.players):
        if seat != human and doubling_only(state, seat):
            action, _ = decide(state, seat, strength, samples)
            if action is not None:
                return action
    return None
