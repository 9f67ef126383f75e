"""Marks on the cards another player just moved, so a fast turn can be followed at a glance.

Each marked card gets a soft outline and a small numbered disc in its top-right
corner (where a card has no index): 1 for the first card moved, 2 for the next,
and so on. A mark is drawn by its card (a card decoration), so it goes wherever
the card goes: a card played from a side stack and then covered keeps its number
underneath. The table is told which cards to mark (:meth:`MoveMarks.mark`) and
when to forget them (:meth:`MoveMarks.clear`); it never decides which cards may
be marked.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .card_item import CardItem
from .fonts import pixel_font

OUTLINE = QColor(70, 170, 255, 230)
GLOW = QColor(120, 200, 255, 34)
DISC = QColor(22, 78, 140, 245)
DISC_INK = QColor(240, 248, 255)


class Mark:
    """The outline and the number drawn on one card."""

    def __init__(self, number: int) -> None:
        self.number = number

    def __call__(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(2.0, rect.width() * 0.045)
        painter.setPen(QPen(OUTLINE, width))
        painter.setBrush(GLOW)
        radius = rect.width() * 0.06
        inset = width / 2
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        d = max(11.0, rect.width() * 0.3)
        margin = rect.width() * 0.06
        disc = QRectF(rect.right() - d - margin, rect.top() + margin, d, d)
        painter.setPen(QPen(QColor(255, 255, 255, 220), max(1.0, width * 0.5)))
        painter.setBrush(DISC)
        painter.drawEllipse(disc)
        painter.setFont(pixel_font(max(7, round(d * 0.6))))
        painter.setPen(DISC_INK)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(self.number))
        painter.restore()


class MoveMarks(QObject):
    """The marks on the table, numbered in the order the cards were moved."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._marks: list[tuple[CardItem, Mark]] = []
        self._count = 0  # cards marked since the last clear

    def mark(self, card: CardItem) -> None:
        """Mark ``card`` as the next one moved (a card marked already gets the new number)."""
        self.forget(card)
        self._count += 1
        mark = Mark(self._count)
        card.add_decoration(mark)
        self._marks.append((card, mark))

    def clear(self) -> None:
        """Forget every mark (the player has moved on)."""
        for entry in list(self._marks):
            self._drop(entry)
        self._count = 0

    def forget(self, card: CardItem) -> None:
        """``card`` leaves the table: its mark is forgotten with it."""
        for entry in [entry for entry in self._marks if entry[0] is card]:
            self._drop(entry)

    def _drop(self, entry: tuple[CardItem, Mark]) -> None:
        self._marks.remove(entry)
        card, mark = entry
        card.remove_decoration(mark)

    def marked(self) -> list[tuple[CardItem, int]]:
        """The cards marked on the table and their numbers, in order."""
        return [(card, mark.number) for card, mark in self._marks if card.scene() is not None]
