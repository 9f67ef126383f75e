"""The match scoreboard on the table: a small panel in a corner, the bottom-right one if free.

It shows what it is given (a title such as "Match to 50 · game 3" and one line
per player with their points) and knows nothing of how a match is scored.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .fonts import pixel_font

SCOREBOARD_Z = 805  # above the cards and count badges, under a peek's shade


def _area(rect: QRectF) -> float:
    return max(rect.width(), 0.0) * max(rect.height(), 0.0)


class ScoreLine(NamedTuple):
    """One player's line: the name, the points as shown, and whether they lead."""

    name: str
    points: str
    leading: bool = False


class Scoreboard(NamedTuple):
    """What the scoreboard shows: a title and one line per player."""

    title: str
    lines: tuple[ScoreLine, ...]


class ScoreboardItem(QGraphicsItem):
    """A rounded panel listing the players' match points under a title."""

    def __init__(self) -> None:
        super().__init__()
        self._board: Scoreboard | None = None
        self._pixel = 12
        self.setZValue(SCOREBOARD_Z)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def board(self) -> Scoreboard | None:
        return self._board

    def set_board(self, board: Scoreboard | None) -> None:
        """Show ``board`` (None hides the panel)."""
        if board != self._board:
            self.prepareGeometryChange()
            self._board = board
            self.setVisible(board is not None)
            self.update()

    def set_pixel_size(self, pixel: int) -> None:
        if pixel != self._pixel:
            self.prepareGeometryChange()
            self._pixel = pixel

    # -- measures ---------------------------------------------------------------------
    def _fonts(self) -> tuple[QFont, QFont]:
        title = pixel_font(max(8, round(self._pixel * 0.8)))
        title.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 104)
        return title, pixel_font(self._pixel, bold=False)

    def _padding(self) -> float:
        return self._pixel * 0.6

    def _row_height(self) -> float:
        return self._pixel * 1.35

    def boundingRect(self) -> QRectF:
        board = self._board
        if board is None:
            return QRectF()
        title_font, line_font = self._fonts()
        title_metrics = QFontMetricsF(title_font)
        line_font.setBold(True)  # measured bold: the leader's line is
        bold_metrics = QFontMetricsF(line_font)
        names = max((bold_metrics.horizontalAdvance(line.name) for line in board.lines),
                    default=0.0)
        points = max((bold_metrics.horizontalAdvance(line.points) for line in board.lines),
                     default=0.0)
        width = max(title_metrics.horizontalAdvance(board.title),
                    names + self._pixel * 1.5 + points)
        height = title_metrics.height() + self._pixel * 0.3 + self._row_height() * len(
            board.lines)
        pad = self._padding()
        return QRectF(0, 0, round(width + 2 * pad), round(height + 2 * pad))

    def place(self, area: QRectF, margin: float, avoid: Sequence[QRectF] = ()) -> None:
        """Put the panel in a corner of ``area``, ``margin`` from its edges: the bottom-right
        one unless it covers part of ``avoid`` (the cards) and another corner covers less.
        Where every corner would cover cards (a zoomed table) the panel stays hidden: the
        status bar has the score too."""
        rect = self.boundingRect()
        left, top = area.left() + margin, area.top() + margin
        right = area.right() - margin - rect.width()
        bottom = area.bottom() - margin - rect.height()
        corners = [QPointF(round(x), round(y))
                   for x, y in ((right, bottom), (right, top), (left, top), (left, bottom))]

        def covered(corner: QPointF) -> float:
            panel = rect.translated(corner)
            return sum(_area(panel.intersected(other)) for other in avoid)

        best = min(corners, key=covered)  # the first of equals: bottom-right first
        self.setPos(best)
        self.setVisible(self._board is not None and covered(best) == 0)

    # -- painting ---------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        board = self._board
        if board is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        radius = self._pixel * 0.7
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        painter.setBrush(QColor(10, 30, 18, 215))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        pad = self._padding()
        inner = rect.adjusted(pad, pad, -pad, -pad)
        title_font, line_font = self._fonts()
        painter.setFont(title_font)
        painter.setPen(QColor(255, 222, 89))
        title_height = QFontMetricsF(title_font).height()
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), title_height),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, board.title)
        top = inner.top() + title_height + self._pixel * 0.3
        for number, line in enumerate(board.lines):
            row = QRectF(inner.left(), top + number * self._row_height(), inner.width(),
                         self._row_height())
            font = QFont(line_font)
            font.setBold(line.leading)
            painter.setFont(font)
            painter.setPen(QColor(255, 222, 89) if line.leading else QColor(255, 248, 225))
            middle = Qt.AlignmentFlag.AlignVCenter
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | middle, line.name)
            painter.drawText(row, Qt.AlignmentFlag.AlignRight | middle, line.points)
