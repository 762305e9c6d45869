"""The ops every game answers the same way: ``state``, ``bot`` and ``hint``.

They read a deal as ``seed`` + ``players`` + ``actions`` (the common grammar of
:mod:`trainer.state`), replay it through the game's :class:`~trainer.state.Game`, and
answer with one envelope for all games. Request reading happens here, at the edge: the
states and the bots see only typed values.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol, runtime_checkable

from trainer.actions import Action, ActionKind, parse_action
from trainer.bots import coach, meanwhile, review
from trainer.bots.advice import decide
from trainer.bots.words import action_message, action_words, move_message
from trainer.errors import Reason, Refusal, RequestError, shown, verify
from trainer.fields import Fields
from trainer.i18n import AnyOf, Message, Text, msg
from trainer.naming import capital, words_of
from trainer.ops import Op
from trainer.options import Preset
from trainer.quiz import MAX_SEED
from trainer.quiz import house_rules as house_rule_words
from trainer.state import DealState, Game

MAX_ACTIONS = 100
"""A deal of any of the games has fewer actions than this (tarok's longest: about 60)."""

STRENGTHS = ("beginner", "club", "basic", "strong")
"""The computer levels: Beginner (slips, so a learner can win), Club (the hand-written
player; ``basic`` is its older name) and Strong (sampling)."""

MAX_SAMPLES = 64

_DEAL_FIELDS = ("seed", "actions", "players", "pot")

MAX_POT = 10**6
"""A carried pot larger than any table collects (Schafkopf's kettle)."""


@runtime_checkable
class KeepsPot(Protocol):
    """A deal that can start with a pot carried from the deals before (Schafkopf's kettle)."""

    def carry_pot(self, pot: int, path: str) -> None: ...


ACTION_DOC = (
    'Actions: {"seat": n, "action": "play", "card": "OC"}, {"action": "call", "call": '
    '"ace_game", "called": "S"} (or "pass", "trojka" with "level", "play"), {"action": "take", '
    '"cards": [...]}, {"action": "discard", "cards": [...]}, {"action": "exchange", "cards": '
    '[...]}, {"action": "announce", "announcements": [...]}, {"action": "double", "call": '
    '"contra"}; "seat" defaults to the seat to move.'
)


def read_deal(fields: Fields, options: Any, game: Game[Any]) -> DealState:
    """Replay ``seed``/``players``/``actions`` (after a carried ``pot``, where the game keeps
    one); the first refused action names ``actions[i]``."""
    return read_moves(fields, options, game)[0]


def read_moves(fields: Fields, options: Any, game: Game[Any]) -> tuple[DealState, list[Action]]:
    """:func:`read_deal` and the actions it applied (each with its seat filled in)."""
    seed = fields.integer("seed", minimum=0, maximum=MAX_SEED)
    players = fields.integer("players", default=game.default_players)
    if players not in game.players:
        message = msg(
            "core.request.players",
            game=game.title,
            counts=AnyOf(Text(str(n)) for n in game.players),
            players=Text(shown(players)),
        )
        raise RequestError(message, "players")
    actions = fields.items("actions", required=False, max_items=MAX_ACTIONS)
    state = game.new_state(options, seed, players)
    if "pot" in fields.data:
        if not isinstance(state, KeepsPot):
            raise RequestError(f"{game.title.render('en')} keeps no pot", "pot")
        state.carry_pot(fields.integer("pot", minimum=0, maximum=MAX_POT), "pot")
    deck = game.deck_for(players)
    applied: list[Action] = []
    for i, raw in enumerate(actions):
        path = f"actions[{i}]"
        action = parse_action(raw, path, deck, state.to_move)
        state.apply(action, path)
        applied.append(action)
    return state, applied


HIDDEN_KINDS = {
    ActionKind.DISCARD: ("core.move.hidden.discard", "core.move.hidden.discarded"),
    ActionKind.EXCHANGE: ("core.move.hidden.exchange", "core.move.hidden.exchanged"),
}
"""Moves whose cards only their maker sees (Tarok's laid-away cards, Pamfil's exchange):
the messages that count them, now and once made."""

OTHERS = -1
"""The viewer "any other seat" (the bot op's ``public_label``)."""


def _hidden(action: Action, viewer: int | None, over: bool) -> tuple[str, str] | None:
    """The verbs of ``action`` when its cards must stay hidden from ``viewer``, else None."""
    verbs = HIDDEN_KINDS.get(action.kind)
    if verbs is None or viewer is None or viewer == action.seat or over:
        return None
    return verbs


def _counted(key: str, action: Action) -> str:
    return msg(key, n=len(action.cards or ())).render()


def seen_words(action: Action, viewer: int | None, game_id: str, over: bool = False) -> str:
    """``action`` in words as ``viewer`` may know it: another seat's hidden cards are counted,
    never named ("lay away 3 cards"), until the deal is ``over``; ``viewer=None`` sees all."""
    verbs = _hidden(action, viewer, over)
    return action_words(action, game_id) if verbs is None else _counted(verbs[0], action)


def past_words(
    action: Action,
    viewer: int | None,
    game_id: str,
    over: bool = False,
    declined: str | None = None,
) -> str:
    """The move as "Moves so far" and the seat quotes say it: "Laid away 3 cards",
    "Exchanged 2 cards" for hidden cards, "No contra" for a pass that ``declined`` a
    doubling (not the auction's "Pass"), otherwise the move's own words."""
    verbs = _hidden(action, viewer, over)
    if declined is not None:
        words = msg(f"core.move.no_{declined}").render()
    elif verbs is None:
        return move_message(action, game_id).render()
    else:
        words = _counted(verbs[1], action)
    return capital(words)


def declined_doublings(actions: list[Action], game_id: str) -> list[str | None]:
    """For each action, the doubling a pass to it declines ("contra", then "recontra" once
    contra is said …: the next on the game's ladder), or None for any other action."""
    ladder = words_of(game_id).doublings
    said = 0
    declined: list[str | None] = []
    for action in actions:
        if action.kind is not ActionKind.DOUBLE or not ladder:
            declined.append(None)
        elif action.call == "pass":
            declined.append(ladder[min(said, len(ladder) - 1)])
        else:
            declined.append(None)
            said = ladder.index(action.call) + 1 if action.call in ladder else said + 1
    return declined


def trick_reasons(state: DealState) -> list[Message | str]:
    """Why each finished trick went to its winner: "the highest trump", "the only trump", "the
    highest card of the suit led" (read from the engine's suits, not re-ruled); a message, so
    each language says it in the form its page's sentence around it needs."""
    trump = state.trump_suit()
    reasons: list[Message | str] = []
    for view in state.trick_views():
        cards = {seat: state.card(code) for seat, code in view.cards}
        if view.winner is None or view.winner not in cards:
            reasons.append("")
            continue
        suits = [state.effective_suit(card) for card in cards.values()]
        won = state.effective_suit(cards[view.winner])
        lead = suits[0]
        if won == trump:
            which = "only" if suits.count(trump) == 1 else "highest"
            # the game's word for a trump names the message: trick.reason.trump.*, .tarok.*
            reasons.append(msg(f"trick.reason.{state.game.trump_word}.{which}"))
        elif won == lead:
            which = "only" if suits.count(lead) == 1 else "highest"
            reasons.append(msg(f"trick.reason.suit.{which}"))
        else:
            reasons.append("")
    return reasons


def preset_in_force(state: DealState, presets: tuple[Preset, ...]) -> Preset | None:
    """The preset whose rules the deal is played by exactly, if any (the text's is none)."""
    return house_rule_words.preset_in_force(state.options, presets)


def house_rules(state: DealState, presets: tuple[Preset, ...]) -> list[dict[str, Any] | None]:
    """For each score line of a finished deal, the house rule that made it differ from the
    text, or None (:func:`trainer.quiz.house_rules.line_notes`)."""
    return house_rule_words.line_notes(state.score_lines(), state.options, state.game.id, presets)


def _seat(fields: Fields, state: DealState, name: str = "seat") -> int:
    default = state.to_move if not fields.has(name) else None
    return fields.integer(name, default=default, minimum=0, maximum=state.players - 1)


def _acting(state: DealState, seat: int) -> bool:
    """Refuse a bot or hint request for a seat that has no move to make now; ``True`` for a
    seat that may only double while another seat is to play (a Schafkopf defender who may
    say contra, the declarer's side re): its answer is a yes or a no
    (:func:`trainer.bots.meanwhile.decide`), not a move.
    """
    mine = [a for a in state.legal_actions() if a.seat == seat]
    if seat == state.to_move and mine:
        return False
    if meanwhile.doubling_only(state, seat):
        return True
    if any(a.kind is not ActionKind.DOUBLE for a in mine):
        return False
    rule = state.game.phase_rules[state.phase]
    if state.is_terminal:
        raise Refusal(Reason.DEAL_OVER, msg("core.deal.over"), rule).error("seat")
    message = state.not_your_turn(
        seat, ("core.deal.nothing_to_do", "core.deal.nothing_to_do_nobody")
    )
    raise Refusal(Reason.NOT_YOUR_TURN, message, rule).error("seat")


def _answer(
    state: DealState, seat: int, strength: str, samples: int | None, hint: bool = False
) -> tuple[Action | None, str, str, str]:
    """What ``seat`` does now, for the ``bot`` and ``hint`` ops alike: the action (``None``
    for a declined doubling), its words for the seat, its words for the others, and why.

    A seat that may only double while another plays answers yes or no
    (:func:`trainer.bots.meanwhile.decide`, "say re" or "no re"); any other seat makes its
    move (:func:`trainer.bots.advice.decide`). The ``hint`` op's strong advice is the coach's
    (:func:`trainer.bots.coach.hint`), so that following it is never called a mistake."""
    if not _acting(state, seat):
        if hint and strength == "strong":
            choice = coach.hint(state, seat)
        else:
            choice = decide(state, seat, strength, samples)
        said = action_words(choice.action, state.game.id)
        return choice.action, said, seen_words(choice.action, OTHERS, state.game.id), choice.reason
    budget = state.game.bots.samples if samples is None else samples
    action, reason = meanwhile.decide(state, seat, strength, budget)
    call = next(a.call for a in state.legal_actions() if a.seat == seat)
    said = (
        action_words(action, state.game.id)
        if action is not None
        else msg(f"bots.action.decline.{call}").render()
    )
    return action, said, said, reason


def _hint_words(state: DealState, seat: int, action: Action | None, said: str) -> str:
    """The Hint's advice as a sentence. When the seat to play a card may also double now (the
    declarer's re, a defender's contra before the first trick's second card) and the advice is
    the card, it says first that it does not double: the page is asking "re, or not?", and a
    card alone would not answer it."""
    if action is not None and action.kind is ActionKind.PLAY:
        open_calls = [
            a.call
            for a in state.legal_actions()
            if a.seat == seat and a.kind is ActionKind.DOUBLE and a.call
        ]
        if open_calls:
            said = msg(
                "bots.hint.declining",
                decline=msg(f"bots.action.decline.{open_calls[0]}"),
                action=action_message(action, state.game.id),
            ).render()
    return capital(said) + "."


def _said_meanwhile(
    state: DealState, human: int, strength: str, samples: int | None
) -> dict[str, Any]:
    """The ``bot`` op's answer with ``meanwhile``: what the computer seats say now."""
    budget = state.game.bots.samples if samples is None else samples
    action = meanwhile.said_by_others(state, human, strength, budget)
    label = action_words(action, state.game.id) if action is not None else None
    return {
        "seat": action.seat if action is not None else None,
        "strength": strength,
        "action": action.to_json() if action is not None else None,
        "label": label,
        "public_label": label,
    }


def _move(
    action: Action, view: int | None, game_id: str, over: bool, declined: str | None
) -> dict[str, Any]:
    """One entry of ``moves``: who, what kind, the words; a played card's code (public)."""
    move: dict[str, Any] = {
        "seat": action.seat,
        "kind": str(action.kind),
        "text": past_words(action, view, game_id, over, declined),
    }
    if action.kind is ActionKind.PLAY:
        move["card"] = action.card
    return move


def score_json(state: DealState) -> list[dict[str, Any]]:
    """A finished deal's score lines as the boundary gives them: each with its rule, and with
    the house rule (its preset's own clause) where a rule off the text's made the line."""
    return house_rule_words.lines_json(
        state.score_lines(), state.options, state.game.id, state.game.presets
    )


def _rulings(state: DealState, view: int) -> dict[str, Any]:
    """What the rules say of the ``view`` seat's cards: ``trumps`` (which of them are trumps,
    by the engine's ranking of this deal) and, when the seat is to play a card, ``rulings``
    (each card of the hand, in the hand's order: allowed or not, why, the rule) and ``duty``
    (what the rules ask of the hand, in one sentence). The page reads the rules from these;
    it never decides them itself."""
    hand = state.display(state.hands()[view])
    trumps = set(state.trumps_held(view))
    data: dict[str, Any] = {"trumps": [card.code for card in hand if card in trumps]}
    ruled = state.play_rulings(view)
    if ruled is not None:
        by_card = dict(zip(state.hands()[view], ruled[0], strict=True))
        data["rulings"] = [{"card": card.code, **by_card[card].to_json()} for card in hand]
        data["duty"] = ruled[1].to_json()
    return data


def protocol_ops(game: Game[Any]) -> dict[str, Op]:
    """The ``state``, ``bot`` and ``hint`` ops of ``game`` (its presets are the named rule
    sets the score quotes when one of their rules made a line)."""

    def state_op(fields: Fields, options: Any) -> dict[str, Any]:
        state, applied = read_moves(fields, options, game)
        view = None
        if fields.has("view"):
            view = fields.integer("view", minimum=0, maximum=state.players - 1)
        data = state.to_json(view)
        listed = [a for a in state.legal_actions() if view is None or a.seat == view]
        data["labels"] = [action_words(a, game.id) for a in listed]
        over = state.is_terminal
        declined = declined_doublings(applied, game.id)
        data["moves"] = [
            _move(a, view, game.id, over, no) for a, no in zip(applied, declined, strict=True)
        ]
        data["trick_reasons"] = trick_reasons(state)
        if data.get("score"):
            data["score"] = score_json(state)
        call = meanwhile.open_call(state)
        if call is not None:
            data["doubling_open"] = call
        if view is not None:
            offers = state.announcement_offers(view)
            if offers:
                data["announcement_offers"] = offers
            data.update(_rulings(state, view))
        return data

    def bot_op(fields: Fields, options: Any) -> dict[str, Any]:
        state = read_deal(fields, options, game)
        seat = _seat(fields, state)
        strength = fields.choice("strength", STRENGTHS, default="basic")
        samples = None
        if fields.has("samples"):
            samples = fields.integer("samples", minimum=1, maximum=MAX_SAMPLES)
        if fields.boolean("meanwhile", default=False):
            return _said_meanwhile(state, seat, strength, samples)
        action, said, public, reason = _answer(state, seat, strength, samples)
        return {
            "seat": seat,
            "strength": strength,
            "action": action.to_json() if action is not None else None,
            "label": said,
            "public_label": public,
            "reason": reason,
        }

    def hint_op(fields: Fields, options: Any) -> dict[str, Any]:
        state = read_deal(fields, options, game)
        seat = _seat(fields, state)
        strength = fields.choice("strength", STRENGTHS, default="basic")
        action, said, _, reason = _answer(state, seat, strength, None, hint=True)
        return {
            "seat": seat,
            "strength": strength,
            "action": action.to_json() if action is not None else None,
            "advice": _hint_words(state, seat, action, said),
            "reason": reason,
        }

    def coach_op(fields: Fields, options: Any) -> dict[str, Any]:
        state = read_deal(fields, options, game)
        raw = fields.raw("action")
        if raw is None:
            raise RequestError(
                "say which action to judge: 'action', in the actions' grammar", "action"
            )
        action = parse_action(raw, "action", game.deck_for(state.players), state.to_move)
        verify(state.why_not(action), "action")
        # the seed "Where the points went" (the review op) asks with, to repeat this verdict
        return coach.judge(state, action).to_json(game.id)

    def review_op(fields: Fields, options: Any) -> dict[str, Any]:
        state, applied = read_moves(fields, options, game)
        seat = _seat(fields, state)
        start = read_deal(Fields({**fields.data, "actions": []}), options, game)
        mistakes, judged = review.review(start, applied, seat)
        return {
            "seat": seat,
            "judged": judged,
            "mistakes": [m.to_json(game.id) for m in mistakes],
        }

    deal = (
        "Replay the deal from `seed`, `players` and `actions` (Schafkopf with the kettle: "
        "`pot`, the kettle carried from the deals before). " + ACTION_DOC
    )
    return {
        "state": Op(
            "state",
            state_op,
            frozenset((*_DEAL_FIELDS, "view")),
            deal + " Answers one envelope for every game: phase, to_move, legal_actions, "
            "labels (each legal action in words), hands (with `view`: that seat's hand and the "
            "others' hand sizes), trick, tricks, "
            "contract, declarer, terminal, and at the end `thrown_in` (everybody passed before any "
            "card: the cards are dealt again), returns and score (each line's `rule` a "
            "whole sentence of the text, and `house_rule` where a rule option made the line "
            "differ from the text: `preset`, the preset in force, and `text`, its words); "
            "`moves`: every move "
            "so far in words as the `view` seat may know it (another seat's laid-away or "
            "exchanged cards counted, not named, until the deal is over); "
            "`trick_reasons`: why each finished trick was won, in words; "
            "`announcement_offers`: the announcements the `view` seat may make, with values; "
            "with `view`, `trumps`: the seat's cards that are trumps in this deal, and, when it "
            "is to play a card, `rulings` (each card of its hand, in order: `card`, `allowed`, "
            "`code`, `message`, `rule`) and `duty` (what the rules ask of the hand: `code`, "
            "`message`, `rule`); "
            "`doubling_open`: the doubling (contra, re, …) that may be said now while another "
            "seat plays, when there is one (who may say it is not told).",
        ),
        "bot": Op(
            "bot",
            bot_op,
            frozenset((*_DEAL_FIELDS, "seat", "strength", "samples", "meanwhile")),
            deal + " A computer player's move for `seat` (default: the seat to move), "
            "`strength` beginner | club (or basic, its older name) | strong (`samples`: the "
            "strong player's budget), with its `label` (the move in words), its `public_label` "
            "(the move as the other seats may know it: hidden cards counted, not named) and "
            "its reason (for its own seat only). A seat that may only double while another "
            "seat is to play (Schafkopf's contra and re) is answered yes or no: `action` the "
            'doubling, or null with `label` "no contra" ("no re", …). With `meanwhile`: '
            "true, the doubling the computer seats (all but `seat`, the learner's) say now "
            "while another plays: `action` the first said, in seat order, or null (no reason: "
            "it would tell of a computer's hand); the `state` op's `doubling_open` says when "
            "to ask.",
        ),
        "coach": Op(
            "coach",
            coach_op,
            frozenset((*_DEAL_FIELDS, "action")),
            deal + " The coach's verdict on the learner's `action` (legal now): `verdict` "
            "good | better | blunder, `better_action` and `better_label`, `cost` (with `bound`, "
            "its lower 95 % bound) in `unit` (card points, points or stakes), `reason` in game "
            "terms, `why` (the numbers), `forced`, `quiet` (a good verdict with nothing to "
            "teach: shown only when the learner asks), `samples`. The strong `hint` is never "
            "called a mistake.",
        ),
        "review": Op(
            "review",
            review_op,
            frozenset((*_DEAL_FIELDS, "seat")),
            "Replay the deal from `seed`, `players` and `actions` (as the `state` op). Where the "
            "points went: the `seat`'s costliest decisions by the coach (at most three, in the "
            "order made), each with `at` (the actions before it: replay that many to reach it), "
            "`decision` (the seat's own count, 1 = first) and the `coach` op's verdict on it; "
            "`judged`: the seat's decisions that had a choice.",
        ),
        "hint": Op(
            "hint",
            hint_op,
            frozenset((*_DEAL_FIELDS, "seat", "strength")),
            deal + " Advice for the learner's `seat`: the move a computer player of that "
            "`strength` would make and why; with `strong` (the page's Hint) the coach's own choice "
            "in card play, which the `coach` op never calls a mistake (for a doubling said while "
            'another plays: the doubling, or `action` null with the advice "No contra.").',
        ),
    }


def with_protocol(game: Game[Any]) -> Game[Any]:
    """``game`` with the shared ops added after its own."""
    return dataclasses.replace(game, ops=(*game.ops, *protocol_ops(game).values()))
