"""Where every pile goes for any window size, in view pixels.

The table is arranged in card-width units (:mod:`.arrangement`; zoomed in:
:mod:`.close_up`), then scaled so the whole table fits the view and centred.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QPointF, QSizeF

from ..table.piles import PileKey
from .arrangement import RATIO, Units, font_px, padded, plate_px, usual_units
from .close_up import zoomed


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
    font_px: int  # the count badges' text
    plate_px: int  # the name plates' text
    seat_scale: dict[int, float]


def _turned(u: Units, players: int, viewer: int) -> None:
    """Seat the players so that ``viewer`` is at the bottom: the places stay, the seats
    sitting in them move round the table in turn order."""
    def seat(place: int) -> int:
        return (place + viewer) % players if place >= 0 else place

    u.piles = {key._replace(seat=seat(key.seat)): value for key, value in u.piles.items()}
    u.badges = {key._replace(seat=seat(key.seat)): value for key, value in u.badges.items()}
    u.plates = {seat(place): value for place, value in u.plates.items()}
    u.seat_scale = {seat(place): value for place, value in u.seat_scale.items()}


def compute_layout(width: float, height: float, players: int = 2,
                   centre_stacks: int = 4, viewer: int = 0, zoom: float = 1.0) -> TableLayout:
    """The table for a view ``width``×``height`` pixels, seat ``viewer`` at the bottom; at a
    ``zoom`` above 1 the player's hand and the centre that much larger (see :mod:`.close_up`)."""
    u, unit = usual_units(width, height, players, centre_stacks)
    text = unit
    if zoom > 1:
        closer = zoomed(width, height, players, centre_stacks, zoom, unit)
        if closer is not None:
            u, unit, text = closer
    if viewer:
        _turned(u, players, viewer)
    bounds = padded(u)
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
    return TableLayout(unit, piles, badges, plates, font_px(text), plate_px(text),
                       dict(u.seat_scale))
