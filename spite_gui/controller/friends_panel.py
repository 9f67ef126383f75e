"""View → Table Talk: the chat panel beside the table, at a table with friends.

:class:`TalkPanel` makes the panel the first time it is wanted and docks it on the
window; what the player writes or the reaction they pick goes to the table with
friends this window is at. Leaving, dealing and removing a friend from the panel are
its signals, answered by :class:`~.friends.Friends`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow

from ..net.protocol import MAX_CHAT, REACTIONS
from ..table.company import reaction_button, reaction_text
from ..view.chat_panel import ChatPanel
from .friends_table import TableTalk

translate = QCoreApplication.translate


class TalkPanel(QObject):
    """The chat panel of one window (made when first wanted); ``current()`` is the table
    with friends the window is at, if any; ``chat``: the View → Table Talk command."""

    leave_requested = Signal()  # Leave the Table (or Close the Table, for the host)
    deal_requested = Signal()  # the host deals now
    remove_requested = Signal(int)  # the host would remove the friend at that seat
    chat_heard = Signal()  # a friend wrote, or sent a reaction

    def __init__(self, window: QMainWindow, chat: Any,
                 current: Callable[[], TableTalk | None]) -> None:
        super().__init__(window)
        self.window, self._chat, self._current = window, chat, current
        self.panel: ChatPanel | None = None

    def panel_for(self) -> ChatPanel:
        """The chat panel (made and docked the first time)."""
        if self.panel is None:
            reactions = [(key, reaction_button(key), reaction_text(key)) for key in REACTIONS]
            panel = self.panel = ChatPanel(reactions, MAX_CHAT, self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.message_written.connect(self._write)
            panel.reaction_chosen.connect(self._react)
            panel.leave_requested.connect(self.leave_requested)
            panel.deal_requested.connect(self.deal_requested)
            panel.remove_requested.connect(self.remove_requested)
            panel.chat_heard.connect(self.chat_heard)
            panel.closed.connect(lambda: self._chat.setChecked(False))
        return self.panel

    def show_panel(self, show: bool = True) -> None:
        """View → Table Talk: the chat panel beside the table."""
        if show or self.panel is not None:
            self.panel_for().setVisible(show)
        self._chat.setChecked(show)

    def _write(self, text: str) -> None:
        company = self._current()
        if company is None:
            self.panel_for().add_note(translate("Friends", "You are not at a table with "
                                                           "friends."))
        else:
            company.say(text)

    def _react(self, reaction: str) -> None:
        company = self._current()
        if company is not None:
            company.react(reaction)
