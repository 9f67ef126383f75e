"""The game on the table, given up for a table with friends, leaves the table at once: no
hand stays face up behind the Play with Friends dialog while the friends come."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spite_gui.engine import Move
from tests.controller.helpers import ACE, opening, put

from .helpers import LOOPBACK, click, free_port, friends_dialog


def shown_cards(app) -> list[str | None]:
    return [card.face for pile in app.window.scene.piles().values() for card in pile.cards]


def test_a_game_given_up_to_host_friends_leaves_the_table_before_they_come(app_with, qtbot):
    app = app_with()
    app.friends.options.interfaces = [LOOPBACK]  # announced on loopback only
    put(app, opening())
    assert app.table.play_move(Move("hand", ACE, "centre", 0)) is None  # a game under way
    assert "Deal #" in app.window.windowTitle()
    dialog = friends_dialog(app)
    dialog.tabs.setCurrentIndex(0)
    dialog.name_edit.setText("Anna")
    dialog.players_spin.setValue(2)
    dialog.kind_combos[0].setCurrentIndex(dialog.kind_combos[0].findData("remote"))
    dialog.port_spin.setValue(free_port())
    click(dialog.open_button)
    box = app.abandoning.box
    assert box is not None and box.isVisible()  # the game under way is given up first
    assert any(face is not None for face in shown_cards(app))  # (not before the answer)
    click(box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: app.friends.company is not None
                    and app.friends.company.hosting.port is not None, timeout=10_000)
    assert dialog.isVisible() and dialog.in_lobby  # waiting for the friend …
    assert shown_cards(app) == []  # … with no card of the game given up on the table
    assert "Deal #" not in app.window.windowTitle()
    assert app.table.legal_moves() == [] and app.session.game is None
