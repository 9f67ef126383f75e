"""Game → Statistics… with 100,000 recorded games, printed as JSON.

The statistics hold 100,000 games of "You" and of two people sharing the computer,
against every level and rules, with other people and with 1,000 friends over the
network. Offscreen, in this process, each figure the median of several tries:

- ``empty_dialog_ms``: the baseline, the dialog opened on no statistics at all, until it
  is painted;
- ``prepare_s``: what the game does with the statistics after its first paint at
  start-up (the file's check, and reading every game once), and
  ``read_ahead_step_ms`` each of the steps it reads them in between other work (the
  window waits for none longer);
- ``open_ms``: the dialog opened once that is done, until it is painted (target: under
  100 ms), and ``open_cold_ms`` without it (the dialog shows at once and reads the
  games in steps, saying so), with ``cold_ready_ms`` until its numbers are in;
- ``filter_ms``: changing one filter (each level, each rules, each company, and
  stepping the friend filter through 100 of the 1,000 friends), until the dialog is
  painted again: the median and the slowest (target: under 100 ms);
- ``scroll_page_ms``: reading the next page of the list as it scrolls;
- ``*_ratio``: each against the empty dialog, measured in the same run (these machines
  are noisy: the ratio is what compares between runs).

Usage: ``python benchmarks/stats_dialog.py [--games N] [--tries N]``
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from spite_gui.dialogs.statistics import StatisticsDialog
from spite_gui.engine import PRESETS
from spite_gui.levels import LEVELS
from spite_gui.storage.stats import (
    _COLUMNS,
    COMPUTERS_ONLY,
    PERSON,
    WITH_FRIENDS,
    WITH_PEOPLE,
    GameRecord,
    StatsStore,
    friend_level,
)

FRIENDS = 1000


def a_game(rng: random.Random, n: int, start: datetime) -> GameRecord:
    players = rng.choice((2, 2, 2, 3, 4))
    kind = rng.random()
    if kind < 0.7:
        opponents = [rng.choice(LEVELS)] * (players - 1) if rng.random() < 0.8 else [
            rng.choice(LEVELS) for _ in range(players - 1)]
    elif kind < 0.85:
        opponents = [PERSON] + [rng.choice(LEVELS) for _ in range(players - 2)]
    else:
        opponents = [friend_level(f"Friend {rng.randrange(FRIENDS)}")
                     for _ in range(players - 1)]
    scores = [rng.randrange(0, 60) for _ in range(players)]
    result = rng.choice(("won", "lost", "lost", "draw", "abandoned"))
    return GameRecord(
        finished_at=(start + timedelta(minutes=25 * n)).isoformat(timespec="seconds"),
        preset=rng.choice([*PRESETS, "Custom"]), players=players, levels=opponents,
        deal=rng.randrange(2**31), result=result, human_score=scores[0], scores=scores,
        turns=rng.randrange(20, 400), payoff_left=rng.randrange(0, 30),
        reason="stock emptied",
        player="You" if kind < 0.7 or kind >= 0.85 else rng.choice(("Anna", "Ben")))


def fill(path: Path, games: int) -> None:
    """``games`` finished games in a statistics file the game made."""
    rng = random.Random(48213)
    store = StatsStore(path)
    start = datetime(2012, 1, 1, tzinfo=UTC)
    store.record_game(a_game(rng, 0, start))  # the game makes the file and its schema
    rows = []
    for n in range(1, games):
        record = a_game(rng, n, start)
        rows.append((record.finished_at, record.preset, record.players,
                     json.dumps(list(record.levels)), record.level, record.deal, record.result,
                     record.human_score, json.dumps(list(record.scores)), record.turns,
                     record.payoff_left, record.reason, record.player))
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    conn.executemany(f"INSERT INTO games ({', '.join(_COLUMNS)}) VALUES"
                     f" ({', '.join('?' for _ in _COLUMNS)})", rows)
    conn.execute("COMMIT")
    conn.close()


class Painted(QObject):
    """Notes when a widget is next painted."""

    def __init__(self) -> None:
        super().__init__()
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def until_painted(app: QApplication, widget, painted: Painted) -> None:
    while not painted.painted:
        app.processEvents()
    widget.update()


def open_ms(app: QApplication, store: StatsStore) -> float:
    """Milliseconds from asking for the dialog to its first paint."""
    return opened_ms(app, store)[0]


def opened_ms(app: QApplication, store: StatsStore) -> tuple[float, float]:
    """Milliseconds from asking for the dialog to its first paint, and to its numbers."""
    painted = Painted()
    started = time.perf_counter()
    dialog = StatisticsDialog(store)
    dialog.installEventFilter(painted)
    dialog.show()
    until_painted(app, dialog, painted)
    shown = (time.perf_counter() - started) * 1000
    while dialog.reading:
        app.processEvents()
    ready = (time.perf_counter() - started) * 1000
    dialog.close()
    dialog.deleteLater()
    app.processEvents()
    return shown, ready


def changes_ms(app: QApplication, dialog: StatisticsDialog) -> list[float]:
    """Milliseconds of each filter change, until the dialog is painted again."""
    painted = Painted()
    dialog.installEventFilter(painted)
    spent = []

    def change(combo, data) -> None:
        painted.painted = False
        started = time.perf_counter()
        combo.setCurrentIndex(combo.findData(data))
        dialog.repaint()
        until_painted(app, dialog, painted)
        spent.append((time.perf_counter() - started) * 1000)

    for level in (*LEVELS, None):
        change(dialog.level_combo, level)
    for preset in (*PRESETS, "Custom", None):
        change(dialog.preset_combo, preset)
    for company in (COMPUTERS_ONLY, WITH_PEOPLE, WITH_FRIENDS):
        change(dialog.company_combo, company)
    friends = [dialog.friend_combo.itemData(i) for i in range(1, dialog.friend_combo.count())]
    for friend in friends[:100]:
        change(dialog.friend_combo, friend)
    dialog.removeEventFilter(painted)
    return spent


def page_ms(dialog: StatisticsDialog, pages: int) -> list[float]:
    model = dialog.games
    spent = []
    for _ in range(pages):
        if not model.canFetchMore(model.index(-1, -1)):
            break
        started = time.perf_counter()
        model.fetchMore(model.index(-1, -1))
        spent.append((time.perf_counter() - started) * 1000)
    return spent


def median(values: list[float]) -> float:
    return round(statistics.median(values), 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--tries", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as home:
        empty = StatsStore(Path(home, "none.sqlite3"))
        path = Path(home, "stats.sqlite3")
        fill(path, args.games)
        baseline = median([open_ms(app, empty) for _ in range(args.tries)])
        started = time.perf_counter()
        store = StatsStore(path)
        problem = store.prepare()
        assert problem is None, problem
        steps = []
        while True:  # as the game reads them after its first paint, between other work
            step = time.perf_counter()
            done = store.read_ahead()
            steps.append((time.perf_counter() - step) * 1000)
            if done:
                break
        prepare_s = time.perf_counter() - started
        opened = median([open_ms(app, store) for _ in range(args.tries)])
        colds = [opened_ms(app, StatsStore(path)) for _ in range(max(1, args.tries // 2))]
        dialog = StatisticsDialog(store)
        dialog.show()
        app.processEvents()
        assert dialog.shown_summary()["games"] != "0"
        changes = changes_ms(app, dialog)
        dialog.company_combo.setCurrentIndex(dialog.company_combo.findData(None))  # every game
        pages = page_ms(dialog, 20)
        dialog.close()
    print(json.dumps({
        "games": args.games,
        "friends": FRIENDS,
        "empty_dialog_ms": baseline,
        "prepare_s": round(prepare_s, 3),
        "read_ahead_step_ms": {"median": median(steps), "slowest": round(max(steps), 1),
                               "steps": len(steps)},
        "open_ms": opened,
        "open_cold_ms": median([shown for shown, _ in colds]),
        "cold_ready_ms": median([ready for _, ready in colds]),
        "filter_ms": {"median": median(changes), "slowest": round(max(changes), 1),
                      "changes": len(changes)},
        "scroll_page_ms": median(pages),
        "open_ratio": round(opened / baseline, 2),
        "filter_ratio": round(statistics.median(changes) / baseline, 2),
    }, indent=2))


if __name__ == "__main__":
    main()
