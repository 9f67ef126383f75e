"""The computer players of a game, as seat drivers of its host.

Each computer thinks about its seat's view on the worker thread as soon as its
turn comes (while the table may still be showing the move before), and its move
reaches the host at the table's pace: once the table has shown everything before
it, and after a short pause, so a person can follow one card at a time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

from ..engine import Move
from ..play import Seating, Update
from ..view import timing
from .seat import SeatController, SeatPort
from .thinking import ComputerRunner, PlayerFactory


class Pace(QObject):
    """Holds a computer's move until the table has shown everything before it and the
    pause between moves has passed (no pause at the "instant" speed)."""

    def __init__(self, table: SeatController) -> None:
        super().__init__(table)
        self._table = table
        self._waiting: Callable[[], None] | None = None
        self._settled_at = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._go)
        table.settled.connect(self._on_settled)

    def after_table(self, action: Callable[[], None]) -> None:
        """Do ``action`` when the table is ready for the next move (replacing any other)."""
        self._waiting = action
        self._try()

    def cancel(self) -> None:
        self._waiting = None
        self._timer.stop()

    def _on_settled(self) -> None:
        self._settled_at = time.monotonic()
        self._try()

    def _try(self) -> None:
        if self._waiting is None or self._table.settling or self._timer.isActive():
            return
        pause = timing.scaled(timing.COMPUTER_PAUSE_MS, self._table.speed) / 1000
        wait = round((self._settled_at + pause - time.monotonic()) * 1000)
        if wait > 0:
            self._timer.start(wait)
        else:
            self._go()

    def _go(self) -> None:
        if self._table.settling:
            return  # more news came meanwhile: the table settles again first
        action, self._waiting = self._waiting, None
        if action is not None:
            action()


class ComputerPlayers(QObject):
    """The computer seats of one game: :meth:`driver` answers for one of them.

    Players are made when they first play (the AI loads then: a faster first paint),
    each with a seed from the deal number and its seat, so a deal replays the same.
    """

    def __init__(self, host: SeatPort, seating: Seating, deal: int, factory: PlayerFactory,
                 pace: Pace, after_first_paint: Callable[[Callable[[], None]], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._after_first_paint = after_first_paint  # the AI loads once the table shows
        self._host = host
        self._seating = seating
        self._deal = deal
        self._factory = factory
        self._pace = pace
        self._players: dict[int, Any] = {}
        self._runner = ComputerRunner(self)
        self._runner.move_chosen.connect(self._on_move)
        self._ticket = 0
        self._asked: dict[int, tuple[int, Update]] = {}  # ticket -> (seat, the update)
        self._stopped = False

    def driver(self, seat: int) -> Callable[[Update], None]:
        """The seat driver for computer seat ``seat``."""
        return lambda update: self._told(seat, update)

    def _told(self, seat: int, update: Update) -> None:
        if self._stopped or not update.view.my_turn:
            return
        self._ticket += 1
        ticket = self._ticket
        self._asked = {ticket: (seat, update)}  # one move at a time is in question
        self._after_first_paint(lambda: self._ask(ticket, seat, update))

    def _ask(self, ticket: int, seat: int, update: Update) -> None:
        if ticket in self._asked and not self._stopped:
            self._runner.request(ticket, self._player(seat), update.view)

    def _player(self, seat: int) -> Any:
        if seat not in self._players:
            level = self._seating.seats[seat].level
            self._players[seat] = self._factory(level, self._deal * 10 + seat)
        return self._players[seat]

    def _on_move(self, ticket: int, move: object) -> None:
        asked = self._asked.pop(ticket, None)
        if asked is None or self._stopped:
            return  # an answer for a position that is gone
        seat, update = asked
        view = update.view
        if not isinstance(move, Move) or view.why_illegal(move) is not None:
            move = view.legal_moves()[0]  # a confused player: keep the game going
        chosen = move
        self._pace.after_table(lambda: self._play(seat, chosen))

    def _play(self, seat: int, move: Move) -> None:
        if not self._stopped:
            self._host.submit(seat, move)  # refused only if the game moved on: then nothing

    def stop(self, wait_ms: int = 3000) -> None:
        """Stop answering (the game is left, or the window closes)."""
        self._stopped = True
        self._asked.clear()
        self._pace.cancel()
        self._runner.wait(wait_ms)
