"""Table speed and size, printed as JSON.

- ``startup``: seconds from process start to the first painted table, against an
  empty PySide6 window measured the same way in the same run (target ≤ 2.5×). The
  table is the game's own ``main()`` as a player launches it, from a home folder that
  has played before (200 finished games, the window as it was left, no game to
  resume): arguments, log, settings, statistics, the window, a deal, the first paint.
  The game's code is byte-compiled first, as an installed game (pip, the bundle) is.
- ``memory``: the child's peak resident size (ru_maxrss) for both (target ≤ 1.6×).
- ``sound``: the same launch kept open until its sound plays (through miniaudio's null
  device: a real device stream, no sound card needed): how long after the first paint the
  sound is ready (it opens on a thread of its own), and the peak memory by then.
- ``drag_repaint``: milliseconds to repaint the whole table while a card is dragged
  across it, at 1280×800 (target < 8 ms median), on a 4K screen (a 3840×2160 window) and
  in a 1280×800 window zoomed to 200% (both: median ≤ 8 ms, an absolute target).

Every figure is the median of several runs, each in a fresh process, offscreen.
Usage: ``python benchmarks/gui.py [--runs N] [--only-drags]``
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

# The same launch, kept open until its sound is playing (through miniaudio's null device,
# SPITE_GUI_SOUND_BACKEND=null: a real device stream with no sound card behind it); prints
# the seconds from the first paint to the sound being ready.
TABLE_WITH_SOUND = """
import time
import spite_gui.app as game
import spite_gui.root as root_module
build_app = root_module.build_app
def watched(*args, **kwargs):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    root = build_app(*args, **kwargs)
    speaker = root.sounds.speaker
    class First(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.time())
                obj.removeEventFilter(self)
            return False
    def ready():
        if painted and speaker.ready.is_set():
            print(time.time() - painted[0], speaker.state, flush=True)
            QApplication.quit()
    timer = QTimer(root.window)
    timer.timeout.connect(ready)
    timer.start(5)
    keep.extend([First(root.window), timer])
    root.window.view.viewport().installEventFilter(keep[0])
    return root
painted, keep = [], []
root_module.build_app = watched
game.main(["--seed", "48213"])
"""

DRAG = """
import json, statistics, time, sys
WIDTH, HEIGHT, ZOOM = (int(a) for a in sys.argv[1:4])
from PySide6.QtCore import QPointF, Qt, QEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QApplication
from spite_gui.app import create_app
from spite_gui.ai.simple import simple_factory
from spite_gui.root import build_app
from spite_gui.table.piles import PileKey
app = create_app()
root = build_app(simple_factory, speed="instant")
window, controller = root.window, root.table
window.resize(WIDTH, HEIGHT)
window.show()
while root.settings.settings.zoom < ZOOM:
    window.commands["zoom_in"].trigger()
app.processEvents()
root.session.new_game(48213)
end = time.time() + 20
while not (controller.my_turn and not controller.busy) and time.time() < end:
    app.processEvents()
scene, view = window.scene, window.view
view._resize_settled()
app.processEvents()
card = scene.pile(PileKey("hand", 0)).cards[0]  # the first of the fan: pressed on its edge

def send(kind, pos, buttons):
    event = QGraphicsSceneMouseEvent(kind)
    event.setScenePos(pos)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setButtons(buttons)
    QApplication.sendEvent(scene, event)

rect = card.scene_card_rect()
start = QPointF(rect.left() + rect.width() * 0.1, rect.center().y())
send(QEvent.Type.GraphicsSceneMousePress, start, Qt.MouseButton.LeftButton)
send(QEvent.Type.GraphicsSceneMouseMove, start + QPointF(20, -20), Qt.MouseButton.LeftButton)
assert scene.dragging is card
viewport = view.viewport()
viewport.repaint()
times = []
reach = WIDTH / 1280
for i in range(120):
    pos = start + QPointF((-300 + 5 * i) * reach, (-250 - (i % 40)) * reach)
    send(QEvent.Type.GraphicsSceneMouseMove, pos, Qt.MouseButton.LeftButton)
    t = time.perf_counter()
    viewport.repaint()
    times.append((time.perf_counter() - t) * 1000)
print(json.dumps({"median_ms": statistics.median(times), "max_ms": max(times),
                  "card_px": card.size.width(), "view": [view.width(), view.height()]}))
root.shutdown()
"""


def _env(home: str, width: int = 1920, height: int = 1080) -> dict:
    # a 1920×1080 screen: the game's window opens at 1280×800 there, as the empty one does
    screen = pathlib.Path(home) / f"screen-{width}x{height}.json"
    if not screen.exists():
        screen.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0,
                                                   "width": width, "height": height}]}))
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
           "SPITE_GUI_HOME": home}  # never the real player's files
    env.pop("SPITE_GUI_E2E_REPORT", None)
    return env


def _run(code: str, home: str, *args: int, screen: tuple[int, int] = (1920, 1080),
         sound: str = "") -> tuple[str, float, int]:
    """Run ``code`` in a fresh Python (with ``args``) on a ``screen``; its output, wall
    seconds to that output, peak KiB. ``sound`` names miniaudio's sound system to use
    (SPITE_GUI_SOUND_BACKEND; "": the platform's usual ones)."""
    start = time.time()
    env = _env(home, *screen)
    if sound:
        env["SPITE_GUI_SOUND_BACKEND"] = sound
    child = subprocess.Popen([sys.executable, "-c", code, *map(str, args)],
                             env=env, cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out = child.stdout.read()
    _pid, _status, usage = os.wait4(child.pid, 0)
    child.returncode = 0
    lines = [ln for ln in out.splitlines() if ln.strip()]
    if not lines:
        raise RuntimeError("the child printed nothing")
    return lines[-1], start, usage.ru_maxrss


def _with_sound(home: str) -> tuple[float, int]:
    """Seconds from the first paint to the sound playing, and the peak KiB by then."""
    line, _start, peak = _run(TABLE_WITH_SOUND, home, sound="null")
    seconds, state = line.split()
    if state != "playing":
        raise RuntimeError(f"the sound did not open: {state}")
    return float(seconds), peak


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


# the drags timed: name -> window width, height, zoom in percent, the screen it is on
DRAGS = {
    "1280x800": (1280, 800, 100, (1920, 1080)),
    "3840x2160": (3840, 2160, 100, (3840, 2160)),
    "1280x800 at 200%": (1280, 800, 200, (1920, 1080)),
}


def _drag(home: str, name: str) -> dict:
    width, height, zoom, screen = DRAGS[name]
    return json.loads(_run(DRAG, home, width, height, zoom, screen=screen)[0])


def _drag_figures(drags: dict[str, list[dict]]) -> dict:
    return {name: {"median_ms": round(statistics.median(d["median_ms"] for d in runs), 2),
                   "worst_run_max_ms": round(max(d["max_ms"] for d in runs), 2),
                   "card_px": runs[0]["card_px"], "target_ms": 8.0}
            for name, runs in drags.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only-drags", action="store_true",
                        help="time the drag repaints only (no start-up or memory figures)")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from spite_gui.storage import AppPaths, clear_autosave

    # An installed game runs from byte-code (pip compiles it, the bundle carries it):
    # compiling here keeps PYTHONDONTWRITEBYTECODE or a fresh checkout out of the figures.
    compileall.compile_dir(ROOT / "spite_gui", quiet=1)
    empty: list[tuple[float, int]] = []
    table: list[tuple[float, int]] = []
    sound: list[tuple[float, int]] = []
    drags: dict[str, list[dict]] = {name: [] for name in DRAGS}
    with tempfile.TemporaryDirectory() as home:
        if args.only_drags:
            for _ in range(args.runs):
                for name in DRAGS:
                    drags[name].append(_drag(home, name))
            print(json.dumps({"runs": args.runs, "drag_repaint": _drag_figures(drags)},
                             indent=2))
            return
        paths = AppPaths.under(home)
        _played_before(home)
        for _ in range(args.runs):
            empty.append(_startup(EMPTY_WINDOW, home))
            clear_autosave(paths)  # the last game was finished: nothing to resume
            table.append(_startup(TABLE_WINDOW, home))
            clear_autosave(paths)
            sound.append(_with_sound(home))
            for name in DRAGS:
                drags[name].append(_drag(home, name))
    empty_s = statistics.median(t for t, _ in empty)
    table_s = statistics.median(t for t, _ in table)
    empty_kib = statistics.median(m for _, m in empty)
    table_kib = statistics.median(m for _, m in table)
    print(json.dumps({
        "runs": args.runs,
        "startup": {"empty_window_s": round(empty_s, 3), "table_s": round(table_s, 3),
                    "ratio": round(table_s / empty_s, 2), "target_ratio": 2.5},
        "memory": {"empty_window_mib": round(empty_kib / 1024, 1),
                   "table_mib": round(table_kib / 1024, 1),
                   "ratio": round(table_kib / empty_kib, 2), "target_ratio": 1.6},
        "sound": {"ready_after_first_paint_s": round(statistics.median(t for t, _ in sound), 3),
                  "table_with_sound_mib": round(statistics.median(m for _, m in sound) / 1024,
                                                1),
                  "ratio_to_empty_window": round(statistics.median(m for _, m in sound)
                                                 / empty_kib, 2)},
        "drag_repaint": _drag_figures(drags),
    }, indent=2))


if __name__ == "__main__":
    main()
