"""Garbage collection on the GUI thread only, against Python's automatic collection.

The real window (offscreen, instant animations) plays four-player deals against
Expert, Hard and Expert computer players for a while, the human seat discarding
at once, in a fresh process for each way of collecting:

- ``gui``: the game's own set-up (``create_app`` confines the collector to the
  GUI thread: automatic collection off, a GUI-thread timer collects when Python
  would have);
- ``automatic``: the baseline, Python collecting on whichever thread allocates.

For each it prints the collections run on the GUI thread and on others, their
pauses (ms), how many new objects waited for a young collection, the computer
moves played and the peak resident size; then the ratios of ``gui`` to
``automatic``. Usage: ``python benchmarks/collector.py [--seconds N]``
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
LEVELS = ["expert", "hard", "expert"]

CHILD = """
import gc, json, resource, sys, threading, time
from spite_gui.app import create_app
from spite_gui.controller.gui_thread import GuiThreadCollector
from spite_gui.engine import Game, Rules
from spite_gui.play import Seating
from spite_gui.root import build_app

mode, seconds = sys.argv[1], float(sys.argv[2])
levels = json.loads(sys.argv[3])
app = create_app()
if mode == "automatic":
    app.findChild(GuiThreadCollector).deleteLater()
    gc.enable()
root = build_app(speed="instant")
window, controller, session = root.window, root.table, root.session
window.resize(1280, 800)
window.show()
gui = threading.get_ident()
pauses = {"gui": [], "other": []}
waiting, started = [], []

def timed(phase, info):
    if phase == "start":
        started.append(time.perf_counter())
        waiting.append(gc.get_count()[0])
    else:
        where = "gui" if threading.get_ident() == gui else "other"
        pauses[where].append(1000 * (time.perf_counter() - started.pop()))

moves = []
controller.move_applied.connect(lambda player, _move: moves.append(player) if player else None)
gc.callbacks.append(timed)
deal = 1

def play(deal):
    game = Game.new(Rules.preset("Classic", 4), 4, deal)
    session.play(game, Seating.against_computers(4, levels))

play(deal)
end = time.monotonic() + seconds
while time.monotonic() < end:
    app.processEvents()
    if session.game.is_over and not controller.busy:
        deal += 1
        play(deal)
    elif legal := controller.legal_moves():
        controller.play_move(legal[-1])
    time.sleep(0.001)
root.shutdown()
gc.callbacks.remove(timed)
print(json.dumps({"pauses": pauses, "waiting": waiting, "moves": len(moves), "deals": deal,
                  "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def _run(mode: str, seconds: float) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", CHILD, mode, str(seconds), json.dumps(LEVELS)],
                          env=env, capture_output=True, text=True, check=True)
    raw = json.loads(done.stdout.strip().splitlines()[-1])
    gui, other = raw["pauses"]["gui"], raw["pauses"]["other"]
    return {
        "collections_on_gui_thread": len(gui),
        "collections_on_other_threads": len(other),
        "gui_pause_ms": _spread(gui),
        "other_pause_ms": _spread(other),
        "new_objects_at_collection": _spread(raw["waiting"]),
        "computer_moves": raw["moves"],
        "deals": raw["deals"],
        "peak_rss_mb": round(raw["peak_rss_mb"], 1),
    }


def _spread(values: list[float]) -> dict:
    if not values:
        return {}
    ordered = sorted(values)
    return {"median": round(statistics.median(ordered), 2),
            "p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 2),
            "max": round(ordered[-1], 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=60)
    args = parser.parse_args()
    gui, automatic = _run("gui", args.seconds), _run("automatic", args.seconds)
    print(json.dumps({
        "seconds": args.seconds,
        "gui": gui,
        "automatic": automatic,
        "ratios": {
            "peak_rss": round(gui["peak_rss_mb"] / automatic["peak_rss_mb"], 3),
            "computer_moves": round(gui["computer_moves"] / max(automatic["computer_moves"], 1),
                                    3),
        },
    }, indent=1))


if __name__ == "__main__":
    main()
