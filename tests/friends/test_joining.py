"""Joining a table: from the list of tables on this network with one click, and what a
player is told when it can't be joined (nobody there, another version of the game) — all
without the window waiting."""

from __future__ import annotations

import time

from spite_gui.net import table as hosted
from tests.net.helpers import needs_multicast

from .helpers import LOOPBACK, click, free_port, friends_dialog, host_table, join_by_address


@needs_multicast
def test_a_table_on_this_network_is_listed_by_host_and_rules_and_joined_with_one_click(
        app_with, qtbot):
    host, guest = app_with(), app_with()
    host_table(host, qtbot, name="Anna", rules="Traditional", seats=("remote", "computer"))
    guest.friends.interfaces = [LOOPBACK]  # looked for on loopback only
    dialog = friends_dialog(guest)
    dialog.name_edit.setText("Bob")
    dialog.show_join()
    qtbot.waitUntil(lambda: dialog.tables_list.topLevelItemCount() >= 1, timeout=15_000)
    item = dialog.tables_list.topLevelItem(0)
    assert [item.text(column) for column in range(4)] == ["Anna", "Traditional", "3", "1"]
    dialog.tables_list.setCurrentItem(item)
    click(dialog.join_listed_button)
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    assert guest.table.names == ["Anna", "Bob", "East"]
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
    dialog = join_by_address(guest, f"{LOOPBACK}:{port}")
    qtbot.waitUntil(lambda: not dialog.joining, timeout=15_000)
    text = dialog.status_label.text()
    assert "This table runs Spite and Malice 9.1.0" in text
    assert "Play with version 9.1.0 to join" in text
    assert guest.table.view is None  # never sat down
    assert host.friends.company.hosting.seats()[1].state == "open"
