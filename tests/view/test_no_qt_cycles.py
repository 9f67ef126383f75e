"""Cards, piles and animations the table drops are freed by Qt, never left to the collector.

An item in a reference cycle waits for Python's garbage collector, which frees it
whenever and wherever it runs; an item held by its own animation is never freed
at all. An item that leaves the table is deleted by Qt as soon as the event loop
runs (see :mod:`spite_gui.view.lifetimes`). These tests keep every object the
collector finds (``DEBUG_SAVEALL``) and check that no Qt object is among them, and
that every dropped item is gone.
"""

from __future__ import annotations

import gc
import weakref
from collections import Counter

import pytest
import shiboken6
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent

from spite_gui.table.piles import CardFace, PileKey, TableSnapshot
from spite_gui.view.table_scene import TableScene

CENTRE = PileKey("centre", -1, 0)
ANIMATION_MS = 30


@pytest.fixture
def collected_qt_objects():
    """A function: the Qt objects (by type) the collector has found since the test began.

    Nothing is freed by the collector meanwhile: what it finds is kept for counting. What
    earlier tests left (a window closed at their end, deleted by Qt once its deletion is
    posted, and the Python objects round it) is let go of first: only this test's count."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
    gc.garbage.clear()
    gc.set_debug(gc.DEBUG_SAVEALL)

    def count() -> Counter[str]:
        gc.collect()
        return Counter(type(o).__name__ for o in gc.garbage
                       if isinstance(o, shiboken6.Shiboken.Object))

    try:
        yield count
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_cards_that_fly_turn_and_are_swept_away_leave_nothing_behind(qtbot, collected_qt_objects):
    scene = TableScene()
    scene.relayout(1280, 800)
    scene.show_snapshot(TableSnapshot(
        {CENTRE: [CardFace(t) for t in ("AH", "2H", "3H")],
         PileKey("hand", 0): [CardFace(t) for t in ("4H", "5S", "9C")],
         PileKey("payoff", 0): [CardFace(None)]}, {}, {}))
    scene.move_card(PileKey("hand", 0), 0, CENTRE, "4H", duration=ANIMATION_MS)
    scene.reveal_top(PileKey("payoff", 0), "KD", duration=ANIMATION_MS)
    qtbot.waitUntil(lambda: not scene.animations_running)
    qtbot.waitUntil(lambda: all(card.children() == []  # spent animations: gone
                                for card in scene.pile(CENTRE).cards))
    swept = [weakref.ref(card) for card in scene.pile(CENTRE).cards]
    scene.sweep_pile(CENTRE, PileKey("completed"), duration=ANIMATION_MS)
    qtbot.waitUntil(lambda: not any(ref() for ref in swept))  # gone once they have landed
    everything = [weakref.ref(item) for item in scene.items()]
    scene.set_table(3, 4)  # a new table: every old pile and card is dropped
    old = [ref for ref in everything if ref() is not None and ref().scene() is not scene]
    qtbot.waitUntil(lambda: all(ref() is None for ref in old))  # deleted by Qt
    assert len(old) > 20  # the piles, the cards and the badges of the old table
    assert collected_qt_objects() == Counter()


def test_whole_games_in_the_window_leave_no_qt_object_to_the_collector(
        app, qtbot, collected_qt_objects):
    controller = app.table
    app.settings.set_overrides(players=3)
    for seed in (41, 42):
        app.session.new_game(seed)

        def play() -> bool:
            if app.session.game.is_over:
                return not controller.busy
            moves = controller.legal_moves()
            if moves:
                centre = [m for m in moves if m.target == "centre"]
                controller.play_move(centre[0] if centre else moves[-1])
            return False

        qtbot.waitUntil(play, timeout=60_000)
        qtbot.waitUntil(lambda: app.session.game_over_dialog is not None)
        app.session.game_over_dialog.close()
    app.settings.set_overrides(players=2)
    app.session.new_game(43)  # the three-player table goes
    assert collected_qt_objects() == Counter()


def test_marked_cards_swept_off_the_table_are_freed_and_their_marks_forgotten(qtbot):
    scene = TableScene()
    scene.relayout(1280, 800)
    scene.show_snapshot(TableSnapshot({CENTRE: [CardFace(t) for t in ("AH", "2H", "3H")]},
                                      {}, {}))
    for number in range(3):
        scene.marks.mark(scene.pile(CENTRE).cards[number])  # a computer just played them
    swept = [weakref.ref(card) for card in scene.pile(CENTRE).cards]
    scene.sweep_pile(CENTRE, PileKey("completed"), duration=ANIMATION_MS)
    qtbot.waitUntil(lambda: [ref() for ref in swept] == [None, None, None])  # landed, gone
    assert scene.marks.marked() == []  # the marks went with them
    scene.marks.clear()  # and clearing them later touches no card that has gone


def test_messages_that_come_and_go_leave_no_animation_behind(qtbot):
    scene = TableScene()
    scene.relayout(1280, 800)
    messages = scene.messages
    messages.set_fade_ms(ANIMATION_MS)
    for text in ("Your turn", "An 8 can't start a centre stack", "West is playing…"):
        messages.say(text, ms=ANIMATION_MS)
        qtbot.waitUntil(lambda: messages.text is None)  # faded in, shown, faded out
    qtbot.waitUntil(lambda: messages.findChildren(QAbstractAnimation) == [])
