"""A whole game played to the end with key presses only: the arrow keys to each card and each
place, Space to lift and put down, Enter to play to the centre, 1–4 to end the turn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spite_gui.table.moves import pointer
from spite_gui.view.key_focus import Stop

from .helpers import focus_on


def _choose(moves):
    """A plain player's choice: the payoff card first, then any play to the centre, else
    the last way to end the turn."""
    centre = [m for m in moves if m.target == "centre"]
    payoff = [m for m in centre if m.source == "payoff"]
    return (payoff or centre or moves)[-1 if not centre else 0]


def test_a_whole_game_played_to_the_end_with_the_keyboard_alone(app, qtbot):
    table, window = app.table, app.window
    view, scene = window.view, window.scene
    app.settings.set_overrides(preset="Quick")
    app.session.new_game(2024)
    outcomes = []
    table.game_over.connect(outcomes.append)
    ways = {"enter": 0, "space": 0, "number": 0}
    while not outcomes:
        qtbot.waitUntil(lambda: bool(outcomes) or bool(table.legal_moves()), timeout=20000)
        if outcomes:
            break
        move = _choose(table.legal_moves())
        source, index, target = pointer(table.seat, move)
        assert source is not None and target is not None
        played = len(table.moves)
        focus_on(view, Stop(source, index if source.kind == "hand" else -1))
        if target.kind == "side":
            QTest.keyClick(view, getattr(Qt.Key, f"Key_{target.number + 1}"))
            ways["number"] += 1
        elif table.best_centre_move(source, index if index >= 0 else 0) == move and played % 2:
            QTest.keyClick(view, Qt.Key.Key_Return)
            ways["enter"] += 1
        else:
            QTest.keyClick(view, Qt.Key.Key_Space)
            assert scene.lifted is not None
            focus_on(view, Stop(target))
            QTest.keyClick(view, Qt.Key.Key_Space)
            ways["space"] += 1
        assert table.moves[played] == move  # the keys did exactly what was meant
    game = app.session.game
    assert game.is_over and outcomes == [game.outcome]
    assert all(ways.values()), ways  # every way of playing was used
