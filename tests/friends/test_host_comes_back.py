"""The host's program stops: the host is asked first, the friends are told the table is kept
and their tables stay as they were; the table is kept in the host's file, offered back at the
next start with its game log, and the friends' programs come back to their seats by
themselves where the game stood. The other way round, a host that crashed (a separate
program, killed) leaves its guests' windows trying to reconnect, and they come back by
themselves when it hosts the table again."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spite_gui.net.backoff import Backoff
from spite_gui.net.protocol import CONNECTED
from spite_gui.view.log_lines import NOTE
from tests.net.programs import Program

from .helpers import (
    LOOPBACK,
    free_port,
    host_table,
    join_by_address,
    play_until,
    quit_app,
    table_pin,
)


def _moves_told(app) -> list[str]:
    """The game log's lines about the game itself (not the notes about friends)."""
    return [line.text for line in app.game_log.lines if line.kind != NOTE]


def test_the_host_quits_hosts_the_table_again_and_the_friend_comes_back_by_itself(
        launch, app_with, qtbot):
    host = launch(seed=3)
    guest = app_with()
    guest.friends.options.redial = Backoff(first=0.1, most=0.5)
    _dialog, port = host_table(host, qtbot)
    pin = table_pin(host)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=pin)
    qtbot.waitUntil(lambda: guest.table.view is not None and host.table.view is not None,
                    timeout=15_000)
    # up to the host's turn: no move of the friend's is on its way
    play_until(qtbot, [host, guest], lambda: host.table.view.turn >= 5 and host.table.my_turn)
    game = host.friends.company.hosting.table.host
    qtbot.waitUntil(lambda: guest.table.view == game.view(1) and not guest.table.settling
                    and not host.table.settling)
    before = guest.table.view
    moves = list(game.moves)
    told_before = _moves_told(host)

    # Quit asks first: the table closes for everyone, and can be hosted again
    assert quit_app(qtbot, host, agree=False).startswith("Close your table for everyone?")
    assert host.window.isVisible() and not host.friends.company.gone
    text = quit_app(qtbot, host)
    assert "At your next start you can host it again" in text
    # the friend is told the table is kept, without a box; their table stays as it was
    qtbot.waitUntil(lambda: "the table is kept" in guest.table.status, timeout=10_000)
    assert guest.notices.open_texts() == []
    assert guest.table.view == before
    assert guest.friends.company is not None and not guest.friends.company.gone
    assert any("Anna's program was closed; the table is kept" in line
               for line in guest.friends.panel.texts())

    # the host starts again: the table is offered back, and hosted again
    again = launch(start=True)
    friends = again.friends
    qtbot.waitUntil(lambda: friends.resume_box is not None and friends.resume_box.isVisible())
    assert friends.resume_box.text() == "Host your table with Bob again?"
    friends.resume_box.button(QMessageBox.StandardButton.Yes).click()
    hosting = friends.company.hosting
    qtbot.waitUntil(lambda: hosting.port == port)
    assert list(hosting.table.host.moves) == moves
    # the host's game log is back as it was
    qtbot.waitUntil(lambda: again.table.view == hosting.table.host.view(0), timeout=15_000)
    assert _moves_told(again) == told_before
    # Bob's program comes back by itself, to the game where it stood
    qtbot.waitUntil(lambda: hosting.seats()[1].state == CONNECTED, timeout=30_000)
    qtbot.waitUntil(lambda: guest.table.view == hosting.table.host.view(1), timeout=15_000)
    assert guest.table.view.turn == before.turn
    assert any(line.endswith("Bob is back.") for line in friends.panel.texts())
    assert guest.notices.open_texts() == []
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
