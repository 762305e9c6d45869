"""Schafkopf quiz kinds: legal plays, trick winner, auction, score, card points, matadors.

Every question comes from a real deal drawn with the rng the framework gives (deal, a contract
some seat may really play, random legal moves to a random point). Levels: 1 plain positions,
2 positions where trump membership of Obers/Unters or a tie-break matters, 3 the tricky rules
(the called ace, Wenz, touts, doubled games). Grading never raises and explains every wrong
part with the rule it rests on.
"""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import SCHAFKOPF_DECK, Card
from trainer.errors import TrainerError
from trainer.points import schafkopf_points
from trainer.quiz import (
    Question,
    QuizBook,
    QuizKind,
    Verdict,
    answer_cards,
    answer_choice,
    answer_form,
    answer_int,
)
from trainer.schafkopf.auction import SEATS, Call, callable_suits, resolve
from trainer.schafkopf.contracts import Contract, Kind, auction_rank
from trainer.schafkopf.options import SchafkopfOptions
from trainer.schafkopf.play import (
    CALLED_ACE_DISCARD,
    CALLED_ACE_LEAD,
    CALLED_ACE_MUST_PLAY,
    CALLED_SUIT_DISCARD,
    RUNAWAY_LOWEST,
    PlayPosition,
    analyse,
)
from trainer.schafkopf.ranking import TRUMP, sort_hand
from trainer.schafkopf.rulebook import RULES
from trainer.schafkopf.scoring import matador_minimum, matador_run
from trainer.schafkopf.state import GameState, Phase, deal

DECK = SCHAFKOPF_DECK
CALLED_CODES = {
    CALLED_ACE_DISCARD,
    CALLED_ACE_LEAD,
    CALLED_ACE_MUST_PLAY,
    CALLED_SUIT_DISCARD,
    RUNAWAY_LOWEST,
}
MAX_TRIES = 2000


def _blank(**fields: Any) -> Question:
    """A question whose game/kind/level/seed/options the QuizBook fills in."""
    return Question(**fields)


# -- real positions -----------------------------------------------------------------------------


def _contract_for(
    rng: random.Random, hands: list[list[Card]], kinds: tuple[Kind, ...]
) -> tuple[Contract, int] | None:
    """A contract of one of ``kinds`` that some seat may really play, and that seat."""
    kind = rng.choice(kinds)
    seats = list(range(SEATS))
    rng.shuffle(seats)
    for seat in seats:
        if kind is Kind.ACE_GAME:
            suits = callable_suits(hands[seat])
            if suits:
                return Contract(kind, called=rng.choice(suits)), seat
        elif kind in (Kind.SUIT_SOLO, Kind.SUIT_SOLO_TOUT):
            return Contract(kind, trump=rng.choice(list(DECK.cards)).suit), seat
        else:
            return Contract(kind), seat
    return None


def _game(
    rng: random.Random, options: SchafkopfOptions, kinds: tuple[Kind, ...]
) -> GameState | None:
    """A dealt game in its play phase: the chosen seat named the contract, the others passed."""
    hands = deal(rng)
    chosen = _contract_for(rng, hands, kinds)
    if chosen is None:
        return None
    contract, declarer = chosen
    state = GameState(options, hands=hands)
    for seat in range(SEATS):
        state.call(contract if seat == declarer else None)
    return state if state.phase is Phase.PLAY else None


def _play_random_moves(rng: random.Random, state: GameState, count: int) -> None:
    """Play ``count`` random legal cards (through the same legality decision)."""
    for _ in range(count):
        if state.phase is not Phase.PLAY:
            return
        seat = state.to_move
        assert seat is not None and state.rank is not None
        legal = analyse(
            state.hands[seat], state.trick, state.rank, state.ace, state.called_led, state.options
        )[0]
        state.play(rng.choice(list(legal)))


def _contract_facts(state: GameState) -> list[dict[str, str]]:
    assert state.contract is not None
    items = [
        {"label": "Contract", "value": state.contract.label()},
        {"label": "Declarer", "value": f"seat {state.declarer}"},
    ]
    if state.contract.called is not None:
        led = "yes" if state.called_led else "no"
        items.append({"label": "Called suit led in an earlier trick", "value": led})
    return items


def _history_block(state: GameState) -> dict[str, Any]:
    rows = []
    for i, (trick, leader, winner) in enumerate(
        zip(state.history, state.leaders, state.winners, strict=True)
    ):
        rows.append(
            [str(i + 1), f"seat {leader}", " ".join(c.code for c in trick), f"seat {winner}"]
        )
    return {
        "type": "table",
        "columns": ["Trick", "Led by", "Cards in play order", "Won by"],
        "rows": rows,
    }


def _trick_block(label: str, leader: int, trick: list[Card]) -> dict[str, Any]:
    return {
        "type": "trick",
        "label": label,
        "plays": [{"seat": (leader + i) % SEATS, "card": c.code} for i, c in enumerate(trick)],
    }


# -- legal plays ---------------------------------------------------------------------------------


def _gen_legal_plays(rng: random.Random, level: int, options: SchafkopfOptions) -> Question:
    theme = "called" if level == 3 and rng.random() < 0.6 else ("wenz" if level == 3 else "")
    for _ in range(MAX_TRIES):
        kinds: tuple[Kind, ...] = (Kind.ACE_GAME,)
        if level == 2:
            kinds = (Kind.ACE_GAME, Kind.SUIT_SOLO, Kind.WENZ)
        if theme == "wenz":
            kinds = (Kind.WENZ, Kind.WENZ_TOUT)
        state = _game(rng, options, kinds)
        if state is None:
            continue
        _play_random_moves(rng, state, rng.randrange(0, 31))
        if state.phase is not Phase.PLAY:
            continue
        seat = state.to_move
        assert seat is not None and state.contract is not None
        position = PlayPosition(state.contract, list(state.hands[seat]), list(state.trick))
        position.called_led = state.called_led
        problems = position.problems()
        if not problems:
            continue
        codes = set(problems.values())
        if theme == "called" and not codes & CALLED_CODES:
            continue
        if theme == "wenz" and not any(c.rank == "O" for c in state.hands[seat]):
            continue
        if level == 2 and not (
            any(c.rank in ("O", "U") for c in state.hands[seat]) and state.trick
        ):
            continue
        return _legal_question(state, seat, position)
    raise TrainerError("no position found for this question; try another seed")


def _legal_question(state: GameState, seat: int, position: PlayPosition) -> Question:
    rank = position.rank
    hand = sort_hand(position.hand, rank)
    position.hand = hand
    legal = position.legal()
    blocks: list[dict[str, Any]] = [{"type": "facts", "items": _contract_facts(state)}]
    if state.history:
        blocks.append(_history_block(state))
    blocks.append(_trick_block("The trick so far", state.leader, state.trick))
    blocks.append(
        {
            "type": "cards",
            "label": f"Hand of seat {seat}",
            "cards": [c.code for c in hand],
            "role": "hand",
        }
    )
    lead = "lead to" if not state.trick else "play to"
    problems = position.problems()
    main = RULES["sk-follow-suit"]
    called = [code for code in problems.values() if code in CALLED_CODES]
    if called:
        main = position.explain(next(c for c in hand if problems.get(c) == called[0]), called[0])[1]
    return _blank(
        prompt=(
            f"It is seat {seat}'s turn to {lead} the trick in {state.contract.label()}. "  # type: ignore[union-attr]
            "Which cards of the hand may be played? Select every legal card."
        ),
        blocks=blocks,
        answer={"type": "cards", "select": "many", "from": len(blocks) - 1},
        key=[c.code for c in legal],
        rule=main,
        context={"position": position},
    )


def _why_legal(position: PlayPosition, card: Card) -> str:
    rank = position.rank
    if position.trick:
        led = rank.eff[position.trick[0]]
        if rank.eff[card] == led:
            return f"{card.code} follows the suit led ({rank.describe_suit(led)})."
        return (
            f"you hold no {rank.describe_suit(led)}, so any card may be played, "
            f"{card.code} included (no duty to trump)."
        )
    if position.ace is card:
        return f"{card.code}: leading the called ace is always allowed."
    return f"{card.code} may be led: the leader may lead any card not restricted by a rule."


def _grade_legal_plays(question: Question, answer: Any) -> Verdict:
    position: PlayPosition = question.context["position"]
    expected = question.key
    # An unreadable answer raises; QuizBook.check_op turns it into a verdict.
    chosen = answer_cards(answer, DECK)
    problems = position.problems()
    details = []
    lines = []
    for card in chosen:
        if card not in position.hand:
            lines.append(f"{card.code} is not in the hand.")
            details.append({"card": card.code, "verdict": "not_in_hand"})
        elif card in problems:
            message, rule = position.explain(card, problems[card])
            lines.append(f"{card.code} is not legal: {message}")
            details.append({"card": card.code, "verdict": "illegal", "rule": rule.to_json()})
    for code in expected:
        card = DECK.get(code)
        assert card is not None
        if card not in chosen:
            lines.append(f"You missed {code}: {_why_legal(position, card)}")
            details.append({"card": code, "verdict": "missed"})
    correct = not lines
    if correct:
        lines.append("Right: " + ", ".join(expected) + " may be played.")
        for card, code in problems.items():
            lines.append(f"{card.code}: {position.explain(card, code)[0]}")
    return Verdict(correct, expected, " ".join(lines), question.rule, details)


# -- trick winner --------------------------------------------------------------------------------


def _gen_trick_winner(rng: random.Random, level: int, options: SchafkopfOptions) -> Question:
    kinds = {
        1: (Kind.ACE_GAME,),
        2: (Kind.ACE_GAME, Kind.SUIT_SOLO),
        3: (Kind.WENZ, Kind.SUIT_SOLO, Kind.WENZ_TOUT),
    }[level]
    for _ in range(MAX_TRIES):
        state = _game(rng, options, kinds)
        if state is None:
            continue
        _play_random_moves(rng, state, 4 * rng.randrange(0, 8))
        leader = state.leader
        _play_random_moves(rng, state, 4)
        trick, rank = state.history[-1], state.rank
        assert rank is not None
        winner = rank.winner(trick)
        if level >= 2 and winner == 0:
            continue
        if level == 3 and not any(c.rank in ("O", "U") for c in trick):
            continue
        blocks = [
            {"type": "facts", "items": [{"label": "Contract", "value": state.contract.label()}]},  # type: ignore[union-attr]
            _trick_block("The complete trick", leader, trick),
        ]
        card = trick[winner]
        why = (
            f"{card.code} is the highest trump in the trick"
            if rank.eff[card] == TRUMP
            else (
                f"no trump was played and {card.code} is the highest card of "
                f"{rank.describe_suit(rank.eff[card])}, the suit led"
            )
        )
        return _blank(
            prompt=f"In {state.contract.label()}, which card wins this trick?",  # type: ignore[union-attr]
            blocks=blocks,
            answer={
                "type": "choice",
                "choices": [
                    {"value": c.code, "label": f"{c.code} (seat {(leader + i) % SEATS})"}
                    for i, c in enumerate(trick)
                ],
            },
            key=card.code,
            rule=RULES["sk-trick-winner"],
            context={"trick": trick, "rank": rank, "why": why, "leader": leader},
        )
    raise TrainerError("no position found for this question; try another seed")


def _grade_trick_winner(question: Question, answer: Any) -> Verdict:
    trick: list[Card] = question.context["trick"]
    why = question.context["why"]
    value = answer_choice(answer)
    card = DECK.get(value.strip().upper())
    if card is None and value.isdigit() and int(value) < len(trick):
        card = trick[int(value)]
    if card is None or card not in trick:
        return Verdict(
            False,
            question.key,
            f"'{value[:20]}' is not a card of this trick; {why}.",
            question.rule,
        )
    if card.code == question.key:
        return Verdict(True, question.key, f"Right: {why}.", question.rule)
    rank = question.context["rank"]
    if rank.eff[card] not in (TRUMP, rank.eff[trick[0]]):
        reason = f"{card.code} neither follows the suit led nor is a trump, so it cannot win"
    else:
        reason = f"{card.code} is lower than {question.key}"
    return Verdict(False, question.key, f"{reason}; {why}.", question.rule)


# -- auction -------------------------------------------------------------------------------------


def _gen_auction(rng: random.Random, level: int, options: SchafkopfOptions) -> Question:
    for _ in range(MAX_TRIES):
        hands = deal(rng)
        calls: list[Call] = []
        for seat in range(SEATS):
            bid = None
            if rng.random() < (0.5 if level == 1 else 0.7):
                chosen = _contract_for(rng, [hands[seat]] * SEATS, _auction_kinds(level))
                bid = chosen[0] if chosen else None
            calls.append(Call(seat, bid))
        bids = [c.contract for c in calls if c.contract is not None]
        ranks = [auction_rank(b.kind, options.wenz_equals_suit_solo) for b in bids]
        if level == 1 and (len(set(ranks)) != len(ranks) or not bids):
            continue
        if level == 2 and (len(bids) < 2 or len(set(ranks)) == len(ranks)):
            continue
        named = {b.kind for b in bids}
        tricky = {Kind.WENZ, Kind.SUIT_SOLO} <= named or {
            Kind.WENZ_TOUT,
            Kind.SUIT_SOLO_TOUT,
        } <= named
        # Level 3 mostly shows the Wenz / Suit Solo ranking (S1); now and then an all-pass.
        if level == 3 and not tricky and (bids or rng.random() < 0.8):
            continue
        result = resolve(calls, options)
        key = f"seat:{result.winner}" if result.winner is not None else "none"
        choices = [{"value": f"seat:{s}", "label": f"Seat {s}"} for s in range(SEATS)]
        choices.append({"value": "none", "label": f"Nobody ({options.all_pass})"})
        rows = [[f"seat {c.seat}", c.contract.label() if c.contract else "pass"] for c in calls]
        rule = (
            RULES["sk-all-pass"]
            if result.winner is None
            else (
                RULES["sk-auction-tie"]
                if ranks.count(max(ranks)) > 1
                else RULES["sk-auction-highest"]
            )
        )
        return _blank(
            prompt=(
                "Each seat has spoken once, from seat 0 (the dealer's left). Who becomes the "
                "declarer?"
            ),
            blocks=[{"type": "table", "columns": ["Seat", "Call"], "rows": rows}],
            answer={"type": "choice", "choices": choices},
            key=key,
            rule=rule,
            context={"calls": calls, "result": result},
        )
    raise TrainerError("no auction found for this question; try another seed")


def _auction_kinds(level: int) -> tuple[Kind, ...]:
    if level == 1:
        return (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO, Kind.WENZ_TOUT)
    if level == 2:
        return (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO)
    return (Kind.WENZ, Kind.SUIT_SOLO, Kind.WENZ_TOUT, Kind.SUIT_SOLO_TOUT)


def _grade_auction(question: Question, answer: Any) -> Verdict:
    result = question.context["result"]
    value = answer_choice(answer).lower()
    if value.isdigit():
        value = f"seat:{value}"
    if result.winner is None:
        why = f"everybody passed, so nobody plays; the outcome is {result.outcome} (all_pass)."
    else:
        why = (
            f"seat {result.winner} named the highest contract, {result.contract.label()}; an equal "
            "contract stays with the earlier seat, which got its cards first."
        )
    if value == question.key:
        return Verdict(True, question.key, "Right: " + why, question.rule)
    calls: list[Call] = question.context["calls"]
    wrong = "That answer names no seat."
    if value == "none":
        wrong = "Somebody did bid, so the deal is played."
    elif value.startswith("seat:") and value[5:].isdigit() and int(value[5:]) < SEATS:
        call = calls[int(value[5:])]
        if call.contract is None:
            wrong = f"Seat {call.seat} passed, and a pass is final."
        elif result.contract is not None:
            wrong = (
                f"Seat {call.seat}'s {call.contract.label()} does not beat seat {result.winner}'s "
                f"{result.contract.label()}."
            )
    return Verdict(False, question.key, f"{wrong} {why}", question.rule)


# -- score ---------------------------------------------------------------------------------------


def _gen_score(rng: random.Random, level: int, options: SchafkopfOptions) -> Question:
    kinds = {
        1: (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO),
        2: (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO),
        3: (Kind.ACE_GAME, Kind.WENZ_TOUT, Kind.SUIT_SOLO_TOUT, Kind.WENZ),
    }[level]
    for _ in range(MAX_TRIES):
        state = _game(rng, options, kinds)
        if state is None:
            continue
        if level >= 2 and rng.random() < 0.6:
            state.double(0)
            if level == 3 and rng.random() < 0.5:
                state.double(0)
        state.play_random(rng)
        result = state.result
        assert result is not None and state.contract is not None
        score = result["score"]
        if level == 1 and score["level"] != "simple":
            continue
        if level == 2 and score["level"] == "simple" and not state.doublings:
            continue
        facts = [
            {"label": "Contract", "value": state.contract.label()},
            {"label": "Declarer's side card points", "value": str(result["declarer_points"])},
            {"label": "Declarer's side tricks", "value": str(result["declarer_tricks"])},
            {"label": "Contra", "value": "yes" if state.doublings >= 1 else "no"},
            {"label": "Re", "value": "yes" if state.doublings >= 2 else "no"},
        ]
        if score["matadors"]:
            facts.append({"label": "Matadors", "value": str(score["matadors"])})
        key = {"value": score["value"], "declarer": score["net"]["declarer"]}
        return _blank(
            prompt=(
                "The deal is over. What is the game's value in stakes, and what does the "
                "declarer win (positive) or pay (negative) in all?"
            ),
            blocks=[{"type": "facts", "items": facts}],
            answer={
                "type": "form",
                "fields": [
                    {"name": "value", "label": "Value of the game", "type": "number"},
                    {"name": "declarer", "label": "Declarer's net", "type": "number"},
                ],
            },
            key=key,
            rule=RULES["sk-scoring-table"],
            context={"score": score, "contract": state.contract},
        )
    raise TrainerError("no deal found for this question; try another seed")


def _grade_score(question: Question, answer: Any) -> Verdict:
    score = question.context["score"]
    contract: Contract = question.context["contract"]
    if isinstance(answer, dict):
        form = answer_form(answer)
        given = {
            name: answer_int(form.get(name), f"answer.{name}") for name in ("value", "declarer")
        }
    else:
        given = {"value": None, "declarer": answer_int(answer)}
    steps = "; ".join(score["steps"])
    lines = []
    if given["value"] is not None and given["value"] != score["value"]:
        lines.append(f"The value is {score['value']}, not {given['value']}: {steps}.")
    if given["declarer"] != score["net"]["declarer"]:
        if contract.kind is Kind.ACE_GAME:
            how = "in the ace game each of the pair settles with each opponent"
            rule_id = "sk-ace-game-payment"
        else:
            how = "the soloist settles with all three opponents"
            rule_id = "sk-solo-payment"
        lines.append(
            f"The declarer's net is {score['net']['declarer']}, not {given['declarer']}: {how} "
            f"({RULES[rule_id].text})"
        )
    correct = not lines
    text = f"Right: {steps}." if correct else " ".join(lines)
    return Verdict(correct, question.key, text, question.rule)


# -- card points ---------------------------------------------------------------------------------


def _gen_card_points(rng: random.Random, level: int, options: SchafkopfOptions) -> Question:
    state = None
    while state is None:
        state = _game(rng, options, (Kind.ACE_GAME, Kind.WENZ, Kind.SUIT_SOLO))
    state.play_random(rng)
    count = {1: 1, 2: rng.randint(2, 3), 3: rng.randint(4, 6)}[level]
    picked = rng.sample(range(8), count)
    pile = [c for i in sorted(picked) for c in state.history[i]]
    points = schafkopf_points(pile)
    return _blank(
        prompt=(
            f"These {len(pile)} cards are {count} trick{'s' if count > 1 else ''} of a played "
            "deal. How many card points are they worth?"
        ),
        blocks=[
            {"type": "cards", "label": "Cards won", "cards": [c.code for c in pile], "role": "pile"}
        ],
        answer={"type": "number", "min": 0, "max": 120, "label": "Card points"},
        key=points,
        rule=RULES["sk-card-points"],
        context={"pile": pile},
    )


def _grade_card_points(question: Question, answer: Any) -> Verdict:
    pile: list[Card] = question.context["pile"]
    parts = " + ".join(f"{c.code} {c.points}" for c in pile if c.points)
    why = f"{parts} = {question.key} (A 11, 10 10, K 4, O 3, U 2, 9/8/7 0)"
    value = answer_int(answer)
    correct = value == question.key
    return Verdict(
        correct,
        question.key,
        ("Right: " if correct else f"Not {value}: ") + why + ".",
        question.rule,
    )


# -- matadors ------------------------------------------------------------------------------------


def _gen_matadors(rng: random.Random, level: int, options: SchafkopfOptions) -> Question:
    kinds = {
        1: (Kind.ACE_GAME,),
        2: (Kind.SUIT_SOLO, Kind.ACE_GAME),
        3: (Kind.WENZ, Kind.WENZ_TOUT, Kind.SUIT_SOLO),
    }[level]
    for _ in range(MAX_TRIES):
        state = _game(rng, options, kinds)
        if state is None or state.declarer is None or state.contract is None:
            continue
        side = [state.declarer] + ([state.partner] if state.partner is not None else [])
        holders = side if rng.random() < 0.5 else [s for s in range(SEATS) if s not in side]
        cards = [c for s in holders for c in state.original[s]]
        run = matador_run(state.contract, cards)
        if level >= 2 and run == 0:
            continue
        minimum = matador_minimum(state.contract)
        value = run if run >= minimum else 0
        rank = state.rank
        assert rank is not None
        who = "the declarer's side" if holders == side else "the opponents"
        return _blank(
            prompt=(
                f"In {state.contract.label()}, these are the original cards of {who}. How many "
                "matadors do they hold?"
            ),
            blocks=[
                {
                    "type": "cards",
                    "label": "Original cards",
                    "cards": [c.code for c in sort_hand(cards, rank)],
                    "role": "hand",
                }
            ],
            answer={"type": "number", "min": 0, "max": 14, "label": "Matadors"},
            key=value,
            rule=RULES["sk-matadors"],
            context={
                "run": run,
                "minimum": minimum,
                "top": [c.code for c in rank.trumps[: run + 1]],
            },
        )
    raise TrainerError("no position found for this question; try another seed")


def _grade_matadors(question: Question, answer: Any) -> Verdict:
    run, minimum, top = (question.context[k] for k in ("run", "minimum", "top"))
    if run == 0:
        why = f"they do not hold the top trump {top[0]}, so there is no run"
    elif run < minimum:
        why = f"the run {' '.join(top[:run])} has {run} cards, fewer than the minimum {minimum}"
    else:
        broken = f", broken at {top[run]}" if run < len(top) else ""
        why = f"the unbroken run from the top is {' '.join(top[:run])}{broken}: {run}"
    value = answer_int(answer)
    correct = value == question.key
    return Verdict(
        correct,
        question.key,
        ("Right: " if correct else f"Not {value}: ") + why + ".",
        question.rule,
    )


QUIZ = QuizBook(
    "schafkopf",
    SchafkopfOptions,
    [
        QuizKind(
            "legal_plays",
            "Legal plays",
            "Which cards may be played to the trick? (Following, the called ace, Wenz.)",
            _gen_legal_plays,
            _grade_legal_plays,
            affected_by=("runaway_min_cards", "runaway_card", "forbid_discarding_called_suit"),
        ),
        QuizKind(
            "trick_winner",
            "Trick winner",
            "Which card wins the trick under this contract?",
            _gen_trick_winner,
            _grade_trick_winner,
        ),
        QuizKind(
            "auction",
            "Auction",
            "Who becomes the declarer after the four calls?",
            _gen_auction,
            _grade_auction,
            affected_by=("wenz_equals_suit_solo", "all_pass"),
        ),
        QuizKind(
            "score",
            "Settlement",
            "What is the game worth and what does the declarer win or pay?",
            _gen_score,
            _grade_score,
            affected_by=(
                "schneider_win_min",
                "tout_mode",
                "ace_game_payment",
                "matadors",
                "all_pass",
            ),
        ),
        QuizKind(
            "card_points",
            "Card points",
            "Count the card points of a pile of won tricks.",
            _gen_card_points,
            _grade_card_points,
        ),
        QuizKind(
            "matadors",
            "Matadors",
            "Count the matadors of one side's original cards.",
            _gen_matadors,
            _grade_matadors,
            needs=("matadors",),
        ),
    ],
)
"""The Schafkopf quiz kinds (``matadors`` only when that option is on)."""
