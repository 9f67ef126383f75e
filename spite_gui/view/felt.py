"""The green felt: a lit centre, darker edges and a faint cloth grain, drawn once per size."""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient, QTransform

FELT_LIGHT = QColor(46, 125, 72)
FELT_MID = QColor(30, 98, 55)
FELT_DARK = QColor(13, 56, 31)
GRAIN_SIZE = 96


@lru_cache(maxsize=1)
def _grain() -> QPixmap:
    """A small tile of soft light and dark specks (fixed seed: the same cloth every run)."""
    rng = random.Random(7)
    data = rng.randbytes(GRAIN_SIZE * GRAIN_SIZE)  # at once: a byte at a time took 5 ms
    image = QImage(data, GRAIN_SIZE, GRAIN_SIZE, GRAIN_SIZE, QImage.Format.Format_Grayscale8)
    return QPixmap.fromImage(image.copy())


def felt_shades(colour: str | None) -> tuple[QColor, QColor, QColor]:
    """The lit, middle and edge shades of a felt of ``colour`` ("#1f6b3a"; None: our green)."""
    base = QColor(colour) if colour else QColor()
    if not base.isValid():
        return FELT_LIGHT, FELT_MID, FELT_DARK
    return base.lighter(135), base, base.darker(220)


@lru_cache(maxsize=4)
def felt_pixmap(width: int, height: int, colour: str | None = None) -> QPixmap:
    """The felt for a table ``width``×``height`` pixels, in ``colour`` (None: our green)."""
    width, height = max(width, 1), max(height, 1)
    lit, mid, dark = felt_shades(colour)
    pixmap = QPixmap(width, height)
    painter = QPainter(pixmap)
    centre = QPointF(width / 2, height * 0.46)
    radius = max(width, height) * 0.75
    light = QRadialGradient(centre, radius)
    light.setColorAt(0.0, lit)
    light.setColorAt(0.55, mid)
    light.setColorAt(1.0, dark)
    painter.fillRect(QRectF(0, 0, width, height), QBrush(light))
    painter.setOpacity(0.045)
    painter.drawTiledPixmap(QRectF(0, 0, width, height), _grain())
    painter.setOpacity(1.0)
    vignette = QRadialGradient(centre, radius * 1.05)
    vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 90))
    painter.fillRect(QRectF(0, 0, width, height), QBrush(vignette))
    painter.end()
    return pixmap


def paint_felt(painter: QPainter, scene_rect: QRectF, exposed: QRectF,
               colour: str | None = None, shaded: bool = True) -> None:
    """Draw the part ``exposed`` of the felt covering ``scene_rect``; not ``shaded``, one flat
    colour (a high-contrast table)."""
    if not shaded:
        painter.fillRect(exposed, QColor(colour) if colour else FELT_MID)
        return
    if not scene_rect.contains(exposed):
        painter.fillRect(exposed, felt_shades(colour)[2])
    pixmap = felt_pixmap(round(scene_rect.width()), round(scene_rect.height()), colour)
    target = exposed.intersected(scene_rect)
    if target.isEmpty():
        return
    # A plain copy where the felt lands pixel for pixel (the view leaves smoothing off for
    # that); filtered where it is scaled, as on a high-DPI screen.
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if not _pixel_for_pixel(painter):
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(target, pixmap, target.translated(-scene_rect.topLeft()))
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)


def _pixel_for_pixel(painter: QPainter) -> bool:
    """Whether ``painter`` draws a unit as one device pixel, in whole-pixel steps."""
    device = painter.device()
    transform = painter.worldTransform()
    return ((device is None or device.devicePixelRatioF() == 1.0)
            and transform.type().value <= QTransform.TransformationType.TxTranslate.value
            and transform.dx().is_integer() and transform.dy().is_integer())
