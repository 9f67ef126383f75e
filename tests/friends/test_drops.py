"""A friend drops out: the host's plates count down their seat's wait, a computer takes it
over, and the friend comes back and takes it again. The friend is a separate program (the
headless guest of ``python -m spite_gui.net join``), killed and started again."""

from __future__ import annotations

from spite_gui.net.protocol import CONNECTED, STANDING_IN, WAITING

from .helpers import LOOPBACK, host_table, play_until, table_pin


def _note(app, seat: int) -> str:
    return app.window.scene.labels.seat_info()[seat].note


def test_a_friend_who_drops_out_is_waited_for_then_stood_in_for_then_comes_back(
        app_with, qtbot, programs, tmp_path):
    host = app_with()
    _dialog, port = host_table(host, qtbot, wait=3, stand_in="easy")
    key = tmp_path / "seat.key"
    join = ("join", "--address", f"{LOOPBACK}:{port}", "--pin", table_pin(host), "--name", "Bob",
            "--level", "easy", "--seat-key", str(key), "--pace", "0.05")
    bob = programs(*join)
    hosting = host.friends.company.hosting
    qtbot.waitUntil(lambda: host.table.view is not None, timeout=30_000)
    qtbot.waitUntil(lambda: _note(host, 1) == "online")
    # a few turns, then Bob's program is killed: no goodbye, the connection just goes
    play_until(qtbot, [host], lambda: host.table.view.turn >= 4, timeout=60_000)
    bob.kill()
    qtbot.waitUntil(lambda: hosting.seats()[1].state == WAITING, timeout=10_000)
    qtbot.waitUntil(lambda: _note(host, 1).startswith("away 0:0"))
    first = _note(host, 1)
    qtbot.waitUntil(lambda: _note(host, 1) not in (first, ""), timeout=3000)  # it counts down
    log = [line.text for line in host.game_log.lines]
    assert any("Bob dropped out" in line for line in log)
    assert any("Bob's seat waits 0:03 for them to come back." in line for line in log)
    # after the wait a computer plays the seat, and the table goes on
    qtbot.waitUntil(lambda: _note(host, 1) == "computer playing", timeout=10_000)
    assert hosting.seats()[1].state == STANDING_IN
    assert any("A computer (Easy) plays for Bob until they come back." in line
               for line in (line.text for line in host.game_log.lines))
    turn = host.table.view.turn
    play_until(qtbot, [host], lambda: host.table.view.turn >= turn + 4
               or host.table.view.outcome is not None, timeout=60_000)
    # Bob starts his program again: he takes his seat back
    programs(*join)
    qtbot.waitUntil(lambda: hosting.seats()[1].state == CONNECTED, timeout=30_000)
    qtbot.waitUntil(lambda: _note(host, 1) == "online")
    assert any(line.endswith("Bob is back.") for line in host.friends.panel.texts())
