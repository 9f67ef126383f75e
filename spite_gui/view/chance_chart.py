"""The chart of the reviewed player's chance to win, turn by turn through the game.

Drawn with QPainter: the chance at the start of every turn as a line over a shaded
area, the even chance (50%) as a dashed line, the player's mistakes and blunders as
marks told apart by shape and sign as well as colour, and the turn the table shows as
a line with its chance written beside it. A click picks the turn under the pointer.

A screen reader hears the chart's name and, as its description, the chance at the
turn shown, the grade of the player's play in it (on the player's own turns), and the
lowest and highest of the game (:meth:`ChanceChart.description`).
The chart only shows what it is given; it knows nothing of the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..table.speech import spoken
from .review_grades import BLUNDER, MARKED, MISTAKE, grade_colour, grade_word, percent
from .theme import GREEN_CHROME

translate = QCoreApplication.translate
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 38, 12, 12, 22
MARK_RADIUS = 5.5


class ChanceChart(QWidget):
    """The chance to win through the game; :attr:`turn_clicked` when a turn is clicked."""

    turn_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: list[tuple[int, float]] = []  # (turn, chance), turns rising
        self._marks: list[tuple[int, str]] = []  # (turn, grade) of the player's costly turns
        self._grades: dict[int, str] = {}  # the grade of each of the player's turns
        self._current: int | None = None
        self._who = ""
        self.setMinimumSize(QSize(220, 130))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a reader's keys reach it
        self.setAccessibleName(translate("ReviewWindow", "Chance to win through the game"))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # -- what it shows ---------------------------------------------------------------------
    def show_chances(self, points: Sequence[tuple[int, float]],
                     marks: Sequence[tuple[int, str]], who: str = "") -> None:
        """Chart ``points`` (turn, chance) with ``marks`` (turn, grade) of the player ``who``."""
        self._points = sorted(points)
        self._marks = [(turn, grade) for turn, grade in marks if grade in MARKED]
        self._grades = dict(marks)
        self._who = who
        self._describe()
        self.update()

    def set_current(self, turn: int | None) -> None:
        """Mark ``turn``, the one the table shows."""
        self._current = turn
        self._describe()
        self.update()

    @property
    def points(self) -> list[tuple[int, float]]:
        """The (turn, chance) points charted."""
        return list(self._points)

    def chance_at(self, turn: int) -> float | None:
        """The charted chance at the start of ``turn`` (the latest before it if none)."""
        found = None
        for at, chance in self._points:
            if at > turn:
                break
            found = chance
        return found

    def description(self) -> str:
        """What a screen reader hears of the chart."""
        if not self._points:
            return translate("ReviewWindow", "The chances are being worked out.")
        chances = [chance for _turn, chance in self._points]
        parts = []
        if self._current is not None:
            chance = self.chance_at(self._current)
            if chance is not None:
                parts.append(translate(
                    "ReviewWindow", "Turn {turn}: chance to win {chance}.").format(
                        turn=self._current, chance=percent(chance)))
            grade = self._grades.get(self._current)
            if grade is not None:  # the player's own turn: how it was played
                parts.append(translate("ReviewWindow", "Your play: {grade}.").format(
                    grade=grade_word(grade)))
        parts.append(translate("ReviewWindow", "Lowest {low}, highest {high}.").format(
            low=percent(min(chances)), high=percent(max(chances))))
        blunders = sum(1 for _turn, grade in self._marks if grade == BLUNDER)
        mistakes = len(self._marks) - blunders
        parts.append(translate(
            "ReviewWindow", "Blunders: {blunders}. Mistakes: {mistakes}.").format(
                blunders=blunders, mistakes=mistakes))
        return " ".join(parts)

    def _describe(self) -> None:
        self.setAccessibleDescription(spoken(self.description()))  # no "colon" read
        self.setToolTip(self.description())

    # -- geometry --------------------------------------------------------------------------
    def _plot(self) -> QRectF:
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(1.0, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
                      max(1.0, self.height() - MARGIN_TOP - MARGIN_BOTTOM))

    def _span(self) -> tuple[int, int]:
        first = self._points[0][0] if self._points else 1
        last = self._points[-1][0] if self._points else 2
        return first, max(last, first + 1)

    def _at(self, turn: float, chance: float) -> QPointF:
        plot = self._plot()
        first, last = self._span()
        x = plot.left() + (turn - first) / (last - first) * plot.width()
        return QPointF(x, plot.bottom() - max(0.0, min(1.0, chance)) * plot.height())

    def sizeHint(self) -> QSize:
        return QSize(320, 170)

    # -- drawing ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chrome = GREEN_CHROME
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        back = QLinearGradient(frame.topLeft(), frame.bottomLeft())
        back.setColorAt(0, QColor("#16382a"))
        back.setColorAt(1, QColor(chrome.field))
        painter.setPen(QPen(QColor(chrome.field_edge), 1))
        painter.setBrush(QBrush(back))
        painter.drawRoundedRect(frame, 8, 8)
        if self.hasFocus():
            painter.setPen(QPen(QColor(chrome.heading), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame.adjusted(1, 1, -1, -1), 7, 7)
        self._draw_grid(painter)
        if self._points:
            self._draw_curve(painter)
            self._draw_marks(painter)
            self._draw_current(painter)
        else:
            painter.setPen(QColor(chrome.note))
            painter.drawText(self._plot(), Qt.AlignmentFlag.AlignCenter,
                             translate("ReviewWindow", "Working out the chances…"))
        painter.end()

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def _draw_grid(self, painter: QPainter) -> None:
        plot = self._plot()
        painter.setFont(self._small_font())
        for chance in (0.0, 0.5, 1.0):
            y = self._at(0, chance).y() if self._points else plot.bottom() - chance * plot.height()
            pen = QPen(QColor(255, 255, 255, 90 if chance == 0.5 else 40), 1)
            if chance == 0.5:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(GREEN_CHROME.note))
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 5, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             percent(chance))
        if not self._points:
            return
        first, last = self._span()
        step = max(1, round((last - first) / 6))
        for turn in range(first, last + 1, step):
            x = self._at(turn, 0).x()
            painter.drawText(QRectF(x - 20, plot.bottom() + 3, 40, MARGIN_BOTTOM - 4),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             str(turn))

    def _draw_curve(self, painter: QPainter) -> None:
        plot = self._plot()
        points = [self._at(turn, chance) for turn, chance in self._points]
        line = QPainterPath(points[0])
        for point in points[1:]:
            line.lineTo(point)
        area = QPainterPath(line)
        area.lineTo(QPointF(points[-1].x(), plot.bottom()))
        area.lineTo(QPointF(points[0].x(), plot.bottom()))
        area.closeSubpath()
        fill = QLinearGradient(QPointF(0, plot.top()), QPointF(0, plot.bottom()))
        fill.setColorAt(0, QColor(255, 215, 94, 150))
        fill.setColorAt(0.5, QColor(255, 215, 94, 60))
        fill.setColorAt(1, QColor(255, 215, 94, 10))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(fill))
        painter.drawPath(area)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#fff4c8"), 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(line)

    def _draw_marks(self, painter: QPainter) -> None:
        """A mistake is a diamond, a blunder a larger circle with "!": shape and colour, and
        a key to them in the corner."""
        for turn, grade in self._marks:
            chance = self.chance_at(turn)
            if chance is not None:
                self._mark(painter, self._at(turn, chance), grade)
        if not self._marks:
            return
        plot = self._plot()
        painter.setFont(self._small_font())
        metrics = painter.fontMetrics()
        right = plot.right() - 4
        for grade in (BLUNDER, MISTAKE):
            word = grade_word(grade)
            width = metrics.horizontalAdvance(word)
            painter.setPen(QColor(GREEN_CHROME.note))
            painter.drawText(QRectF(right - width, plot.top() + 1, width, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, word)
            self._mark(painter, QPointF(right - width - 10, plot.top() + 1 + metrics.height() / 2),
                       grade)
            right -= width + 28

    def _mark(self, painter: QPainter, at: QPointF, grade: str) -> None:
        painter.setPen(QPen(QColor("#10281a"), 1.5))
        painter.setBrush(grade_colour(grade))
        if grade == BLUNDER:
            radius = MARK_RADIUS + 1.5
            painter.drawEllipse(at, radius, radius)
            painter.setPen(QColor("#10281a"))
            font = self._small_font()
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius),
                             Qt.AlignmentFlag.AlignCenter, "!")
            painter.setFont(self._small_font())
        else:
            r = MARK_RADIUS
            diamond = QPainterPath(QPointF(at.x(), at.y() - r))
            diamond.lineTo(at.x() + r, at.y())
            diamond.lineTo(at.x(), at.y() + r)
            diamond.lineTo(at.x() - r, at.y())
            diamond.closeSubpath()
            painter.drawPath(diamond)

    def _draw_current(self, painter: QPainter) -> None:
        if self._current is None:
            return
        chance = self.chance_at(self._current)
        if chance is None:
            return
        plot = self._plot()
        at = self._at(min(self._current, self._span()[1]), chance)
        painter.setPen(QPen(QColor(GREEN_CHROME.heading), 1.5))
        painter.drawLine(QPointF(at.x(), plot.top()), QPointF(at.x(), plot.bottom()))
        painter.setBrush(QColor(GREEN_CHROME.heading))
        painter.setPen(QPen(QColor("#10281a"), 1.5))
        painter.drawEllipse(at, 4.5, 4.5)
        text = percent(chance)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(text) + 10
        height = painter.fontMetrics().height() + 2
        left = at.x() + 8 if at.x() + 8 + width < plot.right() else at.x() - 8 - width
        top = max(plot.top(), min(plot.bottom() - height, at.y() - height - 4))
        box = QRectF(left, top, width, height)
        painter.setBrush(QColor(16, 40, 26, 220))
        painter.setPen(QPen(QColor(GREEN_CHROME.heading), 1))
        painter.drawRoundedRect(box, 4, 4)
        painter.setPen(QColor(GREEN_CHROME.heading))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    # -- the pointer -----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self._points or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        x = event.position().x()
        turn = min(self._points, key=lambda point: abs(self._at(point[0], 0).x() - x))[0]
        self.turn_clicked.emit(turn)
