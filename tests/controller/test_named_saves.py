"""Game → Save As… and Open…: named .spite files, and bad files that leave the table alone."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from spite_gui.controller.saved_games import FILE_FILTER
from spite_gui.engine import Game, Rules
from spite_gui.play import Seating
from spite_gui.play.save_format import table_document

from .persist_helpers import (
    DEAL,
    Launcher,
    answer_abandon,
    computer_to_move,
    moved_aside,
    settle,
    table_faces,
    write_raw,
)


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def _discard(app):
    controller = app.table
    move = next(m for m in controller.legal_moves() if m.target == "side")
    assert controller.play_move(move) is None


def test_menu_entries_and_filter(launch):
    app = launch(start=False)
    actions = app.window.commands
    assert QKeySequence("Ctrl+Shift+S") in actions["save_as"].shortcuts()
    assert QKeySequence("Ctrl+O") in actions["open"].shortcuts()
    entries = [a.text() for a in app.window.menus["game"].actions() if not a.isSeparator()]
    assert entries.index("&New Game") < entries.index("&Open…") < entries.index("Save &As…")
    assert entries.index("Save &As…") < entries.index("S&tatistics…") < entries.index("&Quit")
    assert FILE_FILTER == "Spite and Malice games (*.spite)"


def test_save_as_then_open_brings_back_the_exact_table(launch, qtbot, tmp_path):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    _discard(app)
    settle(qtbot, app)
    controller = app.table
    saved_game, saved_faces = app.session.game.to_dict(), table_faces(app)
    asked = []
    app.saved_games.ask_save_path = lambda parent, folder: (asked.append(folder)
                                                               or str(tmp_path / "evening"))
    app.window.commands["save_as"].trigger()
    assert asked == [launch.paths.saves_dir]
    assert (tmp_path / "evening.spite").is_file()
    assert "evening.spite" in app.window.message_label.text()

    _discard(app)  # play on: the table changes
    settle(qtbot, app)
    assert app.session.game.to_dict() != saved_game
    app.saved_games.ask_open_path = lambda parent, folder: str(tmp_path / "evening.spite")
    app.window.commands["open"].trigger()
    assert answer_abandon(qtbot, app).startswith("Open the saved game? The game in progress "
                                                     "counts as a loss.")
    settle(qtbot, app)
    assert app.session.game.to_dict() == saved_game
    assert table_faces(app) == saved_faces
    assert controller.my_turn


def test_opening_a_game_where_the_computer_is_to_move_lets_it_play(launch, qtbot, tmp_path):
    from spite_gui.play.save_format import table_document
    from spite_gui.storage import write_save

    saved = computer_to_move()
    assert saved.current_player == 1
    write_save(tmp_path / "their-turn.spite", table_document(saved, None,
                                                             Seating.against_computers(2, "easy")))
    app = launch(seed=3)
    settle(qtbot, app)
    app.saved_games.ask_open_path = lambda parent, folder: str(tmp_path / "their-turn.spite")
    app.window.commands["open"].trigger()
    settle(qtbot, app)
    assert app.session.game.seed == DEAL and app.session.game.moves[:1] == saved.moves
    assert len(app.session.game.moves) > 1, "the computer played its turn"
    assert app.session.seating.levels == ("easy",)


def _table() -> dict:
    return table_document(Game.new(Rules.preset("Classic"), 2, DEAL), None,
                          Seating.against_computers(2, "easy"))


BAD_FILES = {
    "a document": ("thesis.odt", b"PK\x03\x04 a zip file, not a game"),
    "truncated": ("friend.spite",
                  b'{"format": "spite-and-malice/save", "version": 1, "game": {"form'),
    "newer": ("friend.spite", b'{"format": "spite-and-malice/save", "version": 5, "game": {}}'),
    "hostile": ("friend.spite",
                b'{"format": "spite-and-malice/save", "version": 1, "game": {"format": '
                b'"spite-and-malice/table", "version": 1, "game": {"format": "x"}, '
                b'"match": null, "levels": ["medium"]}}'),
    "a newer table": ("friend.spite",
                      b'{"format": "spite-and-malice/save", "version": 1, "game": {"format": '
                      b'"spite-and-malice/table", "version": 9}}'),
    "a newer game": ("friend.spite", json.dumps({
        "format": "spite-and-malice/save", "version": 1,
        "game": {**_table(), "game": {**_table()["game"], "version": 2}}}).encode()),
}


@pytest.mark.parametrize("name, content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_file_that_cannot_be_opened_is_left_as_it_is_and_the_game_goes_on(
        launch, qtbot, tmp_path, name, content):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    controller = app.table
    before = app.session.game.to_dict()
    picked = tmp_path / "Documents" / name
    write_raw(picked, content)
    app.saved_games.ask_open_path = lambda parent, folder: str(picked)
    app.window.commands["open"].trigger()
    texts = app.notices.open_texts()
    assert len(texts) == 1 and texts[0].endswith("The file was left as it is.")
    assert ("newer" in texts[0]) != ("damaged" in texts[0])
    assert [p.name for p in picked.parent.iterdir()] == [name]
    assert picked.read_bytes() == content and moved_aside(picked) == []
    assert app.session.game.to_dict() == before and controller.my_turn


def test_cancelling_the_file_dialogs_changes_nothing(launch, qtbot):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    before = app.session.game.to_dict()
    app.saved_games.ask_open_path = lambda parent, folder: None
    app.saved_games.ask_save_path = lambda parent, folder: None
    app.window.commands["open"].trigger()
    app.window.commands["save_as"].trigger()
    assert app.session.game.to_dict() == before
    assert app.notices.shown == []
    assert not launch.paths.saves_dir.exists() or not any(launch.paths.saves_dir.iterdir())


def test_restart_save_and_full_screen_are_in_the_menus(launch, qtbot):
    app = launch(start=False)
    actions = app.window.commands
    assert QKeySequence("Ctrl+S") in actions["save"].shortcuts()
    assert QKeySequence("F11") in actions["full_screen"].shortcuts()
    game = [a.text() for a in app.window.menus["game"].actions() if not a.isSeparator()]
    assert game.index("&New Game") < game.index("&Restart This Deal") < game.index("&Open…")
    assert game.index("&Open…") < game.index("&Save") < game.index("Save &As…")
    assert actions["full_screen"] in app.window.menus["view"].actions()
    actions["full_screen"].trigger()
    qtbot.waitUntil(app.window.isFullScreen)
    actions["full_screen"].trigger()
    qtbot.waitUntil(lambda: not app.window.isFullScreen())
    assert not actions["full_screen"].isChecked()
    actions["full_screen"].trigger()
    qtbot.waitUntil(app.window.isFullScreen)
    QTest.keyClick(app.window.view.viewport(), Qt.Key.Key_Escape)  # Esc leaves full screen too
    qtbot.waitUntil(lambda: not app.window.isFullScreen())
