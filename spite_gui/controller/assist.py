"""Help at the table: Undo, Redo and Hint in the Edit menu.

Undo and Redo go to the table, which asks the host: only plays of the turn in
progress that showed no new card may be taken back. A hint is the move the
strongest computer player (Expert) would make in the seat, worked out on a worker
thread from that seat's own view of the table, so it knows no more than the
player does. The table then points at the card and where it should go, and the
status bar says it in words.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import Move, PlayerView
from ..table import notes
from ..table.moves import pointer
from ..table.narration import describe_hint
from .computer import ComputerRunner, PlayerFactory
from .table import TableController

HINT_LEVEL = "expert"


class Assist(QObject):
    """The Edit menu's Undo, Redo and Hint, and the hint's thinking off the GUI thread."""

    hint_shown = Signal(object)  # the Move suggested

    def __init__(self, table: TableController, factory: PlayerFactory) -> None:
        super().__init__(table)
        self.table = table
        self.factory = factory
        self._runner = ComputerRunner(self)
        self._runner.move_chosen.connect(self._on_answer)
        self._ticket = 0
        self._asked: PlayerView | None = None  # the view being thought about
        self._shown: tuple[PlayerView, Move] | None = None
        self._due: Move | None = None  # a hint waiting for the table to catch up
        for signal in (table.move_applied, table.table_started, table.move_taken_back):
            signal.connect(self._forget)
        table.busy_changed.connect(self._on_busy_changed)

    # -- hints -----------------------------------------------------------------------------
    def request_hint(self) -> None:
        """Work out a hint for the seat (shown when ready), or say why there is none now."""
        table, view = self.table, self.table.view
        if view is None or not view.my_turn:
            table.say(notes.HINTS_ON_YOUR_TURN())
            return
        if self._shown is not None and self._shown[0] == view:
            self._show(self._shown[1])  # the same position: the same hint, at once
            return
        if self._asked == view:
            return  # still thinking about it
        self._ticket += 1
        self._asked = view
        table.say(notes.LOOKING_FOR_A_MOVE())
        player = self.factory(HINT_LEVEL, (table.deal or 0) * 10 + view.turn)
        self._runner.request(self._ticket, player, view)

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def _on_answer(self, ticket: int, move: object) -> None:
        view = self.table.view
        if ticket != self._ticket or view is None or self._asked != view:
            return  # the table has moved on since the question
        self._asked = None
        if not isinstance(move, Move) or view.why_illegal(move) is not None:
            self.table.say(notes.NO_HINT())
            return
        self._shown = (view, move)
        self._show(move)

    def _show(self, move: Move) -> None:
        if self.table.busy:  # the cards just drawn or dealt are still on their way
            self._due = move
            return
        view = self.table.view
        assert view is not None
        source, index, target = pointer(view.seat, move)
        if target is not None:
            self.table.scene.highlights.show_hint(target, source, index)
        self.table.say(describe_hint(view, move))
        self.hint_shown.emit(move)

    def _on_busy_changed(self, busy: bool) -> None:
        if not busy and self._due is not None:
            move, self._due = self._due, None
            self._show(move)

    def _forget(self, *_args: object) -> None:
        """The position changed: a hint being worked out or on show no longer applies."""
        self._ticket += 1
        self._asked = None
        self._shown = None
        self._due = None
        self.table.scene.highlights.clear_hint()

    def shutdown(self) -> None:
        self._ticket += 1
        self._runner.wait(3000)
