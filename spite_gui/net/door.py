"""The door of a table with friends: connections that have not sat down yet.

:class:`Door` is the :class:`~.server.TableServer`'s room for admission. It takes each new
connection in (making room when too many wait), hears what a connection says before it
sits down (its hello, its keys, its request to join), checks it against the table's
terms (the PIN, an invite code, the host's yes, a seat key the host removed) and, once
it is let in, hands it to the table to take its seat (:meth:`~.server.TableServer.take`).

Owns: each stranger at the door (:class:`Stranger`) and its join timer, the count of
wrong guesses at the PIN and of requests made to the host. The door is made by its
table and kept for the table's life; it is handed the table's settings, its timers and
a :class:`DoorTable`: the few things of the table it reads (the seats, the table's key,
rules and PIN, the keys the host removed) and asks (seat a friend, hear or let go of a
connection, turn one away, take a new PIN, tell the host's screen).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Protocol

from .. import __version__
from ..engine import Rules
from . import news as told
from .channel import Channel
from .protocol import (
    BUSY,
    OPEN,
    PROTOCOL,
    STANDING_IN,
    Asking,
    Goodbye,
    Hello,
    Join,
    KeyAnswer,
    Message,
    SeatInfo,
    Welcome,
)
from .runtime import Timer
from .secure import MAX_WRONG_PINS, NEEDS_PIN, KeyPair, new_pin
from .server_terms import CallLater, ServerSettings, Slot, Telling

#: Why a connection is turned away.
OUT_OF_TURN = "sent a message out of turn"
OTHER_SEAT = "sent a move for another seat"
NO_PROOF = "could not prove it holds the seat key it named"
WRONG_PIN = "did not know the table's PIN"
TOO_SLOW = "took too long to join"
MADE_ROOM = "made room for a newer connection"
OTHER_VERSION = "has another version of the game"
MAX_ASKING = 4  # newcomers waiting for the host's answer at once


@dataclass(eq=False)
class Stranger:
    """A connection that has not sat down yet."""

    seat: int | None  # the seat its invite code is for
    timer: Timer
    hello: Hello | None = None
    keyed: bool = False  # the session's keys are agreed
    asking: int | None = None  # the number of its request to the host, while asked
    join: Join | None = None  # what it asked, while asked


class DoorTable(Telling, Protocol):
    """What the door reads and asks of its table (a :class:`~.server.TableServer`)."""

    pin: str | None  # the PIN a new seat needs: a new one after too many wrong guesses

    @property
    def closed(self) -> bool: ...
    @property
    def slots(self) -> dict[int, Slot]: ...
    @property
    def removed(self) -> set[str]: ...
    @property
    def table_key(self) -> KeyPair: ...
    @property
    def rules(self) -> Rules: ...
    def seats(self) -> tuple[SeatInfo, ...]: ...
    def take(self, slot: Slot, channel: Channel, name: str, seat_key: str,
             returning: bool) -> None: ...
    def heard(self, channel: Channel, message: Message) -> None: ...
    def gone(self, channel: Channel, reason: str, leaving: bool = False,
             away: bool = False) -> None: ...
    def turn_away(self, channel: Channel, reason: str) -> None: ...


class Door:
    """Who may sit down at a :class:`~.server.TableServer`. See the module's docstring."""

    def __init__(self, table: DoorTable, settings: ServerSettings,
                 call_later: CallLater) -> None:
        self._table = table
        self._settings = settings
        self._call_later = call_later
        self._strangers: dict[Channel, Stranger] = {}  # the oldest first
        self._wrong_pins = 0
        self._requests = 0  # requests to sit made to the host so far

    def meet(self, channel: Channel, seat: int | None) -> None:
        """Take a new connection in; to make room, the oldest connection from the same
        address (or of all) that has not sat down goes. Whoever holds places open can't keep
        a friend out: the friend's connection is the newest, and sits down in a moment."""
        table, settings = self._table, self._settings
        if not table.closed:
            waiting = [c for c, s in self._strangers.items() if s.asking is None]
            same_place = [c for c in waiting if c.address == channel.address]
            if len(same_place) >= settings.max_strangers_per_address:
                self._make_room(same_place[0])
            elif len(self._strangers) >= settings.max_strangers and waiting:
                self._make_room(waiting[0])
        if table.closed or len(self._strangers) >= settings.max_strangers:
            channel.begin(lambda c, m: None, lambda c, r: None)
            channel.close(BUSY)
            return
        timer = self._call_later(settings.join_timeout,
                                       lambda: table.turn_away(channel, TOO_SLOW))
        self._strangers[channel] = Stranger(seat, timer)
        channel.begin(table.heard, table.gone)

    def _make_room(self, channel: Channel) -> None:
        channel.close(BUSY)
        self._table.gone(channel, MADE_ROOM)

    def let_go(self, channel: Channel) -> None:
        """``channel`` is gone: if it was at the door, it is no longer (nor its request)."""
        stranger = self._strangers.pop(channel, None)
        if stranger is not None:
            stranger.timer.cancel()
            if stranger.asking is not None and stranger.join is not None:
                self._table.news(told.KNOCK_GONE, None, stranger.asking,
                                 name=stranger.join.name)

    def close(self, reason: str) -> None:
        """The table closes: every connection at the door is told why."""
        for channel in list(self._strangers):
            channel.close(reason)
        self._strangers.clear()

    def wrong_pin(self, channel: Channel) -> None:
        """One wrong guess at the PIN; after :data:`MAX_WRONG_PINS` of them the table takes a
        new PIN (the host's screen shows it) and the guesses start again."""
        table = self._table
        table.news(told.TURNED_AWAY, None, WRONG_PIN, name=channel.address)
        self._wrong_pins += 1
        if self._wrong_pins >= MAX_WRONG_PINS and table.pin is not None:
            self._wrong_pins = 0
            table.pin = new_pin()
            table.news(told.NEW_PIN, None, table.pin)

    # -- what a stranger says -----------------------------------------------------------------
    def heard(self, channel: Channel, message: Message) -> None:
        """``message`` from a connection that has not sat down."""
        table = self._table
        stranger = self._strangers[channel]
        if isinstance(message, Hello) and stranger.hello is None:
            stranger.hello = message
            if message.protocol != PROTOCOL:
                self._refuse_version(channel, message)
        elif isinstance(message, KeyAnswer) and channel.session is not None \
                and not stranger.keyed:
            stranger.keyed = True
            proof = channel.session.proof_of(table.table_key, "table")
            channel.send(Welcome(PROTOCOL, __version__, self._settings.host_name,
                                 table.rules, table.seats(), proof))
        elif isinstance(message, Join) and stranger.keyed and stranger.asking is None:
            assert channel.session is not None
            if channel.session.proves(message.seat_key, "seat", message.proof):
                self._join(channel, stranger, message)
            else:
                table.turn_away(channel, NO_PROOF)
        else:
            table.turn_away(channel, OUT_OF_TURN)

    def _refuse_version(self, channel: Channel, hello: Hello) -> None:
        theirs = "a newer" if hello.protocol > PROTOCOL else "an older"
        channel.close(
            f"This table runs Spite and Malice {__version__} (network protocol {PROTOCOL}); "
            f"yours is {theirs} one (protocol {hello.protocol}). Play with version "
            f"{__version__} to join, or ask the host to update.",
            protocol=PROTOCOL, version=__version__)
        self._table.gone(channel, OTHER_VERSION)

    def _join(self, channel: Channel, stranger: Stranger, join: Join) -> None:
        """Seat a connection that proved it holds ``join.seat_key``: at its own seat, or at a
        new one if it was let in (the PIN, the invite code, or the host's yes)."""
        table = self._table
        session = channel.session
        assert session is not None
        own = self._seat_of(join.seat_key)
        if join.seat_key in table.removed:
            self._refuse(channel, Goodbye.REMOVED)
        elif own is not None:
            self._seat(channel, stranger, own, join, returning=True)
        elif stranger.seat is not None:  # an invite code: for its seat while nobody has it
            coded = table.slots.get(stranger.seat)
            if coded is None or coded.seat_key is not None:
                self._refuse(channel, Goodbye.INVITE_TAKEN)
            else:
                self._seat(channel, stranger, coded, join, returning=False)
        elif table.pin is not None and not session.with_pin:
            self._refuse(channel, NEEDS_PIN)
        elif (free := self._free_seat()) is None:
            self._refuse(channel, Goodbye.TABLE_FULL)
        elif table.pin is not None:
            self._seat(channel, stranger, free, join, returning=False)
        else:
            self._ask(channel, stranger, free, join)

    def _refuse(self, channel: Channel, reason: str) -> None:
        channel.close(reason)
        self._table.gone(channel, reason)

    def _seat_of(self, seat_key: str) -> Slot | None:
        return next((slot for slot in self._table.slots.values() if slot.seat_key is not None
                     and secrets.compare_digest(slot.seat_key, seat_key)), None)

    def _free_seat(self) -> Slot | None:
        """The first seat nobody has: open, or played by a computer for nobody."""
        return next((s for s in self._table.slots.values() if s.seat_key is None
                     and s.state in (OPEN, STANDING_IN)), None)

    def _seat(self, channel: Channel, stranger: Stranger, slot: Slot, join: Join,
              returning: bool) -> None:
        self._strangers.pop(channel)
        stranger.timer.cancel()
        self._table.take(slot, channel, join.name, join.seat_key, returning)

    # -- the host lets newcomers in ----------------------------------------------------------
    def _ask(self, channel: Channel, stranger: Stranger, slot: Slot, join: Join) -> None:
        if sum(s.asking is not None for s in self._strangers.values()) >= MAX_ASKING:
            self._refuse(channel, BUSY)
            return
        table = self._table
        self._requests += 1
        stranger.asking, stranger.join = self._requests, join
        stranger.timer.cancel()
        stranger.timer = self._call_later(
            self._settings.ask_timeout, lambda: self._answer(channel, False, "was not answered"))
        channel.send(Asking(slot.seat))
        table.news(told.KNOCKED, slot.seat, stranger.asking, name=join.name)

    def answer(self, request: int, let_in: bool) -> None:
        """The host's answer to request ``request`` (a :data:`~.news.KNOCKED` news's detail):
        let the newcomer sit down, or turn them away. A request no longer waiting is let be."""
        channel = next((c for c, s in self._strangers.items() if s.asking == request), None)
        if channel is not None:
            self._answer(channel, let_in, "was turned away by the host")

    def _answer(self, channel: Channel, let_in: bool, why_not: str) -> None:
        stranger = self._strangers.get(channel)
        if stranger is None or stranger.join is None:
            return
        join, stranger.asking = stranger.join, None
        free = self._free_seat() if let_in else None
        if free is not None:
            self._seat(channel, stranger, free, join, returning=False)
        elif let_in:
            self._refuse(channel, Goodbye.TABLE_FULL)
        else:
            self._refuse(channel, Goodbye.NOT_LET_IN if why_not.startswith("was t")
                         else Goodbye.NOT_ANSWERED)
            self._table.news(told.TURNED_AWAY, None, why_not, name=join.name)

    def is_stranger(self, channel: Channel) -> bool:
        return channel in self._strangers
