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
    discard,
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
    app.saved_games.ask_save_path = lambda parent, proposed: (asked.append(proposed)
                                                                 or str(tmp_path / "evening"))
    app.window.commands["save_as"].trigger()
    assert [path.parent for path in asked] == [launch.paths.saves_dir]
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


# A Save As cut short: the game writes the save into the folder the player chose and is
# killed before the file has its name.
KILLED_SAVE = """
import os, sys
from spite_gui.storage import files, write_save

def killed_here(*args):
    print("writing", flush=True)
    sys.stdin.read()  # until killed

files.os.replace = killed_here
write_save(sys.argv[1], {"a": "game"})
"""


def test_what_a_save_as_killed_mid_write_leaves_beside_the_save_is_gone_at_the_next_start(
        launch, qtbot, tmp_path):
    import subprocess
    import sys

    from tests.storage.other_copy import ROOT

    folder = tmp_path / "Documents"
    app = launch(seed=DEAL)
    settle(qtbot, app)
    app.saved_games.ask_save_path = lambda parent, proposed: str(folder / "Sunday.spite")
    app.window.commands["save_as"].trigger()
    launch.quit(app)
    others = folder / ".notes.txt.abcd1234.tmp"  # another program's: not ours to remove
    others.write_bytes(b"theirs")
    writer = subprocess.Popen([sys.executable, "-c", KILLED_SAVE, str(folder / "Sunday.spite")],
                              cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert writer.stdout.readline() == "writing\n"
    writer.kill()
    writer.wait(timeout=30)
    left = [p.name for p in folder.iterdir() if p.name.startswith(".Sunday.spite.")]
    assert len(left) == 1

    launch()
    assert not (folder / left[0]).exists()
    assert others.read_bytes() == b"theirs"
    assert (folder / "Sunday.spite").is_file()


def test_save_as_proposes_a_name_that_tells_the_game_and_never_one_taken(launch, qtbot):
    from datetime import date

    app = launch(seed=DEAL)
    settle(qtbot, app)
    asked = []
    app.saved_games.ask_save_path = lambda parent, proposed: (asked.append(proposed)
                                                                 or str(proposed))
    app.window.commands["save_as"].trigger()
    app.window.commands["save_as"].trigger()
    today = date.today().isoformat()
    assert [path.name for path in asked] == [f"{today} Deal {DEAL} against Computer.spite",
                                             f"{today} Deal {DEAL} against Computer (2).spite"]
    assert all(path.parent == launch.paths.saves_dir for path in asked)
    # the next start proposes the folder the player saved in last
    elsewhere = launch.paths.saves_dir.parent / "Sunday games"
    elsewhere.mkdir()
    app.saved_games.ask_save_path = lambda parent, proposed: str(elsewhere / "first")
    app.window.commands["save_as"].trigger()
    discard(qtbot, app)
    launch.quit(app)
    again = launch()
    qtbot.waitUntil(lambda: again.saved_games.resume_box is not None)
    again.saved_games.resume_box.accept()  # Resume
    settle(qtbot, again)
    again.saved_games.ask_save_path = lambda parent, proposed: asked.append(proposed)
    again.window.commands["save_as"].trigger()
    assert asked[-1].parent == elsewhere


def test_a_name_typed_without_the_extension_never_replaces_a_save_unasked(
        launch, qtbot, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    kept = tmp_path / "evening.spite"
    kept.write_bytes(b"the player's other game")
    app = launch(seed=DEAL)
    settle(qtbot, app)
    app.saved_games.ask_save_path = lambda parent, proposed: str(tmp_path / "evening")
    app.window.commands["save_as"].trigger()
    box = app.saved_games.replace_box
    assert box is not None and box.isVisible()
    assert box.text() == "evening.spite already exists. Do you want to replace it?"
    box.button(QMessageBox.StandardButton.No).click()
    assert kept.read_bytes() == b"the player's other game"
    app.window.commands["save_as"].trigger()
    app.saved_games.replace_box.button(QMessageBox.StandardButton.Yes).click()
    assert kept.read_bytes() != b"the player's other game"
    assert app.window.windowTitle().startswith("evening.spite")


def _measure_when_listed(dialog_type, folder, files: int, found: dict) -> None:
    """Once the file dialog shows the files of ``folder``, note how wide each column is
    and how wide it needs to be, then cancel it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QTreeView

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, dialog_type):
            view = dialog.findChild(QTreeView)
            model = view.model()
            root = view.rootIndex()
            if model.rowCount(root) >= files:
                header = view.header()
                found.update({model.headerData(column, Qt.Orientation.Horizontal):
                              (header.sectionSize(column),
                               max(view.sizeHintForColumn(column),
                                   header.sectionSizeHint(column)))
                              for column in range(model.columnCount(root))})
                dialog.reject()
                return
        QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)


def test_open_shows_every_column_of_the_list_of_games_whole(launch, qtbot, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    from spite_gui.controller.saved_games import ask_open_path

    folder = tmp_path / "games"
    folder.mkdir()
    for name in ("2026-11-27 Deal 849633 against Computer.spite", "evening.spite"):
        (folder / name).write_bytes(b"{}")
    app = launch(start=False)
    found: dict = {}
    _measure_when_listed(QFileDialog, folder, 2, found)
    assert ask_open_path(app.window, folder) is None
    assert set(found) >= {"Name", "Size", "Type", "Date Modified"}
    for column in ("Size", "Type", "Date Modified"):
        shown, needed = found[column]
        assert shown >= needed, f"the {column} column is cut ({shown} of {needed} pixels)"
