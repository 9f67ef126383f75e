"""The keyboard focus on the table: the arrow keys reach every pile and every card of the
hand, on every table; the ring shows where the focus is, and steps aside for the mouse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, qGray
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from spite_gui.engine import Game, Rules
from spite_gui.table.piles import PileKey
from spite_gui.table.snapshot import table_snapshot
from spite_gui.view.focus_ring import FocusRing
from spite_gui.view.key_focus import DOWN, LEFT, RIGHT, UP, Stop, step
from spite_gui.view.outlines import focus_ring_width
from spite_gui.view.table_scene import TableScene
from spite_gui.view.theme import THEMES

HAND = PileKey("hand", 0)


def grid(rows: list[list[str]]) -> dict[Stop, QRectF]:
    """Stops named by a letter, laid out as ``rows`` of 100-pixel squares ("." is a gap)."""
    stops = {}
    for y, row in enumerate(rows):
        for x, name in enumerate(row):
            if name != ".":
                stops[Stop(PileKey(name))] = QRectF(x * 120, y * 150, 100, 140)
    return stops


def walk(stops, start: str, keys: str) -> str:
    here = Stop(PileKey(start))
    directions = {"<": LEFT, ">": RIGHT, "^": UP, "v": DOWN}
    for key in keys:
        here = step(stops, here, directions[key]) or here
    return here.key.kind


def test_arrows_go_along_rows_and_to_the_nearest_row_above_or_below():
    stops = grid([[".", "a", "b", "c", "."],
                  ["d", "e", "f", "g", "h"],
                  [".", ".", "i", ".", "."]])
    assert walk(stops, "e", ">>") == "g"
    assert walk(stops, "e", ">>>>") == "h"  # and no further: Right stays in the row
    assert walk(stops, "a", "<") == "a"
    assert walk(stops, "d", "^") == "a"  # nothing straight above: the nearest in the row above
    assert walk(stops, "f", "^") == "b"
    assert walk(stops, "h", "v") == "i"
    assert walk(stops, "i", "^^") == "b"


def scene_with(players: int, width: int = 1280, height: int = 800,
               zoom: float = 1.0) -> TableScene:
    rules = Rules.preset("Classic", players)
    view = Game.new(rules, players, seed=3).view(0)
    scene = TableScene()
    scene.set_table(players, rules.centre_stacks)
    scene.set_zoom(zoom)
    scene.relayout(width, height)
    names = ["You", *(f"P{n}" for n in range(1, players))]
    scene.show_snapshot(table_snapshot(view, names))
    return scene


def focused_view(qtbot, scene: TableScene) -> QGraphicsView:
    """A window on ``scene`` that has the keyboard."""
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    return view


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("size", "zoom"), [((1280, 800), 1.0), ((800, 600), 1.0),
                                            ((1920, 1080), 1.0), ((1280, 800), 2.0)])
def test_the_arrow_keys_reach_every_pile_and_every_card_of_the_hand(qapp, players, size, zoom):
    scene = scene_with(players, *size, zoom=zoom)
    stops = scene.focus.stops()
    assert len([s for s in stops if s.key == HAND]) == 5
    assert len(stops) == len(scene.piles()) - 1 + 5
    start = scene.focus.stop
    assert start == Stop(HAND, 0)
    reached, frontier = {start}, [start]
    while frontier:
        here = frontier.pop()
        for direction in (LEFT, RIGHT, UP, DOWN):
            there = step(stops, here, direction)
            if there is not None and there not in reached:
                reached.add(there)
                frontier.append(there)
    assert reached == set(stops)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_left_and_right_walk_the_hand_in_order_and_up_leaves_it_for_your_own_piles(
        qapp, players):
    scene = scene_with(players)
    stops = scene.focus.stops()
    here = Stop(HAND, 0)
    for card in range(1, 5):
        here = step(stops, here, RIGHT)
        assert here == Stop(HAND, card)
    assert step(stops, here, RIGHT) is None
    for card in range(5):
        above = step(stops, Stop(HAND, card), UP)
        assert above is not None and above.key.seat == 0 and above.key.kind in ("payoff", "side")
        assert step(stops, above, UP).key.kind in ("centre", "stock", "completed")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_on_a_zoomed_table_the_hand_sits_beside_your_piles_and_left_reaches_them(
        qapp, players):
    scene = scene_with(players, zoom=2.0)
    stops = scene.focus.stops()
    here = Stop(HAND, 4)
    for card in (3, 2, 1, 0):
        here = step(stops, here, LEFT)
        assert here == Stop(HAND, card)
    for number in (3, 2, 1, 0):
        here = step(stops, here, LEFT)
        assert here == Stop(PileKey("side", 0, number))
    assert step(stops, here, LEFT) == Stop(PileKey("payoff", 0))
    assert step(stops, Stop(HAND, 2), UP).key.kind == "centre"


def test_the_ring_shows_round_the_focus_once_a_key_is_pressed_and_goes_for_the_mouse(qtbot):
    scene = scene_with(2)
    view = focused_view(qtbot, scene)
    assert not scene.focus.ring_shown  # a mouse player never sees it
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus.stop == Stop(HAND, 0) and scene.focus.ring_shown  # the first shows where
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus.stop == Stop(HAND, 1) and scene.focus.ring_shown
    card = scene.pile(HAND).cards[1].scene_card_rect()
    assert scene.focus.ring_rect == card  # round the card's place
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(5, 5))
    assert not scene.focus.ring_shown


def test_the_focused_card_of_an_overlapping_hand_is_seen_whole_inside_its_ring(qtbot):
    scene = scene_with(2, zoom=2.0)  # a zoomed hand is a fan of overlapping cards
    view = focused_view(qtbot, scene)
    cards = scene.pile(HAND).cards
    overlap = cards[2].scene_card_rect().intersected(cards[3].scene_card_rect())
    assert not overlap.isEmpty()

    def on_top():
        return next(item for item in scene.items(overlap.center()) if item in cards)

    assert on_top() is cards[3]
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the ring on card 1
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus.stop == Stop(HAND, 2)
    assert on_top() is cards[2]
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert on_top() is cards[3]
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(5, 5))
    assert not scene.focus.ring_shown and on_top() is cards[3]  # the fan is back in its order


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
@pytest.mark.parametrize("felt", ["#1f6b3a", "#0b0b0b", "#f2f2f2", "#1a2a6c"])
def test_the_ring_is_light_between_dark_so_it_reads_on_any_felt(qapp, felt, theme):
    ring = FocusRing()
    ring.set_theme(theme)
    ring.surround(QRectF(30, 20, 100, 140))
    image = QImage(170, 200, QImage.Format.Format_RGB32)
    image.fill(QColor(felt))
    painter = QPainter(image)
    ring.paint(painter, None)
    painter.end()
    width = focus_ring_width(QRectF(30, 20, 100, 140))
    middle = 30 - width * 1.2  # the ring's line, a little way outside the card

    def grey(x: float) -> int:
        return qGray(image.pixel(round(x), 90))

    assert grey(middle) > 150  # the light stroke …
    edge = width * 0.8  # inside the dark stroke, beyond the light one
    assert grey(middle - edge) < 40 and grey(middle + edge) < 40  # … between dark ones
