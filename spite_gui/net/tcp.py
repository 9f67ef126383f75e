"""Direct connections: TCP with each frame after its length (4 bytes, big-endian).

For a table on the same network, or any a friend can reach by address and port.
Everything here runs on the network thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from .transport import CLOSED, MAX_BACKLOG, MAX_FRAME, NOT_READING, Link

#: The port a table listens on unless told otherwise (the next ones are tried if taken).
DEFAULT_PORT = 47474
CONNECT_TIMEOUT = 10.0
HEADER = 4
NOT_AN_ADDRESS = ("Type the host's address and port as they see it, like 192.168.1.20:47474 "
                  "(the port may be left out if it is 47474).")


def read_address(text: str) -> tuple[str, int]:
    """The host and port a player typed ("192.168.1.20:47474", "[::1]:47474", "hostname");
    ValueError with :data:`NOT_AN_ADDRESS` if it is not one.

    >>> read_address(" 192.168.1.20:47480 "), read_address("anna-laptop.local")
    (('192.168.1.20', 47480), ('anna-laptop.local', 47474))
    """
    text = text.strip()
    host, port = text, str(DEFAULT_PORT)
    if text.startswith("["):  # [IPv6]:port
        host, _, rest = text[1:].partition("]")
        port = rest.removeprefix(":") or port
    elif text.count(":") == 1:
        host, _, port = text.partition(":")
    ok = bool(host) and len(host) <= 253 and " " not in host and port.isdigit()
    if not ok or not 0 < int(port) < 65536:
        raise ValueError(NOT_AN_ADDRESS)
    return host, int(port)


class TcpLink(Link):
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        super().__init__()
        self._reader, self._writer = reader, writer
        peer = writer.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) else "local"
        self._task: asyncio.Task[None] | None = None

    def _begin(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        try:
            while not self.closed:
                size = int.from_bytes(await self._reader.readexactly(HEADER), "big")
                if size > MAX_FRAME:
                    self._too_large()
                    return
                frame = await self._reader.readexactly(size)
                self.bytes_received += HEADER + size
                self._received(frame)
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            self._lose(CLOSED)

    def _write(self, frame: bytes) -> int:
        self._writer.write(len(frame).to_bytes(HEADER, "big") + frame)
        if self._writer.transport.get_write_buffer_size() > MAX_BACKLOG:
            self._lose(NOT_READING)
        return HEADER + len(frame)

    def _shut(self) -> None:
        self._writer.close()
        task = self._task
        if task is not None and task is not asyncio.current_task():
            task.cancel()


class TcpServer:
    """Listens for guests; every connection is handed over as a :class:`TcpLink`."""

    def __init__(self, server: asyncio.Server) -> None:
        self._server = server

    @property
    def port(self) -> int:
        return int(self._server.sockets[0].getsockname()[1])

    def close(self) -> None:
        self._server.close()


async def listen(on_link: Callable[[TcpLink], None], host: str | None = None,
                 port: int = DEFAULT_PORT, tries: int = 10) -> TcpServer:
    """Listen on ``port`` (or the next free one of ``tries``; 0 for any) of ``host`` (every
    address if None)."""
    async def accepted(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        on_link(TcpLink(reader, writer))

    last: OSError | None = None
    for offset in range(tries if port else 1):
        try:
            server = await asyncio.start_server(accepted, host, port + offset if port else 0,
                                                reuse_address=True)
            return TcpServer(server)
        except OSError as error:
            last = error
    assert last is not None
    raise last


async def connect(host: str, port: int, timeout: float = CONNECT_TIMEOUT) -> TcpLink:
    """A link to the table at ``host``:``port``; OSError (or TimeoutError) if there is none."""
    # (asyncio turns Nagle's delay off on every TCP connection: each frame leaves at once)
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    return TcpLink(reader, writer)
