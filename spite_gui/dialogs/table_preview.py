"""A corner of the table as Preferences' Display page would show it.

:class:`TablePreview` paints the chosen table (its felt, an empty place, a name plate)
with the chosen cards (a back on the stock, a face on a centre stack), at the screen's
own sharpness; the page shows it again at every change.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from spite_gui.translatable import QT_TRANSLATE_NOOP

from ..view.card_art import EMPTY, CardArt
from ..view.felt import paint_felt
from ..view.theme import FELT, TableTheme

CARD_SHAPE = 250 / 350  # width / height of a card
PREVIEW_FACE = "QH"
PREVIEW_PLATE = QT_TRANSLATE_NOOP("Preferences", "You")
PREVIEW_NAME = QT_TRANSLATE_NOOP("Preferences", "Preview of the table and the cards")


class TablePreview(QWidget):
    """The table and the cards as chosen (see the module's docstring)."""

    def __init__(self, cards_dir: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = CardArt(cards_dir)
        self.theme: TableTheme = FELT
        self.colour: str | None = None  # the felt's own colour (None: the theme's)
        self.setAccessibleName(QCoreApplication.translate("Preferences", PREVIEW_NAME))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(360, 124)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 124)

    def show_choices(self, theme: TableTheme, colour: str | None, back: str,
                     large_print: bool, four_colour: bool) -> None:
        """Show ``theme`` (a felt of ``colour`` where it has none of its own), cards with
        ``back`` and the chosen faces."""
        self.theme, self.colour = theme, colour
        self.art.theme = theme
        self.art.set_back(back)
        self.art.set_faces(large_print, four_colour)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        area = QRectF(self.rect())
        theme = self.theme
        paint_felt(painter, area, area, theme.felt or self.colour, theme.shaded)
        height = area.height() * 0.74
        width = height * CARD_SHAPE
        top = (area.height() - height) / 2
        gap = width * 0.35
        plate = QRectF(0, 0, width * 1.1, max(18.0, height * 0.2))
        left = area.width() / 2 - (3 * width + 3 * gap + plate.width()) / 2
        stock = QRectF(left, top, width, height)
        for depth in (2, 1):  # a pile, not a single card
            self.art.draw(painter, self.art.picture_for(None), stock.translated(depth * 2, depth))
        self.art.draw(painter, self.art.picture_for(None), stock)
        self.art.draw(painter, self.art.picture_for(PREVIEW_FACE),
                      stock.translated(width + gap, 0))
        empty = stock.translated(2 * (width + gap), 0)
        if theme.shaded:
            self.art.draw(painter, EMPTY, empty)
        else:  # a flat, high-contrast table outlines its places in full
            painter.setPen(QPen(theme.colour("marker"), max(1.5, width * 0.02)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = width * 0.056
            painter.drawRoundedRect(empty.adjusted(1, 1, -1, -1), radius, radius)
        plate.moveCenter(empty.center())
        self._plate(painter, plate.translated(width + gap, 0))
        painter.end()

    def _plate(self, painter: QPainter, rect: QRectF) -> None:
        """The name plate of the player to move, as the table draws it."""
        theme = self.theme
        painter.setPen(QPen(theme.colour("active_edge"), 1.5 if theme.shaded else 2.5))
        painter.setBrush(theme.colour("active_badge"))
        radius = rect.height() / 2
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.colour("badge_ink"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("Preferences", PREVIEW_PLATE))
