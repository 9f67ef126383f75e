"""Where the window was left, with which panels open: put back at the start, kept at the end.

:class:`WindowPlace` reads the window's file (``paths``) when the window opens and
writes it when it closes; without a home folder (a screenshot, a test) the window
opens to fit the screen and nothing is written. A bad file is reported once, and one
that can't be moved aside is never written over.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect

from ..storage import NEWER, AppPaths, StorageProblem
from ..storage.said import joined
from ..storage.window_state import WindowState, load_window_state, save_window_state
from ..translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ..view.main_window import MainWindow


class WindowPlace(QObject):
    """The window's place and its game log panel, for one window (its parent). What went
    wrong with the file is handed to ``tell_later`` (said once the window shows)."""

    def __init__(self, window: MainWindow, paths: AppPaths | None,
                 tell_later: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window = window
        self.paths = paths
        self._tell_later = tell_later
        self._keep_file = False  # a bad file left where it is: not written over either

    def restore(self) -> None:
        """Put the window where the player left it, with the same panels open, as far as the
        screen allows; the first time (or after a bad window file, which the player is told
        about once) it opens to fit the screen."""
        window = self.window
        if self.paths is None:
            window.place_on_screen()
            return
        state, problem = load_window_state(self.paths)
        # a bad file left where it is (not a regular file, say) is not written over either
        self._keep_file = problem is not None and problem.moved_to is None
        if problem is not None:
            worded = problem.moved_to is not None or problem.reason == NEWER
            self._tell_later(problem.message if worded else joined(
                problem.message, QT_TRANSLATE_NOOP("Storage",
                                                   "The window opens with its usual layout.")))
        if state is None:
            window.place_on_screen()
            return
        window.place_on_screen(QRect(state.x, state.y, state.width, state.height),
                               state.maximized)
        if state.game_log:
            window.show_game_log(True)
            window.place_game_log(state.log_width, state.log_side)

    def save(self) -> None:
        """Keep the window's place and panels for the next start (the window closes)."""
        if self.paths is None or self._keep_file:
            return
        window = self.window
        normal = window.normalGeometry()
        log_width, log_side = window.game_log_place()
        state = WindowState(x=normal.x(), y=normal.y(), width=max(normal.width(), 1),
                            height=max(normal.height(), 1), maximized=window.isMaximized(),
                            game_log=window.commands["game_log"].isChecked(),
                            log_width=log_width, log_side=log_side)
        with contextlib.suppress(OSError, StorageProblem):  # the autosave tells what is wrong
            save_window_state(self.paths, state)
