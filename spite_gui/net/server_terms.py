"""What a table with friends and its rooms share: the table's terms and its friends' seats.

:class:`ServerSettings` says how a table treats its guests (how a new seat is taken,
:data:`PIN` or :data:`ASK`, the waits, the pace, the chat's limits); a :class:`Slot` is a
friend's seat. The :class:`~.server.TableServer` owns both (its settings for its life, a
slot for each friend's seat) and hands them to its rooms (:mod:`.door`, :mod:`.talk`,
:mod:`.turn_clock`, :mod:`.seat_keeper`), which read them, and the keeper and the door
change a slot's state; they live here, below the table and its rooms, so that no room
imports the table. So do the small protocols the rooms see their table through
(:class:`Telling`, :class:`StandInTable`) and its timers (:data:`CallLater`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine import Refusal
from ..play import GameHost
from .channel import PING_EVERY, SILENCE, Channel
from .computer_seat import ComputerSeat
from .news import NewsKind
from .protocol import OPEN, SeatState
from .runtime import Timer

#: How a new seat is taken (an invite code always lets its friend in): with the table's
#: PIN, or by the host's yes to each newcomer.
PIN, ASK = "pin", "ask"


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """How a table treats its guests."""

    host_name: str = "Host"
    door: str = PIN  # how a new seat is taken: PIN or ASK
    ask_timeout: float = 120.0  # seconds a newcomer waits for the host's answer
    wait: float = 60.0  # seconds a dropped friend's seat waits for them
    stand_in: str = "medium"  # the level of the computer that plays for them after that
    join_timeout: float = 15.0  # seconds a new connection has to say hello and sit down
    max_strangers: int = 16  # connections not yet seated, at most …
    max_strangers_per_address: int = 4  # … and from any one address
    start_when_full: bool = False  # deal as soon as every friend's seat is taken
    again_when_ready: bool = False  # deal again once every friend asked to
    pace: float = 0.0  # seconds a stand-in waits before each move (so people can follow)
    match_target: int = 0  # the games make a match to this many points (0: single games)
    chat_burst: int = 5  # chat messages and reactions a seat may send …
    chat_window: float = 10.0  # … within this many seconds
    turn_time: float = 0.0  # seconds a person's turn may take, then a computer plays it (0: any)
    ping_every: float = PING_EVERY  # seconds between pings to a quiet guest
    silence: float = SILENCE  # seconds a guest may stay silent before it is taken for gone


DEFAULT_SETTINGS = ServerSettings()


@dataclass(eq=False)
class Slot:
    """A friend's seat."""

    seat: int
    name: str
    state: SeatState = OPEN
    seat_key: str | None = None  # the public key of the friend it belongs to
    channel: Channel | None = None
    stand_in: ComputerSeat | None = None
    timer: Timer | None = None
    deadline: float = 0.0
    wants_again: bool = False
    ran_out: bool = False  # the turn clock ran out on this seat in this game
    said: deque[float] = field(default_factory=deque)


#: The table's timers (its owner's ``call_later``): ``fn`` runs on the table's thread after
#: ``seconds``, unless the timer is cancelled first.
CallLater = Callable[[float, Callable[[], None]], Timer]


class Telling(Protocol):
    """A room tells the host's program what happened (``TableServer.news``)."""

    def news(self, kind: NewsKind, seat: int | None, detail: Any = None,
             name: str = "") -> None: ...


class StandInTable(Telling, Protocol):
    """A room that lets a computer play a seat reads the game in play and asks its table
    for the computer (``TableServer.computer_for``)."""

    @property
    def host(self) -> GameHost | None: ...
    def computer_for(self, seat: int,
                     submit: Callable[[int, Any], Refusal | None]) -> ComputerSeat: ...
