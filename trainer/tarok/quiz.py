"""Tarok quizzes: six kinds, three levels, every question from a real dealt position.

Kinds: ``legal_plays``, ``trick_winner``, ``auction``, ``score``, ``card_points``,
``exchange``. Each generator deals with the rng it is given, drives the deal
through the engine's own legal moves to a random point, and rejects positions
that would make a trivial question; graders never raise and explain each wrong
part with the rule it breaks.
"""

from __future__ import annotations

import random
from typing import Any

from trainer.cards import TAROK_DECK, Card
from trainer.errors import RequestError
from trainer.points import tarok_count, tarok_raw_points
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
from trainer.tarok.auction import SEAT_NAMES, Auction, Call, seat_letter
from trainer.tarok.cite import rule
from trainer.tarok.contracts import LADDER, Bid
from trainer.tarok.exchange import PART_NAMES, talon_parts
from trainer.tarok.options import TarokOptions
from trainer.tarok.play import legal_plays, why_illegal
from trainer.tarok.ranking import describe_order, winning_index
from trainer.tarok.simulate import _choose_call, finish_setup, play_auction, play_out
from trainer.tarok.state import Phase, TarokState

MAX_TRIES = 400


def _question(prompt, blocks, answer, key, main_rule, context=None) -> Question:
    return Question(
        prompt=prompt,
        blocks=blocks,
        answer=answer,
        key=key,
        rule=main_rule,
        context=context or {},
    )


def _cards_block(label: str, cards, role: str = "hand") -> dict[str, Any]:
    return {"type": "cards", "label": label, "cards": [c.code for c in cards], "role": role}


def _played_state(rng: random.Random, options: TarokOptions) -> TarokState:
    """A dealt state through auction and exchange, ready to play (redealing on all-pass)."""
    while True:
        state = TarokState.new(rng, options)
        play_auction(state, rng)
        if state.phase is not Phase.REDEAL:
            finish_setup(state, rng)
            return state


def _finished_state(rng: random.Random, options: TarokOptions) -> TarokState:
    state = _played_state(rng, options)
    play_out(state, rng)
    return state


# -- legal_plays -----------------------------------------------------------------------------------


def _legal_plays_ok(level: int, hand: list[Card], trick: list[Card]) -> bool:
    legal = legal_plays(hand, trick)
    if not trick or len(legal) == len(hand):
        return False
    lead = trick[0]
    has_suit = lead.suit is not None and any(c.suit is lead.suit for c in hand)
    tarok_in_trick = any(c.number for c in trick)
    if level == 1:
        return has_suit
    if level == 2:
        return not has_suit and not (tarok_in_trick and len(trick) > 1 and lead.suit is not None)
    # level 3: a tarok already in the trick and a hand that must beat it with some, not all
    taroks = [c for c in hand if c.number]
    return (not has_suit) and tarok_in_trick and 0 < len(legal) < len(taroks)


def gen_legal_plays(rng: random.Random, level: int, options: TarokOptions) -> Question:
    for _ in range(MAX_TRIES):
        state = _played_state(rng, options)
        stop = rng.randrange(0, 34)
        for _ in range(stop):
            if state.phase is not Phase.PLAY:
                break
            state.play_fast(rng.choice(legal_plays(state.current_hand, state.trick)))
        if state.phase is not Phase.PLAY:
            continue
        hand, trick = list(state.current_hand), list(state.trick)
        if _legal_plays_ok(level, hand, trick):
            break
    seat = state.turn
    legal = legal_plays(hand, trick)
    plays = [{"seat": (state.leader + i) % 3, "card": c.code} for i, c in enumerate(trick)]
    return _question(
        f"{SEAT_NAMES[seat]} is to play to this trick. Which cards of the hand may "
        f"{seat_letter(seat)} play? Select every legal card.",
        [
            {"type": "trick", "label": "The trick so far", "plays": plays},
            _cards_block(f"{seat_letter(seat)}'s hand", hand),
        ],
        {"type": "cards", "select": "many", "from": 1},
        [c.code for c in legal],
        rule("play_beat" if level == 3 else "play_void" if level == 2 else "play_follow"),
        {"hand": [c.code for c in hand], "trick": [c.code for c in trick]},
    )


def _legal_why(hand, trick, card) -> str:
    if not trick:
        return "the leader may play any card"
    lead = trick[0]
    if card.suit is not None and card.suit is lead.suit:
        return f"it follows the suit led ({lead.code}); there is no duty to head a plain suit"
    if card.number:
        top = max((c.number for c in trick if c.number), default=0)
        if top:
            if card.number > top:
                return "it is a tarok that beats the highest tarok in the trick"
            return "it is a tarok, and no tarok of the hand can beat the trick"
        return "it is a tarok, which is what the hand must play here"
    return "the hand has neither the suit led nor a tarok, so any card may be played"


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    hand = [TAROK_DECK.parse(c) for c in question.context["hand"]]
    trick = [TAROK_DECK.parse(c) for c in question.context["trick"]]
    expected = set(question.key)
    chosen = answer_cards(answer, TAROK_DECK)
    details = []
    for card in chosen:
        if card not in hand:
            details.append({"card": card.code, "message": f"{card.code} is not in the hand"})
        elif card.code not in expected:
            v = why_illegal(hand, trick, card)
            details.append({"card": card.code, "message": v.message, "rule": v.rule.to_json()})
    chosen_codes = {c.code for c in chosen}
    for code in question.key:
        if code not in chosen_codes:
            card = TAROK_DECK.parse(code)
            details.append(
                {
                    "card": code,
                    "message": f"{code} was missed: it is legal because "
                    f"{_legal_why(hand, trick, card)}",
                }
            )
    correct = not details
    text = "Correct." if correct else " ".join(d["message"] + "." for d in details)
    return Verdict(correct, question.key, text, question.rule, details)


# -- trick_winner ----------------------------------------------------------------------------------


def gen_trick_winner(rng: random.Random, level: int, options: TarokOptions) -> Question:
    for _ in range(MAX_TRIES):
        state = _finished_state(rng, options)
        trick = rng.choice(state.tricks)
        cards = trick.cards
        win = winning_index(cards)
        taroks = [c for c in cards if c.number]
        if level == 1 and not taroks and win != 0:
            break
        if level == 1 and not taroks and rng.random() < 0.3:
            break
        if level == 2 and len(taroks) == 1 and win != 0:
            break
        if (
            level == 3
            and win != 0
            and (
                len(taroks) >= 2
                or (
                    not taroks and any(c.suit is not cards[0].suit and c.rank == "K" for c in cards)
                )
            )
        ):
            break
    plays = [{"seat": s, "card": c.code} for s, c in zip(trick.seats, cards, strict=True)]
    return _question(
        "Which card wins this trick?",
        [{"type": "trick", "label": f"{seat_letter(trick.leader)} led", "plays": plays}],
        {"type": "cards", "select": "one", "from": 0},
        cards[win].code,
        rule("skis" if any(c.number == 22 for c in cards) else "trick_winner"),
        {"trick": [c.code for c in cards]},
    )


def grade_trick_winner(question: Question, answer: Any) -> Verdict:
    cards = [TAROK_DECK.parse(c) for c in question.context["trick"]]
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < 3:
        chosen = [cards[answer]]
    else:
        chosen = answer_cards(answer, TAROK_DECK)
    key = question.key
    if len(chosen) == 1 and chosen[0].code == key:
        return Verdict(True, key, "Correct.", question.rule)
    why = (
        f"{key} wins: the highest tarok takes the trick"
        if TAROK_DECK.parse(key).number
        else f"{key} wins: no tarok was played, so the highest card of the suit led "
        f"({cards[0].suit.french_name}) takes it; a card of another suit never wins"
    )
    wrong = ", ".join(c.code for c in chosen) or "nothing"
    return Verdict(
        False,
        key,
        f"You chose {wrong}. {why} ({describe_order()}).",
        question.rule,
        [{"card": c.code, "message": f"{c.code} does not win"} for c in chosen],
    )


# -- auction ---------------------------------------------------------------------------------------


def _random_auction(rng, options, level) -> tuple[TarokState, Auction]:
    for _ in range(MAX_TRIES):
        state = TarokState.new(rng, options)
        play_auction(state, rng)
        a = state.auction
        if state.phase is Phase.REDEAL:
            continue
        passes_mid = sum(1 for c in a.calls[:-1] if c.call == "pass")
        if level == 1 and 3 <= len(a.calls) <= 6:
            return state, a
        if level == 2 and len(a.calls) >= 5 and passes_mid >= 1:
            return state, a
    return state, a


def gen_auction(rng: random.Random, level: int, options: TarokOptions) -> Question:
    rows = []
    if level < 3:
        state, a = _random_auction(rng, options, level)
        rows = [[seat_letter(c.seat), c.label] for c in a.calls]
        contracts = [{"value": f"{b.name}:{b.level}", "label": b.label} for b in LADDER]
        return _question(
            "These were the calls of the auction, in order. Who wins it, and with which contract?",
            [{"type": "table", "columns": ["Seat", "Call"], "rows": rows}],
            {
                "type": "form",
                "fields": [
                    {
                        "name": "winner",
                        "label": "Winner",
                        "type": "choice",
                        "choices": [{"value": str(s), "label": SEAT_NAMES[s]} for s in range(3)],
                    },
                    {
                        "name": "contract",
                        "label": "Contract",
                        "type": "choice",
                        "choices": contracts,
                    },
                ],
            },
            {"winner": str(a.winner), "contract": f"{a.bid.name}:{a.bid.level}"},
            rule("auction_pass_out" if level == 2 else "auction_contract"),
            {"calls": [c.to_json() for c in a.calls]},
        )
    # level 3: which of these calls is legal now?
    for _ in range(MAX_TRIES):
        state = TarokState.new(rng, options)
        a = state.auction
        for _ in range(rng.randrange(1, 8)):
            if a.complete:
                break
            a.apply(_choose_call(state, rng))
        if a.complete or a.bid is None:
            continue
        legal = a.legal_calls()
        seat = a.turn
        candidates = [Call(seat, "hold"), Call(seat, "pass")]
        candidates += [Call(seat, b.name, b.level) for b in LADDER]
        candidates += [Call(s, "hold") for s in range(3) if s != seat]
        illegal = [c for c in candidates if c not in legal]
        good = [c for c in legal if c.call != "pass"]
        if len(illegal) >= 3 and good:
            break
    right = rng.choice(good)
    wrong = rng.sample(illegal, 3)
    offered = [right, *wrong]
    rng.shuffle(offered)
    rows = [[seat_letter(c.seat), c.label] for c in a.calls]
    choices = [
        {"value": str(i), "label": f"{seat_letter(c.seat)}: {c.label}"}
        for i, c in enumerate(offered)
    ]
    return _question(
        f"The auction so far is shown. It is {seat_letter(seat)}'s turn. Which one of these "
        "calls is legal now?",
        [{"type": "table", "columns": ["Seat", "Call"], "rows": rows}],
        {"type": "choice", "choices": choices},
        str(offered.index(right)),
        rule("auction_hold"),
        {"calls": [c.to_json() for c in a.calls], "offered": [c.to_json() for c in offered]},
    )


def grade_auction(question: Question, answer: Any) -> Verdict:
    key = question.key
    if isinstance(key, dict):
        form = answer_form(answer)
        details = []
        winner = str(form.get("winner", "")).strip()
        contract = str(form.get("contract", "")).strip().lower()
        if ":" not in contract and contract:
            contract += ":1"
        rebuilt = _replay_calls(question)
        if winner != key["winner"]:
            details.append(
                {
                    "field": "winner",
                    "message": (
                        f"{seat_letter(int(key['winner']))} wins: he is the last player left "
                        "in the auction, and passed players are out until the next deal"
                    ),
                }
            )
        if contract != key["contract"]:
            details.append(
                {
                    "field": "contract",
                    "message": (
                        f"the contract is {rebuilt.bid.label}: the last bid made becomes the "
                        "contract (a 'sam' keeps the standing bid; dwójka outranks piąta trójka)"
                    ),
                }
            )
        correct = not details
        text = "Correct." if correct else " ".join(d["message"] + "." for d in details)
        return Verdict(correct, key, text, question.rule, details)
    choice = answer_choice(answer)
    if choice == key:
        return Verdict(True, key, "Correct.", question.rule)
    rebuilt = _replay_calls(question)
    offered = question.context["offered"]
    explanation = []
    if choice in {str(i) for i in range(len(offered))}:
        c = offered[int(choice)]
        refused = rebuilt.why_refused(Call(c["seat"], c["call"], c.get("level", 1)))
        if refused is not None:
            explanation.append(refused.message)
    right = offered[int(key)]
    explanation.append(
        f"the legal one is {seat_letter(right['seat'])}: "
        f"{Call(right['seat'], right['call'], right.get('level', 1)).label}"
    )
    return Verdict(False, key, ". ".join(explanation) + ".", question.rule)


def _replay_calls(question: Question) -> Auction:
    options = _options(question)
    a = Auction(options=options)
    for c in question.context["calls"]:
        a.apply(Call(c["seat"], c["call"], c.get("level", 1)))
    return a


def _options(question: Question) -> TarokOptions:
    return TarokOptions(**question.options)


# -- card_points -----------------------------------------------------------------------------------


def gen_card_points(rng: random.Random, level: int, options: TarokOptions) -> Question:
    for _ in range(MAX_TRIES):
        state = _finished_state(rng, options)
        mine, theirs = state.piles()
        if level == 1:
            n = rng.randint(1, 2)
            start = rng.randrange(0, 12 - n + 1)
            pile = [c for t in state.tricks[start : start + n] for c in t.cards]
            label = f"{n} trick{'s' if n > 1 else ''}"
        elif level == 2:
            if len(state.taken) not in (1, 2):
                continue
            side = rng.choice(["soloist", "opponents"])
            pile = mine if side == "soloist" else theirs
            label = f"the {side}' pile" if side == "opponents" else "the soloist's pile"
        else:
            side = rng.choice(["soloist", "opponents"])
            pile = mine if side == "soloist" else theirs
            label = (
                "the soloist's tricks and discards"
                if side == "soloist"
                else "the opponents' tricks and the untaken talon"
            )
        if pile:
            break
    pile = TAROK_DECK.sorted(pile)
    return _question(
        f"How many card points is this pile worth ({label}, {len(pile)} cards), counted in "
        "groups of three?",
        [_cards_block("The pile", pile, "pile")],
        {"type": "number", "min": 0, "max": 66, "label": "Card points"},
        tarok_count(pile),
        rule("counting"),
        {"pile": [c.code for c in pile]},
    )


def _count_text(pile: list[Card]) -> str:
    raw = tarok_raw_points(pile)
    groups, rest = divmod(len(pile), 3)
    text = f"the card values add up to {raw}; {len(pile)} cards make {groups} group"
    text += f"{'s' if groups != 1 else ''} of three (−{2 * groups})"
    if rest:
        text += f" and an incomplete group of {rest} (−1)"
    return text + f", so the pile counts {tarok_count(pile)}"


def grade_card_points(question: Question, answer: Any) -> Verdict:
    value = answer_int(answer)
    pile = [TAROK_DECK.parse(c) for c in question.context["pile"]]
    if value == question.key:
        return Verdict(True, question.key, "Correct: " + _count_text(pile) + ".", question.rule)
    return Verdict(
        False,
        question.key,
        f"Not {value}: " + _count_text(pile) + ".",
        question.rule,
        [{"field": "points", "message": _count_text(pile)}],
    )


# -- score -----------------------------------------------------------------------------------------


def _score_ok(level: int, state: TarokState) -> bool:
    res = state.result()
    if level == 1:
        return state.bid.level == 1 and state.contra == "none" and res.bonus_total == 0
    if level == 2:
        return (state.bid.level > 1 or state.contra != "none") and res.bonus_total == 0
    return (
        bool(res.bonus_values and any(res.bonus_values))
        or state.renons
        or state.contra
        in (
            "recontra",
            "supracontra",
        )
    )


def gen_score(rng: random.Random, level: int, options: TarokOptions) -> Question:
    players = 3
    for _ in range(MAX_TRIES):
        players = 4 if level == 3 and rng.random() < 0.5 else 3
        while True:
            state = TarokState.new(rng, options, players)
            play_auction(state, rng)
            if state.phase is not Phase.REDEAL:
                break
        finish_setup(state, rng)
        play_out(state, rng)
        if _score_ok(level, state):
            break
    res = state.result()
    mine, _ = state.piles()
    tricks = sum(1 for t in state.tricks if t.winner == state.soloist)
    facts = [
        {
            "label": "Players",
            "value": str(players) + (" (seat 3 is the king)" if players == 4 else ""),
        },
        {"label": "Soloist", "value": SEAT_NAMES[state.soloist]},
        {"label": "Contract", "value": state.bid.label},
        {"label": "Soloist's card points", "value": str(tarok_count(mine))},
        {"label": "Soloist's tricks", "value": str(tricks)},
        {"label": "Doubling", "value": state.contra},
        {"label": "Announced", "value": ", ".join(state.announcements) or "nothing"},
        {"label": "Renons (a king discarded)", "value": "yes" if state.renons else "no"},
    ]
    bonus_rows = [
        [
            b.name.replace("_", " "),
            b.side,
            "yes" if b.announced else "no",
            "yes" if b.achieved else "failed",
        ]
        for b in state.bonuses()
    ]
    blocks: list[dict[str, Any]] = [{"type": "facts", "items": facts}]
    if bonus_rows:
        blocks.append(
            {
                "type": "table",
                "columns": ["Bonus", "Side", "Announced", "Achieved"],
                "rows": bonus_rows,
            }
        )
    fields = [
        {"name": "total", "label": "The soloist's result (game value + bonuses)", "type": "number"}
    ]
    fields += [
        {"name": f"seat{s}", "label": f"Payment of {SEAT_NAMES[s]}", "type": "number"}
        for s in range(players)
    ]
    key = {"total": res.total, **{f"seat{s}": res.payments[s] for s in range(players)}}
    return _question(
        "The deal is over. What is the soloist's result, and what does each player win (+) or "
        "pay (−)?",
        blocks,
        {"type": "form", "fields": fields},
        key,
        rule("formula" if res.won else "loss"),
        {"lines": res.lines},
    )


def _number(value: Any) -> float:
    if isinstance(value, dict):
        value = value.get("value")
    if isinstance(value, bool):
        raise RequestError("a number is needed")
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip().replace("−", "-").replace(",", "."))
        except ValueError:
            raise RequestError(f"'{value[:20]}' is not a number") from None
    raise RequestError("a number is needed")


def grade_score(question: Question, answer: Any) -> Verdict:
    form = answer_form(answer)
    details = []
    for name, expected in question.key.items():
        try:
            given = _number(form.get(name))
        except RequestError:
            given = None
        if given != expected:
            details.append(
                {"field": name, "message": f"{name} is {expected}, not {form.get(name)!r}"}
            )
    work = " ".join(question.context["lines"])
    if not details:
        return Verdict(True, question.key, "Correct. " + work, question.rule)
    text = "; ".join(d["message"] for d in details) + ". How it is counted: " + work
    return Verdict(False, question.key, text, question.rule, details)


# -- exchange --------------------------------------------------------------------------------------


def gen_exchange(rng: random.Random, level: int, options: TarokOptions) -> Question:
    for _ in range(MAX_TRIES):
        state = TarokState.new(rng, options)
        play_auction(state, rng)
        if state.phase is Phase.TAKE and (level != 1 or state.bid.name != "jedynka"):
            break
    bid, talon = state.bid, state.talon
    hand = list(state.hands[state.soloist])
    if level == 1:
        parts = PART_NAMES[bid.name]
        allowed = talon_parts(bid, talon)
        k = bid.type.exchange
        pick = rng.randrange(len(allowed))
        starts = [
            i
            for i in range(0, 7 - k)
            if (tuple(range(i, i + k)) not in [tuple(p) for p in _part_indexes(bid)])
        ]
        wrong = [talon[i : i + k] for i in starts]
        if bid.name == "trojka":
            wrong.append([talon[0], talon[2], talon[4]])
        offered = [allowed[pick], *rng.sample(wrong, min(3, len(wrong)))]
        rng.shuffle(offered)
        choices = [
            {"value": str(i), "label": " ".join(c.code for c in o)} for i, o in enumerate(offered)
        ]
        return _question(
            f"{SEAT_NAMES[state.soloist]} won the auction with {bid.label}. The talon lies "
            "in the order it was laid down. Which of these groups may he take?",
            [_cards_block("The talon, in order", talon, "talon"), _cards_block("His hand", hand)],
            {"type": "choice", "choices": choices},
            str(offered.index(allowed[pick])),
            rule("exchange_parts"),
            {
                "contract": bid.to_json(),
                "allowed": [
                    f"{n}: {' '.join(c.code for c in p)}"
                    for n, p in zip(parts, allowed, strict=True)
                ],
                "offered": [[c.code for c in o] for o in offered],
            },
        )
    part = rng.randrange(len(talon_parts(bid, talon)))
    state.take(part)
    full = list(state.hands[state.soloist])
    k = len(state.taken)
    if level == 2:
        kind = rng.choice(["legal", "renons", "count"])
        kings = [c for c in full if c.rank == "K"]
        plain = [c for c in full if c.rank != "K"]
        if kind == "renons" and kings:
            discard = [rng.choice(kings), *rng.sample(plain, k - 1)]
        elif kind == "count":
            n = k + 1 if rng.random() < 0.5 or k == 1 else k - 1
            discard = rng.sample(plain, n)
        else:
            kind = "legal"
            discard = rng.sample(plain, k)
        choices = [
            {"value": "legal", "label": "Allowed, no penalty"},
            {"value": "renons", "label": "Allowed by the cards, but a renons"},
            {"value": "count", "label": "Not allowed: wrong number of cards"},
        ]
        return _question(
            f"Playing {bid.label}, {SEAT_NAMES[state.soloist]} took "
            f"{' '.join(c.code for c in state.taken)} from the talon and now wants to discard "
            f"{' '.join(c.code for c in discard)}. What is this discard?",
            [
                _cards_block("His hand after taking", full),
                _cards_block("The discard he proposes", discard, "pile"),
            ],
            {"type": "choice", "choices": choices},
            kind,
            rule(
                {"legal": "discard_count", "renons": "discard_kings", "count": "discard_count"}[
                    kind
                ]
            ),
            {"took": k, "discard": [c.code for c in discard]},
        )
    # level 3: trumps that count for a full hand after the exchange (discarded taroks shown)
    for _ in range(MAX_TRIES):
        taroks = [c for c in full if c.number]
        if taroks:
            break
    n_taroks = min(k, len(taroks))
    discard = rng.sample(taroks, rng.randint(1, n_taroks) if n_taroks else 0)
    discard += rng.sample([c for c in full if c not in discard and c.rank != "K"], k - len(discard))
    state.do_discard(discard)
    kept = state.hands[state.soloist]
    count = state.trump_count(kept)
    return _question(
        f"Playing {bid.label}, {SEAT_NAMES[state.soloist]} discarded "
        f"{' '.join(c.code for c in discard)}. How many trumps count toward a full-hand "
        "announcement?",
        [
            _cards_block("His 12 cards after the exchange", kept),
            _cards_block("His discard (taroks must be shown)", discard, "pile"),
        ],
        {"type": "number", "min": 0, "max": 12, "label": "Trumps"},
        count,
        rule("full_hand"),
        {"discard": [c.code for c in discard]},
    )


def _part_indexes(bid: Bid):
    from trainer.tarok.exchange import PARTS

    return PARTS[bid.name]


def grade_exchange(question: Question, answer: Any) -> Verdict:
    key = question.key
    if question.answer["type"] == "number":
        value = answer_int(answer)
        discard = question.context["discard"]
        skis = _options(question).skis_counts_for_full_hand
        text = (
            f"{key} trumps count: only the taroks held in the 12-card hand count; the discarded "
            f"{' '.join(d for d in discard if d.startswith(('T', 'SK'))) or 'cards'} do not"
            + ("" if skis else ", and under this house rule the skiz does not count")
            + "."
        )
        return Verdict(
            value == key, key, "Correct. " + text if value == key else text, question.rule
        )
    choice = answer_choice(answer)
    if choice == key:
        return Verdict(True, key, "Correct.", question.rule)
    if "allowed" in question.context:
        text = (
            "Only these parts may be taken: "
            + "; ".join(question.context["allowed"])
            + ". The talon keeps the order in which it was laid down."
        )
        return Verdict(False, key, text, question.rule)
    k = question.context["took"]
    n = len(question.context["discard"])
    reasons = {
        "legal": f"it is allowed: {n} cards for {k} taken and no king among them",
        "renons": "discarding a king is a renons: the soloist loses as if he had 33",
        "count": f"he took {k} card{'s' if k > 1 else ''} and must discard exactly as many, "
        f"not {n}",
    }
    return Verdict(False, key, f"Not {choice}: {reasons[key]}.", question.rule)


QUIZ = QuizBook(
    "tarok",
    TarokOptions,
    [
        QuizKind(
            "legal_plays",
            "Legal plays",
            "Which cards may be played to this trick?",
            gen_legal_plays,
            grade_legal_plays,
        ),
        QuizKind(
            "trick_winner",
            "Trick winner",
            "Which card wins the trick?",
            gen_trick_winner,
            grade_trick_winner,
        ),
        QuizKind(
            "auction",
            "Auction",
            "Who wins the auction, and with what; or which call is legal now?",
            gen_auction,
            grade_auction,
            affected_by=("single_step_raises", "elder_may_raise"),
        ),
        QuizKind(
            "score",
            "Score",
            "The soloist's result and each player's payment.",
            gen_score,
            grade_score,
            affected_by=(
                "recontra_on_win",
                "multiply_bonuses",
                "opponent_volat",
                "failed_announcement_penalty",
                "payment",
                "renons_value",
                "renons_bonus",
            ),
        ),
        QuizKind(
            "card_points",
            "Card points",
            "Count this pile in groups of three.",
            gen_card_points,
            grade_card_points,
        ),
        QuizKind(
            "exchange",
            "Talon exchange",
            "Which talon cards may be taken, and is this discard allowed?",
            gen_exchange,
            grade_exchange,
            affected_by=("skis_counts_for_full_hand",),
        ),
    ],
)
