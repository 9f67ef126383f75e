"""The Preferences page for playing with friends: your name at their tables, and the servers
invite codes go through (the public ones of magic-wormhole, or your own)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionFrame,
    QVBoxLayout,
    QWidget,
)

from spite_gui.net.relays import (
    MAILBOX,
    MAILBOX_LOOKS,
    MAX_URL,
    TRANSIT,
    TRANSIT_LOOKS,
    why_not_mailbox,
    why_not_transit,
)
from spite_gui.play.seating import MAX_PERSON_NAME
from spite_gui.storage import Settings
from spite_gui.translatable import QT_TRANSLATE_NOOP
from spite_gui.view.window_look import warning_style

#: The space Qt's line edit keeps on each side of its text, inside its frame.
LINE_EDIT_MARGIN = 2
SERVERS_NOTE = QT_TRANSLATE_NOOP(
    "Friends", "Invite codes go through a mailbox server, which pairs the two programs, and "
    "a transit relay, which passes the encrypted game along when they can't reach each other "
    "directly. Every player at a table must use the same servers. The README tells how to "
    "run your own.")
NAME_PLACEHOLDER = QT_TRANSLATE_NOOP("Friends", "the name your friends see")
translate = QCoreApplication.translate


def show_whole(edit: QLineEdit, *texts: str) -> None:
    """Make ``edit`` wide enough to show each of ``texts`` whole."""
    metrics = edit.fontMetrics()
    margins = edit.textMargins()
    room = QSize(max(metrics.horizontalAdvance(text) for text in texts)
                 + margins.left() + margins.right() + 2 * LINE_EDIT_MARGIN, metrics.height())
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    edit.setMinimumWidth(edit.style().sizeFromContents(
        QStyle.ContentsType.CT_LineEdit, option, room, edit).width())


class NetworkPage(QWidget):
    """The page's widgets; :meth:`load` fills them, :meth:`values` reads them back."""

    changed = Signal()  # something was typed: ask :meth:`problem` again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_PERSON_NAME)
        placeholder = translate("Friends", NAME_PLACEHOLDER)
        self.name_edit.setPlaceholderText(placeholder)
        show_whole(self.name_edit, placeholder, "x" * MAX_PERSON_NAME)
        self.mailbox_edit = QLineEdit()
        self.transit_edit = QLineEdit()
        for edit, default in ((self.mailbox_edit, MAILBOX), (self.transit_edit, TRANSIT)):
            edit.setMaxLength(MAX_URL)
            edit.setPlaceholderText(default)
            edit.textChanged.connect(self._typed)
        self.relay_only_check = QCheckBox(translate(
            "Friends", "Always go through the &relay (never connect directly)"))
        self.relay_only_check.setToolTip(translate(
            "Friends", "Your address is then never given to the other program; the game may "
            "be a little slower."))
        self.public_button = QPushButton(translate("Friends", "Use the &Public Servers"))
        self.public_button.clicked.connect(self.use_public_servers)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("networkProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setStyleSheet(warning_style("networkProblem"))
        self.problem_label.hide()

        you = QFormLayout()
        you.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        you.addRow(translate("Friends", "Your &name at tables with friends:"),
                   self.name_edit)
        servers = QGroupBox(translate("Friends", "Servers for invite codes"))
        form = QFormLayout(servers)
        form.addRow(translate("Friends", "&Mailbox server:"), self.mailbox_edit)
        form.addRow(translate("Friends", "&Transit relay:"), self.transit_edit)
        form.addRow(self.relay_only_check)
        buttons = QHBoxLayout()
        buttons.addWidget(self.public_button)
        buttons.addStretch(1)
        form.addRow(buttons)
        note = QLabel(translate("Friends", SERVERS_NOTE))
        note.setWordWrap(True)
        note.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addLayout(you)
        layout.addWidget(servers)
        layout.addWidget(self.problem_label)
        layout.addStretch(1)
        layout.addWidget(note)

    def load(self, settings: Settings) -> None:
        self.name_edit.setText(settings.friend_name)
        self.mailbox_edit.setText(settings.mailbox_url)
        self.transit_edit.setText(settings.transit_url)
        self.relay_only_check.setChecked(settings.relay_only)
        self._typed()

    def use_public_servers(self) -> None:
        self.mailbox_edit.setText(MAILBOX)
        self.transit_edit.setText(TRANSIT)

    def _servers(self) -> tuple[str, str]:
        """The servers as typed; an empty field stands for the public server."""
        return (self.mailbox_edit.text().strip() or MAILBOX,
                self.transit_edit.text().strip() or TRANSIT)

    def problem(self) -> str | None:
        """What is wrong with the servers typed, or None."""
        mailbox, transit = self._servers()
        if why_not_mailbox(mailbox):
            why = translate("Friends", MAILBOX_LOOKS).format(example=MAILBOX)
        elif why_not_transit(transit):
            why = translate("Friends", TRANSIT_LOOKS).format(example=TRANSIT)
        else:
            return None
        return translate("Friends", "Check the servers: {why}.").format(why=why)

    def _typed(self) -> None:
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(problem is not None)
        self.changed.emit()

    def values(self) -> dict[str, Any]:
        """The page's part of the settings (the servers only once they are valid)."""
        mailbox, transit = self._servers()
        values: dict[str, Any] = {"friend_name": " ".join(self.name_edit.text().split()),
                                  "relay_only": self.relay_only_check.isChecked()}
        if self.problem() is None:
            values.update(mailbox_url=mailbox, transit_url=transit)
        return values
