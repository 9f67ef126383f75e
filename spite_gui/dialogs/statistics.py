"""The statistics dialog: totals, the history of finished games, and a reset.

Everything comes from a :class:`StatsStore`; a :class:`StorageProblem` it
raises is shown in the dialog (the numbers are then blank), never raised, and
so are the recorded games it had to leave out. Reset stays within reach.

The store answers the totals and the games a filter keeps at once, however many
games there are; the list (:class:`GamesModel`) reads the games themselves a page at
a time as it scrolls. Opened before the game has read every recorded game (right
after start-up, with years of games), the dialog shows at once and reads the rest a
step at a time, saying so, with the filters waiting until the numbers are in.
Names recorded from other people's programs are shown as the table shows a name from
the network (:func:`~spite_gui.play.seating.clean_name`).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
)
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
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from spite_gui.engine import PRESETS, round_of
from spite_gui.engine.rules import CUSTOM
from spite_gui.language import level_name, preset_name
from spite_gui.levels import LEVELS
from spite_gui.play.seating import clean_name
from spite_gui.storage import GameRecord, StatsStore, StorageProblem, Summary
from spite_gui.storage.stats import (
    ABANDONED,
    COMPUTERS_ONLY,
    FRIEND_MARK,
    MIXED,
    READ_AHEAD,
    WITH_FRIENDS,
    WITH_PEOPLE,
    YOU,
    Choice,
)
from spite_gui.table.speech import seat_name
from spite_gui.translatable import QT_TRANSLATE_NOOP
from spite_gui.view.screen_fit import fit_size
from spite_gui.view.window_look import warning_style
from spite_gui.view.wording import said_words

translate = QCoreApplication.translate

#: How many games the list reads at a time, as it scrolls (a screenful and more).
PAGE = 50
NO_VALUE = "–"
NO_NAME = QT_TRANSLATE_NOOP("Statistics", "(no name)")
NO_GAMES = QT_TRANSLATE_NOOP("Statistics", "No finished games yet.")
RESULT_LABELS = {"won": QT_TRANSLATE_NOOP("Statistics", "Won"),
                 "lost": QT_TRANSLATE_NOOP("Statistics", "Lost"),
                 "draw": QT_TRANSLATE_NOOP("Statistics", "Draw"),
                 ABANDONED: QT_TRANSLATE_NOOP("Statistics", "Abandoned")}
HISTORY_COLUMNS = ("Date", "Rules", "Players", "Deal", "Result", "Scores", "Rounds")
HISTORY_TITLES = (QT_TRANSLATE_NOOP("Statistics", "Date"), QT_TRANSLATE_NOOP("Statistics", "Rules"),
                  QT_TRANSLATE_NOOP("Statistics", "Players"),
                  QT_TRANSLATE_NOOP("Statistics", "Deal"),
                  QT_TRANSLATE_NOOP("Statistics", "Result"),
                  QT_TRANSLATE_NOOP("Statistics", "Scores"),
                  QT_TRANSLATE_NOOP("Statistics", "Rounds"))

# (attribute of Summary, label); the labels' text is what the player reads.
SUMMARY_FIELDS = (
    ("games", QT_TRANSLATE_NOOP("Statistics", "Games played")),
    ("won", QT_TRANSLATE_NOOP("Statistics", "Won")),
    ("lost", QT_TRANSLATE_NOOP("Statistics", "Lost")),
    ("drawn", QT_TRANSLATE_NOOP("Statistics", "Drawn")),
    ("win_rate", QT_TRANSLATE_NOOP("Statistics", "Win rate")),
    ("current_streak", QT_TRANSLATE_NOOP("Statistics", "Current winning streak")),
    ("best_streak", QT_TRANSLATE_NOOP("Statistics", "Best winning streak")),
    ("best_score", QT_TRANSLATE_NOOP("Statistics", "Best score")),
    ("average_payoff_left", QT_TRANSLATE_NOOP("Statistics", "Payoff cards left (average)")),
)


def format_summary_value(name: str, value: int | float | None, abandoned: int = 0) -> str:
    """How one number of a :class:`Summary` reads in the dialog; the games lost say how
    many of them were ``abandoned``: "12 (3 abandoned)"."""
    if value is None:
        return NO_VALUE
    if name == "lost" and abandoned:
        return translate("Statistics", "{lost} (%n abandoned)", None, abandoned).format(
            lost=value)
    if name == "win_rate":
        return translate("Statistics", "{percent}%").format(percent=round(value * 100))
    if name == "average_payoff_left":
        return QLocale().toString(float(value), "f", 1)
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
    return translate("Statistics", "%n recorded game(s) could not be read and are left out. "
                     "Reset statistics… removes them with the rest.", None, count)


def shown_name(name: str) -> str:
    """A name as recorded (a friend's, whatever their program sent), as the table shows a
    name from the network: one short line, without control or direction characters."""
    return clean_name(name, translate("Statistics", NO_NAME))


def format_players(record: GameRecord) -> str:
    """ "2: Medium", "3: Easy, Hard" or, with a friend over the network, "2: Bob (friend)"."""
    levels = ", ".join(translate("Statistics", "{name} (friend)").format(
                           name=shown_name(level.removeprefix(FRIEND_MARK)))
                       if level.startswith(FRIEND_MARK) else level_name(level)
                       for level in record.levels)
    return f"{record.players}: {levels}"


def history_cells(record: GameRecord) -> tuple[str, ...]:
    """One game as the list shows it, a text for each of :data:`HISTORY_COLUMNS`."""
    return (
        format_date(record.finished_at),
        preset_name(record.preset),
        format_players(record),
        f"#{record.deal}",
        translate("Statistics", RESULT_LABELS.get(record.result, record.result)),
        " – ".join(str(s) for s in record.scores),
        str(round_of(record.turns, record.players)),
    )


NUMBER_COLUMNS = (HISTORY_COLUMNS.index("Deal"), HISTORY_COLUMNS.index("Rounds"))
PLAYERS_COLUMN = HISTORY_COLUMNS.index("Players")


def widest_cells() -> tuple[str, ...]:
    """The widest text each column shows, in the player's language (the players' column is
    as wide as the list leaves it)."""
    return ("2026-12-31 23:59", max((*map(preset_name, PRESETS), preset_name(CUSTOM)), key=len),
            "", "#2147483647",
            max((translate("Statistics", label) for label in RESULT_LABELS.values()), key=len),
            "100 – 100 – 100 – 100", "9999")
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()  # a table's rows have none


def _chosen(combo: QComboBox) -> str | None:
    """What the item chosen in one of the dialog's combo boxes stands for: a name, or None
    for all of them (every item's data is one or the other)."""
    chosen: str | None = combo.currentData()
    return chosen


class GamesModel(QAbstractTableModel):
    """The games a filter keeps, the latest first: their ids come all at once, the games
    themselves a page at a time as the list scrolls (``canFetchMore``/``fetchMore``)."""

    problem = Signal(str)  # the store could not read a page

    def __init__(self, store: StatsStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._ids: list[int] = []
        self._read = 0  # how many of the ids have been read
        self._cells: list[tuple[str, ...]] = []
        self._records: list[GameRecord] = []  # the games read, row by row

    def record(self, row: int) -> GameRecord | None:
        """The game of ``row`` (read), or None."""
        return self._records[row] if 0 <= row < len(self._records) else None

    def show_games(self, ids: list[int]) -> None:
        """List the games with these ids (the first page read at once)."""
        self.beginResetModel()
        self._ids, self._read, self._cells, self._records = ids, 0, [], []
        self.endResetModel()
        if self.canFetchMore(NO_PARENT):
            self.fetchMore(NO_PARENT)

    @property
    def games(self) -> int:
        """How many games the list holds, read or not."""
        return len(self._ids)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._cells)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(HISTORY_COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole or (
                role == Qt.ItemDataRole.ToolTipRole and index.column() == PLAYERS_COLUMN):
            return self._cells[index.row()][index.column()]  # the players whole, if cut
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in NUMBER_COLUMNS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("Statistics", HISTORY_TITLES[section])
        return None

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and self._read < len(self._ids)

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid():
            return
        page = self._ids[self._read:self._read + PAGE]
        try:
            records = self._store.games(page)
        except StorageProblem as exc:
            self._ids = self._ids[:self._read]  # the rest cannot be read now
            self.problem.emit(said_words(exc.message))
            return
        self._read += len(page)
        if records:
            first = len(self._cells)
            self.beginInsertRows(NO_PARENT, first, first + len(records) - 1)
            self._cells.extend(map(history_cells, records))
            self._records.extend(records)
            self.endInsertRows()


class StatisticsDialog(QDialog):
    """Show what ``store`` holds, filtered by computer level and rules preset."""

    review_requested = Signal(object)  # the GameRecord of the game chosen in the history
    statistics_reset = Signal()  # every recorded game was forgotten

    def __init__(self, store: StatsStore, parent: QWidget | None = None,
                 read_step: int = READ_AHEAD) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.store = store
        self._read_step = read_step  # games read between two looks at the window
        self._reader = QTimer(self)  # the dialog's own: it stops with the dialog
        self._reader.setSingleShot(True)
        self._reader.setInterval(0)
        self._reader.timeout.connect(self._read_on)

        self.level_combo = QComboBox()
        self.level_combo.addItem(translate("Statistics", "All levels"), None)
        for level in LEVELS:
            self.level_combo.addItem(level_name(level), level)
        self.level_combo.addItem(translate("Statistics", "Mixed levels"), MIXED)
        self.preset_combo = QComboBox()
        self.preset_combo.addItem(translate("Statistics", "All rules"), None)
        for name in (*PRESETS, CUSTOM):
            self.preset_combo.addItem(preset_name(name), name)
        self.player_combo = QComboBox()  # whose record: "You", or each person by name
        self.company_combo = QComboBox()
        for label, company in ((translate("Statistics", "Everyone"), None),
                               (translate("Statistics", "The computers only"), COMPUTERS_ONLY),
                               (translate("Statistics", "Other people too"), WITH_PEOPLE),
                               (translate("Statistics", "Friends over the network"),
                                WITH_FRIENDS)):
            self.company_combo.addItem(label, company)
        self.friend_combo = QComboBox()  # which friend, among games with friends
        self.friend_combo.addItem(translate("Statistics", "Any friend"), None)
        self.friend_combo.setEnabled(False)
        self._players_listed: list[str] = []  # the names in the two lists, as recorded
        self._friends_listed: list[str] = []
        people = QHBoxLayout()
        player_label = QLabel(translate("Statistics", "&Player:"))
        player_label.setBuddy(self.player_combo)
        company_label = QLabel(translate("Statistics", "Played &with:"))
        company_label.setBuddy(self.company_combo)
        for widget in (player_label, self.player_combo):
            people.addWidget(widget)
        people.addSpacing(16)
        for widget in (company_label, self.company_combo, self.friend_combo):
            people.addWidget(widget)
        people.addStretch(1)
        filters = QHBoxLayout()
        level_label = QLabel(translate("Statistics", "Computer &level:"))
        level_label.setBuddy(self.level_combo)
        preset_label = QLabel(translate("Statistics", "&Rules:"))
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
        self.problem_label.setStyleSheet(warning_style("statsProblem"))
        self.problem_label.hide()

        totals = QGroupBox(translate("Statistics", "Totals"))
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
            grid.addWidget(QLabel(translate("Statistics", "{label}:").format(
                label=translate("Statistics", text))), row, col)
            grid.addWidget(value, row, col + 1)
        grid.setColumnStretch(4, 1)

        history = QGroupBox(translate("Statistics", "Games, the latest first"))
        self.games = GamesModel(store, self)
        self.games.problem.connect(self._show_problem)
        self.table = QTableView()
        self.table.setModel(self.games)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.fontMetrics().height() + 8)  # a line of text each: more games shown
        self.empty_label = QLabel(translate("Statistics", NO_GAMES))
        self.empty_label.setEnabled(False)
        history_layout = QVBoxLayout(history)
        history_layout.addWidget(self.table, 1)
        history_layout.addWidget(self.empty_label, 1, Qt.AlignmentFlag.AlignTop)

        self.reset_button = QPushButton(translate("Statistics", "Reset statistics…"))
        self.reset_button.clicked.connect(self.confirm_reset)
        self.review_button = QPushButton(translate("Statistics", "Re&view Game"))
        self.review_button.setToolTip(translate(
            "Statistics", "Step through the chosen game and see how each of your turns "
            "compares with the Expert's (also a double-click or Enter on the game)"))
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(self.review_chosen)
        self.table.selectionModel().currentRowChanged.connect(self._chosen_changed)
        self.table.activated.connect(self.review_chosen)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)

        games_page = QWidget()
        layout = QVBoxLayout(games_page)
        layout.addLayout(people)
        layout.addLayout(filters)
        layout.addWidget(self.problem_label)
        layout.addWidget(totals)
        layout.addWidget(history, 1)
        self.pages = QTabWidget(self)  # the games; then any page add_page() adds
        self.pages.addTab(games_page, translate("Statistics", "Games"))
        outer = QVBoxLayout(self)
        outer.addWidget(self.pages, 1)
        outer.addWidget(self.buttons)
        self.resize(fit_size(self, QSize(880, 640)))  # the list of games scrolls

        self._filters = (self.player_combo, self.company_combo, self.friend_combo,
                         self.level_combo, self.preset_combo)
        for combo in self._filters:
            combo.currentIndexChanged.connect(self.refresh)
        self._read_on()

    # -- public --------------------------------------------------------------------
    @property
    def player(self) -> str:
        return _chosen(self.player_combo) or YOU

    @property
    def company(self) -> str | None:
        return _chosen(self.company_combo)

    @property
    def friend(self) -> str | None:
        """The friend whose games with the player are shown (games with friends only)."""
        return _chosen(self.friend_combo) if self.company == WITH_FRIENDS else None

    @property
    def level(self) -> str | None:
        return _chosen(self.level_combo)

    @property
    def preset(self) -> str | None:
        return _chosen(self.preset_combo)

    @property
    def reading(self) -> bool:
        """Whether the dialog is still reading the recorded games (the numbers not in)."""
        return self._reader.isActive()

    def add_page(self, page: QWidget, title: str) -> None:
        """Another page of the statistics (Today's Deal, say), on a tab of its own."""
        self.pages.addTab(page, title)

    def shown_summary(self) -> dict[str, str]:
        """The totals as the dialog shows them, by :class:`Summary` field name."""
        return {name: label.text() for name, label in self.value_labels.items()}

    def refresh(self) -> None:
        """Read the store again with the current filters."""
        problem = None
        try:
            self._list_players(self.store.players())
            self.friend_combo.setEnabled(self.company == WITH_FRIENDS)
            if self.company == WITH_FRIENDS:  # a thousand friends: listed when wanted
                self._list_friends(self.store.friends())
            summary = self.store.summary(self.level, self.preset, self.player, self.company,
                                         self.friend)
            ids = self.store.game_ids(Choice(self.player, self.company, self.friend,
                                             self.level, self.preset))
            problem = unreadable_note(summary.unreadable)
        except StorageProblem as exc:
            problem = said_words(exc.message)
            summary, ids = None, []
        self._show_problem(problem)
        self._show_summary(summary)
        self._show_history(ids)

    def _read_on(self) -> None:
        """Read a step of the games not read yet; the numbers once every game is read."""
        try:
            done = self.store.read_ahead(self._read_step)
        except StorageProblem as exc:  # shown as refresh() shows it
            self._show_problem(said_words(exc.message))
            self._show_summary(None)
            self._show_history([])
            return
        for combo in self._filters:
            combo.setEnabled(done)  # the friend filter, as the company asks: refresh()
        if done:
            self.refresh()
            return
        self.empty_label.setText(translate(
            "Statistics", "Reading the games you have played: {count} so far…").format(
                count=QLocale().toString(self.store.games_read)))
        self.table.hide()
        self.empty_label.show()
        self._reader.start()

    def _chosen_changed(self) -> None:
        self.review_button.setEnabled(self.table.currentIndex().isValid())

    def review_chosen(self) -> None:
        """Review the game chosen in the history (its moves are kept with the statistics)."""
        record = self.games.record(self.table.currentIndex().row())
        if record is not None:
            self.review_requested.emit(record)

    def confirm_reset(self) -> bool:
        """Ask, then forget every recorded game. Returns whether they were forgotten."""
        answer = QMessageBox.question(
            self, translate("Statistics", "Reset statistics"),
            translate("Statistics", "Forget every finished game and start your statistics "
                      "afresh?\nThis cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        problem = None
        try:
            self.store.reset()
        except StorageProblem as exc:
            problem = said_words(exc.message)
        self.refresh()
        if problem is not None:
            self._show_problem(problem)
        else:
            self.statistics_reset.emit()
        return problem is None

    # -- showing -------------------------------------------------------------------
    def _list_players(self, names: list[str]) -> None:
        """Every name with a record, the chosen one kept ("You" at first)."""
        names = names or [YOU]
        if self._players_listed == names:
            return
        self._players_listed = names
        chosen = self.player
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        for name in names:
            self.player_combo.addItem(
                translate("Statistics", "You") if name == YOU
                else seat_name(shown_name(name), computer=False), name)  # "Player 2" too
        self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(chosen)))
        self.player_combo.blockSignals(False)

    def _list_friends(self, names: list[str]) -> None:
        """Every friend played with, the chosen one kept ("Any friend" at first)."""
        if self._friends_listed == names:
            return
        self._friends_listed = names
        chosen = _chosen(self.friend_combo)
        self.friend_combo.blockSignals(True)
        while self.friend_combo.count() > 1:
            self.friend_combo.removeItem(1)
        for name in names:
            self.friend_combo.addItem(shown_name(name), name)
        self.friend_combo.setCurrentIndex(max(0, self.friend_combo.findData(chosen)))
        self.friend_combo.blockSignals(False)

    def _fit_columns(self) -> None:
        """Each column as wide as the widest text it can show (measuring the rows would
        read every game), the players' taking what is left."""
        header = self.table.horizontalHeader()
        padding = 4 * self.table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        metrics = self.table.fontMetrics()
        for column, widest in enumerate(widest_cells()):
            header.resizeSection(column, padding + max(
                metrics.horizontalAdvance(translate("Statistics", HISTORY_TITLES[column])),
                metrics.horizontalAdvance(widest)))
        header.setSectionResizeMode(PLAYERS_COLUMN, QHeaderView.ResizeMode.Stretch)

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

    def _show_history(self, ids: list[int]) -> None:
        self.games.show_games(ids)
        self._fit_columns()  # a list shown afresh has its columns as Qt first makes them
        self.empty_label.setText(translate("Statistics", NO_GAMES))
        self.table.setVisible(bool(ids))
        self.empty_label.setVisible(not ids)
        self._chosen_changed()


__all__ = ["StatisticsDialog"]
