"""Where the network code runs: one network thread, and the thread that owns the table.

All sockets live on one thread, :class:`NetLoop`, running an asyncio event loop
(and, once invite codes are used, Twisted's asyncio reactor on that same loop, for
magic-wormhole). Nothing on it waits for the window and the window never waits for
it: a modal dialog or a slow repaint stops no heartbeat, and a slow network never
freezes the table.

The game host and the tables built on it live on another thread, their *owner*:
the GUI thread in the app (see :mod:`spite_gui.net.qt`), or the network thread
itself in the headless programs and tests (a :class:`NetLoop` is also an
:class:`Owner`). Messages reach the owner through :meth:`Owner.post`, and its
timeouts through :meth:`Owner.call_later`; no Qt object is ever made or freed on
the network thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import traceback
from collections.abc import Callable, Coroutine
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Timer(Protocol):
    def cancel(self) -> None: ...


class Owner(Protocol):
    """The thread a table lives on."""

    def post(self, fn: Callable[[], Any]) -> None:
        """Run ``fn`` on the owner's thread soon, in the order posted (from any thread)."""

    def call_later(self, seconds: float, fn: Callable[[], Any]) -> Timer:
        """Run ``fn`` on the owner's thread after ``seconds`` (called on that thread)."""


class NetLoop:
    """The network thread: an asyncio event loop of its own.

    It is also an :class:`Owner`, for programs whose tables may live on it. Exceptions
    that escape a callback are printed and kept in :attr:`errors` (the loop goes on).
    """

    def __init__(self, name: str = "network") -> None:
        # a selector loop on every system (Windows defaults to a proactor loop, which
        # Twisted's asyncio reactor can't run on)
        self.loop: asyncio.AbstractEventLoop = asyncio.SelectorEventLoop()
        self.errors: list[BaseException] = []
        self._twisted = False
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), name=name,
                                        daemon=True)
        self._thread.start()
        ready.wait()

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.set_exception_handler(self._on_error)
        self.loop.call_soon(ready.set)
        try:
            self.loop.run_forever()
        finally:
            tasks = asyncio.all_tasks(self.loop)
            for task in tasks:
                task.cancel()
            self.loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

    def _on_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        if isinstance(error, BaseException):
            self.errors.append(error)
            traceback.print_exception(error)
        else:
            self.errors.append(RuntimeError(str(context.get("message"))))
            loop.default_exception_handler(context)

    # -- from any thread -----------------------------------------------------------------
    @property
    def on_thread(self) -> bool:
        return threading.current_thread() is self._thread

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run ``fn(*args)`` on the network thread soon, in order."""
        if not self.loop.is_closed():
            self.loop.call_soon_threadsafe(fn, *args)

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Start ``coro`` on the network thread; its result arrives in the future."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def start(self, coro: Coroutine[Any, Any, T], owner: Owner,
              then: Callable[[concurrent.futures.Future[T]], Any]) -> None:
        """Run ``coro`` on the network thread, then ``then(future)`` on the owner's thread:
        how a window starts anything on the network (listening, dialing) without waiting."""
        self.submit(coro).add_done_callback(lambda done: owner.post(lambda: then(done)))

    def wait(self, coro: Coroutine[Any, Any, T], timeout: float = 30.0) -> T:
        """Run ``coro`` on the network thread and wait for its result (not from that thread,
        and not from a window's: see :meth:`start`)."""
        if self.on_thread:
            raise RuntimeError("The network thread can't wait for itself.")
        return self.submit(coro).result(timeout)

    def use_twisted(self) -> None:
        """Run Twisted's reactor on this loop from now on (for invite codes). A process has
        one reactor: only one NetLoop may do this. Waits: not from a window's thread (a
        window awaits :meth:`twisted` in the work it starts instead)."""
        self.wait(self.twisted())

    async def twisted(self) -> None:
        """On the network thread: Twisted's reactor runs on this loop once this returns
        (started now if it was not yet; importing it takes a moment the first time)."""
        if not self._twisted:
            await self._start_twisted()
            self._twisted = True

    async def _start_twisted(self) -> None:
        from twisted.internet import asyncioreactor

        try:
            asyncioreactor.install(self.loop)  # type: ignore[no-untyped-call]
        except Exception:  # a reactor exists already: it must be ours
            from twisted.internet import reactor

            if getattr(reactor, "_asyncioEventloop", None) is not self.loop:
                raise RuntimeError("Twisted already runs on another event loop.") from None
            return
        from twisted.internet import reactor

        reactor.startRunning(installSignalHandlers=False)

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the loop (closing whatever is still open) and wait for the thread to end."""
        if self.loop.is_closed():
            return
        self.loop.call_soon_threadsafe(self.loop.stop)
        if not self.on_thread:
            self._thread.join(timeout)

    # -- as an Owner ---------------------------------------------------------------------
    def post(self, fn: Callable[[], Any]) -> None:
        self.call(fn)

    def call_later(self, seconds: float, fn: Callable[[], Any]) -> Timer:
        return self.loop.call_later(seconds, fn)
