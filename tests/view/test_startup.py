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
    loaded = " ".join(_launch(FIRST_PAINT, tmp_path)).split()
    assert "spite_gui.view.table_view" in loaded  # the table was painted
    early = [m for m in loaded if m.startswith(("spite_gui.ai", "spite_gui.dialogs"))]
    assert not early, f"loaded before the first paint: {early}"


def test_the_network_code_is_not_loaded_by_a_launch_without_friends(tmp_path):
    loaded = " ".join(_launch(FIRST_PAINT, tmp_path)).split()
    assert "spite_gui.view.table_view" in loaded
    network = [m for m in loaded if m.startswith(("spite_gui.controller.friends",
                                                  "spite_gui.controller.server_runner",
                                                  "spite_gui.net.tcp", "spite_gui.net.invite",
                                                  "spite_gui.net.client"))]
    assert not network, f"loaded before the first paint: {network}"


# main() again: how many garbage collections ran before the first paint, and whether a
# cycle dropped after it is collected.
COLLECTING = """
import gc, weakref
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import spite_gui.app as game
import spite_gui.root as root_module
build_app = root_module.build_app
collections, kept, dropped = [], [], []
gc.callbacks.append(lambda phase, _info: collections.append(phase) if phase == "start" else None)
def dropped_is_gone():
    if dropped[0]() is None:
        print("collected after the first paint")
        QApplication.quit()
def after_paint():
    print(len(collections), "collections before the first paint")
    class Node: pass
    cycle = Node(); cycle.me = cycle
    dropped.append(weakref.ref(cycle))
    del cycle
    kept.append([{} for _ in range(2 * gc.get_threshold()[0])])  # past the first threshold
    watch = QTimer(QApplication.instance()); watch.timeout.connect(dropped_is_gone)
    watch.start(20); kept.append(watch)
    QTimer.singleShot(5000, QApplication.quit)
class First(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, after_paint)
            obj.removeEventFilter(self)
        return False
def watched(*args, **kwargs):
    root = build_app(*args, **kwargs)
    kept.append(First(root.window))
    root.window.view.viewport().installEventFilter(kept[-1])
    return root
root_module.build_app = watched
game.main(["--seed", "48213"])
"""


def _launch(script: str, home: Path) -> list[str]:
    """Run ``script`` (a launch of main()) offscreen with ``home`` as the player's folder;
    the lines it printed."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SPITE_GUI_HOME": str(home),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    env.pop("SPITE_GUI_E2E_REPORT", None)
    run = subprocess.run([sys.executable, "-c", script], env=env, cwd=home,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return run.stdout.splitlines()


def test_a_launch_collects_no_garbage_until_the_table_is_on_screen_and_then_does(tmp_path):
    assert _launch(COLLECTING, tmp_path) == ["0 collections before the first paint",
                                             "collected after the first paint"]


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
    from spite_gui.ai.simple import simple_factory
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
