"""The guest's side: one seat at a table hosted elsewhere.

A :class:`TableClient` dials the table, agrees the connection's keys (with the table's
PIN for a new seat, see :mod:`.secure`), checks the table's proof of its key, sits
down with its seat key, and from then on tells its seat driver (the window's table,
or a computer player) every update the host sends, just as a
:class:`~spite_gui.play.GameHost` would; the driver's moves go back with
:meth:`TableClient.submit`. It checks every deal against the host's promise when the
game is over (:mod:`.fairness`). If the connection drops (or the table is busy, or
the host's program closes keeping the table) it dials again, waiting longer each time
with a little chance in it, until the table answers or the wait is over; it comes back
to its seat with the same seat key, and takes no table with another key. A program
that is closing keeps its seat (:meth:`TableClient.step_away`): the table waits for it
as after a drop.

It lives on its owner's thread, like the host's table (see :mod:`.runtime`).

Who owns what: the guest table owns its connection to the table (one at a time) and two
rooms, made with it and kept for its life: its :class:`~.redial.Dialing` (the one timer:
the table's answer awaited, the next try) and its :class:`~.fairness.Promises` (each
deal's promise and what the seat was told, checked when the deal is revealed). The seat
driver it tells is the program's; the guest only calls it.
"""

from __future__ import annotations

import concurrent.futures
import socket
import time
from collections.abc import Callable, Coroutine
from typing import Any

from ..engine import Game, Move, Refusal
from ..play import START, SeatDriver, Update
from ..play.refusals import Declined
from . import news as told
from .backoff import Backoff
from .channel import PING_EVERY, SILENCE, Channel
from .fairness import Promises
from .news import News
from .protocol import (
    BUSY,
    CONNECTED,
    HOST_GREETS,
    HOST_SAYS,
    OPEN,
    PROTOCOL,
    STANDING_IN,
    WAITING,
    Again,
    Asking,
    Away,
    Bye,
    Chat,
    Clock,
    Commit,
    Join,
    Message,
    Play,
    React,
    Recap,
    Refused,
    Reveal,
    Seated,
    SeatInfo,
    Seats,
    Undo,
    UpdateMessage,
    Welcome,
)
from .redial import Dialing
from .runtime import NetLoop, Owner
from .secure import WRONG_PIN, GuestHandshake, KeyPair
from .transport import Link

Dial = Callable[[], Coroutine[Any, Any, Link]]
ANSWER_TIMEOUT = 15.0  # seconds the table has to welcome us and seat us
RECONNECT_FOR = 900.0  # seconds we keep dialing after the connection dropped
#: seconds we keep dialing a table whose host's program closed saying the table is kept
KEPT_FOR = 12 * 3600.0
#: dialing again: after half a second, doubling each time up to 15 s, spread a little
REDIAL = Backoff(first=0.5, most=15.0, jitter=0.25)
NO_PROOF = "the table could not prove it holds its key"
#: what else a table can do wrong, or fail to do, as the guest's own reasons say it
NO_WORD = "the table did not answer"
MOVED_US = "the table moved us to another seat"
OUT_OF_TURN = "the table sent a message out of turn"
OTHER_VIEW = "the table sent the view of another seat"
OTHER_VERSION = "the table runs another version of the game"  # then, in brackets, which

#: How a reason begins when nobody answered ("unreachable: <why>"); each program words it.
UNREACHABLE = "unreachable"
#: Why dialing failed, as codes the program words (:func:`why_not_connected`).
NOBODY_HOSTS, NO_ANSWER, UNKNOWN_ADDRESS = "nobody_hosts", "no_answer", "unknown_address"


def why_not_connected(error: BaseException) -> str:
    """Why dialing a table failed: one of the codes above, or what the network said."""
    if isinstance(error, ConnectionRefusedError):
        return NOBODY_HOSTS
    if isinstance(error, TimeoutError):
        return str(error) or NO_ANSWER
    if isinstance(error, socket.gaierror):
        return UNKNOWN_ADDRESS
    if isinstance(error, ValueError | ConnectionError):
        return str(error).rstrip(".")
    return str(error) or type(error).__name__


class TableClient:
    """A seat at a table hosted elsewhere. See the module's docstring.

    ``dial()`` connects to the table (a coroutine run on the network thread);
    ``on_news`` hears what happens at the table.
    """

    def __init__(self, net: NetLoop, owner: Owner, dial: Dial, name: str, *,
                 seat_key: KeyPair | None = None, pin: str | None = None,
                 table_key: str | None = None, returning: bool = False,
                 on_news: Callable[[News], Any] = lambda n: None,
                 reconnect_for: float = RECONNECT_FOR, redial: Backoff = REDIAL,
                 answer_timeout: float = ANSWER_TIMEOUT, ping_every: float = PING_EVERY,
                 silence: float = SILENCE, tap: Callable[[bytes], Any] | None = None) -> None:
        """``seat_key``: this program's key for the seat (a new one by default; keep it to
        come back after a restart); ``pin``: the table's PIN, for a new seat;
        ``table_key``: the table's public key if known (no other table is taken);
        ``returning``: coming back to the seat of ``seat_key`` (no PIN is used; dialing until
        the table answers, as after a drop); ``redial``: the waits between two tries;
        ``tap``: sees every frame the table sent, opened (see :class:`~.channel.Channel`)."""
        self._net, self._owner, self._dial = net, owner, dial
        self.name = name
        self.seat_key = seat_key or KeyPair.generate()
        self.pin, self.table_key, self._returning = pin, table_key, returning
        self._on_news = on_news
        self._reconnect_for, self._answer_timeout = reconnect_for, answer_timeout
        self._ping_every, self._silence, self._tap = ping_every, silence, tap
        self.seat: int | None = None
        self.welcome: Welcome | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        self.update: Update | None = None
        self.totals: tuple[int, ...] = ()
        self._promises = Promises()  # the host's promise of each deal, checked
        self.verdicts = self._promises.verdicts  # each game's verdict, by its number
        self.recap: Recap | None = None  # the table's terms, told when we sat down
        self.clock: Clock | None = None  # the turn clock as last told, and when (monotonic)
        self.clock_at = 0.0
        self.paused = False  # the host's program closed, keeping the table: we go back to it
        self.closed: str | None = None  # why the table is gone for good
        self.host_version: str | None = None  # the game's version a table of another
        # protocol runs (it said so before we sat down): the version to get
        self.host_protocol: int | None = None  # and that table's protocol
        self.latencies: list[float] = []  # seconds from each move sent to its update back
        self.bytes_received = self.bytes_sent = 0
        self._driver: SeatDriver | None = None
        self._channel: Channel | None = None
        # the table may not be hosted again yet when returning: dial until it is
        self._dialing = Dialing(owner, redial,
                                time.monotonic() + reconnect_for if returning else None)
        self._sent_at: float | None = None
        self._sat_on: Channel | None = None  # the connection we were seated on
        self.dials = 0  # times the table was dialed
        self._heard_said = 0  # lines of table talk heard (told again if missed)
        self._dialed_at = 0.0
        #: seconds from dialing to the table's proven welcome, and to sitting down
        self.handshake_seconds: float | None = None
        self.sit_seconds: float | None = None
        self.asking = False  # the host is asked to let us in
        self.offered_key: str | None = None  # the key the table last offered (hex)
        self._handshake: GuestHandshake | None = None

    # -- what the program does -----------------------------------------------------------------
    def attach(self, driver: SeatDriver) -> None:
        """Tell ``driver`` every update of this seat from now on."""
        self._driver = driver

    def connect(self) -> None:
        """Dial the table (the answer comes as news)."""
        self._dialed_at = time.perf_counter()
        self.dials += 1
        self._net.start(self._dial(), self._owner, self._dialed)

    def submit(self, seat: int, move: Move) -> Refusal | None:
        """Send ``move`` for this seat; None, or why not (checked here first, with the
        rules, so a move the host would refuse is never sent)."""
        problem = self._can_act(seat)
        if problem is None and self.update is not None:
            problem = self.update.view.why_illegal(move)
        if problem is None:
            self._act(Play(seat, move))
        return problem

    def undo(self, seat: int) -> Refusal | None:
        """Take back this seat's last play of the turn; None, or why not."""
        problem = self._can_act(seat)
        if problem is None and self.update is not None and not self.update.undo_offered:
            problem = Refusal(Declined.NOTHING_TO_UNDO)
        if problem is None:
            self._act(Undo(seat))
        return problem

    def chat(self, text: str) -> None:
        self._send(Chat(text))

    def react(self, reaction: str) -> None:
        self._send(React(reaction))

    def again(self) -> None:
        """Say this seat would play again."""
        self._send(Again())

    def leave(self, reason: str = "left the table") -> None:
        """Leave for good (the seat is played by a computer from now on)."""
        if self.closed is None:
            self.closed = reason
            self._dialing.cancel()
            self._news(told.LEFT, reason, seat=self.seat)
        if self._channel is not None:
            self._channel.close(reason)
            self._count(self._channel)
            self._channel = None

    def step_away(self, reason: str = "closed their game") -> None:
        """Go away for now, keeping the seat (the program is closing): the table waits for
        us as after a drop, and the seat key brings us back."""
        if self.closed is None:
            self.closed = reason
            self._dialing.cancel()
        if self._channel is not None:
            self._channel.send(Away(reason))
            self._channel.close()
            self._count(self._channel)
            self._channel = None

    def finished_game(self, game: int) -> Game | None:
        """Game number ``game`` whole, hidden cards and all, once it is over and its deal
        was verified (rebuilt here from the deal the host revealed and the moves seen)."""
        return self._promises.finished_game(game)

    @property
    def match_target(self) -> int:
        """The points the table's games are played to (0: single games)."""
        commit = self._promises.commit
        return commit.target if commit is not None else 0

    @property
    def game_number(self) -> int:
        """The number of the game dealt last at the table (0 before the first)."""
        commit = self._promises.commit
        return commit.game if commit is not None else 0

    @property
    def redials(self) -> int:
        """The times the table was dialed again since we last sat down."""
        return self._dialing.tries

    @property
    def connected(self) -> bool:
        return self._channel is not None and self.seat is not None

    # -- dialing -------------------------------------------------------------------------------
    def _dialed(self, done: concurrent.futures.Future[Link]) -> None:
        try:
            link = done.result()
        except Exception as error:  # no table there (yet): refused, timed out, unreachable
            self._failed(why_not_connected(error))
            return
        if self.closed is not None:
            self._net.call(link.close)
            return
        returning = self._returning or self.seat is not None
        handshake = GuestHandshake(None if returning else self.pin, self.table_key, returning)
        self._handshake = handshake
        channel = Channel(link, self._net, self._owner, HOST_SAYS, handshake, HOST_GREETS,
                          ping_every=self._ping_every, silence=self._silence, tap=self._tap)
        self._channel = channel
        channel.begin(self._heard, self._lost)
        self._dialing.after(self._answer_timeout, lambda: self._no_answer(channel))

    def _no_answer(self, channel: Channel) -> None:
        if channel is self._channel and self._sat_on is not channel and not self.asking:
            channel.close()
            self._lost(channel, NO_WORD)

    def _failed(self, reason: str) -> None:
        if self.closed is not None:
            return
        if self._dialing.give_up_at is not None and time.monotonic() < self._dialing.give_up_at:
            self._dialing.again(self.connect)
        else:
            self._finish(f"{UNREACHABLE}: {reason}")

    def _lost(self, channel: Channel, reason: str) -> None:
        if channel is not self._channel:
            return
        self._channel = None
        self._count(channel)
        if self.closed is not None:
            return
        if self._handshake is not None:
            self.offered_key = self._handshake.offered_key
        if channel.unreadable and channel.session is not None and channel.session.with_pin:
            reason = WRONG_PIN
        # coming back after a restart: dialing on while nothing answers, or not our table
        another = self.offered_key not in (None, self.table_key)
        coming_back = self._returning and not another
        if (self.seat is not None or coming_back) and self._reconnect_for > 0:
            self._keep_trying(reason)
        else:
            self._finish(reason)

    def _keep_trying(self, reason: str) -> None:
        """Dial again until the wait is over: for as long as the table keeps a seat, once
        seated; before that (the table was busy), for :data:`ANSWER_TIMEOUT` four times over,
        quietly (the dialog still says it is joining)."""
        if self._dialing.give_up_at is None:
            seated = self.seat is not None or self._returning
            wait = self._reconnect_for if seated else 4 * self._answer_timeout
            self._dialing.give_up_at = time.monotonic() + wait
            if seated and not self.paused:  # the table said it is kept: said once already
                self._news(told.RECONNECTING, round(wait))
        elif time.monotonic() >= self._dialing.give_up_at:
            self._finish(f"{UNREACHABLE}: {reason}")
            return
        self._dialing.again(self.connect)

    def _finish(self, reason: str) -> None:
        if self.closed is None:
            self.closed = reason
            self._dialing.cancel()
            self._news(told.CLOSED, reason)

    def _count(self, channel: Channel) -> None:
        self.bytes_received += channel.link.bytes_received
        self.bytes_sent += channel.link.bytes_sent

    # -- what the table says ---------------------------------------------------------------------
    def _heard(self, channel: Channel, message: Message) -> None:
        if channel is not self._channel:
            return
        if isinstance(message, Welcome):
            self._welcomed(channel, message)
        elif isinstance(message, Away):
            self._host_away(channel, message)
        elif isinstance(message, Bye):
            self.host_version = message.version if message.protocol != PROTOCOL else None
            self.host_protocol = message.protocol if message.protocol != PROTOCOL else None
            channel.close()
            self._channel = None
            self._count(channel)
            if message.reason == BUSY:
                self._keep_trying(message.reason)  # the table is there: again in a moment
            else:
                self._finish(message.reason)
        elif isinstance(message, Asking):
            self.asking = True
            self._news(told.ASKING, seat=message.seat)
        elif isinstance(message, Seated):
            if self.seat is not None and message.seat != self.seat:
                self._host_fault(channel, MOVED_US)
                return
            self._sat_on = channel
            self._sat(message)
        elif isinstance(message, Recap) and self.seat is not None and self.recap is None:
            self._recapped(message)
        elif isinstance(message, Seats):
            self._seats_changed(message.seats)
        elif self.seat is None:
            self._host_fault(channel, OUT_OF_TURN)
        elif isinstance(message, Commit):
            if (verdict := self._promises.promised(message)) is not None:
                self._news(told.CHEATED, verdict)
        elif isinstance(message, UpdateMessage):
            self._updated(channel, message)
        elif isinstance(message, Reveal):
            self.totals = message.totals
            verdict = self._promises.revealed(message)
            self._news(told.VERIFIED if verdict.ok else told.CHEATED, verdict.message)
        elif isinstance(message, Refused):
            self._sent_at = None
            self._news(told.REFUSED, message.refusal)
        elif isinstance(message, Clock):
            self._clocked(message)
        elif isinstance(message, Chat | React | Again):
            self._heard_seat(message)

    def _welcomed(self, channel: Channel, welcome: Welcome) -> None:
        session = channel.session
        assert session is not None  # a Welcome is only read sealed
        if welcome.protocol != PROTOCOL:
            self._host_fault(channel, f"{OTHER_VERSION} ({welcome.version})")
            return
        if not session.proves(session.table_key, "table", welcome.proof):
            self._host_fault(channel, NO_PROOF)
            return
        self.handshake_seconds = time.perf_counter() - self._dialed_at
        self.table_key = session.table_key  # from now on, this table and no other
        self.welcome = welcome
        self.seats = welcome.seats
        channel.send(Join(self.name, self.seat_key.public_hex,
                          session.proof_of(self.seat_key, "seat")))

    def _sat(self, seated: Seated) -> None:
        """Seated: the news is told once the table has said where it stands (its recap)."""
        self._dialing.sat_down()
        self.asking, self.paused = False, False
        self.sit_seconds = time.perf_counter() - self._dialed_at
        self.seat = seated.seat
        self.recap = None

    def _recapped(self, recap: Recap) -> None:
        """The table's terms and the table talk we missed; then we are seated."""
        self.recap = recap
        missed = max(0, min(recap.said - self._heard_said, len(recap.lines)))
        self._heard_said = recap.said
        if missed:
            self._news(told.RECAP, recap.lines[len(recap.lines) - missed:])
        self._news(told.SEATED, self.seat, seat=self.seat)

    def _host_away(self, channel: Channel, away: Away) -> None:
        """The host's program is closing and keeps the table: dial it until it is hosted
        again (quietly: the table says so once)."""
        channel.close()
        self._channel = None
        self._count(channel)
        if self.closed is not None:
            return
        self.paused = True
        host = self.welcome.host if self.welcome is not None else ""
        self._on_news(News(told.PAUSED, None, host, away.reason))
        if self.seat is not None and self._reconnect_for > 0:
            self._dialing.give_up_at = time.monotonic() + max(KEPT_FOR, self._reconnect_for)
            self._keep_trying(away.reason)
        else:
            self._finish(away.reason)

    def _seats_changed(self, seats: tuple[SeatInfo, ...]) -> None:
        before = self.seats
        self.seats = seats
        if len(before) != len(seats):
            return
        for seat, (old, new) in enumerate(zip(before, seats, strict=True)):
            if old.state == new.state or seat == self.seat:
                continue
            if new.state == WAITING:
                self._news(told.WAITING, new.wait, seat=seat)
            elif new.state == STANDING_IN:
                self._news(told.STOOD_IN, new.level, seat=seat)
            elif new.state == OPEN:
                self._news(told.LEFT, seat=seat)
            elif new.state == CONNECTED:
                self._news(told.JOINED if old.state == OPEN else told.BACK, seat=seat)

    def _updated(self, channel: Channel, message: UpdateMessage) -> None:
        update = message.update
        if update.seat != self.seat:
            self._host_fault(channel, OTHER_VIEW)
            return
        self._promises.record(update, message.moves)
        if self._sent_at is not None and update.kind != START and update.mover == self.seat:
            self.latencies.append(time.perf_counter() - self._sent_at)
        self._sent_at = None
        self.update = update
        if self._driver is not None:
            self._driver(update)

    def _clocked(self, clock: Clock) -> None:
        """The turn clock of a person's turn; its time ran out (a computer plays it)."""
        if clock.seat >= len(self.seats):
            return
        self.clock, self.clock_at = clock, time.monotonic()
        if clock.ran_out:
            self._news(told.TIME_UP, clock.turn, seat=clock.seat)
        else:
            self._news(told.CLOCK, clock.left, seat=clock.seat)

    def clock_now(self) -> Clock | None:
        """The turn clock as it runs now (``left``: whole seconds), as the table told it."""
        clock = self.clock
        if clock is None:
            return None
        left = max(0, clock.left - int(time.monotonic() - self.clock_at))
        return Clock(clock.seat, clock.turn, left, clock.ran_out)

    def _heard_seat(self, message: Chat | React | Again) -> None:
        if message.seat is None or message.seat >= len(self.seats):
            return
        if not isinstance(message, Again):
            self._heard_said += 1
        if isinstance(message, Chat):
            self._news(told.CHAT, message.text, seat=message.seat)
        elif isinstance(message, React):
            self._news(told.REACTION, message.reaction, seat=message.seat)
        else:
            self._news(told.AGAIN, None, seat=message.seat)

    def _host_fault(self, channel: Channel, reason: str) -> None:
        channel.close(f"Your table {reason.removeprefix('the table ')}.")
        self._channel = None
        self._count(channel)
        self._finish(reason)

    # -- sending -----------------------------------------------------------------------------------
    def _can_act(self, seat: int) -> Refusal | None:
        if self.seat is None or seat != self.seat or self.update is None:
            return Refusal(Declined.NOT_SEATED)
        if self._channel is None:
            return Refusal(Declined.OFFLINE)
        if self._sent_at is not None:
            return Refusal(Declined.WAIT_FOR_ANSWER)
        clock, view = self.clock, self.update.view
        if clock is not None and clock.ran_out and (clock.turn, clock.seat) == (view.turn, seat):
            return Refusal(Declined.TIME_RAN_OUT)
        return None

    def _act(self, message: Play | Undo) -> None:
        self._sent_at = time.perf_counter()
        self._send(message)

    def _send(self, message: Message) -> None:
        if self._channel is not None:
            self._channel.send(message)

    def _news(self, kind: told.NewsKind, detail: Any = None, seat: int | None = None) -> None:
        name = self.seats[seat].name if seat is not None and seat < len(self.seats) else ""
        self._on_news(News(kind, seat, name, detail))
