"""The words on the table: a count beside a pile, a name plate for each seat, and a match's
scoreboard.

Count badges show how many cards a stack holds (the payoff piles, the stock, the
completed cards, another player's hand); a number also gives the stack its drawn
thickness. Each seat has a name plate (the player to move lit), kept on the table
however long the name. A match's scoreboard goes in whichever corner leaves the
piles and the words clear.

Owns: the badges and plates of the piles made now (items added to the scene here,
retired through the scene's retirement when the piles are made again, see
:mod:`.lifetimes`), and the scoreboard (kept for the scene's life). The piles stay
the scene's: a label only reads where they are.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from ..table.piles import COMPLETED, HAND, PAYOFF, STOCK, PileKey, SeatInfo
from .pile_item import BadgeItem
from .room import Room
from .scoreboard import Scoreboard, ScoreboardItem
from .theme import TableTheme

if TYPE_CHECKING:
    from .layout import TableLayout
    from .lifetimes import Retirement
    from .table_scene import TableScene

COUNTED = (PAYOFF, STOCK, COMPLETED)  # the stacks with a count beside them
PLATE_Z = 810  # above the cards and the count badges


class Labels(Room):
    """The count badges, name plates and scoreboard of a table."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._badges: dict[PileKey, BadgeItem] = {}
        self._plates: dict[int, BadgeItem] = {}
        self._seat_info: dict[int, SeatInfo] = {}
        self._scoreboard = ScoreboardItem()
        scene.addItem(self._scoreboard)

    def make(self, keys: Iterable[PileKey], players: int, retirement: Retirement) -> None:
        """Labels for new piles ``keys`` and ``players`` seats (the old ones are retired):
        a count beside each stack counted, and beside the other players' hands."""
        for item in [*self._badges.values(), *self._plates.values()]:
            retirement.retire(item)
        self._badges.clear()
        self._plates.clear()
        scene = self.scene
        theme = scene.art.theme
        for key in keys:
            if key.kind in COUNTED or (key.kind == HAND and key.seat != scene.viewer):
                badge = BadgeItem()
                badge.set_theme(theme)
                badge.setVisible(False)
                scene.addItem(badge)
                self._badges[key] = badge
        for seat in range(players):
            plate = BadgeItem()
            plate.set_theme(theme)
            plate.setZValue(PLATE_Z)
            scene.addItem(plate)
            self._plates[seat] = plate

    def fit(self, layout: TableLayout) -> None:
        """Put every label in its place on the table as laid out (after the piles)."""
        for key, badge in self._badges.items():
            scale = layout.seat_scale.get(key.seat, 1.0) if key.seat >= 0 else 1.0
            badge.set_pixel_size(max(9, round(layout.font_px * (0.85 + 0.15 * scale))))
            badge.setPos(layout.count_badges[key])
        for seat, plate in self._plates.items():
            plate.set_pixel_size(layout.plate_px)
            self._place_plate(seat)
        self._scoreboard.set_pixel_size(max(10, layout.font_px))
        self._place_scoreboard()

    def set_theme(self, theme: TableTheme) -> None:
        for badge in (*self._badges.values(), *self._plates.values()):
            badge.set_theme(theme)

    # -- counts -------------------------------------------------------------------------
    def badge(self, key: PileKey) -> BadgeItem | None:
        return self._badges.get(key)

    def set_count(self, key: PileKey, text: str) -> None:
        """Show ``text`` on a pile's count badge; a number also gives a stack its thickness."""
        badge = self._badges.get(key)
        if badge is not None:
            badge.set_text(text)
        self.scene.pile(key).set_depth(int(text) if text.isdigit() else 0)

    def show_counts(self, counts: Mapping[PileKey, str]) -> None:
        """Every count badge shows its count in ``counts`` (none: nothing)."""
        for key in self._badges:
            self.set_count(key, counts.get(key, ""))

    # -- names --------------------------------------------------------------------------
    def plate(self, seat: int) -> BadgeItem:
        return self._plates[seat]

    def set_seats(self, seats: Mapping[int, SeatInfo]) -> None:
        """Update the name plates, and the owner each pile tells (a tooltip, a reader)."""
        scene = self.scene
        self._seat_info.update(seats)
        for seat, plate in self._plates.items():
            info = self._seat_info.get(seat)
            if info is None:
                continue
            plate.set_text(f"{info.name} · {info.note}" if info.note else info.name)
            plate.set_active(info.active)
            self._place_plate(seat)
        for key, pile in scene.piles().items():
            info = self._seat_info.get(key.seat)
            owner = "You" if key.seat == scene.viewer else info.name if info is not None else ""
            pile.set_owner(owner)

    def seat_info(self) -> dict[int, SeatInfo]:
        """What each name plate shows now."""
        return dict(self._seat_info)

    def plate_rects(self) -> list[QRectF]:
        """Where the name plates on show are (in scene coordinates)."""
        return [plate.sceneBoundingRect() for plate in self._plates.values()
                if plate.isVisible()]

    def _place_plate(self, seat: int) -> None:
        """Centre a name plate on its place, but never let it leave the table."""
        scene = self.scene
        layout = scene.table_layout
        if layout is None:
            return
        plate = self._plates[seat]
        want = layout.plates[seat]
        half = plate.boundingRect().width() / 2
        area = scene.sceneRect()
        x = min(max(want.x(), area.left() + half + 4), area.right() - half - 4)
        plate.setPos(QPointF(x, want.y()))

    # -- a match's scores -------------------------------------------------------------------
    @property
    def scoreboard(self) -> ScoreboardItem:
        return self._scoreboard

    def set_scoreboard(self, board: Scoreboard | None) -> None:
        """Show a match's scoreboard in a corner of the table (None: hide it)."""
        self._scoreboard.set_board(board)
        self._place_scoreboard()

    def _place_scoreboard(self) -> None:
        scene = self.scene
        layout = scene.table_layout
        if layout is not None:
            taken = [pile.area_rect() for pile in scene.piles().values()]
            taken += [item.sceneBoundingRect()
                      for item in (*self._badges.values(), *self._plates.values())]
            self._scoreboard.place(scene.sceneRect(), max(6, round(layout.font_px * 0.5)),
                                   taken)
