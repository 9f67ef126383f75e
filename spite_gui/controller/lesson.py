"""Help → Learn to Play: the lesson on the table, and its offer at the first start.

The lesson's script (:mod:`spite_gui.table.lesson`) holds the steps; this drives
them. Each step's table is a game host of its own (:class:`~spite_gui.play.GameHost`)
that the table sits at as at any game; the table asks the lesson about every move the
player makes (:attr:`SeatController.coach`), and a move the step does not ask for is
refused with words about that very move. The step's target is lit with the table's
hint (the card to play and where it goes), so the keys find it too. The computer's
part of a step is the script's, played when the table has shown the player's.

A lesson is no game: the game in play is put aside first (written to the autosave,
and taken off the table by :meth:`Session.lend_table`, which keeps the lesson's end
out of the score, the statistics and the game-over box) and put back when the lesson
ends, unless the player asks for a new game.

Owns: its panel (docked in the window, which deletes it), the host of the step on show
(dropped when the next step replaces it), and the timer of the computer's next move
(a single shot bound to the lesson).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from ..engine import Move
from ..play import START, GameHost, Seating, Update
from ..play.lesson_table import lesson_game
from ..table.lesson import (
    COMPUTER,
    FINISHED,
    NOT_NOW,
    THEIR_TURN,
    WELL_DONE,
    YOU,
    Step,
    asked,
    explain,
    lesson_steps,
    step_label,
)
from ..table.moves import pointer
from ..view import timing
from ..view.lesson_panel import DONE, NOTE, WRONG, LessonPanel
from ..view.quiet_build import answer_readers, quietly
from .notices import question

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..view.main_window import MainWindow
    from .player_settings import PlayerSettings
    from .seat import SeatController
    from .session import Session

SEATING = Seating.against_computers(2, "easy")  # nobody thinks: the lesson plays its part
THEIR_MOVE_MS = 700  # between the computer's moves, at the normal speed
translate = QCoreApplication.translate


class Lesson(QObject):
    """The lesson at one window: its steps on the table and its panel."""

    step_shown = Signal(int)  # the step (from 0) is on the table
    step_done = Signal(int)  # the step's moves (and the computer's) are made
    ended = Signal()  # the lesson is over: skipped, closed, or on to a game

    def __init__(self, window: MainWindow, table: SeatController, session: Session,
                 put_aside: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        self.session = session
        self._put_aside = put_aside  # writes the game in play to the autosave
        self.steps: tuple[Step, ...] = tuple(lesson_steps())
        self.panel: LessonPanel | None = None
        self.index = -1  # the step on show (-1: no lesson)
        self._host: GameHost | None = None
        self._made = 0  # the moves of the step the player has made
        self._replied = 0  # the computer's moves of the step played
        self._reply_due = False
        self._done = False
        self._said = False  # the step's words were said, as the table first showed it
        table.ready_to_move.connect(self._on_ready)
        table.move_applied.connect(self._on_move)
        table.move_taken_back.connect(self._on_taken_back)
        table.settled.connect(self._on_settled)
        table.scene.drag_ended.connect(self._on_drag_ended)
        # a lesson's table was never dealt: its end shows no deal number in the title
        table.game_over.connect(lambda _outcome: self.window.set_deal(None) if self.running
                                else None)
        session.game_started.connect(lambda _deal: self._stop())
        session.table_cleared.connect(self._stop)

    @property
    def running(self) -> bool:
        return self.index >= 0

    # -- starting and ending -------------------------------------------------------------
    def start(self) -> None:
        """Put the game in play aside and show the first step."""
        if self.session.company is not None:
            self.table.say(translate("LessonPanel", "Leave the table with friends to take the "
                                                    "lesson."))
            return
        if not self.running:
            self._put_aside()
            self.session.lend_table(self._stop)  # the game in play waits, and comes back
        panel = self._panel()
        panel.show()
        panel.raise_()
        self.show_step(0)
        # What a screen reader asked meanwhile is answered with the lesson's table up: the
        # table's news of the focus waiting then went out on the table put aside, a moment
        # before the lesson's took its place, and Orca 43, its focus a destroyed pile, once
        # dropped the first step's words (told at the focus).
        answer_readers()

    def _panel(self) -> LessonPanel:
        panel = self.panel
        if panel is None:
            with quietly():  # told to a screen reader when it shows, not widget by widget
                panel = self.panel = LessonPanel(self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, panel)
            self.window.resizeDocks([panel], [max(panel.minimumWidth(),
                                                  round(self.window.width() * 0.24))],
                                    Qt.Orientation.Horizontal)
            panel.back_requested.connect(lambda: self.show_step(self.index - 1))
            panel.next_requested.connect(lambda: self.show_step(self.index + 1))
            panel.skip_requested.connect(self.end)
            panel.play_requested.connect(self.end)
        return panel

    def end(self) -> None:
        """End the lesson: the game put aside comes back (a new deal if there was none).
        A command that replaces the game on the table (New Game, Open…) ends the lesson
        first, so that it asks about that game as it would have without the lesson."""
        if not self.running:
            return
        self.session.take_back_table()  # stops the lesson first (the loan's stop)
        self.window.view.setFocus()

    def _game_waits(self) -> bool:
        """A game of the player's waits for the lesson's end."""
        game = self.session.game
        return game is not None and not game.is_over

    def _stop(self) -> None:
        """Take the lesson off the table (another game takes it, or the lesson ends)."""
        if not self.running:
            return
        self.index = -1
        self._leave_step()
        if self.panel is not None:
            self.panel.hide()
        self.ended.emit()

    def _leave_step(self) -> None:
        self.table.coach = None
        self.table.scene.highlights.clear_hint()
        host, self._host = self._host, None
        if host is not None:
            for seat in range(host.players):
                host.detach(seat)

    # -- the steps -----------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def moves_made(self) -> int:
        """How many of the moves the step asks for the player has made."""
        return self._made

    @property
    def waiting_for(self) -> Move | None:
        """The move the step waits for now, on the table as it stands (None: no lesson, or
        the step's moves are made)."""
        view = self.table.view
        if not self.running or view is None or self._made >= len(self.step.wants):
            return None
        return self.step.wants[self._made].move(view)

    def show_step(self, index: int) -> None:
        """Put step ``index`` (from 0) on the table, as it starts."""
        if not 0 <= index < len(self.steps):
            return
        self._leave_step()
        self.index = index
        self._made = self._replied = 0
        self._reply_due = self._done = False
        step = self.step
        panel = self._panel()
        panel.show_step(step_label(index + 1, len(self.steps)), step.title(), step.text(),
                        first=index == 0, last=index == len(self.steps) - 1)
        # no deal number in the title: the lesson's tables were never dealt
        host = self._host = GameHost(lesson_game(step.layout), SEATING, deal_public=False)
        host.attach(YOU, self._to_table)
        host.attach(COMPUTER, lambda _update: None)  # the lesson plays its part
        self.table.coach = self._coach
        self._said = False
        host.start()
        self.window.view.setFocus()
        self.step_shown.emit(index)

    def _to_table(self, update: Update) -> None:
        host = self._host
        if host is None:
            return
        if update.kind == START:
            self.table.seat_at(host, SEATING, update, animate=False)
        else:
            self.table.show(update)

    def _coach(self, move: Move) -> str | None:
        """None for the move the step waits for; else what is wrong with it."""
        view = self.table.view
        if view is None or not self.running:
            return None
        if self._made >= len(self.step.wants):
            words = NOT_NOW()
        else:
            want = self.step.wants[self._made]
            if want.accepts(view, move):
                return None
            words = explain(want, view, move)
        if self.panel is not None:
            self.panel.show_feedback(words, WRONG)
        QTimer.singleShot(0, self, self._light_target)  # once the card is back home
        return words

    def _light_target(self) -> None:
        """Mark the card the step asks for and light where it goes (the table's hint)."""
        view = self.table.view
        move = self.waiting_for
        if view is None or move is None or not view.my_turn or self.table.busy:
            return
        source, index, target = pointer(YOU, move)
        if target is not None:
            self.table.scene.highlights.show_hint(target, source, index)

    def hint(self) -> None:
        """Edit → Hint during the lesson: the move the step asks for, lit and said."""
        if self.running and self._made < len(self.step.wants):
            self._light_target()
            self.table.say(asked(self.step.wants[self._made]), urgent=True)

    def _on_ready(self) -> None:
        if not self.running:
            return
        if not self._said:
            self._said = True
            self.table.say(f"{self.step.title()}. {self.step.text()}")
        if self._made >= len(self.step.wants) and self._replied >= len(self.step.reply):
            self._finish_step()
        # after the keys that made the last move have put the focus back on the hand
        QTimer.singleShot(0, self, self._light_target)

    def _on_drag_ended(self) -> None:
        if self.running:
            QTimer.singleShot(0, self, self._light_target)

    def _on_move(self, mover: int, _move: Move) -> None:
        if not self.running or self._done:
            return
        if mover == YOU:
            self._made += 1
            if self.panel is not None:
                self.panel.show_feedback("")
            if self._made >= len(self.step.wants):
                if self.step.reply:
                    if self.panel is not None:
                        self.panel.show_feedback(THEIR_TURN(), NOTE)
                else:
                    self._finish_step()

    def _on_taken_back(self, _move: object, _events: object) -> None:
        """Undo took back the player's last move: the step waits for it again."""
        if self.running and self._replied == 0 and self._made > 0:
            self._made -= 1
            self._done = False
            if self.panel is not None:
                self.panel.show_feedback("")

    def _on_settled(self) -> None:
        host = self._host
        if (not self.running or host is None or self._reply_due or host.is_over
                or host.current != COMPUTER or self._replied >= len(self.step.reply)):
            return
        self._reply_due = True
        QTimer.singleShot(timing.scaled(THEIR_MOVE_MS, self.table.speed), self,
                          self._play_reply)

    def _play_reply(self) -> None:
        """The computer's next move of the step."""
        self._reply_due = False
        host = self._host
        if not self.running or host is None or host.current != COMPUTER:
            return
        want = self.step.reply[self._replied]
        move = want.move(host.view(COMPUTER))
        self._replied += 1
        if move is not None:
            host.submit(COMPUTER, move)

    def _finish_step(self) -> None:
        if self._done:
            return
        self._done = True
        words = f"{WELL_DONE()} {self.step.done()}"
        last = self.index == len(self.steps) - 1
        if last:
            words = f"{words} {FINISHED()}"
        panel = self._panel()
        panel.show_feedback(words, DONE)
        self.table.say(words)
        if last:
            panel.show_end(self._game_waits())
        else:
            panel.focus_next()
        self.step_done.emit(self.index)


def offer_lesson(parent: QWidget, settings: PlayerSettings,
                 start: Callable[[], None]) -> QMessageBox | None:
    """At the first start: "Would you like a short lesson?" — once. The answer, either
    way, is kept in the settings, so it is never asked again; the box (None if not asked)."""
    if settings.settings.lesson_offered:
        return None

    def answered(learn: bool) -> None:
        settings.remember_lesson_offered()
        if learn:
            start()

    return question(
        parent, translate("LessonPanel", "Learn to Play"),
        translate("LessonPanel", "Would you like a short lesson?"),
        translate("LessonPanel", "It takes a few minutes: the rules one at a time, on the "
                                 "table, with your own moves. Help → Learn to Play starts it "
                                 "at any time."),
        translate("LessonPanel", "&Learn to Play"), translate("LessonPanel", "&Not Now"),
        answered, yes_first=True)
