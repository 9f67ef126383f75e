"""A closed review is freed by Qt, whole: its window, table, panel and controller, with
nothing left for Python's collector and no callback keeping any of it alive."""

from __future__ import annotations

import gc
import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject

from spite_gui.controller.gui_thread import gui_mailbox

from .standin import StandIn, played_game


def _deferred_deletes() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _reviewed_once(open_review, qtbot, game):
    """A review, done, its costliest turn clicked: weak references to it and its window."""
    review = open_review(game, StandIn())
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    review.window.panel.costly[0].click()
    return weakref.ref(review), review.window


def test_a_closed_review_is_freed_by_qt_with_nothing_left_to_the_collector(open_review, qtbot):
    _deferred_deletes()
    gc.collect()
    gc.garbage.clear()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        game = played_game(8)
        first, first_window = _reviewed_once(open_review, qtbot, game)
        second = open_review(game, StandIn(hold=True))  # the first is closed for it
        qtbot.waitUntil(lambda: not shiboken6.isValid(first_window))
        windows = [first_window, second.window]
        run = second.run
        second.window.close()
        assert run.wait(10)
        gui_mailbox().run_posted()
        second_ref = weakref.ref(second)
        second = run = None
        _deferred_deletes()
        assert not any(shiboken6.isValid(window) for window in windows)
        gc.collect()
        left = [type(thing).__name__ for thing in gc.garbage if isinstance(thing, QObject)]
        assert left == [], left
        assert first() is None and second_ref() is None
        assert open_review.reviews.window is None
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
