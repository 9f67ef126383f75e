"""Messages on the table, where the player's eyes are: a short text in a bubble for a moment.

The scene owns one :class:`TableMessages`; whoever knows what to say (the
controller) calls :meth:`TableMessages.say` with the text, where to put it (next
to a card, or the middle of the table) and its tone. A newer message replaces
the one on show. The bubble stays long enough to be read whatever the animation
speed; only its fading in and out follows the speed (none at "instant").

A refused card (:func:`shake`, :func:`refusal_frame`) is shown here too: it
wiggles where it was dropped, framed in red for a moment, and then goes home.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import timing
from .card_item import CardItem
from .fonts import pixel_font
from .outlines import cross_mark, double_stroke
from .theme import FELT, TableTheme

MESSAGE_Z = 850  # above the cards, badges and name plates; under a peek's shade
INFO, REFUSAL = "info", "refusal"
TONES = {  # background, border, text
    INFO: (QColor(12, 38, 22, 235), QColor(255, 222, 89, 200), QColor(255, 236, 170)),
    REFUSAL: (QColor(92, 16, 16, 240), QColor(255, 140, 120, 220), QColor(255, 244, 238)),
}
MAX_TEXT_WIDTH = 24  # in font sizes: longer texts wrap


class MessageBubble(QGraphicsObject):
    """A rounded panel with one or two lines of text, centred on its position."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._tone = INFO
        self._pixel = 14
        self._width = float(MAX_TEXT_WIDTH)  # the most the text spreads, in font sizes
        self.setZValue(MESSAGE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # see CardItem
        self.setVisible(False)

    @property
    def text(self) -> str:
        return self._text

    @property
    def tone(self) -> str:
        return self._tone

    def set_message(self, text: str, tone: str, pixel: int,
                    width: float = MAX_TEXT_WIDTH) -> None:
        """Show ``text`` in ``tone``, ``pixel`` high, wrapped at ``width`` font sizes."""
        self.prepareGeometryChange()
        self._text, self._tone, self._pixel, self._width = text, tone, pixel, width
        self.update()

    def _font(self) -> QFont:
        return pixel_font(self._pixel)

    def _text_rect(self) -> QRectF:
        metrics = QFontMetricsF(self._font())
        width = min(metrics.horizontalAdvance(self._text), self._pixel * self._width)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRectF(0, 0, width + 1, 10_000), flags, self._text)

    def _shadow(self) -> float:
        return max(2.0, self._pixel * 0.25)

    def boundingRect(self) -> QRectF:
        """The panel with room round it for its shadow."""
        text = self._text_rect()
        pad_x, pad_y = self._pixel * 0.9 + self._shadow(), self._pixel * 0.55 + self._shadow()
        width, height = text.width() + 2 * pad_x, text.height() + 2 * pad_y
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        background, border, ink = TONES[self._tone]
        shadow = self._shadow()
        rect = self.boundingRect().adjusted(shadow, shadow, -shadow, -shadow)
        radius = min(rect.height() / 2, self._pixel * 1.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))  # a soft shadow, a little lower
        painter.drawRoundedRect(rect.translated(0, shadow * 0.8).adjusted(
            -shadow / 2, -shadow / 2, shadow / 2, shadow / 2), radius, radius)
        painter.setPen(QPen(border, max(1.5, self._pixel * 0.1)))
        painter.setBrush(background)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.setFont(self._font())
        painter.setPen(ink)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         self._text)


class TableMessages(QObject):
    """The message bubble of a scene: :meth:`say` shows a text for a moment."""

    shown = Signal(str)  # a message has been put on the table

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self.bubble = MessageBubble()
        scene.addItem(self.bubble)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.timeout.connect(self._fade_out)
        self._fade: QPropertyAnimation | None = None
        self._fade_ms = timing.MESSAGE_FADE_MS
        self.pixel = 14  # the text size, set by the table's layout
        self.theme: TableTheme = FELT  # the table's look, set by the table
        self._flashed: CardItem | None = None
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._unflash)

    def set_fade_ms(self, ms: int) -> None:
        """How long a message takes to appear and to go (0 at instant speed)."""
        self._fade_ms = ms

    @property
    def text(self) -> str | None:
        """The message on show, or None."""
        return self.bubble.text if self.bubble.isVisible() else None

    def say(self, text: str, near: QRectF | None = None, tone: str = INFO,
            ms: int = timing.MESSAGE_MS, over: bool = False,
            avoid: Sequence[tuple[QRectF, float]] = (),
            width: float = MAX_TEXT_WIDTH) -> None:
        """Show ``text`` for ``ms`` milliseconds beside ``near`` (a card's rectangle), or
        in its middle with ``over`` (the middle of the table without ``near``); always
        inside the table. Beside a card it goes above it, unless that covers more of
        ``avoid`` (places on the table, each with how much it matters to leave it seen)
        than going below, to the right or to the left (see :func:`beside`). Its lines
        are at most ``width`` font sizes long."""
        self._stop_fade()
        self.bubble.set_message(text, tone, self.pixel, width)
        self.bubble.setPos(self._place(near, over, avoid))
        self.bubble.setOpacity(1.0)
        self.bubble.setVisible(True)
        if self._fade_ms > 0:
            self._animate_opacity(0.0, 1.0)
        self._hide_timer.start(ms)
        self.shown.emit(text)

    def hide(self) -> None:
        self._hide_timer.stop()
        self._stop_fade()
        self.bubble.setVisible(False)
        self._unflash()

    def flash(self, card: CardItem, ms: int = timing.REFUSAL_FLASH_MS) -> None:
        """Frame ``card`` in red with a cross in its corner for ``ms`` milliseconds (a
        refused card)."""
        self._unflash()
        self._flashed = card
        card.add_decoration(self._refusal)
        self._flash_timer.start(ms)

    def _refusal(self, painter: QPainter, rect: QRectF) -> None:
        refusal_frame(painter, rect, self.theme)

    @property
    def flashed(self) -> CardItem | None:
        """The card framed in red now, if any."""
        return self._flashed

    def forget(self, card: CardItem) -> None:
        """``card`` leaves the table: no frame is taken off it later."""
        if card is self._flashed:
            self._unflash()

    def _unflash(self) -> None:
        self._flash_timer.stop()
        card, self._flashed = self._flashed, None
        if card is not None:
            card.remove_decoration(self._refusal)

    def _place(self, near: QRectF | None, over: bool,
               avoid: Sequence[tuple[QRectF, float]]) -> QPointF:
        area = self._scene.sceneRect()
        size = self.bubble.boundingRect().size()
        if near is None or over:
            return inside((near or area).center(), size, area)
        return beside(near, size, area, avoid)

    def _fade_out(self) -> None:
        if self._fade_ms <= 0:
            self.bubble.setVisible(False)
            return
        self._animate_opacity(1.0, 0.0, then=self._hide_bubble)

    def _hide_bubble(self) -> None:
        self.bubble.setVisible(False)

    def _animate_opacity(self, start: float, end: float,
                         then: Callable[[], None] | None = None) -> None:
        self._stop_fade()
        fade = QPropertyAnimation(self.bubble, b"opacity", self)
        fade.setDuration(self._fade_ms)
        fade.setStartValue(start)
        fade.setEndValue(end)
        if then is not None:
            fade.finished.connect(then)
        fade.finished.connect(self._fade_ended)
        self._fade = fade
        # gone once it stops: one is made for every message shown and hidden
        fade.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    def _fade_ended(self) -> None:
        self._fade = None

    def _stop_fade(self) -> None:
        fade, self._fade = self._fade, None
        if fade is not None:
            fade.stop()


def inside(centre: QPointF, size: QSizeF, area: QRectF) -> QPointF:
    """The centre of a box of ``size`` at ``centre``, moved as little as needed to lie
    within ``area`` (4 pixels in), on whole pixels."""
    half_w, half_h = size.width() / 2, size.height() / 2
    x = min(max(centre.x(), area.left() + half_w + 4), area.right() - half_w - 4)
    y = min(max(centre.y(), area.top() + half_h + 4), area.bottom() - half_h - 4)
    return QPointF(round(x), round(y))


def beside(near: QRectF, size: QSizeF, area: QRectF,
           avoid: Sequence[tuple[QRectF, float]] = ()) -> QPointF:
    """Where a bubble of ``size`` goes next to ``near`` (its centre), inside ``area``:
    above, below, to the right or to the left of it, whichever covers least of ``near``
    itself and of the places in ``avoid`` (each area covered counted by its weight);
    above when that covers nothing."""
    gap = size.height() * 0.25
    w, h = size.width(), size.height()
    middle = near.center()
    sides = (QPointF(middle.x(), near.top() - gap - h / 2),
             QPointF(middle.x(), near.bottom() + gap + h / 2),
             QPointF(near.right() + gap + w / 2, middle.y()),
             QPointF(near.left() - gap - w / 2, middle.y()))
    crowd = [(near, 8.0), *avoid]

    def covered(centre: QPointF) -> float:
        box = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        total = 0.0
        for rect, weight in crowd:
            overlap = box.intersected(rect)
            total += weight * max(overlap.width(), 0.0) * max(overlap.height(), 0.0)
        return total

    places = [inside(centre, size, area) for centre in sides]
    return min(places, key=covered)  # the first of the least covered: above, if it is free


def refusal_frame(painter: QPainter, rect: QRectF, theme: TableTheme = FELT) -> None:
    """A red frame round a refused card, with a cross in its corner (a card decoration:
    it moves with the card)."""
    width = max(2.5, rect.width() * 0.05)
    inset = width / 2
    wash = theme.colour("refusal")
    wash.setAlpha(45)
    double_stroke(painter, rect.adjusted(inset, inset, -inset, -inset), rect.width() * 0.07,
                  width, theme.colour("outline_dark"), theme.colour("refusal"), fill=wash)
    cross_mark(painter, rect, theme)


def shake(card: QGraphicsObject, duration: int, then: Callable[[], None]) -> None:
    """Wiggle ``card`` where it lies, a few degrees each way round its centre, for
    ``duration`` ms, then call ``then`` (at once when ``duration`` is 0).

    It turns the card rather than moving it, so it never fights a move of the card
    (a slide home, or the player picking it up again): it always ends level. The
    shake is the card's (its child, deleted by Qt when it stops); ``then`` must hold
    no table item (see :mod:`.lifetimes`).
    """
    if duration <= 0:
        then()
        return
    group = QSequentialAnimationGroup(card)
    angles = (7.0, -6.0, 4.0, -2.0, 0.0)
    for angle in angles:
        step = QPropertyAnimation(card, b"rotation", group)
        step.setDuration(max(1, duration // len(angles)))
        step.setEndValue(angle)
        step.setEasingCurve(QEasingCurve.Type.InOutSine)
        group.addAnimation(step)
    group.finished.connect(then)  # holding no item (see .lifetimes, rule 3)
    group.start(QSequentialAnimationGroup.DeletionPolicy.DeleteWhenStopped)
