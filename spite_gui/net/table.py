"""The hosting side: a game host whose friends' seats are played over the network.

A :class:`HostTable` owns the games played at one table, one :class:`GameHost` after
another, and a seat slot for every friend. A slot is the seat driver of its seat:
it sends the seat's updates over the friend's connection, and the friend's moves go
to ``host.submit`` for that seat only. Everything a connection says is judged here:
a message out of turn, or for another seat, gets the connection refused and closed
with the reason, and nothing else at the table changes.

Who sits down is the host's to say (see :mod:`.secure` for how it is made sure):
a new seat needs the table's PIN (:attr:`HostTable.pin`), or, at a table whose host
lets each newcomer in by hand (``TableSettings.door == ASK``), the host's yes
(:meth:`HostTable.answer` to a :data:`~.news.KNOCKED` news), or the seat's invite
code. A seat once taken belongs to the seat key of the friend who took it; the host
can :meth:`HostTable.remove` them (a computer plays the seat, and that key never sits
here again).

A friend who drops out keeps their seat for :attr:`TableSettings.wait` seconds (every
table sees the countdown); their program comes back proving it holds the seat key,
from any address, and the game goes on from where it stands. After the wait a
computer plays for them, until they come back and take it.

The table lives on its owner's thread (see :mod:`.runtime`); links arrive from the
network thread through :meth:`HostTable.link_arrived`.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import functools
import math
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import __version__
from ..engine import Game, Illegal, Refusal, Rules, new_deal_number
from ..play import MOVE, PERSON, REMOTE, START, GameHost, Seating, SeatPlan, Update
from ..play.refusals import Declined
from . import news as told
from .channel import PING_EVERY, SILENCE, Channel
from .codec import MAX_STORY
from .computer_seat import ComputerSeat
from .fairness import commitment, new_salt
from .news import News
from .protocol import (
    BUSY,
    CONNECTED,
    GUEST_GREETS,
    GUEST_SAYS,
    MAX_CHAT,
    MAX_MESSAGE,
    MAX_RECAP,
    OPEN,
    PRESENT,
    PROTOCOL,
    REACTIONS,
    STANDING_IN,
    WAITING,
    Again,
    Asking,
    Away,
    Bye,
    Chat,
    Clock,
    Commit,
    Goodbye,
    Hello,
    Join,
    KeyAnswer,
    Message,
    Play,
    React,
    Recap,
    Refused,
    Reveal,
    Seated,
    SeatInfo,
    Seats,
    SeatState,
    Undo,
    UpdateMessage,
    Welcome,
    encode,
    tidy,
    told_peer,
)
from .runtime import NetLoop, Owner, Timer
from .saved_table import TABLE_FORMAT, TABLE_VERSION, read_snapshot
from .secure import MAX_WRONG_PINS, NEEDS_PIN, HostHandshake, KeyPair, new_pin
from .transport import Link

LOBBY, PLAYING, OVER, CLOSED = "lobby", "playing", "over", "closed"
OUT_OF_TURN = "sent a message out of turn"
OTHER_SEAT = "sent a move for another seat"
NO_PROOF = "could not prove it holds the seat key it named"
WRONG_PIN = "did not know the table's PIN"
TOO_SLOW = "took too long to join"
MADE_ROOM = "made room for a newer connection"
OTHER_VERSION = "has another version of the game"
#: How a new seat is taken (an invite code always lets its friend in): with the table's
#: PIN, or by the host's yes to each newcomer.
PIN, ASK = "pin", "ask"
MAX_ASKING = 4  # newcomers waiting for the host's answer at once

PlayerFactory = Callable[[str, int], Any]


def _make_player(level: str, seed: int) -> Any:
    from ..ai import make_player

    return make_player(level, seed)


@dataclass(frozen=True, slots=True)
class TableSettings:
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


@dataclass(eq=False)
class _Slot:
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


@dataclass(eq=False)
class _Stranger:
    """A connection that has not sat down yet."""

    seat: int | None  # the seat its invite code is for
    timer: Timer
    hello: Hello | None = None
    keyed: bool = False  # the session's keys are agreed
    asking: int | None = None  # the number of its request to the host, while asked
    join: Join | None = None  # what it asked, while asked


class HostTable:
    """Games with friends, hosted here. See the module's docstring.

    ``attach_local(host)`` is called for every new game so the program can attach its
    own drivers (the person at this computer, the computer players) to the seats
    that are not friends'. ``on_news`` hears what happens (joins, drops, chat …).
    """

    def __init__(self, seating: Seating, rules: Rules, net: NetLoop, owner: Owner, *,
                 settings: TableSettings = TableSettings(),
                 attach_local: Callable[[GameHost], Any] = lambda host: None,
                 on_news: Callable[[News], Any] = lambda news: None,
                 players: PlayerFactory = _make_player,
                 pool: concurrent.futures.Executor | None = None,
                 deals: Callable[[], int] = new_deal_number,
                 table_key: KeyPair | None = None, pin: str | None = None) -> None:
        """``table_key``: the table's key pair (a new one by default; a table hosted again
        keeps its own); ``pin``: its PIN (a new one by default, at a PIN table)."""
        rules.check_players(seating.players)
        self.seating, self.rules, self.settings = seating, rules, settings
        self._net, self._owner = net, owner
        self._attach_local, self._on_news = attach_local, on_news
        self._players, self._deals = players, deals
        self._own_pool = pool is None
        self._pool = pool or concurrent.futures.ThreadPoolExecutor(1, "stand-in")
        self._slots = {i: _Slot(i, plan.name) for i, plan in enumerate(seating.seats)
                       if plan.kind == REMOTE}
        if not self._slots:
            raise ValueError("A table with friends has at least one friend's seat.")
        self._by_channel: dict[Channel, _Slot] = {}
        self._strangers: dict[Channel, _Stranger] = {}  # the oldest first
        self.table_key = table_key or KeyPair.generate()
        #: the PIN a new seat needs (None at a table whose host lets newcomers in); read by
        #: the handshakes on the network thread, changed here only by swapping the string
        self.pin: str | None = (pin or new_pin()) if settings.door == PIN else None
        self._wrong_pins = 0
        self._requests = 0  # requests to sit made to the host so far
        self._removed: set[str] = set()  # seat keys the host removed: never seated again
        self.phase = LOBBY
        self.host: GameHost | None = None
        self.game_number = 0
        self.totals = [0] * seating.players
        self._commit: Commit | None = None
        self._reveal: Reveal | None = None
        self._secret: tuple[int, str] | None = None
        self._previous_starter: int | None = None
        self._said: deque[Chat | React] = deque(maxlen=MAX_RECAP)  # the last table talk
        self._said_count = 0  # lines of table talk said at this table in all
        # the turn clock: the turn (number, seat) it runs for, when it runs out, its timer,
        # and the computer that plays a turn whose time ran out
        self._clock_turn: tuple[int, int] | None = None
        self._clock_deadline = 0.0
        self._clock: Timer | None = None
        self._turn_player: ComputerSeat | None = None
        self._seen: tuple[Any, ...] | None = None  # the state the clock last followed

    # -- what the program asks ------------------------------------------------------------------
    def seats(self) -> tuple[SeatInfo, ...]:
        """Every seat as the tables show it now."""
        now = time.monotonic()
        shown = []
        for i, plan in enumerate(self.current_seating().seats):
            slot = self._slots.get(i)
            if slot is None:
                shown.append(SeatInfo(plan.name, plan.kind, PRESENT, None, plan.level))
                continue
            wait = max(0, math.ceil(slot.deadline - now)) if slot.state == WAITING else None
            level = self.settings.stand_in if slot.state == STANDING_IN else ""
            shown.append(SeatInfo(slot.name, REMOTE, slot.state, wait, level))
        return tuple(shown)

    def current_seating(self) -> Seating:
        """The seating with each friend's seat named after the friend sitting there."""
        plans = list(self.seating.seats)
        for seat, slot in self._slots.items():
            plans[seat] = SeatPlan(REMOTE, slot.name)
        return Seating(tuple(plans))

    def clock(self) -> Clock | None:
        """The turn clock as it runs now (``left``: whole seconds), if it runs."""
        if self._clock_turn is None or (self._clock is None and self._turn_player is None):
            return None
        turn, seat = self._clock_turn
        left = max(0, math.ceil(self._clock_deadline - time.monotonic()))
        return Clock(seat, turn, left, self._turn_player is not None)

    @property
    def open_seats(self) -> int:
        return sum(slot.state == OPEN for slot in self._slots.values())

    def taken(self, seat: int) -> bool:
        """True if ``seat`` is a friend's seat that belongs to someone (their seat key)."""
        slot = self._slots.get(seat)
        return slot is not None and slot.seat_key is not None

    @property
    def fingerprint(self) -> str:
        """The table's key as its friends see it in their Join list (see :mod:`.secure`)."""
        return self.table_key.fingerprint

    def start(self) -> None:
        """Deal the first game now; a computer plays the seats nobody has taken yet (until
        someone does)."""
        if self.phase != LOBBY:
            return
        for slot in self._slots.values():
            if slot.state == OPEN:
                self._stand_in(slot)
        self._deal()

    def play_again(self, new_match: bool = False) -> None:
        """Deal the next game with the same seats (``new_match``: the points start again
        from nothing, as after a match was won)."""
        if self.phase == OVER:
            if new_match:
                self.totals = [0] * self.seating.players
                self._previous_starter = None
            self._deal()

    def say(self, seat: int, text: str) -> None:
        """A chat message from a person at this computer."""
        line = tidy(text)[:MAX_CHAT]
        if line:
            self._talk(Chat(line, seat))
            self._news(told.CHAT, seat, line)

    def react(self, seat: int, reaction: str) -> None:
        """A quick reaction (one of :data:`~.protocol.REACTIONS`) from a person here."""
        if reaction not in REACTIONS:
            raise ValueError(f"There is no reaction called {reaction!r}.")
        self._talk(React(reaction, seat))
        self._news(told.REACTION, seat, reaction)

    def close(self, reason: str = Goodbye.HOST_CLOSED, kept: bool = False) -> None:
        """Say goodbye to everyone and stop every computer standing in; ``kept``: the table is
        kept to be hosted again (the host's program is closing), so the friends are told to
        come back to it rather than that it is gone."""
        self.phase = CLOSED
        for channel in list(self._strangers):
            channel.close(reason)
        for channel in list(self._by_channel):
            if kept:
                channel.send(Away(reason))
                channel.close()
            else:
                channel.close(reason)
        for slot in self._slots.values():
            self._cancel(slot)
            if slot.stand_in is not None:
                slot.stand_in.stop()
        self._stop_clock()
        self._strangers.clear()
        self._by_channel.clear()
        if self._own_pool:
            self._pool.shutdown(wait=False, cancel_futures=True)

    # -- keeping the table across a restart --------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The table as a JSON-safe document, to host it again after the program stopped
        (:meth:`resume`): the game and its promised deal, the points, each friend's name and
        seat key (public), the table's key pair and PIN (so it holds secrets: keep it with
        the autosave, not to share)."""
        return {
            "format": TABLE_FORMAT, "version": TABLE_VERSION,
            "rules": self.rules.to_dict(), "seating": self.seating.to_dict(),
            "game_number": self.game_number, "totals": list(self.totals),
            "previous_starter": self._previous_starter,
            "game": self.host.document() if self.host is not None else None,
            "salt": self._secret[1] if self._secret is not None else None,
            "friends": [{"seat": s.seat, "name": s.name, "seat_key": s.seat_key}
                        for s in self._slots.values()],
            "table_key": self.table_key.seed_hex, "pin": self.pin,
            "removed": sorted(self._removed),
            "chat": {"said": self._said_count,
                     "lines": [{"type": line.TYPE, **line.fields()} for line in self._said]},
        }

    @classmethod
    def resume(cls, snapshot: Any, net: NetLoop, owner: Owner, *, start: bool = True,
               **options: Any) -> HostTable:
        """The table of a :meth:`snapshot`, its game going on where it stood, every friend's
        seat waiting for them to come back; ValueError saying what is wrong with a
        document that can't be used. Call on the owner's thread. With ``start`` False the
        game kept waits for :meth:`start_kept_game` (whoever seats the players here
        wants the table made first)."""
        kept = read_snapshot(snapshot)
        table = cls(kept.seating, kept.rules, net, owner,
                    table_key=KeyPair.from_hex(kept.table_key), pin=kept.pin, **options)
        table.game_number, table.totals = kept.game_number, list(kept.totals)
        table._previous_starter = kept.previous_starter
        table._removed = set(kept.removed)
        table._said.extend(kept.lines)
        table._said_count = kept.said
        for friend in kept.friends:
            slot = table._slots[friend["seat"]]
            slot.name, slot.seat_key = friend["name"], friend["seat_key"]
        if kept.game is not None and kept.salt is not None:
            table._resume_game(kept.game, kept.salt, start)
        return table

    def _resume_game(self, game: Game, salt: str, start: bool) -> None:
        self._secret = (game.seed, salt)
        self._commit = Commit(self.game_number, commitment(game.seed, salt), game.previous_starter,
                              self.settings.match_target)
        self.host = host = GameHost(game, self.current_seating(), deal_public=False)
        self.phase = OVER if game.is_over else PLAYING
        if game.is_over:
            self._reveal = Reveal(self.game_number, game.seed, salt, tuple(self.totals))
        for slot in self._slots.values():
            host.attach(slot.seat, functools.partial(self._tell, slot))
            if slot.seat_key is None:
                self._stand_in(slot)
            else:
                self._wait_for(slot)
        if start:
            self.start_kept_game()

    def start_kept_game(self) -> None:
        """Seat the players here at the game the table was resumed with, and tell every seat
        the table as it stands (see :meth:`resume`)."""
        host = self.host
        assert host is not None, "a table resumed with a game"
        self._attach_local(host)
        host.start()

    # -- connections --------------------------------------------------------------------------
    def link_arrived(self, link: Link, seat: int | None = None) -> None:
        """A new connection (called on the network thread); ``seat`` when it came with the
        invite code of that seat."""
        handshake = HostHandshake(self.table_key, lambda: self.pin, by_code=seat is not None)
        channel = Channel(link, self._net, self._owner, GUEST_SAYS, handshake, GUEST_GREETS,
                          ping_every=self.settings.ping_every, silence=self.settings.silence)
        self._owner.post(lambda: self._meet(channel, seat))

    def _meet(self, channel: Channel, seat: int | None) -> None:
        """Take a new connection in; to make room, the oldest connection from the same
        address (or of all) that has not sat down goes. Whoever holds places open can't keep
        a friend out: the friend's connection is the newest, and sits down in a moment."""
        if self.phase != CLOSED:
            waiting = [c for c, s in self._strangers.items() if s.asking is None]
            same_place = [c for c in waiting if c.address == channel.address]
            if len(same_place) >= self.settings.max_strangers_per_address:
                self._make_room(same_place[0])
            elif len(self._strangers) >= self.settings.max_strangers and waiting:
                self._make_room(waiting[0])
        if self.phase == CLOSED or len(self._strangers) >= self.settings.max_strangers:
            channel.begin(lambda c, m: None, lambda c, r: None)
            channel.close(BUSY)
            return
        timer = self._owner.call_later(self.settings.join_timeout,
                                       lambda: self._turn_away(channel, TOO_SLOW))
        self._strangers[channel] = _Stranger(seat, timer)
        channel.begin(self._heard, self._gone)

    def _make_room(self, channel: Channel) -> None:
        channel.close(BUSY)
        self._gone(channel, MADE_ROOM)

    def _turn_away(self, channel: Channel, reason: str) -> None:
        """Refuse a misbehaving connection: tell it why, close it, and free what it held."""
        if not channel.is_open:
            return
        channel.close(told_peer(reason))
        self._news(told.TURNED_AWAY, None, reason, name=channel.address)
        self._gone(channel, reason)

    def _gone(self, channel: Channel, reason: str, leaving: bool = False,
              away: bool = False) -> None:
        session = channel.session
        if session is not None and session.with_pin and not session.confirmed:
            self._wrong_pin(channel)  # agreed a key with a PIN and could not use it
        elif channel.refused_peer:  # the channel cut it off for what it sent
            self._news(told.TURNED_AWAY, None, reason, name=channel.address)
        stranger = self._strangers.pop(channel, None)
        if stranger is not None:
            stranger.timer.cancel()
            if stranger.asking is not None and stranger.join is not None:
                self._news(told.KNOCK_GONE, None, stranger.asking, name=stranger.join.name)
        slot = self._by_channel.pop(channel, None)
        if slot is not None and slot.channel is channel:
            self._drop(slot, reason, leaving, away)

    def _wrong_pin(self, channel: Channel) -> None:
        """One wrong guess at the PIN; after :data:`MAX_WRONG_PINS` of them the table takes a
        new PIN (the host's screen shows it) and the guesses start again."""
        self._news(told.TURNED_AWAY, None, WRONG_PIN, name=channel.address)
        self._wrong_pins += 1
        if self._wrong_pins >= MAX_WRONG_PINS and self.pin is not None:
            self._wrong_pins = 0
            self.pin = new_pin()
            self._news(told.NEW_PIN, None, self.pin)

    # -- what connections say --------------------------------------------------------------------
    def _heard(self, channel: Channel, message: Message) -> None:
        if isinstance(message, Bye):
            channel.close()
            self._gone(channel, message.reason, leaving=True)
            return
        slot = self._by_channel.get(channel)
        if slot is None:
            self._heard_from_stranger(channel, message)
        elif isinstance(message, Play | Undo):
            self._move(slot, channel, message)
        elif isinstance(message, Chat | React):
            self._chat(slot, channel, message)
        elif isinstance(message, Away):  # closing their program: the seat waits for them
            channel.close()
            self._gone(channel, message.reason, away=True)
        elif isinstance(message, Again) and message.seat is None:
            self._again(slot)
        else:
            self._turn_away(channel, OUT_OF_TURN)

    def _heard_from_stranger(self, channel: Channel, message: Message) -> None:
        stranger = self._strangers[channel]
        if isinstance(message, Hello) and stranger.hello is None:
            stranger.hello = message
            if message.protocol != PROTOCOL:
                self._refuse_version(channel, message)
        elif isinstance(message, KeyAnswer) and channel.session is not None \
                and not stranger.keyed:
            stranger.keyed = True
            proof = channel.session.proof_of(self.table_key, "table")
            channel.send(Welcome(PROTOCOL, __version__, self.settings.host_name,
                                 self.rules, self.seats(), proof))
        elif isinstance(message, Join) and stranger.keyed and stranger.asking is None:
            assert channel.session is not None
            if channel.session.proves(message.seat_key, "seat", message.proof):
                self._join(channel, stranger, message)
            else:
                self._turn_away(channel, NO_PROOF)
        else:
            self._turn_away(channel, OUT_OF_TURN)

    def _refuse_version(self, channel: Channel, hello: Hello) -> None:
        theirs = "a newer" if hello.protocol > PROTOCOL else "an older"
        channel.close(
            f"This table runs Spite and Malice {__version__} (network protocol {PROTOCOL}); "
            f"yours is {theirs} one (protocol {hello.protocol}). Play with version "
            f"{__version__} to join, or ask the host to update.",
            protocol=PROTOCOL, version=__version__)
        self._gone(channel, OTHER_VERSION)

    def _join(self, channel: Channel, stranger: _Stranger, join: Join) -> None:
        """Seat a connection that proved it holds ``join.seat_key``: at its own seat, or at a
        new one if it was let in (the PIN, the invite code, or the host's yes)."""
        session = channel.session
        assert session is not None
        own = self._seat_of(join.seat_key)
        if join.seat_key in self._removed:
            self._refuse(channel, Goodbye.REMOVED)
        elif own is not None:
            self._seat(channel, stranger, own, join, returning=True)
        elif stranger.seat is not None:  # an invite code: for its seat while nobody has it
            coded = self._slots.get(stranger.seat)
            if coded is None or coded.seat_key is not None:
                self._refuse(channel, Goodbye.INVITE_TAKEN)
            else:
                self._seat(channel, stranger, coded, join, returning=False)
        elif self.pin is not None and not session.with_pin:
            self._refuse(channel, NEEDS_PIN)
        elif (free := self._free_seat()) is None:
            self._refuse(channel, Goodbye.TABLE_FULL)
        elif self.pin is not None:
            self._seat(channel, stranger, free, join, returning=False)
        else:
            self._ask(channel, stranger, free, join)

    def _refuse(self, channel: Channel, reason: str) -> None:
        channel.close(reason)
        self._gone(channel, reason)

    def _seat_of(self, seat_key: str) -> _Slot | None:
        return next((slot for slot in self._slots.values() if slot.seat_key is not None
                     and secrets.compare_digest(slot.seat_key, seat_key)), None)

    def _free_seat(self) -> _Slot | None:
        """The first seat nobody has: open, or played by a computer for nobody."""
        return next((s for s in self._slots.values() if s.seat_key is None
                     and s.state in (OPEN, STANDING_IN)), None)

    def _seat(self, channel: Channel, stranger: _Stranger, slot: _Slot, join: Join,
              returning: bool) -> None:
        self._strangers.pop(channel)
        stranger.timer.cancel()
        self._take(slot, channel, join.name, join.seat_key, returning)

    # -- the host lets newcomers in ----------------------------------------------------------
    def _ask(self, channel: Channel, stranger: _Stranger, slot: _Slot, join: Join) -> None:
        if sum(s.asking is not None for s in self._strangers.values()) >= MAX_ASKING:
            self._refuse(channel, BUSY)
            return
        self._requests += 1
        stranger.asking, stranger.join = self._requests, join
        stranger.timer.cancel()
        stranger.timer = self._owner.call_later(
            self.settings.ask_timeout, lambda: self._answer(channel, False, "was not answered"))
        channel.send(Asking(slot.seat))
        self._news(told.KNOCKED, slot.seat, stranger.asking, name=join.name)

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
            self._news(told.TURNED_AWAY, None, why_not, name=join.name)

    def remove(self, seat: int) -> None:
        """The host removes the friend at ``seat``: their program is told, a computer plays
        the seat (someone else may take it), and their seat key never sits here again."""
        slot = self._slots[seat]
        if slot.seat_key is None:
            return
        self._removed.add(slot.seat_key)
        slot.seat_key = None
        name = slot.name
        channel, slot.channel = slot.channel, None
        if channel is not None:
            self._by_channel.pop(channel, None)
            channel.close(Goodbye.REMOVED)
        self._news(told.REMOVED, seat, name=name)
        slot.name = self.seating.seats[seat].name
        if self.phase == LOBBY:
            self._cancel(slot)
            slot.state = OPEN
            self._seats_changed()
        else:
            self._stand_in(slot)

    def _take(self, slot: _Slot, channel: Channel, name: str, seat_key: str,
              returning: bool) -> None:
        self._cancel(slot)
        if slot.stand_in is not None:
            slot.stand_in.stop()
            slot.stand_in = None
        old = slot.channel
        if old is not None and old is not channel:
            self._by_channel.pop(old, None)
            old.close(Goodbye.SAT_ELSEWHERE)
        slot.seat_key = seat_key
        slot.channel, slot.state, slot.name = channel, CONNECTED, name
        slot.wants_again = False
        self._by_channel[channel] = slot
        channel.send(Seated(slot.seat))
        deal_now = self.host is None and self.settings.start_when_full and \
            self.open_seats == 0 and all(s.state == CONNECTED for s in self._slots.values())
        channel.send(Recap(self.game_number + deal_now, math.ceil(self.settings.wait),
                           math.ceil(self.settings.turn_time), self._said_count,
                           tuple(self._said)))
        self._news(told.BACK if returning else told.JOINED, slot.seat)
        self._seats_changed()
        if self.host is not None:
            assert self._commit is not None
            self.host.seating = self.current_seating()
            channel.send(self._commit)
            self.host.resend(slot.seat)
            if self._reveal is not None:
                channel.send(self._reveal)
            self._clock_for(slot.seat, channel)
        elif deal_now:
            self._deal()

    def _move(self, slot: _Slot, channel: Channel, message: Play | Undo) -> None:
        host = self.host
        if message.seat != slot.seat:
            self._turn_away(channel, OTHER_SEAT)
        elif slot.ran_out and (host is None or host.current != slot.seat
                               or self._turn_player is not None):
            # sent as the clock ran out (the two crossed): refused, not taken for misbehaving
            channel.send(Refused(Refusal(Declined.TOO_LATE)))
        elif host is None or self.phase != PLAYING or host.current != slot.seat:
            self._turn_away(channel, OUT_OF_TURN)
        else:
            if isinstance(message, Play):
                played = host.view(slot.seat).card_for(message.move)
                refusal = host.submit(slot.seat, message.move)
                if refusal is not None and refusal.card is None:
                    # named, the card goes home, not the guest's oldest card waiting; a
                    # refusal worded without its card is worded the same with it
                    refusal = refusal._replace(card=played)
            else:
                refusal = host.undo(slot.seat)
            if refusal is not None:
                channel.send(Refused(refusal))

    def _chat(self, slot: _Slot, channel: Channel, message: Chat | React) -> None:
        if message.seat is not None:
            self._turn_away(channel, OTHER_SEAT)
            return
        now = time.monotonic()
        while slot.said and now - slot.said[0] > self.settings.chat_window:
            slot.said.popleft()
        if len(slot.said) >= self.settings.chat_burst:
            channel.send(Refused(Refusal(Declined.TOO_FAST)))
            return
        slot.said.append(now)
        if isinstance(message, Chat):
            self._talk(Chat(message.text, slot.seat))
            self._news(told.CHAT, slot.seat, message.text)
        else:
            self._talk(React(message.reaction, slot.seat))
            self._news(told.REACTION, slot.seat, message.reaction)

    def _again(self, slot: _Slot) -> None:
        if self.phase != OVER or slot.wants_again:
            return
        slot.wants_again = True
        self._broadcast(Again(slot.seat))
        self._news(told.AGAIN, slot.seat)
        if self.settings.again_when_ready and all(
                s.wants_again for s in self._slots.values() if s.state == CONNECTED):
            self.play_again()

    # -- seats coming and going ------------------------------------------------------------------
    def _drop(self, slot: _Slot, reason: str, leaving: bool, away: bool = False) -> None:
        slot.channel = None
        self._news(told.LEFT if leaving else told.AWAY if away else told.DROPPED, slot.seat,
                   reason)
        if self.phase == LOBBY:
            slot.state = OPEN
        elif leaving or self.settings.wait <= 0:
            self._stand_in(slot)
            return
        else:
            self._wait_for(slot)
        self._seats_changed()

    def _wait_for(self, slot: _Slot) -> None:
        """Keep ``slot`` for its friend for the wait, then let a computer play it."""
        slot.state = WAITING
        slot.deadline = time.monotonic() + self.settings.wait
        slot.timer = self._owner.call_later(self.settings.wait, lambda: self._wait_over(slot))
        self._news(told.WAITING, slot.seat, math.ceil(self.settings.wait))

    def _wait_over(self, slot: _Slot) -> None:
        slot.timer = None
        if slot.state == WAITING and self.phase != CLOSED:
            self._stand_in(slot)

    def _stand_in(self, slot: _Slot) -> None:
        self._cancel(slot)
        slot.state = STANDING_IN
        self._new_stand_in(slot)
        self._news(told.STOOD_IN, slot.seat, self.settings.stand_in)
        self._seats_changed()
        if self.host is not None:
            self.host.resend(slot.seat)

    def _new_stand_in(self, slot: _Slot) -> None:
        if slot.stand_in is not None:
            slot.stand_in.stop()
        player = self._players(self.settings.stand_in, self.game_number * 8 + slot.seat)
        slot.stand_in = ComputerSeat(self._submit_for_stand_in, slot.seat, player, self._owner,
                                     self._pool, self.settings.pace)

    def _submit_for_stand_in(self, seat: int, move: Any) -> Refusal | None:
        return self.host.submit(seat, move) if self.host is not None else Refusal(Declined.NO_GAME)

    def _cancel(self, slot: _Slot) -> None:
        if slot.timer is not None:
            slot.timer.cancel()
            slot.timer = None

    # -- games ------------------------------------------------------------------------------------
    def _deal(self) -> None:
        self.game_number += 1
        deal, salt = self._deals(), new_salt()
        self._secret = (deal, salt)
        game = Game.new(self.rules, self.seating.players, deal, self._previous_starter)
        self._commit = Commit(self.game_number, commitment(deal, salt), self._previous_starter,
                              self.settings.match_target)
        self._reveal = None
        self.host = host = GameHost(game, self.current_seating(), deal_public=False)
        self._stop_clock()
        for slot in self._slots.values():
            slot.wants_again = slot.ran_out = False
            host.attach(slot.seat, functools.partial(self._tell, slot))
            if slot.stand_in is not None:  # a fresh player for a fresh game
                self._new_stand_in(slot)
        self._attach_local(host)
        self._broadcast(self._commit)
        self.phase = PLAYING
        self._news(told.STARTED, None, self.game_number)
        host.start()

    def _tell(self, slot: _Slot, update: Update) -> None:
        """The driver of a friend's seat: to the friend, or to the computer standing in."""
        host = self.host
        assert host is not None
        if slot.channel is not None and slot.state == CONNECTED:
            if update.kind == START:  # the table as it stands, the moves before it
                slot.channel.send(_with_story(update, host.moves))
            else:
                slot.channel.send(UpdateMessage(update))
        elif slot.stand_in is not None:
            slot.stand_in(update)
        if self.settings.turn_time > 0:
            self._owner.post(self._follow_turn)  # once every seat has been told
        if host.is_over and self.phase == PLAYING:
            self.phase = OVER
            # after every seat has been told the last move
            self._owner.post(self._game_over)

    # -- the turn clock ---------------------------------------------------------------------------
    def _follow_turn(self) -> None:
        """After each change at the table: a person's turn begins its clock; a turn whose time
        ran out goes on being played by the computer until it ends."""
        host = self.host
        state = (id(host), host.turn, host.current, len(host.moves)) if host else None
        if state == self._seen:
            return
        self._seen = state
        if host is None or host.is_over or self.phase != PLAYING:
            self._stop_clock()
            return
        turn = (host.turn, host.current)
        if self._turn_player is not None and self._clock_turn == turn:
            self._turn_player(Update(host.current, MOVE, host.view(host.current)))
            return
        if turn != self._clock_turn:
            self._stop_clock()
            if self._timed(host.current):
                self._start_clock(turn)

    def _timed(self, seat: int) -> bool:
        """True if a person plays ``seat`` now: the host's own, or a friend connected."""
        slot = self._slots.get(seat)
        if slot is None:
            return self.seating.seats[seat].kind == PERSON
        return slot.state == CONNECTED

    def _start_clock(self, turn: tuple[int, int]) -> None:
        seconds = self.settings.turn_time
        self._clock_turn, self._clock_deadline = turn, time.monotonic() + seconds
        self._clock = self._owner.call_later(seconds, lambda: self._time_up(turn))
        self._broadcast(Clock(turn[1], turn[0], math.ceil(seconds)))
        self._news(told.CLOCK, turn[1], math.ceil(seconds))

    def _clock_for(self, seat: int, channel: Channel) -> None:
        """A friend sits down during a turn: the clock as it runs (their own turn starts one)."""
        host = self.host
        if self.settings.turn_time <= 0 or host is None or self.phase != PLAYING:
            return
        turn = (host.turn, host.current)
        running = self._clock_turn == turn and (self._clock is not None
                                                or self._turn_player is not None)
        if not running and host.current == seat:
            self._stop_clock()
            self._start_clock(turn)
            self._seen = (id(host), host.turn, host.current, len(host.moves))
        elif running:
            left = max(0, math.ceil(self._clock_deadline - time.monotonic()))
            channel.send(Clock(turn[1], turn[0], left, self._turn_player is not None))

    def _time_up(self, turn: tuple[int, int]) -> None:
        """The turn's time ran out: a computer plays the rest of it, and everyone is told."""
        host = self.host
        self._clock = None
        if host is None or self.phase != PLAYING or (host.turn, host.current) != turn:
            return
        seat = host.current
        if not self._timed(seat):
            return
        slot = self._slots.get(seat)
        if slot is not None:
            slot.ran_out = True
        self._broadcast(Clock(seat, turn[0], 0, ran_out=True))
        self._news(told.TIME_UP, seat)
        player = self._players(self.settings.stand_in, self.game_number * 8 + seat)
        self._turn_player = ComputerSeat(self._submit_for_turn, seat, player, self._owner,
                                         self._pool, self.settings.pace)
        self._turn_player(Update(seat, MOVE, host.view(seat)))

    def _submit_for_turn(self, seat: int, move: Any) -> Refusal | None:
        host = self.host
        if host is None or self._turn_player is None or self._clock_turn != (host.turn, seat):
            return Refusal(Illegal.NOT_YOUR_TURN)  # the turn it was playing is over
        return host.submit(seat, move)

    def _stop_clock(self) -> None:
        if self._clock is not None:
            self._clock.cancel()
            self._clock = None
        if self._turn_player is not None:
            self._turn_player.stop()
            self._turn_player = None
        self._clock_turn = None

    def _game_over(self) -> None:
        host = self.host
        assert host is not None and host.outcome is not None and self._secret is not None
        for seat, points in enumerate(host.outcome.scores):
            self.totals[seat] += points
        self._previous_starter = host.finished_game().first_player
        deal, salt = self._secret
        self._reveal = Reveal(self.game_number, deal, salt, tuple(self.totals))
        self._broadcast(self._reveal)
        self._news(told.OVER, None, self.game_number)

    # -- telling everyone --------------------------------------------------------------------------
    def _broadcast(self, message: Message) -> None:
        for slot in self._slots.values():
            if slot.channel is not None:
                slot.channel.send(message)

    def _talk(self, line: Chat | React) -> None:
        """Table talk: to every friend, and kept for those who sit down later."""
        self._said.append(line)
        self._said_count += 1
        self._broadcast(line)

    def _seats_changed(self) -> None:
        self._broadcast(Seats(self.seats()))

    def _news(self, kind: str, seat: int | None, detail: Any = None, name: str = "") -> None:
        if not name and seat is not None:
            name = self.current_seating().names[seat]
        self._on_news(News(kind, seat, name, detail))



def _with_story(update: Update, moves: tuple[Any, ...]) -> UpdateMessage:
    """The table as it stands for one seat, the moves before it, and the story so far as that
    seat saw it (for its game log): the latest part of it that fits in a message."""
    story = update.events[-MAX_STORY:]
    while True:
        message = UpdateMessage(dataclasses.replace(update, events=story), moves)
        if not story or len(encode(message)) <= MAX_MESSAGE * 3 // 4:
            return message
        story = story[len(story) // 2 + 1:]
