"""The widget that shows the table and keeps it fitted to its size."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from . import timing
from .key_focus import Stop
from .table_scene import TableScene

FIRST_PAINT_WAIT_MS = 1000  # work put off until the first paint runs by then regardless
MIN_SIZE = (560, 380)  # the smallest table: leaves room for the game log on an 800-pixel screen
# The pictures the cards and piles keep of themselves live in Qt's pixmap cache: room for
# this many screenfuls of them, or on a large screen (4K) they push each other out and
# every card is drawn again at every frame of a drag.
CACHED_SCREENS = 2.5


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` at 1:1: the scene is always exactly the view's size.

    On every resize the table is laid out again at once; the card pictures are
    re-rendered at the new size only once the window has stayed still for a moment.
    """

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # Our own viewport, known to Python from the start: handing Python the one Qt makes
        # (viewport(), or the widget every item's paint() receives) first sets PySide
        # looking through every widget class it has, some 10 ms before the first paint.
        viewport = QWidget()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)  # as Qt sets up its own
        self.setViewport(viewport)
        # The felt covers every pixel of the view (beyond the table too): filling the view
        # with its background colour first, as Qt would, is wasted (1 ms a frame at 4K).
        viewport.setAutoFillBackground(False)
        viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        # No smooth pixmap transform here: with it, Qt filters every picture it copies onto
        # the table, even one drawn at its own size, several times slower than a plain copy
        # (a 4K repaint spent a third of its time so). What may draw a picture scaled (a
        # lifted card, a high-DPI screen) turns smoothing on itself, in its own paint().
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(self.horizontalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(self.verticalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMouseTracking(True)
        self.setMinimumSize(*MIN_SIZE)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(timing.RESIZE_SETTLE_MS)
        self._settle.timeout.connect(self._resize_settled)
        self._laid_out = False
        self._after_paint: list[Callable[[], None]] | None = []  # None once painted
        self._paint_wait = QTimer(self)
        self._paint_wait.setSingleShot(True)
        self._paint_wait.setInterval(FIRST_PAINT_WAIT_MS)
        self._paint_wait.timeout.connect(self._run_after_paint)
        scene.key_focus_moved.connect(self._keep_in_view)

    def _keep_in_view(self, stop: Stop) -> None:
        """The place the keyboard focus went to is scrolled into view (a zoomed table)."""
        self.ensureVisible(self.table_scene().focus.stop_rect(stop), 16, 16)

    def after_first_paint(self, work: Callable[[], None]) -> None:
        """Do ``work`` once the table is first on screen (at once if it has been already).

        For what a launch need not do before the player sees the table, such as writing
        files. A table not painted within :data:`FIRST_PAINT_WAIT_MS` (a window opened
        minimised) does not hold the work up any longer.
        """
        if self._after_paint is None:
            work()
            return
        self._after_paint.append(work)
        if not self._paint_wait.isActive():
            self._paint_wait.start()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._after_paint is not None:
            # once this picture is on screen; not at all if the view is deleted first (a
            # review's table closed at once): the view is the call's context
            QTimer.singleShot(0, self, self._run_after_paint)

    def _run_after_paint(self) -> None:
        self._paint_wait.stop()
        work, self._after_paint = self._after_paint or [], None
        for job in work:
            job()

    def table_scene(self) -> TableScene:
        return cast(TableScene, self.scene())  # the scene it was made with

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:  # the corners' marks are the language's
            self.table_scene().look.redraw_cards()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_table()

    def fit_table(self) -> None:
        """Lay the table out for the viewport's current size."""
        size = self.viewport().size()
        scene = self.table_scene()
        room_kib = round(size.width() * size.height() * 4 * CACHED_SCREENS / 1024)
        if room_kib > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(room_kib)
        if self._laid_out:
            scene.art.frozen = True  # draw from vectors until the size settles
            self._settle.start()
        scene.relayout(size.width(), size.height())
        self.setSceneRect(scene.sceneRect())
        self._laid_out = True

    def _resize_settled(self) -> None:
        scene = self.table_scene()
        scene.art.frozen = False
        scene.art.clear()
        scene.look.redraw_cards()
