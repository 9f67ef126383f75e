"""The game log: every move of every player, told in words as the table shows it.

The sentences come from :mod:`spite_gui.table.narration`, told from the seat the
table shows (other players' draws are counted, not named; at a table several
people share, everyone is called by name). A table told afresh — a new deal, a
game resumed or opened, the table turned to the next person — tells the story
so far. The log is kept here as :class:`~spite_gui.view.log_lines.LogLine` s;
the window's panel shows them once the player opens it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject

from ..engine import events, round_of
from ..play import SeenEvent, Update
from ..table import notes
from ..table.narration import describe, took_back
from ..view.log_lines import HEADING, MOVE, NOTE, TURN, LogLine
from ..view.main_window import MainWindow
from .seat import SeatController

MAX_LINES = 2000


class GameLog(QObject):
    """Writes what happens at the table into :attr:`lines` and the window's log panel."""

    def __init__(self, table: SeatController, window: MainWindow) -> None:
        super().__init__(table)
        self.table = table
        self.window = window
        self.lines: list[LogLine] = []
        self._resumed = False  # the next table told afresh is a game resumed (not a hand-over)
        table.table_started.connect(self._on_started)
        table.events_happened.connect(self._write_all)
        table.move_taken_back.connect(self._on_taken_back)
        window.log_panel_created.connect(lambda panel: panel.show_lines(self.lines))

    def _add(self, text: str, kind: str = MOVE) -> None:
        self.lines.append(LogLine(text, kind))
        del self.lines[:-MAX_LINES]
        panel = self.window.log_panel
        if panel is not None:
            panel.add_line(text, kind)

    def tell(self, text: str) -> None:
        """Add a note that is not a move (a friend joined the table, say)."""
        self._add(text, NOTE)

    def clear(self) -> None:
        """Forget the story (the next person must not read the last one's draws)."""
        self.lines.clear()
        if self.window.log_panel is not None:
            self.window.log_panel.show_lines(())

    def expect_resumed(self) -> None:
        """The game put on the table is one under way (saved, opened, hosted again): the log
        says so once the table shows it, not each time the table turns to another person."""
        self._resumed = True

    def _on_started(self, update: Update) -> None:
        self.clear()
        if update.deal is not None:
            self._add(f"Deal #{update.deal}", HEADING)
        self._write_all(update.events)  # the story so far
        view = update.view
        if self._resumed:
            self._resumed = False
            names, you, _people = self.table.log_names
            who = None if view.current == you else names[view.current]
            self._add(notes.resumed(round_of(view.turn, view.players), who), NOTE)

    def _write_all(self, happened: Iterable[SeenEvent]) -> None:
        for event in happened:
            self._write(event)

    def _write(self, event: SeenEvent) -> None:
        names, you, people = self.table.log_names
        text = describe(event, names, you, people)
        if not text:
            return
        if isinstance(event, events.TurnPassed):
            kind = TURN
        elif isinstance(event, events.GameOver | events.Dealt):
            kind = HEADING
        else:
            kind = MOVE
        self._add(text, kind)

    def _on_taken_back(self, _move: object, happened: Iterable[SeenEvent]) -> None:
        played = next((e for e in happened if isinstance(e, events.Played)), None)
        if played is not None:
            names, you, _people = self.table.log_names
            self._add(took_back(played, names, you), NOTE)
