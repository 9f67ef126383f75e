"""Right-click (or press and hold) a side stack to see every buried card."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsRectItem

from spite_gui.table.piles import CardFace, PileKey, TableSnapshot
from spite_gui.view.pointer import HOLD_TO_PEEK_MS
from spite_gui.view.table_scene import TableScene

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
    # each buried card shows at least its left third (its corner index)
    rects = [c.scene_card_rect() for c in buried]
    for a, b in itertools.pairwise(rects):
        assert b.left() - a.left() >= a.width() / 3


def _table_view(qtbot, scene):
    from spite_gui.view.table_view import TableView

    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def _click(view, scene_point, button, held_ms: int = 0):
    """Press and release ``button`` at ``scene_point``, the button held for ``held_ms``."""
    _press(view, scene_point, button)
    QTest.mouseRelease(view.viewport(), button, Qt.KeyboardModifier.NoModifier,
                       view.mapFromScene(scene_point), held_ms or -1)


def test_right_click_peeks_at_an_opponents_side_stack_until_the_next_click(qapp, qtbot):
    scene, key = _scene_with_stack(qapp, seat=1)
    view = _table_view(qtbot, scene)
    pile = scene.pile(key)
    home = [c.pos() for c in pile.cards]
    where = pile.cards[-1].scene_card_rect().center()
    with qtbot.waitSignal(scene.peek_requested) as peek:
        _click(view, where, Qt.MouseButton.RightButton)  # a quick click
    assert peek.args == [key]
    _check_peek_open(scene, key)  # still open after the button is up
    elsewhere = scene.pile(PileKey("centre", -1, 1)).base_rect().center()
    with qtbot.waitSignal(scene.peek_ended):
        _click(view, elsewhere, Qt.MouseButton.LeftButton)
    assert [c.pos() for c in pile.cards] == home
    assert scene.peek.key is None


def test_a_right_press_held_peeks_while_it_is_held(qapp, qtbot):
    scene, key = _scene_with_stack(qapp, seat=1)
    view = _table_view(qtbot, scene)
    where = scene.pile(key).cards[-1].scene_card_rect().center()
    with qtbot.waitSignal(scene.peek_requested):
        _press(view, where, Qt.MouseButton.RightButton)
    _check_peek_open(scene, key)
    with qtbot.waitSignal(scene.peek_ended):  # the player lets go after holding it a while
        QTest.mouseRelease(view.viewport(), Qt.MouseButton.RightButton,
                           Qt.KeyboardModifier.NoModifier, view.mapFromScene(where),
                           HOLD_TO_PEEK_MS + 50)
    assert scene.peek.key is None


def test_a_click_on_an_opponents_stack_peeks_and_escape_closes_it(qapp, qtbot):
    scene, key = _scene_with_stack(qapp, seat=1)
    view = _table_view(qtbot, scene)
    view.setFocus()
    where = scene.pile(key).cards[-1].scene_card_rect().center()
    _click(view, where, Qt.MouseButton.LeftButton)
    _check_peek_open(scene, key)
    with qtbot.waitSignal(scene.peek_ended):
        QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert scene.peek.key is None
    # a right-click on another stack while one is open moves the peek there
    other = PileKey("side", 1, 0)
    scene.show_snapshot(TableSnapshot({other: [CardFace("2C"), CardFace("9H")]}, {}, {}))
    _click(view, where, Qt.MouseButton.RightButton)
    _click(view, scene.pile(other).cards[-1].scene_card_rect().center(),
           Qt.MouseButton.RightButton)
    assert scene.peek.key == other
    assert [c.face for c in scene.pile(key).cards] == STACK
    assert [c.pos() for c in scene.pile(key).cards] == scene.pile(key).card_positions()


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
    assert scene.peek.key is None


def test_peek_through_the_table_shows_the_stack_in_the_status_bar(app, qtbot):
    window, controller = app.window, app.table
    app.session.new_game(48213)
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)
    scene = window.scene
    key = next(k for k, p in scene.piles().items() if k.kind == "side" and p.cards)
    pile = scene.pile(key)
    where = pile.cards[-1].scene_card_rect().center()
    _press(window.view, where, Qt.MouseButton.RightButton)
    assert "side stack" in window.message_label.text()
    _release(window.view, where, Qt.MouseButton.RightButton)


def _check_fanned(scene, key, faces):
    """The peek at ``key`` is open and shows ``faces`` (bottom first): every card above the
    shade, the buried ones spread beside the top card, the top card in its place."""
    assert scene.peek.key == key
    pile = scene.pile(key)
    assert [c.face for c in pile.cards] == faces
    shade = next(i for i in scene.items() if isinstance(i, QGraphicsRectItem) and i.isVisible()
                 and i.rect() == scene.sceneRect())
    top = pile.cards[-1]
    assert top.pos() == pile.card_positions()[-1] and top.size == pile.card_size
    buried = pile.cards[:-1]
    for card in pile.cards:
        assert card.isVisible() and card.zValue() > shade.zValue()
    for card in buried:
        assert not card.scene_card_rect().intersects(top.scene_card_rect())
        assert scene.sceneRect().contains(card.scene_card_rect())
    for a, b in itertools.pairwise(buried):
        assert b.pos().x() - a.pos().x() >= a.size.width() / 3


def test_a_peek_stays_open_while_the_table_is_shown_again(qapp, qtbot):
    scene, key = _scene_with_stack(qapp, seat=1)
    scene.peek.show(key)
    other = PileKey("side", 1, 0)
    # a refresh of the whole table, the peeked stack unchanged
    scene.show_snapshot(TableSnapshot({key: [CardFace(t) for t in STACK],
                                       other: [CardFace("2C")]}, {}, {}))
    _check_fanned(scene, key, STACK)
    # a card played from it, then one put on it, gliding as the computer's cards do
    scene.move_card(key, len(STACK) - 1, PileKey("centre", -1, 0), STACK[-1], duration=50)
    qtbot.waitUntil(lambda: not scene.animations_running)
    _check_fanned(scene, key, STACK[:-1])
    scene.set_pile_faces(PileKey("hand", 1), [CardFace(None)])
    scene.move_card(PileKey("hand", 1), 0, key, "8D", duration=60)
    qtbot.waitUntil(lambda: not scene.animations_running)
    _check_fanned(scene, key, [*STACK[:-1], "8D"])
    scene.set_pile_faces(key, [CardFace(t) for t in ["4S", *STACK[:-1], "8D"]], 60)
    qtbot.waitUntil(lambda: not scene.animations_running)
    _check_fanned(scene, key, ["4S", *STACK[:-1], "8D"])
    scene.peek.end()
    pile = scene.pile(key)
    assert scene.peek.key is None
    assert [c.pos() for c in pile.cards] == pile.card_positions()
    assert all(c.size == pile.card_size for c in pile.cards)


def test_a_peek_held_on_an_opponents_stack_lasts_through_the_computers_move(app, qtbot):
    """Right-click and hold on West's side stack while West plays its top card to the centre
    and discards onto it: the stack stays spread out, showing what it holds now."""
    from spite_gui.engine import Rules
    from tests.controller.helpers import put
    from tests.engine.helpers import position

    window, controller = app.window, app.table
    controller.set_speed("fast")  # real glides, as a player sees them
    game = position(Rules.preset("Classic"), hands=["9C 9H 8D 7S 6S", "5S 5H 5D 5C 6C"],
                    payoffs=["QS 4H", "QC QD"], sides=[["", "", "", ""], ["3H 9C AD", "", "", ""]],
                    stock="8S 8H 7C 7S 7H 7D 6H 6D")
    put(app, game)
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    scene, key = window.scene, PileKey("side", 1, 0)
    where = scene.pile(key).cards[-1].scene_card_rect().center()
    with qtbot.waitSignal(scene.peek_requested):
        _press(window.view, where, Qt.MouseButton.RightButton)
    _check_fanned(scene, key, ["3H", "9C", "AD"])
    seen = []

    def settled() -> None:  # after every move's animations and the table's refresh
        faces = [c.face for c in scene.pile(key).cards]
        _check_fanned(scene, key, faces)
        seen.append(faces)

    controller.settled.connect(settled)
    controller.play_move(next(m for m in controller.legal_moves() if m.target == "side"))
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)
    assert [c.text for c in app.session.game.state.seats[1].sides[0]] == ["3H", "9C", "5S"]
    assert seen[-2:] == [["3H", "9C"], ["3H", "9C", "5S"]]
    _check_fanned(scene, key, ["3H", "9C", "5S"])
    with qtbot.waitSignal(scene.peek_ended):  # the button was held all along
        QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.RightButton,
                           Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(where),
                           HOLD_TO_PEEK_MS + 50)
    pile = scene.pile(key)
    assert [c.pos() for c in pile.cards] == pile.card_positions()
