"""Pamfil quizzes: legal plays, trick winners, declarations, muchas and scores.

Every question comes from a real dealt position drawn with the rng the framework gives
(a shuffled pack, random legal declarations and plays up to a random point, or for the
mucha questions a deal whose hands hold five of a suit: rare in a shuffle, so the pack is
arranged, but every such deal can occur). Levels:

1. the plain rule (follow suit; a lead card that wins; three players);
2. beating and trumping; a trick not won by the lead; four players; declared scores;
3. the tricky rules: overtrumping, the pamfil as a trump (not an acorn), the talon running
   short with five or six players, mucha ties and the pamfil's doubling.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from trainer.cards import Card, Suit
from trainer.errors import TrainerError
from trainer.pamfil import auction, mucha, play, scoring
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.ranking import PAMFIL_CODE, Ranking, ranking_for
from trainer.pamfil.rulebook import RULES
from trainer.pamfil.simulate import random_declarations, random_playout
from trainer.pamfil.spec_deck import deck_for
from trainer.pamfil.state import GameState, Phase
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

MAX_TRIES = 400
"""Positions tried before a level's preference is dropped (it is always met far sooner)."""


def _question(
    prompt: str,
    blocks: list[dict[str, Any]],
    answer: dict[str, Any],
    key: Any,
    rule: Any,
    **context: Any,
) -> Question:
    # game, kind, difficulty, seed and options are filled in by QuizBook.generate
    return Question(
        game="pamfil",
        kind="",
        difficulty=0,
        seed=0,
        options={},
        prompt=prompt,
        blocks=blocks,
        answer=answer,
        key=key,
        rule=rule,
        context=context,
    )


def _players_for(level: int, rng: random.Random) -> int:
    if level == 1:
        return 3
    if level == 2:
        return rng.choice((3, 4))
    return rng.choice((4, 5, 6))


def _trump_facts(state_trump: Suit, indicator: Card | None, players: int) -> dict[str, Any]:
    items = [
        {"label": "Players", "value": f"{players} ({len(deck_for(players))}-card pack)"},
        {"label": "Trumps", "value": state_trump.german_name},
    ]
    if indicator is not None:
        items.append({"label": "Card under the talon", "value": indicator.code})
    return {"type": "facts", "items": items}


def _options(options: Any) -> PamfilOptions:
    return options if isinstance(options, PamfilOptions) else PamfilOptions()


def _played_state(rng: random.Random, options: PamfilOptions, players: int) -> GameState:
    """A real deal that reached the play (re-dealt while a mucha ends one before play)."""
    while True:
        state = GameState.deal(rng, options, players)
        random_declarations(state, rng)
        if state.phase is Phase.PLAY:
            return state


def _advance(state: GameState, rng: random.Random, plays: int) -> None:
    for _ in range(plays):
        if state.phase is not Phase.PLAY:
            return
        state.play_card(rng.choice(state.legal_cards()))


def _trick_block(state: GameState, trick: list[Card], leader: int, label: str) -> dict[str, Any]:
    return {
        "type": "trick",
        "label": label,
        "plays": [
            {"seat": (leader + i) % state.players, "card": c.code} for i, c in enumerate(trick)
        ],
    }


# -- legal plays ----------------------------------------------------------------------------


def _pamfil_trap(hand: list[Card], trick: list[Card], ranking: Ranking) -> bool:
    """The pamfil in hand or trick while acorns are led and acorns are not trumps."""
    led = ranking.suit[trick[0]]
    has_uc = any(c.code == PAMFIL_CODE for c in [*hand, *trick])
    return has_uc and led is Suit.C and ranking.trump is not Suit.C


def _legal_level_fits(level: int, codes: set[str], trap: bool) -> bool:
    if level == 1:
        return codes == {"must_follow"} and not trap
    if level == 2:
        return bool(codes & {"must_head", "must_trump"}) and "must_overtrump" not in codes
    return "must_overtrump" in codes or trap


def gen_legal_plays(rng: random.Random, level: int, options: Any) -> Question:
    options = _options(options)
    fallback = None
    for attempt in range(MAX_TRIES):
        players = _players_for(level, rng)
        state = _played_state(rng, options, players)
        _advance(state, rng, rng.randrange(players * 5 - 1))
        if state.phase is not Phase.PLAY or not state.trick:
            continue
        seat = state.to_move
        assert seat is not None
        hand = list(state.hands[seat])
        why = play.reasons(hand, state.trick, state.ranking, options.beat_obligation)
        if not why:
            continue  # every card legal: a trivial question
        codes = {r.code for r in why.values()}
        fits = _legal_level_fits(level, codes, _pamfil_trap(hand, state.trick, state.ranking))
        if fits or attempt == MAX_TRIES - 1:
            break
        fallback = fallback or state
    else:  # pragma: no cover - the loop always breaks on its last attempt
        state = fallback
    seat = state.to_move
    hand = sorted(state.hands[seat], key=state.ranking.sort_key)
    legal = play.legal_plays(hand, state.trick, state.ranking, options.beat_obligation)
    blocks = [
        _trump_facts(state.trump, state.indicator, state.players),
        _trick_block(state, state.trick, state.leader, "The trick so far"),
        {
            "type": "cards",
            "label": f"Your hand (seat {seat})",
            "cards": [c.code for c in hand],
            "role": "hand",
        },
    ]
    prompt = (
        f"Trumps are {state.trump.german_name} and you are seat {seat}. Which cards of your "
        "hand may you play to this trick? Select every legal card."
    )
    return _question(
        prompt,
        blocks,
        {"type": "cards", "select": "many", "from": 2},
        [c.code for c in legal],
        play.FOLLOW_BEAT,
        hand=[c.code for c in hand],
        trick=[c.code for c in state.trick],
        trump=state.trump.value,
        players=state.players,
    )


def _why_legal(
    card: Card, hand: list[Card], trick: list[Card], ranking: Ranking, obligation: str
) -> str:
    led = ranking.suit[trick[0]]
    best = trick[ranking.winner_index(trick)]
    pamfil = " (the pamfil is a trump, not an acorn)" if best.code == PAMFIL_CODE else ""
    if ranking.suit[card] is led:
        if ranking.is_trump(best) and not ranking.is_trump(trick[0]):
            return (
                f"{card.code} follows {ranking.describe_suit(led)}, and once the trick is "
                f"trumped by {best.code}{pamfil} any card of the suit will do"
            )
        if obligation == play.HEAD_AND_TRUMP and ranking.power[card] > ranking.power[best]:
            return f"{card.code} follows {ranking.describe_suit(led)} and beats {best.code}"
        return f"{card.code} follows {ranking.describe_suit(led)}"
    if ranking.is_trump(card):
        extra = " (the pamfil is the highest trump)" if card.code == PAMFIL_CODE else ""
        if ranking.is_trump(best) and ranking.power[card] > ranking.power[best]:
            return f"{card.code}{extra} overtrumps {best.code}, and you have no {led.german_name}"
        if ranking.is_trump(best):
            top = " (the pamfil, the highest trump)" if best.code == PAMFIL_CODE else ""
            return (
                f"{card.code} is a trump; you have no {led.german_name} and cannot overtrump "
                f"{best.code}{top}, so any trump will do"
            )
        return f"{card.code}{extra} is a trump, and you have no {led.german_name}"
    return f"you hold neither {led.german_name} nor a trump, so any card may be played"


def grade_legal_plays(question: Question, answer: Any) -> Verdict:
    ctx = question.context
    players = ctx["players"]
    deck = deck_for(players)
    options = PamfilOptions(**question.options)
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    hand = [deck.parse(c) for c in ctx["hand"]]
    trick = [deck.parse(c) for c in ctx["trick"]]
    key = set(question.key)
    chosen = answer_cards(answer, deck)
    details = []
    for card in chosen:
        if card.code in key:
            continue
        reason = play.illegal_reason(card, hand, trick, ranking, options.beat_obligation)
        if reason is None:  # pragma: no cover - key and reasons come from the same code
            continue
        details.append(
            {
                "card": card.code,
                "wrong": "chosen",
                "message": reason.message,
                "code": reason.code,
                "rule": reason.rule.to_json(),
            }
        )
    chosen_codes = {c.code for c in chosen}
    for code in question.key:
        if code not in chosen_codes:
            card = deck.parse(code)
            why = _why_legal(card, hand, trick, ranking, options.beat_obligation)
            details.append(
                {
                    "card": code,
                    "wrong": "missed",
                    "message": f"{code} may be played: {why}.",
                    "rule": play.FOLLOW_BEAT.to_json(),
                }
            )
    correct = not details
    if correct:
        explanation = "Right: exactly " + ", ".join(question.key) + " may be played."
    else:
        explanation = " ".join(d["message"] for d in details)
    return Verdict(correct, question.key, explanation, question.rule, details)


# -- trick winner ---------------------------------------------------------------------------


def _winner_level_fits(level: int, trick: list[Card], ranking: Ranking) -> bool:
    index = ranking.winner_index(trick)
    if level == 1:
        return True
    if index == 0:
        return False  # from level 2 the lead card never wins
    if level == 2:
        return True
    trumps = sum(ranking.is_trump(c) for c in trick)
    has_uc = any(c.code == PAMFIL_CODE for c in trick)
    overtrumped = trumps >= 2 and not ranking.is_trump(trick[0])
    return has_uc or overtrumped


def gen_trick_winner(rng: random.Random, level: int, options: Any) -> Question:
    options = _options(options)
    for attempt in range(MAX_TRIES):
        players = _players_for(level, rng)
        state = _played_state(rng, options, players)
        random_playout(state, rng)
        index = rng.randrange(len(state.tricks))
        trick = state.tricks[index]
        if _winner_level_fits(level, trick, state.ranking) or attempt == MAX_TRIES - 1:
            break
    leader = state.trick_leaders[index]
    win = state.ranking.winner_index(trick)
    blocks = [
        _trump_facts(state.trump, state.indicator, state.players),
        _trick_block(state, trick, leader, f"Trick {index + 1}"),
        {
            "type": "cards",
            "label": "The cards of the trick",
            "cards": [c.code for c in trick],
            "role": "pile",
        },
    ]
    prompt = (
        f"Trumps are {state.trump.german_name}. Seat {leader} led this trick. Which card wins it?"
    )
    return _question(
        prompt,
        blocks,
        {"type": "cards", "select": "one", "from": 2},
        trick[win].code,
        RULES["pf-rank"],
        trick=[c.code for c in trick],
        trump=state.trump.value,
        players=state.players,
        leader=leader,
    )


def _beaten_by(card: Card, best: Card, ranking: Ranking, led: Suit) -> str:
    if ranking.suit[card] is not led and not ranking.is_trump(card):
        return f"{card.code} neither follows {led.german_name} nor is a trump, so it cannot win"
    if ranking.is_trump(best) and not ranking.is_trump(card):
        return f"{best.code} is a trump and beats every {led.german_name}"
    extra = " (the pamfil is the highest trump)" if best.code == PAMFIL_CODE else ""
    return f"{best.code} ranks above {card.code}{extra}"


def grade_trick_winner(question: Question, answer: Any) -> Verdict:
    ctx = question.context
    deck = deck_for(ctx["players"])
    options = PamfilOptions(**question.options)
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    trick = [deck.parse(c) for c in ctx["trick"]]
    chosen = answer_cards(answer, deck)
    best = deck.parse(question.key)
    if len(chosen) == 1 and chosen[0] is best:
        return Verdict(True, question.key, f"Right: {best.code} wins the trick.", question.rule)
    details = []
    led = ranking.suit[trick[0]]
    for card in chosen:
        if card is best:
            continue
        if card not in trick:
            message = f"{card.code} is not in this trick."
        else:
            message = f"{card.code} does not win: {_beaten_by(card, best, ranking, led)}."
        details.append(
            {
                "card": card.code,
                "wrong": "chosen",
                "message": message,
                "rule": RULES["pf-rank"].to_json(),
            }
        )
    why = (
        "the highest trump wins"
        if ranking.is_trump(best)
        else f"no trump was played, so the highest {led.german_name} wins"
    )
    if best not in chosen:
        details.append(
            {
                "card": best.code,
                "wrong": "missed",
                "message": f"{best.code} wins: {why}.",
                "rule": RULES["pf-rank"].to_json(),
            }
        )
    if len(chosen) > 1:
        details.append({"wrong": "many", "message": "Choose exactly one card."})
    explanation = " ".join(d["message"] for d in details)
    return Verdict(False, question.key, explanation, question.rule, details)


# -- declarations ---------------------------------------------------------------------------

MUST_PLAY = "must_play"
PASSED = "passed"
TO_SPEAK = "to_speak"
ROLE_LABELS = {
    MUST_PLAY: "must play (declared)",
    PASSED: "passed (plays on for 1 a trick)",
    TO_SPEAK: "has still to declare",
}


def _auction_level_fits(level: int, rnd: auction.DeclarationRound) -> bool:
    exchanged = any(c.call == auction.EXCHANGE for c in rnd.calls)
    if level == 1:
        return True
    if level == 2:
        return exchanged
    return rnd.talon_left < auction.HAND_SIZE


def gen_auction(rng: random.Random, level: int, options: Any) -> Question:
    options = _options(options)
    for attempt in range(MAX_TRIES):
        players = _players_for(level, rng)
        state = GameState.deal(rng, options, players)
        if state.phase is not Phase.DECLARATION:
            continue  # a mucha from the deal: no declarations
        stop = rng.randint(1, players - 1)
        while len(state.round.calls) < stop:
            seat = state.round.next_seat
            calls = state.round.legal_calls()
            call = rng.choice(calls)
            if call == auction.EXCHANGE:
                high = state.round.max_exchange()
                count = rng.randint(max(1, high - 2) if level == 3 else 1, high)
                state.declare(
                    auction.Declaration(seat, call, count), rng.sample(state.hands[seat], count)
                )
            else:
                state.declare(auction.Declaration(seat, call))
        if _auction_level_fits(level, state.round) or attempt == MAX_TRIES - 1:
            break
    rnd = state.round
    nxt = rnd.next_seat
    key: dict[str, Any] = {}
    for seat in range(players):
        if seat < len(rnd.calls):
            key[f"seat_{seat}"] = MUST_PLAY if rnd.calls[seat].declares else PASSED
        else:
            key[f"seat_{seat}"] = TO_SPEAK
    key["max_exchange"] = rnd.max_exchange()
    rows = []
    for call in rnd.calls:
        what = {
            "play": "plays",
            "pass": "passes",
            "exchange": f"exchanges {call.count} card{'s' * (call.count != 1)}",
        }[call.call]
        rows.append([str(call.seat), what])
    blocks = [
        {
            "type": "facts",
            "items": [
                {"label": "Players", "value": f"{players} ({len(deck_for(players))}-card pack)"},
                {
                    "label": "Talon after the deal",
                    "value": f"{rnd.talon} cards, trump card at the bottom",
                },
            ],
        },
        {"type": "table", "columns": ["Seat", "Declaration"], "rows": rows},
    ]
    choices = [{"value": v, "label": label} for v, label in ROLE_LABELS.items()]
    fields = [
        {
            "name": f"seat_{s}",
            "label": f"Seat {s}" + (" (forehand)" if s == 0 else ""),
            "type": "choice",
            "choices": choices,
        }
        for s in range(players)
    ]
    fields.append(
        {
            "name": "max_exchange",
            "label": f"Most cards seat {nxt} may exchange now",
            "type": "number",
            "min": 0,
            "max": 5,
        }
    )
    prompt = (
        f"{players} players are declaring, from the forehand (seat 0) in seat order; the "
        f"calls so far are shown. For every seat, say whether he must play, has passed, or "
        f"has still to declare, and how many cards seat {nxt} may exchange at most."
    )
    return _question(
        prompt,
        blocks,
        {"type": "form", "fields": fields},
        key,
        RULES["pf-exchange-commits"],
        players=players,
        calls=[c.to_json() for c in rnd.calls],
        talon=rnd.talon,
    )


def _role_reason(key: str, seat: int, ctx: dict[str, Any]) -> tuple[str, Any]:
    calls = ctx["calls"]
    if key == TO_SPEAK:
        return f"seat {seat} has not spoken yet", RULES["pf-declare"]
    call = calls[seat]
    if key == PASSED:
        return (
            f"seat {seat} passed: he still plays the hand and scores 1 a trick (P5)",
            RULES["pf-declare"],
        )
    if call["call"] == "exchange":
        return (
            f"seat {seat} exchanged {call['count']}: the mere exchange of a card obliges "
            "a player to play",
            RULES["pf-exchange-commits"],
        )
    if seat == 0:
        return "seat 0, the forehand, is obliged to play", RULES["pf-forehand-must-play"]
    return f"seat {seat} declared that he plays", RULES["pf-declare"]


def grade_auction(question: Question, answer: Any) -> Verdict:
    form = answer_form(answer)
    ctx = question.context
    key = question.key
    details = []
    for name, expected in key.items():
        given = form.get(name)
        if name == "max_exchange":
            try:
                value = answer_int(given, f"answer.{name}")
            except TrainerError:
                value = None
            if value != expected:
                left = ctx["talon"] - sum(c.get("count", 0) for c in ctx["calls"])
                message = (
                    f"Seat {len(ctx['calls'])} may exchange at most {expected}: "
                    f"{left} card{'s' * (left != 1)} remain in the talon (the trump card "
                    "at the bottom included, drawn last), and a hand has five."
                )
                details.append(
                    {
                        "field": name,
                        "given": given,
                        "expected": expected,
                        "message": message,
                        "rule": RULES["pf-exchange"].to_json(),
                    }
                )
            continue
        value = given.strip().lower() if isinstance(given, str) else given
        if value != expected:
            seat = int(name.split("_")[1])
            text, rule = _role_reason(expected, seat, ctx)
            message = f"Seat {seat} {ROLE_LABELS[expected]}: {text}."
            details.append(
                {
                    "field": name,
                    "given": given,
                    "expected": expected,
                    "message": message,
                    "rule": rule.to_json(),
                }
            )
    if not details:
        return Verdict(True, key, "Right on every seat and on the exchange.", question.rule)
    return Verdict(False, key, " ".join(d["message"] for d in details), question.rule, details)


# -- mucha ----------------------------------------------------------------------------------


def _pool_of(ranking: Ranking, cards: list[Card], suit: Suit) -> list[Card]:
    return [c for c in cards if ranking.suit[c] is suit]


def _mucha_deal(
    rng: random.Random, level: int, options: PamfilOptions
) -> tuple[int, Card, Ranking, list[list[Card]]] | None:
    """Arrange a deal with the muchas a level asks for (None when the cards do not allow)."""
    players = _players_for(level, rng)
    deck = list(deck_for(players).cards)
    rng.shuffle(deck)
    indicator = deck.pop()
    ranking = ranking_for(indicator.suit or Suit.C, options.pamfil_mode)
    trump = ranking.trump
    plain = [s for s in Suit if s is not trump]
    seats = list(range(players))
    rng.shuffle(seats)
    plan: list[tuple[int, Suit, str]] = []  # (seat, suit, kind)
    if level == 1:
        if rng.random() < 0.75:
            plan.append((seats[0], rng.choice(list(Suit)), "mucha"))
        plan.append((seats[1], rng.choice(list(Suit)), "four"))
    elif level == 2:
        first, second = rng.sample(plain, 2)
        if rng.random() < 0.5:
            plan += [(seats[0], trump, "mucha"), (seats[1], first, "mucha")]
        else:
            plan += [(seats[0], first, "mucha"), (seats[1], second, "mucha")]
        if trump is not Suit.C and options.pamfil_mode == "top_trump" and rng.random() < 0.5:
            plan.append((seats[2], Suit.C, "pamfil_trap"))
    else:
        first, second = rng.sample(plain, 2)
        plan += [(seats[0], first, "mucha"), (seats[1], second, "mucha")]
        if rng.random() < 0.4:
            plan = [(s, suit, "figures") for s, suit, _ in plan]
    pool = list(deck)
    hands: list[list[Card] | None] = [None] * players
    for seat, suit, kind in plan:
        cards = _pool_of(ranking, pool, suit)
        if kind == "pamfil_trap":
            uc = [c for c in pool if c.code == PAMFIL_CODE]
            clubs = [c for c in pool if c.suit is Suit.C and c.code != PAMFIL_CODE]
            if not uc or len(clubs) < 4:
                return None
            hand = uc + rng.sample(clubs, 4)
        elif kind == "figures":
            figures = [c for c in cards if c.rank in ("A", "K", "O", "U", "10")]
            if len(figures) < 5:
                figures = sorted(cards, key=lambda c: -ranking.power[c])
            if len(figures) < 5:
                return None
            hand = figures[:5]
        elif kind == "four":
            if len(cards) < 4:
                return None
            others = [c for c in pool if ranking.suit[c] is not suit]
            hand = rng.sample(cards, 4) + rng.sample(others, 1)
        else:
            if len(cards) < 5:
                return None
            hand = rng.sample(cards, 5)
        for card in hand:
            pool.remove(card)
        hands[seat] = hand
    rng.shuffle(pool)
    for seat in range(players):
        if hands[seat] is None:
            hands[seat] = [pool.pop() for _ in range(5)]
    return players, indicator, ranking, hands  # type: ignore[return-value]


def _mucha_level_fits(level: int, result: mucha.MuchaResult) -> bool:
    if level == 1:
        return len(result.mucha_seats) <= 1
    return len(result.mucha_seats) >= 2


def _mucha_key(result: mucha.MuchaResult) -> str:
    if result.outcome == "redeal":
        return "redeal"
    if not result.winners:
        return "none"
    return "+".join(str(s) for s in result.winners)


def gen_mucha(rng: random.Random, level: int, options: Any) -> Question:
    options = _options(options)
    for attempt in range(MAX_TRIES):
        made = _mucha_deal(rng, level, options)
        if made is None:
            continue
        players, indicator, ranking, hands = made
        result = mucha.resolve(hands, ranking, options)
        if _mucha_level_fits(level, result) or attempt == MAX_TRIES - 1:
            break
    sorted_hands = [sorted(h, key=ranking.sort_key) for h in hands]
    blocks: list[dict[str, Any]] = [_trump_facts(ranking.trump, indicator, players)]
    for seat, hand in enumerate(sorted_hands):
        blocks.append(
            {
                "type": "cards",
                "label": f"Seat {seat}",
                "cards": [c.code for c in hand],
                "role": "hand",
            }
        )
    choices = [{"value": "none", "label": "Nobody: the hand is played"}]
    choices += [{"value": str(s), "label": f"Seat {s}"} for s in range(players)]
    if options.mucha_tie == "both":
        choices += [
            {"value": f"{a}+{b}", "label": f"Seats {a} and {b} both"}
            for a, b in combinations(range(players), 2)
        ]
    if options.mucha_tie == "redeal":
        choices.append({"value": "redeal", "label": "Nobody: the cards are dealt again"})
    prompt = (
        f"Trumps are {ranking.trump.german_name}. These are the hands after the deal. Who "
        "wins the deal without play by a mucha (five cards of one suit)?"
    )
    return _question(
        prompt,
        blocks,
        {"type": "choice", "choices": choices},
        _mucha_key(result),
        result.rule,
        players=players,
        trump=ranking.trump.value,
        hands=[[c.code for c in h] for h in hands],
    )


def _not_mucha(hand: list[Card], ranking: Ranking) -> str:
    suits = {ranking.suit[c] for c in hand}
    has_uc = any(c.code == PAMFIL_CODE for c in hand)
    clubs_trap = (
        has_uc and ranking.suit[next(c for c in hand if c.code == PAMFIL_CODE)] is not Suit.C
    )
    if clubs_trap and sum(c.suit is Suit.C for c in hand) == 5:
        return (
            "UC + four acorns is not a mucha: the pamfil is a trump, not an acorn, when "
            "another suit is trumps (P8)"
        )
    names = ", ".join(sorted(s.german_name for s in suits))
    return f"the hand holds {len(suits)} suits ({names}), not five cards of one"


def grade_mucha(question: Question, answer: Any) -> Verdict:
    ctx = question.context
    options = PamfilOptions(**question.options)
    deck = deck_for(ctx["players"])
    ranking = ranking_for(ctx["trump"], options.pamfil_mode)
    hands = [[deck.parse(c) for c in h] for h in ctx["hands"]]
    result = mucha.resolve(hands, ranking, options)
    given = answer_choice(answer).lower()
    if given == question.key:
        return Verdict(True, question.key, "Right. " + result.explanation, question.rule)
    details = []
    for part in given.split("+"):
        if part.isdigit() and int(part) < len(hands):
            seat = int(part)
            if seat in result.winners:
                continue
            if seat not in result.mucha_seats:
                message = f"Seat {seat} has no mucha: {_not_mucha(hands[seat], ranking)}."
                rule = RULES["pf-mucha"]
            else:
                message = f"Seat {seat} has a mucha but does not win: {result.explanation}"
                rule = result.rule
            details.append({"seat": seat, "message": message, "rule": rule.to_json()})
    if not details:
        details.append({"message": result.explanation, "rule": result.rule.to_json()})
    else:
        details.append(
            {"message": "The answer: " + result.explanation, "rule": result.rule.to_json()}
        )
    return Verdict(
        False, question.key, " ".join(d["message"] for d in details), question.rule, details
    )


# -- score ----------------------------------------------------------------------------------


def _score_level_fits(level: int, declared: bool, doubled: bool, outcome: str) -> bool:
    if level == 1:
        return not declared and not doubled and outcome == "played"
    if level == 2:
        return declared and not doubled and outcome == "played"
    return doubled or outcome == "mucha"


def gen_score(rng: random.Random, level: int, options: Any) -> Question:
    options = _options(options)
    for attempt in range(MAX_TRIES):
        players = _players_for(level, rng)
        if level == 3 and rng.random() < 0.2:
            made = _mucha_deal(rng, 1, options)
            if made is None:
                continue
            _, indicator, _, hands = made
            pack = [c for h in hands for c in h]
            rest = [c for c in deck_for(len(hands)).cards if c not in pack and c is not indicator]
            rng.shuffle(rest)
            players = len(hands)
            order: list[Card] = []
            for packet, start in ((3, 0), (2, 3)):
                for hand in hands:
                    order.extend(hand[start : start + packet])
            state = GameState.from_pack(order + rest + [indicator], options, players)
        else:
            state = GameState.deal(rng, options, players)
        random_declarations(state, rng)
        random_playout(state, rng)
        res = state.result
        assert res is not None
        if res.outcome == "mucha":
            candidates = res.mucha.winners if res.mucha else []
        elif res.outcome == "played":
            candidates = list(range(players))
        else:
            continue
        if not candidates:
            continue
        seat = rng.choice(candidates)
        fits = _score_level_fits(level, res.declared[seat], res.doubled[seat], res.outcome)
        if fits or attempt == MAX_TRIES - 1:
            break
    is_mucha = res.outcome == "mucha" and seat in (res.mucha.winners if res.mucha else [])
    calls = {c.seat: c for c in state.round.calls}
    if seat == 0:
        status = "forehand: must play"
    elif seat in calls:
        call = calls[seat]
        status = {
            "play": "declared he plays",
            "pass": "passed",
            "exchange": f"exchanged {call.count}: declared",
        }[call.call]
    else:
        status = "did not speak (a mucha ended the deal)"
    holder = state.pamfil_holder
    captured = state.captured_by()
    items = [
        {"label": "Players", "value": str(players)},
        {"label": "Trumps", "value": state.trump.german_name},
        {"label": f"Seat {seat}", "value": status},
        {"label": "Tricks won by him", "value": str(res.tricks_won[seat])},
        {
            "label": "The pamfil (UC)",
            "value": (
                f"held by seat {holder} when play began"
                if holder is not None and not is_mucha
                else f"in seat {holder}'s mucha"
                if is_mucha and holder == seat
                else "not in any hand (talon or discarded)"
                if holder is None
                else f"held by seat {holder}"
            ),
        },
    ]
    if captured is not None:
        items.append({"label": "Trick with the pamfil won by", "value": f"seat {captured}"})
    if is_mucha:
        items.append({"label": "Mucha", "value": f"seat {seat} wins the deal by a mucha"})
    blocks = [{"type": "facts", "items": items}]
    if state.tricks:
        rows = [
            [str(i + 1), " ".join(c.code for c in t), str(w)]
            for i, (t, w) in enumerate(zip(state.tricks, state.trick_winners, strict=True))
        ]
        blocks.append({"type": "table", "columns": ["Trick", "Cards", "Won by"], "rows": rows})
    prompt = f"How many points does seat {seat} score for this deal?"
    score = scoring.score_player(
        res.declared[seat], res.tricks_won[seat], res.doubled[seat], is_mucha, options
    )
    return _question(
        prompt,
        blocks,
        {"type": "number", "min": -12, "max": 20, "label": "Points"},
        score.points,
        score.rule,
        explanation=score.explanation,
    )


def grade_score(question: Question, answer: Any) -> Verdict:
    value = answer_int(answer)
    text = question.context["explanation"]
    if value == question.key:
        return Verdict(True, question.key, "Right. " + text, question.rule)
    detail = {
        "given": value,
        "expected": question.key,
        "message": text,
        "rule": question.rule.to_json() if question.rule else None,
    }
    return Verdict(False, question.key, f"Not {value}: {text}", question.rule, [detail])


BOOK = QuizBook(
    "pamfil",
    PamfilOptions,
    [
        QuizKind(
            "legal_plays",
            "Which cards may be played?",
            "Follow suit, beat the trick, trump and overtrump (P2).",
            gen_legal_plays,
            grade_legal_plays,
            affected_by=("beat_obligation", "pamfil_mode"),
        ),
        QuizKind(
            "trick_winner",
            "Who wins the trick?",
            "The highest trump wins, the pamfil above all; else the highest card led.",
            gen_trick_winner,
            grade_trick_winner,
            affected_by=("pamfil_mode",),
        ),
        QuizKind(
            "auction",
            "Declarations",
            "Who must play, who passed, and how far the talon stretches.",
            gen_auction,
            grade_auction,
        ),
        QuizKind(
            "mucha",
            "Mucha",
            "Five cards of one suit: who wins without play?",
            gen_mucha,
            grade_mucha,
            affected_by=("pamfil_mode", "ace_points", "mucha_tie"),
        ),
        QuizKind(
            "score",
            "Scoring",
            "Declared, passed, mucha and the pamfil's doubling.",
            gen_score,
            grade_score,
            affected_by=("pamfil_double", "double_penalty", "mucha_payout"),
        ),
    ],
)
