"""The saved window layout (``window.json``): a damaged, hostile or odd file never stops the
game from starting; the window opens with its usual layout and the player is told once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from spite_gui.storage import AppPaths
from spite_gui.storage.logs import start_log, stop_log
from spite_gui.storage.window_state import (
    WINDOW_FORMAT,
    WINDOW_VERSION,
    WindowState,
    load_window_state,
    save_window_state,
)
from tests.controller.persist_helpers import Launcher, settle

ROOT = Path(__file__).resolve().parents[2]
GOOD = WindowState(x=10, y=20, width=780, height=560, game_log=True, log_width=200).to_dict()


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def _document(**window) -> bytes:
    return json.dumps({"format": WINDOW_FORMAT, "version": WINDOW_VERSION,
                       "window": {**GOOD, **window}}).encode()


def _layout_notices(app) -> list[str]:
    return [text for text in app.notices.shown if "window layout" in text]


BAD_FILES = {
    "damaged bytes": b"\x00\xff\xfe{\"format\": \x13\x99",
    "cut short": _document()[:40],
    "not an object": b"[1, 2, 3]",
    "another kind of file": json.dumps({"format": "spite-and-malice/settings", "version": 1,
                                        "window": GOOD}).encode(),
    "a width in words": _document(width="wide"),
    "a fraction": _document(height=500.5),
    "true for a number": _document(x=True),
    "no size": _document(width=0),
    "beyond any screen": _document(x=10**12),
    "a number for true": _document(maximized=1),
    "a side that is not one": _document(log_side="top"),
    "a list for the window": json.dumps({"format": WINDOW_FORMAT, "version": WINDOW_VERSION,
                                         "window": [1, 2]}).encode(),
    "a field missing": json.dumps({"format": WINDOW_FORMAT, "version": WINDOW_VERSION,
                                   "window": {k: v for k, v in GOOD.items() if k != "y"}}
                                  ).encode(),
    "a pickled object": _document(x="@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObject"
                                    "Wrapper\\0\\0\\0\\0\\x80\\x4\\x95)"),
    "nested too deep": b'{"window": ' + b"[" * 5000 + b"]" * 5000 + b"}",
}


@pytest.mark.parametrize("content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_bad_window_file_opens_the_usual_layout_and_says_so_once(launch, qtbot, content):
    paths = launch.paths
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.window_file.write_bytes(content)
    app = launch()
    settle(qtbot, app)
    assert app.session.game is not None  # the game started
    assert app.window.log_panel is None  # the usual layout: no panel the file asked for
    assert len(_layout_notices(app)) == 1, app.notices.shown
    kept = [p for p in paths.config_dir.iterdir() if p.name.startswith("window.corrupt-")]
    assert [p.read_bytes() for p in kept] == [content]  # set aside, byte for byte
    launch.quit(app)
    state, problem = load_window_state(paths)  # a good file in its place
    assert problem is None and state is not None
    again = launch()  # (it offers the game back: the notices come before)
    assert again.notices.shown == []  # told once, not at every start


def test_a_window_file_from_a_newer_version_is_left_for_it(launch, qtbot):
    paths = launch.paths
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    newer = json.dumps({"format": WINDOW_FORMAT, "version": 99, "window": GOOD}).encode()
    paths.window_file.write_bytes(newer)
    app = launch()
    settle(qtbot, app)
    assert app.window.log_panel is None  # the usual layout
    [notice] = _layout_notices(app)
    assert "newer version" in notice and "damaged" not in notice
    launch.quit(app)
    assert paths.window_file.read_bytes() == newer  # never written over
    assert not [p for p in paths.config_dir.iterdir() if "corrupt" in p.name]


def test_a_good_window_file_is_used_without_a_word(launch, qtbot):
    paths = launch.paths
    save_window_state(paths, WindowState(**GOOD))
    app = launch(start=False)
    app.window_place.restore()  # (the launcher sized the window for the tests)
    assert (app.window.width(), app.window.height()) == (780, 560)
    assert abs(app.window.log_panel.width() - 200) <= 2
    assert app.window.log_panel is not None and app.window.log_panel.isVisibleTo(app.window)
    app.start()
    settle(qtbot, app)
    assert app.notices.shown == []


def test_qt_s_old_window_file_is_never_read(launch, qtbot):
    """window.ini held Qt's own saved state, which Qt trusts (a damaged one aborted the game,
    a pickled value ran Python code): it is left alone, unread."""
    paths = launch.paths
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    old = paths.config_dir / "window.ini"
    hostile = (b"[General]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0garbage)\n"
               b"state=@ByteArray(\\0\\0\\0\\xff\\0\\0\\0\\0\\xfd\\0\\0\\0\\x1\\xff\\xff)\n"
               b"game_log=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper\\0)\n")
    old.write_bytes(hostile)
    app = launch()
    settle(qtbot, app)
    assert app.notices.shown == []
    assert app.window.log_panel is None
    launch.quit(app)
    assert old.read_bytes() == hostile


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_in_place_of_the_window_file_is_neither_read_nor_replaced(launch, qtbot):
    paths = launch.paths
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(paths.window_file)
    app = launch()
    settle(qtbot, app)
    notices = _layout_notices(app)
    assert len(notices) == 1 and "usual layout" in notices[0]
    launch.quit(app)
    assert paths.window_file.is_fifo()  # not silently written over


FIRST_PAINT = """
import sys
import spite_gui.app as game
import spite_gui.root as root_module
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
build = root_module.build_app
def watched(*args, **kwargs):
    root = build(*args, **kwargs)
    def report():
        print("|".join(root.notices.shown))
        QApplication.quit()
    root.window.view.after_first_paint(lambda: QTimer.singleShot(0, report))
    return root
root_module.build_app = watched
game.main(["--seed", "48213"])
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_pipes_in_place_of_the_window_file_and_the_log_do_not_hold_up_the_start(tmp_path):
    home = tmp_path / "game"
    paths = AppPaths.under(home)
    for path in (paths.window_file, paths.log_file):
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SPITE_GUI_HOME": str(home),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run([sys.executable, "-c", FIRST_PAINT], env=env, cwd=tmp_path,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    notices = [text for text in run.stdout.strip().split("|") if text]
    assert len(notices) == 1 and "window layout" in notices[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_the_log_is_not_opened_when_it_is_a_pipe(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.log_dir.mkdir(parents=True)
    os.mkfifo(paths.log_file)
    try:
        assert start_log(paths) is None  # (opening it would wait for a reader for ever)
    finally:
        stop_log()
    assert paths.log_file.is_fifo()
