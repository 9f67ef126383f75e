"""Table speed and size, printed as JSON.

- ``startup``: seconds from process start to the first painted table, against an
  empty PySide6 window measured the same way in the same run (target ≤ 2.5×). The
  table is the game's own ``main()`` as a player launches it, from a home folder that
  has played before (200 finished games, the window as it was left, no game to
  resume): arguments, log, settings, statistics, the window, a deal, the first paint.
  The game's code is byte-compiled first, as an installed game (pip, the bundle) is.
- ``memory``: the child's peak resident size (ru_maxrss) for both (target ≤ 1.6×).
- ``drag_repaint``: milliseconds to repaint the whole 1280×800 table while a card is
  dragged across it (target < 8 ms median).

Every figure is the median of several runs, each in a fresh process, offscreen.
Usage: ``python benchmarks/gui.py [--runs N]``
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]

# Each child prints the time of its first paint and exits. Both build their window the
# same way the game does: a QApplication, a window of 1280×800, shown.
EMPTY_WINDOW = """
import time, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
class First(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print(time.time(), flush=True), app.quit()))
            obj.removeEventFilter(self)
        return False
first = First()
window.installEventFilter(first)
window.resize(1280, 800)
window.show()
app.exec()
"""

TABLE_WINDOW = """
import time
import spite_gui.app as game
import spite_gui.root as root_module
build_app = root_module.build_app
def watched(*args, **kwargs):  # main() builds the window: watch its table for the first paint
    from PySide6.QtCore import QEvent, QObject, QTimer  # imported no earlier than main() does
    from PySide6.QtWidgets import QApplication
    class First(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, lambda: (print(time.time(), flush=True), QApplication.quit()))
                obj.removeEventFilter(self)
            return False
    root = build_app(*args, **kwargs)
    first_paint.append(First(root.window))
    root.window.view.viewport().installEventFilter(first_paint[0])
    return root
first_paint = []
root_module.build_app = watched
game.main(["--seed", "48213"])
"""

DRAG = """
import json, statistics, time, sys
from PySide6.QtCore import QPointF, Qt, QEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QApplication
from spite_gui.app import create_app
from spite_gui.controller.simple_player import simple_factory
from spite_gui.root import build_app
from spite_gui.table.piles import PileKey
app = create_app()
root = build_app(simple_factory, speed="instant")
window, controller = root.window, root.table
window.resize(1280, 800)
window.show()
app.processEvents()
root.session.new_game(48213)
end = time.time() + 20
while not (controller.my_turn and not controller.busy) and time.time() < end:
    app.processEvents()
scene, view = window.scene, window.view
view._resize_settled()
app.processEvents()
card = scene.pile(PileKey("hand", 0)).cards[0]

def send(kind, pos, buttons):
    event = QGraphicsSceneMouseEvent(kind)
    event.setScenePos(pos)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setButtons(buttons)
    QApplication.sendEvent(scene, event)

start = card.scene_card_rect().center()
send(QEvent.Type.GraphicsSceneMousePress, start, Qt.MouseButton.LeftButton)
send(QEvent.Type.GraphicsSceneMouseMove, start + QPointF(20, -20), Qt.MouseButton.LeftButton)
assert scene.dragging is card
viewport = view.viewport()
viewport.repaint()
times = []
for i in range(120):
    pos = start + QPointF(-300 + 5 * i, -250 - (i % 40))
    send(QEvent.Type.GraphicsSceneMouseMove, pos, Qt.MouseButton.LeftButton)
    t = time.perf_counter()
    viewport.repaint()
    times.append((time.perf_counter() - t) * 1000)
print(json.dumps({"median_ms": statistics.median(times), "max_ms": max(times)}))
controller.shutdown()
"""


def _env(home: str) -> dict:
    # a 1920×1080 screen: the game's window opens at 1280×800 there, as the empty one does
    screen = pathlib.Path(home) / "screen.json"
    if not screen.exists():
        screen.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0,
                                                   "width": 1920, "height": 1080}]}))
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
           "SPITE_GUI_HOME": home}  # never the real player's files
    env.pop("SPITE_GUI_E2E_REPORT", None)
    return env


def _run(code: str, home: str) -> tuple[str, float, int]:
    """Run ``code`` in a fresh Python; its output, wall seconds to that output, peak KiB."""
    start = time.time()
    child = subprocess.Popen([sys.executable, "-c", code], env=_env(home), cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out = child.stdout.read()
    _pid, _status, usage = os.wait4(child.pid, 0)
    child.returncode = 0
    lines = [ln for ln in out.splitlines() if ln.strip()]
    if not lines:
        raise RuntimeError("the child printed nothing")
    return lines[-1], start, usage.ru_maxrss


def _startup(code: str, home: str) -> tuple[float, int]:
    line, start, peak = _run(code, home)
    return float(line) - start, peak


def _played_before(home: str) -> None:
    """Make ``home`` a player's who has finished 200 games and launched the game before."""
    from spite_gui.storage import AppPaths, GameRecord, StatsStore

    stats = StatsStore(AppPaths.under(home).stats_db)
    for n in range(200):
        won = n % 3 != 0
        stats.record_game(GameRecord(
            finished_at=f"2026-01-{1 + n // 24:02d}T{n % 24:02d}:00:00+00:00", preset="Classic",
            players=2, levels=("medium",), deal=1000 + n, result="won" if won else "lost",
            human_score=5 if won else 0, scores=(5, 0) if won else (0, 5), turns=40,
            payoff_left=0 if won else 7, reason="payoff emptied"))
    _run(TABLE_WINDOW, home)  # a first launch: the window state and the log


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from spite_gui.storage import AppPaths, clear_autosave

    # An installed game runs from byte-code (pip compiles it, the bundle carries it):
    # compiling here keeps PYTHONDONTWRITEBYTECODE or a fresh checkout out of the figures.
    compileall.compile_dir(ROOT / "spite_gui", quiet=1)
    empty, table, drags = [], [], []
    with tempfile.TemporaryDirectory() as home:
        paths = AppPaths.under(home)
        _played_before(home)
        for _ in range(args.runs):
            empty.append(_startup(EMPTY_WINDOW, home))
            clear_autosave(paths)  # the last game was finished: nothing to resume
            table.append(_startup(TABLE_WINDOW, home))
            drags.append(json.loads(_run(DRAG, home)[0]))
    empty_s = statistics.median(t for t, _ in empty)
    table_s = statistics.median(t for t, _ in table)
    empty_kib = statistics.median(m for _, m in empty)
    table_kib = statistics.median(m for _, m in table)
    drag_ms = statistics.median(d["median_ms"] for d in drags)
    print(json.dumps({
        "runs": args.runs,
        "startup": {"empty_window_s": round(empty_s, 3), "table_s": round(table_s, 3),
                    "ratio": round(table_s / empty_s, 2), "target_ratio": 2.5},
        "memory": {"empty_window_mib": round(empty_kib / 1024, 1),
                   "table_mib": round(table_kib / 1024, 1),
                   "ratio": round(table_kib / empty_kib, 2), "target_ratio": 1.6},
        "drag_repaint": {"median_ms": round(drag_ms, 2),
                         "worst_run_max_ms": round(max(d["max_ms"] for d in drags), 2),
                         "target_ms": 8.0, "size": "1280x800"},
    }, indent=2))


if __name__ == "__main__":
    main()
