"""Worked examples: ``/// example | Title`` blocks rendered by the rules engine at build time.

The block's body is a JSON request to :func:`trainer.api.handle`; the page shows the position
and the engine's answer (legal cards and why the others are illegal, the trick's winner, the
auction's result, the score …) with card pictures and the quoted rule. A request the engine
refuses fails the build: a worked example that does not work must not ship. Names (seats,
suits, contracts) come from the engine (:mod:`trainer.naming`), never from here.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from docs_ext import html as h
from docs_ext.cardnotation import inline_card, render_auction, render_cards
from trainer import naming
from trainer.api import games, handle
from trainer.cards import Card, Deck, Suit
from trainer.i18n import current_locale


class EngineBlockError(ValueError):
    """A block that the engine cannot render; stops the build with its text."""


def ask(request: dict[str, Any]) -> dict[str, Any]:
    """The engine's answer, in the build's language (the locale the extension works in)."""
    response = handle({**request, "locale": current_locale()})
    if not response.get("ok"):
        error = response.get("error", {})
        raise EngineBlockError(
            f"the engine refused the example {json.dumps(request)[:300]}: "
            f"{error.get('code')}: {error.get('message')} (at {error.get('path')})"
        )
    return response


def render_example(title: str, body: str) -> str:
    try:
        request = json.loads(body)
    except ValueError as error:
        raise EngineBlockError(f"example '{title}': the request is not JSON ({error})") from None
    if not isinstance(request, dict) or "game" not in request or "op" not in request:
        raise EngineBlockError(f"example '{title}': the request needs 'game' and 'op'")
    response = ask(request)
    game = request["game"]
    deck = h.deck_of(game)
    render = _RENDERERS.get(request["op"], _render_generic)
    position, result = render(request, response, deck, game)
    rule = response.get("rule")
    parts = [
        f'<p class="admonition-title gc-example__title">{escape(title)}</p>',
        position,
        '<div class="gc-example__result">',
        result,
        _explanation(response),
        h.rule_link(rule) if isinstance(rule, dict) and f'#{rule["id"]}"' not in result else "",
        "</div>",
    ]
    # Material's "example" admonition frames the block with no stylesheet of ours.
    return (
        f'<div class="admonition example gc-example" data-op="{escape(request["op"])}" '
        f'data-game="{escape(game)}">{"".join(parts)}</div>'
    )


Rendered = tuple[str, str]
"""The HTML of an example's position and of the engine's answer."""


def cards_of(deck: Deck, codes: list[str]) -> list[Card]:
    return [deck.parse(code) for code in codes]


def _inline(deck: Deck, codes: list[str]) -> str:
    """Cards as small pictures inside a line of text."""
    return " ".join(inline_card(deck.parse(code)) for code in codes) or "none"


def _signed(value: int) -> str:
    """A score with its sign, the minus a real minus sign."""
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def _yes(value: Any) -> str:
    return "yes" if value else "no"


def _explanation(response: dict[str, Any]) -> str:
    steps = response.get("explanation") or response.get("steps")
    if isinstance(steps, list) and steps:
        items = "".join(f"<li>{escape(str(step))}</li>" for step in steps)
        return f'<ol class="gc-steps">{items}</ol>'
    if isinstance(steps, str):
        return f"<p>{escape(steps)}</p>"
    return ""


def describe_contract(game: str, contract: Any) -> str:
    """A contract in the engine's words (:func:`trainer.naming.contract_label`)."""
    if not isinstance(contract, dict):
        return str(contract)
    return naming.contract_label(game, contract)


def players_of(game: str, request: dict[str, Any]) -> int:
    """The table size of a request: its ``players``, else one hand a seat, else the smallest."""
    players = request.get("players")
    if isinstance(players, int) and not isinstance(players, bool):
        return players
    hands = request.get("hands")
    sizes = games()[game].players
    if isinstance(hands, list) and len(hands) in sizes:
        return len(hands)
    return sizes[0]


def seat_label(game: str, seat: Any, players: int) -> str:
    """A seat as the worked examples show it: its number (the prose counts seats from 0) and
    the engine's name for it, from ``trainer.naming``, e.g. "Seat 2 (the dealer)"."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return str(seat)
    return f"Seat {seat} ({naming.seat_in_text(game, seat, players)})"


def _seat_of(game: str, seat: Any, request: dict[str, Any]) -> str:
    """:func:`_seat_name` at the request's table."""
    return seat_label(game, seat, players_of(game, request))


def _contract_facts(request: dict[str, Any], game: str) -> list[tuple[str, str]]:
    items = []
    contract = request.get("contract")
    if game == "pamfil" and isinstance(contract, dict):
        items.append(("Trumps", naming.capital(naming.suit_name(game, Suit(contract["trump"])))))
    elif contract is not None:
        items.append(("Contract", describe_contract(game, contract)))
    if "players" in request:
        items.append(("Players", str(request["players"])))
    for name, value in (request.get("options") or {}).items():
        items.append((f"Rule option {name}", json.dumps(value)))
    return items


_ORDINALS = ["led", "2nd", "3rd", "4th", "5th", "6th"]


def _trick_seats(request: dict[str, Any], game: str, count: int) -> list[str]:
    """Under each card of a trick: the seat that played it, or its place in the trick."""
    leader, players = request.get("leader"), request.get("players")
    if isinstance(leader, int) and isinstance(players, int):
        return [seat_label(game, (leader + i) % players, players) for i in range(count)]
    return _ORDINALS[:count]


# -- one renderer per op: (request, response) → (position, result) -------------------------------


def _render_legal_plays(
    req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str
) -> Rendered:
    position = [h.facts(_contract_facts(req, game))]
    for n, trick in enumerate(req.get("history") or [], start=1):
        position.append(
            render_cards(trick, deck, f"Trick {n} (earlier)", seats=_ORDINALS[: len(trick)])
        )
    trick = req.get("trick") or []
    if trick:
        seats = _trick_seats(req, game, len(trick))
        position.append(
            render_cards(trick, deck, "Cards already played to this trick", seats=seats)
        )
    else:
        position.append("<p>You are to lead: no card has been played to this trick yet.</p>")
    legal = list(res["legal"])
    notes = {code: ("may play" if code in legal else "may not") for code in req["hand"]}
    result = [
        render_cards(
            req["hand"],
            deck,
            "Your hand: the marked cards may be played",
            marked=legal,
            notes=notes,
        ),
        f"<p><strong>Legal:</strong> {_inline(deck, legal)}</p>",
    ]
    reasons = res.get("reasons") or {}
    if reasons:
        result.append("<p><strong>Why the others may not be played:</strong></p><ul>")
        rules: dict[str, dict[str, Any]] = {}
        for code, reason in reasons.items():
            rule = reason.get("rule")
            if isinstance(rule, dict):
                rules.setdefault(rule["id"], rule)
            result.append(
                f"<li>{inline_card(deck.parse(code))} {escape(reason.get('message', ''))}</li>"
            )
        result.append("</ul>")
        # Each rule quoted once, however many cards it forbids.
        result.extend(h.rule_link(rule) for rule in rules.values())
    else:
        result.append("<p>Every card in the hand may be played.</p>")
    return "".join(position), "".join(result)


def _render_trick_winner(
    req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str
) -> Rendered:
    trick = req["trick"]
    seats = _trick_seats(req, game, len(trick))
    winner = res["winner"]
    by = (
        f"played by {escape(seats[winner])}"
        if "leader" in req and "players" in req
        else ("the card led" if winner == 0 else f"the {_ORDINALS[winner]} card played")
    )
    text = (
        f"<p><strong>{inline_card(deck.parse(res['card']))} wins the trick</strong> "
        f"({by}, card {winner + 1} of {len(trick)})."
    )
    if "points" in res:
        text += f" The trick holds {res['points']} card points."
    return h.facts(_contract_facts(req, game)), (
        render_cards(trick, deck, "The trick, in playing order", seats=seats, winner=winner)
        + text
        + "</p>"
    )


def _call_text(game: str, call: dict[str, Any]) -> str:
    return naming.call_label(game, call)


def _auction_table(req: dict[str, Any], game: str) -> str:
    calls = req["calls"]
    players = players_of(game, req)
    seats = [seat_label(game, seat, players) for seat in range(players)]
    pairs = [
        (seat_label(game, call.get("seat"), players), _call_text(game, call)) for call in calls
    ]
    return render_auction(pairs, "The calls, in the order spoken", seats=seats)


def _render_auction(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    position = h.facts(_contract_facts(req, game)) + _auction_table(req, game)
    if game == "pamfil":
        return position, _pamfil_auction_result(req, res)
    outcome = res.get("outcome")
    if res.get("complete") and outcome == "play":
        contract = res.get("contract_label") or describe_contract(game, res["contract"])
        text = (
            f"<p><strong>{escape(_seat_of(game, res['winner'], req))} wins the auction; "
            f"contract: {escape(contract)}.</strong></p>"
        )
    elif res.get("complete"):
        after = {
            "redeal": "the cards are thrown in and dealt again",
            "ramsch": "a Ramsch is played",
            "kettle": "each player puts one stake into the kettle and the cards are dealt again",
        }
        text = (
            f"<p><strong>Everybody passed: {escape(after.get(outcome, str(outcome)))}.</strong></p>"
        )
    else:
        text = (
            f"<p><strong>The auction is not over.</strong> The standing bid is "
            f"{escape(str(res.get('contract_label')))}, held by "
            f"{escape(_seat_of(game, res.get('holder'), req))}; "
            f"{escape(_seat_of(game, res.get('next'), req))} speaks next.</p>"
        )
        options = [_call_text(game, call) for call in res.get("legal_calls") or []]
        if options:
            text += f"<p>He may say: {escape(', '.join(options))}.</p>"
    return position, text


def _pamfil_auction_result(req: dict[str, Any], res: dict[str, Any]) -> str:
    exchanges = {item["seat"]: item for item in res.get("exchanges") or []}
    spoken = {call.get("seat") for call in req["calls"]}
    rows = []
    for seat in range(int(res["players"])):
        if seat in exchanges:
            item = exchanges[seat]
            positions = item["talon_positions"]
            status = (
                f"must play: exchanged {item['count']} (talon cards "
                f"{positions[0]}–{positions[-1]}"
                + (", the trump card among them" if item.get("takes_indicator") else "")
                + ")"
            )
        elif seat in res["must_play"]:
            status = "must play"
        elif seat in res["passed"]:
            status = "passed: still plays, scores 1 a trick"
        elif seat in spoken:
            status = "spoke"
        else:
            status = "yet to speak" + (" (next)" if seat == res.get("next") else "")
        rows.append([escape(_seat_of("pamfil", seat, req)), escape(status)])
    parts = [h.data_table(["Seat", "After the declarations"], rows)]
    facts = [
        ("Talon", f"{res['talon_size']} cards, {res['talon_left']} left"),
        ("Declarations complete", _yes(res["complete"])),
    ]
    if not res["complete"]:
        facts.append(("Next to speak", _seat_of("pamfil", res["next"], req)))
        facts.append(("He may say", ", ".join(res.get("legal_calls") or [])))
        facts.append(("Most cards he may exchange", str(res.get("max_exchange"))))
    parts.append(h.facts(facts))
    for key in ("forehand_must", "exchange_commits"):
        if res.get(key):
            parts.append(f"<p>{escape(res[key])}</p>")
    return "".join(parts)


def _render_score(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    if game == "schafkopf" and (req.get("contract") or {}).get("type") == "ramsch":
        return _ramsch_score(req, res, deck)
    return {"schafkopf": _schafkopf_score, "tarok": _tarok_score, "pamfil": _pamfil_score}[game](
        req, res, deck
    )


def _schafkopf_score(req: dict[str, Any], res: dict[str, Any], deck: Deck) -> Rendered:
    facts = _contract_facts(req, "schafkopf")
    for key, label in (
        ("declarer_points", "Declarer's side: card points"),
        ("declarer_tricks", "Declarer's side: tricks"),
        ("contra", "Contra"),
        ("re", "Re"),
        ("doublings", "Doublings"),
        ("matadors", "Matadors claimed"),
        ("pot", "Kettle before the deal"),
    ):
        if key in req:
            value = req[key]
            facts.append((label, _yes(value) if isinstance(value, bool) else str(value)))
    verdict = "won" if res["won"] else "lost"
    level = {"simple": "", "schneider": " schneider", "schwarz": " schwarz"}[res["level"]]
    rows = [["Base value of the contract", str(res["base"])]]
    if res.get("extra"):
        rows.append([f"{res['level'].capitalize()}", f"+{res['extra']}"])
    if res.get("matadors_counted") and res.get("matadors"):
        rows.append(["Matadors", f"+{res['matadors']}"])
    if res.get("doublings"):
        rows.append(["Contra and re", f"× {2 ** res['doublings']}"])
    rows.append(["<strong>Value</strong>", f"<strong>{res['value']}</strong>"])
    net = res["net"]
    payments = [["Declarer", _signed(net["declarer"])]]
    if net.get("partner") is not None:
        payments.append(["Partner", _signed(net["partner"])])
    payments.append(["Each opponent", _signed(net["opponent"])])
    result = (
        f"<p><strong>The declarer {verdict}{level}: the game is worth {res['value']} "
        f"{'stake' if res['value'] == 1 else 'stakes'}.</strong></p>"
        + h.data_table(["Step", "Stakes"], rows)
        + h.data_table(["Player", "Wins (+) or pays (−)"], payments)
    )
    if "pot_after" in res:
        result += f"<p>The kettle after the deal: {res['pot_after']}.</p>"
    return h.facts(facts), result + _score_lines(res)


def _ramsch_score(req: dict[str, Any], res: dict[str, Any], deck: Deck) -> Rendered:
    rows = []
    for seat, points in enumerate(req["points"]):
        won = (req.get("trumps_won") or [[]] * len(req["points"]))[seat]
        rows.append(
            [
                escape(_seat_of("schafkopf", seat, req)),
                str(points),
                str(req["tricks"][seat]),
                _inline(deck, won),
            ]
        )
    position = h.facts(_contract_facts(req, "schafkopf")) + h.data_table(
        ["Seat", "Card points", "Tricks", "Trumps won"], rows, "What each player took"
    )
    decided = {
        "points": "the most card points",
        "tricks": "equal points, more tricks",
        "trumps": "equal points and tricks, more trumps",
        "highest_trump": "equal points, tricks and trumps, the highest trump",
    }
    by = res.get("decided_by")
    net = [[escape(_seat_of("schafkopf", s, req)), _signed(v)] for s, v in enumerate(res["net"])]
    if res.get("winner") is not None:  # a Durchmarsch (house rule): one player took every trick
        who = escape(_seat_of("schafkopf", res["winner"], req))
        headline = f"<p><strong>{who} wins the Ramsch</strong> (a Durchmarsch: every trick).</p>"
    else:
        who = escape(_seat_of("schafkopf", res["loser"], req))
        headline = (
            f"<p><strong>{who} loses the Ramsch</strong> ({escape(decided.get(by, str(by)))}).</p>"
        )
    net_table = h.data_table(["Seat", "Wins (+) or pays (−)"], net)
    return position, headline + net_table + _score_lines(res)


BONUS_NAMES = {
    "pagat_ultimo": "Pagat ultimo",
    "trull": "Trull",
    "kings": "Four kings",
    "full_hand": "Full hand",
}


def _bonus_text(bonus: dict[str, Any]) -> str:
    text = BONUS_NAMES.get(bonus.get("name"), str(bonus.get("name")))
    if bonus.get("trumps"):
        text += f" ({bonus['trumps']} trumps)"
    text += ", announced" if bonus.get("announced") else ", not announced"
    return text + f", for the {bonus.get('side', 'soloist')}"


def _tarok_score(req: dict[str, Any], res: dict[str, Any], deck: Deck) -> Rendered:
    facts = _contract_facts(req, "tarok")
    soloist = int(req.get("soloist", 0))
    facts.append(("Soloist", _seat_of("tarok", soloist, req)))
    if "card_points" in req:
        facts.append(("Soloist's card points", str(req["card_points"])))
    for key, label in (
        ("contra", "Contra"),
        ("volat", "Volat (all tricks)"),
        ("volat_announced", "Volat announced"),
        ("opponents_volat", "Opponents took every trick"),
        ("renons", "Renons"),
    ):
        if key in req:
            value = req[key]
            facts.append((label, _yes(value) if isinstance(value, bool) else str(value)))
    bonuses = req.get("bonuses") or []
    rows = [["Game", _signed(res["game_value"])]]
    for bonus, value in zip(bonuses, res.get("bonus_values") or [], strict=False):
        rows.append([escape(_bonus_text(bonus)), _signed(value)])
    rows.append(["<strong>Total</strong>", f"<strong>{_signed(res['total'])}</strong>"])
    payments = [
        [
            escape(_seat_of("tarok", seat, req) + (" — soloist" if seat == soloist else "")),
            _signed(value),
        ]
        for seat, value in enumerate(res["payments"])
    ]
    result = (
        f"<p><strong>The soloist {'wins' if res['won'] else 'loses'} the game.</strong></p>"
        + h.data_table(["", "Points, from the soloist's side"], rows)
        + h.data_table(["Seat", "Wins (+) or pays (−)"], payments)
    )
    return h.facts(facts), result + _score_lines(res)


def _pamfil_score(req: dict[str, Any], res: dict[str, Any], deck: Deck) -> Rendered:
    facts = _contract_facts(req, "pamfil")
    for key, label in (
        ("declared", "Declared (must play)"),
        ("tricks", "Tricks taken"),
        ("holds_pamfil", "Holds the pamfil"),
        ("mucha", "Won by a mucha"),
    ):
        if key in req:
            value = req[key]
            facts.append((label, _yes(value) if isinstance(value, bool) else str(value)))
    rows = [
        ["From the score table", _signed(res["base"])],
        ["Doubled for the pamfil", _yes(res["doubled"])],
        ["<strong>Score</strong>", f"<strong>{_signed(res['points'])}</strong>"],
    ]
    return h.facts(facts), h.data_table(["", "Points"], rows) + _score_lines(res)


def _score_lines(res: dict[str, Any]) -> str:
    """The engine's score lines (``ScoreLine.to_json()``, the same shape in the three games'
    ``score`` ops), in order, then each rule they were made with, quoted once."""
    lines = res.get("lines") or []
    if not lines:
        return ""
    items = "".join(f"<li>{escape(str(line['text']))}</li>" for line in lines)
    rules = {line["rule"]["id"]: line["rule"] for line in lines if line.get("rule")}
    return f'<ol class="gc-steps">{items}</ol>' + "".join(h.rule_link(r) for r in rules.values())


def _tarok_count(res: dict[str, Any]) -> str:
    """The count of a tarok pile: values, minus 2 a group of three, minus 1 for a broken one."""
    rows = [
        ["Card values added up", str(res["raw_points"])],
        [f"{res['groups']} complete groups of three, 2 each", f"−{2 * res['groups']}"],
    ]
    if res.get("incomplete_group"):
        rows.append(["One incomplete group", "−1"])
    rows.append(["<strong>Points</strong>", f"<strong>{res['points']}</strong>"])
    return h.data_table(["", "Points"], rows)


def _render_card_points(
    req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str
) -> Rendered:
    cards = req["cards"]
    if game == "tarok" and len(cards) <= 12:
        groups = [cards[i : i + 3] for i in range(0, len(cards), 3)]
        position = "".join(
            render_cards(group, deck, f"Group {n}" + (" (incomplete)" if len(group) < 3 else ""))
            for n, group in enumerate(groups, start=1)
        )
        return position, _tarok_count(res)
    position = render_cards(cards, deck, f"The cards ({len(cards)})")
    if game == "tarok":
        return position, _tarok_count(res)
    if "per_card" in res:
        rows = [
            [inline_card(deck.parse(code)), str(value)]
            for code, value in zip(cards, res["per_card"], strict=True)
        ]
        rows.append(["<strong>Total</strong>", f"<strong>{res['points']}</strong>"])
        return position, h.data_table(["Card", "Points"], rows)
    return position, f"<p><strong>{res['points']} card points.</strong></p>"


def _render_matadors(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    position = h.facts(_contract_facts(req, game)) + render_cards(
        req["cards"], deck, "The side's cards as dealt"
    )
    run = res["run"]
    if run:
        found = render_cards(res["top_trumps"], deck, "The unbroken run from the top trump")
    else:
        found = (
            f"<p>The side does not hold the top trump, "
            f"{inline_card(deck.parse(res['top_trumps'][0]))}: its run is 0.</p>"
        )
    rows = [
        ["Trumps from the top, without a break", str(run)],
        ["Fewest that count", str(res["minimum"])],
        ["<strong>Matadors</strong>", f"<strong>{res['matadors']}</strong>"],
    ]
    return position, found + h.data_table(["", ""], rows)


def _render_mucha(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    suits = {int(seat): suit for seat, suit in (res.get("suits") or {}).items()}
    rows = []
    for seat, hand in enumerate(req["hands"]):
        rows.append(
            [
                escape(_seat_of(game, seat, req)),
                _inline(deck, hand),
                f"yes, {naming.suit_name(game, Suit(suits[seat]))}" if seat in suits else "no",
                str(res["card_points"][seat]),
            ]
        )
    position = h.facts(_contract_facts(req, game)) + h.data_table(
        ["Seat", "Hand", "Mucha", "Card points"], rows, "The hands"
    )
    if res.get("winner") is not None:
        text = (
            f"<p><strong>{escape(_seat_of(game, res['winner'], req))} wins the deal by a mucha;"
            " the hand is not played.</strong></p>"
        )
    elif res.get("winners"):
        names = ", ".join(_seat_of(game, s, req) for s in res["winners"])
        text = f"<p><strong>Muchas that score: {escape(names)}.</strong></p>"
    else:
        text = f"<p><strong>No mucha wins ({escape(str(res.get('outcome')))}).</strong></p>"
    return position, text


def _render_exchange(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    position = [h.facts(_contract_facts(req, game))]
    position.append(render_cards(req["talon"], deck, "The talon, in the order laid down"))
    if req.get("hand"):
        position.append(render_cards(req["hand"], deck, "The soloist's hand"))
    taken = res.get("part")
    result = [f"<p>A {escape(describe_contract(game, req['contract']))} may take one of these:</p>"]
    for n, (name, part) in enumerate(zip(res["part_names"], res["parts"], strict=True)):
        caption = name[:1].upper() + name[1:] + (" (taken)" if n == taken else "")
        result.append(render_cards(part, deck, caption, marked=part if n == taken else ()))
    if "discard" in req:
        result.append(render_cards(req["discard"], deck, "Discarded"))
        result.append(
            h.facts(
                [
                    ("Discard allowed", _yes(res.get("discard_valid"))),
                    ("Renons (a king discarded)", _yes(res.get("renons"))),
                ]
            )
        )
    if res.get("hand_after"):
        result.append(render_cards(res["hand_after"], deck, "The hand after the exchange"))
    return "".join(position), "".join(result)


def _render_generic(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    return h.facts(_contract_facts(req, game)), h.facts(_result_items(res))


_RENDERERS = {
    "legal_plays": _render_legal_plays,
    "trick_winner": _render_trick_winner,
    "auction": _render_auction,
    "score": _render_score,
    "card_points": _render_card_points,
    "matadors": _render_matadors,
    "mucha": _render_mucha,
    "exchange": _render_exchange,
}


_SKIP = {"ok", "op", "game", "explanation", "rule", "cards", "steps", "lines"}


def _result_items(response: dict[str, Any]) -> list[tuple[str, str]]:
    items = []
    for key, value in response.items():
        if key in _SKIP:
            continue
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        items.append((key.replace("_", " ").capitalize(), text))
    return items
