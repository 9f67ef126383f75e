"""Finished games to record in tests, and rows to put into a database as they are."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from spite_gui.storage.stats import GameRecord

COLUMNS = ("finished_at", "preset", "players", "levels", "level", "deal", "result",
           "human_score", "scores", "turns", "payoff_left", "reason")


def game(result="won", *, score=10, payoff=0, level="medium", preset="Classic", n=1, players=2):
    return GameRecord(
        finished_at=(datetime(2026, 11, 1, 20, tzinfo=UTC) + timedelta(hours=n)).isoformat(),
        preset=preset,
        players=players,
        levels=[level] * (players - 1),
        deal=1000 + n,
        result=result,
        human_score=score,
        scores=[score] + [0] * (players - 1),
        turns=30 + n,
        payoff_left=payoff,
        reason="stock emptied" if result == "won" else "opponent emptied stock",
    )


def row(record) -> dict:
    """The column values the store writes for ``record``."""
    values = {name: getattr(record, name) for name in COLUMNS}
    values["levels"] = json.dumps(list(record.levels))
    values["scores"] = json.dumps(list(record.scores))
    return values


def insert(path: Path, values: dict) -> None:
    """Put ``values`` in as they are, past the schema's type checks (as a hand edit can)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute(f"INSERT INTO games ({', '.join(values)}) VALUES"
                 f" ({', '.join('?' for _ in values)})", tuple(values.values()))
    conn.close()
