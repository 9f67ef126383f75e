"""A friend who quits keeps their seat: Quit asks first and says for how long the seat is kept,
the host's table waits for them as after a drop, and at the friend's next start their
program offers that table before any game of their own, goes back to it by itself, and
shows the game where it stands with its log and the table talk so far. Leaving the table
for good leaves nothing of it on the window."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spite_gui.net.protocol import CONNECTED, STANDING_IN, WAITING
from spite_gui.table.speech import THINKING
from spite_gui.view.log_lines import NOTE

from .helpers import (
    LOOPBACK,
    app_at,
    host_table,
    join_by_address,
    play_until,
    quit_app,
    table_pin,
)


def _sit_down(qtbot, host, guest, wait: int = 120):
    _dialog, port = host_table(host, qtbot, wait=wait)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    hosting = host.friends.company.hosting
    qtbot.waitUntil(lambda: guest.friends.company is not None and guest.friends.company.on_table
                    and hosting.table.host is not None, timeout=15_000)
    qtbot.waitUntil(lambda: guest.table.view == hosting.table.host.view(1))
    return hosting


def test_a_friend_who_quits_keeps_their_seat_and_goes_back_to_it_at_the_next_start(
        launch, qtbot, tmp_path):
    host = launch(seed=3)
    bob_home = tmp_path / "bob"
    bob = app_at(qtbot, bob_home, start=True)  # a game of his own, kept in his autosave
    qtbot.waitUntil(lambda: bob.table.view is not None)
    hosting = _sit_down(qtbot, host, bob)
    play_until(qtbot, [host, bob], lambda: host.table.view.turn >= 5 and host.table.my_turn)
    host.friends.company.say("Good luck, Bob!")
    qtbot.waitUntil(lambda: "Anna: Good luck, Bob!" in bob.friends.panel.texts())
    qtbot.waitUntil(lambda: not host.table.settling and not bob.table.settling)
    told = [line.text for line in bob.game_log.lines if line.kind != NOTE]

    # Quit asks, and says the seat is kept; Keep Playing changes nothing
    question = quit_app(qtbot, bob, agree=False)
    assert question.startswith("Leave Anna's table?")
    assert "Your seat is kept for 2 minutes" in question
    assert bob.window.isVisible() and hosting.seats()[1].state == CONNECTED
    quit_app(qtbot, bob)
    # the seat waits for Bob as after a drop: no computer takes it over at once
    qtbot.waitUntil(lambda: hosting.seats()[1].state == WAITING, timeout=10_000)
    assert any("Bob closed their game." in line for line in host.friends.panel.texts())
    assert hosting.seats()[1].state != STANDING_IN

    # Bob starts the game again: Anna's table comes first, not his own game
    again = app_at(qtbot, bob_home, start=True)
    friends = again.friends
    qtbot.waitUntil(lambda: friends.resume_box is not None and friends.resume_box.isVisible())
    assert friends.resume_box.text() == "Go back to Anna's table?"
    assert again.saved_games.resume_box is None
    friends.resume_box.button(QMessageBox.StandardButton.Yes).click()
    # his program goes back by itself: the same seat, the game where it stood
    qtbot.waitUntil(lambda: hosting.seats()[1].state == CONNECTED, timeout=15_000)
    qtbot.waitUntil(lambda: again.table.view == hosting.table.host.view(1), timeout=15_000)
    # the log of the game so far and the table talk so far, and no "the game starts"
    assert [line.text for line in again.game_log.lines if line.kind != NOTE][:len(told)] == told
    talk = again.friends.panel.texts()
    assert "Anna: Good luck, Bob!" in talk
    assert not any("The game starts when" in line for line in talk)
    assert again.saved_games.resume_box is None  # his own game never popped up
    info = again.window.scene.seat_info()
    assert (info[0].name, info[0].note) == ("Anna", "host")
    assert again.table.seat == 1 and info[1].note == ""
    turn = hosting.table.host.turn
    play_until(qtbot, [host, again], lambda: hosting.table.host.turn >= turn + 2)


def test_a_friend_who_leaves_for_good_is_not_offered_the_table_and_nothing_of_it_stays(
        launch, qtbot, tmp_path):
    host = launch(seed=3)
    bob_home = tmp_path / "bob"
    bob = app_at(qtbot, bob_home, start=True)
    qtbot.waitUntil(lambda: bob.table.view is not None)
    hosting = _sit_down(qtbot, host, bob)
    assert bob.paths.kept_seat_file.exists()
    bob.window.commands["leave_table"].trigger()
    box = next(b for b in bob.window.findChildren(QMessageBox) if b.isVisible())
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: hosting.seats()[1].state == STANDING_IN, timeout=10_000)
    assert not bob.paths.kept_seat_file.exists()
    # a game of his own: no seat notes of the table left, no stale Table Talk
    bob.window.commands["new"].trigger()
    qtbot.waitUntil(lambda: bob.session.company is None and bob.session.host is not None)
    qtbot.waitUntil(lambda: bob.table.view is not None and bob.table.view.turn == 1)
    info = bob.window.scene.seat_info()
    assert (info[0].name, info[0].note) == ("You", "")  # not "You · host"
    assert info[1].note in ("", THINKING())
    assert not bob.friends.panel.isVisible() and bob.friends.panel.texts() == []
    assert bob.friends.panel.seats.texts() == []


def test_the_game_starts_note_is_said_only_while_the_game_waits_for_its_deal(app_with, qtbot):
    host, bob, cleo = app_with(), app_with(), app_with()
    _dialog, port = host_table(host, qtbot, seats=("remote", "remote"))
    hosting = host.friends.company.hosting
    starts = "The game starts when Anna deals."
    join_by_address(bob, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: bob.friends.company is not None, timeout=15_000)
    assert starts in bob.friends.panel.texts()  # a seat is still open: Anna deals later
    # the last friend to sit down sits at a game dealt at once
    join_by_address(cleo, f"{LOOPBACK}:{port}", name="Cleo", pin=table_pin(host))
    qtbot.waitUntil(lambda: cleo.friends.company is not None and cleo.friends.company.on_table
                    and hosting.table.host is not None, timeout=15_000)
    assert starts not in cleo.friends.panel.texts()
