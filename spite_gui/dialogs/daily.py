"""Game → Today's Deal…: the day, its deal, whether it is done, and the level to play it at.

The dialog shows what the controller hands it and asks nothing of the disk:
:attr:`DailyDialog.play_requested` carries the level chosen, and "Copy Result" (once
the day's game has counted) puts the text to share on the clipboard.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.daily import DAILY_PRESET
from ..language import level_name, preset_name
from ..levels import LEVELS
from ..storage.daily import DailyRecord
from .daily_calendar import mark_pixmap
from .daily_page import copy_result_button
from .daily_words import long_day, result_words, share_text

translate = QCoreApplication.translate


class DailyDialog(QDialog):
    """Today's deal for ``today`` (deal number ``deal``) as ``record`` stands; the level
    offered first is ``level``; ``under_way``: the day's counted game is on the table now.

    Open it with ``open()``: it is window-modal and never blocks in a nested loop."""

    play_requested = Signal(str)  # the computer's level

    def __init__(self, today: date, deal: int, record: DailyRecord, level: str,
                 under_way: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Daily", "Today's Deal"))
        self.today, self.record = today, record
        result = record.result(today)
        self.counted = result is not None
        self.headline = QLabel(long_day(today), self)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.headline.setFont(font)
        self.deal_label = QLabel(translate(
            "Daily", "Deal #{deal} · {rules} rules · you against one computer").format(
                deal=QLocale().toString(deal), rules=preset_name(DAILY_PRESET)), self)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if result is not None:
            status = translate(
                "Daily", "Done today: {result}. Playing this deal again is practice: it "
                "does not count.").format(result=result_words(result))
        elif under_way:
            status = translate("Daily", "Your game of today's deal is on the table: the "
                               "first game you finish counts.")
        else:
            status = translate("Daily", "Not played yet today. Everybody gets the same cards "
                               "today; your first finished game counts (giving up counts as "
                               "a loss).")
        self.status_label = QLabel(status, self)
        self.status_label.setWordWrap(True)
        streaks = record.streaks(today)
        self.streak_label = QLabel(translate(
            "Daily", "Streak: {current} · best {best}").format(
                current=translate("Daily", "%n day(s)", None, streaks.current),
                best=translate("Daily", "%n day(s)", None, streaks.best)), self)
        self.level_combo = QComboBox(self)
        for name in LEVELS:
            self.level_combo.addItem(level_name(name), name)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(level)))
        form = QFormLayout()
        form.addRow(translate("Daily", "Computer &level:"), self.level_combo)

        buttons = QDialogButtonBox(self)
        self.play_button = QPushButton(
            translate("Daily", "Play for &Practice") if self.counted
            else translate("Daily", "&Play Today's Deal"), self)
        self.play_button.setDefault(True)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.copy_button = copy_result_button(self)
        self.copy_button.setEnabled(self.counted)
        self.copy_button.clicked.connect(self.copy_result)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._play)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.deal_label)
        layout.addSpacing(6)
        status_row = QHBoxLayout()
        if result is not None:  # the calendar's mark of the day
            mark = QLabel(self)
            mark.setPixmap(mark_pixmap(result.result, 22, self.devicePixelRatioF()))
            mark.setAlignment(Qt.AlignmentFlag.AlignTop)
            status_row.addWidget(mark)
        status_row.addWidget(self.status_label, 1)
        layout.addLayout(status_row)
        layout.addWidget(self.streak_label)
        layout.addSpacing(6)
        layout.addLayout(form)
        layout.addSpacing(6)
        layout.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 36)

    @property
    def level(self) -> str:
        chosen: str = self.level_combo.currentData()
        return chosen

    def copy_result(self) -> str | None:
        """Put the day's result on the clipboard (the text, or None before it counts)."""
        result = self.record.result(self.today)
        if result is None:
            return None
        text = share_text(result, self.record.streak_on(self.today))
        QGuiApplication.clipboard().setText(text)
        self.copy_button.setText(translate("Daily", "Copied"))
        return text

    def _play(self) -> None:
        self.accept()
        self.play_requested.emit(self.level)
