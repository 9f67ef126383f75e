"""What a table with friends sounds like: the "your turn" chime when a friend has played and
the game is in the background, and a friend's line in Table Talk."""

from __future__ import annotations

from spite_gui.sound import cues as cue

from .helpers import LOOPBACK, click, host_table, join_by_address, play_until, table_pin


def _heard(app) -> list[str]:
    return app.sounds.speaker.played  # the null backend: no device in a test


def test_the_chime_rings_for_a_friends_move_while_the_window_is_in_the_background(
        app_with, qtbot):
    host, guest = app_with(), app_with()
    _dialog, port = host_table(host, qtbot)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None and host.table.view is not None,
                    timeout=15_000)
    guest.window.activateWindow()  # Anna, the host, has gone to another window
    qtbot.waitUntil(lambda: not host.window.isActiveWindow())
    turns_from_bob: list[int] = []
    host.table.turn_changed.connect(
        lambda seat: turns_from_bob.append(seat) if seat == host.table.seat else None)
    play_until(qtbot, [host, guest], lambda: bool(turns_from_bob) and host.table.my_turn
               and not host.table.busy, timeout=60_000)
    assert _heard(host).count(cue.YOUR_TURN) == 1
    assert cue.PUT_DOWN in _heard(host)  # Bob's cards were heard landing too


def test_a_friends_line_in_table_talk_is_heard_but_not_ones_own(app_with, qtbot):
    host, guest = app_with(), app_with()
    _dialog, port = host_table(host, qtbot)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    guest.friends.panel.input.setText("hello from Bob")
    click(guest.friends.panel.send_button)
    qtbot.waitUntil(lambda: "Bob: hello from Bob" in host.friends.panel.texts())
    qtbot.waitUntil(lambda: "You: hello from Bob" in guest.friends.panel.texts())
    assert _heard(host).count(cue.CHAT) == 1
    assert cue.CHAT not in _heard(guest)
