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
from trainer.bots.common import (
    Choice,
    first,
    legal_cards,
    list_words,
    only_card_reason,
    possessive,
    words,
)
from trainer.cards import SCHAFKOPF_DECK, SUITS, Card, Suit
from trainer.i18n import Message, msg
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
    wenz_equal = obs.options is not None and obs.options.wenz_equals_suit_solo
    mine = auction_rank(Kind(call), wenz_equal)
    named = [c for c in obs.public.get("auction", ()) if c.get("call") not in (None, "pass")]
    if not named:
        return choice
    best = max(named, key=lambda c: auction_rank(Kind(c["call"]), wenz_equal))
    if auction_rank(Kind(best["call"]), wenz_equal) < mine:
        return choice
    game = naming.call_label("schafkopf", best)
    return Choice(
        Action(obs.seat, ActionKind.CALL, call="pass"),
        f"A game already named ({game}) is as high as any your hand can play, and an equal or "
        "lower game wins nothing: pass.",
    )


def _hand_bid(obs: Observation) -> Choice:
    hand = obs.hand
    sie = first(obs, lambda a: a.call == "sie")
    if sie is not None:
        return Choice(
            sie,
            "You hold all four Obers and all four Unters: that is Sie, which wins without play.",
        )
    best: tuple[int, Suit] | None = None
    for suit in SUITS:
        count, _, _ = _solo_strength(hand, suit)
        if solo_worth_playing(hand, suit) and (best is None or count > best[0]):
            best = (count, suit)
    if best is not None:
        action = first(obs, lambda a: a.call == "suit_solo" and a.trump == str(best[1]))
        if action is not None:
            count, high, obers = _solo_strength(hand, best[1])
            return Choice(
                action,
                f"With {naming.plural(count, 'trump')} if {best[1].german_name} are trumps, "
                f"{high} of them Obers and Unters ({naming.plural(obers, 'Ober')}), the hand "
                "can win a Suit Solo alone.",
            )
    unters = sum(1 for c in hand if c.rank == "U")
    aces = sum(1 for c in hand if c.rank == "A")
    if wenz_worth_playing(hand):
        action = first(obs, lambda a: a.call == "wenz")
        if action is not None:
            return Choice(
                action,
                f"{unters} Unters and {aces} aces: in a Wenz only the Unters are trumps, so "
                "this hand controls the trumps and wins with its aces.",
            )
    count, high, _ = _solo_strength(hand, Suit.H)
    if count >= 4 and high >= 2:
        calls = [a for a in obs.legal if a.call == "ace_game"]
        if calls:
            rank = ranking_for(False, Suit.H)

            def held(action: Action) -> int:
                return sum(1 for c in hand if rank.eff[c] == action.called)

            call = min(calls, key=held)
            suit = Suit(call.called or "C")
            return Choice(
                call,
                f"{count} trumps, {high} of them Obers or Unters, are enough for an ace game "
                f"with a partner; call the ace of {suit.german_name}, the suit you hold "
                "fewest of, so the partner's ace can take its first round.",
            )
    trumps = f"{naming.plural(count, 'trump')} ({_high(high, count)})" if count else "no trump"
    return Choice(
        Action(obs.seat, ActionKind.CALL, call="pass"),
        f"With {trumps} the hand is too weak to play: pass.",
    )


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
    trumps (the touts and the other suits are never better bets for the same hand)."""
    if obs.phase != "auction":
        return list(obs.legal)
    hand = obs.hand
    found = [base]
    found += [a for a in obs.legal if a.call in ("pass", "wenz")]
    rank = ranking_for(False, Suit.H)
    calls = [a for a in obs.legal if a.call == "ace_game"]
    if calls:
        found.append(min(calls, key=lambda a: sum(1 for c in hand if rank.eff[c] == a.called)))
    solos = [a for a in obs.legal if a.call == "suit_solo" and a.trump]
    if solos:
        found.append(max(solos, key=lambda a: _solo_strength(hand, Suit(a.trump or "H"))))
    return list(dict.fromkeys(found))


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
        return Choice(
            obs.legal[0],
            f"It is not your turn to play; you may {obs.legal[0].call or 'double'} now, but "
            "only when you expect to beat the declarer.",
        )
    if len(legal) == 1:
        return _choice(obs, legal[0], only_card_reason(legal[0]))
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
            return _choice(
                obs,
                card,
                f"In Ramsch whoever takes the most points loses: {words(card)} stays under "
                f"{words(best)}, so the trick goes to someone else.",
            )
        card = min(winners, key=lambda c: (c.points, rank.power[c]))
        return _choice(
            obs, card, f"Every card wins here; {words(card)} adds the fewest points to your pile."
        )
    if best_seat in friends and best_seat != obs.seat:
        safe = last or (rank.eff[best] == TRUMP and best.rank in ("O", "U"))
        fat = [c for c in legal if not (rank.eff[c] == TRUMP and c.rank in ("O", "U"))]
        if safe and fat:
            card = max(fat, key=lambda c: (c.points, -rank.power[c]))
            if card.points and strength[card] > strength[best]:  # SK-09: it takes the trick
                return _choice(
                    obs,
                    card,
                    f"{possessive('Your partner', best)} is winning the trick; {words(card)}, "
                    f"a trump, takes it over for your side and adds {card.points} points.",
                )
            if card.points:
                return _choice(
                    obs,
                    card,
                    f"{possessive('Your partner', best)} is winning the trick, so you schmier "
                    f"it (schmieren: grease the trick): {words(card)} adds {card.points} points "
                    "to your side.",
                )
    if winners and (last or points >= 10):
        card = (min if last else max)(winners, key=strength.__getitem__)
        why = (
            f"You play last, and {words(card)} is the lowest card that beats {words(best)}."
            if last
            else msg("bots.schafkopf.take_highest", n=points, card=card).render()
        )
        return _choice(obs, card, why)
    card = min(legal, key=lambda c: _value(c, rank))
    if not winners:
        why = f"You cannot beat {words(best)}, so give the least: {words(card)}."
    elif len(winners) == len(legal):
        why = (
            f"Every card you may play beats {words(best)}; {words(card)} is the one you can "
            "spare most easily."
        )
    elif card in winners:  # the cheapest card happens to win: never call it weak (SK-02)
        why = f"Take the trick as cheaply as you can, with {words(card)}."
    else:
        why = (
            msg("bots.schafkopf.let_go", n=points, card=card)
            if points
            else msg("bots.schafkopf.let_go.empty", card=card)
        ).render()
    return _choice(obs, card, why)


def _lead(
    obs: Observation, legal: list[Card], contract: Contract, rank: Ranking, friends: set[int]
) -> Choice:
    trumps = [c for c in legal if rank.eff[c] == TRUMP]
    declarer_side = obs.seat in friends and obs.declarer in friends
    if contract.kind is not Kind.RAMSCH and declarer_side and trumps:
        if obs.seat == obs.declarer:
            card = max(trumps, key=rank.power.__getitem__)
            return _choice(
                obs,
                card,
                f"As the declarer, draw trumps: lead your highest trump, {words(card)}, to pull "
                "the defenders' trumps before your side's aces are trumped.",
            )
        card = min(trumps, key=rank.power.__getitem__)
        return _choice(
            obs,
            card,
            f"As the declarer's partner, lead a trump ({words(card)}): it helps the declarer "
            "draw the defenders' trumps.",
        )
    called = str(contract.called) if contract.called else None
    if called and obs.seat not in (obs.declarer,) and not obs.public.get("called_suit_led"):
        searching = [c for c in legal if rank.eff[c] == called]
        if searching and obs.seat in friends and obs.declarer not in friends:
            card = min(searching, key=rank.power.__getitem__)
            return _choice(
                obs,
                card,
                f"As a defender, look for the called ace: lead {words(card)}, of the called "
                "suit, so the ace has to fall now.",
            )
    if contract.kind is Kind.RAMSCH:
        card = min(legal, key=lambda c: _value(c, rank))
        return _choice(obs, card, f"In Ramsch lead low: {words(card)} is unlikely to win.")
    aces = [c for c in legal if c.rank == "A" and rank.eff[c] != TRUMP and rank.eff[c] != called]
    if aces:
        card = aces[0]
        return _choice(
            obs, card, f"Lead {words(card)}: an ace usually wins the first round of its suit."
        )
    plain = [c for c in legal if rank.eff[c] != TRUMP]
    if plain:
        counts = {s: sum(1 for c in obs.hand if rank.eff[c] == rank.eff[s]) for s in plain}
        card = min(plain, key=lambda c: (counts[c], c.points, rank.power[c]))
        low = card.rank not in ("A", "10", "K") and any(
            rank.power[c] > rank.power[card] for c in obs.hand if rank.eff[c] == rank.eff[card]
        )
        return _choice(
            obs,
            card,
            f"Lead low from your shortest suit ({words(card)}): soon you can trump that suit."
            if low
            else f"Lead {words(card)} from your shortest suit: soon you can trump that suit.",
        )
    card = min(legal, key=rank.power.__getitem__)
    return _choice(obs, card, f"Only trumps are left: lead the lowest, {list_words([card])}.")


def _choice(obs: Observation, card: Card, reason: str) -> Choice:
    return Choice(Action(obs.seat, ActionKind.PLAY, card=card.code), reason)
