"""Piles: places on the table that lay out the cards they hold, and nothing more.

A pile knows where its cards go (:meth:`PileItem.card_positions`), draws the
empty-place marker and the drop highlight, keeps a count badge and says in its
tooltip what it is and how many cards it holds. It never decides which card may
go where.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..table.piles import PileKey
from ..table.speech import pile_tip
from .card_art import EMPTY, CardArt
from .card_item import CardItem
from .fonts import pixel_font
from .outlines import double_stroke
from .theme import FELT, TableTheme

STACK, CASCADE, FAN = "stack", "cascade", "fan"
NO_HIGHLIGHT, LEGAL, HOVER = 0, 1, 2
CARD_Z = 10
MAX_EDGES = 4  # the most card edges drawn under a stack to show its thickness


class PileItem(QGraphicsObject):
    """A place for cards: a stack (all at one spot), a cascade (a few pixels apart, capped) or
    a fan (side by side, overlapping)."""

    restacked = Signal()  # the cards were put back in their order (a peek spreads them again)

    def __init__(self, key: PileKey, art: CardArt, kind: str = STACK, *,
                 show_marker: bool = True) -> None:
        super().__init__()
        self.key = key
        self.kind = kind
        self.cards: list[CardItem] = []
        self._art = art
        self._card_size = QSizeF(71, 100)
        self._step = 0.0
        self._cap = 0.0
        self._highlight = NO_HIGHLIGHT
        self._show_marker = show_marker
        self._caption = ""
        self._depth = 0
        self._count_hint = 0
        self._owner = ""
        self._raised: int | None = None  # the card shown whole above its neighbours
        self.setZValue(0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # see CardItem

    # -- geometry ----------------------------------------------------------------------
    def set_geometry(self, pos: QPointF, card_size: QSizeF, step: float = 0.0,
                     cap: float = 0.0) -> None:
        """Place the pile: its first card's top-left at ``pos``; ``step`` between cards (cascade,
        fan); ``cap`` the most a cascade or fan may spread in all."""
        self.prepareGeometryChange()
        self.setPos(pos)
        self._card_size = QSizeF(card_size)
        self._step = step
        self._cap = cap

    @property
    def card_size(self) -> QSizeF:
        return QSizeF(self._card_size)

    def _offsets(self, count: int) -> list[float]:
        if count <= 1 or self.kind == STACK:
            return [0.0] * count
        step = self._step
        if self._cap > 0:
            step = min(step, self._cap / (count - 1))
        return [i * step for i in range(count)]

    def card_positions(self, count: int | None = None) -> list[QPointF]:
        """Scene positions (top-left corners) for ``count`` cards (default: the cards held)."""
        count = len(self.cards) if count is None else count
        origin = self.pos()
        offsets = self._offsets(count)
        if self.kind == FAN:
            if count and self._cap > 0:
                # centre the fan on the space it was given
                used = offsets[-1] + self._card_size.width()
                room = self._cap + self._card_size.width()
                shift = (room - used) / 2
                offsets = [o + shift for o in offsets]
            return [QPointF(round(origin.x() + o), origin.y()) for o in offsets]
        if self.kind == CASCADE:
            return [QPointF(origin.x(), round(origin.y() + o)) for o in offsets]
        return [QPointF(origin) for _ in offsets]

    def base_rect(self) -> QRectF:
        """The place of one card, in scene coordinates."""
        return QRectF(self.pos(), self._card_size)

    def area_rect(self) -> QRectF:
        """Everything the pile may cover in scene coordinates (its full spread)."""
        rect = self.base_rect()
        if self.kind == CASCADE:
            rect.setHeight(rect.height() + self._cap)
        elif self.kind == FAN:
            rect.setWidth(rect.width() + self._cap)
        return rect

    def drop_rect(self) -> QRectF:
        """Where a dropped card counts as dropped on this pile."""
        rect = self.area_rect()
        for pos in self.card_positions():
            rect = rect.united(QRectF(pos, self._card_size))
        return rect

    # -- cards ---------------------------------------------------------------------------
    def add_card(self, card: CardItem, index: int | None = None) -> None:
        index = len(self.cards) if index is None else index
        self.cards.insert(index, card)
        card.pile = self
        card.set_card_size(self._card_size)
        self.restack()

    def take_card(self, index: int) -> CardItem:
        card = self.cards.pop(index)
        card.pile = None
        self.restack()
        return card

    def restack(self) -> None:
        """Give the cards their stacking order (later cards above earlier ones).

        In a stack only the top two cards are drawn (the second shows while the top one
        is picked up); the rest are hidden under them and shown as a thickness instead.
        """
        count = len(self.cards)
        for i, card in enumerate(self.cards):
            if not card.lifted:
                card.setZValue(self.zValue() + CARD_Z + self._order(i, card, count))
            card.setVisible(self.kind != STACK or i >= count - 2)
        self._update_depth()
        self._update_tip()
        self._update_contents()
        self.update()  # the empty-place caption and the edges depend on the cards held
        self.restacked.emit()

    def _order(self, index: int, card: CardItem, count: int) -> int:
        """Card ``index``'s place in the stacking order: the card the keyboard's focus is
        on is seen whole above all, a hinted card whole above its neighbours (its mark is in
        the corner the next card of a fan would cover), the others in their order."""
        if index == self._raised:
            return count + 1
        return count if card.hinted else index

    def raise_card(self, index: int | None) -> None:
        """Show card ``index`` whole, above the cards overlapping it in a fan or a cascade
        (the keyboard's focus is on it); None puts it back in its order."""
        if index != self._raised:
            self._raised = index
            self.restack()

    def lay_out(self, duration: int = 0) -> None:
        """Move every card to its place (gliding for ``duration`` ms)."""
        for card, pos in zip(self.cards, self.card_positions(), strict=True):
            card.set_card_size(self._card_size)
            if not card.lifted:
                card.animate_to(pos, duration)
        self.restack()

    def set_caption(self, caption: str) -> None:
        """A word shown on the empty place ("Stock", "Completed")."""
        self._caption = caption
        self.update()

    def set_depth(self, cards: int) -> None:
        """How many cards the pile holds (when it shows fewer), drawn as a thickness."""
        self._count_hint = max(cards, 0)
        self._update_depth()
        self._update_tip()

    def set_owner(self, name: str) -> None:
        """Whose pile this is, for its tooltip ("You", "West" …)."""
        self._owner = name
        self._update_tip()

    @property
    def owner(self) -> str:
        """Whose pile this is ("You", "West" …; "" for the shared piles)."""
        return self._owner

    @property
    def count(self) -> int:
        """How many cards the pile holds (a stack may show fewer)."""
        return max(self._count_hint, len(self.cards))

    def _update_tip(self) -> None:
        tip = pile_tip(self.key, self._owner, self.count)
        if tip != self.toolTip():
            self.setToolTip(tip)

    def _update_depth(self) -> None:
        cards = max(self._count_hint, len(self.cards))
        edges = 0 if self.kind != STACK else min(MAX_EDGES, (cards + 4) // 6)
        if edges != self._depth:
            self.prepareGeometryChange()
            self._depth = edges
            self._update_contents()
            self.update()

    def _edge_step(self) -> float:
        return max(1.0, self._card_size.width() * 0.014)

    # -- highlight -------------------------------------------------------------------------
    @property
    def highlight(self) -> int:
        return self._highlight

    def set_highlight(self, state: int) -> None:
        if state != self._highlight:
            if not state or not self._highlight:
                self.prepareGeometryChange()  # the outline's room comes or goes
            self._highlight = state
            self._update_contents()
            self.update()

    def _update_contents(self) -> None:
        """Say when the pile draws nothing at all (its cards hide its place, no highlight, no
        thickness): the table then leaves it out of every repaint — on a large screen a
        fan's or a cascade's empty picture costs as much to copy as a card's."""
        empty_place = self._show_marker and not self.cards
        drawn = empty_place or bool(self._highlight) or bool(self._depth and self.cards)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not drawn)

    # -- painting --------------------------------------------------------------------------
    def _glow_margin(self) -> float:
        return max(4.0, self._card_size.width() * 0.07)

    def boundingRect(self) -> QRectF:
        grow = self._depth * self._edge_step()
        local = QRectF(0, 0, self._card_size.width(), self._card_size.height())
        if not self._highlight:  # the place and its edges only: less to copy at each repaint
            return local.adjusted(-1, -1, 1 + grow, 1 + grow)
        m = self._glow_margin()
        if self.kind == CASCADE:
            local.setHeight(local.height() + self._cap)
        elif self.kind == FAN:
            local.setWidth(local.width() + self._cap)
        return local.adjusted(-m, -m, m + grow, m + grow)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)  # see CardItem
        card = QRectF(0, 0, self._card_size.width(), self._card_size.height())
        if self._depth and self.cards:
            self._paint_edges(painter, card)
        theme = self._art.theme
        if self._show_marker and not self.cards:  # else the cards cover it
            self._art.draw(painter, EMPTY, card)
            if not theme.shaded:  # a flat, high-contrast table: the place outlined in full
                painter.setPen(QPen(theme.colour("marker"), max(1.5, card.width() * 0.02)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                radius = card.width() * 0.056
                painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), radius, radius)
            if self._caption and not self.cards:
                self._paint_caption(painter, card, theme)
        if self._highlight:
            self._paint_highlight(painter, theme)

    def _paint_highlight(self, painter: QPainter, theme: TableTheme) -> None:
        """A dashed outline round a pile a card may go to; a solid, thicker one round the
        pile under the card being dragged (or a hint's target)."""
        m = self._glow_margin()
        area = QRectF(0, 0, self._card_size.width(), self._card_size.height())
        drop = self.drop_rect().translated(-self.pos())
        area = area.united(drop).adjusted(-m * 0.65, -m * 0.65, m * 0.65, m * 0.65)
        hover = self._highlight == HOVER
        fill = theme.colour("highlight_fill")
        if not hover:
            fill.setAlphaF(fill.alphaF() * 0.4)
        double_stroke(painter, area, self._card_size.width() * 0.1, m * (0.9 if hover else 0.6),
                      theme.colour("outline_dark"), theme.colour("highlight"),
                      dashed=not hover, fill=fill)

    def _paint_edges(self, painter: QPainter, card: QRectF) -> None:
        """The edges of the cards under the top one, a pixel or two apart."""
        step = self._edge_step()
        radius = card.width() * 0.056
        painter.setPen(QPen(QColor(90, 90, 96), 0.8))
        for i in range(self._depth, 0, -1):
            painter.setBrush(QColor(238, 234, 224) if i % 2 else QColor(250, 248, 240))
            painter.drawRoundedRect(card.translated(i * step, i * step), radius, radius)

    def _paint_caption(self, painter: QPainter, card: QRectF, theme: TableTheme) -> None:
        font = pixel_font(max(8, round(card.width() * 0.13)))
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        text = self._caption.upper()
        room = card.width() * 0.86
        width = QFontMetricsF(font).horizontalAdvance(text)
        if width > room:  # shrink a long word to fit the card
            font.setPixelSize(max(6, int(font.pixelSize() * room / width)))
        painter.setFont(font)
        painter.setPen(theme.colour("caption"))
        lower = card.adjusted(0, card.height() * 0.62, 0, 0)
        painter.drawText(lower, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)


class BadgeItem(QGraphicsItem):
    """A small pill with a number or a word, drawn above the cards (pile counts, names)."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self._text = text
        self._pixel = 12
        self._active = False
        self._theme = FELT
        self.setZValue(800)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.setVisible(bool(text))
            self.update()

    def set_pixel_size(self, pixel: int) -> None:
        if pixel != self._pixel:
            self.prepareGeometryChange()
            self._pixel = pixel

    def set_theme(self, theme: TableTheme) -> None:
        """Draw the badge in the colours of ``theme``."""
        if theme != self._theme:
            self._theme = theme
            self.update()

    def set_active(self, active: bool) -> None:
        """Mark the badge as belonging to the player to move."""
        if active != self._active:
            self._active = active
            self.update()

    def _font(self) -> QFont:
        return pixel_font(self._pixel)

    def size(self) -> QSizeF:
        metrics = QFontMetricsF(self._font())
        width = metrics.horizontalAdvance(self._text) + self._pixel * 1.2
        return QSizeF(max(width, self._pixel * 2.0), self._pixel * 1.7)

    def boundingRect(self) -> QRectF:
        size = self.size()
        return QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        radius = rect.height() / 2
        theme = self._theme
        if self._active:
            painter.setPen(QPen(theme.colour("active_edge"), 1.5 if theme.shaded else 2.5))
            painter.setBrush(theme.colour("active_badge"))
        else:
            painter.setPen(QPen(theme.colour("badge_edge"), 1 if theme.shaded else 1.5))
            painter.setBrush(theme.colour("badge"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.setFont(self._font())
        painter.setPen(theme.colour("badge_ink"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
