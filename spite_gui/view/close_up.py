"""The table zoomed in: the player's hand and the centre larger than the usual table allows.

At a zoom above 100% the cards of the player's hand and of the centre stacks are
drawn ``zoom`` times the size at which the usual table (:mod:`.arrangement`) fits
the view. The usual arrangement has no room for that — three rows of the player's
own cards (centre, side stacks, hand) would not fit a laptop's height — so the
table closes up, and nothing needs scrolling:

- the other players sit in one row along the top, in turn order from the left,
  their cards as large as at 100% where there is room, never less than readable
  (:data:`.arrangement.MIN_READABLE_PX`);
- the centre stacks below them, the stock and the completed pile smaller at
  the ends of the row (they only count cards);
- the player's payoff pile and side stacks in one row with the hand beside them
  on the right: the stacks as large as the hand's cards where there is room,
  smaller where not (never below :data:`MIN_OWN_SCALE` of them), the hand's fan
  closed up to show every card's corner.

Where even that cannot fit (a small window) the cards are as large as fit: the
hand and the centre are never cut off.
"""

from __future__ import annotations

from ..table.piles import CENTRE, COMPLETED, HAND, PAYOFF, SIDE, STOCK, PileKey
from .arrangement import (
    CASCADE_STEP,
    HAND_CAP,
    HAND_STEP,
    MIN_READABLE_PX,
    OPPONENT_SCALE,
    PLATE_HEIGHT,
    RATIO,
    TIGHT,
    TOP_SCALE_2P,
    Spacing,
    Units,
    font_px,
    place_row_opponent,
    plate_px,
    row_opponent_width,
)
from .pile_item import CASCADE, FAN

ZOOM_SPACING = TIGHT._replace(centre_gap=0.1)
CORNER_SCALE = 0.45  # the stock and the completed pile, of the centre stacks' cards
MIN_OWN_SCALE = 0.55  # the player's payoff and side stacks, at the least, of the hand's cards
HAND_MIN_CAP = 1.6  # the hand's fan at its tightest: six cards, each showing its corner
ROW_GAP = 0.12  # between the centre row and the player's row
STRIP_GAP = 0.1  # between the other players and the centre row
SEAT_GAP = 0.2  # between two other players in the top row
OWN_GAP = 0.22  # between the player's side stacks and the hand
MARGIN_X, MARGIN_Y = 0.1, 0.07  # round the whole table, in the hand's card widths
TEXT_ZOOM_CAP = 1.5  # names and counts grow with the zoom up to this much
TEXT_PER_CARD = 1.8  # the text's unit, at most, in widths of the other players' cards
PLATE_BOUNDS = 1.0  # the width the layout keeps for a name plate (see Units.bounds)


def text_unit(unit: float, base_unit: float) -> float:
    """The card width the counts and names are sized for at a zoomed ``unit``."""
    return min(unit, base_unit * TEXT_ZOOM_CAP)


def _own_width(s: float, sp: Spacing) -> float:
    """The player's payoff pile and side stacks at scale ``s``."""
    return (5 + sp.payoff_gap + 3 * sp.side_gap) * s


def _centre_width(centre_stacks: int, sp: Spacing) -> float:
    return 2 * (CORNER_SCALE + sp.centre_gap) + centre_stacks * (1 + sp.centre_gap) - sp.centre_gap


def _strip_width(opponents: int, s: float, sp: Spacing) -> float:
    return opponents * row_opponent_width(s, sp) + (opponents - 1) * SEAT_GAP


def arrange(width: float, height: float, players: int, centre_stacks: int, unit: float,
            usual_px: float, text_px: float) -> Units | None:
    """The closed-up table with the hand's cards ``unit`` pixels wide in a view
    ``width``×``height``, or None if it does not fit. ``usual_px`` is how wide the other
    players' cards are at 100%; ``text_px`` the card width the name plates are sized for."""
    sp = ZOOM_SPACING
    room_w = (width - 2) / unit - 2 * MARGIN_X  # a pixel either side for rounding
    room_h = (height - 2) / unit - 2 * MARGIN_Y
    if _centre_width(centre_stacks, sp) > room_w:
        return None
    own = min(1.0, (room_w - OWN_GAP - 1 - HAND_MIN_CAP) / _own_width(1, sp))
    if own < MIN_OWN_SCALE:
        return None
    plate_room = (plate_px(text_px) * PLATE_HEIGHT + 2) / unit
    badge_room = font_px(text_px) * PLATE_HEIGHT / 2 / unit  # under the payoff: its count
    sp = sp._replace(plate_room=plate_room)
    plate_y = max(RATIO * own + badge_room, (RATIO + sp.cascade_cap) * own)  # under it: a name
    own_height = max(RATIO, plate_y + plate_room)
    opponents = players - 1
    rows = STRIP_GAP + RATIO + ROW_GAP + own_height
    tallest = (room_h - rows - plate_room) / (RATIO + sp.cascade_cap)
    widest = (room_w - (opponents - 1) * SEAT_GAP) / (opponents * row_opponent_width(1, sp))
    s = min(usual_px / unit, tallest, widest)
    if s * unit < MIN_READABLE_PX:
        return None
    u = Units(sp)
    u.margin = (MARGIN_X, MARGIN_Y)
    cap = min(HAND_CAP, room_w - _own_width(own, sp) - OWN_GAP - 1)
    own_w = _own_width(own, sp) + OWN_GAP + 1 + cap
    mid_w = max(_centre_width(centre_stacks, sp), own_w, _strip_width(opponents, s, sp))
    x = (mid_w - _strip_width(opponents, s, sp)) / 2
    for seat in range(1, players):
        place_row_opponent(u, seat, x, plate_room, s)
        x += row_opponent_width(s, sp) + SEAT_GAP
    centre_y = plate_room + (RATIO + sp.cascade_cap) * s + STRIP_GAP
    _centre_row(u, (mid_w - _centre_width(centre_stacks, sp)) / 2, centre_y, centre_stacks)
    _own_row(u, (mid_w - own_w) / 2, centre_y + RATIO + ROW_GAP, own, cap)
    u.plates[0] = (u.piles[PileKey(PAYOFF, 0)][0] + PLATE_BOUNDS / 2,
                   centre_y + RATIO + ROW_GAP + plate_y + plate_room / 2)
    return u


def _centre_row(u: Units, x: float, y: float, centre_stacks: int) -> None:
    sp, small = u.spacing, CORNER_SCALE
    low = y + RATIO * (1 - small) / 2  # the small piles centred on the row's height
    u.pile(PileKey(STOCK), x, low, small)
    u.badges[PileKey(STOCK)] = (x + small / 2, low + RATIO * small)
    cx = x + small + sp.centre_gap
    for i in range(centre_stacks):
        u.pile(PileKey(CENTRE, -1, i), cx + i * (1 + sp.centre_gap), y)
    done_x = cx + centre_stacks * (1 + sp.centre_gap)
    u.pile(PileKey(COMPLETED), done_x, low, small)
    u.badges[PileKey(COMPLETED)] = (done_x + small / 2, low + RATIO * small)


def _own_row(u: Units, x: float, y: float, s: float, cap: float) -> None:
    """The player's payoff and side stacks at scale ``s``, then the hand spreading ``cap``."""
    sp = u.spacing
    u.seat_scale[0] = 1.0
    u.pile(PileKey(PAYOFF, 0), x, y, s)
    u.badges[PileKey(PAYOFF, 0)] = (x + s / 2, y + RATIO * s)
    sides_x = x + (1 + sp.payoff_gap) * s
    for i in range(4):
        u.pile(PileKey(SIDE, 0, i), sides_x + i * (1 + sp.side_gap) * s, y, s, CASCADE,
               CASCADE_STEP, sp.cascade_cap)
    hand_x = x + _own_width(s, sp) + OWN_GAP
    u.pile(PileKey(HAND, 0), hand_x, y, 1.0, FAN, HAND_STEP, cap)


def usual_opponent_px(players: int, base_unit: float) -> float:
    """How wide the other players' cards are on the usual table, at about ``base_unit``."""
    return max(MIN_READABLE_PX, (TOP_SCALE_2P if players == 2 else OPPONENT_SCALE) * base_unit)


Closer = tuple[Units, float, float]  # the table, its unit, the card width text is sized for


def zoomed(width: float, height: float, players: int, centre_stacks: int, zoom: float,
           base_unit: float) -> Closer | None:
    """The closed-up table, its unit and its text's unit for ``zoom`` (1.5: 150%) over the
    usual table's ``base_unit``, as large as fits up to that; None where it fits no better
    than the usual table."""
    usual_px = usual_opponent_px(players, base_unit)

    def attempt(unit: float) -> Closer | None:
        text = text_unit(unit, base_unit)
        u = arrange(width, height, players, centre_stacks, unit, usual_px, text)
        if u is None:
            return None
        others = min(scale for seat, scale in u.seat_scale.items() if seat) * unit
        if text > TEXT_PER_CARD * others:  # names and counts in scale with small cards
            text = TEXT_PER_CARD * others
            u = arrange(width, height, players, centre_stacks, unit, usual_px, text)
        return None if u is None else (u, unit, text)

    best = attempt(float(int(zoom * base_unit)))
    if best is not None:
        return best
    low, high = base_unit, zoom * base_unit
    found: Closer | None = None
    for _ in range(12):  # the largest whole-pixel unit that fits
        middle = float(int((low + high) / 2))
        if middle <= low:
            break
        candidate = attempt(middle)
        if candidate is not None:
            low, found = middle, candidate
        else:
            high = middle
    return found
