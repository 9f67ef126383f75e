"""One game under review: the table stepped turn by turn, and the analysis beside it.

:class:`GameReview` drives a :class:`~spite_gui.view.review_window.ReviewWindow`: it
keeps the game's steps (:func:`spite_gui.table.review_steps.game_steps`, the table at
the start of every turn as the reviewed seat saw it), shows the one asked for on the
window's table (its snapshot: the seat's view, every hand face up only when the player
switches "Show all cards" on, which only a game over allows), tells the panel what the
review says of that turn, and says it to a screen reader. The analysis runs off the
GUI thread (:class:`.review_run.ReviewRun`) with its progress in the panel; Cancel and
closing the window stop it. The table never gets the engine game, only snapshots.

Who owns what: the review is the window's child, and the analysis run and the voice
the review's; the window's signals reach bound methods (held weakly by PySide), and
the panel's buttons carry plain data only. When the window closes, :meth:`close`
stops the analysis first; Qt then deletes the window and all of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox

from ..dialogs.help import REVIEW_SECTION
from ..play.finished_table import ReviewedTable
from ..play.review_steps import ReviewStep, game_steps
from ..review.method import METHOD
from ..table.outcomes import outcome_words
from ..table.review_steps import step_sentences, step_snapshot
from ..table.speech import shown_name
from ..table.speech import spoken as in_words
from ..view.lifetimes import weak_call
from ..view.review_grades import grade_word, percent
from ..view.review_panel import BACK, FIRST, FORWARD, LAST, TurnRow
from ..view.review_window import ReviewWindow
from ..view.voice import Voice
from .notices import plain_box
from .review_run import Analyse, ReviewRun

translate = QCoreApplication.translate


def turn_rows(review: Any) -> list[TurnRow]:
    """The panel's rows for the reviewed player's turns (a :class:`spite_gui.review.Review`)."""
    return [_row(turn) for turn in review.turns]


def _row(turn: Any) -> TurnRow:
    return TurnRow(turn.turn, turn.grade.value, turn.words, turn.before, turn.after,
                   turn.after_best, turn.loss)


class GameReview(QObject):
    """The review of one game, from one seat, in its window."""

    step_shown = Signal(int)  # the index of the step on the table
    reviewed = Signal(object)  # the Review, once the analysis is done
    spoken = Signal(str)  # words for a screen reader (the voice says them)

    def __init__(self, window: ReviewWindow, table: ReviewedTable, seat: int,
                 analyse: Analyse | None = None, speech_channel: str | None = None,
                 show_help: Callable[[str], None] | None = None) -> None:
        super().__init__(window)
        # opens the help at a section (by its English heading): the game window's help, else
        # the review's own (not kept as a bound method here: a cycle for the collector)
        self._show_help = show_help
        self.game, self.seating, self.seat = table.game, table.seating, seat
        self.names = list(self.seating.names)
        self.steps: list[ReviewStep] = game_steps(self.game, seat)
        self.index = 0
        self.show_all = False
        self.review: Any = None
        self.run = ReviewRun(analyse, self)
        self.voice = Voice(window.view, self)
        if speech_channel is not None:
            self.voice.set_channel(speech_channel)
        panel = window.panel
        panel.step_asked.connect(self.step)
        panel.turn_asked.connect(self.go_to_turn)
        panel.show_all_changed.connect(self.set_show_all)
        panel.cancel_asked.connect(self.cancel)
        panel.method_asked.connect(self.explain_method)
        window.closed.connect(self.close)
        self.run.progressed.connect(panel.set_working)
        self.run.reviewed.connect(self._on_reviewed)
        self.run.failed.connect(self._on_failed)
        self.run.stopped.connect(self._on_stopped)
        over = self.game.is_over
        panel.allow_show_all(over, translate(
            "ReviewWindow", "The other players' cards are shown once the game is over."))
        panel.set_subtitle(self._subtitle())
        window.scene.set_table(self.game.players, self.game.rules.centre_stacks, viewer=seat)
        window.scene.pointer.set_input_enabled(False)
        self.show_step(0, announce=False)

    @property
    def window(self) -> ReviewWindow:
        """The review's window: its parent (no Python reference of its own, which would
        make a cycle through the window's children for the collector to break)."""
        window = self.parent()
        assert isinstance(window, ReviewWindow)
        return window

    def _say(self, text: str, urgent: bool = False) -> None:
        self.spoken.emit(text)
        self.voice.say(in_words(text), urgent)  # "Ace of hearts", not "A♥"

    def _subtitle(self) -> str:
        others = ", ".join(shown_name(name) for i, name in enumerate(self.names)
                           if i != self.seat)
        return translate("ReviewWindow", "Deal #{deal} · {who} against {others}").format(
            deal=self.game.seed, who=shown_name(self.names[self.seat]), others=others)

    # -- the analysis -------------------------------------------------------------------------
    def start(self) -> None:
        """Start the analysis (the table can be stepped through meanwhile), and tell a
        screen reader where the review is and how to step through it."""
        total = sum(1 for step in self.steps if step.player == self.seat and step.moves)
        self.window.panel.set_working(0, total)
        self.run.start(self.game, self.seat)
        self.window.panel.buttons[FORWARD].setFocus()
        self._say(translate("ReviewWindow", "Game review, {subtitle}. The Left and Right "
                            "arrow keys step a turn back and forward, Home and End go to the "
                            "first and the last turn, C reads the chart.").format(
                                subtitle=self._subtitle()))

    def cancel(self) -> None:
        self.run.cancel()

    def close(self) -> None:
        """The window closes: the analysis stops (its thread ends at its next check)."""
        self.run.cancel()

    def _on_reviewed(self, review: Any) -> None:
        self.review = review
        rows = turn_rows(review)
        costliest = [_row(turn) for turn in review.costliest]
        self.window.panel.show_review(review.accuracy, rows, list(review.chances), costliest,
                                      review.summary, shown_name(self.names[self.seat]))
        self.show_step(self.index, announce=False)
        self._say(translate("ReviewWindow", "Review ready. Accuracy {score}.").format(
            score=f"{review.accuracy:.0f}") + " " + review.summary)
        self.reviewed.emit(review)

    def _on_failed(self, why: str) -> None:
        self.window.panel.set_stopped(
            translate("ReviewWindow", "The game could not be reviewed ({why}).").format(why=why))

    def _on_stopped(self) -> None:
        if self.review is None:
            words = translate("ReviewWindow", "Review cancelled. You can still step through the "
                              "game.")
            self.window.panel.set_stopped(words)
            self._say(words)

    def explain_method(self) -> QMessageBox:
        """How the chances are estimated and the turns graded, in the review's own words
        (:data:`spite_gui.review.METHOD`), with the way to the help's longer section.
        The box is the review window's and deletes itself once closed."""
        box = plain_box(QMessageBox.Icon.Information,
                        translate("ReviewWindow", "How the Chances Are Estimated"),
                        translate("Review", METHOD), QMessageBox.StandardButton.Close,
                        self.window)
        more = box.addButton(translate("ReviewWindow", "More in the &Help…"),
                             QMessageBox.ButtonRole.HelpRole)
        more.clicked.connect(weak_call(self.open_help))  # holds no review
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def open_help(self) -> None:
        """The help, at its section on reviews (in the player's language)."""
        if self._show_help is not None:
            self._show_help(REVIEW_SECTION)
        else:
            self._own_help(REVIEW_SECTION)

    def _own_help(self, section: str) -> None:
        """The help, opened by the review itself (no game window to open it)."""
        from ..dialogs.help import HelpDialog

        dialog = HelpDialog(self.window)  # the review window's, until closed
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show_section(section)
        dialog.show()

    # -- stepping -------------------------------------------------------------------------------
    def step(self, way: str) -> None:
        """Go one step ``way``: FIRST, BACK, FORWARD or LAST."""
        last = len(self.steps) - 1
        index = {FIRST: 0, BACK: self.index - 1, FORWARD: self.index + 1, LAST: last}.get(
            way, self.index)
        self.show_step(max(0, min(last, index)))

    def go_to_turn(self, turn: int) -> None:
        """Show the start of ``turn`` (the last step before it if it has none)."""
        found = 0
        for index, step in enumerate(self.steps):
            if step.turn <= turn:
                found = index
        self.show_step(found)

    def set_show_all(self, on: bool) -> None:
        """Show every hand face up (only once the game is over), or the seat's view again."""
        self.show_all = on and self.game.is_over
        self._show_table(self.steps[self.index])
        self._say(translate("ReviewWindow", "Every card shown.") if self.show_all
                       else translate("ReviewWindow", "Only the cards you could see."))

    def show_step(self, index: int, announce: bool = True) -> None:
        self.index = index
        step = self.steps[index]
        self._show_table(step)
        title, lines, grade = self._describe(step)
        panel = self.window.panel
        panel.set_position(self._position(step), index == 0, index == len(self.steps) - 1)
        panel.set_details(title, lines, grade)
        panel.set_current(step.turn)
        if announce:
            self._say(" ".join([title, grade_word(grade) + "." if grade else "", *lines]),
                           urgent=True)
        self.step_shown.emit(index)

    def _show_table(self, step: ReviewStep) -> None:
        self.window.scene.show_snapshot(step_snapshot(step, self.names, self.show_all))

    def _position(self, step: ReviewStep) -> str:
        last = self.steps[-1].turn
        if step.is_end:
            return translate("ReviewWindow", "The end")
        return translate("ReviewWindow", "Turn {turn} of {last}").format(turn=step.turn, last=last)

    def _whose(self, step: ReviewStep) -> str:
        if step.player == self.seat:
            return translate("ReviewWindow", "your turn")
        return translate("ReviewWindow", "{name}'s turn").format(
            name=shown_name(self.names[step.player]))

    def _describe(self, step: ReviewStep) -> tuple[str, list[str], str | None]:
        """The step's title, its lines and (for the player's own turns) its grade."""
        if step.is_end:
            outcome = step.view.outcome
            words = (outcome_words(outcome, [shown_name(n) for n in self.names])
                     if outcome is not None
                     else translate("ReviewWindow", "The game was left here."))
            return translate("ReviewWindow", "The end"), [words], None
        title = translate("ReviewWindow", "Turn {turn}, {whose}").format(turn=step.turn,
                                                                   whose=self._whose(step))
        happened = step_sentences(step, self.names, self.seat, self.seating.humans)
        reviewed = self._turn_review(step)
        if reviewed is None:
            return title, happened, None
        chances = translate(
            "ReviewWindow", "Chance to win: {before} before the turn, {after} after it "
                            "({best} after Expert's play).").format(
                before=percent(reviewed.before), after=percent(reviewed.after),
                best=percent(reviewed.after_best))
        return title, [chances, reviewed.words], reviewed.grade.value

    def _turn_review(self, step: ReviewStep) -> Any:
        if self.review is None or step.player != self.seat:
            return None
        return next((turn for turn in self.review.turns if turn.turn == step.turn), None)
