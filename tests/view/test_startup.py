"""A launch does before its first paint only what the table needs (see benchmarks/gui.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# main() as a player launches it; at the table's first paint, print the game's modules loaded.
FIRST_PAINT = """
import sys
import spite_gui.app as game
import spite_gui.root as root_module
build_app = root_module.build_app
first_paint = []
def watched(*args, **kwargs):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    class First(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                print(" ".join(sorted(m for m in sys.modules if m.startswith("spite_gui"))))
                QTimer.singleShot(0, QApplication.quit)
                obj.removeEventFilter(self)
            return False
    root = build_app(*args, **kwargs)
    first_paint.append(First(root.window))
    root.window.view.viewport().installEventFilter(first_paint[0])
    return root
root_module.build_app = watched
game.main(["--seed", "48213"])
"""


def test_the_computer_players_and_the_dialogs_load_after_the_first_paint(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SPITE_GUI_HOME": str(tmp_path),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    env.pop("SPITE_GUI_E2E_REPORT", None)
    run = subprocess.run([sys.executable, "-c", FIRST_PAINT], env=env, cwd=tmp_path,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    loaded = run.stdout.split()
    assert "spite_gui.view.table_view" in loaded  # the table was painted
    early = [m for m in loaded if m.startswith(("spite_gui.ai", "spite_gui.dialogs"))]
    assert not early, f"loaded before the first paint: {early}"


def _new_view(qtbot):
    from spite_gui.view.table_scene import TableScene
    from spite_gui.view.table_view import TableView

    scene = TableScene()
    view = TableView(scene)
    view.kept_scene = scene  # the view does not own its scene
    qtbot.addWidget(view)
    return view


def test_work_put_off_until_the_first_paint_runs_once_the_table_is_on_screen(qtbot, qapp):
    view = _new_view(qtbot)
    done = []
    view.after_first_paint(lambda: done.append("first"))
    qapp.processEvents()
    assert done == []  # not shown, not painted
    view.show()
    qtbot.waitUntil(lambda: done == ["first"])
    view.after_first_paint(lambda: done.append("later"))
    assert done == ["first", "later"]  # painted already: at once


def test_work_put_off_until_the_first_paint_does_not_wait_for_ever(qtbot):
    from spite_gui.view import table_view

    view = _new_view(qtbot)  # never shown, as a window opened minimised
    done = []
    view.after_first_paint(lambda: done.append("work"))
    qtbot.waitUntil(lambda: done == ["work"], timeout=table_view.FIRST_PAINT_WAIT_MS + 2000)


def test_a_launch_writes_the_autosave_of_its_deal_once_the_table_shows(qtbot, qapp):
    from spite_gui.controller.simple_player import simple_factory
    from spite_gui.root import build_app
    from spite_gui.storage import AppPaths, read_autosave

    paths = AppPaths.default()
    app = build_app(simple_factory, speed="instant", paths=paths)
    qtbot.addWidget(app.window)
    app.start(4321)  # dealt before the window shows
    assert not paths.autosave_file.exists()
    app.window.show()
    qtbot.waitUntil(paths.autosave_file.exists)
    saved, problem = read_autosave(paths)
    assert problem is None and saved.game["game"]["seed"] == 4321
    app.shutdown()
