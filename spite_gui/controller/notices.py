"""Messages for the player that never block: a box opened with ``open()``, remembered.

Every message shown goes into :attr:`Notices.shown` as well, so tests (and the
e2e report) can see what the player was told without a modal event loop.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

TITLE = "Spite and Malice"
log = logging.getLogger("spite_gui.notices")


class Notices(QObject):
    """Tells the player things in small window-modal boxes that don't stop the program."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent
        self.shown: list[str] = []
        self.boxes: list[QMessageBox] = []

    def tell(self, text: str, icon=QMessageBox.Icon.Warning, title: str = TITLE,
             details: str = "") -> QMessageBox:
        """Show ``text`` (one or two sentences; ``details`` below it) and return the box, open."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self._parent)
        if details:
            box.setInformativeText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda _obj=None, b=box: self._forget(b))
        self.shown.append(text)
        log.log(logging.WARNING if icon == QMessageBox.Icon.Warning else logging.INFO, "%s", text)
        self.boxes.append(box)
        box.open()
        return box

    def _forget(self, box: QMessageBox) -> None:
        if box in self.boxes:
            self.boxes.remove(box)

    def open_texts(self) -> list[str]:
        """The texts of the boxes still on screen, oldest first."""
        return [box.text() for box in self.boxes if box.isVisible()]
