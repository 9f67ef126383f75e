"""Finished games go into the statistics; matches add up to their target and say who won."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from spite_gui.controller.saved_games import RESUME_MATCH_QUESTION
from spite_gui.engine import Match, Rules
from spite_gui.play import Seating
from spite_gui.storage import Settings, StatsStore, read_autosave, save_settings

from .persist_helpers import (
    WIN_NOW,
    Launcher,
    answer_abandon,
    launch_at,
    nearly_won,
    settle,
)


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def _resume(qtbot, app):
    qtbot.waitUntil(lambda: app.saved_games.resume_box is not None)
    box = app.saved_games.resume_box
    text = box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    settle(qtbot, app)
    return text


def _win(qtbot, app):
    controller = app.table
    assert controller.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: app.session.game.is_over)


def test_a_finished_game_is_recorded_and_shown_in_statistics(launch, qtbot):
    app = launch_at(launch, nearly_won(seed=5, their_payoff=6), levels=("hard",))
    _win(qtbot, app)
    records = StatsStore(launch.paths.stats_db).history()
    assert len(records) == 1
    record = records[0]
    assert (record.result, record.human_score, record.scores) == ("won", 11, (11, 0))
    assert (record.preset, record.players, record.levels, record.deal) == (
        "Classic", 2, ("hard",), 5)
    assert record.payoff_left == 0 and record.reason == "payoff_emptied"

    app.window.commands["statistics"].trigger()
    dialog = app.records.statistics_dialog
    assert dialog.isVisible()
    summary = dialog.shown_summary()
    assert summary["games"] == "1" and summary["won"] == "1" and summary["best_score"] == "11"


def test_a_game_given_up_is_recorded_as_an_abandoned_loss(launch, qtbot):
    from spite_gui.controller.records import game_record
    from spite_gui.engine import Game

    game = Game.new(Rules.preset("Quick"), 3, 77)
    record = game_record(game, Seating.against_computers(3, ["easy", "hard"]))
    assert (record.result, record.reason, record.scores) == ("abandoned", "abandoned", (0, 0, 0))
    assert (record.preset, record.deal, record.turns, record.payoff_left) == ("Quick", 77,
                                                                              game.turn, 13)
    StatsStore(launch.paths.stats_db).record_game(record)
    app = launch(seed=3)
    app.window.commands["statistics"].trigger()
    shown = app.records.statistics_dialog.shown_summary()
    assert (shown["games"], shown["lost"], shown["win_rate"]) == ("1", "1 (1 abandoned)", "0%")


def test_the_statistics_close_with_the_window(launch, qtbot):
    app = launch(seed=3)
    app.window.commands["statistics"].trigger()
    dialog = app.files.records.statistics_dialog if app.files else None
    assert dialog is not None and dialog.isVisible()
    app.window.close()
    assert not dialog.isVisible()  # not left over the desktop after the game has gone


def test_a_damaged_statistics_file_is_moved_aside_with_a_message(launch, qtbot):
    db = launch.paths.stats_db
    db.parent.mkdir(parents=True)
    db.write_bytes(b"this is not a database" * 100)
    app = launch(seed=3)
    qtbot.waitUntil(lambda: app.notices.open_texts() != [])  # once the table is on screen
    texts = app.notices.open_texts()
    assert len(texts) == 1 and "statistics" in texts[0].lower()
    assert list(db.parent.glob("stats.corrupt-*"))
    settle(qtbot, app)


def _columns_over(qtbot, app) -> list[str]:
    """The column titles of the game-over box's score table, once it is open."""
    qtbot.waitUntil(lambda: app.session.game_over_dialog is not None)
    scores = app.session.game_over_dialog.scores
    return [scores.horizontalHeaderItem(col).text() for col in range(scores.columnCount())]


def test_single_games_keep_a_session_score(launch, qtbot):
    app = launch_at(launch, nearly_won(their_payoff=4))
    assert app.window.score_label.text() == "Score this session: You 0 · Computer 0"
    _win(qtbot, app)
    assert app.window.score_label.text() == "Score this session: You 9 · Computer 0"
    assert not launch.paths.autosave_file.exists()
    # what the total adds up is said: this game, and every game this session
    assert _columns_over(qtbot, app) == ["Player", "Payoff cards left", "This game",
                                         "This session"]


def test_a_match_adds_up_and_goes_on_after_a_restart(launch, qtbot):
    save_settings(launch.paths, Settings(match_target=25))
    match = Match(Rules.preset("Classic"), 2, 25, seed=100, totals=[4, 9], games_played=2,
                  last_starter=1, last_winner=1)
    app = launch_at(launch, nearly_won(their_payoff=5, previous_starter=1), match)
    assert app.window.score_label.text() == "Match to 25 · game 3: You 4 · Computer 9"
    _win(qtbot, app)  # +10
    assert app.window.score_label.text() == "Match to 25 · game 3: You 14 · Computer 9"
    assert _columns_over(qtbot, app)[-1] == "Match to 25"
    assert app.matchplay.match_over_box is None  # not there yet
    # the match waits in the autosave for its next deal
    saved, _problem = read_autosave(launch.paths)
    assert saved.game["game"] is None and saved.game["match"]["totals"] == [14, 9]
    launch.quit(app)

    again = launch()
    assert _resume(qtbot, again) == RESUME_MATCH_QUESTION
    assert again.session.game is not None and not again.session.game.is_over  # the next deal
    assert again.window.score_label.text() == "Match to 25 · game 4: You 14 · Computer 9"
    assert again.session.totals == [14, 9]


def _winning_the_match(launch, qtbot, speed="instant"):
    """The last game of a match to 25 at 18 to 20, resumed and won (+10)."""
    save_settings(launch.paths, Settings(match_target=25))
    match = Match(Rules.preset("Classic"), 2, 25, seed=100, totals=[18, 20], games_played=3,
                  last_starter=1, last_winner=1)
    app = launch_at(launch, nearly_won(their_payoff=5, previous_starter=1), match,
                       speed=speed)
    _win(qtbot, app)  # 18 + 10 = 28
    return app


def test_reaching_the_target_ends_the_match_with_a_dialog(launch, qtbot):
    app = _winning_the_match(launch, qtbot)
    box = app.matchplay.match_over_box
    assert box is not None and box.isVisible()
    assert box.text() == "You won the match!"
    assert box.informativeText().startswith("First to 25 points, after 4 games:\n"
                                            "You 28 · Computer 20.")
    assert not launch.paths.autosave_file.exists()
    assert app.session.win_banner(app.session.game.outcome) == (
        "You won the match!", "First to 25 points: You 28 · Computer 20")
    # the next game starts a new match from zero
    app.window.commands["new"].trigger()
    settle(qtbot, app)
    assert app.window.score_label.text() == "Match to 25 · game 1: You 0 · Computer 0"


def test_new_game_in_a_match_forfeits_the_game_and_keeps_the_match_score(launch, qtbot):
    save_settings(launch.paths, Settings(match_target=50))
    app = launch(seed=8)
    settle(qtbot, app)
    assert app.window.score_label.text() == "Match to 50 · game 1: You 0 · Computer 0"
    matchplay = app.matchplay
    matchplay.match.totals = [12, 7]  # as if two games had been played
    matchplay.match.games_played = 2
    game = app.session.game
    computer_payoff = len(game.seat(1).payoff)
    app.window.commands["new"].trigger()  # not a free redeal, even before a move
    answer_abandon(qtbot, app)
    settle(qtbot, app)
    assert app.session.game is not game
    points = 5 + len(game.seat(0).payoff)  # the computer wins the game given up
    assert app.window.score_label.text() == f"Match to 50 · game 4: You 12 · Computer {7 + points}"
    assert computer_payoff == len(game.seat(1).payoff)


def test_changing_the_match_length_starts_a_new_match_at_the_next_game(launch, qtbot):
    save_settings(launch.paths, Settings(match_target=50))
    app = launch(seed=8)
    settle(qtbot, app)
    app.matchplay.match.totals = [12, 7]
    app.settings.change(Settings(match_target=100))
    assert app.window.score_label.text().startswith("Match to 50")  # this game is unchanged
    app.window.commands["new"].trigger()
    assert answer_abandon(qtbot, app).endswith("the match in play ends with it.")
    settle(qtbot, app)
    assert app.window.score_label.text() == "Match to 100 · game 1: You 0 · Computer 0"
    app.settings.change(Settings(match_target=0))
    app.window.commands["new"].trigger()
    answer_abandon(qtbot, app)
    settle(qtbot, app)
    assert app.window.score_label.text() == "Score this session: You 0 · Computer 0"


def test_quitting_during_the_last_animations_keeps_the_finished_game(launch, qtbot):
    app = launch_at(launch, nearly_won(seed=5, their_payoff=6), speed="slow")
    controller = app.table
    over = []
    controller.game_over.connect(over.append)
    assert controller.play_move(WIN_NOW) is None
    assert app.session.game.is_over and controller.busy and not over  # the winning card flies
    launch.quit(app)  # Ctrl+Q before it lands
    # the closed window's card lands (or stops), and nothing more comes of that game there
    qtbot.waitUntil(lambda: not controller.settling
                    and not app.window.scene.animations_running, timeout=20000)
    assert not over and app.session.game_over_dialog is None

    again = launch()
    assert again.saved_games.resume_box is None  # nothing to resume: the game was finished
    settle(qtbot, again)
    records = StatsStore(launch.paths.stats_db).history()
    assert [(r.deal, r.result, r.human_score) for r in records] == [(5, "won", 11)]
    assert not over  # the game-over box never opened on the closed app


def test_quitting_during_the_last_animations_of_a_match_game_counts_it(launch, qtbot):
    save_settings(launch.paths, Settings(match_target=25))
    match = Match(Rules.preset("Classic"), 2, 25, seed=100, totals=[4, 9], games_played=2,
                  last_starter=1, last_winner=1)
    app = launch_at(launch, nearly_won(their_payoff=5, previous_starter=1), match, speed="slow")
    controller = app.table
    assert controller.play_move(WIN_NOW) is None
    assert controller.busy
    assert app.window.score_label.text() == "Match to 25 · game 3: You 4 · Computer 9"  # not yet
    launch.quit(app)

    again = launch()
    assert _resume(qtbot, again) == RESUME_MATCH_QUESTION  # the next deal of the match
    assert again.window.score_label.text() == "Match to 25 · game 4: You 14 · Computer 9"
    assert len(StatsStore(launch.paths.stats_db).history()) == 1


def _table_scoreboard(app):
    item = app.window.scene.labels.scoreboard
    if not item.isVisible():
        return None
    return item.board.title, [(line.name, line.points) for line in item.board.lines]


def test_the_match_score_is_on_the_table_and_single_games_have_none(launch, qtbot):
    save_settings(launch.paths, Settings(match_target=25))
    match = Match(Rules.preset("Classic"), 2, 25, seed=100, totals=[4, 9], games_played=2,
                  last_starter=1, last_winner=1)
    app = launch_at(launch, nearly_won(their_payoff=5, previous_starter=1), match)
    assert _table_scoreboard(app) == ("Match to 25 · game 3", [("You", "4"),
                                                                   ("Computer", "9")])
    scene = app.window.scene
    assert scene.sceneRect().contains(scene.labels.scoreboard.sceneBoundingRect())
    _win(qtbot, app)  # +10
    assert _table_scoreboard(app) == ("Match to 25 · game 3", [("You", "14"),
                                                                   ("Computer", "9")])
    assert [line.leading for line in scene.labels.scoreboard.board.lines] == [True, False]
    assert app.window.score_label.text() == "Match to 25 · game 3: You 14 · Computer 9"
    # back to single games: the scoreboard goes
    app.settings.change(Settings(match_target=0))
    app.window.commands["new"].trigger()
    settle(qtbot, app)
    assert _table_scoreboard(app) is None


def test_winning_the_match_is_celebrated_before_the_boxes(launch, qtbot):
    app = _winning_the_match(launch, qtbot, speed="fast")
    celebration = app.window.scene.celebration
    qtbot.waitUntil(lambda: celebration.running)
    assert celebration.title == "You won the match!"
    assert app.matchplay.match_over_box is None  # after the celebration
    with qtbot.waitSignal(celebration.finished, timeout=10000):
        pass  # it ends by itself
    box = app.matchplay.match_over_box
    assert box is not None and box.text() == "You won the match!"


def test_each_person_at_a_shared_table_gets_a_record_of_their_own(launch, qtbot):
    seating = Seating.build(["person", "person"], ["Anna", "Ben"])
    game = nearly_won()
    app = launch(start=False)
    assert game.play(WIN_NOW) and game.is_over
    app.records.record(game, seating)
    store = StatsStore(launch.paths.stats_db)
    anna, ben = (store.summary(player=name) for name in ("Anna", "Ben"))
    assert (anna.won, anna.lost, ben.won, ben.lost) == (1, 0, 0, 1)
    assert [r.levels for r in store.history()] == [("person",), ("person",)]
    assert store.summary(player="You").games == 0  # "You" is the person alone with computers
    app.window.commands["statistics"].trigger()
    dialog = app.records.statistics_dialog
    assert [dialog.player_combo.itemText(i) for i in range(dialog.player_combo.count())] == [
        "Anna", "Ben"]
    assert dialog.shown_summary()["won"] == "1"  # Anna's: the first name
    dialog.player_combo.setCurrentIndex(1)
    assert dialog.shown_summary()["lost"] == "1"  # Ben's
