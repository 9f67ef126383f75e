"""Positions to put on the table, and a simulated mouse to play them with."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from spite_gui.engine import Game, Rules, events
from spite_gui.play import Seating
from tests.engine.helpers import position

CLASSIC = Rules.preset("Classic")

# The human's hand in OPENING: the Ace of hearts is card 1, and no empty centre stack takes
# the 7 of clubs (card 0) or any other card but the Ace.
OPENING_HAND = "7C AH 9D 4S QC"
ACE = 1
BLOCKED = 0


def opening(current: int = 0, seed: int = 1, payoff: str = "JD 3C 8S") -> Game:
    """A Classic two-player game at its start, seat ``current`` to move: the human holds
    :data:`OPENING_HAND` and their payoff card (the last of ``payoff``) is an 8 that can't
    be played; the computer holds no Ace and its payoff card is a 9; the centre and the side
    stacks are empty, and the stock holds no Ace and enough cards for a few turns."""
    return position(CLASSIC, hands=[OPENING_HAND, "5S 5H 5D 5C 6S"],
                    payoffs=[payoff, "JH 2D 9C"],
                    stock="TC TH JS JC 8D 8C 7D 7H 6C 6D 6H 4D 4H 3D 3H 2C 2H",
                    current=current, seed=seed)


def put(app, game: Game, levels: Sequence[str] = ("medium",), think: bool = True,
        deal: bool = False) -> Game:
    """Put ``game`` on the table as it stands (with ``deal``, as a deal just made: the hands
    fly in), the person in seat 0 and computers at ``levels`` in the others (with ``think``
    False they wait)."""
    if deal:
        game.events.append(events.Dealt(game.current_player))
    app.session.play(game, Seating.against_computers(game.players, list(levels)), think=think)
    return game


def lift_cover(window) -> None:
    """A click in the middle of the table, as a player lifts the cover."""
    viewport = window.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport.rect().center())


def view_point(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def drag(view, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move in a few steps and release at ``end`` (scene coordinates)."""
    viewport = view.viewport()
    a, b = view_point(view, start), view_point(view, end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = a + (b - a) * (i / steps)
        QTest.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def card_grip(card) -> QPointF:
    """A point on a card that is not covered by the next card of a fan: its left strip."""
    rect = card.scene_card_rect()
    return QPointF(rect.left() + rect.width() * 0.15, rect.top() + rect.height() * 0.5)


ARROWS_BY_WAY = {(0, -1): Qt.Key.Key_Up, (0, 1): Qt.Key.Key_Down, (-1, 0): Qt.Key.Key_Left,
                 (1, 0): Qt.Key.Key_Right}


def focus_on(view, stop, limit: int = 40) -> None:
    """Move the table's keyboard focus to ``stop`` with the arrow keys alone, as a player
    would: up or down to its row, then along the row."""
    scene = view.table_scene()
    for _ in range(limit):
        here = scene.focus.stop
        if here == stop:
            return
        stops = scene.focus.stops()
        a, b = stops[here], stops[stop]
        dx, dy = b.center().x() - a.center().x(), b.center().y() - a.center().y()
        ways = [(0, 1 if dy > 0 else -1), (1 if dx > 0 else -1, 0)]
        if abs(dy) < a.height() / 2:
            ways.reverse()
        for way in ways:
            QTest.keyClick(view, ARROWS_BY_WAY[way])
            if scene.focus.stop != here:
                break
    raise AssertionError(f"the arrow keys did not reach {stop} (at {scene.focus.stop})")
