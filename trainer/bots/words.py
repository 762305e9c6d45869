"""Actions of the common grammar said in words, for the bots' reasons and the hints.

Each action is a message of ``i18n/engine/bots.pot`` (``bots.action.*``) with its cards or
announcements as nouns, so the Hint, the coach and the play page's labels say it in the
request's language; :func:`action_object` is the form a sentence names it by ("the Ober of
acorns", "to pass"), which the coach's verdicts (``coach.verdict.*``) nest.

>>> from trainer.state import Action, ActionKind
>>> action_words(Action(0, ActionKind.CALL, call="ace_game", called="S"), "schafkopf")
'call an ace game with the ace of leaves'
>>> action_words(Action(1, ActionKind.PLAY, card="T1"), "tarok")
'play tarok I (pagat)'
>>> action_words(Action(0, ActionKind.CALL, call="contra"), "schafkopf")
'say contra'
>>> action_object(Action(0, ActionKind.CALL, call="pass"), "schafkopf").render()
'to pass'
"""

from __future__ import annotations

from trainer.cards import Card
from trainer.i18n import AllOf, Message, Noun, Text, msg
from trainer.naming import words_of
from trainer.state import Action, ActionKind

_CALLS = {"pass": "bots.action.pass", "contra": "bots.action.contra", "re": "bots.action.re"}
"""The calls every game says alike; a game's own (its bids, its games) are in its words."""


_CARDS = {
    ActionKind.TAKE: ("bots.action.take", "bots.action.take.nothing"),
    ActionKind.EXCHANGE: ("bots.action.exchange", "bots.action.exchange.nothing"),
    ActionKind.DISCARD: ("bots.action.lay_away", "bots.action.lay_away.nothing"),
}
"""The actions with cards: the message with them, and the one without any."""


def _cards(action: Action, game: str) -> list[Card]:
    deck = words_of(game).deck
    return [card for code in action.cards or () if (card := deck.get(code)) is not None]


def action_message(action: Action, game: str) -> Message:
    """The action as a verb phrase: "play the King of hearts", "pass"."""
    kind = action.kind
    if kind is ActionKind.PLAY:
        card = words_of(game).deck.get(action.card or "")
        return (
            msg("bots.action.play", card=card) if card is not None else msg("bots.action.play.any")
        )
    if kind in _CARDS:
        # NEW-25: a discard is said "lay away", the lessons' and buttons' verb
        key, nothing = _CARDS[kind]
        cards = _cards(action, game)
        return msg(key, cards=AllOf(cards)) if cards else msg(nothing)
    if kind is ActionKind.ANNOUNCE:
        named = [Noun(f"announcement.tarok.{a}") for a in action.announcements or ()]
        if not named:
            return msg("bots.action.announce.nothing")
        return msg("bots.action.announce", announcements=AllOf(named))
    call = action.call or ""
    own = words_of(game).call_words(action.to_json())
    if own is not None:
        return own
    if call == "pass":
        return msg(words_of(game).pass_key)
    if call in _CALLS:
        return msg(_CALLS[call])
    return msg("bots.action.other", call=Text(call.replace("_", " ")))


def action_words(action: Action, game: str) -> str:
    """The action as a verb phrase in the request's language: "play the King of hearts"."""
    return action_message(action, game).render()


def action_object(action: Action, game: str) -> Message:
    """The action as a sentence names it: a card by itself ("the Ober of acorns"), any other
    action as its verb phrase ("to pass")."""
    if action.kind is ActionKind.PLAY:
        card = words_of(game).deck.get(action.card or "")
        if card is not None:
            return msg("bots.action.object.card", card=card)
    return msg("bots.action.object.to", action=action_message(action, game))
