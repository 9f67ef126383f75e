"""Game → Play with Friends…: host a table, or join one.

**Host a Table** chooses the rules, the match and who sits where (you first, then
friends and computers at their levels), what happens when a friend drops out, and
how friends come in (on this network, by invite code). Once the table is open the
page shows each friend's seat with its invite code to read out or copy, until the
game is dealt.

**Join a Table** lists the tables announced on this network with each one's address
and fingerprint (one click joins), and takes an address and port or an invite code.
A table on this network asks a new friend for its PIN (:class:`PinDialog`), or its
host lets each one in.

The dialog only shows and asks: what it is told comes from its controller
(:mod:`spite_gui.controller.friends`), and what the player chose goes back as a
:class:`HostChoice` or a :class:`JoinChoice`. Nothing here waits for the network.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spite_gui.engine import PRESETS
from spite_gui.language import level_name, preset_name
from spite_gui.levels import LEVELS
from spite_gui.play.seating import MAX_PERSON_NAME
from spite_gui.table.company import reason_words
from spite_gui.translatable import QT_TRANSLATE_NOOP
from spite_gui.view.chat_panel import SeatRow, SeatsList
from spite_gui.view.screen_fit import fit_size

from ..view.window_look import warning_ink

FRIEND, COMPUTER = "remote", "computer"
MINE = ""  # the rules key of "your rules, as in Preferences"
TURN_LABELS = {0: QT_TRANSLATE_NOOP("Friends", "No limit"),
               60: QT_TRANSLATE_NOOP("Friends", "1 minute a turn"),
               120: QT_TRANSLATE_NOOP("Friends", "2 minutes a turn"),
               300: QT_TRANSLATE_NOOP("Friends", "5 minutes a turn")}
MATCH_LABELS = {0: QT_TRANSLATE_NOOP("Friends", "Single games"),
                25: QT_TRANSLATE_NOOP("Friends", "First to 25 points"),
                50: QT_TRANSLATE_NOOP("Friends", "First to 50 points"),
                100: QT_TRANSLATE_NOOP("Friends", "First to 100 points")}
HOST_TAB, JOIN_TAB = 0, 1
# the Join list until the first answer
LOOKING = QT_TRANSLATE_NOOP("Friends", "Looking for tables on this network…")
translate = QCoreApplication.translate


class HostChoice(NamedTuple):
    """The table the player wants to host."""

    name: str
    rules: str  # a preset's name, or MINE: the rules in Preferences
    seats: tuple[tuple[str, str], ...]  # after yours: (FRIEND or COMPUTER, level)
    match_target: int
    stand_in: str
    wait: int
    nearby: bool
    invite: bool
    port: int
    door: str = "pin"  # new friends on this network: "pin" (the table's PIN) or "ask"
    turn_time: int = 0  # seconds a person's turn may take, then a computer plays it (0: any)


class JoinChoice(NamedTuple):
    """The table the player wants to join: ``how`` is "nearby" (a table of the list, at
    ``address``:``port``), "address" (``address`` as typed) or "code"."""

    name: str
    how: str
    address: str = ""
    port: int = 0
    code: str = ""
    table: str = ""  # the table's name, as the list shows it
    table_key: str = ""  # the table's public key, from the list (no other table is taken)
    pin: str = ""  # the table's PIN as typed ("" if not yet)


class TableListing(NamedTuple):
    """A table found on this network, as the Join list shows it."""

    name: str
    rules: str
    players: int
    free: int
    address: str
    port: int
    joinable: bool
    version: str
    fingerprint: str = ""
    table_key: str = ""


def _level_combo(level: str = "medium") -> QComboBox:
    combo = QComboBox()
    for each in LEVELS:
        combo.addItem(level_name(each), each)
    combo.setCurrentIndex(max(0, combo.findData(level)))
    return combo


class FriendsDialog(QDialog):
    """Host a table or join one. See the module's docstring."""

    host_requested = Signal(object)  # HostChoice
    join_requested = Signal(object)  # JoinChoice
    deal_requested = Signal()  # the host deals now
    close_requested = Signal()  # the host closes the table it opened
    cancel_requested = Signal()  # stop joining

    def __init__(self, name: str, my_rules: str, parent: QWidget | None = None) -> None:
        """``name``: the player's name at tables with friends; ``my_rules``: what the rules in
        Preferences are called ("Classic", "Custom")."""
        super().__init__(parent)
        self.setWindowTitle(translate("Friends", "Play with Friends"))
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_PERSON_NAME)
        self.name_edit.setPlaceholderText(translate("Friends", "the name your friends see"))
        top = QFormLayout()
        top.addRow(translate("Friends", "Your &name:"), self.name_edit)
        self.tabs = QTabWidget()
        self.host_pages = QStackedWidget()
        self.host_pages.addWidget(self._build_setup(my_rules))
        self.host_pages.addWidget(self._build_lobby())
        self.tabs.addTab(self.host_pages, translate("Friends", "&Host a Table"))
        self.tabs.addTab(self._build_join(), translate("Friends", "&Join a Table"))
        self.status_label = QLabel()
        self.status_label.setObjectName("friendsStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self._players_changed(self.players_spin.value())
        self.resize(fit_size(self, self.sizeHint()))

    # -- host: the setup ----------------------------------------------------------------------
    def _build_setup(self, my_rules: str) -> QWidget:
        page = QWidget()
        self.rules_combo = QComboBox()
        self.rules_combo.addItem(
            translate("Friends", "Your rules ({rules})").format(rules=preset_name(my_rules)), MINE)
        for preset in PRESETS:
            self.rules_combo.addItem(preset_name(preset), preset)
        self.rules_combo.setToolTip(
            translate("Friends", "Your rules are the ones set in Preferences → Rules."))
        self.match_combo = QComboBox()
        for target, words in MATCH_LABELS.items():
            self.match_combo.addItem(translate("Friends", words), target)
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 4)
        self.players_spin.valueChanged.connect(self._players_changed)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(translate("Friends", "&Rules:"), self.rules_combo)
        form.addRow(translate("Friends", "&Match:"), self.match_combo)
        form.addRow(translate("Friends", "&Players:"), self.players_spin)
        self.turn_combo = QComboBox()
        for seconds, words in TURN_LABELS.items():
            self.turn_combo.addItem(translate("Friends", words), seconds)
        self.turn_combo.setToolTip(
            translate(
                "Friends",
                "After this long a computer plays the rest of the turn, "
                "yours too: nobody holds the table up by stepping away.",
            )
        )
        form.addRow(translate("Friends", "&Turn time:"), self.turn_combo)

        seats = QGroupBox(translate("Friends", "Seats, in turn order"))
        grid = QGridLayout(seats)
        grid.addWidget(QLabel(translate("Friends", "Seat 1:")), 0, 0)
        grid.addWidget(QLabel(translate("Friends", "You, at this computer")), 0, 1, 1, 2)
        self.kind_combos: list[QComboBox] = []
        self.level_combos: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for seat in range(1, 4):
            kind = QComboBox()
            kind.addItem(translate("Friends", "A friend"), FRIEND)
            kind.addItem(translate("Friends", "A computer"), COMPUTER)
            kind.currentIndexChanged.connect(self._seats_changed)
            level = _level_combo()
            label = QLabel(translate("Friends", "Seat {number}:").format(number=seat + 1))
            label.setBuddy(kind)
            grid.addWidget(label, seat, 0)
            grid.addWidget(kind, seat, 1)
            grid.addWidget(level, seat, 2)
            self.kind_combos.append(kind)
            self.level_combos.append(level)
            self.seat_labels.append(label)

        away = QGroupBox(translate("Friends", "When a friend drops out"))
        away_row = QHBoxLayout(away)
        self.wait_spin = QSpinBox()
        self.wait_spin.setRange(10, 600)
        self.wait_spin.setSingleStep(10)
        self.wait_spin.setValue(60)
        self.wait_spin.setSuffix(translate("Friends", " s"))
        self.stand_in_combo = _level_combo()
        away_row.addWidget(QLabel(translate("Friends", "their seat waits")))
        away_row.addWidget(self.wait_spin)
        away_row.addWidget(QLabel(translate("Friends", "for them, then a computer plays at")))
        away_row.addWidget(self.stand_in_combo)
        away_row.addStretch(1)

        ways = QGroupBox(translate("Friends", "How friends come in"))
        ways_layout = QGridLayout(ways)
        self.nearby_check = QCheckBox(
            translate(
                "Friends",
                "On this &network: friends find the table in their list "
                "or type your address, at port",
            )
        )
        self.nearby_check.setChecked(True)
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(47474)
        self.nearby_check.toggled.connect(self.port_spin.setEnabled)
        self.invite_check = QCheckBox(
            translate("Friends", "Over the &internet: an invite code for each friend")
        )
        self.invite_check.setChecked(True)
        self.pin_radio = QRadioButton(
            translate("Friends", "with the table's &PIN (shown once it is open)")
        )
        self.pin_radio.setChecked(True)
        self.ask_radio = QRadioButton(translate("Friends", "when I &let them in, one by one"))
        door = QHBoxLayout()
        door.addSpacing(24)
        door.addWidget(QLabel(translate("Friends", "New friends on this network sit down:")))
        door.addWidget(self.pin_radio)
        door.addWidget(self.ask_radio)
        door.addStretch(1)
        self.nearby_check.toggled.connect(self.pin_radio.setEnabled)
        self.nearby_check.toggled.connect(self.ask_radio.setEnabled)
        ways_layout.addWidget(self.nearby_check, 0, 0)
        ways_layout.addWidget(self.port_spin, 0, 1)
        ways_layout.addLayout(door, 1, 0, 1, 2)
        ways_layout.addWidget(self.invite_check, 2, 0, 1, 2)
        self.nearby_check.toggled.connect(self._seats_changed)
        self.invite_check.toggled.connect(self._seats_changed)

        self.open_button = QPushButton(translate("Friends", "&Open the Table"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self._host)
        button_row = QHBoxLayout()
        button_row.addStretch(1)
        button_row.addWidget(self.open_button)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(seats)
        layout.addWidget(away)
        layout.addWidget(ways)
        layout.addStretch(1)
        layout.addLayout(button_row)
        return page

    def _players_changed(self, players: int) -> None:
        for seat, (label, kind) in enumerate(
            zip(self.seat_labels, self.kind_combos, strict=True), start=1
        ):
            label.setEnabled(seat < players)
            kind.setEnabled(seat < players)
        self._seats_changed()

    def _seats_changed(self) -> None:
        players = self.players_spin.value()
        friends = 0
        for seat, (kind, level) in enumerate(
            zip(self.kind_combos, self.level_combos, strict=True), start=1
        ):
            computer = kind.currentData() == COMPUTER
            level.setEnabled(seat < players and computer)
            friends += seat < players and not computer
        ways = self.nearby_check.isChecked() or self.invite_check.isChecked()
        self.open_button.setEnabled(friends > 0 and ways)
        self.open_button.setToolTip(
            ""
            if friends and ways
            else translate("Friends", "Choose at least one friend's seat and one way in.")
        )

    def host_choice(self) -> HostChoice:
        """What the setup page says now."""
        players = self.players_spin.value()
        seats = tuple(
            (kind.currentData(), level.currentData())
            for kind, level in zip(
                self.kind_combos[: players - 1], self.level_combos[: players - 1], strict=True
            )
        )
        return HostChoice(
            self.name(),
            self.rules_combo.currentData(),
            seats,
            self.match_combo.currentData(),
            self.stand_in_combo.currentData(),
            self.wait_spin.value(),
            self.nearby_check.isChecked(),
            self.invite_check.isChecked(),
            self.port_spin.value(),
            "pin" if self.pin_radio.isChecked() else "ask",
            self.turn_combo.currentData(),
        )

    def _host(self) -> None:
        self.host_requested.emit(self.host_choice())

    # -- host: the table open, waiting for friends ---------------------------------------------
    def _build_lobby(self) -> QWidget:
        page = QWidget()
        self.lobby_label = QLabel()
        self.lobby_label.setWordWrap(True)
        self.lobby_seats = SeatsList(page)
        self.lobby_seats.copied.connect(
            lambda code: self.set_status(
                translate(
                    "Friends", "Invite code {code} copied: paste it into a message to your friend."
                ).format(code=code)
            )
        )
        self.pin_label = QLabel()
        self.pin_label.setObjectName("tablePin")
        self.pin_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.pin_label.setStyleSheet("font-size: 20pt; font-weight: bold; letter-spacing: 2px;")
        self.key_label = QLabel()
        self.key_label.setWordWrap(True)
        self.key_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label = QLabel()
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        note = QLabel(
            translate(
                "Friends",
                "The game is dealt as soon as every friend has sat down. Deal Now starts "
                "without waiting: a computer plays each empty seat until a friend takes "
                "it.",
            )
        )
        note.setWordWrap(True)
        note.setEnabled(False)
        self.deal_button = QPushButton(translate("Friends", "&Deal Now"))
        self.deal_button.clicked.connect(self.deal_requested)
        self.close_table_button = QPushButton(translate("Friends", "&Close the Table"))
        self.close_table_button.clicked.connect(self.close_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.close_table_button)
        buttons.addStretch(1)
        buttons.addWidget(self.deal_button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.lobby_label)
        layout.addWidget(self.lobby_seats)
        layout.addWidget(self.pin_label)
        layout.addWidget(self.key_label)
        layout.addWidget(self.address_label)
        layout.addStretch(1)
        layout.addWidget(note)
        layout.addLayout(buttons)
        return page

    def show_lobby(
        self, headline: str, rows: Sequence[SeatRow], address: str, pin: str = "", key: str = ""
    ) -> None:
        """The table is open: ``rows`` are its seats (with their invite codes), ``address``
        says how friends on this network reach it, ``pin`` is the PIN they sit down with
        (shown large) and ``key`` says the table's fingerprint."""
        self.host_pages.setCurrentIndex(1)
        self.tabs.setTabEnabled(JOIN_TAB, False)
        self.name_edit.setEnabled(False)
        self.lobby_label.setText(headline)
        self.lobby_seats.show_rows(rows)
        self.pin_label.setText(
            translate("Friends", "Table PIN: {pin}").format(pin=pin) if pin else ""
        )
        self.pin_label.setAccessibleName(
            translate("Friends", "Table PIN {pin}").format(pin=" ".join(pin)) if pin else ""
        )
        self.pin_label.setVisible(bool(pin))
        self.key_label.setText(key)
        self.key_label.setVisible(bool(key))
        self.address_label.setText(address)
        self.address_label.setVisible(bool(address))

    def show_setup(self) -> None:
        """Back to choosing a table (the one open was closed)."""
        self.host_pages.setCurrentIndex(0)
        self.tabs.setTabEnabled(JOIN_TAB, True)
        self.name_edit.setEnabled(True)

    @property
    def in_lobby(self) -> bool:
        return self.host_pages.currentIndex() == 1

    # -- join ---------------------------------------------------------------------------------
    def _build_join(self) -> QWidget:
        page = QWidget()
        self.tables_list = QTreeWidget()
        self.tables_list.setHeaderLabels(
            [
                translate("Friends", "Table"),
                translate("Friends", "Address"),
                translate("Friends", "Fingerprint"),
                translate("Friends", "Rules"),
                translate("Friends", "Players"),
                translate("Friends", "Free seats"),
            ]
        )
        self.tables_list.setRootIsDecorated(False)
        self.tables_list.setAccessibleName(translate("Friends", "Tables on this network"))
        self.tables_list.itemActivated.connect(lambda _item, _column: self._join_listed())
        self.tables_list.itemSelectionChanged.connect(self._selection_changed)
        self.tables_note = QLabel(translate("Friends", LOOKING))
        self.tables_note.setWordWrap(True)
        self.tables_note.setEnabled(False)
        self.join_listed_button = QPushButton(translate("Friends", "Join &Selected Table"))
        self.join_listed_button.setEnabled(False)
        self.join_listed_button.clicked.connect(self._join_listed)
        listed_row = QHBoxLayout()
        listed_row.addWidget(self.tables_note, 1)
        listed_row.addWidget(self.join_listed_button)

        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText("192.168.1.20:47474")
        self.address_edit.returnPressed.connect(self._join_address)
        self.join_pin_edit = QLineEdit()
        self.join_pin_edit.setPlaceholderText("482 913")
        self.join_pin_edit.setMaxLength(9)
        self.join_pin_edit.setAccessibleName(translate("Friends", "Table PIN"))
        self.join_pin_edit.setToolTip(
            translate("Friends", "The six digits on the host's screen (asked for when left empty)")
        )
        self.join_pin_edit.returnPressed.connect(self._join_address)
        self.join_address_button = QPushButton(translate("Friends", "Join"))
        self.join_address_button.clicked.connect(self._join_address)
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText("7-guitarist-revenge")
        self.code_edit.returnPressed.connect(self._join_code)
        self.join_code_button = QPushButton(translate("Friends", "Join"))
        self.join_code_button.clicked.connect(self._join_code)
        typed = QGridLayout()
        address_label = QLabel(translate("Friends", "Host's &address and port:"))
        address_label.setBuddy(self.address_edit)
        code_label = QLabel(translate("Friends", "Invite &code:"))
        code_label.setBuddy(self.code_edit)
        pin_label = QLabel(translate("Friends", "&PIN:"))
        pin_label.setBuddy(self.join_pin_edit)
        address_row = QHBoxLayout()
        address_row.addWidget(self.address_edit, 3)
        address_row.addWidget(pin_label)
        address_row.addWidget(self.join_pin_edit, 1)
        typed.addWidget(address_label, 0, 0)
        typed.addLayout(address_row, 0, 1)
        typed.addWidget(self.join_address_button, 0, 2)
        typed.addWidget(code_label, 1, 0)
        typed.addWidget(self.code_edit, 1, 1)
        typed.addWidget(self.join_code_button, 1, 2)
        self.cancel_button = QPushButton(translate("Friends", "&Stop Joining"))
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.cancel_button.hide()
        # Enter in a field joins through the field itself; no button of this page is the
        # dialog's default, or the key pressed to join would also press the button the focus
        # moves to as the field is disabled (Stop Joining)
        for button in (
            self.join_listed_button,
            self.join_address_button,
            self.join_code_button,
            self.cancel_button,
        ):
            button.setAutoDefault(False)
        cancel_row = QHBoxLayout()
        cancel_row.addStretch(1)
        cancel_row.addWidget(self.cancel_button)
        listed = QGroupBox(translate("Friends", "Tables on this network"))
        listed_layout = QVBoxLayout(listed)
        listed_layout.addWidget(self.tables_list)
        listed_layout.addLayout(listed_row)
        layout = QVBoxLayout(page)
        layout.addWidget(listed, 1)
        layout.addLayout(typed)
        layout.addLayout(cancel_row)
        self._listings: list[TableListing] = []
        self._joining = False
        return page

    def show_tables(self, tables: Sequence[TableListing], note: str = "") -> None:
        """The tables found on this network (a table of another version is shown, greyed)."""
        selected = self._selected()
        self._listings = list(tables)
        self.tables_list.clear()
        for listing in tables:
            free = (
                str(listing.free)
                if listing.joinable
                else translate("Friends", "needs version {version}").format(version=listing.version)
            )
            item = QTreeWidgetItem(
                [
                    listing.name,
                    f"{listing.address}:{listing.port}",
                    listing.fingerprint,
                    preset_name(listing.rules),
                    str(listing.players),
                    free,
                ]
            )
            item.setToolTip(
                2,
                translate(
                    "Friends",
                    "The table's fingerprint: the host's screen shows the same. "
                    "Another fingerprint is another table.",
                ),
            )
            if not listing.joinable:
                item.setDisabled(True)
                item.setToolTip(
                    0,
                    translate("Friends", "This table runs version {version} of the game.").format(
                        version=listing.version
                    ),
                )
            self.tables_list.addTopLevelItem(item)
            if selected is not None and (listing.address, listing.port) == (
                selected.address,
                selected.port,
            ):
                item.setSelected(True)
        for column in range(self.tables_list.columnCount()):
            self.tables_list.resizeColumnToContents(column)
        self.tables_note.setText(
            note
            or (
                translate("Friends", "Double-click a table to join it.")
                if tables
                else translate(
                    "Friends",
                    "No table found yet: the list fills in as tables are opened on this network.",
                )
            )
        )
        self._selection_changed()

    def _selected(self) -> TableListing | None:
        items = self.tables_list.selectedItems()
        if not items:
            return None
        index = self.tables_list.indexOfTopLevelItem(items[0])
        listing = self._listings[index] if 0 <= index < len(self._listings) else None
        return listing if listing is not None and listing.joinable else None

    def _selection_changed(self) -> None:
        self.join_listed_button.setEnabled(self._selected() is not None and not self.joining)

    def _join_listed(self) -> None:
        listing = self._selected()
        if listing is not None and not self.joining:
            self.join_requested.emit(
                JoinChoice(
                    self.name(),
                    "nearby",
                    listing.address,
                    listing.port,
                    table=listing.name,
                    table_key=listing.table_key,
                    pin=self.join_pin_edit.text(),
                )
            )

    def _join_address(self) -> None:
        if self.address_edit.text().strip() and not self.joining:
            self.join_requested.emit(
                JoinChoice(
                    self.name(),
                    "address",
                    self.address_edit.text().strip(),
                    pin=self.join_pin_edit.text(),
                )
            )

    def _join_code(self) -> None:
        if self.code_edit.text().strip() and not self.joining:
            self.join_requested.emit(
                JoinChoice(self.name(), "code", code=self.code_edit.text().strip())
            )

    @property
    def joining(self) -> bool:
        return self._joining

    def set_joining(self, joining: bool) -> None:
        """While a table is being dialled, the Join buttons wait and Stop Joining shows."""
        self._joining = joining
        self.cancel_button.setVisible(joining)
        for widget in (
            self.join_address_button,
            self.join_code_button,
            self.address_edit,
            self.code_edit,
            self.name_edit,
            self.join_pin_edit,
        ):
            widget.setEnabled(not joining)
        self.tabs.setTabEnabled(HOST_TAB, not joining)
        self._selection_changed()

    # -- both ----------------------------------------------------------------------------------
    def name(self) -> str:
        return " ".join(self.name_edit.text().split())

    def set_status(self, text: str, problem: bool = False) -> None:
        """A line under the pages: what is happening, or (``problem``) what went wrong."""
        self.status_label.setText(text)
        self.status_label.setStyleSheet(warning_ink() if problem else "")

    def show_join(self) -> None:
        self.tabs.setCurrentIndex(JOIN_TAB)


class PinDialog(QDialog):
    """The table asks for its PIN: the six digits on the host's screen. ``fingerprint`` (if
    known) is shown to compare with the host's; ``wrong``: the last PIN typed was not it."""

    pin_given = Signal(str)

    def __init__(
        self, where: str, fingerprint: str, wrong: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Friends", "Table PIN"))
        intro = QLabel(
            (translate("Friends", "That PIN was not the table's. ") if wrong else "")
            + translate(
                "Friends",
                "{where} asks for its PIN: type the six digits shown on the host's screen.",
            ).format(where=where)
        )
        intro.setWordWrap(True)
        intro.setObjectName("pinIntro")
        self.pin_edit = QLineEdit()
        self.pin_edit.setPlaceholderText("482 913")
        self.pin_edit.setMaxLength(9)
        self.pin_edit.setAccessibleName(translate("Friends", "Table PIN"))
        self.problem = QLabel()
        self.problem.setStyleSheet(warning_ink())
        form = QFormLayout()
        form.addRow(translate("Friends", "Table &PIN:"), self.pin_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        if fingerprint:
            key = QLabel(
                translate(
                    "Friends",
                    "The table's fingerprint is <b>{fingerprint}</b>: the host's screen "
                    "shows the same. If it does not, someone else is answering; don't type the "
                    "PIN.",
                ).format(fingerprint=fingerprint)
            )
            key.setWordWrap(True)
            key.setObjectName("pinKey")
            layout.addWidget(key)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("Friends", "&Join")
        )
        self.buttons.accepted.connect(self._given)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("m") * 36)
        self.resize(fit_size(self, self.sizeHint()))

    def _given(self) -> None:
        from spite_gui.net.secure import read_pin

        try:
            pin = read_pin(self.pin_edit.text())
        except ValueError as error:
            self.problem.setText(reason_words(str(error)))
            return
        self.accept()
        self.pin_given.emit(pin)
