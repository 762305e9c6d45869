r"""Card notation for the site's Markdown: inline cards, hands, tricks and auctions.

The pictures are our own drawings (:mod:`docs_ext.card_art`), inlined as SVG so no
URL depends on the depth of the page. Every card carries its text alternative
in words ("Ober of acorns"), never its code.

Inline cards
------------
Write the card code between colons, in capitals exactly as the notation prints it::

    The :OC: beats the :10H:.   A :6S: exists only in the 36-card Pamfil pack.
    The :T21: (mond) and the :SK: (skiz).   In tarok, :t:KH: is the King of hearts.

- ``:OC:`` ``:10H:`` ``:6S:``: a German-suited card (A 10 K O U 9 8 7 6 of C S H D);
- ``:T1:`` … ``:T21:``, ``:SK:``: a tarok trump or the skiz;
- a one-letter prefix picks the deck: ``:t:KH:`` ``:t:10D:`` tarok suit cards,
  ``:p:UC:`` the Pamfil pack (its UC is named "the pamfil"), ``:s:OC:`` the
  Schafkopf pack, ``:g:OC:`` the German pack (the default for suit cards).

The colons must stand apart from letters and digits, and a code that is not a
card of its deck stays text untouched: ``10:30``, ``::``, ``:ok:``, ``a:OC:b``,
``:QH:`` (no queens in the German pack) and ``:T22:`` are left alone. Inside
backticks nothing is converted. Output: ``<span class="gc-card gc-card--inline">``
around a small card chip (rank over suit sign) that reads well inside a line.

Diagrams (hand, trick, auction)
-------------------------------
A diagram starts a line with ``[[`` and ends with ``]]`` (it may run over several
lines, but not over a blank line)::

    [[KIND DECK "Caption": ITEMS]]

- ``KIND`` is ``hand``, ``trick`` or ``auction``;
- ``DECK`` is ``german`` (36 cards), ``schafkopf`` (32), ``pamfil`` (36, UC is
  "the pamfil") or ``tarok``;
- the caption is optional, in double quotes (``\"`` for a quote inside);
  card codes in it (``:OC:``) become inline cards;
- items are separated by spaces or commas; quote an item that contains spaces.

Examples::

    [[hand german "Your hand": OC OS 10H AH]]
    [[hand schafkopf "Play the marked card": OC *OS 10H AH]]
    [[trick german "Trick 3": 0=AH 1=10H 2=KH 3=OC win=3]]
    [[auction tarok "Example 1": R=Trójka S="Druga trójka" R=Sam S="Trzecia trójka"
      R=Sam]]

- ``hand``: cards; ``*OC`` marks a card (the card to play, a legal card).
- ``trick``: ``SEAT=CARD`` in playing order (the first one led); ``win=SEAT``
  marks the winning card. A seat made of digits shows as "Seat 0"; any other
  seat (``R``, ``S``, ``Z``, ``"Forehand"``) shows as written.
- ``auction``: ``SEAT=CALL`` in the order spoken; ``seats="R S Z"`` fixes the
  columns (default: order of first appearance). Rendered as a table with one
  column per seat, each call numbered in order; a new row starts whenever the
  turn comes back to an earlier column.

Output (the same classes as the engine blocks and the browser trainer): a
``<figure class="gc-hand">`` (``gc-trick`` for a trick, ``gc-auction`` for an
auction) whose first child is the ``<figcaption class="gc-hand__label">``;
cards sit in a ``<ul class="gc-hand__cards" role="list">`` (a trick: an
``<ol class="gc-trick__plays" role="list">``, as the order of play matters),
each ``<li>`` holding a ``<span class="gc-card" data-card="OC">`` with its
picture (``role="img"`` + ``aria-label``) and, in a trick, the seat under the
card (``gc-trick__seat``) with a visible "wins" on the winner. A marked card
(``*OC``, ``gc-card--marked``) also says "marked" to screen readers.

The syntax is handled by a block processor before any inline Markdown runs, so
brackets, quotes, asterisks and underscores inside it are never mangled;
indented four spaces it is a code block, as usual.

A diagram that cannot be drawn (unknown card, repeated card, bad syntax, a
``win=`` seat that did not play) raises :class:`CardNotationError` quoting the
page text, which stops the build: a broken diagram must not ship.

:func:`render_cards` and :func:`render_auction` return the same HTML for the
engine-rendered examples (:mod:`docs_ext.engine_blocks`).
"""

from __future__ import annotations

import re
import shlex
import xml.etree.ElementTree as etree
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape

from markdown import Markdown
from markdown.blockparser import BlockParser
from markdown.blockprocessors import BlockProcessor
from markdown.inlinepatterns import InlineProcessor

from docs_ext import pseudo
from docs_ext.card_art import GERMAN_DECK, card_svg_in_page
from docs_ext.words import say
from trainer.cards import DECKS, PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK, Card, Deck
from trainer.errors import TrainerError
from trainer.i18n import PSEUDO_LOCALE, in_locale

__all__ = [
    "BLOCK_DECKS",
    "CardNotationError",
    "inline_card",
    "register",
    "render_auction",
    "render_cards",
    "resolve_deck",
]


class CardNotationError(ValueError):
    """A card diagram that cannot be drawn; the message quotes the page text."""


BLOCK_DECKS: dict[str, Deck] = {
    "german": GERMAN_DECK,
    "schafkopf": SCHAFKOPF_DECK,
    "pamfil": PAMFIL_DECK_36,
    "tarok": TAROK_DECK,
}
"""Deck names of the notation → decks."""

_PREFIX_DECKS = {"g": GERMAN_DECK, "s": SCHAFKOPF_DECK, "p": PAMFIL_DECK_36, "t": TAROK_DECK}


def resolve_deck(deck: Deck | str) -> Deck:
    """A deck given as a :class:`Deck`, a notation name (``german``) or an engine id."""
    if isinstance(deck, Deck):
        return deck
    found = BLOCK_DECKS.get(deck) or DECKS.get(deck)
    if found is None:
        names = ", ".join(BLOCK_DECKS)
        raise CardNotationError(f"unknown deck {deck!r} (use one of: {names})")
    return found


# -- Inline cards --------------------------------------------------------------------------------

INLINE_RE = r"(?<![\w:]):(?:([gspt]):)?(T\d{1,2}|SK|(?:10|[2-9AKOUQCJ])[CSHD]):(?![\w:])"
"""``:OC:``, ``:T21:``, ``:t:KH:`` — case-sensitive, apart from word characters."""

_INLINE = re.compile(INLINE_RE)


def _inline_card_of(prefix: str | None, code: str) -> Card | None:
    if prefix:
        return _PREFIX_DECKS[prefix].get(code)
    if code == "SK" or code.startswith("T"):
        return TAROK_DECK.get(code)
    return GERMAN_DECK.get(code)


def inline_card(card: Card) -> str:
    """One card inside running text: the small chip in ``gc-card--inline``."""
    return f'<span class="gc-card gc-card--inline">{card_svg_in_page(card, mini=True)}</span>'


def _text_with_cards(text: str) -> str:
    """Escape ``text`` for HTML, turning its inline card codes into pictures."""
    out: list[str] = []
    last = 0
    for match in _INLINE.finditer(text):
        card = _inline_card_of(match.group(1), match.group(2))
        if card is None:
            continue
        out.append(escape(text[last : match.start()], quote=False))
        out.append(inline_card(card))
        last = match.end()
    out.append(escape(text[last:], quote=False))
    return "".join(out)


class InlineCardProcessor(InlineProcessor):
    """``:OC:`` → inline SVG (stored raw, so later inline patterns leave it alone)."""

    def __init__(self, pattern: str, md: Markdown, locale: str) -> None:
        super().__init__(pattern, md)
        self.locale = locale

    def handleMatch(self, m: re.Match[str], data: str) -> tuple[str | None, int | None, int | None]:
        card = _inline_card_of(m.group(1), m.group(2))
        if card is None:
            return None, None, None  # not a card: the text stays as written
        with in_locale(self.locale):  # the picture's name in the build's language
            picture = inline_card(card)
        return pseudo.store(self.md, picture), m.start(0), m.end(0)


# -- Hands and tricks ----------------------------------------------------------------------------


def _seat_text(seat: str) -> str:
    return say("build.seat_number", number=int(seat)) if seat.isdigit() else seat


def render_cards(
    cards: Iterable[Card | str],
    deck: Deck | str,
    caption: str = "",
    *,
    seats: Sequence[str | int] | None = None,
    winner: int | None = None,
    marked: Iterable[Card | str] = (),
    notes: Mapping[str, str] | None = None,
) -> str:
    """HTML of a hand (or, with ``seats``, a trick) as a captioned figure.

    ``cards`` are cards or codes of ``deck`` (in the order shown). ``seats``
    gives the seat under each card (a trick; digits show as "Seat 0");
    ``winner`` is the index of the winning card; ``marked`` cards get
    ``gc-card--marked``; ``notes`` adds a short visible word under a card by
    code (e.g. ``{"OC": "legal"}``), so marking never relies on colour alone.
    The caption may contain inline card codes. Raises :class:`CardNotationError`
    for a card not of the deck, a repeated card, or seats/winner that do not fit.

    >>> html = render_cards(["OC", "10H"], "german", "Your hand")
    >>> 'aria-label="Ober of acorns"' in html and "<figcaption" in html
    True
    """
    the_deck = resolve_deck(deck)
    try:
        parsed = the_deck.parse_many(list(cards), "cards")
        marked_codes = {c.code for c in the_deck.parse_many(list(marked), "marked")}
        notes = {the_deck.parse(code).code: text for code, text in (notes or {}).items()}
    except TrainerError as error:
        raise CardNotationError(error.message) from error
    if seats is not None and len(seats) != len(parsed):
        raise CardNotationError(f"{len(parsed)} cards but {len(seats)} seats")
    if winner is not None and not 0 <= winner < len(parsed):
        raise CardNotationError(f"winner {winner} is not one of the {len(parsed)} cards")

    trick = seats is not None
    items = []
    for i, card in enumerate(parsed):
        classes = "gc-card"
        if card.code in marked_codes:
            classes += " gc-card--marked"
        if i == winner:
            classes += " gc-card--winner"
        picture = f'<span class="{classes}" data-card="{card.code}">{card_svg_in_page(card)}</span>'
        if card.code in marked_codes:
            picture += f'<span class="gc-sr-only"> {escape(say("build.card.marked"))}</span>'
        note = notes.get(card.code)
        note_html = f' <span class="gc-hand__note">{escape(note)}</span>' if note else ""
        if trick:
            assert seats is not None
            won = (
                f' <span class="gc-trick__won">{escape(say("build.trick.wins"))}</span>'
                if i == winner
                else ""
            )
            seat = escape(_seat_text(str(seats[i])))
            items.append(
                # The space keeps the card's name and the seat apart in the search index
                # (the item is a flex column: no space is drawn).
                f'<li class="gc-trick__play">{picture} '
                f'<span class="gc-trick__seat">{seat}{won}{note_html}</span></li>'
            )
        else:
            below = f'<span class="gc-hand__below">{note_html.strip()}</span>' if note else ""
            items.append(f'<li class="gc-hand__card">{picture} {below}</li>')
    head = ""
    if caption:
        head = f'<figcaption class="gc-hand__label">{_text_with_cards(caption)}</figcaption>'
    if trick:
        return (
            f'<figure class="gc-trick">{head}\n<ol class="gc-trick__plays" role="list">'
            + "".join(items)
            + "</ol></figure>\n"
        )
    return (
        f'<figure class="gc-hand gc-hand--hand">{head}\n<ul class="gc-hand__cards" role="list">'
        + "".join(items)
        + "</ul></figure>\n"
    )


# -- Auctions ------------------------------------------------------------------------------------


def render_auction(
    calls: Sequence[tuple[str | int, str]],
    caption: str = "",
    *,
    seats: Sequence[str | int] | None = None,
) -> str:
    """HTML table of an auction: one column per seat, calls numbered in the order spoken.

    ``calls`` are ``(seat, call text)`` pairs; ``seats`` fixes the column order
    (default: order of first appearance). A new row starts whenever the turn
    comes back to the same or an earlier column. Call texts may contain inline
    card codes.

    >>> html = render_auction([("R", "Trójka"), ("S", "Druga trójka"), ("R", "Sam")], "Ex. 1")
    >>> html.count("<tr>")
    3
    """
    if not calls:
        raise CardNotationError("an auction needs at least one call")
    columns = [str(s) for s in seats] if seats else []
    if len(set(columns)) != len(columns):
        raise CardNotationError(f"seats {' '.join(columns)} repeat a seat")
    for seat, _ in calls:
        if str(seat) not in columns:
            if seats:
                raise CardNotationError(f"seat {seat} is not one of the seats {' '.join(columns)}")
            columns.append(str(seat))

    rows: list[list[str]] = []
    previous = len(columns)
    for number, (seat, call) in enumerate(calls, start=1):
        column = columns.index(str(seat))
        if column <= previous:
            rows.append([""] * len(columns))
        previous = column
        rows[-1][column] = (
            f'<span class="gc-auction__n">{number}.</span>&#160;'
            f'<span class="gc-auction__call">{_text_with_cards(call)}</span>'
        )
    head = "\n".join(f'<th scope="col">{escape(_seat_text(c))}</th>' for c in columns)
    body = "\n".join(
        "<tr>" + "\n".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows
    )
    caption_html = f'<figcaption class="gc-hand__label">{_text_with_cards(caption)}</figcaption>'
    return (
        '<figure class="gc-auction">'
        + (caption_html if caption else "")
        + '<table class="gc-auction__table"><thead><tr>'
        + head
        + "</tr></thead><tbody>"
        + body
        + "</tbody></table></figure>\n"
    )


# -- Diagram blocks ------------------------------------------------------------------------------

_START = re.compile(r"^ {0,3}\[\[(?:hand|trick|auction)\b", re.MULTILINE)
_HEAD = re.compile(
    r"""\s*(?P<kind>hand|trick|auction)\s+(?P<deck>[A-Za-z0-9_-]+)\s*
        (?:"(?P<caption>(?:[^"\\]|\\.)*)"\s*)?:(?P<items>.*)""",
    re.DOTALL | re.VERBOSE,
)


def _closing(text: str) -> int:
    """Index just past the ``]]`` that closes the diagram at the start of ``text``, or -1."""
    in_quote = False
    i = 2
    while i < len(text) - 1:
        ch = text[i]
        if ch == "\\" and in_quote:
            i += 2
            continue
        if ch == '"':
            in_quote = not in_quote
        elif not in_quote and text.startswith("]]", i):
            return i + 2
        i += 1
    return -1


def _open_quote(text: str) -> bool:
    """True if ``text`` ends inside a double-quoted string."""
    return len(re.findall(r'(?<!\\)"', text)) % 2 == 1


def _split_items(text: str) -> list[str]:
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace += ","
    lexer.whitespace_split = True
    lexer.commenters = ""
    return list(lexer)


def _pairs(items: list[str]) -> list[tuple[str, str]]:
    pairs = []
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key or not value:
            raise CardNotationError(f"'{item}' should be SEAT=VALUE")
        pairs.append((key, value))
    return pairs


def render_diagram(source: str, page_words: Callable[[str], str] = str) -> str:
    """HTML of one ``[[...]]`` diagram; raises :class:`CardNotationError` quoting ``source``.

    ``page_words`` turns the page's own words in it (caption, seats, calls) into the build's
    (the pseudo-language accents them; a real language has them translated in its page)."""
    try:
        return _render_diagram(source, page_words)
    except CardNotationError as error:
        raise CardNotationError(f"{error} — in card diagram: {source.strip()}") from None
    except ValueError as error:  # shlex: unbalanced quotes
        raise CardNotationError(f"{error} — in card diagram: {source.strip()}") from None


def _render_diagram(source: str, page_words: Callable[[str], str]) -> str:
    inner = source.strip()[2:-2]
    head = _HEAD.fullmatch(inner)
    if head is None:
        raise CardNotationError(
            'cannot read it; write [[hand|trick|auction DECK "Caption": ITEMS]]'
        )
    kind, deck_name = head["kind"], head["deck"]
    if deck_name not in BLOCK_DECKS:
        raise CardNotationError(f"unknown deck '{deck_name}' (use {', '.join(BLOCK_DECKS)})")
    deck = BLOCK_DECKS[deck_name]

    def words(text: str) -> str:  # the page's words, its inline card codes kept as codes
        out, last = [], 0
        for match in _INLINE.finditer(text):
            out += [page_words(text[last : match.start()]), match.group()]
            last = match.end()
        return "".join([*out, page_words(text[last:])])

    caption = words(re.sub(r"\\(.)", r"\1", head["caption"] or ""))
    if "[[" in head["items"]:
        raise CardNotationError("it is not closed with ]] before the next [[")
    items = _split_items(head["items"])
    if not items:
        raise CardNotationError(f"an empty {kind}")

    if kind == "hand":
        marked = [item[1:] for item in items if item.startswith("*")]
        cards = [item.removeprefix("*") for item in items]
        return render_cards(cards, deck, caption, marked=marked)

    if kind == "trick":
        pairs = _pairs(items)
        options = {k: v for k, v in pairs if k == "win"}
        played = [(k, v) for k, v in pairs if k != "win"]
        seats = [seat for seat, _ in played]
        if len(set(seats)) != len(seats):
            raise CardNotationError("a seat plays twice in one trick")
        winner = None
        if "win" in options:
            if options["win"] not in seats:
                raise CardNotationError(f"win={options['win']} names a seat that did not play")
            winner = seats.index(options["win"])
        shown = [seat if seat.isdigit() else words(seat) for seat in seats]
        return render_cards([card for _, card in played], deck, caption, seats=shown, winner=winner)

    pairs = _pairs(items)
    fixed = [v for k, v in pairs if k == "seats"]
    calls = [(words(k), words(v)) for k, v in pairs if k != "seats"]
    columns = [words(seat) for seat in fixed[-1].split()] if fixed else None
    return render_auction(calls, caption, seats=columns)


class CardDiagramProcessor(BlockProcessor):
    """Finds a line starting ``[[hand``, ``[[trick`` or ``[[auction`` and draws it.

    What the page writes in a diagram (its caption, seats named in words, the calls) is the
    page's text: in the pseudo-language it is accented like the rest of the page
    (:mod:`docs_ext.pseudo`), which leaves the drawn HTML itself alone."""

    def __init__(self, parser: BlockParser, locale: str) -> None:
        super().__init__(parser)
        self.locale = locale
        self.page_words = pseudo.accent if locale == PSEUDO_LOCALE else str

    def test(self, parent: etree.Element, block: str) -> bool:
        return _START.search(block) is not None

    def run(self, parent: etree.Element, blocks: list[str]) -> None:
        block = blocks.pop(0)
        start = _START.search(block)
        assert start is not None
        before, rest = block[: start.start()], block[start.start() :].lstrip(" ")
        end = _closing(rest)
        if end < 0:
            raise CardNotationError(  # the page's author reads it, in the build's log
                "a card diagram is not closed with ]] before a blank line"
                + (" (a double quote is left open)" if _open_quote(rest) else "")
                + f": {rest.strip()}"
            )
        with in_locale(self.locale):  # pictures and seats named in the build's language
            html = render_diagram(rest[:end], self.page_words)
        if before.strip():
            self.parser.parseBlocks(parent, [before.rstrip("\n")])
        placeholder = pseudo.store(self.parser.md, html)
        etree.SubElement(parent, "p").text = placeholder
        after = rest[end:].lstrip(" ").removeprefix("\n")
        if after.strip():
            blocks.insert(0, after)


def register(md: Markdown, locale: str = "en") -> None:
    """Add the card notation to a Markdown instance (called by :mod:`docs_ext`), its words
    and pictures' names in ``locale``."""
    parser: BlockParser = md.parser
    parser.blockprocessors.register(CardDiagramProcessor(parser, locale), "gc_card_diagram", 75)
    md.inlinePatterns.register(InlineCardProcessor(INLINE_RE, md, locale), "gc_inline_card", 75)
