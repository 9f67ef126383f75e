"""A review comes from the game-over dialog, from a saved file and from the statistics'
history; a file or kept game that can't be used is reported, never used, left as it is;
the game in play is not touched."""

from __future__ import annotations

import pytest

from spite_gui.play import Seating
from spite_gui.play.save_format import table_document
from spite_gui.storage import StatsStore, write_save
from spite_gui.storage.kept_games import kept_game_file

from ..controller.persist_helpers import Launcher, launch_at, settle, table_faces
from .standin import StandIn, played_game


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def _finish_at_the_table(launch, qtbot):
    """Deal 8 played to its last move, which the computer makes at the table: a game over,
    recorded in the statistics and kept for a review."""
    game = played_game(8)
    last = game.moves[-1]
    game.undo()  # the computer's winning payoff card is still to be played
    app = launch_at(launch, game, levels=("hard",))
    app.reviews.analyse = StandIn()
    qtbot.waitUntil(lambda: app.session.game is not None and app.session.game.is_over,
                    timeout=20000)
    assert app.session.game.moves[-1] == last
    return app


def test_the_game_over_dialog_reviews_the_game_just_over(launch, qtbot):
    app = _finish_at_the_table(launch, qtbot)
    qtbot.waitUntil(lambda: app.session.game_over_dialog is not None
                    and app.session.game_over_dialog.isVisible(), timeout=20000)
    app.session.game_over_dialog.review_button.click()
    qtbot.waitUntil(lambda: app.reviews.review is not None)
    review = app.reviews.review
    assert review.game.moves == app.session.game.moves and review.seat == 0
    assert review.window.panel.show_all.isEnabled()  # the game is over
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)


def test_a_game_of_the_statistics_history_is_reviewed_from_its_kept_moves(launch, qtbot):
    app = _finish_at_the_table(launch, qtbot)
    played = list(app.session.game.moves)
    record = StatsStore(launch.paths.stats_db).history()[0]
    assert kept_game_file(launch.paths, record.finished_at, record.deal).exists()
    app.records.show()
    dialog = app.records.statistics_dialog
    qtbot.waitUntil(lambda: dialog.games.rowCount() == 1)
    assert not dialog.review_button.isEnabled()
    dialog.table.selectRow(0)
    dialog.review_button.click()
    qtbot.waitUntil(lambda: app.reviews.review is not None)
    review = app.reviews.review
    assert review.game.moves == played and review.seat == 0
    assert review.game.is_over


def test_a_damaged_kept_game_is_reported_and_left_as_it_is(launch, qtbot):
    app = _finish_at_the_table(launch, qtbot)
    record = StatsStore(launch.paths.stats_db).history()[0]
    path = kept_game_file(launch.paths, record.finished_at, record.deal)
    path.write_bytes(b'{"format": "spite-and-malice/kept-game", "version": 1, "game": {"fo')
    shown = len(app.notices.shown)
    app.reviews.review_record(record)
    assert app.reviews.review is None
    assert "damaged" in app.notices.shown[shown]
    assert path.read_bytes().endswith(b'"fo')


@pytest.mark.parametrize("taken_back", [20, 0])  # a game under way, and one over
def test_a_saved_game_is_reviewed_and_the_game_in_play_goes_on_untouched(
        launch, qtbot, tmp_path, taken_back):
    app = launch(seed=8)
    settle(qtbot, app)
    before = (list(app.session.game.moves), table_faces(app))
    saved = played_game(8)
    for _ in range(taken_back):
        saved.undo()
    path = write_save(tmp_path / "kept.spite",
                      table_document(saved, None, Seating.against_computers(2, "hard")))
    app.reviews.analyse = StandIn()
    app.reviews.ask_open_path = lambda _parent, _folder: str(path)
    app.window.commands["review_saved"].trigger()
    qtbot.waitUntil(lambda: app.reviews.review is not None)
    review = app.reviews.review
    assert review.game.moves == saved.moves
    assert review.window.panel.show_all.isEnabled() == saved.is_over
    review.step("last")
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    review.window.close()
    assert (list(app.session.game.moves), table_faces(app)) == before


@pytest.mark.parametrize("content, words", [
    (b"not a game", "damaged"),
    (b'{"format": "spite-and-malice/save", "version": 7, "game": {}}', "newer version"),
])
def test_a_damaged_or_newer_saved_file_is_reported_never_used(launch, qtbot, tmp_path,
                                                              content, words):
    app = launch(seed=8)
    settle(qtbot, app)
    path = tmp_path / "bad.spite"
    path.write_bytes(content)
    app.reviews.ask_open_path = lambda _parent, _folder: str(path)
    app.window.commands["review_saved"].trigger()
    assert app.reviews.review is None
    assert words in app.notices.shown[-1]
    assert path.read_bytes() == content


def test_resetting_the_statistics_forgets_the_kept_games_too(launch, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from spite_gui.storage.kept_games import kept_games_dir

    app = _finish_at_the_table(launch, qtbot)
    assert list(kept_games_dir(launch.paths).glob("*.json"))
    app.records.show()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_args, **_kwargs: QMessageBox.StandardButton.Yes)
    assert app.records.statistics_dialog.confirm_reset()
    assert list(kept_games_dir(launch.paths).iterdir()) == []
