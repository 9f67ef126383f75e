"""The game log: a panel beside the table that lists what happened, in words.

It only shows the :class:`~.log_lines.LogLine` s it is given (see
``controller/game_log.py``); it never looks at the game. The newest line is at
the bottom and stays in view. The window makes the panel the first time the
player opens it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QListView,
    QListWidget,
    QListWidgetItem,
)

from .log_lines import HEADING, MOVE, NOTE, TURN, LogLine

MAX_LINES = 2000  # a very long game keeps its last lines
MIN_WIDTH = 180  # narrow enough to sit beside the table on an 800-pixel screen


class GameLogPanel(QDockWidget):
    """A dock panel with one line per event."""

    closed = Signal()  # the player closed the panel with its own button

    def __init__(self, parent=None) -> None:
        super().__init__("Game Log", parent)
        self.setObjectName("game_log")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.list = QListWidget(self)
        self.list.setObjectName("game_log_lines")
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # long lines wrap to the panel's width instead of scrolling sideways
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setStyleSheet(
            "QListWidget { background: #10281a; color: #e8e3cf; border: none; padding: 4px; }"
            "QListWidget::item { padding: 2px 4px; }")
        self.setWidget(self.list)
        self.setMinimumWidth(MIN_WIDTH)

    def closeEvent(self, event) -> None:
        super().closeEvent(event)
        self.closed.emit()

    def show_lines(self, lines: Iterable[LogLine]) -> None:
        """Show exactly ``lines`` (the whole log so far)."""
        self.list.clear()
        for line in lines:
            self.add_line(*line)

    def add_line(self, text: str, kind: str = MOVE) -> None:
        """Append ``text``; ``kind`` TURN, HEADING or NOTE sets it apart from plain moves."""
        item = QListWidgetItem(text)
        if kind in (TURN, HEADING):
            font = QFont(self.list.font())
            font.setBold(True)
            item.setFont(font)
            item.setForeground(QColor("#ffd75e") if kind == HEADING else QColor("#b8d8c0"))
        elif kind == NOTE:
            font = QFont(self.list.font())
            font.setItalic(True)
            item.setFont(font)
            item.setForeground(QColor("#c9c2a8"))
        self.list.addItem(item)
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def clear(self) -> None:
        self.list.clear()

    def lines(self) -> list[str]:
        """Every line shown, oldest first."""
        return [self.list.item(i).text() for i in range(self.list.count())]
