"""Computer players think off the GUI thread, so the window never freezes.

The thinking runs on a plain Python thread that is handed only plain data (the
player, which is pure Python, and the seat's :class:`~spite_gui.engine.view.PlayerView`)
and hands back only the move. Nothing of Qt crosses over: the answer is posted to
the GUI thread's mailbox (:mod:`.gui_thread`), and :class:`ComputerRunner` emits
:attr:`~ComputerRunner.move_chosen` there.
"""

from __future__ import annotations

import threading
import traceback
import weakref
from collections.abc import Callable
from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from .gui_thread import Mailbox, gui_mailbox

PlayerFactory = Callable[[str, int], Any]


def default_player_factory(level: str, seed: int) -> Any:
    """``spite_gui.ai.make_player``, imported only when a computer player is first needed
    (a window with no computer at its table starts without the players' code)."""
    from spite_gui.ai import make_player

    return make_player(level, seed)


class Worker:
    """Runs jobs one at a time on a plain Python thread, started when there is work and
    gone when there is none. A job submitted while another runs waits for it; a newer
    one replaces it (an old question is not worth answering)."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._lock = threading.Lock()
        self._waiting: Callable[[], None] | None = None
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None]) -> None:
        with self._lock:
            self._waiting = job
            if self._thread is None:
                # a daemon: a player that never answers must not keep the program alive
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                job, self._waiting = self._waiting, None
                if job is None:
                    self._thread = None
                    return
            job()
            del job  # the next wait for work holds nothing of the last job

    def wait(self, timeout: float) -> bool:
        """Drop the waiting job and wait up to ``timeout`` seconds for the running one."""
        with self._lock:
            self._waiting = None
            thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True


def _think(player: Any, view: Any, mailbox: Mailbox, deliver: Callable[[Any], None]) -> None:
    """On the worker thread: the player's move (or the Exception it raised), posted back."""
    try:
        result = player.choose(view)
    except Exception as error:  # reported to the GUI thread, which recovers
        traceback.print_exc()
        result = error.with_traceback(None)
    mailbox.post(deliver, result)


def _deliver(runner: weakref.ref[ComputerRunner], ticket: int, result: Any) -> None:
    """On the GUI thread: hand an answer to the runner that asked, if it is still there."""
    target = runner()
    if target is not None and shiboken6.isValid(target):
        target.move_chosen.emit(ticket, result)


class ComputerRunner(QObject):
    """Asks a player for a move on a worker thread; :attr:`move_chosen` brings it back."""

    move_chosen = Signal(int, object)  # ticket, move (or an Exception)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = Worker("computer player")

    def request(self, ticket: int, player: Any, view: Any) -> None:
        """Think about ``view`` for ``player``; the answer arrives with the same ``ticket``.

        A request made while another is still waiting to start replaces it."""
        # The worker holds only plain objects: a weak reference stands for this runner.
        deliver = partial(_deliver, weakref.ref(self), ticket)
        self._worker.submit(partial(_think, player, view, gui_mailbox(), deliver))

    def wait(self, ms: int = 5000) -> bool:
        """Wait for a running think to end (at shutdown)."""
        return self._worker.wait(ms / 1000)
