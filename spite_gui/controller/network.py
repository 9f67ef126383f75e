"""The network as the window uses it: one network thread for the whole program, and the
window's tables living on the GUI thread.

The network thread (:class:`~spite_gui.net.runtime.NetLoop`) is made the first time a
window plays with friends and serves every window of the program: a process has one
Twisted reactor, which invite codes need. The window never waits for it: work is
started with :meth:`Network.run` and its answer comes back to the GUI thread.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from PySide6.QtCore import QObject

from ..net.qt import QtOwner
from ..net.relays import Relays
from ..net.runtime import NetLoop

T = TypeVar("T")

_shared: list[NetLoop] = []  # the program's network thread, once made


def program_loop() -> NetLoop:
    """The program's network thread (made now if there is none yet)."""
    if not _shared or _shared[0].loop.is_closed():
        _shared[:] = [NetLoop()]
    return _shared[0]


def use_loop(net: NetLoop) -> None:
    """Make ``net`` the program's network thread (one that already runs Twisted, say)."""
    _shared[:] = [net]


class Network(QObject):
    """The window's way onto the network: its tables' owner on the GUI thread, and the
    servers invite codes go through (``relays()``, read when needed)."""

    def __init__(self, relays: Callable[[], Relays], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.owner = QtOwner(self)
        self.relays = relays

    @property
    def net(self) -> NetLoop:
        return program_loop()

    def run(self, work: Coroutine[Any, Any, T],
            then: Callable[[concurrent.futures.Future[T]], Any]) -> None:
        """Do ``work`` on the network thread, then ``then(future)`` here."""
        self.net.start(work, self.owner, then)

    def in_thread(self, fn: Callable[[], T],
                  then: Callable[[concurrent.futures.Future[T]], Any]) -> None:
        """Call ``fn()`` on a worker thread (something slow that is not the network's own,
        such as opening multicast sockets), then ``then(future)`` here."""
        async def work() -> T:
            import asyncio

            return await asyncio.get_running_loop().run_in_executor(None, fn)

        self.run(work(), then)
