"""A program that misbehaves at a table hosted in the window is turned away with a clear
word in the host's panel, while the host and the friend already seated play on untouched."""

from __future__ import annotations

import socket

from spite_gui.net.protocol import CONNECTED
from spite_gui.net.transport import MAX_FRAME

from .helpers import LOOPBACK, game_over, host_table, join_by_address, play_until, table_pin

BAD_FRAMES = [
    (MAX_FRAME + 1).to_bytes(4, "big") + b"{",  # too large
    (7).to_bytes(4, "big") + b"\xff\xfe{]}\x00!",  # not a message at all
    (16).to_bytes(4, "big") + b'{"type":"hello"}',  # a hello without its fields
]


def _hung_up(sock: socket.socket) -> bool:
    """True once the table closed the connection (what it said before is read and dropped)."""
    try:
        while chunk := sock.recv(65536):
            del chunk
    except BlockingIOError:
        return False
    except ConnectionError:
        return True
    return True


def test_a_misbehaving_program_is_turned_away_and_the_game_goes_on(app_with, qtbot):
    host, guest = app_with(), app_with()
    _dialog, port = host_table(host, qtbot)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None and host.table.view is not None,
                    timeout=15_000)
    hosting = host.friends.company.hosting
    # a few moves, up to the host's turn: then nothing moves until the host plays
    play_until(qtbot, [host, guest], lambda: len(host.table.moves) >= 6 and host.table.my_turn
               and not host.table.busy and not host.table.settling)
    before = hosting.table.host.view(0), hosting.table.host.view(1)

    strangers = []
    for frame in BAD_FRAMES:
        sock = socket.create_connection((LOOPBACK, port), timeout=5)
        sock.sendall(frame)
        sock.setblocking(False)
        strangers.append(sock)
    try:
        qtbot.waitUntil(lambda: all(_hung_up(sock) for sock in strangers), timeout=15_000)
    finally:
        for sock in strangers:
            sock.close()
    # the host is told, in words; nothing at the table changed, the friend is still there
    host_panel = host.friends.panel
    qtbot.waitUntil(lambda: sum("was turned away" in line for line in host_panel.texts())
                    >= len(BAD_FRAMES))
    turned_away = [line for line in host_panel.texts() if "was turned away" in line]
    assert any("too large" in line for line in turned_away), turned_away
    assert any("not valid" in line for line in turned_away), turned_away
    assert (hosting.table.host.view(0), hosting.table.host.view(1)) == before
    assert hosting.seats()[1].state == CONNECTED
    assert not any("turned away" in line for line in guest.friends.panel.texts())
    # and the game plays on to its end, the deal checked by the friend's program
    play_until(qtbot, [host, guest], game_over(host, guest))
    assert guest.table.view == hosting.table.host.view(1)
    qtbot.waitUntil(lambda: guest.friends.company.verdict.startswith("Deal verified"))
