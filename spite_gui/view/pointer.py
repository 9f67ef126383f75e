"""The mouse on the table, and the card the player holds: pressing, dragging, lifting.

Dragging happens inside the scene, as in KPatience: press on a card, move a few
pixels and the card follows the mouse, lifted; release over a pile and the card is
let go of there (:meth:`.drop.Drops.let_go`, which asks the judge). A card can also
be lifted and put down without dragging it: a click lifts it and a click on a pile
puts it down there; the keys do the same through :meth:`Pointer.lift`,
:meth:`Pointer.put_down` and :meth:`Pointer.put_back`.

The presses this room tells apart:

- a press and a move of a few pixels: a drag; its release lets the card go where it is;
- a click on a card: lifts it (a drag let go of within half a card's width of where it
  started, over no pile, was a click with a shaky hand: it lifts the card too);
- a click while a card is lifted: puts it down on a place cards go to, else back;
  a click on the lifted card only puts it back;
- a right-click on a side stack, or a click on another player's: peeks at once, until
  the next click (a *closing click*, which does nothing more) or Esc; a press held on
  a side stack peeks while it is held (:data:`HOLD_TO_PEEK_MS`).

Owns: the hold timer (a child of this room); no items. It holds the pressed, dragged
and lifted cards while the press or the lift lasts, and forgets a card that leaves the
table (:meth:`Pointer.forget`, called by the scene before it retires the card).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ..table.piles import CENTRE, SIDE, PileKey
from .card_item import CardItem
from .pile_item import FAN, NO_HIGHLIGHT
from .room import Room

if TYPE_CHECKING:
    from .pile_item import PileItem
    from .table_scene import TableScene

DRAG_Z = 1000
HOLD_TO_PEEK_MS = 450  # a press held this long peeks; a quicker click leaves the peek open
LIFT_RISE = 0.22  # a card lifted by a click or a key rises by this share of its height
WOBBLE = 0.5  # a drag let go of nowhere within this many card widths was a click


class Pointer(Room):
    """What the mouse is doing on the table, and which card is held."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._input_enabled = True
        self._draggable: set[PileKey] = set()
        self._press: tuple[CardItem, QPointF, QPointF] | None = None  # card, where, grab
        self._dragging: CardItem | None = None
        self._drag_source: tuple[PileItem, int] | None = None
        self._lifted: CardItem | None = None  # lifted by a click or a key, not dragged
        self._putting_back = False  # this press is on the lifted card: its click puts it back
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.setInterval(HOLD_TO_PEEK_MS)
        self._hold_timer.timeout.connect(self._hold_elapsed)
        self._hold_pile: PileItem | None = None
        self._peek_pressed_at: int | None = None  # the time of the press that opened the peek
        self._closing_click = False  # the press closed a peek: its release does nothing more

    # -- who may pick up what ---------------------------------------------------------------
    def set_input_enabled(self, enabled: bool) -> None:
        """Allow or forbid picking up cards (clicks still report ``table_clicked``)."""
        self._input_enabled = enabled
        if not enabled:
            self.cancel()

    @property
    def input_enabled(self) -> bool:
        return self._input_enabled

    def set_draggable(self, keys: Iterable[PileKey]) -> None:
        """The piles a player may pick cards up from: any card of a fan, the top of others."""
        self._draggable = set(keys)

    def can_pick_up(self, card: CardItem) -> bool:
        pile = card.pile
        if pile is None or not self._input_enabled or pile.key not in self._draggable:
            return False
        return pile.kind == FAN or card is pile.cards[-1]

    def takes_cards(self, key: PileKey) -> bool:
        """The places a card is put down on: the centre stacks and the player's side stacks."""
        return key.kind == CENTRE or (key.kind == SIDE and key.seat == self.scene.viewer)

    # -- what is under the mouse ---------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card under ``pos`` (not the one being dragged)."""
        for item in self.scene.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                     Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item is not self._dragging and item.pile:
                return item
        return None

    def pile_at(self, pos: QPointF) -> PileItem | None:
        """The pile whose area holds ``pos``."""
        card = self.card_at(pos)
        if card is not None:
            return card.pile
        for pile in self.scene.piles().values():
            if pile.drop_rect().contains(pos):
                return pile
        return None

    def _target_for(self, card: CardItem, mouse: QPointF) -> PileItem | None:
        """The pile a dragged card is over: the one it covers most, lit piles first."""
        rect = card.scene_card_rect()
        best, best_score = None, 0.0
        for pile in self.scene.piles().values():
            if card.pile is pile:
                continue
            overlap = pile.drop_rect().intersected(rect)
            area = overlap.width() * overlap.height()
            if area <= 0:
                continue
            score = area * (4 if pile.highlight != NO_HIGHLIGHT else 1)
            if pile.drop_rect().contains(mouse):
                score *= 2
            if score > best_score:
                best, best_score = pile, score
        return best

    def _peek_target(self, event: QGraphicsSceneMouseEvent) -> PileItem | None:
        """The side stack a press peeks at at once: any one right-clicked, or another
        player's stack clicked (the player's own stacks peek when the press is held)."""
        pile = self.pile_at(event.scenePos())
        if pile is None or pile.key.kind != SIDE or not pile.cards:
            return None
        if event.button() == Qt.MouseButton.RightButton or (
                event.button() == Qt.MouseButton.LeftButton
                and pile.key.seat != self.scene.viewer):
            return pile
        return None

    # -- the mouse's presses -------------------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        scene.table_clicked.emit()
        scene.focus.show_ring(False)  # the mouse is in use: the keyboard's ring steps aside
        event.accept()
        pos = event.scenePos()
        if self._dragging is not None:
            return
        if self._lifted is not None and self._press_while_lifted(event):
            return
        target = self._peek_target(event)
        shown = scene.peek.key
        if shown is not None:  # a peek left open by a click: this click closes it
            scene.peek.end()
            self._closing_click = target is None or target.key == shown
            if self._closing_click:
                return
        if target is not None:
            self._peek_pressed_at = event.timestamp()  # in ms, as the release's
            scene.peek.show(target.key)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            event.setAccepted(event.button() == Qt.MouseButton.RightButton)
            return
        card = self.card_at(pos)
        pile = card.pile if card is not None else self.pile_at(pos)
        if pile is not None and pile.key.kind == SIDE and pile.cards:
            self._hold_pile = pile
            self._hold_timer.start()
        if card is not None and self.can_pick_up(card):
            self._press = (card, pos, pos - card.pos())

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is not None and self._dragging is None:
            card, start, _grab = self._press
            if QLineF(start, pos).length() >= QApplication.startDragDistance():
                self._hold_timer.stop()
                self._start_drag(card)
        if self._dragging is not None and self._press is not None:
            _card, _start, grab = self._press
            self._dragging.setPos(pos - grab)
            self.scene.highlights.hover(self._target_for(self._dragging, pos))
        event.accept()

    def _start_drag(self, card: CardItem) -> None:
        pile = card.pile
        if pile is None:
            return
        card.finish_animation()
        self.scene.highlights.clear_hint()
        index = pile.cards.index(card)
        self._dragging = card
        self._drag_source = (pile, index)
        card.set_lifted(True)
        card.setZValue(DRAG_Z)
        self.scene.drag_started.emit(pile.key, index)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self._hold_timer.stop()
        self._hold_pile = None
        if self._closing_click:
            self._closing_click = False
            return
        peek = self.scene.peek
        if peek.key is not None:
            opened = self._peek_pressed_at
            if opened is None or event.timestamp() - opened >= HOLD_TO_PEEK_MS:
                peek.end()  # a held press peeks while it is held
            return  # else a click: the peek stays open until the next click or Esc
        card, dragged = self._dragging, self._drag_source
        pressed, putting_back = self._press, self._putting_back
        self._dragging = self._drag_source = self._press = None
        self._putting_back = False
        if card is None or dragged is None:
            if pressed is not None and not putting_back:
                self.lift(pressed[0])  # a click on a card lifts it: a click elsewhere puts it
            return
        target = self._target_for(card, event.scenePos())
        source, index = dragged
        start = pressed[1] if pressed is not None else event.scenePos()
        wobble = QLineF(start, event.scenePos()).length() < card.size.width() * WOBBLE
        if target is None and wobble and not putting_back:
            self._let_go(card, source, index, None)  # a click with a shaky hand …
            self.lift(card)  # … lifts the card, as a click does
        else:
            self._let_go(card, source, index, target)

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.cancel()  # the first click lifted the card: the double-click plays it
        card = self.card_at(event.scenePos())
        pile = card.pile if card is not None else None
        if card is not None and pile is not None and self.can_pick_up(card):
            self.scene.card_double_clicked.emit(pile.key, pile.cards.index(card))

    def _hold_elapsed(self) -> None:
        pile = self._hold_pile
        if pile is not None and self._dragging is None:
            self._press = None
            self._peek_pressed_at = None
            self.scene.peek.show(pile.key)

    # -- a card lifted without dragging it ---------------------------------------------------
    @property
    def lifted(self) -> CardItem | None:
        """The card lifted by a click or a key, waiting to be put down."""
        return self._lifted

    @property
    def dragging(self) -> CardItem | None:
        """The card following the mouse."""
        return self._dragging

    def lift(self, card: CardItem) -> bool:
        """Lift ``card`` to be put down by a click or a key (the same path as a drag);
        False if the player may not pick it up."""
        pile = card.pile
        if pile is None or not self.can_pick_up(card):
            return False
        self.put_back()
        self.scene.peek.end()
        card.finish_animation()
        self.scene.highlights.clear_hint()
        self._lifted = card
        card.set_lifted(True)
        card.setZValue(DRAG_Z)
        self.raise_lifted()
        self.scene.drag_started.emit(pile.key, pile.cards.index(card))
        return True

    def put_back(self) -> None:
        """The lifted card goes back to its place, nothing played."""
        card, self._lifted = self._lifted, None
        if card is None:
            return
        self.scene.highlights.hover(None)
        self.scene.highlights.clear()
        card.set_lifted(False)
        if card.pile is not None:
            card.pile.lay_out(0)
        self.scene.drag_ended.emit()

    def put_down(self, target: PileKey) -> None:
        """Put the lifted card down on the pile ``target`` (the judge decides)."""
        card, self._lifted = self._lifted, None
        source = card.pile if card is not None else None
        if card is None or source is None:
            return
        self._let_go(card, source, source.cards.index(card), self.scene.pile(target))

    def _let_go(self, card: CardItem, source: PileItem, index: int,
                target: PileItem | None) -> None:
        """The held card is put down over ``target`` (None: nowhere), for the judge."""
        scene = self.scene
        scene.highlights.hover(None)
        scene.highlights.clear()
        card.set_lifted(False)
        scene.drag_ended.emit()
        scene.drops.let_go(card, source, index, target)

    def raise_lifted(self) -> None:
        """The lifted card stands a little above its place, so the player sees it is held;
        the dragged card takes its pile's size (the table was laid out again)."""
        dragged = self._dragging
        if dragged is not None and dragged.pile is not None:
            dragged.set_card_size(dragged.pile.card_size)
        card = self._lifted
        pile = card.pile if card is not None else None
        if card is None or pile is None:
            return
        place = pile.card_positions()[pile.cards.index(card)]
        card.setPos(place - QPointF(0, round(pile.card_size.height() * LIFT_RISE)))

    def drop_lift_from(self, *piles: PileItem) -> None:
        """The table changes under the lifted card (an undo, a new deal): put it back."""
        if self._lifted is not None and self._lifted.pile in piles:
            self.put_back()

    def _press_while_lifted(self, event: QGraphicsSceneMouseEvent) -> bool:
        """A press while a card is lifted: on a place cards go to, it puts the card down
        there; anywhere else it puts the card back (and a press on another card of the
        player's picks that one up). True if the press is used up."""
        card = self._lifted
        assert card is not None
        pile = self.pile_at(event.scenePos())
        if (event.button() == Qt.MouseButton.LeftButton and pile is not None
                and pile is not card.pile and self.takes_cards(pile.key)):
            self.put_down(pile.key)
            return True
        pressed_it = self.card_at(event.scenePos()) is card
        self.put_back()
        self._putting_back = pressed_it  # a click on the lifted card only puts it back
        return False

    # -- ending it all -------------------------------------------------------------------------
    def cancel(self) -> None:
        """Whatever the mouse or a key holds goes back home, nothing played."""
        self._hold_timer.stop()
        self._press = None
        self._putting_back = False
        self.put_back()
        card, dragged = self._dragging, self._drag_source
        if card is not None and dragged is not None:
            source, _index = dragged
            self._dragging = None
            self._drag_source = None
            card.set_lifted(False)
            source.lay_out(0)
            self.scene.highlights.clear()
            self.scene.drag_ended.emit()

    def reset(self) -> None:
        """The piles are about to leave the table: hold on to none of them."""
        self.cancel()
        self._hold_pile = None

    def forget(self, card: CardItem) -> None:
        """``card`` leaves the table: stop holding it."""
        if self._lifted is card:
            self.put_back()
        pressed = self._press[0] if self._press is not None else None
        if card is self._dragging or card is pressed:
            self.cancel()
