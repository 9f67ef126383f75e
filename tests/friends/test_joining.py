"""Joining a table: from the list of tables on this network with one click, and what a
player is told when it can't be joined (nobody there, another version of the game) — all
without the window waiting."""

from __future__ import annotations

import time
import uuid

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from spite_gui.net import door as hosted
from tests.net.helpers import needs_multicast

from .helpers import (
    LOOPBACK,
    click,
    free_port,
    friends_dialog,
    host_table,
    join_by_address,
    table_pin,
)


@needs_multicast
def test_a_table_on_this_network_is_listed_by_host_and_rules_and_joined_with_one_click(
        app_with, qtbot):
    host, guest = app_with(), app_with()
    # a name no other table has: other programs on this machine may be announcing tables
    anna = f"Anna {uuid.uuid4().hex[:8]}"
    host_table(host, qtbot, name=anna, rules="Traditional", seats=("remote", "computer"))
    guest.friends.options.interfaces = [LOOPBACK]  # looked for on loopback only
    dialog = friends_dialog(guest)
    dialog.name_edit.setText("Bob")
    dialog.show_join()

    def listed():
        items = [dialog.tables_list.topLevelItem(row)
                 for row in range(dialog.tables_list.topLevelItemCount())]
        return next((item for item in items if item.text(0) == anna), None)

    qtbot.waitUntil(lambda: listed() is not None, timeout=15_000)
    item = listed()
    hosting = host.friends.company.hosting
    assert [item.text(column) for column in range(6)] == [
        anna, f"{LOOPBACK}:{hosting.port}", hosting.table.fingerprint, "Traditional", "3", "1"]
    host_dialog = host.friends.dialog  # the host's screen shows the same fingerprint
    assert hosting.table.fingerprint in host_dialog.key_label.text()
    dialog.tables_list.setCurrentItem(item)
    click(dialog.join_listed_button)
    # the table asks for its PIN, with its fingerprint to compare; a wrong PIN is said so
    qtbot.waitUntil(lambda: guest.friends.join_flow.pin_dialog is not None, timeout=15_000)
    asked = guest.friends.join_flow.pin_dialog
    assert hosting.table.fingerprint in asked.findChild(QLabel, "pinKey").text()
    wrong = "000000" if table_pin(host) != "000000" else "111111"
    asked.pin_edit.setText(wrong)
    click(asked.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: guest.friends.join_flow.pin_dialog not in (None, asked), timeout=15_000)
    assert "not the table's" in dialog.status_label.text()
    again = guest.friends.join_flow.pin_dialog
    assert again.findChild(QLabel, "pinIntro").text().startswith("That PIN was not")
    again.pin_edit.setText(table_pin(host))
    click(again.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    assert guest.table.names == [anna, "Bob", "East"]
    assert guest.table.view.rules.payoff_size == 26  # the Traditional rules
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_nobody_at_the_address_is_said_plainly_and_the_window_never_waits(app_with, qtbot):
    guest = app_with()
    started = time.monotonic()
    dialog = join_by_address(guest, f"{LOOPBACK}:{free_port()}")
    assert time.monotonic() - started < 1.0  # dialling happens on the network thread
    assert dialog.joining and "Joining 127.0.0.1:" in dialog.status_label.text()
    qtbot.waitUntil(lambda: not dialog.joining, timeout=15_000)
    assert dialog.status_label.text() == ("Could not join: could not reach the table: nobody "
                                          "hosts a table at that address and port.")
    assert guest.table.view is None and guest.friends.company is None


def test_enter_in_the_address_field_joins_and_is_not_taken_for_stop_joining(app_with, qtbot):
    """The key that joins must not also press Stop Joining, which takes the focus as the
    field is disabled (in a real, active window)."""
    host, guest = app_with(), app_with()
    _host_dialog, port = host_table(host, qtbot)
    dialog = friends_dialog(guest)
    dialog.show_join()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    dialog.join_pin_edit.setText(table_pin(host))
    dialog.address_edit.setFocus()
    qtbot.waitUntil(dialog.address_edit.hasFocus)
    QTest.keyClicks(dialog.address_edit, f"{LOOPBACK}:{port}")
    QTest.keyClick(dialog.address_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.joining, timeout=15_000)
    assert dialog.status_label.text() == "You sat down at Anna's table."
    assert guest.friends.company is not None and guest.friends.company.own_seat == 1
    qtbot.waitUntil(lambda: "You sat down at the table." in guest.friends.panel.texts())
    assert len([line for line in guest.friends.panel.texts() if "sat down" in line]) == 1


def test_a_typed_address_that_is_not_one_says_what_one_looks_like(app_with):
    dialog = join_by_address(app_with(), "my friend's house")
    assert "like 192.168.1.20:47474" in dialog.status_label.text()
    assert not dialog.joining


def test_a_friend_with_another_version_is_told_which_to_get_before_sitting_down(
        app_with, qtbot, monkeypatch):
    host, guest = app_with(), app_with()
    monkeypatch.setattr(hosted, "PROTOCOL", hosted.PROTOCOL + 1)  # the host is newer
    monkeypatch.setattr(hosted, "__version__", "9.1.0")
    _dialog, port = host_table(host, qtbot)
    dialog = join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: not dialog.joining, timeout=15_000)
    text = dialog.status_label.text()
    assert "This table runs Spite and Malice 9.1.0" in text
    assert "Play with version 9.1.0 to join" in text
    assert guest.table.view is None  # never sat down
    assert host.friends.company.hosting.seats()[1].state == "open"


def test_join_from_the_command_line_takes_an_address_or_says_what_one_looks_like(
        app_with, qtbot):
    """``--join WHERE``: the dialog shows what was given and joins as if it was typed."""
    host, guest = app_with(), app_with()
    _host_dialog, port = host_table(host, qtbot)
    guest.friends.join_now("somewhere over the rainbow")
    dialog = guest.friends.dialog
    assert dialog.isVisible() and dialog.tabs.currentIndex() == 1
    assert "like 192.168.1.20:47474" in dialog.status_label.text()
    guest.friends.join_now(f"{LOOPBACK}:{port}")
    assert dialog.address_edit.text() == f"{LOOPBACK}:{port}"
    qtbot.waitUntil(lambda: guest.friends.join_flow.pin_dialog is not None, timeout=15_000)
    asked = guest.friends.join_flow.pin_dialog  # the table asks for its PIN
    asked.pin_edit.setText(table_pin(host))
    click(asked.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    assert guest.table.seat == 1 and not dialog.isVisible()
