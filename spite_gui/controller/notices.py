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

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ..storage.text import shorten

TITLE = "Spite and Malice"
log = logging.getLogger("spite_gui.notices")


def plain_box(icon: QMessageBox.Icon, title: str, text: str,
              buttons: QMessageBox.StandardButton, parent: QWidget | None,
              details: str = "") -> QMessageBox:
    """A message box that shows ``text`` and ``details`` as plain text, shortened."""
    box = QMessageBox(icon, title, shorten(text), buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if details:
        box.setInformativeText(shorten(details))
        informative = box.findChild(QLabel, "qt_msgbox_informativelabel")
        if informative is not None:  # Qt names it so; older versions may not pass the format on
            informative.setTextFormat(Qt.TextFormat.PlainText)
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

    def tell(self, text: str, icon=QMessageBox.Icon.Warning, title: str = TITLE,
             details: str = "") -> QMessageBox:
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
