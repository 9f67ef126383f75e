"""The card table: piles, cards, dragging, highlights and peeking — and no rules.

The scene is told what to show (:meth:`TableScene.show_snapshot`, :meth:`move_card`,
:meth:`spawn_card`, …) and reports what the player does with signals. Dragging
happens inside the scene, as in KPatience: press on a card, move a few pixels and
the card follows the mouse, lifted; release over a pile and the scene emits
:attr:`TableScene.card_dropped`. Whoever listens either moves the card on
(:meth:`move_card`) or does nothing, and the card slides back.

A card can also be lifted and put down without dragging it: a click lifts it and
a click on a pile puts it down there; from the keyboard, the arrow keys move a
focus over the piles and the cards of the hand (:mod:`.key_focus`), Space lifts
the card and puts it down, Enter plays it as a double-click does, 1–4 put it on a
side stack. Both take the same path as a drag: :attr:`TableScene.drag_started`
when the card is lifted, :attr:`TableScene.card_dropped` when it is put down.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ..table.piles import CENTRE, HAND, SIDE, CardFace, PileKey, TableSnapshot
from . import keyboard, timing
from .card_art import CardArt
from .card_item import CardItem
from .celebration import Celebration, cascade
from .cover import Cover
from .focus_ring import KeyFocus
from .highlights import Highlights
from .labels import Labels
from .layout import TableLayout, compute_layout
from .lifetimes import Retirement, weak_call
from .move_marks import MoveMarks
from .peek import PEEK_Z, Peek
from .pile_item import CASCADE, FAN, NO_HIGHLIGHT, STACK, PileItem
from .table_look import TableLook
from .table_messages import INFO, REFUSAL, TableMessages, shake

DRAG_Z = 1000
FLIGHT_Z = 700
HOLD_TO_PEEK_MS = 450  # a press held this long peeks; a quicker click leaves the peek open
CAPTIONS = {"stock": "Stock", "completed": "Completed", "payoff": "Payoff"}
LIFT_RISE = 0.22  # a card lifted by a click or a key rises by this share of its height
WOBBLE = 0.5  # a drag let go of nowhere within this many card widths was a click
PICK, PEEK = keyboard.PICK, keyboard.PEEK


class TableScene(QGraphicsScene):
    """The table's scene. Coordinates are view pixels: the scene is as large as the view."""

    card_dropped = Signal(object, int, object)  # source pile, card index, target pile or None
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

    def __init__(self, art: CardArt | None = None, parent=None) -> None:
        super().__init__(parent)
        self.art = art or CardArt()
        self._retirement = Retirement(self)  # owns what leaves the table (see .lifetimes)
        self._piles: dict[PileKey, PileItem] = {}
        self._layout: TableLayout | None = None
        self._players = 2
        self._centre_stacks = 4
        self._viewer = 0  # the seat at the bottom of the table, whose cards a click picks up
        self._zoom = 1.0  # the player's hand and the centre this much larger (see .close_up)
        self._input_enabled = True
        self._draggable: set[PileKey] = set()
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging: CardItem | None = None
        self._lifted: CardItem | None = None  # lifted by a click or a key, not dragged
        self._putting_back = False  # this press is on the lifted card: its click puts it back
        self.focus = KeyFocus(self)  # the keyboard focus and its ring
        self._drag_source: tuple[PileItem, int] | None = None
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.setInterval(HOLD_TO_PEEK_MS)
        self._hold_timer.timeout.connect(self._hold_elapsed)
        self._hold_pile: PileItem | None = None
        self._peek_pressed_at: int | None = None  # the time of the press that opened the peek
        self._closing_click = False  # the press closed a peek: its release does nothing more
        self._slide_back_ms = timing.SLIDE_BACK_MS
        self._shake_ms = timing.SHAKE_MS
        self._dropping: CardItem | None = None  # the card being let go of, while it is judged
        self._refused: CardItem | None = None  # a card let go of and refused: it shakes first
        self.look = TableLook(self)  # the theme, the felt's colour, the cards' faces and backs
        self.peek = Peek(self)  # a side stack spread out
        self.highlights = Highlights(self)  # where a card may go, the place under it, a hint
        self.labels = Labels(self)  # the counts, the name plates, a match's scoreboard
        self.messages = TableMessages(self)  # what the table tells the player
        self.marks = MoveMarks(self)  # the cards another player just moved
        self.celebration = Celebration(self.art)  # a win
        self.addItem(self.celebration)
        self.cover = Cover()  # between two people's turns at one computer
        self.addItem(self.cover)
        self.table_clicked.connect(self.celebration.skip)
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
        self._cancel_press()
        self.highlights.reset()
        self.marks.clear()
        self.messages.hide()
        self.celebration.skip()
        self._hold_pile = None
        for pile in self._piles.values():
            for card in pile.cards:
                self._retire(card)
            self._retirement.retire(pile)
        self._piles.clear()
        self._players, self._centre_stacks, self._viewer = players, centre_stacks, viewer
        self.focus.reset()  # new piles: the focus starts again on the hand
        keys = [PileKey("stock"), PileKey("completed")]
        keys += [PileKey("centre", -1, i) for i in range(centre_stacks)]
        for seat in range(players):
            keys += [PileKey("payoff", seat), PileKey("hand", seat)]
            keys += [PileKey("side", seat, i) for i in range(4)]
        for key in keys:
            kind = {"side": CASCADE, "hand": FAN}.get(key.kind, STACK)
            pile = PileItem(key, self.art, kind, show_marker=key.kind != "hand")
            pile.set_caption(CAPTIONS.get(key.kind, ""))
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
        self.cover.set_area(self.sceneRect())
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
        self.messages.pixel = max(12, round(layout.font_px * 1.25))
        dragged_from = self._dragging.pile if self._dragging is not None else None
        if self._dragging is not None and dragged_from is not None:
            self._dragging.set_card_size(dragged_from.card_size)
        self._raise_lifted()
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
            self._drop_lift_from(pile)
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
        self._drop_lift_from(src, dst)
        card = src.take_card(index)
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
        if self._lifted is card:
            self.put_back()
        pressed = self._press[0] if self._press is not None else None
        if card is self._dragging or card is pressed:
            self._cancel_press()
        self.highlights.forget(card)
        self.marks.forget(card)
        self.messages.forget(card)
        self._retirement.retire(card)

    def finish_animations(self) -> None:
        """Every running card animation jumps to its end."""
        for item in self.items():
            if isinstance(item, CardItem) and item is not self._dragging:
                item.finish_animation()

    @property
    def animations_running(self) -> bool:
        return any(isinstance(i, CardItem) and i.animating for i in self.items())

    # -- input permissions -------------------------------------------------
    def set_input_enabled(self, enabled: bool) -> None:
        """Allow or forbid picking up cards (clicks still report :attr:`table_clicked`)."""
        self._input_enabled = enabled
        if not enabled:
            self._cancel_press()

    @property
    def input_enabled(self) -> bool:
        return self._input_enabled

    def set_draggable(self, keys) -> None:
        """The piles a player may pick cards up from: any card of a fan, the top of others."""
        self._draggable = set(keys)

    def can_pick_up(self, card: CardItem) -> bool:
        pile = card.pile
        if pile is None or not self._input_enabled or pile.key not in self._draggable:
            return False
        return pile.kind == FAN or card is pile.cards[-1]

    # -- the mouse ------------------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card under ``pos`` (not the one being dragged)."""
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item is not self._dragging and item.pile:
                return item
        return None

    def pile_at(self, pos: QPointF) -> PileItem | None:
        """The pile whose area holds ``pos``."""
        card = self.card_at(pos)
        if card is not None:
            return card.pile
        for pile in self._piles.values():
            if pile.drop_rect().contains(pos):
                return pile
        return None

    def _target_for(self, card: CardItem, mouse: QPointF) -> PileItem | None:
        """The pile a dragged card is over: the one it covers most, lit piles first."""
        rect = card.scene_card_rect()
        best, best_score = None, 0.0
        for pile in self._piles.values():
            if card.pile is pile and self._dragging is card:
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
        if pile is None or pile.key.kind != "side" or not pile.cards:
            return None
        if event.button() == Qt.MouseButton.RightButton or (
                event.button() == Qt.MouseButton.LeftButton and pile.key.seat != self._viewer):
            return pile
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.cover.up:  # the cover goes when the click ends
            event.accept()
            return
        self.table_clicked.emit()
        self.focus.show_ring(False)  # the mouse is in use: the keyboard's ring steps aside
        pos = event.scenePos()
        if self._dragging is not None:
            event.accept()
            return
        if self._lifted is not None and self._press_while_lifted(event):
            event.accept()
            return
        target = self._peek_target(event)
        shown = self.peek.key
        if shown is not None:  # a peek left open by a click: this click closes it
            self.peek.end()
            self._closing_click = target is None or target.key == shown
            if self._closing_click:
                event.accept()
                return
        if target is not None:
            self._peek_pressed_at = event.timestamp()  # in ms, as the release's
            self.peek.show(target.key)
            event.accept()
            return
        if event.button() == Qt.MouseButton.RightButton:
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        card = self.card_at(pos)
        pile = card.pile if card is not None else self.pile_at(pos)
        if pile is not None and pile.key.kind == "side" and pile.cards:
            self._hold_pile = pile
            self._hold_timer.start()
        if card is not None and self.can_pick_up(card):
            self._press = (card, pos, pos - card.pos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is not None and self._dragging is None:
            card, start, _grab = self._press
            if QLineF(start, pos).length() >= QApplication.startDragDistance():
                self._hold_timer.stop()
                self._start_drag(card)
        if self._dragging is not None and self._press is not None:
            _card, _start, grab = self._press
            self._dragging.setPos(pos - grab)
            self.highlights.hover(self._target_for(self._dragging, pos))
        event.accept()

    def _start_drag(self, card: CardItem) -> None:
        pile = card.pile
        if pile is None:
            return
        card.finish_animation()
        self.highlights.clear_hint()
        index = pile.cards.index(card)
        self._dragging = card
        self._drag_source = (pile, index)
        card.set_lifted(True)
        card.setZValue(DRAG_Z)
        self.drag_started.emit(pile.key, index)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.cover.up:
            event.accept()
            self.cover.lift()
            return
        self._hold_timer.stop()
        self._hold_pile = None
        if self._closing_click:
            self._closing_click = False
            event.accept()
            return
        if self.peek.key is not None:
            opened = self._peek_pressed_at
            if opened is None or event.timestamp() - opened >= HOLD_TO_PEEK_MS:
                self.peek.end()  # a held press peeks while it is held
            # else a click: the peek stays open until the next click or Esc
            event.accept()
            return
        card, dragged = self._dragging, self._drag_source
        if card is None or dragged is None:
            pressed, putting_back = self._press, self._putting_back
            self._press, self._putting_back = None, False
            if pressed is not None and not putting_back:
                self.lift(pressed[0])  # a click on a card lifts it: a click elsewhere puts it
            event.accept()
            return
        target = self._target_for(card, event.scenePos())
        source, index = dragged
        start = self._press[1] if self._press is not None else event.scenePos()
        putting_back = self._putting_back
        self._dragging = None
        self._press = None
        self._putting_back = False
        self._drag_source = None
        wobble = QLineF(start, event.scenePos()).length() < card.size.width() * WOBBLE
        if target is None and wobble and not putting_back:
            self._let_go(card, source, index, None)  # a click with a shaky hand …
            self.lift(card)  # … lifts the card, as a click does
        else:
            self._let_go(card, source, index, target)
        event.accept()

    def _let_go(self, card: CardItem, source: PileItem, index: int,
                target: PileItem | None) -> None:
        """The card picked up (dragged or lifted) is let go of over ``target``: whoever
        listens to :attr:`card_dropped` takes it there, or it goes home — shaking first if
        it was refused."""
        self.highlights.hover(None)
        self.highlights.clear()
        card.set_lifted(False)
        self.drag_ended.emit()
        self._dropping = card
        self.card_dropped.emit(source.key, index, target.key if target else None)
        self._dropping = None
        if card.pile is source:  # nobody took it: back where it came from
            refused, self._refused = self._refused is card, None
            # held weakly: the shake is the card's, and may end after a new deal took the
            # pile and the card off the table (see .lifetimes, rule 3)
            go_home = weak_call(source.lay_out, self._slide_back_ms)
            shake(card, self._shake_ms if refused else 0, go_home)

    def set_slide_back_ms(self, ms: int, shake_ms: int = 0) -> None:
        """How long a refused card takes to slide home, and to shake before it (0 at
        instant speed)."""
        self._slide_back_ms = ms
        self._shake_ms = shake_ms

    # -- what the table says ----------------------------------------------------------------
    def refuse(self, key: PileKey, index: int, reason: str) -> None:
        """Card ``index`` of pile ``key`` can't go where the player put it: it wiggles (at
        any speed but instant) framed in red, ``reason`` shows beside it, and it goes
        home if it was let go of elsewhere."""
        pile = self._piles.get(key)
        card = pile.cards[index] if pile is not None and 0 <= index < len(pile.cards) else None
        if card is None:
            self.messages.say(reason, None, REFUSAL, timing.REFUSAL_MESSAGE_MS)
            return
        self.messages.flash(card)
        self.messages.say(reason, card.scene_card_rect(), REFUSAL, timing.REFUSAL_MESSAGE_MS,
                          avoid=self._places_to_leave_seen())
        if card is self._dropping:
            self._refused = card  # the release shakes it, then sends it home
        else:
            shake(card, self._shake_ms, lambda: None)

    def announce(self, text: str, near: PileKey | None = None) -> None:
        """Say ``text`` on the table for a moment: beside the top card of the pile ``near``,
        or in the middle of the table (on the lower edge of the centre stacks, leaving
        their faces to be seen)."""
        if near is not None:
            pile = self._piles[near]
            rect = pile.cards[-1].scene_card_rect() if pile.cards else pile.base_rect()
            self.messages.say(text, rect, INFO, avoid=self._places_to_leave_seen())
            return
        centre = [p.base_rect() for k, p in self._piles.items() if k.kind == "centre"]
        middle = centre[0]
        for rect in centre[1:]:
            middle = middle.united(rect)
        edge = QRectF(middle.left(), middle.bottom() - middle.height() * 0.1, middle.width(), 1)
        self.messages.say(text, edge, INFO, over=True)

    def _places_to_leave_seen(self) -> list[tuple[QRectF, float]]:
        """What the table shows (every pile's cards, an empty place's marker, the names),
        weighted by how much a message beside a card should leave it seen: the other
        players' cards and the names most, then the centre and the stock, the player's
        own cards, empty places least (a 4-player table has the player's message go below
        the centre, not over the piles of the player across the table)."""
        places = [(rect, 4.0) for rect in self.labels.plate_rects()]
        for key, pile in self._piles.items():
            weight = 1.0 if key.seat == self._viewer else 3.0 if key.seat < 0 else 4.0
            shown = pile.base_rect() if key.kind != HAND else QRectF()  # a fan: its cards
            for place in pile.card_positions():
                shown = shown.united(QRectF(place, pile.card_size))
            if pile.cards:
                places.append((shown, weight))
            elif key.kind != HAND:  # an empty place: its marker
                places.append((shown, weight / 4))
        return places

    def celebrate(self, title: str, subtitle: str, duration: int) -> None:
        """A win: cards leap off the table under the banner ``title`` / ``subtitle`` for
        ``duration`` ms (none at 0); see :mod:`.celebration`."""
        self.messages.hide()
        pixel = self._layout.font_px if self._layout is not None else 14
        self.celebration.play(title, subtitle, cascade(self._piles, self._viewer),
                              self.sceneRect(), duration, max(12, pixel))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.cover.up:
            return
        self._cancel_press()  # the first click lifted the card: the double-click plays it
        card = self.card_at(event.scenePos())
        pile = card.pile if card is not None else None
        if card is not None and pile is not None and self.can_pick_up(card):
            self.card_double_clicked.emit(pile.key, pile.cards.index(card))
        event.accept()

    def _hold_elapsed(self) -> None:
        pile = self._hold_pile
        if pile is not None and self._dragging is None:
            self._press = None
            self._peek_pressed_at = None
            self.peek.show(pile.key)

    def keyPressEvent(self, event) -> None:
        if self.cover.up:  # Space (or Enter) when the next person is at the screen
            if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.cover.lift()
            event.accept()
            return
        if self.celebration.running:  # any key skips it
            self.celebration.skip()
            event.accept()
            return
        if keyboard.play_key(self, event):
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and self.peek.key is not None:
            self.peek.end()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- lifting a card without dragging it ----------------------------------------------
    @property
    def lifted(self) -> CardItem | None:
        """The card lifted by a click or a key, waiting to be put down."""
        return self._lifted

    def lift(self, card: CardItem) -> bool:
        """Lift ``card`` to be put down by a click or a key (the same path as a drag);
        False if the player may not pick it up."""
        pile = card.pile
        if pile is None or not self.can_pick_up(card):
            return False
        self.put_back()
        self.peek.end()
        card.finish_animation()
        self.highlights.clear_hint()
        self._lifted = card
        card.set_lifted(True)
        card.setZValue(DRAG_Z)
        self._raise_lifted()
        self.drag_started.emit(pile.key, pile.cards.index(card))
        return True

    def put_back(self) -> None:
        """The lifted card goes back to its place, nothing played."""
        card, self._lifted = self._lifted, None
        if card is None:
            return
        self.highlights.hover(None)
        self.highlights.clear()
        card.set_lifted(False)
        if card.pile is not None:
            card.pile.lay_out(0)
        self.drag_ended.emit()

    def put_down(self, target: PileKey) -> None:
        """Put the lifted card down on the pile ``target`` (whoever listens decides)."""
        card, self._lifted = self._lifted, None
        source = card.pile if card is not None else None
        if card is None or source is None:
            return
        self._let_go(card, source, source.cards.index(card), self._piles[target])

    def _raise_lifted(self) -> None:
        """The lifted card stands a little above its place, so the player sees it is held."""
        card = self._lifted
        pile = card.pile if card is not None else None
        if card is None or pile is None:
            return
        place = pile.card_positions()[pile.cards.index(card)]
        card.setPos(place - QPointF(0, round(pile.card_size.height() * LIFT_RISE)))

    def _drop_lift_from(self, *piles: PileItem) -> None:
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

    def takes_cards(self, key: PileKey) -> bool:
        """The places a card is put down on: the centre stacks and the player's side stacks."""
        return key.kind == CENTRE or (key.kind == SIDE and key.seat == self._viewer)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.focus.focus_in(event.reason())

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.focus.place_ring()

    def _cancel_press(self) -> None:
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
            self.highlights.clear()
            self.drag_ended.emit()

    @property
    def dragging(self) -> CardItem | None:
        return self._dragging

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self.look.paint_felt(painter, QRectF(rect))
