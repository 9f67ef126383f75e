"""Windows that fit the screen they open on, frame and all.

A screen's *available* area is the screen less the desktop's panels and docks. A
window's frame (title bar and borders, drawn by the desktop) is known only once
the window is shown; until then :data:`FRAME_GUESS` stands in for it, on the
generous side so a window is never made taller than the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

FRAME_GUESS = QMargins(6, 36, 6, 6)


def available_area(widget: QWidget, point: QPoint | None = None) -> QRect:
    """The available area of the screen at ``point`` (a point on no screen, or None: the
    screen of ``widget``, or of the window it will open over)."""
    screen = QGuiApplication.screenAt(point) if point is not None else None
    if screen is None:
        parent = widget.parentWidget()
        screen = (parent or widget).screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_margins(window: QWidget) -> QMargins:
    """The frame round ``window``'s inside: the real one once shown, else a guess."""
    outer, inner = window.frameGeometry(), window.geometry()
    margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                       outer.right() - inner.right(), outer.bottom() - inner.bottom())
    return margins if window.isVisible() and not margins.isNull() else FRAME_GUESS


def fitted(want: QRect, area: QRect, frame: QMargins) -> QRect:
    """``want`` (a window's inside) made to fit ``area`` with its ``frame`` round it: no larger
    than the area leaves room for, then moved the least that brings the frame inside.

    >>> r = fitted(QRect(900, 700, 1280, 800), QRect(0, 0, 1366, 768), QMargins(1, 30, 1, 1))
    >>> (r.x(), r.y(), r.width(), r.height())
    (85, 30, 1280, 737)
    """
    room = area.marginsRemoved(frame)
    size = want.size().boundedTo(room.size())
    x = min(max(want.x(), room.left()), room.left() + room.width() - size.width())
    y = min(max(want.y(), room.top()), room.top() + room.height() - size.height())
    return QRect(QPoint(x, y), size)


def fit_size(window: QWidget, want: QSize) -> QSize:
    """``want`` as large as it may be for ``window`` (a dialog, say) to fit its screen."""
    return fitted(QRect(QPoint(), want), available_area(window), frame_margins(window)).size()


class PageScroller(QScrollArea):
    """Holds a page of a dialog whole, at its natural size where the screen has room for it,
    and scrolls it only where the screen is too small: up and down, never sideways (its
    width keeps room for the scroll bar a page too tall for a small screen shows)."""

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # not a Tab stop of its own: a screen reader read it as an unnamed "layered pane"
        # between the fields (the page scrolls to the field that has the focus)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        page, frame = self.widget(), 2 * self.frameWidth()
        if page is None:
            return super().sizeHint()
        # the scroll bar's room: on a small screen it takes it from the page's width, which
        # then had to scroll sideways too (the Display page at 1024×600)
        bar = self.verticalScrollBar().sizeHint().width()
        return page.sizeHint().expandedTo(page.minimumSizeHint()) + QSize(frame + bar, frame)
