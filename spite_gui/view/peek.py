"""Peeking at a side stack: its buried cards fanned out beside its top card, over a shade.

A right-click on a side stack (or a click on another player's, or a press held on
one's own, or P from the keyboard) asks for a peek; :class:`Peek` shows it until
:meth:`Peek.end`. The scene tells the player's controller by its signals
:attr:`~.table_scene.TableScene.peek_requested` and
:attr:`~.table_scene.TableScene.peek_ended`.

Owns: the shade (an item added to the scene here, kept for the scene's life). The
cards it spreads stay their pile's: the peek only moves them, and the pile lays
them out again when the peek ends. It holds the peeked pile while the peek lasts and
lets go of it when the peek ends, which the scene makes happen before any pile
leaves the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem

from ..table.piles import PileKey
from .room import Room

if TYPE_CHECKING:
    from .pile_item import PileItem
    from .table_scene import TableScene

PEEK_Z = 900  # the shade; the peeked cards just above it


class Peek(Room):
    """The side stack spread out for the player to see, if any."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._pile: PileItem | None = None
        self._spreading = False
        self._shade = QGraphicsRectItem()
        self._shade.setBrush(QColor(0, 0, 0, 110))
        self._shade.setPen(Qt.PenStyle.NoPen)
        self._shade.setZValue(PEEK_Z - 1)
        self._shade.setVisible(False)
        scene.addItem(self._shade)

    @property
    def key(self) -> PileKey | None:
        """The side stack spread out now, if any."""
        return self._pile.key if self._pile is not None else None

    def show(self, key: PileKey) -> None:
        """Fan out every buried card of a side stack beside its top card, until :meth:`end`.

        The peek lasts while the table changes underneath it: whenever the stack's cards
        are laid out again (a refresh, a card played from it or put on it) the fan is
        spread again with the cards it holds then.
        """
        self.end()
        pile = self.scene.pile(key)
        if not pile.cards:
            return
        self._pile = pile
        self._shade.setVisible(True)
        pile.restacked.connect(self._spread)  # a bound method (see .lifetimes, rule 3)
        self._spread()
        self.scene.peek_requested.emit(key)

    def end(self) -> None:
        """Put the peeked stack back together (nothing happens if none is spread)."""
        pile = self._pile
        if pile is None:
            return
        self._pile = None
        pile.restacked.disconnect(self._spread)
        self._shade.setVisible(False)
        pile.lay_out(0)
        self.scene.peek_ended.emit(pile.key)

    def _spread(self) -> None:
        """Lay the peeked stack out above the shade: its top card in its place, the buried
        cards in a row beside it."""
        pile = self._pile
        if pile is None or self._spreading:
            return
        self._spreading = True  # finishing a card's flight restacks its pile: no second pass
        try:
            self._shade.setRect(self.scene.sceneRect())
            if not pile.cards:
                return
            buried, top = pile.cards[:-1], pile.cards[-1]
            top_rect = QRectF(pile.card_positions()[-1], pile.card_size)
            top.set_card_size(pile.card_size)  # a buried card may have become the top
            top.setZValue(PEEK_Z + 1)
            layout = self.scene.table_layout
            big = QSizeF(pile.card_size)
            if layout is not None:
                w = max(big.width(), layout.card_width * 0.8)
                big = QSizeF(round(w), round(w * 1.4))
            places = self._positions(top_rect, big, len(buried))
            for number, (pos, card) in enumerate(zip(places, buried, strict=True)):
                card.finish_animation()
                card.set_card_size(big)
                card.setPos(pos)
                card.setZValue(PEEK_Z + 2 + number)
        finally:
            self._spreading = False

    def _positions(self, top: QRectF, size: QSizeF, count: int) -> list[QPointF]:
        """Places in one row beside the top card, never covering it."""
        if not count:
            return []
        area = self.scene.sceneRect().adjusted(8, 8, -8, -8)
        gap = size.width() * 0.08
        step = min(size.width() + gap, (area.width() - size.width()) / max(count - 1, 1))
        row_width = step * (count - 1) + size.width()
        x = min(max(top.center().x() - row_width / 2, area.left()), area.right() - row_width)
        if top.top() - gap - size.height() >= area.top():
            y = top.top() - gap - size.height()
        else:
            y = min(top.bottom() + gap, area.bottom() - size.height())
        return [QPointF(round(x + i * step), round(y)) for i in range(count)]
