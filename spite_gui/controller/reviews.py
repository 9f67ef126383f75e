"""Where a game review comes from: the game just over, a saved file, the statistics.

- The game-over dialog's "Review This Game" reviews the game just over, from the seat
  of the person at this table.
- Game → Review a Saved Game… reads a ``.spite`` file with the checks of Open… (a
  damaged file or one from a newer version is reported, never used, and left as it is),
  but takes a game over too, as the command line does.
- The statistics' "Review" reviews a game of the history from the kept moves of that
  game (:mod:`spite_gui.storage.kept_games`), from the seat of the record's player; a
  game whose moves were not kept, or whose file is damaged, is reported.

Each review opens in a window of its own (:mod:`spite_gui.view.review_window`): the
game in play is not touched. One review is open at a time; a new one replaces it.

Who owns what: :class:`GameReviews` belongs to the game window; the review window is
the game window's child until it is closed (then Qt deletes it); :attr:`window` only
names the open one, and forgets it when it is destroyed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from ..engine import Game
from ..play.finished_table import ReviewedTable, read_finished
from ..play.seating import Seating
from ..storage import AppPaths, StorageProblem, read_save
from ..storage.kept_games import read_kept_game
from ..view.lifetimes import weak_call
from ..view.quiet_build import answer_readers, quietly
from .review_run import Analyse
from .saved_games import PathAsker, ask_open_path

if TYPE_CHECKING:  # the review loads when first opened: it brings the computer players
    from ..storage.stats import GameRecord
    from ..view.review_window import ReviewWindow
    from .game_review import GameReview

translate = QCoreApplication.translate


class GameReviews(QObject):
    """Opens game reviews for one game window (see the module's notes)."""

    def __init__(self, parent: QWidget, paths: AppPaths | None, tell: Callable[[str], None],
                 folder: Callable[[], Path] | None = None,
                 speech_channel: Callable[[], str] | None = None,
                 analyse: Analyse | None = None,
                 show_help: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.paths = paths
        self._tell = tell  # a problem, for the player
        self._folder = folder or Path.home
        self._speech_channel = speech_channel
        self._show_help = show_help  # the game window's help, at a section
        self.analyse = analyse  # None: the review's own (a test gives its stand-in)
        self.ask_open_path: PathAsker = ask_open_path
        self.window: ReviewWindow | None = None
        self.review: GameReview | None = None
        self._opened = 0  # which review window is the open one

    # -- where reviews come from -------------------------------------------------------------
    def review_game(self, game: Game, seating: Seating, seat: int) -> GameReview:
        """Review ``game`` (just over) from ``seat``."""
        return self.open(ReviewedTable(game, seating), seat)

    def review_saved_file(self) -> GameReview | None:
        """Ask for a saved game and review it (a file that can't be played on is refused)."""
        path = self.ask_open_path(self.parent_widget, self._folder())
        if not path:
            return None
        try:  # checked as Open… checks it, but a game over is worth a review too
            table = read_finished(read_save(path, read_finished).game)
        except StorageProblem as problem:
            self._tell(problem.message)
            return None
        return self.open(table, table.seat)

    def review_record(self, record: GameRecord) -> GameReview | None:
        """Review a game of the statistics' history, from its kept moves."""
        if self.paths is None:
            return None
        try:
            table = read_finished(read_kept_game(self.paths, record.finished_at, record.deal,
                                                 read_finished))
        except StorageProblem as problem:
            self._tell(problem.message)
            return None
        seat = table.seat_of(record.player)
        return self.open(table, table.seat if seat is None else seat)

    # -- the review window ------------------------------------------------------------------------
    def open(self, table: ReviewedTable, seat: int) -> GameReview:
        """Open the review of ``table``'s game from ``seat`` (closing the one open)."""
        from ..view.review_window import ReviewWindow
        from .game_review import GameReview

        self.close()
        with quietly():  # told to a screen reader whole, as it opens
            window = ReviewWindow(self.parent_widget)
            channel = self._speech_channel() if self._speech_channel else None
            review = GameReview(window, table, seat, self.analyse, channel, self._show_help)
        self.window, self.review = window, review
        self._opened += 1
        window.destroyed.connect(weak_call(self._forget, self._opened))  # plain data only
        answer_readers()
        window.show()
        window.raise_()
        window.activateWindow()
        review.start()
        return review

    def close(self) -> None:
        """Close the review open, if any."""
        window = self.window
        if window is not None and shiboken6.isValid(window):
            window.close()
        self.window = self.review = None

    def _forget(self, opened: int) -> None:
        if opened == self._opened:  # not a window replaced since
            self.window = self.review = None
