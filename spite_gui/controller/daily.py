"""Game → Today's Deal: the day's deal put on the table, and its first finished game counted.

The day is the player's calendar day, from :attr:`DailyDeal.clock` (tests give a fixed
one). The deal, its rules and its number are :mod:`spite_gui.engine.daily`'s; the
results are :class:`~spite_gui.storage.daily.DailyStore`'s. The day's game is a single
game (a match in play is left, as a new game with other settings leaves it), and giving
a started game up for it is asked first, as for New Game.

The game counts if it is the day's attempt: the day's deal dealt by this command while
the day had no result, kept in the file so that the game resumed after a restart is
still the attempt. When the statistics record it (finished, or given up however: New
Game, Open…, or "Abandon It" when it is offered back at start-up), its result is kept
once, for the day it was dealt; any other game of that deal is practice, and the table
and the game-over box say so.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QPushButton, QWidget

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
                 matchplay: MatchPlay, store: DailyStore,
                 tell: Callable[[str], None], clock: Clock = local_clock) -> None:
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
        # What the game-over box of a day's game says, and the game (its host) it is for;
        # and the result to share once the day's game has counted.
        self._note: tuple[GameHost | None, str] = (None, "")
        self._share: tuple[GameHost | None, str] = (None, "")
        session.game_over_shown.connect(lambda _outcome: self._note_game_over())

    # -- the dialog -------------------------------------------------------------------------
    def show(self) -> None:
        """Game → Today's Deal…: the day, its deal and result, and the level to play at."""
        from ..dialogs.daily import DailyDialog

        today = self.clock().date()
        record = self._read()
        attempt = record.attempt
        under_way = (attempt is not None and attempt.day == today
                     and self._is_attempt(self.session.game, self.session.seating, attempt))
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.dialog = DailyDialog(today, daily_deal(today), record, _level_offered(record),
                                  under_way, self.parent_widget)
        self.dialog.play_requested.connect(self.play)
        self.dialog.open()

    def play(self, level: str) -> None:
        """Deal today's deal against a computer at ``level`` (asking first if a started
        game would be given up for it)."""
        self.abandoning.confirm("new", lambda: self.deal(level))

    def deal(self, level: str, day: date | None = None) -> None:
        """Put the deal of ``day`` (today's) on the table against a computer at ``level``:
        the day's attempt if the day has no result yet, else practice."""
        day = day or self.clock().date()
        game = daily_game(day)
        practice = self._read().result(day) is not None
        if not practice:
            self._report(self.store.start(Attempt(day, game.seed, level)))
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

    def restart(self) -> Callable[[], None] | None:
        """How Restart This Deal deals the game on the table again if it is a day's deal
        (today's, or yesterday's finished after midnight): with the daily rules and the
        same level, whatever rules the player has chosen for other games; None for any
        other game."""
        game, seating = self.session.game, self.session.seating
        if game is None or seating is None or not _against_a_computer(seating):
            return None
        today = self.clock().date()
        for day in (today, today - timedelta(1)):
            if is_daily_game(game, daily_deal(day)):
                level = seating.seats[1].level
                return lambda: self.deal(level, day)
        return None

    def statistics_page(self, parent: QWidget) -> tuple[QWidget, str]:
        """The Today's Deal page of the statistics, and its tab's title."""
        from ..dialogs.daily_page import DailyPage, page_title

        return DailyPage(self.store, self.clock, parent), page_title()

    # -- the day's game ----------------------------------------------------------------------
    def count_recorded_game(self, game: Game, seating: Seating,
                            forfeit: Outcome | None) -> None:
        """A game went into the statistics (``GameRecords.game_recorded``): if it is the
        day's attempt, its result counts (given up: as "abandoned", a loss), for the day it
        was dealt."""
        if not _against_a_computer(seating):
            return
        record = self._read()
        attempt = record.attempt
        if (attempt is None or record.result(attempt.day) is not None
                or not self._is_attempt(game, seating, attempt)):
            return
        outcome = game.outcome
        if outcome is None or forfeit is not None:
            result = ABANDONED
        else:
            result = DRAW if outcome.winner is None else WON if outcome.winner == 0 else LOST
        moment = self.clock().isoformat(timespec="seconds")
        day = DayResult(attempt.day, attempt.deal, attempt.level, result, game.turn, moment)
        counted, problem = self.store.record(day)
        self._report(problem)
        if not counted:
            return
        from ..dialogs.daily_words import result_words, share_text, streak_words

        streak = self._read().streak_on(day.day)
        words = translate("Daily", "Today's Deal counted: {result}. {streak}").format(
            result=result_words(day), streak=streak_words(streak))
        self._note = (self.session.host, words)
        self._share = (self.session.host, share_text(day, streak))
        self.session.table.say(words)

    @staticmethod
    def _is_attempt(game: Game | None, seating: Seating | None, attempt: Attempt) -> bool:
        """Whether ``game`` at ``seating`` is the deal of ``attempt`` as it was dealt: its
        number, the daily rules, you against one computer at its level."""
        return (game is not None and seating is not None and is_daily_game(game, attempt.deal)
                and _against_a_computer(seating) and seating.seats[1].level == attempt.level)

    def _note_game_over(self) -> None:
        """The game-over box says how the day's deal counted (or that it was practice)."""
        dialog = self.session.game_over_dialog
        host, words = self._note
        if dialog is not None and host is not None and host is self.session.host:
            dialog.set_note(words)
        host, share = self._share
        if dialog is not None and host is not None and host is self.session.host:
            from ..dialogs.daily_page import copy_result_button

            button = copy_result_button(dialog)  # the box's child (see add_button)
            button.clicked.connect(lambda _checked=False: self._copy(button, share))
            dialog.add_button(button)

    @staticmethod
    def _copy(button: QPushButton, share: str) -> None:
        """The game-over box's "Copy Result": the same text as the Today's Deal box's."""
        QGuiApplication.clipboard().setText(share)
        button.setText(translate("Daily", "Copied"))

    # -- helpers -------------------------------------------------------------------------------
    def _read(self) -> DailyRecord:
        record, problem = self.store.read()
        self._report(problem)
        return record

    def _report(self, problem: StorageProblem | None) -> None:
        """Tell the player about their results' file, each message once."""
        if problem is not None and problem.message not in self._told:
            self._told.add(problem.message)
            self._tell(problem.message)


def _level_offered(record: DailyRecord) -> str:
    """The level of the day's attempt under way or the latest day played, else Medium."""
    if record.attempt is not None:
        return record.attempt.level
    if record.results:
        return record.results[max(record.results)].level
    return DEFAULT_LEVEL


def _against_a_computer(seating: Seating) -> bool:
    """You alone against one computer, as the day's deal is played."""
    return (seating.players == DAILY_PLAYERS and seating.people == (0,)
            and seating.seats[1].is_computer)
