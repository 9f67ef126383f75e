"""The turn clock of a table with friends: a person's turn may take so long, then a computer
plays the rest of it.

:class:`TurnClock` is the :class:`~.server.TableServer`'s room for the clock
(``ServerSettings.turn_time``). After each change at the table it follows the turn: a
person's turn (the host's own, or a friend's while connected) starts the clock, every
table is told it, and when it runs out a computer plays the turn to its end.

Owns: the clock's timer and the computer that plays a turn whose time ran out (stopped
when the turn ends, or the table closes). The clock is made by its table and kept for
the table's life; it is handed the turn's time, the table's timers and a
:class:`ClockedTable`: the few things of the table it reads (the game, the friends'
seats) and asks (a computer for a seat, every table and the host's screen told).
"""

from __future__ import annotations

import math
import time
from typing import Any, Protocol

from ..engine import Illegal, Refusal
from ..play import MOVE, PERSON, Seating, Update
from . import news as told
from .channel import Channel
from .computer_seat import ComputerSeat
from .protocol import CONNECTED, Clock, Message
from .runtime import Timer
from .server_terms import CallLater, Slot, StandInTable


class ClockedTable(StandInTable, Protocol):
    """What the turn clock reads and asks of its table (a :class:`~.server.TableServer`)."""

    @property
    def playing(self) -> bool: ...
    @property
    def seating(self) -> Seating: ...
    @property
    def slots(self) -> dict[int, Slot]: ...
    def broadcast(self, message: Message) -> None: ...


class TurnClock:
    """The turn clock of a :class:`~.server.TableServer`. See the module's docstring."""

    def __init__(self, table: ClockedTable, turn_time: float,
                 call_later: CallLater) -> None:
        self._table = table
        self._turn_time = turn_time  # seconds a person's turn may take (0: any)
        self._call_later = call_later
        self._turn: tuple[int, int] | None = None  # the turn (number, seat) it runs for
        self._deadline = 0.0  # when it runs out (monotonic)
        self._timer: Timer | None = None
        self._player: ComputerSeat | None = None  # plays a turn whose time ran out
        self._seen: tuple[Any, ...] | None = None  # the state the clock last followed

    def now(self) -> Clock | None:
        """The turn clock as it runs now (``left``: whole seconds), if it runs."""
        if self._turn is None or (self._timer is None and self._player is None):
            return None
        turn, seat = self._turn
        left = max(0, math.ceil(self._deadline - time.monotonic()))
        return Clock(seat, turn, left, self._player is not None)

    @property
    def playing(self) -> bool:
        """True while a computer plays a turn whose time ran out."""
        return self._player is not None

    def follow_turn(self) -> None:
        """After each change at the table: a person's turn begins its clock; a turn whose time
        ran out goes on being played by the computer until it ends."""
        table = self._table
        host = table.host
        state = (id(host), host.turn, host.current, len(host.moves)) if host else None
        if state == self._seen:
            return
        self._seen = state
        if host is None or host.is_over or not table.playing:
            self.stop()
            return
        turn = (host.turn, host.current)
        if self._player is not None and self._turn == turn:
            self._player(Update(host.current, MOVE, host.view(host.current)))
            return
        if turn != self._turn:
            self.stop()
            if self._timed(host.current):
                self._start(turn)

    def _timed(self, seat: int) -> bool:
        """True if a person plays ``seat`` now: the host's own, or a friend connected."""
        slot = self._table.slots.get(seat)
        if slot is None:
            return self._table.seating.seats[seat].kind == PERSON
        return slot.state == CONNECTED

    def _start(self, turn: tuple[int, int]) -> None:
        table = self._table
        seconds = self._turn_time
        self._turn, self._deadline = turn, time.monotonic() + seconds
        self._timer = self._call_later(seconds, lambda: self._time_up(turn))
        table.broadcast(Clock(turn[1], turn[0], math.ceil(seconds)))
        table.news(told.CLOCK, turn[1], math.ceil(seconds))

    def tell(self, seat: int, channel: Channel) -> None:
        """A friend sits down during a turn: the clock as it runs (their own turn starts one)."""
        table = self._table
        host = table.host
        if self._turn_time <= 0 or host is None or not table.playing:
            return
        turn = (host.turn, host.current)
        running = self._turn == turn and (self._timer is not None or self._player is not None)
        if not running and host.current == seat:
            self.stop()
            self._start(turn)
            self._seen = (id(host), host.turn, host.current, len(host.moves))
        elif running:
            left = max(0, math.ceil(self._deadline - time.monotonic()))
            channel.send(Clock(turn[1], turn[0], left, self._player is not None))

    def _time_up(self, turn: tuple[int, int]) -> None:
        """The turn's time ran out: a computer plays the rest of it, and everyone is told."""
        table = self._table
        host = table.host
        self._timer = None
        if host is None or not table.playing or (host.turn, host.current) != turn:
            return
        seat = host.current
        if not self._timed(seat):
            return
        slot = table.slots.get(seat)
        if slot is not None:
            slot.ran_out = True
        table.broadcast(Clock(seat, turn[0], 0, ran_out=True))
        table.news(told.TIME_UP, seat)
        self._player = table.computer_for(seat, self._submit)
        self._player(Update(seat, MOVE, host.view(seat)))

    def _submit(self, seat: int, move: Any) -> Refusal | None:
        host = self._table.host
        if host is None or self._player is None or self._turn != (host.turn, seat):
            return Refusal(Illegal.NOT_YOUR_TURN)  # the turn it was playing is over
        return host.submit(seat, move)

    def stop(self) -> None:
        """No clock runs, and no computer plays a turn for its clock."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._player is not None:
            self._player.stop()
            self._player = None
        self._turn = None
