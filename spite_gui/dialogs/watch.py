"""Game → Watch the Computers…: who plays (two to four computers, each at its level),
by which rules, and how fast the table shows it.

The dialog only chooses: it hands the choice on as a
:class:`~spite_gui.play.watching.WatchPlan` (plain values) to whoever opens it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from spite_gui.engine import MAX_DEAL_NUMBER, PRESETS
from spite_gui.language import level_name, preset_name
from spite_gui.levels import LEVELS
from spite_gui.play.seating import PLACES
from spite_gui.play.watching import MAX_WATCHED, MIN_WATCHED, WatchPlan
from spite_gui.view.menus import SPEEDS

translate = QCoreApplication.translate
NEW_DEAL = -1  # the deal spin box's "a new deal"
SPEED_NAMES = {choice.key.removeprefix("speed_"): choice.text for choice in SPEEDS.choices}


def speed_name(speed: str) -> str:
    """An animation speed as the View menu names it, without its shortcut mark."""
    return translate("Menus", SPEED_NAMES.get(speed, speed)).replace("&", "")


class WatchDialog(QDialog):
    """Chooses the computer players, the rules and the speed of a watched game."""

    chosen = Signal(object)  # the WatchPlan, when the watcher presses Watch

    def __init__(self, parent: QWidget | None = None,
                 last: WatchPlan | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Watching", "Watch the Computers"))
        intro = QLabel(translate(
            "Watching", "Computer players play a game against one another while you watch. "
            "Each of them sees only its own cards. Nothing of it counts in your statistics, "
            "and the game you are playing waits until you stop watching."))
        intro.setWordWrap(True)
        form = QFormLayout()
        self.players_spin = QSpinBox()
        self.players_spin.setRange(MIN_WATCHED, MAX_WATCHED)
        self.players_spin.valueChanged.connect(self._show_seats)
        form.addRow(translate("Watching", "&Players:"), self.players_spin)
        self.level_combos: list[QComboBox] = []
        self.level_labels: list[QLabel] = []
        for _seat in range(MAX_WATCHED):
            combo = QComboBox()
            for level in LEVELS:
                combo.addItem(level_name(level), level)
            label = QLabel()
            label.setBuddy(combo)
            self.level_combos.append(combo)
            self.level_labels.append(label)
            form.addRow(label, combo)
        self.preset_combo = QComboBox()
        for name in PRESETS:
            self.preset_combo.addItem(preset_name(name), name)
        form.addRow(translate("Watching", "&Rules:"), self.preset_combo)
        self.speed_combo = speed_combo()
        form.addRow(translate("Watching", "&Speed:"), self.speed_combo)
        self.deal_spin = QSpinBox()
        self.deal_spin.setRange(NEW_DEAL, MAX_DEAL_NUMBER)
        self.deal_spin.setSpecialValueText(translate("Watching", "A new deal"))
        self.deal_spin.setToolTip(translate(
            "Watching", "A deal number watches the computers play that deal (the same number "
            "always deals the same cards), such as one you have just played."))
        form.addRow(translate("Watching", "&Deal number:"), self.deal_spin)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        watch = buttons.button(QDialogButtonBox.StandardButton.Ok)
        watch.setText(translate("Watching", "&Watch"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        form.setVerticalSpacing(8)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.show_choice(last or WatchPlan(("medium", "hard")))
        self.accepted.connect(lambda: self.chosen.emit(self.choice()))
        self.setMinimumWidth(420)

    def show_choice(self, choice: WatchPlan) -> None:
        """Show ``choice`` (the last one, when the dialog opens again)."""
        self.players_spin.setValue(len(choice.levels))
        for seat, combo in enumerate(self.level_combos):
            level = choice.levels[seat] if seat < len(choice.levels) else "medium"
            combo.setCurrentIndex(max(0, combo.findData(level)))
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(choice.preset)))
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(choice.speed)))
        self.deal_spin.setValue(NEW_DEAL if choice.deal is None else choice.deal)
        self._show_seats(len(choice.levels))

    def _show_seats(self, players: int) -> None:
        """One level for each seat of the table, each named by its place."""
        places: Sequence[str] = PLACES[players]
        for seat, (label, combo) in enumerate(zip(self.level_labels, self.level_combos,
                                                  strict=True)):
            shown = seat < players
            label.setVisible(shown)
            combo.setVisible(shown)
            if shown:
                label.setText(translate("Watching", "{place}:").format(place=places[seat]))
                combo.setAccessibleName(
                    translate("Watching", "{place}'s level").format(place=places[seat]))

    def choice(self) -> WatchPlan:
        players = self.players_spin.value()
        levels = tuple(str(combo.currentData()) for combo in self.level_combos[:players])
        deal = self.deal_spin.value()
        return WatchPlan(levels, str(self.preset_combo.currentData()),
                         str(self.speed_combo.currentData()), None if deal == NEW_DEAL else deal)


def speed_combo() -> QComboBox:
    """The table's animation speeds, by their View-menu names."""
    combo = QComboBox()
    for speed in SPEED_NAMES:
        combo.addItem(speed_name(speed), speed)
    return combo
