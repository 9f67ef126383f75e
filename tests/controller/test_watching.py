"""Game → Watch the Computers: computer players play one another on the table, at the
watcher's pace, and nothing of it counts for the player."""

from __future__ import annotations

import json
import threading

import pytest

from spite_gui.ai.simple import SimplePlayer
from spite_gui.controller.thinking import default_player_factory
from spite_gui.dialogs.watch import WatchDialog
from spite_gui.engine import END_TURN, PlayerView
from spite_gui.levels import LEVELS
from spite_gui.play.save_format import read_table
from spite_gui.play.watching import WatchPlan
from spite_gui.storage import read_autosave
from spite_gui.table.piles import HAND, PileKey
from spite_gui.table.speech import PAUSED, THINKING
from spite_gui.view.watch_bar import WatchBar

from .persist_helpers import answer_abandon, discard
from .persist_helpers import settle as own_turn


def settle(qtbot, app) -> None:
    """Wait until the table has shown every move so far."""
    qtbot.waitUntil(lambda: not app.table.settling, timeout=20000)


def watched_to_the_end(qtbot, app, plan: WatchPlan, timeout: int = 120000):
    """Watch ``plan`` until the table has shown the game's end; its outcome."""
    with qtbot.waitSignal(app.watching.finished, timeout=timeout) as ended:
        assert app.watching.watch(plan)
    return ended.args[0]


@pytest.mark.parametrize("level", LEVELS)
def test_a_watched_game_plays_to_the_end_at_every_level(app_with, qtbot, level):
    app = app_with(default_player_factory)  # the real computer players
    outcome = watched_to_the_end(qtbot, app, WatchPlan((level, level), "Quick", "instant",
                                                       deal=31))
    game = app.watching.game
    assert game is not None and game.host.is_over and outcome == game.host.outcome
    assert app.table.view.outcome == outcome  # the table shows the end
    assert app.session.totals == [0, 0]  # nobody here played: the score stays as it was


def test_three_and_four_computers_play_to_the_end(app, qtbot):
    for levels in (("easy", "medium", "hard"), ("easy", "easy", "medium", "medium")):
        outcome = watched_to_the_end(qtbot, app, WatchPlan(levels, "Quick", "instant", deal=5))
        assert outcome.winner is not None
        assert app.table.names == list(app.watching.game.seating.names)


def test_every_computer_is_told_only_its_own_seat(app_with, qtbot):
    seen: list[tuple[int, PlayerView]] = []

    class Watchful:
        def __init__(self, seat_hint: int) -> None:
            self.inner = default_player_factory("easy", seat_hint)

        def choose(self, view: PlayerView):
            seen.append((view.seat, view))
            return self.inner.choose(view)

    app = app_with(lambda level, seed: Watchful(seed))
    watched_to_the_end(qtbot, app, WatchPlan(("easy", "easy", "easy"), "Quick", "instant",
                                             deal=9))
    host = app.watching.game.host
    assert {seat for seat, _view in seen} == {0, 1, 2}
    for seat, view in seen:
        assert view.seat == seat and view.current == seat  # asked on its own turn, as itself
        assert isinstance(view, PlayerView)  # a view: no other hand, no stock order in it
    assert host.is_over


def test_pause_stops_the_moves_and_a_step_makes_exactly_one(app, qtbot):
    watching, moved = app.watching, []
    app.table.move_applied.connect(lambda seat, move: moved.append((seat, move)))
    watching.watch(WatchPlan(("easy", "easy"), "Classic", "instant", deal=12))
    watching.pause()  # before the first computer has answered (it thinks on another thread)
    game = watching.game
    assert watching.paused
    bar = app.window.findChild(WatchBar)
    assert bar.pause_action.text().replace("&", "") == "Resume"
    qtbot.waitUntil(lambda: game.gate.holding)  # the first computer has chosen: it waits
    settle(qtbot, app)
    assert moved == [] and game.host.moves == ()
    for count in (1, 2, 3):
        with qtbot.waitSignal(game.holding):  # the step's move is made, the next one waits
            bar.step_move_action.trigger()
        settle(qtbot, app)
        assert len(moved) == len(game.host.moves) == count


def test_a_turn_step_plays_the_rest_of_the_turn_and_no_more(app, qtbot):
    watching, moved = app.watching, []
    app.table.move_applied.connect(lambda seat, move: moved.append((seat, move)))
    watching.watch(WatchPlan(("medium", "medium"), "Classic", "instant", deal=12))
    watching.pause()
    game = watching.game
    qtbot.waitUntil(lambda: game.gate.holding)
    settle(qtbot, app)
    turn, mover = game.host.turn, game.host.current
    with qtbot.waitSignal(game.holding):  # the next player's first move waits
        watching.step_turn()
    settle(qtbot, app)
    assert game.host.turn == turn + 1 and game.host.current != mover
    assert moved and {seat for seat, _move in moved} == {mover}  # the one player's turn
    last = moved[-1][1]
    assert last.target == "side" or last == END_TURN  # and it ended the turn
    assert len(moved) == len(game.host.moves)


def test_paused_the_computer_to_move_is_not_said_to_be_thinking(app_with, qtbot):
    """Paused, the plate of the computer to move said "thinking…" all the same."""
    cues = threading.Semaphore(0)  # one for each move the computers may choose

    class OnCue:
        def __init__(self) -> None:
            self.inner = SimplePlayer()

        def choose(self, view: PlayerView):
            cues.acquire()
            return self.inner.choose(view)

    app = app_with(lambda level, seed: OnCue())
    watching, labels = app.watching, app.window.scene.labels
    try:
        watching.watch(WatchPlan(("easy", "easy"), "Classic", "instant", deal=12))
        game = watching.game
        settle(qtbot, app)
        mover = game.host.current

        def plate() -> tuple[str, str]:
            return labels.seat_info()[mover].note, labels.plate(mover).text

        qtbot.waitUntil(lambda: plate()[0] == THINKING())
        watching.pause()
        note, text = plate()
        assert note == PAUSED() and THINKING() not in text and PAUSED() in text
        watching.step_move()  # the computer thinks for the step
        assert plate()[0] == THINKING()
        with qtbot.waitSignal(game.moved):
            cues.release()
        settle(qtbot, app)
        assert len(game.host.moves) == 1
        mover = game.host.current  # the same computer, or the next one if the move ended a turn
        assert plate()[0] == PAUSED()  # its move waits for the watcher
        watching.resume()
        assert plate()[0] == THINKING()
    finally:
        for _move in range(1000):  # let the computers' threads finish
            cues.release()


def test_resume_lets_the_game_go_on(app, qtbot):
    watching = app.watching
    watching.watch(WatchPlan(("easy", "easy"), "Quick", "instant", deal=3))
    watching.pause()
    qtbot.waitUntil(lambda: watching.game.gate.holding)
    with qtbot.waitSignal(watching.finished, timeout=60000):
        watching.resume()


def test_a_hand_turned_face_up_shows_its_cards_and_only_then(app, qtbot):
    watching = app.watching
    watching.watch(WatchPlan(("easy", "easy"), "Classic", "instant", deal=12))
    game = watching.game
    watching.pause()
    qtbot.waitUntil(lambda: game.gate.holding)
    settle(qtbot, app)
    north = app.window.scene.pile(PileKey(HAND, 1))
    assert all(card.face is None for card in north.cards)  # face down at first
    game.show_face_up(1, True)
    hand = game.host.view(1).hand
    assert [card.face for card in north.cards] == [c.text for c in hand]
    south = app.window.scene.pile(PileKey(HAND, 0))
    assert [card.face for card in south.cards] == [c.text for c in game.host.view(0).hand]
    game.show_face_up(1, False)
    assert all(card.face is None for card in north.cards)


def test_the_table_can_be_watched_from_another_seat(app, qtbot):
    watching = app.watching
    watching.watch(WatchPlan(("easy", "easy", "easy"), "Classic", "instant", deal=12))
    watching.pause()
    game = watching.game
    qtbot.waitUntil(lambda: game.gate.holding)
    game.watch_from(2)
    settle(qtbot, app)
    assert app.table.seat == 2 and app.table.view == game.host.view(2)


def test_watching_leaves_the_statistics_and_the_autosave_alone(launch, qtbot):
    app = launch(seed=8)
    discard(qtbot, app)  # the player's own game is under way
    own = app.session.game
    own_moves = list(own.moves)
    paths = app.paths
    totals = list(app.session.totals)
    history = app.records.stats.history()
    with qtbot.waitSignal(app.watching.finished, timeout=120000):
        app.watching.watch(WatchPlan(("easy", "easy"), "Quick", "instant", deal=4))
        autosave = paths.autosave_file.read_bytes()  # the player's game, as the table is lent
    assert paths.autosave_file.read_bytes() == autosave  # untouched by the watched game
    saved, _problem = read_autosave(paths, read_table)
    assert read_table(saved.game).game.to_dict() == own.to_dict()
    assert app.records.stats.history() == history == []
    assert app.session.totals == totals
    # Stop Watching: the player's own game is back, as it was
    bar = app.window.findChild(WatchBar)
    with qtbot.waitSignal(app.session.game_started):
        bar.stop_action.trigger()
    settle(qtbot, app)
    assert app.session.game is own and list(own.moves) == own_moves
    assert not bar.isVisible() and not app.table.spectator
    assert app.table.seat == 0 and app.table.names[0] == "You"
    saved = json.loads(paths.autosave_file.read_text())
    assert saved  # the autosave holds the player's game again
    assert app.window.commands["save"].isEnabled()


def test_a_turn_half_played_is_saved_before_the_table_is_lent(launch, qtbot):
    app = launch(seed=8)
    own_turn(qtbot, app)
    for _turn in range(30):  # the player's turns of deal 8 until one can play to the centre
        centre = [m for m in app.table.legal_moves() if m.target == "centre"]
        if centre:
            break
        discard(qtbot, app)
    assert app.table.play_move(centre[0]) is None  # the turn goes on: no autosave yet
    moves = len(app.session.game.moves)
    app.watching.watch(WatchPlan(("easy", "easy"), "Quick", "instant", deal=4))
    saved, problem = read_autosave(app.paths, read_table)
    assert problem is None and saved is not None
    assert len(read_table(saved.game).game.moves) == moves
    app.watching.stop()
    assert len(app.session.game.moves) == moves and app.table.my_turn


def test_a_saved_game_comes_back_with_its_file(launch, qtbot, tmp_path):
    app = launch(seed=8)
    discard(qtbot, app)
    app.saved_games.ask_save_path = lambda parent, proposed: str(tmp_path / "evening")
    app.window.commands["save_as"].trigger()
    assert app.saved_games.current_file == tmp_path / "evening.spite"
    app.watching.watch(WatchPlan(("easy", "easy"), "Quick", "normal", deal=4))
    assert not app.window.commands["save"].isEnabled()
    app.watching.stop()
    assert app.saved_games.current_file == tmp_path / "evening.spite"
    assert "evening.spite" in app.window.windowTitle()
    app.window.commands["new"].trigger()  # another game: the file goes with the old one
    answer_abandon(qtbot, app)
    assert app.saved_games.current_file is None


def test_a_new_game_ends_the_watching(app, qtbot):
    watching = app.watching
    watching.watch(WatchPlan(("easy", "easy"), "Classic", "normal", deal=12))
    bar = app.window.findChild(WatchBar)
    assert bar.isVisible() and not app.window.commands["hint"].isEnabled()
    with qtbot.waitSignal(app.session.game_started):
        app.window.commands["new"].trigger()
    assert not watching.active and not bar.isVisible() and not app.table.spectator
    assert app.window.commands["hint"].isEnabled()
    assert app.table.speed == "instant"  # the player's own speed again


def test_the_dialog_chooses_players_levels_rules_and_speed(app, qtbot):
    app.window.commands["watch"].trigger()
    dialog = app.window.findChild(WatchDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.players_spin.setValue(3)
    assert [combo.isVisibleTo(dialog) for combo in dialog.level_combos] == [True] * 3 + [False]
    assert [label.text() for label in dialog.level_labels[:3]] == ["South:", "West:", "East:"]
    dialog.level_combos[2].setCurrentIndex(dialog.level_combos[2].findData("expert"))
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("Quick"))
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    assert dialog.deal_spin.text() == "A new deal"
    dialog.deal_spin.setValue(48213)  # a deal the player knows
    with qtbot.waitSignal(app.watching.started) as started:
        dialog.accept()
    game = started.args[0]
    assert game.host.deal == 48213
    assert game.plan.levels == ("medium", "hard", "expert")
    assert game.plan.preset == "Quick" and app.table.speed == "fast"
    assert game.host.rules.payoff_size == 13
    bar = app.window.findChild(WatchBar)
    assert bar.title.text() == "Watching · Quick"
    assert [bar.viewpoints.itemText(i) for i in range(3)] == [
        "South (Medium)", "West (Hard)", "East (Expert)"]
    app.watching.stop()


def test_the_keys_pause_step_and_resume(app, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    watching, moved = app.watching, []
    app.table.move_applied.connect(lambda seat, move: moved.append(move))
    watching.watch(WatchPlan(("easy", "easy"), "Classic", "instant", deal=12))
    game = watching.game
    table_view = app.window.view
    table_view.setFocus()
    QTest.keyClick(table_view, Qt.Key.Key_F5)  # pause, from the table itself
    assert watching.paused
    qtbot.waitUntil(lambda: game.gate.holding)
    settle(qtbot, app)
    made = len(moved)
    with qtbot.waitSignal(game.holding):
        QTest.keyClick(table_view, Qt.Key.Key_F6)
    assert len(moved) == made + 1
    QTest.keyClick(table_view, Qt.Key.Key_F5)
    assert not watching.paused
    with qtbot.waitSignal(app.session.game_started):
        QTest.keyClick(table_view, Qt.Key.Key_F8)
    assert not watching.active


def test_at_the_end_the_table_says_who_won_and_deal_again_deals_a_new_game(app, qtbot):
    outcome = watched_to_the_end(qtbot, app, WatchPlan(("easy", "easy"), "Quick", "instant",
                                                       deal=4))
    bar = app.window.findChild(WatchBar)
    assert not bar.pause_action.isEnabled() and not bar.step_move_action.isEnabled()
    status = app.window.message_label.text()
    winner = app.table.names[outcome.winner]
    assert winner in status and "F9 deals again, F8 stops watching." in status
    assert not app.window.commands["reveal"].isEnabled()  # the player's game is not over
    first = app.watching.game
    with qtbot.waitSignal(app.watching.started) as started:
        bar.deal_again_action.trigger()
    again = started.args[0]
    assert again is not first and again.plan.levels == ("easy", "easy")
    assert again.host.deal != 4 and bar.pause_action.isEnabled()
    assert app.session.totals == [0, 0]


def test_watching_during_a_lesson_ends_it_and_the_players_game_still_waits(launch, qtbot):
    """The lesson and watching borrow the table the same way: one takes it from the other,
    and the player's own game waits through both."""
    app = launch(seed=8)
    discard(qtbot, app)
    own = app.session.game
    own_moves = list(own.moves)
    app.window.commands["lesson"].trigger()
    qtbot.waitUntil(lambda: app.lesson.running)
    app.watching.watch(WatchPlan(("easy", "easy"), "Classic", "normal", deal=12))
    assert not app.lesson.running and not app.lesson.panel.isVisible()
    assert app.watching.active and app.session.table_lent
    with qtbot.waitSignal(app.session.game_started):
        app.watching.stop()
    settle(qtbot, app)
    assert app.session.game is own and list(own.moves) == own_moves
    assert not app.session.table_lent and not app.table.spectator
