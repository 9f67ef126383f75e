"""The table report that end-to-end tests read from the real program (SPITE_GUI_E2E_REPORT)."""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from spite_gui.controller.e2e_report import E2EReport
from spite_gui.table.piles import PileKey

from .helpers import card_grip, opening, put


def _read(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def test_the_report_shows_a_deal_where_the_human_moves_first(app, qtbot, tmp_path):
    """No computer turn comes first to nudge it: the deal alone must reach the file, soon."""
    window, controller = app.window, app.table
    path = tmp_path / "report.json"
    E2EReport(path, controller, window.view)
    seed = 900_018  # a big deal number, like the ones players are dealt
    put(app, opening(seed=seed), deal=True)
    qtbot.waitUntil(lambda: (_read(path) or {}).get("my_turn") is True, timeout=3000)
    report = _read(path)
    assert report["deal"] == seed
    assert report["moves"] == []
    assert len(report["hand"]) == len(app.session.game.seat(0).hand)
    assert set(report["legal"]) == {str(m) for m in controller.legal_moves()}


def _report_on_a_deal(app, qtbot, tmp_path):
    """The report's file, once it shows a fresh deal where the person moves first."""
    window, controller = app.window, app.table
    path = tmp_path / "report.json"
    E2EReport(path, controller, window.view)
    put(app, opening())
    qtbot.waitUntil(lambda: (_read(path) or {}).get("my_turn") is True, timeout=3000)
    return path


def test_the_report_tells_when_a_card_is_picked_up_and_let_go(app, qtbot, tmp_path):
    """A test driving a real mouse waits on this instead of sleeping between its moves."""
    window = app.window
    path = _report_on_a_deal(app, qtbot, tmp_path)
    assert _read(path)["dragging"] is None
    card = window.scene.pile(PileKey("hand", 0)).cards[0]
    viewport, start = window.view.viewport(), window.view.mapFromScene(card_grip(card))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + QPoint(0, -12 * step))
    qtbot.waitUntil(lambda: (_read(path) or {}).get("dragging") == card.face, timeout=3000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(0, -60))
    qtbot.waitUntil(lambda: (_read(path) or {}).get("dragging", 0) is None, timeout=3000)


def test_the_report_shows_where_the_table_and_the_humans_top_cards_are(app, qtbot, tmp_path):
    """Enough to send random input to the table and to drag from the payoff and side stacks."""
    window = app.window
    report = _read(_report_on_a_deal(app, qtbot, tmp_path))
    viewport = window.view.viewport()
    corner = viewport.mapToGlobal(QPoint(0, 0))
    assert report["table"] == [corner.x(), corner.y(), viewport.width(), viewport.height()]
    assert set(report["tops"]) == {"payoff:0:0"}  # the side stacks are empty at the start
    x, y = report["tops"]["payoff:0:0"]
    at = window.view.mapToScene(viewport.mapFromGlobal(QPoint(x, y)))
    assert window.scene.pointer.card_at(at) is window.scene.pile(PileKey("payoff", 0)).cards[-1]
