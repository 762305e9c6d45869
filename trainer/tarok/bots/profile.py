"""Tarok for the shared search (:class:`trainer.state.Bots`): the budgets and scales of the
strong player and the coach; the sampled deals' checks (every card still legal, the bidders
holding hands for their calls, the soloist's discard a computer soloist's); the exact search's
rules of card play; the strong soloist's own weighing of the announcements.
"""

from __future__ import annotations

import copy
import math
import random
import statistics
from collections.abc import Sequence

from trainer.bots.common import Choice
from trainer.bots.exact import Rules
from trainer.bots.strong import BID_WORK, MARGIN, _clearly_better, deal_result, playout
from trainer.bots.worlds import advance, hands_then, sample, views
from trainer.cards import TAROK_DECK, Card
from trainer.i18n import AllOf, Message, Noun, msg
from trainer.points import tarok_count, tarok_raw_points
from trainer.state import Action, ActionKind, Bots, DealState, Observation, Scale
from trainer.tarok.auction import Call, new_auction
from trainer.tarok.bots import club as tarok_bot
from trainer.tarok.bots.reasons import REASONS
from trainer.tarok.play import PlayPosition, why_not_play
from trainer.tarok.play import legal_plays as tarok_legal_plays
from trainer.tarok.ranking import strength, winning_index
from trainer.tarok.scoring import WIN_POINTS
from trainer.tarok.state import ANNOUNCEMENTS, TarokState


def consistent(world: DealState, seat: int) -> bool:
    """Would every card the other seats played have been legal with the hands ``world`` gives
    them, and did a soloist other than ``seat`` lay away no king (a renons is never chosen)?"""
    for who, hand, trick, played, _ in hands_then(world):
        if who != seat and why_not_play(PlayPosition(hand, trick), played) is not None:
            return False
    soloist = world.declarer()
    if soloist is not None and soloist != seat:
        discard = world.hidden().get("discard") or []
        if any(world.card(code).rank == "K" and not world.card(code).number for code in discard):
            return False
    return True


def dealt_hand(world: DealState, who: int) -> tuple[Card, ...]:
    """The hand ``who`` was dealt in ``world`` (before the talon): today's hand, the cards
    played since, and a soloist's discard, less the talon cards he took."""
    card = world.card
    hand = [*world.hands()[who]]
    hand += [card(code) for v in views(world) for seat, code in v.cards if seat == who]
    if who == world.declarer():
        hand += [card(code) for code in world.hidden().get("discard") or []]
        taken = {card(code) for code in world.public().get("taken") or []}
        hand = [c for c in hand if c not in taken]
    return tuple(hand)


def soloist_justifies(world: DealState, seat: int) -> bool:
    """Does the soloist (any seat but ``seat``) hold, in ``world``, a dealt hand that justifies
    his bid, by the club player's test?"""
    soloist = world.declarer()
    data = world.contract_json()
    if soloist is None or soloist == seat or data is None:
        return True
    return tarok_bot.justifies(dealt_hand(world, soloist), data)


def calls_as_club(world: DealState, seat: int) -> bool:
    """Would every other seat, bidding as the computer players do
    (:func:`trainer.tarok.bots.club.club_call`) with the hand ``world`` deals it, have made the
    calls it made? The strong player bids as the club player unless its playouts clearly
    favour another bid, so this holds for every level but the beginner."""
    calls = world.public().get("auction") or []
    if all(int(c["seat"]) == seat for c in calls):
        return True
    values: dict[int, int] = {}
    auction = new_auction(world.options, world.players)
    for raw in calls:
        made = Call(int(raw["seat"]), raw["call"], raw.get("level", 1))
        who = made.seat
        if who != seat:
            if who not in values:
                values[who] = tarok_bot.worth(dealt_hand(world, who))
            legal = [
                Action(who, ActionKind.CALL, call=c.call, level=c.level if c.bid else None)
                for c in auction.legal_calls()
            ]
            done = [c.to_json() for c in auction.calls]
            chosen = tarok_bot.club_call(values[who], legal, tarok_bot.standing_rank(done))
            if chosen.call != made.call or (chosen.level or 1) != made.level:
                return False
        auction.apply_legal(made)
    return True


def discard_as_club(world: DealState, seat: int) -> None:
    """Lay away from the sampled soloist's cards what a computer soloist would
    (:func:`trainer.tarok.bots.club.club_discard`: the cheapest plain cards). The re-deal splits
    his hand and discard at random, and a random discard throws away a tarok or two a deal:
    the sampled soloist is then weaker than any real one, and a contra against him looks
    better than it is."""
    assert isinstance(world, TarokState)
    soloist = world.soloist
    if soloist is None or soloist == seat or not world.discard:
        return
    cards = [*world.held[soloist], *world.discard]
    laid = tarok_bot.club_discard(cards, len(world.discard))
    world.held[soloist] = TAROK_DECK.sorted([c for c in cards if c not in laid])
    world.discard = laid
    world.renons = any(c.rank == "K" for c in laid)


def card_rules(world: DealState) -> tuple[Rules, bool]:
    """The rules of card play for the exact search (no fact of earlier tricks is needed)."""
    del world
    rules = Rules(
        lambda hand, trick, _flag: tarok_legal_plays(hand, trick),
        winning_index,
        lambda trick: float(tarok_count(trick)),
        lambda card: "T" if card.number else str(card.suit),
        strength,
        lambda card: card.points,
        lambda cards, tricks: float(tarok_raw_points(cards) - 2 * tricks),
        lambda flag, _trick: flag,
        lambda _card, _flag: False,
    )
    return rules, False


def weigh_tarok_announcements(state: DealState, seat: int, samples: int, seed: str) -> Choice:
    """The strong soloist's announcements: the club player's
    (:func:`trainer.tarok.bots.club.announce`), and the volat, or under
    ``failed_announcement_penalty`` any bonus, if announcing it pays over the deals of the
    cards he cannot see, each played out once by club players and scored with and without it
    (an announcement changes no card the club players play, only the score). With no penalty
    an announcement can only gain, so any gain seen is enough; with the penalty the gain must
    be clear (:data:`MARGIN` standard errors of the paired differences), as every choice of
    the strong player. It lives here, not with Tarok's club player, because it plays out
    deals as the strong player does; the club player's module stays below this one."""
    obs = state.observation(seat)
    base = tarok_bot.announce(obs)
    penalty = obs.options is not None and obs.options.failed_announcement_penalty
    offered = {name for action in obs.legal for name in action.announcements or ()}
    chosen = tuple(base.action.announcements or ())
    weighed = [
        name
        for name in ("volat", *(tarok_bot.BONUSES if penalty else ()))
        if name in offered and name not in chosen
    ]
    if not weighed or samples <= 0:
        return base
    deals = max(6, min(2 * samples, BID_WORK // (sum(obs.hand_sizes) + obs.players)))
    without: list[float] = []
    gains: dict[str, list[float]] = {name: [] for name in weighed}
    made: dict[str, int] = {name: 0 for name in weighed}
    for i in range(deals):
        world = sample(state, seat, random.Random(f"{seed}:{i}"))
        assert isinstance(world, TarokState)
        advance(world, base.action)
        playout(world, random.Random(f"{seed}:{i}"))
        plain = deal_result(world, seat)
        without.append(plain)
        for name in weighed:
            twin = copy.copy(world)
            twin.announcements = [*world.announcements, name]
            gains[name].append(deal_result(twin, seat) - plain)
            made[name] += _made(twin, name)

    def pays(name: str) -> bool:
        if statistics.fmean(gains[name]) <= 0:
            return False
        if not penalty:  # it cannot lose: any gain seen is a gain
            return True
        announced = [w + g for w, g in zip(without, gains[name], strict=True)]
        return _clearly_better(announced, without, MARGIN)

    paying = [name for name in weighed if pays(name)]
    if not paying:
        return base
    names = tuple(n for n in ANNOUNCEMENTS if n in chosen or n in paying)
    total = sum(statistics.fmean(gains[name]) for name in paying)
    gain = round(total) if abs(total) >= 10 else round(total, 1)  # "+45", "+0.4"
    bonuses = [Noun(f"announcement.tarok.{name}") for name in paying]
    if len(paying) == 1:
        one = {"n": deals, "bonus": bonuses[0], "made": made[paying[0]], "gain": gain}
        if chosen:
            played = msg("bots.announce.played.one.as_well", **one)
        else:
            played = msg("bots.announce.played.one", **one)
    else:
        several = {"n": deals, "bonuses": AllOf(bonuses), "gain": gain}
        if chosen:
            played = msg("bots.announce.played.several.as_well", **several)
        else:
            played = msg("bots.announce.played.several", **several)
    if penalty:
        if "full_hand" in names:
            intro = msg("bots.announce.penalty.pays.full_hand")
        else:
            intro = msg("bots.announce.penalty.pays")
        return Choice(tarok_bot.announcing(obs, names), f"{intro.render()} {played.render()}")
    return Choice(tarok_bot.announcing(obs, names), f"{base.reason} {played.render()}")


def _made(world: DealState, name: str) -> bool:
    """Did the soloist of the finished ``world`` make ``name``?"""
    assert isinstance(world, TarokState)
    if name == "volat":
        return len(world.won[world.soloist_seat]) == 36
    return any(b.name == name and b.side == "soloist" and b.achieved for b in world.bonuses())


def set_aside(world: DealState, seats: set[int]) -> float:
    """The soloist's discard, which counts for him."""
    if world.declarer() not in seats:
        return 0.0
    return float(tarok_count([world.card(code) for code in world.hidden().get("discard") or []]))


def scored(world: DealState) -> bool:
    """Not a renons, lost whatever the points."""
    return not world.hidden().get("renons")


def trick_worth(cards: Sequence[Card]) -> float:
    """A trick of three counted as a group: its values less two."""
    return float(tarok_count(list(cards)))


def doubling_hand(obs: Observation) -> Message:
    """Why the hand may double at all: what it is worth."""
    worth = tarok_bot.worth(obs.hand)
    return msg("bots.strong.doubling.tarok", worth=worth, counting=tarok_bot.WORTH_WORDS)


BOTS = Bots(
    basic=tarok_bot.choose,
    candidates=tarok_bot.candidates,
    amount_key="bots.strong.amount.points",
    # Branching positions per world: 3 cards 57, 4 cards 640. Three cards took the strong
    # player 130-460 ms of CPU in CPython and up to 1.1 s in Pyodide (a Tarok state copies
    # slowly), so Tarok solves its last two tricks only.
    horizon=2,
    # The coach's budget: at 600 moves early verdicts never reached the confirmation (3 deals
    # against MIN_PAIRS); 760 keeps the p95 within the page's 300 ms in Pyodide.
    work=760,
    # Three cards: 34 positions a world on average (four: 110, p90 300, which took a verdict
    # past the page's budget with the sampler's cost); four are played out to three.
    solve=3,
    # From a trick's start with four cards a deal's search cost 730 positions on average, five
    # times what three cost.
    finish=3,
    solve_deals=(10, 20),
    screen_pairs=2,
    # Half of coach.RESULT_SHARE (most material Tarok cards lose the deal rather than 10 card
    # points): on the check's 292 positions 14 -> 18 material cards caught, precision 40 of
    # 42 -> 45 of 47.
    result_sure=0.125,
    play_scale=Scale("card_points", "coach.amount.card_points.tarok", 4.0, 10.0),
    result_scale=Scale("points", "coach.amount.points", 20.0, 60.0),
    card_rules=card_rules,
    scored=scored,
    trick_worth=trick_worth,
    trick_reason_floor=-math.inf,
    win_points=WIN_POINTS,
    set_aside=set_aside,
    weighings={"announce": weigh_tarok_announcements},
    free_choice=tarok_bot.free_announcement,
    contra_hand=tarok_bot.contra_hand,
    doubling_hand=doubling_hand,
    bid_test=tarok_bot.justifies,
    consistent=consistent,
    plausible=(calls_as_club, soloist_justifies),
    chosen=discard_as_club,
    reasons=REASONS,
)
