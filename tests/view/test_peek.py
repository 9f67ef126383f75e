"""Right-click (or press and hold) a side stack to see every buried card."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spite_gui.view.pile_item import PileKey
from spite_gui.view.table_scene import CardFace, TableScene, TableSnapshot

STACK = ["3H", "9C", "QS", "AD", "7H", "KC", "5S"]


def _scene_with_stack(qapp, seat=1):
    scene = TableScene()
    scene.set_table(2, 4)
    scene.relayout(1280, 800)
    key = PileKey("side", seat, 2)
    scene.show_snapshot(TableSnapshot({key: [CardFace(t) for t in STACK]}, {}, {}))
    return scene, key


def _press(view, scene_point, button):
    QTest.mousePress(view.viewport(), button, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene_point))


def _release(view, scene_point, button):
    QTest.mouseRelease(view.viewport(), button, Qt.KeyboardModifier.NoModifier,
                       view.mapFromScene(scene_point))


def _check_peek_open(scene, key):
    pile = scene.pile(key)
    top = pile.cards[-1].scene_card_rect()
    buried = pile.cards[:-1]
    assert [c.face for c in buried] == STACK[:-1]
    for card in buried:
        assert card.isVisible()
        rect = card.scene_card_rect()
        assert not rect.intersects(top)
        assert scene.sceneRect().contains(rect)
        assert card.zValue() > pile.cards[-1].zValue() or not rect.intersects(top)
    # each buried card shows at least its left third (its corner index)
    rects = [c.scene_card_rect() for c in buried]
    for a, b in itertools.pairwise(rects):
        assert b.left() - a.left() >= a.width() / 3


def test_right_click_peeks_at_an_opponents_side_stack(qapp, qtbot):
    from spite_gui.view.table_view import TableView

    scene, key = _scene_with_stack(qapp, seat=1)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    scene, key = view.table_scene(), key
    pile = scene.pile(key)
    home = [c.pos() for c in pile.cards]
    where = pile.cards[-1].scene_card_rect().center()
    with qtbot.waitSignal(scene.peek_requested) as peek:
        _press(view, where, Qt.MouseButton.RightButton)
    assert peek.args == [key]
    _check_peek_open(scene, key)
    with qtbot.waitSignal(scene.peek_ended):
        _release(view, where, Qt.MouseButton.RightButton)
    assert [c.pos() for c in pile.cards] == home
    assert scene.peeking is None


def test_press_and_hold_peeks_at_your_own_side_stack(qapp, qtbot):
    from spite_gui.view.table_view import TableView

    scene, key = _scene_with_stack(qapp, seat=0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    scene = view.table_scene()
    where = scene.pile(key).cards[-1].scene_card_rect().center()
    with qtbot.waitSignal(scene.peek_requested, timeout=3000):
        _press(view, where, Qt.MouseButton.LeftButton)
    _check_peek_open(scene, key)
    _release(view, where, Qt.MouseButton.LeftButton)
    assert scene.peeking is None


def test_peek_through_the_table_shows_the_stack_in_the_status_bar(table, qtbot):
    window, controller = table
    controller.new_game(seed=48213)
    qtbot.waitUntil(lambda: controller.human_to_move and not controller.busy, timeout=10000)
    scene = window.scene
    key = next(k for k, p in scene.piles().items() if k.kind == "side" and p.cards)
    pile = scene.pile(key)
    where = pile.cards[-1].scene_card_rect().center()
    _press(window.view, where, Qt.MouseButton.RightButton)
    assert "side stack" in window.message_label.text()
    _release(window.view, where, Qt.MouseButton.RightButton)
