"""Driving Play with Friends through the real windows: the dialog, the tables, the panel."""

from __future__ import annotations

import dataclasses
import socket
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

LOOPBACK = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def click(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def app_at(qtbot, home, start: bool = False):
    """A window with its own player's files under ``home`` (a second computer's); ``start``:
    started as the program starts (offering what it kept, else dealing)."""
    from spite_gui.ai.simple import simple_factory
    from spite_gui.root import build_app
    from spite_gui.storage import AppPaths

    app = build_app(simple_factory, speed="instant", paths=AppPaths.under(home))
    qtbot.addWidget(app.window)
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    if start:
        app.start()
    else:
        app.records.prepare()
    return app


def quit_app(qtbot, app, agree: bool = True) -> str:
    """Game → Quit, as the player chooses it; at a table with friends the question is
    answered (Quit, or Keep Playing). Returns the question and what it says."""
    from PySide6.QtWidgets import QMessageBox

    app.window.commands["quit"].trigger()
    friends = app._friends
    box = friends.quit_box if friends is not None else None
    if box is None:
        return ""
    text = f"{box.text()} {box.informativeText()}"
    box.button(QMessageBox.StandardButton.Yes if agree else QMessageBox.StandardButton.No
               ).click()
    if agree:
        qtbot.waitUntil(lambda: not app.window.isVisible())
    return text


def friends_dialog(app):
    """Game → Play with Friends…, as the player opens it."""
    app.window.commands["friends"].trigger()
    dialog = app.friends.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def host_table(app, qtbot, seats: Sequence[str] = ("remote",), *, name: str = "Anna",
               rules: str = "Quick", match: int = 0, wait: int = 60, stand_in: str = "easy",
               invite: bool = False, nearby: bool = True, port: int | None = None,
               deal: int | None = 4242, let_in: bool = False, turn_time: int = 0):
    """Open a table through the dialog: ``seats`` after the host's ("remote" or "computer"
    at easy); ``let_in``: the host lets each friend in (no PIN); ``turn_time``: seconds a
    turn may take (as the dialog offers, or shorter). Returns the dialog and the port friends
    on this network use."""
    if deal is not None:
        app.friends.options.deals = lambda: deal
    if app.friends.options.interfaces is None:
        app.friends.options.interfaces = [LOOPBACK]  # announced on loopback only
    dialog = friends_dialog(app)
    dialog.tabs.setCurrentIndex(0)
    dialog.name_edit.setText(name)
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData(rules))
    dialog.match_combo.setCurrentIndex(dialog.match_combo.findData(match))
    dialog.players_spin.setValue(len(seats) + 1)
    for combo, kind in zip(dialog.kind_combos, seats, strict=False):
        combo.setCurrentIndex(combo.findData(kind))
    for combo in dialog.level_combos:
        combo.setCurrentIndex(combo.findData("easy"))
    dialog.wait_spin.setValue(wait)
    dialog.stand_in_combo.setCurrentIndex(dialog.stand_in_combo.findData(stand_in))
    dialog.invite_check.setChecked(invite)
    dialog.nearby_check.setChecked(nearby)
    (dialog.ask_radio if let_in else dialog.pin_radio).setChecked(True)
    port = port or free_port()
    dialog.port_spin.setValue(port)
    offered = dialog.turn_combo.findData(turn_time)
    dialog.turn_combo.setCurrentIndex(max(0, offered))
    if wait >= dialog.wait_spin.minimum() and offered >= 0:
        click(dialog.open_button)
    else:  # shorter than a player may choose: the plan the dialog makes, with these times
        plan = app.friends.host_flow.plan(dialog.host_choice())
        app.friends.host_flow.open_table(dataclasses.replace(plan, wait=float(wait),
                                                             turn_time=turn_time))
    hosting = app.friends.company.hosting
    if nearby:
        qtbot.waitUntil(lambda: hosting.port is not None, timeout=10_000)
    return dialog, hosting.port


def _join_typed(app, field: str, text: str, name: str, pin: str = ""):
    """Join a Table: the name, ``text`` typed in the ``field`` ("address" or "code") and its
    Join button clicked. Returns the dialog."""
    dialog = friends_dialog(app)
    dialog.show_join()
    dialog.name_edit.setText(name)
    getattr(dialog, f"{field}_edit").setText(text)
    dialog.join_pin_edit.setText(pin)
    click(getattr(dialog, f"join_{field}_button"))
    return dialog


def table_pin(host) -> str:
    """The PIN the host's window shows for its table."""
    return host.friends.company.hosting.table.pin


def join_by_address(app, address: str, name: str = "Bob", pin: str = ""):
    """Join by the address (and the PIN, as the friend was told it)."""
    return _join_typed(app, "address", address, name, pin)


def join_by_code(app, code: str, name: str = "Bob"):
    return _join_typed(app, "code", code, name)


def hurried(moves):
    """A player in a hurry: a card to the centre if one goes, else the first discard."""
    return next((m for m in moves if m.target == "centre"), moves[0])


def play_until(qtbot, apps, done: Callable[[], bool], timeout: int = 120_000,
               choose=hurried) -> int:
    """Play every app's own seat through its table (as its player would: a move when the
    table shows it is their turn and the cards have landed) until ``done()``; returns the
    moves made."""
    made = [0]
    waiting: set[int] = set()  # apps whose move is on its way to the host

    def step() -> bool:
        if done():
            return True
        for number, app in enumerate(apps):
            table = app.table
            if number in waiting or table.busy or table.settling or not table.my_turn:
                continue
            moves = table.legal_moves()
            if not moves:
                continue
            waiting.add(number)
            table.move_applied.connect(lambda *_a, n=number: waiting.discard(n))
            if table.play_move(choose(moves)) is None:
                made[0] += 1
            else:  # refused (the table is not reached yet, say): tried again next time
                waiting.discard(number)
        return False

    qtbot.waitUntil(step, timeout=timeout)
    return made[0]


def game_over(*apps) -> Callable[[], bool]:
    """True once every app's table has shown the end of its game."""
    return lambda: all(app.table.view is not None and app.table.view.outcome is not None
                       and not app.table.busy and not app.table.settling for app in apps)


def message_box(qapp, text: str):
    """The message box on screen whose text starts with ``text`` (None if there is none)."""
    from PySide6.QtWidgets import QMessageBox

    return next((w for w in qapp.topLevelWidgets() if isinstance(w, QMessageBox)
                 and w.isVisible() and w.text().startswith(text)), None)


def box_button(box, label: str):
    """The button of ``box`` labelled ``label`` (its & left out)."""
    return next(b for b in box.buttons() if b.text().replace("&", "") == label)
