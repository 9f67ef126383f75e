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

from PySide6.QtCore import (
    QCoreApplication,
    QLineF,
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ..table.piles import CENTRE, HAND, SIDE, CardFace, PileKey, SeatInfo, TableSnapshot
from ..translatable import QT_TRANSLATE_NOOP
from . import keyboard, timing
from .card_art import CardArt
from .card_item import CardItem
from .celebration import Celebration, cascade
from .cover import Cover
from .felt import paint_felt
from .key_focus import FocusRing, Stop
from .layout import TableLayout, compute_layout
from .lifetimes import Retirement, weak_call
from .move_marks import MoveMarks
from .pile_item import CASCADE, FAN, HOVER, LEGAL, NO_HIGHLIGHT, STACK, BadgeItem, PileItem
from .scoreboard import Scoreboard, ScoreboardItem
from .table_messages import INFO, REFUSAL, TableMessages, shake
from .theme import TableTheme

DRAG_Z = 1000
FLIGHT_Z = 700
PEEK_Z = 900
HOLD_TO_PEEK_MS = 450  # a press held this long peeks; a quicker click leaves the peek open
CAPTIONS = {"stock": QT_TRANSLATE_NOOP("Captions", "Stock"),
            "completed": QT_TRANSLATE_NOOP("Captions", "Completed"),
            "payoff": QT_TRANSLATE_NOOP("Captions", "Payoff")}
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
        self._badges: dict[PileKey, BadgeItem] = {}
        self._plates: dict[int, BadgeItem] = {}
        self._seat_info: dict[int, SeatInfo] = {}
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
        self._focus: Stop | None = None  # the keyboard focus (see key_focus)
        self._ring = FocusRing()
        self._ring_wanted = False  # the ring shows once the keyboard is used, until the mouse is
        self.addItem(self._ring)
        self.changed.connect(self._place_ring)
        self._drag_source: tuple[PileItem, int] | None = None
        self._hover: PileItem | None = None
        self._peeking: PileItem | None = None
        self._spreading = False
        self._hint: tuple[CardItem | None, PileItem] | None = None
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
        self.table_colour: str | None = None  # None: the standard green felt
        self._peek_shade = QGraphicsRectItem()
        self._peek_shade.setBrush(QColor(0, 0, 0, 110))
        self._peek_shade.setPen(Qt.PenStyle.NoPen)
        self._peek_shade.setZValue(PEEK_Z - 1)
        self._peek_shade.setVisible(False)
        self.addItem(self._peek_shade)
        self._scoreboard = ScoreboardItem()
        self.addItem(self._scoreboard)
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
        self.end_peek()
        self._cancel_press()
        self._hint = None
        self.marks.clear()
        self.messages.hide()
        self.celebration.skip()
        self._hover = self._hold_pile = None
        for pile in self._piles.values():
            for card in pile.cards:
                self._retire(card)
            self._retirement.retire(pile)
        for item in [*self._badges.values(), *self._plates.values()]:
            self._retirement.retire(item)
        self._piles.clear()
        self._badges.clear()
        self._plates.clear()
        self._players, self._centre_stacks, self._viewer = players, centre_stacks, viewer
        self._focus = None  # new piles: the focus starts again on the hand
        keys = [PileKey("stock"), PileKey("completed")]
        keys += [PileKey("centre", -1, i) for i in range(centre_stacks)]
        for seat in range(players):
            keys += [PileKey("payoff", seat), PileKey("hand", seat)]
            keys += [PileKey("side", seat, i) for i in range(4)]
        for key in keys:
            kind = {"side": CASCADE, "hand": FAN}.get(key.kind, STACK)
            pile = PileItem(key, self.art, kind, show_marker=key.kind != "hand")
            pile.set_caption(QCoreApplication.translate("Captions", CAPTIONS.get(key.kind, "")))
            self.addItem(pile)
            self._piles[key] = pile
            counted = key.kind in ("payoff", "stock", "completed")
            if counted or (key.kind == "hand" and key.seat != viewer):
                badge = BadgeItem()
                badge.set_theme(self.art.theme)
                badge.setVisible(False)
                self.addItem(badge)
                self._badges[key] = badge
        for seat in range(players):
            plate = BadgeItem()
            plate.set_theme(self.art.theme)
            plate.setZValue(810)
            self.addItem(plate)
            self._plates[seat] = plate
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

    def badge(self, key: PileKey) -> BadgeItem | None:
        return self._badges.get(key)

    def plate(self, seat: int) -> BadgeItem:
        return self._plates[seat]

    @property
    def table_layout(self) -> TableLayout | None:
        return self._layout

    def relayout(self, width: float, height: float) -> None:
        """Fit the table to ``width``×``height`` pixels; cards jump to their new places."""
        self.end_peek()
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
        for key, badge in self._badges.items():
            scale = layout.seat_scale.get(key.seat, 1.0) if key.seat >= 0 else 1.0
            badge.set_pixel_size(max(9, round(layout.font_px * (0.85 + 0.15 * scale))))
            badge.setPos(layout.count_badges[key])
        for seat, plate in self._plates.items():
            plate.set_pixel_size(layout.plate_px)
            self._place_plate(seat)
        self._scoreboard.set_pixel_size(max(10, layout.font_px))
        self._place_scoreboard()
        self.messages.pixel = max(12, round(layout.font_px * 1.25))
        dragged_from = self._dragging.pile if self._dragging is not None else None
        if self._dragging is not None and dragged_from is not None:
            self._dragging.set_card_size(dragged_from.card_size)
        self._raise_lifted()
        self._place_ring()
        self.layout_changed.emit()

    # -- what the table shows -----------------------------------------------------------
    def show_snapshot(self, snapshot: TableSnapshot, duration: int = 0) -> None:
        """Make every pile, count and name plate show ``snapshot``; cards glide for ``duration``."""
        for key, faces in snapshot.piles.items():
            self.set_pile_faces(key, faces, duration)
        for key in self._badges:
            self.set_count(key, snapshot.counts.get(key, ""))
        self.set_seats(snapshot.seats)

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

    def set_seats(self, seats: dict[int, SeatInfo]) -> None:
        """Update the name plates."""
        self._seat_info.update(seats)
        for seat, plate in self._plates.items():
            info = self._seat_info.get(seat)
            if info is None:
                continue
            plate.set_text(f"{info.name} · {info.note}" if info.note else info.name)
            plate.set_active(info.active)
            self._place_plate(seat)
        for key, pile in self._piles.items():
            info = self._seat_info.get(key.seat)
            owner = "You" if key.seat == self._viewer else info.name if info is not None else ""
            pile.set_owner(owner)

    def seat_info(self) -> dict[int, SeatInfo]:
        """What each name plate shows now."""
        return dict(self._seat_info)

    def _place_plate(self, seat: int) -> None:
        """Centre a name plate on its place, but never let it leave the table."""
        if self._layout is None:
            return
        plate = self._plates[seat]
        want = self._layout.plates[seat]
        half = plate.boundingRect().width() / 2
        area = self.sceneRect()
        x = min(max(want.x(), area.left() + half + 4), area.right() - half - 4)
        plate.setPos(QPointF(x, want.y()))

    def set_scoreboard(self, board: Scoreboard | None) -> None:
        """Show a match's scoreboard in the table's bottom-right corner (None: hide it)."""
        self._scoreboard.set_board(board)
        self._place_scoreboard()

    @property
    def scoreboard(self) -> ScoreboardItem:
        return self._scoreboard

    def _place_scoreboard(self) -> None:
        if self._layout is not None:
            taken = [pile.area_rect() for pile in self._piles.values()]
            taken += [item.sceneBoundingRect()
                      for item in (*self._badges.values(), *self._plates.values())]
            self._scoreboard.place(self.sceneRect(), max(6, round(self._layout.font_px * 0.5)),
                                   taken)

    def set_count(self, key: PileKey, text: str) -> None:
        """Show ``text`` on a pile's count badge; a number also gives a stack its thickness."""
        badge = self._badges.get(key)
        if badge is not None:
            badge.set_text(text)
        self._piles[key].set_depth(int(text) if text.isdigit() else 0)

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
        card.setZValue(PEEK_Z + 1 if dst is self._peeking else FLIGHT_Z)  # above a peek's shade
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
        if self._hint is not None and self._hint[0] is card:
            self.clear_hint()
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

    # -- input permissions and highlights -------------------------------------------------
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

    def set_highlights(self, keys) -> None:
        """Light up the piles ``keys`` (the places a dragged card may go)."""
        keys = set(keys)
        for key, pile in self._piles.items():
            pile.set_highlight(LEGAL if key in keys else NO_HIGHLIGHT)

    def clear_highlights(self) -> None:
        self.set_highlights(())

    def show_hint(self, target: PileKey, source: PileKey | None = None,
                  index: int = -1) -> None:
        """Point out a move: card ``index`` of ``source`` (-1: the top card) glows, and so
        does the pile ``target`` it should go to. It lasts until :meth:`clear_hint`.

        The keyboard focus goes to the card, and Space lifting it goes on to the target."""
        self.clear_hint()
        card = None
        if source is not None and self._piles[source].cards:
            card = self._piles[source].cards[index]
            card.set_hinted(True)
            self.set_key_focus(self.stop_of(card))
        pile = self._piles[target]
        pile.set_highlight(HOVER)
        self._hint = (card, pile)

    def clear_hint(self) -> None:
        if self._hint is None:
            return
        card, pile = self._hint
        self._hint = None
        if card is not None:
            card.set_hinted(False)
        if pile.highlight == HOVER and pile is not self._hover:
            pile.set_highlight(NO_HIGHLIGHT)

    def hint(self) -> tuple[CardItem | None, PileKey] | None:
        """The card and the pile the hint on show points at, if any."""
        return None if self._hint is None else (self._hint[0], self._hint[1].key)

    def highlighted(self) -> set[PileKey]:
        return {k for k, p in self._piles.items() if p.highlight != NO_HIGHLIGHT}

    def can_pick_up(self, card: CardItem) -> bool:
        pile = card.pile
        if pile is None or not self._input_enabled or pile.key not in self._draggable:
            return False
        return pile.kind == FAN or card is pile.cards[-1]

    # -- peeking --------------------------------------------------------------------------
    def show_peek(self, key: PileKey) -> None:
        """Fan out every buried card of a side stack beside its top card, until :meth:`end_peek`.

        The peek lasts while the table changes underneath it: whenever the stack's cards
        are laid out again (a refresh, a card played from it or put on it) the fan is
        spread again with the cards it holds then.
        """
        self.end_peek()
        pile = self._piles[key]
        if not pile.cards:
            return
        self._peeking = pile
        self._peek_shade.setVisible(True)
        pile.restacked.connect(self._spread_peek)
        self._spread_peek()
        self.peek_requested.emit(key)

    def _spread_peek(self) -> None:
        """Lay the peeked stack out above the shade: its top card in its place, the buried
        cards in a row beside it."""
        pile = self._peeking
        if pile is None or self._spreading:
            return
        self._spreading = True  # finishing a card's flight restacks its pile: no second pass
        try:
            self._peek_shade.setRect(self.sceneRect())
            if not pile.cards:
                return
            buried, top = pile.cards[:-1], pile.cards[-1]
            top_rect = QRectF(pile.card_positions()[-1], pile.card_size)
            top.set_card_size(pile.card_size)  # a buried card may have become the top
            top.setZValue(PEEK_Z + 1)
            layout = self._layout
            big = QSizeF(pile.card_size)
            if layout is not None:
                w = max(big.width(), layout.card_width * 0.8)
                big = QSizeF(round(w), round(w * 1.4))
            places = self._peek_positions(top_rect, big, len(buried))
            for number, (pos, card) in enumerate(zip(places, buried, strict=True)):
                card.finish_animation()
                card.set_card_size(big)
                card.setPos(pos)
                card.setZValue(PEEK_Z + 2 + number)
        finally:
            self._spreading = False

    def _peek_positions(self, top: QRectF, size: QSizeF, count: int) -> list[QPointF]:
        """Places in one row beside the top card, never covering it."""
        if not count:
            return []
        area = self.sceneRect().adjusted(8, 8, -8, -8)
        gap = size.width() * 0.08
        step = min(size.width() + gap, (area.width() - size.width()) / max(count - 1, 1))
        row_width = step * (count - 1) + size.width()
        x = min(max(top.center().x() - row_width / 2, area.left()), area.right() - row_width)
        if top.top() - gap - size.height() >= area.top():
            y = top.top() - gap - size.height()
        else:
            y = min(top.bottom() + gap, area.bottom() - size.height())
        return [QPointF(round(x + i * step), round(y)) for i in range(count)]

    def end_peek(self) -> None:
        pile = self._peeking
        if pile is None:
            return
        self._peeking = None
        pile.restacked.disconnect(self._spread_peek)
        self._peek_shade.setVisible(False)
        pile.lay_out(0)
        self.peek_ended.emit(pile.key)

    @property
    def peeking(self) -> PileKey | None:
        return self._peeking.key if self._peeking else None

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
        self.show_ring(False)  # the mouse is in use: the keyboard's ring steps aside
        pos = event.scenePos()
        if self._dragging is not None:
            event.accept()
            return
        if self._lifted is not None and self._press_while_lifted(event):
            event.accept()
            return
        target = self._peek_target(event)
        if self._peeking is not None:  # a peek left open by a click: this click closes it
            shown = self._peeking
            self.end_peek()
            self._closing_click = target is None or target is shown
            if self._closing_click:
                event.accept()
                return
        if target is not None:
            self._peek_pressed_at = event.timestamp()  # in ms, as the release's
            self.show_peek(target.key)
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
            self._update_hover(self._target_for(self._dragging, pos))
        event.accept()

    def _start_drag(self, card: CardItem) -> None:
        pile = card.pile
        if pile is None:
            return
        card.finish_animation()
        self.clear_hint()
        index = pile.cards.index(card)
        self._dragging = card
        self._drag_source = (pile, index)
        card.set_lifted(True)
        card.setZValue(DRAG_Z)
        self.drag_started.emit(pile.key, index)

    def _update_hover(self, pile: PileItem | None) -> None:
        if pile is self._hover:
            return
        if self._hover is not None and self._hover.highlight == HOVER:
            self._hover.set_highlight(LEGAL)
        self._hover = pile
        if pile is not None and pile.highlight == LEGAL:
            pile.set_highlight(HOVER)

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
        if self._peeking is not None:
            opened = self._peek_pressed_at
            if opened is None or event.timestamp() - opened >= HOLD_TO_PEEK_MS:
                self.end_peek()  # a held press peeks while it is held
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
        self._update_hover(None)
        self.clear_highlights()
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
        places = [(plate.sceneBoundingRect(), 4.0) for plate in self._plates.values()
                  if plate.isVisible()]
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
            self.show_peek(pile.key)

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
        if event.key() == Qt.Key.Key_Escape and self._peeking is not None:
            self.end_peek()
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
        self.end_peek()
        card.finish_animation()
        self.clear_hint()
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
        self._update_hover(None)
        self.clear_highlights()
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

    # -- the keyboard -------------------------------------------------------------------
    @property
    def key_focus(self) -> Stop:
        """Where the keyboard focus is: a pile, or a card of the player's hand."""
        focus = self._checked(self._focus) or self.home_stop()
        self._focus = focus
        return focus

    def set_key_focus(self, stop: Stop, tell: bool = True) -> None:
        """Move the keyboard focus to ``stop`` (and with ``tell`` say so by
        :attr:`key_focus_moved`, for a screen reader)."""
        focus = self._checked(stop)
        if focus is None:
            return
        self._focus = focus
        if self._peeking is not None and self._peeking.key != focus.key:
            self.end_peek()
        hovered = self._piles[focus.key]
        self._update_hover(hovered if self._lifted is not None else None)
        self._place_ring()
        if tell:
            self.key_focus_moved.emit(focus)

    def focus_card(self, stop: Stop | None = None) -> CardItem | None:
        """The card at ``stop`` (the keyboard focus by default): a hand card, or a pile's
        top card."""
        stop = stop or self.key_focus
        cards = self._piles[stop.key].cards
        if not cards:
            return None
        return cards[stop.card] if 0 <= stop.card < len(cards) else cards[-1]

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

    def _own_hand(self) -> PileKey:
        return PileKey(HAND, self._viewer)

    def home_stop(self) -> Stop:
        hand = self._own_hand()
        if hand in self._piles and self._piles[hand].cards:
            return Stop(hand, 0)
        return Stop(PileKey("payoff", self._viewer))

    def _checked(self, stop: Stop | None) -> Stop | None:
        """``stop`` as the table stands now: a card of the hand that is still there (the
        last one if the hand shrank), the pile itself for every other pile."""
        if stop is None or stop.key not in self._piles:
            return None
        if stop.key != self._own_hand():
            return Stop(stop.key)
        count = len(self._piles[stop.key].cards)
        if not count:
            return Stop(stop.key)
        return Stop(stop.key, min(max(stop.card, 0), count - 1))

    def stop_rect(self, stop: Stop) -> QRectF:
        """Where a stop is on the table: its card's place (a pile's cards when spread)."""
        pile = self._piles[stop.key]
        places = pile.card_positions()
        if stop.card >= 0 and stop.card < len(places):
            return QRectF(places[stop.card], pile.card_size)
        rect = pile.base_rect()
        if places:
            rect = rect.united(QRectF(places[-1], pile.card_size))
        return rect

    def key_stops(self) -> dict[Stop, QRectF]:
        """Every place the arrow keys may go: every pile, and each card of the hand; while
        a card is lifted, the places it may be put down on (those lit for it, when the
        table lights them) and its own place."""
        stops: dict[Stop, QRectF] = {}
        hand = self._own_hand()
        lifted = self._lifted
        lit = self.highlighted() if lifted is not None else set()
        for key, pile in self._piles.items():
            if lifted is not None and not (key in lit if lit else self.takes_cards(key)):
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

    def stop_of(self, card: CardItem) -> Stop:
        pile = card.pile
        assert pile is not None
        index = pile.cards.index(card) if pile.key == self._own_hand() else -1
        return Stop(pile.key, index)

    def show_ring(self, show: bool = True) -> None:
        self._ring_wanted = show
        self._place_ring()

    def _place_ring(self, *_changed: object) -> None:
        """Put the ring round the focus where it is now (the table may have changed)."""
        show = self._ring_wanted and bool(self._piles) and self.hasFocus()
        if show:
            self._ring.surround(self.stop_rect(self.key_focus))
        hand = self._piles.get(self._own_hand())
        if hand is not None:  # the focused card of the hand is seen whole inside its ring
            card = self.key_focus.card if show else -1
            hand.raise_card(card if card >= 0 else None)
        if show != self._ring.isVisible():
            self._ring.setVisible(show)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._ring_wanted = True
        self._place_ring()
        # after the widget's own news of the focus, the place on the table that has it
        QTimer.singleShot(0, self._tell_focus)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self._place_ring()

    def _tell_focus(self) -> None:
        if self.hasFocus() and self._piles:
            self.key_focus_moved.emit(self.key_focus)

    def refuse_key(self, wanted: str) -> None:
        """The focused place can't give what a key asked for (``wanted``: PICK, PEEK):
        :attr:`key_refused` says so, for whoever tells the player why."""
        card = self.focus_card()
        pile = card.pile if card is not None else None
        index = pile.cards.index(card) if card is not None and pile is not None else -1
        self.key_refused.emit(wanted, self.key_focus.key, index)

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
            self.clear_highlights()
            self.drag_ended.emit()

    @property
    def dragging(self) -> CardItem | None:
        return self._dragging

    # -- painting ---------------------------------------------------------------------------
    def set_table_colour(self, colour: str | None) -> None:
        """The felt's colour ("#1f6b3a"; None: the standard green)."""
        self.table_colour = colour
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_theme(self, theme: TableTheme) -> None:
        """The look of the table round the cards (:mod:`.theme`): felt, marks and outlines."""
        self.art.theme = theme
        self.messages.theme = theme
        for badge in (*self._badges.values(), *self._plates.values()):
            badge.set_theme(theme)
        self._ring.set_theme(theme)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.redraw_cards()

    @property
    def theme(self) -> TableTheme:
        return self.art.theme

    def set_card_faces(self, large_print: bool, four_colour: bool) -> None:
        """Draw the cards with large-print faces and/or four-colour suits, at once."""
        self.art.set_faces(large_print, four_colour)
        self.redraw_cards()

    def set_card_back(self, name: str) -> None:
        """The picture on the backs of the cards ("back-1" …), redrawn at once."""
        self.art.set_back(name)
        self.redraw_cards()

    def redraw_cards(self) -> None:
        """Paint every card and pile again (the pictures changed: a new back, a new size).

        Items keep a picture of themselves; ``update()`` on the scene alone would show
        the old one.
        """
        for item in self.items():
            item.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        theme = self.art.theme
        paint_felt(painter, self.sceneRect(), QRectF(rect), theme.felt or self.table_colour,
                   theme.shaded)
