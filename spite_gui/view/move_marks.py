"""Marks on the cards another player just moved, so a fast turn can be followed at a glance.

Each marked card gets a soft outline and a small numbered disc in its corner:
1 for the first card moved, 2 for the next, and so on. A mark is a child of its
card, so it goes wherever the card goes (a card played from a side stack and
then covered keeps its number underneath). The table is told which cards to
mark (:meth:`MoveMarks.mark`) and when to forget them (:meth:`MoveMarks.clear`);
it never decides which cards may be marked.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .card_item import CardItem

OUTLINE = QColor(120, 200, 255, 210)
GLOW = QColor(120, 200, 255, 38)
DISC = QColor(22, 78, 130, 240)
DISC_INK = QColor(240, 248, 255)


class MarkItem(QGraphicsObject):
    """The outline and the number on one card."""

    def __init__(self, card: CardItem, number: int) -> None:
        super().__init__(card)
        self.card = card
        self.number = number
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _disc(self) -> QRectF:
        rect = self.card.card_rect()
        d = max(12.0, rect.width() * 0.3)
        return QRectF(rect.right() - d * 0.7, rect.top() - d * 0.3, d, d)

    def boundingRect(self) -> QRectF:
        rect = self.card.card_rect()
        grow = max(3.0, rect.width() * 0.05)
        return rect.adjusted(-grow, -grow, grow, grow).united(self._disc().adjusted(-1, -1, 1, 1))

    def refit(self) -> None:
        """The card changed size: draw the mark at the new size."""
        self.prepareGeometryChange()
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card.card_rect()
        width = max(2.0, rect.width() * 0.035)
        painter.setPen(QPen(OUTLINE, width))
        painter.setBrush(GLOW)
        radius = rect.width() * 0.07
        inset = -width / 2
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        disc = self._disc()
        painter.setPen(QPen(OUTLINE, max(1.0, width * 0.6)))
        painter.setBrush(DISC)
        painter.drawEllipse(disc)
        font = QFont()
        font.setPixelSize(max(8, round(disc.height() * 0.58)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(DISC_INK)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(self.number))


class MoveMarks(QObject):
    """The marks on the table, numbered in the order the cards were moved."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._marks: list[MarkItem] = []
        self._count = 0  # cards marked since the last clear

    def mark(self, card: CardItem) -> MarkItem:
        """Mark ``card`` as the next one moved (a card marked already gets the new number)."""
        for old in [m for m in self._marks if m.parentItem() is card]:
            self._drop(old)
        self._count += 1
        item = MarkItem(card, self._count)
        self._marks.append(item)
        return item

    def clear(self) -> None:
        """Forget every mark (the player has moved on)."""
        for item in list(self._marks):
            self._drop(item)
        self._count = 0

    def _drop(self, item: MarkItem) -> None:
        self._marks.remove(item)
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)  # and from its card

    def refit(self) -> None:
        """The cards changed size (a new layout)."""
        for item in self._marks:
            item.refit()

    def marked(self) -> list[tuple[CardItem, int]]:
        """The cards marked on the table and their numbers, in order."""
        return [(m.card, m.number) for m in self._marks if m.scene() is not None]
