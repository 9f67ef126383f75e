"""The game log: every move of every player, told in words as it is made.

The sentences come from :mod:`.narration`, which tells the human only what the
table shows them (other players' draws are counted, not named). A resumed or
opened game is told from its start (a saved game is replayed, see
:func:`.save_format.with_history`). The log is kept
here as :class:`~spite_gui.view.log_lines.LogLine` s; the window's panel shows
them once the player opens it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..engine import events
from ..table.narration import describe
from ..view.log_lines import HEADING, MOVE, NOTE, TURN, LogLine
from .game_controller import HUMAN, GameController

MAX_LINES = 2000


class GameLog(QObject):
    """Writes what happens at the table into :attr:`lines` and the window's log panel."""

    def __init__(self, controller: GameController, window) -> None:
        super().__init__(controller)
        self.controller = controller
        self.window = window
        self.lines: list[LogLine] = []
        controller.game_started.connect(self._on_game_started)
        controller.events_happened.connect(self._on_events)
        controller.move_taken_back.connect(self._on_taken_back)
        window.log_panel_created.connect(lambda panel: panel.show_lines(self.lines))

    def _add(self, text: str, kind: str = MOVE) -> None:
        self.lines.append(LogLine(text, kind))
        del self.lines[:-MAX_LINES]
        panel = self.window.log_panel
        if panel is not None:
            panel.add_line(text, kind)

    def _on_game_started(self, deal: int) -> None:
        game = self.controller.game
        self.lines.clear()
        if self.window.log_panel is not None:
            self.window.log_panel.show_lines(())
        self._add(f"Deal #{deal}", HEADING)
        for event in game.events:  # a resumed game tells its story so far
            self._write(event)
        if game.moves:
            whose = "your" if game.current_player == HUMAN else (
                f"{self.controller.names[game.current_player]}'s")
            self._add(f"Game resumed at turn {game.turn}: {whose} turn.", NOTE)

    def _on_events(self, happened) -> None:
        for event in happened:
            self._write(event)

    def _write(self, event) -> None:
        text = describe(event, self.controller.names, HUMAN)
        if not text:
            return
        if isinstance(event, events.TurnPassed):
            kind = TURN
        elif isinstance(event, events.GameOver | events.Dealt):
            kind = HEADING
        else:
            kind = MOVE
        self._add(text, kind)

    def _on_taken_back(self, _move, happened) -> None:
        played = next((e for e in happened if isinstance(e, events.Played)), None)
        if played is not None:
            self._add(f"You took back {played.card.label}", NOTE)
