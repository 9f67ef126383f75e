"""Shared helpers for driving the table with a simulated mouse."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from spite_gui.engine import Game, Rules


@cache
def human_first_seed(start: int = 1) -> int:
    """A Classic 2-player deal where the human (seat 0) moves first with an Ace in hand
    and a hand card that no centre stack takes."""
    for seed in range(start, start + 5000):
        game = Game.new(Rules.preset("Classic"), 2, seed)
        if game.current_player != 0:
            continue
        hand = game.seat(0).hand
        ace = any(c.rank == 1 for c in hand)
        blocked = any(c.rank not in (1, 13) for c in hand)
        if ace and blocked and game.seat(0).payoff[-1].rank not in (1, 13):
            return seed
    raise AssertionError("no suitable deal")


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
