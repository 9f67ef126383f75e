"""The panel beside the table at a game with friends: who sits where, and the chat.

It shows what it is given (the seats as :class:`SeatRow` s, chat lines, notes) and
says what the player did (a line written, a reaction chosen, Leave, Deal Now); it
decides nothing. An invite code shown here can be copied with one click.
"""

from __future__ import annotations

import html
from collections import deque
from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QGuiApplication, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .theme import GREEN_CHROME, Chrome
from .wording import said_words

translate = QCoreApplication.translate
MAX_LINES = 500
MIN_WIDTH = 200
REACTIONS_A_ROW = 4
CHAT, NOTE = "chat", "note"  # a line someone wrote (or a reaction), a note of the table's


def panel_style(chrome: Chrome) -> str:
    """The panel in the window's colours (:mod:`.window_look`)."""
    edge = f" border: 1px solid {chrome.panel_edge};" if chrome.panel_edge else ""
    return (f"QWidget#chat_body {{ background: {chrome.panel};{edge} }}"
            f"QWidget#chat_body QLabel {{ color: {chrome.panel_ink}; }}"
            f"QTextBrowser {{ background: {chrome.field}; color: {chrome.panel_ink};"
            f" border: 1px solid {chrome.field_edge}; }}"
            f"QLineEdit {{ background: {chrome.entry}; color: {chrome.entry_ink};"
            f"{f' border: 1px solid {chrome.entry_edge};' if chrome.entry_edge else ''} }}")


class SeatRow(NamedTuple):
    """One seat as the panel lists it: the name, how it is held, and its invite code;
    ``seat`` and ``removable`` for the host, who may remove the friend sitting there."""

    name: str
    note: str = ""
    code: str = ""
    you: bool = False
    seat: int = -1
    removable: bool = False


class SeatsList(QWidget):
    """The seats, one or two lines each: the name and how the seat is held, then its invite
    code (read-only, selectable) with a Copy button."""

    copied = Signal(str)  # an invite code put on the clipboard
    remove_requested = Signal(int)  # the host would remove the friend at this seat

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.code_fields: list[QLineEdit] = []
        self.remove_buttons: dict[int, QToolButton] = {}

    def show_rows(self, rows: Sequence[SeatRow]) -> None:
        grid = self.grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.code_fields = []
        self.remove_buttons = {}
        line = 0
        for seat in rows:
            name = QLabel(f"<b>{html.escape(seat.name)}</b>"
                          + (translate("TableTalk", " (you)") if seat.you else ""))
            note = QLabel(seat.note)
            note.setObjectName("seat_note")
            grid.addWidget(name, line, 0)
            grid.addWidget(note, line, 1)
            if seat.removable:
                remove = QToolButton()
                remove.setText(translate("TableTalk", "Remove…"))
                remove.setToolTip(translate(
                    "TableTalk", "Remove {name} from the table: a computer plays the seat, "
                    "and their program can't sit here again.").format(name=seat.name))
                remove.setAccessibleName(
                    translate("TableTalk", "Remove {name}").format(name=seat.name))
                remove.clicked.connect(
                    lambda _checked=False, at=seat.seat: self.remove_requested.emit(at))
                grid.addWidget(remove, line, 2)
                self.remove_buttons[seat.seat] = remove
            line += 1
            if seat.code:
                field = QLineEdit(seat.code)
                field.setReadOnly(True)
                field.setAccessibleName(
                    translate("TableTalk", "Invite code for {name}").format(name=seat.name))
                field.setToolTip(translate("TableTalk", "Read this code out to a friend, or send "
                                           "it: they type it into Join a Table."))
                copy = QToolButton()
                copy.setText(translate("TableTalk", "Copy"))
                copy.setToolTip(translate("TableTalk", "Copy {code}").format(code=seat.code))
                copy.clicked.connect(lambda _checked=False, code=seat.code: self.copy(code))
                grid.addWidget(field, line, 0)
                grid.addWidget(copy, line, 1)
                self.code_fields.append(field)
                line += 1

    def texts(self) -> list[str]:
        """Every label in the list, in order."""
        texts = []
        for index in range(self.grid.count()):
            item = self.grid.itemAt(index)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QLabel):
                texts.append(widget.text())
        return texts

    def copy(self, code: str) -> None:
        QGuiApplication.clipboard().setText(code)
        self.copied.emit(code)


class ChatPanel(QDockWidget):
    """A dock panel: the seats (with invite codes to copy), the chat, a line to write."""

    message_written = Signal(str)
    reaction_chosen = Signal(str)  # a reaction id
    leave_requested = Signal()
    deal_requested = Signal()
    remove_requested = Signal(int)  # the host would remove the friend at this seat
    closed = Signal()
    chat_heard = Signal()  # a line from someone else was added

    def __init__(self, reactions: Sequence[tuple[str, str, str]], max_chat: int,
                 parent: QWidget | None = None) -> None:
        """``reactions``: (id, the button's label, the words said) of each quick reaction."""
        super().__init__(translate("TableTalk", "Table Talk"), parent)
        self.setObjectName("chat_panel")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QWidget(self)
        body.setObjectName("chat_body")
        self._body = body
        self.chrome = GREEN_CHROME
        self._said: deque[tuple[str, str, str]] = deque(maxlen=MAX_LINES)  # lead, text, kind
        body.setStyleSheet(panel_style(self.chrome))
        self.seats = SeatsList(body)
        self.seats.copied.connect(lambda code: self.add_note(
            translate("TableTalk", "Invite code {code} copied.").format(code=code)))
        self.seats.remove_requested.connect(self.remove_requested)
        self.address_label = QLabel(body)
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.hide()
        self.lines = QTextBrowser(body)
        self.lines.setObjectName("chat_lines")
        self.lines.setOpenLinks(False)
        self.lines.document().setMaximumBlockCount(MAX_LINES)
        self.reaction_buttons: dict[str, QToolButton] = {}
        reactions_row = QGridLayout()
        reactions_row.setSpacing(2)
        for number, (key, label, words) in enumerate(reactions):
            button = QToolButton(body)
            button.setText(label)
            button.setToolTip(translate("TableTalk", "Say “{words}”").format(words=words))
            button.setAccessibleName(words)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _checked=False, k=key: self.reaction_chosen.emit(k))
            self.reaction_buttons[key] = button
            reactions_row.addWidget(button, number // REACTIONS_A_ROW,
                                    number % REACTIONS_A_ROW)
        self.input = QLineEdit(body)
        self.input.setObjectName("chat_input")
        self.input.setMaxLength(max_chat)
        self.input.setPlaceholderText(translate("TableTalk", "Say something…"))
        self.input.returnPressed.connect(self._send)
        self.send_button = QPushButton(translate("TableTalk", "Send"), body)
        self.send_button.clicked.connect(self._send)
        write_row = QHBoxLayout()
        write_row.addWidget(self.input, 1)
        write_row.addWidget(self.send_button)
        self.deal_button = QPushButton(translate("TableTalk", "&Deal Now"), body)
        self.deal_button.setToolTip(translate(
            "TableTalk", "Start without waiting: a computer plays each empty seat until a "
            "friend takes it."))
        self.deal_button.clicked.connect(self.deal_requested)
        self.deal_button.hide()
        self.leave_button = QPushButton(translate("TableTalk", "Leave the Table"), body)
        self.leave_button.clicked.connect(self.leave_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.deal_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        layout = QVBoxLayout(body)
        layout.addWidget(self.seats)
        layout.addWidget(self.address_label)
        layout.addWidget(self.lines, 1)
        layout.addLayout(reactions_row)
        layout.addLayout(write_row)
        layout.addLayout(buttons)
        self.setWidget(body)
        self.setMinimumWidth(MIN_WIDTH)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()

    # -- what the panel shows ------------------------------------------------------------------
    def show_seats(self, rows: Sequence[SeatRow]) -> None:
        self.seats.show_rows(rows)

    def show_address(self, text: str) -> None:
        self.address_label.setText(text)
        self.address_label.setVisible(bool(text))

    def offer_deal(self, offered: bool) -> None:
        self.deal_button.setVisible(offered)

    def set_leave_text(self, text: str) -> None:
        self.leave_button.setText(text)

    def clear(self) -> None:
        """Nothing from a table left: no seats, no lines."""
        self.seats.show_rows(())
        self.show_address("")
        self.lines.clear()
        self._said.clear()

    def add_chat(self, who: str, text: str, quiet: bool = False) -> None:
        """A line of the chat; ``quiet`` for one not new to the player (their own, come back
        from the table, or the talk before they sat down): no chat sound."""
        self._add(f"{who}: ", text, CHAT)
        if not quiet:
            self.chat_heard.emit()

    def add_note(self, text: str) -> None:
        """A note in the panel (what storage tells, in the player's language)."""
        self._add("", said_words(text), NOTE)

    def set_look(self, chrome: Chrome) -> None:
        """The panel in the window's colours, the lines so far too."""
        self.chrome = chrome
        self._body.setStyleSheet(panel_style(chrome))
        said = list(self._said)
        self.lines.clear()
        self._said.clear()
        for lead, text, kind in said:
            self._add(lead, text, kind)

    def _add(self, lead: str, text: str, kind: str) -> None:
        self._said.append((lead, text, kind))
        chrome = self.chrome
        colour = QColor(chrome.heading if kind == CHAT else chrome.turn)
        cursor = QTextCursor(self.lines.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.lines.document().isEmpty():
            cursor.insertBlock()
        if lead:
            bold = QTextCharFormat()
            bold.setForeground(colour)
            bold.setFontWeight(700)
            cursor.insertText(lead, bold)
        plain = QTextCharFormat()
        plain.setForeground(QColor(chrome.panel_ink) if lead else colour)
        plain.setFontItalic(kind == NOTE)
        cursor.insertText(text, plain)  # plain text, never markup: friends typed it
        bar = self.lines.verticalScrollBar()
        bar.setValue(bar.maximum())

    def texts(self) -> list[str]:
        """Every line of the chat, oldest first."""
        document = self.lines.document()
        if document.isEmpty():
            return []
        return [document.findBlockByNumber(i).text() for i in range(document.blockCount())]

    def _send(self) -> None:
        text = " ".join(self.input.text().split())
        if text:
            self.input.clear()
            self.message_written.emit(text)

