"""Speaking straight to speech-dispatcher, the speech service of Linux desktops (the one
Orca speaks through), as self-voicing games do: a client of its protocol, SSIP, over
its local socket.

This is a way to reach a player whose screen reader does not speak what programs
announce (Orca before 46). The game's words go out on a connection of the game's
own at the "message" priority: a key press that silences the screen reader (which
stops only its own speech) does not cut them off, and they queue one after another.

The socket is where speech-dispatcher's clients look for it: ``SPEECHD_ADDRESS``
(``unix_socket:/path``), else ``$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock``. If
nothing answers there, speech-dispatcher is started once (``--spawn``, as its clients
do), and :attr:`SpeechService.unavailable` says so if that fails too. Nothing here
blocks: the socket is read as its answers come.
"""

from __future__ import annotations

import os
import pathlib
import socket
from collections import deque

from PySide6.QtCore import QObject, QProcess, QSocketNotifier, QTimer, Signal

CLIENT_NAME = "user:spite-and-malice:table"
SPAWN_WAIT_MS = 700  # for a speech-dispatcher just started to open its socket


def socket_path(env: dict[str, str] | None = None) -> str:
    """Where speech-dispatcher listens, as its clients find it."""
    env = dict(os.environ) if env is None else env
    address = env.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:"):
        return address.split(":", 1)[1]
    runtime = env.get("XDG_RUNTIME_DIR") or str(pathlib.Path.home() / ".cache")
    return str(pathlib.Path(runtime) / "speech-dispatcher" / "speechd.sock")


def ssip_text(text: str) -> bytes:
    """``text`` as SSIP data: one line (a line of a single dot would end it), then the
    end mark.

    >>> ssip_text(".5 left")
    b'..5 left\\r\\n.\\r\\n'
    """
    line = " ".join(text.split())
    if line.startswith("."):
        line = "." + line
    return line.encode("utf-8") + b"\r\n.\r\n"


class SpeechService(QObject):
    """A connection to speech-dispatcher that speaks each text it is given, in turn.

    The connection is a plain local socket (Python's, not QtNetwork's: the bundles leave
    QtNetwork out), non-blocking, read when a :class:`QSocketNotifier` says it has data.
    The service owns the socket and its notifier; :meth:`stop` closes both.
    """

    unavailable = Signal(str)  # why speech-dispatcher can't be reached

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._socket: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None  # a child: lives as long as the socket
        self._steps: deque[bytes] = deque()  # what to send, each waiting for an answer
        self._waiting = False  # a step was sent and its answer has not come
        self._buffer = b""
        self._spawned = False

    @property
    def connected(self) -> bool:
        return self._socket is not None

    def speak(self, text: str) -> None:
        """Say ``text`` after whatever this service is still saying."""
        if not text.strip():
            return
        self._steps.append(b"SPEAK\r\n")
        self._steps.append(ssip_text(text))
        if self._socket is None:
            self._connect()
        else:
            self._send_next()

    def stop(self) -> None:
        """Close the connection (what was queued is dropped)."""
        self._steps.clear()
        self._waiting = False
        self._close()

    def _connect(self) -> None:
        if not hasattr(socket, "AF_UNIX"):
            self._failed("this system has no local sockets")
            return
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.connect(socket_path())  # a local socket answers at once, or never
        except OSError as error:
            sock.close()
            self._failed(error.strerror or str(error))
            return
        sock.setblocking(False)
        self._socket, self._buffer = sock, b""
        self._notifier = QSocketNotifier(sock.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._read)
        self._greet()

    def _close(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()  # it may be the sender of the slot running now
            self._notifier = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None

    def _greet(self) -> None:
        """Name this client, and speak at the priority that queues and is not cut off by
        other programs' speech."""
        self._steps.appendleft(b"SET SELF PRIORITY message\r\n")
        self._steps.appendleft(f"SET SELF CLIENT_NAME {CLIENT_NAME}\r\n".encode())
        self._waiting = False
        self._send_next()

    def _send_next(self) -> None:
        if self._waiting or not self._steps or self._socket is None:
            return
        self._waiting = True
        try:
            self._socket.sendall(self._steps.popleft())  # a few hundred bytes at most
        except OSError as error:
            self._lost(error.strerror or str(error))

    def _read(self) -> None:
        if self._socket is None:
            return
        try:
            data = self._socket.recv(4096)
        except BlockingIOError:
            return
        except OSError as error:
            self._lost(error.strerror or str(error))
            return
        if not data:
            self._lost("speech-dispatcher closed the connection")
            return
        self._buffer += data
        while b"\r\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\r\n", 1)
            if len(line) >= 4 and line[3:4] == b" ":  # the last line of an answer
                self._waiting = False
                self._send_next()

    def _lost(self, why: str) -> None:
        """The connection broke: what was waiting goes; the next message connects again."""
        self._close()
        self._waiting = False
        self._steps.clear()
        self.unavailable.emit(why)

    def _failed(self, why: str) -> None:
        self._waiting = False
        if not self._spawned:  # nobody listens: start speech-dispatcher, as its clients do
            self._spawned = True
            if QProcess.startDetached("speech-dispatcher", ["--spawn"])[0]:
                QTimer.singleShot(SPAWN_WAIT_MS, self._retry)
                return
        self._steps.clear()
        self.unavailable.emit(why)

    def _retry(self) -> None:
        if self._steps and self._socket is None:
            self._connect()
