"""The game review's window: a table of its own showing the game turn by turn, and the
review's panel beside it.

A review has its own table (a :class:`TableScene` in a :class:`TableView`), so that
nothing of the game in play — its cards, its computer players thinking, its save —
is touched while the player looks back: closing the review leaves the game window as
it was. The table takes no moves: no card can be picked up or dropped. The arrow keys
Left and Right step a turn back and forward, Home and End go to the first and the last
turn, C goes to the chart of chances (a screen reader reads the turn shown there: its
chance and its grade), Escape closes the review.

Who owns what: the window belongs to the game window (its parent; a window of its
own) until it is closed, then Qt deletes it (``WA_DeleteOnClose``) with its table,
panel and whatever the review's controller hung on it; :attr:`closed` goes out first,
so that the controller stops the analysis before anything goes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ..table.speech import spoken
from .accessible import tell_at_focused_control
from .lifetimes import weak_call
from .review_panel import BACK, FIRST, FORWARD, LAST, ReviewPanel
from .screen_fit import fit_size
from .table_scene import TableScene
from .table_view import TableView
from .theme import GREEN_CHROME

translate = QCoreApplication.translate
PANEL_WIDTH = 380
STEP_KEYS = ((FIRST, "Home"), (BACK, "Left"), (FORWARD, "Right"), (LAST, "End"))


class ReviewWindow(QMainWindow):
    """A reviewed game on a table of its own, with the review's panel (a dock)."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(translate("ReviewWindow", "Game Review"))
        self.scene = TableScene(parent=self)
        self.view = TableView(self.scene, self)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no moves: the keys step turns
        self.scene.pointer.set_input_enabled(False)
        self.setCentralWidget(self.view)
        self.panel = ReviewPanel()
        dock = QDockWidget(translate("ReviewWindow", "Review"), self)
        dock.setObjectName("reviewDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        dock.setTitleBarWidget(QWidget(dock))  # the panel has its own heading
        dock.setWidget(self.panel)
        dock.setMinimumWidth(PANEL_WIDTH)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.dock = dock
        self.setStyleSheet(f"QMainWindow {{ background: {GREEN_CHROME.panel}; }}")
        for key, keys in STEP_KEYS:
            shortcut = QShortcut(QKeySequence(keys), self)  # the window's child
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(weak_call(self.panel.ask_step, key))  # holds no window
        # C: the chart, wherever the focus is; a reader says its description (the turn
        # shown: its chance, its grade) as the focus comes, or again when it was there
        chart_key = QShortcut(QKeySequence(Qt.Key.Key_C), self)
        chart_key.setContext(Qt.ShortcutContext.WindowShortcut)
        chart_key.activated.connect(weak_call(self.read_chart))  # holds no window
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.activated.connect(self.close)
        self.panel.close_asked.connect(self.close)
        self.resize(fit_size(self, QSize(1280, 800)))

    def read_chart(self) -> None:
        """The focus to the chart (C): a screen reader reads it, the turn shown with it."""
        chart = self.panel.chart
        if chart.hasFocus():  # no focus news: its words told again
            tell_at_focused_control(self, spoken(chart.description()))
        else:
            chart.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed.emit()
        super().closeEvent(event)
