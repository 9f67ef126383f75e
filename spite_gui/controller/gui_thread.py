"""Keeping Qt on the GUI thread: results posted back from workers, and the garbage collector.

Qt objects may be created, used and destroyed on the GUI thread only, while
Python frees an object on whichever thread drops its last reference, and runs
its cyclic garbage collector on whichever thread happens to allocate when a
generation fills up. Two things follow for a program with worker threads:

- A worker gets plain data and hands plain data back. It posts its result to
  the :class:`Mailbox` (a queue and a socket, no Qt), and the GUI thread, woken
  by a ``QSocketNotifier`` on the socket's other end, runs the callback. The
  worker never holds a Qt object, not even one to emit a signal on.
- The cyclic collector runs on the GUI thread only (:func:`confine_collector`):
  automatic collection is switched off and a GUI-thread timer collects whenever
  Python would have, by the same generation thresholds. Otherwise a worker that
  allocates (a computer player thinking) could free a card or an animation that
  the GUI thread had dropped in a reference cycle, running its Qt destructor on
  the wrong thread.
"""

from __future__ import annotations

import gc
import queue
import socket
import sys
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer

COLLECT_INTERVAL_MS = 100  # how often the GUI thread looks whether a collection is due


class Mailbox:
    """Posts calls from any thread to the GUI thread. Plain Python: a worker may keep it."""

    def __init__(self) -> None:
        self._calls: queue.SimpleQueue[tuple[Callable[..., Any], tuple[Any, ...]]] = (
            queue.SimpleQueue())
        self.reader, self._writer = socket.socketpair()
        self.reader.setblocking(False)
        self._writer.setblocking(False)

    def post(self, function: Callable[..., Any], *args: Any) -> None:
        """Have the GUI thread call ``function(*args)`` soon (in the order posted)."""
        self._calls.put((function, args))
        try:
            self._writer.send(b"\0")
        except (BlockingIOError, InterruptedError):
            pass  # the socket is full of wake-ups already: the GUI thread will come
        except OSError:
            pass  # the GUI side is gone (the program is ending): nobody is waiting

    def run_posted(self) -> int:
        """Call everything posted so far (on the GUI thread); how many calls ran."""
        try:
            while self.reader.recv(4096):
                pass
        except (BlockingIOError, InterruptedError):
            pass  # drained: a call posted from now on sends a new byte
        ran = 0
        while True:
            try:
                function, args = self._calls.get_nowait()
            except queue.Empty:
                return ran
            ran += 1
            try:
                function(*args)
            except Exception:  # one failing callback must not hold up the others
                sys.excepthook(*sys.exc_info())


class _MailboxWatcher(QObject):
    """Wakes the GUI thread when something is posted to its mailbox."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.mailbox = Mailbox()
        self._notifier = QSocketNotifier(self.mailbox.reader.fileno(),
                                         QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._wake)

    def _wake(self, *_args: Any) -> None:
        self.mailbox.run_posted()


_watcher: _MailboxWatcher | None = None


def gui_mailbox() -> Mailbox:
    """The application's mailbox to the GUI thread (call this on the GUI thread)."""
    global _watcher
    if _watcher is None or not shiboken6.isValid(_watcher):
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("There is no Qt application to deliver to.")
        _watcher = _MailboxWatcher(app)
    return _watcher.mailbox


class GuiThreadCollector(QObject):
    """Runs Python's cyclic garbage collector on the GUI thread, and nowhere else.

    Python would collect generation ``g`` when its count passes its threshold;
    this does the same, checked every :data:`COLLECT_INTERVAL_MS`, so garbage is
    bounded by the thresholds plus what the program allocates in that time.
    """

    def __init__(self, parent: QObject, interval_ms: int = COLLECT_INTERVAL_MS) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def wait_for(self, ready: Callable[[Callable[[], None]], None]) -> None:
        """Collect nothing until ``ready`` calls back: ``ready(resume)`` calls ``resume``
        once collecting may start (say, once the window is first on screen)."""
        self._timer.stop()
        ready(self._timer.start)

    def collect_due(self) -> int | None:
        """Collect the oldest generation past its threshold, as Python would; its number,
        or None when none is due."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in reversed(range(len(counts))):
            if thresholds[0] and counts[generation] > thresholds[generation]:
                gc.collect(generation)
                return generation
        return None


_collector: GuiThreadCollector | None = None


def confine_collector(app: QObject) -> GuiThreadCollector:
    """Collect cyclic garbage on ``app``'s (the GUI) thread only, from now on (once per app)."""
    global _collector
    # Not app.findChild(): that hands Python each of the app's children, its style among
    # them, and making PySide find the style's class costs some 6 ms at every launch.
    found = _collector
    if found is not None and shiboken6.isValid(found) and found.parent() is app:
        gc.disable()
        return found
    _collector = GuiThreadCollector(app)
    return _collector
