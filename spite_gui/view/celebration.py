"""A win you can feel: the cards leap off the table and bounce away under a banner.

:meth:`Celebration.play` is given the banner's words and the cards to throw
(their faces and where they lie); it runs for the time it is given and then
emits :attr:`Celebration.finished`. :meth:`Celebration.skip` ends it at once (a
click or a key does). It is drawn by one item over the whole table, each card
falling as a thrown card does (pulled down, bouncing a little lower each time
off the bottom edge), leaving a fading trail. At "instant" speed the table
shows no celebration at all: the caller doesn't start one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..table.piles import CENTRE, PAYOFF, SIDE, PileKey
from . import timing
from .card_art import CardArt
from .fonts import pixel_font

if TYPE_CHECKING:
    from .pile_item import PileItem

CELEBRATION_Z = 950  # above everything but a card being dragged
GRAVITY = 2.4  # table heights per second²
BOUNCE = 0.7  # the speed a card keeps when it bounces off the bottom
TRAIL = 5  # earlier places drawn behind each card, fainter and fainter
TRAIL_GAP_S = 0.035  # the time between two places of a trail
CASCADE_CARDS = 24  # cards in a win's cascade
EXTRA_FACES = [f"{rank}{suit}" for rank in "AKQJ" for suit in "HSDC"] * 2


def cascade(piles: Mapping[PileKey, PileItem], seat: int) -> list[tuple[str, QRectF]]:
    """The cards a win throws, with where they start: the top cards of the centre stacks
    and of ``seat``'s payoff pile and side stacks, then Aces and court cards from the
    centre stacks' places to make up :data:`CASCADE_CARDS`."""
    thrown = [(card.face, card.scene_card_rect())
              for key, pile in piles.items()
              if key.kind == CENTRE or (key.kind in (SIDE, PAYOFF) and key.seat == seat)
              for card in pile.cards[-2:] if card.face is not None and card.isVisible()]
    places = [pile.base_rect() for key, pile in piles.items() if key.kind == CENTRE]
    for number, face in enumerate(EXTRA_FACES[:max(0, CASCADE_CARDS - len(thrown))]):
        thrown.append((face, places[number % len(places)]))
    return thrown


@dataclass
class _Flight:
    """One card thrown: where it starts, when, and how fast (table heights per second)."""

    face: str
    start: QPointF
    size: QSizeF
    launch: float  # seconds after the start of the celebration
    vx: float
    vy: float

    def place(self, t: float, floor: float, height: float) -> QPointF | None:
        """The card's top-left ``t`` seconds into the celebration (None before its launch)."""
        t -= self.launch
        if t < 0:
            return None
        x = self.start.x() + self.vx * height * t
        y, vy = self.start.y(), self.vy * height
        g = GRAVITY * height
        for _bounce in range(8):  # whole arcs until the one the card is on at ``t``
            hit = _time_to_floor(y, vy, g, floor)
            if hit is None or hit >= t:
                break
            t -= hit
            vy = -(vy + g * hit) * BOUNCE
            y = floor
        return QPointF(x, y + vy * t + g * t * t / 2)


def _time_to_floor(y: float, vy: float, g: float, floor: float) -> float | None:
    """How long a card at height ``y`` going down at ``vy`` takes to reach ``floor``."""
    # floor = y + vy t + g t²/2  →  the positive root
    a, b, c = g / 2, vy, y - floor
    disc = b * b - 4 * a * c
    if disc < 0:
        return None
    root: float = disc ** 0.5  # real: disc is not negative
    return (-b + root) / (2 * a)


class Celebration(QGraphicsObject):
    """Cards cascading over the table and a banner, for a moment."""

    finished = Signal()

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self._title = ""
        self._subtitle = ""
        self._flights: list[_Flight] = []
        self._area = QRectF()
        self._pixel = 16
        self._scale = 1.0  # seconds of flight per second shown (faster at "fast" speed)
        self._animation: QVariantAnimation | None = None
        self.setZValue(CELEBRATION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    @property
    def running(self) -> bool:
        return self._animation is not None

    @property
    def title(self) -> str:
        return self._title

    @property
    def subtitle(self) -> str:
        return self._subtitle

    def play(self, title: str, subtitle: str, cards: list[tuple[str, QRectF]],
             area: QRectF, duration: int, pixel: int = 16) -> None:
        """Throw ``cards`` (faces and where they lie) about ``area`` under the banner
        ``title`` / ``subtitle`` for ``duration`` ms (nothing happens for 0)."""
        self.skip()
        if duration <= 0:
            return
        self.prepareGeometryChange()
        self._title, self._subtitle, self._area, self._pixel = title, subtitle, area, pixel
        self._scale = timing.CELEBRATION_MS / duration
        dice = random.Random(len(cards) * 7919 + len(title))
        stagger = 0.9 / max(len(cards), 1)
        self._flights = [
            _Flight(face, rect.topLeft(), rect.size(), n * stagger,
                    dice.uniform(0.18, 0.5) * dice.choice((-1, 1)), -dice.uniform(0.45, 0.95))
            for n, (face, rect) in enumerate(cards)]
        animation = QVariantAnimation(self)
        animation.setDuration(duration)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.valueChanged.connect(self._advance)  # a bound method (see .lifetimes)
        animation.finished.connect(self._end)
        self._animation = animation
        self.setOpacity(1.0)
        self.setVisible(True)
        animation.start()

    def _advance(self, _value: object) -> None:
        self.update()

    def skip(self) -> None:
        """End the celebration now (it emits :attr:`finished` if it was running)."""
        if self._animation is not None:
            self._animation.stop()
            self._end()

    def _end(self) -> None:
        if self._animation is None:
            return
        self._animation.deleteLater()
        self._animation = None
        self.setVisible(False)
        self.finished.emit()

    def _seconds(self) -> float:
        animation = self._animation
        return 0.0 if animation is None else animation.currentTime() / 1000 * self._scale

    def _progress(self) -> float:
        animation = self._animation
        return 0.0 if animation is None else animation.currentTime() / animation.duration()

    def boundingRect(self) -> QRectF:
        return QRectF(self._area)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._animation is None:
            return
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)  # cards in flight
        painter.setClipRect(self._area)
        progress = self._progress()
        fade = min(1.0, (1.0 - progress) / 0.15)  # everything fades out at the end
        t = self._seconds()
        floor_pad = self._area.bottom()
        height = self._area.height()
        for flight in self._flights:
            floor = floor_pad - flight.size.height()
            for back in range(TRAIL, -1, -1):
                place = flight.place(t - back * TRAIL_GAP_S, floor, height)
                if place is None:
                    continue
                painter.setOpacity(fade * (1.0 if back == 0 else 0.35 * (1 - back / (TRAIL + 1))))
                self._art.draw(painter, self._art.picture_for(flight.face),
                               QRectF(place, flight.size))
        painter.setOpacity(min(1.0, progress / 0.12) * fade)
        self._paint_banner(painter)

    def _paint_banner(self, painter: QPainter) -> None:
        area = self._area
        title_font = pixel_font(round(self._pixel * 3.2))
        sub_font = pixel_font(round(self._pixel * 1.3))
        title_h = QFontMetricsF(title_font).height()
        sub_h = QFontMetricsF(sub_font).height() if self._subtitle else 0.0
        band_h = title_h + sub_h + self._pixel * 1.6
        band = QRectF(area.left(), area.center().y() - band_h / 2, area.width(), band_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(8, 26, 15, 190))
        painter.drawRect(band)
        painter.setPen(QPen(QColor(255, 222, 89, 160), 2))
        painter.drawLine(band.topLeft(), band.topRight())
        painter.drawLine(band.bottomLeft(), band.bottomRight())
        top = band.top() + self._pixel * 0.8
        title_rect = QRectF(area.left(), top, area.width(), title_h)
        path = QPainterPath()
        metrics = QFontMetricsF(title_font)
        width = metrics.horizontalAdvance(self._title)
        path.addText(QPointF(title_rect.center().x() - width / 2,
                             title_rect.top() + metrics.ascent()), title_font, self._title)
        outline = QPen(QColor(50, 30, 0, 230), max(3.0, self._pixel * 0.3))
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, outline)  # a dark edge outside the letters, then the gold
        painter.fillPath(path, QColor(255, 214, 70))
        if self._subtitle:
            painter.setFont(sub_font)
            painter.setPen(QColor(255, 244, 214))
            painter.drawText(QRectF(area.left(), top + title_h, area.width(), sub_h),
                             Qt.AlignmentFlag.AlignCenter, self._subtitle)
