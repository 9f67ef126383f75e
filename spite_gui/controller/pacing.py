"""A queue of table animations played one after another, at the chosen speed.

Each step does something to the table and returns how many milliseconds to
wait before the next one. :meth:`StepQueue.flush` runs what is left at once
(a click during the computer's animations does that).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

Step = Callable[[], int]


class StepQueue(QObject):
    """Runs steps in order, waiting between them; emits :attr:`drained` when none are left."""

    drained = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._running = False
        self.hurry = False  # True while flushing: steps should not animate

    def push(self, *steps: Step) -> None:
        self._steps.extend(steps)

    def start(self) -> None:
        """Run steps now, until one asks to wait (or the queue is empty)."""
        if not self._timer.isActive() and not self._running:
            self._run()

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self._timer.isActive() or self._running

    def flush(self) -> None:
        """Run every remaining step at once, without animations."""
        if self._running and not self.hurry:
            self.hurry = True  # a step is running: the loop below finishes the rest quickly
            return
        self._timer.stop()
        self.hurry = True
        try:
            self._run()
        finally:
            self.hurry = False

    def clear(self) -> None:
        """Forget every step that has not run (a new game)."""
        self._steps.clear()
        self._timer.stop()

    def _run(self) -> None:
        self._running = True
        try:
            while self._steps:
                wait = self._steps.popleft()()
                if wait > 0 and not self.hurry:
                    self._timer.start(wait)
                    return
        finally:
            self._running = False
        self.drained.emit()
