"""Schafkopf in the common Game/State shape (see :mod:`trainer.state`).

:class:`SchafkopfDeal` drives a :class:`trainer.schafkopf.state.GameState` through the
common action grammar: ``call`` in the auction (``{"call": "ace_game", "called": "S"}``,
``{"call": "suit_solo", "trump": "C"}``, ``{"call": "pass"}``), ``double`` (``contra`` by
a defender, ``re`` by the declarer's side, before the second card of trick 1, S19) and
``play``. Refusals come from the game's own ladders (:mod:`trainer.schafkopf.legality`).

With five players the dealer (seat 4) sits out: no cards, no action, a return of 0. The
partner of an ace game is secret (sk-ace-game-partner-secret) until the called ace falls;
an observation shows him only then.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from trainer import naming
from trainer.cards import SCHAFKOPF_DECK, SUITS, Card, Deck, Suit
from trainer.errors import RequestError
from trainer.legality import Reason, Refusal
from trainer.schafkopf.auction import SEATS, Call, playable_contracts
from trainer.schafkopf.contracts import CONTRACT_TYPES, Contract, Kind
from trainer.schafkopf.legality import PlayPosition, why_not_call, why_not_play
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.ranking import ranking, sort_hand
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.state import GameState, Phase
from trainer.state import (
    Action,
    ActionKind,
    Game,
    GameDeal,
    ScoreLine,
    TrickView,
    deal_hidden,
)

_KINDS = {
    Phase.AUCTION: (ActionKind.CALL,),
    Phase.PLAY: (ActionKind.PLAY, ActionKind.DOUBLE),
    Phase.DONE: (),
}


def seat_names(players: int) -> list[str]:
    """The seats as a learner reads them ("Forehand", …, "Dealer (sits out)"), never "Seat 0"."""
    return naming.seat_names("schafkopf", players)


def _call_action(seat: int, contract: Contract | None) -> Action:
    if contract is None:
        return Action(seat, ActionKind.CALL, call="pass")
    return Action(
        seat,
        ActionKind.CALL,
        call=str(contract.kind),
        called=str(contract.called) if contract.called else None,
        trump=str(contract.trump) if contract.trump else None,
    )


class SchafkopfDeal(GameDeal[GameState]):
    """One Schafkopf deal behind the common protocol."""

    terminal_phases = frozenset({Phase.DONE})
    phase_kinds = _KINDS

    def __init__(self, inner: GameState, seed: int) -> None:
        super().__init__(GAME, inner, seed)

    @property
    def to_move(self) -> int | None:
        return self.inner.to_move

    def carry_pot(self, pot: int, path: str) -> None:
        """Start the deal with the kettle the deals before have filled (sk-kettle)."""
        if self.options.all_pass != "kettle":
            raise RequestError('a pot exists only with the option all_pass = "kettle"', path)
        self.inner.pot = pot

    def legal_actions(self) -> list[Action]:
        s = self.inner
        seat = s.to_move
        if s.phase is Phase.AUCTION:
            assert seat is not None
            hand = s.hands[seat]
            contracts = [None, *playable_contracts(hand)]
            return [_call_action(seat, c) for c in contracts]
        if s.phase is Phase.PLAY:
            assert seat is not None
            actions = [Action(seat, ActionKind.PLAY, card=c.code) for c in s.legal_plays()]
            doubling = s.double_seats()
            if doubling:
                word, seats = doubling
                actions += [Action(who, ActionKind.DOUBLE, call=word) for who in seats]
            return actions
        return []

    def _explain(self, action: Action) -> Refusal | None:
        s = self.inner
        if action.kind is ActionKind.CALL:
            return self._explain_call(action)
        if action.kind is ActionKind.DOUBLE:
            return self._explain_double(action)
        if action.seat != s.to_move:
            return None
        assert s.contract is not None
        card = self._card(action.card or "")
        position = PlayPosition(s.contract, s.hands[action.seat], s.trick, [], s.options)
        position.called_led = s.called_led
        return why_not_play(position, card)

    def _contract(self, action: Action) -> Contract | Refusal | None:
        """The contract a call names (``None`` for a pass), or why it names none."""
        name = action.call or ""
        names = [str(k) for k in CONTRACT_TYPES]
        if name == "pass":
            if action.called or action.trump:
                message = "a pass names no suit"
                return Refusal(Reason.NOT_ALLOWED, message, RULES["sk-auction-open"])
            return None
        if name not in names:
            message = f"'{name[:30]}' is not a contract; say pass or one of {', '.join(names)}"
            return Refusal(Reason.NOT_ALLOWED, message, RULES["sk-contracts"])
        kind = Kind(name)
        if kind is Kind.RAMSCH:
            message = "Ramsch is not bid: it is played when everybody passes"
            return Refusal(Reason.NOT_BID, message, RULES["sk-ramsch"])
        needs = CONTRACT_TYPES[kind].needs
        suits = [str(s) for s in SUITS]
        if needs == "called":
            if action.called not in suits or action.trump is not None:
                message = "an ace game names the suit of the called ace: 'called': C, S or D"
                return Refusal(Reason.NOT_ALLOWED, message, RULES["sk-ace-game"])
            if action.called == "H":
                message = "the ace of hearts cannot be called: hearts are trump in the ace game"
                return Refusal(Reason.NOT_ALLOWED, message, RULES["sk-ace-game"])
            return Contract(kind, called=Suit(action.called))
        if needs == "trump":
            if action.trump not in suits or action.called is not None:
                message = "a suit solo names its trump suit: 'trump': C, S, H or D"
                return Refusal(Reason.NOT_ALLOWED, message, RULES["sk-suit-solo"])
            return Contract(kind, trump=Suit(action.trump))
        if action.called is not None or action.trump is not None:
            message = f"{CONTRACT_TYPES[kind].name} names no suit"
            return Refusal(Reason.NOT_ALLOWED, message, RULES[CONTRACT_TYPES[kind].rule])
        return Contract(kind)

    def _explain_call(self, action: Action) -> Refusal | None:
        contract = self._contract(action)
        if isinstance(contract, Refusal):
            return contract
        s = self.inner
        hand = s.hands[action.seat] if action.seat < SEATS else []
        return why_not_call(s.calls, hand, Call(action.seat, contract))

    def _explain_double(self, action: Action) -> Refusal | None:
        s = self.inner
        allowed = s.double_seats()
        if allowed is None:
            message = (
                f"{action.call} can be said only before the second card of the first trick, "
                f"within {s.options.max_double_rounds} round(s) of contra and re, in a game "
                "with sides"
            )
            return Refusal(Reason.DOUBLING_CLOSED, message, RULES["sk-contra"])
        word, seats = allowed
        if action.call != word:
            message = f"the next doubling would be {word}, not {action.call}"
            return Refusal(Reason.DOUBLING_ORDER, message, RULES["sk-contra-rounds"])
        if action.seat not in seats:
            who = "a defender" if word == "contra" else "the declarer or his partner"
            message = f"{word} is said by {who}; seat {action.seat} is not"
            rule = RULES["sk-contra"] if word == "contra" else RULES["sk-re"]
            return Refusal(Reason.DOUBLING_SIDE, message, rule)
        return None

    def _do(self, action: Action) -> None:
        s = self.inner
        if action.kind is ActionKind.CALL:
            contract = self._contract(action)
            assert not isinstance(contract, Refusal)
            s.call(contract)
        elif action.kind is ActionKind.DOUBLE:
            s.double(action.seat)
        else:
            s.play(self._card(action.card or ""))
        s.actions.append(action.to_json())

    # -- views ----------------------------------------------------------------------------

    def hands(self) -> list[list[Card]]:
        return [list(h) for h in self.inner.hands] + [[] for _ in range(self.players - SEATS)]

    def trick_view(self) -> TrickView | None:
        s = self.inner
        if s.phase is not Phase.PLAY:
            return None
        cards = tuple(((s.leader + i) % SEATS, c.code) for i, c in enumerate(s.trick))
        return TrickView(s.leader, cards)

    def trick_views(self) -> list[TrickView]:
        s = self.inner
        return [
            TrickView(
                leader, tuple(((leader + i) % SEATS, c.code) for i, c in enumerate(trick)), winner
            )
            for trick, leader, winner in zip(s.history, s.leaders, s.winners, strict=True)
        ]

    def contract_json(self) -> dict[str, Any] | None:
        contract = self.inner.contract
        if contract is None:
            return None
        return {**contract.to_json(), "label": contract.label()}

    def declarer(self) -> int | None:
        return self.inner.declarer

    def partner_known(self) -> bool:
        """Does everyone know the partner: the called ace has been played, or the partner has
        said re ("contra and recontra ... will show the players which of them is allied with
        the declarer", sk-contra-reveals)?"""
        s = self.inner
        ace = s.ace
        if ace is None:
            return False
        if any(ace in trick for trick in s.history) or ace in s.trick:
            return True
        return s.partner in s.doublers[1::2]  # the odd doublings are the re's

    def public(self) -> dict[str, Any]:
        s = self.inner
        return {
            "auction": [c.to_json() for c in s.calls],
            "doublings": s.doublings,
            "doublers": list(s.doublers),
            "partner": s.partner if self.partner_known() else None,
            "called_suit_led": s.called_led if s.ace is not None else None,
        }

    def hidden(self) -> dict[str, Any]:
        return {"partner": self.inner.partner}

    def display(self, hand: list[Card]) -> list[Card]:
        return sort_hand(hand, self.inner.rank or ranking(Contract(Kind.RAMSCH)))

    def seen_by(self, seat: int) -> set[Card]:
        return set()

    def effective_suit(self, card: Card) -> str:
        rank = self.inner.rank
        assert rank is not None
        return rank.eff[card]

    # -- the result -----------------------------------------------------------------------

    def returns(self) -> list[int | float]:
        result = self.inner.result
        if result is None:
            return [0] * self.players
        return list(result["net"])

    def pot(self) -> dict[str, int] | None:
        """The kettle, when the deal touched it (option ``all_pass = "kettle"``)."""
        result = self.inner.result
        if result is None or "pot_after" not in result:
            return None
        return {"before": result["pot_before"], "after": result["pot_after"]}

    def score_lines(self) -> list[ScoreLine]:
        s = self.inner
        result = s.result
        if result is None:
            return []
        outcome = result["outcome"]
        if outcome != "play":
            rule = RULES["sk-kettle"] if outcome == "kettle" else RULES["sk-all-pass"]
            text = {
                "redeal": "Everybody passed: the cards are dealt again.",
                "kettle": "Everybody passed: each player pays 1 into the kettle.",
            }.get(outcome, f"Everybody passed: {outcome}.")
            return [ScoreLine(text, rule)]
        lines: list[ScoreLine] = []
        assert s.contract is not None
        names = seat_names(self.players)
        if s.contract.kind is Kind.RAMSCH:
            if result.get("winner") is not None:
                text = (
                    f"Ramsch: {names[result['winner']]} took every trick (Durchmarsch, a house "
                    "rule) and receives 2 from each other player."
                )
                lines.append(ScoreLine(text, RULES["sk-ramsch-loser"], result["winner"]))
            else:
                lines.append(
                    ScoreLine(
                        f"Ramsch: {names[result['loser']]} took the most (decided by "
                        f"{result['decided_by'].replace('_', ' ')}) and pays 2 to each other "
                        "player.",
                        RULES["sk-ramsch-loser"],
                        result["loser"],
                    )
                )
        else:
            score = result["score"]
            if "declarer_points" in result:
                lines.append(
                    ScoreLine(
                        f"The declarer's side took {result['declarer_points']} card points in "
                        f"{naming.plural(result['declarer_tricks'], 'trick')}.",
                        RULES["sk-card-points"],
                    )
                )
            for step in score["steps"]:
                lines.append(ScoreLine(step[:1].upper() + step[1:] + ".", _step_rule(step)))
            payment = (
                "sk-ace-game-payment" if s.contract.kind is Kind.ACE_GAME else "sk-solo-payment"
            )
            lines.append(
                ScoreLine(
                    f"The game is worth {score['value']}.", RULES[payment], value=score["value"]
                )
            )
        for seat, net in enumerate(result["net"]):
            lines.append(ScoreLine(f"{names[seat]}: {net:+d}.", _net_rule(s), seat, net))
        return lines

    # -- determinization ------------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> SchafkopfDeal:
        """A copy where the other hands are dealt again from the cards ``seat`` has not seen,
        each keeping its size and its shown voids; the secret partner follows the ace."""
        s = self.inner
        seen = self.observation(seat).seen
        voids: dict[int, frozenset[str]] = self.voids() if s.rank is not None else {}
        sizes = {other: len(s.hands[other]) for other in range(SEATS) if other != seat}
        pool = [c for c in SCHAFKOPF_DECK.cards if c not in seen]
        forbidden = {
            other: _lacks(suits, self.effective_suit)
            for other, suits in voids.items()
            if other in sizes
        }
        if s.ace is not None and s.ace in pool:
            # The called ace is not with a seat known to be against the declarer (contra says
            # so, sk-contra-reveals), nor anywhere but with a partner who has said re.
            known = s.partner if self.partner_known() else None
            for other in sizes:
                if other == known or (known is None and other not in s.doublers[::2]):
                    continue
                forbidden[other] = _without(s.ace, forbidden.get(other))
        dealt = deal_hidden(pool, sizes, forbidden, rng)
        inner = copy.copy(s)
        inner.hands = [dealt[h] if h in dealt else list(s.hands[h]) for h in range(SEATS)]
        inner.calls = list(s.calls)
        inner.trick = list(s.trick)
        inner.history = [list(t) for t in s.history]
        inner.leaders = list(s.leaders)
        inner.winners = list(s.winners)
        inner.points = list(s.points)
        inner.tricks_won = list(s.tricks_won)
        inner.doublers = list(s.doublers)
        inner.actions = list(s.actions)
        played: list[list[Card]] = [[] for _ in range(SEATS)]
        for view in [*self.trick_views(), self.trick_view()]:
            if view is not None:
                for who, code in view.cards:
                    played[who].append(self._card(code))
        inner.original = [inner.hands[h] + played[h] for h in range(SEATS)]
        if s.ace is not None and not self.partner_known():
            inner.partner = next(h for h in range(SEATS) if s.ace in inner.hands[h])
        return SchafkopfDeal(inner, self.seed)


def _lacks(suits: frozenset[str], effective: Any) -> Any:
    return lambda card: effective(card) in suits


def _without(ace: Card, lacks: Any) -> Any:
    if lacks is None:
        return lambda card: card is ace
    return lambda card: card is ace or lacks(card)


def _step_rule(step: str) -> Any:
    if "contra" in step:
        return RULES["sk-contra-scoring"]
    if "matador" in step:
        return RULES["sk-matadors"]
    if "Sie" in step:
        return RULES["sk-sie"]
    return RULES["sk-scoring-table"]


def _net_rule(s: GameState) -> Any:
    if s.contract is None:
        return RULES["sk-all-pass"]
    if s.contract.kind is Kind.RAMSCH:
        return RULES["sk-ramsch-loser"]
    if s.contract.kind is Kind.ACE_GAME:
        return RULES["sk-ace-game-payment"]
    return RULES["sk-solo-payment"]


def new_state(options: SchafkopfOptions, seed: int, players: int) -> SchafkopfDeal:
    return SchafkopfDeal(GameState(options, seed, players=players), seed)


def deck_for(players: int) -> Deck:
    return SCHAFKOPF_DECK


GAME: Game[SchafkopfOptions] = Game(
    id="schafkopf",
    title="Bavarian Schafkopf",
    options_type=SchafkopfOptions,
    players=(4, 5),
    default_players=4,
    deck_for=deck_for,
    seat_names=seat_names,
    new_state=new_state,
    phase_rules={
        Phase.AUCTION.value: RULES["sk-auction-open"],
        Phase.PLAY.value: RULES["sk-first-lead"],
        Phase.DONE.value: RULES["sk-scoring-table"],
    },
)
