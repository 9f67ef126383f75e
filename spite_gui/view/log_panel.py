"""The game log: a panel beside the table that lists what happened, in words.

It only shows the :class:`~.log_lines.LogLine` s it is given (see
``controller/game_log.py``); it never looks at the game. Each line is an entry of a
list ("Game log"), wrapped whole to the panel's width: a screen reader steps through
the entries with the arrow keys, one event each, hears them with the cards in words
("7 of hearts", not "7 black heart"), and, while the player reads at the newest entry,
hears each new one as it comes (the current entry follows it). The newest entry is
at the bottom and stays in view unless the player has scrolled up to read back. The
window makes the panel the first time the player opens it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QListView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from ..table.speech import spoken
from ..translatable import QT_TRANSLATE_NOOP
from .log_lines import HEADING, MOVE, NOTE, TURN, LogLine
from .theme import GREEN_CHROME, Chrome

MAX_LINES = 2000  # a very long game keeps its last lines
MIN_WIDTH = 180  # narrow enough to sit beside the table on an 800-pixel screen
LINE_GAP = 4  # pixels between lines
LOG_NAME = QT_TRANSLATE_NOOP("Window", "Game log")
KIND_ROLE = Qt.ItemDataRole.UserRole  # an entry's kind (MOVE, TURN …), for its colour


def _ink(kind: str, chrome: Chrome) -> QColor:
    return QColor({HEADING: chrome.heading, TURN: chrome.turn, NOTE: chrome.note}.get(
        kind, chrome.panel_ink))


def _entry(text: str, kind: str, chrome: Chrome) -> QListWidgetItem:
    """An entry: TURN and HEADING bold and coloured, NOTE in italics; said in words."""
    item = QListWidgetItem(text)  # plain text, never markup
    item.setForeground(_ink(kind, chrome))
    item.setData(KIND_ROLE, kind)
    font = QFont()
    font.setBold(kind in (TURN, HEADING))
    font.setItalic(kind == NOTE)
    item.setFont(font)
    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken(text))
    return item


class GameLogPanel(QDockWidget):
    """A dock panel with one entry per event, each wrapped to the panel's width."""

    closed = Signal()  # the player closed the panel with its own button

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Window", "Game Log"), parent)
        self.setObjectName("game_log")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.max_lines = MAX_LINES
        entries = self.entries = QListWidget(self)
        entries.setObjectName("game_log_lines")
        entries.setAccessibleName(QCoreApplication.translate("Window", LOG_NAME))
        # Tab reaches the log from the table (a click leaves the keys with the table), and
        # the arrow keys go through it entry by entry, as a screen reader reads it
        entries.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        entries.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # every entry wraps to the panel's width: none is cut short or scrolls sideways
        entries.setWordWrap(True)
        entries.setTextElideMode(Qt.TextElideMode.ElideNone)
        entries.setResizeMode(QListView.ResizeMode.Adjust)
        entries.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        entries.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        entries.setSpacing(LINE_GAP // 2)
        self.chrome = GREEN_CHROME
        self.set_look(self.chrome)
        self.setWidget(entries)
        self.setMinimumWidth(MIN_WIDTH)
        # the newest entry stays in view when entries are added or rewrap to a new width,
        # unless the player has scrolled up to read back
        self._follow = True
        bar = entries.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._rewrapped)

    def set_look(self, chrome: Chrome) -> None:
        """The panel in the window's colours (:mod:`.window_look`), the entries so far too."""
        self.chrome = chrome
        self.entries.setStyleSheet(
            f"QListWidget {{ background: {chrome.panel}; color: {chrome.panel_ink};"
            f" border: {f'1px solid {chrome.panel_edge}' if chrome.panel_edge else 'none'};"
            " padding: 6px; }"
            f"QListWidget::item:selected {{ background: {chrome.bar_edge};"
            f"{f' color: {chrome.selected_ink};' if chrome.selected_ink else ''} }}")
        for row in range(self.entries.count()):
            item = self.entries.item(row)
            item.setForeground(_ink(str(item.data(KIND_ROLE)), chrome))

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.entries.verticalScrollBar().maximum()

    def _rewrapped(self, _low: int, high: int) -> None:
        if self._follow:
            self.entries.verticalScrollBar().setValue(high)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()

    def show_lines(self, lines: Iterable[LogLine]) -> None:
        """Show exactly ``lines`` (the whole log so far)."""
        self.clear()
        for line in lines:
            self.add_line(*line)

    def add_line(self, text: str, kind: str = MOVE) -> None:
        """Append ``text``; ``kind`` TURN, HEADING or NOTE sets it apart from plain moves.
        A player reading the newest entry is taken to this one (and hears it)."""
        entries = self.entries
        at_newest = entries.currentRow() in (-1, entries.count() - 1)
        entries.addItem(_entry(text, kind, self.chrome))
        while entries.count() > self.max_lines:
            del_item = entries.takeItem(0)
            del del_item
        if entries.hasFocus() and at_newest:
            entries.setCurrentRow(entries.count() - 1)
        self._follow = True
        entries.scrollToBottom()

    def clear(self) -> None:
        self.entries.clear()

    def lines(self) -> list[str]:
        """Every entry shown, oldest first."""
        return [self.entries.item(i).text() for i in range(self.entries.count())]
