"""Actions of the common grammar said in words, for the bots' reasons and the hints.

>>> from trainer.state import Action, ActionKind
>>> action_words(Action(0, ActionKind.CALL, call="ace_game", called="S"), "schafkopf")
'call an ace game with the ace of leaves'
>>> action_words(Action(1, ActionKind.PLAY, card="T1"), "tarok")
'play the Tarok I (pagat)'
"""

from __future__ import annotations

from trainer.bots.common import words
from trainer.cards import PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK, Deck, Suit
from trainer.state import Action, ActionKind

_DECKS: dict[str, Deck] = {
    "schafkopf": SCHAFKOPF_DECK,
    "tarok": TAROK_DECK,
    "pamfil": PAMFIL_DECK_36,
}

_CALLS = {
    "pass": "pass",
    "hold": "hold the standing bid ('sam')",
    "play": "declare that you play",
    "wenz": "play a Wenz",
    "wenz_tout": "play a Wenz Tout",
    "sie": "play Sie",
    "trojka": "bid trójka",
    "dwojka": "bid dwójka",
    "jedynka": "bid jedynka",
    "solo": "bid solo",
    "contra": "say contra",
    "re": "say re",
    "recontra": "say recontra",
    "supracontra": "say supracontra",
}

_LEVELS = {2: "druga", 3: "trzecia", 4: "czwarta", 5: "piąta"}


def _cards(action: Action, game: str) -> str:
    deck = _DECKS[game]
    names = [words(card) for code in action.cards or () if (card := deck.get(code)) is not None]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def action_words(action: Action, game: str) -> str:
    """The action as a verb phrase: "play the King of hearts", "pass"."""
    kind = action.kind
    if kind is ActionKind.PLAY:
        card = _DECKS[game].get(action.card or "")
        return f"play {words(card)}" if card is not None else "play"
    if kind is ActionKind.TAKE:
        return f"take {_cards(action, game)}"
    if kind is ActionKind.DISCARD:
        return f"discard {_cards(action, game)}"
    if kind is ActionKind.EXCHANGE:
        return f"exchange {_cards(action, game)}"
    if kind is ActionKind.ANNOUNCE:
        named = [a.replace("_", " ") for a in action.announcements or ()]
        return "announce " + " and ".join(named) if named else "announce nothing"
    call = action.call or ""
    if call == "ace_game" and action.called:
        return f"call an ace game with the ace of {Suit(action.called).german_name}"
    if call in ("suit_solo", "suit_solo_tout") and action.trump:
        kind_name = "Suit Solo" if call == "suit_solo" else "Suit Solo Tout"
        return f"play a {kind_name} in {Suit(action.trump).german_name}"
    phrase = _CALLS.get(call, call.replace("_", " "))
    if action.level and action.level > 1:
        phrase = phrase.replace("bid ", f"bid {_LEVELS[action.level]} ")
    return phrase
