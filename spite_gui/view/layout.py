"""Where every pile goes for 2, 3 or 4 players, for any window size.

The table is first laid out in *units* (one unit is the width of the human
player's cards), then scaled so the whole table fits the view and centred.
Because every distance is a multiple of the card width, the table keeps its
proportions at any size and nothing overlaps as long as it fits.

Seats go clockwise from the human at the bottom: the next player sits on the
left, then the top, then the right (3 players: left and right).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .pile_item import CASCADE, FAN, STACK, PileKey

RATIO = 1.4  # card height / width (the art is 250×350)
SIDE_GAP = 0.2
PAYOFF_GAP = 0.4
CASCADE_STEP = 0.055  # between cards of a side stack, in card widths
CASCADE_CAP = 0.3  # the most a side stack spreads
HAND_STEP = 0.8  # the human's hand
HAND_CAP = 4.0  # room for 6 cards at HAND_STEP
BACKS_STEP = 0.2  # a computer player's hand (card backs)
BACKS_CAP = 1.0
CENTRE_GAP = 0.25
PLATE_ROOM = 0.34  # room above an opponent for its name plate
MARGIN = 0.22
TOP_SCALE_2P = 0.62
OPPONENT_SCALE = 0.5


class PileGeometry(NamedTuple):
    """One pile's place in view pixels."""

    pos: QPointF
    card_size: QSizeF
    kind: str
    step: float
    cap: float


class TableLayout(NamedTuple):
    """Everything placed: piles, count badges and name plates, in view pixels."""

    card_width: float
    piles: dict[PileKey, PileGeometry]
    count_badges: dict[PileKey, QPointF]  # badge centre for piles that show a count
    plates: dict[int, QPointF]  # name plate centre for each seat
    font_px: int
    seat_scale: dict[int, float]


class _Units:
    """Collects the layout in card-width units before scaling."""

    def __init__(self) -> None:
        self.piles: dict[PileKey, tuple[float, float, float, str, float, float]] = {}
        self.badges: dict[PileKey, tuple[float, float]] = {}
        self.plates: dict[int, tuple[float, float]] = {}
        self.seat_scale: dict[int, float] = {}

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
        for x, y in self.plates.values():
            rect = rect.united(QRectF(x - 0.5, y - 0.15, 1.0, 0.3))
        return rect


def _human(u: _Units, seat: int, x: float, y: float) -> float:
    """The human's block: payoff and side stacks, the hand fanned below. Returns its width."""
    u.seat_scale[seat] = 1.0
    u.pile(PileKey("payoff", seat), x, y)
    u.badges[PileKey("payoff", seat)] = (x + 0.5, y + RATIO)
    sides_x = x + 1 + PAYOFF_GAP
    for i in range(4):
        u.pile(PileKey("side", seat, i), sides_x + i * (1 + SIDE_GAP), y, kind=CASCADE,
               step=CASCADE_STEP, cap=CASCADE_CAP)
    hand_y = y + RATIO + CASCADE_CAP + 0.2
    sides_mid = sides_x + (4 + 3 * SIDE_GAP) / 2
    u.pile(PileKey("hand", seat), sides_mid - (1 + HAND_CAP) / 2, hand_y, kind=FAN,
           step=HAND_STEP, cap=HAND_CAP)
    u.plates[seat] = (x + 0.5, hand_y + RATIO / 2)
    return sides_mid + (1 + HAND_CAP) / 2 - x



def _row_opponent(u: _Units, seat: int, x: float, y: float, s: float) -> None:
    """An opponent across the table: payoff, side stacks and hand in one row."""
    u.seat_scale[seat] = s
    u.pile(PileKey("payoff", seat), x, y, s)
    u.badges[PileKey("payoff", seat)] = (x + 0.5 * s, y + RATIO * s)
    sides_x = x + (1 + PAYOFF_GAP) * s
    for i in range(4):
        u.pile(PileKey("side", seat, i), sides_x + i * (1 + SIDE_GAP) * s, y, s, CASCADE,
               CASCADE_STEP, CASCADE_CAP)
    hand_x = sides_x + (4 + 3 * SIDE_GAP + PAYOFF_GAP) * s
    u.pile(PileKey("hand", seat), hand_x, y, s, FAN, BACKS_STEP, BACKS_CAP)
    u.badges[PileKey("hand", seat)] = (hand_x + (1 + BACKS_CAP) / 2 * s, y + RATIO * s)
    u.plates[seat] = (x + row_opponent_width(s) / 2, y - PLATE_ROOM / 2)


def row_opponent_width(s: float) -> float:
    return (1 + PAYOFF_GAP + 4 + 3 * SIDE_GAP + PAYOFF_GAP + 1 + BACKS_CAP) * s


def _column_opponent(u: _Units, seat: int, x: float, y: float, s: float) -> None:
    """An opponent at a side of the table: payoff and hand, then the side stacks two by two."""
    u.seat_scale[seat] = s
    u.pile(PileKey("payoff", seat), x, y, s)
    u.badges[PileKey("payoff", seat)] = (x + 0.5 * s, y + RATIO * s)
    hand_x = x + (1 + SIDE_GAP) * s
    u.pile(PileKey("hand", seat), hand_x, y, s, FAN, BACKS_STEP, BACKS_CAP)
    u.badges[PileKey("hand", seat)] = (hand_x + (1 + BACKS_CAP) / 2 * s, y + RATIO * s)
    for i in range(4):
        row, col = divmod(i, 2)
        sy = y + (RATIO + 0.3 + row * (RATIO + CASCADE_CAP + 0.15)) * s
        u.pile(PileKey("side", seat, i), x + col * (1 + SIDE_GAP) * s, sy, s, CASCADE,
               CASCADE_STEP, CASCADE_CAP)
    u.plates[seat] = (x + column_opponent_width(s) / 2, y - PLATE_ROOM / 2)


def column_opponent_width(s: float) -> float:
    return (1 + SIDE_GAP + 1 + BACKS_CAP) * s


def _centre_row(u: _Units, x: float, y: float, centre_stacks: int) -> None:
    u.pile(PileKey("stock"), x, y)
    u.badges[PileKey("stock")] = (x + 0.5, y + RATIO)
    cx = x + 1 + PAYOFF_GAP + 0.1
    for i in range(centre_stacks):
        u.pile(PileKey("centre", -1, i), cx + i * (1 + CENTRE_GAP), y)
    done_x = cx + centre_stacks * (1 + CENTRE_GAP) - CENTRE_GAP + PAYOFF_GAP + 0.1
    u.pile(PileKey("completed"), done_x, y)
    u.badges[PileKey("completed")] = (done_x + 0.5, y + RATIO)


def centre_row_width(centre_stacks: int) -> float:
    return 2 * (1 + PAYOFF_GAP + 0.1) + centre_stacks * (1 + CENTRE_GAP) - CENTRE_GAP


def _units(players: int, centre_stacks: int) -> _Units:
    u = _Units()
    human_w = 1 + PAYOFF_GAP + (4 + 3 * SIDE_GAP) / 2 + (1 + HAND_CAP) / 2
    centre_w = centre_row_width(centre_stacks)
    if players == 2:
        s = TOP_SCALE_2P
        mid_w = max(human_w, centre_w, row_opponent_width(s))
        _row_opponent(u, 1, (mid_w - row_opponent_width(s)) / 2, PLATE_ROOM, s)
        centre_y = PLATE_ROOM + (RATIO + CASCADE_CAP) * s + 0.3
        left = 0.0
    else:
        s = OPPONENT_SCALE
        side_w = column_opponent_width(s)
        mid_w = max(human_w, centre_w, row_opponent_width(s) if players == 4 else 0)
        left = side_w + 0.45
        _column_opponent(u, 1, 0, PLATE_ROOM, s)
        right_seat = 3 if players == 4 else 2
        _column_opponent(u, right_seat, left + mid_w + 0.45, PLATE_ROOM, s)
        if players == 4:
            _row_opponent(u, 2, left + (mid_w - row_opponent_width(s)) / 2, PLATE_ROOM, s)
            centre_y = PLATE_ROOM + (RATIO + CASCADE_CAP) * s + 0.3
        else:
            centre_y = PLATE_ROOM + 0.55
    _centre_row(u, left + (mid_w - centre_w) / 2, centre_y, centre_stacks)
    human_y = centre_y + RATIO + 0.38
    human_x = left + (mid_w - human_w) / 2
    _human(u, 0, human_x, human_y)
    return u


def compute_layout(width: float, height: float, players: int = 2,
                   centre_stacks: int = 4) -> TableLayout:
    """The table for a view ``width``×``height`` pixels."""
    u = _units(players, centre_stacks)
    bounds = u.bounds().adjusted(-MARGIN, -MARGIN * 0.6, MARGIN, MARGIN * 0.6)
    unit = max(8.0, min(width / bounds.width(), height / bounds.height()))
    unit = float(int(unit))  # whole-pixel cards stay crisp
    off_x = (width - bounds.width() * unit) / 2 - bounds.left() * unit
    off_y = (height - bounds.height() * unit) / 2 - bounds.top() * unit

    def point(x: float, y: float) -> QPointF:
        return QPointF(round(off_x + x * unit), round(off_y + y * unit))

    piles = {}
    for key, (x, y, s, kind, step, cap) in u.piles.items():
        size = QSizeF(round(s * unit), round(s * unit * RATIO))
        piles[key] = PileGeometry(point(x, y), size, kind, step * unit, cap * unit)
    badges = {key: point(x, y) for key, (x, y) in u.badges.items()}
    plates = {seat: point(x, y) for seat, (x, y) in u.plates.items()}
    font_px = max(9, round(unit * 0.15))
    return TableLayout(unit, piles, badges, plates, font_px, dict(u.seat_scale))
