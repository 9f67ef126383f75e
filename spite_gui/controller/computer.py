"""Computer players think off the GUI thread, so the window never freezes."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

PlayerFactory = Callable[[str, int], Any]


def default_player_factory(level: str, seed: int) -> Any:
    """``spite_gui.ai.make_player``, imported only when a computer player is first needed.

    While the computer players are not installed, a simple player stands in.
    """
    try:
        from spite_gui.ai import make_player
    except ImportError:
        from .simple_player import SimplePlayer

        return SimplePlayer()
    return make_player(level, seed)


class _Reply(QObject):
    """Carries a chosen move from a worker thread back to the GUI thread."""

    chosen = Signal(int, object)  # ticket, move (or an Exception)


class _Think(QRunnable):
    def __init__(self, reply: _Reply, ticket: int, player: Any, view: Any) -> None:
        super().__init__()
        self._reply, self._ticket, self._player, self._view = reply, ticket, player, view
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self._player.choose(self._view)
        except Exception as error:  # reported to the GUI thread, which recovers
            traceback.print_exc()
            result = error
        self._reply.chosen.emit(self._ticket, result)


class ComputerRunner(QObject):
    """Asks a player for a move on a worker thread; :attr:`move_chosen` brings it back."""

    move_chosen = Signal(int, object)  # ticket, move (or an Exception)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._reply = _Reply(self)
        self._reply.chosen.connect(self.move_chosen)

    def request(self, ticket: int, player: Any, view: Any) -> None:
        """Think about ``view`` for ``player``; the answer arrives with the same ``ticket``."""
        self._pool.start(_Think(self._reply, ticket, player, view))

    def wait(self, ms: int = 5000) -> bool:
        """Wait for a running think to end (at shutdown)."""
        return self._pool.waitForDone(ms)
