"""The GUI thread as the owner of the tables (the only module of the network code with Qt).

Make one :class:`QtOwner` on the GUI thread and hand it to :class:`~.server.TableServer`
and :class:`~.client.TableClient` as their owner: what the network thread posts is
run on the GUI thread, in order, by a queued signal; timers are ``QTimer``\\ s made
and stopped on the GUI thread. The network thread never makes, touches or frees a
Qt object: it only emits the signal of an object the GUI thread owns.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..refcount_guard import protect_singletons

protect_singletons()  # a signal's emit gives back a bool it does not own (PySide6 6.12)


class QtOwner(QObject):
    """An :class:`~.runtime.Owner` running on the thread this object lives on."""

    _posted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # queued even when posted from this very thread: "soon, in order", never re-entrant
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self.timers: set[QtTimer] = set()  # the timers still to fire

    def post(self, fn: Callable[[], Any]) -> None:
        with contextlib.suppress(RuntimeError):  # the owner is gone (its window closed)
            self._posted.emit(fn)

    def call_later(self, seconds: float, fn: Callable[[], Any]) -> QtTimer:
        return QtTimer(self, seconds, fn)

    @staticmethod
    def _run(fn: Callable[[], Any]) -> None:
        fn()


class QtTimer:
    """A single-shot QTimer owned by the :class:`QtOwner`; ``cancel`` stops and frees it."""

    def __init__(self, owner: QtOwner, seconds: float, fn: Callable[[], Any]) -> None:
        self._owner = owner
        owner.timers.add(self)
        self._timer: QTimer | None = QTimer(owner)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._fn = fn
        self._timer.timeout.connect(self._fire)
        self._timer.start(max(0, round(seconds * 1000)))

    def _fire(self) -> None:
        self.cancel()
        self._fn()

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer.deleteLater()
            self._timer = None
            self._owner.timers.discard(self)
