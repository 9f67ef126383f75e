"""The chart of a person's rating over their games, drawn with QPainter.

The line is the rating after each game, the band around it how sure the rating is (two
sigmas either way), and the dashed lines the computer levels' ratings. A screen reader
gets the same in words (the widget's accessible description), and the pointer over the
chart tells the game under it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

translate = QCoreApplication.translate

#: The rating's colour, and the levels' (weakest first): readable on light and dark.
LINE = QColor(33, 118, 199)
LEVEL_COLOURS = (QColor(76, 153, 76), QColor(196, 140, 24), QColor(204, 85, 51),
                 QColor(150, 70, 170))
WIN, LOSS = QColor(46, 140, 70), QColor(190, 60, 50)


@dataclass(frozen=True)
class ChartPoint:
    """One game on the chart: when it ended (as the player reads it), the rating after it,
    its doubt (points either way), whether it was won, and a line about it."""

    when: str
    rating: int
    doubt: int
    won: bool
    about: str


def _number(value: int) -> str:
    return QLocale().toString(value)


def label_places(heights: Sequence[float], gap: float) -> list[float]:
    """Where to write labels meant for ``heights`` (any order) so that no two are nearer
    than ``gap``: each as near its own as the others let it, the crowd centred on them.

    >>> label_places([100.0, 104.0, 300.0], 20.0)
    [92.0, 112.0, 300.0]
    """
    order = sorted(range(len(heights)), key=lambda i: heights[i])
    placed = [heights[i] for i in order]
    for _ in range(len(placed)):  # move each crowd apart around its middle, till none is
        moved = False
        start = 0
        while start < len(placed):
            end = start
            while end + 1 < len(placed) and placed[end + 1] - placed[end] < gap - 1e-9:
                end += 1
            if end > start:
                middle = sum(heights[order[i]] for i in range(start, end + 1)) / (end - start + 1)
                first = middle - gap * (end - start) / 2
                for i in range(start, end + 1):
                    placed[i] = first + gap * (i - start)
                moved = True
            start = end + 1
        if not moved:
            break
    found = [0.0] * len(heights)
    for place, i in zip(placed, order, strict=True):
        found[i] = place
    return found


class RatingChart(QWidget):
    """A person's rating over their games, against the levels' ratings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: tuple[ChartPoint, ...] = ()
        self._levels: tuple[tuple[str, int], ...] = ()  # (name as read, rating)
        self._empty = ""
        self.setMinimumSize(QSize(360, 180))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a screen reader's user reaches it
        self.setMouseTracking(True)
        self.setAccessibleName(translate("Rating", "Rating over time"))

    # -- what it shows ---------------------------------------------------------------
    def show_ratings(self, points: Sequence[ChartPoint], levels: Mapping[str, int],
                     empty: str) -> None:
        """Chart ``points`` (oldest first) against ``levels`` (a name as the player reads
        it, and its rating); ``empty`` is said when there is no game to chart."""
        self._points = tuple(points)
        self._levels = tuple(levels.items())
        self._empty = empty
        self.setAccessibleDescription(self.described())
        self.update()

    @property
    def points(self) -> tuple[ChartPoint, ...]:
        return self._points

    def described(self) -> str:
        """The chart in words, for a screen reader."""
        if not self._points:
            return self._empty
        first, last = self._points[0], self._points[-1]
        high = max(self._points, key=lambda p: p.rating)
        low = min(self._points, key=lambda p: p.rating)
        levels = ", ".join(f"{name} {_number(rating)}" for name, rating in self._levels)
        return translate(
            "Rating", "%n game(s) rated, from {first} to {last}. The rating went from "
            "{start} to {now} (highest {high} on {high_when}, lowest {low} on {low_when}). "
            "The computer levels: {levels}.", None, len(self._points)).format(
                first=first.when, last=last.when, start=_number(first.rating),
                now=_number(last.rating), high=_number(high.rating), high_when=high.when,
                low=_number(low.rating), low_when=low.when, levels=levels)

    # -- geometry --------------------------------------------------------------------
    def _plot_area(self) -> QRectF:
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("00,000") + 14
        right = max((metrics.horizontalAdvance(name) for name, _ in self._levels),
                    default=0) + 16
        return QRectF(left, 12, max(1.0, self.width() - left - right),
                      max(1.0, self.height() - 12 - 2 * metrics.height() - 6))

    def _span(self) -> tuple[float, float]:
        """The ratings the chart's height covers: every point with its band, every level,
        on round hundreds."""
        values = [p.rating + p.doubt for p in self._points]
        values += [p.rating - p.doubt for p in self._points]
        values += [rating for _, rating in self._levels]
        low, high = min(values), max(values)
        return math.floor(low / 100) * 100 - 50, math.ceil(high / 100) * 100 + 50

    def _x(self, area: QRectF, index: int) -> float:
        if len(self._points) < 2:
            return area.center().x()
        return area.left() + area.width() * index / (len(self._points) - 1)

    def _y(self, area: QRectF, span: tuple[float, float], rating: float) -> float:
        low, high = span
        return area.bottom() - area.height() * (rating - low) / (high - low)

    # -- drawing ---------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        if not self._points:
            painter.setPen(palette.color(QPalette.ColorGroup.Disabled,
                                         QPalette.ColorRole.Text))
            painter.drawText(QRectF(self.rect()).adjusted(16, 16, -16, -16),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self._empty)
            painter.end()
            return
        area = self._plot_area()
        span = self._span()
        self._draw_grid(painter, area, span, text)
        self._draw_levels(painter, area, span)
        self._draw_rating(painter, area, span)
        if self.hasFocus():
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()

    def _draw_grid(self, painter: QPainter, area: QRectF, span: tuple[float, float],
                   text: QColor) -> None:
        faint = QColor(text)
        faint.setAlpha(30)
        label = QColor(text)
        label.setAlpha(170)
        metrics = self.fontMetrics()
        low, high = span
        step = 100 if high - low <= 800 else 200 if high - low <= 1600 else 500
        painter.setFont(self.font())
        rating = math.ceil(low / step) * step
        while rating <= high:
            y = self._y(area, span, rating)
            painter.setPen(QPen(faint, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(label)
            painter.drawText(QRectF(0, y - metrics.height() / 2, area.left() - 8,
                                    metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             _number(rating))
            rating += step
        painter.setPen(QPen(label, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        # the dates: the first game's, the last one's, and one between if there is room
        count = len(self._points)
        ticks = [0, count - 1] if count > 1 else [0]
        if count > 2 and area.width() > 6 * metrics.horizontalAdvance(self._points[0].when):
            ticks.insert(1, (count - 1) // 2)
        base = area.bottom() + 4
        for index in ticks:
            x = self._x(area, index)
            painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3))
            words = self._points[index].when
            width = metrics.horizontalAdvance(words)
            left = min(max(x - width / 2, 0), self.width() - width)
            painter.drawText(QRectF(left, base, width, metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, words)
        games = translate("Rating", "%n game(s)", None, count)
        painter.drawText(QRectF(area.left(), base + metrics.height(), area.width(),
                                metrics.height()), Qt.AlignmentFlag.AlignCenter, games)
        self._draw_legend(painter, QPointF(area.left(), base + 1.5 * metrics.height()))

    def _draw_legend(self, painter: QPainter, at: QPointF) -> None:
        """What the marks mean, on the line under the dates, from ``at`` (its middle)."""
        metrics = self.fontMetrics()
        x = at.x()
        band = QColor(LINE)
        band.setAlpha(40)
        for colour, words in ((WIN, translate("Rating", "won")),
                              (LOSS, translate("Rating", "not won")),
                              (band, translate("Rating", "likely range"))):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            if colour is band:
                painter.drawRect(QRectF(x - 3, at.y() - 5, 12, 10))
            else:
                painter.drawEllipse(QPointF(x + 3, at.y()), 3.5, 3.5)
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            width = metrics.horizontalAdvance(words)
            painter.drawText(QRectF(x + 13, at.y() - metrics.height() / 2, width + 2,
                                    metrics.height()), Qt.AlignmentFlag.AlignVCenter, words)
            x += 13 + width + 16

    def _draw_levels(self, painter: QPainter, area: QRectF, span: tuple[float, float]) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        metrics = painter.fontMetrics()
        lines = [(self._y(area, span, rating), name, colour)
                 for (name, rating), colour in zip(self._levels, LEVEL_COLOURS, strict=False)]
        places = label_places([y for y, _, _ in lines], metrics.height())
        for (y, name, colour), place in zip(lines, places, strict=True):
            pen = QPen(colour, 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.drawText(QRectF(area.right() + 6, place - metrics.height() / 2,
                                    self.width() - area.right() - 6, metrics.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(self.font())

    def _draw_rating(self, painter: QPainter, area: QRectF, span: tuple[float, float]) -> None:
        points = self._points
        band = QPainterPath()
        line = QPainterPath()
        upper = [QPointF(self._x(area, i), self._y(area, span, p.rating + p.doubt))
                 for i, p in enumerate(points)]
        lower = [QPointF(self._x(area, i), self._y(area, span, p.rating - p.doubt))
                 for i, p in enumerate(points)]
        middle = [QPointF(self._x(area, i), self._y(area, span, p.rating))
                  for i, p in enumerate(points)]
        if len(points) == 1:  # one game: a short stroke, to be seen
            for row in (upper, lower, middle):
                row[:] = [row[0] - QPointF(6, 0), row[0] + QPointF(6, 0)]
        band.moveTo(upper[0])
        for point in upper[1:]:
            band.lineTo(point)
        for point in reversed(lower):
            band.lineTo(point)
        band.closeSubpath()
        fill = QColor(LINE)
        fill.setAlpha(40)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(band)
        line.moveTo(middle[0])
        for point in middle[1:]:
            line.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(LINE, 2.5)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(line)
        if len(points) <= 60 and area.width() / max(1, len(points)) >= 6:
            for i, game in enumerate(points):  # each game: green won, red not
                painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Base), 1.5))
                painter.setBrush(WIN if game.won else LOSS)
                painter.drawEllipse(QPointF(self._x(area, i), middle[i].y()), 3.5, 3.5)
        last = QPointF(self._x(area, len(points) - 1), self._y(area, span, points[-1].rating))
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Base), 2))
        painter.setBrush(LINE)
        painter.drawEllipse(last, 5.5, 5.5)

    # -- the pointer -----------------------------------------------------------------
    def game_at(self, x: float) -> int | None:
        """The game nearest the pointer's ``x``, if any."""
        if not self._points:
            return None
        area = self._plot_area()
        if len(self._points) == 1:
            return 0
        place = (x - area.left()) / area.width() * (len(self._points) - 1)
        return min(max(round(place), 0), len(self._points) - 1)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.game_at(event.position().x())
        if index is None:
            QToolTip.hideText()
            return
        point = self._points[index]
        QToolTip.showText(event.globalPosition().toPoint(), translate(
            "Rating", "Game {number}, {when}: {about}\nRating after it: {rating}").format(
                number=_number(index + 1), when=point.when, about=point.about,
                rating=_number(point.rating)), self)


__all__ = ["ChartPoint", "RatingChart"]
