"""A JSON report of the table for end-to-end tests driving the real program.

When ``SPITE_GUI_E2E_REPORT`` names a file, the program keeps it up to date: the
moves played, whose turn it is, the human's legal moves, where the table, every
pile, every hand card and the top card of the human's other piles are on the
screen (global pixel coordinates), where the window and its status bar are, and
which card is being dragged, so a test can drag a card with a real mouse, wait
until the program has picked it up, and check what happened. For the keyboard: where
the keyboard focus is, every place the arrow keys may take it, and the card lifted. For
screen readers: every message the game sent them (``said``).
"""

from __future__ import annotations

import json
import os
import pathlib
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, QTimer
from PySide6.QtWidgets import QMainWindow

from ..table.piles import HAND, PileKey

if TYPE_CHECKING:
    from ..view.table_view import TableView
    from ..view.voice import Voice
    from .friends import Friends
    from .seat import SeatController


class E2EReport(QObject):
    """Rewrites the report whenever the table settles or moves."""

    def __init__(self, path: str | os.PathLike[str], controller: SeatController,
                 view: TableView, parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self.path = pathlib.Path(path)
        self.controller = controller
        self.view = view
        # playing with friends, once it is: what its report() says
        self.friends: Friends | None = None
        self.said: list[list[str]] = []  # the messages sent to the screen reader, channel
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(50)
        self._timer.timeout.connect(self.write)
        scene = view.table_scene()
        for signal in (controller.settled, controller.turn_changed, controller.table_started,
                       controller.busy_changed, controller.status_changed,
                       scene.layout_changed, scene.drag_started, scene.drag_ended,
                       scene.key_focus_moved):
            # Never connect to QTimer.start itself: a signal's argument (a deal number,
            # a seat) would become the timer's interval.
            signal.connect(self._schedule)

    def watch_voice(self, voice: Voice) -> None:
        """Report every message the voice sends to the screen reader, and its channel."""
        voice.sent.connect(self._on_said)

    def _on_said(self, text: str, channel: str) -> None:
        self.said.append([text, channel])
        self._schedule()

    def watch_friends(self, friends: Friends) -> None:
        """Report playing with friends too, from now on."""
        self.friends = friends
        friends.changed.connect(self._schedule)
        self._schedule()

    def _schedule(self, *_args: object) -> None:
        self._timer.start()

    def _global_point(self, point: QPointF) -> QPoint:
        return self.view.viewport().mapToGlobal(self.view.mapFromScene(point))

    def _global_rect(self, rect: QRectF) -> list[int]:
        top_left = self.view.viewport().mapToGlobal(self.view.mapFromScene(rect.topLeft()))
        bottom_right = self.view.viewport().mapToGlobal(
            self.view.mapFromScene(rect.bottomRight()))
        return [top_left.x(), top_left.y(), bottom_right.x() - top_left.x(),
                bottom_right.y() - top_left.y()]

    def snapshot(self) -> dict[str, Any]:
        table = self.controller
        view = table.view
        scene = self.view.table_scene()
        piles = {str(key): self._global_rect(pile.base_rect())
                 for key, pile in scene.piles().items()}
        hand = scene.pile(PileKey(HAND, table.seat))
        cards = []
        for card in hand.cards:
            rect = card.scene_card_rect()
            # a point on the visible part of a fanned card: its left strip
            point = QPointF(rect.left() + min(rect.width() * 0.25, 12), rect.center().y())
            where = self._global_point(point)
            cards.append({"face": card.face, "x": where.x(), "y": where.y()})
        # the middle of the top card of the human's other piles, where a drag starts
        tops = {}
        for key, pile in scene.piles().items():
            if key.seat == table.seat and key.kind != HAND and pile.cards:
                where = self._global_point(pile.cards[-1].scene_card_rect().center())
                tops[str(key)] = [where.x(), where.y()]
        viewport = self.view.viewport()
        corner = viewport.mapToGlobal(QPoint(0, 0))
        return {
            "table": [corner.x(), corner.y(), viewport.width(), viewport.height()],
            "tops": tops,
            "deal": table.deal,
            "seat": table.seat,
            "moves": [str(m) for m in table.moves],
            "current": view.current if view else None,
            "my_turn": table.my_turn,
            "busy": table.busy,
            "legal": [str(m) for m in table.legal_moves()],
            "status": table.status,
            "piles": piles,
            "hand": cards,
            "over": bool(view and view.outcome is not None),
            "dragging": scene.dragging.face if scene.dragging is not None else None,
            "lifted": scene.lifted.face if scene.lifted is not None else None,
            "focus": [str(scene.focus.stop.key), scene.focus.stop.card],
            "stops": [[str(stop.key), stop.card, *self._global_rect(rect)]
                      for stop, rect in scene.focus.stops().items()],
            "friends": self.friends.report() if self.friends is not None else None,
            "said": self.said,
            **self._window(),
        }

    def _window(self) -> dict[str, list[int]]:
        """Where the window is (frame and all), its status bar, and the screen's free area."""
        window = cast(QMainWindow, self.view.window())  # the table's view is in a main window
        bar = window.statusBar()
        corner = bar.mapToGlobal(bar.rect().topLeft())
        frame, screen = window.frameGeometry(), window.screen().availableGeometry()
        return {
            "window": [frame.x(), frame.y(), frame.width(), frame.height()],
            "status_bar": [corner.x(), corner.y(), bar.width(), bar.height()],
            "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
        }

    def write(self) -> None:
        data = self.snapshot()
        tmp = self.path.with_suffix(self.path.suffix + ".tmp")
        tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(tmp, self.path)
