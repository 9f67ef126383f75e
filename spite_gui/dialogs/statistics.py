"""The statistics dialog: totals, the history of finished games, and a reset.

Everything comes from a :class:`StatsStore`; a :class:`StorageProblem` it
raises is shown in the dialog (the numbers are then blank), never raised, and
so are the recorded games it had to leave out. Reset stays within reach.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spite_gui.engine import PRESETS, round_of
from spite_gui.levels import LEVELS
from spite_gui.storage import GameRecord, StatsStore, StorageProblem, Summary
from spite_gui.storage.stats import (
    ABANDONED,
    COMPUTERS_ONLY,
    FRIEND_MARK,
    MIXED,
    WITH_FRIENDS,
    WITH_PEOPLE,
    YOU,
)
from spite_gui.view.screen_fit import fit_size

HISTORY_LIMIT = 200
NO_VALUE = "–"
RESULT_LABELS = {"won": "Won", "lost": "Lost", "draw": "Draw", ABANDONED: "Abandoned"}
HISTORY_COLUMNS = ("Date", "Rules", "Players", "Deal", "Result", "Scores", "Rounds")

# (attribute of Summary, label); the labels' text is what the player reads.
SUMMARY_FIELDS = (
    ("games", "Games played"),
    ("won", "Won"),
    ("lost", "Lost"),
    ("drawn", "Drawn"),
    ("win_rate", "Win rate"),
    ("current_streak", "Current winning streak"),
    ("best_streak", "Best winning streak"),
    ("best_score", "Best score"),
    ("average_payoff_left", "Payoff cards left (average)"),
)


def format_summary_value(name: str, value: int | float | None, abandoned: int = 0) -> str:
    """How one number of a :class:`Summary` reads in the dialog; the games lost say how
    many of them were ``abandoned``: "12 (3 abandoned)"."""
    if value is None:
        return NO_VALUE
    if name == "lost" and abandoned:
        return f"{value} ({abandoned} abandoned)"
    if name == "win_rate":
        return f"{round(value * 100)}%"
    if name == "average_payoff_left":
        return f"{value:.1f}"
    return str(value)


def format_date(finished_at: str) -> str:
    """An ISO timestamp as local date and time, "2026-11-01 21:00"."""
    try:
        moment = datetime.fromisoformat(finished_at)
        if moment.tzinfo is not None:
            moment = moment.astimezone()
    except (ValueError, OverflowError, OSError):  # not a date, or one no clock can show
        return finished_at
    return moment.strftime("%Y-%m-%d %H:%M")


def unreadable_note(count: int) -> str | None:
    """What the dialog says about recorded games it had to leave out."""
    if not count:
        return None
    games = "game" if count == 1 else "games"
    return (f"{count} recorded {games} could not be read and {'is' if count == 1 else 'are'}"
            " left out. Reset statistics… removes them with the rest.")


def format_players(record: GameRecord) -> str:
    """ "2: Medium", "3: Easy, Hard" or, with a friend over the network, "2: Bob (friend)"."""
    levels = ", ".join(f"{level.removeprefix(FRIEND_MARK)} (friend)"
                       if level.startswith(FRIEND_MARK) else level.capitalize()
                       for level in record.levels)
    return f"{record.players}: {levels}"


class StatisticsDialog(QDialog):
    """Show what ``store`` holds, filtered by computer level and rules preset."""

    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.store = store

        self.level_combo = QComboBox()
        self.level_combo.addItem("All levels", None)
        for level in LEVELS:
            self.level_combo.addItem(level.capitalize(), level)
        self.level_combo.addItem("Mixed levels", MIXED)
        self.preset_combo = QComboBox()
        self.preset_combo.addItem("All rules", None)
        for name in (*PRESETS, "Custom"):
            self.preset_combo.addItem(name, name)
        self.player_combo = QComboBox()  # whose record: "You", or each person by name
        self.company_combo = QComboBox()
        for label, company in (("Everyone", None), ("The computers only", COMPUTERS_ONLY),
                               ("Other people too", WITH_PEOPLE),
                               ("Friends over the network", WITH_FRIENDS)):
            self.company_combo.addItem(label, company)
        self.friend_combo = QComboBox()  # which friend, among games with friends
        self.friend_combo.addItem("Any friend", None)
        self.friend_combo.setEnabled(False)
        people = QHBoxLayout()
        player_label = QLabel("&Player:")
        player_label.setBuddy(self.player_combo)
        company_label = QLabel("Played &with:")
        company_label.setBuddy(self.company_combo)
        for widget in (player_label, self.player_combo):
            people.addWidget(widget)
        people.addSpacing(16)
        for widget in (company_label, self.company_combo, self.friend_combo):
            people.addWidget(widget)
        people.addStretch(1)
        filters = QHBoxLayout()
        level_label = QLabel("Computer &level:")
        level_label.setBuddy(self.level_combo)
        preset_label = QLabel("&Rules:")
        preset_label.setBuddy(self.preset_combo)
        filters.addWidget(level_label)
        filters.addWidget(self.level_combo)
        filters.addSpacing(16)
        filters.addWidget(preset_label)
        filters.addWidget(self.preset_combo)
        filters.addStretch(1)

        self.problem_label = QLabel()
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)  # it quotes paths
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("statsProblem")
        self.problem_label.setStyleSheet(
            "QLabel#statsProblem { color: #8a1c1c; background: #fdecea;"
            " border: 1px solid #e6b0aa; border-radius: 4px; padding: 6px; }")
        self.problem_label.hide()

        totals = QGroupBox("Totals")
        grid = QGridLayout(totals)
        grid.setHorizontalSpacing(24)
        self.value_labels: dict[str, QLabel] = {}
        half = (len(SUMMARY_FIELDS) + 1) // 2
        for i, (name, text) in enumerate(SUMMARY_FIELDS):
            value = QLabel(NO_VALUE)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setMinimumWidth(value.fontMetrics().horizontalAdvance("0000%"))
            self.value_labels[name] = value
            row, col = i % half, (i // half) * 2
            grid.addWidget(QLabel(f"{text}:"), row, col)
            grid.addWidget(value, row, col + 1)
        grid.setColumnStretch(4, 1)

        history = QGroupBox("Recent games")
        self.table = QTableWidget(0, len(HISTORY_COLUMNS))
        self.table.setHorizontalHeaderLabels(list(HISTORY_COLUMNS))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(HISTORY_COLUMNS.index("Players"),
                                    QHeaderView.ResizeMode.Stretch)
        self.empty_label = QLabel("No finished games yet.")
        self.empty_label.setEnabled(False)
        history_layout = QVBoxLayout(history)
        history_layout.addWidget(self.table, 1)
        history_layout.addWidget(self.empty_label, 1, Qt.AlignmentFlag.AlignTop)

        self.reset_button = QPushButton("Reset statistics…")
        self.reset_button.clicked.connect(self.confirm_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(people)
        layout.addLayout(filters)
        layout.addWidget(self.problem_label)
        layout.addWidget(totals)
        layout.addWidget(history, 1)
        layout.addWidget(self.buttons)
        self.resize(fit_size(self, QSize(720, 520)))  # the list of games scrolls

        for combo in (self.player_combo, self.company_combo, self.friend_combo,
                      self.level_combo, self.preset_combo):
            combo.currentIndexChanged.connect(self.refresh)
        self.refresh()

    # -- public --------------------------------------------------------------------
    @property
    def player(self) -> str:
        return self.player_combo.currentData() or YOU

    @property
    def company(self) -> str | None:
        return self.company_combo.currentData()

    @property
    def friend(self) -> str | None:
        """The friend whose games with the player are shown (games with friends only)."""
        return self.friend_combo.currentData() if self.company == WITH_FRIENDS else None

    @property
    def level(self) -> str | None:
        return self.level_combo.currentData()

    @property
    def preset(self) -> str | None:
        return self.preset_combo.currentData()

    def shown_summary(self) -> dict[str, str]:
        """The totals as the dialog shows them, by :class:`Summary` field name."""
        return {name: label.text() for name, label in self.value_labels.items()}

    def refresh(self) -> None:
        """Read the store again with the current filters."""
        problem = None
        try:
            self._list_players(self.store.players())
            self._list_friends(self.store.friends())
            summary = self.store.summary(self.level, self.preset, self.player, self.company,
                                         self.friend)
            records = [r for r in self.store.history(HISTORY_LIMIT) if self._matches(r)]
            problem = unreadable_note(summary.unreadable)
        except StorageProblem as exc:
            problem = exc.message
            summary, records = None, []
        self._show_problem(problem)
        self._show_summary(summary)
        self._show_history(records)

    def confirm_reset(self) -> bool:
        """Ask, then forget every recorded game. Returns whether they were forgotten."""
        answer = QMessageBox.question(
            self, "Reset statistics",
            "Forget every finished game and start your statistics afresh?\n"
            "This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        problem = None
        try:
            self.store.reset()
        except StorageProblem as exc:
            problem = exc.message
        self.refresh()
        if problem is not None:
            self._show_problem(problem)
        return problem is None

    # -- showing -------------------------------------------------------------------
    def _list_players(self, names: list[str]) -> None:
        """Every name with a record, the chosen one kept ("You" at first)."""
        names = names or [YOU]
        if [self.player_combo.itemData(i) for i in range(self.player_combo.count())] == names:
            return
        chosen = self.player
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        for name in names:
            self.player_combo.addItem(name, name)
        self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(chosen)))
        self.player_combo.blockSignals(False)

    def _list_friends(self, names: list[str]) -> None:
        """Every friend played with, the chosen one kept ("Any friend" at first)."""
        self.friend_combo.setEnabled(self.company == WITH_FRIENDS)
        if [self.friend_combo.itemData(i) for i in range(1, self.friend_combo.count())] == names:
            return
        chosen = self.friend_combo.currentData()
        self.friend_combo.blockSignals(True)
        while self.friend_combo.count() > 1:
            self.friend_combo.removeItem(1)
        for name in names:
            self.friend_combo.addItem(name, name)
        self.friend_combo.setCurrentIndex(max(0, self.friend_combo.findData(chosen)))
        self.friend_combo.blockSignals(False)

    def _matches(self, record: GameRecord) -> bool:
        return (record.player == self.player
                and (self.company is None or record.company == self.company)
                and (self.friend is None or self.friend in record.friends)
                and (self.level is None or record.level == self.level)
                and (self.preset is None or record.preset == self.preset))

    def _show_problem(self, problem: str | None) -> None:
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(problem is not None)

    def _show_summary(self, summary: Summary | None) -> None:
        for name, label in self.value_labels.items():
            value = getattr(summary, name) if summary is not None else None
            if name == "win_rate" and summary is not None and summary.games == 0:
                value = None  # no games: a rate of "0%" would read as all lost
            abandoned = summary.abandoned if summary is not None else 0
            label.setText(format_summary_value(name, value, abandoned))

    def _show_history(self, records: list[GameRecord]) -> None:
        self.table.setRowCount(len(records))
        for row, record in enumerate(records):
            cells = (
                format_date(record.finished_at),
                record.preset,
                format_players(record),
                f"#{record.deal}",
                RESULT_LABELS.get(record.result, record.result),
                " – ".join(str(s) for s in record.scores),
                str(round_of(record.turns, record.players)),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (3, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.setVisible(bool(records))
        self.empty_label.setVisible(not records)


__all__ = ["StatisticsDialog"]
