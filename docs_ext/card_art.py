"""Our own card faces, drawn procedurally as small self-contained SVG.

Why procedural: the site must not depend on third-party card images (licences,
requests), every card has to stay legible at phone size (about 40×60 CSS px)
and in print, and the same drawing code must serve the committed files of the
trainer (``docs/assets/cards``, written by ``scripts/draw_cards.py``) and the
inline pictures of the card notation (:mod:`docs_ext.cardnotation`).

Each picture is one ``<svg>`` element with ``role="img"``, an ``aria-label``
and a ``<title>`` equal to the card's name in words (its catalogue name, ``label`` form, in
the build's language: "Ober of acorns"), never its code. It uses no ids, no ``<use>``, no
scripts, no external fonts or references, so any number of cards can be inlined on one page.
Every shape is written once, in absolute coordinates around its own centre, and placed by
:func:`_place` (translate, scale and, for the lower half of French cards, a 180°
turn); all copies of one colour layer share a single ``<path>``, which keeps a ten of bells well
under 2.5 kB.

Two variants:

- ``card_svg(card)``: the full card (viewBox 64×96): corner indices, pips,
  figures for K/O/U (German) and K/Q/C/J (tarok), large Roman numerals for
  the taroks, the skiz as a star.
- ``card_svg(card, mini=True)``: a small chip (viewBox 30×40) with only the
  rank over the suit sign (a tarok: its number over the Roman numeral; the
  skiz: the star), big enough to read inside a line of text.

The Ober holds his suit sign up above his head and the Unter holds it down at
his feet (as on the real cards), so the two are told apart at a glance even
before the corner letter is read.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape

from docs_ext.words import say
from trainer.cards import PAMFIL_DECK_36, SCHAFKOPF_DECK, TAROK_DECK, Card, Deck, Suit, roman

__all__ = ["DECK_FOLDERS", "GERMAN_DECK", "SUIT_LETTERS", "card_svg"]

# -- Geometry: shapes in absolute coordinates, placed by a tiny path transformer -----------------

_TOKEN = re.compile(r"[MLCQAHVZ]|-?\d*\.?\d+")
_ARITY = {"M": 2, "L": 2, "C": 6, "Q": 4, "A": 7, "H": 1, "V": 1, "Z": 0}


@dataclass(frozen=True)
class _Shape:
    """A path parsed into (command, numbers) pairs, all absolute, centred on (0, 0)."""

    commands: tuple[tuple[str, tuple[float, ...]], ...]

    @classmethod
    def parse(cls, d: str) -> _Shape:
        tokens = _TOKEN.findall(d)
        commands: list[tuple[str, tuple[float, ...]]] = []
        i = 0
        while i < len(tokens):
            cmd = tokens[i]
            n = _ARITY[cmd]
            commands.append((cmd, tuple(float(t) for t in tokens[i + 1 : i + 1 + n])))
            i += 1 + n
        return cls(tuple(commands))


def _num(value: float) -> str:
    """Shortest text of ``value`` rounded to 0.1: ``-0.5`` → ``-.5``, ``2.0`` → ``2``."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    if text in ("", "-0"):
        return "0"
    return text.replace("0.", ".", 1) if text.startswith(("0.", "-0.")) else text


def _place(shape: _Shape, x: float, y: float, scale: float = 1.0, flip: bool = False) -> str:
    """Path data of ``shape`` scaled, optionally turned by 180°, and centred on (x, y).

    The first move is absolute, the rest relative to the previous point (shorter
    numbers). Points are rounded before the differences are taken, so no
    rounding error accumulates along a path.
    """
    k = -scale if flip else scale
    out: list[str] = []
    cx = cy = sx = sy = 0.0  # current point and subpath start, rounded

    def pt(px: float, py: float) -> tuple[float, float]:
        return round(x + px * k, 1), round(y + py * k, 1)

    for cmd, nums in shape.commands:
        if cmd == "Z":
            out.append("z")
            cx, cy = sx, sy
            continue
        if cmd == "H":
            nx, _ = pt(nums[0], 0)
            out.append("h" + _num(nx - cx))
            cx = nx
            continue
        if cmd == "V":
            _, ny = pt(0, nums[0])
            out.append("v" + _num(ny - cy))
            cy = ny
            continue
        if cmd == "A":
            rx, ry, rot, large, sweep, ex, ey = nums
            nx, ny = pt(ex, ey)
            vals = [rx * scale, ry * scale, rot, large, sweep, nx - cx, ny - cy]
            out.append("a" + _join(vals))
            cx, cy = nx, ny
            continue
        points = [pt(nums[i], nums[i + 1]) for i in range(0, len(nums), 2)]
        if cmd == "M" and not out:
            out.append("M" + _join(points[0]))
        else:
            rel = [v for px, py in points for v in (px - cx, py - cy)]
            out.append(cmd.lower() + _join(rel))
        cx, cy = points[-1]
        if cmd == "M":
            sx, sy = cx, cy
    return "".join(out)


def _join(values: Iterable[float]) -> str:
    """Numbers of path data, with a space only where a minus sign does not separate them."""
    text = ""
    for value in values:
        num = _num(value)
        if text and not num.startswith("-") and not (num.startswith(".") and "." in _last(text)):
            text += " "
        text += num
    return text


def _last(text: str) -> str:
    """The last number of ``text`` (to know if a leading '.' can follow it unseparated)."""
    match = re.search(r"-?[\d.]+$", text)
    return match.group(0) if match else ""


@dataclass(frozen=True)
class _Layer:
    """One colour layer of a sign: fill, optional outline, and its shape."""

    shape: _Shape
    fill: str
    stroke: str = ""
    width: float = 0.0
    min_scale: float = 0.0  # fine detail drawn only on large signs (the aces)


def _layer(
    d: str, fill: str, stroke: str = "", width: float = 0.0, min_scale: float = 0.0
) -> _Layer:
    """A layer; ``fill="none"`` makes a stroke layer (round caps, so ``M x yH x`` is a dot)."""
    return _Layer(_Shape.parse(d), fill, stroke, width, min_scale)


Spot = tuple[float, float, float, bool]
"""Where a sign goes: x, y, scale, turned by 180°."""


def _signs(layers: Sequence[_Layer], spots: Iterable[Spot]) -> str:
    """All copies of a sign, one ``<path>`` per colour layer."""
    spots = list(spots)
    largest = max(s for _, _, s, _ in spots)
    parts = []
    for layer in layers:
        if largest < layer.min_scale:
            continue
        d = "".join(_place(layer.shape, x, y, s, f) for x, y, s, f in spots)
        attrs = f'fill="{layer.fill}"'
        if layer.stroke:
            width = layer.width * largest
            attrs += f' stroke="{layer.stroke}" stroke-width="{_num(width)}"'
        parts.append(f'<path {attrs} d="{d}"/>')
    return "".join(parts)


# -- Suit signs (about 13 × 14 units at scale 1) -------------------------------------------------

_RED = "#c8102e"
_BLACK = "#1d1d1f"
_INK = "#2b2118"

_HEART = "M0 6C-3 3-7 0-6.2-3.4C-5.5-6.6-1.5-7 0-4C1.5-7 5.5-6.6 6.2-3.4C7 0 3 3 0 6Z"
_SUIT_SIGNS: dict[tuple[str, Suit], tuple[_Layer, ...]] = {
    # German acorns: a russet-brown nut under a dark cup, stem. Kept well away from the
    # bells' bright yellow in hue and lightness, also for colour-blind eyes.
    ("german", Suit.C): (
        _layer("M-3.6-1.4C-3.9 3-2 6.4 0 7C2 6.4 3.9 3 3.6-1.4Z", "#9c5a2c", "#3e2410", 0.7),
        _layer(
            "M-4.8-.8C-5.1-7.2 5.1-7.2 4.8-.8ZM0-5.6V-7.8",
            "#4a2e14",
            "#24160a",
            0.7,
        ),
        _layer("M-3.4-3.4H3.4M-4.2-1.8H4.2", "none", "#c89a52", 0.6, min_scale=1.5),
    ),
    # German leaves: a pointed green leaf on a short stem, with its vein.
    ("german", Suit.S): (
        _layer(
            "M0-7C5-4 8.4 2.4 1 4.6L.7 7.2H-.7L-1 4.6C-8.4 2.4-5-4 0-7Z", "#2e8b3e", "#14532d", 0.7
        ),
        _layer("M0-4.6V3.6", "none", "#b6e3a0", 0.7),
        _layer("M-3 1.6L0-.8L3 1.6", "none", "#b6e3a0", 0.7, min_scale=1.5),
    ),
    # German hearts and French hearts share the shape.
    ("german", Suit.H): (_layer(_HEART, _RED, "#7a0a1a", 0.6),),
    # German bells: a round yellow bell with a red band, a slit and a knob.
    ("german", Suit.D): (
        _layer("M0-5.4H0", "none", "#7a4a00", 3.4),
        _layer("M0 .8H0", "none", "#7a4a00", 12.4),
        _layer("M0 .8H0", "none", "#f2b01e", 11),
        _layer("M-5.3-.6Q0 1.6 5.3-.6", "none", "#c0392b", 1.3),
        _layer("M-2.8 3.4Q0 4.8 2.8 3.4", "none", "#4a2c00", 0.9, min_scale=0.8),
    ),
    ("french", Suit.C): (
        _layer("M-.8 0C-.8 3-1.6 5.6-3 7H3C1.6 5.6.8 3 .8 0Z", _BLACK),
        _layer("M0-3.6H0M-3.4 1.4H-3.4M3.4 1.4H3.4", "none", _BLACK, 6.4),
    ),
    ("french", Suit.S): (
        _layer(
            "M0-6C-3-3-7 0-6.2 3.4C-5.5 6.6-1.5 7-.4 4.4L-2.6 7.4H2.6L.4 4.4"
            "C1.5 7 5.5 6.6 6.2 3.4C7 0 3-3 0-6Z",
            _BLACK,
        ),
    ),
    ("french", Suit.H): (_layer(_HEART, _RED),),
    ("french", Suit.D): (_layer("M0-7Q2-3 5 0Q2 3 0 7Q-2 3-5 0Q-2-3 0-7Z", _RED),),
}

#: The coat colour of each suit's figures, so a court card shows its suit at a glance.
_GERMAN_COAT = {Suit.C: "#6b3f1d", Suit.S: "#2f7a3b", Suit.H: "#b3202f", Suit.D: "#e8b710"}
_FRENCH_COAT = {Suit.C: "#2d3f66", Suit.S: "#2d3f66", Suit.H: "#b3202f", Suit.D: "#b3202f"}


def _style(card: Card) -> str:
    return "french" if card.deck_id == "tarok" else "german"


def _sign(card: Card, spots: Iterable[Spot]) -> str:
    assert card.suit is not None
    return _signs(_SUIT_SIGNS[(_style(card), card.suit)], spots)


# -- Figures: a simple silhouette, its head-dress, and an arm holding the suit sign --------------

_SKIN = "#f3d5b5"
_GOLD = "#e0a82e"
_FIGURE = {
    # tunic from the shoulders (head centre at 0,0) flaring to the hem at y=+34
    "coat": _Shape.parse("M-4 6H4C9 7 11 10 11 15L13 34H-13L-11 15C-11 10-9 7-4 6Z"),
    "robe": _Shape.parse("M-4 6H4C10 7 12 10 12 16L15 44H-15L-12 16C-12 10-10 7-4 6Z"),
    "dress": _Shape.parse("M-3.5 6H3.5C8 7 9 10 9 14L17 44H-17L-9 14C-9 10-8 7-3.5 6Z"),
    "legs": _Shape.parse("M-7 33H-2V46H-8ZM2 33H7L8 46H2Z"),
    "crown": _Shape.parse("M-5.5-3.5L-6.5-11L-3.2-7L0-12L3.2-7L6.5-11L5.5-3.5Z"),
    "tiara": _Shape.parse("M-5-3.6L-5-8L-2.5-6L0-9.5L2.5-6L5-8L5-3.6Z"),
    "hat": _Shape.parse("M-8-3H8L6-5.5C5-10-5-10-6-5.5Z"),
    "cap": _Shape.parse("M-5.6-2.2C-6-7-2-8.6 0-8.6C2-8.6 6-7 5.6-2.2Z"),
    "feather": _Shape.parse("M4-7C8-12 12-13 14-12C11-10 8-8 5-5.5Z"),
    "ermine": _Shape.parse("M-6 5.5H6L5 9H-5Z"),
}


def _fig(name: str, x: float, y: float, fill: str) -> str:
    return f'<path fill="{fill}" d="{_place(_FIGURE[name], x, y)}"/>'


def _person(x: float, y: float, coat: str, body: str, headwear: str, legs: bool) -> str:
    """A figure whose head is centred on (x, y), outlined in ink as one group."""
    parts = [f'<g stroke="{_INK}" stroke-width=".8">']
    if legs:
        parts.append(_fig("legs", x, y, "#4a3a2c"))
    parts.append(_fig(body, x, y, coat))
    parts.append(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="5" fill="{_SKIN}"/>')
    if headwear == "crown":
        parts.append(_fig("ermine", x, y, "#fbf7ec") + _fig("crown", x, y, _GOLD))
    elif headwear == "tiara":
        parts.append(_fig("tiara", x, y, _GOLD))
    elif headwear == "hat":
        parts.append(_fig("feather", x, y, "#f7f1e3") + _fig("hat", x, y, "#3a2f4a"))
    else:
        parts.append(_fig("cap", x, y, coat))
    parts.append("</g>")
    return "".join(parts)


def _arm(coat: str, points: str) -> str:
    return f'<path fill="none" stroke="{coat}" stroke-width="3.4" d="M{points}"/>'


def _horse(x: float, y: float) -> str:
    """The cavalier's mount: a horse's head and neck rising in front of the rider."""
    d = _place(
        _Shape.parse(
            "M9 18C8 8 4 1-3-3L-5-7L-6.5-3C-11-1-15 4-16 8C-16.5 10-15 11.5-13 11"
            "L-6 8C-4 12-3 15-3 18Z"
        ),
        x,
        y,
    )
    return (
        f'<path fill="#c9a27a" stroke="{_INK}" stroke-width=".8" '
        f'd="{d}"/><circle cx="{_num(x - 6)}" cy="{_num(y + 1)}" r="1" fill="{_INK}"/>'
    )


def _german_court(card: Card) -> str:
    assert card.suit is not None
    coat = _GERMAN_COAT[card.suit]
    if card.rank == "O":  # Ober: the suit sign held high above the head
        return (
            _person(30, 36, coat, "coat", "hat", True)
            + _arm(coat, "37 43L42 30")
            + _sign(card, [(43, 19, 1.15, False)])
        )
    if card.rank == "U":  # Unter: the suit sign held low, at the feet
        return (
            _person(29, 22, coat, "coat", "cap", True)
            + _arm(coat, "36 29L41 45L40.5 69")
            + _sign(card, [(40, 77, 1.15, False)])
        )
    # King: crowned, in a long robe, the suit sign at his side
    return (
        _person(28, 32, coat, "robe", "crown", False)
        + _arm(coat, "35 39L44 50")
        + _sign(card, [(47, 56, 1.05, False)])
    )


def _tarok_court(card: Card) -> str:
    assert card.suit is not None
    coat = _FRENCH_COAT[card.suit]
    if card.rank == "K":
        figure = _person(28, 32, coat, "robe", "crown", False) + _arm(coat, "35 39L44 50")
        spot = (47, 56, 1.05, False)
    elif card.rank == "Q":
        figure = _person(28, 32, coat, "dress", "tiara", False) + _arm(coat, "34 39L44 48")
        spot = (47, 54, 1.05, False)
    elif card.rank == "C":  # cavalier: a rider behind his horse's head
        figure = (
            _person(34, 24, coat, "coat", "hat", False) + _horse(30, 58) + _arm(coat, "41 31L47 43")
        )
        spot = (49, 50, 1.0, False)
    else:  # jack: a page in a feathered hat, the suit sign at his shoulder
        figure = _person(28, 30, coat, "coat", "hat", True) + _arm(coat, "35 37L43 44")
        spot = (47, 44, 1.05, False)
    return figure + _sign(card, [spot])


# -- Pip layouts ---------------------------------------------------------------------------------

_L, _C, _R = 22.5, 32.0, 41.5
_ROWS3 = (23.0, 48.0, 73.0)
_ROWS4 = (20.0, 38.5, 57.5, 76.0)
_PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "6": tuple((x, y) for y in _ROWS3 for x in (_L, _R)),
    "7": (*((x, y) for y in _ROWS3 for x in (_L, _R)), (_C, 35.5)),
    "8": tuple((x, y) for y in _ROWS4 for x in (_L, _R)),
    "9": (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_C, 48.0)),
    "10": (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_C, 29.2), (_C, 66.8)),
}


def _pip_spots(card: Card) -> list[Spot]:
    scale = 0.9 if card.rank in ("9", "10") else 1.0
    turn = _style(card) == "french"  # French cards turn the lower half; German ones do not
    return [(x, y, scale, turn and y > 48.0) for x, y in _PIPS[card.rank]]


def _ace(card: Card) -> str:
    """The Daus: one large suit sign with a thin ornamental ring."""
    return (
        '<circle cx="32" cy="48" r="21" fill="none" stroke="#c9b48a" stroke-width="1" '
        'stroke-dasharray="2 2"/>' + _sign(card, [(32, 48, 2.3, False)])
    )


# -- Faces ---------------------------------------------------------------------------------------

_FONT = "Georgia,'Times New Roman',serif"
_FACE = "#fffdf7"
_EDGE = "#3b3026"
_TAROK_INK = "#1f3a68"


def _named(card: Card) -> Card:
    """The card whose catalogue name a picture takes: the card itself, or for a face of the
    36-card German pack (no game's deck) the Schafkopf card of that code, the Pamfil pack's
    for the sixes (their names are the same plain ones)."""
    if card.deck_id != GERMAN_DECK.id:
        return card
    return SCHAFKOPF_DECK.get(card.code) or PAMFIL_DECK_36[card.code]


def _open(card: Card, width: int, height: int, radius: float) -> str:
    # Words only, no card code for a learner to read; in the build's language.
    label = escape(say("build.card.name", card=_named(card)), quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-label="{label}" '
        f'font-family="{_FONT}" font-weight="bold" text-anchor="middle" '
        'stroke-linecap="round" stroke-linejoin="round">'
        f"<title>{label}</title>"
        f'<rect x=".75" y=".75" width="{width - 1.5}" height="{height - 1.5}" rx="{_num(radius)}" '
        f'fill="{_FACE}" stroke="{_EDGE}" stroke-width="1.5"/>'
    )


def _ink(card: Card) -> str:
    if card.suit is None:
        return _TAROK_INK
    if _style(card) == "french":
        return _RED if card.suit in (Suit.H, Suit.D) else _BLACK
    return _INK


#: The letter under a German card's corner sign: the suit's English initial, lower case so
#: it never reads as a rank (acorns and bells told apart without relying on colour).
SUIT_LETTERS = {Suit.C: "a", Suit.S: "l", Suit.H: "h", Suit.D: "b"}


def _index(card: Card) -> str:
    """The corner index: rank above a small suit sign (or the tarok's number)."""
    if card.rank == "SK":
        return _star(9, 9, 5)
    if card.suit is None:
        return f'<text x="9" y="12.5" font-size="11" fill="{_TAROK_INK}">{card.number}</text>'
    size = 14 if card.rank == "10" else 16
    text = f'<text x="8.5" y="17" font-size="{size}" fill="{_ink(card)}">{card.rank}</text>'
    index = text + _sign(card, [(8.5, 26.5, 0.6, False)])
    if _style(card) == "german":
        letter = SUIT_LETTERS[card.suit]
        index += f'<text x="8.5" y="39" font-size="9" fill="{_INK}">{letter}</text>'
    return index


def _star(x: float, y: float, r: float) -> str:
    """A five-pointed star (the skiz's mark)."""
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = math.pi * (i / 5 - 0.5)
        points.append(f"{_num(x + radius * math.cos(angle))} {_num(y + radius * math.sin(angle))}")
    return (
        f'<path fill="{_GOLD}" stroke="{_INK}" stroke-width="{_num(r / 9)}" '
        f'd="M{"L".join(points)}Z"/>'
    )


def _numeral(text: str, x: float, y: float, max_size: float, width: float) -> str:
    """A Roman numeral as large as fits ``width``.

    The size comes from the glyph widths of a bold Georgia; ``textLength``
    then holds the numeral to that width whatever serif the reader has.
    """
    ems = sum(0.43 if ch == "I" else 0.74 for ch in text)
    size = min(max_size, width / (ems * 0.88))  # long numerals are condensed a little
    return (
        f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" fill="{_TAROK_INK}" '
        f'textLength="{_num(min(ems * size, width))}" lengthAdjust="spacingAndGlyphs">{text}</text>'
    )


def _tarok_trump(card: Card) -> str:
    panel = (
        '<rect x="7" y="15" width="50" height="66" rx="4" fill="#e8eff9" '
        f'stroke="{_TAROK_INK}" stroke-width=".8"/>'
    )
    if card.rank == "SK":
        return (
            panel
            + _star(32, 42, 17)
            + f'<text x="32" y="74" font-size="11" letter-spacing="1" fill="{_TAROK_INK}">'
            "SKIZ</text>"
        )
    body = panel + _numeral(roman(card.number), 32, 58, 27, 44)
    nickname = {1: "PAGAT", 21: "MOND"}.get(card.number)
    if nickname:
        body += (
            '<text x="32" y="76" font-size="8" letter-spacing=".6" '
            f'fill="#8a3b12">{nickname}</text>'
        )
    return body


def _centre(card: Card) -> str:
    if card.suit is None:
        return _tarok_trump(card)
    if card.rank == "A":
        return _ace(card)
    if card.rank in _PIPS:
        return _sign(card, _pip_spots(card))
    if _style(card) == "french":
        return _tarok_court(card)
    return _german_court(card)


def _full(card: Card) -> str:
    index = _index(card)
    return (
        _open(card, 64, 96, 5)
        + _centre(card)
        + index
        + f'<g transform="rotate(180 32 48)">{index}</g></svg>'
    )


def _mini(card: Card) -> str:
    """A chip for running text: big rank over a big suit sign."""
    body = _open(card, 30, 40, 3.5)
    if card.rank == "SK":
        return body + _star(15, 21, 12) + "</svg>"
    if card.suit is None:
        return (
            body
            + '<rect x="3" y="3" width="24" height="34" rx="2" fill="#e8eff9"/>'
            + f'<text x="15" y="22" font-size="17" fill="{_TAROK_INK}">{card.number}</text>'
            + _numeral(roman(card.number), 15, 33, 9, 22)
            + "</svg>"
        )
    size = 14 if card.rank == "10" else 17
    return (
        body
        + f'<text x="15" y="17" font-size="{size}" fill="{_ink(card)}">{card.rank}</text>'
        + _sign(card, [(15, 28.5, 0.95, False)])
        + "</svg>"
    )


def card_svg(card: Card, *, mini: bool = False) -> str:
    """The SVG picture of ``card``: the full card, or with ``mini`` the in-text chip.

    >>> svg = card_svg(SCHAFKOPF_DECK.parse("OC"))
    >>> 'aria-label="Ober of acorns"' in svg and svg.endswith("</svg>")
    True
    """
    return _mini(card) if mini else _full(card)


def card_svg_in_page(card: Card, *, mini: bool = False) -> str:
    """:func:`card_svg` for a picture inlined in a page: the corner indices' letters and
    numbers marked ``data-search-exclude``, so the site's search indexes the card by its name
    only ("Ace of hearts", not "Ace of heartsAhAh", issue 31, N10). (Each ``<text>`` is
    marked, not a group around them: the theme's search parser knows an element by its tag
    alone, so a group would end at the first inner group's end.)

    >>> svg = card_svg_in_page(SCHAFKOPF_DECK.parse("AH"))
    >>> svg.count('<text data-search-exclude=""') == svg.count("<text") == 4
    True
    """
    return card_svg(card, mini=mini).replace("<text", "<text" + SEARCH_EXCLUDE)


SEARCH_EXCLUDE = ' data-search-exclude=""'
"""The attribute the theme's search parser skips an element by (markup, not words)."""


# -- The card sets of the committed files ---------------------------------------------------------


def _german_cards() -> tuple[Card, ...]:
    """The 36 German-suited faces, named neutrally (the pamfil's nickname is Pamfil's)."""
    return tuple(SCHAFKOPF_DECK.get(card.code) or card for card in PAMFIL_DECK_36)


GERMAN_DECK = Deck("german", _german_cards())
"""All 36 German-suited cards (A 10 K O U 9 8 7 6), with the Schafkopf deck's plain names."""

DECK_FOLDERS: dict[str, Deck] = {"german": GERMAN_DECK, "tarok": TAROK_DECK}
"""Folder under ``docs/assets/cards/`` → the deck drawn into it, one ``<CODE>.svg`` per card."""
