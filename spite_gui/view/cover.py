"""The cover between two people's turns at one computer: it hides the whole table.

When several people share the computer, the table is turned to whoever plays next
and every hand is hidden until that person is at the screen: the cover says whose
turn it is, and a click or Space lifts it (the scene passes them on:
:attr:`Cover.lifted`).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .fonts import pixel_font

COVER_Z = 1100  # above everything on the table, a card being dragged included
FELT = QColor(18, 51, 31)
TEXT = QColor(244, 239, 220)


class Cover(QGraphicsObject):
    """An opaque sheet over the whole table with a line of text; hidden until :meth:`show_for`."""

    lifted = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._title = ""
        self._prompt = ""
        self.setZValue(COVER_Z)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)

    @property
    def up(self) -> bool:
        return self.isVisible()

    @property
    def text(self) -> str:
        return f"{self._title} — {self._prompt}" if self.up else ""

    def show_for(self, title: str, prompt: str) -> None:
        """Cover the table with ``title`` ("Anna's turn") and ``prompt`` under it."""
        self._title, self._prompt = title, prompt
        self.setVisible(True)
        self.update()
        scene = self.scene()
        for view in scene.views() if scene is not None else ():
            view.setFocus()  # Space lifts it, wherever the keyboard was

    def lift(self) -> None:
        """Take the cover away and say so (a click, or Space)."""
        if self.up:
            self.setVisible(False)
            self.lifted.emit()

    def hide_quietly(self) -> None:
        """Take the cover away without a word (a new game)."""
        self.setVisible(False)

    def set_area(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.fillRect(self._rect, FELT)
        height = max(12.0, self._rect.height())
        title = pixel_font(max(18, round(height * 0.06)))
        painter.setPen(TEXT)
        painter.setFont(title)
        upper = QRectF(self._rect.left(), self._rect.top(), self._rect.width(), height * 0.5)
        painter.drawText(upper.adjusted(0, 0, 0, -height * 0.02),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, self._title)
        painter.setFont(pixel_font(max(12, round(height * 0.03)), bold=False))
        lower = QRectF(self._rect.left() + 20, self._rect.top() + height * 0.52,
                       self._rect.width() - 40, height * 0.4)
        painter.drawText(lower, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, self._prompt)

