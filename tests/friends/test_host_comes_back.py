"""The host's program stops: the friends are told and their tables stay as they were; the
table is kept in the host's file, offered back at the next start, and the friends take their
seats again where the game stood. The other way round, a host that crashed (a separate
program, killed) leaves its guests' windows trying to reconnect, and they come back by
themselves when it hosts the table again."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from spite_gui.net.protocol import CONNECTED, WAITING
from tests.controller.persist_helpers import Launcher
from tests.net.programs import Program

from .helpers import LOOPBACK, free_port, host_table, join_by_address, play_until, table_pin


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def test_the_host_quits_and_hosts_the_table_again_for_the_same_friend(launch, app_with, qtbot):
    host = launch(seed=3)
    guest = app_with()
    _dialog, port = host_table(host, qtbot)
    pin = table_pin(host)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=pin)
    qtbot.waitUntil(lambda: guest.table.view is not None and host.table.view is not None,
                    timeout=15_000)
    play_until(qtbot, [host, guest], lambda: host.table.view.turn >= 5)
    qtbot.waitUntil(lambda: not host.table.settling and not guest.table.settling)
    before = guest.table.view
    moves = list(host.friends.company.hosting.table.host.moves)

    launch.quit(host)
    # the friend is told, in a message that does not block, and their table stays
    qtbot.waitUntil(lambda: any("The table is closed" in text
                                for text in guest.notices.open_texts()), timeout=10_000)
    assert "The host's program was closed" in guest.table.status
    assert guest.table.view == before
    assert guest.friends.company is None or guest.friends.company.gone

    # the host starts again: the table is offered back, and hosted again
    again = launch(start=True)
    friends = again.friends
    qtbot.waitUntil(lambda: friends.resume_box is not None and friends.resume_box.isVisible())
    assert friends.resume_box.text() == "Host your table with Bob again?"
    friends.resume_box.button(QMessageBox.StandardButton.Yes).click()
    hosting = friends.company.hosting
    qtbot.waitUntil(lambda: hosting.port == port)
    assert hosting.seats()[1].state == WAITING  # Bob's seat waits for him
    assert list(hosting.table.host.moves) == moves
    # Bob joins again as before and is back at his seat, the game where it stood
    assert table_pin(again) == pin, "the same PIN as before"
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=pin)
    qtbot.waitUntil(lambda: hosting.seats()[1].state == CONNECTED, timeout=15_000)
    # Bob's window shows the table he joined again (not the one that closed)
    qtbot.waitUntil(lambda: guest.friends.company is not None
                    and guest.friends.company.on_table, timeout=15_000)
    qtbot.waitUntil(lambda: guest.table.view == hosting.table.host.view(1))
    assert guest.table.view.turn == before.turn
    qtbot.waitUntil(lambda: again.table.view == hosting.table.host.view(0))
    assert any(line.endswith("Bob is back.") for line in friends.panel.texts())
    # and the game goes on
    play_until(qtbot, [again, guest], lambda: hosting.table.host.turn >= before.turn + 2)


def test_a_crashed_host_comes_back_and_its_guests_reconnect_by_themselves(
        app_with, qtbot, tmp_path):
    port, save = free_port(), tmp_path / "table.json"
    args = ("host", "--seats", "me,friend", "--name", "Dana", "--preset", "Quick",
            "--port", str(port), "--bind", LOOPBACK, "--level", "easy", "--pace", "0.05",
            "--save", str(save))
    programs = [Program(*args)]
    try:
        pin = programs[0].event("opened")["pin"]
        programs[0].event("listening")
        guest = app_with()
        join_by_address(guest, f"{LOOPBACK}:{port}", pin=pin)
        qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
        play_until(qtbot, [guest], lambda: guest.table.view.turn >= 4, timeout=60_000)
        programs[0].kill()  # no goodbye: the connection just goes
        qtbot.waitUntil(lambda: "trying again" in guest.table.status, timeout=30_000)
        assert guest.friends.company is not None and not guest.friends.company.gone
        seen = guest.table.view
        programs.append(Program(*args[:-2], "--resume", str(save)))
        company = guest.friends.company
        qtbot.waitUntil(lambda: company.guest.connected, timeout=30_000)
        # the news of sitting down again reaches the panel after the connection is made
        qtbot.waitUntil(lambda: guest.friends.panel.texts().count(
            "You sat down at the table.") == 2)
        lines = guest.friends.panel.texts()
        assert any("trying again for 15 minutes" in line for line in lines)
        play_until(qtbot, [guest], lambda: guest.table.view.turn >= seen.turn + 2,
                   timeout=60_000)
    finally:
        for program in programs:
            program.stop()
