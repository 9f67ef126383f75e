"""The game log: a panel beside the table that lists what happened, in words.

It only shows the :class:`~.log_lines.LogLine` s it is given (see
``controller/game_log.py``); it never looks at the game. The newest line is at
the bottom and stays in view. The window makes the panel the first time the
player opens it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QDockWidget, QTextBrowser, QTextEdit

from .log_lines import HEADING, MOVE, NOTE, TURN, LogLine

MAX_LINES = 2000  # a very long game keeps its last lines
MIN_WIDTH = 180  # narrow enough to sit beside the table on an 800-pixel screen
LINE_GAP = 4  # pixels between lines


def _line_format(kind: str) -> QTextCharFormat:
    """How a line of ``kind`` looks: TURN and HEADING bold and coloured, NOTE in italics."""
    char = QTextCharFormat()
    char.setForeground(QColor({HEADING: "#ffd75e", TURN: "#b8d8c0", NOTE: "#c9c2a8"}.get(
        kind, "#e8e3cf")))
    char.setFontWeight(QFont.Weight.Bold if kind in (TURN, HEADING) else QFont.Weight.Normal)
    char.setFontItalic(kind == NOTE)
    return char


class GameLogPanel(QDockWidget):
    """A dock panel with one paragraph per event, each wrapped to the panel's width."""

    closed = Signal()  # the player closed the panel with its own button

    def __init__(self, parent=None) -> None:
        super().__init__("Game Log", parent)
        self.setObjectName("game_log")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.text = QTextBrowser(self)
        self.text.setObjectName("game_log_lines")
        self.text.setOpenLinks(False)
        # Tab reaches the log from the table (a click leaves the keys with the table), and
        # the arrow keys go through it line by line, as a screen reader reads it
        self.text.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
        # every line wraps to the panel's width: none is cut short or scrolls sideways
        self.text.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.text.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text.setStyleSheet(
            "QTextBrowser { background: #10281a; color: #e8e3cf; border: none; }")
        self.text.document().setMaximumBlockCount(MAX_LINES)
        self.text.document().setDocumentMargin(8)
        self.setWidget(self.text)
        self.setMinimumWidth(MIN_WIDTH)
        # the newest line stays in view when lines are added or rewrap to a new width,
        # unless the player has scrolled up to read back
        self._follow = True
        bar = self.text.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._rewrapped)

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.text.verticalScrollBar().maximum()

    def _rewrapped(self, _low: int, high: int) -> None:
        if self._follow:
            self.text.verticalScrollBar().setValue(high)

    def closeEvent(self, event) -> None:
        super().closeEvent(event)
        self.closed.emit()

    def show_lines(self, lines: Iterable[LogLine]) -> None:
        """Show exactly ``lines`` (the whole log so far)."""
        self.clear()
        for line in lines:
            self.add_line(*line)

    def add_line(self, text: str, kind: str = MOVE) -> None:
        """Append ``text``; ``kind`` TURN, HEADING or NOTE sets it apart from plain moves."""
        document = self.text.document()
        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        block = QTextBlockFormat()
        block.setBottomMargin(LINE_GAP)
        if document.isEmpty():
            cursor.setBlockFormat(block)
        else:
            cursor.insertBlock(block)
        cursor.insertText(text, _line_format(kind))  # plain text, never markup
        self._follow = True
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear(self) -> None:
        self.text.clear()

    def lines(self) -> list[str]:
        """Every line shown, oldest first."""
        document = self.text.document()
        if document.isEmpty():
            return []
        return [document.findBlockByNumber(i).text() for i in range(document.blockCount())]
