"""The game review's analysis, off the GUI thread: progress, the review, or cancelled.

The analysis (:func:`spite_gui.review.review_game`) plays many games out for every
turn: seconds of work. It runs on a plain Python thread handed only plain data (the
engine game, the seat, a :class:`threading.Event` to stop on) and hands back only
plain data (how far it is, the review, or why it failed), posted to the GUI thread's
mailbox (:mod:`.gui_thread`) exactly as the computer players' moves are. Nothing of Qt
crosses over, and the thread holds only a weak reference to the :class:`ReviewRun`
that asked: a run closed while the analysis works (the review window shut) is simply
not told, and the analysis, told to stop, ends at its next check.

Who owns what: the :class:`ReviewRun` belongs to its parent (the review's controller,
in the review window); the thread belongs to nobody in Qt and ends by itself (a
daemon: it never keeps the program alive).
"""

from __future__ import annotations

import threading
import traceback
import weakref
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QObject, Signal

from ..engine import Game
from .gui_thread import Mailbox, gui_mailbox

PROGRESS, DONE, FAILED, STOPPED = "progress", "done", "failed", "stopped"


class Analyse(Protocol):
    """Reviews ``game`` from ``seat``, telling ``progress(done, total)`` and stopping (by
    raising) once ``cancelled()`` is true: :func:`spite_gui.review.review_game`."""

    def __call__(self, game: Game, seat: int, *,
                 progress: Callable[[int, int], None] | None = ...,
                 cancelled: Callable[[], bool] | None = ...) -> Any: ...


def default_analyse(game: Game, seat: int, *,
                    progress: Callable[[int, int], None] | None = None,
                    cancelled: Callable[[], bool] | None = None) -> Any:
    """The game review's analysis, loaded when first used (it brings the Expert player)."""
    from spite_gui.review import review_game

    return review_game(game, seat, progress=progress, cancelled=cancelled)


def _analyse_on_thread(analyse: Analyse, game: Game, seat: int, stop: threading.Event,
                       mailbox: Mailbox, deliver: Callable[[str, Any], None]) -> None:
    """On the worker thread: the review, posted back (or why there is none)."""
    def progress(done: int, total: int) -> None:
        if not stop.is_set():
            mailbox.post(deliver, PROGRESS, (done, total))

    try:
        review = analyse(game, seat, progress=progress, cancelled=stop.is_set)
    except Exception as error:  # told to the GUI thread, which shows it
        if stop.is_set():
            mailbox.post(deliver, STOPPED, None)
            return
        traceback.print_exc()
        mailbox.post(deliver, FAILED, str(error) or type(error).__name__)
        return
    mailbox.post(deliver, STOPPED if stop.is_set() else DONE, review)


def _deliver(run: weakref.ref[ReviewRun], ticket: int, kind: str, value: Any) -> None:
    """On the GUI thread: hand the news to the run that asked, if it is still there."""
    target = run()
    if target is not None and shiboken6.isValid(target):
        target.heard(ticket, kind, value)


class ReviewRun(QObject):
    """Runs one analysis at a time; its signals come on the GUI thread."""

    progressed = Signal(int, int)  # turns done, turns in all
    reviewed = Signal(object)  # the Review
    failed = Signal(str)  # why the analysis could not finish
    stopped = Signal()  # cancelled: no review

    def __init__(self, analyse: Analyse | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._analyse = analyse or default_analyse
        self._ticket = 0
        self._stop: threading.Event | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._stop is not None

    def start(self, game: Game, seat: int) -> None:
        """Review ``game`` from ``seat`` (an analysis under way is cancelled first)."""
        self.cancel()
        self._ticket += 1
        stop = self._stop = threading.Event()
        deliver = partial(_deliver, weakref.ref(self), self._ticket)
        self._thread = threading.Thread(
            target=_analyse_on_thread, name="game review", daemon=True,
            args=(self._analyse, game, seat, stop, gui_mailbox(), deliver))
        self._thread.start()

    def cancel(self) -> None:
        """Stop the analysis under way (:attr:`stopped` follows at once)."""
        stop, self._stop = self._stop, None
        if stop is not None:
            stop.set()
            self._ticket += 1  # whatever it still posts is not heard
            self.stopped.emit()

    def wait(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the thread to end (tests, shutdown)."""
        thread = self._thread
        if thread is not None:
            thread.join(seconds)
            return not thread.is_alive()
        return True

    def heard(self, ticket: int, kind: str, value: Any) -> None:
        """News from the analysis with ``ticket`` (only the latest run's is heard)."""
        if ticket != self._ticket or self._stop is None:
            return
        if kind == PROGRESS:
            self.progressed.emit(*value)
            return
        self._stop = None
        if kind == DONE:
            self.reviewed.emit(value)
        elif kind == FAILED:
            self.failed.emit(value)
        else:
            self.stopped.emit()
