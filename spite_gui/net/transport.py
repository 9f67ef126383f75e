"""What every way of connecting gives the tables: a :class:`Link` carrying whole frames.

Direct TCP (:mod:`.tcp`) and invite codes (:mod:`.invite`) both hand over a Link;
the tables above never know which. A link is used on the network thread only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .protocol import MAX_MESSAGE

#: The most bytes of one frame (a message, compressed or not, and a byte saying which).
MAX_FRAME = MAX_MESSAGE + 64
#: Bytes a peer may leave unread before it is taken for gone.
MAX_BACKLOG = 4 * 1024 * 1024

TOO_LARGE = "sent a message that is too large"
CLOSED = "the connection closed"
NOT_READING = "stopped reading"


class LinkHandler(Protocol):
    """Hears what arrives on a link (on the network thread)."""

    def frame_received(self, frame: bytes) -> None: ...

    def frame_too_large(self) -> None:
        """The peer began a frame over :data:`MAX_FRAME`: nothing more is read from the
        link, which the handler is to close (after saying why, if it likes)."""

    def link_lost(self, reason: str) -> None:
        """The link is closed; ``reason`` says why (told once, and last)."""


class Link:
    """One connection to a peer, carrying frames both ways in order.

    ``address`` says where the peer is, as far as this transport can tell (its IP
    address for TCP; the invite code for a friend who came with one).
    """

    address: str = ""

    def __init__(self) -> None:
        self.bytes_sent = 0
        self.bytes_received = 0
        self._handler: LinkHandler | None = None
        self._closed = False
        self._watchers: list[Callable[[], Any]] = []

    @property
    def closed(self) -> bool:
        return self._closed

    def start(self, handler: LinkHandler) -> None:
        """Begin telling ``handler`` the frames that arrive."""
        self._handler = handler
        self._begin()

    def send(self, frame: bytes) -> None:
        if not self._closed:
            self.bytes_sent += self._write(frame)

    def close(self) -> None:
        """Close after what was sent has gone; the handler hears :data:`CLOSED`."""
        self._lose(CLOSED)

    def watch_close(self, fn: Callable[[], Any]) -> None:
        """Call ``fn()`` once the link is closed, whoever closed it."""
        self._watchers.append(fn)

    # -- for the transports -------------------------------------------------------------------
    def _received(self, frame: bytes) -> None:
        if self._closed:
            return
        if len(frame) > MAX_FRAME:
            self._too_large()
        elif self._handler is not None:
            self._handler.frame_received(frame)

    def _too_large(self) -> None:
        if self._handler is not None:
            self._handler.frame_too_large()
        else:
            self._lose(TOO_LARGE)

    def _lose(self, reason: str) -> None:
        if self._closed:
            return
        self._closed = True
        self._shut()
        if self._handler is not None:
            self._handler.link_lost(reason)
        for watcher in self._watchers:
            watcher()

    def _begin(self) -> None:
        raise NotImplementedError

    def _write(self, frame: bytes) -> int:
        """Send one frame; return the bytes that went on the wire."""
        raise NotImplementedError

    def _shut(self) -> None:
        raise NotImplementedError
