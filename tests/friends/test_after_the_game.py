"""After a game with friends: Play Again deals the next one with the same seats, a match adds
up across the games on every table, and the statistics keep games with friends apart, by
the friend's name."""

from __future__ import annotations

from spite_gui.storage.stats import COMPUTERS_ONLY, WITH_FRIENDS

from .helpers import LOOPBACK, app_at, game_over, host_table, join_by_address, play_until, table_pin


def _game_over_dialog(qtbot, app):
    session = app.session
    qtbot.waitUntil(lambda: session.game_over_dialog is not None
                    and session.game_over_dialog.isVisible(), timeout=20_000)
    return session.game_over_dialog


def _one_game(qtbot, host, guest):
    """Play a game to its end; the two game-over boxes, once the guest's deal is checked."""
    hosting = host.friends.company.hosting
    play_until(qtbot, [host, guest], game_over(host, guest))
    host_box, guest_box = _game_over_dialog(qtbot, host), _game_over_dialog(qtbot, guest)
    assert host_box.new_button.text() == guest_box.new_button.text() == "Play &Again"
    # the guest's program checked the deal: the game-over box says so
    qtbot.waitUntil(lambda: guest_box.note.text().startswith("Deal verified"))
    # every table shows the match as it stands after this game
    totals = hosting.table.totals
    assert guest.session.totals == host.session.totals == totals
    assert guest.matchplay.match.totals == host.matchplay.match.totals == totals
    assert guest.window.scene.labels.scoreboard.board.title.startswith("Match to 25")
    return host_box, guest_box


def _again(qtbot, host, guest, host_box, guest_box) -> None:
    """The friend asks for another game; the host sees it and deals it."""
    hosting = host.friends.company.hosting
    number = hosting.table.game_number
    guest_box.new_button.click()
    qtbot.waitUntil(lambda: host_box.note.text() == "Bob would like to play again.")
    host_box.new_button.click()
    qtbot.waitUntil(lambda: hosting.table.game_number == number + 1)
    qtbot.waitUntil(lambda: guest.table.view is not None and guest.table.view.outcome is None
                    and host.table.view.outcome is None, timeout=15_000)
    assert host.table.names == guest.table.names == ["Anna", "Bob"]


def test_play_again_with_the_same_seats_and_the_match_adds_up(launch, qtbot, tmp_path):
    host, guest = launch(seed=3), app_at(qtbot, tmp_path / "bob")
    _dialog, port = host_table(host, qtbot, match=25)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    hosting = host.friends.company.hosting
    host_box, guest_box = _one_game(qtbot, host, guest)
    while not host.matchplay.match.is_over:
        _again(qtbot, host, guest, host_box, guest_box)
        host_box, guest_box = _one_game(qtbot, host, guest)
    games = hosting.table.game_number
    assert games >= 2
    # the match is won: both tables say so, and the next game starts a new match
    winner = host.matchplay.match.winner
    qtbot.waitUntil(lambda: guest.matchplay.match.is_over)
    assert guest.matchplay.match.winner == winner
    host_box.new_button.click()
    qtbot.waitUntil(lambda: hosting.table.game_number == games + 1)
    assert hosting.table.totals == [0, 0]
    assert host.matchplay.match.totals == [0, 0] and not host.matchplay.match.is_over
    qtbot.waitUntil(lambda: guest.matchplay.match is not None
                    and guest.matchplay.match.totals == [0, 0], timeout=15_000)
    # each computer's statistics keep the games with friends apart, by the friend's name
    anna = host.records.stats.summary(player="Anna", company=WITH_FRIENDS, friend="Bob")
    bob = guest.records.stats.summary(player="Bob", company=WITH_FRIENDS, friend="Anna")
    assert anna.games == bob.games == games
    assert anna.won == bob.lost and anna.lost == bob.won
    assert host.records.stats.summary(company=COMPUTERS_ONLY).games == 0
    assert host.records.stats.friends() == ["Bob"] and guest.records.stats.friends() == ["Anna"]
