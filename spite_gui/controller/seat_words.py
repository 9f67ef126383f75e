"""What a seat's table says of its seats: the name plates and the status bar.

:class:`SeatWords` keeps whose turn the plates show, the words beside names (from
whoever seats the players: "away 0:42"), the status bar's words while it is a seat's
turn, and the status itself; it shows the turn passing on the plates and in the status
bar, and says the turn again when a peek ends.

Owns: those words (the seat notes forgotten when the table leaves its game) and its
connection to the scene's peek_ended signal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..engine import PlayerView
from ..table import speech
from ..table.outcomes import outcome_words
from ..table.piles import PileKey
from ..table.snapshot import table_snapshot
from .seat_room import SeatRoom

if TYPE_CHECKING:
    from ..view.table_scene import TableScene
    from .seat import SeatController


class SeatWords(SeatRoom):
    """The plates' names and notes, and the status bar, of one seat's table."""

    def __init__(self, table: SeatController, scene: TableScene) -> None:
        super().__init__(table)
        self.turn_to: int | None = None  # whose turn the plates show
        self.status = ""
        self._seat_notes: dict[int, str] = {}  # words beside names, from whoever seats them
        self._turn_words: dict[int, str] = {}  # the status while it is such a seat's turn
        scene.peek_ended.connect(self._on_peek_ended)

    def set_notes(self, notes: Mapping[int, str] | None,
                  turn_words: Mapping[int, str] | None) -> None:
        self._seat_notes = dict(notes or {})
        self._turn_words = dict(turn_words or {})

    def forget_notes(self) -> None:
        self._seat_notes.clear()
        self._turn_words.clear()

    def notes(self, view: PlayerView) -> dict[int, str]:
        """The words beside the names: the seats' notes, and a word beside the name of a
        computer whose turn the plates show."""
        table = self.table
        notes = dict(self._seat_notes)
        seat = self.turn_to
        if seat is None or view.outcome is not None or table.seating is None:
            return notes
        if table.seating.seats[seat].is_computer:
            waiting = table.waiting is not None and table.waiting()
            notes[seat] = speech.PAUSED() if waiting else speech.THINKING()
        return notes

    def show_plates(self, view: PlayerView) -> None:
        """The name plates as ``view`` has them (whose turn it is, the notes)."""
        seats = table_snapshot(view, self.table.names, self.notes(view)).seats
        self.table.scene.labels.set_seats(seats)

    def turn_passed(self, next_player: int, shown: PlayerView | None) -> None:
        """The table shows the turn passing: the plates and the status name the next player
        at once (a computer is "thinking…" from then on), not only once it moves."""
        self.turn_to = next_player
        if shown is not None:
            self.show_plates(shown._replace(current=next_player))
        self.set_status(self.status_for(next_player))
        self.table.turn_changed.emit(next_player)

    def status_for(self, seat: int) -> str:
        """The status bar's words while it is ``seat``'s turn."""
        table = self.table
        if seat == table.seat and not table.spectator:
            return speech.YOUR_MOVE()
        return self._turn_words.get(seat) or speech.PLAYING(name=table.names[seat])

    def _turn_status(self) -> str:
        view = self.table.view
        if view is None:
            return ""
        if view.outcome is not None:
            return outcome_words(view.outcome, self.table.names)
        return self.status_for(view.current)

    def _on_peek_ended(self, _key: PileKey) -> None:
        self.set_status(self._turn_status())

    def set_status(self, text: str) -> None:
        self.status = text
        self.table.status_changed.emit(text)
