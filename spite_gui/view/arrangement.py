"""The table in card-width units: where every pile goes for 2, 3 or 4 players.

The table is laid out in *units* (one unit is the width of the human player's
cards) before :mod:`.layout` scales it to the view; :mod:`.close_up` arranges the
zoomed-in table from the same pieces. Because every distance is a multiple of the
card width, the table keeps its proportions at any size and nothing overlaps as long
as it fits.

The opponents' cards are smaller than the human's, but never so small that
their ranks can't be read (:data:`MIN_READABLE_PX`). In a small or narrow
view the table first closes up (:data:`TIGHT`: fans overlap more, gaps
narrow); only then do the opponents' cards take a larger share of the table,
at the expense of the human's, which are larger to start with.

Seats go clockwise from the human at the bottom: the next player sits on the
left, then the top, then the right (3 players: left and right).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF

from ..table.piles import CENTRE, COMPLETED, HAND, PAYOFF, SIDE, STOCK, PileKey
from .pile_item import CASCADE, FAN, STACK

RATIO = 1.4  # card height / width (the art is 250×350)
CASCADE_STEP = 0.055  # between cards of a side stack, in card widths
HAND_STEP = 0.8  # the human's hand
HAND_CAP = 4.0  # room for 6 cards at HAND_STEP
BACKS_STEP = 0.2  # a computer player's hand (card backs)
MARGIN = 0.22
TOP_SCALE_2P = 0.62
OPPONENT_SCALE = 0.5
MAX_OPPONENT_SCALE = 0.8  # the opponents' cards grow up to this share of the human's …
MIN_READABLE_PX = 48  # … to stay at least this wide: a corner index of about 8 pixels
MIN_UNIT = 8.0
PLATE_HEIGHT = 1.7  # a name plate's height, in its font's pixel size (see BadgeItem)


class Spacing(NamedTuple):
    """The room between and within piles, in widths of the cards concerned."""

    side_gap: float  # between side stacks
    payoff_gap: float  # between a payoff pile and its side stacks, and round the centre row
    centre_gap: float  # between centre stacks
    cascade_cap: float  # the most a side stack spreads
    backs_cap: float  # the most a computer player's hand of card backs spreads
    seat_gap: float  # between a player at the side and the middle of the table
    plate_room: float = 0.34  # above an opponent, for its name plate


LOOSE = Spacing(side_gap=0.2, payoff_gap=0.4, centre_gap=0.25, cascade_cap=0.3, backs_cap=1.0,
                seat_gap=0.45)
TIGHT = Spacing(side_gap=0.1, payoff_gap=0.25, centre_gap=0.15, cascade_cap=0.2, backs_cap=0.45,
                seat_gap=0.25)


class Units:
    """Collects the layout in card-width units before scaling."""

    def __init__(self, spacing: Spacing) -> None:
        self.spacing = spacing
        self.piles: dict[PileKey, tuple[float, float, float, str, float, float]] = {}
        self.badges: dict[PileKey, tuple[float, float]] = {}
        self.plates: dict[int, tuple[float, float]] = {}
        self.seat_scale: dict[int, float] = {}
        self.margin = (MARGIN, MARGIN * 0.6)  # round the table: at the sides, above and below

    def pile(self, key: PileKey, x: float, y: float, scale: float = 1.0, kind: str = STACK,
             step: float = 0.0, cap: float = 0.0) -> None:
        self.piles[key] = (x, y, scale, kind, step * scale, cap * scale)

    def bounds(self) -> QRectF:
        rect = QRectF()
        for x, y, s, kind, _step, cap in self.piles.values():
            w, h = s, s * RATIO
            if kind == CASCADE:
                h += cap
            elif kind == FAN:
                w += cap
            rect = rect.united(QRectF(x, y, w, h))
        room = self.spacing.plate_room
        for x, y in self.plates.values():
            rect = rect.united(QRectF(x - 0.5, y - room / 2, 1.0, room))
        return rect


def _side_stacks_width(gap: float) -> float:
    return 4 + 3 * gap


def _human_width(sp: Spacing) -> float:
    return 1 + sp.payoff_gap + _side_stacks_width(sp.side_gap) / 2 + (1 + HAND_CAP) / 2


def _human(u: Units, seat: int, x: float, y: float) -> None:
    """The human's block: payoff and side stacks, the hand fanned below."""
    sp = u.spacing
    u.seat_scale[seat] = 1.0
    u.pile(PileKey(PAYOFF, seat), x, y)
    u.badges[PileKey(PAYOFF, seat)] = (x + 0.5, y + RATIO)
    sides_x = x + 1 + sp.payoff_gap
    for i in range(4):
        u.pile(PileKey(SIDE, seat, i), sides_x + i * (1 + sp.side_gap), y, kind=CASCADE,
               step=CASCADE_STEP, cap=sp.cascade_cap)
    hand_y = y + RATIO + sp.cascade_cap + 0.2
    sides_mid = sides_x + _side_stacks_width(sp.side_gap) / 2
    u.pile(PileKey(HAND, seat), sides_mid - (1 + HAND_CAP) / 2, hand_y, kind=FAN,
           step=HAND_STEP, cap=HAND_CAP)
    u.plates[seat] = (x + 0.5, hand_y + RATIO / 2)


def place_row_opponent(u: Units, seat: int, x: float, y: float, s: float) -> None:
    """An opponent across the table: payoff, side stacks and hand in one row."""
    sp = u.spacing
    u.seat_scale[seat] = s
    u.pile(PileKey(PAYOFF, seat), x, y, s)
    u.badges[PileKey(PAYOFF, seat)] = (x + 0.5 * s, y + RATIO * s)
    sides_x = x + (1 + sp.payoff_gap) * s
    for i in range(4):
        u.pile(PileKey(SIDE, seat, i), sides_x + i * (1 + sp.side_gap) * s, y, s, CASCADE,
               CASCADE_STEP, sp.cascade_cap)
    hand_x = sides_x + (_side_stacks_width(sp.side_gap) + sp.payoff_gap) * s
    u.pile(PileKey(HAND, seat), hand_x, y, s, FAN, BACKS_STEP, sp.backs_cap)
    u.badges[PileKey(HAND, seat)] = (hand_x + (1 + sp.backs_cap) / 2 * s, y + RATIO * s)
    u.plates[seat] = (x + row_opponent_width(s, sp) / 2, y - sp.plate_room / 2)


def row_opponent_width(s: float, sp: Spacing = LOOSE) -> float:
    return (1 + sp.payoff_gap + _side_stacks_width(sp.side_gap) + sp.payoff_gap + 1
            + sp.backs_cap) * s


def _column_opponent(u: Units, seat: int, x: float, y: float, s: float) -> None:
    """An opponent at a side of the table: payoff and hand, then the side stacks two by two."""
    sp = u.spacing
    u.seat_scale[seat] = s
    u.pile(PileKey(PAYOFF, seat), x, y, s)
    u.badges[PileKey(PAYOFF, seat)] = (x + 0.5 * s, y + RATIO * s)
    hand_x = x + (1 + sp.side_gap) * s
    u.pile(PileKey(HAND, seat), hand_x, y, s, FAN, BACKS_STEP, sp.backs_cap)
    u.badges[PileKey(HAND, seat)] = (hand_x + (1 + sp.backs_cap) / 2 * s, y + RATIO * s)
    for i in range(4):
        row, col = divmod(i, 2)
        sy = y + (RATIO + 0.3 + row * (RATIO + sp.cascade_cap + 0.15)) * s
        u.pile(PileKey(SIDE, seat, i), x + col * (1 + sp.side_gap) * s, sy, s, CASCADE,
               CASCADE_STEP, sp.cascade_cap)
    u.plates[seat] = (x + column_opponent_width(s, sp) / 2, y - sp.plate_room / 2)


def column_opponent_width(s: float, sp: Spacing = LOOSE) -> float:
    return (1 + sp.side_gap + 1 + sp.backs_cap) * s


def _centre_row(u: Units, x: float, y: float, centre_stacks: int) -> None:
    sp = u.spacing
    u.pile(PileKey(STOCK), x, y)
    u.badges[PileKey(STOCK)] = (x + 0.5, y + RATIO)
    cx = x + 1 + sp.payoff_gap + 0.1
    for i in range(centre_stacks):
        u.pile(PileKey(CENTRE, -1, i), cx + i * (1 + sp.centre_gap), y)
    done_x = cx + centre_stacks * (1 + sp.centre_gap) - sp.centre_gap + sp.payoff_gap + 0.1
    u.pile(PileKey(COMPLETED), done_x, y)
    u.badges[PileKey(COMPLETED)] = (done_x + 0.5, y + RATIO)


def centre_row_width(centre_stacks: int, sp: Spacing = LOOSE) -> float:
    return (2 * (1 + sp.payoff_gap + 0.1) + centre_stacks * (1 + sp.centre_gap)
            - sp.centre_gap)


def _units(players: int, centre_stacks: int, s: float, sp: Spacing) -> Units:
    """The table in units, the opponents' cards ``s`` times the human's."""
    u = Units(sp)
    human_w = _human_width(sp)
    centre_w = centre_row_width(centre_stacks, sp)
    if players == 2:
        mid_w = max(human_w, centre_w, row_opponent_width(s, sp))
        place_row_opponent(u, 1, (mid_w - row_opponent_width(s, sp)) / 2, sp.plate_room, s)
        centre_y = sp.plate_room + (RATIO + sp.cascade_cap) * s + 0.3
        left = 0.0
    else:
        side_w = column_opponent_width(s, sp)
        mid_w = max(human_w, centre_w, row_opponent_width(s, sp) if players == 4 else 0)
        left = side_w + sp.seat_gap
        _column_opponent(u, 1, 0, sp.plate_room, s)
        right_seat = 3 if players == 4 else 2
        _column_opponent(u, right_seat, left + mid_w + sp.seat_gap, sp.plate_room, s)
        if players == 4:
            top_x = left + (mid_w - row_opponent_width(s, sp)) / 2
            place_row_opponent(u, 2, top_x, sp.plate_room, s)
            centre_y = sp.plate_room + (RATIO + sp.cascade_cap) * s + 0.3
        else:
            centre_y = sp.plate_room + 0.55
    _centre_row(u, left + (mid_w - centre_w) / 2, centre_y, centre_stacks)
    human_y = centre_y + RATIO + 0.38
    _human(u, 0, left + (mid_w - human_w) / 2, human_y)
    return u


def padded(u: Units) -> QRectF:
    mx, my = u.margin
    return u.bounds().adjusted(-mx, -my, mx, my)


def _unit(u: Units, width: float, height: float) -> float:
    """Pixels per unit for the table to fit ``width``×``height``: whole pixels stay crisp."""
    bounds = padded(u)
    return float(int(max(MIN_UNIT, min(width / bounds.width(), height / bounds.height()))))


def font_px(unit: float) -> int:
    """The count badges' text size for cards ``unit`` pixels wide."""
    return max(9, round(unit * 0.15))


def plate_px(unit: float) -> int:
    """The name plates' text size for cards ``unit`` pixels wide."""
    return max(10, round(font_px(unit) * 1.05))


def _fit(players: int, centre_stacks: int, s: float, sp: Spacing, width: float,
         height: float) -> tuple[Units, float]:
    """The table and its unit, with room above the opponents for their name plates: text
    keeps a readable size when the cards get small, so it takes more of the table."""
    for _ in range(4):
        u = _units(players, centre_stacks, s, sp)
        unit = _unit(u, width, height)
        room = (plate_px(unit) * PLATE_HEIGHT + 2) / unit
        if room <= sp.plate_room:
            break
        sp = sp._replace(plate_room=room * 1.02)
    return u, unit


def _readable(s: float, unit: float) -> bool:
    return round(s * unit) >= MIN_READABLE_PX


def usual_units(width: float, height: float, players: int,
             centre_stacks: int) -> tuple[Units, float]:
    """The table and its unit: the loosest spacing at which the opponents' cards are readable
    at their usual size; else the tight spacing, with the opponents' cards as little larger
    than usual as makes them readable (at most :data:`MAX_OPPONENT_SCALE`)."""
    usual = TOP_SCALE_2P if players == 2 else OPPONENT_SCALE
    for spacing in (LOOSE, TIGHT):
        u, unit = _fit(players, centre_stacks, usual, spacing, width, height)
        if _readable(usual, unit):
            return u, unit
    low, high = usual, MAX_OPPONENT_SCALE
    u, unit = _fit(players, centre_stacks, high, TIGHT, width, height)
    if not _readable(high, unit):
        return u, unit  # too small a view for readable cards: the largest opponents' cards
    for _ in range(10):  # the opponents' cards grow, and the table with them: bisect
        middle = (low + high) / 2
        candidate, candidate_unit = _fit(players, centre_stacks, middle, TIGHT, width, height)
        if _readable(middle, candidate_unit):
            high, u, unit = middle, candidate, candidate_unit
        else:
            low = middle
    return u, unit
