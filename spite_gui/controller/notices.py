"""Messages for the player that never block: a box opened with ``open()``, remembered.

Every message shown goes into :attr:`Notices.shown` as well, so tests (and the
e2e report) can see what the player was told without a modal event loop.

Messages often quote what a file holds (a rule name, a path), so every box
made here shows its text as plain text, never as HTML, and shortened
(:func:`spite_gui.storage.text.shorten`): a file can make a box say odd
things, never draw pictures or fill the screen.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ..storage.text import shorten
from ..view.wording import said_words

TITLE = "Spite and Malice"
log = logging.getLogger("spite_gui.notices")


def plain_box(icon: QMessageBox.Icon, title: str, text: str,
              buttons: QMessageBox.StandardButton, parent: QWidget | None,
              details: str = "") -> QMessageBox:
    """A message box that shows ``text`` and ``details`` as plain text, shortened (what
    storage tells, in the player's language)."""
    box = QMessageBox(icon, title, shorten(said_words(text)), buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if details:
        box.setInformativeText(shorten(said_words(details)))
        informative = box.findChild(QLabel, "qt_msgbox_informativelabel")
        if informative is not None:  # Qt names it so; older versions may not pass the format on
            informative.setTextFormat(Qt.TextFormat.PlainText)
    return box


def question(parent: QWidget | None, title: str, text: str, details: str, yes: str, no: str,
             answered: Callable[[bool], None], yes_first: bool = False) -> QMessageBox:
    """Ask ``text`` in a box that does not block (opened with ``open()``), its buttons named
    ``yes`` and ``no`` (the default is ``no``, or ``yes`` with ``yes_first``; Esc is no);
    ``answered(True or False)`` once the player has answered, and the box is let go."""
    box = plain_box(QMessageBox.Icon.Question, title, text,
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent,
                    details)
    yes_button = box.button(QMessageBox.StandardButton.Yes)
    yes_button.setText(yes)
    box.button(QMessageBox.StandardButton.No).setText(no)
    box.setDefaultButton(QMessageBox.StandardButton.Yes if yes_first
                         else QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)

    def finished(_result: int) -> None:
        box.deleteLater()
        answered(box.clickedButton() is yes_button)

    box.finished.connect(finished)
    box.open()
    return box


class Notices(QObject):
    """Tells the player things in small window-modal boxes that don't stop the program."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent
        self.shown: list[str] = []
        self.boxes: list[QMessageBox] = []

    def say(self, text: str) -> None:
        """Warn the player with ``text`` (for whoever only has something to say)."""
        self.tell(text)

    def tell(self, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning,
             title: str = TITLE, details: str = "") -> QMessageBox:
        """Show ``text`` (one or two sentences; ``details`` below it) and return the box, open."""
        box = plain_box(icon, title, text, QMessageBox.StandardButton.Ok, self._parent, details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda _obj=None, b=box: self._forget(b))
        self.shown.append(box.text())
        log.log(logging.WARNING if icon == QMessageBox.Icon.Warning else logging.INFO, "%s",
                box.text())
        self.boxes.append(box)
        box.open()
        return box

    def _forget(self, box: QMessageBox) -> None:
        if box in self.boxes:
            self.boxes.remove(box)

    def open_texts(self) -> list[str]:
        """The texts of the boxes still on screen, oldest first."""
        return [box.text() for box in self.boxes if box.isVisible()]
