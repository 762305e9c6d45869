"""Worked examples: ``/// example | Title`` blocks rendered by the rules engine at build time.

The block's body is a JSON request to :func:`trainer.api.handle`; the page shows the position
and the engine's answer (legal cards and why the others are illegal, the trick's winner, the
auction's result, the score …) with card pictures and the quoted rule. A request the engine
refuses fails the build: a worked example that does not work must not ship. Names (seats,
suits, contracts) come from the engine (:mod:`trainer.naming`), never from here; the words
around them are messages (``i18n/engine/build.pot``, :mod:`docs_ext.words`), so an example
reads in the build's language.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from docs_ext import html as h
from docs_ext.cardnotation import inline_card, render_auction, render_cards
from docs_ext.words import Html, say, say_html, yes_no
from trainer import naming
from trainer.api import games, handle
from trainer.cards import Card, Deck, Suit
from trainer.i18n import Text, current_locale
from trainer.options import option_label, option_value

BLOCKS = h.BLOCKS
"""Between the blocks of an example (see :data:`docs_ext.html.BLOCKS`)."""


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
        f'data-game="{escape(game)}">{BLOCKS.join(parts)}</div>'
    )


Rendered = tuple[str, str]
"""The HTML of an example's position and of the engine's answer."""


def cards_of(deck: Deck, codes: list[str]) -> list[Card]:
    return [deck.parse(code) for code in codes]


def _inline(deck: Deck, codes: list[str]) -> str:
    """Cards as small pictures inside a line of text."""
    return " ".join(inline_card(deck.parse(code)) for code in codes) or escape(say("build.none"))


def _signed(value: int) -> str:
    """A score with its sign, the minus a real minus sign."""
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


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
    return say("build.seat", number=seat, seat=naming.seat_noun(game, seat, players))


def _seat_of(game: str, seat: Any, request: dict[str, Any]) -> str:
    """:func:`_seat_name` at the request's table."""
    return seat_label(game, seat, players_of(game, request))


def _contract_facts(request: dict[str, Any], game: str) -> list[tuple[str, str]]:
    items = []
    contract = request.get("contract")
    if game == "pamfil" and isinstance(contract, dict):
        suit = naming.suit_noun(game, Suit(contract["trump"]))
        items.append((say("build.fact.trumps"), say("build.fact.suit", suit=suit)))
    elif contract is not None:
        items.append((say("build.fact.contract"), describe_contract(game, contract)))
    if "players" in request:
        items.append((say("build.fact.players"), str(request["players"])))
    for name, value in (request.get("options") or {}).items():
        # The house rule by its name and value in words, as the house-rules panel says them.
        items.append((option_label(game, name).render(), option_value(game, name, value).render()))
    return items


_PLACES = ("build.trick.led", *(f"build.trick.place_{n}" for n in range(2, 7)))
"""A card's place in a trick, by its index: "led", "2nd" … "6th"."""


def _places(count: int) -> list[str]:
    return [say(key) for key in _PLACES[:count]]


def _trick_seats(request: dict[str, Any], game: str, count: int) -> list[str]:
    """Under each card of a trick: the seat that played it, or its place in the trick."""
    leader, players = request.get("leader"), request.get("players")
    if isinstance(leader, int) and isinstance(players, int):
        return [seat_label(game, (leader + i) % players, players) for i in range(count)]
    return _places(count)


# -- one renderer per op: (request, response) → (position, result) -------------------------------


def _render_legal_plays(
    req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str
) -> Rendered:
    position = [h.facts(_contract_facts(req, game))]
    for n, trick in enumerate(req.get("history") or [], start=1):
        caption = say("build.legal.earlier_trick", number=n)
        position.append(render_cards(trick, deck, caption, seats=_places(len(trick))))
    trick = req.get("trick") or []
    if trick:
        seats = _trick_seats(req, game, len(trick))
        position.append(render_cards(trick, deck, say("build.legal.this_trick"), seats=seats))
    else:
        position.append(f"<p>{say_html('build.legal.to_lead')}</p>")
    legal = list(res["legal"])
    may, may_not = say("build.legal.may"), say("build.legal.may_not")
    notes = {code: (may if code in legal else may_not) for code in req["hand"]}
    result = [
        render_cards(req["hand"], deck, say("build.legal.hand"), marked=legal, notes=notes),
        f"<p>{say_html('build.legal.legal', cards=Html(_inline(deck, legal)))}</p>",
    ]
    reasons = res.get("reasons") or {}
    if reasons:
        result.append(f"<p>{say_html('build.legal.why_not')}</p><ul>")
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
        result.append(f"<p>{say_html('build.legal.all')}</p>")
    return BLOCKS.join(position), BLOCKS.join(result)


def _render_trick_winner(
    req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str
) -> Rendered:
    trick = req["trick"]
    seats = _trick_seats(req, game, len(trick))
    winner = res["winner"]
    if "leader" in req and "players" in req:
        by = say("build.trick.by_seat", seat=Text(seats[winner]))
    else:
        by = say("build.trick.by_led" if winner == 0 else f"build.trick.by_place_{winner + 1}")
    text = "<p>" + say_html(
        "build.trick.winner",
        card=Html(inline_card(deck.parse(res["card"]))),
        by=Text(by),
        number=winner + 1,
        count=len(trick),
    )
    if "points" in res:
        text += " " + say_html("build.trick.points", n=res["points"])
    return h.facts(_contract_facts(req, game)), (
        render_cards(trick, deck, say("build.trick.caption"), seats=seats, winner=winner)
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
    return render_auction(pairs, say("build.auction.caption"), seats=seats)


def _render_auction(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    position = h.facts(_contract_facts(req, game)) + _auction_table(req, game)
    if game == "pamfil":
        return position, _pamfil_auction_result(req, res)
    outcome = res.get("outcome")
    if res.get("complete") and outcome == "play":
        contract = res.get("contract_label") or describe_contract(game, res["contract"])
        won = say_html(
            "build.auction.won",
            seat=Text(_seat_of(game, res["winner"], req)),
            contract=Text(str(contract)),
        )
        text = f"<p>{won}</p>"
    elif res.get("complete"):
        if outcome in ("redeal", "ramsch", "kettle"):
            text = f"<p>{say_html(f'build.auction.passed_{outcome}')}</p>"
        else:
            text = f"<p>{say_html('build.auction.passed', outcome=Text(str(outcome)))}</p>"
    else:
        standing = say_html(
            "build.auction.open",
            bid=Text(str(res.get("contract_label"))),
            holder=Text(_seat_of(game, res.get("holder"), req)),
            next=Text(_seat_of(game, res.get("next"), req)),
        )
        text = f"<p>{standing}</p>"
        options = [_call_text(game, call) for call in res.get("legal_calls") or []]
        if options:
            text += f"<p>{say_html('build.auction.may_say', calls=Text(', '.join(options)))}</p>"
    return position, text


def _pamfil_auction_result(req: dict[str, Any], res: dict[str, Any]) -> str:
    exchanges = {item["seat"]: item for item in res.get("exchanges") or []}
    spoken = {call.get("seat") for call in req["calls"]}
    rows = []
    for seat in range(int(res["players"])):
        if seat in exchanges:
            item = exchanges[seat]
            positions = item["talon_positions"]
            status = say(
                "build.pf.exchanged_trump" if item.get("takes_indicator") else "build.pf.exchanged",
                count=item["count"],
                first=positions[0],
                last=positions[-1],
            )
        elif seat in res["must_play"]:
            status = say("build.pf.must_play")
        elif seat in res["passed"]:
            status = say("build.pf.passed")
        elif seat in spoken:
            status = say("build.pf.spoke")
        else:
            status = say("build.pf.next" if seat == res.get("next") else "build.pf.waiting")
        rows.append([escape(_seat_of("pamfil", seat, req)), escape(status)])
    parts = [h.data_table([say("build.table.seat"), say("build.pf.after")], rows)]
    facts = [
        (
            say("build.pf.talon"),
            say("build.pf.talon_left", n=res["talon_size"], left=res["talon_left"]),
        ),
        (say("build.pf.complete"), yes_no(res["complete"])),
    ]
    if not res["complete"]:
        facts.append((say("build.pf.next_to_speak"), _seat_of("pamfil", res["next"], req)))
        calls = [naming.call_label("pamfil", {"call": c}) for c in res.get("legal_calls") or []]
        facts.append((say("build.pf.may_say"), ", ".join(calls)))
        facts.append((say("build.pf.max_exchange"), str(res.get("max_exchange"))))
    parts.append(h.facts(facts))
    for key in ("forehand_must", "exchange_commits"):
        if res.get(key):
            parts.append(f"<p>{escape(res[key])}</p>")
    return BLOCKS.join(parts)


def _render_score(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    if game == "schafkopf" and (req.get("contract") or {}).get("type") == "ramsch":
        return _ramsch_score(req, res, deck)
    return {"schafkopf": _schafkopf_score, "tarok": _tarok_score, "pamfil": _pamfil_score}[game](
        req, res, deck
    )


def _schafkopf_score(req: dict[str, Any], res: dict[str, Any], deck: Deck) -> Rendered:
    facts = _contract_facts(req, "schafkopf")
    _request_facts(facts, req, _SK_FACTS)
    headline = _SK_HEADLINES[res["won"], res["level"]]
    rows = [[escape(say("build.sk.base")), str(res["base"])]]
    if res.get("extra"):
        rows.append([escape(say(f"build.sk.extra_{res['level']}")), f"+{res['extra']}"])
    if res.get("matadors_counted") and res.get("matadors"):
        rows.append([escape(say("build.sk.matadors")), f"+{res['matadors']}"])
    if res.get("doublings"):
        rows.append([escape(say("build.sk.doublings")), f"× {2 ** res['doublings']}"])
    rows.append(_total_row(say("build.sk.value"), str(res["value"])))
    net = res["net"]
    payments = [[escape(say("build.sk.declarer")), _signed(net["declarer"])]]
    if net.get("partner") is not None:
        payments.append([escape(say("build.sk.partner")), _signed(net["partner"])])
    payments.append([escape(say("build.sk.opponent")), _signed(net["opponent"])])
    result = (
        f"<p>{say_html(headline, n=res['value'])}</p>"
        + h.data_table([say("build.sk.step"), say("build.sk.stakes")], rows)
        + h.data_table([say("build.table.player"), say("build.table.net")], payments)
    )
    if "pot_after" in res:
        result += f"<p>{say_html('build.sk.pot_after', pot=res['pot_after'])}</p>"
    return h.facts(facts), result + _score_lines(res)


_SK_FACTS = (
    ("declarer_points", "build.sk.fact.declarer_points"),
    ("declarer_tricks", "build.sk.fact.declarer_tricks"),
    ("contra", "build.sk.fact.contra"),
    ("re", "build.sk.fact.re"),
    ("doublings", "build.sk.fact.doublings"),
    ("matadors", "build.sk.fact.matadors"),
    ("pot", "build.sk.fact.pot"),
)
_SK_HEADLINES = {
    (True, "simple"): "build.sk.won",
    (True, "schneider"): "build.sk.won_schneider",
    (True, "schwarz"): "build.sk.won_schwarz",
    (False, "simple"): "build.sk.lost",
    (False, "schneider"): "build.sk.lost_schneider",
    (False, "schwarz"): "build.sk.lost_schwarz",
}
_TK_FACTS = (
    ("card_points", "build.tk.fact.card_points"),
    ("contra", "build.tk.fact.contra"),
    ("volat", "build.tk.fact.volat"),
    ("volat_announced", "build.tk.fact.volat_announced"),
    ("opponents_volat", "build.tk.fact.opponents_volat"),
    ("renons", "build.tk.fact.renons"),
)
_PF_FACTS = (
    ("declared", "build.pf.fact.declared"),
    ("tricks", "build.pf.fact.tricks"),
    ("holds_pamfil", "build.pf.fact.holds_pamfil"),
    ("mucha", "build.pf.fact.mucha"),
)


def _request_facts(
    facts: list[tuple[str, str]], req: dict[str, Any], labels: tuple[tuple[str, str], ...]
) -> None:
    """The request's own facts of a score, those it gives: (field, the message naming it)."""
    for field, label in labels:
        if field in req:
            value = req[field]
            if isinstance(value, bool):
                text = yes_no(value)
            elif field == "contra" and isinstance(value, str):  # Tarok's: none, contra …
                text = say("build.none" if value == "none" else f"tk.double.word.{value}")
            else:
                text = str(value)
            facts.append((say(label), text))


def _total_row(label: str, value: str) -> list[str]:
    """The last row of a sum, in bold."""
    return [f"<strong>{escape(label)}</strong>", f"<strong>{value}</strong>"]


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
    columns = [
        say("build.table.seat"),
        say("build.table.card_points"),
        say("build.table.tricks"),
        say("build.sk.trumps_won"),
    ]
    position = h.facts(_contract_facts(req, "schafkopf")) + h.data_table(
        columns, rows, say("build.sk.ramsch_caption")
    )
    by = res.get("decided_by")
    net = [[escape(_seat_of("schafkopf", s, req)), _signed(v)] for s, v in enumerate(res["net"])]
    if res.get("winner") is not None:  # a Durchmarsch (house rule): one player took every trick
        who = Text(_seat_of("schafkopf", res["winner"], req))
        headline = say_html("build.sk.durchmarsch", seat=who)
    else:
        who = Text(_seat_of("schafkopf", res["loser"], req))
        if by in ("points", "tricks", "trumps", "highest_trump"):
            headline = say_html(f"build.sk.ramsch_lost_{by}", seat=who)
        else:
            headline = say_html("build.sk.ramsch_lost", seat=who, why=Text(str(by)))
    net_table = h.data_table([say("build.table.seat"), say("build.table.net")], net)
    return position, f"<p>{headline}</p>" + net_table + _score_lines(res)


def _bonus_text(bonus: dict[str, Any]) -> str:
    """A Tarok bonus of a score request in words: "Trull, announced, for the soloist"."""
    name = str(bonus.get("name"))
    if name in ("pagat_ultimo", "trull", "kings", "full_hand"):
        name = say(f"build.tk.bonus.{name}")
    if bonus.get("trumps"):
        name = say("build.tk.bonus.trumps", bonus=Text(name), n=bonus["trumps"])
    announced = "announced" if bonus.get("announced") else "unannounced"
    side = "opponents" if bonus.get("side") == "opponents" else "soloist"
    return say(f"build.tk.bonus.{announced}_{side}", bonus=Text(name))


def _tarok_score(req: dict[str, Any], res: dict[str, Any], deck: Deck) -> Rendered:
    facts = _contract_facts(req, "tarok")
    soloist = int(req.get("soloist", 0))
    facts.append((say("build.tk.soloist"), _seat_of("tarok", soloist, req)))
    _request_facts(facts, req, _TK_FACTS)
    bonuses = req.get("bonuses") or []
    rows = [[escape(say("build.tk.game")), _signed(res["game_value"])]]
    for bonus, value in zip(bonuses, res.get("bonus_values") or [], strict=False):
        rows.append([escape(_bonus_text(bonus)), _signed(value)])
    rows.append(_total_row(say("build.table.total"), _signed(res["total"])))
    payments = []
    for seat, value in enumerate(res["payments"]):
        label = _seat_of("tarok", seat, req)
        if seat == soloist:
            label = say("build.tk.seat_of_soloist", seat=Text(label))
        payments.append([escape(label), _signed(value)])
    result = (
        f"<p>{say_html('build.tk.won' if res['won'] else 'build.tk.lost')}</p>"
        + h.data_table(["", say("build.tk.points_header")], rows)
        + h.data_table([say("build.table.seat"), say("build.table.net")], payments)
    )
    return h.facts(facts), result + _score_lines(res)


def _pamfil_score(req: dict[str, Any], res: dict[str, Any], deck: Deck) -> Rendered:
    facts = _contract_facts(req, "pamfil")
    _request_facts(facts, req, _PF_FACTS)
    rows = [
        [escape(say("build.pf.base")), _signed(res["base"])],
        [escape(say("build.pf.doubled")), yes_no(res["doubled"])],
        _total_row(say("build.pf.score"), _signed(res["points"])),
    ]
    return h.facts(facts), h.data_table(["", say("build.table.points")], rows) + _score_lines(res)


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
        [escape(say("build.tk.raw_points")), str(res["raw_points"])],
        [escape(say("build.tk.groups", n=res["groups"])), f"−{2 * res['groups']}"],
    ]
    if res.get("incomplete_group"):
        rows.append([escape(say("build.tk.incomplete_group")), "−1"])
    rows.append(_total_row(say("build.table.points"), str(res["points"])))
    return h.data_table(["", say("build.table.points")], rows)


def _render_card_points(
    req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str
) -> Rendered:
    cards = req["cards"]
    if game == "tarok" and len(cards) <= 12:
        groups = [cards[i : i + 3] for i in range(0, len(cards), 3)]
        position = BLOCKS.join(
            render_cards(
                group,
                deck,
                say("build.tk.group" if len(group) == 3 else "build.tk.group_incomplete", number=n),
            )
            for n, group in enumerate(groups, start=1)
        )
        return position, _tarok_count(res)
    position = render_cards(cards, deck, say("build.cards.caption", count=len(cards)))
    if game == "tarok":
        return position, _tarok_count(res)
    if "per_card" in res:
        rows = [
            [inline_card(deck.parse(code)), str(value)]
            for code, value in zip(cards, res["per_card"], strict=True)
        ]
        rows.append(_total_row(say("build.table.total"), str(res["points"])))
        return position, h.data_table([say("build.table.card"), say("build.table.points")], rows)
    return position, f"<p>{say_html('build.cards.points', n=res['points'])}</p>"


def _render_matadors(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    position = h.facts(_contract_facts(req, game)) + render_cards(
        req["cards"], deck, say("build.sk.side_cards")
    )
    run = res["run"]
    if run:
        found = render_cards(res["top_trumps"], deck, say("build.sk.run"))
    else:
        top = Html(inline_card(deck.parse(res["top_trumps"][0])))
        found = f"<p>{say_html('build.sk.no_run', card=top)}</p>"
    rows = [
        [escape(say("build.sk.run_length")), str(run)],
        [escape(say("build.sk.minimum")), str(res["minimum"])],
        _total_row(say("build.sk.matadors"), str(res["matadors"])),
    ]
    return position, found + h.data_table(["", ""], rows)


def _render_mucha(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    suits = {int(seat): suit for seat, suit in (res.get("suits") or {}).items()}
    rows = []
    for seat, hand in enumerate(req["hands"]):
        mucha = (
            say("build.pf.mucha_of", suit=naming.suit_noun(game, Suit(suits[seat])))
            if seat in suits
            else say("build.no")
        )
        rows.append(
            [
                escape(_seat_of(game, seat, req)),
                _inline(deck, hand),
                escape(mucha),
                str(res["card_points"][seat]),
            ]
        )
    columns = [
        say("build.table.seat"),
        say("build.table.hand"),
        say("build.pf.mucha"),
        say("build.table.card_points"),
    ]
    position = h.facts(_contract_facts(req, game)) + h.data_table(
        columns, rows, say("build.pf.hands")
    )
    if res.get("winner") is not None:
        winner = Text(_seat_of(game, res["winner"], req))
        text = say_html("build.pf.mucha_wins", seat=winner)
    elif res.get("winners"):
        names = ", ".join(_seat_of(game, s, req) for s in res["winners"])
        text = say_html("build.pf.muchas_score", seats=Text(names))
    else:
        text = say_html("build.pf.no_mucha", outcome=Text(str(res.get("outcome"))))
    return position, f"<p>{text}</p>"


def _render_exchange(req: dict[str, Any], res: dict[str, Any], deck: Deck, game: str) -> Rendered:
    position = [h.facts(_contract_facts(req, game))]
    position.append(render_cards(req["talon"], deck, say("build.tk.talon")))
    if req.get("hand"):
        position.append(render_cards(req["hand"], deck, say("build.tk.hand")))
    taken = res.get("part")
    contract = Text(describe_contract(game, req["contract"]))
    result = [f"<p>{say_html('build.tk.may_take', contract=contract)}</p>"]
    for n, (name, part) in enumerate(zip(res["part_names"], res["parts"], strict=True)):
        caption = say("build.tk.part_taken" if n == taken else "build.tk.part", part=Text(name))
        result.append(render_cards(part, deck, caption, marked=part if n == taken else ()))
    if "discard" in req:
        result.append(render_cards(req["discard"], deck, say("build.tk.discarded")))
        result.append(
            h.facts(
                [
                    (say("build.tk.discard_allowed"), yes_no(res.get("discard_valid"))),
                    (say("build.tk.renons"), yes_no(res.get("renons"))),
                ]
            )
        )
    if res.get("hand_after"):
        result.append(render_cards(res["hand_after"], deck, say("build.tk.hand_after")))
    return BLOCKS.join(position), BLOCKS.join(result)


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
