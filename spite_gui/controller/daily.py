"""Game → Today's Deal: the day's deal put on the table, and its first finished game counted.

The day is the player's calendar day, from :attr:`DailyDeal.clock` (tests give a fixed
one). The deal, its rules and its number are :mod:`spite_gui.engine.daily`'s; the
results are :class:`~spite_gui.storage.daily.DailyStore`'s. The day's game is a single
game (a match in play is left, as a new game with other settings leaves it), and giving
a started game up for it is asked first, as for New Game.

The game counts if it is the day's attempt: the day's deal dealt by this command while
the day had no result, and kept in the file so that the game resumed after a restart
is still the attempt. Its end (won, lost, drawn; given up counts as lost) is kept once;
any other game of that deal is practice, and the table and the game-over box say so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from ..engine import Game, Outcome
from ..engine.daily import DAILY_PLAYERS, daily_deal, daily_game, is_daily_game
from ..play import GameHost, Seating
from ..storage import StorageProblem
from ..storage.daily import Attempt, Clock, DailyRecord, DailyStore, DayResult, local_clock
from ..storage.stats_terms import ABANDONED, DRAW, LOST, WON
from .abandon import Abandoning
from .matchplay import MatchPlay
from .session import DEFAULT_LEVEL, Session

if TYPE_CHECKING:
    from ..dialogs.daily import DailyDialog

translate = QCoreApplication.translate


class DailyDeal(QObject):
    """Today's Deal at one window: the dialog, the deal, and the day's result kept."""

    def __init__(self, parent: QWidget, session: Session, abandoning: Abandoning,
                 matchplay: MatchPlay, store: DailyStore, tell: Callable[[str], None],
                 clock: Clock = local_clock) -> None:
        super().__init__(parent)
        self.parent_widget = parent  # the window the dialog belongs to
        self.session = session
        self.abandoning = abandoning
        self.matchplay = matchplay
        self.store = store
        self.clock = clock
        self._tell = tell
        self._told: set[str] = set()
        self.dialog: DailyDialog | None = None
        self.attempt: Attempt | None = None  # the day's attempt on the table, if it is
        self._host: GameHost | None = None  # … the game it is
        # What the game-over box of a day's game says, and the game (its host) it is for.
        self._note: tuple[GameHost | None, str] = (None, "")
        session.game_started.connect(lambda _deal: self._on_game_started())
        session.game_decided.connect(self._on_game_decided)
        session.game_over_shown.connect(lambda _outcome: self._note_game_over())
        abandoning.game_abandoned.connect(self._on_game_abandoned)

    # -- the dialog -------------------------------------------------------------------------
    def show(self) -> None:
        """Game → Today's Deal…: the day, its deal and result, and the level to play at."""
        from ..dialogs.daily import DailyDialog

        today = self.clock().date()
        record = self._read()
        level = self._level_offered(record)
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        under_way = self.attempt is not None and self.attempt.day == today
        self.dialog = DailyDialog(today, daily_deal(today), record, level, under_way,
                                  self.parent_widget)
        self.dialog.play_requested.connect(self.play)
        self.dialog.open()

    def play(self, level: str) -> None:
        """Deal today's deal against a computer at ``level`` (asking first if a started
        game would be given up for it)."""
        self.abandoning.confirm("new", lambda: self.deal(level))

    def deal(self, level: str) -> None:
        """Put today's deal on the table against a computer at ``level``: the day's attempt
        if the day has no result yet, else practice."""
        today = self.clock().date()
        game = daily_game(today)
        record = self._read()
        practice = record.result(today) is not None
        if not practice:
            self._report(self.store.start(Attempt(today, game.seed, level)))
        seating = Seating.against_computers(DAILY_PLAYERS, level)
        self.matchplay.adopt(None, seating, self.session.totals)  # a single game
        self.session.play(game, seating)
        if practice:
            self._note = (self.session.host, translate(
                "Daily", "Practice: your result of today's deal was already counted."))
            self.session.table.say(translate(
                "Daily", "Today's Deal, for practice: your result of today is already "
                "counted."))
        else:
            self.session.table.say(translate(
                "Daily", "Today's Deal: the first game you finish counts. Good luck!"))

    def statistics_page(self, parent: QWidget) -> tuple[QWidget, str]:
        """The Today's Deal page of the statistics, and its tab's title."""
        from ..dialogs.daily_page import DailyPage, page_title

        return DailyPage(self.store, self.clock, parent), page_title()

    # -- the day's game ----------------------------------------------------------------------
    def _on_game_started(self) -> None:
        """A game on the table: the day's attempt if it is the one the file keeps (dealt
        just now, or resumed after a restart)."""
        self.attempt = self._host = None
        game, seating = self.session.game, self.session.seating
        if game is None or seating is None or game.is_over or not _against_a_computer(seating):
            return
        if game.players != DAILY_PLAYERS:
            return
        record = self._read()
        attempt = record.attempt
        if (attempt is not None and record.result(attempt.day) is None
                and is_daily_game(game, attempt.deal)
                and seating.seats[1].level == attempt.level):
            self.attempt, self._host = attempt, self.session.host

    def _on_game_decided(self, outcome: Outcome) -> None:
        game = self.session.game
        if game is None or self.attempt is None or self.session.host is not self._host:
            return
        winner = outcome.winner
        self._count(game, DRAW if winner is None else WON if winner == 0 else LOST)

    def _on_game_abandoned(self, game: Game, _forfeit: Outcome) -> None:
        if self.attempt is not None and self.session.game is game:
            self._count(game, ABANDONED)

    def _count(self, game: Game, result: str) -> None:
        attempt, host = self.attempt, self._host
        assert attempt is not None
        self.attempt = self._host = None
        moment = self.clock().isoformat(timespec="seconds")
        day = DayResult(attempt.day, attempt.deal, attempt.level, result, game.turn, moment)
        counted, problem = self.store.record(day)
        self._report(problem)
        if counted:
            from ..dialogs.daily_words import result_words, streak_words

            streak = self._read().streak_on(attempt.day)
            words = translate("Daily", "Today's Deal counted: {result}. {streak}").format(
                result=result_words(day), streak=streak_words(streak))
            self._note = (host, words)
            self.session.table.say(words)

    def _note_game_over(self) -> None:
        """The game-over box says how the day's deal counted (or that it was practice)."""
        dialog = self.session.game_over_dialog
        host, words = self._note
        if dialog is not None and host is not None and host is self.session.host:
            dialog.set_note(words)

    # -- helpers -------------------------------------------------------------------------------
    @staticmethod
    def _level_offered(record: DailyRecord) -> str:
        """The level of the day's attempt under way or the latest day played, else Medium."""
        if record.attempt is not None:
            return record.attempt.level
        if record.results:
            return record.results[max(record.results)].level
        return DEFAULT_LEVEL

    def _read(self) -> DailyRecord:
        record, problem = self.store.read()
        self._report(problem)
        return record

    def _report(self, problem: StorageProblem | None) -> None:
        """Tell the player about their results' file, each message once."""
        if problem is not None and problem.message not in self._told:
            self._told.add(problem.message)
            self._tell(problem.message)


def _against_a_computer(seating: Seating) -> bool:
    return seating.people == (0,) and seating.seats[1].is_computer
