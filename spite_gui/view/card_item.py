"""One card on the table: a picture, face up or down, that can glide to a place."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .card_art import CardArt, aligned
from .outlines import corner_disc, double_stroke, star_mark
from .shadow import shadow_pixmap
from .theme import TableTheme

if TYPE_CHECKING:
    from .pile_item import PileItem

LIFT_SCALE = 1.06
Decoration = Callable[[QPainter, QRectF], None]  # draws over a card, given the card's rect


class CardItem(QGraphicsObject):
    """A card picture. ``face`` is the card's text ("QH") or None for a card back.

    The item's position is the card's top-left corner; it belongs to at most one
    pile at a time (:attr:`pile`). ``badge`` is a short text drawn on the card, such as
    the rank a wild card stands for.
    """

    def __init__(self, art: CardArt, face: str | None, size: QSizeF) -> None:
        super().__init__()
        self._art = art
        self._face = face
        self._size = QSizeF(size)
        self._badge: str | None = None
        self._lifted = False
        self._hinted = False
        self._decorations: list[Decoration] = []
        self._animation: QParallelAnimationGroup | None = None
        self._turn = 1.0  # 1: flat; towards 0 the card is edge-on while it turns over
        self._turn_face: str | None = None
        self._turning: QPropertyAnimation | None = None
        self._pile: weakref.ref[PileItem] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse
        self.setTransformOriginPoint(size.width() / 2, size.height() / 2)
        # Kept as a picture in device pixels: a full repaint of the table (while a card is
        # dragged over it) copies each card instead of drawing it again.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def pile(self) -> PileItem | None:
        """The pile holding this card (set by the pile), or None."""
        return self._pile() if self._pile is not None else None

    @pile.setter
    def pile(self, pile: PileItem | None) -> None:
        # Weak: a pile holds its cards, and a card pointing back would make a reference
        # cycle that only the garbage collector can free, at a time and on a thread of
        # its choosing.
        self._pile = weakref.ref(pile) if pile is not None else None

    # -- what it shows ---------------------------------------------------------------
    @property
    def face(self) -> str | None:
        return self._face

    def set_face(self, face: str | None) -> None:
        if face != self._face:
            self._face = face
            self.update()

    @property
    def face_up(self) -> bool:
        return self._face is not None

    @property
    def badge(self) -> str | None:
        return self._badge

    def set_badge(self, badge: str | None) -> None:
        if badge != self._badge:
            self._badge = badge
            self.update()

    @property
    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def set_card_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)
            self.setTransformOriginPoint(size.width() / 2, size.height() / 2)

    def card_rect(self) -> QRectF:
        """The card itself in item coordinates (without its shadow)."""
        return QRectF(0, 0, self._size.width(), self._size.height())

    def scene_card_rect(self) -> QRectF:
        """The card's rectangle in scene coordinates."""
        return self.mapRectToScene(self.card_rect())

    def set_lifted(self, lifted: bool) -> None:
        """Show the card raised off the table (while dragged): larger, with a deeper shadow."""
        if lifted != self._lifted:
            self.prepareGeometryChange()
            self._lifted = lifted
            self.setScale(LIFT_SCALE if lifted else 1.0)

    @property
    def lifted(self) -> bool:
        return self._lifted

    def set_hinted(self, hinted: bool) -> None:
        """Frame the card with a star in its corner: the card a hint suggests playing."""
        if hinted != self._hinted:
            self._hinted = hinted
            self.update()

    @property
    def hinted(self) -> bool:
        return self._hinted

    def hint_mark_rect(self) -> QRectF:
        """Where the hint's star is drawn, in scene coordinates (its disc's square)."""
        return self.mapRectToScene(corner_disc(self.card_rect()))

    def add_decoration(self, decoration: Decoration) -> None:
        """Draw ``decoration`` over the card (a mark, a frame) until it is removed."""
        self._decorations.append(decoration)
        self.update()

    def remove_decoration(self, decoration: Decoration) -> None:
        if decoration in self._decorations:
            self._decorations.remove(decoration)
            self.update()

    @property
    def decorations(self) -> list[Decoration]:
        return list(self._decorations)

    # -- motion ------------------------------------------------------------------------
    def animate_to(self, pos: QPointF, duration: int = 0, *, scale_from: float | None = None,
                   on_done: Callable[[], None] | None = None,
                   easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> None:
        """Glide to ``pos`` (scene) in ``duration`` ms; at 0 jump there at once.

        ``scale_from`` starts the card at that scale and grows or shrinks it to 1, for a
        card that moves between piles drawn at different sizes.
        """
        self.finish_animation()
        if duration <= 0 or (pos == self.pos() and scale_from is None):
            self.setPos(pos)
            if not self._lifted:
                self.setScale(1.0)
            if on_done:
                on_done()
            return
        group = QParallelAnimationGroup(self)
        move = QPropertyAnimation(self, b"pos", group)
        move.setDuration(duration)
        move.setStartValue(self.pos())
        move.setEndValue(QPointF(pos))
        move.setEasingCurve(easing)
        group.addAnimation(move)
        start_scale = scale_from if scale_from is not None else self.scale()
        if abs(start_scale - 1.0) > 1e-3:
            grow = QPropertyAnimation(self, b"scale", group)
            grow.setDuration(duration)
            grow.setStartValue(start_scale)
            grow.setEndValue(1.0)
            grow.setEasingCurve(easing)
            group.addAnimation(grow)
        self._animation = group
        group.finished.connect(self._animation_ended)  # the card has arrived when on_done runs
        if on_done:
            group.finished.connect(on_done)  # holding no item (see .lifetimes, rule 3)
        # Qt deletes it once it stops (see .lifetimes, rule 2).
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _animation_ended(self) -> None:
        self._animation = None

    @property
    def animating(self) -> bool:
        return self._animation is not None or self._turning is not None

    def stop_motion(self) -> None:
        """Stop every movement of the card where it is, running no completion callback (the
        card leaves the table): its glide, its turning over, a shake."""
        self._animation = self._turning = None
        for animation in self.findChildren(QAbstractAnimation, "",
                                           Qt.FindChildOption.FindDirectChildrenOnly):
            animation.blockSignals(True)
            animation.stop()
        self.finish_turning()
        self.setRotation(0.0)

    def finish_animation(self) -> None:
        """Jump to the end of a running animation (its completion callback still runs)."""
        self.finish_turning()
        group = self._animation
        if group is not None:
            self._animation = None
            # Reaching the end stops a running animation and emits ``finished`` (once).
            group.setCurrentTime(group.totalDuration())
            if group.state() != group.State.Stopped:
                group.stop()

    # -- turning over ------------------------------------------------------------------
    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        """-1 … 1: the card's width as it turns; it shows its new face past the middle."""
        self._turn = value
        if value >= 0 and self._turn_face is not None:
            self.set_face(self._turn_face)
        centre = self._size.width() / 2
        width = max(abs(value), 0.02)
        self.setTransform(QTransform().translate(centre, 0).scale(width, 1)
                          .translate(-centre, 0))

    turn = Property(float, _get_turn, _set_turn)

    def turn_over(self, face: str | None, duration: int = 0) -> None:
        """Turn the card over to show ``face`` (in ``duration`` ms; at once for 0)."""
        self.finish_turning()
        if duration <= 0:
            self.set_face(face)
            return
        self._turn_face = face
        animation = QPropertyAnimation(self, b"turn", self)
        animation.setDuration(duration)
        animation.setStartValue(-1.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        animation.finished.connect(self.finish_turning)
        self._turning = animation
        self._set_turn(-1.0)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def finish_turning(self) -> None:
        animation, self._turning = self._turning, None
        if animation is not None:
            animation.stop()
        if self._turn_face is not None:
            self.set_face(self._turn_face)
            self._turn_face = None
        if self._turn != 1.0:
            self._turn = 1.0
            self.setTransform(QTransform())

    # -- painting ----------------------------------------------------------------------
    def _shadow_spread(self) -> float:
        return self._size.width() * (0.12 if self._lifted else 0.045)

    def boundingRect(self) -> QRectF:
        spread = self._shadow_spread()
        drop = spread
        return self.card_rect().adjusted(-spread, -spread, spread, spread + drop)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # the pictures are scaled when the card is lifted or turning, or on a high-DPI screen
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = self.card_rect()
        spread = self._shadow_spread()
        w, h = round(rect.width()), round(rect.height())
        shadow = shadow_pixmap(w, h, max(1, round(spread)), 120 if self._lifted else 70)
        drop = spread * (0.9 if self._lifted else 0.45)
        painter.drawPixmap(aligned(painter, QPointF(-spread, -spread + drop)), shadow)
        self._art.draw(painter, self._art.picture_for(self._face), rect)
        if self._badge and self._face is not None:
            _draw_badge(painter, self._art, rect, self._badge)
        if self._hinted:
            _draw_hint_outline(painter, rect, self._art.theme)
        for decoration in self._decorations:
            decoration(painter, rect)


def _draw_hint_outline(painter: QPainter, rect: QRectF, theme: TableTheme) -> None:
    """A solid frame just inside the card's edge, and a star in its corner."""
    width = max(2.5, rect.width() * 0.05)
    inset = width / 2
    double_stroke(painter, rect.adjusted(inset, inset, -inset, -inset), rect.width() * 0.06,
                  width, theme.colour("outline_dark"), theme.colour("highlight"),
                  fill=theme.colour("highlight_fill"))
    star_mark(painter, rect, theme)


def badge_picture(text: str) -> str:
    """The picture of the badge marking a wild card as rank ``text`` ("A", "10", "Q")."""
    return f"badge-{text}"


def _draw_badge(painter: QPainter, art: CardArt, rect: QRectF, text: str) -> None:
    """A gold disc with the rank a wild card stands for, low in the card's middle.

    The disc and its rank are a picture of the card art, drawn with the same glyphs as
    the cards' corners, so they look the same everywhere.
    """
    d = rect.width() * 0.42
    disc = QRectF(rect.center().x() - d / 2, rect.bottom() - d - rect.height() * 0.06, d, d)
    art.draw(painter, badge_picture(text), disc)
