"""View → Card Counter: the panel kept up to date with the seat's view after every move.

The counts come from the seat's own :class:`~spite_gui.engine.PlayerView` alone
(:func:`spite_gui.table.counter.unseen_by_rank`): the table's seat — the player's,
the person's whose turn it is at a shared table, or the seat a watcher watches from.
While the cover is up between two people's turns the panel shows nothing: the counts
would tell the next person about the last one's hand.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction

from ..table.counter import unseen_by_rank
from ..view.card_counter import CardCounterPanel
from ..view.main_window import MainWindow
from .seat import SeatController

translate = QCoreApplication.translate


class CardCounter(QObject):
    """Shows the card counter panel when its command is on, and fills it as the table
    settles after each move."""

    def __init__(self, window: MainWindow, table: SeatController, command: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        self.command = command
        self.panel: CardCounterPanel | None = None  # made when first shown: a faster start
        self._covered = False
        command.toggled.connect(self.show_panel)
        table.table_started.connect(lambda _update: self.covered(False))  # someone sat down
        table.settled.connect(self.refresh)
        table.move_taken_back.connect(lambda _move, _events: self.refresh())

    def show_panel(self, shown: bool) -> None:
        if shown and self.panel is None:
            panel = self.panel = CardCounterPanel(self.window)  # the window owns it
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.closed.connect(lambda: self.command.setChecked(False))
        if self.panel is not None:
            self.panel.setVisible(shown)
            self.refresh()

    def covered(self, up: bool) -> None:
        """The cover between two people's turns went up (True) or came off."""
        self._covered = up
        self.refresh()

    def refresh(self) -> None:
        """Count again from the table's view (no game: nothing)."""
        panel, table = self.panel, self.table
        if panel is None or not panel.isVisible():
            return
        view = table.view
        if self._covered:
            panel.show_nothing(translate("CardCounter", "Hidden until the next player is at "
                                         "the screen."))
        elif view is None:
            panel.show_nothing()
        else:
            if table.spectator or table.shared:
                heading = translate("CardCounter", "Cards {name} has not seen").format(
                    name=table.names[view.seat])
            else:
                heading = translate("CardCounter", "Cards you have not seen")
            panel.show_counts(heading, unseen_by_rank(view))
