"""The host decides who sits, through the windows: the table's PIN shown large with the
table's fingerprint, or Let In / Turn Away for each friend who asks; Remove takes a friend
away from the table for good; the lobby never says the table is listed when it is not."""

from __future__ import annotations

from spite_gui.net.protocol import CONNECTED, STANDING_IN
from spite_gui.net.secure import show_pin

from .helpers import (
    LOOPBACK,
    box_button,
    click,
    host_table,
    join_by_address,
    message_box,
    table_pin,
)


def test_the_lobby_shows_the_pin_and_the_fingerprint(app_with, qtbot):
    host = app_with()
    dialog, _port = host_table(host, qtbot)
    table = host.friends.company.hosting.table
    assert dialog.pin_label.text() == f"Table PIN: {show_pin(table_pin(host))}"
    assert table.fingerprint in dialog.key_label.text()
    assert "type the PIN below" in dialog.lobby_label.text()


def test_at_a_table_whose_host_lets_friends_in_each_one_is_let_in_or_turned_away(
        app_with, qtbot, qapp):
    host, bob, eve = app_with(), app_with(), app_with()
    dialog, port = host_table(host, qtbot, seats=("remote", "remote"), let_in=True)
    assert not dialog.pin_label.isVisible()
    assert "you let each friend on this network in" in dialog.lobby_label.text()
    hosting = host.friends.company.hosting
    # Bob asks (no PIN): he waits, the host is asked, and lets him in
    bob_dialog = join_by_address(bob, f"{LOOPBACK}:{port}", "Bob")
    qtbot.waitUntil(lambda: message_box(qapp, "Bob wants to sit at seat 2.") is not None,
                    timeout=15_000)
    qtbot.waitUntil(lambda: "to let you in" in bob_dialog.status_label.text())
    assert bob_dialog.joining
    click(box_button(message_box(qapp, "Bob wants to sit at seat 2."), "Let In"))
    qtbot.waitUntil(lambda: hosting.seats()[1].state == CONNECTED, timeout=15_000)
    qtbot.waitUntil(lambda: bob.friends.company is not None and bob.friends.company.own_seat == 1)
    # Eve asks for the other seat: turned away, and told so
    eve_dialog = join_by_address(eve, f"{LOOPBACK}:{port}", "Eve")
    qtbot.waitUntil(lambda: message_box(qapp, "Eve wants to sit at seat 3.") is not None,
                    timeout=15_000)
    click(box_button(message_box(qapp, "Eve wants to sit at seat 3."), "Turn Away"))
    qtbot.waitUntil(lambda: not eve_dialog.joining, timeout=15_000)
    assert eve_dialog.status_label.text() == "Could not join: Anna did not let you in."
    assert hosting.seats()[2].state == "open" and eve.friends.company is None


def test_the_host_removes_a_friend_and_their_window_is_told(app_with, qtbot, qapp):
    host, bob = app_with(), app_with()
    _dialog, port = host_table(host, qtbot, seats=("remote",))
    join_by_address(bob, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: bob.table.view is not None and host.table.view is not None,
                    timeout=15_000)
    panel = host.friends.panel
    qtbot.waitUntil(lambda: 1 in panel.seats.remove_buttons)
    click(panel.seats.remove_buttons[1])
    box = message_box(qapp, "Remove Bob from the table?")
    assert box is not None
    click(box.button(box.StandardButton.Yes))
    hosting = host.friends.company.hosting
    qtbot.waitUntil(lambda: hosting.seats()[1].state == STANDING_IN, timeout=10_000)
    qtbot.waitUntil(lambda: any("Anna removed you from the table" in text
                                for text in bob.notices.open_texts()), timeout=10_000)
    assert bob.friends.company is None or bob.friends.company.gone
    assert 1 not in panel.seats.remove_buttons  # nobody's seat now: nothing to remove


def test_a_table_that_can_not_be_announced_says_so_in_the_lobby(app_with, qtbot):
    host = app_with()
    host.friends.options.interfaces = ["10.213.254.254"]  # no interface here has it: no multicast
    dialog, port = host_table(host, qtbot)
    hosting = host.friends.company.hosting
    qtbot.waitUntil(lambda: hosting.not_announced is not None, timeout=10_000)
    qtbot.waitUntil(lambda: "not in the Join lists" in dialog.address_label.text())
    assert "find" not in dialog.address_label.text()
    assert f":{port}" in dialog.address_label.text()
