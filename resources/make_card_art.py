"""Generate the game's card art as SVG files.

Every picture is drawn here from scratch as vector paths: there are no
``<text>`` elements and no fonts, so the cards look the same everywhere.

Regenerate the committed art from the repository root with::

    python resources/make_card_art.py

which rewrites ``resources/cards/*.svg`` (the cards, and the badges that mark
the rank a wild card stands for), the other sets of faces in
``resources/cards/four-colour/``, ``large-print/`` and ``large-print-four-colour/``
(see :data:`FACE_SETS`), and ``resources/icons/app.svg``.
Pass a folder to write the same tree somewhere else (the tests do this to
check that the committed files match the script byte for byte)::

    python resources/make_card_art.py /some/other/folder

Only the standard library is used, and the output is deterministic.

Coordinate conventions:

* Cards use ``viewBox="0 0 250 350"``.
* Suit shapes are drawn in a 100 x 100 box centred on the origin.
* Letter and digit glyphs are stroked centre lines in a box 100 units tall
  with its top-left corner at the origin; each glyph has its own width.
"""

from __future__ import annotations

import math
import pathlib
import sys

WIDTH, HEIGHT = 250, 350
CORNER_RADIUS = 14

RANKS = "A23456789TJQK"
SUITS = "SHDC"
RED = "#c8102e"
BLACK = "#1b1b1f"
GOLD = "#e3b341"
GOLD_DARK = "#8a6414"
FACE_FILL = "#fffdf8"
BORDER = "#55555c"
# The four-colour deck: clubs green and diamonds blue, so that no two suits share a colour.
FOUR_COLOURS = {"C": "#0d7a32", "D": "#1252c0"}


# ---------------------------------------------------------------------------
# Number formatting and small SVG helpers
# ---------------------------------------------------------------------------


def num(value: float) -> str:
    """Format a number compactly and deterministically (at most 2 decimals)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kwargs: object) -> str:
    """Render keyword arguments as SVG attributes (``stroke_width`` -> ``stroke-width``)."""
    parts = []
    for key, value in kwargs.items():
        if value is None:
            continue
        if isinstance(value, float | int) and not isinstance(value, bool):
            value = num(value)
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{value}"')
    return " ".join(parts)


def path(d: str, **kwargs: object) -> str:
    return f'<path d="{d}" {attrs(**kwargs)}/>'


def rect(x: float, y: float, w: float, h: float, r: float = 0, **kwargs: object) -> str:
    corner = f' rx="{num(r)}" ry="{num(r)}"' if r else ""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{corner} '
        f"{attrs(**kwargs)}/>"
    )


def circle(cx: float, cy: float, r: float, **kwargs: object) -> str:
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" {attrs(**kwargs)}/>'


def group(items: list[str], transform: str | None = None, **kwargs: object) -> str:
    head = attrs(transform=transform, **kwargs)
    inner = "\n".join(items)
    return f"<g {head}>\n{inner}\n</g>" if head else f"<g>\n{inner}\n</g>"


def place(x: float, y: float, scale: float = 1.0, rotate: float = 0) -> str:
    """A transform that moves a shape's origin to (x, y), scaled and rotated."""
    parts = [f"translate({num(x)} {num(y)})"]
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1:
        parts.append(f"scale({num(scale)})")
    return " ".join(parts)


def turned(items: list[str], cx: float = WIDTH / 2, cy: float = HEIGHT / 2) -> str:
    """The same drawing turned 180 degrees about the card centre."""
    return group(items, transform=f"rotate(180 {num(cx)} {num(cy)})")


def ellipse_d(cx: float, cy: float, rx: float, ry: float) -> str:
    """A closed ellipse as path data (two arcs)."""
    return (
        f"M{num(cx - rx)} {num(cy)} A{num(rx)} {num(ry)} 0 1 1 {num(cx + rx)} {num(cy)} "
        f"A{num(rx)} {num(ry)} 0 1 1 {num(cx - rx)} {num(cy)} Z"
    )


def rounded_rect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    """A rounded rectangle as path data, drawn clockwise."""
    return (
        f"M{num(x + r)} {num(y)} H{num(x + w - r)} "
        f"A{num(r)} {num(r)} 0 0 1 {num(x + w)} {num(y + r)} V{num(y + h - r)} "
        f"A{num(r)} {num(r)} 0 0 1 {num(x + w - r)} {num(y + h)} H{num(x + r)} "
        f"A{num(r)} {num(r)} 0 0 1 {num(x)} {num(y + h - r)} V{num(y + r)} "
        f"A{num(r)} {num(r)} 0 0 1 {num(x + r)} {num(y)} Z"
    )


def svg_document(items: list[str], width: int = WIDTH, height: int = HEIGHT) -> str:
    body = "\n".join(items)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"{body}\n</svg>\n"
    )


# ---------------------------------------------------------------------------
# Suit symbols (filled outlines, 100 x 100 box centred on the origin)
# ---------------------------------------------------------------------------

SUIT_PATHS = {
    "H": (
        "M0 46 C-8 32 -48 10 -48 -18 C-48 -36 -36 -46 -23 -46 "
        "C-11 -46 -3 -38 0 -28 C3 -38 11 -46 23 -46 "
        "C36 -46 48 -36 48 -18 C48 10 8 32 0 46 Z"
    ),
    "D": (
        "M0 -50 C10 -32 24 -14 38 0 C24 14 10 32 0 50 "
        "C-10 32 -24 14 -38 0 C-24 -14 -10 -32 0 -50 Z"
    ),
    "S": (
        "M0 -50 C8 -34 48 -14 46 12 C45 30 24 38 7 24 "
        "C9 36 14 44 22 50 L-22 50 C-14 44 -9 36 -7 24 "
        "C-24 38 -45 30 -46 12 C-48 -14 -8 -34 0 -50 Z"
    ),
    "C": (
        ellipse_d(0, -24, 22, 22)
        + " "
        + ellipse_d(-24, 12, 22, 22)
        + " "
        + ellipse_d(24, 12, 22, 22)
        + " M-8 -4 L8 -4 L8 14 L-8 14 Z"
        + " M5 10 C5 30 12 42 22 50 L-22 50 C-12 42 -5 30 -5 10 Z"
    ),
}


def suit_colour(suit: str) -> str:
    return RED if suit in "HD" else BLACK


def suit_shape(suit: str, x: float, y: float, size: float, rotate: float = 0,
               colour: str | None = None) -> str:
    """A suit symbol ``size`` units tall centred on (x, y)."""
    fill = colour or suit_colour(suit)
    return path(SUIT_PATHS[suit], fill=fill, transform=place(x, y, size / 100, rotate))


# ---------------------------------------------------------------------------
# Rank glyphs and letters (stroked centre lines, 100 units tall)
# ---------------------------------------------------------------------------

# name -> (width, path data)
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (60, "M4 100 L30 0 L56 100 M13 66 L47 66"),
    "2": (60, "M7 24 C7 8 18 0 30 0 C44 0 53 10 53 25 C53 46 28 66 6 100 L56 100"),
    "3": (
        60,
        "M7 12 C13 4 21 0 30 0 C43 0 51 9 51 23 C51 37 42 45 25 45 "
        "C44 45 55 56 55 72 C55 90 44 100 29 100 C19 100 11 96 5 87",
    ),
    "4": (62, "M44 100 L44 0 L5 70 L58 70"),
    "5": (
        60,
        "M52 0 L13 0 L8 45 C15 39 23 36 31 36 C46 36 55 48 55 67 "
        "C55 88 44 100 29 100 C19 100 11 96 5 87",
    ),
    "6": (
        60,
        "M50 8 C45 3 38 0 31 0 C14 0 6 22 6 55 C6 84 16 100 31 100 "
        "C46 100 55 88 55 69 C55 50 45 40 31 40 C18 40 8 50 6 62",
    ),
    "7": (60, "M5 0 L55 0 L21 100"),
    "8": (60, ellipse_d(30, 23, 20, 23) + " " + ellipse_d(30, 72, 24, 28)),
    "9": (
        60,
        "M10 92 C15 97 22 100 29 100 C46 100 54 78 54 45 C54 16 44 0 29 0 "
        "C14 0 5 12 5 31 C5 50 15 60 29 60 C42 60 52 50 54 38",
    ),
    "10": (70, "M3 14 L16 0 L16 100 " + ellipse_d(49, 50, 18, 50)),
    "J": (52, "M16 0 L48 0 M38 0 L38 72 C38 90 30 100 19 100 C10 100 4 93 3 83"),
    "Q": (60, ellipse_d(30, 48, 25, 48) + " M34 74 L57 102"),
    "K": (60, "M8 0 L8 100 M54 0 L9 62 M25 44 L56 100"),
    "O": (60, ellipse_d(30, 50, 25, 50)),
    "E": (54, "M50 0 L8 0 L8 100 L50 100 M8 48 L42 48"),
    "R": (
        60,
        "M8 100 L8 0 L31 0 C46 0 53 10 53 26 C53 42 45 52 31 52 L8 52 M29 52 L54 100",
    ),
    # the other marks of the court cards (German B and D, French V, D and R)
    "B": (
        58,
        "M8 100 L8 0 L30 0 C44 0 51 9 51 24 C51 39 42 47 28 47 L8 47 "
        "M28 47 C45 47 54 57 54 73 C54 90 44 100 29 100 L8 100",
    ),
    "D": (60, "M8 0 L8 100 L24 100 C44 100 54 80 54 50 C54 20 44 0 24 0 Z"),
    "V": (60, "M4 0 L30 100 L56 0"),
}


def rank_name(rank: str) -> str:
    return "10" if rank == "T" else rank


def glyph(name: str, cx: float, top: float, height: float, colour: str,
          weight: float = 12) -> str:
    """A glyph ``height`` units tall, centred horizontally on ``cx``, top at ``top``.

    ``weight`` is the stroke width in glyph units (the glyph box is 100 tall).
    """
    width, d = GLYPHS[name]
    scale = height / 100
    transform = place(cx - width * scale / 2, top, scale)
    return path(
        d,
        fill="none",
        stroke=colour,
        stroke_width=weight,
        stroke_linecap="round",
        stroke_linejoin="round",
        transform=transform,
    )


def word(text: str, cx: float, top: float, height: float, colour: str,
         weight: float = 12, gap: float = 0.22) -> list[str]:
    """A row of glyphs spelling ``text`` centred on ``cx``."""
    scale = height / 100
    widths = [GLYPHS[ch][0] * scale for ch in text]
    spacing = gap * height
    total = sum(widths) + spacing * (len(text) - 1)
    x = cx - total / 2
    items = []
    for ch, w in zip(text, widths, strict=True):
        items.append(glyph(ch, x + w / 2, top, height, colour, weight))
        x += w + spacing
    return items


# ---------------------------------------------------------------------------
# Card faces
# ---------------------------------------------------------------------------


def card_blank(fill: str = FACE_FILL) -> list[str]:
    return [rect(0.75, 0.75, WIDTH - 1.5, HEIGHT - 1.5, CORNER_RADIUS, fill=fill,
                 stroke=BORDER, stroke_width=1.5)]


def corner_index(rank: str, suit: str, shown: str | None = None) -> list[str]:
    """Rank above a small suit, top-left and (turned) bottom-right; ``shown``: another
    language's mark for the rank (see :data:`MARKS`)."""
    colour = suit_colour(suit)
    mark = [
        glyph(shown or rank_name(rank), 24, 13, 36, colour, weight=12.5),
        suit_shape(suit, 24, 70, 26),
    ]
    return [group(mark), turned(mark)]


# Pip positions as (column, row): columns 0/1/2 are left/centre/right,
# rows run from 0 (top) to 1 (bottom).
PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0), (1, 1)],
    3: [(1, 0), (1, 0.5), (1, 1)],
    4: [(0, 0), (2, 0), (0, 1), (2, 1)],
    5: [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    6: [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    7: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    8: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    9: [(0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5),
        (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)],
    10: [(0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3),
         (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)],
}
PIP_COLUMNS = (78, 125, 172)
PIP_TOP, PIP_BOTTOM = 74, 276
PIP_SIZE = 46


def pips(count: int, suit: str) -> list[str]:
    """The traditional pip arrangement; pips below the middle are turned over."""
    items = []
    for column, row in PIP_LAYOUTS[count]:
        x = PIP_COLUMNS[column]
        y = PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row
        items.append(suit_shape(suit, x, y, PIP_SIZE, rotate=180 if row > 0.5 else 0))
    return items


def ace_centre(suit: str) -> list[str]:
    """One large pip; the ace of spades gets a decorative ring."""
    items = []
    if suit == "S":
        items.append(circle(125, 175, 74, fill="none", stroke=GOLD, stroke_width=5))
        items.append(circle(125, 175, 66, fill="none", stroke=BLACK, stroke_width=1.5))
        for angle in range(0, 360, 30):
            a = math.radians(angle)
            items.append(circle(125 + 74 * math.cos(a), 175 + 74 * math.sin(a), 4.5,
                                fill=BLACK))
        items.append(suit_shape(suit, 125, 175, 96))
    else:
        items.append(suit_shape(suit, 125, 175, 110))
    return items


# --- court cards -----------------------------------------------------------

PANEL = (46, 42, 158, 266)  # x, y, w, h of the framed court picture
COURT_STYLE = {
    # rank -> (light tint, deeper tint) of the panel background, robe colour
    "J": ("#e4f1f6", "#9fcbdc", "#2f7d8c"),
    "Q": ("#f8e6ef", "#dba7c4", "#7e3d73"),
    "K": ("#fbf1d2", "#e8c66e", "#4b3a8f"),
}


def robe(rank: str, suit: str) -> list[str]:
    """Shoulders of a robe across the foot of a court half, trimmed in gold."""
    x, y, w, h = PANEL
    cx, mid = x + w / 2, y + h / 2
    left, right = x + 5, x + w - 5
    d = (f"M{num(left)} {num(mid)} C{num(left + 2)} {num(mid - 26)} {num(cx - 44)} "
         f"{num(mid - 38)} {num(cx - 24)} {num(mid - 40)} L{num(cx + 24)} {num(mid - 40)} "
         f"C{num(cx + 44)} {num(mid - 38)} {num(right - 2)} {num(mid - 26)} {num(right)} "
         f"{num(mid)} Z")
    items = [path(d, fill=COURT_STYLE[rank][2], stroke=GOLD, stroke_width=3,
                  stroke_linejoin="round")]
    # a row of little suit marks embroidered along the hem
    for i in (-2, -1, 1, 2):
        items.append(suit_shape(suit, cx + 26 * i, mid - 14 + abs(i) * 3, 9, colour=GOLD))
    return items


def crown(rank: str, jewel: str) -> list[str]:
    """Head-wear motif drawn around the origin (about 70 wide, 40 tall, base at y=0)."""
    outline = {"fill": GOLD, "stroke": GOLD_DARK, "stroke_width": 1.6,
               "stroke_linejoin": "round"}
    if rank == "K":
        items = [
            path("M-30 0 L-35 -28 L-17 -13 L0 -36 L17 -13 L35 -28 L30 0 Z", **outline),
            rect(-32, -2, 64, 9, 2, **outline),
            circle(-35, -30, 4, **outline),
            circle(0, -38, 4.5, **outline),
            circle(35, -30, 4, **outline),
            circle(-16, 2.5, 2.8, fill=jewel),
            circle(0, 2.5, 2.8, fill=jewel),
            circle(16, 2.5, 2.8, fill=jewel),
            path(ellipse_d(0, -16, 4, 6), fill=jewel),
        ]
    elif rank == "Q":
        items = [
            path("M-28 0 L-31 -17 Q-16 -5 0 -27 Q16 -5 31 -17 L28 0 Z", **outline),
            rect(-30, -2, 60, 8, 4, **outline),
            circle(-31, -19, 3.5, **outline),
            circle(31, -19, 3.5, **outline),
            circle(-15, -11, 2.5, fill=jewel),
            circle(15, -11, 2.5, fill=jewel),
            path("M0 -44 L6 -34 L0 -24 L-6 -34 Z", fill=jewel, stroke=GOLD_DARK,
                 stroke_width=1.2),
            circle(0, 2, 2.6, fill=jewel),
        ]
    else:  # the jack's plumed cap
        items = [
            path("M8 -20 C18 -44 40 -48 50 -38 C38 -36 24 -30 13 -17 Z", fill=jewel,
                 stroke=GOLD_DARK, stroke_width=1.2, stroke_linejoin="round"),
            path("M-27 0 C-27 -17 -13 -25 0 -25 C14 -25 27 -17 28 0 Z", **outline),
            rect(-31, -3, 62, 9, 4, **outline),
            circle(0, 1.5, 3, fill=jewel),
            circle(-18, 1.5, 2, fill=jewel),
            circle(18, 1.5, 2, fill=jewel),
        ]
    return items


def court_half(rank: str, suit: str, shown: str | None = None) -> list[str]:
    """The upper half of a court picture; the lower half is this turned over."""
    colour = suit_colour(suit)
    jewel = RED if suit in "HD" else "#2456a6"
    x, y, w, _ = PANEL
    cx = x + w / 2
    items = robe(rank, suit)
    items.append(group(crown(rank, jewel), transform=place(cx, y + 40, 0.82)))
    # the big rank letter, outlined in gold so it stands out from the panel
    letter = shown or rank
    items.append(glyph(letter, cx, y + 48, 60, FACE_FILL, weight=26))
    items.append(glyph(letter, cx, y + 48, 60, GOLD, weight=20))
    items.append(glyph(letter, cx, y + 48, 60, colour, weight=11))
    items.append(suit_shape(suit, x + 24, y + 72, 26))
    items.append(suit_shape(suit, x + w - 24, y + 72, 26))
    # the card's own suit, small, in the picture's corners
    for ox in (x + 15, x + w - 15):
        items.append(suit_shape(suit, ox, y + 16, 13))
    return items


def court_centre(rank: str, suit: str, shown: str | None = None) -> list[str]:
    colour = suit_colour(suit)
    light, deep, _robe = COURT_STYLE[rank]
    x, y, w, h = PANEL
    grad = f"panel{rank}{suit}"
    items = [
        "<defs>",
        f'<linearGradient id="{grad}" x1="0" y1="0" x2="0" y2="1">',
        f'<stop offset="0" stop-color="{deep}"/>',
        f'<stop offset="0.5" stop-color="{light}"/>',
        f'<stop offset="1" stop-color="{deep}"/>',
        "</linearGradient>",
        "</defs>",
        rect(x, y, w, h, 6, fill=f"url(#{grad})", stroke=colour, stroke_width=2.5),
        rect(x + 4, y + 4, w - 8, h - 8, 4, fill="none", stroke=GOLD_DARK, stroke_width=1),
    ]
    half = court_half(rank, suit, shown)
    items += [group(half), turned(half)]
    # the dividing line with a suit jewel in the middle
    mid = y + h / 2
    items.append(path(f"M{num(x + 6)} {num(mid)} H{num(x + w - 6)}", stroke=GOLD_DARK,
                      stroke_width=1.5))
    items.append(circle(WIDTH / 2, mid, 11, fill=FACE_FILL, stroke=GOLD_DARK,
                        stroke_width=1.5))
    items.append(suit_shape(suit, WIDTH / 2, mid, 14))
    return items


def face_card(rank: str, suit: str, shown: str | None = None) -> str:
    items = card_blank()
    if rank == "A":
        items += ace_centre(suit)
    elif rank in "JQK":
        items += court_centre(rank, suit, shown)
    else:
        items += pips(int(rank_name(rank)), suit)
    items += corner_index(rank, suit, shown)
    return svg_document(items)


# --- large print ------------------------------------------------------------

LARGE_INDEX = 96  # the rank's height in the corners (the standard faces: 36)
LARGE_SUIT = 60  # the suit under it (standard: 26)
LARGE_PIP = 80  # the one suit in the middle


def large_corner(rank: str, suit: str, shown: str | None = None) -> list[str]:
    """A rank and a suit as large as the corner allows, top-left and (turned) bottom-right."""
    colour = suit_colour(suit)
    mark = [
        glyph(shown or rank_name(rank), 48, 14, LARGE_INDEX, colour, weight=15),
        suit_shape(suit, 48, 150, LARGE_SUIT),
    ]
    return [group(mark), turned(mark)]


def large_face(rank: str, suit: str, shown: str | None = None) -> str:
    """A face read at a glance: the big corners and one plain suit in the middle; a court
    card's suit sits on a tinted panel in its rank's colour."""
    items = card_blank()
    if rank in "JQK":
        light, deep, _robe = COURT_STYLE[rank]
        items.append(rect(82, 128, 86, 94, 8, fill=light, stroke=deep, stroke_width=4))
    items.append(suit_shape(suit, 125, 175, LARGE_PIP))
    items += large_corner(rank, suit, shown)
    return svg_document(items)


def four_coloured(svg: str, suit: str) -> str:
    """``svg`` of a card of ``suit`` with the suit's ink in the four-colour deck's colour.

    Every stroke and fill in the suit's colour changes, and nothing else: no other part
    of a face is drawn in its suit's colour (a court's jewels are, on purpose).
    """
    colour = FOUR_COLOURS.get(suit)
    return svg if colour is None else svg.replace(f'"{suit_colour(suit)}"', f'"{colour}"')


# The sets of faces: folder (under cards/) -> how a face of the set is drawn (a rank, a
# suit, and the mark the corners show for the rank if not the English one).
FACE_SETS = {
    "": face_card,
    "four-colour/": lambda rank, suit, shown=None: four_coloured(
        face_card(rank, suit, shown), suit),
    "large-print/": large_face,
    "large-print-four-colour/": lambda rank, suit, shown=None: four_coloured(
        large_face(rank, suit, shown), suit),
}

# The marks other languages put in the corners of a French-suited deck, by rank: German
# decks B (Bube), D (Dame), K (König), A (Ass); French ones V (Valet), D (Dame), R (Roi)
# and A (As); Spanish players of a French-suited deck (la baraja de póker) read J, Q, K and
# A. Each is drawn once per set of faces, in cards/marks/<mark>/; the game draws a card
# with the mark its language gives the rank (the catalogue's "Card corners"), where there
# is a picture for it.
MARKS = {"J": "BV", "Q": "D", "K": "R"}


# --- joker -----------------------------------------------------------------

HARLEQUIN = ("#d7263d", "#f4b400", "#1b65c9", "#2a9d5c")


def grid_points(box: tuple[float, float, float, float], dx: float, dy: float,
                stagger: bool = False, spill: float = 0) -> list[tuple[int, int, float, float]]:
    """(row, column, x, y) of a grid covering ``box``, reaching at most ``spill`` outside it.

    Patterns drawn on these points may overhang ``box`` a little; a frame drawn
    afterwards hides the overhang, so callers keep it inside the card edge.
    """
    bx, by, bw, bh = box
    points = []
    for r in range(-1, int(bh // dy) + 2):
        for c in range(-1, int(bw // dx) + 2):
            x = bx + c * dx + (dx / 2 if stagger and r % 2 else 0)
            y = by + r * dy
            if bx - spill <= x <= bx + bw + spill and by - spill <= y <= by + bh + spill:
                points.append((r, c, x, y))
    return points


def harlequin(box: tuple[float, float, float, float], size: float) -> list[str]:
    """Diamonds in four colours covering the box (edges are hidden by a frame later)."""
    items = []
    dy = size * 1.4
    for r, c, cx, cy in grid_points(box, size, dy, stagger=True, spill=size / 2):
            d = (f"M{num(cx)} {num(cy - dy / 2)} L{num(cx + size / 2)} {num(cy)} "
                 f"L{num(cx)} {num(cy + dy / 2)} L{num(cx - size / 2)} {num(cy)} Z")
            items.append(path(d, fill=HARLEQUIN[(r + 2 * c) % 4]))
    return items


def frame_mask(inner: tuple[float, float, float, float], radius: float,
               fill: str = FACE_FILL) -> str:
    """Cover everything between the card edge and a rounded inner window."""
    outer = rounded_rect_d(0.75, 0.75, WIDTH - 1.5, HEIGHT - 1.5, CORNER_RADIUS)
    window = rounded_rect_d(*inner, radius)
    return path(f"{outer} {window}", fill=fill, fill_rule="evenodd")


def jester_hat(cx: float, cy: float) -> list[str]:
    """A three-pointed jester's cap with bells, about 110 wide."""
    band_y = cy + 22
    points = [
        ("M-40 0 C-44 -20 -56 -34 -58 -46 C-38 -44 -22 -30 -14 -6 Z", HARLEQUIN[0], (-58, -46)),
        ("M22 -4 C26 -28 44 -42 58 -46 C54 -30 44 -16 40 0 Z", HARLEQUIN[2], (58, -46)),
        ("M-20 -4 C-18 -36 -6 -52 0 -60 C6 -50 18 -36 22 -4 Z", HARLEQUIN[1], (0, -60)),
    ]
    items = []
    for d, fill, (bx, by) in points:
        items.append(path(d, fill=fill, stroke=BLACK, stroke_width=2, stroke_linejoin="round",
                          transform=place(cx, band_y)))
        items.append(circle(cx + bx, band_y + by, 6, fill=GOLD, stroke=GOLD_DARK,
                            stroke_width=1.5))
    items.append(rect(cx - 44, band_y - 4, 88, 14, 6, fill=HARLEQUIN[3], stroke=BLACK,
                      stroke_width=2))
    for i in range(5):
        bx = cx - 32 + 16 * i
        items.append(path(f"M{num(bx)} {num(band_y - 1)} l4 4 l-4 4 l-4 -4 Z", fill=GOLD))
    return items


def joker_card() -> str:
    x, y, w, h = PANEL
    items = card_blank()
    items += harlequin((x, y, w, h), 22)
    items.append(frame_mask((x, y, w, h), 8))
    items.append(rect(x, y, w, h, 8, fill="none", stroke=BLACK, stroke_width=2.5))
    items.append(path(ellipse_d(125, 175, 62, 76), fill=FACE_FILL, stroke=BLACK,
                      stroke_width=2.5))
    items += jester_hat(125, 175)
    banner = [
        rect(x + 12, y + 12, w - 24, 36, 10, fill=FACE_FILL, stroke=BLACK, stroke_width=2),
        *word("JOKER", 125, y + 19, 22, BLACK, weight=14, gap=0.3),
    ]
    items += [group(banner), turned(banner)]
    corner = []
    for i, ch in enumerate("JOKER"):
        corner.append(glyph(ch, 24, 14 + i * 15, 11, HARLEQUIN[i % 4] if i % 4 != 1 else BLACK,
                            weight=16))
    corner.append(path("M24 94 l3 6 l6 1 l-4.5 4.5 l1 6.5 l-5.5 -3 l-5.5 3 l1 -6.5 "
                       "l-4.5 -4.5 l6 -1 Z", fill=GOLD, stroke=GOLD_DARK, stroke_width=1))
    items += [group(corner), turned(corner)]
    return svg_document(items)


# ---------------------------------------------------------------------------
# Backs
# ---------------------------------------------------------------------------

BACK_FIELD = (12, 12, WIDTH - 24, HEIGHT - 24)


def clip_segment(p0: tuple[float, float], p1: tuple[float, float],
                 box: tuple[float, float, float, float]) -> tuple | None:
    """Clip the segment p0-p1 to an axis-aligned box (Liang-Barsky)."""
    x0, y0 = p0
    dx, dy = p1[0] - x0, p1[1] - y0
    bx, by, bw, bh = box
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - bx), (dx, bx + bw - x0), (-dy, y0 - by), (dy, by + bh - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy), (x0 + t1 * dx, y0 + t1 * dy)


def lattice(box: tuple[float, float, float, float], spacing: float) -> list[str]:
    """Diagonal lines both ways across the box, one path each.

    Not one path for them all: Qt strokes a path as a single outline, and an
    outline of a hundred crossing lines takes ten times longer to fill than the
    same lines drawn one by one (a card back is drawn at the first paint).
    """
    bx, by, bw, bh = box
    parts = []
    span = bw + bh
    steps = int(span // spacing) + 1
    for i in range(steps + 1):
        c = i * spacing
        for p0, p1 in (((bx + c - bh, by + bh), (bx + c, by)),
                       ((bx + bw - c + bh, by + bh), (bx + bw - c, by))):
            seg = clip_segment(p0, p1, box)
            if seg:
                (ax, ay), (ex, ey) = seg
                parts.append(path(f"M{num(ax)} {num(ay)} L{num(ex)} {num(ey)}"))
    return parts


def back_frame(trim: str) -> list[str]:
    """White margin over the pattern's overhang, trim lines, and the card outline."""
    x, y, w, h = BACK_FIELD
    return [
        frame_mask(BACK_FIELD, 8),
        rect(x, y, w, h, 8, fill="none", stroke=trim, stroke_width=3),
        rect(x + 6, y + 6, w - 12, h - 12, 5, fill="none", stroke=trim, stroke_width=1.2),
        *card_blank("none"),
    ]


def back_blue() -> str:
    """Classic blue: a fine double lattice with a suit rosette in an oval."""
    field, light, trim = "#1d4f9c", "#7fa6e3", "#0f2f66"
    x, y, w, h = BACK_FIELD
    items = card_blank()
    items.append(rect(x, y, w, h, 8, fill=field))
    items.append(group(lattice(BACK_FIELD, 16), fill="none", stroke=light, stroke_width=1.6))
    items.append(group(lattice((x + 8, y, w, h), 16), fill="none", stroke="#3c6cb8",
                       stroke_width=0.9))
    items += back_frame(trim)
    items.append(path(ellipse_d(125, 175, 58, 74), fill=field, stroke="#ffffff",
                      stroke_width=3))
    items.append(path(ellipse_d(125, 175, 50, 66), fill="none", stroke=light,
                      stroke_width=1.2))
    for suit, (dx, dy) in zip("SHCD", ((0, -34), (30, 0), (0, 34), (-30, 0)), strict=True):
        items.append(suit_shape(suit, 125 + dx, 175 + dy, 26, colour="#ffffff"))
    items.append(path("M125 163 l12 12 l-12 12 l-12 -12 Z", fill=light))
    return svg_document(items)


def back_red() -> str:
    """Red: nested diamond bands around a gold star medallion."""
    field, deep, light, trim = "#b3202a", "#7d1018", "#e0646b", "#5c0a10"
    x, y, w, h = BACK_FIELD
    items = card_blank()
    items.append(rect(x, y, w, h, 8, fill=field))
    # small diamonds in staggered rows
    for r, c, cx, cy in grid_points(BACK_FIELD, 18, 22, stagger=True, spill=4):
        items.append(path(f"M{num(cx)} {num(cy - 8)} l6 8 l-6 8 l-6 -8 Z",
                          fill=deep if (r + c) % 2 else light))
    # concentric diamond rings
    for k, colour in enumerate((deep, "#ffffff", deep, "#ffffff")):
        rx, ry = 98 - 14 * k, 134 - 19 * k
        items.append(path(f"M125 {num(175 - ry)} L{num(125 + rx)} 175 L125 {num(175 + ry)} "
                          f"L{num(125 - rx)} 175 Z", fill=field if k % 2 == 0 else "none",
                          stroke=colour, stroke_width=3 if k % 2 else 6,
                          stroke_linejoin="round"))
    items += back_frame(trim)
    items.append(circle(125, 175, 30, fill=deep, stroke=GOLD, stroke_width=3))
    star = []
    for i in range(16):
        radius = 24 if i % 2 == 0 else 10
        a = math.radians(i * 22.5 - 90)
        star.append(f"{num(125 + radius * math.cos(a))} {num(175 + radius * math.sin(a))}")
    items.append(path("M" + " L".join(star) + " Z", fill=GOLD, stroke=GOLD_DARK,
                      stroke_width=1))
    return svg_document(items)


def back_green() -> str:
    """Green: a grid of four-petal rosettes with a gold-ringed club medallion."""
    field, petal, trim = "#1f6b45", "#6fbf8f", "#0f3d26"
    x, y, w, h = BACK_FIELD
    items = card_blank()
    items.append(rect(x, y, w, h, 8, fill=field))
    step = 22
    for _r, _c, cx, cy in grid_points((x + 4, y + 4, w - 8, h - 8), step, step):
        petals = " ".join(ellipse_d(cx + dx, cy + dy, 3.6, 3.6)
                          for dx, dy in ((0, -5), (5, 0), (0, 5), (-5, 0)))
        items.append(path(petals, fill=petal))
        items.append(circle(cx, cy, 2.2, fill=GOLD))
        if cx + step / 2 < x + w and cy + step / 2 < y + h:
            items.append(circle(cx + step / 2, cy + step / 2, 1.4, fill=petal))
    items += back_frame(trim)
    items.append(circle(125, 175, 56, fill=field, stroke=GOLD, stroke_width=4))
    items.append(circle(125, 175, 48, fill="none", stroke=petal, stroke_width=1.5))
    for i in range(8):
        a = math.radians(i * 45)
        items.append(path(ellipse_d(0, -38, 6, 12), fill=petal,
                          transform=f"translate(125 175) rotate({num(math.degrees(a))})"))
    items.append(suit_shape("C", 125, 175, 44, colour="#ffffff"))
    return svg_document(items)


def star_d(cx: float, cy: float, outer: float, inner: float, points: int,
           turn: float = -90) -> str:
    """A star of ``points`` points (``outer`` and ``inner`` radii) centred on (cx, cy)."""
    corners = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180 / points)
        corners.append(f"{num(cx + radius * math.cos(a))} {num(cy + radius * math.sin(a))}")
    return "M" + " L".join(corners) + " Z"


def back_midnight() -> str:
    """Midnight: gold stars scattered on deep navy round a gold compass star (for a dark
    table, a back that glows a little on it)."""
    field, faint, trim = "#141c3a", "#8d7a45", "#0a1026"
    x, y, w, h = BACK_FIELD
    items = card_blank()
    items.append(rect(x, y, w, h, 8, fill=field))
    small, large = [], []
    for r, c, cx, cy in grid_points(BACK_FIELD, 26, 22, stagger=True, spill=6):
        if (r * 3 + c) % 4 == 0:
            large.append(star_d(cx, cy, 6, 1.8, 4))
        else:
            small.append(star_d(cx, cy, 3, 0.9, 4))
    items.append(path(" ".join(small), fill=faint))
    items.append(path(" ".join(large), fill=GOLD))
    items += back_frame(trim)
    items.append(circle(125, 175, 52, fill=field, stroke=GOLD, stroke_width=3))
    items.append(circle(125, 175, 44, fill="none", stroke=faint, stroke_width=1.2))
    items.append(path(star_d(125, 175, 40, 9, 4), fill=GOLD, stroke=GOLD_DARK, stroke_width=1))
    items.append(path(star_d(125, 175, 26, 6, 4, turn=-45), fill="#f3dc9a",
                      stroke=GOLD_DARK, stroke_width=1))
    items.append(circle(125, 175, 5, fill=field))
    return svg_document(items)


def back_tartan() -> str:
    """Tartan: a burgundy plaid of dark bands crossed with fine gold and green lines."""
    field, band, gold, green, trim = "#7a1f30", "#3f0d18", "#d8b45a", "#1f4a33", "#3f0d18"
    x, y, w, h = BACK_FIELD
    items = card_blank()
    items.append(rect(x, y, w, h, 8, fill=field))
    stripes: dict[str, list[str]] = {band: [], green: [], gold: []}
    for offset, size, colour in ((0, 16, band), (7, 1.5, green), (24, 2, gold)):
        for k in range(9):
            at = k * 44 + offset - 10
            if at >= 0 and at + size <= h:  # across the card
                stripes[colour].append(rounded_rect_d(x, y + at, w, size, 0))
            if at >= 0 and at + size <= w:  # down the card
                stripes[colour].append(rounded_rect_d(x + at, y, size, h, 0))
    items.append(path(" ".join(stripes[band]), fill=band, fill_opacity=0.45))
    items.append(path(" ".join(stripes[green]), fill=green, fill_opacity=0.8))
    items.append(path(" ".join(stripes[gold]), fill=gold, fill_opacity=0.75))
    items += back_frame(trim)
    return svg_document(items)


def back_waves() -> str:
    """Waves: rows of rolling teal waves with a pale shell in the middle."""
    field, light, faint, pale, trim = "#0f5c63", "#7fc8c8", "#3f8f94", "#d9f0ee", "#073a3f"
    x, y, w, h = BACK_FIELD
    items = card_blank()
    items.append(rect(x, y, w, h, 8, fill=field))
    period, lift, gap = 28, 5, 11
    for n, top in enumerate(range(round(y) + 6, round(y + h) - 2, gap)):
        up = -lift if n % 2 else lift * 0.6  # every other row starts with a trough
        down = lift * 0.6 if n % 2 else -lift
        d = f"M{num(x + 1)} {top}"
        for k in range(int((w - 2) // period)):
            start = x + 1 + k * period
            d += (f" C{num(start + period * 0.25)} {num(top + up)} {num(start + period * 0.5)}"
                  f" {num(top + up)} {num(start + period * 0.5)} {top}"
                  f" C{num(start + period * 0.5)} {num(top + down)} {num(start + period)}"
                  f" {num(top + down)} {num(start + period)} {top}")
        items.append(path(d, fill="none", stroke=light if n % 2 else faint, stroke_width=1.6,
                          stroke_linecap="round"))
    items += back_frame(trim)
    items.append(path(ellipse_d(125, 175, 50, 62), fill=field, stroke=pale, stroke_width=3))
    ribs = []
    for i in range(7):
        a = math.radians(-150 + i * 20)
        ribs.append(f"M125 205 L{num(125 + 46 * math.cos(a))} {num(205 + 46 * math.sin(a))}")
    items.append(path(" ".join(ribs), fill="none", stroke=light, stroke_width=2,
                      stroke_linecap="round"))
    items.append(path("M79 205 A46 46 0 0 1 171 205 Z", fill="none", stroke=pale,
                      stroke_width=2.5, stroke_linejoin="round"))
    return svg_document(items)


def back_plum() -> str:
    """Plum: a lattice of four-leaved flowers with a heart in a gold-ringed diamond."""
    field, leaf, trim = "#4a2456", "#9b6aab", "#2a1032"
    x, y, w, h = BACK_FIELD
    items = card_blank()
    items.append(rect(x, y, w, h, 8, fill=field))
    leaves, dots = [], []
    for _r, _c, cx, cy in grid_points((x + 4, y + 4, w - 8, h - 8), 30, 30, stagger=True):
        leaves.append(" ".join(ellipse_d(cx + dx, cy + dy, 5, 5)
                               for dx, dy in ((0, -6), (6, 0), (0, 6), (-6, 0))))
        dots.append(ellipse_d(cx, cy, 2.4, 2.4))
    items += [path(flower, fill=leaf) for flower in leaves]  # one path each: quicker to fill
    items.append(path(" ".join(dots), fill=GOLD))
    items += back_frame(trim)
    items.append(path("M125 113 L177 175 L125 237 L73 175 Z", fill=field, stroke=GOLD,
                      stroke_width=3.5, stroke_linejoin="round"))
    items.append(path("M125 125 L167 175 L125 225 L83 175 Z", fill="none", stroke=leaf,
                      stroke_width=1.2, stroke_linejoin="round"))
    items.append(suit_shape("H", 125, 175, 40, colour="#f1dff5"))
    return svg_document(items)


# ---------------------------------------------------------------------------
# Wild-card badges
# ---------------------------------------------------------------------------

BADGE_SIZE = 100
BADGE_FILL = "#facd46"
BADGE_EDGE = "#785000"
BADGE_INK = "#3c2300"
# The ranks a wild card can stand for on a centre stack, as the table marks them.
BADGE_MARKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "B", "D",
               "V", "R")


def wild_badge(mark: str) -> str:
    """A gold disc with the rank a wild card stands for, in the cards' own glyphs.

    The table draws it low on a wild card in a centre stack; like the cards, it
    needs no font.
    """
    centre = BADGE_SIZE / 2
    height = 46
    items = [
        circle(centre, centre, centre - 1.5, fill=BADGE_FILL, stroke=BADGE_EDGE,
               stroke_width=3),
        glyph(mark, centre, centre - height / 2, height, BADGE_INK, weight=15),
    ]
    return svg_document(items, BADGE_SIZE, BADGE_SIZE)


# ---------------------------------------------------------------------------
# Empty pile marker and application icon
# ---------------------------------------------------------------------------


def empty_pile() -> str:
    """A soft rounded outline on transparent ground, for the green felt table."""
    items = [
        rect(4, 4, WIDTH - 8, HEIGHT - 8, CORNER_RADIUS, fill="#ffffff", fill_opacity=0.08,
             stroke="#ffffff", stroke_opacity=0.45, stroke_width=4),
        rect(14, 14, WIDTH - 28, HEIGHT - 28, CORNER_RADIUS - 6, fill="none",
             stroke="#ffffff", stroke_opacity=0.18, stroke_width=2,
             stroke_dasharray="10 8"),
        path(ellipse_d(125, 175, 34, 34), fill="none", stroke="#ffffff", stroke_opacity=0.3,
             stroke_width=3),
    ]
    return svg_document(items)


def app_icon() -> str:
    """Two fanned cards: a spade peeking out behind, a heart in front.

    The cards are turned about their own centres and sized so both stay well
    inside the square; thick outlines keep the shapes readable at 16 px.
    """
    size = 256
    card_w, card_h = 112, 160

    def mini_card(cx: float, cy: float, angle: float, suit: str, pip: tuple) -> str:
        px, py, pip_size = pip
        body = [
            rect(-card_w / 2, -card_h / 2, card_w, card_h, 14, fill=FACE_FILL,
                 stroke="#2b2b33", stroke_width=7),
            suit_shape(suit, px, py, pip_size),
        ]
        return group(body, transform=place(cx, cy, rotate=angle))

    items = [
        mini_card(88, 132, -14, "S", (-18, -6, 62)),
        mini_card(168, 126, 14, "H", (0, 0, 76)),
    ]
    return svg_document(items, size, size)


# ---------------------------------------------------------------------------
# Writing everything
# ---------------------------------------------------------------------------


def all_files() -> dict[str, str]:
    """Relative path -> SVG text for every generated file."""
    files = {}
    for folder, draw in FACE_SETS.items():
        for suit in SUITS:
            for rank in RANKS:
                files[f"cards/{folder}{rank}{suit}.svg"] = draw(rank, suit)
    for folder, draw in FACE_SETS.items():
        for rank, marks in MARKS.items():
            for shown in marks:
                for suit in SUITS:
                    files[f"cards/marks/{shown}/{folder}{rank}{suit}.svg"] = draw(
                        rank, suit, shown)
    files["cards/JK.svg"] = joker_card()
    files["cards/back-1.svg"] = back_blue()
    files["cards/back-2.svg"] = back_red()
    files["cards/back-3.svg"] = back_green()
    files["cards/back-4.svg"] = back_midnight()
    files["cards/back-5.svg"] = back_tartan()
    files["cards/back-6.svg"] = back_waves()
    files["cards/back-7.svg"] = back_plum()
    files["cards/empty.svg"] = empty_pile()
    for mark in BADGE_MARKS:
        files[f"cards/badge-{mark}.svg"] = wild_badge(mark)
    files["icons/app.svg"] = app_icon()
    return files


def write_all(out_dir: pathlib.Path) -> list[pathlib.Path]:
    written = []
    for rel, text in all_files().items():
        target = out_dir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    out_dir = pathlib.Path(argv[1]) if len(argv) > 1 else pathlib.Path(__file__).parent
    written = write_all(out_dir)
    print(f"wrote {len(written)} files under {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
