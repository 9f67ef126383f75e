"""Tables owned by the GUI thread: what the network thread posts runs there, in order."""

from __future__ import annotations

import threading

from spite_gui.net.qt import QtOwner
from spite_gui.net.runtime import NetLoop

from .helpers import Harness, seating


def test_posts_from_the_network_thread_run_on_the_gui_thread_in_order(qtbot):
    owner = QtOwner()
    net = NetLoop()
    ran: list[tuple[int, bool]] = []
    gui = threading.current_thread()
    try:
        for n in range(50):
            net.call(owner.post, lambda n=n: ran.append((n, threading.current_thread() is gui)))
        qtbot.waitUntil(lambda: len(ran) == 50)
    finally:
        net.stop()
    assert ran == [(n, True) for n in range(50)]


def test_a_post_from_the_gui_thread_waits_its_turn(qtbot):
    owner = QtOwner()
    ran: list[str] = []
    owner.post(lambda: ran.append("posted"))
    ran.append("after the post")
    qtbot.waitUntil(lambda: len(ran) == 2)
    assert ran == ["after the post", "posted"]


def test_a_timer_fires_once_and_a_cancelled_one_never(qtbot):
    owner = QtOwner()
    fired: list[str] = []
    owner.call_later(0.01, lambda: fired.append("kept"))
    owner.call_later(0.01, lambda: fired.append("cancelled")).cancel()
    qtbot.waitUntil(lambda: fired == ["kept"])
    qtbot.wait(50)
    assert fired == ["kept"]


def test_a_friend_plays_a_whole_game_at_a_table_owned_by_the_gui_thread(qtbot):
    """The host's table on the GUI thread, its guest on the network thread."""
    from spite_gui.ai import make_player
    from spite_gui.engine import Rules
    from spite_gui.net import tcp
    from spite_gui.net.computer_seat import ComputerSeat
    from spite_gui.net.server import TableServer
    from spite_gui.net.server_terms import ServerSettings

    harness = Harness()
    owner = QtOwner()
    plan = seating("computer", "remote")

    def computers(host):
        host.attach(0, ComputerSeat(host.submit, 0, make_player("easy", 1), owner, harness.pool))

    table = TableServer(plan, Rules.preset("Quick"), harness.net, owner,
                      settings=ServerSettings(start_when_full=True), attach_local=computers,
                      pool=harness.pool)
    try:
        server = harness.net.wait(tcp.listen(table.link_arrived, "127.0.0.1", 0))
        bob = harness.guest(server.port, "Bob", pin=table.pin)
        qtbot.waitUntil(lambda: bool(bob.verdicts), timeout=60_000)
        assert bob.verdicts[1].ok
        assert bob.update.view == table.host.view(1)
    finally:
        table.close()
        harness.close()
