"""The statistics of the games played at this computer: each game recorded as it ends.

A finished game is recorded the moment it is decided (even if the window closes
before its last cards have landed), seen from each person's seat; a started game
given up is recorded as abandoned, a loss (see :mod:`.abandon`). Game →
Statistics… shows the record.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..engine import Game, Outcome
from ..engine.rules import CUSTOM
from ..play import REMOTE, Seating
from ..storage import AppPaths, StorageProblem
from ..view.quiet_build import answer_readers, quietly

if TYPE_CHECKING:  # the statistics (sqlite3) load when first used, after the first paint
    from ..dialogs.statistics import StatisticsDialog
    from ..storage.stats import GameRecord, StatsStore


def game_record(game: Game, seating: Seating, seat: int = 0, now: datetime | None = None,
                forfeit: Outcome | None = None) -> GameRecord:
    """The statistics line for ``game``, seen from ``seat``.

    A game still in play is recorded as given up: result ``"abandoned"`` (counted as
    lost), reason ``"abandoned"``, the scores of its ``forfeit`` (every score 0 without
    one), and the turns and payoff cards as the table stands. The opponents' "levels"
    are the computers' levels, "person" for a person here and a friend over the network
    by name (so the statistics keep games with friends apart, friend by friend); the
    record is the person's in ``seat`` by their name ("You" alone against the computers).
    """
    from ..storage.stats import ABANDONED, PERSON, GameRecord, friend_level

    outcome = game.outcome
    if outcome is None:
        scores = forfeit.scores if forfeit is not None else (0,) * game.players
        result, reason = ABANDONED, ABANDONED
    else:
        winner = outcome.winner
        result = "draw" if winner is None else "won" if winner == seat else "lost"
        scores, reason = outcome.scores, outcome.reason
    levels = tuple(plan.level if plan.is_computer else
                   friend_level(plan.name) if plan.kind == REMOTE else PERSON
                   for other, plan in enumerate(seating.seats) if other != seat)
    return GameRecord(
        finished_at=(now or datetime.now(UTC)).isoformat(timespec="seconds"),
        preset=game.rules.preset_name() or CUSTOM, players=game.players,
        levels=levels, deal=game.seed, result=result, human_score=scores[seat],
        scores=scores, turns=game.turn, payoff_left=len(game.seat(seat).payoff),
        reason=reason, player=seating.names[seat])


# A page of the statistics after the games: it makes its page, and its tab's title, for the
# dialog it is given (its parent).
StatisticsPage = Callable[[QWidget], tuple[QWidget, str]]


class GameRecords(QObject):
    """Records games in the player's statistics and shows them (Game → Statistics…)."""

    # A game was recorded (finished, or given up): the Game, its Seating, and the forfeit
    # it was given up with (None: it was played to its end).
    game_recorded = Signal(object, object, object)
    review_requested = Signal(object)  # the GameRecord of a game the player wants reviewed

    def __init__(self, parent: QWidget, paths: AppPaths, tell: Callable[[str], None],
                 pages: Sequence[StatisticsPage] = ()) -> None:
        super().__init__(parent)
        self.parent_widget = parent  # the window the dialog belongs to
        self._paths = paths
        self.statistics_dialog: StatisticsDialog | None = None
        self._tell = tell
        self._told: set[str] = set()
        # The statistics' pages after the games and the rating (Today's Deal's, say).
        self._pages = tuple(pages)
        self._reader = QTimer(self)  # reads the statistics ahead, a few games each time
        self._reader.setSingleShot(True)
        self._reader.setInterval(0)
        self._reader.timeout.connect(self._read_ahead)

    @cached_property
    def stats(self) -> StatsStore:
        """The player's statistics."""
        from ..storage.stats import StatsStore

        return StatsStore(self._paths.stats_db)

    def prepare(self) -> None:
        """Open the statistics at start-up, telling the player if something is wrong; then
        read the recorded games a few at a time between other work, so that Statistics
        opens at once however many there are."""
        try:
            problem = self.stats.prepare()
        except StorageProblem as exc:
            problem = exc
        if problem is not None:
            self.tell(problem)
        self._reader.start()

    def _read_ahead(self) -> None:
        try:
            done = self.stats.read_ahead()
        except StorageProblem:
            return  # the player hears of it when they open the statistics
        if not done:
            self._reader.start()

    def record(self, game: Game, seating: Seating, forfeit: Outcome | None = None) -> None:
        """Record ``game`` (finished, or given up with its ``forfeit``) for each person who
        played it here: the statistics keep each one's record by name, and its moves are
        kept for a review (one file for all of them, named by their records)."""
        now = datetime.now(UTC)
        finished_at = ""
        for seat in seating.people:
            try:
                record = game_record(game, seating, seat, now=now, forfeit=forfeit)
                finished_at = record.finished_at
                problem = self.stats.record_game(record)
            except StorageProblem as exc:
                problem = exc
            if problem is not None:
                self.tell(problem)
        if finished_at and game.moves:
            self._keep(game, seating, finished_at)
        self.game_recorded.emit(game, seating, forfeit)

    def _keep(self, game: Game, seating: Seating, finished_at: str) -> None:
        """Keep the game's moves for a review from the statistics later."""
        from ..play.finished_table import finished_document
        from ..storage.kept_games import keep_game

        try:
            keep_game(self._paths, finished_at, game.seed, finished_document(game, seating))
        except StorageProblem as problem:
            self.tell(problem)

    def forget_kept_games(self) -> None:
        """The statistics were reset: the moves kept for their reviews go too."""
        from ..storage.kept_games import forget_kept_games

        forget_kept_games(self._paths)

    def tell(self, problem: StorageProblem) -> None:
        """Tell the player about their statistics, each message once (a database from a
        newer version, say, refuses every game: once is enough)."""
        if problem.message not in self._told:
            self._told.add(problem.message)
            self._tell(problem.message)

    def _rating_page(self, parent: QWidget) -> tuple[QWidget, str]:
        """The statistics' Rating page (loaded with the dialog, not at start-up)."""
        from ..dialogs.rating_page import RatingPage

        return RatingPage(self.stats, parent), RatingPage.title()

    def show(self) -> None:
        from ..dialogs.statistics import StatisticsDialog

        if self.statistics_dialog is None:
            with quietly():  # told to a screen reader whole, as it opens
                self.statistics_dialog = StatisticsDialog(self.stats, self.parent_widget)
                for make in (self._rating_page, *self._pages):
                    self.statistics_dialog.add_page(*make(self.statistics_dialog))
            self.statistics_dialog.review_requested.connect(self.review_requested)
            self.statistics_dialog.statistics_reset.connect(self.forget_kept_games)
            answer_readers()
        else:
            self.statistics_dialog.refresh()  # a new one has just read the statistics
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()

    def close(self) -> None:
        """The window closes: the statistics shown over it close with it."""
        if self.statistics_dialog is not None:
            self.statistics_dialog.close()
