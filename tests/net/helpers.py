"""A table and its guests in one process, over real loopback TCP, for the network tests."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import socket
import threading
import time
import zlib
from collections.abc import Callable
from typing import Any

import pytest

from spite_gui.ai import make_player
from spite_gui.engine import Rules
from spite_gui.net import tcp
from spite_gui.net.client import TableClient
from spite_gui.net.computer_seat import ComputerSeat
from spite_gui.net.news import OVER, SEATED, VERIFIED, News
from spite_gui.net.protocol import (
    HOST_GREETS,
    HOST_SAYS,
    Asking,
    Bye,
    Join,
    KeyOffer,
    Message,
    Seated,
    Welcome,
    decode,
    encode,
)
from spite_gui.net.runtime import NetLoop
from spite_gui.net.secure import GuestHandshake, KeyPair, Session
from spite_gui.net.server import TableServer
from spite_gui.net.server_terms import ServerSettings
from spite_gui.play import COMPUTER, PERSON, REMOTE, GameHost, Seating, SeatPlan

LOOPBACK = "127.0.0.1"


def seating(*kinds: str, level: str = "easy") -> Seating:
    """Seats of the given kinds ("person", "computer", "remote"), in order."""
    names = {PERSON: "Anna", COMPUTER: "West", REMOTE: "Friend"}
    return Seating(tuple(SeatPlan(k, names[k], level if k == COMPUTER else "")
                         for k in kinds))


def _loopback_multicast_works() -> bool:
    """True if a multicast datagram sent on the loopback interface comes back here (some
    machines and CI runners don't route multicast on loopback)."""
    group = "239.255.42.99"
    receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        receiver.bind(("", 0))
        port = receiver.getsockname()[1]
        membership = socket.inet_aton(group) + socket.inet_aton("127.0.0.1")
        receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
        receiver.settimeout(1.0)
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                          socket.inet_aton("127.0.0.1"))
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
        sender.sendto(b"spite", (group, port))
        return receiver.recv(16) == b"spite"
    except OSError:
        return False
    finally:
        receiver.close()
        sender.close()


needs_multicast = pytest.mark.skipif(not _loopback_multicast_works(),
                                     reason="multicast on the loopback interface is blocked here")


def wait_for(condition: Callable[[], Any], timeout: float = 30.0, what: str = "") -> None:
    """Wait (on the test's thread) until ``condition()`` holds, or fail."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or condition}")
        time.sleep(0.01)


class Harness:
    """One network thread that is also the owner of every table in the test."""

    def __init__(self, net: NetLoop | None = None) -> None:
        self._own_net = net is None
        self.net = net or NetLoop()
        self.pool = concurrent.futures.ThreadPoolExecutor(2, "think")
        self.news: list[News] = []  # what the tables hosted here told
        self.told: dict[str, list[News]] = {}  # what each guest was told, by name
        self.proxies: list[Proxy] = []
        self.tables: list[TableServer] = []
        self.games: list[dict[str, Any]] = []  # every finished game's document, in order
        self.pins: dict[int, str | None] = {}  # each table's PIN, by the port it listens on
        self._lock = threading.Lock()

    def run(self, fn: Callable[[], Any]) -> Any:
        """Call ``fn`` on the owner's thread and return what it returns."""
        async def call() -> Any:
            return fn()

        return self.net.wait(call())

    def heard(self, news: News) -> None:
        with self._lock:
            self.news.append(news)

    def host(self, kinds: tuple[str, ...], rules: Rules | None = None, *, deals=None,
             port: int = 0, computers: bool = True, table_key: KeyPair | None = None,
             **settings: Any) -> tuple[TableServer, int]:
        """A table listening on a loopback port, with computers at the local seats (or
        nobody answering for them)."""
        plan = seating(*kinds)
        rules = rules or Rules.preset("Quick", plan.players)
        return self._open(plan, lambda options: TableServer(plan, rules, table_key=table_key,
                                                          **options),
                          computers, deals, port, settings)

    def resume(self, snapshot: dict[str, Any], *, port: int = 0,
               **settings: Any) -> tuple[TableServer, int]:
        """The table of ``snapshot`` hosted again, listening on a loopback port."""
        plan = Seating.from_dict(snapshot["seating"])
        return self._open(plan, lambda options: TableServer.resume(snapshot, **options),
                          True, None, port, settings)

    def _open(self, plan: Seating, make: Callable[[dict[str, Any]], TableServer],
              computers: bool, deals: Any, port: int,
              settings: dict[str, Any]) -> tuple[TableServer, int]:
        def attach(host: GameHost) -> None:
            for seat, seat_plan in enumerate(plan.seats):
                if seat_plan.kind != REMOTE and computers:
                    host.attach(seat, ComputerSeat(host.submit, seat,
                                                   make_player("easy", 100 + seat),
                                                   self.net, self.pool))

        extra = {"deals": deals} if deals else {}

        def heard(news: News) -> None:
            self.heard(news)
            if news.kind == OVER:
                self.games.append(table.host.document())

        table = self.run(lambda: make(dict(
            net=self.net, owner=self.net, settings=ServerSettings(**settings),
            attach_local=attach, on_news=heard, pool=self.pool, **extra)))
        server = self.net.wait(tcp.listen(table.link_arrived, LOOPBACK, port))
        self.pins[server.port] = table.pin
        return table, server.port

    def guest(self, port: int | Callable[[], Any], name: str, *, level: str = "easy",
              seed: int = 0, pace: float = 0.0, games: int = 1,
              wrap: Callable[[TableClient, ComputerSeat], Any] | None = None,
              **options: Any) -> TableClient:
        """A guest whose seat a computer plays (asking for ``games`` games), connecting now
        with the table's PIN (unless ``pin`` is given); ``wrap(guest, computer)`` gives the
        seat's driver if the test wants its own."""
        told = self.told.setdefault(name, [])

        def seated(news: News) -> None:
            told.append(news)
            if news.kind == SEATED and guest.seat is not None and driver[0] is None:
                driver[0] = ComputerSeat(guest.submit, guest.seat, make_player(level, seed),
                                         self.net, self.pool, pace)
                guest.attach(wrap(guest, driver[0]) if wrap else driver[0])
            if news.kind == VERIFIED and len(guest.verdicts) < games:
                guest.again()

        driver: list[ComputerSeat | None] = [None]
        dial = port if callable(port) else lambda: tcp.connect(LOOPBACK, port)
        if not callable(port):
            options.setdefault("pin", self.pins.get(port))
        guest = self.run(lambda: TableClient(self.net, self.net, dial, name, on_news=seated,
                                            **options))
        self.run(guest.connect)
        return guest

    def close(self) -> None:
        for proxy in self.proxies:
            self.run(proxy.close)
        if self._own_net:
            self.net.stop()
        self.pool.shutdown(wait=False, cancel_futures=True)


class RawPeer:
    """A program speaking the protocol by hand, message by message (for bad behaviour): it
    agrees the keys as a guest does (:meth:`greet`), then seals what it sends."""

    def __init__(self, harness: Harness, port: int, *, pin: str | None = None,
                 seat_key: KeyPair | None = None, table_key: str | None = None,
                 returning: bool = False) -> None:
        self.net = harness.net
        self.pin = pin if pin is not None else harness.pins.get(port)
        self.seat_key = seat_key or KeyPair.generate()
        self.table_key, self.returning = table_key, returning
        self.session: Session | None = None
        self.offer: KeyOffer | None = None
        self._unpack = zlib.decompressobj(-15)
        self.reader, self.writer = self.net.wait(asyncio.open_connection(LOOPBACK, port))

    def send(self, message: Message | bytes) -> None:
        """Send a message (sealed once the keys are agreed), or a frame's bytes as they are."""
        if isinstance(message, bytes):
            frame = message
        else:
            frame = encode(message)
            if self.session is not None:
                frame = self.session.seal(frame)
        self.send_raw(len(frame).to_bytes(4, "big") + frame)

    def send_raw(self, data: bytes) -> None:
        async def write() -> None:
            self.writer.write(data)
            with contextlib.suppress(ConnectionError):
                await self.writer.drain()

        self.net.wait(write())

    def frame(self, timeout: float = 10.0) -> bytes | None:
        """The next frame as it came (None once the table closed the connection)."""
        async def read() -> bytes | None:
            try:
                size = int.from_bytes(await self.reader.readexactly(4), "big")
                return await self.reader.readexactly(size)
            except (asyncio.IncompleteReadError, ConnectionError):
                return None

        return self.net.wait(asyncio.wait_for(read(), timeout), timeout + 1)

    def receive(self, timeout: float = 10.0) -> Message | None:
        """The next message, or None once the table closed the connection."""
        frame = self.frame(timeout)
        if frame is None:
            return None
        if self.session is None:
            return decode(frame, HOST_GREETS)
        frame = self.session.open(frame)
        if frame[:1] == b"z":
            frame = self._unpack.decompress(frame[1:])
        return decode(frame, HOST_SAYS)

    def until(self, kind: type[Message], timeout: float = 10.0) -> Any:
        """Read up to the first message of ``kind`` (None if the table hung up first)."""
        while True:
            message = self.receive(timeout)
            if message is None or isinstance(message, kind):
                return message

    def hung_up(self, timeout: float = 10.0) -> bool:
        """True once the table closed the connection (reading what it still sent)."""
        return self.until(type(None), timeout) is None

    def greet(self, handshake: GuestHandshake | None = None) -> Message | None:
        """Say hello and agree the keys; the table's last answer in the clear (its KeyOffer
        once agreed, or its Bye, or None if it hung up)."""
        handshake = handshake or GuestHandshake(None if self.returning else self.pin,
                                                self.table_key, self.returning)
        for message in handshake.start():
            self.send(message)
        while self.session is None:
            message = self.receive()
            if message is None or isinstance(message, Bye):
                return message
            step = handshake.receive(message)
            for said in step.send:
                self.send(said)
            if isinstance(message, KeyOffer):
                self.offer = message
            self.session = step.session
        return self.offer

    def join(self, name: str = "Mallory") -> None:
        """Ask for a seat with this peer's seat key, proving it holds it."""
        assert self.session is not None
        self.send(Join(name, self.seat_key.public_hex,
                       self.session.proof_of(self.seat_key, "seat")))

    def sit(self, name: str = "Mallory") -> Seated | Bye | Asking | None:
        """Greet, be welcomed and ask for a seat: the table's answer."""
        greeted = self.greet()
        if not isinstance(greeted, KeyOffer):
            return greeted
        if self.until(Welcome | Bye) is None or self.session is None:
            return None
        self.join(name)
        return self.until(Seated | Bye | Asking)

    def close(self) -> None:
        self.net.call(self.writer.close)


class Proxy:
    """A loopback TCP relay between guests and a table that can cut every connection,
    refuse new ones, and keep the bytes it carried to the guests."""

    def __init__(self, harness: Harness, target: int) -> None:
        self.net, self.target = harness.net, target
        self.blocked = False
        self.carried: list[bytearray] = []  # each connection's bytes, table to guest
        self._writers: list[asyncio.StreamWriter] = []
        self._server = self.net.wait(asyncio.start_server(self._serve, LOOPBACK, 0))
        self.port = self._server.sockets[0].getsockname()[1]
        harness.proxies.append(self)
        harness.pins[self.port] = harness.pins.get(target)  # friends dial it as the table

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.blocked:
            writer.close()
            return
        up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.target)
        self._writers += [writer, up_writer]
        down = bytearray()
        self.carried.append(down)
        await asyncio.gather(self._pump(reader, up_writer, None),
                             self._pump(up_reader, writer, down))

    @staticmethod
    async def _pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                    keep: bytearray | None) -> None:
        try:
            while data := await reader.read(65536):
                if keep is not None:
                    keep += data
                writer.write(data)
                await writer.drain()
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            writer.close()

    def cut(self) -> None:
        """Drop every connection at once (call on the network thread)."""
        for writer in self._writers:
            writer.transport.abort()
        self._writers.clear()

    def close(self) -> None:
        self.blocked = True
        self.cut()
        self._server.close()
