"""The turn clock through the windows: the host chooses a turn time, the plate of the seat to
play shows its clock on every table, and a friend who lets it run out is told, while a
computer plays the rest of their turn and the game goes on."""

from __future__ import annotations

from spite_gui.controller.server_runner import read_hosted

from .helpers import LOOPBACK, host_table, join_by_address, play_until, table_pin


def _plate(app, seat: int) -> str:
    info = app.window.scene.labels.seat_info()[seat]
    return f"{info.name} · {info.note}" if info.note else info.name


def test_the_turn_time_chosen_is_the_tables_and_is_kept_with_it(app_with, qtbot):
    host = app_with()
    host_table(host, qtbot, turn_time=120)
    hosting = host.friends.company.hosting
    assert hosting.plan.turn_time == 120 and hosting.table.settings.turn_time == 120
    plan, _snapshot, _codes = read_hosted(hosting.document())
    assert plan.turn_time == 120


def test_an_idle_friends_clock_runs_on_every_plate_and_a_computer_plays_when_it_runs_out(
        app_with, qtbot):
    host, bob = app_with(), app_with()
    _dialog, port = host_table(host, qtbot, turn_time=3)
    join_by_address(bob, f"{LOOPBACK}:{port}", pin=table_pin(host))
    hosting = host.friends.company.hosting
    qtbot.waitUntil(lambda: hosting.table.host is not None and bob.table.view is not None,
                    timeout=15_000)

    def bobs_turn():
        view = bob.table.view
        return view is not None and view.current == 1 and not bob.table.busy

    # the host plays their turns; Bob never moves
    play_until(qtbot, [host], bobs_turn, timeout=30_000)
    # Bob's clock on his own plate and on the host's
    qtbot.waitUntil(lambda: _plate(bob, 1).startswith("Bob · 0:0")
                    and _plate(bob, 1).endswith("left"), timeout=5_000)
    qtbot.waitUntil(lambda: _plate(host, 1).startswith("Bob · online · 0:0"), timeout=5_000)
    turn = bob.table.view.turn
    # his time runs out: he is told, the host's table too, and a computer plays his turn
    ran_out = "Your time ran out: a computer plays the rest of your turn."
    qtbot.waitUntil(lambda: ran_out in [line.text for line in bob.game_log.lines],
                    timeout=10_000)
    qtbot.waitUntil(lambda: any("Bob's time ran out" in line.text
                                for line in host.game_log.lines), timeout=10_000)
    qtbot.waitUntil(lambda: hosting.table.host.turn > turn, timeout=15_000)
    assert hosting.seats()[1].state == "connected", "Bob keeps his seat"
    play_until(qtbot, [host], lambda: hosting.table.host.turn >= turn + 3, timeout=30_000)
