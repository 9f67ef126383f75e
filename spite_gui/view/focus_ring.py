"""The keyboard focus on the table, and the ring that shows it.

:class:`KeyFocus` keeps where the focus rests (a :class:`~.key_focus.Stop`: a pile,
or a card of the player's hand), moves it when a key asks (:mod:`.keyboard`), and
keeps it on the table as it changes: a card of the hand that is played takes the
focus to its neighbour, new piles take it home to the hand. The scene reports each
move by :attr:`~.table_scene.TableScene.key_focus_moved`, for a screen reader.

:class:`FocusRing` draws the focus: a light ring between two dark ones (white and
black on the green felt), so that it reads on a light table and on a dark one alike,
and apart from the outlines of the places a card may go. It shows once a key has
been used (or the table was reached with Tab), and steps aside when the mouse is.

Owns: the ring (an item added to the scene here, kept for the scene's life). The
focus is a place (a pile's key and a card's number), never an item, so nothing of
the table is held when its piles are made again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..table.piles import HAND, PAYOFF, PileKey
from .key_focus import Stop
from .outlines import draw_focus_ring, focus_ring_margin
from .room import Room
from .theme import FELT, TableTheme

if TYPE_CHECKING:
    from .card_item import CardItem
    from .table_scene import TableScene

RING_Z = 950  # above the cards and a peek's shade; under a card being moved and the cover


class KeyFocus(Room):
    """Where the keyboard focus rests on a table, and its ring."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._stop: Stop | None = None  # None: the hand's first card, once there are piles
        self._ring = FocusRing()
        self._ring_wanted = False  # the ring shows once the keyboard is used, until the mouse is
        scene.addItem(self._ring)
        scene.changed.connect(self.place_ring)  # a bound method (see .lifetimes, rule 3)

    # -- where the focus is ------------------------------------------------------------
    @property
    def stop(self) -> Stop:
        """Where the keyboard focus is: a pile, or a card of the player's hand."""
        stop = self._checked(self._stop) or self.home()
        self._stop = stop
        return stop

    def move_to(self, stop: Stop, tell: bool = True) -> None:
        """Move the keyboard focus to ``stop`` (and with ``tell`` say so by
        :attr:`~.table_scene.TableScene.key_focus_moved`, for a screen reader)."""
        focus = self._checked(stop)
        if focus is None:
            return
        self._stop = focus
        scene = self.scene
        if scene.peek.key not in (None, focus.key):
            scene.peek.end()
        hovered = scene.pile(focus.key)
        scene.highlights.hover(hovered if scene.lifted is not None else None)
        self.place_ring()
        if tell:
            scene.key_focus_moved.emit(focus)

    def reset(self) -> None:
        """New piles: the focus starts again on the hand."""
        self._stop = None

    def card(self, stop: Stop | None = None) -> CardItem | None:
        """The card at ``stop`` (the keyboard focus by default): a hand card, or a pile's
        top card."""
        stop = stop or self.stop
        cards = self.scene.pile(stop.key).cards
        if not cards:
            return None
        return cards[stop.card] if 0 <= stop.card < len(cards) else cards[-1]

    def home(self) -> Stop:
        """Where the focus starts: the hand's first card (the payoff pile if the hand is
        empty)."""
        scene = self.scene
        hand = self._own_hand()
        if hand in scene.piles() and scene.pile(hand).cards:
            return Stop(hand, 0)
        return Stop(PileKey(PAYOFF, scene.viewer))

    def stop_of(self, card: CardItem) -> Stop:
        """The stop of ``card``: its own for a card of the hand, its pile's for any other."""
        pile = card.pile
        assert pile is not None
        index = pile.cards.index(card) if pile.key == self._own_hand() else -1
        return Stop(pile.key, index)

    def stop_rect(self, stop: Stop) -> QRectF:
        """Where a stop is on the table: its card's place (a pile's cards when spread)."""
        pile = self.scene.pile(stop.key)
        places = pile.card_positions()
        if stop.card >= 0 and stop.card < len(places):
            return QRectF(places[stop.card], pile.card_size)
        rect = pile.base_rect()
        if places:
            rect = rect.united(QRectF(places[-1], pile.card_size))
        return rect

    def stops(self) -> dict[Stop, QRectF]:
        """Every place the arrow keys may go: every pile, and each card of the hand; while
        a card is lifted, the places it may be put down on (those lit for it, when the
        table lights them) and its own place."""
        scene = self.scene
        stops: dict[Stop, QRectF] = {}
        hand = self._own_hand()
        lifted = scene.lifted
        lit = scene.highlights.lit() if lifted is not None else set()
        for key, pile in scene.piles().items():
            if lifted is not None and not (key in lit if lit else scene.pointer.takes_cards(key)):
                continue
            if key == hand and pile.cards:
                for index in range(len(pile.cards)):
                    stops[Stop(key, index)] = self.stop_rect(Stop(key, index))
            else:
                stops[Stop(key)] = self.stop_rect(Stop(key))
        if lifted is not None and lifted.pile is not None:
            home = self.stop_of(lifted)
            stops[home] = self.stop_rect(home)
        return stops

    def refuse(self, wanted: str) -> None:
        """The focused place can't give what a key asked for (``wanted``: PICK, PEEK):
        :attr:`~.table_scene.TableScene.key_refused` says so, for whoever tells the
        player why."""
        card = self.card()
        pile = card.pile if card is not None else None
        index = pile.cards.index(card) if card is not None and pile is not None else -1
        self.scene.key_refused.emit(wanted, self.stop.key, index)

    def _own_hand(self) -> PileKey:
        return PileKey(HAND, self.scene.viewer)

    def _checked(self, stop: Stop | None) -> Stop | None:
        """``stop`` as the table stands now: a card of the hand that is still there (the
        last one if the hand shrank), the pile itself for every other pile."""
        piles = self.scene.piles()
        if stop is None or stop.key not in piles:
            return None
        if stop.key != self._own_hand():
            return Stop(stop.key)
        count = len(piles[stop.key].cards)
        if not count:
            return Stop(stop.key)
        return Stop(stop.key, min(max(stop.card, 0), count - 1))

    # -- the ring ------------------------------------------------------------------------
    @property
    def ring_shown(self) -> bool:
        return self._ring.isVisible()

    @property
    def ring_wanted(self) -> bool:
        """True once a key has been used, until the mouse is: the ring shows with the focus."""
        return self._ring_wanted

    @property
    def ring_rect(self) -> QRectF:
        """What the focus ring surrounds (in scene coordinates)."""
        return self._ring.rect

    def show_ring(self, show: bool = True) -> None:
        """Show the ring with the focus (a key was used), or hide it (the mouse was)."""
        self._ring_wanted = show
        self.place_ring()

    def set_theme(self, theme: TableTheme) -> None:
        self._ring.set_theme(theme)

    def place_ring(self, *_changed: object) -> None:
        """Put the ring round the focus where it is now (the table may have changed)."""
        scene = self.scene
        show = self._ring_wanted and bool(scene.piles()) and scene.hasFocus()
        if show:
            self._ring.surround(self.stop_rect(self.stop))
        hand = scene.piles().get(self._own_hand())
        if hand is not None:  # the focused card of the hand is seen whole inside its ring
            card = self.stop.card if show else -1
            hand.raise_card(card if card >= 0 else None)
        if show != self._ring.isVisible():
            self._ring.setVisible(show)

    # -- the table's keyboard focus --------------------------------------------------------
    def focus_in(self, reason: Qt.FocusReason) -> None:
        """The table got the keyboard focus (by Tab: the ring shows at once)."""
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._ring_wanted = True
        self.place_ring()
        # after the widget's own news of the focus, the place on the table that has it
        QTimer.singleShot(0, self._tell)

    def _tell(self) -> None:
        scene = self.scene
        if scene.hasFocus() and scene.piles():
            scene.key_focus_moved.emit(self.stop)


class FocusRing(QGraphicsItem):
    """The keyboard focus: a ring round a card or a pile, in the theme's focus colours
    (:func:`.outlines.draw_focus_ring`)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._theme = FELT
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def surround(self, rect: QRectF) -> None:
        """Ring ``rect`` (a card's place, in scene coordinates)."""
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def set_theme(self, theme: TableTheme) -> None:
        self._theme = theme
        self.update()

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        grow = focus_ring_margin(self._rect)
        return self._rect.adjusted(-grow, -grow, grow, grow)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        if not self._rect.isEmpty():
            draw_focus_ring(painter, self._rect, self._theme)
