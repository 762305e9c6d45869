"""Actions of the common grammar said in words, for the bots' reasons and the hints.

>>> from trainer.state import Action, ActionKind
>>> action_words(Action(0, ActionKind.CALL, call="ace_game", called="S"), "schafkopf")
'call an ace game with the ace of leaves'
>>> action_words(Action(1, ActionKind.PLAY, card="T1"), "tarok")
'play tarok I (pagat)'
"""

from __future__ import annotations

from trainer.bots.common import words
from trainer.i18n import AllOf, msg
from trainer.naming import join_words, words_of
from trainer.state import Action, ActionKind

_CALLS = {
    "pass": "pass",
    "contra": "say contra",
    "re": "say re",
}
"""The calls every game says alike; a game's own (its bids, its games) are in its words."""


_ANNOUNCED = {"full_hand": "a full hand", "trull": "the trull", "kings": "four kings"}
"""Tarok's announcements as the lessons and the glossary name them (TK-14: "four kings",
the text's "4 króli"); volat and pagat ultimo are said as they are."""


def _cards(action: Action, game: str) -> str:
    deck = words_of(game).deck
    names = [words(card) for code in action.cards or () if (card := deck.get(code)) is not None]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def action_words(action: Action, game: str) -> str:
    """The action as a verb phrase: "play the King of hearts", "pass"."""
    kind = action.kind
    if kind is ActionKind.PLAY:
        card = words_of(game).deck.get(action.card or "")
        return f"play {words(card)}" if card is not None else "play"
    if kind is ActionKind.TAKE:
        return f"take {_cards(action, game)}"
    if kind is ActionKind.DISCARD:  # NEW-25: the lessons' and buttons' verb, not "discard"
        deck = words_of(game).deck
        laid = [card for code in action.cards or () if (card := deck.get(code)) is not None]
        return msg("bots.action.lay_away", cards=AllOf(laid)).render()
    if kind is ActionKind.EXCHANGE:
        return f"exchange {_cards(action, game)}"
    if kind is ActionKind.ANNOUNCE:
        named = [_ANNOUNCED.get(a, a.replace("_", " ")) for a in action.announcements or ()]
        return "announce " + join_words(named) if named else "announce nothing"
    call = action.call or ""
    own = words_of(game).call_words(action.to_json())
    if own is not None:
        return own.render()
    return _CALLS.get(call, call.replace("_", " "))
