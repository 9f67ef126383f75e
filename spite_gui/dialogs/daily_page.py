"""The Today's Deal page of the statistics: the streaks, the month calendar, a day's result.

The page reads the results afresh each time it shows (a game may have counted since);
a problem with the file is shown on the page, as the statistics show theirs. The day
chosen in the calendar is told in full under it, and its result can be copied to share.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..storage.daily import Clock, DailyRecord, DailyStore
from ..storage.stats_terms import DRAW, LOST, WON
from ..translatable import QT_TRANSLATE_NOOP
from ..view.window_look import warning_style
from .daily_calendar import MonthCalendar, mark_pixmap
from .daily_words import day_words, share_text

translate = QCoreApplication.translate
PAGE_TITLE = QT_TRANSLATE_NOOP("Daily", "Today's Deal")
NUMBERS = (("current", QT_TRANSLATE_NOOP("Daily", "Current streak")),
           ("best", QT_TRANSLATE_NOOP("Daily", "Best streak")),
           ("played", QT_TRANSLATE_NOOP("Daily", "Days played")),
           ("won", QT_TRANSLATE_NOOP("Daily", "Days won")))
KEY = ((WON, QT_TRANSLATE_NOOP("Daily", "Won")),
       (LOST, QT_TRANSLATE_NOOP("Daily", "Lost or given up")),
       (DRAW, QT_TRANSLATE_NOOP("Daily", "Drawn")))


def copy_result_button(parent: QWidget) -> QPushButton:
    """The "Copy Result" button of the page and of the Today's Deal box."""
    button = QPushButton(translate("Daily", "&Copy Result"), parent)
    button.setToolTip(translate("Daily", "Copy the day's result to share: no cards are "
                                "given away"))
    return button


def page_title() -> str:
    """The page's name on its tab, in the player's language."""
    return translate("Daily", PAGE_TITLE)


class DailyPage(QWidget):
    """Today's Deal in the statistics, from ``store`` as it stands on ``clock``'s day."""

    def __init__(self, store: DailyStore, clock: Clock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.clock = clock
        self.record = DailyRecord()
        self.problem_label = QLabel(self)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)  # it quotes paths
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("dailyProblem")
        self.problem_label.setStyleSheet(warning_style("dailyProblem"))
        self.problem_label.hide()

        numbers = QGroupBox(translate("Daily", "Streaks"), self)
        grid = QGridLayout(numbers)
        grid.setHorizontalSpacing(24)
        self.value_labels: dict[str, QLabel] = {}
        for i, (name, text) in enumerate(NUMBERS):
            value = QLabel("–")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setMinimumWidth(value.fontMetrics().horizontalAdvance("00000"))
            label = QLabel(translate("Daily", "{label}:").format(label=translate("Daily", text)))
            label.setBuddy(value)
            self.value_labels[name] = value
            grid.addWidget(label, i % 2, (i // 2) * 2)
            grid.addWidget(value, i % 2, (i // 2) * 2 + 1)
        grid.setColumnStretch(4, 1)
        self.rule_note = QLabel(translate(
            "Daily", "A streak counts the days in a row on which you finished Today's Deal, "
            "won or lost; a day without it starts the streak again."), self)
        self.rule_note.setWordWrap(True)
        self.rule_note.setEnabled(False)
        grid.addWidget(self.rule_note, 2, 0, 1, 5)

        self.calendar = MonthCalendar(self)
        self.calendar.day_chosen.connect(self._show_day)
        key = QHBoxLayout()
        for result, text in KEY:
            icon = QLabel(self)
            icon.setPixmap(mark_pixmap(result, 16, self.devicePixelRatioF()))
            key.addWidget(icon)
            key.addWidget(QLabel(translate("Daily", text), self))
            key.addSpacing(12)
        key.addStretch(1)
        self.day_label = QLabel(self)
        self.day_label.setWordWrap(True)
        self.day_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = copy_result_button(self)
        self.copy_button.clicked.connect(self.copy_result)
        day_row = QHBoxLayout()
        day_row.addWidget(self.day_label, 1)
        day_row.addWidget(self.copy_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addWidget(numbers)
        layout.addWidget(self.calendar, 1)
        layout.addLayout(key)
        layout.addLayout(day_row)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """Read the results again and show them, on the day chosen (today at first)."""
        record, problem = self.store.read()
        self.record = record
        self.problem_label.setText(problem.message if problem is not None else "")
        self.problem_label.setVisible(problem is not None)
        today = self.clock().date()
        streaks = record.streaks(today)
        values = {"current": streaks.current, "best": streaks.best,
                  "played": len(record.results), "won": record.wins()}
        for name, label in self.value_labels.items():
            label.setText(str(values[name]))
        self.calendar.show_record(record, today, day=self.calendar.chosen_day)
        self._show_day(self.calendar.chosen_day or today)

    def copy_result(self) -> str | None:
        """Copy the chosen day's result, as text to share; the text, or None if the day
        was not played."""
        day = self.calendar.chosen_day
        result = self.record.result(day) if day is not None else None
        if day is None or result is None:
            return None
        text = share_text(result, self.record.streak_on(day))
        QGuiApplication.clipboard().setText(text)
        return text

    def _show_day(self, day: date) -> None:
        result = self.record.result(day)
        self.day_label.setText(day_words(day, result))
        self.copy_button.setEnabled(result is not None)
