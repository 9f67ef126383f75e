"""Taking back at a seat's table: Undo, and Redo of the plays taken back this turn.

:class:`TakeBack` keeps whether the host offers to take back the seat's last play, and
the plays taken back this turn (the latest last) that Redo plays again; it says why
when either can't be done, and tells the window when they can.

Owns: the plays taken back (forgotten when a new play is made, the turn ends, or the
table sits down afresh). Undo itself is the host's: the table sends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Illegal, Move, Refusal
from ..play.refusals import Declined
from ..table.refusals import refusal_words
from .seat_room import SeatRoom

if TYPE_CHECKING:
    from .seat import SeatController


class TakeBack(SeatRoom):
    """Undo's offer and Redo's plays at one seat's table."""

    def __init__(self, table: SeatController) -> None:
        super().__init__(table)
        self.offered = False  # the host offers to take back the seat's last play
        self._redo: list[Move] = []  # plays taken back this turn, the latest last

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and self.table.my_turn

    def redo(self) -> Refusal | None:
        """Play the last play taken back again; returns None, or why it can't be."""
        if not self._redo:
            problem = Refusal(Declined.NOTHING_TO_REDO)
        elif not self.table.my_turn:
            problem = Refusal(Illegal.NOT_YOUR_TURN)
        else:
            return self.table.play_move(self._redo[-1])
        self.refuse(problem)
        return problem

    def refuse(self, problem: Refusal) -> None:
        """Say why Undo or Redo can't be done."""
        why = refusal_words(problem)
        self.table.words.set_status(why)
        self.table.undo_refused.emit(why)

    def show(self) -> None:
        """Tell the window whether Undo and Redo can be done now."""
        self.table.undo_available.emit(self.offered)
        self.table.redo_available.emit(self.can_redo)

    def played(self, move: Move, turn_goes_on: bool) -> None:
        """A play was made: the seat's own, its turn going on (``turn_goes_on``), or not."""
        if turn_goes_on and self._redo and self._redo[-1] == move:
            self._redo.pop()  # the play taken back, made again
        else:
            # a new play: what was taken back is gone for good; or the turn is over:
            # nothing of it can come back
            self._redo.clear()

    def taken_back(self, move: Move) -> None:
        """The seat's own ``move`` was taken back: Redo may play it again."""
        self._redo.append(move)

    def clear(self) -> None:
        self._redo.clear()
