"""Keeping a friend's seat at a table with friends: the wait after a drop, then a computer.

:class:`SeatKeeper` is the :class:`~.server.TableServer`'s room for a friend's seat while
the friend is not there: a friend who drops out keeps the seat for
``ServerSettings.wait`` seconds (every table sees the countdown), after which, or at once
when they leave, a computer plays it until someone takes it (the table's
:meth:`~.server.TableServer.take`).

Owns: each seat's wait timer and the computer standing in (both kept on the seat's
:class:`~.server_terms.Slot`, which the table owns; the keeper starts and stops them).
Made by its table and kept for its life; it is handed the table's settings, its timers
and a :class:`KeptTable`: the few things of the table it reads (the phase, the game)
and asks (a computer for a seat, every table told the seats, the host's screen told).
"""

from __future__ import annotations

import math
import time
from typing import Any, Protocol

from ..engine import Refusal
from ..play.refusals import Declined
from . import news as told
from .protocol import OPEN, STANDING_IN, WAITING
from .server_terms import CallLater, ServerSettings, Slot, StandInTable


class KeptTable(StandInTable, Protocol):
    """What the seat keeper reads and asks of its table (a :class:`~.server.TableServer`)."""

    @property
    def lobby(self) -> bool: ...
    @property
    def closed(self) -> bool: ...
    def seats_changed(self) -> None: ...


class SeatKeeper:
    """Friends' seats kept while they are away. See the module's docstring."""

    def __init__(self, table: KeptTable, settings: ServerSettings,
                 call_later: CallLater) -> None:
        self._table = table
        self._settings = settings
        self._call_later = call_later

    def dropped(self, slot: Slot, reason: str, leaving: bool, away: bool = False) -> None:
        """The friend at ``slot`` left (``leaving``), closed their program (``away``) or
        dropped out: in the lobby the seat is open again, else it waits or a computer
        plays it."""
        table = self._table
        slot.channel = None
        table.news(told.LEFT if leaving else told.AWAY if away else told.DROPPED, slot.seat,
                   reason)
        if table.lobby:
            slot.state = OPEN
        elif leaving or self._settings.wait <= 0:
            self.stand_in(slot)
            return
        else:
            self.wait_for(slot)
        table.seats_changed()

    def wait_for(self, slot: Slot) -> None:
        """Keep ``slot`` for its friend for the wait, then let a computer play it."""
        wait = self._settings.wait
        slot.state = WAITING
        slot.deadline = time.monotonic() + wait
        slot.timer = self._call_later(wait, lambda: self._wait_over(slot))
        self._table.news(told.WAITING, slot.seat, math.ceil(wait))

    def _wait_over(self, slot: Slot) -> None:
        slot.timer = None
        if slot.state == WAITING and not self._table.closed:
            self.stand_in(slot)

    def stand_in(self, slot: Slot) -> None:
        """A computer plays ``slot`` from now on (until someone takes it)."""
        table = self._table
        self.cancel(slot)
        slot.state = STANDING_IN
        self.new_stand_in(slot)
        table.news(told.STOOD_IN, slot.seat, self._settings.stand_in)
        table.seats_changed()
        if table.host is not None:
            table.host.resend(slot.seat)

    def new_stand_in(self, slot: Slot) -> None:
        """A fresh computer for ``slot`` (the one before stops)."""
        if slot.stand_in is not None:
            slot.stand_in.stop()
        slot.stand_in = self._table.computer_for(slot.seat, self._submit)

    def _submit(self, seat: int, move: Any) -> Refusal | None:
        host = self._table.host
        return host.submit(seat, move) if host is not None else Refusal(Declined.NO_GAME)

    def cancel(self, slot: Slot) -> None:
        """The seat's wait is over (it is taken, or the table closes)."""
        if slot.timer is not None:
            slot.timer.cancel()
            slot.timer = None

    def let_go(self, slot: Slot) -> None:
        """Nothing keeps ``slot`` any more: no wait, no computer standing in."""
        self.cancel(slot)
        if slot.stand_in is not None:
            slot.stand_in.stop()
            slot.stand_in = None
