"""Feeds the game log panel: every move of every player, told in words as it is made.

The sentences come from :mod:`.narration`, which tells the human only what the
table shows them (other players' draws are counted, not named).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..engine import events
from ..view.log_panel import HEADING, NOTE, TURN, GameLogPanel
from .game_controller import HUMAN, GameController
from .narration import describe


class GameLog(QObject):
    """Writes what happens at the table into a :class:`GameLogPanel`."""

    def __init__(self, controller: GameController, panel: GameLogPanel) -> None:
        super().__init__(controller)
        self.controller = controller
        self.panel = panel
        controller.game_started.connect(self._on_game_started)
        controller.events_happened.connect(self._on_events)
        controller.move_taken_back.connect(self._on_taken_back)

    def _on_game_started(self, deal: int) -> None:
        game = self.controller.game
        self.panel.clear()
        self.panel.add_line(f"Deal #{deal}", HEADING)
        if game.moves:
            whose = "your" if game.current_player == HUMAN else (
                f"{self.controller.names[game.current_player]}'s")
            self.panel.add_line(f"Game resumed at turn {game.turn}: {whose} turn.", NOTE)
            return
        dealt = next((e for e in game.events if isinstance(e, events.Dealt)), None)
        if dealt is not None:
            self._write(dealt)

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
            kind = ""
        self.panel.add_line(text, kind)

    def _on_taken_back(self, _move, happened) -> None:
        played = next((e for e in happened if isinstance(e, events.Played)), None)
        if played is not None:
            self.panel.add_line(f"You took back {played.card.label}", NOTE)
