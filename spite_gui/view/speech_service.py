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
blocks: the socket is Qt's, read as its answers come.
"""

from __future__ import annotations

import os
import pathlib
from collections import deque

from PySide6.QtCore import QObject, QProcess, QTimer, Signal
from PySide6.QtNetwork import QLocalSocket

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
    """A connection to speech-dispatcher that speaks each text it is given, in turn."""

    unavailable = Signal(str)  # why speech-dispatcher can't be reached

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._socket = QLocalSocket(self)  # owned here: it lives as long as the service
        self._socket.connected.connect(self._greet)
        self._socket.readyRead.connect(self._read)
        self._socket.errorOccurred.connect(self._failed)
        self._steps: deque[bytes] = deque()  # what to send, each waiting for an answer
        self._waiting = False  # a step was sent and its answer has not come
        self._buffer = b""
        self._spawned = False

    @property
    def connected(self) -> bool:
        return self._socket.state() == QLocalSocket.LocalSocketState.ConnectedState

    def speak(self, text: str) -> None:
        """Say ``text`` after whatever this service is still saying."""
        if not text.strip():
            return
        self._steps.append(b"SPEAK\r\n")
        self._steps.append(ssip_text(text))
        if self._socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:
            self._socket.connectToServer(socket_path())
        else:
            self._send_next()

    def stop(self) -> None:
        """Close the connection (what was queued is dropped)."""
        self._steps.clear()
        self._waiting = False
        self._socket.abort()

    def _greet(self) -> None:
        """Name this client, and speak at the priority that queues and is not cut off by
        other programs' speech."""
        self._steps.appendleft(b"SET SELF PRIORITY message\r\n")
        self._steps.appendleft(f"SET SELF CLIENT_NAME {CLIENT_NAME}\r\n".encode())
        self._waiting = False
        self._send_next()

    def _send_next(self) -> None:
        if self._waiting or not self._steps or not self.connected:
            return
        self._waiting = True
        self._socket.write(self._steps.popleft())
        self._socket.flush()

    def _read(self) -> None:
        self._buffer += bytes(self._socket.readAll().data())
        while b"\r\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\r\n", 1)
            if len(line) >= 4 and line[3:4] == b" ":  # the last line of an answer
                self._waiting = False
                self._send_next()

    def _failed(self, _error: QLocalSocket.LocalSocketError) -> None:
        if self.connected:
            return
        self._waiting = False
        if not self._spawned:  # nobody listens: start speech-dispatcher, as its clients do
            self._spawned = True
            if QProcess.startDetached("speech-dispatcher", ["--spawn"])[0]:
                QTimer.singleShot(SPAWN_WAIT_MS, self._retry)
                return
        self._steps.clear()
        self.unavailable.emit(self._socket.errorString())

    def _retry(self) -> None:
        if self._steps and not self.connected:
            self._socket.connectToServer(socket_path())
