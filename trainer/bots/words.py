"""Actions of the common grammar said in words, for the bots' reasons and the hints.

Each action is a message of ``i18n/engine/bots.pot`` (``bots.action.*``) with its cards or
announcements as nouns, so the Hint, the coach and the play page's labels say it in the
request's language; :func:`action_object` is the form a sentence names it by ("the Ober of
acorns", "to pass"), which the coach's verdicts (``coach.verdict.*``) nest; :func:`move_message`
is the form the list of moves and a seat's last words say a move once made by (``core.moved.*``:
a Polish or German player notes "Pas", "Eichel-Ober", where the buttons say "spasować", "den
Eichel-Ober spielen").

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


MOVED = "core.moved.*"
"""The move forms' keys: one for each verb phrase of an action (:func:`moved_key`)."""

_MOVED_PREFIXES = {
    "bots.action.": "",
    "pf.call.words.": "pf.",
    "sk.call.words.": "sk.",
    "tk.call.words.": "tk.",
}
"""Where each verb phrase's key has its move form: ``bots.action.pass`` → ``core.moved.pass``,
``tk.call.words.bid`` → ``core.moved.tk.bid`` (tests/core/test_move_words.py checks every one has
it, with the same arguments)."""


def moved_key(key: str) -> str:
    """The key of the move form of the verb phrase ``key`` (:data:`_MOVED_PREFIXES`)."""
    for prefix, game in _MOVED_PREFIXES.items():
        if key.startswith(prefix):
            return MOVED.removesuffix("*") + game + key.removeprefix(prefix)
    raise ValueError(f"{key} is not an action's words")


def move_message(action: Action, game: str) -> Message:
    """The action as a list of moves says it once made: English keeps its verb phrase with a
    capital ("Pass", "Play the Ober of acorns"); Polish and German note the call or the card
    ("Pas", "Wyżnik żołędny"; "Weiter", "Eichel-Ober"), as players at a table say them.

    >>> move_message(Action(0, ActionKind.CALL, call="pass"), "schafkopf").render("pl")
    'Pas'
    >>> move_message(Action(1, ActionKind.PLAY, card="OC"), "schafkopf").render("de")
    'Eichel-Ober'
    """
    said = action_message(action, game)
    return msg(moved_key(said.key), **said.args)


def action_object(action: Action, game: str) -> Message:
    """The action as a sentence names it: a card by itself ("the Ober of acorns"), any other
    action as its verb phrase ("to pass")."""
    if action.kind is ActionKind.PLAY:
        card = words_of(game).deck.get(action.card or "")
        if card is not None:
            return msg("bots.action.object.card", card=card)
    return msg("bots.action.object.to", action=action_message(action, game))
