"""Outlines and marks drawn on the table, told apart by shape as well as by colour.

A player who cannot tell red from green (or sees no colour at all) still knows
each one:

- a pile a card may go to: a *dashed* outline (:data:`LEGAL_DASH`);
- the pile a dragged card would land on, or a hint's target: a *solid*, thicker outline;
- the card a hint suggests: a solid frame with a *star* in its corner (:func:`star_mark`);
- a refused card: a frame with a *cross* in its corner (:func:`cross_mark`);
- the keyboard focus: a ring a little way outside the card or pile, light between dark
  (:func:`draw_focus_ring`).

Every line is drawn twice, a dark stroke under a light one (:func:`double_stroke`), so
that it shows on the felt of every theme and on the white of a card alike.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from .theme import TableTheme

LEGAL_DASH = (3.0, 2.0)  # dash and gap, in widths of the line


def double_stroke(painter: QPainter, rect: QRectF, radius: float, width: float,
                  dark: QColor, light: QColor, *, dashed: bool = False,
                  fill: QColor | None = None) -> None:
    """A rounded rectangle outlined by a dark line ``width`` wide with a light line half as
    wide on top of it; dashed for a mere possibility."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    for colour, pen_width in ((dark, width), (light, width * 0.5)):
        pen = QPen(colour, pen_width)
        if dashed:
            pen.setDashPattern([d * width / pen_width for d in LEGAL_DASH])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.restore()


def focus_ring_width(rect: QRectF) -> float:
    """How thick the keyboard focus ring round ``rect`` is drawn: thick enough to find at a
    glance, on a small card too."""
    return max(3.0, rect.width() * 0.045)


def focus_ring_margin(rect: QRectF) -> float:
    """How far outside ``rect`` the focus ring reaches."""
    return focus_ring_width(rect) * 2.4 + 1


def draw_focus_ring(painter: QPainter, rect: QRectF, theme: TableTheme) -> None:
    """The keyboard focus round ``rect`` (a card or a pile, in the painter's units): a ring
    a little way outside it, the theme's light stroke between two of its dark one, so it
    shows on a light felt, a dark one and a white card alike."""
    outer, inner = (QColor(c) for c in theme.focus_ring)
    width = focus_ring_width(rect)
    gap = width * 1.2
    ring = rect.adjusted(-gap, -gap, gap, gap)
    radius = rect.width() * 0.09
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(outer, width * 2.2))
    painter.drawRoundedRect(ring, radius, radius)
    painter.setPen(QPen(inner, width))
    painter.drawRoundedRect(ring, radius, radius)
    painter.restore()


def corner_disc(rect: QRectF) -> QRectF:
    """A disc in a card's top-right corner, for a mark."""
    d = max(10.0, rect.width() * 0.3)
    return QRectF(rect.right() - d * 0.85, rect.top() - d * 0.15, d, d)


def star_mark(painter: QPainter, rect: QRectF, theme: TableTheme) -> None:
    """A five-pointed star on a dark disc in the top-right corner of the card ``rect``."""
    disc = corner_disc(rect)
    centre, outer = disc.center(), disc.width() * 0.4
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = math.radians(-90 + i * 36)
        points.append(QPointF(centre.x() + radius * math.cos(angle),
                              centre.y() + radius * math.sin(angle)))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("highlight"), max(1.0, disc.width() * 0.06)))
    painter.setBrush(theme.colour("outline_dark"))
    painter.drawEllipse(disc)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("highlight"))
    painter.drawPolygon(QPolygonF(points))
    painter.restore()


def cross_mark(painter: QPainter, rect: QRectF, theme: TableTheme) -> None:
    """A white cross on a disc of the refusal colour in the top-right corner of ``rect``."""
    disc = corner_disc(rect)
    arm = disc.width() * 0.22
    c = disc.center()
    cross = QPainterPath()
    cross.moveTo(c.x() - arm, c.y() - arm)
    cross.lineTo(c.x() + arm, c.y() + arm)
    cross.moveTo(c.x() + arm, c.y() - arm)
    cross.lineTo(c.x() - arm, c.y() + arm)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, disc.width() * 0.06)))
    painter.setBrush(theme.colour("refusal"))
    painter.drawEllipse(disc)
    pen = QPen(QColor("#ffffff"), max(1.5, disc.width() * 0.14))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawPath(cross)
    painter.restore()
