"""Soft card shadows, drawn once per size and kept."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

LAYERS = 7


@lru_cache(maxsize=64)
def shadow_pixmap(width: int, height: int, spread: int, strength: int) -> QPixmap:
    """A dark rounded rectangle ``width``×``height`` with a soft edge ``spread`` pixels wide.

    The pixmap is ``spread`` pixels larger on every side; ``strength`` (0–255) is the
    darkness at the centre.
    """
    spread = max(spread, 1)
    image = QImage(width + 2 * spread, height + 2 * spread,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    radius = width * 0.07
    alpha = max(1, strength // LAYERS)
    for layer in range(LAYERS):
        grow = spread * (LAYERS - layer) / LAYERS
        rect = QRectF(spread - grow, spread - grow, width + 2 * grow, height + 2 * grow)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(rect, radius + grow, radius + grow)
    painter.end()
    return QPixmap.fromImage(image)
