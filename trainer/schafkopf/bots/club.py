"""A basic Schafkopf player: hand evaluation in the auction, the usual conventions in play.

Auction: a Suit Solo only with a hand good club players would play (seven trumps with
four Obers and Unters, or six with three Obers and a side ace; :func:`solo_worth_playing`);
a Wenz with three Unters, the Unter of acorns among them, two aces and a long suit (or four
Unters); contra only with :func:`contra_hand`; an ace game with four
trumps, two of them Obers or Unters, calling the ace of the suit it is shortest in; Sie
whenever the hand allows it. Play: the declarer draws trumps; his partner leads trump; the
defenders search the called ace by leading its suit; a player whose side wins the trick
"schmiers" it (adds his fattest card); otherwise win as cheaply as possible, or give the
least. In Ramsch everyone avoids points.
"""

from __future__ import annotations

from trainer import naming
from trainer.bots.common import Choice, first, legal_cards, only_card_reason, play_card
from trainer.bots.words import action_message
from trainer.cards import SCHAFKOPF_DECK, SUITS, Card, Suit
from trainer.i18n import Message, msg
from trainer.schafkopf.auction import outranks
from trainer.schafkopf.contracts import Contract, Kind, auction_rank
from trainer.schafkopf.ranking import TRUMP, Ranking, ranking, ranking_for
from trainer.state import Action, ActionKind, Observation


def _card(code: str) -> Card:
    card = SCHAFKOPF_DECK.get(code)
    assert card is not None
    return card


def choose(obs: Observation) -> Choice:
    if obs.phase == "auction":
        return _bid(obs)
    return _play(obs)


# -- the auction --------------------------------------------------------------------------


def _solo_strength(hand: tuple[Card, ...], suit: Suit) -> tuple[int, int, int]:
    rank = ranking_for(False, suit)
    trumps = [c for c in hand if rank.eff[c] == TRUMP]
    high = sum(1 for c in trumps if c.rank in ("O", "U"))
    obers = sum(1 for c in trumps if c.rank == "O")
    return len(trumps), high, obers


def _side_aces(hand: tuple[Card, ...] | list[Card], rank: Ranking) -> int:
    return sum(1 for c in hand if c.rank == "A" and rank.eff[c] != TRUMP)


def solo_worth_playing(hand: tuple[Card, ...] | list[Card], suit: Suit) -> bool:
    """A Suit Solo a good club player would play: eight trumps; seven with four Obers and
    Unters (or three, two of them Obers, and a side ace); six with three Obers and a side
    ace. Measured over 600 deals of club players, six trumps with only two Obers won half
    their solos, so they are an ace game's hand, not a solo's."""
    count, high, obers = _solo_strength(tuple(hand), suit)
    aces = _side_aces(hand, ranking_for(False, suit))
    return (
        count >= 8
        or (count == 7 and (high >= 4 or (high >= 3 and obers >= 2 and aces >= 1)))
        or (count == 6 and obers >= 3 and aces >= 1)
    )


def wenz_worth_playing(hand: tuple[Card, ...] | list[Card]) -> bool:
    """A Wenz a good club player would play: three Unters (the Unter of acorns among them)
    with two aces and a long suit, or all four Unters with an ace."""
    unters = [c for c in hand if c.rank == "U"]
    aces = sum(1 for c in hand if c.rank == "A")
    longest = max(sum(1 for c in hand if c.rank != "U" and c.suit is s) for s in SUITS)
    top = any(c.suit is Suit.C for c in unters)
    return (len(unters) == 4 and aces >= 1) or (
        len(unters) == 3 and top and aces >= 2 and longest >= 3
    )


def justifies(hand: tuple[Card, ...], contract: dict[str, object]) -> bool:
    """Could a computer (or a sensible person) have bid ``contract`` with this whole hand?
    Looser than the computer's own rule, since a person may bid a little lighter: it only
    keeps the sampled deals from giving a soloist a hand nobody would play."""
    kind = contract.get("type")
    if kind in ("suit_solo", "suit_solo_tout") and isinstance(contract.get("trump"), str):
        count, high, _ = _solo_strength(hand, Suit(str(contract["trump"])))
        return count >= 5 and high >= 2
    if kind in ("wenz", "wenz_tout"):
        return sum(1 for c in hand if c.rank == "U") >= 2
    if kind == "ace_game":
        count, high, _ = _solo_strength(hand, Suit.H)
        return count >= 3 and high >= 1
    return True


def contra_hand(obs: Observation) -> bool:
    """Is the hand strong enough against the declarer to double at all? Four trumps with
    two Obers, or three trumps with two Obers and an ace: the playouts alone, over sampled
    deals, advised contra in most decisions and lost most of the doubled games."""
    data = obs.contract or {}
    trump = data.get("trump")
    if data.get("type") in ("wenz", "wenz_tout"):
        return sum(1 for c in obs.hand if c.rank == "U") >= 2
    count, _, obers = _solo_strength(obs.hand, Suit(trump) if trump else Suit.H)
    aces = sum(1 for c in obs.hand if c.rank == "A")
    return obers >= 2 and (count >= 4 or (count >= 3 and aces >= 1))


def _bid(obs: Observation) -> Choice:
    """The hand's own game, unless a game already named beats or equals it: then a pass
    (SK-08: "«гуляю таксама» (… абавязваецца згуляць вышэйшы ад папярэдняга кантракт)",
    "I play too" undertakes a higher contract; an equal one stays with the earlier seat)."""
    choice = _hand_bid(obs)
    call = choice.action.call
    if call in (None, "pass"):
        return choice
    if outbids(obs, choice.action):
        return choice
    wenz_equal = obs.options is not None and obs.options.wenz_equals_suit_solo
    named = [c for c in obs.public.get("auction", ()) if c.get("call") not in (None, "pass")]
    best = max(named, key=lambda c: auction_rank(Kind(c["call"]), wenz_equal))
    game = naming.call_noun("schafkopf", best)
    return Choice(
        Action(obs.seat, ActionKind.CALL, call="pass"),
        msg("bots.schafkopf.bid.named_higher", game=game).render(),
    )


def _hand_bid(obs: Observation) -> Choice:
    hand = obs.hand
    sie = first(obs, lambda a: a.call == "sie")
    if sie is not None:
        return Choice(sie, msg("bots.schafkopf.bid.sie").render())
    best: tuple[int, Suit] | None = None
    for suit in SUITS:
        count, _, _ = _solo_strength(hand, suit)
        if solo_worth_playing(hand, suit) and (best is None or count > best[0]):
            best = (count, suit)
    if best is not None:
        action = first(obs, lambda a: a.call == "suit_solo" and a.trump == str(best[1]))
        if action is not None:
            count, high, obers = _solo_strength(hand, best[1])
            solo = msg(
                "bots.schafkopf.bid.solo",
                n=count,
                suit=naming.suit_noun("schafkopf", best[1]),
                high=msg("bots.schafkopf.bid.solo_high", n=high),
                obers=msg("bots.schafkopf.count.obers", n=obers),
            )
            return Choice(action, solo.render())
    unters = sum(1 for c in hand if c.rank == "U")
    aces = sum(1 for c in hand if c.rank == "A")
    if wenz_worth_playing(hand):
        action = first(obs, lambda a: a.call == "wenz")
        if action is not None:
            wenz = msg(
                "bots.schafkopf.bid.wenz",
                unters=msg("coach.reason.sk.count.unters", n=unters),
                aces=msg("coach.reason.sk.count.aces", n=aces),
            )
            return Choice(action, wenz.render())
    count, high, _ = _solo_strength(hand, Suit.H)
    if count >= 4 and high >= 2:
        calls = [a for a in obs.legal if a.call == "ace_game"]
        if calls:
            rank = ranking_for(False, Suit.H)

            def held(action: Action) -> int:
                return sum(1 for c in hand if rank.eff[c] == action.called)

            call = min(calls, key=held)
            suit = Suit(call.called or "C")
            ace_game = msg(
                "bots.schafkopf.bid.ace_game",
                n=count,
                high=msg("bots.schafkopf.high.some", n=high),
                suit=naming.suit_noun("schafkopf", suit),
            )
            return Choice(call, ace_game.render())
    weak = (
        msg("bots.schafkopf.bid.weak", n=count, high=_high(high, count))
        if count
        else msg("bots.schafkopf.bid.weak.no_trump")
    )
    return Choice(Action(obs.seat, ActionKind.CALL, call="pass"), weak.render())


def _high(count: int, trumps: int) -> Message:
    """ "1 of them an Ober or Unter", "no Ober or Unter among them", "2 of them Obers or
    Unters", "an Ober or Unter" (of a single trump): the count of high trumps with its
    grammar right."""
    if trumps == 1:
        return msg("bots.schafkopf.high.single" if count else "bots.schafkopf.high.single_none")
    if count == 0:
        return msg("bots.schafkopf.high.none")
    return msg("bots.schafkopf.high.some", n=count)


def candidates(obs: Observation, base: Action) -> list[Action]:
    """The auction calls worth comparing by playouts: the basic choice, pass, the ace game
    calling the suit held fewest of, the Wenz, and the Suit Solo in the suit with the most
    trumps (the touts and the other suits are never better bets for the same hand), each
    only if it would take the game from those named before (:func:`outbids`)."""
    if obs.phase != "auction":
        return list(obs.legal)
    hand = obs.hand
    legal = [a for a in obs.legal if a.call == "pass" or outbids(obs, a)]
    found = [base]
    found += [a for a in legal if a.call in ("pass", "wenz")]
    rank = ranking_for(False, Suit.H)
    calls = [a for a in legal if a.call == "ace_game"]
    if calls:
        found.append(min(calls, key=lambda a: sum(1 for c in hand if rank.eff[c] == a.called)))
    solos = [a for a in legal if a.call == "suit_solo" and a.trump]
    if solos:
        found.append(max(solos, key=lambda a: _solo_strength(hand, Suit(a.trump or "H"))))
    return list(dict.fromkeys(found))


def outbids(obs: Observation, action: Action) -> bool:
    """Would the call take the game from every game named before it (the auction's
    :func:`~trainer.schafkopf.auction.outranks`)? One that would not is a pass in effect, so
    weighing it against a pass only spends playouts on the same deal twice."""
    if action.kind is not ActionKind.CALL or action.call in (None, "pass"):
        return False
    equal = obs.options is not None and bool(obs.options.wenz_equals_suit_solo)
    calls = [c.get("call") for c in obs.public.get("auction", ())]
    named = [Kind(c) for c in calls if c not in (None, "pass")]
    return outranks(Kind(action.call), named, equal)


# -- play ---------------------------------------------------------------------------------


def _rank(obs: Observation) -> tuple[Contract, Ranking]:
    data = obs.contract or {}
    called = data.get("called")
    trump = data.get("trump")
    contract = Contract(
        Kind(data["type"]), Suit(called) if called else None, Suit(trump) if trump else None
    )
    return contract, ranking(contract)


def _friends(obs: Observation, contract: Contract, played_by_me: set[Card]) -> set[int]:
    """The seats this seat knows to be on its side (itself included)."""
    me = obs.seat
    if contract.kind is Kind.RAMSCH:
        return {me}
    declarer = obs.declarer
    partner = obs.public.get("partner")
    if contract.called is not None:
        ace = _card(f"A{contract.called}")
        if ace in obs.hand or ace in played_by_me:
            partner = me
    seats = range(4)
    if contract.called is None:
        return {declarer} if me == declarer else {s for s in seats if s != declarer}
    if me in (declarer, partner):
        return {s for s in (declarer, partner) if s is not None}
    if partner is not None:
        return {s for s in seats if s not in (declarer, partner)}
    return {me}


def _value(card: Card, rank: Ranking) -> tuple[int, int, int]:
    """How much a card is worth keeping: trumps above plain cards, then points, then power."""
    return (1 if rank.eff[card] == TRUMP else 0, card.points, rank.power[card])


def _play(obs: Observation) -> Choice:
    legal = legal_cards(obs)
    if not legal:
        # Not this seat's turn to play, but it may double (a defender before trick 1's
        # second card): the only action it has.
        doubling = action_message(obs.legal[0], "schafkopf")
        return Choice(
            obs.legal[0], msg("bots.schafkopf.play.not_your_turn", action=doubling).render()
        )
    if len(legal) == 1:
        return play_card(obs, legal[0], only_card_reason(legal[0]))
    contract, rank = _rank(obs)
    played_by_me = {_card(code) for t in obs.tricks for seat, code in t.cards if seat == obs.seat}
    friends = _friends(obs, contract, played_by_me)
    trick = [(seat, _card(code)) for seat, code in (obs.trick.cards if obs.trick else ())]
    if not trick:
        return _lead(obs, legal, contract, rank, friends)
    lead = rank.eff[trick[0][1]]
    strength = rank.strength[lead]
    best_seat, best = max(trick, key=lambda sc: strength[sc[1]])
    points = sum(c.points for _, c in trick)
    last = len(trick) == 3
    winners = [c for c in legal if strength[c] > strength[best]]
    if contract.kind is Kind.RAMSCH:
        losers = [c for c in legal if c not in winners]
        if losers:
            card = max(losers, key=lambda c: (c.points, rank.power[c]))
            under = msg("bots.schafkopf.play.ramsch_under", card=card, best=best)
            return play_card(obs, card, under)
        card = min(winners, key=lambda c: (c.points, rank.power[c]))
        return play_card(obs, card, msg("bots.schafkopf.play.ramsch_fewest", card=card))
    if best_seat in friends and best_seat != obs.seat:
        safe = last or (rank.eff[best] == TRUMP and best.rank in ("O", "U"))
        fat = [c for c in legal if not (rank.eff[c] == TRUMP and c.rank in ("O", "U"))]
        if safe and fat:
            card = max(fat, key=lambda c: (c.points, -rank.power[c]))
            if card.points and strength[card] > strength[best]:  # SK-09: it takes the trick
                over = msg(
                    "bots.schafkopf.play.partner_take_over", best=best, card=card, n=card.points
                )
                return play_card(obs, card, over)
            if card.points:
                schmier = msg("bots.schafkopf.play.schmier", best=best, card=card, n=card.points)
                return play_card(obs, card, schmier)
    if winners and (last or points >= 10):
        card = (min if last else max)(winners, key=strength.__getitem__)
        why = (
            msg("bots.schafkopf.play.last_beats", card=card, best=best)
            if last
            else msg("bots.schafkopf.take_highest", n=points, card=card)
        )
        return play_card(obs, card, why)
    card = min(legal, key=lambda c: _value(c, rank))
    if not winners:
        why = msg("bots.schafkopf.play.cannot_beat", best=best, card=card)
    elif len(winners) == len(legal):
        why = msg("bots.schafkopf.play.all_beat", best=best, card=card)
    elif card in winners:  # the cheapest card happens to win: never call it weak (SK-02)
        why = msg("bots.schafkopf.play.cheap_take", card=card)
    elif points:
        why = msg("bots.schafkopf.let_go", n=points, card=card)
    else:
        why = msg("bots.schafkopf.let_go.empty", card=card)
    return play_card(obs, card, why)


def _lead(
    obs: Observation, legal: list[Card], contract: Contract, rank: Ranking, friends: set[int]
) -> Choice:
    trumps = [c for c in legal if rank.eff[c] == TRUMP]
    declarer_side = obs.seat in friends and obs.declarer in friends
    if contract.kind is not Kind.RAMSCH and declarer_side and trumps:
        if obs.seat == obs.declarer:
            card = max(trumps, key=rank.power.__getitem__)
            return play_card(obs, card, msg("bots.schafkopf.lead.declarer", card=card))
        card = min(trumps, key=rank.power.__getitem__)
        return play_card(obs, card, msg("bots.schafkopf.lead.partner", card=card))
    called = str(contract.called) if contract.called else None
    if called and obs.seat not in (obs.declarer,) and not obs.public.get("called_suit_led"):
        searching = [c for c in legal if rank.eff[c] == called]
        if searching and obs.seat in friends and obs.declarer not in friends:
            card = min(searching, key=rank.power.__getitem__)
            return play_card(obs, card, msg("bots.schafkopf.lead.search", card=card))
    if contract.kind is Kind.RAMSCH:
        card = min(legal, key=lambda c: _value(c, rank))
        return play_card(obs, card, msg("bots.schafkopf.lead.ramsch", card=card))
    aces = [c for c in legal if c.rank == "A" and rank.eff[c] != TRUMP and rank.eff[c] != called]
    if aces:
        card = aces[0]
        return play_card(obs, card, msg("bots.schafkopf.lead.ace", card=card))
    plain = [c for c in legal if rank.eff[c] != TRUMP]
    if plain:
        counts = {s: sum(1 for c in obs.hand if rank.eff[c] == rank.eff[s]) for s in plain}
        card = min(plain, key=lambda c: (counts[c], c.points, rank.power[c]))
        low = card.rank not in ("A", "10", "K") and any(
            rank.power[c] > rank.power[card] for c in obs.hand if rank.eff[c] == rank.eff[card]
        )
        short = "bots.schafkopf.lead.short_low" if low else "bots.schafkopf.lead.short"
        return play_card(obs, card, msg(short, card=card))
    card = min(legal, key=rank.power.__getitem__)
    return play_card(obs, card, msg("bots.schafkopf.lead.trumps_only", card=card))
