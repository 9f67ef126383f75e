"""The month calendar of Today's Deal: each day's counted game marked, won or lost.

A table of weeks (:class:`MonthModel`), one cell a day, drawn as a calendar by
:class:`DayDelegate`: the day's number, and a green disc with a tick for a day won, a
red ring with a cross for a day lost or given up, a grey ring for a draw; today is
outlined. The arrow keys walk the days (the table view's own keys); Page Up and Page
Down, and the two buttons, turn the months. Each cell tells a screen reader the day
in full and its result ("Friday, 27 November 2026: won in 12 rounds against Hard"),
and the column headers the weekdays' full names.
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..storage.daily import DailyRecord, DayResult
from ..storage.stats_terms import DRAW, WON
from .daily_words import day_words

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
WEEKS = 6  # the most weeks a month touches
DAYS = 7
#: The day a cell stands for (a ``date``, or None for a cell outside the month), and its
#: counted result (a :class:`DayResult` or None).
DAY_ROLE = Qt.ItemDataRole.UserRole + 1
RESULT_ROLE = Qt.ItemDataRole.UserRole + 2
WON_COLOUR = QColor("#2e8b57")
LOST_COLOUR = QColor("#c0392b")
DRAW_COLOUR = QColor("#7f8c8d")


def first_weekday() -> int:
    """The first day of the week in the player's locale, as Python counts (Monday 0)."""
    return QLocale().firstDayOfWeek().value - 1


def month_grid(year: int, month: int, first: int) -> list[date | None]:
    """The month's days laid out in :data:`WEEKS` weeks of :data:`DAYS` days starting on
    weekday ``first``: None where a cell is outside the month.

    >>> grid = month_grid(2026, 11, 0)  # November 2026 starts on a Sunday
    >>> grid[:7] == [None] * 6 + [date(2026, 11, 1)], grid[7], len(grid)
    (True, datetime.date(2026, 11, 2), 42)
    """
    start = date(year, month, 1)
    lead = (start.weekday() - first) % DAYS
    last = calendar.monthrange(year, month)[1]
    cells: list[date | None] = [None] * (WEEKS * DAYS)
    for number in range(last):
        cells[lead + number] = start + timedelta(number)
    return cells


class MonthModel(QAbstractTableModel):
    """A month of Today's Deal, a week a row: each cell a day and its counted result."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._first = first_weekday()
        self.year, self.month = 2000, 1
        self._cells: list[date | None] = month_grid(self.year, self.month, self._first)
        self._results: dict[int, DayResult] = {}
        self.today: date | None = None

    def show_month(self, year: int, month: int, record: DailyRecord, today: date) -> None:
        self.beginResetModel()
        self.year, self.month, self.today = year, month, today
        self._cells = month_grid(year, month, self._first)
        self._results = record.month(year, month)
        self.endResetModel()

    def index_of(self, day: date) -> QModelIndex:
        """The cell of ``day`` (invalid if it is not in the month shown)."""
        if day not in self._cells:
            return QModelIndex()
        place = self._cells.index(day)
        return self.index(place // DAYS, place % DAYS)

    def day_at(self, index: Index) -> date | None:
        return self._cells[index.row() * DAYS + index.column()] if index.isValid() else None

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else WEEKS

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else DAYS

    def flags(self, index: Index) -> Qt.ItemFlag:
        if self.day_at(index) is None:
            return Qt.ItemFlag.NoItemFlags  # the arrows skip the cells outside the month
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        day = self.day_at(index)
        if day is None:
            return None
        result = self._results.get(day.day)
        if role == Qt.ItemDataRole.DisplayRole:
            return str(day.day)
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return day_words(day, result)
        if role == DAY_ROLE:
            return day
        if role == RESULT_ROLE:
            return result
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        weekday = (self._first + section) % DAYS + 1  # Qt counts from Monday 1
        if role == Qt.ItemDataRole.DisplayRole:
            return QLocale().dayName(weekday, QLocale.FormatType.ShortFormat)
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return QLocale().dayName(weekday, QLocale.FormatType.LongFormat)
        return None


class DayDelegate(QStyledItemDelegate):
    """Draws a day: its number, its mark, today outlined, the chosen day lit."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        day = index.data(DAY_ROLE)
        if day is None:
            return
        result: DayResult | None = index.data(RESULT_ROLE)
        palette = option.palette
        rect = QRectF(option.rect).adjusted(2, 2, -2, -2)
        state = option.state
        chosen = bool(state & QStyle.StateFlag.State_Selected)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 0.6))
        painter.setBrush(palette.color(QPalette.ColorRole.AlternateBase))
        painter.drawRoundedRect(rect, 6, 6)
        if result is not None:  # the day's colour, faintly, over the whole tile
            tint = QColor(mark_colour(result.result))
            tint.setAlpha(34)
            painter.setBrush(tint)
            painter.drawRoundedRect(rect, 6, 6)
        if chosen:
            ground = palette.color(QPalette.ColorRole.Highlight)
            if not bool(state & QStyle.StateFlag.State_HasFocus):
                ground.setAlpha(140)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ground)
            painter.drawRoundedRect(rect, 6, 6)
        model = index.model()
        if isinstance(model, MonthModel) and day == model.today:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        ink = palette.color(QPalette.ColorRole.HighlightedText if chosen
                            else QPalette.ColorRole.Text)
        font = QFont(option.font)
        font.setBold(day == getattr(model, "today", None))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(rect.adjusted(6, 3, -6, -3),
                         int(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft),
                         str(day.day))
        if result is not None:
            size = min(rect.width(), rect.height()) * 0.5
            centre = QPointF(rect.center().x(), rect.center().y() + rect.height() * 0.12)
            draw_mark(painter, QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size),
                      result.result)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(64, 52)


def mark_colour(result: str) -> QColor:
    """Green for a day won, grey for a draw, red for a day lost or given up."""
    return WON_COLOUR if result == WON else DRAW_COLOUR if result == DRAW else LOST_COLOUR


def draw_mark(painter: QPainter, box: QRectF, result: str) -> None:
    """The mark of a day's ``result`` in ``box``: a green disc with a tick (won), a red
    ring with a cross (lost or given up), a grey ring with a dash (drawn)."""
    size = box.width()
    centre = box.center()
    colour = mark_colour(result)
    line = max(2.0, size / 9)
    if result == WON:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(box)
        tick = QPainterPath(QPointF(box.left() + size * 0.27, box.top() + size * 0.52))
        tick.lineTo(box.left() + size * 0.44, box.top() + size * 0.68)
        tick.lineTo(box.left() + size * 0.74, box.top() + size * 0.34)
        painter.setPen(QPen(QColor("white"), line, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)
        return
    painter.setPen(QPen(colour, line))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = box.adjusted(line / 2, line / 2, -line / 2, -line / 2)
    painter.drawEllipse(inner)
    pen = QPen(colour, line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    arm = size * 0.18
    if result == DRAW:
        painter.drawLine(QPointF(centre.x() - arm, centre.y()),
                         QPointF(centre.x() + arm, centre.y()))
        return
    painter.drawLine(QPointF(centre.x() - arm, centre.y() - arm),
                     QPointF(centre.x() + arm, centre.y() + arm))
    painter.drawLine(QPointF(centre.x() - arm, centre.y() + arm),
                     QPointF(centre.x() + arm, centre.y() - arm))


def mark_pixmap(result: str, size: int, ratio: float = 1.0) -> QPixmap:
    """The mark of ``result`` as a small picture, for the calendar's key."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_mark(painter, QRectF(1, 1, size - 2, size - 2), result)
    painter.end()
    return pixmap


class MonthView(QTableView):
    """The month's table: arrows walk the days, Page Up and Page Down turn the month."""

    turn_month = Signal(int)  # -1: the month before, 1: the month after

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            self.turn_month.emit(-1 if event.key() == Qt.Key.Key_PageUp else 1)
            event.accept()
            return
        super().keyPressEvent(event)


class MonthCalendar(QWidget):
    """A month of Today's Deal with buttons to turn the months; :attr:`day_chosen` tells
    which day the player is on."""

    day_chosen = Signal(object)  # the date of the day chosen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = DailyRecord()
        self.today = date.today()  # replaced by show_record's, from the clock
        self.model = MonthModel(self)
        self.view = MonthView(self)
        self.view.setModel(self.model)
        self.view.setItemDelegate(DayDelegate(self.view))
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setShowGrid(False)
        self.view.setFrameShape(QTableView.Shape.NoFrame)
        self.view.verticalHeader().hide()
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for header in (self.view.horizontalHeader(), self.view.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setHighlightSections(False)
        self.view.setMinimumSize(7 * 52, 6 * 42 + self.view.horizontalHeader().sizeHint().height())
        self.view.turn_month.connect(self.turn)
        self.before = QToolButton(self)
        self.before.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowLeft))
        self.before.setAccessibleName(translate("Daily", "Previous month"))
        self.before.setToolTip(translate("Daily", "Previous month (Page Up)"))
        self.before.clicked.connect(lambda: self.turn(-1))
        self.after = QToolButton(self)
        self.after.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowRight))
        self.after.setAccessibleName(translate("Daily", "Next month"))
        self.after.setToolTip(translate("Daily", "Next month (Page Down)"))
        self.after.clicked.connect(lambda: self.turn(1))
        for button in (self.before, self.after):
            button.setAutoRaise(True)
            button.setIconSize(QSize(20, 20))
            button.setMinimumSize(QSize(32, 32))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title.setFont(font)
        top = QHBoxLayout()
        top.addWidget(self.before)
        top.addWidget(self.title, 1)
        top.addWidget(self.after)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.view.selectionModel().currentChanged.connect(
            lambda current, _previous: self._chosen(current))

    def show_record(self, record: DailyRecord, today: date, year: int | None = None,
                    month: int | None = None, day: date | None = None) -> None:
        """Show the month of ``day`` (or ``year`` and ``month``; else today's), with the
        results of ``record``; the day chosen is ``day``, today, or the month's first."""
        self.record, self.today = record, today
        if day is not None:
            year, month = day.year, day.month
        year = year if year is not None else today.year
        month = month if month is not None else today.month
        self.model.show_month(year, month, record, today)
        self.title.setText(QLocale().standaloneMonthName(month) + f" {year}")
        self.view.setAccessibleName(translate("Daily", "Today's Deal, {month}").format(
            month=self.title.text()))
        chosen = day or (today if (today.year, today.month) == (year, month)
                         else date(year, month, 1))
        self.view.setCurrentIndex(self.model.index_of(chosen))

    def turn(self, months: int) -> None:
        """Show the month ``months`` after (or before) the one shown, on the same day (or
        the month's last, for a shorter month)."""
        total = self.model.year * 12 + self.model.month - 1 + months
        year, month = divmod(total, 12)
        month += 1
        if not 1 <= year <= 9999:
            return
        chosen = self.chosen_day or date(self.model.year, self.model.month, 1)
        day = date(year, month, min(chosen.day, calendar.monthrange(year, month)[1]))
        self.show_record(self.record, self.today, day=day)

    @property
    def chosen_day(self) -> date | None:
        return self.model.day_at(self.view.currentIndex())

    def _chosen(self, index: QModelIndex) -> None:
        day = self.model.day_at(index)
        if day is not None:
            self.day_chosen.emit(day)
