"""What shows over the table's cards: messages, the cover, a win's celebration.

- :class:`.table_messages.TableMessages`: words for a moment, beside a card or in
  the middle of the table (:meth:`Overlays.announce`), placed so as to leave seen
  what matters most (:meth:`Overlays.places_to_leave_seen`);
- :class:`.cover.Cover`: hides the whole table between two people's turns at one
  computer; while it is up, a click or Space only lifts it;
- :class:`.celebration.Celebration`: a win (:meth:`Overlays.celebrate`); a click or
  a key skips it.

Owns: the three, made here for the scene's life. The cover and the celebration are
items of the scene (Qt deletes them with it); the messages are a child of the scene,
as a room is. The scene keeps them under their own names too (``scene.messages``,
``scene.cover``, ``scene.celebration``), as the parts of the table others talk to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from ..table.piles import CENTRE, HAND, PileKey
from . import timing
from .celebration import Celebration, cascade
from .cover import Cover
from .room import Room
from .table_messages import INFO, MAX_TEXT_WIDTH, TableMessages

if TYPE_CHECKING:
    from .table_scene import TableScene

LIFTS_COVER = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


MIN_EXPLAIN_WIDTH = 12  # font sizes: a hint's reasons wrap no narrower than this


class Overlays(Room):
    """The messages, the cover and the celebration of one table."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.messages = TableMessages(scene)  # what the table tells the player
        self.celebration = Celebration(scene.art)  # a win
        scene.addItem(self.celebration)
        self.cover = Cover()  # between two people's turns at one computer
        scene.addItem(self.cover)
        scene.table_clicked.connect(self.celebration.skip)

    def clear(self) -> None:
        """A new table: no message, no celebration."""
        self.messages.hide()
        self.celebration.skip()

    def fit(self, area: QRectF, font_px: int) -> None:
        """The table was laid out again over ``area``, its words ``font_px`` high."""
        self.cover.set_area(area)
        self.messages.pixel = max(12, round(font_px * 1.25))

    def announce(self, text: str, near: PileKey | None = None) -> None:
        """Say ``text`` on the table for a moment: beside the top card of the pile ``near``
        (a PileKey), or in the middle of the table (on the lower edge of the centre stacks,
        leaving their faces to be seen)."""
        piles = self.scene.piles()
        if near is not None:
            pile = piles[near]
            rect = pile.cards[-1].scene_card_rect() if pile.cards else pile.base_rect()
            self.messages.say(text, rect, INFO, avoid=self.places_to_leave_seen())
            return
        centre = [p.base_rect() for k, p in piles.items() if k.kind == CENTRE]
        middle = centre[0]
        for rect in centre[1:]:
            middle = middle.united(rect)
        edge = QRectF(middle.left(), middle.bottom() - middle.height() * 0.1, middle.width(), 1)
        self.messages.say(text, edge, INFO, over=True)

    def explain(self, text: str, near: QRectF, target: QRectF) -> None:
        """Say why a hint suggests its move: ``text`` beside ``near`` (the pile of the hinted
        card), for as long as it takes to read, leaving that pile and the card's ``target``
        seen above all else."""
        avoid = [*self.places_to_leave_seen(), (target, 8.0)]
        # as wide as the room beside the pile allows (the bubble's padding, its gap to the
        # pile and the table's edge take about five font sizes), taller where it is narrow
        area, pixel = self.scene.sceneRect(), self.messages.pixel
        room = max(near.left() - area.left(), area.right() - near.right())
        width = min(max(room / pixel - 5, MIN_EXPLAIN_WIDTH), MAX_TEXT_WIDTH)
        self.messages.say(text, near, INFO, timing.reading_ms(text), avoid=avoid, width=width)

    def places_to_leave_seen(self) -> list[tuple[QRectF, float]]:
        """What the table shows (every pile's cards, an empty place's marker, the names),
        weighted by how much a message beside a card should leave it seen: the other
        players' cards and the names most, then the centre and the stock, the player's
        own cards, empty places least (a 4-player table has the player's message go below
        the centre, not over the piles of the player across the table)."""
        scene = self.scene
        places = [(rect, 4.0) for rect in scene.labels.plate_rects()]
        for key, pile in scene.piles().items():
            weight = 1.0 if key.seat == scene.viewer else 3.0 if key.seat < 0 else 4.0
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
        scene = self.scene
        self.messages.hide()
        layout = scene.table_layout
        pixel = layout.font_px if layout is not None else 14
        self.celebration.play(title, subtitle, cascade(scene.piles(), scene.viewer),
                              scene.sceneRect(), duration, max(12, pixel))

    def take_click(self, released: bool) -> bool:
        """A press (or its release) on the table: True if the cover takes it (the cover
        goes when the click ends)."""
        if not self.cover.up:
            return False
        if released:
            self.cover.lift()
        return True

    def take_key(self, event: QKeyEvent) -> bool:
        """A key on the table: True if an overlay takes it (Space or Enter lifts the cover
        when the next person is at the screen; any key skips a celebration)."""
        if self.cover.up:
            if event.key() in LIFTS_COVER:
                self.cover.lift()
            return True
        if self.celebration.running:
            self.celebration.skip()
            return True
        return False
