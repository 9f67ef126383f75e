"""View → Card Counter: a panel beside the table with how many cards of each rank the
seat has not seen (see :mod:`spite_gui.table.counter` for what "seen" means).

One row per rank, Ace up, the wild cards last: the rank's mark, the number not seen,
a bar for how much of the rank is still out of sight, and "of N". Each row is one
entry for a screen reader, named with its numbers ("7: 5 of 8 not seen"); the panel
only shows the counts it is given (``controller/card_counter.py`` works them out).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from ..table.card_names import rank_name
from ..table.counter import RankCount
from .theme import GREEN_CHROME, Chrome

translate = QCoreApplication.translate
MIN_WIDTH = 170
BAR_HEIGHT = 8


class _Row:
    """One rank's line: its widgets, made once and filled on every count."""

    def __init__(self, grid: QGridLayout, row: int) -> None:
        self.mark = QLabel()
        font = self.mark.font()
        font.setBold(True)
        self.mark.setFont(font)
        self.unseen = QLabel()
        self.unseen.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(BAR_HEIGHT)
        self.total = QLabel()
        for column, widget in enumerate((self.mark, self.unseen, self.bar, self.total)):
            grid.addWidget(widget, row, column)
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mark.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a reader steps row by row

    def show(self, count: RankCount) -> None:
        name = (translate("CardCounter", "Wild cards") if count.wild
                else rank_name(count.rank))
        self.mark.setText(translate("CardCounter", "Wild") if count.wild else count.mark)
        self.unseen.setText(str(count.unseen))
        self.bar.setRange(0, max(1, count.total))
        self.bar.setValue(count.unseen)
        self.total.setText(translate("CardCounter", "of {total}").format(total=count.total))
        words = translate("CardCounter", "{rank}: {unseen} of {total} not seen").format(
            rank=name, unseen=count.unseen, total=count.total)
        for widget in (self.mark, self.unseen, self.bar, self.total):
            widget.setAccessibleName(words)
            widget.setToolTip(words)

    def set_visible(self, shown: bool) -> None:
        for widget in (self.mark, self.unseen, self.bar, self.total):
            widget.setVisible(shown)


class CardCounterPanel(QDockWidget):
    """A dock panel: the cards of each rank the seat shown has not seen."""

    closed = Signal()  # the player closed the panel with its own button

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("CardCounter", "Card Counter"), parent)
        self.setObjectName("card_counter")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QWidget(self)
        body.setObjectName("card_counter_body")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(10, 8, 10, 8)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(3)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self._grid = grid
        self._rows: list[_Row] = []
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addStretch(1)
        self.setWidget(body)
        self.setMinimumWidth(MIN_WIDTH)
        self.chrome = GREEN_CHROME
        self.set_look(self.chrome)
        self.show_nothing()

    def set_look(self, chrome: Chrome) -> None:
        """The panel in the window's colours (as the game log)."""
        self.chrome = chrome
        edge = f"1px solid {chrome.panel_edge}" if chrome.panel_edge else "none"
        self.widget().setStyleSheet(
            f"#card_counter_body {{ background: {chrome.panel}; border: {edge}; }}"
            f"QLabel {{ color: {chrome.panel_ink}; background: transparent; }}"
            f"QProgressBar {{ background: {chrome.field}; border: none; border-radius: 3px; }}"
            f"QProgressBar::chunk {{ background: {chrome.turn}; border-radius: 3px; }}")

    def show_counts(self, heading: str, counts: Sequence[RankCount]) -> None:
        """Show ``counts`` under ``heading`` (whose counts they are)."""
        while len(self._rows) < len(counts):
            self._rows.append(_Row(self._grid, len(self._rows)))
        for row, count in zip(self._rows, counts, strict=False):
            row.show(count)
            row.set_visible(True)
        for row in self._rows[len(counts):]:
            row.set_visible(False)
        self.heading.setText(heading)
        unseen = sum(count.unseen for count in counts)
        total = sum(count.total for count in counts)
        summary = translate("CardCounter", "{unseen} of {total} cards not seen, in the stock, "
                            "the other hands, under the payoff cards and in the completed "
                            "pile.").format(unseen=unseen, total=total)
        self.summary.setText(summary)
        self.setAccessibleDescription(f"{heading}. {summary}")

    def shown(self) -> dict[str, int]:
        """What the panel shows: each rank's mark on show, with its number not seen."""
        return {row.mark.text(): int(row.unseen.text()) for row in self._rows
                if row.mark.isVisibleTo(self)}

    def show_nothing(self, why: str = "") -> None:
        """No counts now (no game, or the cover is up between two people's turns)."""
        for row in self._rows:
            row.set_visible(False)
        self.heading.setText(why or translate("CardCounter", "No game on the table."))
        self.summary.setText("")

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
