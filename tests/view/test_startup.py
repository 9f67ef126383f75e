"""A launch does before its first paint only what the table needs (see benchmarks/gui.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from spite_gui.ai import LEVELS as AI_LEVELS
from spite_gui.storage.settings import LEVELS as SETTINGS_LEVELS

ROOT = Path(__file__).resolve().parents[2]

# main() as a player launches it; at the table's first paint, print the game's modules loaded.
FIRST_PAINT = """
import sys
import spite_gui.app as game
build_window = game.build_window
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
    window, controller = build_window(*args, **kwargs)
    window.first_paint = First(window)
    window.view.viewport().installEventFilter(window.first_paint)
    return window, controller
game.build_window = watched
game.main(["--seed", "48213"])
"""


def test_the_levels_the_settings_accept_are_the_computer_players():
    assert SETTINGS_LEVELS == AI_LEVELS


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
