"""The card table: its piles and where they lie — and no rules.

The scene is told what to show (:meth:`TableScene.show_snapshot`, :meth:`move_card`,
:meth:`spawn_card`, …) and reports what the player does with signals. It is the piles,
the cards in them and their layout; each other job of the table has a room of its own
(:mod:`.room`), made with the scene and kept for its life:

- :attr:`~TableScene.pointer` (:mod:`.pointer`): the mouse's presses, drags and clicks,
  and the card the player holds;
- :attr:`~TableScene.drops` (:mod:`.drop`): a card let go of, the judge's verdict on it
  (accepted, refused and why, or pending: the card waits on its target for the answer);
- :attr:`~TableScene.peek` (:mod:`.peek`): a side stack spread out;
- :attr:`~TableScene.highlights` (:mod:`.highlights`): where a card may go, a hint;
- :attr:`~TableScene.focus` (:mod:`.focus_ring`): the keyboard's focus and its ring
  (the keys themselves: :mod:`.keyboard`);
- :attr:`~TableScene.labels` (:mod:`.labels`): the counts, the name plates, a match's
  scoreboard;
- :attr:`~TableScene.overlays` (:mod:`.overlays`): messages, the cover, a win;
- :attr:`~TableScene.look` (:mod:`.table_look`): the theme, the felt, the card art;
- :attr:`~TableScene.marks` (:mod:`.move_marks`): the cards another player just moved.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ..table.piles import (
    CENTRE,
    COMPLETED,
    HAND,
    PAYOFF,
    SIDE,
    STOCK,
    CardFace,
    PileKey,
    TableSnapshot,
)
from ..translatable import QT_TRANSLATE_NOOP
from . import keyboard, timing
from .card_art import CardArt
from .card_item import CardItem
from .drop import Drops
from .focus_ring import KeyFocus
from .highlights import Highlights
from .labels import Labels
from .layout import TableLayout, compute_layout
from .lifetimes import Retirement, weak_call
from .move_marks import MoveMarks
from .overlays import Overlays
from .peek import PEEK_Z, Peek
from .pile_item import CASCADE, FAN, STACK, PileItem
from .pointer import Pointer
from .table_look import TableLook

FLIGHT_Z = 700
CAPTIONS = {STOCK: QT_TRANSLATE_NOOP("Captions", "Stock"),
            COMPLETED: QT_TRANSLATE_NOOP("Captions", "Completed"),
            PAYOFF: QT_TRANSLATE_NOOP("Captions", "Payoff")}
PICK, PEEK = keyboard.PICK, keyboard.PEEK


class TableScene(QGraphicsScene):
    """The table's scene. Coordinates are view pixels: the scene is as large as the view."""

    drag_started = Signal(object, int)  # source pile, card index
    drag_ended = Signal()
    card_double_clicked = Signal(object, int)
    peek_requested = Signal(object)  # a side stack's PileKey
    peek_ended = Signal(object)
    table_clicked = Signal()  # any press on the table (to hurry animations along)
    layout_changed = Signal()
    key_focus_moved = Signal(object)  # the keyboard focus went to this Stop at a key press
    key_refused = Signal(str, object, int)  # PICK or PEEK asked of the focused pile and card
    key_edge = Signal(str)  # a key would take the focus past the table's edge (its way)
    key_focus_shown = Signal(object)  # the first arrow key showed the focus where it is

    def __init__(self, art: CardArt | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art or CardArt()
        self._retirement = Retirement(self)  # owns what leaves the table (see .lifetimes)
        self._piles: dict[PileKey, PileItem] = {}
        self._layout: TableLayout | None = None
        self._players = 2
        self._centre_stacks = 4
        self._viewer = 0  # the seat at the bottom of the table, whose cards a click picks up
        self._zoom = 1.0  # the player's hand and the centre this much larger (see .close_up)
        self.pointer = Pointer(self)  # the mouse, and the card the player holds
        self.drops = Drops(self)  # a card let go of, and the verdict on it
        self.focus = KeyFocus(self)  # the keyboard focus and its ring
        self.look = TableLook(self)  # the theme, the felt's colour, the cards' faces and backs
        self.peek = Peek(self)  # a side stack spread out
        self.highlights = Highlights(self)  # where a card may go, the place under it, a hint
        self.labels = Labels(self)  # the counts, the name plates, a match's scoreboard
        self.overlays = Overlays(self)  # messages, the cover, a win's celebration
        # the overlays' parts, by the names the rest of the table knows them by
        self.messages = self.overlays.messages
        self.cover = self.overlays.cover
        self.celebration = self.overlays.celebration
        self.marks = MoveMarks(self)  # the cards another player just moved
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        # A token size until the view gives it one (relayout): left unset, Qt would measure
        # every item to make one up, and the table would be laid out for that in vain.
        self.setSceneRect(QRectF(0, 0, 1, 1))
        self.set_table(2, 4)

    # -- building the table ------------------------------------------------------------
    def set_table(self, players: int, centre_stacks: int, viewer: int = 0) -> None:
        """Make the piles for ``players`` seats and ``centre_stacks`` centre stacks (empty),
        the table turned so that seat ``viewer`` sits at the bottom."""
        self.peek.end()
        self.pointer.reset()
        self.drops.reset()
        self.highlights.reset()
        self.marks.clear()
        self.overlays.clear()
        for pile in self._piles.values():
            for card in pile.cards:
                self._retire(card)
            self._retirement.retire(pile)
        self._piles.clear()
        self._players, self._centre_stacks, self._viewer = players, centre_stacks, viewer
        self.focus.reset()  # new piles: the focus starts again on the hand
        keys = [PileKey(STOCK), PileKey(COMPLETED)]
        keys += [PileKey(CENTRE, -1, i) for i in range(centre_stacks)]
        for seat in range(players):
            keys += [PileKey(PAYOFF, seat), PileKey(HAND, seat)]
            keys += [PileKey(SIDE, seat, i) for i in range(4)]
        for key in keys:
            kind = {SIDE: CASCADE, HAND: FAN}.get(key.kind, STACK)
            pile = PileItem(key, self.art, kind, show_marker=key.kind != HAND)
            pile.set_caption(QCoreApplication.translate("Captions", CAPTIONS.get(key.kind, "")))
            self.addItem(pile)
            self._piles[key] = pile
        self.labels.make(keys, players, self._retirement)
        rect = self.sceneRect()
        if rect.width() > 1 and rect.height() > 1:
            self.relayout(rect.width(), rect.height())

    @property
    def players(self) -> int:
        return self._players

    @property
    def zoom(self) -> float:
        return self._zoom

    def set_zoom(self, zoom: float) -> None:
        """Draw the player's hand and the centre ``zoom`` times (1.5: 150%) the size at which
        the whole table fits, as far as the view has room; the table is laid out again."""
        if zoom != self._zoom:
            self._zoom = zoom
            rect = self.sceneRect()
            if rect.width() > 1 and rect.height() > 1:
                self.relayout(rect.width(), rect.height())

    @property
    def viewer(self) -> int:
        """The seat at the bottom of the table, whose cards the player picks up."""
        return self._viewer

    def pile(self, key: PileKey) -> PileItem:
        return self._piles[key]

    def piles(self) -> dict[PileKey, PileItem]:
        return dict(self._piles)

    @property
    def table_layout(self) -> TableLayout | None:
        return self._layout

    def relayout(self, width: float, height: float) -> None:
        """Fit the table to ``width``×``height`` pixels; cards jump to their new places."""
        self.peek.end()
        self.setSceneRect(QRectF(0, 0, width, height))
        layout = compute_layout(width, height, self._players, self._centre_stacks,
                                self._viewer, self._zoom)
        self._layout = layout
        for key, pile in self._piles.items():
            geometry = layout.piles[key]
            pile.set_geometry(geometry.pos, geometry.card_size, geometry.step, geometry.cap)
            for card in pile.cards:
                card.finish_animation()
            pile.lay_out(0)
        self.labels.fit(layout)
        self.overlays.fit(self.sceneRect(), layout.font_px)
        self.pointer.raise_lifted()
        self.drops.place_waiting()
        self.focus.place_ring()
        self.layout_changed.emit()

    # -- what the table shows -----------------------------------------------------------
    def show_snapshot(self, snapshot: TableSnapshot, duration: int = 0) -> None:
        """Make every pile, count and name plate show ``snapshot``; cards glide for ``duration``."""
        for key, faces in snapshot.piles.items():
            self.set_pile_faces(key, faces, duration)
        self.labels.show_counts(snapshot.counts)
        self.labels.set_seats(snapshot.seats)

    def set_pile_faces(self, key: PileKey, faces: list[CardFace], duration: int = 0) -> None:
        """Make one pile hold exactly ``faces`` (bottom first), adding or removing cards."""
        pile = self._piles[key]
        if [card.face for card in pile.cards] != [face.face for face in faces]:
            self.pointer.drop_lift_from(pile)
        while len(pile.cards) > len(faces):
            self._retire(pile.take_card(len(pile.cards) - 1))
        positions = pile.card_positions(len(faces))
        while len(pile.cards) < len(faces):
            card = CardItem(self.art, faces[len(pile.cards)].face, pile.card_size)
            card.setPos(positions[len(pile.cards)])
            self.addItem(card)
            pile.add_card(card)
        for card, face in zip(pile.cards, faces, strict=True):
            card.set_face(face.face)
            card.set_badge(face.badge)
        pile.lay_out(duration)

    def reveal_top(self, key: PileKey, face: str, duration: int = 0, *,
                   add_card: bool = False) -> None:
        """Turn the top card of a pile over to show ``face`` (the next payoff card).

        With ``add_card`` a new face-down card is put on top first and turned over,
        leaving the card beneath as it was.
        """
        pile = self._piles[key]
        if add_card or not pile.cards:
            card = CardItem(self.art, None, pile.card_size)
            card.setPos(pile.card_positions(len(pile.cards) + 1)[-1])
            self.addItem(card)
            pile.add_card(card)
        pile.cards[-1].turn_over(face, duration)

    def move_card(self, source: PileKey, index: int, target: PileKey, face: str | None,
                  badge: str | None = None, duration: int = 0, at: int | None = None) -> CardItem:
        """Send card ``index`` of ``source`` to ``target``, showing ``face``: on top, or into
        place ``at`` (a card taken back into the hand)."""
        src, dst = self._piles[source], self._piles[target]
        self.pointer.drop_lift_from(src, dst)
        card = src.take_card(index)
        self.drops.forget(card)  # a card waiting over its target: the news has come
        card.set_lifted(False)
        src.lay_out(min(duration, timing.RELAYOUT_MS) if duration else 0)
        old_width = card.size.width() * card.scale()
        card.set_face(face)
        card.set_badge(badge)
        dst.add_card(card, at)
        self._fly(card, dst, old_width, duration)
        return card

    def spawn_card(self, source: PileKey, target: PileKey, face: str | None,
                   duration: int = 0) -> CardItem:
        """A new card leaves ``source`` (such as the stock) for the top of ``target``."""
        src, dst = self._piles[source], self._piles[target]
        card = CardItem(self.art, face, dst.card_size)
        start = src.card_positions(max(len(src.cards), 1))[-1]
        card.setPos(start)
        self.addItem(card)
        dst.add_card(card)
        self._fly(card, dst, src.card_size.width(), duration)
        return card

    def _fly(self, card: CardItem, dst: PileItem, old_width: float, duration: int) -> None:
        new_width = dst.card_size.width()
        scale_from = old_width / new_width if new_width else 1.0
        positions = dst.card_positions()
        for other, pos in zip(dst.cards, positions, strict=True):
            if other is not card:
                other.animate_to(pos, duration)
        card.setZValue(PEEK_Z + 1 if dst.key == self.peek.key else FLIGHT_Z)  # above a peek's shade
        card.animate_to(positions[dst.cards.index(card)], duration,
                        scale_from=scale_from if abs(scale_from - 1) > 1e-3 else None,
                        on_done=dst.restack)
        if duration <= 0:
            dst.restack()

    def sweep_pile(self, source: PileKey, target: PileKey, duration: int = 0) -> None:
        """Every card of ``source`` flies onto ``target`` and is gone (a completed stack)."""
        src, dst = self._piles[source], self._piles[target]
        cards = [src.take_card(len(src.cards) - 1) for _ in range(len(src.cards))]
        where = dst.card_positions(1)[0]
        for card in cards:
            card.setZValue(FLIGHT_Z)
            card.setVisible(True)
            if duration <= 0:
                self._retire(card)
                continue
            card.animate_to(where, duration,
                            on_done=weak_call(self._swept, weakref.ref(card)))

    def _swept(self, card: weakref.ref[CardItem]) -> None:
        """A swept card has landed: it leaves the table."""
        landed = card()
        if landed is not None:
            self._retire(landed)

    def _retire(self, card: CardItem) -> None:
        """``card`` leaves the table for good: the table forgets it (a lift, a drag, a hint,
        a mark, a red frame) and Qt deletes it soon (see :mod:`.lifetimes`)."""
        self.pointer.forget(card)
        self.drops.forget(card)
        self.highlights.forget(card)
        self.marks.forget(card)
        self.messages.forget(card)
        self._retirement.retire(card)

    def finish_animations(self) -> None:
        """Every running card animation jumps to its end."""
        for item in self.items():
            if isinstance(item, CardItem) and item is not self.pointer.dragging:
                item.finish_animation()

    @property
    def animations_running(self) -> bool:
        return any(isinstance(i, CardItem) and i.animating for i in self.items())

    # -- what the player does ---------------------------------------------------------------
    @property
    def lifted(self) -> CardItem | None:
        """The card the player has lifted by a click or a key (see :mod:`.pointer`)."""
        return self.pointer.lifted

    @property
    def dragging(self) -> CardItem | None:
        """The card following the mouse (see :mod:`.pointer`)."""
        return self.pointer.dragging

    def celebrate(self, title: str, subtitle: str, duration: int) -> None:
        """A win: see :meth:`.overlays.Overlays.celebrate`."""
        self.overlays.celebrate(title, subtitle, duration)

    def announce(self, text: str, near: PileKey | None = None) -> None:
        """Words on the table for a moment: see :meth:`.overlays.Overlays.announce`."""
        self.overlays.announce(text, near)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.overlays.take_click(released=False):
            event.accept()
        else:
            self.pointer.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pointer.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.overlays.take_click(released=True):
            event.accept()
        else:
            self.pointer.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.overlays.take_click(released=False):
            self.pointer.double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.overlays.take_key(event) or keyboard.play_key(self, event):
            event.accept()
        elif event.key() == Qt.Key.Key_Escape and self.peek.key is not None:
            self.peek.end()
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focus.focus_in(event.reason())

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus.place_ring()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self.look.paint_felt(painter, QRectF(rect))
